"""porter.javalib.objectstreams: the port's own object stream format, and its refusal of a
stream that Java's serialization wrote."""

from __future__ import annotations

import pytest

from porter.javalib.datastreams import EOFException
from porter.javalib.exceptions import NotSerializableException, StreamCorruptedException
from porter.javalib.files import ByteArrayInputStream, ByteArrayOutputStream
from porter.javalib.objectstreams import ObjectInputStream, ObjectOutputStream

# What JDK 17 writes for ``new ObjectOutputStream(out).writeObject("hi")``.
JAVA_STREAM = bytes.fromhex("aced000574000268 69".replace(" ", ""))


def test_a_java_serialization_stream_is_refused_by_its_magic() -> None:
    with pytest.raises(StreamCorruptedException, match="Java's serialization \\(magic AC ED\\)"):
        ObjectInputStream(ByteArrayInputStream(JAVA_STREAM))


def test_an_empty_stream_ends_before_the_header() -> None:
    with pytest.raises(EOFException):
        ObjectInputStream(ByteArrayInputStream(b""))


def test_objects_and_primitives_read_back_in_order() -> None:
    out = ByteArrayOutputStream()
    stream = ObjectOutputStream(out)
    shared = [1, 2]
    stream.writeObject({"a": shared})
    stream.writeLong(-5)
    stream.writeObject(shared)
    stream.close()
    assert out.toByteArray()[:4] == b"PJOS"
    back = ObjectInputStream(ByteArrayInputStream(out.toByteArray()))
    first = back.readObject()
    assert back.readLong() == -5
    assert back.readObject() is first["a"]  # one object, as Java's back-reference
    with pytest.raises(EOFException):
        back.readObject()


def test_a_class_of_the_program_that_is_not_serializable_is_refused() -> None:
    class Plain:  # a class "of the program": defined outside the porter's modules
        pass

    Plain.__module__ = "ported.demo.Plain"
    with pytest.raises(NotSerializableException):
        ObjectOutputStream(ByteArrayOutputStream()).writeObject(Plain())
