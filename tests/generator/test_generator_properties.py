"""Property-based tests of the generator on hand-edited opdefs (hypothesis).

* Arbitrary docs (quotes, triple quotes, backslashes, Jinja syntax, unicode, control characters,
  lone surrogates) and arbitrary identifiers render to modules that compile, and whose
  docstrings hold the text given, modulo the normalisation docs/opdef-format.md documents.
* An arbitrary mutation of a valid opdef (a dropped key, a value of another type, a renamed type
  parameter, corrupted YAML, a list for a mapping, ...) generates valid code or fails with
  located ``OpdefError``s (the check against TensorFlow's op registry included): never another
  exception.

Most examples render without the formatter (ruff runs in a subprocess per build); a few format.
"""

from __future__ import annotations

import ast
import contextlib
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
import yaml
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from generator import naming, pipeline
from generator.errors import OpdefErrors
from generator.registry_check import RegistryCheck
from tests.conftest import OPDEFS

_HEALTH = [HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.function_scoped_fixture]


def _settings(examples: int) -> settings:
    """``examples`` examples (times ``$GENERATOR_PROPERTY_SCALE`` for a deeper run), no deadline."""
    scale = float(os.environ.get("GENERATOR_PROPERTY_SCALE", "1"))
    return settings(
        max_examples=max(1, int(examples * scale)), deadline=None, suppress_health_check=_HEALTH
    )


# Text that stresses escaping: Python string syntax, Jinja syntax, YAML syntax, line breaks.
PIECES = [
    '"',
    '"""',
    "'''",
    "\\",
    "\\n",
    '\\"',
    "{{ x }}",
    "{% if x %}",
    "{#",
    "}}",
    "\n",
    "\r",
    "\r\n",
    "\t",
    " ",
    "  \n",
    "\x00",
    "\x0b",
    "\x0c",
    "\x1b",
    "\x7f",
    "\x85",
    "\u2028",
    "\u2029",
    "\u200b",
    "\ufeff",
    "é",
    "😀",
    "\U0001f600",
    "ß",
    "\ud800",
    "\udfff",
    "#",
    ": ",
    "- ",
    "&a",
    "*a",
    "!!python/object",
    "%",
    "`",
    "'",
    "N{BULLET}",
    "\\N{BULLET}",
    "\\x41",
]
doc_text = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=12)), max_size=10).map(
    "".join
)
identifier = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,12}", fullmatch=True)


def _dump(data: dict[str, Any]) -> str:
    return yaml.safe_dump(
        data, sort_keys=False, allow_unicode=True, default_style='"', width=1 << 30
    )


def _opdef(class_name: str = "Probe", **fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "opName": "UniqueV2",
        "package": "org.tensorflow.op.core",
        "className": class_name,
        "visibility": "VISIBLE",
        "facadeMethod": class_name[0].lower() + class_name[1:],
        "summary": "Finds unique elements.",
        "description": "",
        "typeParams": [{"name": "T", "bound": "TType"}, {"name": "V", "bound": "TNumber"}],
        "create": [
            {"name": "x", "kind": "input", "arg": "x", "type": "Operand<T>", "doc": "A tensor."},
            {
                "name": "axis",
                "kind": "input",
                "arg": "axis",
                "type": "Operand<? extends TNumber>",
                "doc": "The axis.",
            },
            {
                "name": "outIdx",
                "kind": "attr",
                "attr": "out_idx",
                "type": "Class<V>",
                "default": "TInt32",
                "doc": "The index type.",
            },
        ],
        "options": [
            {
                "name": "sharedName",
                "attr": "shared_name",
                "type": "String",
                "default": "",
                "doc": "A name.",
            }
        ],
        "outputs": [
            {"name": "y", "arg": "y", "type": "Output<T>", "doc": "Unique elements."},
            {"name": "idx", "arg": "idx", "type": "Output<V>", "doc": "Indices."},
        ],
    }
    data.update(fields)
    return data


@contextlib.contextmanager
def _unformatted() -> Iterator[None]:
    with mock.patch.object(pipeline, "format_sources", lambda files: dict(files)):
        yield


_REGISTRY: list[RegistryCheck] = []


