"""``AbstractDataBuffer``: what every ``DataBuffer`` is, with nothing of its own.

``NdArray.read``/``write`` and the tensor factories tell a buffer from other values by this class;
the buffers themselves (``data_buffer``) check their values by the NdArray types' rules, so they
sit above ``ndarray.ndarray`` and this class below it.
"""

from __future__ import annotations

__all__ = ["AbstractDataBuffer"]


class AbstractDataBuffer:
    """Base of ``DataBuffer`` (Java's ``DataBuffer`` interface)."""

    __slots__ = ()
