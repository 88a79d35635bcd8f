"""``System``, ``Runtime`` and ``Thread`` statics: Java's property names, ``getenv`` that
answers ``null``, ``exit``, and ``arraycopy`` with Java's overlap and bounds rules."""

from __future__ import annotations

import getpass
import locale
import os
import platform
import sys
import sysconfig
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any

from porter.javalib.formatter import format as jformat
from porter.javalib.resources import ClassLoader


def _start_environment(name: str) -> str | None:
    """An environment variable as the process started with it (Linux's /proc/self/environ;
    elsewhere os.environ)."""
    try:
        with open("/proc/self/environ", "rb") as f:
            start = f.read()
    except OSError:
        return os.environ.get(name)
    for item in start.split(b"\0"):
        key, sep, value = item.partition(b"=")
        if sep and key == os.fsencode(name):
            return os.fsdecode(value)
    return None


def _library_path() -> str:
    """``java.library.path`` as the JDK builds it on this platform: the loader's
    environment variable's folders, then the system's library folders (Debian's multiarch
    ones where the system has them, as its JDK lists)."""
    if sys.platform == "win32":
        return os.environ.get("PATH", "")
    variable = "DYLD_LIBRARY_PATH" if sys.platform == "darwin" else "LD_LIBRARY_PATH"
    # The variable's value verbatim, empty entries too (an empty value still adds its
    # separator), as the JDK prepends it; as the process started with it, which is what the
    # JVM reads (a library imported since may have changed os.environ: OpenCV's binding,
    # which TensorFlow's Keras imports, prepends its own folder).
    user = _start_environment(variable)
    if sys.platform == "darwin":
        home = os.path.expanduser("~")
        system = [f"{home}/Library/Java/Extensions", "/Library/Java/Extensions"]
        system += ["/Network/Library/Java/Extensions", "/System/Library/Java/Extensions"]
        system += ["/usr/lib/java", "."]
    else:
        multiarch = sysconfig.get_config_var("MULTIARCH")
        if multiarch and os.path.isdir(f"/usr/lib/{multiarch}"):
            system = ["/usr/java/packages/lib", f"/usr/lib/{multiarch}/jni"]
            system += [f"/lib/{multiarch}", f"/usr/lib/{multiarch}", "/usr/lib/jni", "/lib"]
            system += ["/usr/lib"]
        else:
            system = ["/usr/java/packages/lib", "/usr/lib64", "/lib64", "/lib", "/usr/lib"]
    return ("" if user is None else user + os.pathsep) + os.pathsep.join(system)


def _user_name() -> str:
    """``user.name``: the account's name, as the JDK reads it (the password database on
    POSIX, where the environment may name no user)."""
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
    except (ImportError, KeyError):
        return os.environ.get("USER") or os.environ.get("USERNAME", "")


def _language() -> str:
    """``user.language``: the language of the environment's locale (``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, as the JDK reads them), ``en`` for none or ``C``."""
    name = next(
        (v for k in ("LC_ALL", "LC_MESSAGES", "LANG") if (v := os.environ.get(k))),
        locale.getlocale()[0] or "",
    )
    language = name.split("_")[0].split(".")[0].split("@")[0]
    return language if language and language not in ("C", "POSIX") else "en"


def _country() -> str:
    """``user.country``: the environment locale's country (``US`` for a bare ``C`` or
    ``POSIX``, none for ``C.UTF-8``, as the JDK reads them)."""
    name = next((v for k in ("LC_ALL", "LC_MESSAGES", "LANG") if (v := os.environ.get(k))), "")
    if name in ("", "C", "POSIX"):
        return "US"
    territory = name.split(".")[0].split("@")[0].partition("_")[2]
    return territory


_PROPERTIES: dict[str, Callable[[], str]] = {
    "user.dir": lambda: os.getcwd(),
    "user.home": lambda: os.path.expanduser("~"),
    "user.name": _user_name,
    # Java's has a trailing separator on Windows only
    "java.io.tmpdir": lambda: tempfile.gettempdir() + (os.sep if sys.platform == "win32" else ""),
    "line.separator": lambda: os.linesep,
    "file.separator": lambda: os.sep,
    "path.separator": lambda: os.pathsep,
    "os.name": lambda: {"linux": "Linux", "darwin": "Mac OS X", "win32": "Windows"}.get(
        sys.platform, sys.platform
    ),
    "os.arch": lambda: {"x86_64": "amd64", "aarch64": "aarch64"}.get(
        os.uname().machine if hasattr(os, "uname") else "", "amd64"
    ),
    "os.version": platform.release,
    "java.version": lambda: "17",
    "java.specification.version": lambda: "17",
    "java.class.version": lambda: "61.0",
    "java.library.path": _library_path,
    # the class path's counterpart: where the port's classes and resources are found
    "java.class.path": lambda: os.pathsep.join(p or "." for p in sys.path),
    "sun.arch.data.model": lambda: "64" if sys.maxsize > 2**32 else "32",
    "file.encoding": lambda: "UTF-8",
    "native.encoding": lambda: "UTF-8",
    "user.language": _language,
    "user.country": _country,
}
_set_properties: dict[str, str] = {}


def getProperty(key: str, default: str | None = None) -> str | None:
    """``System.getProperty(key[, default])``: Java's standard properties from the host."""
    if key in _set_properties:
        return _set_properties[key]
    known = _PROPERTIES.get(key)
    return known() if known is not None else default


