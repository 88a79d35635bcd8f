"""``Class.getResource``/``getResourceAsStream`` and ``ClassLoader``'s: a resource is a file
on the class path. A name that starts with ``/`` is from a root: the folder of the port's top
package (``ported/``, where the Java packages are), the script's folder, then ``sys.path``;
any other name is beside the class, in the folder of the module it was ported to (its Java
package's). A resource found nowhere is ``None``, as Java's ``null``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from porter.javalib.files import FileInputStream
from porter.javalib.uris import URL


def _module_dir(cls: Any) -> Path | None:
    """The folder of the module the class was ported to: its Java package's folder."""
    module = sys.modules.get(getattr(cls, "__module__", "") or "")
    path = getattr(module, "__file__", None)
    return Path(path).resolve().parent if path else None


def class_path_roots(cls: Any) -> list[Path]:
    """Where Java's class path roots are for a port: the folder of the class's top package
    (a project ported into ``ported/`` has its Java packages there), then ``sys.path``."""
    roots = []
    module = sys.modules.get(getattr(cls, "__module__", None) or "__main__")
    spec = getattr(module, "__spec__", None)  # run as __main__ by runpy: still its name
    name = spec.name if spec is not None else getattr(module, "__name__", "")
    top = sys.modules.get(name.split(".")[0])
    for folder in getattr(top, "__path__", []) or []:
        roots.append(Path(folder))
    main = _module_dir(sys.modules.get("__main__"))
    if main is not None:
        roots.append(main)  # a program run as a script: its folder, as Java's single file's
    roots += [Path(p or ".") for p in sys.path]
    return [r for r in roots if r.is_dir()]


def _find(cls: Any, name: str) -> Path | None:
    """A resource by Java's rules: ``/a/b`` from a root, ``b`` beside the class."""
    if name.startswith("/"):
        candidates = [root / name[1:] for root in class_path_roots(cls)]
    else:
        here = _module_dir(cls)
        candidates = [here / name] if here is not None else []
    return next((c.resolve() for c in candidates if name.strip("/") and c.exists()), None)


def getResource(cls: Any, name: str) -> URL | None:
    """``C.class.getResource(name)``: the file's URL, or ``None``."""
    found = _find(cls, name)
    return URL(found) if found is not None else None


def getResourceAsStream(cls: Any, name: str) -> FileInputStream | None:
    """``C.class.getResourceAsStream(name)``: an input stream over the file, or ``None``."""
    found = _find(cls, name)
    return FileInputStream(found) if found is not None and found.is_file() else None


class ClassLoader:
    """``C.class.getClassLoader()`` (and a thread's context loader): names are from a root
    (one with a leading ``/`` finds nothing, as in Java)."""

    def __init__(self, cls: Any = None) -> None:
        self._cls = cls

    def getResource(self, name: str) -> URL | None:
        if name == "":
            roots = class_path_roots(self._cls)
            return URL(roots[0].resolve()) if roots else None
        found = None if name.startswith("/") else _find(self._cls, "/" + name)
        return URL(found) if found is not None else None

    def getResourceAsStream(self, name: str) -> FileInputStream | None:
        found = None if name.startswith("/") else _find(self._cls, "/" + name)
        return FileInputStream(found) if found is not None and found.is_file() else None


def getClassLoader(cls: Any = None) -> ClassLoader:
    return ClassLoader(cls)


def getSystemResource(name: str) -> URL | None:
    """``ClassLoader.getSystemResource(name)``: from a root, as the program's loader."""
    return ClassLoader().getResource(name)


def getSystemResourceAsStream(name: str) -> FileInputStream | None:
    return ClassLoader().getResourceAsStream(name)
