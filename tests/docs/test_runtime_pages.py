"""Runtime class pages against the classes themselves: every public member the imported class
has (its own and inherited from the runtime) is on its page, with its overloads; summaries are
whole sentences; no private name shows."""

from __future__ import annotations

import importlib
import inspect
import json
import re
import typing
from pathlib import Path
from typing import Any

import pytest

from generator.docs.summary import first_sentence, public_doc
from generator.manifest import load_manifest
from generator.pipeline import DEFAULT_EXPORTS
from tests.docs.pages import Element, flat, parse

MANIFEST = load_manifest(DEFAULT_EXPORTS)
RUNTIME = sorted(
    (package, name, module)
    for package, classes in MANIFEST.packages.items()
    for name, module in classes.items()
)


def _class(module: str, name: str) -> Any:
    return getattr(importlib.import_module(module), name)


def _ours(cls: type) -> bool:
    return cls.__module__.startswith("tfjava")


# TensorFlow's own classes re-exported under Java names (exceptions, protocol buffers).
DOCUMENTED = [(p, n, m) for p, n, m in RUNTIME if _ours(_class(m, n))]


def _page(site: Path, package: str, name: str) -> Element:
    return parse(site / package.replace(".", "/") / f"{name}.html")


def _public_members(cls: type) -> set[str]:
    """The public names the class has at run time that the runtime defines (not ``object``'s,
    numpy's or typing's), by ``inspect``."""
    names = set()
    for name in dir(cls):
        if name.startswith("_"):
            continue
        owner = next((k for k in cls.__mro__ if name in vars(k)), None)
        if owner is not None and _ours(owner):
            names.add(name)
    return names


def _anchors(page: Element) -> set[str]:
    return {e.attrs["id"] for e in page.find_all("section") if "id" in e.attrs}


def test_most_runtime_classes_are_the_runtimes_own() -> None:
    assert len(RUNTIME) >= 230 and len(DOCUMENTED) >= 140


@pytest.mark.parametrize("package,name,module", DOCUMENTED, ids=lambda v: str(v))
def test_every_public_member_is_on_the_page(
    site: Path, package: str, name: str, module: str
) -> None:
    cls = _class(module, name)
    anchors = _anchors(_page(site, package, name))
    expected = _public_members(cls)
    for nested_name in [n for n in expected if inspect.isclass(inspect.getattr_static(cls, n))]:
        nested = inspect.getattr_static(cls, nested_name)
        if _ours(nested):
            expected |= {f"{nested_name}.{m}" for m in _public_members(nested)}
    assert sorted(expected - anchors) == []


def test_tfloat32_has_its_37_members_and_tensorof_overloads(site: Path) -> None:
    from tfjava.types import TFloat32

    page = _page(site, "org.tensorflow.types", "TFloat32")
    members = {e.attrs["id"] for e in page.find_all("section", "member")}
    assert len(members - {"__init__"}) >= 37
    assert {"tensorOf", "vectorOf", "scalarOf", "numpy", "getFloat", "setFloat"} <= members
    [tensor_of] = [e for e in page.find_all("section", "member") if e.attrs["id"] == "tensorOf"]
    shown = [flat(pre.text()) for pre in tensor_of.find_all("pre", "sig")]
    declaring = next(k for k in TFloat32.__mro__ if "tensorOf" in vars(k))
    overloads = typing.get_overloads(vars(declaring)["tensorOf"].__func__)
    assert len(shown) == len(overloads) >= 2
    assert all(s.startswith("tensorOf(") and s.endswith("-> TFloat32") for s in shown)
    assert "None." not in page.text()


def test_session_runner_is_documented(site: Path) -> None:
    page = _page(site, "org.tensorflow", "Session")
    [runner] = [e for e in page.find_all("section", "nested") if e.attrs["id"] == "Runner"]
    sections = {e.attrs["id"]: e for e in runner.find_all("section", "member")}
    for method in ("feed", "fetch", "addTarget", "run"):
        sig = flat(sections[f"Runner.{method}"].find_all("pre", "sig")[0].text())
        assert sig.startswith(f"{method}(")
    assert "-> Session.Runner" in flat(sections["Runner.feed"].text())
    summary = {
        row.find_all("td")[0].text(): row.find_all("td")[2].text()
        for row in page.find_all("table", "members")[0].find_all("tr")[1:]
    }
    assert summary["Runner"]  # the nested class in the outer class's summary


def test_adam_has_its_constructor_and_minimize_and_no_private_name(site: Path) -> None:
    page = _page(site, "org.tensorflow.framework.optimizers", "Adam")
    anchors = _anchors(page)
    assert {"__init__", "minimize", "createAdamMinimize", "applyDense"} <= anchors
    text = page.find_all("main")[0].text()
    assert "_POWERS" not in text and "_MomentOptimizer" not in text
    # The declaration names the public base, as Java's Adam extends Optimizer.
    assert flat(page.find_all("pre", "declaration")[0].text()) == "class Adam(Optimizer)"


_PRIVATE = re.compile(r"(?<![\w.])_[A-Za-z]\w*")


@pytest.mark.parametrize("package,name,module", RUNTIME, ids=lambda v: str(v))
def test_no_private_name_shows(site: Path, package: str, name: str, module: str) -> None:
    text = _page(site, package, name).find_all("main")[0].text()
    assert _PRIVATE.findall(text) == []


def _summaries(site: Path) -> list[tuple[str, str, str]]:
    """(class, its summary on the package page, the first paragraph of its docstring)."""
    found = []
    for package, name, module in DOCUMENTED:
        cls = _class(module, name)
        doc = public_doc(inspect.getdoc(cls) or "") if "__doc__" in vars(cls) else ""
        page = parse(site / package.replace(".", "/") / "package.html")
        for row in page.find_all("tbody")[0].find_all("tr"):
            cells = row.find_all("td")
            if cells[0].text() == name:
                paragraph = " ".join(re.split(r"\n\s*\n", doc)[0].split()) if doc else ""
                found.append((name, " ".join(cells[1].text().split()), paragraph))
    return found