def _registry() -> RegistryCheck:
    """One registry check for the session (its snapshot is read once)."""
    if not _REGISTRY:
        _REGISTRY.append(RegistryCheck().start())
    return _REGISTRY[0]


def _build(
    tmp: Path, texts: dict[str, str], formatted: bool = False, registry: bool = False
) -> pipeline.Generation:
    """``pipeline.build`` on a fresh opdefs dir holding ``texts`` (path → YAML text), with the
    registry check if asked."""
    opdefs = tmp / "opdefs"
    if opdefs.exists():
        shutil.rmtree(opdefs)
    for rel, text in texts.items():
        path = opdefs / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    extra = _registry() if registry else None
    if formatted:
        return pipeline.build(opdefs, exports_path=None, extra_check=extra)
    with _unformatted():
        return pipeline.build(opdefs, exports_path=None, extra_check=extra)


def _compile_all(files: dict[str, str]) -> dict[str, ast.Module]:
    trees = {}
    for rel, text in files.items():
        if rel.endswith(".py"):
            compile(text, rel, "exec", dont_inherit=True)
            trees[rel] = ast.parse(text)
    return trees


def _class(tree: ast.Module, name: str) -> ast.ClassDef:
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)


def _method(cls: ast.ClassDef, name: str) -> ast.FunctionDef:
    """The method's implementation (the last definition: ``@overload`` stubs come first)."""
    return [n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == name][-1]


# -- docs ----------------------------------------------------------------------------------------


def _lines(text: str) -> list[str]:
    """The documented normalisation: lines break at ``\\n`` only, trailing whitespace goes."""
    return [line.rstrip() for line in text.split("\n")]


def expected_docstring(summary: str, body: str) -> list[str]:
    lines = _lines(summary.strip()) if summary.strip() else [""]
    if body.strip():
        lines += [""] + _lines(body.strip("\n"))
    return lines


def docstring_lines(node: ast.AST, indent: str) -> list[str]:
    """A docstring's value, its fixed indentation taken off, trailing whitespace dropped."""
    raw = ast.get_docstring(node, clean=False)  # type: ignore[arg-type]
    assert raw is not None
    lines = raw.split("\n")
    if len(lines) > 1:
        assert lines[-1] == indent
        lines = lines[:-1]
    out = [lines[0].rstrip()]
    for line in lines[1:]:
        assert line == "" or line.startswith(indent), repr(line)
        out.append(line[len(indent) :].rstrip())
    return out


def _surrogate(text: str) -> bool:
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


@_settings(300)
@given(summary=doc_text, description=doc_text, param_doc=doc_text, output_doc=doc_text)
def test_arbitrary_docs_compile_and_keep_their_text(
    tmp_path_factory: pytest.TempPathFactory,
    summary: str,
    description: str,
    param_doc: str,
    output_doc: str,
) -> None:
    tmp = tmp_path_factory.mktemp("docs")
    data = _opdef(summary=summary, description=description)
    data["create"][0]["doc"] = param_doc
    data["outputs"][0]["doc"] = output_doc
    try:
        gen = _build(tmp, {"core/Probe.yaml": _dump(data)})
    except OpdefErrors as e:
        # YAML cannot carry a lone surrogate: the loader says where it is.
        assert _surrogate(summary + description + param_doc + output_doc), e
        assert all(err.location.line > 0 for err in e.errors), e
        return
    assert not _surrogate(summary + description + param_doc + output_doc)
    trees = _compile_all(gen.files)
    cls = _class(trees["org/tensorflow/op/core/probe.py"], "Probe")
    assert docstring_lines(cls, "    ") == expected_docstring(
        summary or "The UniqueV2 operation", description
    )
    create_doc = docstring_lines(_method(cls, "create"), "        ")
    assert f"    x: {' '.join(param_doc.split()) or 'The x value'}".rstrip() in create_doc
    getter_doc = docstring_lines(_method(cls, "y"), "        ")
    assert getter_doc == [" ".join(output_doc.split()) or "Gets y."]


