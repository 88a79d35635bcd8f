"""What the binding exports, per Java package, read from the generated package indexes
(without importing TensorFlow): a class the binding lacks is a binding gap, not an import."""

from __future__ import annotations

import ast
import importlib.util
import re
from functools import cache
from pathlib import Path

from porter import proto_fields
from porter.jtypes import JType


@cache
def _generated_root() -> Path | None:
    local = Path(__file__).resolve().parent.parent / "generated"
    if (local / "org" / "tensorflow").is_dir():
        return local
    spec = importlib.util.find_spec("org.tensorflow")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))).parent.parent
    return None


@cache
def exports(package: str) -> frozenset[str]:
    """The class names ``package`` exports (its ``__all__``); empty if there is no package."""
    root = _generated_root()
    if root is None:
        return frozenset()
    init = root.joinpath(*package.split(".")) / "__init__.py"
    if not init.is_file():
        return frozenset()
    tree = ast.parse(init.read_text(encoding="utf-8"))
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets
        ):
            value = ast.literal_eval(stmt.value)
            return frozenset(str(v) for v in value)
    return frozenset()


_DEF = re.compile(
    r"^(?P<indent>[ ]*)def (?P<name>\w+)\((?P<params>[^)]*(?:\)[^:]*?)?)\)\s*->\s*(?P<ret>[^:]+?):\s*$",
    re.MULTILINE,
)
# An ``@overload`` stub (``def m(...) -> T: ...``): read for its functional parameter only.
_STUB = re.compile(
    r"^(?P<indent>[ ]*)def (?P<name>\w+)\((?P<params>[^)]*(?:\)[^:]*?)?)\)\s*->\s*(?P<ret>[^:]+?):\s*\.\.\.\s*$",
    re.MULTILINE,
)
_CLASS = re.compile(
    r"^(?P<indent>[ ]*)class (?P<name>\w+)\b(?:\((?P<bases>[^)]*)\))?", re.MULTILINE
)
_FAMILIES = {
    "list": "List",
    "List": "List",
    "Sequence": "List",
    "set": "Set",
    "frozenset": "Set",
    "dict": "Map",
    "str": "String",
    "bool": "boolean",
}


@cache
def _returns() -> dict[tuple[str, str], set[str]]:
    """(class, method) → the Java-ish types the binding's annotations say it returns; class
    ``*`` collects every class's."""
    return _index()[0]


@cache
def _bases() -> dict[str, set[str]]:
    """Class → the simple names of its base classes in the binding."""
    return _index()[1]


# A functional parameter: ``Callable[[A, B], R]`` (its parameter types, not nested further).
_CALLABLE = re.compile(r"Callable\[\[([^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*)\]")
# Annotation spellings of the Java types a lambda parameter may get.
_PARAM_TYPES = {"list[int]": JType("long", 1), "int": JType("long"), "str": JType("String")}


_Index = dict[tuple[str, str], set[str]]


@cache
def _index() -> tuple[_Index, dict[str, set[str]], _Index, _Index]:
    """(returns by simple name, bases, returns as annotated, the parameter types of a method's
    ``Callable[[...], ...]`` parameter, comma-joined)."""
    roots = [Path(__file__).resolve().parent.parent / "tfjava"]
    gen = _generated_root()
    if gen is not None:
        roots.append(gen / "org")
    index: _Index = {}
    bases: dict[str, set[str]] = {}
    raw: _Index = {}
    callables: _Index = {}
    for root in roots:
        for path in root.rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            classes: list[tuple[int, str]] = []
            events = sorted(
                [(m.start(), "c", m) for m in _CLASS.finditer(source)]
                + [(m.start(), "d", m) for m in _DEF.finditer(source)]
                + [(m.start(), "s", m) for m in _STUB.finditer(source)],
                key=lambda e: e[0],
            )
            for _, kind, m in events:
                depth = len(m.group("indent"))
                classes = [(d, c) for d, c in classes if d < depth]
                if kind == "c":
                    classes.append((depth, m.group("name")))
                    for base in (m.group("bases") or "").split(","):
                        simple = base.split("[")[0].strip().rsplit(".", 1)[-1]
                        if simple.isidentifier() and simple != m.group("name"):
                            bases.setdefault(m.group("name"), set()).add(simple)
                    continue
                if not classes:
                    continue
                if kind == "s":
                    fn = _CALLABLE.search(m.group("params"))
                    if fn is not None:
                        key = (classes[-1][1], m.group("name"))
                        callables.setdefault(key, set()).add(fn.group(1).replace(" ", ""))
                    continue
                ret = m.group("ret").strip().strip('"')
                base = ret.split("[")[0].rsplit(".", 1)[-1]
                jt = _FAMILIES.get(base, base)
                for key in ((classes[-1][1], m.group("name")), ("*", m.group("name"))):
                    index.setdefault(key, set()).add(jt)
                    raw.setdefault(key, set()).add(ret)
                    fn = _CALLABLE.search(m.group("params"))
                    if fn is not None:
                        callables.setdefault(key, set()).add(fn.group(1).replace(" ", ""))
    return index, bases, raw, callables