def test_summaries_are_whole_sentences(site: Path) -> None:
    rows = _summaries(site)
    assert len(rows) == len(DOCUMENTED)
    cut = [
        (name, summary)
        for name, summary, paragraph in rows
        if summary and not re.search(r"[.!?:]\)?$", summary) and summary != _plain(paragraph)
    ]
    assert cut == []
    # A summary that spans a line break of the docstring: the old pages cut it there.
    assert any(len(summary) > 100 and summary.endswith(".") for _, summary, _ in rows)


def _plain(markdown: str) -> str:
    return markdown.replace("``", "").replace("`", "").replace("*", "")


@pytest.mark.parametrize(
    "doc,summary",
    [
        ("One line.\nAnd more.", "One line."),
        (
            "A sentence that goes on\nover two lines. Then another.",
            "A sentence that goes on over two lines.",
        ),
        ("Calls ``tf.math.add``. More.", "Calls ``tf.math.add``."),
        ("Like Java's, e.g. ``x``. More.", "Like Java's, e.g. ``x``."),
        ("No end of sentence\n\nSecond paragraph.", "No end of sentence"),
        ("Ends with a question? Yes.", "Ends with a question?"),
        ("Version 1.5 numbers stay. Next.", "Version 1.5 numbers stay."),
    ],
)
def test_first_sentence(doc: str, summary: str) -> None:
    assert first_sentence(doc) == summary


def test_internal_notes_are_left_out() -> None:
    doc = "Wraps a ``tf.Graph`` (``_g``), so it works.\n\nPublic. Reads ``_env`` directly. More."
    assert public_doc(doc) == "Wraps a ``tf.Graph``, so it works.\n\nPublic. More."


def test_search_index_has_members(site: Path) -> None:
    text = (site / "search-index.js").read_text(encoding="utf-8")
    index = {
        e["j"]: e for e in json.loads(text.removeprefix("window.SEARCH_INDEX = ").rstrip(";\n"))
    }
    assert "tensorOf" in index["org.tensorflow.types.TFloat32"]["m"]
    assert {"Runner", "Runner.feed", "Runner.fetch", "Runner.addTarget", "Runner.run"} <= set(
        index["org.tensorflow.Session"]["m"]
    )
    assert index["org.tensorflow.op.math.Add"]["f"] == "tf.math.add"


def test_the_ops_facade_has_a_page(site: Path) -> None:
    from org.tensorflow.op import Ops

    from tfjava.facade.ops_base import OpsBase

    page = _page(site, "org.tensorflow.op", "Ops")
    anchors = _anchors(page)
    assert sorted(_public_members(Ops) - anchors) == []
    assert {"create", "withSubScope", "withName", "constant", "math", "nn"} <= anchors
    [constant] = [e for e in page.find_all("section", "member") if e.attrs["id"] == "constant"]
    overloads = typing.get_overloads(OpsBase.constant)
    assert len(constant.find_all("pre", "sig")) == len(overloads) >= 20
    # The facade's methods of every group link to their op classes' pages.
    [group] = [h for h in page.find_all("h3") if h.attrs.get("id") == "tf.math"]
    links = {a.text(): a.attrs["href"] for a in page.find_all("p", "facade-list")[0].find_all("a")}
    assert links["abort"].endswith("core/Abort.html")
    math = {
        a.text(): a.attrs["href"]
        for p in page.find_all("p", "facade-list")
        for a in p.find_all("a")
        if "/math/" in a.attrs["href"]
    }
    assert math["add"].endswith("op/math/Add.html") and group.text() == "tf.math"
    text = (site / "search-index.js").read_text(encoding="utf-8")
    index = {
        e["j"]: e for e in json.loads(text.removeprefix("window.SEARCH_INDEX = ").rstrip(";\n"))
    }
    assert {"withSubScope", "constant"} <= set(index["org.tensorflow.op.Ops"]["m"])
    assert _PRIVATE.findall(page.find_all("main")[0].text()) == []


# TensorFlow's protobuf classes the runtime re-exports; DataType is the runtime's own enum
# class (Java's enum methods), documented with its members as any runtime class is.
PROTOS = [
    (p, n, m)
    for p, n, m in RUNTIME
    if p.startswith("org.tensorflow.proto") and (m, n) != ("tfjava.base.proto", "DataType")
]


@pytest.mark.parametrize("package,name,module", PROTOS, ids=lambda v: str(v))
def test_protocol_buffer_pages_list_the_fields(
    site: Path, package: str, name: str, module: str
) -> None:
    cls = _class(module, name)
    descriptor = cls.DESCRIPTOR
    if hasattr(descriptor, "fields"):  # a message: its fields, then its nested enums' values
        expected = [f.name for f in descriptor.fields] + [
            v.name for enum in descriptor.enum_types for v in enum.values
        ]
    else:  # an enum
        expected = [v.name for v in descriptor.values]
    rows = _page(site, package, name).find_all("table", "proto-fields")[0].find_all("tr")[1:]
    assert [row.attrs["id"] for row in rows] == expected
    if hasattr(descriptor, "fields"):
        types = {row.attrs["id"]: row.find_all("td")[1].text() for row in rows}
        for field in descriptor.fields:
            if field.message_type is not None and not field.message_type.GetOptions().map_entry:
                assert types[field.name].endswith(field.message_type.name)
            if field.message_type is not None and field.message_type.GetOptions().map_entry:
                assert types[field.name].startswith("map<")
