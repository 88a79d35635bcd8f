"""Rule tables of the client libraries that TensorFlow Serving's clients use, merged into
``porter.library_rules``': gRPC's channels and TensorFlow Serving's stubs
(``porter.javalib.serving``; Serving's messages are protobuf messages, ``porter.proto_calls``)
and the HTTP clients that call Serving's REST API: Apache HttpClient 4
(``porter.javalib.httpclient``), the JDK's ``HttpURLConnection`` and Java 11's
``java.net.http`` (``porter.javalib.jdk_http``).

Names that other libraries or programs use too (``io.grpc.Status``, HttpClient's ``Header``,
``ContentType``, ``HttpResponse``, ``HttpEntity``) get rule names of their own by the
qualified name the program imports (``RENAMED``).
"""

from __future__ import annotations

from porter.jtypes import BOOLEAN, INT, LONG, STRING, JType

_GRPC = {
    "io.grpc": ("ManagedChannelBuilder", "ManagedChannel", "StatusRuntimeException"),
    "io.grpc.netty": ("NettyChannelBuilder", "NegotiationType"),
    "io.grpc.netty.shaded.io.grpc.netty": ("NettyChannelBuilder", "NegotiationType"),
    "tensorflow.serving": ("PredictionServiceGrpc", "ModelServiceGrpc"),
}
# The stubs, named nested in their service's class (PredictionServiceGrpc.X): by simple name.
_STUBS = (
    "PredictionServiceBlockingStub",
    "PredictionServiceFutureStub",
    "ModelServiceBlockingStub",
    "ModelServiceFutureStub",
    "ListenableFuture",
)
_HTTP = {
    "org.apache.http.client.methods": (
        "HttpGet",
        "HttpPost",
        "HttpPut",
        "HttpDelete",
        "HttpPatch",
        "HttpHead",
        "HttpRequestBase",
        "CloseableHttpResponse",
    ),
    "org.apache.http.impl.client": (
        "HttpClients",
        "CloseableHttpClient",
        "HttpClientBuilder",
        "BasicResponseHandler",
        "DefaultHttpClient",
    ),
    "org.apache.http.entity": ("StringEntity", "ByteArrayEntity", "BasicHttpEntity"),
    "org.apache.http.client.entity": ("UrlEncodedFormEntity",),
    "org.apache.http.message": ("BasicNameValuePair",),
    "org.apache.http.client.config": ("RequestConfig",),
    "org.apache.http.util": ("EntityUtils",),
    "org.apache.http": ("StatusLine",),
}
RENAMED: dict[str, str] = {
    "io.grpc.Status": "GrpcStatus",
    "io.grpc.Status.Code": "GrpcStatusCode",
    "org.apache.http.Header": "HttpHeader",
    "org.apache.http.message.BasicHeader": "HttpHeader",
    "org.apache.http.entity.ContentType": "HttpContentType",
    "org.apache.http.HttpEntity": "HttpEntity",
    "org.apache.http.HttpResponse": "CloseableHttpResponse",
    "org.apache.http.client.HttpClient": "CloseableHttpClient",
    "com.google.common.util.concurrent.ListenableFuture": "ListenableFuture",
    # java.net.http's, beside HttpClient 4's classes of the same names
    "java.net.http.HttpClient": "JdkHttpClient",
    "java.net.http.HttpClient.Builder": "JdkHttpClientBuilder",
    "java.net.http.HttpRequest": "JdkHttpRequest",
    "java.net.http.HttpRequest.Builder": "JdkHttpRequestBuilder",
    "java.net.http.HttpRequest.BodyPublishers": "JdkBodyPublishers",
    "java.net.http.HttpResponse": "JdkHttpResponse",
    "java.net.http.HttpResponse.BodyHandlers": "JdkBodyHandlers",
    "java.net.http.HttpHeaders": "JdkHttpHeaders",
}
_RENAMED_CLASSES = {
    "GrpcStatus": "serving:Status",
    "GrpcStatusCode": "serving:Status.Code",
    "HttpHeader": "httpclient:Header",
    "HttpContentType": "httpclient:ContentType",
    "HttpEntity": "httpclient:HttpEntity",
    "JdkHttpClient": "jdk_http:HttpClient",
    "JdkHttpClientBuilder": "jdk_http:HttpClientBuilder",
    "JdkHttpRequest": "jdk_http:HttpRequest",
    "JdkHttpRequestBuilder": "jdk_http:HttpRequestBuilder",
    "JdkBodyPublishers": "jdk_http:BodyPublishers",
    "JdkHttpResponse": "jdk_http:HttpResponse",
    "JdkBodyHandlers": "jdk_http:BodyHandlers",
    "JdkHttpHeaders": "jdk_http:HttpHeaders",
}

