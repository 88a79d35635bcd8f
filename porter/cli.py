"""``python -m porter``: port Java files to Python.

python -m porter Foo.java [-o foo.py]          # or: python -m porter port Foo.java
python -m porter DIR --out OUTDIR              # every .java file under DIR
... --report json                              # per method: translated, or why not
... --record-widths                            # check width-overload sites at run time
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from porter.declarations import FileReport


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["port"]:
        args = args[1:]
    parser = argparse.ArgumentParser(
        prog="python -m porter", description="Port TensorFlow Java files to Python."
    )
    parser.add_argument("source", type=Path, help="a .java file or a folder of them")
    parser.add_argument(
        "-o", "--out", type=Path, help="output file (one source) or folder (a folder source)"
    )
    parser.add_argument("--report", choices=["json", "text"], help="print the per-method report")
    parser.add_argument(
        "--record-widths",
        action="store_true",
        help="wrap width-overload calls in porter.widthcheck.site",
    )
    ns = parser.parse_args(args)
    from porter.api import port_files
    from porter.parse import ParseError

    source: Path = ns.source
    if source.is_dir():
        paths = sorted(source.rglob("*.java"))
        if ns.out is None:
            parser.error("a folder source needs --out DIR")
    else:
        paths = [source]
    try:
        results = port_files(paths, ns.record_widths)
    except ParseError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    reports: list[FileReport] = []
    for path, (python, report) in results.items():
        reports.append(report)
        if source.is_dir():
            assert ns.out is not None
            # One folder per Java package, named with its dots (``org.tensorflow.op.core``): it
            # cannot shadow the binding's ``org`` package, and same-package imports resolve.
            rel = path.relative_to(source)
            target = ns.out / ".".join(rel.parent.parts) / rel.with_suffix(".py").name
        elif ns.out is not None:
            target = ns.out
        else:
            if ns.report is None:
                sys.stdout.write(python)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(python, encoding="utf-8")
    if ns.report == "json":
        print(json.dumps([r.as_json() for r in reports], indent=2))
    elif ns.report == "text":
        print(summary(reports))
    return 0


def summary(reports: list[FileReport]) -> str:
    """Counts, then each method not translated with the constructs that stopped it."""
    tests = [m for r in reports for m in r.methods if m.test]
    ok = [m for m in tests if m.translated]
    lines = [
        f"{len(reports)} files, {len(ok)}/{len(tests)} test methods translated with no PORTER marker"
    ]
    for r in reports:
        for m in r.methods:
            for f in m.constructs:
                lines.append(f"{r.path}:{f.line}: {m.cls}.{m.method}: {f.reason}: {f.java}")
            if m.blocked_by and not m.constructs:
                lines.append(
                    f"{r.path}:{m.line}: {m.cls}.{m.method}: calls {', '.join(m.blocked_by)}, not ported"
                )
        for f in r.file_constructs:
            lines.append(f"{r.path}:{f.line}: {f.reason}: {f.java}")
    return "\n".join(lines)
