"""Command line: ``python -m generator {generate,check,import,show}`` (also ``tfjava-gen``)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from generator import resources
from generator.errors import OpdefError, OpdefErrors, display_path

if TYPE_CHECKING:
    from generator.registry_check import RegistryCheck

ROOT = resources.CHECKOUT
OPDEFS = resources.opdefs_dir()
EXPORTS = resources.exports_file()
EXIT_OK, EXIT_DIFF, EXIT_INVALID = 0, 1, 2


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m generator", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)

    gen = sub.add_parser("generate", help="write generated/ from opdefs/")
    gen.add_argument("--opdefs", type=Path, default=OPDEFS)
    gen.add_argument(
        "--out",
        type=Path,
        default=resources.generated_dir(),
        help="the folder to write (default: generated/ of the clone; required in an install)",
    )
    gen.add_argument("--check", action="store_true", help="exit 1 and list files if --out is stale")
    gen.add_argument(
        "--exports",
        type=Path,
        default=EXPORTS,
        help="hand-written classes to re-export (tfjava/exports.yaml)",
    )
    _registry_options(gen)

    chk = sub.add_parser(
        "check", help="validate opdefs only (against TensorFlow's op registry too)"
    )
    chk.add_argument("--opdefs", type=Path, default=OPDEFS)
    chk.add_argument(
        "--exports",
        type=Path,
        default=EXPORTS,
        help="hand-written classes to re-export (tfjava/exports.yaml)",
    )
    _registry_options(chk)

    imp = sub.add_parser("import", help="write opdefs/ from TensorFlow's op registry")
    imp.add_argument(
        "--opdefs",
        "--out-opdefs",
        dest="opdefs",
        type=Path,
        default=None,
        help="the opdefs directory to write (default: opdefs/; required with --op-library)",
    )
    imp.add_argument(
        "--ops-tsv",
        type=Path,
        default=None,
        help="TensorFlow Java's op table (ops.tsv) to take the Java classes and names from "
        "(default: the opdefs already there, which hold the same)",
    )
    imp.add_argument(
        "--op-library",
        type=Path,
        metavar="PATH.so",
        help="import the ops of this custom op library (tf.load_op_library) instead",
    )
    imp.add_argument(
        "--package", help="with --op-library: the Java package of its classes (com.example.op)"
    )
    imp.add_argument(
        "--group",
        default="",
        help="with --op-library: a subpackage below --package for its classes (default: none)",
    )

    docs = sub.add_parser("docs", help="write the static reference site")
    docs.add_argument("--opdefs", type=Path, default=OPDEFS)
    docs.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    docs.add_argument(
        "--force",
        action="store_true",
        help="write into --out even when it is a non-empty folder this command did not make",
    )

    show = sub.add_parser(
        "show", help="print the resolved model of one op class, and its spelled module"
    )
    show.add_argument("name", help="class name or OP_NAME")
    show.add_argument("--opdefs", type=Path, default=OPDEFS)
    return p


def _registry_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--strict",
        action="store_true",
        help="an op TensorFlow does not register is an error, not a warning (generate: "
        "also check opdefs whose output is up to date)",
    )
    p.add_argument(
        "--no-registry",
        action="store_true",
        help="do not check the opdefs against TensorFlow's op registry",
    )


def _registry(args: argparse.Namespace) -> RegistryCheck | None:
    """The registry check to run with the opdefs (started now: it may read TensorFlow's
    registry in a subprocess while the opdefs load and the tree is rendered and formatted)."""
    if args.no_registry:
        return None
    from generator.registry_check import RegistryCheck

    return RegistryCheck(strict=args.strict).start()


def _print_warnings(warnings: list[OpdefError]) -> None:
    from generator import progress

    if warnings:
        progress.clear()
    for w in warnings:
        print(w, file=sys.stderr)
    if warnings:
        unregistered = sum(1 for w in warnings if w.field == "opName")
        detail = f": {unregistered} op(s) not registered in TensorFlow" if unregistered else ""
        print(
            f"{len(warnings)} warning(s) in opdefs{detail} (--strict makes them errors)",
            file=sys.stderr,
        )


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command in ("generate", "check"):
        from generator import cache

        cache.sweep(cache.cache_dir(), cache.TEMP_FILES)  # a killed run's temporary files
    try:
        if args.command == "generate":
            from generator import progress

            with progress.shown():
                return _generate(args)
        if args.command == "check":
            return _check(args)
        if args.command == "import":
            return _import(args)
        if args.command == "docs":
            return _docs(args)
        if args.command == "show":
            return _show(args)
    except OpdefErrors as e:
        for err in e.errors:
            print(err, file=sys.stderr)
        n = sum(1 for err in e.errors if err.severity == "error")
        warned = len(e.errors) - n
        print(
            f"{n} error(s){f' and {warned} warning(s)' if warned else ''} in opdefs",
            file=sys.stderr,
        )
        return EXIT_INVALID
    except Exception as e:
        # Imported here: the formatter's module (and jsonschema) costs a no-change docs build
        # most of its time.
        from generator.formatting import FormatError

        if not isinstance(e, FormatError):
            raise
        print(e, file=sys.stderr)
        return EXIT_INVALID
    return EXIT_OK


def _generate(args: argparse.Namespace) -> int:
    # pipeline is imported only when something is generated (a slow import).
    from generator import naming, output, progress, stamp

    start = time.perf_counter()
    if args.out is None:
        print("give the folder to write: --out DIR (there is no generated/ here)", file=sys.stderr)
        return EXIT_INVALID
    if args.out.exists() and not args.out.is_dir():
        print(f"refusing to write {display_path(args.out)}: it is not a directory", file=sys.stderr)
        return EXIT_INVALID
    inputs = stamp.inputs_digest(args.opdefs, args.exports)
    unchanged = stamp.up_to_date(args.out, inputs)
    if unchanged is not None:
        if not args.check:
            output.clean_leftovers(args.out)
        if args.strict:  # the output is current, but --strict checks the opdefs all the same
            from generator import pipeline

            pipeline.load_ops(args.opdefs, exports_path=args.exports, extra_check=_registry(args))
        state = "is up to date" if args.check else "unchanged"
        progress.end()
        print(
            f"{display_path(args.out)} {state}: {unchanged} files, inputs as stamped "
            f"({time.perf_counter() - start:.2f}s)"
        )
        return EXIT_OK
    registry = _registry(args)
    from generator import pipeline

    gen = pipeline.build(args.opdefs, args.exports, extra_check=registry)
    _print_warnings(gen.warnings)
    gen.files[stamp.STAMP] = stamp.render(inputs, gen.files)
    if gen.root_package != naming.OP_ROOT and args.out == ROOT / "generated":
        print(
            f"{display_path(args.opdefs)} holds the custom package {gen.root_package}: give --out "
            "(generated/ is TensorFlow's API)",
            file=sys.stderr,
        )
        return EXIT_INVALID
    if args.check:
        diff = output.compare(gen.files, args.out)
        progress.end()
        if not diff.clean:
            for line in diff.lines():
                print(line)
            print(
                f"{display_path(args.out)} is not what the generator writes: "
                "run `python -m generator generate`",
                file=sys.stderr,
            )
            return EXIT_DIFF
        print(
            f"{display_path(args.out)} is up to date ({len(gen.files)} files, "
            f"{len(gen.ops)} ops, {time.perf_counter() - start:.2f}s)"
        )
        return EXIT_OK
    try:
        diff = output.write(gen.files, args.out)
    except output.OutputError as e:
        progress.end()
        print(e, file=sys.stderr)
        return EXIT_INVALID
    except OSError as e:  # nothing was swapped in: --out is as it was
        progress.end()
        print(f"cannot write {display_path(args.out)}: {e}", file=sys.stderr)
        return EXIT_INVALID
    progress.end()
    written = len(diff.changed) + len(diff.missing)
    print(
        f"generated {len(gen.ops)} ops: {written} files written, {len(diff.extra)} removed, "
        f"{len(gen.files) - written} unchanged in {time.perf_counter() - start:.2f}s "
        f"-> {display_path(args.out)}"
    )
    return EXIT_OK


def _check(args: argparse.Namespace) -> int:
    from generator import pipeline
    from generator.loader import LoadedOpdef

    start = time.perf_counter()
    warnings: list[OpdefError] = []
    registry = _registry(args)

    def extra_check(opdefs: list[LoadedOpdef]) -> list[OpdefError]:
        found = registry(opdefs) if registry is not None else []
        warnings.extend(e for e in found if e.severity != "error")
        return found

    ops = pipeline.load_ops(args.opdefs, exports_path=args.exports, extra_check=extra_check)
    _print_warnings(sorted(warnings))
    checked = "" if registry is None else ", checked against TensorFlow's op registry"
    print(f"{len(ops)} opdefs valid{checked} ({time.perf_counter() - start:.2f}s)")
    return EXIT_OK


def _import(args: argparse.Namespace) -> int:
    if args.op_library is not None:
        return _import_library(args)
    if args.package or args.group:
        print("--package and --group go with --op-library", file=sys.stderr)
        return EXIT_INVALID
    from generator.importer import TableError, import_opdefs

    target = args.opdefs or (OPDEFS if resources.in_checkout() else None)
    if target is None:
        print("give the opdefs folder to write: --opdefs DIR", file=sys.stderr)
        return EXIT_INVALID
    # An empty target takes the mapping from the opdefs that come with the generator.
    known = target if target.is_dir() and any(target.rglob("*.yaml")) else OPDEFS
    try:
        report = import_opdefs(target, args.ops_tsv, known)
    except (TableError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_INVALID
    print(report.summary())
    return EXIT_OK


def _import_library(args: argparse.Namespace) -> int:
    from generator.importer.custom import CustomImportError, import_op_library

    if not args.package or args.opdefs is None:
        print(
            "--op-library needs --package (the Java package of its classes, e.g. com.example.op) "
            "and --out-opdefs (where to write its opdefs)",
            file=sys.stderr,
        )
        return EXIT_INVALID
    try:
        report = import_op_library(args.op_library, args.package, args.opdefs, args.group)
    except CustomImportError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_INVALID
    print(f"{report.summary()} -> {display_path(args.opdefs)}")
    return EXIT_OK


def _show(args: argparse.Namespace) -> int:
    import dataclasses
    import pprint

    from generator import pipeline
    from generator.op_module import op_module

    for op in pipeline.load_ops(args.opdefs):
        if args.name in (op.class_name, op.op_name, f"{op.package}.{op.class_name}"):
            pprint.pprint(dataclasses.asdict(op), width=110, sort_dicts=False)
            print("# spelled for the module (generator.op_module):")
            pprint.pprint(dataclasses.asdict(op_module(op)), width=110, sort_dicts=False)
    return EXIT_OK


def _docs(args: argparse.Namespace) -> int:
    from generator.docs.site import SiteError, build

    start = time.perf_counter()
    try:
        written, total = build(args.opdefs, args.out, force=args.force)
    except SiteError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_INVALID
    print(f"{args.out}: {written} of {total} files written in {time.perf_counter() - start:.1f} s")
    return EXIT_OK
