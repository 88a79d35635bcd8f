"""The op registry read from TensorFlow's C library equals the one TensorFlow's Python gives."""

from __future__ import annotations

import pytest

from generator import c_registry, registry_check


def test_every_op_of_the_c_library_reads_as_tensorflow_python_reads_it() -> None:
    tf_dir = registry_check.tensorflow_dir()
    if tf_dir is None:
        pytest.skip("TensorFlow is not installed")
    from generator.importer.registry import all_op_defs

    from_c = c_registry.op_entries(c_registry.op_list_bytes(tf_dir))
    from_python = {op.name: registry_check._entry(op) for op in all_op_defs()}
    # Python registers a few more on import (its test ops, AudioMicrofrontend), no fewer.
    assert len(from_c) > 1500
    assert set(from_c) <= set(from_python)
    assert {name: from_python[name] for name in from_c} == from_c
    # Fields that do occur: a list input, a default, inferred attributes.
    concat = from_c["ConcatV2"]
    assert concat["in"] == [["values", True], ["axis", False]]
    assert concat["inferred"] == ["N", "T", "Tidx"]
    assert ["Tidx", "type", True] in concat["attrs"]


def test_a_truncated_op_list_is_an_error() -> None:
    with pytest.raises(c_registry.CRegistryError):
        c_registry.fields(b"\x0a\x05ab")
    with pytest.raises(c_registry.CRegistryError):
        c_registry.fields(b"\x08\xff")
