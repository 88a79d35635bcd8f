"""Java type expressions as opdefs write them: ``Iterable<Operand<? extends TNumber>>``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

_TOKEN = re.compile(r"\s*(?:(\?)|(extends)\b|([A-Za-z_][A-Za-z0-9_]*)|([<>,]))")


@dataclass(frozen=True)
class JType:
    """A parsed Java type. A wildcard ``?``/``? extends B`` has name ``?`` and ``bound`` B."""

    name: str
    args: tuple[JType, ...] = ()
    bound: JType | None = None

    @property
    def is_wildcard(self) -> bool:
        return self.name == "?"

    def __str__(self) -> str:
        if self.is_wildcard:
            return "?" if self.bound is None else f"? extends {self.bound}"
        if self.args:
            return f"{self.name}<{', '.join(str(a) for a in self.args)}>"
        return self.name

    def names(self) -> set[str]:
        """Every simple name in the expression."""
        found = {self.name} if not self.is_wildcard else set()
        for a in self.args:
            found |= a.names()
        if self.bound is not None:
            found |= self.bound.names()
        return found


class JavaTypeError(ValueError):
    pass


@cache
def parse(text: str) -> JType:
    """Parse ``text``; raises ``JavaTypeError`` with the offending position."""
    tokens: list[str] = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise JavaTypeError(f"unexpected {text[pos:]!r} in Java type {text!r}")
        tokens.append(m.group(m.lastindex or 0))
        pos = m.end()
    parser = _Parser(tokens, text)
    result = parser.type_arg()
    if parser.i != len(tokens):
        raise JavaTypeError(f"unexpected {' '.join(tokens[parser.i :])!r} in Java type {text!r}")
    if result.is_wildcard:
        raise JavaTypeError(f"a wildcard is only allowed as a type argument: {text!r}")
    return result


class _Parser:
    def __init__(self, tokens: list[str], text: str) -> None:
        self.tokens = tokens
        self.text = text
        self.i = 0

    def peek(self) -> str | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            want = expected or "a name"
            raise JavaTypeError(f"expected {want} in Java type {self.text!r}")
        self.i += 1
        return tok

    def type_arg(self) -> JType:
        if self.peek() == "?":
            self.take("?")
            if self.peek() == "extends":
                self.take("extends")
                return JType("?", bound=self.type_())
            return JType("?")
        return self.type_()

    def type_(self) -> JType:
        name = self.take()
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) or name == "extends":
            raise JavaTypeError(f"expected a type name, got {name!r} in Java type {self.text!r}")
        args: list[JType] = []
        if self.peek() == "<":
            self.take("<")
            args.append(self.type_arg())
            while self.peek() == ",":
                self.take(",")
                args.append(self.type_arg())
            self.take(">")
        return JType(name, tuple(args))
