"""``Reduction``: how a loss reduces the per-sample losses."""

from __future__ import annotations

import enum


class Reduction(enum.Enum):
    AUTO = "AUTO"
    NONE = "NONE"
    SUM = "SUM"
    SUM_OVER_BATCH_SIZE = "SUM_OVER_BATCH_SIZE"

    @staticmethod
    def ofName(name: str) -> Reduction:
        """The reduction named ``name`` (any case)."""
        try:
            return Reduction[name.upper()]
        except KeyError:
            raise ValueError(f"Reduction.ofName: unknown reduction {name!r}") from None
