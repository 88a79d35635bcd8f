"""Java's ``Class`` objects that Python has no type for, and the reflection a port does on
them: a primitive's class (``int.class``), an array's (``int[].class``, ``x.getClass()`` of an
array) with Java's names (``[I``, ``int[]``, ``[Ljava.lang.String;``), its component type, and
``Array.newInstance`` of a class held in a variable.

A port's arrays are numpy arrays (a primitive array Java created with ``new``), ``bytes``
(``byte[]``) or lists: a numpy array's class is exact (its dtype and dimensions); a list's is
read from its first element (``int``: ``int[]``, ``float``: ``double[]``, ``str``:
``String[]``), where the port did not know the array's static type."""

from __future__ import annotations

import enum
import sys
from functools import cache
from typing import Any

import numpy as np

from porter.javalib.exceptions import className, simpleName

# A primitive's descriptor letter in an array's binary name (``[I``).
_CODES = {
    "int": "I",
    "long": "J",
    "float": "F",
    "double": "D",
    "boolean": "Z",
    "byte": "B",
    "short": "S",
    "char": "C",
    "void": "V",
}
# numpy's dtypes of Java's primitive arrays (``new float[n]`` is float32).
_DTYPES = {
    "int": np.int32,
    "long": np.int64,
    "float": np.float32,
    "double": np.float64,
    "boolean": np.bool_,
    "byte": np.int8,
    "short": np.int16,
    "char": np.uint16,
}
_BY_DTYPE: dict[Any, str] = {np.dtype(t): name for name, t in _DTYPES.items()}


class JavaClass:
    """A primitive's class (``component`` None) or an array's (of ``component``: a
    ``JavaClass`` or a Python class, the program's or ``str`` for ``String``)."""

    __slots__ = ("_component", "_name")

    def __init__(self, name: str, component: Any = None) -> None:
        self._name = name
        self._component = component

    def getName(self) -> str:
        if self._component is None:
            return self._name
        c = self._component
        if isinstance(c, JavaClass):
            inner = c.getName() if c._component is not None else _CODES[c._name]
            return "[" + inner
        return f"[L{_binary(c)};"

    def getSimpleName(self) -> str:
        if self._component is None:
            return self._name
        return getSimpleName(self._component) + "[]"

    def getCanonicalName(self) -> str:
        if self._component is None:
            return self._name
        return getCanonicalName(self._component) + "[]"

    def getComponentType(self) -> Any:
        return self._component

    def isArray(self) -> bool:
        return self._component is not None

    def isPrimitive(self) -> bool:
        return self._component is None

    def toString(self) -> str:
        return self._name if self._component is None else f"class {self.getName()}"

    __str__ = __repr__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, JavaClass) and other.getName() == self.getName()

    def __hash__(self) -> int:
        return hash(self.getName())


@cache
def primitive(name: str) -> JavaClass:
    """``int.class`` (``Integer.TYPE``)."""
    return JavaClass(name)


@cache
def arrayOf(component: Any, dims: int = 1) -> JavaClass:
    """The class of an array of ``dims`` dimensions of ``component`` (a primitive's name, a
    ``JavaClass`` or a Python class)."""
    element: Any = primitive(component) if isinstance(component, str) else component
    for _ in range(dims):
        element = JavaClass("", element)
    return element  # type: ignore[no-any-return]


def classOf(value: Any) -> Any:
    """``value.getClass()`` where the port does not know that ``value`` is no array: an
    array's ``JavaClass``, else the value's Python class."""
    if isinstance(value, np.ndarray):
        name = _BY_DTYPE.get(value.dtype)
        return arrayOf(name if name is not None else object, max(value.ndim, 1))
    if isinstance(value, (bytes, bytearray)):
        return arrayOf("byte")
    if type(value) is not list and type(value) is not tuple:
        return type(value)
    dims, leaf = 1, None
    current: Any = value
    while True:
        leaf = next((v for v in current if v is not None), None)
        if type(leaf) is list or type(leaf) is tuple:
            dims, current = dims + 1, leaf
            continue
        break
    if isinstance(leaf, np.ndarray):
        name = _BY_DTYPE.get(leaf.dtype)
        return arrayOf(name or object, dims + leaf.ndim)
    if isinstance(leaf, (bytes, bytearray)):
        return arrayOf("byte", dims + 1)
    if isinstance(leaf, np.generic) and leaf.dtype in _BY_DTYPE:  # a numpy scalar's width
        return arrayOf(_BY_DTYPE[leaf.dtype], dims)
    if isinstance(leaf, (bool, np.bool_)):
        return arrayOf("boolean", dims)
    if isinstance(leaf, int):
        return arrayOf("int", dims)
    if isinstance(leaf, float):
        return arrayOf("double", dims)
    found: Any = object if leaf is None else type(leaf)
    return arrayOf(found, dims)


