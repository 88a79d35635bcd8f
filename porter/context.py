"""The state of one file's port: imports, scopes, the Python names it needs, what failed."""

from __future__ import annotations

import builtins
import keyword
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from porter.jtypes import JType
from porter.parse import text
from porter.rules import SHIM_MODULES
from porter.widths import Site

if TYPE_CHECKING:
    from tree_sitter import Node

# Python precedence, loosest first: what an emitted expression is, so that its parent knows
# whether to parenthesise it.
LAMBDA, TERNARY, OR, AND, NOT, COMPARE, BOR, BXOR, BAND, SHIFT, ADD, MUL, UNARY, POWER = range(
    1, 15
)
PRIMARY, ATOM = 16, 17

# Builtins the porter emits (any of Python's builtin functions and types, as the rules and
# the runtime's helpers may call them in the same function: ``ord(c)``, ``sorted(xs)``,
# ``map(f, xs)``), and names of its own: a Java local of one of these names gets a trailing
# underscore.
EMITTED_BUILTINS = frozenset(
    [
        *(n for n in dir(builtins) if n.islower() and not n.startswith("_")),
        "len",
        "range",
        "str",
        "int",
        "float",
        "bool",
        "list",
        "set",
        "dict",
        "tuple",
        "isinstance",
        "print",
        "type",
        "hash",
        "abs",
        "min",
        "max",
        "bytes",
        "object",
        "next",
        "iter",
        "sum",
        "any",
        "all",
        "round",
        "np",
        "super",
        "open",
        "f32",  # a float's rounding (porter.singles), in any function that computes a float
        # the receiver's and the class's names in the port's methods
        "self",
        "cls",
    ]
)


class Untranslatable(Exception):
    """A construct the porter has no rule for: the method gets a ``# PORTER:`` marker."""

    def __init__(self, node: Node, reason: str) -> None:
        super().__init__(reason)
        self.node = node
        self.reason = reason


@dataclass
class E:
    """A translated expression: its Python text, its precedence and its Java static type."""

    text: str
    prec: int = ATOM
    jtype: JType | None = None
    # Set for a Java class name used as an expression (a static call's receiver).
    qualified: str | None = None
    # An int/long value that makes ``+`` and ``-`` wrap (porter.wrapping).
    wraps: bool = False
    # A wrapped ``+``, ``-``, ``*`` or ``<<``: the expression inside the wrap call; a float
    # rounded to single precision (porter.singles): the expression inside ``f32``.
    unwrapped: E | None = None

    def at(self, prec: int) -> str:
        """The text, parenthesised if it binds looser than ``prec``."""
        return self.text if self.prec >= prec else f"({self.text})"


@dataclass
class LabelJump:
    """A labelled loop being translated: Python has no labels, so a ``break``/``continue``
    of it from an inner loop sets ``flag`` and leaves the inner loops one ``break`` at a
    time."""

    label: str
    flag: str
    depth: int = -1  # loops between the current statement and the labelled loop's body
    kinds: set[str] = field(default_factory=set)  # "break"/"continue" jumps that set the flag
    jumps: int = 0


@dataclass
class Local:
    py: str
    jtype: JType | None


@dataclass
class Member:
    name: str
    static: bool
    jtype: JType | None  # field type or method return type
    py: str = ""  # the Python name, where it differs (a field named like a method)

    @property
    def spelled(self) -> str:
        return self.py or self.name


