"""The translators' one entry point: for each role a Java node plays (expression, expression
converted to a known type, statement, class member), its tree-sitter kind → the function that
translates it.

Each translator module registers the kinds it translates when it is imported, and translates a
sub-node of any kind through here, never by importing the sibling that handles it. So the
translators import each other only downward (``expressions`` ← ``width_sites`` ← ``calls`` ←
``statements`` ← ``declarations``) and this module imports none of them; importing
``porter.declarations`` (which holds ``port_source``) loads, and so registers, them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from porter.context import Untranslatable

if TYPE_CHECKING:
    from tree_sitter import Node

    from porter.context import ClassInfo, Context, E
    from porter.jtypes import JType
    from porter.reports import FileReport

Lines = list[str]
T = TypeVar("T", bound=Callable[..., object])


class Table(Generic[T]):
    """Node kind → translator, for one role; each kind is registered by one module only."""

    def __init__(self, role: str) -> None:
        self.role = role
        self._translators: dict[str, T] = {}
        self._owners: dict[str, str] = {}

    def register(self, translators: dict[str, T], owner: str) -> None:
        """Add ``owner``'s translators (``owner``: the registering module's ``__name__``)."""
        for kind, translator in translators.items():
            if self._owners.get(kind, owner) != owner:
                raise ValueError(
                    f"{owner} registers the {self.role} kind {kind!r} of {self._owners[kind]}"
                )
            self._translators[kind] = translator
            self._owners[kind] = owner

    def get(self, kind: str) -> T | None:
        return self._translators.get(kind)

    def owners(self) -> dict[str, str]:
        """Each registered kind → the module that translates it."""
        return dict(self._owners)


# A Java expression → its Python expression with its Java static type.
EXPRESSIONS: Table[Callable[[Context, Node], E]] = Table("expression")
# An expression whose translation depends on the type Java converts it to (a lambda, a method
# reference, an array initializer): (node, that type) → its Python expression.
CONVERSIONS: Table[Callable[[Context, Node, JType], E]] = Table("conversion")
# A Java statement → Python lines (untranslatable: raises; ``statements.statement`` marks it).
STATEMENTS: Table[Callable[[Context, Node], Lines]] = Table("statement")
# A member of a class body → the lines of its Python class body, reported in ``report``;
# ``seen`` collects the overloads already written, to name the next one.
MEMBERS: Table[Callable[[Context, Node, ClassInfo, FileReport, set[str]], Lines]] = Table("member")


def expr(ctx: Context, node: Node | None) -> E:
    """Translate one expression node."""
    if node is None:  # the grammar has every expression a valid file needs
        raise ValueError("a Java expression is missing from the tree")
    translate = EXPRESSIONS.get(node.type)
    if translate is None:
        raise Untranslatable(node, f"no rule for the Java expression kind {node.type!r}")
    return translate(ctx, node)


def converted(ctx: Context, node: Node, target: JType) -> E | None:
    """``node`` translated for a conversion to ``target``, where its kind's translation
    depends on it; None for the other kinds (then it is ``expr`` widened as Java widens)."""
    translate = CONVERSIONS.get(node.type)
    return translate(ctx, node, target) if translate is not None else None


def statement_lines(ctx: Context, node: Node) -> Lines:
    """Translate one statement node (an untranslatable one raises ``Untranslatable``)."""
    translate = STATEMENTS.get(node.type)
    if translate is None:
        raise Untranslatable(node, f"no rule for the Java statement kind {node.type!r}")
    return translate(ctx, node)


def member_lines(
    ctx: Context, node: Node, info: ClassInfo, report: FileReport, seen: set[str]
) -> Lines:
    """Translate one member of the body of ``info``."""
    translate = MEMBERS.get(node.type)
    if translate is None:
        raise Untranslatable(node, f"no rule for the class member kind {node.type!r}")
    return translate(ctx, node, info, report, seen)
