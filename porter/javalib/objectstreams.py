"""``java.io.ObjectOutputStream``/``ObjectInputStream`` for objects that ported code writes
and reads back: ``writeObject``/``readObject`` round trips of the program's ``Serializable``
classes, strings, boxes, arrays and collections, beside ``DataOutputStream``'s primitives
(``writeInt``/``readInt``, ``writeUTF``...).

The stream is the port's own format, not Java's serialization: a header ``PJOS`` and version,
then the primitives as ``DataOutputStream`` writes them and each object as a record of
Python's pickle. One pickler serves the whole stream, so an object written twice reads back
as one object, as Java's back-references do (``reset()`` forgets them). A stream that Java
wrote (its magic bytes ``AC ED``) cannot be read: ``ObjectInputStream`` raises
``StreamCorruptedException`` saying so.

As in Java: a class of the program that does not implement ``Serializable`` (the porter marks
those that do with ``__java_serializable__``) raises ``NotSerializableException`` with its
name, also when it is reached from the object written; ``transient`` fields are not written
and read back as Java's defaults (``0``, ``false``, ``null``); no constructor runs when an
object is read. Left out: a non-serializable superclass's fields are written too (Java
re-runs that superclass's no-argument constructor instead), and a class's own
``writeObject``/``readObject`` hooks are not called."""

from __future__ import annotations

import enum
import io
import pickle
import struct
from typing import Any

from porter.javalib import classes
from porter.javalib.datastreams import DataInputStream, DataOutputStream, EOFException
from porter.javalib.exceptions import NotSerializableException, StreamCorruptedException

_MAGIC = b"PJOS"
_VERSION = 1
_OBJECT = 0x73  # Java's TC_OBJECT, the tag of an object's record
_DEFAULTS = {
    "int": 0,
    "long": 0,
    "short": 0,
    "byte": 0,
    "double": 0.0,
    "float": 0.0,
    "boolean": False,
    "char": "\x00",
}


def _transient(cls: type) -> dict[str, Any]:
    """The transient fields that ``cls`` and its superclasses declare (``__java_fields__``):
    Python name → Java's default value."""
    out: dict[str, Any] = {}
    for c in cls.__mro__:
        for py, _java, spelled, modifiers, *_ in vars(c).get("__java_fields__", ()):
            mods = modifiers.split()
            if "transient" in mods and "static" not in mods:
                out[py] = _DEFAULTS.get(spelled.strip())
    return out


def _restore(cls: type) -> Any:
    """An instance made without a constructor, as Java's deserialization makes one."""
    return cls.__new__(cls)


class _Pickler(pickle.Pickler):
    def reducer_override(self, obj: Any) -> Any:
        cls = type(obj)
        if cls.__module__.startswith("porter.javalib.") and isinstance(obj, dict | list):
            # a JDK collection of porter.javalib (HashMap's order, TreeMap's comparator): made
            # empty, then filled as Java's readObject fills it
            if isinstance(obj, dict):
                return (cls, (), None, None, iter(list(obj.items())))
            return (cls, (), None, iter(list(obj)))
        if isinstance(obj, type | enum.Enum) or not classes.isProgramClass(cls):
            return NotImplemented
        if not getattr(cls, "__java_serializable__", False):
            raise NotSerializableException(classes.getName(cls))
        state = dict(getattr(obj, "__dict__", {}))
        state.update(_transient(cls))
        return (_restore, (cls,), state)


class ObjectOutputStream(DataOutputStream):
    """Writes the header when made, as Java's does; ``writeObject`` appends an object."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self._buffer = io.BytesIO()
        self._pickler = _Pickler(self._buffer, protocol=pickle.HIGHEST_PROTOCOL)
        self.write(_MAGIC + bytes([0, _VERSION]))

    def writeObject(self, obj: Any) -> None:
        self._buffer.seek(0)
        self._buffer.truncate()
        try:
            self._pickler.dump(obj)
        except NotSerializableException:
            raise
        except (pickle.PicklingError, TypeError, AttributeError) as e:
            # a lambda, a lock, a thread: no class of Java's serializes them either
            raise NotSerializableException(str(e)) from e
        data = self._buffer.getvalue()
        self.write(struct.pack(">BI", _OBJECT, len(data)) + data)

    writeUnshared = writeObject

    def reset(self) -> None:
        """Forgets the objects written so far: the next write of one writes it again."""
        self._pickler.clear_memo()

    def defaultWriteObject(self) -> None:
        pass

    def flush(self) -> None:
        flush = getattr(self._stream, "flush", None)
        if flush is not None:
            flush()


class ObjectInputStream(DataInputStream):
    """Reads the header when made (Java's EOFException on an empty stream,
    StreamCorruptedException on another header); ``readObject`` reads the next object."""

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        header = self._stream.read(6)
        if len(header) < 6:
            raise EOFException()
        if header[:2] == b"\xac\xed":
            raise StreamCorruptedException(
                "a stream of Java's serialization (magic AC ED): ported code reads only the"
                " object streams that ported code wrote (porter.javalib.objectstreams)"
            )
        if header[:4] != _MAGIC:
            raise StreamCorruptedException(f"invalid stream header: {header[:4].hex().upper()}")
        self._buffer = io.BytesIO()
        self._unpickler = pickle.Unpickler(self._buffer)

    def readObject(self) -> Any:
        head = self._stream.read(5)
        if len(head) < 5:
            raise EOFException()
        tag, length = struct.unpack(">BI", head)
        if tag != _OBJECT:
            raise StreamCorruptedException(f"invalid type code: {tag:02X}")
        data = self._exactly(length)
        self._buffer.seek(0)
        self._buffer.truncate()
        self._buffer.write(data)
        self._buffer.seek(0)
        return self._unpickler.load()

    readUnshared = readObject

    def defaultReadObject(self) -> None:
        pass
