"""What a statement the porter had no rule for becomes: a call that raises when it runs.

The rest of the file imports and the rest of the method runs up to that statement; the error
names the Java file, line and reason, so that the user ports that one line by hand.
"""

from __future__ import annotations

from typing import NoReturn


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
