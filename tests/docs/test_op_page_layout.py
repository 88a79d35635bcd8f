"""Op pages in TensorFlow Java's order and content: the class declaration (base class and
interface), constants, ``create``, options, outputs, ``asOutput()``/``iterator()``, inherited
methods, then the description; checked against the generated classes."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from tests.allops.opdefs import OpClass, all_op_classes
from tests.docs.pages import Element, flat, parse

ALL = all_op_classes()
BY_KEY = {op.key: op for op in ALL}


def _page(site: Path, op: OpClass) -> Element:
    return parse(site / (op.package.replace(".", "/") + f"/{op.class_name}.html"))


def _declarations(page: Element) -> tuple[str, str]:
    java, python = page.find_all("pre", "declaration")[:2]
    return flat(java.text()), flat(python.text())


@pytest.mark.parametrize(
    "key,java",
    [
        (
            "core.StopGradient",
            "public final class StopGradient<T extends TType> extends RawOp implements Operand<T>",
        ),
        (
            "core.Unique",
            "public final class Unique<T extends TType, V extends TNumber> extends RawOp",
        ),
        (
            "core.Split",
            "public final class Split<T extends TType> extends RawOp implements Iterable<Operand<T>>",
        ),
        # A wildcard output: Operand<TType> (TensorFlow Java's VarHandleOp).
        (
            "core.VarHandleOp",
            "public final class VarHandleOp extends RawOp implements Operand<TType>",
        ),
        (
            "train.ApplyAdam",
            "public final class ApplyAdam<T extends TType> extends RawOp implements Operand<T>",
        ),
    ],
)
def test_java_declaration(site: Path, key: str, java: str) -> None:
    assert _declarations(_page(site, BY_KEY[key]))[0] == java


def _base_names(cls: type) -> list[str]:
    bases = getattr(cls, "__orig_bases__", cls.__bases__)
    return [(typing.get_origin(b) or b).__name__ for b in bases]


SAMPLE = [op for op in ALL if op.key.split(".")[0] in ("core", "math", "strings", "nn")][::7]


@pytest.mark.parametrize("op", SAMPLE, ids=lambda op: op.key)
def test_declaration_and_interface_match_the_class(site: Path, op: OpClass) -> None:
    cls = op.load_class()
    page = _page(site, op)
    java, python = _declarations(page)
    shown = re.findall(r"(\w+)(?:\[[^\]]*\])?(?:, |\))", python.split("(", 1)[1])
    assert shown == _base_names(cls)
    headings = [h.attrs.get("id") for h in page.find_all("main")[0].find_all("h2")]
    operand = "asOutput" in vars(cls) or any("asOutput" in vars(b) for b in cls.__mro__[1:3])
    assert ("asOutput" in headings) == (" implements Operand<" in java) == operand
    assert (
        ("iterator" in headings) == (" implements Iterable<" in java) == ("iterator" in vars(cls))
    )


@pytest.mark.parametrize(
    "key", ["core.StopGradient", "core.Unique", "strings.Substr", "core.Split"]
)
def test_sections_in_javas_order(site: Path, key: str) -> None:
    main = _page(site, BY_KEY[key]).find_all("main")[0]
    headings = [h.attrs.get("id") for h in main.find_all("h2")]
    order = [
        "constants",
        "create",
        "parameters",
        "options",
        "outputs",
        "asOutput",
        "iterator",
        "inputs",
        "inherited",
        "description",
        "source",
    ]
    present = [h for h in order if h in headings]
    assert headings == present
    assert {"constants", "create", "inherited", "source"} <= set(headings)


@pytest.mark.parametrize("key", ["core.StopGradient", "core.Unique", "core.Split"])
def test_inherited_methods_are_the_classes(site: Path, key: str) -> None:
    op = BY_KEY[key]
    cls = op.load_class()
    [inherited] = _page(site, op).find_all("ul", "inherited")
    names = [a.text().removesuffix("()") for a in inherited.find_all("a") if "#" in a.attrs["href"]]
    assert {"op", "env"} <= set(names)
    assert all(callable(getattr(cls, n)) for n in names)
    links = {a.attrs["href"].split("#")[0] for a in inherited.find_all("a")}
    assert all(
        link.endswith("/org/tensorflow/op/RawOp.html") or "Operand" in link for link in links
    )


def test_constants_and_wrapping_tables(site: Path) -> None:
    page = _page(site, BY_KEY["nn.UniformQuantizedConvolution"])
    [constants] = page.find_all("table", "constants")
    cells = [td.text() for td in constants.find_all("tr")[1].find_all("td")]
    assert cells[:2] == ["OP_NAME", '"UniformQuantizedConvolution"']
    # Long types carry break opportunities (the browser test checks that the tables fit).
    html = (site / "org/tensorflow/op/core/BatchFunction.html").read_text(encoding="utf-8")
    assert (
        "<wbr>"
        in re.search(r'<table class="params parameters".*?</table>', html, re.DOTALL).group()
    )
    assert not page.find_all("div", "scroll")
