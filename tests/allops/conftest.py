"""Totals of the all-ops tests, printed in the terminal summary."""

from __future__ import annotations

from typing import Any

from tests.allops import stats


def pytest_terminal_summary(terminalreporter: Any) -> None:
    tr = terminalreporter
    if stats.CLASSES:
        tr.section("all ops: graph build")
        tr.write_line(
            f"classes: {len(stats.CLASSES)}, built in a graph: {len(stats.BUILT)}, "
            f"listed with a reason: {len(stats.LISTED)}"
        )
        unaccounted = stats.CLASSES - stats.BUILT - set(stats.LISTED)
        if unaccounted:
            tr.write_line(f"neither built nor listed (failed or skipped): {len(unaccounted)}")
    if stats.EAGER_COMPARED:
        tr.section("all ops: eager vs tf.raw_ops")
        total = sum(len(v) for v in stats.EAGER_COMPARED.values())
        tr.write_line(
            f"op classes compared: {total} ({sum(stats.EAGER_CASES.values())} cases), "
            f"listed with a reason: {len(stats.EAGER_LISTED)}"
        )
        by_group = ", ".join(f"{g} {len(v)}" for g, v in sorted(stats.EAGER_COMPARED.items()))
        tr.write_line(f"by group: {by_group}")
