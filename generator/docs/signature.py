"""Signatures shown on the pages, built from the model's parts rather than re-lexed.

A signature is tokens tagged with Pygments' CSS classes (``k`` keyword, ``nc`` type, ``nf``
function, ``n`` name, ``o`` operator, ``kc`` constant), so it shares the stylesheet of the
highlighted code blocks; it is shown on one line when it fits, else one parameter per line.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

Token = tuple[str, str]  # (CSS class or "", text)
# A break in the head (after Java's type parameters): a space, or a new line when it is long.
BREAK: Token = ("br", " ")

# A signature longer than this is shown one parameter per line (the width of a column of the
# Java | Python pair on a desktop window).
WIDTH = 54


@dataclass(frozen=True)
class Signature:
    head: tuple[Token, ...]
    params: tuple[tuple[Token, ...], ...]
    tail: tuple[Token, ...] = ()
    trailing_comma: bool = True  # Python's style; Java allows none
    call: bool = True  # False for a declaration without parameters (an attribute, a property)

    def _layout(self) -> list[Token]:
        if not self.call:
            return [*self.head, *self.tail]
        flat = [*self.head, ("", "(")]
        for i, p in enumerate(self.params):
            flat += [("", ", ")] if i else []
            flat += p
        flat += [("", ")"), *self.tail]
        if len("".join(t for _, t in flat)) <= WIDTH or not self.params:
            return flat
        head = list(self.head)
        if len("".join(t for _, t in head)) > WIDTH - 1:
            head = [("", "\n") if tok == BREAK else tok for tok in head]
        lines = [*head, ("", "(\n")]
        for i, p in enumerate(self.params):
            last = i == len(self.params) - 1
            lines += [("", "    "), *p, ("", "\n" if last and not self.trailing_comma else ",\n")]
        return [*lines, ("", ")"), *self.tail]

    def text(self) -> str:
        return "".join(t for _, t in self._layout())

    def html(self) -> str:
        return "".join(
            f'<span class="{c}">{html.escape(t)}</span>' if c and c != "br" else html.escape(t)
            for c, t in self._layout()
        )


def java_param(java_type: str, name: str) -> tuple[Token, ...]:
    return (("nc", java_type), ("", " "), ("n", name))


def python_param(decl: str) -> tuple[Token, ...]:
    """A Python parameter declaration from the model: ``*options: X.Options``,
    ``unit: str | None = None``, ``/``."""
    tokens: list[Token] = []
    stars = len(decl) - len(decl.lstrip("*"))
    if stars:
        tokens.append(("o", decl[:stars]))
        decl = decl[stars:]
    name, sep, rest = decl.partition(":")
    tokens.append(("n" if sep else "o", name.strip()))
    if not sep:
        return tuple(tokens)
    annotation, eq, default = rest.partition("=")
    tokens += [("", ": "), ("nc", annotation.strip())]
    if eq:
        tokens += [("", " "), ("o", "="), ("", " "), ("kc", default.strip())]
    return tuple(tokens)


def call_param(name: str) -> tuple[Token, ...]:
    """An argument of a facade call: ``input``, ``*options``, ``unit=None``."""
    stars = len(name) - len(name.lstrip("*"))
    key, eq, value = name[stars:].partition("=")
    tokens: list[Token] = [("o", name[:stars])] if stars else []
    tokens.append(("n", key))
    if eq:
        tokens += [("o", "="), ("kc", value)]
    return tuple(tokens)
