"""``org.tensorflow.Server`` and ``Session(g, target=...)``: a two-task cluster on loopback.

TensorFlow's gRPC servers cannot be shut down once started, and they bind their port on every
interface, so each test runs in a child interpreter, bounded in time; where ``unshare`` can
make one, the child has a network namespace of its own with only a loopback interface.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap

import pytest

_TIMEOUT = 180


def _run_child(code: str) -> dict:
    script = textwrap.dedent(code)
    command = [sys.executable, "-c", script]
    if shutil.which("unshare") and shutil.which("ip"):
        probe = subprocess.run(
            ["unshare", "-rn", "true"], capture_output=True, timeout=30, check=False
        )
        if probe.returncode == 0:
            command = [
                "unshare",
                "-rn",
                "sh",
                "-c",
                'ip link set lo up && exec "$@"',
                "sh",
                *command,
            ]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=_TIMEOUT, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, proc.stdout[-2000:] + proc.stderr[-2000:]
    return json.loads(lines[-1][len("RESULT ") :])


_PRELUDE = """
import json, os, socket

def free_ports(n):
    socks = [socket.socket() for _ in range(n)]
    for s in socks:
        s.bind(("127.0.0.1", 0))
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports

def report(result):
    print("RESULT " + json.dumps(result), flush=True)
    os._exit(0)  # the started gRPC servers cannot be shut down
"""


def test_two_task_cluster_runs_ops_on_the_other_task() -> None:
    result = _run_child(
        _PRELUDE
        + """
from org.tensorflow import DeviceSpec, Graph, Server, Session
from org.tensorflow.op import Ops
from org.tensorflow.proto import ClusterDef, JobDef, RunOptions, ServerDef
from org.tensorflow.types import TFloat32

p0, p1 = free_ports(2)
cluster = ClusterDef(job=[JobDef(name="worker", tasks={0: f"127.0.0.1:{p0}", 1: f"127.0.0.1:{p1}"})])
servers = [
    Server(ServerDef(cluster=cluster, job_name="worker", task_index=i, protocol="grpc"))
    for i in (0, 1)
]
for server in servers:
    server.start()

with Graph() as g:
    tf = Ops.create(g)
    task1 = tf.withDevice(DeviceSpec.newBuilder().job("worker").task(1).build())
    x = tf.withName("x").placeholder(TFloat32)
    y = task1.withName("y").math.mul(x, tf.constant(3.0))
    z = tf.withName("z").math.add(y, tf.constant(1.0))
    with Session(g, target=servers[0].target()) as s, TFloat32.scalarOf(2.0) as xt:
        options = RunOptions(trace_level=RunOptions.FULL_TRACE)
        with s.runner().feed(x, xt).fetch(y).fetch(z).setOptions(options).runAndFetchMetadata() as r:
            devices = {}
            for dev in r.getMetadata().step_stats.dev_stats:
                for node in dev.node_stats:
                    devices[node.node_name] = dev.device
            result = {
                "y": r.get(0).getFloat(),
                "z": r.get(1).getFloat(),
                "y_device": devices.get("y", ""),
                "z_device": devices.get("z", ""),
                "placed": y.op().device(),
                "targets": [server.target() for server in servers],
            }
try:
    servers[0].stop()
    result["stop"] = "stopped"
except Exception as e:
    result["stop"] = type(e).__name__
for server in servers:
    server.close()
    server.close()
try:
    servers[0].start()
except RuntimeError as e:
    result["after_close"] = str(e)
report(result)
"""
    )
    assert result["y"] == 6.0
    assert result["z"] == 7.0
    assert result["placed"] == "/job:worker/task:1"
    assert "/job:worker/replica:0/task:1/" in result["y_device"]
    assert "/job:worker/replica:0/task:0/" in result["z_device"]
    assert all(t.startswith("grpc://127.0.0.1:") for t in result["targets"])
    assert result["stop"] == "UnimplementedError"  # Java's TFUnimplementedException
    assert result["after_close"] == "Server.start: the server has been closed"


def test_server_lifecycle_without_start() -> None:
    result = _run_child(
        _PRELUDE
        + """
from org.tensorflow import Server
from org.tensorflow.proto import ClusterDef, JobDef, ServerDef

def server_def(port):
    cluster = ClusterDef(job=[JobDef(name="local", tasks={0: f"127.0.0.1:{port}"})])
    return ServerDef(cluster=cluster, job_name="local", task_index=0, protocol="grpc")

p0, p1 = free_ports(2)
result = {}
server = Server(server_def(p0).SerializeToString())  # the serialized form too
server.stop()  # a server never started stops
server.join()  # and join returns at once
result["repr"] = repr(server)
server.close()
with Server(server_def(p1)) as other:
    result["target"] = other.target()
try:
    other.target()
except RuntimeError as e:
    result["closed"] = str(e)
try:
    Server("not a ServerDef")
except TypeError as e:
    result["bad"] = str(e)
