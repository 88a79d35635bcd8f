"""The benchmark scripts still run against the current API (their numbers are not checked here:
speed targets live in the benchmarks, not in tests)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from benchmarks import instructions, run


def test_eager_rows_measure_both_sides() -> None:
    rows = run.eager_rows(rounds=1)
    assert len(rows) == 9
    for ours_text, theirs_text, ours, theirs, ratio in rows:
        assert ours_text.startswith("eager `") and theirs_text.startswith("`tf.raw_ops.")
        assert ours > 0 and theirs > 0
        assert ratio == pytest.approx(ours / theirs)


def test_session_row_runs_both_sessions() -> None:
    what, against, ours, theirs, _ = run.session_row(rounds=1)
    assert "session" in what and "Session.run" in against
    assert ours > 0 and theirs > 0


@pytest.mark.parametrize("case", list(instructions.CASES))
@pytest.mark.parametrize("side", ["ours", "theirs"])
def test_instruction_count_cases_run(case: str, side: str) -> None:
    # What runs under callgrind: the same calls, a few times, in this process.
    instructions.child(case, side, 3)


def test_training_row_runs_both_programs() -> None:
    what, against, ours, theirs, ratio = run.training_row(rounds=1)
    assert "Adam.minimize" in what and "AdamOptimizer" in against
    assert ours > 0 and theirs > 0
    assert ratio == pytest.approx(ours / theirs)


def test_saved_model_rows_measure_both_sides() -> None:
    (call, load) = run.saved_model_rows(rounds=1)
    assert "serving_default" in call[0] and "loaded.signatures" in call[1]
    assert "load" in load[0] and "tf.saved_model.load" in load[1]
    for _, _, ours, theirs, ratio in (call, load):
        assert ours > 0 and theirs > 0 and ratio > 0
    assert call[4] == pytest.approx(call[2] / call[3])  # one round: the ratio of the times
