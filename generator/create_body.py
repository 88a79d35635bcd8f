"""The statements of a generated ``create`` method and of its module's ``_arguments`` function.

Decided here, once per op, so that the per-call path does no work the opdef already decided:

1. ``_arguments`` converts create's arguments for TensorFlow (operands to raw tensors inline,
   attributes by ``_d.attr_*``, options merged) into the eager fast path's arguments: context,
   op type, name (None), the raw inputs in OpDef order, then attribute name/value pairs;
2. an eager scope runs the op directly through the eager fast path (``_d.fast_path_execute``:
   the native path, or TensorFlow's) and fills the op instance without an ``Operation`` object
   (``RawOp.op()`` makes one on demand, and list outputs' fields are filled when first read);
3. everything else goes through ``_d.execute`` (graphs, devices, the fallback).

Why a separate function: TensorFlow records the Python stack of every eager op, and finding a
frame's line costs in proportion to how far into its code object the frame is. The conversion
code (with its rarely taken error branches) would put the fast-path call hundreds of bytes into
``create``; called out of line, it has returned before the op runs, and ``create`` reaches the
call within a few instructions.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator import pytypes
from generator.model import Option, OutputGetter, Param


@dataclass
class CreateCode:
    body: list[str]  # create's (or _create's) statements
    arguments: list[str]  # the module function ``_arguments`` (def line and body), or empty


def create_code(
    op_name: str,
    class_name: str,
    params: list[Param],
    options: list[Option],
    outputs: list[OutputGetter],
    interface: str | None,
    prelude: list[str],
    varargs: str,
    any_name: str = "Any",
) -> CreateCode:
    op = class_name
    inputs = [p for p in params if p.kind in ("input", "inputList")]
    n_inputs = len(inputs)
    arguments = _arguments_function(op_name, op, params, options, varargs, any_name)

    body = ["_env = scope._env", *prelude]
    if arguments:
        call = [p.name for p in params] + ([varargs, *(o.name for o in options)] if options else [])
        body.append(f"_args = _arguments(_env, {', '.join(call)})")
        call_args = "*_args"
        # The slow paths split the sequence again (a list when options may add attributes).
        end = 3 + n_inputs
        inputs_expr = f"tuple(_args[3:{end}])" if options else f"_args[3:{end}]"
        if options:
            attrs_expr = f"tuple(_args[{end}:])"
        else:
            attrs_expr = f"_args[{end}:]" if any(p.kind == "attr" for p in params) else "()"
    else:
        call_args = f'_env._ctx, "{op_name}", None'
        inputs_expr = attrs_expr = "()"

    # The name is reserved (as Java's makeOpName does) only once the op ran, so that the
    # code before the fast-path call stays short; it is formatted when asked for.
    body += [
        "if _env._eager and not (_env._closed or scope._device):",
        "    try:",
        f"        _r = _fast_path_execute({call_args})",
        "    except _d.NotOkStatus as e:",
        f'        _d.raise_call_error(e, "{op_name}", "{class_name}", scope._names.make_op_name("{class_name}"), {inputs_expr}, _INPUTS)',
        "    except _d.Fallback:",
        f"        return {class_name}(",
        f'            _d.execute_eager_slow(_env, "", {class_name}.OP_NAME, scope._names.make_op_name("{class_name}"), {inputs_expr}, {attrs_expr})',
        "        )",
        "    _ns = scope._names",
        "    _ids = _ns._ids",
        f'    _key = _ns._op_name or "{class_name}"',
        "    _count = _ids.get(_key, 0)",
        "    _ids[_key] = _count + 1",
        f"    _self = _new({class_name})",
        "    _self._env = _env",
    ]
    # The list inputs' lengths ride in the reserved name: RawOp.op() needs them, rarely.
    lens = "".join(f", len(_args[{3 + i}])" for i, p in enumerate(inputs) if p.kind == "inputList")
    body.append(f"    _self._name = (_ns, _key, _count{lens})")
    if interface == "operand":
        body.append("    _self._t = _r")  # RawOp.op() makes _outs from it when asked
    elif len(outputs) == 1 and not outputs[0].is_list:
        body.append("    _self._outs = [_r]")
    else:
        # List outputs come as the fast path returns them (a list, or nested lists beside
        # other outputs); the output fields are filled when first read (RawOp.__getattr__).
        body.append(f"    _self._outs = {'_r' if outputs else '[]'}")
    body.append("    return _self")
    lists_arg = "True" if any(p.kind == "inputList" for p in params) else "False"
    body += [
        f"return {class_name}(",
        f'    _d.execute(scope, {class_name}.OP_NAME, "{class_name}", {inputs_expr}, {attrs_expr}, _ATTR_KINDS, {lists_arg}, _INPUTS)',
        ")",
    ]
    return CreateCode(body, arguments)


def _arguments_function(
    op_name: str, op: str, params: list[Param], options: list[Option], varargs: str, any_name: str
) -> list[str]:
    inputs = [p for p in params if p.kind in ("input", "inputList")]
    attr_params = [p for p in params if p.kind == "attr"]
    if not inputs and not attr_params and not options:
        return []
    body: list[str] = []
    # Operands: read the raw tensor directly when the operand is ours and of this environment.
    # Raw tensors of the inputs: "_in_" keeps them apart from the other locals (_env, _x, ...).
    names = {p.name: f"_in_{p.java_name}" for p in inputs}
    singles = [p for p in inputs if p.kind == "input"]
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

    values = ["_env._ctx", f'"{op_name}"', "None", *(names[p.name] for p in inputs)]
    for p in attr_params:
        assert p.attr_kind is not None
        values.append(f'"{p.tf_name}"')
        values.append(pytypes.converter_call(p.attr_kind, p.name, op, p.java_name))
    if options:
        body.append(f"_args: list[{any_name}] = [{', '.join(values)}]")
        body.append(f"if {varargs}:")
        body.append(
            f"    _opts = {varargs}[0] if len({varargs}) == 1 and {varargs}[0].__class__ is _Options "
            f'else _d.merge_options({varargs}, _Options, "{op}")'
        )
        for o in options:
            body.append(f"    if {o.name} is None:")
            body.append(f"        {o.name} = _opts._{o.java_name}")
        for o in options:
            body.append(f"if {o.name} is not None:")
            body.append(f'    _args += ("{o.attr}", {o.convert})')
        body.append("return _args")
        returns = f"list[{any_name}]"
    else:
        body.append(f"return ({', '.join(values)})")  # context, op and name come first: 3+ items
        returns = f"tuple[{any_name}, ...]"
    signature = [f"_env: {any_name}", *(f"{p.name}: {any_name}" for p in params)]
    if options:
        signature.append(f"{varargs}: tuple[{any_name}, ...]")
        signature += [f"{o.name}: {any_name}" for o in options]
    doc = '"""The fast path\'s arguments from create\'s: context, op, name, inputs, attributes."""'
    return [f"def _arguments({', '.join(signature)}) -> {returns}:", f"    {doc}", *(f"    {line}" for line in body)]
