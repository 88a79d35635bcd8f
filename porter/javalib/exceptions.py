"""Java's exceptions as the port raises them: each JDK exception the program creates is a
Python exception of the contract's type (``IllegalStateException`` is a ``RuntimeError``,
``IllegalArgumentException`` a ``ValueError``: ``except`` clauses and callers catch them as
Python code would) that keeps Java's message (``null`` when there is none), cause and string
form (``java.lang.IllegalStateException: bad state``).

Exceptions that Python or a library raises (a ``ValueError`` of ``int("x")``) read the same
way: ``getMessage`` gives their text, or ``null`` when they have none, and their string form
names the Java exception their Python type stands for."""

from __future__ import annotations

import sys
import traceback
from typing import Any


class Throwable:
    """Java's constructors and accessors for an exception class (first of its bases, before
    the Python exception it is raised as): ``()``, ``(message)``, ``(message, cause)`` and
    ``(cause)``, whose message is the cause's string form as in Java."""

    def __init__(self, *args: Any) -> None:
        message: Any = None
        cause: Any = None
        if len(args) == 1 and isinstance(args[0], BaseException):
            cause = args[0]
            message = throwableString(cause)  # Java: cause.toString()
        elif args:
            message = args[0]
            cause = args[1] if len(args) > 1 else None
        super().__init__(*([] if message is None else [message]))
        self.__cause__ = self._cause = cause  # (``raise ... from None`` clears __cause__)
        self._message = message

    def getMessage(self) -> Any:
        return self._message

    def getLocalizedMessage(self) -> Any:
        return self.getMessage()

    def getCause(self) -> BaseException | None:
        cause: BaseException | None = getattr(self, "_cause", None)
        return cause

    def initCause(self, cause: BaseException) -> Any:
        self.__cause__ = self._cause = cause
        return self

    def toString(self) -> str:
        message = self.getLocalizedMessage()
        name = javaName(self)
        return name if message is None else f"{name}: {message}"

    def printStackTrace(self) -> None:
        printStackTrace(self)


# The Java exceptions the port creates: name, Java's qualified name, Python bases.
class JavaThrowable(Throwable, Exception):
    _java_name = "java.lang.Throwable"


class JavaException(Throwable, Exception):
    _java_name = "java.lang.Exception"


class JavaError(Throwable, Exception):
    _java_name = "java.lang.Error"


class RuntimeException(Throwable, RuntimeError):
    _java_name = "java.lang.RuntimeException"


class IllegalArgumentException(Throwable, ValueError):
    _java_name = "java.lang.IllegalArgumentException"


class NumberFormatException(IllegalArgumentException):
    _java_name = "java.lang.NumberFormatException"


class IllegalStateException(Throwable, RuntimeError):
    _java_name = "java.lang.IllegalStateException"


class IllegalMonitorStateException(Throwable, RuntimeError):
    _java_name = "java.lang.IllegalMonitorStateException"


class IndexOutOfBoundsException(Throwable, IndexError):
    _java_name = "java.lang.IndexOutOfBoundsException"


class ArrayIndexOutOfBoundsException(IndexOutOfBoundsException):
    _java_name = "java.lang.ArrayIndexOutOfBoundsException"


class StringIndexOutOfBoundsException(IndexOutOfBoundsException):
    _java_name = "java.lang.StringIndexOutOfBoundsException"


class UnsupportedOperationException(Throwable, NotImplementedError):
    _java_name = "java.lang.UnsupportedOperationException"


class NullPointerException(Throwable, TypeError):
    _java_name = "java.lang.NullPointerException"


class ClassCastException(Throwable, TypeError):
    _java_name = "java.lang.ClassCastException"


class ArithmeticException(Throwable, ArithmeticError):
    _java_name = "java.lang.ArithmeticException"


class NoSuchElementException(Throwable, LookupError):
    _java_name = "java.util.NoSuchElementException"


class MissingResourceException(Throwable, LookupError):
    _java_name = "java.util.MissingResourceException"

    def __init__(self, message: Any = None, class_name: str = "", key: str = "") -> None:
        super().__init__(message)
        self._class_name, self._key = class_name, key

    def getClassName(self) -> str:
        return self._class_name

    def getKey(self) -> str:
        return self._key


class InterruptedException(Throwable, KeyboardInterrupt):
    _java_name = "java.lang.InterruptedException"


class IOException(Throwable, OSError):
    _java_name = "java.io.IOException"


class FileNotFoundException(IOException, FileNotFoundError):
    _java_name = "java.io.FileNotFoundException"


class FileSystemException(IOException):
    """``java.nio.file.FileSystemException``: the file, the other file and the reason; its
    message is ``file -> other: reason`` with the parts it has."""

    _java_name = "java.nio.file.FileSystemException"

    def __init__(self, file: Any = None, other: Any = None, reason: Any = None) -> None:
        super().__init__(_file_message(file, other, reason))
        self._file, self._other, self._reason = file, other, reason

    def getFile(self) -> Any:
        return self._file

    def getOtherFile(self) -> Any:
        return self._other

    def getReason(self) -> Any:
        return self._reason


