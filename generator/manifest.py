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

import yaml


@dataclass
class Manifest:
    packages: dict[str, dict[str, str]] = field(default_factory=dict)
    overloads: frozenset[str] = frozenset()
    groups: dict[str, tuple[str, str]] = field(default_factory=dict)


def load_manifest(path: Path | None) -> Manifest:
    if path is None or not path.exists():
        return Manifest()
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    facade = data.pop("facade", None) or {}
    groups = {}
    for name, target in (facade.get("groups") or {}).items():
        module, _, cls = str(target).partition(":")
        groups[name] = (module, cls)
    return Manifest(
        packages={pkg: dict(classes or {}) for pkg, classes in data.items()},
        overloads=frozenset(facade.get("overloads") or ()),
        groups=groups,
    )
