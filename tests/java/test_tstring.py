"""Port of TensorFlow Java's ``TStringTest`` (``org.tensorflow.types.TString``).

Java's ``StandardCharsets.UTF_16LE`` is the charset's name, ``"UTF-16LE"`` (porting contract
section 12); Java's ``byte[]`` values are ``bytes`` and ``NdArray<byte[]>`` is
``NdArrays.ofObjects(bytes, shape)``.
"""

from __future__ import annotations

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TString

SKIPPED = {
    "testNoLeaks": "measures the JVM's native memory (Pointer.physicalBytes) across System.gc() "
    "runs; disabled in Java too (@Disabled, not deterministic)",
}

BABY_CHICK = "\U0001f425"


def _assert_equal(expected: object, actual: object) -> None:
    assert expected == actual


def test_createScalar() -> None:
    tensor = TString.scalarOf("Pretty vacant")
    assert tensor is not None
    assert tensor.shape() == Shape.scalar()
    assert tensor.getObject() == "Pretty vacant"


def test_createrScalarLongerThan127() -> None:
    text = (
        "Long String 1234567890123456789012345678901234567890123456789012345678901234567890"
        "123456789012345678901234567890123456789012345678901234567890123456789012345678901234"
        "567890 !"
    )
    tensor = TString.scalarOf(text)
    assert tensor is not None
    assert tensor.shape() == Shape.scalar()
    assert tensor.getObject() == text


def test_createVector() -> None:
    tensor = TString.vectorOf("Pretty", "vacant")
    assert tensor is not None
    assert tensor.shape() == Shape.of(2)
    assert tensor.getObject(0) == "Pretty"
    assert tensor.getObject(1) == "vacant"


def test_createCopy() -> None:
    strings = (
        NdArrays.ofObjects(str, Shape.of(2, 2))
        .setObject("Pretty", 0, 0)
        .setObject("vacant", 0, 1)
        .setObject("New", 1, 0)
        .setObject("York", 1, 1)
    )

    tensor = TString.tensorOf(strings)
    assert tensor is not None
    seen: list[str] = []
    strings.scalars().forEachIndexed(
        lambda idx, s: (
            _assert_equal(s.getObject(), tensor.getObject(idx)),
            seen.append(s.getObject()),
        )
    )
    assert seen == ["Pretty", "vacant", "New", "York"]


def test_defaultCharsetIsUtf8() -> None:
    tensor = TString.tensorOf(NdArrays.scalarOfObject(BABY_CHICK))
    bytes_ = tensor.asBytes().getObject()
    assert bytes_ == bytes([0xF0, 0x9F, 0x90, 0xA5])
    assert tensor.getObject() == BABY_CHICK


def test_usingDifferentCharset() -> None:
    tensor = TString.tensorOf("UTF-16LE", NdArrays.scalarOfObject(BABY_CHICK))
    bytes_ = tensor.asBytes().getObject()
    assert bytes_ == bytes([0x3D, 0xD8, 0x25, 0xDC])
    assert tensor.using("UTF-16LE").getObject() == BABY_CHICK


def test_initializingTensorWithRawBytes() -> None:
    strings = ["TensorFlow", "For", "Java", "Rocks", "!"]
    bytes_ = NdArrays.ofObjects(bytes, Shape.of(len(strings)))
    for i in range(len(strings)):
        bytes_.setObject(strings[i].encode(), i)
    tensor = TString.tensorOfBytes(bytes_)
    assert tensor is not None
    assert tensor.shape() == bytes_.shape()

    tensorBytes = tensor.asBytes()
    for i in range(len(strings)):
        assert tensorBytes.getObject(i) == bytes_.getObject(i)