def getName(cls: Any) -> str:
    """``Class.getName()``: ``pkg.Outer$Inner``, ``[I``, ``java.lang.String``."""
    return cls.getName() if isinstance(cls, JavaClass) else _binary(cls)


def toString(cls: Any) -> str:
    """``Class.toString()``, and a class in string conversion: ``class pkg.Outer$Inner``,
    ``interface pkg.Shape`` (a primitive's is its name: ``int``)."""
    if isinstance(cls, JavaClass):
        return cls.toString()
    return f"{'interface' if isInterface(cls) else 'class'} {_binary(cls)}"


def _kind(cls: Any) -> str | None:
    # the porter's mark on a class written from an interface, annotation type or record
    # (its own, not inherited by the classes that implement the interface)
    return cls.__dict__.get("__java_kind__") if isinstance(cls, type) else None


def isInterface(cls: Any) -> bool:
    """``Class.isInterface()``: the program's interfaces and annotation types."""
    return _kind(cls) == "interface"


def isRecord(cls: Any) -> bool:
    return _kind(cls) == "record"


def isEnum(cls: Any) -> bool:
    """``Class.isEnum()``: an enum's class."""
    return isinstance(cls, type) and issubclass(cls, enum.Enum) and cls is not enum.Enum


# The JDK classes that Python's types stand for: public final (String, the boxes); others
# public.
_FINAL_TYPES = (str, int, float, bool)


def getModifiers(cls: Any) -> int:
    """``Class.getModifiers()``: what the porter wrote on the program's class (where the
    program reads them), a primitive's or an array's ``public abstract final``, else
    ``public`` (``public final`` for ``String`` and the boxes)."""
    if isinstance(cls, JavaClass):
        return 0x1 | 0x400 | 0x10
    own = cls.__dict__.get("__java_modifiers__") if isinstance(cls, type) else None
    if own is not None:
        return int(own)
    return 0x1 | 0x10 if cls in _FINAL_TYPES else 0x1


def getInterfaces(cls: Any) -> list[Any]:
    """``Class.getInterfaces()``: the interfaces the class (or interface) itself names, in
    their order: its Python bases that are interfaces."""
    if not isinstance(cls, type):
        return []
    return [b for b in cls.__bases__ if isInterface(b)]


def getSuperclass(cls: Any) -> Any:
    """``Class.getSuperclass()``: the first base that is no interface (``Object`` above a
    class of its own); None for an interface, ``Object`` and a primitive."""
    if not isinstance(cls, type) or cls is object or isInterface(cls):
        return None
    return next((b for b in cls.__bases__ if not isInterface(b)), object)


def getSimpleName(cls: Any) -> str:
    if isinstance(cls, JavaClass):
        return cls.getSimpleName()
    if _ported(cls) is None and cls not in _JDK_NAMES:
        return simpleName(cls)
    return _binary(cls).rsplit(".", 1)[-1].split("$")[-1].lstrip("0123456789")


def getPackageName(cls: Any) -> str:
    """``Class.getPackageName()``: "" in the default package; an array's is its element's,
    a primitive's ``java.lang``."""
    while isinstance(cls, JavaClass) and cls.isArray():
        cls = cls.getComponentType()
    if isinstance(cls, JavaClass):
        return "java.lang"
    return _binary(cls).rpartition(".")[0]


class Package:
    """``java.lang.Package``, by its name."""

    def __init__(self, name: str) -> None:
        self._name = name

    def getName(self) -> str:
        return self._name

    def toString(self) -> str:
        return f"package {self._name}"

    __str__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Package) and other._name == self._name

    def __hash__(self) -> int:
        return hash(self._name)


def getPackage(cls: Any) -> Package | None:
    """``Class.getPackage()``: None for an array or a primitive, as Java's."""
    if isinstance(cls, JavaClass):
        return None
    return Package(getPackageName(cls))


def getCanonicalName(cls: Any) -> str:
    """``Class.getCanonicalName()``: ``pkg.Outer.Inner``, ``int[]``, ``java.lang.String[]``."""
    if isinstance(cls, JavaClass):
        return cls.getCanonicalName()
    return _binary(cls).replace("$", ".")


