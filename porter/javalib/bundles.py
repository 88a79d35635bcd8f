"""``java.util.ResourceBundle`` over properties files on the class path (porter.javalib.
resources' roots): ``getBundle(base[, locale])`` looks for ``base_lang_COUNTRY``,
``base_lang``, then the default locale's, then ``base`` itself, as Java's default control
does; a bundle falls back to its parents (``Hello_en_US`` → ``Hello_en`` → ``Hello``). A
missing bundle or key is Java's ``MissingResourceException``. Bundles that are classes
(``ListResourceBundle``) are not looked for."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from porter.javalib.exceptions import MissingResourceException
from porter.javalib.jlocale import Locale
from porter.javalib.properties import parse_properties
from porter.javalib.resources import ClassLoader
from porter.javalib.system import getProperty


def _default_locale() -> Locale:
    return Locale(getProperty("user.language") or "en", getProperty("user.country") or "")


def _suffixes(locale: Locale | None) -> list[str]:
    """The candidate bundle names' suffixes of a locale, most specific first (no root)."""
    if locale is None or not locale.getLanguage():
        return []
    out = []
    if locale.getCountry():
        out.append(f"_{locale.getLanguage()}_{locale.getCountry()}")
    out.append(f"_{locale.getLanguage()}")
    return out


def _read(name: str) -> dict[str, str] | None:
    """The properties file ``name.properties`` from a class path root (UTF-8, falling back
    to ISO-8859-1 as Java 9's PropertyResourceBundle does), or None."""
    stream = ClassLoader().getResourceAsStream(name.replace(".", "/") + ".properties")
    if stream is None:
        return None
    data = stream.raw().read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_properties(text)


class ResourceBundle:
    """One bundle's keys, with its parent's behind them."""

    def __init__(
        self, base: str, locale: Locale, values: dict[str, str], parent: ResourceBundle | None
    ) -> None:
        self._base, self._locale, self._values, self._parent = base, locale, values, parent

    @staticmethod
    def getBundle(base: str, locale: Locale | None = None, loader: Any = None) -> ResourceBundle:
        requested = locale if locale is not None else _default_locale()
        default = _default_locale()
        tried = [*_suffixes(requested)]
        tried += [s for s in _suffixes(default) if s not in tried]
        for suffix in [*tried, ""]:
            if _read(base + suffix) is not None:
                return ResourceBundle._chain(base, suffix)
        raise MissingResourceException(
            f"Can't find bundle for base name {base}, locale {requested}",
            f"{base}_{requested}",
            "",
        )

    @staticmethod
    def _chain(base: str, suffix: str) -> ResourceBundle:
        """The bundle ``base + suffix`` with its parents (each shorter suffix that exists)."""
        parts = suffix.split("_")[1:]
        parent = None
        for n in range(len(parts) + 1):
            name = base + "".join(f"_{p}" for p in parts[:n])
            values = _read(name)
            if values is not None:
                locale = Locale(*(parts[:n] or [""]))
                parent = ResourceBundle(base, locale, values, parent)
        assert parent is not None
        return parent

    def _lookup(self, key: str) -> Any:
        if key is None:
            raise TypeError("key is null")  # Java's NullPointerException
        bundle: ResourceBundle | None = self
        while bundle is not None:
            if key in bundle._values:
                return bundle._values[key]
            bundle = bundle._parent
        raise MissingResourceException(
            f"Can't find resource for bundle java.util.PropertyResourceBundle, key {key}",
            "java.util.PropertyResourceBundle",
            key,
        )

    def getString(self, key: str) -> str:
        value: str = self._lookup(key)
        return value

    def getObject(self, key: str) -> Any:
        return self._lookup(key)

    def getStringArray(self, key: str) -> list[str]:
        value: list[str] = self._lookup(key)
        return value

    def containsKey(self, key: str) -> bool:
        return key in self.keySet()

    def keySet(self) -> set[str]:
        keys: set[str] = set()
        bundle: ResourceBundle | None = self
        while bundle is not None:
            keys |= set(bundle._values)
            bundle = bundle._parent
        return keys

    def getKeys(self) -> Iterator[str]:
        return iter(self.keySet())

    def getLocale(self) -> Locale:
        return self._locale

    def getBaseBundleName(self) -> str:
        return self._base