# Library classes and interfaces that programs extend with an anonymous class (its base the
# Python class, or none for an interface, whose methods the library calls by name).
ANONYMOUS_BASES = frozenset({"org.apache.http.impl.client.BasicResponseHandler"})
ANONYMOUS_INTERFACES = frozenset({"org.apache.http.client.ResponseHandler"})

# Exceptions a catch clause names: simple name → (module, class).
EXCEPTIONS: dict[str, tuple[str, str]] = {
    "StatusRuntimeException": ("porter.javalib.serving", "StatusRuntimeException"),
    **{
        e: ("porter.javalib.httpclient", e)
        for e in (
            "HttpResponseException",
            "ClientProtocolException",
            "HttpHostConnectException",
        )
    },
}
EXCEPTION_PACKAGES: dict[str, str] = {
    "StatusRuntimeException": "io.grpc",
    "HttpResponseException": "org.apache.http.client",
    "ClientProtocolException": "org.apache.http.client",
    "HttpHostConnectException": "org.apache.http.conn",
}

CLASSES: dict[str, str] = {
    **{c: f"serving:{c}" for classes in _GRPC.values() for c in classes},
    **{c: f"serving:{c}" for c in _STUBS},
    **{c: f"httpclient:{c}" for classes in _HTTP.values() for c in classes},
    **_RENAMED_CLASSES,
    "RequestConfigBuilder": "httpclient:RequestConfigBuilder",  # (never named by a program)
    "ByteString": "protobuf:ByteString",
    "HttpURLConnection": "jdk_http:HttpURLConnection",
    "URLConnection": "jdk_http:HttpURLConnection",
    **{e: f"httpclient:{e}" for e, (m, _) in EXCEPTIONS.items() if m.endswith("httpclient")},
}
PACKAGES: dict[str, str] = {
    **{c: p for p, classes in _GRPC.items() for c in classes},
    **{c: p for p, classes in _HTTP.items() for c in classes},
    **EXCEPTION_PACKAGES,
    "ByteString": "com.google.protobuf",
    "ResponseHandler": "org.apache.http.client",
    "HttpURLConnection": "java.net",
    "URLConnection": "java.net",
}

