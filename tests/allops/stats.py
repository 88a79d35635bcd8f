"""Totals gathered by the all-ops tests, printed at the end of the session (tests/conftest.py);
on several cores each worker's totals are merged in the main process."""

from __future__ import annotations

from collections import Counter
from typing import Any

# Graph build: classes seen, classes built in a graph, classes listed with a reason.
CLASSES: set[str] = set()
BUILT: set[str] = set()
LISTED: dict[str, str] = {}

# Eager vs tf.raw_ops: (op class key, dtype) cases compared, by group.
EAGER_COMPARED: dict[str, set[str]] = {}
EAGER_CASES: Counter[str] = Counter()
EAGER_LISTED: dict[str, str] = {}


def export() -> dict[str, Any]:
    """This process's totals, as plain data a worker can send."""
    return {
        "classes": sorted(CLASSES),
        "built": sorted(BUILT),
        "listed": dict(LISTED),
        "eager_compared": {g: sorted(v) for g, v in EAGER_COMPARED.items()},
        "eager_cases": dict(EAGER_CASES),
        "eager_listed": dict(EAGER_LISTED),
    }


def merge(totals: dict[str, Any]) -> None:
    """A worker's totals added to this process's."""
    CLASSES.update(totals["classes"])
    BUILT.update(totals["built"])
    LISTED.update(totals["listed"])
    for group, keys in totals["eager_compared"].items():
        EAGER_COMPARED.setdefault(group, set()).update(keys)
    EAGER_CASES.update(totals["eager_cases"])
    EAGER_LISTED.update(totals["eager_listed"])


def summary(tr: Any) -> None:
    """The totals, as sections of the terminal summary."""
    if CLASSES:
        tr.section("all ops: graph build")
        tr.write_line(
            f"classes: {len(CLASSES)}, built in a graph: {len(BUILT)}, "
            f"listed with a reason: {len(LISTED)}"
        )
        unaccounted = CLASSES - BUILT - set(LISTED)
        if unaccounted:
            tr.write_line(f"neither built nor listed (failed or skipped): {len(unaccounted)}")
    if EAGER_COMPARED:
        tr.section("all ops: eager vs tf.raw_ops")
        total = sum(len(v) for v in EAGER_COMPARED.values())
        tr.write_line(
            f"op classes compared: {total} ({sum(EAGER_CASES.values())} cases), "
            f"listed with a reason: {len(EAGER_LISTED)}"
        )
        by_group = ", ".join(f"{g} {len(v)}" for g, v in sorted(EAGER_COMPARED.items()))
        tr.write_line(f"by group: {by_group}")
