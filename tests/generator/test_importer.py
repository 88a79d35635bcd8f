"""Tests of the opdef importer (generator/importer) and of the committed opdefs/ it produced."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped, unused-ignore]
import pytest
import yaml  # type: ignore[import-untyped, unused-ignore]

from generator.importer import (
    ArgSpec,
    AttrSpec,
    OpSpec,
    build_custom_opdef,
    build_opdef,
    extract_overrides,
    import_opdefs,
    javaize,
    parse_docstring,
    parse_renames,
    read_table,
    render_opdef,
)
from generator.importer.opspec import float32_value

ROOT = Path(__file__).resolve().parents[2]
OPDEFS = ROOT / "opdefs"
SCHEMA = ROOT / "generator" / "schema" / "opdef.schema.json"
OPS_TSV = ROOT.parent / "shared" / "java-api" / "ops.tsv"  # TensorFlow Java's table, where present

needs_table = pytest.mark.skipif(not OPS_TSV.exists(), reason=f"{OPS_TSV} is not available")


def committed_files() -> dict[Path, str]:
    return {p.relative_to(OPDEFS): p.read_text(encoding="utf-8") for p in OPDEFS.rglob("*.yaml")}


def load(relative: str) -> dict[str, Any]:
    data = yaml.safe_load((OPDEFS / relative).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def by_name(entries: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {entry["name"]: entry for entry in entries}


def signature(data: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(p["name"], p["kind"], p["type"]) for p in data["create"]]


# --- the full import --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fresh_import(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    target = tmp_path_factory.mktemp("opdefs")
    report = import_opdefs(target, OPS_TSV)
    return target, report


@needs_table
def test_fresh_import_reproduces_committed_opdefs(fresh_import: tuple[Path, Any]) -> None:
    target, report = fresh_import
    fresh = {p.relative_to(target): p.read_text(encoding="utf-8") for p in target.rglob("*.yaml")}
    committed = committed_files()
    assert sorted(fresh) == sorted(committed)
    for relative, text in committed.items():
        # Byte for byte, apart from hand-written overrides sections (kept by re-import).
        assert fresh[relative] + (extract_overrides(text) or "") == text, relative
    assert report.classes == len(fresh) == 1310
    assert report.written == 1310 and report.unchanged == 0 and report.removed == 0


@needs_table
def test_import_report_counts(fresh_import: tuple[Path, Any]) -> None:
    _, report = fresh_import
    assert report.hidden == 30
    assert report.deprecated == 8
    assert report.skipped["SKIP in ops.tsv"] == 269
    assert sum(report.skipped.values()) > 269
    assert "registry op not in ops.tsv" in report.summary()


def test_committed_total_and_schema() -> None:
    files = committed_files()
    assert len(files) == 1310
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA.read_text(encoding="utf-8")))
    for relative, text in files.items():
        assert text.startswith("# Imported from TensorFlow's op registry ("), relative
        data = yaml.safe_load(text)
        errors = [e.message for e in validator.iter_errors(data)]
        assert not errors, (relative, errors)
        group = ".".join(relative.parent.parts)
        assert data["package"] == f"org.tensorflow.op.{group}"
        assert data["className"] == relative.stem


def test_hidden_classes_have_no_facade_method() -> None:
    datas = [yaml.safe_load(text) for text in committed_files().values()]
    hidden = [d for d in datas if d["visibility"] == "HIDDEN"]
    assert len(hidden) == 30
    assert all(d["facadeMethod"] is None for d in hidden)
    assert all(d["facadeMethod"] for d in datas if d["visibility"] == "VISIBLE")
    names = {d["className"] for d in hidden}
    assert {"DebugIdentity", "Copy", "GlobalShuffleDataset", "ComputeDedupDataSize"} <= names


# --- rule cases, from the committed YAML ------------------------------------------------------


def test_unique_collapsed_letter_and_secondary_create() -> None:
    data = load("core/Unique.yaml")
    assert data["opName"] == "UniqueV2" and data["facadeMethod"] == "unique"
    assert data["typeParams"] == [
        {"name": "T", "bound": "TType"},
        {"name": "V", "bound": "TNumber"},
    ]
    assert signature(data) == [
        ("x", "input", "Operand<T>"),
        ("axis", "input", "Operand<? extends TNumber>"),
        ("outIdx", "attr", "Class<V>"),
    ]
    assert data["create"][2]["default"] == "TInt32"
    assert [(o["name"], o["type"]) for o in data["outputs"]] == [
        ("y", "Output<T>"),
        ("idx", "Output<V>"),
    ]


def test_fill_and_shape_letters_stay_consumed() -> None:
    fill = load("core/Fill.yaml")
    assert fill["typeParams"] == [{"name": "U", "bound": "TType"}]
    assert signature(fill) == [
        ("dims", "input", "Operand<? extends TNumber>"),
        ("value", "input", "Operand<U>"),
    ]
    shape = load("core/Shape.yaml")
    assert shape["typeParams"] == [{"name": "U", "bound": "TNumber"}]
    assert signature(shape) == [
        ("input", "input", "Operand<? extends TType>"),
        ("outType", "attr", "Class<U>"),
    ]
    assert shape["create"][1]["default"] == "TInt32"


def test_split_output_only_number_attr_is_required_long() -> None:
    data = load("core/Split.yaml")
    assert signature(data) == [
        ("axis", "input", "Operand<TInt32>"),
        ("value", "input", "Operand<T>"),
        ("numSplit", "attr", "Long"),
    ]
    assert data["create"][0]["arg"] == "split_dim"
    assert data["outputs"][0]["type"] == "List<Output<T>>"


def test_send_tpu_embedding_gradients_nn_quirk() -> None:
    data = load("tpu/SendTPUEmbeddingGradients.yaml")
    assert data["facadeMethod"] == "sendTPUEmbeddingGradients"
    assert signature(data) == [
        ("inputs", "inputList", "Iterable<Operand<TFloat32>>"),
        ("learningRates", "inputList", "Iterable<Operand<TFloat32>>"),
        ("config", "attr", "String"),
    ]
    assert [(o["name"], o["attr"], o["type"], o["default"]) for o in data["options"]] == [
        ("NN", "NN", "Long", 0)
    ]
    assert "outputs" not in data and "typeParams" not in data


def test_var_handle_op_method_type_param_and_options() -> None:
    data = load("core/VarHandleOp.yaml")
    assert "typeParams" not in data
    assert data["methodTypeParams"] == [{"name": "T", "bound": "TType"}]
    assert signature(data) == [("dtype", "attr", "Class<T>"), ("shape", "attr", "Shape")]
    assert "default" not in data["create"][0]
    options = by_name(data["options"])
    assert list(options) == ["container", "sharedName", "debugName", "allowedDevices"]
    assert options["sharedName"]["attr"] == "shared_name"
    assert options["allowedDevices"]["type"] == "List<String>"
    assert options["allowedDevices"]["default"] == []
    assert options["container"]["default"] == ""
    assert data["outputs"][0]["type"] == "Output<? extends TType>"


def test_map_dataset_function_and_type_lists() -> None:
    data = load("data/MapDataset.yaml")
    assert signature(data) == [
        ("inputDataset", "input", "Operand<? extends TType>"),
        ("otherArguments", "inputList", "Iterable<Operand<?>>"),
        ("f", "attr", "ConcreteFunction"),
        ("outputTypes", "attr", "List<Class<? extends TType>>"),
        ("outputShapes", "attr", "List<Shape>"),
    ]
    experimental = load("data/experimental/MapDataset.yaml")
    assert experimental["package"] == "org.tensorflow.op.data.experimental"
    assert experimental["facadeMethod"] == "mapDataset"


def test_sum_and_reduce_sum_are_both_generated() -> None:
    total, reduce = load("core/Sum.yaml"), load("core/ReduceSum.yaml")
    assert total["opName"] == reduce["opName"] == "Sum"
    assert (total["facadeMethod"], reduce["facadeMethod"]) == ("sum", "reduceSum")
    assert "deprecated" not in total and "deprecated" not in reduce
    assert (
        signature(total)
        == signature(reduce)
        == [
            ("input", "input", "Operand<T>"),
            ("axis", "input", "Operand<? extends TNumber>"),
        ]
    )
    assert total["create"][1]["arg"] == "reduction_indices"
    assert by_name(total["options"])["keepDims"]["attr"] == "keep_dims"
    quantize = load("quantization/QuantizeAndDequantize.yaml")
    assert quantize["opName"] == "QuantizeAndDequantizeV3" and "deprecated" not in quantize


def test_deprecated_second_endpoints() -> None:
    old = load("tpu/TPUReplicatedInput.yaml")
    assert old["deprecated"] is True
    assert old["deprecatedBy"] == "org.tensorflow.op.tpu.ReplicatedInput"
    assert old["facadeMethod"] == "tPUReplicatedInput"
    new = load("tpu/ReplicatedInput.yaml")
    assert "deprecated" not in new and new["facadeMethod"] == "replicatedInput"
    assert {
        k: v
        for k, v in old.items()
        if k not in ("className", "facadeMethod", "deprecated", "deprecatedBy")
    } == {k: v for k, v in new.items() if k not in ("className", "facadeMethod")}
    nccl = load("core/NcclAllReduce.yaml")
    assert nccl["deprecatedBy"] == "org.tensorflow.op.distribute.NcclAllReduce"
    deprecated = [
        yaml.safe_load(t) for t in committed_files().values() if "\ndeprecated: true\n" in t
    ]
    assert len(deprecated) == 8


def test_endpoint_collision_keeps_the_last_op() -> None:
    assert load("linalg/Inv.yaml")["opName"] == "MatrixInverse"
    assert load("data/StatsAggregatorHandle.yaml")["opName"] == "StatsAggregatorHandleV2"
    assert (
        load("tpu/ExecuteTPUEmbeddingPartitioner.yaml")["opName"]
        == "ExecuteTPUEmbeddingPartitioner"
    )


def test_stateful_and_stateless_if() -> None:
    stateful, stateless = load("core/StatefulIf.yaml"), load("core/StatelessIf.yaml")
    assert (stateful["opName"], stateless["opName"]) == ("If", "StatelessIf")
    assert (stateful["facadeMethod"], stateless["facadeMethod"]) == ("statefulIf", "statelessIf")
    assert (
        signature(stateful)
        == signature(stateless)
        == [
            ("cond", "input", "Operand<? extends TType>"),
            ("input", "inputList", "Iterable<Operand<?>>"),
            ("Tout", "attr", "List<Class<? extends TType>>"),
            ("thenBranch", "attr", "ConcreteFunction"),
            ("elseBranch", "attr", "ConcreteFunction"),
        ]
    )
    assert stateful["outputs"][0]["type"] == "List<Output<?>>"
    assert load("core/For.yaml")["facadeMethod"] == "forOp"


def test_type_attrs_with_defaults_stay_required() -> None:
    data = load("io/ParseSequenceExample.yaml")
    params = by_name(data["create"])
    assert params["contextSparseTypes"]["type"] == "List<Class<? extends TType>>"
    assert params["contextRaggedSplitTypes"]["type"] == "List<Class<? extends TNumber>>"
    options = by_name(data["options"])
    assert options["NcontextSparse"]["type"] == "Long"
    assert "contextSparseTypes" not in options


def test_reserved_results_and_renamed_outputs() -> None:
    data = load("core/Slice.yaml")
    assert signature(data) == [
        ("input", "input", "Operand<T>"),
        ("begin", "input", "Operand<U>"),
        ("sizeOutput", "input", "Operand<U>"),
    ]
    assert data["methodTypeParams"] == [{"name": "U", "bound": "TNumber"}]
    queue_size = load("io/QueueSize.yaml")
    assert queue_size["opName"] == "QueueSizeV2"
    assert queue_size["outputs"] == [
        {
            "name": "output",
            "arg": "size",
            "type": "Output<TInt32>",
            "doc": queue_size["outputs"][0]["doc"],
        }
    ]
    assert load("core/Squeeze.yaml")["options"][0]["name"] == "axis"


def test_names_and_option_defaults() -> None:
    add = load("math/Add.yaml")
    assert (add["opName"], add["facadeMethod"]) == ("Add", "add")
    assert load("math/erfinv.yaml")["facadeMethod"] == "erfinv"
    placeholder = by_name(load("core/Placeholder.yaml")["options"])
    assert placeholder["shape"]["type"] == "Shape" and placeholder["shape"]["default"] is None
    summary = by_name(load("summary/ImageSummary.yaml")["options"])
    assert summary["badColor"]["type"] == "Tensor"
    assert summary["badColor"]["default"] == {
        "dtype": "DT_UINT8",
        "shape": [4],
        "values": [255, 0, 0, 255],
    }
    assert summary["maxImages"]["default"] == 3


def test_docs_come_from_docstrings() -> None:
    unique = load("core/Unique.yaml")
    assert unique["summary"] == "Finds unique elements along an axis of a tensor."
    assert "```" in unique["description"]
    axis = by_name(unique["create"])["axis"]["doc"]
    assert axis.startswith("A `Tensor` of type `int32` (default: None). The axis")
    assert by_name(unique["create"])["outIdx"]["doc"] == "The value of the outIdx attribute"
    igamma = (OPDEFS / "math" / "Igamma.yaml").read_text(encoding="utf-8")
    assert "\\\\(P(a, x)" in yaml.safe_load(igamma)["description"]


# --- re-import: idempotence, overrides, orphans -----------------------------------------------


SMALL_TSV = (
    "op\tvisibility\tjava_class\tendpoint_group\tops_method\trenames\tin_tf_2_21\talt_endpoints\n"
    "Sum\tVISIBLE\torg.tensorflow.op.core.Sum\tcore\tsum\tin:reduction_indices=axis\tyes\t"
    "org.tensorflow.op.core.ReduceSum=core:reduceSum\n"
    "Unique\tSKIP\t\t\t\t\tyes\t\n"
    "UniqueV2\tVISIBLE\torg.tensorflow.op.core.Unique\tcore\tunique\t\tyes\t\n"
    "Copy\tHIDDEN\torg.tensorflow.op.core.Copy\tcore\t\t\tyes\t\n"
)

OVERRIDES = """overrides:
  summary: A better first sentence.
  # why: the registry doc is terse
  create:
    axis:
      doc: The axis to look along.
