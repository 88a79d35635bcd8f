"""SciJava (``org.scijava``) as ported programs use it: the ``Context`` and the services a
plugin asks for (``LogService`` as SciJava's default ``StderrLogService`` prints:
``[INFO] message`` on standard output for INFO and DEBUG, on standard error for WARNING and
ERROR; the level is INFO unless the ``DEBUG`` environment variable is set), ``ItemIO``,
``ByteArray`` and the ``Location`` classes."""

from __future__ import annotations

import os
import sys
from typing import Any

from porter.javalib.exceptions import throwableString
from porter.javalib.string_conversion import jstr


class LogLevel:
    NONE, ERROR, WARN, INFO, DEBUG, TRACE = 0, 1, 2, 3, 4, 5

    @staticmethod
    def prefix(level: int) -> str:
        names = {1: "ERROR", 2: "WARNING", 3: "INFO", 4: "DEBUG", 5: "TRACE"}
        return names.get(level, f"LEVEL{level}")


class LogService:
    """SciJava's ``StderrLogService``."""

    def __init__(self) -> None:
        self._level = LogLevel.DEBUG if os.environ.get("DEBUG") is not None else LogLevel.INFO

    def getLevel(self) -> int:
        return self._level

    def setLevel(self, level: int) -> None:
        self._level = level

    def isDebug(self) -> bool:
        return self._level >= LogLevel.DEBUG

    def isInfo(self) -> bool:
        return self._level >= LogLevel.INFO

    def isWarn(self) -> bool:
        return self._level >= LogLevel.WARN

    def isError(self) -> bool:
        return self._level >= LogLevel.ERROR

    def log(self, level: int, msg: Any = None, t: BaseException | None = None) -> None:
        if level > self._level:
            return
        if isinstance(msg, BaseException) and t is None:
            msg, t = None, msg  # log.error(exception): the throwable alone
        text = f"[{LogLevel.prefix(level)}] "
        if msg is not None:
            text += jstr(msg) + "\n"
        if t is not None:
            text += throwableString(t) + "\n"
        stream = sys.stderr if level <= LogLevel.WARN else sys.stdout
        stream.write(text)
        stream.flush()

    def error(self, msg: Any = None, t: BaseException | None = None) -> None:
        self.log(LogLevel.ERROR, msg, t)

    def warn(self, msg: Any = None, t: BaseException | None = None) -> None:
        self.log(LogLevel.WARN, msg, t)

    def info(self, msg: Any = None, t: BaseException | None = None) -> None:
        self.log(LogLevel.INFO, msg, t)

    def debug(self, msg: Any = None, t: BaseException | None = None) -> None:
        self.log(LogLevel.DEBUG, msg, t)

    def trace(self, msg: Any = None, t: BaseException | None = None) -> None:
        self.log(LogLevel.TRACE, msg, t)


class StatusService:
    """Status messages: headless, SciJava's status goes to its listeners only."""

    def __init__(self) -> None:
        self.last: str | None = None

    def showStatus(self, *args: Any) -> None:
        text = [a for a in args if isinstance(a, str)]
        self.last = text[0] if text else None

    def showProgress(self, value: int, maximum: int) -> None:
        pass

    def clearStatus(self) -> None:
        self.last = None


class Context:
    """``new Context()``: one instance of each service the program asks for."""

    def __init__(self, *services: Any) -> None:
        self._services: dict[Any, Any] = {}
        self._disposed = False

    def service(self, cls: Any) -> Any:
        if cls not in self._services:
            self._services[cls] = cls()
            if hasattr(self._services[cls], "setContext"):
                self._services[cls].setContext(self)
        return self._services[cls]

    getService = service

    def inject(self, obj: Any) -> None:
        pass

    def dispose(self) -> None:
        self._disposed = True

    def isDisposed(self) -> bool:
        return self._disposed


class ItemIO:
    INPUT, OUTPUT, BOTH = "INPUT", "OUTPUT", "BOTH"


class ByteArray(list):
    """``org.scijava.util.ByteArray``: a growable list of bytes."""

    def __init__(self, arg: Any = 0) -> None:
        if isinstance(arg, int):
            super().__init__()
        else:
            super().__init__(arg)

    def getArray(self) -> bytes:
        return bytes(b & 0xFF for b in self)

    def setArray(self, array: Any) -> None:
        self[:] = list(array)

    def size(self) -> int:
        return len(self)

    def addValue(self, value: int) -> None:
        self.append(value)

    def getValue(self, index: int) -> int:
        return self[index]

    def setValue(self, index: int, value: int) -> int:
        old = self[index]
        self[index] = value
        return old


class BytesLocation:
    """``new BytesLocation(byte[] bytes[, String name])``."""

    def __init__(self, data: Any, name: str | None = None) -> None:
        self._bytes = bytes(b & 0xFF for b in data) if not isinstance(data, bytes) else data
        self._name = name

    def getByteBank(self) -> bytes:
        return self._bytes

    def getName(self) -> str | None:
        return self._name

    def defaultName(self) -> str:
        return "Location.defaultName"


class FileLocation:
    def __init__(self, path: Any) -> None:
        from porter.javalib.files import File

        self._file = path if not isinstance(path, str) else File(path)

    def getFile(self) -> Any:
        return self._file

    def getName(self) -> str:
        return self._file.getName()

    def getURI(self) -> Any:
        return self._file.toURI()

    def toString(self) -> str:
        return f"FileLocation:{self._file.getAbsolutePath()}"
