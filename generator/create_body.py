"""The statements of a generated ``create`` method.

Decided here, once per op, so that the per-call path does no work the opdef already decided:

1. arguments are converted (operands to raw tensors inline, attributes by ``_d.attr_*``);
2. for ops without list outputs, an eager scope runs the op directly through
   TensorFlow's eager fast path and fills the op instance without an ``Operation`` object
   (``RawOp.op()`` makes one on demand);
3. everything else goes through ``_d.execute`` (graphs, devices, list ops, the fallback).
"""

from __future__ import annotations

from generator import pytypes
from generator.model import Option, OutputGetter, Param


def create_body(
    op_name: str,
    class_name: str,
    params: list[Param],
    options: list[Option],
    outputs: list[OutputGetter],
    interface: str | None,
    prelude: list[str],
    varargs: str,
    any_name: str = "Any",
) -> list[str]:
    op = class_name
    body: list[str] = []
    inputs = [p for p in params if p.kind in ("input", "inputList")]
    body.append("_env = scope._env")
    body += prelude

    # Operands: read the raw tensor directly when the operand is ours and of this environment.
    singles = [p for p in inputs if p.kind == "input"]
    # Raw tensors of the inputs: "_in_" keeps them apart from the other locals (_env, _key, ...).
    names = {p.name: f"_in_{p.java_name}" for p in inputs}
    if singles:
        body.append("try:")
        for p in singles:
            body.append(
                f"    {names[p.name]} = {p.name}._t if {p.name}._env is _env "
                f'else _d.operand(_env, {p.name}, "{op}", "{p.java_name}")'
            )
        body.append("except AttributeError:")
        for p in singles:
            body.append(f'    {names[p.name]} = _d.operand(_env, {p.name}, "{op}", "{p.java_name}")')
    for p in inputs:
        if p.kind == "inputList":
            # A list of our operands of this environment is read directly.
            n = names[p.name]
            # (A plain loop: a comprehension would build a closure over _env on every call.)
            body += [
                f"{n}: list[{any_name}] | None = None",
                f"if type({p.name}) is list:",
                f"    {n} = []",
                "    try:",
                f"        for _x in {p.name}:",
                "            if _x._env is not _env:",
                f"                {n} = None",
                "                break",
                f"            {n}.append(_x._t)",
                "    except AttributeError:",
                f"        {n} = None",
                f"if {n} is None:",
                f'    {n} = _d.operand_list(_env, {p.name}, "{op}", "{p.java_name}")',
            ]

    attrs: list[str] = []
    for p in params:
        if p.kind == "attr":
            assert p.attr_kind is not None
            attrs.append(f'"{p.tf_name}"')
            attrs.append(pytypes.converter_call(p.attr_kind, p.name, op, p.java_name))
    if options:
        body.append(f"_attrs: list[{any_name}] = [{', '.join(attrs)}]")
        body.append(f"if {varargs}:")
        body.append(
            f"    _opts = {varargs}[0] if len({varargs}) == 1 and {varargs}[0].__class__ is {class_name}.Options "
            f'else _d.merge_options({varargs}, {class_name}.Options, "{op}")'
        )
        for o in options:
            body.append(f"    if {o.name} is None:")
            body.append(f"        {o.name} = _opts._{o.java_name}")
        for o in options:
            body.append(f"if {o.name} is not None:")
            body.append(f'    _attrs += ("{o.attr}", {o.convert})')
        attr_args = ["*_attrs"]
        attrs_tuple = "tuple(_attrs)"
    elif attrs:
        body.append(f"_attrs = ({', '.join(attrs)})")
        attr_args = ["*_attrs"]
        attrs_tuple = "_attrs"
    else:
        attr_args = []
        attrs_tuple = "()"

    raw = [names[p.name] for p in inputs]
    inputs_tuple = "(" + ", ".join(raw) + ("," if len(raw) == 1 else "") + ")"
    if not any(o.is_list for o in outputs):
        call_args = ", ".join(["_env._ctx", f'"{op_name}"', "None", *raw, *attr_args])
        if len(outputs) == 1:
            outs = "[_r]"
        elif outputs:
            outs = "_r"
        else:
            outs = "[]"
        body += [
            "if _env._eager and not (_env._closed or scope._device):",
            # The op's name is reserved now (as Java's makeOpName) and formatted when asked for.
            "    _ns = scope._names",
            "    _ids = _ns._ids",
            f'    _key = _ns._op_name or "{class_name}"',
            "    _count = _ids.get(_key, 0)",
            "    _ids[_key] = _count + 1",
            "    try:",
            f"        _r = _fast_path_execute({call_args})",
            "    except _d.NotOkStatus as e:",
            f'        _d.raise_call_error(e, "{op_name}", "{class_name}", _ns.name_of(_key, _count), {inputs_tuple}, _INPUTS)',
            "    except _d.Fallback:",
            f"        return {class_name}(",
            f"            _d.execute_eager_slow(_env, \"\", {class_name}.OP_NAME, _ns.name_of(_key, _count), {inputs_tuple}, {attrs_tuple})",
            "        )",
            f"    _self = _new({class_name})",
            "    _self._env = _env",
            "    _self._name = (_ns, _key, _count)",
            f"    _self._outs = {outs}",
        ]
        lists = [p for p in inputs if p.kind == "inputList"]
        if lists:
            lens = ", ".join(f"len({names[p.name]})" for p in lists)
            body.append(f"    _self._lens = ({lens},)")
        if interface == "operand":
            body.append("    _self._t = _r")
        body.append("    return _self")
    lists_arg = "True" if any(p.kind == "inputList" for p in params) else "False"
    body += [
        f"return {class_name}(",
        f'    _d.execute(scope, {class_name}.OP_NAME, "{class_name}", {inputs_tuple}, {attrs_tuple}, _ATTR_KINDS, {lists_arg}, _INPUTS)',
        ")",
    ]
    return body
