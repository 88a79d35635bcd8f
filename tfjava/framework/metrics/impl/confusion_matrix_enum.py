"""``ConfusionMatrixEnum``: the four confusion-matrix conditions, with their abbreviations."""

from __future__ import annotations

import enum


class ConfusionMatrixEnum(enum.Enum):
    TRUE_POSITIVES = "tp"
    FALSE_POSITIVES = "fp"
    TRUE_NEGATIVES = "tn"
    FALSE_NEGATIVES = "fn"

    @staticmethod
    def get(item: str) -> ConfusionMatrixEnum | None:
        """By name (any case) or abbreviation; ``None`` for neither."""
        for m in ConfusionMatrixEnum:
            if m.name == item.upper() or m.value == item.lower():
                return m
        return None

    def getAbbreviation(self) -> str:
        return self.value
