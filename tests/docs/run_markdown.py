"""Run the code blocks of one Markdown page in order, in one working folder, and write a JSON
list with one result per block (``python -m tests.docs.run_markdown PAGE WORKDIR OUT.json``).

It runs in a process of its own (``tests/docs/test_markdown_code.py`` starts one per page), so
that a page's imports, registrations and working folder touch nothing else. ``python`` blocks
share one namespace, in page order, with ``__name__`` ``"__main__"``; ``java`` blocks are ported
with the porter and the port is run; ``sh``/``bash`` blocks run under ``bash -e``; ``yaml``
blocks are parsed. See tests/docs/markdown_blocks.py for the directives.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import traceback
from dataclasses import asdict, dataclass
from pathlib import Path

from tests.docs.markdown_blocks import ROOT, RUNNABLE, TEXT, Block, read_blocks

TIMEOUT = 600


@dataclass
class Result:
    line: int
    lang: str
    status: str  # "ok", "failed", "skipped" or "text" (not code)
    detail: str = ""
    stdout: str = ""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    # ``python``, ``pytest`` and the entry points are this interpreter's, as in an active venv.
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    return env


def _run(command: list[str], workdir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd=workdir,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )


def _failure(proc: subprocess.CompletedProcess[str], what: str) -> str:
    return f"{what} exited with {proc.returncode}:\n{proc.stdout[-3000:]}\n{proc.stderr[-6000:]}"


def padded(block: Block) -> str:
    """The block's code behind blank lines, so that tracebacks name the page's own lines."""
    return "\n" * (block.first_text_line - 1) + block.text


def matches(expected: str, actual: str) -> bool:
    """``actual`` equals ``expected`` line for line, where ``...`` matches any text in a line."""
    want, got = expected.rstrip("\n").splitlines(), actual.rstrip("\n").splitlines()
    if len(want) != len(got):
        return False
    for pattern, line in zip(want, got, strict=True):
        parts = [re.escape(p) for p in pattern.rstrip().split("...")]
        if not re.fullmatch(".*?".join(parts), line.rstrip()):
            return False
    return True


_CLASS = re.compile(r"^\s*(?:public\s+)?(?:final\s+)?class\s+(\w+)", re.MULTILINE)


def java_source(block: Block) -> tuple[str, str]:
    """The class name and the compilation unit of a Java block; a block of statements (no
    class) becomes the body of ``main`` in a class named after its line."""
    found = _CLASS.search(block.text)
    if found:
        return found.group(1), block.text
    name = f"Snippet{block.line}"
    lines = block.text.splitlines()
    imports = [line for line in lines if line.startswith("import ")]
    body = [f"    {line}" for line in lines if not line.startswith("import ")]
    unit = "\n".join(
        [
            *imports,
            "",
            f"public class {name} {{",
            "  public static void main(String[] args) throws Exception {",
            *body,
            "  }",
            "}",
            "",
        ]
    )
    return name, unit


class PageRun:
    def __init__(self, page: Path, workdir: Path) -> None:
        self.page = page
        self.workdir = workdir
        self.namespace: dict[str, object] = {"__name__": "__main__"}
        self.results: list[Result] = []
        self.ports: dict[int, str] = {}  # a Java block's line -> the porter's output

    def run(self) -> list[Result]:
        blocks = read_blocks(self.page)
        last_code: Result | None = None
        for index, block in enumerate(blocks):
            result = Result(block.line, block.lang, "ok")
            try:
                for name in block.directives.get("files", "").split():
                    if (ROOT / name).is_dir():  # a folder keeps its path, as the page names it
                        shutil.copytree(ROOT / name, self.workdir / name, dirs_exist_ok=True)
                    else:
                        shutil.copy(ROOT / name, self.workdir / Path(name).name)
                if "skip" in block.directives:
                    result.status, result.detail = "skipped", block.directives["skip"]
                elif "excerpt-of" in block.directives:
                    self.excerpt(block, result)
                elif "output" in block.directives:
                    self.output(block, result, last_code)
                elif block.lang in TEXT:
                    result.status = "text"
                elif block.lang not in RUNNABLE:
                    result.status = "failed"
                    result.detail = (
                        f"no rule runs ```{block.lang} blocks: mark it skip with a reason"
                    )
                else:
                    runners = {"python": self.python, "java": self.java, "yaml": self.yaml}
                    runners.get(block.lang, self.bash)(block, result, blocks, index)
            except Exception:  # noqa: BLE001 (a block's failure is its result)
                result.status, result.detail = "failed", traceback.format_exc(limit=-8)
            if result.status != "text" and "output" not in block.directives:
                last_code = result
            self.results.append(result)
        self.compare_outputs(blocks)
        return self.results

    def python(self, block: Block, result: Result, blocks: list[Block], index: int) -> None:
        if "port-output" in block.directives:
            java = next((b for b in reversed(blocks[:index]) if b.lang == "java"), None)
            port = self.ports.get(java.line) if java else None
            if port is None:
                raise AssertionError("port-output: no ported Java block before this one")
            if port != block.text:
                result.status = "failed"
                result.detail = f"the porter writes:\n{port}"
                return
        if "new-process" in block.directives:
            script = self.workdir / f".block-{block.line}.py"
            script.write_text(padded(block))
            proc = _run([sys.executable, str(script)], self.workdir)
            result.stdout = proc.stdout
            if proc.returncode != 0:
                result.status, result.detail = "failed", _failure(proc, "the block")
            return
        code = compile(padded(block), str(self.page), "exec")
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out):
                exec(code, self.namespace)  # noqa: S102 (running the page's code is the test)
        finally:
            result.stdout = out.getvalue()

    def bash(self, block: Block, result: Result, blocks: list[Block], index: int) -> None:
        proc = _run(["bash", "-e", "-o", "pipefail", "-c", block.text], self.workdir)
        result.stdout = proc.stdout
        if proc.returncode != 0:
            result.status, result.detail = "failed", _failure(proc, "the commands")

    def yaml(self, block: Block, result: Result, blocks: list[Block], index: int) -> None:
        import yaml  # the generator's dependency; only yaml blocks need it

        list(yaml.safe_load_all(block.text))

    def java(self, block: Block, result: Result, blocks: list[Block], index: int) -> None:
        name, unit = java_source(block)
        source = self.workdir / f"{name}.java"
        source.write_text(unit)
        port = self.workdir / f"{name}.py"
        proc = _run(
            [sys.executable, "-m", "porter", source.name, "-o", port.name, "--report", "json"],
            self.workdir,
        )
        if proc.returncode != 0:
            result.status, result.detail = "failed", _failure(proc, "the porter")
            return
        untranslated = []
        for file in json.loads(proc.stdout):
            untranslated += [
                f"{m['cls']}.{m['method']} (line {m['line']}): {m['constructs'] or m['blocked_by']}"
                for m in file["methods"]
                if not m["translated"]
            ]
            untranslated += [f"file: {c}" for c in file["file_constructs"]]
            untranslated += [f"binding gap: {g}" for g in file["binding_gaps"]]
        self.ports[block.line] = port.read_text()
        if untranslated:
            result.status = "failed"
            result.detail = "what the porter did not translate:\n" + "\n".join(untranslated)
            return
        if "@Test" in unit:
            command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", port.name]
        else:
            command = [sys.executable, port.name]
        run = _run(command, self.workdir)
        result.stdout = run.stdout
        if run.returncode != 0:
            result.status, result.detail = "failed", _failure(run, "the port")

    def excerpt(self, block: Block, result: Result) -> None:
        target = ROOT / block.directives["excerpt-of"]
        wanted = [line.strip() for line in block.text.splitlines() if line.strip()]
        have = [line.strip() for line in target.read_text().splitlines() if line.strip()]
        found = any(have[i : i + len(wanted)] == wanted for i in range(len(have)))
        if not found:
            result.status = "failed"
            result.detail = f"these lines are not in {block.directives['excerpt-of']}"

    def output(self, block: Block, result: Result, last: Result | None) -> None:
        if last is None or last.status != "ok":
            result.status = "failed"
            result.detail = "output: the block before did not run"
            return
        if not matches(block.text, last.stdout):
            result.status = "failed"
            result.detail = f"the block at line {last.line} printed:\n{last.stdout}"

    def compare_outputs(self, blocks: list[Block]) -> None:
        by_line = {r.line: r for r in self.results}
        for index, block in enumerate(blocks):
            if "same-output" not in block.directives:
                continue
            mine = by_line[block.line]
            python = next((b for b in blocks[index + 1 :] if b.lang == "python"), None)
            if python is None:
                mine.status, mine.detail = "failed", "same-output: no python block after it"
                continue
            theirs = by_line[python.line]
            if mine.status == "ok" and theirs.status == "ok" and mine.stdout != theirs.stdout:
                mine.status = "failed"
                mine.detail = (
                    f"the port printed {mine.stdout!r}, the Python block at line "
                    f"{python.line} {theirs.stdout!r}"
                )


def main() -> None:
    page, workdir, out = (Path(arg).resolve() for arg in sys.argv[1:4])
    workdir.mkdir(parents=True, exist_ok=True)
    os.chdir(workdir)
    results = PageRun(page, workdir).run()
    out.write_text(json.dumps([asdict(r) for r in results], indent=1))


if __name__ == "__main__":
    main()
