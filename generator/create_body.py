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
from generator.signatures import VARARGS
from tfjava.dispatch.attr_kinds import CONVERTERS, DEFAULT_PASSED

# Output forms, as tfjava.dispatch.runtime names them.
OPERAND, OUTPUTS, LISTS = "_rt.OPERAND", "_rt.OUTPUTS", "_rt.LISTS"


@dataclass
class CreateCode:
    body: list[str]  # create's statements
    impl_body: list[str]  # the class's ``_create``'s statements ([]: the class has none)
    functions: list[str]  # the module's functions after the class: the Python path
    spec: str  # the ``_rt.OpSpec(...)`` expression of the module's ``_SPEC``
    output_form: str  # OPERAND | OUTPUTS | LISTS


def output_form(outputs: list[OutputGetter]) -> str:
    if any(o.is_list for o in outputs):
        return LISTS
    return OPERAND if len(outputs) == 1 else OUTPUTS


def python_statements(call: str, made: str) -> list[str]:
    """create on the Python path, its arguments sorted out (``call``: them after ``scope``);
    ``made`` is the runtime function that makes the instance."""
    # TensorFlow's fast path finds the line of the calling frame for every eager op, at a cost
    # that grows with how far into the code the call is: the conversion is out of line. No
    # frame more than needed: each call is a few hundred instructions on every eager op.
    sep = ", " if call else ""
    return [
        "try:",
        "    _env = _rt.eager_env(scope)",
        "except _rt.NOT_A_SCOPE:  # _build says what scope is",
        "    _env = None",
        "if _env is not None:",
        f"    _a = _convert(_env{sep}{call})",
        "    try:",
        f"        return _rt.{made}(_SPEC, scope, _a, _rt.execute_eager(*_a))",
        "    except _rt.REFUSED as _e:",
        "        return _rt.refused(_SPEC, scope, _a, _e)",
        f"return _build(scope{sep}{call})",
    ]


def create_statements(call: str, made: str) -> list[str]:
    """``create``'s statements after the prelude: the native path's whole create first (None on
    the pure-Python path), then the Python path."""
    sep = ", " if call else ""
    return [
        "if _SPEC.native is not None:",
        f"    return _SPEC.native(scope{sep}{call})",
        *python_statements(call, made),
    ]


# Attribute kinds whose common value is checked inline (one class test instead of a call):
# the runtime's name for the class.
_INLINE = {"bool": "_rt.BOOL", "string": "_rt.STR", "float": "_rt.FLOAT"}


def _value(kind: str, value: str, op: str, param: str) -> str:
    """The expression converting ``value``, an attribute of ``kind``, to the fast path's form."""
    if kind.startswith("list("):
        return f'_rt.attr_list({value}, "{op}", "{param}", _rt.{CONVERTERS[kind[5:-1]]})'
    call = f'_rt.{CONVERTERS[kind]}({value}, "{op}", "{param}")'
    if kind in _INLINE:
        return f"({value} if {value}.__class__ is {_INLINE[kind]} else {call})"
    if kind == "int":  # an int in TensorFlow's int64 range (the constants fold when compiled)
        return (
            f"({value} if {value}.__class__ is _rt.INT and -(2**63) <= {value} < 2**63 else {call})"
        )
    if kind == "type":  # a type class met before: its DataType number
        return f"(({value}.__class__ is _rt.TYPE and _rt.DTYPES.get({value})) or {call})"
    return call


def fast_default(option: Option) -> str | None:
    """The expression of ``option``'s TensorFlow default in the fast path's form (None: passed
    only when given)."""
    kind = option.attr_kind
    item = kind[5:-1] if kind.startswith("list(") else kind
    if item not in DEFAULT_PASSED or (option.default is None and kind != "shape"):
        return None
    return _literal(option.default)


def _literal(value: object) -> str:
    """``value`` as a Python constant: lists (and shapes) as tuples, which are not copied."""
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return "_rt.INF" if value > 0 else "-_rt.INF"
    if isinstance(value, list):
        return f"({', '.join(_literal(v) for v in value)}{',' if len(value) == 1 else ''})"
    return repr(value)


