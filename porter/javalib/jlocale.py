"""``java.util.Locale``'s constants, as ported programs pass them to ``String.format``.

The port's formatter writes numbers as Java's English locales do (``1,234.5``), so only
those locales are offered: a program that formats for another locale stays marked rather
than printing what Java would not.
"""

from __future__ import annotations


class Locale:
    """A locale of language and country: ``toString()`` is Java's ``en_US``."""

    US: Locale
    UK: Locale
    ENGLISH: Locale
    ROOT: Locale
    CANADA: Locale

    def __init__(self, language: str, country: str = "") -> None:
        self._language, self._country = language, country

    def getLanguage(self) -> str:
        return self._language

    def getCountry(self) -> str:
        return self._country

    def toString(self) -> str:
        return f"{self._language}_{self._country}" if self._country else self._language

    __str__ = toString

    def __repr__(self) -> str:
        return self.toString()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Locale) and (self._language, self._country) == (
            other._language,
            other._country,
        )

    def __hash__(self) -> int:
        return hash((self._language, self._country))


Locale.US = Locale("en", "US")
Locale.UK = Locale("en", "GB")
Locale.ENGLISH = Locale("en")
Locale.ROOT = Locale("")
Locale.CANADA = Locale("en", "CA")