@dataclass
class ClassInfo:
    name: str
    py: str  # how the class is spelled from inside its own file
    fields: dict[str, Member] = field(default_factory=dict)
    methods: dict[str, Member] = field(default_factory=dict)
    superclass: str | None = None
    superclass_q: str | None = None  # qualified, resolved in the class's own file
    qualified: str = ""
    kind: str = "class"  # class, interface or enum
    interfaces: list[tuple[str, str]] = field(default_factory=list)  # (simple, qualified)
    # The JDK functional interface it extends, with its type arguments (``Predicate<T>``).
    functional_base: JType | None = None
    constant_methods: set[str] = field(default_factory=set)  # an enum's constants' own methods
    overloaded: set[str] = field(default_factory=set)
    # Overloaded name → each overload's (Python name, parameter types), in source order.
    overloads: dict[str, list[tuple[str, list[JType | None]]]] = field(default_factory=dict)
    ctors: list[list[JType | None]] = field(default_factory=list)  # each constructor's parameters
    type_params: list[str] = field(default_factory=list)  # ``class Box<T>``: ["T"]
    # Each overload's return type, by its Python name (``ctx.method_name``).
    overload_returns: dict[str, JType | None] = field(default_factory=dict)
    # A generic method's type parameters (``<T> T[] toArray(...)``), by ``overload_name``.
    method_type_params: dict[str, list[str]] = field(default_factory=dict)
    field_inits: list[str] = field(default_factory=list)  # ``self.f = ...`` for instance fields
    abstract: list[str] = field(default_factory=list)  # an interface's methods with no body
    # The class it is nested in; an inner (non-static) class that uses the outer instance
    # holds it as ``self._outer`` (its constructors take it first).
    enclosing: ClassInfo | None = field(default=None, compare=False, repr=False)
    needs_outer: bool = False
    # An anonymous class: the local that holds the enclosing instance (``_outer1 = self``),
    # and whether its methods used it.
    outer_name: str = ""
    outer_used: bool = False
    # An annotation type's retention (RUNTIME, CLASS or SOURCE): reflection sees RUNTIME's;
    # the simple name of its container where it is @Repeatable.
    retention: str = ""
    repeatable: str = ""


# What a file imports: from-imports, plain modules, binding gaps, the current function's.
Imports = tuple[dict[str, set[str]], set[str], dict[str, str], set[tuple[str, str]]]


@dataclass
class Failure:
    line: int
    reason: str
    java: str
    statements: int = 0  # the Java statements the mark stands for (0: not a method's)


