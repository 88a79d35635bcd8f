"""``Session`` and ``Session.Runner.setOptions`` take only the protobuf messages they expect: any
other message would be read as the expected one from its bytes, so it is refused at the call."""

from __future__ import annotations

import gc
import sys
from typing import Any

import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.proto import ConfigProto, RunMetadata, RunOptions
from org.tensorflow.types import TInt32


def test_setOptions_refuses_a_ConfigProto() -> None:
    with Graph() as g, Session(g) as s:
        with pytest.raises(TypeError) as e:
            s.runner().setOptions(ConfigProto(intra_op_parallelism_threads=300))
        assert str(e.value) == (
            "Session.Runner.setOptions: options must be a RunOptions, got ConfigProto"
        )


@pytest.mark.parametrize("value", ["x", 3, RunMetadata(), object()])
def test_setOptions_refuses_anything_but_RunOptions(value: Any) -> None:
    with (
        Graph() as g,
        Session(g) as s,
        pytest.raises(TypeError, match="setOptions: options must be a RunOptions, got "),
    ):
        s.runner().setOptions(value)


def test_setOptions_takes_RunOptions_bytes_and_None() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        c = tf.constant(3)
        options = RunOptions(trace_level=RunOptions.FULL_TRACE)
        for value in (options, options.SerializeToString(), None):
            result = s.runner().setOptions(value).fetch(c).runAndFetchMetadata()
            assert result.get(0).getInt() == 3
            traced = value is not None
            assert result.getMetadata().HasField("step_stats") == traced


def test_setOptions_refuses_bytes_that_are_no_RunOptions() -> None:
    with (
        Graph() as g,
        Session(g) as s,
        pytest.raises(ValueError, match="options is not a serialized RunOptions"),
    ):
        s.runner().setOptions(b"\xff\xff\xff")


def test_session_refuses_a_config_of_another_type(monkeypatch: pytest.MonkeyPatch) -> None:
    unraisable: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    with Graph() as g:
        for bad in ("bad", RunOptions(), 1.5):
            with pytest.raises(TypeError, match=r"^Session: config must be a ConfigProto, got "):
                Session(g, bad)
        with pytest.raises(TypeError, match=r"^Session: config must be a ConfigProto, got str"):
            Session(g, True, "bad")
        with pytest.raises(TypeError, match="autoInit must be a bool, got str"):
            Session(g, "yes", ConfigProto())
        gc.collect()
    assert unraisable == []  # no "Exception ignored in __del__" from a half-made session


def test_session_takes_a_ConfigProto_or_its_bytes() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        x = tf.placeholder(TInt32)
        y = tf.math.add(x, x)
        config = ConfigProto(intra_op_parallelism_threads=1)
        for arg in (config, config.SerializeToString()):
            with Session(g, arg) as s:
                assert s.runner().feed(x, 4).fetch(y).run().get(0).getInt() == 8


def test_eager_session_options_take_only_a_ConfigProto() -> None:
    from org.tensorflow import EagerSession

    with pytest.raises(
        TypeError,
        match=r"^EagerSession\.Options\.config: config must be a ConfigProto, got RunOptions$",
    ):
        EagerSession.options().config(RunOptions())
    config = ConfigProto(intra_op_parallelism_threads=2)
    assert EagerSession.options().config(config)._config is config
    assert EagerSession.options().config(config.SerializeToString())._config == config
