"""The porter's modules import in layers, read from their source (``tests/runtime/import_graph``).

The translators (``expressions`` ← ``width_sites`` ← ``calls`` ← ``statements`` ←
``declarations``) reach a sub-node of a kind another one translates through
``porter.dispatch``, never by importing a sibling above them: no cycle runs through the porter's
imports, not even through one inside a function, and no module imports another's ``_private``
name. ``porter.javalib`` is the JDK that ported programs run on; where Java's own types point at
each other, a function-level import closes a cycle, listed in ``ALLOWED`` with its reason.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.runtime import import_graph

# (importing module, imported module): why the JDK's types need each other there.
ALLOWED = {
    ("porter.javalib.jrandom", "porter.javalib.streams"): (
        "Random.ints()/longs()/doubles() are streams, which collect into java.util's collections,"
        " and Collections.shuffle draws from a Random"
    ),
    ("porter.javalib.strings", "porter.javalib.streams"): (
        "String.chars()/lines() are streams, which collect into java.util's collections, and"
        " those compare Strings as String.compareTo does"
    ),
    ("porter.javalib.string_conversion", "porter.javalib.protobuf"): (
        "Java's string conversion of a protobuf message is its text format, which writes its"
        " numbers as Float/Double.toString do"
    ),
}


def _modules() -> dict[str, Path]:
    """Every ``porter`` module by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((import_graph.ROOT / "porter").rglob("*.py")):
        parts = path.relative_to(import_graph.ROOT).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _found() -> list[import_graph.Import]:
    return import_graph.imports(_modules())


def _report(cycles: list[list[str]], found: list[import_graph.Import]) -> str:
    lines = []
    for component in cycles:
        members = set(component)
        lines.append(f"cycle of {', '.join(component)}:")
        lines += [
            f"  {i.source}:{i.line} imports {i.target}" + (" in a function" if i.deferred else "")
            for i in found
            if i.source in members and i.target in members and not i.of_own_package
        ]
    return "\n".join(lines)


def test_no_cycle_through_module_level_imports() -> None:
    found = _found()
    cycles = import_graph.cycles(import_graph.graph(found))
    assert not cycles, _report(cycles, found)


def test_no_cycle_through_function_level_imports_but_the_allowed() -> None:
    found = _found()
    kept = [i for i in found if not (i.deferred and (i.source, i.target) in ALLOWED)]
    cycles = import_graph.cycles(import_graph.graph(kept, deferred=True))
    assert not cycles, _report(cycles, kept)


def test_allowed_imports_exist_and_say_why() -> None:
    found = _found()
    for (source, target), reason in ALLOWED.items():
        assert reason
        assert source.startswith("porter.javalib."), "a translator never needs a cycle"
        sites = [i for i in found if (i.source, i.target) == (source, target) and i.deferred]
        assert sites, f"{source} no longer imports {target} in a function: drop it from ALLOWED"
        lines = _modules()[source].read_text().splitlines()
        for site in sites:
            assert lines[site.line - 2].strip().startswith("# cycle: "), (
                f"{source}:{site.line}: the import of {target} needs a '# cycle:' comment above"
            )


def _private_uses(path: Path, known: dict[str, Path]) -> list[str]:
    """The ``_private`` names of other porter modules that ``path`` imports or reads."""
    tree = ast.parse(path.read_text(), str(path))
    bound: dict[str, str] = {}  # local name → the porter module it is bound to
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("porter"):
            for alias in node.names:
                if alias.name.startswith("_"):
                    found.append(f"{path.name}:{node.lineno}: {node.module}.{alias.name}")
                elif f"{node.module}.{alias.name}" in known:
                    bound[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("porter.") and alias.asname:
                    bound[alias.asname] = alias.name
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in bound
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        ):
            found.append(f"{path.name}:{node.lineno}: {bound[node.value.id]}.{node.attr}")
    return found


def test_no_module_uses_a_private_name_of_another() -> None:
    known = _modules()
    found = [use for path in known.values() for use in _private_uses(path, known)]
    assert not found, "private names used across modules:\n" + "\n".join(found)


def test_the_private_name_check_sees_imports_and_attributes(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "from porter.declarations import FileReport, _method\n"
        "from porter import calls\n"
        "def f():\n"
        "    return calls._anonymous, calls.object_creation\n"
    )
    known = {"porter.declarations": source, "porter.calls": source}
    assert _private_uses(source, known) == [
        "m.py:1: porter.declarations._method",
        "m.py:4: porter.calls._anonymous",
    ]


def _registering_modules() -> set[str]:
    """The porter modules that register translators with ``porter.dispatch``."""
    return {
        name
        for name, path in _modules().items()
        if re.search(r"^dispatch\.[A-Z_]+\.register\(", path.read_text(), re.MULTILINE)
    }


def test_porting_a_file_registers_every_translator() -> None:
    """``porter.declarations`` (``port_source``) loads every translator by its module-level
    imports, and each node kind is translated where the dispatch tables say."""
    pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")
    import porter.declarations  # noqa: F401  (registers the translators)
    from porter import dispatch

    registering = _registering_modules()
    assert registering == {
        "porter.expressions",
        "porter.calls",
        "porter.statements",
        "porter.declarations",
    }
    loaded = import_graph.graph(_found())
    for module in registering:
        assert import_graph.reaches(loaded, "porter.declarations", module), module
    owners = {
        table.role: table.owners()
        for table in (dispatch.EXPRESSIONS, dispatch.CONVERSIONS, dispatch.STATEMENTS)
    }
    assert owners["expression"]["binary_expression"] == "porter.expressions"
    assert owners["expression"]["method_invocation"] == "porter.calls"
    assert owners["expression"]["switch_expression"] == "porter.statements"
    assert owners["conversion"] == {
        "array_initializer": "porter.expressions",
        "lambda_expression": "porter.calls",
        "method_reference": "porter.calls",
        "object_creation_expression": "porter.calls",  # a diamond's type arguments
    }
    # A type declared in a method body is a class: porter.declarations ports it.
    local_types = {
        "class_declaration",
        "local_class_declaration",
        "interface_declaration",
        "enum_declaration",
        "record_declaration",
    }
    assert {k: v for k, v in owners["statement"].items() if k in local_types} == dict.fromkeys(
        local_types, "porter.declarations"
    )
    assert {v for k, v in owners["statement"].items() if k not in local_types} == {
        "porter.statements"
    }
    assert dispatch.MEMBERS.owners() == {
        "method_declaration": "porter.declarations",
        "constructor_declaration": "porter.declarations",
    }


def test_a_kind_has_one_translator() -> None:
    from porter import dispatch

    table = dispatch.Table("expression")
    table.register({"identifier": print}, "porter.a")
    table.register({"identifier": repr}, "porter.a")  # re-registered by its own module
    with pytest.raises(ValueError, match="porter.b registers the expression kind 'identifier'"):
        table.register({"identifier": print}, "porter.b")
    assert table.get("identifier") is repr and table.get("this") is None