def _file_message(file: Any, other: Any, reason: Any) -> Any:
    if file is None and other is None:
        return reason
    text = "" if file is None else str(file)
    if other is not None:
        text += f" -> {other}"
    return text if reason is None else f"{text}: {reason}"


class NoSuchFileException(FileSystemException, FileNotFoundError):
    _java_name = "java.nio.file.NoSuchFileException"


class FileAlreadyExistsException(FileSystemException, FileExistsError):
    _java_name = "java.nio.file.FileAlreadyExistsException"


class AccessDeniedException(FileSystemException, PermissionError):
    _java_name = "java.nio.file.AccessDeniedException"


class DirectoryNotEmptyException(FileSystemException):
    _java_name = "java.nio.file.DirectoryNotEmptyException"


class NotDirectoryException(FileSystemException, NotADirectoryError):
    _java_name = "java.nio.file.NotDirectoryException"


class ConnectException(IOException, ConnectionError):
    _java_name = "java.net.ConnectException"


class UnsupportedEncodingException(Throwable, LookupError):
    _java_name = "java.io.UnsupportedEncodingException"


class URISyntaxException(Throwable, ValueError):
    _java_name = "java.net.URISyntaxException"


class MalformedURLException(Throwable, ValueError):
    _java_name = "java.net.MalformedURLException"


class BufferUnderflowException(Throwable, ValueError):
    _java_name = "java.nio.BufferUnderflowException"


class BufferOverflowException(Throwable, ValueError):
    _java_name = "java.nio.BufferOverflowException"


class ReadOnlyBufferException(Throwable, RuntimeError):
    _java_name = "java.nio.ReadOnlyBufferException"


class EmptyStackException(Throwable, IndexError):
    _java_name = "java.util.EmptyStackException"


class StackOverflowError(Throwable, RecursionError):
    _java_name = "java.lang.StackOverflowError"


class OutOfMemoryError(Throwable, MemoryError):
    _java_name = "java.lang.OutOfMemoryError"


class NoClassDefFoundError(Throwable, Exception):
    _java_name = "java.lang.NoClassDefFoundError"


class UnsatisfiedLinkError(Throwable, Exception):
    _java_name = "java.lang.UnsatisfiedLinkError"


class SQLException(Throwable, Exception):
    _java_name = "java.sql.SQLException"


class ReflectiveOperationException(Throwable, Exception):
    _java_name = "java.lang.ReflectiveOperationException"


class ClassNotFoundException(ReflectiveOperationException):
    _java_name = "java.lang.ClassNotFoundException"


class NoSuchMethodException(ReflectiveOperationException):
    _java_name = "java.lang.NoSuchMethodException"


class NoSuchFieldException(ReflectiveOperationException):
    _java_name = "java.lang.NoSuchFieldException"


class IllegalAccessException(ReflectiveOperationException):
    _java_name = "java.lang.IllegalAccessException"


class InstantiationException(ReflectiveOperationException):
    _java_name = "java.lang.InstantiationException"


class InvocationTargetException(ReflectiveOperationException):
    """What ``Method.invoke`` raises when the method throws: ``getCause()`` and
    ``getTargetException()`` are that exception; its message is null, as Java's."""

    _java_name = "java.lang.reflect.InvocationTargetException"

    def __init__(self, target: BaseException | None = None, message: Any = None) -> None:
        super().__init__(message, target)

    def getTargetException(self) -> BaseException | None:
        return self.getCause()


class NotSerializableException(IOException):
    """``ObjectOutputStream.writeObject`` of a class that is not ``Serializable``: the
    message is the class's name."""

    _java_name = "java.io.NotSerializableException"


class StreamCorruptedException(IOException):
    _java_name = "java.io.StreamCorruptedException"


class FileSystemNotFoundException(Throwable, RuntimeError):
    _java_name = "java.nio.file.FileSystemNotFoundException"


class FileSystemAlreadyExistsException(Throwable, RuntimeError):
    _java_name = "java.nio.file.FileSystemAlreadyExistsException"


class SecurityException(Throwable, RuntimeError):
    _java_name = "java.lang.SecurityException"


class DateTimeException(Throwable, RuntimeError):
    _java_name = "java.time.DateTimeException"


class UnsupportedTemporalTypeException(DateTimeException):
    _java_name = "java.time.temporal.UnsupportedTemporalTypeException"


class DateTimeParseException(DateTimeException):
    """java.time.format's: ``(message, parsedData, errorIndex)``."""

    _java_name = "java.time.format.DateTimeParseException"

    def __init__(self, message: Any = None, parsedData: str = "", errorIndex: int = 0) -> None:
        super().__init__(message)
        self._parsed, self._index = parsedData, errorIndex

    def getParsedString(self) -> str:
        return self._parsed

    def getErrorIndex(self) -> int:
        return self._index


