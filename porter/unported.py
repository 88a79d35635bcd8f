"""What a statement the porter had no rule for becomes: a call that raises when it runs.

The rest of the file imports and the rest of the method runs up to that statement; the error
names the Java file, line and reason, so that the user ports that one line by hand.
"""

from __future__ import annotations

from typing import Any, NoReturn


class Unported(BaseException):
    """A Java statement the porter did not translate, reached at run time.

    A ``BaseException``, as ``KeyboardInterrupt`` is: the ``except`` clauses ported from
    Java's ``catch`` (``RuntimeError``, ``Exception``) must not swallow it and let the code
    go on as if the statement had run; a ported ``catch (Throwable t)`` re-raises it first.
    """

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: was not ported: {reason}")
        self.where = where
        self.reason = reason


def unported(where: str, reason: str) -> NoReturn:
    """Raise ``Unported`` for the Java statement at ``where`` (``File.java:LINE``)."""
    raise Unported(where, reason)


class UnportedValue:
    """The value of a field whose Java initializer the porter did not translate: the class
    and its module still load (their other fields and methods work), and the first use of the
    field raises ``Unported`` with the initializer's line and reason. Passed along unused (to
    a constructor, into a collection) it stays itself, as a value does."""

    __slots__ = ("_reason", "_where")

    def __init__(self, where: str, reason: str) -> None:
        object.__setattr__(self, "_where", where)
        object.__setattr__(self, "_reason", reason)

    def _raise(self, *_: Any, **__: Any) -> NoReturn:
        raise Unported(self._where, self._reason)

    def __getattr__(self, name: str) -> Any:
        self._raise()

    def __repr__(self) -> str:
        return f"<not ported: {self._where}: {self._reason}>"

    __call__ = __setattr__ = __getitem__ = __setitem__ = __iter__ = __len__ = _raise
    __bool__ = __int__ = __float__ = __index__ = __str__ = _raise
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _raise
    __truediv__ = __rtruediv__ = __lt__ = __le__ = __gt__ = __ge__ = __neg__ = _raise
    __enter__ = __exit__ = __contains__ = _raise


def unportedValue(where: str, reason: str) -> UnportedValue:
    """A field's value that raises ``Unported`` when used (see ``UnportedValue``)."""
    return UnportedValue(where, reason)


class MissingBase:
    """The base of a ported class whose Java superclass the porter has no rule for (a
    framework's class): it takes the superclass constructor's arguments and does nothing
    with them, so instances are made; a member the class would inherit raises ``Unported``
    naming the superclass."""

    _where = ""
    _superclass = ""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise Unported(
            type(self)._where,
            f"superclass {type(self)._superclass} has no rule: {name} would be inherited from it",
        )


_MISSING: dict[tuple[str, str], type[MissingBase]] = {}


def missingBase(where: str, superclass: str) -> type[MissingBase]:
    """The stand-in base for the superclass ``superclass`` (see ``MissingBase``)."""
    key = (where, superclass)
    if key not in _MISSING:
        _MISSING[key] = type(
            superclass, (MissingBase,), {"_where": where, "_superclass": superclass}
        )
    return _MISSING[key]
