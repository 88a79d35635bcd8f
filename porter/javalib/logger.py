"""``java.util.logging``: ``Logger`` and ``Level`` over Python's ``logging``, printing as
Java's default console handler does (two lines on standard error: the time and the source,
then ``LEVEL: message``) for ``INFO`` and above."""

from __future__ import annotations

import logging
import sys
import time
from typing import Any

from porter.javalib.exceptions import stackTrace
from porter.javalib.string_conversion import jstr


class Level:
    """``java.util.logging.Level``: a name and Java's integer value."""

    def __init__(self, name: str, value: int) -> None:
        self._name = name
        self._value = value

    def getName(self) -> str:
        return self._name

    def intValue(self) -> int:
        return self._value

    def toString(self) -> str:
        return self._name

    __str__ = __repr__ = toString

    def python_level(self) -> int:
        """The ``logging`` level with the same rank (``INFO`` is 20, ``SEVERE`` 40)."""
        return _PY_LEVELS.get(self._value, max(1, self._value // 40))

    @staticmethod
    def parse(name: str) -> Level:
        for level in _LEVELS:
            if level.getName() == name or str(level.intValue()) == name:
                return level
        raise ValueError(f'Bad level "{name}"')


Level.OFF = Level("OFF", 2**31 - 1)  # type: ignore[attr-defined]
Level.SEVERE = Level("SEVERE", 1000)  # type: ignore[attr-defined]
Level.WARNING = Level("WARNING", 900)  # type: ignore[attr-defined]
Level.INFO = Level("INFO", 800)  # type: ignore[attr-defined]
Level.CONFIG = Level("CONFIG", 700)  # type: ignore[attr-defined]
Level.FINE = Level("FINE", 500)  # type: ignore[attr-defined]
Level.FINER = Level("FINER", 400)  # type: ignore[attr-defined]
Level.FINEST = Level("FINEST", 300)  # type: ignore[attr-defined]
Level.ALL = Level("ALL", -(2**31))  # type: ignore[attr-defined]
_LEVELS: list[Level] = [
    getattr(Level, n)
    for n in ("OFF", "SEVERE", "WARNING", "INFO", "CONFIG", "FINE", "FINER", "FINEST", "ALL")
]
_PY_LEVELS = {
    2**31 - 1: logging.CRITICAL + 10,
    1000: logging.ERROR,
    900: logging.WARNING,
    800: logging.INFO,
    700: 15,
    500: logging.DEBUG,
    400: 8,
    300: 5,
    -(2**31): 1,
}


class _JavaConsoleFormatter(logging.Formatter):
    """Java's ``SimpleFormatter`` default: ``Dec 04, 2026 6:07:01 PM source`` then
    ``LEVEL: message``."""

    def format(self, record: logging.LogRecord) -> str:
        when = time.localtime(record.created)
        hour = when.tm_hour % 12 or 12
        stamp = time.strftime(f"%b %d, %Y {hour}:%M:%S %p", when)
        source = getattr(record, "java_source", record.name)
        text = f"{stamp} {source}\n{getattr(record, 'java_level', record.levelname)}: {record.getMessage()}"
        if record.exc_info:
            text += "\n" + stackTrace(record.exc_info[1])  # as Java prints it
        return text


class _StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to the ``sys.stderr`` of the moment (as ``System.err`` follows ``setErr``)."""

    @property
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, value: Any) -> None:
        pass


_root = logging.getLogger("java")
if not _root.handlers:
    _handler = _StderrHandler()
    _handler.setFormatter(_JavaConsoleFormatter())
    _root.addHandler(_handler)
    _root.setLevel(logging.INFO)
    _root.propagate = False


class Logger:
    """``java.util.logging.Logger``: messages with ``{0}`` parameters, as Java's
    ``MessageFormat`` fills them."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._logger = _root.getChild(name) if name else _root

    @staticmethod
    def getLogger(name: Any) -> Logger:
        # Log4j 1.x's Logger.getLogger(Class) names the logger by the class
        return Logger(name if isinstance(name, str) else name.__qualname__)

    @staticmethod
    def getGlobal() -> Logger:
        return Logger("global")

    def getName(self) -> str:
        return self._name

    def setLevel(self, level: Level) -> None:
        self._logger.setLevel(level.python_level())

    def getLevel(self) -> Level | None:
        return None

    def isLoggable(self, level: Level) -> bool:
        return self._logger.isEnabledFor(level.python_level())

    def log(self, level: Level, message: Any, param: Any = None) -> None:
        text = message if isinstance(message, str) else jstr(message)
        exc = param if isinstance(param, BaseException) else None
        if param is not None and exc is None:
            params = param if isinstance(param, (list, tuple)) else [param]
            for i, value in enumerate(params):
                text = text.replace(
                    "{" + str(i) + "}", value if isinstance(value, str) else jstr(value)
                )
        self._logger.log(
            level.python_level(),
            "%s",
            text,
            exc_info=(type(exc), exc, exc.__traceback__) if exc is not None else None,
            extra={"java_level": level.getName(), "java_source": self._source()},
        )

    def _source(self) -> str:
        """Java's source of a record: the class and method that logged, as Java finds them
        on the stack (``demo.Main main``); the logger's name for code outside a class."""
        frame = sys._getframe(1)
        while frame is not None and frame.f_globals.get("__name__") == __name__:
            frame = frame.f_back  # type: ignore[assignment]
        if frame is None:
            return self._name
        outer, _, method = frame.f_code.co_qualname.rpartition(".")
        if not outer or "<" in outer:
            return self._name
        spec = frame.f_globals.get("__spec__")
        module = spec.name if spec is not None else frame.f_globals.get("__name__", "")
        top = outer.split(".", 1)[0]
        if self._name.rsplit(".", 1)[-1] == top:
            package = self._name.rpartition(".")[0]  # a logger named by its class, as usual
        elif module.rsplit(".", 1)[-1] == top and "." in module:
            package = module.rsplit(".", 1)[0].partition(".")[2]  # the ports' root left out
        else:
            return self._name
        java_class = outer.replace(".", "$")
        method = "<init>" if method == "__init__" else method
        return f"{package + '.' if package else ''}{java_class} {method}"

    def severe(self, message: Any) -> None:
        self.log(Level.SEVERE, message)  # type: ignore[attr-defined]

    def warning(self, message: Any) -> None:
        self.log(Level.WARNING, message)  # type: ignore[attr-defined]

    def info(self, message: Any, *args: Any) -> None:
        if args:  # SLF4J's info(format, arguments...)
            self._slf4j(Level.INFO, message, args)  # type: ignore[attr-defined]
        else:
            self.log(Level.INFO, message)  # type: ignore[attr-defined]

    # SLF4J's Logger (the same logger, its level names and its ``{}`` placeholders).

    def error(self, message: Any, *args: Any) -> None:
        self._slf4j(Level.SEVERE, message, args)  # type: ignore[attr-defined]

    def warn(self, message: Any, *args: Any) -> None:
        self._slf4j(Level.WARNING, message, args)  # type: ignore[attr-defined]

    def debug(self, message: Any, *args: Any) -> None:
        self._slf4j(Level.FINE, message, args)  # type: ignore[attr-defined]

    def fatal(self, message: Any, *args: Any) -> None:  # Log4j's
        self._slf4j(Level.SEVERE, message, args)  # type: ignore[attr-defined]

    def trace(self, message: Any, *args: Any) -> None:
        self._slf4j(Level.FINEST, message, args)  # type: ignore[attr-defined]

    def isErrorEnabled(self) -> bool:
        return self.isLoggable(Level.SEVERE)  # type: ignore[attr-defined]

    def isWarnEnabled(self) -> bool:
        return self.isLoggable(Level.WARNING)  # type: ignore[attr-defined]

    def isInfoEnabled(self) -> bool:
        return self.isLoggable(Level.INFO)  # type: ignore[attr-defined]

    def isDebugEnabled(self) -> bool:
        return self.isLoggable(Level.FINE)  # type: ignore[attr-defined]

    def isTraceEnabled(self) -> bool:
        return self.isLoggable(Level.FINEST)  # type: ignore[attr-defined]

    def _slf4j(self, level: Level, message: Any, args: tuple[Any, ...]) -> None:
        """SLF4J's formatting: each ``{}`` takes the next argument; a last argument that is
        an exception and has no ``{}`` of its own is logged with its stack trace."""
        text = message if isinstance(message, str) else jstr(message)
        rest = list(args)
        exc = None
        if rest and isinstance(rest[-1], BaseException) and text.count("{}") < len(rest):
            exc = rest.pop()
        for value in rest:
            if "{}" not in text:
                break
            text = text.replace("{}", value if isinstance(value, str) else jstr(value), 1)
        self.log(level, text, exc)

    def config(self, message: Any) -> None:
        self.log(Level.CONFIG, message)  # type: ignore[attr-defined]

    def fine(self, message: Any) -> None:
        self.log(Level.FINE, message)  # type: ignore[attr-defined]

    def finer(self, message: Any) -> None:
        self.log(Level.FINER, message)  # type: ignore[attr-defined]

    def finest(self, message: Any) -> None:
        self.log(Level.FINEST, message)  # type: ignore[attr-defined]


class LoggerFactory:
    """SLF4J's ``LoggerFactory``: its loggers are this module's (``logging`` underneath)."""

    @staticmethod
    def getLogger(named: Any) -> Logger:
        # Java names a class's logger by the class (here, its Python qualified name).
        return Logger(named if isinstance(named, str) else named.__qualname__)


class LogFactory:
    """Commons Logging's ``LogFactory``: its ``Log`` is this module's logger."""

    @staticmethod
    def getLog(named: Any) -> Logger:
        return LoggerFactory.getLogger(named)


class LogManager:
    """Log4j's ``LogManager`` (1.x's ``org.apache.log4j`` and 2.x's): this module's loggers,
    named by the class or the name given (the root logger's name is empty)."""

    @staticmethod
    def getLogger(named: Any = "") -> Logger:
        return LoggerFactory.getLogger(named)

    @staticmethod
    def getRootLogger() -> Logger:
        return Logger("")
