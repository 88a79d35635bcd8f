"""``java.lang.reflect.Modifier``: the bits of ``Class.getModifiers()`` and their names."""

from __future__ import annotations

# Modifier.toString's order (the JVM's access flags, as java.lang.reflect names them).
_NAMES = (
    (0x1, "public"),
    (0x4, "protected"),
    (0x2, "private"),
    (0x400, "abstract"),
    (0x8, "static"),
    (0x10, "final"),
    (0x80, "transient"),
    (0x40, "volatile"),
    (0x20, "synchronized"),
    (0x100, "native"),
    (0x800, "strictfp"),
    (0x200, "interface"),
)


class Modifier:
    PUBLIC = 0x1
    PRIVATE = 0x2
    PROTECTED = 0x4
    STATIC = 0x8
    FINAL = 0x10
    SYNCHRONIZED = 0x20
    VOLATILE = 0x40
    TRANSIENT = 0x80
    NATIVE = 0x100
    INTERFACE = 0x200
    ABSTRACT = 0x400
    STRICT = 0x800

    @staticmethod
    def toString(mod: int) -> str:
        return " ".join(name for bit, name in _NAMES if mod & bit)

    @staticmethod
    def isPublic(mod: int) -> bool:
        return bool(mod & 0x1)

    @staticmethod
    def isPrivate(mod: int) -> bool:
        return bool(mod & 0x2)

    @staticmethod
    def isProtected(mod: int) -> bool:
        return bool(mod & 0x4)

    @staticmethod
    def isStatic(mod: int) -> bool:
        return bool(mod & 0x8)

    @staticmethod
    def isFinal(mod: int) -> bool:
        return bool(mod & 0x10)

    @staticmethod
    def isSynchronized(mod: int) -> bool:
        return bool(mod & 0x20)

    @staticmethod
    def isVolatile(mod: int) -> bool:
        return bool(mod & 0x40)

    @staticmethod
    def isTransient(mod: int) -> bool:
        return bool(mod & 0x80)

    @staticmethod
    def isNative(mod: int) -> bool:
        return bool(mod & 0x100)

    @staticmethod
    def isInterface(mod: int) -> bool:
        return bool(mod & 0x200)

    @staticmethod
    def isAbstract(mod: int) -> bool:
        return bool(mod & 0x400)

    @staticmethod
    def isStrict(mod: int) -> bool:
        return bool(mod & 0x800)
