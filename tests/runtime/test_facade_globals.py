"""The facade's per-op globals (``tfjava.facade.groups.lazy_create``): importing a facade
module imports no op class; the first call binds the global to the class's ``_create``."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from tfjava.facade.groups import lazy_create


def test_a_facade_import_loads_no_op_and_the_first_call_binds_the_global() -> None:
    # A fresh interpreter: this process has imported the op modules already.
    script = textwrap.dedent(
        """
        import sys
        from org.tensorflow.op import Ops
        import org.tensorflow.op.math_ops as math_ops
        from tfjava.facade.groups import lazy_create
        assert "org.tensorflow.op.math.add_n" not in sys.modules
        assert type(math_ops._math_AddN) is lazy_create, math_ops._math_AddN
        tf = Ops.create()
        x = tf.constant([1.0, 2.0])
        print(tf.math.addN([x, x, x]).asTensor().getFloat(1))
        from org.tensorflow.op.math import AddN
        assert math_ops._math_AddN is AddN._create
        print(tf.math.addN([x, x]).asTensor().getFloat(0))
        """
    )
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        check=False,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["6.0", "2.0"]


def test_a_lazy_create_imports_its_class_and_takes_its_place() -> None:
    namespace: dict[str, object] = {}
    namespace["_f"] = lazy_create(namespace, "_f", "fractions.Fraction:from_float")
    assert "fractions.Fraction.from_float" in repr(namespace["_f"])
    assert str(namespace["_f"](0.5)) == "1/2"  # type: ignore[operator]
    from fractions import Fraction

    assert namespace["_f"] == Fraction.from_float


def test_a_lazy_create_of_a_missing_class_says_which() -> None:
    namespace: dict[str, object] = {}
    namespace["_g"] = lazy_create(namespace, "_g", "fractions.NoSuchClass")
    with pytest.raises(AttributeError, match="NoSuchClass"):
        namespace["_g"]()  # type: ignore[operator]
