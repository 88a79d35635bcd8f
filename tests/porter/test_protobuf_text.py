"""A protobuf message printed as Java prints it (``toString()``: protobuf's ``TextFormat``),
which the porter's runtime gives for TensorFlow's messages (``porter.javalib.protobuf.javaText``):
Java orders map entries by key, prints numbers with ``Float``/``Double.toString`` and escapes
UTF-8 bytes of non-ASCII text in octal, where Python's text format does not; each on one line
too (``TextFormat.shortDebugString``), and text merged into messages (``TextFormat.merge``).
The expected text was printed by Java's ``TextFormat`` (``protobuf/DumpText.java``, re-run
with the installed JDK and the protobuf jar of the local Maven repository where they are)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from porter.javalib.protobuf import EnumValue, javaText
from porter.javalib.protobuf_textformat import TextFormat
from tests.porter.test_libraries import _jar

HERE = Path(__file__).parent / "protobuf"
EXPECTED = (HERE / "messages.expected").read_text()


def _messages() -> list[tuple[str, Any]]:
    from tensorflow.core.framework import types_pb2
    from tensorflow.core.protobuf import config_pb2, meta_graph_pb2

    config = config_pb2.ConfigProto(
        allow_soft_placement=True,
        inter_op_parallelism_threads=2,
        gpu_options=config_pb2.GPUOptions(
            allow_growth=True, per_process_gpu_memory_fraction=0.01, visible_device_list="0"
        ),
        device_count={"GPU": 0, "CPU": 4},
        operation_timeout_in_ms=100000,
    )
    config.graph_options.optimizer_options.global_jit_level = config_pb2.OptimizerOptions.OFF
    config.gpu_options.experimental.virtual_devices.add(memory_limit_mb=[1024.5, 1e-4, 1e7, 0.1])
    sig = meta_graph_pb2.SignatureDef(method_name="tensorflow/serving/predict")
    sig.inputs["x"].name = "serving_default_x:0"
    sig.inputs["x"].dtype = types_pb2.DT_FLOAT
    sig.inputs["x"].tensor_shape.dim.add(size=-1)
    sig.inputs["x"].tensor_shape.dim.add(size=3, name="é\"'\n\t\x01")
    sig.inputs["a"].name = "a:0"
    sig.inputs["a"].dtype = 9999  # a number the enum does not declare: printed as a number
    sig.outputs["y"].name = "y:0"
    return [
        ("tensorflow.ConfigProto", config),
        ("tensorflow.SignatureDef", sig),
        ("tensorflow.RunOptions", config_pb2.RunOptions(timeout_in_ms=-5)),
        ("tensorflow.GPUOptions", config_pb2.GPUOptions(per_process_gpu_memory_fraction=1e300)),
        ("tensorflow.GPUOptions", config_pb2.GPUOptions(per_process_gpu_memory_fraction=-0.0)),
        ("tensorflow.RunOptions", config_pb2.RunOptions()),
    ]


# Text merged into a new message of the type (TextFormat.merge): a singular field given twice
# keeps the last value, a message given twice merges, map entries and repeated fields add up,
# escapes are read.
TEXTS = [
    (
        "tensorflow.ConfigProto",
        (
            'allow_soft_placement: true device_count { key: "GPU" value: 1 }\n'
            "gpu_options { allow_growth: true per_process_gpu_memory_fraction: 0.5 }\n"
            'inter_op_parallelism_threads: 2 device_count { key: "CPU" value: 4 }\n'
            "inter_op_parallelism_threads: 5 gpu_options { visible_device_list: '0,1' }"
        ),
    ),
    ("tensorflow.TensorShapeProto", 'dim { size: -1 } dim { size: 3 name: "a\\tb\\303\\251" }'),
    ("tensorflow.RunOptions", "trace_level: FULL_TRACE timeout_in_ms: -7"),
]


def _merged(name: str, text: str) -> Any:
    from tensorflow.core.framework import tensor_shape_pb2
    from tensorflow.core.protobuf import config_pb2

    types = {
        "tensorflow.ConfigProto": config_pb2.ConfigProto,
        "tensorflow.TensorShapeProto": tensor_shape_pb2.TensorShapeProto,
        "tensorflow.RunOptions": config_pb2.RunOptions,
    }
    builder = types[name]()
    TextFormat.merge(text, builder)
    return builder


def _printed(message: Any) -> str:
    return javaText(message) + TextFormat.shortDebugString(message) + "\n----\n"


def test_messages_print_as_java_prints_them() -> None:
    printed = "".join(_printed(m) for _, m in _messages())
    printed += "".join(_printed(_merged(name, text)) for name, text in TEXTS)
    assert printed == EXPECTED


def test_enum_values_print_their_names() -> None:
    off = EnumValue(-1, "OFF")
    assert (str(off), off.name(), off == -1, off.getNumber()) == ("OFF", "OFF", True, -1)
    with pytest.raises(ValueError):
        EnumValue(-1, "UNRECOGNIZED").getNumber()


@pytest.mark.skipif(shutil.which("javac") is None, reason="no JDK installed")
def test_expected_text_is_what_java_prints(tmp_path: Path) -> None:
    jar = _jar("com/google/protobuf/protobuf-java")
    if jar is None:
        pytest.skip("no protobuf-java jar in the local Maven repository")
    from google.protobuf import descriptor_pb2

    files = descriptor_pb2.FileDescriptorSet()
    seen: set[str] = set()

    def add(file: Any) -> None:
        if file.name not in seen:
            seen.add(file.name)
            for dep in file.dependencies:
                add(dep)
            files.file.add().MergeFrom(
                descriptor_pb2.FileDescriptorProto.FromString(file.serialized_pb)
            )

    args = [str(tmp_path / "set.pb")]
    for k, (name, message) in enumerate(_messages()):
        add(message.DESCRIPTOR.file)
        (tmp_path / f"m{k}.pb").write_bytes(message.SerializeToString())
        args += [name, str(tmp_path / f"m{k}.pb")]
    for k, (name, text) in enumerate(TEXTS):
        message = _merged(name, text)
        add(message.DESCRIPTOR.file)
        (tmp_path / f"t{k}.txt").write_text(text, encoding="utf-8")
        args += [name, str(tmp_path / f"t{k}.txt")]
    (tmp_path / "set.pb").write_bytes(files.SerializeToString())
    shutil.copy(HERE / "DumpText.java", tmp_path)
    compiled = subprocess.run(
        ["javac", "-cp", str(jar), "DumpText.java"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert compiled.returncode == 0, compiled.stderr
    ran = subprocess.run(
        ["java", "-cp", f"{jar}:{tmp_path}", "DumpText", *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == EXPECTED
