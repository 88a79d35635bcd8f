"""The progress line of a long generation: only on a terminal, only after the delay, erased."""

from __future__ import annotations

import io
import time

from generator import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_slow_run_on_a_terminal_shows_its_stages_and_erases_the_line() -> None:
    out = Terminal()
    with progress.shown(out, delay=0.05):
        progress.stage("reading 3 opdefs")
        time.sleep(0.3)
        progress.stage("formatting 2 files with ruff")
        progress.end()
        progress.stage("after the end")  # drawn nowhere
    text = out.getvalue()
    assert "\r\x1b[Kgenerating: reading 3 opdefs (0 s)" in text
    assert "\r\x1b[Kgenerating: formatting 2 files with ruff" in text
    assert "after the end" not in text
    assert text.endswith("\r\x1b[K")


def test_a_fast_run_prints_nothing() -> None:
    out = Terminal()
    with progress.shown(out, delay=5):
        progress.stage("reading 3 opdefs")
    assert out.getvalue() == ""


def test_no_line_when_stderr_is_not_a_terminal() -> None:
    out = io.StringIO()
    with progress.shown(out, delay=0):
        time.sleep(0.05)
        progress.stage("reading 3 opdefs")
    assert out.getvalue() == ""


def test_clear_erases_for_a_message_and_the_next_stage_draws_again() -> None:
    out = Terminal()
    with progress.shown(out, delay=0):
        time.sleep(0.1)
        progress.clear()
        out.write("a warning\n")
        progress.stage("rendering")
    assert "\r\x1b[Ka warning\n\r\x1b[Kgenerating: rendering" in out.getvalue()
