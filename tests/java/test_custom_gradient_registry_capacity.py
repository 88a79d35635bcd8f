"""Port of TensorFlow Java's ``CustomGradientRegistryCapacityTest`` (more than ten custom
gradients). It registers gradients for eleven ops, so it runs in a child interpreter: the
registrations stay out of this test process."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SKIPPED: dict[str, str] = {}

_CHILD = textwrap.dedent(
    """
    from org.tensorflow import TensorFlow

    # 1) Op types that have no gradient, not internal ones, alphabetical.
    ops = sorted(op.name for op in TensorFlow.registeredOpList().op)
    noGrad = [t for t in ops if not TensorFlow.hasGradient(t) and not t.startswith("_")]
    assert len(noGrad) >= 11, "Need at least 11 ops with no gradient in this runtime."
    selected = noGrad[:11]
    for t in selected:
        assert not TensorFlow.hasGradient(t), "Precondition failed: expected no gradient for " + t

    def zeros(tf, op, gradInputs):
        return [tf.zerosLike(op.input(i)) for i in range(op.numInputs())]

    for t in selected:
        assert TensorFlow.registerCustomGradient(t, zeros), t
    for t in selected:
        assert TensorFlow.hasGradient(t), "Expected gradient to be registered for " + t
    print("registered", len(selected))
    """
)


def test_registerMoreThanTenGradients_thenHasGradientIsTrue() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "registered 11" in proc.stdout
