"""``java.net.ServerSocket`` and ``Socket`` over Python's TCP sockets, with Java's streams:
``getInputStream()`` is a ``FileInputStream`` (``read`` gives what has arrived, at least one
byte, or -1 at the end; a ``DataInputStream`` over it waits for whole values) and
``getOutputStream()`` a ``FileOutputStream`` whose writes are sent at once. ``setSoTimeout``
bounds ``accept`` and reads, which then throw ``SocketTimeoutException`` with Java's
messages."""

from __future__ import annotations

import io
import socket
from typing import Any, Self

from porter.javalib.exceptions import ConnectException, IOException
from porter.javalib.files import FileInputStream, FileOutputStream


class SocketException(IOException):
    _java_name = "java.net.SocketException"


class BindException(SocketException):
    _java_name = "java.net.BindException"


class SocketTimeoutException(IOException, TimeoutError):
    _java_name = "java.net.SocketTimeoutException"


class UnknownHostException(IOException):
    _java_name = "java.net.UnknownHostException"


class _Receiver(io.RawIOBase):
    """The socket's bytes as a raw Python stream; a timeout is Java's."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        try:
            return self._sock.recv_into(b)
        except BlockingIOError:
            return None  # type: ignore[return-value]  # nothing yet (available())
        except TimeoutError:
            raise SocketTimeoutException("Read timed out") from None
        except OSError as e:
            raise SocketException(str(e) or "Socket closed") from None


class _Sender(io.RawIOBase):
    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        chunk = bytes(data)
        try:
            self._sock.sendall(chunk)
        except OSError as e:
            raise SocketException(str(e) or "Socket closed") from None
        return len(chunk)


class SocketInputStream(FileInputStream):
    def __init__(self, owner: Socket) -> None:
        self._owner = owner
        self._stream = io.BufferedReader(_Receiver(owner._sock))

    def _read_some(self, n: int) -> bytes:
        """What has arrived, as Java's ``read``: at least one byte (waiting for it)."""
        data: bytes = self._stream.read1(n)
        return data

    def available(self) -> int:
        """The bytes that can be read without waiting."""
        sock = self._owner._sock
        kept = sock.gettimeout()
        sock.settimeout(0)
        try:
            return len(self._stream.peek(0))
        finally:
            sock.settimeout(kept)

    def close(self) -> None:
        self._owner.close()  # Java: closing a socket's stream closes the socket


class SocketOutputStream(FileOutputStream):
    def __init__(self, owner: Socket) -> None:
        self._owner = owner
        self._stream = _Sender(owner._sock)

    def close(self) -> None:
        self._owner.close()


class Socket:
    """``new Socket(host, port)``: connected at once (``ConnectException`` when refused)."""

    def __init__(self, host: Any = None, port: int | None = None, *, _sock: Any = None) -> None:
        self._closed = False
        self._input: SocketInputStream | None = None
        self._output: SocketOutputStream | None = None
        if _sock is not None:
            self._sock = _sock
            return
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if host is not None and port is not None:
            self._connect(str(host), int(port))

    def _connect(self, host: str, port: int, timeout_ms: int = 0) -> None:
        try:
            if timeout_ms:
                self._sock.settimeout(timeout_ms / 1000)
            self._sock.connect((host, port))
            self._sock.settimeout(None)
        except socket.gaierror:
            self._sock.close()
            raise UnknownHostException(f"{host}: Name or service not known") from None
        except ConnectionRefusedError:
            self._sock.close()
            raise ConnectException("Connection refused") from None
        except TimeoutError:
            self._sock.close()
            raise SocketTimeoutException("Connect timed out") from None

    def connect(self, endpoint: Any, timeout: int = 0) -> None:
        self._connect(endpoint.getHostString(), endpoint.getPort(), timeout)

    def getInputStream(self) -> SocketInputStream:
        if self._closed:
            raise SocketException("Socket is closed")
        if self._input is None:
            self._input = SocketInputStream(self)
        return self._input

    def getOutputStream(self) -> SocketOutputStream:
        if self._closed:
            raise SocketException("Socket is closed")
        if self._output is None:
            self._output = SocketOutputStream(self)
        return self._output

    def setSoTimeout(self, timeout: int) -> None:
        self._sock.settimeout(timeout / 1000 if timeout > 0 else None)

    def getSoTimeout(self) -> int:
        t = self._sock.gettimeout()
        return 0 if t is None else round(t * 1000)

    def setTcpNoDelay(self, on: bool) -> None:
        self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1 if on else 0)

    def setKeepAlive(self, on: bool) -> None:
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1 if on else 0)

    def getPort(self) -> int:
        try:
            return int(self._sock.getpeername()[1])
        except OSError:
            return 0

    def getLocalPort(self) -> int:
        try:
            return int(self._sock.getsockname()[1])
        except OSError:
            return -1

    def isConnected(self) -> bool:
        try:
            self._sock.getpeername()
            return True
        except OSError:
            return False

    def isClosed(self) -> bool:
        return self._closed

    def shutdownOutput(self) -> None:
        self._sock.shutdown(socket.SHUT_WR)

    def shutdownInput(self) -> None:
        self._sock.shutdown(socket.SHUT_RD)

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._sock.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ServerSocket:
    """``new ServerSocket(port[, backlog])`` on every interface (port 0: a free one), or
    ``new ServerSocket()`` bound later."""

    def __init__(self, port: int | None = None, backlog: int = 50, address: Any = None) -> None:
        self._closed = False
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if port is not None:
            self._bind(str(address.getHostAddress()) if address else "", int(port), backlog)

    def _bind(self, host: str, port: int, backlog: int) -> None:
        try:
            self._sock.bind((host, port))
        except OSError as e:
            self._sock.close()
            raise BindException(f"{e.strerror or e} (Bind failed)") from None
        self._sock.listen(backlog if backlog > 0 else 50)

    def bind(self, endpoint: Any, backlog: int = 50) -> None:
        if endpoint is None:
            self._bind("", 0, backlog)
        else:
            self._bind(endpoint.getHostString(), endpoint.getPort(), backlog)

    def accept(self) -> Socket:
        if self._closed:
            raise SocketException("Socket is closed")
        try:
            conn, _ = self._sock.accept()
        except TimeoutError:
            raise SocketTimeoutException("Accept timed out") from None
        except OSError:
            raise SocketException("Socket closed") from None
        conn.settimeout(None)
        return Socket(_sock=conn)

    def setSoTimeout(self, timeout: int) -> None:
        self._sock.settimeout(timeout / 1000 if timeout > 0 else None)

    def getSoTimeout(self) -> int:
        t = self._sock.gettimeout()
        return 0 if t is None else round(t * 1000)

    def setReuseAddress(self, on: bool) -> None:
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1 if on else 0)

    def getLocalPort(self) -> int:
        try:
            return int(self._sock.getsockname()[1])
        except OSError:
            return -1

    def isBound(self) -> bool:
        return self.getLocalPort() > 0

    def isClosed(self) -> bool:
        return self._closed

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._sock.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
