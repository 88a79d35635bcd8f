"""``create``'s type parameters and signature, spelled for one context.

The op module and the facade write the same Java signature with different type variables: the
op module's ``create`` declares its own (``T_`` for the class's ``T``, as type checkers leave a
class's type variables unsolved in a static method of the unspecialized class), a facade module
has one set for all its methods (``T``, ``T_num``). Each is a ``Spelling`` of the same typed
parameters, made here.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.javatypes import JType
from generator.model import OpClass, Param, TypeParam
from generator.pytypes import Imports, Spelling, Wildcards

VARARGS = "options"  # create's ``*options`` parameter


def _uses(t: JType, name: str) -> int:
    """How many times type variable ``name`` occurs in ``t``."""
    own = 1 if t.name == name else 0
    bound = _uses(t.bound, name) if t.bound is not None else 0
    return own + bound + sum(_uses(a, name) for a in t.args)


def inline_single_use(
    params: list[Param], method_tps: list[TypeParam]
) -> tuple[list[TypeParam], dict[str, str]]:
    """The method type parameters create's signature keeps, and the others' bounds.

    Java's ``<T extends TType> VarHandleOp create(Scope, Class<T> dtype, ...)`` binds ``T`` only
    to bound ``dtype``: ``type[TType]`` (``type`` is covariant) says the same. ``Operand`` is
    invariant: ``Operand[T]`` takes any ``Operand[X]`` with X within T's bound, ``Operand[TType]``
    only an ``Operand[TType]``; so only a type class's variable is inlined.
    """
    in_operand = {
        name
        for p in params
        if (p.jtype.args[0] if p.jtype.name == "List" and p.jtype.args else p.jtype).name != "Class"
        for name in p.jtype.names()
    }
    kept: list[TypeParam] = []
    inlined: dict[str, str] = {}
    for tp in method_tps:
        if sum(_uses(p.jtype, tp.name) for p in params) <= 1 and tp.name not in in_operand:
            inlined[tp.name] = tp.bound
        else:
            kept.append(tp)
    return kept, inlined


def _inlined(op: OpClass) -> dict[str, JType]:
    return {name: JType(bound) for name, bound in op.inlined.items()}


def create_spelling(op: OpClass, imports: Imports, any_name: str = "Any") -> Spelling:
    """``create`` in the op's module: the class's ``T`` is ``T_``, single-use ones their bounds,
    each wildcard a type variable of its own (``W1``)."""
    own = {tp.name: JType(f"{tp.name}_") for tp in op.type_params}
    return Spelling(
        imports,
        {**_inlined(op), **own},
        Wildcards(),
        op_class=op.class_name,
        any_name=any_name,
    )


def facade_type_var(tp: TypeParam) -> str:
    """A facade module's type variable for ``tp``: one per letter and bound (``T``, ``T_num``)."""
    return tp.name if tp.bound == "TType" else f"{tp.name}_num"


def facade_spelling(op: OpClass, alias: str, imports: Imports) -> Spelling:
    """A facade method: the facade module's type variables, the op class by its module alias."""
    tvs = {tp.name: JType(facade_type_var(tp)) for tp in op.type_params + op.method_type_params}
    return Spelling(
        imports, {**_inlined(op), **tvs}, Wildcards(), op_class=f"{alias}.{op.class_name}"
    )


def inputs_spelling(op: OpClass, imports: Imports, any_name: str = "Any") -> Spelling:
    """The fields of ``Inputs``: every type variable as its bound, as ``Inputs`` is not generic
    (made from a graph operation, it could not bind one)."""
    bounds = {tp.name: JType(tp.bound) for tp in op.type_params + op.method_type_params}
    return Spelling(imports, {**_inlined(op), **bounds}, op_class=op.class_name, any_name=any_name)


