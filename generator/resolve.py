"""Validated opdef data → the resolved model (``generator.model``), with semantic checks.

Everything a generated file says is decided here: Python names, signatures, the statements of
``create`` and ``__init__``, imports. Errors are collected, each located in its opdef.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import PurePosixPath
from typing import Any

from generator import identifiers, naming, pytypes
from generator.create_body import create_code
from generator.errors import OpdefError
from generator.javatypes import JavaTypeError, JType, parse
from generator.loader import FieldPath, LoadedOpdef
from generator.model import OpClass, Option, OutputGetter, Overload, Param, TypeParam

ATTR_TYPES = {"String", "Long", "Float", "Boolean", "Shape", "Tensor", "Class", "ConcreteFunction"}


class _Checker:
    def __init__(self, opdef: LoadedOpdef) -> None:
        self.opdef = opdef
        self.errors: list[OpdefError] = []

    def error(self, field: FieldPath, message: str) -> None:
        self.errors.append(self.opdef.error(field, message))

    def jtype(self, field: FieldPath, text: str) -> JType | None:
        try:
            return parse(text)
        except JavaTypeError as e:
            self.error(field, str(e))
            return None


def _letters(t: JType) -> set[str]:
    """Type-parameter letters used in ``t``."""
    return {n for n in t.names() if len(n) == 1 and n.isupper()}


def _check_element(chk: _Checker, field: FieldPath, t: JType, declared: set[str]) -> None:
    for letter in sorted(_letters(t)):
        if letter not in declared:
            chk.error(field, f"{str(t)!r} uses type parameter {letter}, which is not declared")
    for name in sorted(t.names() - _letters(t)):
        known = (
            pytypes.TENSOR_TYPES
            | pytypes.FAMILIES
            | ATTR_TYPES
            | {"Operand", "Output", "Iterable", "List"}
        )
        if name not in known:
            chk.error(field, f"{str(t)!r}: unknown type {name!r}")
    _check_type_args(chk, field, t, t)


_ELEMENT_OF = frozenset({"Operand", "Output", "Class"})


def _check_type_args(chk: _Checker, field: FieldPath, t: JType, whole: JType) -> None:
    """The argument of ``Operand``/``Output``/``Class`` is a tensor type: a type parameter, a tensor
    class, a family, ``?`` or ``? extends`` one of them; ``List``/``Iterable`` take one type."""
    if (t.name in _ELEMENT_OF or t.name in ("List", "Iterable")) and len(t.args) != 1:
        chk.error(field, f"{str(whole)!r}: {t.name} takes one type argument, not {len(t.args)}")
        return
    if t.name in _ELEMENT_OF:
        arg = t.args[0].bound if t.args[0].is_wildcard else t.args[0]
        if arg is not None and (
            arg.args
            or not (
                arg.name in _letters(arg)
                or arg.name in pytypes.TENSOR_TYPES
                or arg.name in pytypes.FAMILIES
            )
        ):
            chk.error(
                field,
                f"{str(whole)!r}: the type argument of {t.name} must be a tensor type "
                f"(a type parameter, TInt32, TNumber, ...), not {str(t.args[0])!r}",
            )
        return
    for a in t.args:
        _check_type_args(chk, field, a, whole)


def _is_operand(t: JType) -> bool:
    return t.name == "Operand" and len(t.args) == 1


def _check_param_type(chk: _Checker, field: FieldPath, kind: str, t: JType) -> None:
    if kind == "input" and not _is_operand(t):
        chk.error(field, f"an input parameter's type must be Operand<...>, not {str(t)!r}")
    elif kind == "inputList" and not (
        t.name == "Iterable" and len(t.args) == 1 and _is_operand(t.args[0])
    ):
        chk.error(
            field, f"an inputList parameter's type must be Iterable<Operand<...>>, not {str(t)!r}"
        )
    elif kind == "attr":
        inner = t.args[0] if t.name == "List" and len(t.args) == 1 else t
        if inner.name not in ATTR_TYPES or (inner.name == "Class") != (len(inner.args) == 1):
            chk.error(
                field,
                f"{str(t)!r} is not an attribute type (String, Long, Float, Boolean, "
                "Shape, Tensor, Class<T>, ConcreteFunction or a List of one)",
            )
        elif inner.name != "Class" and inner.args:
            chk.error(field, f"{str(t)!r} is not an attribute type")


def _escape(ch: str) -> str:
    """A non-printable character as a string-literal escape."""
    code = ord(ch)
    return (
        f"\\x{code:02x}"
        if code < 0x100
        else f"\\u{code:04x}"
        if code < 0x10000
        else f"\\U{code:08x}"
    )


def _doc_lines(text: str, indent: str) -> list[str]:
    """Lines of docstring text, escaped for a triple-quoted literal, indented.

    Lines break at ``\\n`` only; trailing whitespace is dropped and every other non-printable
    character (tabs excepted) is written as an escape, so the docstring's value keeps it.
    """
    out = []
    for line in text.split("\n"):
        line = line.rstrip().replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
        if not line.isprintable():
            line = "".join(ch if ch.isprintable() or ch == "\t" else _escape(ch) for ch in line)
        out.append(indent + line if line else "")
    return out


def docstring(summary: str, body: str = "", indent: str = "    ") -> str:
    """A complete triple-quoted docstring (with the leading indent of its first line omitted)."""
    lines = _doc_lines(summary.strip() or "", indent) if summary.strip() else [indent]
    if body.strip():
        lines += [""] + _doc_lines(body.strip("\n"), indent)
    if lines[-1].endswith('"') or lines[-1].endswith("\\"):
        lines[-1] += " "
    first = lines[0][len(indent) :]
    if len(lines) == 1:
        return f'"""{first}"""'
    return '"""' + first + "\n" + "\n".join(lines[1:]) + "\n" + indent + '"""'


def _default_doc(value: Any) -> str:
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value)
    return str(value)


def resolve(
    opdef: LoadedOpdef, rel_path: PurePosixPath, root_package: str = naming.OP_ROOT
) -> tuple[OpClass | None, list[OpdefError]]:
    """Check one opdef and build its class model; ``rel_path`` is relative to the opdefs dir."""
    chk = _Checker(opdef)
    chk.errors.extend(identifiers.check(opdef))
    d = opdef.data
    class_name: str = d["className"]
    package: str = d["package"]
    group_path = str(rel_path.parent).replace("/", ".")
    expected_package = root_package if group_path in ("", ".") else f"{root_package}.{group_path}"
    if package != expected_package:
        chk.error(
            ("package",),
            f"{package!r} does not match the file's folder (expected {expected_package!r})",
        )
    if rel_path.stem != class_name:
        chk.error(("className",), f"{class_name!r} does not match the file name {rel_path.name!r}")
    visible = d["visibility"] == "VISIBLE"
    facade = d.get("facadeMethod")
    if visible and not facade:
        chk.error(("facadeMethod",), "a VISIBLE class needs a facade method")
    if not visible and facade:
        chk.error(("facadeMethod",), "a HIDDEN class has no facade method (use null)")

    class_tps = [TypeParam(tp["name"], tp["bound"]) for tp in d.get("typeParams", [])]
    method_tps = [TypeParam(tp["name"], tp["bound"]) for tp in d.get("methodTypeParams", [])]
    seen: set[str] = set()
    for key, tps in (("typeParams", class_tps), ("methodTypeParams", method_tps)):
        for i, tp in enumerate(tps):
            if tp.name in seen:
                chk.error((key, i, "name"), f"type parameter {tp.name} is declared twice")
            seen.add(tp.name)
    declared = {tp.name for tp in class_tps + method_tps}
    bounds = {tp.name: tp.bound for tp in class_tps + method_tps}

    imports = pytypes.Imports()
    imports.need("TType", at_runtime=True)  # base of every TypeVar bound
    wildcards = pytypes.Wildcards(_typing_alias("Any", class_name))

    # -- create parameters
    params: list[Param] = []
    names: set[str] = set()
    for i, p in enumerate(d["create"]):
        field: FieldPath = ("create", i)
        t = chk.jtype((*field, "type"), p["type"])
        if p["name"] in names:
            chk.error((*field, "name"), f"parameter {p['name']!r} is declared twice")
        names.add(p["name"])
        if p["name"] == "scope":
            chk.error((*field, "name"), "'scope' is reserved for create's first parameter")
        if t is None:
            continue
        _check_param_type(chk, (*field, "type"), p["kind"], t)
        _check_element(chk, (*field, "type"), t, declared)
        default = p.get("default")
        if default is not None:
            if t.name != "Class":
                chk.error((*field, "default"), "only a Class<X> parameter can have a default type")
            elif default not in pytypes.TENSOR_TYPES:
                chk.error((*field, "default"), f"{default!r} is not a tensor type class")
            else:
                imports.need(default, at_runtime=True)
        try:
            ann = pytypes.annotation(t, imports, wildcards=wildcards)
            kind = pytypes.attr_kind(t) if p["kind"] == "attr" else None
        except (ValueError, IndexError) as e:
            chk.error((*field, "type"), f"{str(t)!r} has no Python spelling: {e}")
            continue
        params.append(
            Param(
                java_name=p["name"],
                name=naming.python_param(p["name"]),
                kind=p["kind"],
                tf_name=p.get("arg") or p.get("attr") or "",
                java_type=p["type"],
                annotation=ann,
                doc=p.get("doc", ""),
                attr_kind=kind,
                default_class=default,
            )
        )

    # -- outputs
    outputs: list[OutputGetter] = []
    out_names: set[str] = set()
    for i, o in enumerate(d.get("outputs", [])):
        field = ("outputs", i)
        t = chk.jtype((*field, "type"), o["type"])
        if o["name"] in out_names:
            chk.error((*field, "name"), f"output {o['name']!r} is declared twice")
        out_names.add(o["name"])
        if t is None:
            continue
        is_list = t.name == "List"
        inner = t.args[0] if is_list and t.args else t
        if inner.name != "Output" or len(inner.args) != 1:
            chk.error(
                (*field, "type"),
                f"an output's type must be Output<...> or List<Output<...>>, not {str(t)!r}",
            )
            continue
        _check_element(chk, (*field, "type"), t, declared)
        outputs.append(
            OutputGetter(
                name=naming.python_method(o["name"]),
                arg=o["arg"],
                java_type=o["type"],
                annotation=pytypes.annotation(t, imports, in_return=True),
                is_list=is_list,
                doc=o.get("doc", ""),
            )
        )

    # -- options
    options: list[Option] = []
    opt_names: set[str] = set()
    for i, o in enumerate(d.get("options", [])):
        field = ("options", i)
        t = chk.jtype((*field, "type"), o["type"])
        if o["name"] in opt_names:
            chk.error((*field, "name"), f"option {o['name']!r} is declared twice")
        opt_names.add(o["name"])
        if t is None:
            continue
        _check_param_type(chk, (*field, "type"), "attr", t)
        if t.name == "Class" or (t.args and t.args[0].name == "Class"):
            chk.error((*field, "type"), "type attributes are never options")
            continue
        try:
            kind = pytypes.attr_kind(t)
        except ValueError as e:
            chk.error((*field, "type"), str(e))
            continue
        is_list = kind.startswith("list(")
        elem = t.args[0] if is_list else t
        name = naming.python_param(o["name"])
        options.append(
            Option(
                java_name=o["name"],
                name=name,
                attr=o["attr"],
                java_type=o["type"],
                attr_kind=kind,
                annotation=pytypes.annotation(elem, imports),
                is_list=is_list,
                doc=o.get("doc", ""),
                default_doc=_default_doc(o["default"]) if "default" in o else "",
            )
        )
    if chk.errors:
        return None, chk.errors

    # Options that share a name with an instance method become static-or-instance descriptors.
    instance_names = {o.name for o in outputs}
    single = len(outputs) == 1
    if single:
        instance_names |= naming.INHERITED_INSTANCE_METHODS
    else:
        instance_names |= {"op", "env"}
    for o in options:
        if o.name in instance_names:
            if o.name in {g.name for g in outputs}:
                o.static_or_instance = f"_get_{o.name}"
            elif o.name in ("op", "env"):
                o.static_or_instance = f"RawOp.{o.name}"
            else:
                o.static_or_instance = f"Operand.{o.name}"
                imports.need("Operand", at_runtime=True)
            if not o.static_or_instance.startswith("_get_"):
                # Declared, so that type checkers read the descriptor rather than the inherited
                # method: static_or_instance[<static function>, <instance parameters>, <result>].
                static = (
                    f"Callable[..., {class_name}.Options]"
                    if o.is_list
                    else f"Callable[[{o.annotation}], {class_name}.Options]"
                )
                result = _INHERITED_RESULTS.get(o.name, "Any")
                imports.need("Callable")
                if result in pytypes.IMPORT_FROM:
                    imports.need(result)
                o.descriptor_type = f"static_or_instance[{static}, [], {result}]"
            if o.name in ("create", "OP_NAME"):
                chk.error(("options",), f"option name {o.name!r} is reserved")
    py_names = [p.name for p in params]
    for o in options:
        if o.name in py_names:
            chk.error(
                ("options", [x["name"] for x in d.get("options", [])].index(o.java_name), "name"),
                f"option {o.java_name!r} has the Python name of a create parameter ({o.name!r})",
            )
    if chk.errors:
        return None, chk.errors

    method_tps = _inline_single_use(params, method_tps, imports)
    return _build(
        d,
        rel_path,
        opdef,
        params,
        outputs,
        options,
        class_tps,
        method_tps,
        bounds,
        imports,
        wildcards,
    ), []


_TYPE_VAR = re.compile(r"\b([A-Z])\b")
# A type variable in an annotation (a parameter named like one is followed by ":").
_TYPE_VAR_USE = re.compile(r"\b([A-Z])\b(?!:)")

# What the inherited instance methods an option can share a name with return.
_INHERITED_RESULTS = {"op": "Operation", "shape": "Shape", "dataType": "int", "rank": "int"}


def _inline_single_use(
    params: list[Param], method_tps: list[TypeParam], imports: pytypes.Imports
) -> list[TypeParam]:
    """Method type parameters used by more than one parameter; the others become their bounds.

    Java's ``<T extends TType> VarHandleOp create(Scope, Class<T> dtype, ...)`` binds ``T`` only
    to bound ``dtype``: ``type[TType]`` (``type`` is covariant) says the same.
    """
    uses: dict[str, int] = {}
    in_operand: set[str] = set()
    for p in params:
        for letter in _TYPE_VAR.findall(p.annotation):
            uses[letter] = uses.get(letter, 0) + 1
        t = parse(p.java_type)
        if (t.args[0] if t.name == "List" and t.args else t).name != "Class":
            in_operand |= _letters(t)
    # ``Operand`` is invariant: ``Operand[T]`` takes any ``Operand[X]`` with X within T's bound,
    # ``Operand[TType]`` only an ``Operand[TType]``. Only a type class's variable is inlined.
    single = {
        tp.name: tp.bound
        for tp in method_tps
        if uses.get(tp.name, 0) <= 1 and tp.name not in in_operand
    }
    if not single:
        return method_tps
    for p in params:
        ann = _TYPE_VAR.sub(lambda m: single.get(m.group(1), m.group(1)), p.annotation)
        if ann != p.annotation:
            p.annotation = ann
            for bound in set(single.values()):
                if bound in ann:
                    imports.need(bound)
    return [tp for tp in method_tps if tp.name not in single]


def _typing_alias(name: str, class_name: str) -> str:
    """How a generated module spells the ``typing`` name ``name``: ``_Any`` in the module of a
    class called ``Any`` (the op ``Any``), else ``name`` itself."""
    return f"_{name}" if name == class_name else name


def _build(
    d: dict[str, Any],
    rel_path: PurePosixPath,
    opdef: LoadedOpdef,
    params: list[Param],
    outputs: list[OutputGetter],
    options: list[Option],
    class_tps: list[TypeParam],
    method_tps: list[TypeParam],
    bounds: dict[str, str],
    imports: pytypes.Imports,
    wildcards: pytypes.Wildcards,
) -> OpClass:
    class_name: str = d["className"]
    package: str = d["package"]
    op = class_name
    module_name = naming.snake_case(class_name)

    # Interface by outputs (Java: Operand<X> for one non-list output, Iterable for one list).
    interface: str | None = None
    operand_type: str | None = None
    bases = ["RawOp"]
    if len(outputs) == 1:
        t = parse(outputs[0].java_type)
        inner = t.args[0] if outputs[0].is_list else t
        elem = inner.args[0]
        operand_type = elem.name if (not elem.is_wildcard and elem.name != "?") else "TType"
        if operand_type in pytypes.TENSOR_TYPES or operand_type in pytypes.FAMILIES:
            imports.need(operand_type, at_runtime=True)
        imports.need("Operand", at_runtime=True)
        if outputs[0].is_list:
            interface = "iterable"
            imports.need("Iterator")
        else:
            interface = "operand"
            bases.append(f"Operand[{operand_type}]")
    if class_tps:
        bases.append(f"Generic[{', '.join(tp.name for tp in class_tps)}]")

    # -- create's signature
    has_options = bool(options)
    varargs = "options"
    option_decl: list[str] = []
    option_call: list[str] = []
    if has_options:
        option_decl.append(f"*{varargs}: {class_name}.Options")
        option_call.append(f"*{varargs}")
        for o in options:
            ann = f"Iterable[{o.annotation}]" if o.is_list else o.annotation
            if o.is_list:
                imports.need("Iterable")
            option_decl.append(f"{o.name}: {ann} | None = None")
            option_call.append(f"{o.name}={o.name}")
    defaulted = [p for p in params if p.default_class]
    first_default = params.index(defaulted[0]) if defaulted else len(params)
    # A defaulted Class<X> parameter followed by required ones cannot be a Python default: those
    # parameters are taken from *args and told apart by kind (a type class or not).
    shifted = any(not p.default_class for p in params[first_default:])
    # ``typing.Any``, under another name in a module whose class is called ``Any``.
    any_ = _typing_alias("Any", class_name)
    if shifted:
        head = params[:first_default]
        decl = [f"{p.name}: {p.annotation}" for p in head] + [f"*args: {any_}"] + option_decl[1:]
        call = [p.name for p in head] + ["*args"] + option_call[1:]
    else:
        # With a defaulted Class<X>, type checkers see the overloads; the implementation also
        # takes an Options object in that parameter's place (the secondary create's options).
        decl = [
            f"{p.name}: {any_} = {p.default_class}"
            if p.default_class
            else f"{p.name}: {p.annotation}"
            for p in params
        ] + (
            [f"*{varargs}: {any_}", *option_decl[1:]] if defaulted and has_options else option_decl
        )
        call = [p.name for p in params] + option_call

    tp_names = [tp.name for tp in class_tps]
    returns = f"{class_name}[{', '.join(any_ for _ in tp_names)}]" if tp_names else class_name
    overloads: list[Overload] = []
    if defaulted:
        # The Java secondary create drops the Class<X> parameter and fixes X to its default.
        short_subst: dict[str, str] = {}
        for p in defaulted:
            short_subst[parse(p.java_type).args[0].name] = p.default_class or ""
        # Parameters the implementation takes from ``*args`` are positional-only.
        slash = ["/"] if shifted else []
        full = [f"{p.name}: {p.annotation}" for p in params] + slash + option_decl
        short = (
            [f"{p.name}: {p.annotation}" for p in params if not p.default_class]
            + slash
            + option_decl
        )
        ret_full = f"{class_name}[{', '.join(tp_names)}]" if tp_names else class_name
        ret_short = (
            f"{class_name}[{', '.join(short_subst.get(n, n) for n in tp_names)}]"
            if tp_names
            else class_name
        )
        overloads = [Overload(", ".join(short), ret_short), Overload(", ".join(full), ret_full)]
    elif tp_names:
        returns = f"{class_name}[{', '.join(tp_names)}]"
    # ``create`` is static, and Java's static create declares its own type variables: in Python
    # they are other TypeVars than the class's (``T_`` for the class's ``T``), as type checkers
    # leave a class's own type variables unsolved in a static method of the unspecialized class.
    class_letters = set(tp_names)

    def scoped(text: str) -> str:
        return _TYPE_VAR_USE.sub(
            lambda m: m.group(1) + ("_" if m.group(1) in class_letters else ""), text
        )

    decl = [scoped(x) for x in decl]
    returns = scoped(returns)
    overloads = [Overload(scoped(ov.params), scoped(ov.returns)) for ov in overloads]

    # -- create's body
    prelude: list[str] = []
    if shifted:
        rest = params[first_default:]
        names = ", ".join(p.name for p in rest)
        pos = [i for i, p in enumerate(rest) if p.default_class]
        prelude.append(
            f"{names}, {varargs} = _rt.shift_args(args, {len(rest)}, {pos[0]}, _{rest[pos[0]].default_class}, "
            f'"{op}", {tuple(p.java_name for p in rest)!r}, {has_options})'
        )
    elif defaulted and has_options:
        for p in defaulted:
            prelude.append(
                f"{p.name}, {varargs} = _rt.options_first({p.name}, {varargs}, _{p.default_class})"
            )
    code = create_code(d["opName"], class_name, params, options, outputs, prelude, varargs)
    body = code.body
    # With options, the facade calls ``_create``, which takes everything positionally: it
    # passes its ``*options`` tuple and option keywords on without re-packing them (forwarding
    # ``*options, k=k`` costs more than the op's own Python work).
    impl_signature = ""
    impl_call = ""
    if has_options and not shifted:
        impl_decl = [f"{p.name}: {any_}" for p in params]
        impl_decl.append(f"{varargs}: tuple[{any_}, ...]")
        impl_decl += [f"{o.name}: {any_}" for o in options]
        impl_signature = ", ".join(impl_decl)
        impl_call = ", ".join([p.name for p in params] + [varargs] + [o.name for o in options])

    # -- __init__: outputs by running index (list outputs take their length from the op)
    # Outputs without lists are read by index when a getter is called (RawOp.__init__ keeps a
    # single output's tensor in _t); list outputs need their lengths from the operation, so
    # they are split once, in the class's own __init__.
    init: list[str] = []
    slots: list[str] = []
    has_list = any(o.is_list for o in outputs)
    if has_list:
        init.append("_index = 0")
        for out in outputs:
            slots.append(f"_out_{out.name}")
            if out.is_list:
                init.append(f'_n = operation.outputListLength("{out.arg}")')
                init.append(
                    f"self._out_{out.name}: {out.annotation} = operation.outputList(_index, _n)"
                )
                init.append("_index += _n")
            else:
                init.append(f"self._out_{out.name}: {out.annotation} = operation.output(_index)")
                init.append("_index += 1")
            out.expr = f"self._out_{out.name}"
    else:
        for i, out in enumerate(outputs):
            out.expr = f"Output(self.op(), {i}, self._outs[{i}])"
        if outputs:
            imports.need("Output", at_runtime=True)
    if interface == "operand":
        outputs[0].expr = "Output(self.op(), 0, self._t)"
        slots.append("_t")

    tvars = []
    for tp in class_tps + method_tps:
        imports.need(tp.bound, at_runtime=True)
        tvars.append(f'{tp.name} = TypeVar("{tp.name}", bound={tp.bound})')
    for tp in class_tps:
        tvars.append(f'{tp.name}_ = TypeVar("{tp.name}_", bound={tp.bound})  # create\'s {tp.name}')
    wildcard_tps = [TypeParam(name, bound) for name, bound in wildcards.bounds.items()]
    for tp in wildcard_tps:
        imports.need(tp.bound, at_runtime=True)
        java = "?" if tp.bound == "TType" else f"? extends {tp.bound}"
        tvars.append(f'{tp.name} = TypeVar("{tp.name}", bound={tp.bound})  # Java\'s {java}')
    if options:
        for o in options:
            if o.is_list:
                imports.need("Iterable")
    rt, ty = imports.lines()
    # The bodies name a default type class by an alias no parameter can take (``_TFloat32``).
    if prelude:
        rt += [
            f"from {pytypes.IMPORT_FROM[c]} import {c} as _{c}"
            for c in sorted({p.default_class for p in defaulted if p.default_class})
        ]
    signature_names = imports.typing | {p.default_class for p in params if p.default_class}
    signature_names -= {"Output", "Iterator"}

    slots_literal = (
        "(" + ", ".join(f'"{s}"' for s in slots) + ("," if len(slots) == 1 else "") + ")"
    )
    source = "opdefs/" + str(rel_path)
    # A custom op's library (absolute; a relative path is relative to the opdef's folder) is
    # loaded when the module is imported. The group is the folder ("core" at the top, as for
    # org.tensorflow.op itself).
    library = d.get("library")
    if library:
        library = os.path.normpath(
            os.path.join(os.path.abspath(opdef.path.parent), os.path.expanduser(library))
        )
        rt = [*rt, "from tfjava.op.library import load_library"]
    group = ".".join(rel_path.parent.parts) or "core"
    return OpClass(
        source=source,
        op_name=d["opName"],
        package=package,
        class_name=class_name,
        module=f"{package}.{module_name}",
        group=group,
        facade_method=naming.python_method(d["facadeMethod"]) if d.get("facadeMethod") else None,
        deprecated=bool(d.get("deprecated", False)),
        deprecated_by=d.get("deprecatedBy"),
        summary=d["summary"],
        description=d.get("description", ""),
        type_params=class_tps,
        method_type_params=method_tps,
        wildcard_params=wildcard_tps,
        params=params,
        options=options,
        outputs=outputs,
        bases=", ".join(bases),
        interface=interface,
        operand_type=operand_type,
        signature=", ".join(decl),
        call_args=", ".join(call),
        impl_signature=impl_signature,
        impl_call=impl_call,
        impl_returns=f"{class_name}[{', '.join(any_ for _ in tp_names)}]"
        if tp_names
        else class_name,
        overloads=overloads,
        returns=returns,
        body=body,
        spec=code.spec,
        init_lines=init,
        runtime_imports=rt,
        typing_imports=ty,
        type_var_lines=tvars,
        slots=slots_literal,
        signature_names={n for n in signature_names if n},
        uses_any=bool(
            shifted
            or defaulted
            or wildcards.uses_any
            or impl_signature
            or any("Any" in o.descriptor_type for o in options)
        ),
        library=library or None,
        library_load=f"load_library({library!r})" if library else "",
    )