def _inherited(cls: str, method: str, which: int = 0) -> set[str] | None:
    """What ``cls.method`` returns, its own or from the nearest base classes that say (or, by
    ``which``: 2 its annotated return, 3 its functional parameter's types)."""
    full = _index()
    index: _Index = {0: full[0], 2: full[2], 3: full[3]}[which]
    bases = _bases()
    seen: set[str] = set()
    level = [cls]
    while level:
        found: set[str] = set().union(*(index.get((c, method), set()) for c in level))
        if found:
            return found
        seen.update(level)
        level = sorted({b for c in level for b in bases.get(c, ()) if b not in seen})
    return None


def method_returns(
    cls: str | None,
    method: str,
    type_args: tuple[JType | None, ...] = (),
    receiver: JType | None = None,
) -> JType | None:
    """What ``cls.method`` returns by the binding's annotations (any class's, if they all
    agree, when ``cls`` is unknown); ``None`` when unknown or ambiguous. A class's one type
    parameter ``T`` is its type argument (``SparseTensor<TFloat64>.values()``)."""
    found = _inherited(cls, method) if cls else None
    if found is None:
        found = _returns().get(("*", method))
    if not found or len(found) != 1:
        return None
    name = next(iter(found))
    if receiver is not None and cls and _inherited(cls, method, 2) == {f"{name}[Self]"}:
        # ``NdArray<String>.scalars()`` is an ``NdArraySequence[Self]``: its elements are views
        # of the receiver's own type.
        return JType(name, 0, (receiver,))
    if name == "T" and cls and len(type_args) == 1:
        return type_args[0]
    if name in ("Any", "None", "Self", "object", "int", "float", "T", "Output", "Operand"):
        return None if name not in ("Output", "Operand") else JType(name)
    return JType(name)


def lambda_params(receiver: JType | None, method: str) -> list[JType | None] | None:
    """The types of the parameters of the lambda that ``receiver.method`` takes, by the
    binding's ``Callable[[...], ...]`` annotation: its class's one type argument for a type
    variable, ``Self`` for the receiver's own type; ``None`` where the binding does not say."""
    if receiver is None or receiver.is_array:
        return None
    found = _inherited(receiver.name, method, 3)
    if not found or len(found) != 1:
        return None
    types: list[JType | None] = []
    for spelled in _split_top(next(iter(found))):
        if spelled in ("T", "E", "U") and len(receiver.args) == 1:
            types.append(receiver.args[0])
        elif spelled == "Self":
            types.append(receiver)
        else:
            types.append(_PARAM_TYPES.get(spelled))
    return types


def _split_top(params: str) -> list[str]:
    """``list[int],E`` → ``["list[int]", "E"]`` (commas inside brackets kept)."""
    out, depth, start = [], 0, 0
    for k, ch in enumerate(params):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            out.append(params[start:k])
            start = k + 1
    out.append(params[start:])
    return [p for p in out if p]


def owners(method: str) -> frozenset[str]:
    """The binding's classes that define ``method`` (with an annotated return)."""
    return frozenset(cls for cls, name in _returns() if name == method and cls != "*")


def has_method(cls: str, method: str) -> bool:
    """Whether the binding's class ``cls`` (or a base of it) defines ``method``."""
    return _inherited(cls, method) is not None


def is_subclass(cls: str, base: str) -> bool | None:
    """Whether the binding's class ``cls`` is ``base`` or derives from it; ``None`` when the
    binding does not have both (the porter then cannot tell)."""
    bases = _bases()
    known = set(bases) | {b for bs in bases.values() for b in bs}
    if cls == base:
        return True
    if cls not in known or base not in known:
        return None
    seen: set[str] = set()
    todo = [cls]
    while todo:
        current = todo.pop()
        for b in bases.get(current, ()):
            if b == base:
                return True
            if b not in seen:
                seen.add(b)
                todo.append(b)
    return False


@cache
def _classes() -> frozenset[str]:
    return frozenset(c for c, _ in _returns() if c != "*") | frozenset(_bases())


def has_class(name: str) -> bool:
    """Whether the binding defines a class of this simple name (with annotated methods)."""
    return name in _classes()


# The Java packages of TensorFlow's protobuf classes, by release (tfjava/exports.yaml).
PROTO_PACKAGES = (
    "org.tensorflow.proto",
    "org.tensorflow.proto.framework",
    "org.tensorflow.proto.util",
    "org.tensorflow.proto.distruntime",
    "org.tensorflow.framework",
    "org.tensorflow.util",
    "org.tensorflow.distruntime",
)


def is_proto(qualified: str | None) -> bool:
    """Whether a qualified Java name is one of TensorFlow's protobuf classes (or a class
    nested in one: ``org.tensorflow.framework.ConfigProto.Builder``) that the binding exports."""
    if not qualified:
        return False
    parts = qualified.split(".")
    if qualified.startswith(proto_fields.SERVING_PACKAGE + ".") and len(parts) > 2:
        # TensorFlow Serving's messages, in their files' outer classes (porter.javalib.serving)
        return parts[2] in proto_fields.SERVING_OUTER_CLASSES.values()
    if len(parts) == 4 and parts[:3] == ["com", "google", "protobuf"]:
        return parts[3] in proto_fields.WELL_KNOWN
    for k in range(len(parts) - 1, 0, -1):
        package = ".".join(parts[:k])
        if package in PROTO_PACKAGES:
            return parts[k] in exports(package)
    return False
