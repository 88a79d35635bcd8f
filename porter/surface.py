"""What the binding exports, per Java package, read from the generated package indexes
(without importing TensorFlow): a class the binding lacks is a binding gap, not an import."""

from __future__ import annotations

import ast
import importlib.util
from functools import cache
from pathlib import Path


@cache
def _generated_root() -> Path | None:
    local = Path(__file__).resolve().parent.parent / "generated"
    if (local / "org" / "tensorflow").is_dir():
        return local
    spec = importlib.util.find_spec("org.tensorflow")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))).parent.parent
    return None


@cache
def exports(package: str) -> frozenset[str]:
    """The class names ``package`` exports (its ``__all__``); empty if there is no package."""
    root = _generated_root()
    if root is None:
        return frozenset()
    init = root.joinpath(*package.split(".")) / "__init__.py"
    if not init.is_file():
        return frozenset()
    tree = ast.parse(init.read_text(encoding="utf-8"))
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets):
            value = ast.literal_eval(stmt.value)
            return frozenset(str(v) for v in value)
    return frozenset()
