"""TensorFlow Serving clients (``tests/porter/serving``), ported and run against loopback
servers (``tests.porter.serving_servers``): gRPC's ``ManagedChannel`` and Serving's stubs with
messages built by Java's builders (``porter.javalib.serving``), and Serving's REST API through
Apache HttpClient 4 (``porter.javalib.httpclient``).

There is no gRPC, Serving or HttpClient jar here, so each ``.expected`` is what Java prints
as checked by hand against the libraries' sources: grpc-java's ``StatusRuntimeException``
message (``Status.formatThrowableMessage``: ``CODE: description``) and its Netty transport's
status for a refused connection (``Utils.statusFromThrowable``: ``UNAVAILABLE`` with
``io exception``); ``Status.Code``'s names; protobuf-java's ``List<Float>`` of a repeated float
field (``Float.toString``) and ``ByteString.toStringUtf8``; HttpClient 4.5's
``BasicResponseHandler`` (an ``HttpResponseException`` for a status of 300 and above, message
``status code: 404, reason phrase: Not Found`` since 4.5.7), ``EntityUtils.toString`` and
``HttpHostConnectException``'s ``Connect to HOST:PORT [/ADDRESS] failed: Connection refused``
(JDK 17's message of the refused socket); the JDK's ``HttpURLConnection`` (a body makes GET
a POST, ``getInputStream`` of a 404 raises ``FileNotFoundException`` with the URL, its
``getErrorStream`` has the body) and ``java.net.http``'s ``HttpClient`` (any status is a
response; a refused connection is a ``ConnectException`` without a message)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.porter import serving_servers
from tests.porter.running import run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")
pytest.importorskip("grpc", reason="gRPC comes with TensorFlow or the [serving] extra")
pytest.importorskip("tensorflow_serving", reason="Serving's API is the [serving] extra")

PROGRAMS = Path(__file__).parent / "serving"


def _port_and_run(name: str, tmp_path: Path, *args: int) -> str:
    port = tmp_path / f"{name}.py"
    done = run(
        [sys.executable, "-m", "porter", str(PROGRAMS / f"{name}.java"), "-o", str(port)], tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert "PORTER" not in port.read_text(), port.read_text()
    ran = run([sys.executable, str(port), *map(str, args)], tmp_path)
    assert ran.returncode == 0, ran.stderr
    return ran.stdout


def _expected(name: str, port: int | None = None) -> str:
    """The recorded output, with the port the test chose where it says ``PORT``."""
    return (PROGRAMS / f"{name}.expected").read_text().replace("PORT", str(port))


def test_a_grpc_client_predicts_through_a_blocking_stub(tmp_path: Path) -> None:
    with serving_servers.grpc_server() as port:
        printed = _port_and_run("ServingGrpcClient", tmp_path, port)
    assert printed == _expected("ServingGrpcClient")


def test_classify_metadata_status_and_a_future_stub(tmp_path: Path) -> None:
    with serving_servers.grpc_server() as port:
        printed = _port_and_run("ServingOtherApis", tmp_path, port)
    assert printed == _expected("ServingOtherApis")


def test_a_rest_client_posts_with_apache_httpclient(tmp_path: Path) -> None:
    with serving_servers.rest_server() as port:
        printed = _port_and_run("ServingRestClient", tmp_path, port)
    assert printed == _expected("ServingRestClient")


def test_the_jdks_http_clients_call_the_rest_api(tmp_path: Path) -> None:
    with serving_servers.rest_server() as port:
        printed = _port_and_run("ServingJdkHttp", tmp_path, port, serving_servers.free_port())
    assert printed == _expected("ServingJdkHttp")


def test_no_server_is_grpcs_unavailable_and_httpclients_refused_connection(
    tmp_path: Path,
) -> None:
    port = serving_servers.free_port()
    printed = _port_and_run("ServingUnavailable", tmp_path, port)
    assert printed == _expected("ServingUnavailable", port=port)