@dataclass
class Context:
    source: bytes
    path: str  # the Java file as messages name it (relative to the project, in project mode)
    package: str = ""
    # Simple name → qualified name, from single-type imports and the file's own classes.
    classes: dict[str, str] = field(default_factory=dict)
    # Static imports: member name → qualified owner.
    static_members: dict[str, str] = field(default_factory=dict)
    static_wildcards: list[str] = field(default_factory=list)
    # Packages imported whole (``import org.tensorflow.*;``).
    type_wildcards: list[str] = field(default_factory=list)
    siblings: set[str] = field(default_factory=set)  # classes of the same package (other files)
    # Project mode: each top-level class of the project → its Python module (absolute), and
    # this file's own module.
    project: dict[str, str] = field(default_factory=dict)
    module: str = ""
    local_classes: dict[str, ClassInfo] = field(default_factory=dict)
    # Each class of the file by its declaration's start (two nested classes may share a simple
    # name, such as the Builder of two protobuf messages).
    class_at: dict[tuple[int, int], ClassInfo] = field(default_factory=dict)
    external: dict[str, ClassInfo] = field(default_factory=dict)  # other files' classes, qualified
    # What the Python file must import: module → names; and plain ``import`` modules.
    from_imports: dict[str, set[str]] = field(default_factory=dict)
    modules: set[str] = field(default_factory=set)
    gaps: dict[str, str] = field(default_factory=dict)  # Python name → qualified Java class
    scopes: list[dict[str, Local]] = field(default_factory=list)
    class_stack: list[ClassInfo] = field(default_factory=list)
    static_context: bool = False
    class_body: bool = False  # translating a field initializer: class attributes are bare names
    hoisted: list[str] = field(default_factory=list)  # lines a statement needs before it
    failures: list[Failure] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)  # comments met inside expressions
    sites: list[Site] = field(default_factory=list)
    record_widths: bool = False
    counter: int = 0
    calls: set[str] = field(default_factory=set)  # Class.method of this file called
    # Names a class statement or the module's own code needs when it runs (bases, class
    # attributes, static initialisers): imported at the top. The other ports are imported
    # where they are used in an import cycle (project mode), or after the classes (files).
    eager: set[str] = field(default_factory=set)
    # (index, array) Java texts of a counting loop ``for (int i = 0; i < a.length; i++)``
    # whose body changes neither: ``a[i]`` is in bounds, indexed without a check.
    in_bounds: set[tuple[str, str]] = field(default_factory=set)
    # Python names of counting loops' variables (``for (int i = 0; ...; i++)``, unassigned in
    # the body): never negative, so ``a[i]`` cannot wrap around and is indexed plainly.
    non_negative: set[str] = field(default_factory=set)
    # Inside a ``try`` that catches ClassCastException: reference casts are checked.
    checked_casts: int = 0
    # (module, name) pairs the function being translated needs.
    needed_here: set[tuple[str, str]] = field(default_factory=set)
    # Primitive arrays ported as lists of numpy rows, as the code stores a null row in them.
    row_lists: set[str] = field(default_factory=set)
    # Labelled loops being translated, innermost last (see statements._labeled).
    labels: list[LabelJump] = field(default_factory=list)
    # The loops being translated, innermost last: what a ``continue`` of each runs before it
    # jumps (a ``for`` loop's updates, a ``do`` loop's test), or nothing (statements._loop).
    continues: list[list[str]] = field(default_factory=list)
    # Project mode: the modules of this file's import cycle (None: the files are not ported
    # as a project). A class of one of them is imported in the functions that use it.
    cyclic: set[str] | None = None
    # Its classes write ``__java_fields__`` for Jackson and Gson (porter.declarations).
    json_fields: bool = False
    # Its classes write ``__java_modifiers__`` for Class.getModifiers() (porter.declarations).
    class_modifiers: bool = False
    # Translating code that runs when the module is imported (a static initializer, a static
    # field set after its class): what it needs is imported at the top, as a class body's.
    at_import: bool = False
    # Nested classes that extend their outer class: defined after the top-level class.
    after_top: list[str] = field(default_factory=list)
    # What each class's instance field initialisers need (they run in its constructors).
    init_needs: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    # The wrapping variables (porter.wrapping) of the class and method being translated.
    wrapping: set[str] = field(default_factory=set)
    # The nullable variables (porter.nullable): string operands converted as Java converts null.
    nullable: set[str] = field(default_factory=set)
    # Where the file passes null: (method or class name, argument position) (porter.nullable).
    null_arguments: set[tuple[str, int]] = field(default_factory=set)
    # The nullable fields of every class of the file, for ``other.field``.
    nullable_fields: set[str] = field(default_factory=set)
    nullable_methods: set[str] = field(default_factory=set)  # getters of nullable fields

    # -- names -------------------------------------------------------------------------------

    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"_{stem}{self.counter}"

    def need(self, module: str, name: str) -> str:
        self.from_imports.setdefault(module, set()).add(name)
        self.needed_here.add((module, name))
        if self.class_body or self.at_import:
            self.eager.add(name)
        return name

    def project_class(self, qualified: str) -> tuple[str, str, list[str]] | None:
        """A class of the project in another file: (its module, its top-level class, the
        nested names below that), or None."""
        top, nested = qualified, list[str]()
        while top not in self.project:
            if "." not in top:
                return None
            top, tail = top.rsplit(".", 1)
            nested.insert(0, tail)
        module = self.project[top]
        return None if module == self.module else (module, top.rsplit(".", 1)[-1], nested)

    def use_project(self, qualified: str) -> str | None:
        """The spelling of a project class of another file, imported from its module."""
        found = self.project_class(qualified)
        if found is None:
            return None
        module, top, nested = found
        top_q = self.project_top(qualified)
        if top in self.local_classes or self.classes.get(top, top_q) != top_q:
            # Written out in full beside a class of the same name: imported under an alias.
            alias = f"{module.rsplit('.', 2)[-2]}_{top}"
            self.need(module, f"{top} as {alias}")
            return ".".join([alias, *nested])
        return ".".join([self.need(module, top), *nested])

    def project_top(self, qualified: str) -> str:
        """The top-level class that holds ``qualified`` (itself, or its outer class)."""
        while qualified not in self.project and "." in qualified:
            qualified = qualified.rsplit(".", 1)[0]
        return qualified

    def sibling(self, simple: str) -> str:
        """A class of the same package in another file: from its module (project mode), or
        from the module of its name, on the path beside this one."""
        qualified = f"{self.package}.{simple}" if self.package else simple
        return self.use_project(qualified) or self.need(simple, simple)

    def imports_late(self, module: str, name: str) -> bool:
        """Whether a port is imported where it is used (in the function), not at the top: in
        project mode, a class of a module of this one's import cycle that no class body
        needs; otherwise the port of a class of this package that extends a class of this
        file (that port imports this one for its base class first, and a module it is in
        the middle of importing has no class yet to import)."""
        if self.cyclic and module in self.cyclic:
            return not {name, *name.split(" as ")} & self.eager
        qualified = f"{self.package}.{name}" if self.package else name
        if (
            module != self.project.get(qualified, name)
            or name in self.eager
            or name in self.local_classes
        ):
            return False
        sibling = self.external.get(qualified)
        if sibling is None or sibling.superclass is None:
            return False
        base = self.local_classes.get(sibling.superclass)
        return base is not None and (
            sibling.superclass_q is None or sibling.superclass_q == base.qualified
        )

    def shim(self, name: str) -> str:
        """A name from the porter's runtime shim (JUnit and JDK semantics)."""
        module = SHIM_MODULES.get(name) or (
            "porter.junit" if name in _JUNIT_NAMES else "porter.jdk"
        )
        return self.need(module, name)

    def numpy(self) -> str:
        self.modules.add("numpy as np")
        return "np"

    def superclass_of(self, info: ClassInfo) -> ClassInfo | None:
        """The superclass's members, from this file or another ported with it."""
        if info.superclass is None:
            return None
        return self.known(info.superclass, info.superclass_q)

    def known(self, simple: str, qualified: str | None) -> ClassInfo | None:
        local = self.local_classes.get(simple)
        if local is not None and (qualified is None or local.qualified == qualified):
            return local
        return self.external.get(qualified or "")

    def ported_class(self, t: JType | None) -> ClassInfo | None:
        """The class a value's static type names, if it is of this file or ported with it."""
        if t is None or t.is_array:
            return None
        if t.name in self.local_classes:
            return self.local_classes[t.name]
        qualified = self.classes.get(t.name) or (
            f"{self.package}.{t.name}" if t.name in self.siblings else None
        )
        if qualified is None and self.project:
            # A nested class written through its outer one (``Util.Color``): types are simple
            # names here, so the project's one class of that name, if there is only one.
            named = [q for q in self.external if q.rsplit(".", 1)[-1] == t.name]
            qualified = named[0] if len(named) == 1 else None
        return self.external.get(qualified) if qualified else None

    def outer_ref(self, target: ClassInfo) -> str | None:
        """The Python expression of the instance of ``target`` (a class around the code being
        translated) seen from the current class: ``self``, ``self._outer`` from an inner
        class, the enclosing method's ``self`` (held in a local) from an anonymous class;
        ``None`` where there is no such instance (a static nested class)."""
        ref = "self"
        for current in reversed(self.class_stack):
            if any(c is target for c in self.supertypes(current)):
                return ref
            if current.outer_name:
                current.outer_used = True
                ref = current.outer_name
            elif current.needs_outer:
                ref = f"{ref}._outer"
            else:
                return None
        return None

    def supertypes(self, info: ClassInfo) -> list[ClassInfo]:
        """The class and its known supertypes, nearest first (Java's member lookup order)."""
        out: list[ClassInfo] = []
        todo = [info]
        while todo:
            current = todo.pop(0)
            if any(c is current for c in out):
                continue
            out.append(current)
            sup = self.superclass_of(current)
            if sup is not None:
                todo.append(sup)
            todo += [k for s, q in current.interfaces if (k := self.known(s, q)) is not None]
        return out

    def related(self, info: ClassInfo) -> list[ClassInfo]:
        """The class, its known supertypes and the known classes that extend it: where an
        overload of one of its methods may be declared."""
        out = self.supertypes(info)
        for other in [*self.local_classes.values(), *self.external.values()]:
            if any(o.qualified == other.qualified for o in out):
                continue
            if any(s.qualified == info.qualified for s in self.supertypes(other)):
                out.append(other)
        return out

    def overload_signatures(self, info: ClassInfo, name: str) -> list[list[JType | None]]:
        """The distinct parameter lists of ``name`` across the class's hierarchy."""
        seen: dict[str, list[JType | None]] = {}
        for c in self.related(info):
            for _, params in c.overloads.get(name, []):
                seen.setdefault(overload_name(name, params), params)
        return list(seen.values())

    def method_name(self, info: ClassInfo, name: str, params: list[JType | None]) -> str:
        """The Python name of one Java overload: the Java name, or, where the class's
        hierarchy declares several, the name with its parameter types (the same in a base
        class and in a subclass that overrides it)."""
        if len(self.overload_signatures(info, name)) <= 1:
            return name
        return overload_name(name, params)

    def overload_returns(self, info: ClassInfo, py: str, default: JType | None) -> JType | None:
        """The return type of the overload whose Python name is ``py`` (overloads may return
        different types); ``default`` where the name is not overloaded."""
        for c in self.related(info):
            if py in c.overload_returns:
                return c.overload_returns[py]
        return default

    def call_returns(
        self, info: ClassInfo, name: str, py: str, default: JType | None, args: list[E]
    ) -> JType | None:
        """The type of a call of the overload ``py`` of ``info``'s method ``name`` with
        ``args``: its return type, a generic method's type variables bound from the arguments
        (``<T> T[] toArray(List<T>, Class<T>)`` with a ``Class<String>`` gives ``String[]``;
        unknown where they do not say)."""
        returns = self.overload_returns(info, py, default)
        sigs = self.overload_signatures(info, name)
        params = next((q for q in sigs if overload_name(name, q) == py), sigs[0] if sigs else None)
        if returns is None or params is None:
            return returns
        key = overload_name(name, params)
        variables = next(
            (c.method_type_params[key] for c in self.related(info) if key in c.method_type_params),
            None,
        )
        if not variables:
            return returns
        bound: dict[str, JType] = {}
        for param, arg in zip(params, args, strict=False):
            _unify(param, arg.jtype, set(variables), bound)
        return _substitute(returns, set(variables), bound)

    # -- scopes ------------------------------------------------------------------------------

    def push(self) -> None:
        self.scopes.append({})

    def pop(self) -> None:
        self.scopes.pop()

    def declare(self, name: str, jtype: JType | None) -> str:
        py = py_name(name)
        self.scopes[-1][name] = Local(py, jtype)
        return py

    def local(self, name: str) -> Local | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def snapshot(self) -> Imports:
        """What the output imports so far: restored when a statement is not ported, so that
        the file imports nothing only that statement needed."""
        return (
            {k: set(v) for k, v in self.from_imports.items()},
            set(self.modules),
            dict(self.gaps),
            set(self.needed_here),
        )

    def restore(self, saved: Imports) -> None:
        self.from_imports, self.modules, self.gaps, self.needed_here = (
            {k: set(v) for k, v in saved[0].items()},
            set(saved[1]),
            dict(saved[2]),
            set(saved[3]),
        )

    def fail(self, node: Node, reason: str) -> Failure:
        line = node.start_point[0]
        java = self.source.splitlines()[line].decode("utf-8").strip() if self.source else text(node)
        failure = Failure(line + 1, reason, java)
        self.failures.append(failure)
        return failure


