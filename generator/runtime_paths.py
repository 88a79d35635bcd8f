"""Where generated code imports the hand-written runtime from: the one place in the generator
that names ``tfjava``'s modules (templates read it as ``paths``)."""

from __future__ import annotations

RUNTIME_PACKAGE = "tfjava.dispatch"  # ``from tfjava.dispatch import runtime as _rt``
RAW_OP = "tfjava.core.raw_op"
SCOPE = "tfjava.core.scope"
OPERATION = "tfjava.core.operation"
OPERAND = "tfjava.core.operand"
RAW_OP_INPUTS = "tfjava.core.raw_op_inputs"
NDARRAY = "tfjava.ndarray"
TENSOR = "tfjava.types.tensor"
TYPES = "tfjava.types"
FAMILY = "tfjava.types.family"
CONCRETE_FUNCTION = "tfjava.exec.concrete_function"
LIBRARY = "tfjava.dispatch.library"
OPS_BASE = "tfjava.facade.ops_base"
GROUPS = "tfjava.facade.groups"
