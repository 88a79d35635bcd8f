"""Bad opdefs: every error is located (file:line:column: field path: message), all errors of a run
come together, sorted, and ``check``/``generate`` exit with status 2 without touching anything.

``tests/generator/bad_opdefs/`` holds opdefs each broken one way; ``test_check_messages_snapshot`` pins the
exact messages ``check`` prints for them.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import loader, pipeline
from generator.errors import OpdefErrors
from generator.registry_check import tensorflow_version
from tests.conftest import OPDEFS, ROOT, run_generator

BAD = Path(__file__).resolve().parent / "bad_opdefs"

# What `python -m generator check --opdefs tests/generator/bad_opdefs` prints, in order ({tf} is
# "TensorFlow <version>").
EXPECTED = """\
tests/generator/bad_opdefs/core/Alias.yaml:7:14: description: YAML aliases (*s) are not allowed: write the value out
tests/generator/bad_opdefs/core/BadOverride.yaml:23:5: overrides.create.inptu: no create entry named 'inptu' (entries: input)
tests/generator/bad_opdefs/core/BadVisibility.yaml:4:13: visibility: must be one of "VISIBLE", "HIDDEN", not 'Visible'
tests/generator/bad_opdefs/core/Constant.yaml:3:12: className: 'Constant' is already exported by org.tensorflow.op.core: a hand-written class of the runtime (tfjava/exports.yaml)
tests/generator/bad_opdefs/core/DuplicateKey.yaml:7:1: summary: duplicate key (the first one is at line 6)
tests/generator/bad_opdefs/core/Empty.yaml:1:1: the file is empty (an opdef is a mapping of fields)
tests/generator/bad_opdefs/core/MissingField.yaml:11:3: create[0].type: missing (required)
tests/generator/bad_opdefs/core/Module_A.yaml:3:12: className: its module org.tensorflow.op.core.module_a is also the module of tests/generator/bad_opdefs/core/ModuleA.yaml
tests/generator/bad_opdefs/core/NotAList.yaml:12:9: create[0].kind: input 'input' of IdentityN is a list of tensors: its kind is inputList
tests/generator/bad_opdefs/core/NotRegistered.yaml:1:9: warning: opName: 'NoSuchOpInTensorFlow' is not an op of {tf}
tests/generator/bad_opdefs/core/NotUtf8.yaml:6:49: not UTF-8 text (byte 0xe9)
tests/generator/bad_opdefs/core/Operand.yaml:3:12: className: 'Operand' is a runtime name that generated modules use
tests/generator/bad_opdefs/core/PythonTag.yaml:6:10: summary: YAML tag '!!python/object/apply:os.system' is not allowed (opdefs are plain YAML: strings, numbers, booleans, null, lists and mappings)
tests/generator/bad_opdefs/core/ReservedFacade.yaml:5:15: facadeMethod: 'zeros' is a hand-written member of Ops
tests/generator/bad_opdefs/core/ReservedOption.yaml:16:9: options[0].name: 'create' is a member every op class has
tests/generator/bad_opdefs/core/TooDeep.yaml:6:29: summary[0][0][...]: nested deeper than 20 levels
tests/generator/bad_opdefs/core/UndeclaredTypeParam.yaml:14:9: create[0].type: 'Operand<Q>' uses type parameter Q, which is not declared
tests/generator/bad_opdefs/core/UnknownArg.yaml:11:1: create: input 'input' of StopGradient is fed by no create parameter
tests/generator/bad_opdefs/core/UnknownArg.yaml:13:8: create[0].arg: 'inputs' is not an input of StopGradient (inputs: input)
tests/generator/bad_opdefs/core/UnknownAttr.yaml:23:9: create[2].attr: 'out_index' is not an attribute of UniqueV2 (attributes: T, Taxis, out_idx)
tests/generator/bad_opdefs/core/UnknownKey.yaml:14:3: create[0].tpye: unknown field (allowed: arg, attr, default, doc, kind, name, type)
tests/generator/bad_opdefs/core/Valid.yaml:5:15: facadeMethod: 'valid' is already the facade method of tests/generator/bad_opdefs/core/DuplicateFacade.yaml in the Ops facade
tests/generator/bad_opdefs/core/WrongType.yaml:7:13: deprecated: must be a boolean, not 'maybe'
tests/generator/bad_opdefs/core/YamlSyntax.yaml:7:11: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at line 6)
tests/generator/bad_opdefs/core/class.yaml:3:12: className: 'class' is a Python keyword
tests/generator/bad_opdefs/math/WrongFolder.yaml:2:10: package: 'org.tensorflow.op.core' does not end with 'math', the opdef's folder below the opdefs directory
25 error(s) and 1 warning(s) in opdefs
"""


def _expected(strict: bool = False) -> str:
    text = EXPECTED.replace("{tf}", tensorflow_version())
    if strict:
        text = text.replace(" warning: opName:", " opName:").replace(
            "25 error(s) and 1 warning(s)", "26 error(s)"
        )
    return text


def test_check_messages_snapshot() -> None:
    result = run_generator("check", "--opdefs", "tests/generator/bad_opdefs")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == _expected(), result.stderr
    assert "Traceback" not in result.stderr


def test_strict_makes_an_unregistered_op_an_error_and_output_is_deterministic() -> None:
    first = run_generator(
        "check", "--strict", "--opdefs", "tests/generator/bad_opdefs", env={"PYTHONHASHSEED": "1"}
    )
    second = run_generator(
        "check", "--strict", "--opdefs", "tests/generator/bad_opdefs", env={"PYTHONHASHSEED": "2"}
    )
    assert first.returncode == second.returncode == 2
    assert first.stderr == second.stderr == _expected(strict=True)


def test_generate_on_bad_opdefs_exits_2_and_leaves_out_alone(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / ".stamp").write_text("# Generated by `python -m generator generate`: old\n")
    result = run_generator("generate", "--opdefs", "tests/generator/bad_opdefs", "--out", str(out))
    assert result.returncode == 2
    assert result.stderr.endswith("25 error(s) and 1 warning(s) in opdefs\n")
    assert [p.name for p in out.iterdir()] == [".stamp"]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".out.")]


def test_an_unregistered_op_alone_is_a_warning_and_generates(tmp_path: Path) -> None:
    opdefs = tmp_path / "opdefs" / "core"
    opdefs.mkdir(parents=True)
    shutil.copy(BAD / "core" / "NotRegistered.yaml", opdefs)
    out = tmp_path / "out"
    result = run_generator("generate", "--opdefs", str(opdefs.parent), "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert "warning: opName: 'NoSuchOpInTensorFlow' is not an op of" in result.stderr
    assert "1 warning(s) in opdefs: 1 op(s) not registered in TensorFlow" in result.stderr
    assert (out / "org/tensorflow/op/core/not_registered.py").exists()
    strict = run_generator(
        "generate", "--strict", "--opdefs", str(opdefs.parent), "--out", str(out)
    )
    assert strict.returncode == 2  # up to date, but --strict checks all the same
    assert "1 error(s) in opdefs" in strict.stderr


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def _load_errors(path: Path) -> list[str]:
    opdef, errors = loader.load(path)
    assert opdef is None
    return [str(e) for e in errors]


def test_a_5mb_file_fails_fast_with_a_located_message(tmp_path: Path) -> None:
    path = _write(tmp_path / "Big.yaml", "summary: '" + "x" * 5_000_000 + "'\n")
    errors = _load_errors(path)
    assert len(errors) == 1 and errors[0].endswith(
        "Big.yaml: the file is 5000012 bytes, over the 1000000-byte limit of an opdef"
    )


@pytest.mark.parametrize(
    "text",
    [
        "[" * 10_000 + "]" * 10_000,
        "a: " + "{a: " * 10_000 + "x" + "}" * 10_000,
        "a:\n" + "".join(" " * i + "- \n" for i in range(0, 10_000, 1))[:900_000],
    ],
)
def test_deep_nesting_fails_fast_without_recursion_error(tmp_path: Path, text: str) -> None:
    path = _write(tmp_path / "Deep.yaml", text)
    errors = _load_errors(path)
    assert len(errors) == 1, errors
    # The composer stops at 20 levels; libyaml's scanner may stop a flow collection first.
    assert (
        "nested deeper than 20 levels" in errors[0] or "exceeded maximum nesting depth" in errors[0]
    )
    location = errors[0][len(str(path)) :].split(":")
    assert location[0] == "" and location[1].isdigit() and location[2].isdigit(), errors[0]


def test_many_values_fail_fast(tmp_path: Path) -> None:
    # The flow sequence is never closed: a loader that read to the end would report that
    # instead, so the error at the 50,001st value shows that it stopped there.
    path = _write(tmp_path / "Wide.yaml", "[" + "1, " * 300_000 + "1")
    errors = _load_errors(path)
    assert errors == [f"{path}:1:149999: more than 50000 YAML values: not an opdef"]


@pytest.mark.parametrize(
    "value",
    [
        "!!python/object:os.system {}",
        "!!python/object/apply:os.system [echo hi]",
        "!!python/object/new:os.system [echo hi]",
        "!!python/name:os.system ''",
        "!!python/module:os ''",
        "!!binary aGk=",
        "!!set {a, b}",
        "!!omap [a: 1]",
        "!!timestamp 2001-12-14",
        "!mytag x",
        "!<tag:example.com,2000:app/foo> x",
    ],
)
def test_object_constructing_tags_are_located_errors(tmp_path: Path, value: str) -> None:
    path = _write(tmp_path / "Tag.yaml", f"opName: X\nsummary: {value}\n")
    errors = _load_errors(path)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{path}:2:10: summary: YAML tag ")
    assert "is not allowed" in errors[0]


def test_plain_scalars_stay_plain(tmp_path: Path) -> None:
    """A date, a merge key and YAML 1.1 booleans are read as YAML's safe types: a date-like
    summary stays text; `yes` is a boolean, which the schema then refuses with a hint."""
    src = (OPDEFS / "core" / "StopGradient.yaml").read_text()
    path = _write(
        tmp_path / "core" / "StopGradient.yaml",
        src.replace("summary: Stops gradient computation.", "summary: 2001-12-14"),
    )
    opdef, errors = loader.load(path)
    assert errors == [] and opdef is not None and opdef.data["summary"] == "2001-12-14"
    path.write_text(src.replace("summary: Stops gradient computation.", "summary: yes"))
    assert _load_errors(path) == [
        (
            f"{path}:7:10: summary: must be a string, not the boolean true (YAML reads a bare "
            "yes/no/on/off/true/false as a boolean: quote it)"
        )
    ]


def test_schema_errors_name_the_field(tmp_path: Path) -> None:
    src = (OPDEFS / "core" / "StopGradient.yaml").read_text()
    cases = {
        "facadeMethod: stopGradient": (
            "facadeMethod: 42",
            "facadeMethod: must be an identifier or null, not the integer 42",
        ),
        "className: StopGradient": (
            "className: Stop-Gradient",
            "className: 'Stop-Gradient' is not an identifier",
        ),
        "  kind: input\n": ("  kind: attr\n", "create[0].arg: not allowed for kind 'attr'"),
        "- name: T\n": ("- name: t\n", "typeParams[0].name: 't' is not one upper-case letter"),
        "create:\n": ("create: {}\ncreated:\n", "create: must be a list, not a mapping"),
    }
    for old, (new, message) in cases.items():
        path = _write(tmp_path / "core" / "StopGradient.yaml", src.replace(old, new, 1))
        errors = _load_errors(path)
        assert any(message in e for e in errors), (message, errors)
        assert all(e.startswith(f"{path}:") and e.split(":")[1].isdigit() for e in errors), errors


def test_all_errors_of_a_run_come_together_sorted(tmp_path: Path) -> None:
    opdefs = tmp_path / "opdefs"
    for name in ("YamlSyntax", "WrongType", "UndeclaredTypeParam", "class"):
        _write(opdefs / "core" / f"{name}.yaml", (BAD / "core" / f"{name}.yaml").read_text())
    with pytest.raises(OpdefErrors) as info:
        pipeline.load_ops(opdefs)
    errors = info.value.errors
    assert [e.location.file.rsplit("/", 1)[-1] for e in errors] == [
        "UndeclaredTypeParam.yaml",
        "WrongType.yaml",
        "YamlSyntax.yaml",
        "class.yaml",
    ]
    assert errors == sorted(errors)


def test_out_that_is_a_file_is_refused(tmp_path: Path) -> None:
    out = _write(tmp_path / "out", "not a directory")
    result = run_generator(
        "generate", "--opdefs", str(BAD.parent.parent.parent / "opdefs"), "--out", str(out)
    )
    assert result.returncode == 2
    assert "it is not a directory" in result.stderr
    assert out.read_text() == "not a directory"


def test_reserved_facade_names_cover_the_hand_written_ops_members() -> None:
    """Every public member of OpsBase is reserved unless the manifest overloads it by hand."""
    from generator.manifest import load_manifest
    from tfjava.facade.ops_base import OpsBase

    overloads = load_manifest(ROOT / "tfjava" / "exports.yaml").overloads
    members = {n for n in dir(OpsBase) if not n.startswith("_")}
    assert members - overloads <= pipeline.RESERVED_FACADE, sorted(
        members - overloads - pipeline.RESERVED_FACADE
    )
