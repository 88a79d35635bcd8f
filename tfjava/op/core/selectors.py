"""``If``, ``While`` and ``Case``: hand-written selectors over the generated stateful and
stateless op pairs (``StatefulIf``/``StatelessIf``, ...), and their facade methods."""

from __future__ import annotations


class SelectorOpsMixin:
    """The facade methods ``ifOp``, ``whileOp`` and ``caseOp`` (mixed into ``Ops``)."""

    __slots__ = ()
