"""Reading the built pages back as a browser would: elements by class, their text and spans."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

VOID = {"meta", "link", "input", "br", "img", "hr", "source", "wbr", "col", "area", "base"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    children: list[Element | str] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def walk(self) -> list[Element]:
        found = [self]
        for c in self.children:
            if isinstance(c, Element):
                found += c.walk()
        return found

    def find_all(self, tag: str = "", cls: str = "") -> list[Element]:
        return [
            e for e in self.walk() if (not tag or e.tag == tag) and (not cls or cls in e.classes)
        ]


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(page: Path | str) -> Element:
    builder = _Builder()
    builder.feed(page.read_text(encoding="utf-8") if isinstance(page, Path) else page)
    builder.close()
    return builder.root


def flat(text: str) -> str:
    """A signature on one line, however the page wraps it."""
    return " ".join(text.split()).replace("( ", "(").replace(", )", ")").replace(" )", ")")


def span_texts(element: Element, cls: str) -> list[str]:
    """The texts of ``<span class=cls>`` inside ``element`` (a signature's names, types)."""
    return [s.text() for s in element.find_all("span", cls)]


def first_column(page: Element, table_cls: str) -> list[str]:
    """The first cell's text of each body row of ``<table class=table_cls>``."""
    tables = page.find_all("table", table_cls)
    if not tables:
        return []
    return [row.find_all("td")[0].text() for row in tables[0].find_all("tbody")[0].find_all("tr")]