report(result)
"""
    )
    assert result["repr"].startswith("<Server grpc://127.0.0.1:")
    assert result["target"].startswith("grpc://127.0.0.1:")
    assert result["closed"] == "Server.target: the server has been closed"
    assert result["bad"] == "Server: serverDef must be a ServerDef, got str"


def test_session_target_must_be_a_str() -> None:
    from org.tensorflow import Graph, Session

    with Graph() as g, pytest.raises(TypeError, match="target must be a str"):
        Session(g, target=5)  # type: ignore[arg-type]


# -- a ServerDef is checked before TensorFlow sees it (issue 25) --------------------------------

_CHECK_CASES = """
from org.tensorflow import Server
from org.tensorflow.proto import ClusterDef, JobDef, ServerDef

def refusal(job, job_name=None, tasks=None, task_index=0, port=0):
    cluster = ClusterDef(job=[JobDef(name=job, tasks=tasks or {0: f"127.0.0.1:{free_ports(1)[0]}"})])
    server_def = ServerDef(
        cluster=cluster, job_name=job if job_name is None else job_name,
        task_index=task_index, protocol="grpc", port=port,
    )
    try:
        with Server(server_def) as server:
            return "served " + server.target()
    except ValueError as e:
        return "ValueError: " + str(e)
    except Exception as e:
        return f"{type(e).__name__}: {e}"
"""


def test_invalid_job_names_are_refused_before_tensorflow_aborts() -> None:
    # Before the check, each of these killed the process ("Check failed: Invalid device name").
    result = _run_child(
        _PRELUDE
        + _CHECK_CASES
        + """
names = ["a b", "", "a/b", "a:b", "j\\u00f6b", "a-b", "1a", "_a"]
result = {name: refusal(name) for name in names}
result["job_name"] = refusal("worker", job_name="wor ker")
result["ok"] = refusal("Worker_1")
report(result)
"""
    )
    for name in ["a b", "", "a/b", "a:b", "jöb", "a-b", "1a", "_a"]:
        assert result[name] == (
            f"ValueError: Server: ServerDef.cluster.job[0].name {name!r} is not a valid job "
            "name (a letter, then letters, digits or '_')"
        )
    assert result["job_name"] == (
        "ValueError: Server: ServerDef.job_name 'wor ker' is not a valid job name (a letter, then "
        "letters, digits or '_')"
    )
    assert result["ok"].startswith("served grpc://127.0.0.1:")


def test_jobs_and_tasks_the_cluster_does_not_define_are_named() -> None:
    result = _run_child(
        _PRELUDE
        + _CHECK_CASES
        + """
result = {
    "job": refusal("worker", job_name="ps"),
    "task": refusal("worker", task_index=3),
    "negative": refusal("worker", tasks={-1: "127.0.0.1:2222"}, task_index=-1),
}
report(result)
"""
    )
    assert result["job"] == (
        "ValueError: Server: ServerDef.job_name 'ps' is not a job of ServerDef.cluster "
        "(jobs: ['worker'])"
    )
    assert result["task"] == (
        "ValueError: Server: ServerDef.task_index 3 is not a task of job 'worker' (tasks: [0])"
    )
    assert result["negative"] == (
        "ValueError: Server: ServerDef.cluster.job[0].tasks has task index -1, task indices are "
        ">= 0"
    )


def test_ports_outside_1_to_65535_are_refused() -> None:
    # Before the check, 127.0.0.1:70000 served on port 4464 (70000 mod 65536) and -1 was
    # reported as "Job was not defined".
    result = _run_child(
        _PRELUDE
        + _CHECK_CASES
        + """
result = {
    address: refusal("worker", tasks={0: address})
    for address in ["127.0.0.1:70000", "127.0.0.1:-1", "127.0.0.1:0", "127.0.0.1:65536",
                    "127.0.0.1", "127.0.0.1:", ":2222", "127.0.0.1:12ab"]
}
p0 = free_ports(1)[0]
result["remote"] = refusal("worker", tasks={0: f"127.0.0.1:{p0}", 1: "127.0.0.1:99999"})
result["port"] = refusal("worker", port=70000)
report(result)
"""
    )
    for port in ["70000", "-1", "0", "65536"]:
        assert result[f"127.0.0.1:{port}"] == (
            f"ValueError: Server: ServerDef.cluster.job[0].tasks[0] '127.0.0.1:{port}' has port "
            f"{port}, out of range (1 to 65535)"
        )
    for address in ["127.0.0.1", "127.0.0.1:", ":2222", "127.0.0.1:12ab"]:
        assert result[address] == (
            f"ValueError: Server: ServerDef.cluster.job[0].tasks[0] {address!r} is not a "
            "host:port address"
        )
    assert result["remote"] == (
        "ValueError: Server: ServerDef.cluster.job[0].tasks[1] '127.0.0.1:99999' has port 99999, "
        "out of range (1 to 65535)"
    )
    assert result["port"] == (
        "ValueError: Server: ServerDef.port 70000 is out of range (1 to 65535, or 0 for the "
        "task's address)"
    )