def getComponentType(cls: Any) -> Any:
    return cls.getComponentType() if isinstance(cls, JavaClass) else None


def isArray(cls: Any) -> bool:
    if isinstance(cls, JavaClass):
        return cls.isArray()
    return isinstance(cls, type) and issubclass(cls, (list, tuple, bytes, bytearray, np.ndarray))


def isPrimitive(cls: Any) -> bool:
    return isinstance(cls, JavaClass) and cls.isPrimitive()


def newArray(cls: Any, *sizes: Any) -> Any:
    """``Array.newInstance(cls, n, ...)`` (or with an ``int[]`` of sizes) of a class the port
    holds in a variable: zeros of a primitive class (numpy), else nested nulls."""
    dims = [int(s) for s in (sizes[0] if len(sizes) == 1 and not np.isscalar(sizes[0]) else sizes)]
    if isinstance(cls, JavaClass) and cls.isPrimitive():
        return np.zeros(tuple(dims), dtype=_DTYPES[cls._name])

    def nulls(k: int) -> Any:
        return [None] * dims[k] if k == len(dims) - 1 else [nulls(k + 1) for _ in range(dims[k])]

    return nulls(0)


# The Python modules whose classes are no class of the program.
_LIBRARIES = ("builtins", "numpy", "porter", "org", "google", "tensorflow", "collections", "enum")


def _ported(cls: Any) -> str | None:
    """The Java package of a class the porter wrote ("" for the default package), or None
    for Python's and the libraries' classes."""
    module = getattr(cls, "__module__", "") or ""
    if module.split(".")[0] in _LIBRARIES or not isinstance(cls, type):
        return None
    loaded = sys.modules.get(module)
    package = getattr(loaded, "__java_package__", None)
    if package is not None:
        return str(package)
    for root in project_roots():
        if module.startswith(root):
            # a ported project's module (ported.demo.Plugin): its Java package (demo)
            return module[len(root) :].rpartition(".")[0]
    return module.rsplit(".", 1)[0] if "." in module else ""


_ROOTS: dict[int, list[str]] = {}


def project_roots() -> list[str]:
    """The root packages of the ported projects loaded (``ported.``), read from the modules
    that name their Java package (``__java_package__``), longest first (computed again when
    a module was loaded since)."""
    loaded = len(sys.modules)
    if loaded not in _ROOTS:
        _ROOTS.clear()
        _ROOTS[loaded] = _roots()
    return _ROOTS[loaded]


def _roots() -> list[str]:
    roots = set()
    for module_name, module in list(sys.modules.items()):
        package = getattr(module, "__java_package__", None)
        if package is None:
            continue
        spec = getattr(module, "__spec__", None)
        name = spec.name if spec is not None else module_name  # the program's __main__
        tail = (package + "." if package else "") + name.rsplit(".", 1)[-1]
        if name.endswith(tail) and len(name) > len(tail):
            roots.add(name[: len(name) - len(tail)])
    return sorted(roots, key=len, reverse=True)


def isProgramClass(cls: Any) -> bool:
    """Whether ``cls`` is a class the porter wrote (not Python's, a library's or the
    porter's own)."""
    return _ported(cls) is not None


# Python's classes that stand for JDK classes (the port's ArrayList is a list).
_JDK_NAMES = {
    object: "java.lang.Object",
    list: "java.util.ArrayList",
    dict: "java.util.LinkedHashMap",
    set: "java.util.HashSet",
}


def _binary(cls: Any) -> str:
    own = cls.__dict__.get("_java_name") if isinstance(cls, type) else None
    if own is not None:
        return str(own)
    if cls in _JDK_NAMES:
        return _JDK_NAMES[cls]
    if getattr(cls, "__module__", "") == "porter.javalib.jcollections":
        return f"java.util.{cls.__name__}"
    package = _ported(cls)
    if package is None or issubclass(cls, BaseException):
        return className(cls)
    # Outer.Inner is Outer$Inner; a class local to a method is Outer$1Local.
    parts = cls.__qualname__.split(".")
    names: list[str] = []
    for k, part in enumerate(parts):
        if part == "<locals>":
            continue
        if k + 1 < len(parts) and parts[k + 1] == "<locals>":
            continue  # the method's name
        names.append(("1" if k > 0 and parts[k - 1] == "<locals>" else "") + part)
    return (f"{package}." if package else "") + "$".join(names)
