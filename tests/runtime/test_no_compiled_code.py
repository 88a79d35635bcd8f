"""All code is written by ``python -m generator`` into files: the runtime compiles none.

Code the runtime built from strings and ran with ``exec`` (once per op class, at import) was
seen by no linter, type checker, golden test or debugger, and tracebacks through it had no
source line. This reads the runtime's sources: no call of ``exec``, ``eval`` or ``compile``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tfjava

RUNTIME = Path(tfjava.__file__).parent
_BUILTINS = {"exec", "eval", "compile"}


def _compiling_calls(source: str) -> list[int]:
    """Lines of ``source`` that call ``exec``, ``eval`` or ``compile`` (as names)."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _BUILTINS
    ]


def test_the_runtime_compiles_no_code() -> None:
    found = [
        f"{path.relative_to(RUNTIME.parent)}:{line}"
        for path in sorted(RUNTIME.rglob("*.py"))
        for line in _compiling_calls(path.read_text(encoding="utf-8"))
    ]
    assert not found, "code compiled at run time: " + ", ".join(found)


@pytest.mark.parametrize(
    "source, lines",
    [
        ("exec('x = 1')", [1]),
        ("y = 2\ncode = compile('1', '<s>', 'eval')\neval(code)", [2, 3]),
        ("re.compile('a')\nnamespace.exec", []),  # methods of that name are not the builtins
    ],
)
def test_the_check_tells_compiling_calls_apart(source: str, lines: list[int]) -> None:
    assert _compiling_calls(source) == lines
