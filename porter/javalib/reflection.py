"""Java's reflection on a port's classes: ``Class.forName`` (the program's classes by their
binary names, and the JDK's that ports spell as Python types), ``Method`` (``invoke``, whose
exceptions come wrapped in ``InvocationTargetException``), ``Field`` (``get``/``set``, its
name and type, read from the ``__java_fields__`` that the porter writes in a program that
reflects on fields), ``Constructor`` (``newInstance``) and the program's own run-time
annotations on classes, methods and fields (porter.javalib.jannotations).

A method is found by its Java name, and an overloaded one by the parameter classes that name
its Python name (``label(int)`` is ``label_int``). ``getDeclaredMethods()`` lists the class's
own functions by their Java names; ``getMethods()`` adds the inherited ones and ``Object``'s.
Access checks are Java's compiler's business: ``setAccessible`` is accepted and changes
nothing, and a private member is reached as any other."""

from __future__ import annotations

import enum
import importlib
import inspect
import sys
from typing import Any

from porter.javalib import classes, jannotations
from porter.javalib.exceptions import (
    ClassNotFoundException,
    IllegalArgumentException,
    InvocationTargetException,
    NoSuchFieldException,
    NoSuchMethodException,
    NullPointerException,
)

# The JDK classes that a port holds as Python types, by Java's name.
_JDK = {
    "java.lang.String": str,
    "java.lang.Integer": int,
    "java.lang.Long": int,
    "java.lang.Short": int,
    "java.lang.Byte": int,
    "java.lang.Double": float,
    "java.lang.Float": float,
    "java.lang.Boolean": bool,
    "java.lang.Character": str,
    "java.lang.Object": object,
    "java.util.ArrayList": list,
    "java.util.List": list,
    "java.util.HashMap": dict,
    "java.util.Map": dict,
    "java.util.HashSet": set,
    "java.util.Set": set,
}
_PRIMITIVES = frozenset(["int", "long", "float", "double", "boolean", "byte", "short", "char"])
# Object's public methods, which getMethods() lists for every class.
_OBJECT_METHODS = (
    "equals",
    "getClass",
    "hashCode",
    "notify",
    "notifyAll",
    "toString",
    "wait",
)
# Python's names of Java's classes in an overloaded method's name (porter.context).
_TAGS = {str: "String", int: "int", float: "double", bool: "boolean", object: "Object"}


def forName(name: str, *_: Any) -> Any:
    """``Class.forName(name)``: the program's class of that binary name (``pkg.Outer$Inner``),
    else the JDK's, else ``ClassNotFoundException``."""
    if name is None:
        raise NullPointerException()
    if name in _JDK:
        return _JDK[name]
    found = _loaded(name) or _imported(name)
    if found is None:
        raise ClassNotFoundException(name)
    return found


def _loaded(name: str) -> type | None:
    for module in list(sys.modules.values()):
        if module is None or not (
            hasattr(module, "__java_package__") or getattr(module, "__name__", "") == "__main__"
        ):
            continue
        queue = [v for v in vars(module).values() if isinstance(v, type)]
        while queue:
            cls = queue.pop()
            if cls.__module__ != module.__name__:
                continue
            if classes.getName(cls) == name:
                return cls
            queue += [v for v in vars(cls).values() if isinstance(v, type)]
    return None


def _imported(name: str) -> type | None:
    """A class of a ported project that no module imported yet: its module under the root
    package of the project's modules that are loaded."""
    outer, *nested = name.split("$")
    for root in classes.project_roots():
        try:
            module = importlib.import_module(root + outer)
        except ImportError:
            continue
        found: Any = getattr(module, outer.rsplit(".", 1)[-1], None)
        for part in nested:
            found = getattr(found, part, None)
        if isinstance(found, type):
            return found
    return None


def _java_name(py: str) -> str:
    return py[:-1] if py.endswith("_") and not py.endswith("__") else py


def _tag(cls: Any) -> str:
    """A parameter class as the porter names it in an overloaded method (``int``,
    ``String``, ``floatArray``)."""
    if isinstance(cls, classes.JavaClass):
        if cls.isPrimitive():
            return cls.getName()
        return _tag(cls.getComponentType()) + "Array"
    if cls in _TAGS:
        return _TAGS[cls]
    return classes.getSimpleName(cls)


def _functions(cls: type) -> dict[str, Any]:
    """The class's own Java methods: Python name → function (constructors, Python's
    protocols and the porter's helpers left out)."""
    out = {}
    for py, value in vars(cls).items():
        if py.startswith("_"):
            continue
        fn = value.__func__ if isinstance(value, staticmethod | classmethod) else value
        if inspect.isfunction(fn):
            out[py] = value
    return out


