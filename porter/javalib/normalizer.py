"""``java.text.Normalizer``: Unicode normalization forms over ``unicodedata``."""

from __future__ import annotations

import unicodedata


class _Form:
    """``Normalizer.Form``: an enum constant, named as Java's."""

    def __init__(self, name: str) -> None:
        self._name = name

    def name(self) -> str:
        return self._name

    def toString(self) -> str:
        return self._name

    __str__ = __repr__ = toString


class Normalizer:
    class Form:
        NFD = _Form("NFD")
        NFC = _Form("NFC")
        NFKD = _Form("NFKD")
        NFKC = _Form("NFKC")

        @staticmethod
        def values() -> list[_Form]:
            f = Normalizer.Form
            return [f.NFD, f.NFC, f.NFKD, f.NFKC]

    @staticmethod
    def normalize(text: str, form: _Form) -> str:
        return unicodedata.normalize(form.name(), text)  # type: ignore[arg-type]

    @staticmethod
    def isNormalized(text: str, form: _Form) -> bool:
        return unicodedata.is_normalized(form.name(), text)  # type: ignore[arg-type]
