"""Per-op hot-path functions, compiled from an ``OpSpec`` when its module is imported.

Generic code that loops over a spec's inputs and attributes costs thousands of instructions per
eager call more than straight-line code (measured with callgrind: StopGradient +3,200, Cast
+10,700, AddN +9,400). So the runtime writes, once per op class, the straight-line functions the
generator used to write into every module: the conversion of create's arguments (operands read
inline when they are ours and of this environment, attribute values checked inline, options
merged) and the filling of an eager op instance. The generated files stay thin; the source is
built here from the spec's data only (names are the runtime's own, values are literals), so no
argument can shadow anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tfjava.dispatch import arguments as _d
from tfjava.dispatch.build import build

if TYPE_CHECKING:
    from tfjava.dispatch.runtime import OpSpec

_INLINE_CLASS = {"bool": "bool", "int": "int", "string": "str", "float": "float"}


def _convert(kind: str, value: str, op: str, param: str) -> str:
    """The expression converting local ``value`` to the fast path's form of a ``kind`` attribute."""
    if kind.startswith("list("):
        return f"_d.attr_list({value}, {op!r}, {param!r}, _d.{_d.CONVERTERS[kind[5:-1]]})"
    call = f"_d.{_d.CONVERTERS[kind]}({value}, {op!r}, {param!r})"
    if kind == "int":
        # TensorFlow keeps int attributes as int64: a larger Python int is the call's error.
        return f"({value} if {value}.__class__ is int and _MIN <= {value} <= _MAX else {call})"
    if kind in _INLINE_CLASS:
        return f"({value} if {value}.__class__ is {_INLINE_CLASS[kind]} else {call})"
    if kind == "type":
        return f"(({value}.__class__ is type and _DTYPES.get({value})) or {call})"
    return call


def _conversion(spec: OpSpec[Any]) -> list[str]:
    """Statements turning ``env, args, options, values`` into the list ``fast``."""
    op = spec.class_name
    n = spec.n_inputs
    lines: list[str] = []
    singles = [i for i in range(n) if i not in spec.lists]
    if singles:
        lines.append("    try:")
        for i in singles:
            lines.append(
                f"        i{i} = x{i}._t if x{i}._env is env else _d.operand(env, x{i}, {op!r}, "
                f"{spec.input_names[i]!r})"
            )
        lines.append("    except AttributeError:")
        for i in singles:
            lines.append(f"        i{i} = _d.operand(env, x{i}, {op!r}, {spec.input_names[i]!r})")
    for i in spec.lists:
        lines += [
            f"    i{i} = None",
            f"    if type(x{i}) is list:",
            f"        i{i} = []",
            "        try:",
            f"            for t in x{i}:",
            "                if t._env is not env:",
            f"                    i{i} = None",
            "                    break",
            f"                i{i}.append(t._t)",
            "        except AttributeError:",
            f"            i{i} = None",
            f"    if i{i} is None:",
            f"        i{i} = _d.operand_list(env, x{i}, {op!r}, {spec.input_names[i]!r})",
        ]
    items = ["env._ctx", repr(spec.op_type), "None", *(f"i{i}" for i in range(n))]
    for j, (tf_name, kind, java_name) in enumerate(spec.attr_names):
        items += [repr(tf_name), _convert(kind, f"x{n + j}", op, java_name)]
    if not spec.option_names:
        # A tuple: the execution step's ``*fast`` takes it as it is (a list is copied).
        lines.append(f"    return ({', '.join(items)},)")
        return lines
    lines.append(f"    fast = [{', '.join(items)}]")
    if spec.option_names:
        lines += [
            "    if options:",
            (
                "        o = options[0] if len(options) == 1 and type(options[0]) is _Options "
                f"else _d.merge_options(options, _Options, {op!r})"
            ),
        ]
        # An unset field reads as None (OpOptions.__getattr__). Plain reads and type() cost
        # less than getattr() and ``.__class__`` on a class with __getattr__ (callgrind: Cast
        # with an Options, 390 instructions a call).
        for j, field in enumerate(spec.option_fields):
            lines += [
                f"        if v{j} is None:",
                f"            v{j} = o.{field}",
            ]
        for j, (tf_name, kind, java_name) in enumerate(spec.option_names):
            lines += [
                f"    if v{j} is not None:",
                f"        fast += ({tf_name!r}, {_convert(kind, f'v{j}', op, java_name)})",
            ]
    lines.append("    return fast")
    return lines


def _made(spec: OpSpec[Any]) -> list[str]:
    lines = [
        "def made(scope, fast, result):",
        "    names = scope._names",
        "    ids = names._ids",
        f"    key = names._op_name or {spec.class_name!r}",
        "    count = ids.get(key, 0)",
        "    ids[key] = count + 1",
        "    op = _new(_cls)",
        "    op._env = scope._env",
    ]
    # The list inputs' lengths ride in the reserved name: RawOp.op() needs them, rarely.
    lens = "".join(f", len(fast[{i}])" for i in spec.list_lengths)
    lines.append(f"    op._name = (names, key, count{lens})")
    if spec.output == 0:  # OPERAND: RawOp.op() makes _outs from _t when asked
        lines.append("    op._t = result")
    else:
        lines.append("    op._outs = [] if result is None else result")
    lines.append("    return op")
    return lines


def _scope_env(spec: OpSpec[Any]) -> list[str]:
    """``env = scope._env``; anything but a Scope as ``scope`` (the Ops facade, None) is a
    TypeError naming the class (the handler costs nothing until it runs)."""
    return [
        "    try:",
        "        env = scope._env",
        "    except AttributeError:",
        f"        _d.check_scope(scope, {spec.class_name!r})",
        "        raise",
    ]


def _parameters(spec: OpSpec[Any]) -> str:
    """create's arguments after ``scope``, positionally: inputs and attributes, then (with
    options) the ``*options`` tuple and one value per option keyword."""
    names = [f"x{i}" for i in range(spec.n_inputs + len(spec.attr_names))]
    if spec.option_names:
        names += ["options", *(f"v{j}" for j in range(len(spec.option_names)))]
    return ", ".join(names)


def compile_spec(spec: OpSpec[Any]) -> tuple[Any, Any, Any, Any]:
    """``(arguments, convert, build, made)`` for ``spec``: see ``tfjava.dispatch.runtime``."""
    conversion = _conversion(spec)
    params = _parameters(spec)
    sep = ", " if params else ""
    source = [
        f"def convert(env{sep}{params}):",
        *conversion,
        f"def build(scope{sep}{params}):",
        *_scope_env(spec),
        f"    return _build(_spec, scope, convert(env{sep}{params}))",
        f"def arguments(scope{sep}{params}):",
    ]
    source += [
        *_scope_env(spec),
        "    if not env._eager or env._closed or scope._device:",
        "        return None",
        *conversion,
    ]
    source += _made(spec)
    namespace: dict[str, Any] = {
        "_d": _d,
        "_DTYPES": _d.DTYPES,
        "_MIN": _d.INT64_MIN,
        "_MAX": _d.INT64_MAX,
        "_Options": spec.options_class,
        "_new": object.__new__,
        "_cls": spec.cls,
        "_spec": spec,
        "_build": build,
        "__name__": f"tfjava.op.specialize.{spec.class_name}",
    }
    code = compile("\n".join(source) + "\n", f"<tfjava {spec.class_name} hot path>", "exec")
    exec(code, namespace)  # noqa: S102 - source built from the spec's data only
    return namespace["arguments"], namespace["convert"], namespace["build"], namespace["made"]