def _overloaded(py: str, names: dict[str, Any]) -> str | None:
    """The Java name of an overload's Python name (``label_int``): a prefix before ``_``
    that several of the class's functions share and that is no function itself."""
    head = py.split("_", 1)[0]
    if head != py and head not in names and sum(n.startswith(head + "_") for n in names) > 1:
        return head
    if py.endswith("_") and py[:-1] not in names and py.count("_") == 1:
        return py[:-1]  # an overload without parameters (``reset_``)
    return None


class AnnotatedElement:
    """``java.lang.reflect.AnnotatedElement`` for a method or a field: what reflection reads of
    the annotations its ``getDeclaredAnnotations`` gives (a member inherits none)."""

    def getDeclaredAnnotations(self) -> list[Any]:
        raise NotImplementedError

    def getAnnotations(self) -> list[Any]:
        return self.getDeclaredAnnotations()

    def getAnnotation(self, kind: Any) -> Any:
        return jannotations.find(self.getDeclaredAnnotations(), kind)

    getDeclaredAnnotation = getAnnotation

    def isAnnotationPresent(self, kind: Any) -> bool:
        return self.getAnnotation(kind) is not None

    def getAnnotationsByType(self, kind: Any) -> list[Any]:
        return jannotations.by_type(self.getDeclaredAnnotations(), kind)

    getDeclaredAnnotationsByType = getAnnotationsByType


class Method(AnnotatedElement):
    """``java.lang.reflect.Method``."""

    _java_name = "java.lang.reflect.Method"  # Class.getName()

    def __init__(self, owner: type, py: str, name: str) -> None:
        self._owner, self._py, self._name = owner, py, name

    def getName(self) -> str:
        return self._name

    def getDeclaringClass(self) -> type:
        return self._owner

    def isStatic(self) -> bool:
        return isinstance(inspect.getattr_static(self._owner, self._py), staticmethod)

    def getParameterCount(self) -> int:
        value = inspect.getattr_static(self._owner, self._py)
        fn = value.__func__ if isinstance(value, staticmethod | classmethod) else value
        count = len(inspect.signature(fn).parameters)
        return count if isinstance(value, staticmethod) else count - 1

    def setAccessible(self, flag: bool) -> None:
        pass

    def trySetAccessible(self) -> bool:
        return True

    def canAccess(self, obj: Any) -> bool:
        return True

    def getDeclaredAnnotations(self) -> list[Any]:
        function = inspect.getattr_static(self._owner, self._py, None)
        return list(jannotations.of_function(function)) if function is not None else []

    def invoke(self, obj: Any, *args: Any) -> Any:
        """Calls the method (``obj`` null for a static one); what it raises comes as
        ``InvocationTargetException``, whose cause it is."""
        if len(args) == 1 and type(args[0]) is list and self.getParameterCount() != 1:
            args = tuple(args[0])  # the arguments as Java's Object[]
        if self.isStatic():
            target = getattr(self._owner, self._py)
        else:
            if obj is None:
                raise NullPointerException()
            if not isinstance(obj, self._owner):
                raise IllegalArgumentException("object is not an instance of declaring class")
            target = getattr(obj, self._py)
        try:
            return target(*args)
        except Exception as e:  # Java's Exceptions and Errors: Python's Exceptions
            raise InvocationTargetException(e) from e

    def equals(self, other: object) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Method) and (other._owner, other._py) == (self._owner, self._py)

    def __hash__(self) -> int:
        return hash((self._owner, self._py))

    def toString(self) -> str:
        return f"{classes.getName(self._owner)}.{self._name}"

    __str__ = __repr__ = toString


def getDeclaredMethod(cls: Any, name: str, *parameter_types: Any) -> Method:
    """``cls.getDeclaredMethod(name, parameterTypes...)``: the class's own method."""
    found = _method(cls, name, parameter_types, inherited=False)
    if found is None:
        raise NoSuchMethodException(f"{classes.getName(cls)}.{name}({_signature(parameter_types)})")
    return found


def getMethod(cls: Any, name: str, *parameter_types: Any) -> Method:
    """``cls.getMethod(name, parameterTypes...)``: its own or an inherited method."""
    found = _method(cls, name, parameter_types, inherited=True)
    if found is None:
        raise NoSuchMethodException(f"{classes.getName(cls)}.{name}({_signature(parameter_types)})")
    return found


def _signature(parameter_types: tuple[Any, ...]) -> str:
    if len(parameter_types) == 1 and type(parameter_types[0]) is list:
        parameter_types = tuple(parameter_types[0])
    return ", ".join(classes.getName(p) for p in parameter_types)


