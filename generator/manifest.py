"""The runtime manifest (``tfjava/exports.yaml``): what the hand-written runtime contributes.

* ``packages``: hand-written Java classes by Java package (class name → Python module), which
  the generated package indexes re-export next to the generated op classes;
* ``facade.overloads``: facade methods the runtime writes by hand on top of a generated one
  (``variable``, ``stridedSlice``); the generated method is emitted as ``_op_<name>`` and the
  hand-written ``OpsBase.<name>`` tells the overloads apart;
* ``facade.groups``: hand-written facade groups (``tf.shape``: ``module:Class``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

import yaml


@dataclass
class Manifest:
    packages: dict[str, dict[str, str]] = field(default_factory=dict)
    overloads: frozenset[str] = frozenset()
    groups: dict[str, tuple[str, str]] = field(default_factory=dict)


class ManifestError(ValueError):
    """A malformed manifest, located: ``line`` and ``column`` are 1-based (0 when unknown)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.problem = message
        self.line = line
        self.column = column


def _fail(node: yaml.Node, message: str) -> NoReturn:
    raise ManifestError(message, node.start_mark.line + 1, node.start_mark.column + 1)


def _mapping(node: yaml.Node, what: str) -> list[tuple[str, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        _fail(node, f"{what} must be a mapping, not {_kind(node)}")
    seen: set[str] = set()
    items = []
    for key, value in node.value:
        name = _string(key, f"a key of {what}")
        if name in seen:
            _fail(key, f"{name!r} is given twice in {what}")
        seen.add(name)
        items.append((name, value))
    return items


def _string(node: yaml.Node, what: str) -> str:
    if not isinstance(node, yaml.ScalarNode) or node.tag != "tag:yaml.org,2002:str":
        _fail(node, f"{what} must be a string, not {_kind(node)}")
    return str(node.value)


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return f"{node.tag.rsplit(':', 1)[-1]} {node.value!r}"


def load_manifest(path: Path | None) -> Manifest:
    """The manifest at ``path`` (none if there is no file); raises ``ManifestError`` (located)
    or ``yaml.YAMLError`` for a malformed one."""
    if path is None or not path.exists():
        return Manifest()
    text = path.read_text(encoding="utf-8")
    try:  # libyaml's parser: a fortieth of the pure-Python one's time
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:  # the pure-Python parser's message, which names what it expected
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    if root is None:
        return Manifest()
    manifest = Manifest()
    for key, value in _mapping(root, "the manifest"):
        if key == "facade":
            for fkey, fvalue in _mapping(value, "facade"):
                if fkey == "overloads":
                    if not isinstance(fvalue, yaml.SequenceNode):
                        _fail(fvalue, f"facade.overloads must be a list, not {_kind(fvalue)}")
                    manifest.overloads = frozenset(
                        _string(n, "a facade overload") for n in fvalue.value
                    )
                elif fkey == "groups":
                    for group, target in _mapping(fvalue, "facade.groups"):
                        module, colon, cls = _string(target, f"facade group {group!r}").partition(
                            ":"
                        )
                        if not (colon and module and cls):
                            _fail(target, f"facade group {group!r} must be 'module:Class'")
                        manifest.groups[group] = (module, cls)
                else:
                    _fail(fvalue, f"facade has no field {fkey!r} (overloads, groups)")
            continue
        classes = {} if _is_null(value) else dict(_mapping(value, f"package {key}"))
        manifest.packages[key] = {
            name: _string(module, f"the module of {key}.{name}") for name, module in classes.items()
        }
    return manifest


def _is_null(node: yaml.Node) -> bool:
    return isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null"