_CHANNEL = JType("ManagedChannel")
_BUILDER = JType("ManagedChannelBuilder")
_CODE = JType("GrpcStatusCode")
_RESPONSE = JType("CloseableHttpResponse")
_ENTITY = JType("HttpEntity")
_HEADER = JType("HttpHeader")
CLASS_RETURNS: dict[tuple[str, str], JType] = {
    **{
        ("ManagedChannelBuilder", m): _BUILDER
        for m in (
            "forAddress",
            "forTarget",
            "usePlaintext",
            "maxInboundMessageSize",
            "maxInboundMetadataSize",
            "userAgent",
            "keepAliveTime",
            "keepAliveTimeout",
            "enableRetry",
            "directExecutor",
            "negotiationType",
        )
    },
    ("ManagedChannelBuilder", "build"): _CHANNEL,
    **{
        ("NettyChannelBuilder", m): JType("NettyChannelBuilder")
        for m in ("forAddress", "forTarget")
    },
    **{("ManagedChannel", m): _CHANNEL for m in ("shutdown", "shutdownNow")},
    **{("ManagedChannel", m): BOOLEAN for m in ("awaitTermination", "isShutdown", "isTerminated")},
    ("ManagedChannel", "authority"): STRING,
    ("GrpcStatus", "getCode"): _CODE,
    ("GrpcStatus", "getDescription"): STRING,
    ("GrpcStatus", "isOk"): BOOLEAN,
    ("GrpcStatus", "withDescription"): JType("GrpcStatus"),
    ("GrpcStatusCode", "value_"): INT,
    ("PredictionServiceGrpc", "newBlockingStub"): JType("PredictionServiceBlockingStub"),
    ("PredictionServiceGrpc", "newFutureStub"): JType("PredictionServiceFutureStub"),
    ("ModelServiceGrpc", "newBlockingStub"): JType("ModelServiceBlockingStub"),
    ("ModelServiceGrpc", "newFutureStub"): JType("ModelServiceFutureStub"),
    **{
        (stub, m): JType(stub)
        for stub in _STUBS
        if stub.endswith("Stub")
        for m in (
            "withDeadlineAfter",
            "withWaitForReady",
            "withMaxInboundMessageSize",
            "withMaxOutboundMessageSize",
            "withCompression",
        )
    },
    **{
        ("PredictionServiceBlockingStub", m): JType(f"{r}")
        for m, r in (
            ("predict", "Predict.PredictResponse"),
            ("classify", "Classification.ClassificationResponse"),
            ("regress", "RegressionOuterClass.RegressionResponse"),
            ("multiInference", "Inference.MultiInferenceResponse"),
            ("getModelMetadata", "GetModelMetadata.GetModelMetadataResponse"),
        )
    },
    ("ModelServiceBlockingStub", "getModelStatus"): JType("GetModelStatus.GetModelStatusResponse"),
    **{
        ("PredictionServiceFutureStub", m): JType("ListenableFuture", 0, (JType(r),))
        for m, r in (
            ("predict", "Predict.PredictResponse"),
            ("classify", "Classification.ClassificationResponse"),
            ("regress", "RegressionOuterClass.RegressionResponse"),
            ("getModelMetadata", "GetModelMetadata.GetModelMetadataResponse"),
        )
    },
    ("ListenableFuture", "isDone"): BOOLEAN,
    **{(e, "getStatus"): JType("GrpcStatus") for e in ("StatusRuntimeException",)},
    **{("ByteString", m): JType("ByteString") for m in ("copyFrom", "copyFromUtf8")},
    # HttpClient
    **{("HttpClients", m): JType("CloseableHttpClient") for m in ("createDefault", "createSystem")},
    ("HttpClients", "custom"): JType("HttpClientBuilder"),
    ("HttpClientBuilder", "create"): JType("HttpClientBuilder"),
    ("HttpClientBuilder", "build"): JType("CloseableHttpClient"),
    **{
        ("HttpClientBuilder", m): JType("HttpClientBuilder")
        for m in (
            "setDefaultRequestConfig",
            "setMaxConnTotal",
            "setMaxConnPerRoute",
            "setConnectionManager",
            "disableAutomaticRetries",
        )
    },
    ("RequestConfig", "custom"): JType("RequestConfigBuilder"),
    **{
        ("RequestConfigBuilder", m): JType("RequestConfigBuilder")
        for m in (
            "setConnectTimeout",
            "setSocketTimeout",
            "setConnectionRequestTimeout",
            "setRedirectsEnabled",
        )
    },
    ("RequestConfigBuilder", "build"): JType("RequestConfig"),
    **{("BasicNameValuePair", m): STRING for m in ("getName", "getValue", "toString")},
    ("CloseableHttpClient", "execute"): _RESPONSE,
    ("CloseableHttpResponse", "getStatusLine"): JType("StatusLine"),
    ("CloseableHttpResponse", "getEntity"): _ENTITY,
    **{("CloseableHttpResponse", m): _HEADER for m in ("getFirstHeader", "getLastHeader")},
    **{
        ("CloseableHttpResponse", m): JType("HttpHeader", 1)
        for m in ("getAllHeaders", "getHeaders")
    },
    ("StatusLine", "getStatusCode"): INT,
    ("StatusLine", "getReasonPhrase"): STRING,
    ("StatusLine", "toString"): STRING,
    **{("HttpHeader", m): STRING for m in ("getName", "getValue", "toString")},
    ("HttpContentType", "getMimeType"): STRING,
    ("HttpContentType", "create"): JType("HttpContentType"),
    ("HttpContentType", "toString"): STRING,
    ("EntityUtils", "toString"): STRING,
    ("EntityUtils", "toByteArray"): JType("byte", 1),
    ("BasicResponseHandler", "handleResponse"): STRING,
    ("BasicResponseHandler", "handleEntity"): STRING,
    **{
        (r, m): STRING
        for r in (*_HTTP["org.apache.http.client.methods"][:6], "HttpRequestBase")
        for m in ("getMethod", "getURI")
    },
}
_URLC = JType("HttpURLConnection")
CLASS_RETURNS.update(
    {
        ("URL", "openConnection"): _URLC,
        ("URL", "getHost"): STRING,
        ("URL", "getQuery"): STRING,
        ("URL", "getPort"): INT,
        **{(_URLC.name, m): INT for m in ("getResponseCode", "getContentLength")},
        ("HttpURLConnection", "getContentLengthLong"): LONG,
        **{
            ("HttpURLConnection", m): STRING
            for m in (
                "getResponseMessage",
                "getHeaderField",
                "getContentType",
                "getContentEncoding",
                "getRequestMethod",
                "getRequestProperty",
            )
        },
        ("HttpURLConnection", "getInputStream"): JType("InputStream"),
        ("HttpURLConnection", "getErrorStream"): JType("InputStream"),
        ("HttpURLConnection", "getOutputStream"): JType("OutputStream"),
        ("HttpURLConnection", "getDoOutput"): BOOLEAN,
        ("HttpURLConnection", "getURL"): JType("URL"),
        ("JdkHttpClient", "newHttpClient"): JType("JdkHttpClient"),
        ("JdkHttpClient", "newBuilder"): JType("JdkHttpClientBuilder"),
        ("JdkHttpClient", "send"): JType("JdkHttpResponse"),
        **{
            ("JdkHttpClientBuilder", m): JType("JdkHttpClientBuilder")
            for m in ("connectTimeout", "version", "followRedirects")
        },
        ("JdkHttpClientBuilder", "build"): JType("JdkHttpClient"),
        ("JdkHttpRequest", "newBuilder"): JType("JdkHttpRequestBuilder"),
        ("JdkHttpRequest", "method"): STRING,
        ("JdkHttpRequest", "uri"): JType("URI"),
        **{
            ("JdkHttpRequestBuilder", m): JType("JdkHttpRequestBuilder")
            for m in (
                "uri",
                "header",
                "setHeader",
                "headers",
                "timeout",
                "version",
                "GET",
                "POST",
                "PUT",
                "DELETE",
                "method",
            )
        },
        ("JdkHttpRequestBuilder", "build"): JType("JdkHttpRequest"),
        ("JdkHttpResponse", "statusCode"): INT,
        ("JdkHttpResponse", "headers"): JType("JdkHttpHeaders"),
        ("JdkHttpResponse", "uri"): JType("URI"),
        ("JdkHttpHeaders", "firstValue"): JType("Optional", 0, (STRING,)),
        ("JdkHttpHeaders", "allValues"): JType("List", 0, (STRING,)),
    }
)
for _e in ("HttpEntity", "StringEntity", "ByteArrayEntity", "BasicHttpEntity"):
    CLASS_RETURNS[(_e, "getContentLength")] = LONG
    CLASS_RETURNS[(_e, "getContentType")] = _HEADER
    CLASS_RETURNS[(_e, "getContentEncoding")] = _HEADER
    CLASS_RETURNS[(_e, "isRepeatable")] = BOOLEAN

