"""The JDK's PCM conversions, sample by sample, over numpy (for ``porter.javalib.sound``).

Java converts between sample sizes and channel counts through single-precision floats in
[-1, 1]: an integer sample ``x`` of ``b`` bits is ``x / (2**(b-1) - 1)`` when positive and
``x / 2**(b-1)`` otherwise, and back ``(int) (f * max)`` truncated in ``float`` arithmetic
(so 32-bit samples saturate as Java's cast does). A change of sign or byte order alone moves
bytes exactly, but for one conversion that JDK 17 leaves undone: a change of sign alone at 16
bits. An unsigned sample is ``(int) (f * max + 2**(b-1))``, so it rounds down where a signed
one rounds toward zero."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def f32(value: float) -> float:
    """A Java ``float``: the value rounded to single precision."""
    return float(np.float32(value))


@dataclass(frozen=True)
class Layout:
    """How samples sit in the bytes: the encoding's name, bits per sample, channels, order."""

    encoding: str
    bits: int
    channels: int
    big_endian: bool

    @property
    def floating(self) -> bool:
        return self.encoding == "PCM_FLOAT"

    @property
    def signed(self) -> bool:
        return self.encoding != "PCM_UNSIGNED"

    @property
    def width(self) -> int:
        return (self.bits + 7) // 8


def _integers(data: bytes, layout: Layout) -> np.ndarray:
    """The samples as signed int64 (unsigned data shifted by half its range)."""
    width = layout.width
    raw = np.frombuffer(data[: len(data) - len(data) % width], np.uint8).reshape(-1, width)
    if not layout.big_endian:
        raw = raw[:, ::-1]
    values = np.zeros(len(raw), np.int64)
    for column in range(width):
        values = (values << 8) | raw[:, column]
    half = 1 << (width * 8 - 1)
    if layout.signed:
        return np.where(values >= half, values - 2 * half, values)
    return values - half


def _bytes(values: np.ndarray, layout: Layout) -> bytes:
    width = layout.width
    values = values.astype(np.int64)
    if not layout.signed:
        values = values + (1 << (width * 8 - 1))
    values = values & ((1 << (width * 8)) - 1)
    columns = [(values >> (8 * (width - 1 - c))) & 0xFF for c in range(width)]
    raw = np.stack(columns, axis=1).astype(np.uint8)
    if not layout.big_endian:
        raw = raw[:, ::-1]
    return raw.tobytes()


def _to_floats(data: bytes, layout: Layout) -> np.ndarray:
    if layout.floating:
        kind = (">" if layout.big_endian else "<") + ("f4" if layout.bits == 32 else "f8")
        return np.frombuffer(data, kind).astype(np.float32)
    values = _integers(data, layout).astype(np.float32)
    top = np.float32(2 ** (layout.bits - 1))
    return np.where(values > 0, values / (top - np.float32(1)), values / top).astype(np.float32)


def _from_floats(values: np.ndarray, layout: Layout) -> bytes:
    if layout.floating:
        kind = (">" if layout.big_endian else "<") + ("f4" if layout.bits == 32 else "f8")
        return values.astype(kind).tobytes()
    top = np.float32(2 ** (layout.bits - 1))
    scaled = np.where(values > 0, values * (top - np.float32(1)), values * top).astype(np.float32)
    if not layout.signed:
        scaled = (scaled + top).astype(np.float32)
    half = 2 ** (layout.bits - 1)
    low, high = (0, 2 * half - 1) if not layout.signed else (-half, half - 1)
    ints = np.clip(np.trunc(scaled.astype(np.float64)), low, high).astype(np.int64)
    if not layout.signed:
        ints = ints - half
    return _bytes(ints, layout)


def _mix(values: np.ndarray, source: int, target: int) -> np.ndarray:
    frames = values.reshape(-1, source)
    if target == 1:
        return (frames.sum(axis=1, dtype=np.float32) / np.float32(source)).astype(np.float32)
    if source == 1:
        return np.repeat(frames, target, axis=1).reshape(-1)
    raise ValueError(f"no channel mixing from {source} to {target} channels")


def convert(data: bytes, source: Layout, target: Layout) -> bytes:
    """``data`` in ``source``'s layout, written in ``target``'s."""
    integral = not source.floating and not target.floating and source.channels == target.channels
    sign_only = source.signed != target.signed and source.big_endian == target.big_endian
    if integral and source.bits == target.bits == 16 and sign_only:
        return data  # JDK 17's PCM codec leaves 16-bit samples as they are here
    exact = (
        not source.floating
        and not target.floating
        and source.bits == target.bits
        and source.channels == target.channels
    )
    if exact:
        return _bytes(_integers(data, source), target)
    values = _to_floats(data, source)
    if source.channels != target.channels:
        values = _mix(values, source.channels, target.channels)
    return _from_floats(values, target)
