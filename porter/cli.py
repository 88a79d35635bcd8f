"""``python -m porter``: port Java files, or a whole project, to Python.

python -m porter Foo.java [-o foo.py]          # or: python -m porter port Foo.java
python -m porter PROJECT --out OUT             # every .java file under PROJECT, as one program
... --package NAME                             # the root package of the output (default ported)
... --report text|json                         # counts, each statement not ported, and why
... --encoding latin-1                         # the Java sources' encoding (default UTF-8, else 1252)
... --record-widths                            # check width-overload sites at run time

Errors are ``error: File.java:LINE: ...`` on stderr and exit status 2; nothing is written.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

from porter.reports import FileReport


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["port"]:
        args = args[1:]
    parser = argparse.ArgumentParser(
        prog="python -m porter", description="Port TensorFlow Java files to Python."
    )
    parser.add_argument("source", type=Path, help="a .java file, or a project folder")
    parser.add_argument(
        "-o", "--out", type=Path, help="output file (one source) or folder (a project)"
    )
    parser.add_argument(
        "--package",
        default=None,
        help="a project's root Python package, above its Java packages (default: ported)",
    )
    parser.add_argument("--report", choices=["json", "text"], help="print the port's report")
    parser.add_argument(
        "--encoding",
        default=None,
        help="the Java sources' encoding (default: UTF-8, a byte that is not read as "
        "windows-1252, with a warning)",
    )
    parser.add_argument(
        "--record-widths",
        action="store_true",
        help="wrap width-overload calls in porter.widthcheck.site",
    )
    ns = parser.parse_args(args)
    from porter.parse import PortError

    try:
        reports = _project(parser, ns) if ns.source.is_dir() else _file(ns)
    except PortError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    try:
        if ns.report == "json":
            print(json.dumps([r.as_json() for r in reports], indent=2))
        elif ns.report == "text":
            print(summary(reports))
    except BrokenPipeError:  # ``| head``: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def _file(ns: argparse.Namespace) -> list[FileReport]:
    from porter.api import port_files, write
    from porter.parse import PortError

    source: Path = ns.source
    if ns.package is not None:
        raise PortError(str(source), 0, "--package is for a project folder")
    if ns.out is not None and _same(ns.out, source):
        raise PortError(str(source), 0, f"the output {ns.out} is the Java source itself")
    results = port_files([source], ns.record_widths, ns.encoding)
    python, report = results[source]
    if ns.out is not None:
        write(ns.out, python, str(source))
    elif ns.report is None:
        sys.stdout.write(python)
    return [report]


def _project(parser: argparse.ArgumentParser, ns: argparse.Namespace) -> list[FileReport]:
    from porter.api import DEFAULT_ROOT, port_project, write_project
    from porter.parse import PortError

    if ns.out is None:
        parser.error("a project folder needs --out DIR")
    out: Path = ns.out
    if out.resolve() == ns.source.resolve():
        raise PortError(str(ns.source), 0, "--out is the project folder itself")
    port = port_project(ns.source, out, ns.package or DEFAULT_ROOT, ns.record_widths, ns.encoding)
    if not port.files:
        raise PortError(str(ns.source), 0, "no .java file in this folder")
    for f in port.files:
        target = out / f.target
        clash = next((g for g in port.files if _same(target, g.path)), None)
        if clash is not None:
            raise PortError(f.display, 0, f"its output {target} is the Java file {clash.display}")
    write_project(port, out)
    return port.reports


def _same(a: Path, b: Path) -> bool:
    """Whether two paths name one file (also through a link)."""
    if a.resolve() == b.resolve():
        return True
    try:
        return a.exists() and b.exists() and a.samefile(b)
    except OSError:
        return False


def summary(reports: list[FileReport]) -> str:
    """Counts; each statement not ported, with its reason; then the reasons, most frequent
    first, with their counts and the files they occur in."""
    methods = [m for r in reports for m in r.methods]
    tests = [m for m in methods if m.test]
    marked = [(r, f) for r in reports for m in r.methods for f in m.constructs]
    # Declarations outside methods (a field, an enum's body); constructors Python cannot tell
    # apart are counted with their constructors, above.
    reasons = {(r.path, f.reason) for r, f in marked}
    declarations = [
        (r, f) for r in reports for f in r.file_constructs if (r.path, f.reason) not in reasons
    ]
    head = (
        f"{len(reports)} files: {sum(m.translated for m in methods)} of {len(methods)} methods"
        " fully ported"
    )
    if tests:
        head += f" ({sum(m.translated for m in tests)} of {len(tests)} test methods)"
    total = sum(m.statements for m in methods)
    lost = sum(f.statements for _, f in marked)
    head += f"; {len(marked)} statements marked"
    if total:
        head += f" ({total - lost} of {total} statements ported)"
    if declarations:
        head += f"; {len(declarations)} declarations not ported"
    lines = [head]
    for r in reports:
        for m in r.methods:
            for f in m.constructs:
                lines.append(f"{r.path}:{f.line}: {m.cls}.{m.method}: {f.reason}: {f.java}")
            if m.blocked_by and not m.constructs:
                lines.append(
                    f"{r.path}:{m.line}: {m.cls}.{m.method}: calls {', '.join(m.blocked_by)},"
                    " which has a marked statement"
                )
        for f in r.file_constructs:
            if (r.path, f.reason) not in reasons:
                lines.append(f"{r.path}:{f.line}: {f.reason}: {f.java}")
    if marked or declarations:
        counts = Counter(f.reason for _, f in marked + declarations)
        files: dict[str, list[str]] = {}
        for r, f in marked + declarations:
            if r.path not in files.setdefault(f.reason, []):
                files[f.reason].append(r.path)
        width = max(len(str(n)) for n in counts.values())
        lines += ["", "Reasons, most frequent first (count, reason: files):"]
        for reason, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            lines.append(f"{n:>{width}}  {reason}: {', '.join(files[reason])}")
    return "\n".join(lines)
