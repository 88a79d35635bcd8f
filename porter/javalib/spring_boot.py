"""``SpringApplication.run(App.class, args)``: the application's context (its package
scanned, ``application.properties`` read), its ``CommandLineRunner`` beans run, and, when it
has controllers, an HTTP server (the standard library's, one thread per request) on
``server.port`` (8080 by default, 0 for a free port) and ``server.address``, serving them
through ``porter.javalib.spring_web``'s dispatcher. As a Spring Boot web application keeps
its JVM alive, the server's thread keeps the program running after ``main`` returns.

An error of a request answers Spring Boot's JSON error body (``BasicErrorController`` for a
client that does not ask for HTML): ``timestamp``, ``status``, ``error``, ``path``."""

from __future__ import annotations

import datetime
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from porter.javalib.spring_context import application_context
from porter.javalib.spring_web import HttpStatus, Request, Response, dispatcher_of


def error_body(status: int, path: str) -> bytes:
    """Spring Boot's default error attributes (``DefaultErrorAttributes``), without the
    message, as Boot 2.3 and later leave it out by default."""
    stamp = datetime.datetime.now(datetime.UTC).isoformat(timespec="milliseconds")
    reason = HttpStatus._all[status].getReasonPhrase() if status in HttpStatus._all else ""
    body = {
        "timestamp": stamp,
        "status": status,
        "error": reason,
        "path": path,
    }
    return json.dumps(body, separators=(",", ":")).encode("utf-8")


class _Handler(BaseHTTPRequestHandler):
    server_version = "porter-spring"
    dispatcher: Any = None

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        request = Request(self.command, self.path, dict(self.headers.items()), body)
        response = Response()
        self.dispatcher.handle(request, response)
        if response.error is not None:
            print(
                f"Servlet.service() for servlet [dispatcherServlet] threw exception: {response.error!r}",
                file=sys.stderr,
            )
        if response.status >= 400 and not response.body:
            response.headers.append(("Content-Type", "application/json"))
            response.body = error_body(response.status, request.path)
        self.send_response(response.status)
        for name, value in response.headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(response.body)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = _serve

    def log_message(self, format: str, *args: Any) -> None:
        pass  # Spring Boot logs no access line by default


class WebServer:
    def __init__(self, context: Any, address: str, port: int) -> None:
        handler = type("Handler", (_Handler,), {"dispatcher": dispatcher_of(context)})
        self.httpd = ThreadingHTTPServer((address, port), handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="http-server")

    def getPort(self) -> int:
        return int(self.httpd.server_address[1])

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class SpringApplication:
    @staticmethod
    def run(app: Any, *args: Any) -> Any:
        started = time.monotonic()
        argv = args[0] if len(args) == 1 and isinstance(args[0], (list, tuple)) else list(args)
        context = application_context(app, argv)
        env = context.environment
        from porter.javalib.spring_web import is_controller

        web = env.getProperty("spring.main.web-application-type", "servlet") != "none" and any(
            is_controller(d.cls) for d in context.definitions if d.cls is not None
        )
        if web:
            port = int(env.getProperty("server.port", "8080"))
            server = WebServer(context, env.getProperty("server.address", ""), port)
            server.start()
            context.web_server = server  # type: ignore[attr-defined]
            print(f"Web server started on port(s): {server.getPort()} (http)", flush=True)
        elapsed = time.monotonic() - started
        print(f"Started {app.__name__} in {elapsed:.3f} seconds", flush=True)
        for bean in context.beans():
            run = getattr(type(bean), "run", None)
            if run is not None and any(
                c.__name__ in ("CommandLineRunner", "ApplicationRunner") for c in type(bean).__mro__
            ):
                bean.run(argv)
        return context
