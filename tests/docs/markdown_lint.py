"""``python -m tests.docs.markdown_lint [PAGE ...]``: lint README.md and docs/*.md (or the given
pages) and exit 1 listing every problem (an unclosed fence, a fence without a language, a broken
relative link, ...: see ``markdown_blocks.lint``). ``make lint`` runs it."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.docs.markdown_blocks import lint, markdown_pages


def main(argv: list[str]) -> int:
    pages = [Path(arg).resolve() for arg in argv] or markdown_pages()
    problems = [problem for page in pages for problem in lint(page)]
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