class ParseException(Throwable, Exception):
    """java.text's: ``(message, errorOffset)``."""

    _java_name = "java.text.ParseException"

    def __init__(self, message: Any = None, errorOffset: int = 0) -> None:
        super().__init__(message)
        self._offset = errorOffset

    def getErrorOffset(self) -> int:
        return self._offset


# The Java exception a Python exception stands for (contract §9), most specific first.
_PYTHON_NAMES: list[tuple[type[BaseException], str]] = [
    (ZeroDivisionError, "java.lang.ArithmeticException"),
    (ArithmeticError, "java.lang.ArithmeticException"),
    (FileNotFoundError, "java.io.FileNotFoundException"),
    (OSError, "java.io.IOException"),
    (IndexError, "java.lang.IndexOutOfBoundsException"),
    (KeyError, "java.util.NoSuchElementException"),
    (StopIteration, "java.util.NoSuchElementException"),
    (NotImplementedError, "java.lang.UnsupportedOperationException"),
    (AssertionError, "java.lang.AssertionError"),
    (ValueError, "java.lang.IllegalArgumentException"),
    (TypeError, "java.lang.NullPointerException"),
    (AttributeError, "java.lang.NullPointerException"),
    (RecursionError, "java.lang.StackOverflowError"),
    (MemoryError, "java.lang.OutOfMemoryError"),
    (RuntimeError, "java.lang.RuntimeException"),
    (KeyboardInterrupt, "java.lang.InterruptedException"),
    (Exception, "java.lang.Exception"),
]


def javaName(e: BaseException) -> str:
    """``e.getClass().getName()``: a JDK exception's qualified name, a ported class's binary
    name (``Outer$Inner``), or the Java exception a Python one stands for."""
    return className(type(e))


# Python's types of Java's boxes and strings (contract §3) by the Java class they stand for.
_VALUE_CLASSES = {
    str: "java.lang.String",
    bool: "java.lang.Boolean",
    int: "java.lang.Integer",
    float: "java.lang.Double",
}


def className(cls: type) -> str:
    """``Class.getName()``: for an exception class as ``javaName`` gives it, ``String`` for
    ``str`` (and the boxes), else the class's name."""
    own = cls.__dict__.get("_java_name")
    if own is not None:
        return str(own)
    if cls in _VALUE_CLASSES:
        return _VALUE_CLASSES[cls]
    if not issubclass(cls, BaseException):
        return cls.__name__
    if issubclass(cls, Throwable):
        module = cls.__module__
        package = module.rsplit(".", 1)[0] + "." if "." in module else ""
        return package + cls.__qualname__.replace(".", "$")
    if cls.__module__.startswith("porter.javalib."):
        return cls.__qualname__  # a library's own exception (Jackson's JsonEOFException)
    return next((n for t, n in _PYTHON_NAMES if issubclass(cls, t)), cls.__name__)


def simpleName(cls: type) -> str:
    """``Class.getSimpleName()``: ``IndexOutOfBoundsException`` for Python's IndexError,
    ``String`` for ``str``."""
    if not issubclass(cls, BaseException) and cls not in _VALUE_CLASSES:
        return cls.__name__
    return className(cls).rsplit(".", 1)[-1].rsplit("$", 1)[-1]


def getMessage(e: BaseException) -> Any:
    """Java's ``getMessage()``: the message, ``None`` (Java's null) when there is none."""
    own = getattr(e, "getMessage", None)
    if callable(own):
        return own()
    if isinstance(e, KeyError) and len(e.args) == 1:
        return str(e.args[0])
    if isinstance(e, OSError) and e.filename is not None and e.strerror:
        return f"{e.filename} ({e.strerror})"  # Java's: "data.txt (No such file or directory)"
    return str(e) if e.args else None


def getLocalizedMessage(e: BaseException) -> Any:
    own = getattr(e, "getLocalizedMessage", None)
    return own() if callable(own) else getMessage(e)


def getCause(e: BaseException) -> BaseException | None:
    own = getattr(e, "getCause", None)
    if callable(own):
        cause: BaseException | None = own()
        return cause
    return e.__cause__


def throwableString(e: BaseException) -> str:
    """Java's ``toString()`` of an exception: its class name, then ``: message`` if any."""
    own = getattr(e, "toString", None)
    if callable(own):
        return str(own())
    message = getLocalizedMessage(e)
    name = javaName(e)
    return name if message is None else f"{name}: {message}"


def stackTrace(e: BaseException) -> str:
    """What Java's ``printStackTrace()`` prints: the exception's string form, its frames
    (innermost first, as Java lists them) and its causes (``Caused by: ...``)."""
    lines: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = e
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        head = throwableString(current)
        lines.append(head if not lines else f"Caused by: {head}")
        for frame in reversed(traceback.extract_tb(current.__traceback__)):
            where = f"{frame.filename.rsplit('/', 1)[-1]}:{frame.lineno}"
            lines.append(f"\tat {frame.name}({where})")
        current = getCause(current)
    return "\n".join(lines)


def printStackTrace(e: BaseException) -> None:
    """Java's ``printStackTrace()``, on standard error."""
    print(stackTrace(e), file=sys.stderr)