_JUNIT_NAMES = frozenset(
    [
        "Test",
        "Disabled",
        "BeforeEach",
        "AfterEach",
        "DisabledOnOs",
        "EnabledOnOs",
        "BeforeAll",
        "AfterAll",
        "Nested",
        "DisplayName",
        "RunWith",
        "Parameters",
        "OS",
        "assertEquals",
        "assertNotEquals",
        "assertTrue",
        "assertFalse",
        "assertNull",
        "assertNotNull",
        "assertSame",
        "assertNotSame",
        "assertArrayEquals",
        "assertIterableEquals",
        "assertThrows",
        "assertDoesNotThrow",
        "assertAll",
        "MultipleFailuresError",
        "assertInstanceOf",
        "fail",
        "assumeTrue",
        "assumeFalse",
        "assertThat",
        "AssertionFailedError",
        "TestCase",
        "TestSuite",
    ]
)


_BOXES = {
    "int": "Integer",
    "long": "Long",
    "short": "Short",
    "byte": "Byte",
    "char": "Character",
    "float": "Float",
    "double": "Double",
    "boolean": "Boolean",
}


def _unify(param: JType | None, arg: JType | None, variables: set[str], bound: dict) -> None:
    """Bind the type variables of a parameter's type from the argument's (the first binding
    of each wins, as the most common call gives them all alike)."""
    if param is None or arg is None or arg.name in ("null", "Lambda"):
        return
    if param.varargs and arg.dims == param.dims - 1:
        param = param.element  # an element given to a varargs parameter
    if param.name in variables:
        if arg.dims >= param.dims and param.name not in bound:
            dims = arg.dims - param.dims
            name = _BOXES.get(arg.name, arg.name) if dims == 0 else arg.name
            bound[param.name] = JType(name, dims, arg.args)
        return
    if param.args and len(param.args) == len(arg.args) and param.dims == arg.dims:
        for p, a in zip(param.args, arg.args, strict=True):
            _unify(p, a, variables, bound)


