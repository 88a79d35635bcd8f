"""The client libraries' shims on their own (``porter.javalib.serving``, ``httpclient``,
``jdk_http`` and protobuf's ``ByteString``): what the programs of
``tests/porter/test_serving_clients.py`` do not reach, each against the library's source."""

from __future__ import annotations

import subprocess
import sys

from porter.javalib.exceptions import ConnectException, throwableString
from porter.javalib.httpclient import (
    BasicNameValuePair,
    ContentType,
    EntityUtils,
    HttpEntity,
    HttpHostConnectException,
    HttpResponseException,
    StringEntity,
    UrlEncodedFormEntity,
)
from porter.javalib.protobuf import ByteString
from porter.javalib.serving import Status, StatusRuntimeException
from tests.porter.running import ROOT


def test_the_shims_import_no_grpc_until_a_channel_is_built() -> None:
    code = (
        "import sys\n"
        "from porter.javalib import serving, httpclient, jdk_http\n"
        "b = serving.ManagedChannelBuilder.forAddress('127.0.0.1', 1).usePlaintext()\n"
        "assert 'grpc' not in sys.modules and 'tensorflow_serving' not in sys.modules\n"
        "b.build()\n"
        "assert 'grpc' in sys.modules\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


def test_status_runtime_exception_prints_as_grpc_javas() -> None:
    # Status.formatThrowableMessage: the code alone without a description
    e = StatusRuntimeException(Status.DEADLINE_EXCEEDED)
    assert e.getMessage() == "DEADLINE_EXCEEDED"
    e = Status.UNAVAILABLE.withDescription("io exception").asRuntimeException()
    assert throwableString(e) == "io.grpc.StatusRuntimeException: UNAVAILABLE: io exception"
    assert e.getStatus().getCode() is Status.Code.UNAVAILABLE
    assert e.getStatus().getCode().value_() == 14
    assert isinstance(e, RuntimeError)


def test_http_response_exception_without_a_reason_phrase() -> None:
    # HttpClient 4.5.7+: ", reason phrase: ..." only where the phrase is not blank
    assert HttpResponseException(500, " ").getMessage() == "status code: 500"
    assert HttpResponseException(503, "Unavailable").getMessage() == (
        "status code: 503, reason phrase: Unavailable"
    )
    refused = HttpHostConnectException("Connect to x:1 failed: Connection refused")
    assert isinstance(refused, ConnectException) and isinstance(refused, ConnectionError)


def test_entities_and_content_types() -> None:
    assert str(ContentType.APPLICATION_JSON) == "application/json; charset=UTF-8"
    assert str(ContentType.create("text/csv", "UTF-16")) == "text/csv; charset=UTF-16"
    # new StringEntity(text): text/plain in ISO-8859-1
    plain = StringEntity("café")
    assert plain.getContentType().getValue() == "text/plain; charset=ISO-8859-1"
    assert plain.getContentLength() == 4
    assert StringEntity("café", ContentType.APPLICATION_JSON).getContentLength() == 5
    # EntityUtils.toString: the entity's charset, else its MIME type's (JSON's UTF-8), else
    # ISO-8859-1
    assert EntityUtils.toString(HttpEntity("é".encode(), "application/json")) == "é"
    assert EntityUtils.toString(HttpEntity("é".encode(), "text/plain")) == "Ã©"
    assert EntityUtils.toString(HttpEntity("é".encode(), "text/plain"), "UTF-8") == "é"
    assert EntityUtils.toString(None) is None
    # URLEncodedUtils.format: a blank is "+", in the charset's bytes
    form = UrlEncodedFormEntity(
        [BasicNameValuePair("q", "a b"), BasicNameValuePair("x", "é")], "UTF-8"
    )
    assert EntityUtils.toString(form) == "q=a+b&x=%C3%A9"
    assert form.getContentType().getValue() == "application/x-www-form-urlencoded; charset=UTF-8"


def test_byte_string() -> None:
    assert ByteString.copyFrom([104, -61, -87]) == b"h\xc3\xa9"
    assert ByteString.utf8(ByteString.copyFromUtf8("hé")) == "hé"
    assert ByteString.copyFrom(b"abcdef", 1, 3) == b"bcd"
    assert ByteString.copyFrom("hé", "UTF-8") == b"h\xc3\xa9"
    assert ByteString.byteAt(b"\xff", 0) == -1  # Java's signed byte
    assert ByteString.substring(b"abcdef", 2, 4) == b"cd"