def conversion(
    class_name: str, op_name: str, params: list[Param], options: list[Option]
) -> list[str]:
    """``_convert``'s statements: create's arguments as the execution step takes them, every
    defaulted attribute with its value (TensorFlow's default when the option is unset), as
    TensorFlow's own op wrappers give them: a gradient function may read any of them."""
    items = ["_rt.context(env)", f'"{op_name}"', "None"]
    for p in params:
        if p.kind == "input":
            items.append(f'_rt.tensor(env, {p.name}, "{class_name}", "{p.java_name}")')
        elif p.kind == "inputList":
            items.append(f'_rt.tensors(env, {p.name}, "{class_name}", "{p.java_name}")')
    for p in params:
        if p.kind == "attr":
            items += [f'"{p.tf_name}"', _value(p.attr_kind or "", p.name, class_name, p.java_name)]
    lines = []
    if options:
        # One Options object (the common case) is taken as it is, without merge_options' frame.
        lines += [
            f"if {VARARGS}:",
            "    _o = (",
            f"        {VARARGS}[0]",
            f"        if _rt.LEN({VARARGS}) == 1 and {VARARGS}[0].__class__ is _SPEC.options_class",
            f'        else _rt.merge_options({VARARGS}, _SPEC.options_class, "{class_name}")',
            "    )",
        ]
        for o in options:
            lines += [f"    if {o.name} is None:", f"        {o.name} = _o._{o.java_name}"]
    given_only = []
    for o in options:
        value = _value(o.attr_kind, o.name, class_name, o.java_name)
        default = fast_default(o)
        if default is None:
            given_only.append((o, value))
        else:
            items += [f'"{o.attr}"', f"{default} if {o.name} is None else {value}"]
    if not given_only:
        # A tuple: the execution step's ``*fast`` takes it as it is (a list is copied).
        return [*lines, f"return ({', '.join(items)},)"]
    lines.append(f"_f = [{', '.join(items)}]")
    for o, value in given_only:
        lines += [f"if {o.name} is not None:", f'    _f += ("{o.attr}", {value})']
    lines.append("return _f")
    return lines


def create_code(
    op_name: str,
    class_name: str,
    params: list[Param],
    options: list[Option],
    outputs: list[OutputGetter],
    prelude: list[str],
    any_name: str,
    returns: str,
    shifted: bool = False,
) -> CreateCode:
    form = output_form(outputs)
    names = [p.name for p in params]
    if options:
        names += [VARARGS, *(o.name for o in options)]
    if "env" in names:
        raise ValueError(f"{class_name}: a parameter named 'env' takes _convert's own name")
    call = ", ".join(names)
    sep = ", " if call else ""
    decl = ", ".join(
        [f"{n}: {any_name}" for n in names[: len(params)]]
        + ([f"{VARARGS}: tuple[{any_name}, ...]"] if options else [])
        + [f"{o.name}: {any_name}" for o in options]
    )
    dsep = ", " if decl else ""
    inputs = [p for p in params if p.kind in ("input", "inputList")]
    lists = [f'({i}, "{p.tf_name}")' for i, p in enumerate(inputs) if p.kind == "inputList"]
    # The runtime's function that makes the instance, for the output form and list inputs
    # (each without the branches the others need).
    if form == OPERAND:
        made = {0: "made_operand", 1: "made_operand_list"}.get(len(lists), "made")
    else:
        made = "made_outputs" if not lists else "made"
    body = [*prelude, *create_statements(call, made)]
    # The class's _create (the facade's call, everything positional) is the Python path itself,
    # which the native creator hands back what it does not take; where create first sorts out
    # its arguments, _create does as create does and the Python path is a module function.
    own = not prelude and not shifted
    python = python_statements(call, made)
    impl_body = python if own else ([] if shifted else body)
    functions = []
    if not own:
        functions += [
            f"def _python_create(scope: Scope{dsep}{decl}) -> {returns}:",
            "    # create on the Python path, everything positional: the native creator's",
            "    # fallback.",
            *(f"    {line}" for line in python),
            "",
            "",
        ]
    functions += [
        f"def _convert(env: {any_name}{dsep}{decl}) -> {any_name}:",
        "    # create's arguments as the eager execution step takes them: context, op type,",
        "    # name, raw input tensors, attribute name/value pairs.",
        *(f"    {line}" for line in conversion(class_name, op_name, params, options)),
        "",
        "",
        f"def _build(scope: Scope{dsep}{decl}) -> {returns}:",
        "    # Graphs, devices and closed environments: through the op's operation.",
        f'    env = _rt.scope_env(scope, "{class_name}")',
        f"    return _rt.build(_SPEC, scope, _convert(env{sep}{call}))",
    ]
    attrs = [p for p in params if p.kind == "attr"]
    parts = [class_name, f'"{op_name}"']
    if inputs:
        parts.append(_tuple([f'"{p.java_name}"' for p in inputs]))
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
    parts.append("build=_build")
    parts.append(f"python={class_name}._create" if own else "python=_python_create")
    return CreateCode(body, impl_body, functions, f"_rt.OpSpec({', '.join(parts)})", form)


def _tuple(items: list[str]) -> str:
    return f"({', '.join(items)}{',' if len(items) == 1 else ''})"