def _substitute(t: JType, variables: set[str], bound: dict) -> JType | None:
    """``t`` with the bound variables replaced; unknown if it is itself an unbound one."""
    if t.name in variables:
        value = bound.get(t.name)
        return None if value is None else JType(value.name, value.dims + t.dims, value.args)
    if not t.args:
        return t
    inner = tuple(_substitute(a, variables, bound) if a is not None else None for a in t.args)
    return JType(t.name, t.dims, tuple(a for a in inner if a is not None))


def overload_name(name: str, params: list[JType | None]) -> str:
    """``evaluate(float[], Operand)`` → ``evaluate_floatArray_Operand``."""
    tags = ["Object" if p is None else p.name + "Array" * p.dims for p in params]
    return "_".join([name, *tags]) if tags else f"{name}_"


def attr_name(name: str) -> str:
    """A Java method's Python attribute name: a Python keyword (``latch.await()``,
    ``x.print()`` is fine) gets ``_``."""
    return name + "_" if keyword.iskeyword(name) else name


# The porter.javalib modules a port imports by their names (``properties.Properties()``): a
# local of the same name would hide the module in its function.
JAVALIB_MODULES = frozenset(
    p.stem for p in (Path(__file__).parent / "javalib").glob("*.py") if not p.stem.startswith("_")
)


def py_name(name: str) -> str:
    """A Java local's Python spelling: keywords, the builtins the porter emits and the
    porter.javalib modules get ``_``."""
    if (
        keyword.iskeyword(name)
        or keyword.issoftkeyword(name)
        or name in EMITTED_BUILTINS
        or name in JAVALIB_MODULES
    ):
        return name + "_"
    return name


def ctor_name(info: ClassInfo, index: int) -> str:
    """A constructor's Python name: ``__init__``, or ``__init_<k>`` behind a dispatching
    ``__init__`` when Java has several: private to its class (Python mangles it), so that a
    subclass's constructors never replace the ones its base's ``__init__`` dispatches to."""
    if info.kind == "enum" and len(info.ctors) < 2:
        return "__java_init__"  # a JavaEnum's constructor (porter.jdk): Enum's __init__ calls it
    return "__init__" if len(info.ctors) < 2 else f"__init_{index + 1}"
