"""Which op types TensorFlow's C++ gradient registry (``tensorflow::ops::GradOpRegistry``,
the one TensorFlow Java's ``hasGradient`` and ``addGradients`` read) has an entry for.

TensorFlow Python does not expose that registry, but the library it loads
(``libtensorflow_cc.so.2``) exports ``GradOpRegistry::Global`` and ``GradOpRegistry::Lookup``;
they are called through ``ctypes`` (no native build needed, so the pure-Python path has it too).
``Lookup(const std::string&, GradFunc*)`` returns an ``absl::Status``, which the Itanium C++ ABI
returns through a hidden first pointer; an OK status is the inlined code 0 (``rep_ == 1``). A
not-found status owns a heap message that is not freed: answers are cached, so that costs one
small allocation per distinct op type asked about.

When the library or its symbols cannot be found (another TensorFlow build), ``lookup`` returns
None and callers fall back to TensorFlow Python's registry.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import threading
from typing import Any

import tensorflow as tf

__all__ = ["lookup"]

_GLOBAL = "_ZN10tensorflow3ops14GradOpRegistry6GlobalEv"
# The mangled name carries absl's versioned inline namespace: found in the library's symbols.
_LOOKUP_PREFIX = b"_ZNK10tensorflow3ops14GradOpRegistry6Lookup"
_STATUS_OK = 1  # absl::Status rep_ of an OK status: (code 0 << 2) | 1

_lock = threading.Lock()
_cache: dict[str, bool] = {}
_api: tuple[Any, int] | None = None
_api_loaded = False


def _load() -> tuple[Any, int] | None:
    """``(Lookup function, registry pointer)``, or None where the symbols are not there."""
    path = os.path.join(os.path.dirname(tf.__file__), "libtensorflow_cc.so.2")
    try:
        with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
            start = m.find(_LOOKUP_PREFIX)
            if start < 0:
                return None
            name = m[start : m.find(b"\0", start)].decode("ascii")
        # Already loaded by TensorFlow: RTLD_NOLOAD hands back that copy, never a second one.
        lib = ctypes.CDLL(path, mode=os.RTLD_NOLOAD | ctypes.RTLD_GLOBAL)
        global_fn = getattr(lib, _GLOBAL)
        lookup_fn = getattr(lib, name)
    except (OSError, AttributeError, ValueError):
        return None
    global_fn.restype = ctypes.c_void_p
    global_fn.argtypes = []
    lookup_fn.restype = None
    lookup_fn.argtypes = [ctypes.c_void_p] * 4  # status out, this, const string&, GradFunc*
    registry = global_fn()
    return (lookup_fn, registry) if registry else None


def _std_string(data: bytes) -> tuple[Any, Any]:
    """A libstdc++ ``std::string`` (pointer, length, 16-byte buffer) viewing ``data``; the
    buffer is returned too, to keep it alive while the string is used."""
    buf = ctypes.create_string_buffer(data)
    return (ctypes.c_uint64 * 4)(ctypes.addressof(buf), len(data), 0, 0), buf


def lookup(op_type: str) -> bool | None:
    """Whether the C++ registry has an entry (a gradient or a no-gradient mark) for
    ``op_type``; None when the registry cannot be reached."""
    global _api, _api_loaded
    with _lock:
        if op_type in _cache:
            return _cache[op_type]
        if not _api_loaded:
            _api, _api_loaded = _load(), True
        if _api is None:
            return None
        lookup_fn, registry = _api
        string, _keep = _std_string(op_type.encode("utf-8"))
        status = (ctypes.c_uint64 * 2)()
        func = ctypes.c_void_p(0)
        lookup_fn(ctypes.addressof(status), registry, ctypes.addressof(string), ctypes.byref(func))
        found = status[0] == _STATUS_OK
        _cache[op_type] = found
        return found
