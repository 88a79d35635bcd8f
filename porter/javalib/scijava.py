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
        if cls is Context:
            return self
        if cls not in self._services:
            self._services[cls] = cls()
            if hasattr(self._services[cls], "setContext"):
                self._services[cls].setContext(self)
        return self._services[cls]

    getService = service

    def inject(self, obj: Any) -> None:
        """``Context.inject``: each ``@Parameter`` field of a service's type gets this
        context's service, one of type ``Context`` the context; another that holds an object
        is injected in turn."""
        self._inject(obj, set())

    def _inject(self, obj: Any, seen: set[int]) -> None:
        if id(obj) in seen:
            return
        seen.add(id(obj))
        for name, java_type, _ in _parameters(type(obj)):
            if java_type in SERVICES:
                setattr(obj, name, self.service(SERVICES[java_type]))
            else:
                value = getattr(obj, name, None)
                if value is not None and not isinstance(value, (int, float, str, bool)):
                    self._inject(value, seen)

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


class HTTPLocation:
    """``new HTTPLocation(String uri)`` or ``(URI)``: where a download comes from."""

    def __init__(self, uri: Any) -> None:
        from porter.javalib.uris import URI

        self._uri = URI(uri) if isinstance(uri, str) else uri

    def getURI(self) -> Any:
        return self._uri

    def getHost(self) -> str:
        return self._uri.getHost()

    def getPath(self) -> str:
        return self._uri.getPath()

    def getName(self) -> str:
        path = self._uri.getPath() or ""
        return path.rsplit("/", 1)[-1]

    def toString(self) -> str:
        return self._uri.toString()


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


# -- plugins and commands ----------------------------------------------------------------------


class Parameter:
    """``@Parameter(type = ItemIO.OUTPUT, label = "...")`` on a field, which the porter writes
    as the field's annotation ``Java("Dataset", Parameter(type="OUTPUT"))``: a service's
    field is filled from the context, an input's from the values a command is run with, and
    an output is read back after ``run()``."""

    def __init__(self, **values: Any) -> None:
        self.values = values

    def __repr__(self) -> str:
        return f"Parameter({', '.join(f'{k}={v!r}' for k, v in self.values.items())})"


def Plugin(*args: Any, **values: Any) -> Any:
    """``@Plugin(type = Command.class, menuPath = "...")``: kept on the class."""

    def decorate(cls: Any) -> Any:
        cls.__scijava_plugin__ = values
        return cls

    if len(args) == 1 and isinstance(args[0], type) and not values:
        return decorate(args[0])
    return decorate


class ItemVisibility:
    NORMAL, TRANSIENT, INVISIBLE, MESSAGE = "NORMAL", "TRANSIENT", "INVISIBLE", "MESSAGE"


class Command:
    """SciJava's ``Command``: a plugin whose ``run()`` the command service calls."""

    def run(self) -> None:
        raise NotImplementedError


class Initializable:
    def initialize(self) -> None:
        pass


class Cancelable:
    def isCanceled(self) -> bool:
        return False

    def cancel(self, reason: str | None = None) -> None:
        pass

    def getCancelReason(self) -> str | None:
        return None


def _parameters(cls: type) -> list[tuple[str, str, dict[str, Any]]]:
    """The ``@Parameter`` fields of a command class and its bases: (name, Java type, values)."""
    from porter.javalib.spring_context import java_annotations

    found: dict[str, tuple[str, str, dict[str, Any]]] = {}
    for klass in reversed(cls.__mro__):
        for field, hint in vars(klass).get("__annotations__", {}).items():
            java_type, extra = java_annotations(hint)
            marks = [a for a in extra if isinstance(a, Parameter)]
            if marks:
                found[field] = (field, (java_type or "").split("<")[0], marks[0].values)
    return list(found.values())


class CommandModule:
    """A command that ran: its inputs and outputs by the fields' names."""

    def __init__(self, command: Any, inputs: dict[str, Any], outputs: list[str]) -> None:
        self._command, self._inputs, self._outputs = command, inputs, outputs

    def getOutput(self, name: str) -> Any:
        return getattr(self._command, name, None)

    def getInput(self, name: str) -> Any:
        return getattr(self._command, name, self._inputs.get(name))

    def getOutputs(self) -> dict[str, Any]:
        return {n: getattr(self._command, n, None) for n in self._outputs}

    def getInputs(self) -> dict[str, Any]:
        return dict(self._inputs)

    def getDelegateObject(self) -> Any:
        return self._command

    def isCanceled(self) -> bool:
        return bool(getattr(self._command, "isCanceled", lambda: False)())


class CommandService:
    """``run(Class, process, "name", value, ...)`` (or a ``Map`` of inputs), as SciJava's
    ``DefaultModuleService`` runs a command: the context injects the command's ``@Parameter``
    fields of a service's type (``Context.inject``, whatever ``process`` says), the inputs are
    assigned, with ``process`` the preprocessors call ``initialize()``, then ``run()``. The
    answer is a ``Future`` of the ``CommandModule``. The command runs on the calling thread,
    where SciJava's thread service runs it on another (its ``get()`` waits for the same
    result), and headless no dialog asks for an input that was not given."""

    def __init__(self) -> None:
        self._context: Context | None = None

    def setContext(self, context: Context) -> None:
        self._context = context

    def context(self) -> Context:
        if self._context is None:
            self._context = Context()
        return self._context

    def run(self, command: Any, process: bool = True, *inputs: Any) -> Any:
        from porter.javalib.concurrent import CompletableFuture

        if len(inputs) == 1 and isinstance(inputs[0], dict):
            given = dict(inputs[0])
        else:
            given = dict(zip(inputs[::2], inputs[1::2], strict=True))
        cls = command if isinstance(command, type) else type(command)
        instance = command() if isinstance(command, type) else command
        outputs = []
        self.context().inject(instance)  # DefaultModuleService.createModule
        for name, _, values in _parameters(cls):
            if name in given:
                setattr(instance, name, given[name])
            if values.get("type") in (ItemIO.OUTPUT, ItemIO.BOTH):
                outputs.append(name)
        if process and callable(getattr(instance, "initialize", None)):
            instance.initialize()
        instance.run()
        return CompletableFuture.completedFuture(CommandModule(instance, given, outputs))


class ModuleService:
    def waitFor(self, future: Any) -> Any:
        return future.get()


# The services a ``@Parameter`` field of these Java types is filled with; ImageJ2's
# (``DatasetService``, ``UIService``) are added by porter.javalib.imagej2 when it is imported,
# as SciJava finds the services of the libraries on the class path.
SERVICES: dict[str, Any] = {}


def _register() -> None:
    SERVICES.update(
        {
            "LogService": LogService,
            "StatusService": StatusService,
            "CommandService": CommandService,
            "ModuleService": ModuleService,
            "Context": Context,
        }
    )


Module = CommandModule


class Service:
    """SciJava's ``Service`` (``@Plugin(type = Service.class)``)."""


class AbstractService(Service):
    def __init__(self) -> None:
        self._context: Context | None = None

    def setContext(self, context: Context) -> None:
        self._context = context

    def context(self) -> Context | None:
        return self._context

    getContext = context

    def initialize(self) -> None:
        pass

    def dispose(self) -> None:
        pass


_register()
