"""No name a generated module uses can be shadowed by a parameter, an option or a class name.

The bug this guards against: Substr has an input named ``len``, and its generated code called
the builtin ``len(options)``, which then called the operand. The generator's rule: a function
body names only its own parameters and locals, ``self``, and module names starting with ``_``
(``_rt``, ``_SPEC``), which no Java name can take. This test generates every opdef and checks
the rule over the syntax trees, so that it holds for every op, not for the ones a test calls.
"""

from __future__ import annotations

import ast
from functools import cache

import pytest

from generator import pipeline
from tests.conftest import OPDEFS


@cache
def _trees() -> dict[str, ast.Module]:
    files = pipeline.build(OPDEFS).files
    return {
        path: ast.parse(text)
        for path, text in files.items()
        if "/op/" in path and not path.endswith(("__init__.py", "_ops.py", "/ops.py"))
    }


def _params(fn: ast.FunctionDef) -> set[str]:
    a = fn.args
    names = {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)}
    names |= {p.arg for p in (a.vararg, a.kwarg) if p is not None}
    return names


def _free_names(fn: ast.FunctionDef) -> set[str]:
    """Names ``fn``'s body reads that are neither its parameters nor its locals."""
    bound = _params(fn)
    loads: set[str] = set()
    body = ast.Module(body=fn.body, type_ignores=[])
    # Annotations of locals are never evaluated (and the modules defer all annotations).
    skipped = {
        id(n)
        for a in ast.walk(body)
        if isinstance(a, ast.AnnAssign)
        for n in ast.walk(a.annotation)
    }
    for node in ast.walk(body):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Name):
            (loads if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
    return loads - bound


def _functions(tree: ast.Module) -> list[tuple[str, ast.FunctionDef]]:
    # The module's own functions (the Python path: _arguments, _convert, _build, ...) too.
    out = [(f.name, f) for f in tree.body if isinstance(f, ast.FunctionDef)]
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            out += [
                (f"{node.name}.{f.name}", f) for f in node.body if isinstance(f, ast.FunctionDef)
            ]
    return out


def test_every_opdef_was_generated() -> None:
    assert len(_trees()) == len(list(OPDEFS.rglob("*.yaml")))


# Parameters no Java name becomes: the instance, and the constructor's operation.
_FIXED = {"self", "operation"}


def _function_problems(name: str, fn: ast.FunctionDef) -> list[str]:
    params = _params(fn) - _FIXED
    problems = []
    if any(p.startswith("_") for p in params):
        problems.append(f"{name} has a parameter starting with '_'")
    free = {n for n in _free_names(fn) if not n.startswith("_")}
    # A getter or constructor may name module classes: no Java name can shadow them there.
    if params and free:
        problems.append(f"{name} reads {sorted(free)} beside parameters {sorted(params)}")
    return problems


def test_function_bodies_use_only_their_parameters_and_underscore_names() -> None:
    problems = []
    for path, tree in _trees().items():
        for name, fn in _functions(tree):
            problems += [f"{path}: {p}" for p in _function_problems(name, fn)]
    assert not problems, "\n".join(problems[:20])


def test_class_bodies_read_no_name_their_members_rebind() -> None:
    """``x = static_or_instance(_option_x, ...)`` reads class-level names: no option, output or
    method may take one of them."""
    problems = []
    for path, tree in _trees().items():
        for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
            bound: list[str] = []
            assigned: list[str] = []  # bound by other statements than definitions
            loads: set[str] = set()
            for stmt in cls.body:
                if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
                    bound.append(stmt.name)
                    continue
                for node in ast.walk(stmt):
                    if isinstance(node, ast.Name):
                        if isinstance(node.ctx, ast.Store):
                            bound.append(node.id)
                            assigned.append(node.id)
                        elif not isinstance(stmt, ast.AnnAssign) or node is stmt.target:
                            loads.add(node.id)
            # Options and create are read where they are the class's own: no other member may
            # take their names (create's overloads are its own definitions).
            if "Options" in loads and bound.count("Options") != 1:
                problems.append(f"{path}: a member of {cls.name} rebinds Options")
            if "create" in loads and "create" in assigned:
                problems.append(f"{path}: a member of {cls.name} rebinds create")
            clash = {n for n in loads if not n.startswith("_") and n not in ("Options", "create")}
            clash &= set(bound)
            if clash:
                problems.append(f"{path}: {cls.name} rebinds {sorted(clash)}, which it reads")
    assert not problems, "\n".join(problems[:20])


def test_module_names_are_bound_once() -> None:
    """The class name takes no imported name (the op ``Any`` gets typing's ``Any`` aliased)."""
    problems = []
    for path, tree in _trees().items():
        names: list[str] = []
        for stmt in tree.body:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                names += [(a.asname or a.name).split(".")[0] for a in stmt.names]
            elif isinstance(stmt, ast.ClassDef):
                names.append(stmt.name)
        dupes = {n for n in names if names.count(n) > 1}
        if dupes:
            problems.append(f"{path}: {sorted(dupes)} bound more than once")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize(
    "source, expected",
    [
        # The generator's former conversion code: ``len`` is the builtin, which Substr's input
        # of that name hid (in Substr itself it reads the parameter, which the rule forbids
        # everywhere by forbidding the builtin beside parameters).
        ("def _arguments(x, options):\n    return len(options)", ["reads ['len']"]),
        ("def create(scope, _rt):\n    return _rt", ["parameter starting with '_'"]),
        ("def create(scope, len):\n    return _rt.arguments(_SPEC, scope, (len,))", []),
        ("def output(self):\n    return Output(self.op(), 0, self._t)", []),
    ],
)
def test_the_rule_tells_shadowable_bodies_apart(source: str, expected: list[str]) -> None:
    fn = ast.parse(source).body[0]
    assert isinstance(fn, ast.FunctionDef)
    found = _function_problems(fn.name, fn)
    assert len(found) == len(expected)
    assert all(e in f for e, f in zip(expected, found, strict=True))