def _method(cls: Any, name: str, types: tuple[Any, ...], inherited: bool) -> Method | None:
    if len(types) == 1 and type(types[0]) is list:
        types = tuple(types[0])  # the parameter types as Java's Class[]
    wanted = "_".join([name, *(_tag(t) for t in types)]) if types else name + "_"
    chain = cls.__mro__ if inherited and isinstance(cls, type) else (cls,)
    for owner in chain:
        if owner is object:
            break
        names = _functions(owner) if isinstance(owner, type) else {}
        for py in (wanted, name, name + "_"):
            if py in names and (py == wanted or _java_name(py) == name):
                method = Method(owner, py, name)
                if py != wanted and method.getParameterCount() != len(types):
                    continue
                return method
    return None


def getDeclaredMethods(cls: Any) -> list[Method]:
    """``cls.getDeclaredMethods()``: the class's own methods, by their Java names."""
    names = _functions(cls) if isinstance(cls, type) else {}
    return [Method(cls, py, _overloaded(py, names) or _java_name(py)) for py in names]


def getMethods(cls: Any) -> list[Method]:
    """``cls.getMethods()``: its methods, the inherited ones (a subclass's override once)
    and ``Object``'s."""
    out: list[Method] = []
    seen: set[str] = set()
    for owner in cls.__mro__ if isinstance(cls, type) else ():
        if owner is object:
            break
        for m in getDeclaredMethods(owner):
            if m._py not in seen:
                seen.add(m._py)
                out.append(m)
    out += [Method(object, n, n) for n in _OBJECT_METHODS if n not in seen]
    return out


# -- fields ---------------------------------------------------------------------------------


class Field(AnnotatedElement):
    """``java.lang.reflect.Field``: a field that the class declares in Java."""

    _java_name = "java.lang.reflect.Field"  # Class.getName()

    def __init__(self, owner: type, py: str, name: str, spelled: str, modifiers: str) -> None:
        self._owner, self._py, self._name = owner, py, name
        self._spelled, self._modifiers = spelled, modifiers.split()

    def getName(self) -> str:
        return self._name

    def getDeclaringClass(self) -> type:
        return self._owner

    def getType(self) -> Any:
        """The field's class: a primitive's ``JavaClass``, an array's, ``str`` for a
        ``String``, a class of the program."""
        spelled = self._spelled.split("<", 1)[0].strip()
        dims = 0
        while spelled.endswith("[]"):
            spelled, dims = spelled[:-2].strip(), dims + 1
        if spelled in _PRIMITIVES:
            base: Any = classes.primitive(spelled)
        else:
            from porter.javalib.json_binding import resolve

            simple = spelled.rsplit(".", 1)[-1]
            if simple == self._owner.__name__:
                return classes.arrayOf(self._owner, dims) if dims else self._owner
            base = _JDK.get(f"java.lang.{simple}") or _JDK.get(f"java.util.{simple}")
            base = base or resolve(simple, self._owner.__module__) or object
        return classes.arrayOf(base, dims) if dims else base

    def isStatic(self) -> bool:
        return "static" in self._modifiers

    def isEnumConstant(self) -> bool:
        return isinstance(self._owner, enum.EnumMeta) and self._py in self._owner.__members__

    def setAccessible(self, flag: bool) -> None:
        pass

    def trySetAccessible(self) -> bool:
        return True

    def getDeclaredAnnotations(self) -> list[Any]:
        return list(jannotations.of_field(self._owner, self._name))

    def get(self, obj: Any) -> Any:
        if self.isStatic():
            return getattr(self._owner, self._py)
        if obj is None:
            raise NullPointerException()
        return getattr(obj, self._py)

    def set(self, obj: Any, value: Any) -> None:
        setattr(self._owner if self.isStatic() else obj, self._py, value)

    getInt = getLong = getDouble = getFloat = getBoolean = getShort = getByte = getChar = get
    setInt = setLong = setDouble = setFloat = setBoolean = set

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Field) and (other._owner, other._py) == (self._owner, self._py)

    def __hash__(self) -> int:
        return hash((self._owner, self._py))

    def toString(self) -> str:
        return f"{classes.getName(self._owner)}.{self._name}"

    __str__ = __repr__ = toString


def getDeclaredFields(cls: Any) -> list[Field]:
    """``cls.getDeclaredFields()``: its fields in declaration order (from the
    ``__java_fields__`` that the porter writes where a program reflects on fields); an enum's
    constants first."""
    declared = vars(cls).get("__java_fields__", ()) if isinstance(cls, type) else ()
    constants = []
    if isinstance(cls, enum.EnumMeta):
        constants = [Field(cls, c.name, c.name, cls.__name__, "public static final") for c in cls]
    return constants + [
        Field(cls, py, java, spelled, mods) for py, java, spelled, mods, _ in declared
    ]


