"""TensorFlow's op registry read from its C library, without importing TensorFlow's Python.

``import tensorflow`` takes seconds; the op registry it would give is filled when TensorFlow's
shared library (``libtensorflow_cc``) is loaded, which takes well under one. This module loads
that library with ``ctypes``, calls the C API's ``TF_GetAllOpList`` and decodes the serialized
``OpList`` with a small reader of protobuf's wire format, keeping only what the registry check
needs (``registry_check.OpEntry``). The ops TensorFlow's Python registers on import (test ops,
``AudioMicrofrontend``) are not in it; ``registry_check`` reads the full registry through
TensorFlow's Python where this fails (another platform, a library laid out otherwise).
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path
from typing import Any

# The libraries of a TensorFlow wheel, in load order (the second needs the first's symbols).
_LIBRARIES = {
    "linux": ("libtensorflow_framework.so.2", "libtensorflow_cc.so.2"),
    "darwin": ("libtensorflow_framework.2.dylib", "libtensorflow_cc.2.dylib"),
}


class CRegistryError(Exception):
    pass


class _Buffer(ctypes.Structure):
    # TF_Buffer (tensorflow/c/c_api.h)
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("length", ctypes.c_size_t),
        ("data_deallocator", ctypes.c_void_p),
    ]


def op_list_bytes(tf_dir: Path) -> bytes:
    """The serialized ``OpList`` of every op TensorFlow's C library registers."""
    names = _LIBRARIES.get(sys.platform)
    if names is None:
        raise CRegistryError(f"no known TensorFlow library names on {sys.platform}")
    libraries = [tf_dir / name for name in names]
    for lib in libraries:
        if not lib.is_file():
            raise CRegistryError(f"{lib} does not exist")
    try:
        for lib in libraries[:-1]:
            ctypes.CDLL(str(lib), mode=ctypes.RTLD_GLOBAL)
        cc = ctypes.CDLL(str(libraries[-1]), mode=ctypes.RTLD_GLOBAL)
        get_all = cc.TF_GetAllOpList
        delete = cc.TF_DeleteBuffer
    except (OSError, AttributeError) as e:
        raise CRegistryError(f"cannot load {libraries[-1].name}: {e}") from None
    get_all.restype = ctypes.POINTER(_Buffer)
    get_all.argtypes = []
    delete.restype = None
    delete.argtypes = [ctypes.POINTER(_Buffer)]
    buffer = get_all()
    try:
        return ctypes.string_at(buffer.contents.data, buffer.contents.length)
    finally:
        delete(buffer)


# -- protobuf's wire format (https://protobuf.dev/programming-guides/encoding/) ----------------


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data):
            raise CRegistryError("truncated varint in the OpList")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, pos
        shift += 7


def fields(data: bytes) -> dict[int, list[Any]]:
    """A message's fields by number: varints as ints, length-delimited ones as bytes (fixed
    32/64-bit ones are skipped: no field read here has them)."""
    out: dict[int, list[Any]] = {}
    pos = 0
    while pos < len(data):
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        value: int | bytes
        if wire == 0:
            value, pos = _varint(data, pos)
        elif wire == 2:
            size, pos = _varint(data, pos)
            value, pos = data[pos : pos + size], pos + size
            if pos > len(data):
                raise CRegistryError("truncated field in the OpList")
        elif wire in (1, 5):
            pos += 8 if wire == 1 else 4
            continue
        else:
            raise CRegistryError(f"unexpected wire type {wire} in the OpList")
        out.setdefault(number, []).append(value)
    return out


def _text(message: dict[int, list[Any]], number: int) -> str:
    values = message.get(number)
    return values[-1].decode("utf-8") if values else ""


# Field numbers of tensorflow/core/framework/op_def.proto.
_OP_NAME, _OP_INPUT, _OP_OUTPUT, _OP_ATTR = 1, 2, 3, 4
_ARG_NAME, _ARG_TYPE_ATTR, _ARG_NUMBER_ATTR, _ARG_TYPE_LIST_ATTR = 1, 4, 5, 6
_ATTR_NAME, _ATTR_TYPE, _ATTR_DEFAULT = 1, 2, 3
_OP_LIST_OP = 1


def _args(op: dict[int, list[Any]], number: int) -> tuple[list[list[Any]], set[str]]:
    """An op's input or output arguments (``[name, is_list]``) and the attributes they name."""
    out: list[list[Any]] = []
    named: set[str] = set()
    for arg in (fields(a) for a in op.get(number, [])):
        type_attr = _text(arg, _ARG_TYPE_ATTR)
        number_attr = _text(arg, _ARG_NUMBER_ATTR)
        type_list_attr = _text(arg, _ARG_TYPE_LIST_ATTR)
        named.update(f for f in (type_attr, number_attr, type_list_attr) if f)
        out.append([_text(arg, _ARG_NAME), bool(number_attr or type_list_attr)])
    return out, named


def op_entries(op_list: bytes) -> dict[str, dict[str, Any]]:
    """The registry check's entry of every op of a serialized ``OpList``, by op name (the
    attributes an input names are inferred: TensorFlow sets them from the input)."""
    entries: dict[str, dict[str, Any]] = {}
    for raw in fields(op_list).get(_OP_LIST_OP, []):
        op = fields(raw)
        inputs, inferred = _args(op, _OP_INPUT)
        outputs, _ = _args(op, _OP_OUTPUT)
        attrs = [
            [_text(a, _ATTR_NAME), _text(a, _ATTR_TYPE), _ATTR_DEFAULT in a]
            for a in (fields(raw_attr) for raw_attr in op.get(_OP_ATTR, []))
        ]
        entries[_text(op, _OP_NAME)] = {
            "in": inputs,
            "out": outputs,
            "attrs": attrs,
            "inferred": sorted(inferred),
        }
    return entries
