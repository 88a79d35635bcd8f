"""Loopback stand-ins for a TensorFlow Serving server, for the ported clients' tests: gRPC's
``PredictionService`` and ``ModelService`` (tensorflow_serving.apis) and the REST API's
``/v1/models/NAME[:predict]``, on 127.0.0.1 and a free port, serving one model
``half_plus_two`` (y = 0.5 x + 2, computed with numpy) the way TensorFlow Serving answers:
its outputs, its status codes and its messages for a model it does not have."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from concurrent import futures
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

MODEL = "half_plus_two"


def _not_found(name: str) -> str:
    return f"Servable not found for request: Latest({name})"


@contextmanager
def grpc_server() -> Iterator[int]:
    """A gRPC server of Serving's services; gives its port."""
    import grpc
    from tensorflow.core.framework import tensor_pb2, types_pb2
    from tensorflow_serving.apis import (
        classification_pb2,
        get_model_metadata_pb2,
        get_model_status_pb2,
        model_service_pb2_grpc,
        predict_pb2,
        prediction_service_pb2_grpc,
    )

    def check(spec: Any, context: Any) -> None:
        if spec.name != MODEL:
            context.abort(grpc.StatusCode.NOT_FOUND, _not_found(spec.name))

    class Prediction(prediction_service_pb2_grpc.PredictionServiceServicer):
        def Predict(self, request: Any, context: Any) -> Any:
            check(request.model_spec, context)
            response = predict_pb2.PredictResponse()
            response.model_spec.name = MODEL
            response.model_spec.version.value = 1
            response.model_spec.signature_name = request.model_spec.signature_name or (
                "serving_default"
            )
            if "x" in request.inputs:
                x = request.inputs["x"]
                dims = [d.size for d in x.tensor_shape.dim]
                y = np.asarray(x.float_val, np.float32).reshape(dims) * np.float32(0.5) + 2
                out = response.outputs["y"]
                out.dtype = types_pb2.DT_FLOAT
                out.tensor_shape.CopyFrom(x.tensor_shape)
                out.float_val.extend(y.ravel().tolist())
            if "words" in request.inputs:
                words = list(request.inputs["words"].string_val)
                lengths = response.outputs["lengths"]
                lengths.dtype = types_pb2.DT_INT64
                lengths.tensor_shape.dim.add().size = len(words)
                lengths.int64_val.extend(len(w) for w in words)
                upper = response.outputs["upper"]
                upper.dtype = types_pb2.DT_STRING
                upper.string_val.extend(w.upper() for w in words)
            return response

        def Classify(self, request: Any, context: Any) -> Any:
            check(request.model_spec, context)
            response = classification_pb2.ClassificationResponse()
            response.model_spec.name = MODEL
            # one classification per example (x its score of "high"), or one of x = 0.75
            examples = request.input.example_list.examples
            xs = [e.features.feature["x"].float_list.value[0] for e in examples] or [0.75]
            for x in xs:
                classes = response.result.classifications.add()
                for label, score in (("low", 1.0 - x), ("high", x)):
                    c = classes.classes.add()
                    c.label, c.score = label, score
            return response

        def GetModelMetadata(self, request: Any, context: Any) -> Any:
            check(request.model_spec, context)
            response = get_model_metadata_pb2.GetModelMetadataResponse()
            response.model_spec.name = MODEL
            response.model_spec.version.value = 1
            signatures = get_model_metadata_pb2.SignatureDefMap()
            signature = signatures.signature_def["serving_default"]
            signature.method_name = "tensorflow/serving/predict"
            signature.inputs["x"].name = "x:0"
            signature.inputs["x"].dtype = types_pb2.DT_FLOAT
            signature.outputs["y"].name = "y:0"
            signature.outputs["y"].dtype = types_pb2.DT_FLOAT
            response.metadata["signature_def"].Pack(signatures)
            return response

    class Models(model_service_pb2_grpc.ModelServiceServicer):
        def GetModelStatus(self, request: Any, context: Any) -> Any:
            check(request.model_spec, context)
            response = get_model_status_pb2.GetModelStatusResponse()
            version = response.model_version_status.add()
            version.version = 1
            version.state = get_model_status_pb2.ModelVersionStatus.AVAILABLE
            return response

    assert tensor_pb2  # (TensorProto is what the services' messages hold)
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    prediction_service_pb2_grpc.add_PredictionServiceServicer_to_server(Prediction(), server)
    model_service_pb2_grpc.add_ModelServiceServicer_to_server(Models(), server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    try:
        yield port
    finally:
        server.stop(grace=None)


class _Rest(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def _reply(self, status: int, body: dict[str, Any]) -> None:
        data = json.dumps(body).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        name = self.path.removeprefix("/v1/models/")
        if name != MODEL:
            self._reply(404, {"error": _not_found(name)})
            return
        state = {"version": "1", "state": "AVAILABLE"}
        self._reply(200, {"model_version_status": [{**state, "status": {"error_code": "OK"}}]})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        name, _, verb = self.path.removeprefix("/v1/models/").partition(":")
        if name != MODEL or verb != "predict":
            self._reply(404, {"error": _not_found(name)})
            return
        x = np.asarray(body["instances"], np.float32)
        self._reply(200, {"predictions": (x * np.float32(0.5) + 2).tolist()})


@contextmanager
def rest_server() -> Iterator[int]:
    """An HTTP server of Serving's REST API; gives its port."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Rest)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    """A port on 127.0.0.1 where nothing listens (bound, then closed)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
