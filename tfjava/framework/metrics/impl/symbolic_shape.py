"""``SymbolicShape``: an operand with a name for each dimension, for ``assertShapes``."""

from __future__ import annotations

from typing import Any


class SymbolicShape:
    def __init__(self, operand: Any, *symbols: str) -> None:
        self._operand = operand
        self._symbols = list(
            symbols[0] if len(symbols) == 1 and not isinstance(symbols[0], str) else symbols
        )

    def getOperand(self) -> Any:
        return self._operand

    def setOperand(self, operand: Any) -> None:
        self._operand = operand

    def getSymbols(self) -> list[str]:
        return self._symbols

    def setSymbols(self, symbols: list[str]) -> None:
        self._symbols = list(symbols)

    def rank(self) -> int:
        return len(self._symbols)