"""


@needs_table
def test_reimport_keeps_overrides_and_changes_nothing(tmp_path: Path) -> None:
    table = tmp_path / "ops.tsv"
    table.write_text(SMALL_TSV, encoding="utf-8")
    opdefs = tmp_path / "opdefs"
    first = import_opdefs(opdefs, table)
    assert (first.classes, first.written, first.hidden) == (4, 4, 1)
    assert first.skipped["SKIP in ops.tsv"] == 1
    for relative in ("core/Sum.yaml", "core/ReduceSum.yaml", "core/Unique.yaml", "core/Copy.yaml"):
        assert (opdefs / relative).read_text(encoding="utf-8") == (OPDEFS / relative).read_text(
            encoding="utf-8"
        )

    unique = opdefs / "core" / "Unique.yaml"
    original = unique.read_text(encoding="utf-8")
    edited = (
        original.replace("summary: Finds unique", "summary: Hand-edited, finds unique") + OVERRIDES
    )
    unique.write_text(edited, encoding="utf-8")
    stale = opdefs / "math" / "Gone.yaml"
    stale.parent.mkdir()
    stale.write_text(original.replace("opName: UniqueV2", "opName: Gone"), encoding="utf-8")
    handwritten = opdefs / "core" / "Handwritten.yaml"
    handwritten.write_text("opName: Handwritten\n", encoding="utf-8")

    second = import_opdefs(opdefs, table)
    assert (second.written, second.unchanged, second.removed) == (1, 3, 1)
    assert unique.read_text(encoding="utf-8") == original + OVERRIDES
    assert yaml.safe_load(unique.read_text(encoding="utf-8"))["overrides"]["create"]["axis"] == {
        "doc": "The axis to look along."
    }
    assert not stale.exists() and not stale.parent.exists()
    assert handwritten.read_text(encoding="utf-8") == "opName: Handwritten\n"

    before = {p: p.read_bytes() for p in opdefs.rglob("*") if p.is_file()}
    third = import_opdefs(opdefs, table)
    assert (third.written, third.unchanged, third.removed) == (0, 4, 0)
    assert {p: p.read_bytes() for p in opdefs.rglob("*") if p.is_file()} == before


def test_extract_overrides_is_verbatim_and_stable() -> None:
    body = render_opdef({"opName": "X", "summary": "s"})
    text = body + OVERRIDES + "\n# trailing comment\n"
    assert extract_overrides(text) == OVERRIDES
    assert extract_overrides(body) is None
    assert extract_overrides(render_opdef({"opName": "X"}, OVERRIDES)) == OVERRIDES
    middle = "opName: X\noverrides:\n  summary: y\nsummary: s\n"
    assert extract_overrides(middle) == "overrides:\n  summary: y\n"


# --- the pure core ----------------------------------------------------------------------------


def test_javaize() -> None:
    assert javaize("beta1_power") == "beta1Power"
    assert javaize("Ncontext_sparse") == "NcontextSparse"
    assert javaize("OUTPUT_RAGGED_RANK") == "OUTPUTRAGGEDRANK"
    assert javaize("T") == "T"
    assert [javaize(n) for n in ("size", "if", "while", "for", "case")] == [
        "sizeOutput",
        "ifOutput",
        "whileOutput",
        "forOutput",
        "caseOutput",
    ]
    assert javaize("sizes") == "sizes"


def test_parse_renames_and_table() -> None:
    renames = parse_renames("in:reduction_indices=axis;out:size=output attr:squeeze_dims=axis")
    assert dict(renames.inputs) == {"reduction_indices": "axis"}
    assert dict(renames.outputs) == {"size": "output"}
    assert renames.attr_name("squeeze_dims") == "axis"
    assert (
        renames.output_name("size") == "output" and renames.output_name("other_size") == "otherSize"
    )


@needs_table
def test_read_table_endpoints() -> None:
    rows = {row.op: row for row in read_table(OPS_TSV)}
    assert sum(len(row.endpoints) for row in rows.values()) == 1310
    sum_row = rows["Sum"]
    assert [e.qualified_name for e in sum_row.endpoints] == [
        "org.tensorflow.op.core.Sum",
        "org.tensorflow.op.core.ReduceSum",
    ]
    assert all(e.deprecated_by is None for e in sum_row.endpoints)
    nccl = rows["NcclBroadcast"].endpoints
    assert nccl[1].deprecated_by == "org.tensorflow.op.distribute.NcclBroadcast"
    assert rows["Copy"].endpoints[0].facade_method is None
    assert rows["Inv"].endpoints == ()


def test_float32_defaults_are_short() -> None:
    assert float32_value(9.999999747378752e-05) == 0.0001
    assert float32_value(0.10000000149011612) == 0.1
    assert math.isinf(float32_value(math.inf))


def test_parse_docstring_strips_type_sentences() -> None:
    doc = (
        "Does a thing.\n\n  More about it, with a \\(formula\\).\n\n  Args:\n"
        "    x: A `Tensor`. Must be one of the following types: `float32`, `int64`.\n"
        "      The input, on its own line.\n"
        "    k: An optional `int` that is `>= 1`. Defaults to `3`. How many.\n"
        "    dtype: A `tf.DType` from: `tf.int32, tf.int64`.\n"
        "    name: A name for the operation (optional).\n\n"
        "  Returns:\n    A tuple of `Tensor` objects (y, idx).\n\n"
        "    y: A `Tensor`. Has the same type as `x`.\n    idx: A `Tensor` of type `dtype`.\n  "
    )
    docs = parse_docstring(doc)
    assert docs.summary == "Does a thing."
    assert docs.description == "More about it, with a \\(formula\\)."
    assert dict(docs.args) == {"x": "The input, on its own line.", "k": "How many.", "dtype": ""}
    assert dict(docs.returns) == {
        "y": "A `Tensor`. Has the same type as `x`.",
        "idx": "A `Tensor` of type `dtype`.",
    }
    assert parse_docstring("TODO: add doc.\n\n  Args:\n    name: A name.\n").summary == ""


def _custom_op() -> OpSpec:
    return OpSpec(
        name="MyGather",
        inputs=(
            ArgSpec("params", type_attr="T"),
            ArgSpec("indices", type_attr="Tindices"),
            ArgSpec("extras", type_attr="E", number_attr="N"),
            ArgSpec("extras2", type_attr="E", number_attr="N"),
        ),
        outputs=(ArgSpec("output", type_attr="T"), ArgSpec("count", dtype="DT_INT8")),
        attrs=(
            AttrSpec("T", "type"),
            AttrSpec("Tindices", "type", allowed_types=("DT_INT32", "DT_INT64")),
            AttrSpec("E", "type", allowed_types=("DT_FLOAT", "DT_COMPLEX64")),
            AttrSpec("N", "int", has_default=True, default=1),
            AttrSpec("out_type", "type", has_default=True, default="DT_INT64"),
            AttrSpec("mode", "string", has_default=True, default="fast"),
            AttrSpec("size", "list(float)"),
        ),
    )


def test_build_opdef_pure_core() -> None:
    data = build_opdef(
        _custom_op(),
        package="org.tensorflow.op.custom",
        class_name="MyGather",
        facade_method=None,
        renames=parse_renames("in:params=source"),
    )
    assert data["visibility"] == "HIDDEN" and data["facadeMethod"] is None
    assert data["summary"] == "The MyGather operation"
    assert data["typeParams"] == [{"name": "T", "bound": "TType"}]
    assert data["methodTypeParams"] == [
        {"name": "V", "bound": "TType"},
        {"name": "W", "bound": "TType"},
    ]
    assert signature(data) == [
        ("source", "input", "Operand<T>"),
        ("indices", "input", "Operand<? extends TNumber>"),
        ("extras", "inputList", "Iterable<Operand<V>>"),
        ("extras2", "inputList", "Iterable<Operand<V>>"),
        ("outType", "attr", "Class<W>"),
        ("sizeOutput", "attr", "List<Float>"),
    ]
    assert data["create"][4]["default"] == "TInt64"
    assert [(o["name"], o["type"], o["default"]) for o in data["options"]] == [
        ("N", "Long", 1),
        ("mode", "String", "fast"),
    ]
    assert [o["type"] for o in data["outputs"]] == ["Output<T>", "Output<? extends TType>"]
    assert list(data) == [
        "opName",
        "package",
        "className",
        "visibility",
        "facadeMethod",
        "summary",
        "typeParams",
        "methodTypeParams",
        "create",
        "options",
        "outputs",
    ]


def test_build_custom_opdef_default_naming() -> None:
    data = build_custom_opdef(_custom_op(), "custom")
    assert (data["package"], data["className"], data["facadeMethod"]) == (
        "org.tensorflow.op.custom",
        "MyGather",
        "myGather",
    )
    assert data["create"][0]["name"] == "params"
