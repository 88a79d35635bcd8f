"""The statements of a generated ``create`` and the module's ``OpSpec``: the runtime contract.

A generated ``create`` is the same few calls into ``tfjava.dispatch.runtime`` (imported as ``_rt``)
for every op, with the per-op facts decided here once and written as the module constant
``_SPEC``: op type, the inputs (Java names in OpDef order) and the positions of list inputs,
attributes and options with their TensorFlow kinds, and the output form. The runtime converts
the arguments, runs the op and makes the instance; its module docstring says why the eager
execution step itself is called from ``create``.

Every name a body uses is a parameter or starts with ``_`` (no Java name does), so that no
parameter can shadow it: the Substr bug (an input named ``len`` hiding the builtin) cannot come
back. ``tests/generator/test_shadowing.py`` checks this over every opdef.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.model import Option, OutputGetter, Param

# Output forms, as tfjava.dispatch.runtime names them.
OPERAND, OUTPUTS, LISTS = "_rt.OPERAND", "_rt.OUTPUTS", "_rt.LISTS"


@dataclass
class CreateCode:
    body: list[str]  # create's (or _create's) statements
    spec: str  # the ``_rt.OpSpec(...)`` expression of the module's ``_SPEC``
    output_form: str  # OPERAND | OUTPUTS | LISTS


def output_form(outputs: list[OutputGetter]) -> str:
    if any(o.is_list for o in outputs):
        return LISTS
    return OPERAND if len(outputs) == 1 else OUTPUTS


def create_statements(params: list[Param], options: list[Option], varargs: str) -> list[str]:
    """``create``'s (and ``_create``'s) statements after the prelude: the runtime contract."""
    call = ", ".join(
        [
            "scope",
            *(p.name for p in params),
            *([varargs, *(o.name for o in options)] if options else []),
        ]
    )
    # The native path's whole create first (None on the pure-Python path). Then TensorFlow's
    # fast path: it finds the line of the calling frame for every eager op, at a cost that
    # grows with how far into create's code the call is.
    return [
        "if _SPEC.native is not None:",
        f"    return _SPEC.native({call})",
        f"_a = _SPEC.arguments({call})",
        "if _a is not None:",
        "    try:",
        "        return _SPEC.made(scope, _a, _rt.execute_eager(*_a))",
        "    except _rt.REFUSED as _e:",
        "        return _rt.refused(_SPEC, scope, _a, _e)",
        f"return _SPEC.build({call})",
    ]


def create_code(
    op_name: str,
    class_name: str,
    params: list[Param],
    options: list[Option],
    outputs: list[OutputGetter],
    prelude: list[str],
    varargs: str,
    shifted: bool = False,
) -> CreateCode:
    form = output_form(outputs)
    body = [*prelude, *create_statements(params, options, varargs)]
    inputs = [p for p in params if p.kind in ("input", "inputList")]
    attrs = [p for p in params if p.kind == "attr"]
    parts = [class_name, f'"{op_name}"']
    if inputs:
        parts.append(_tuple([f'"{p.java_name}"' for p in inputs]))
    lists = [f'({i}, "{p.tf_name}")' for i, p in enumerate(inputs) if p.kind == "inputList"]
    if lists:
        parts.append(f"lists={_tuple(lists)}")
    if attrs:
        parts.append(
            "attrs=" + _tuple([f'("{p.tf_name}", "{p.attr_kind}", "{p.java_name}")' for p in attrs])
        )
    if options:
        parts.append(
            "options="
            + _tuple([f'("{o.attr}", "{o.attr_kind}", "{o.java_name}")' for o in options])
        )
    if form != OPERAND:
        parts.append(f"output={form}")
    if shifted:  # its create sorts out a Class<X> first: no positional _create
        parts.append("positional=False")
    return CreateCode(body, f"_rt.OpSpec({', '.join(parts)})", form)


def _tuple(items: list[str]) -> str:
    return f"({', '.join(items)}{',' if len(items) == 1 else ''})"