@_settings(6)
@given(summary=doc_text, description=doc_text)
def test_arbitrary_docs_survive_the_formatter(
    tmp_path_factory: pytest.TempPathFactory, summary: str, description: str
) -> None:
    assume(not _surrogate(summary + description))
    tmp = tmp_path_factory.mktemp("fmt")
    gen = _build(
        tmp,
        {"core/Probe.yaml": _dump(_opdef(summary=summary, description=description))},
        formatted=True,
    )
    trees = _compile_all(gen.files)
    cls = _class(trees["org/tensorflow/op/core/probe.py"], "Probe")
    # The formatter may re-indent docstring lines: compare the words.
    got = ast.get_docstring(cls, clean=False) or ""
    want = "\n".join(expected_docstring(summary or "The UniqueV2 operation", description))
    assert got.split() == want.split()


# -- identifiers -----------------------------------------------------------------------------


@_settings(300)
@given(
    class_name=identifier,
    params=st.lists(identifier, min_size=1, max_size=3),
    option=identifier,
    output=identifier,
    facade=identifier,
)
def test_arbitrary_identifiers_generate_valid_code_or_located_errors(
    tmp_path_factory: pytest.TempPathFactory,
    class_name: str,
    params: list[str],
    option: str,
    output: str,
    facade: str,
) -> None:
    tmp = tmp_path_factory.mktemp("ids")
    data = _opdef(class_name, facadeMethod=facade)
    for p, name in zip(data["create"], params):
        p["name"] = name
    data["options"][0]["name"] = option
    data["outputs"][1]["name"] = output
    try:
        gen = _build(tmp, {f"core/{class_name}.yaml": _dump(data)})
    except OpdefErrors as e:
        event("located errors")
        assert all(err.location.line > 0 and err.field for err in e.errors), e
        return
    event("generated")
    trees = _compile_all(gen.files)
    op = gen.ops[0]
    tree = trees[op.module.replace(".", "/") + ".py"]
    namespace = _exec(tree, op.module)
    cls = namespace[class_name]
    assert cls.OP_NAME == "UniqueV2"
    create = _method(_class(tree, class_name), "create")
    names = [a.arg for a in create.args.args + create.args.kwonlyargs]
    assert names[0] == "scope"
    for name in params[:2] + [option]:
        assert naming.python_param(name) in names or create.args.vararg is not None
    assert callable(getattr(cls, naming.python_method(output)))
    assert callable(getattr(cls, naming.python_param(option)))
    assert "Options" in vars(cls) and "create" in vars(cls)


def _exec(tree: ast.Module, module: str) -> dict[str, Any]:
    """Run a generated op module (its class body, its imports) in a fresh namespace."""
    namespace: dict[str, Any] = {"__name__": module}
    exec(compile(tree, module, "exec", dont_inherit=True), namespace)  # noqa: S102
    return namespace


# -- mutations -------------------------------------------------------------------------------

SOURCES = [
    "core/Unique.yaml",
    "core/Placeholder.yaml",
    "core/IdentityN.yaml",
    "math/Add.yaml",
    "core/VarHandleOp.yaml",
]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, (*path, i))
    return found


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value


def _set(value: Any, path: tuple[Any, ...], new: Any) -> None:
    _get(value, path[:-1])[path[-1]] = new


REPLACEMENTS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(allow_nan=True),
    st.just([]),
    st.just({}),
    st.just(["x"]),
    st.just({"a": 1}),
    identifier,
    doc_text,
    st.sampled_from(
        [
            "Operand<T>",
            "Operand<Q>",
            "Output<T>",
            "List<Output<T>>",
            "Class<T>",
            "Long",
            "List<Long>",
            "Iterable<Operand<T>>",
            "Operand<List>",
            "Operand<T, T>",
            "List<>",
            "input",
            "inputList",
            "attr",
            "TInt32",
            "TString",
            "VISIBLE",
            "HIDDEN",
            "T",
            "V",
            "TNumber",
            "org.tensorflow.op.math",
            "x",
            "y",
            "create",
            "Options",
            "scope",
            "_x",
            "class",
            "Operand",
            "shape",
            "op",
        ]
    ),
)