def setProperty(key: str, value: str) -> str | None:
    previous = getProperty(key)
    _set_properties[key] = value
    return previous


def getenv(name: str | None = None) -> Any:
    """``System.getenv(name)`` (``None`` if unset) or ``System.getenv()`` (a dict)."""
    return dict(os.environ) if name is None else os.environ.get(name)


def loadLibrary(libname: str) -> None:
    """``System.loadLibrary``: a Java program loads the JNI library of a binding
    (``tensorflow_jni``, OpenCV's ``Core.NATIVE_LIBRARY_NAME``); the port's bindings are
    Python modules, imported where they are used, so there is nothing to load."""
    if not isinstance(libname, str):
        raise TypeError("NullPointerException: libname")  # Java: NullPointerException


def load(filename: str) -> None:
    """``System.load(path)``: as ``loadLibrary``, nothing to load in the port."""
    if not isinstance(filename, str):
        raise TypeError("NullPointerException: filename")


def currentTimeMillis() -> int:
    return time.time_ns() // 1_000_000


def nanoTime() -> int:
    return time.perf_counter_ns()


def exit(status: int) -> None:
    """``System.exit``: ends the process with ``status`` (flushing Python's streams)."""
    sys.stdout.flush()
    sys.stderr.flush()
    raise SystemExit(status)


def setOut(stream: Any) -> None:
    """``System.setOut``: what ``System.out`` prints goes to ``stream`` (a PrintStream);
    the saved ``System.out`` given back prints to standard output again."""
    from porter.jdk import SystemOut  # porter.jdk imports this module

    SystemOut._redirect = None if stream is SystemOut else stream


def setErr(stream: Any) -> None:
    """``System.setErr``: as ``setOut`` for ``System.err``."""
    from porter.jdk import SystemErr

    SystemErr._redirect = None if stream is SystemErr else stream


def lineSeparator() -> str:
    return os.linesep


def identityHashCode(value: Any) -> int:
    return id(value) & 0x7FFFFFFF


def arraycopy(src: Any, src_pos: int, dst: Any, dst_pos: int, length: int) -> None:
    """``System.arraycopy``: copies as if through a temporary array (overlap is safe);
    out-of-bounds ranges raise ``IndexError`` before anything is copied."""
    if src is None or dst is None:
        raise TypeError("arraycopy: null array")
    if (
        src_pos < 0
        or dst_pos < 0
        or length < 0
        or src_pos + length > len(src)
        or dst_pos + length > len(dst)
    ):
        raise IndexError(
            f"arraycopy: last source index {src_pos + length} out of bounds for length {len(src)}"
        )
    dst[dst_pos : dst_pos + length] = list(src[src_pos : src_pos + length])


def sleep(millis: float, nanos: int = 0) -> None:
    """``Thread.sleep(millis[, nanos])``."""
    if millis < 0:
        raise ValueError("timeout value is negative")
    time.sleep(millis / 1000 + nanos / 1e9)


class Runtime:
    """``Runtime.getRuntime()``: processors and the process's memory."""

    _instance: Runtime | None = None

    @classmethod
    def getRuntime(cls) -> Runtime:
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def availableProcessors(self) -> int:
        return (
            len(os.sched_getaffinity(0))
            if hasattr(os, "sched_getaffinity")
            else os.cpu_count() or 1
        )

    def totalMemory(self) -> int:
        return _rss()

    def maxMemory(self) -> int:
        return (
            (os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
            if hasattr(os, "sysconf")
            else _rss()
        )

    def freeMemory(self) -> int:
        return max(self.maxMemory() - _rss(), 0)

    def gc(self) -> None:
        import gc

        gc.collect()


def _rss() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 0


class _CurrentThread:
    """``Thread.currentThread()``: the running thread with Java's methods (the main thread is
    Java's ``main``)."""

    def __init__(self, thread: threading.Thread) -> None:
        self._thread = thread

    def getName(self) -> str:
        if self._thread is threading.main_thread():
            return "main"
        return self._thread.name

    def getId(self) -> int:
        return self._thread.ident or 0

    def isAlive(self) -> bool:
        return self._thread.is_alive()

    def isDaemon(self) -> bool:
        return self._thread.daemon

    def isInterrupted(self) -> bool:
        return False

    def getContextClassLoader(self) -> ClassLoader:
        return ClassLoader()


def currentThread() -> _CurrentThread:
    return _CurrentThread(threading.current_thread())


class Console:
    """``java.io.Console``, the terminal's: what a program reads and prints interactively."""

    def readLine(self, fmt: str | None = None, *args: Any) -> str | None:
        if fmt is not None:
            self.format(fmt, *args)
        line = sys.stdin.readline()
        return line.rstrip("\r\n") if line else None

    def readPassword(self, fmt: str | None = None, *args: Any) -> list[str] | None:
        prompt = jformat(fmt, *args) if fmt is not None else ""
        return list(getpass.getpass(prompt))

    def format(self, fmt: str, *args: Any) -> Console:
        sys.stdout.write(jformat(fmt, *args))
        sys.stdout.flush()
        return self

    printf = format

    def writer(self) -> Any:
        from porter.jdk import SystemOut  # porter.jdk imports this module

        return SystemOut

    def flush(self) -> None:
        sys.stdout.flush()


def console() -> Console | None:
    """``System.console()``: null unless both standard input and output are a terminal, as
    JDK 17 answers."""
    return Console() if sys.stdin.isatty() and sys.stdout.isatty() else None