# Families of rules.INSTANCE_METHODS: the exceptions are Throwables; a ByteString is the bytes
# that Python's protobuf gives for a bytes field, with Java's methods as templates.
FAMILIES: dict[str, str] = {
    **dict.fromkeys(EXCEPTIONS, "Throwable"),
    "ByteString": "ByteString",
}
INSTANCE_METHODS: dict[str, dict[str, str]] = {
    "ByteString": {
        "toByteArray": "bytes({self})",
        "toStringUtf8": "{lib:protobuf}.ByteString.utf8({self})",
        "toString": "{lib:protobuf}.ByteString.decoded({self}, {args})",
        "size": "len({self})",
        "isEmpty": "(len({self}) == 0)",
        "byteAt": "{lib:protobuf}.ByteString.byteAt({self}, {0})",
        "concat": "({self} + {0})",
        "substring": "{lib:protobuf}.ByteString.substring({self}, {args})",
        "equals": "({self} == {0})",
        "hashCode": "hash({self})",
    }
}
INSTANCE_RETURNS: dict[tuple[str, str], JType] = {
    ("ByteString", "toByteArray"): JType("byte", 1),
    ("ByteString", "toStringUtf8"): STRING,
    ("ByteString", "toString"): STRING,
    ("ByteString", "size"): INT,
    ("ByteString", "isEmpty"): BOOLEAN,
    ("ByteString", "byteAt"): JType("byte"),
    ("ByteString", "concat"): JType("ByteString"),
    ("ByteString", "substring"): JType("ByteString"),
    ("ByteString", "equals"): BOOLEAN,
    ("ByteString", "hashCode"): INT,
}
