"""The Markdown lint (``make lint``): every page passes it, and it catches what broke the README
once (a fence never closed, so that the rest of the page rendered as code)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.docs.markdown_blocks import ROOT, lint, markdown_pages, read_blocks


@pytest.mark.parametrize("page", markdown_pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_page_is_clean(page: Path) -> None:
    assert lint(page) == []


UNCLOSED = """\
# A page

```java
class A {}

## Next section

```python
print(1)
```
"""


def test_an_unclosed_fence_fails(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(UNCLOSED)
    # The java fence runs to the python block's closing fence, as in the README that once
    # rendered its porter section as code: the opening fence inside it is the finding.
    assert [p.split(":", 1)[1] for p in lint(page)] == [
        "8: a fence opens inside the block opened at line 3 (is that block closed?)"
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "tests.docs.markdown_lint", str(page)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1 and "page.md:8: a fence opens inside" in proc.stderr


def test_a_fence_at_the_end_of_the_page_left_open_fails(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("text\n\n```python\nprint(1)\n")
    assert [p.split(": ", 1)[1] for p in lint(page)] == ["this ``` fence is never closed"]


def test_other_problems(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "See [the guide](missing.md) and [a section](#top).\n\n"
        "<!-- doc-test: skip -->\n\n```python\nx = 1\n```\n\n"
        "<!-- doc-test: skipp: typo -->\n\n```\nno language\n```\n"
    )
    problems = [p.split(": ", 1)[1] for p in lint(page)]
    assert problems == [
        "a skip needs a reason",
        "unknown doc-test directive 'skipp'",
        "a fence without a language (use ```text for output)",
        "link to missing.md, which does not exist",
    ]


def test_a_merge_conflict_left_in_a_page_fails(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Page\n\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> branch\n")
    assert [p.split(":", 1)[1] for p in lint(page)] == [
        "3: an unresolved merge conflict",
        "7: an unresolved merge conflict",
    ]


def test_directives_attach_to_the_next_fence(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "<!-- doc-test: skip: needs a GPU -->\n<!-- doc-test: files: a/b.cc c.h -->\n\n"
        "```python\nx = 1\n```\n\nText.\n\n```python\ny = 2\n```\n"
    )
    first, second = read_blocks(page)
    assert first.directives == {"skip": "needs a GPU", "files": "a/b.cc c.h"}
    assert (first.line, first.lang, first.text) == (4, "python", "x = 1\n")
    assert second.directives == {}
