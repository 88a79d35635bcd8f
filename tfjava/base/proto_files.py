"""TensorFlow's protocol buffer files as their descriptors, read without importing TensorFlow:
each ``*_pb2.py`` module carries its serialized ``FileDescriptorProto``. The reference pages
(``generator.docs.protos``) and the porter (``porter.proto_fields``) read messages' fields
from them."""

from __future__ import annotations

import ast
import importlib.util
from functools import cache
from pathlib import Path

from google.protobuf import descriptor_pb2


def tensorflow_dir() -> Path | None:
    """The installed ``tensorflow`` package's folder, found without importing it."""
    return package_dir("tensorflow")


def package_dir(name: str) -> Path | None:
    """An installed package's folder (``tensorflow_serving``'s), found without importing it."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


@cache
def file_descriptor(path: Path) -> descriptor_pb2.FileDescriptorProto | None:
    """The descriptor that the ``_pb2`` module at ``path`` adds to the pool, or None."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "AddSerializedFile"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, bytes)
        ):
            return descriptor_pb2.FileDescriptorProto.FromString(node.args[0].value)
    return None
