"""The protobuf runtime's Java classes that TensorFlow Java programs use beside the
binding's messages: ``InvalidProtocolBufferException`` (what parsing and printing raise) and
``com.google.protobuf.util.JsonFormat``'s printer.
"""

from __future__ import annotations

from typing import Any

from google.protobuf import json_format
from google.protobuf.message import DecodeError

# Catching Java's InvalidProtocolBufferException catches what Python's protobuf raises for
# the same failures: bytes that do not parse, JSON that does not print or parse.
InvalidProtocolBufferException = (DecodeError, json_format.Error)


class Printer:
    """``JsonFormat.printer()``: Java's JSON (two-space indent, camelCase names, non-ASCII
    kept), with its options as chained calls."""

    def __init__(
        self, proto_names: bool = False, defaults: bool = False, compact: bool = False
    ) -> None:
        self._proto_names, self._defaults, self._compact = proto_names, defaults, compact

    def preservingProtoFieldNames(self) -> Printer:
        return Printer(True, self._defaults, self._compact)

    def includingDefaultValueFields(self) -> Printer:
        return Printer(self._proto_names, True, self._compact)

    def alwaysPrintFieldsWithNoPresence(self) -> Printer:
        return Printer(self._proto_names, True, self._compact)

    def omittingInsignificantWhitespace(self) -> Printer:
        return Printer(self._proto_names, self._defaults, True)

    def print(self, message: Any) -> str:
        text = json_format.MessageToJson(
            message,
            preserving_proto_field_name=self._proto_names,
            indent=None if self._compact else 2,
            ensure_ascii=False,
            always_print_fields_with_no_presence=self._defaults,
        )
        if self._compact:
            text = text.replace(", ", ",").replace(": ", ":")
        return str(text)


class JsonFormat:
    @staticmethod
    def printer() -> Printer:
        return Printer()
