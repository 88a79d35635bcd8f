"""Totals gathered by the all-ops tests, printed at the end of the session (see conftest)."""

from __future__ import annotations

from collections import Counter

# Graph build: classes seen, classes built in a graph, classes listed with a reason.
CLASSES: set[str] = set()
BUILT: set[str] = set()
LISTED: dict[str, str] = {}

# Eager vs tf.raw_ops: (op class key, dtype) cases compared, by group.
EAGER_COMPARED: dict[str, set[str]] = {}
EAGER_CASES: Counter[str] = Counter()
EAGER_LISTED: dict[str, str] = {}
