"""A Spring Boot application that serves a TensorFlow computation over REST, ported and run:
``tests/porter/fixtures/spring`` (a ``@SpringBootApplication``, a ``@Configuration`` with a
``@Bean`` reading a ``ClassPathResource``, a ``@Service`` with ``@Value`` properties from
``application.properties`` and a ``@PostConstruct``, a ``@RestController`` with request
parameters, a path variable, a JSON body, a multipart upload, ``ResponseEntity`` and an
``@ExceptionHandler``, and two MockMvc tests: ``@SpringBootTest`` + ``@AutoConfigureMockMvc``
with JUnit 4, ``standaloneSetup`` with JUnit 5).

There is no Spring jar here: what the port answers was checked against Spring's sources
(spring-framework's ``RequestParamMethodArgumentResolver``: a missing required parameter is
400; ``StringHttpMessageConverter``: a ``String`` is ``text/plain;charset=UTF-8``;
``MappingJackson2HttpMessageConverter``: an object is ``application/json`` written by
Jackson, ``{"x":2.0,...}`` with Java's float digits; ``ExceptionHandlerExceptionResolver``
with the handler's ``@ResponseStatus``; spring-boot's ``DefaultErrorAttributes`` since 2.5:
the error body is ``timestamp``, ``status``, ``error``, ``path``, without the message)."""

from __future__ import annotations

import json
import os
import queue
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURE = Path(__file__).parent / "fixtures" / "spring"
ROOT = Path(__file__).resolve().parents[2]


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["TF_CPP_MIN_LOG_LEVEL"] = "2"
    return env


@pytest.fixture(scope="module")
def ported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("spring") / "out"
    done = subprocess.run(
        [sys.executable, "-m", "porter", str(FIXTURE), "--out", str(out), "--report", "text"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=_env(),
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "0 statements marked" in done.stdout, done.stdout
    return out


def test_the_annotations_are_data_the_shims_read(ported: Path) -> None:
    controller = (ported / "ported/demo/scoring/web/ScoringController.py").read_text()
    assert '@RequestMapping("/api")' in controller
    assert '@GetMapping("/labels/{index}")' in controller
    assert 'times: Java("int", RequestParam(value="times", defaultValue="1"))' in controller
    assert 'labels: Java("LabelRepository", Autowired()) = None' in controller
    assert 'def __init__(self, service: Java("ScoringService")):' in controller
    service = (ported / "ported/demo/scoring/service/ScoringService.py").read_text()
    assert 'bias: Java("float", Value("${scoring.bias:0.5}")) = 0.0' in service
    config = (ported / "ported/demo/scoring/AppConfig.py").read_text()
    assert re.search(r'\) -> Java\(\s*"LabelRepository"\s*\):', config)  # a @Bean's type
    assert (ported / "ported/application.properties").is_file()


def _get(url: str, data: bytes | None = None, headers: dict[str, str] | None = None):
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as r:
            return r.status, r.headers, r.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read().decode("utf-8")


def _multipart(field: str, filename: str, content: bytes) -> tuple[bytes, str]:
    boundary = "----porter-test-boundary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="{field}"; '
            f'filename="{filename}"\r\nContent-Type: application/octet-stream\r\n\r\n'
        ).encode()
        + content
        + f"\r\n--{boundary}--\r\n".encode()
    )
    return body, f"multipart/form-data; boundary={boundary}"


def test_the_application_serves_its_controller_over_http(ported: Path) -> None:
    app = subprocess.Popen(
        [
            sys.executable,
            str(ported / "ported/demo/scoring/ScoringApplication.py"),
            "--server.port=0",
            "--server.address=127.0.0.1",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=_env(),
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x) for x in app.stdout], daemon=True).start()  # type: ignore[union-attr]
    try:
        port = None
        deadline = time.monotonic() + 120
        started = ""
        while time.monotonic() < deadline and not started:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            found = re.search(r"port\(s\): (\d+) \(http\)", line)
            port = int(found.group(1)) if found else port
            started = line if line.startswith("Started ScoringApplication in ") else ""
        assert port is not None and started, "the application did not start"
        base = f"http://127.0.0.1:{port}/api"

        status, headers, body = _get(f"{base}/score?x=2")
        assert (status, headers["Content-Type"]) == (200, "application/json")
        assert body == '{"x":2.0,"score":6.5}'  # 3.0 * 2 + 0.5: scale and bias of the properties
        status, headers, body = _get(f"{base}/info")
        assert (status, body) == (200, "tripler: y = 3.0 * x + 0.5")
        assert headers["Content-Type"] == "text/plain;charset=UTF-8"
        status, _, body = _get(
            f"{base}/scores", b'{"inputs": [1, 2]}', {"Content-Type": "application/json"}
        )
        assert (status, json.loads(body)) == (
            200,
            {"model": "tripler: y = 3.0 * x + 0.5", "scores": [3.5, 6.5]},
        )
        assert _get(f"{base}/labels/2")[2] == '{"index":2,"label":"bird","source":"labels.txt"}'
        status, _, body = _get(f"{base}/labels/9")  # ResponseEntity.status(NOT_FOUND).build()
        error = json.loads(body)
        assert (status, error["status"], error["error"], error["path"]) == (
            404,
            404,
            "Not Found",
            "/api/labels/9",
        )
        assert sorted(error) == ["error", "path", "status", "timestamp"]
        upload, ctype = _multipart("file", "pixels.bin", bytes([1, 2, 200]))
        status, headers, body = _get(f"{base}/upload", upload, {"Content-Type": ctype})
        assert (status, headers["X-Scored-By"]) == (200, "tensorflow")
        assert body == '{"name":"pixels.bin","size":3,"checksum":203}'
        assert _get(f"{base}/score")[0] == 400  # the required parameter x is missing
        assert _get(f"{base}/score?x=two")[0] == 400  # not a float
        status, _, body = _get(
            f"{base}/scores", b'{"inputs": []}', {"Content-Type": "application/json"}
        )
        assert (status, body) == (400, '{"error":"nothing to score"}')  # @ExceptionHandler
        assert _get(f"{base}/nowhere")[0] == 404
        assert _get(f"{base}/info", b"x")[0] == 405  # a GET mapping, POSTed
    finally:
        app.kill()
        app.wait(timeout=30)


def test_the_ported_mockmvc_tests_pass(ported: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(ported)],
        capture_output=True,
        text=True,
        cwd=ported,
        env=_env(),
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "8 passed" in done.stdout, done.stdout
