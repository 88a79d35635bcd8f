"""The attribute kinds (TensorFlow's spelling) and the runtime function converting each.

Pure data, read by the runtime (``arguments``, the native creator) and by the generator when it
writes ``_convert``: one table, so that generated code and the runtime cannot disagree on which
converter a kind takes. The functions are those of ``tfjava.dispatch.runtime`` (and
``tfjava.dispatch.arguments``, which defines them); a list kind ``list(k)`` converts each item
with ``k``'s function through ``attr_list``.
"""

from __future__ import annotations

CONVERTERS: dict[str, str] = {
    "string": "attr_string",
    "int": "attr_int",
    "float": "attr_float",
    "bool": "attr_bool",
    "shape": "attr_shape",
    "tensor": "attr_tensor",
    "type": "attr_type",
    "func": "attr_func",
}

# The kinds whose default value the eager fast path takes as it is (and records for gradient
# tapes), and their lists; a tensor's or a function's default is passed only when given.
DEFAULT_PASSED: frozenset[str] = frozenset(("string", "int", "float", "bool", "type", "shape"))
