"""The runner of Markdown code blocks (tests/docs/run_markdown.py) on small pages of its own: it
fails a block that raises, an output that differs, a language it has no rule for, and a skip
without a reason never reaches it (the lint refuses it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.docs.markdown_blocks import ROOT
from tests.docs.run_markdown import matches

PAGE = """\
# A page

```python
x = 20
print("x is", x)
```

<!-- doc-test: output -->

```text
x is 20
```

```python
print(x + 1)  # the namespace is shared
```

<!-- doc-test: output -->

```text
22
```

```sh
echo "in $(basename "$PWD")" > made.txt && cat made.txt
```

<!-- doc-test: output -->

```text
in ...
```

```python
print(open("made.txt").read().strip())  # one working folder for the page
raise ValueError("a broken example")
```

<!-- doc-test: skip: needs a GPU -->

```python
raise SystemExit("never run")
```

<!-- doc-test: new-process -->

```python
print(x)
```

```yaml
a: [1, 2
```

```ruby
puts 1
```

<!-- doc-test: excerpt-of: tests/docs/run_markdown.py -->

```python
def matches(expected: str, actual: str) -> bool:
```
"""


def _run(tmp_path: Path, text: str) -> list[dict[str, Any]]:
    page = tmp_path / "page.md"
    page.write_text(text)
    out = tmp_path / "out.json"
    subprocess.run(
        [sys.executable, "-m", "tests.docs.run_markdown", str(page), str(tmp_path / "w"), str(out)],
        cwd=ROOT,
        check=True,
        timeout=120,
        capture_output=True,
    )
    return list(json.loads(out.read_text()))


def test_each_block_gets_its_result(tmp_path: Path) -> None:
    results = _run(tmp_path, PAGE)
    got = [(r["line"], r["lang"], r["status"]) for r in results]
    assert got == [
        (3, "python", "ok"),
        (10, "text", "ok"),
        (14, "python", "ok"),
        (20, "text", "failed"),
        (24, "sh", "ok"),
        (30, "text", "ok"),
        (34, "python", "failed"),
        (41, "python", "skipped"),
        (47, "python", "failed"),
        (51, "yaml", "failed"),
        (55, "ruby", "failed"),
        (61, "python", "ok"),
    ]
    by_line = {r["line"]: r for r in results}
    assert "printed:\n21\n" in by_line[20]["detail"]
    assert by_line[34]["stdout"] == "in w\n"
    assert 'page.md", line 36' in by_line[34]["detail"]  # the page's own line
    assert "ValueError: a broken example" in by_line[34]["detail"]
    assert by_line[41]["detail"] == "needs a GPU"
    assert "NameError" in by_line[47]["detail"]  # a new process shares no names
    assert "mark it skip with a reason" in by_line[55]["detail"]


def test_matches_with_ellipsis() -> None:
    assert matches("2 passed in ...s\n", "2 passed in 3.21s\n")
    assert matches("a ... c", "a b c")
    assert not matches("a ... c", "a b d")
    assert not matches("one\n", "one\ntwo\n")
