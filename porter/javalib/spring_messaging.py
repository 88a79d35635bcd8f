"""Spring's messages (``org.springframework.messaging`` and Spring Integration's
``MessageBuilder``): a payload with headers, as a Spring Cloud Stream processor receives and
sends them. The headers always have an ``id`` and a ``timestamp``, as Spring's do."""

from __future__ import annotations

import time
import uuid
from typing import Any

from porter.javalib.string_conversion import jstr


class MessageHeaders(dict):  # type: ignore[type-arg]
    """The headers: a read-only map of Java's ``Map`` methods."""

    ID = "id"
    TIMESTAMP = "timestamp"

    def get(self, key: Any, default: Any = None) -> Any:
        return super().get(key, default)

    def containsKey(self, key: Any) -> bool:
        return key in self

    def getId(self) -> Any:
        return self.get(self.ID)

    def getTimestamp(self) -> Any:
        return self.get(self.TIMESTAMP)


class GenericMessage:
    def __init__(self, payload: Any, headers: Any = None) -> None:
        if payload is None:
            raise ValueError("Payload must not be null")
        self.payload = payload
        values = dict(headers or {})
        values[MessageHeaders.ID] = uuid.uuid4()
        values[MessageHeaders.TIMESTAMP] = int(time.time() * 1000)
        self.headers = MessageHeaders(values)

    def getPayload(self) -> Any:
        return self.payload

    def getHeaders(self) -> MessageHeaders:
        return self.headers

    def toString(self) -> str:
        return f"GenericMessage [payload={jstr(self.payload)}, headers={jstr(self.headers)}]"

    __str__ = toString


class MessageBuilder:
    def __init__(self, payload: Any) -> None:
        self.payload = payload
        self.headers: dict[Any, Any] = {}

    @staticmethod
    def withPayload(payload: Any) -> MessageBuilder:
        return MessageBuilder(payload)

    @staticmethod
    def fromMessage(message: GenericMessage) -> MessageBuilder:
        return MessageBuilder(message.getPayload()).copyHeaders(message.getHeaders())

    @staticmethod
    def createMessage(payload: Any, headers: Any) -> GenericMessage:
        return GenericMessage(payload, headers)

    def setHeader(self, name: str, value: Any) -> MessageBuilder:
        if value is None:
            self.headers.pop(name, None)
        else:
            self.headers[name] = value
        return self

    def setHeaderIfAbsent(self, name: str, value: Any) -> MessageBuilder:
        if name not in self.headers and value is not None:
            self.headers[name] = value
        return self

    def removeHeader(self, name: str) -> MessageBuilder:
        self.headers.pop(name, None)
        return self

    def copyHeaders(self, headers: Any) -> MessageBuilder:
        for k, v in (headers or {}).items():
            if k not in (MessageHeaders.ID, MessageHeaders.TIMESTAMP):
                self.setHeader(k, v)
        return self

    def copyHeadersIfAbsent(self, headers: Any) -> MessageBuilder:
        for k, v in (headers or {}).items():
            if k not in (MessageHeaders.ID, MessageHeaders.TIMESTAMP):
                self.setHeaderIfAbsent(k, v)
        return self

    def build(self) -> GenericMessage:
        return GenericMessage(self.payload, self.headers)


class MessagingException(RuntimeError):
    """Spring's ``MessagingException``: a failure about a message (``getFailedMessage()``)."""

    def __init__(self, *args: Any) -> None:
        message = next((a for a in args if isinstance(a, GenericMessage)), None)
        text = next((a for a in args if isinstance(a, str)), None)
        super().__init__(text)
        self.failed = message

    def getFailedMessage(self) -> Any:
        return self.failed

    def getMessage(self) -> str | None:
        return self.args[0] if self.args else None


class MessageHandlingException(MessagingException):
    pass


class Tuple:
    """Spring Tuple's ``Tuple``: named values in order (``getValue``, ``getString``, ...)."""

    def __init__(self, names: list[str], values: list[Any]) -> None:
        self.names, self.values = list(names), list(values)

    def _index(self, key: Any) -> int:
        if isinstance(key, int):
            return key
        if key not in self.names:
            raise ValueError(f"Field name [{key}] does not exist")
        return self.names.index(key)

    def size(self) -> int:
        return len(self.values)

    def getFieldNames(self) -> list[str]:
        return list(self.names)

    def getValues(self) -> list[Any]:
        return list(self.values)

    def hasFieldName(self, name: str) -> bool:
        return name in self.names

    def getValue(self, key: Any) -> Any:
        return self.values[self._index(key)]

    def getString(self, key: Any) -> str | None:
        value = self.getValue(key)
        return None if value is None else str(value)

    def getInt(self, key: Any) -> int:
        return int(self.getValue(key))

    def getLong(self, key: Any) -> int:
        return int(self.getValue(key))

    def getDouble(self, key: Any) -> float:
        return float(self.getValue(key))

    def getFloat(self, key: Any) -> float:
        return float(self.getValue(key))

    def getBoolean(self, key: Any) -> bool:
        value = self.getValue(key)
        return value if isinstance(value, bool) else str(value).lower() == "true"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Tuple) and (self.names, self.values) == (other.names, other.values)

    def __hash__(self) -> int:
        return hash(tuple(self.names))

    def toString(self) -> str:
        return f"DefaultTuple [names={jstr(self.names)}, values={jstr(self.values)}]"

    __str__ = toString


class TupleBuilder:
    def __init__(self) -> None:
        self.names: list[str] = []
        self.values: list[Any] = []

    @staticmethod
    def tuple() -> TupleBuilder:
        return TupleBuilder()

    def put(self, name: str, value: Any) -> TupleBuilder:
        self.names.append(name)
        self.values.append(value)
        return self

    def of(self, *pairs: Any) -> Tuple:
        for name, value in zip(pairs[::2], pairs[1::2], strict=True):
            self.put(name, value)
        return self.build()

    def ofNamesAndValues(self, names: list[str], values: list[Any]) -> Tuple:
        return Tuple(names, values)

    def build(self) -> Tuple:
        return Tuple(self.names, self.values)