def getFields(cls: Any) -> list[Field]:
    """``cls.getFields()``: the public fields of the class and its superclasses."""
    out = []
    for owner in cls.__mro__ if isinstance(cls, type) else ():
        out += [f for f in getDeclaredFields(owner) if "public" in f._modifiers]
    return out


def getDeclaredField(cls: Any, name: str) -> Field:
    found = next((f for f in getDeclaredFields(cls) if f._name == name), None)
    if found is None:
        raise NoSuchFieldException(name)
    return found


def getField(cls: Any, name: str) -> Field:
    found = next((f for f in getFields(cls) if f._name == name), None)
    if found is None:
        raise NoSuchFieldException(name)
    return found


# -- constructors ---------------------------------------------------------------------------


class Constructor:
    """``java.lang.reflect.Constructor``: ``newInstance(args...)`` makes an instance as
    ``new`` does (the port's ``__init__`` tells Java's constructors apart)."""

    _java_name = "java.lang.reflect.Constructor"  # Class.getName()

    def __init__(self, owner: type, count: int) -> None:
        self._owner, self._count = owner, count

    def getName(self) -> str:
        return classes.getName(self._owner)

    def getDeclaringClass(self) -> type:
        return self._owner

    def getParameterCount(self) -> int:
        return self._count

    def setAccessible(self, flag: bool) -> None:
        pass

    def newInstance(self, *args: Any) -> Any:
        if len(args) == 1 and type(args[0]) is list and self._count != 1:
            args = tuple(args[0])
        try:
            return self._owner(*args)
        except Exception as e:
            raise InvocationTargetException(e) from e

    def toString(self) -> str:
        return self.getName()

    __str__ = __repr__ = toString


def getDeclaredConstructor(cls: Any, *parameter_types: Any) -> Constructor:
    """``cls.getDeclaredConstructor(parameterTypes...)``."""
    if len(parameter_types) == 1 and type(parameter_types[0]) is list:
        parameter_types = tuple(parameter_types[0])
    return Constructor(cls, len(parameter_types))


def newInstance(cls: Any) -> Any:
    """``cls.newInstance()`` (deprecated since Java 9): the no-argument constructor."""
    return cls()


getSuperclass = classes.getSuperclass  # (the annotations below climb it)


# -- annotations ----------------------------------------------------------------------------


def getDeclaredAnnotations(cls: Any) -> list[Any]:
    """``cls.getDeclaredAnnotations()``: the run-time annotations the class itself carries."""
    return list(jannotations.of_class(cls))


def getAnnotations(cls: Any) -> list[Any]:
    """``cls.getAnnotations()``: its own, after its superclasses' ``@Inherited`` ones (which
    an own annotation of the same type replaces in its place), as the JDK lists them."""
    superclass = getSuperclass(cls)
    found: dict[type, Any] = {}
    if superclass is not None and superclass is not object:
        found = {type(a): a for a in getAnnotations(superclass) if type(a).__java_inherited__}
    for a in jannotations.of_class(cls):
        found[type(a)] = a
    return list(found.values())


def getAnnotation(cls: Any, kind: Any) -> Any:
    """``cls.getAnnotation(A.class)``: the class's annotation of that type (an ``@Inherited``
    one from a superclass too), else null."""
    return jannotations.find(getAnnotations(cls), kind)


def getDeclaredAnnotation(cls: Any, kind: Any) -> Any:
    return jannotations.find(getDeclaredAnnotations(cls), kind)


def isAnnotationPresent(cls: Any, kind: Any) -> bool:
    return getAnnotation(cls, kind) is not None


def getDeclaredAnnotationsByType(cls: Any, kind: Any) -> list[Any]:
    """``cls.getDeclaredAnnotationsByType(A.class)``: its own of that type, and those its
    @Repeatable container holds."""
    return jannotations.by_type(getDeclaredAnnotations(cls), kind)


def getAnnotationsByType(cls: Any, kind: Any) -> list[Any]:
    """``cls.getAnnotationsByType(A.class)``: its own (see above), else, for an @Inherited
    type, the nearest superclass's."""
    found = getDeclaredAnnotationsByType(cls, kind)
    superclass = getSuperclass(cls)
    while not found and kind.__java_inherited__ and superclass not in (None, object):
        found = getDeclaredAnnotationsByType(superclass, kind)
        superclass = getSuperclass(superclass)
    return found


def isAnnotation(cls: Any) -> bool:
    """``cls.isAnnotation()``: whether it is an annotation type (the program's)."""
    return isinstance(cls, type) and issubclass(cls, jannotations.JavaAnnotation)