def parameter_spelling(op: OpClass, imports: Imports) -> Spelling:
    """A parameter as Java declares it (class type variables as they are, single-use method
    ones as their bounds): the reference site's parameter tables."""
    return Spelling(imports, _inlined(op), Wildcards(), op_class=op.class_name)


@dataclass
class Overload:
    """One ``create`` signature for type checkers (Java overloads, e.g. the secondary create)."""

    params: str  # declarations after ``scope``
    returns: str


@dataclass
class Signature:
    params: str  # implementation parameters after ``scope``
    call_args: str  # forwarding them (facade → create)
    returns: str  # implementation return annotation
    overloads: list[Overload]


def create_signature(op: OpClass, sp: Spelling) -> Signature:
    """``create``'s parameters after ``scope``, its result and overloads, in ``sp``'s context."""
    anns = [sp.annotation(p.jtype) for p in op.params]
    option_decl: list[str] = []
    option_call: list[str] = []
    if op.options:
        option_decl.append(f"*{VARARGS}: {sp.options()}")
        option_call.append(f"*{VARARGS}")
        for o in op.options:
            ann = sp.annotation(o.jtype)
            if o.is_list:
                ann = sp.iterable(ann)
            option_decl.append(f"{o.name}: {ann} | None = None")
            option_call.append(f"{o.name}={o.name}")
    declared = [f"{p.name}: {ann}" for p, ann in zip(op.params, anns, strict=True)]
    first = op.first_default
    if op.shifted:
        # A defaulted Class<X> parameter followed by required ones cannot be a Python default:
        # those parameters are taken from *args and told apart by kind (a type class or not).
        decl = [*declared[:first], f"*args: {sp.any()}", *option_decl[1:]]
        call = [p.name for p in op.params[:first]] + ["*args"] + option_call[1:]
    else:
        # With a defaulted Class<X>, type checkers see the overloads; the implementation also
        # takes an Options object in that parameter's place (the secondary create's options).
        decl = [
            f"{p.name}: {sp.any()} = {p.default_class}" if p.default_class else d
            for p, d in zip(op.params, declared, strict=True)
        ]
        if op.defaulted and op.options:
            decl += [f"*{VARARGS}: {sp.any()}", *option_decl[1:]]
        else:
            decl += option_decl
        call = [p.name for p in op.params] + option_call

    class_args = [sp.element(JType(tp.name)) for tp in op.type_params]
    overloads: list[Overload] = []
    if op.defaulted:
        returns = sp.generic([sp.any() for _ in op.type_params])
        # The Java secondary create drops the Class<X> parameter and fixes X to its default.
        fixed = {p.jtype.args[0].name: p.default_class or "" for p in op.defaulted}
        # Parameters the implementation takes from ``*args`` are positional-only.
        slash = ["/"] if op.shifted else []
        full = declared + slash + option_decl
        short = [d for p, d in zip(op.params, declared, strict=True) if not p.default_class]
        short_args = [
            fixed.get(tp.name, arg) for tp, arg in zip(op.type_params, class_args, strict=True)
        ]
        overloads = [
            Overload(", ".join(short + slash + option_decl), sp.generic(short_args)),
            Overload(", ".join(full), sp.generic(class_args)),
        ]
    else:
        returns = sp.generic(class_args)
    return Signature(", ".join(decl), ", ".join(call), returns, overloads)


def positional_signature(op: OpClass, sp: Spelling) -> str:
    """``_create``'s parameters after ``scope``: everything positional, untyped (the options
    as a tuple, then one value per option keyword)."""
    decl = [f"{p.name}: {sp.any()}" for p in op.params]
    if op.options:
        decl.append(f"{VARARGS}: tuple[{sp.any()}, ...]")
        decl += [f"{o.name}: {sp.any()}" for o in op.options]
    return ", ".join(decl)


def impl_call(op: OpClass) -> str:
    """The arguments ``create`` and the facade pass to ``_create``."""
    return ", ".join([p.name for p in op.params] + [VARARGS] + [o.name for o in op.options])
