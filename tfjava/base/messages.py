"""Protocol buffer arguments: the one message type a parameter expects, or its bytes.

Protobuf parses any bytes as any message, so a ``ConfigProto`` given where ``RunOptions`` is
expected would be read as ``RunOptions`` without complaint (its thread count becoming a
timeout): each parameter checks the message class at the call.
"""

from __future__ import annotations

from typing import Any

from google.protobuf.message import DecodeError
from tensorflow.core.protobuf import config_pb2


def proto_arg(value: Any, message: str, where: str, parameter: str) -> Any:
    """``value`` as a ``message`` of ``tensorflow.core.protobuf.config_pb2`` (from the message
    or its serialized bytes), or None; any other message or value is a TypeError, since
    protobuf would read another message's bytes as this one without complaint."""
    if value is None:
        return None

    cls = getattr(config_pb2, message)
    if isinstance(value, bytes | bytearray):
        try:
            return cls.FromString(bytes(value))
        except DecodeError as e:
            raise ValueError(f"{where}: {parameter} is not a serialized {message}: {e}") from None
    if not isinstance(value, cls):
        raise TypeError(f"{where}: {parameter} must be a {message}, got {type(value).__name__}")
    return value