@st.composite
def mutations(draw: st.DrawFn) -> tuple[str, str]:
    """A source opdef (its relative path) and a mutated text of it."""
    rel = draw(st.sampled_from(SOURCES))
    text = (OPDEFS / rel).read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    kind = draw(
        st.sampled_from(
            [
                "drop",
                "replace",
                "rename_type_param",
                "swap",
                "duplicate",
                "add_key",
                "text",
                "text",
                "override",
            ]
        )
    )
    paths = [p for p in _paths(data) if p]
    path = draw(st.sampled_from(paths))
    if kind == "drop":
        parent = _get(data, path[:-1])
        del parent[path[-1]]
    elif kind == "replace":
        _set(data, path, draw(REPLACEMENTS))
    elif kind == "rename_type_param" and data.get("typeParams"):
        old = draw(st.sampled_from([tp["name"] for tp in data["typeParams"]]))
        new = draw(st.sampled_from(["T", "U", "V", "Q", "Z"]))
        for tp in data["typeParams"]:
            if tp["name"] == old:
                tp["name"] = new
        if draw(st.booleans()):  # and its uses too (still valid) or not (undeclared)
            text = _dump(data)
            data = yaml.safe_load(re.sub(rf"\b{old}\b(?=[>,])", new, text))
    elif kind == "swap":
        value = _get(data, path)
        if isinstance(value, list):
            _set(data, path, {str(i): v for i, v in enumerate(value)})
        elif isinstance(value, dict):
            _set(data, path, list(value.values()))
        else:
            _set(data, path, [value])
    elif kind == "duplicate":
        value = _get(data, path)
        if isinstance(value, list) and value:
            value.append(value[draw(st.integers(0, len(value) - 1))])
    elif kind == "add_key":
        value = _get(data, path)
        if isinstance(value, dict):
            known = st.sampled_from(
                [
                    "library",
                    "deprecated",
                    "deprecatedBy",
                    "methodTypeParams",
                    "default",
                    "arg",
                    "attr",
                    "doc",
                    "overrides",
                    "options",
                ]
            )
            value[draw(st.one_of(identifier, known))] = draw(REPLACEMENTS)
    elif kind == "override":
        section = draw(st.sampled_from(["create", "options", "outputs"]))
        entry = draw(st.sampled_from([e["name"] for e in data.get(section) or [{"name": "nope"}]]))
        data["overrides"] = {
            section: {
                entry: {
                    draw(st.sampled_from(["name", "type", "doc", "default"])): draw(REPLACEMENTS)
                }
            }
        }
    if kind != "text":
        return rel, _dump(data)
    lines = text.split("\n")
    at = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["insert", "delete", "indent", "dedent", "truncate"]))
    if how == "insert":
        lines.insert(
            at,
            draw(
                st.sampled_from(
                    [
                        "  - x",
                        ": :",
                        "[",
                        "{a: b",
                        "'",
                        '"',
                        "\t- y",
                        "key: !!set {}",
                        "&a x",
                        "*a",
                        "---",
                        "...",
                        "? complex",
                        "%YAML 1.1",
                    ]
                )
            ),
        )
    elif how == "delete":
        del lines[at]
    elif how == "indent":
        lines[at] = "   " + lines[at]
    elif how == "dedent":
        lines[at] = lines[at].lstrip()
    else:
        lines = lines[:at]
    return rel, "\n".join(lines)


@_settings(800)
@given(mutation=mutations(), other=st.sampled_from(SOURCES))
def test_a_mutated_opdef_generates_valid_code_or_located_errors(
    tmp_path_factory: pytest.TempPathFactory, mutation: tuple[str, str], other: str
) -> None:
    rel, text = mutation
    tmp = tmp_path_factory.mktemp("mut")
    texts = {rel: text}
    if other != rel:
        texts[other] = (OPDEFS / other).read_text(encoding="utf-8")
    try:
        gen = _build(tmp, texts, registry=True)
    except OpdefErrors as e:
        event("located errors")
        assert e.errors, "an empty OpdefErrors"
        for err in e.errors:
            assert err.location.file.endswith(".yaml") and err.location.line > 0, str(err)
            assert err.message and "Traceback" not in err.message
        return
    event("generated")
    trees = _compile_all(gen.files)
    assert trees
