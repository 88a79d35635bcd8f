"""``VarianceScaling`` and its presets ``Glorot``, ``He`` and ``LeCun``: samples scaled to the
fan-in, fan-out or their average of the shape being initialised."""

from __future__ import annotations

import enum
import math
from typing import Any

import numpy as np

from tfjava.framework.initializers.base_initializer import BaseInitializer, T, f64, seeds
from tfjava.framework.utils.cast_helper import cast
from tfjava.framework.utils.shape_utils import ShapeUtils
from tfjava.ndarray import Shape


class _Mode(enum.Enum):
    FAN_IN = "FAN_IN"
    FAN_OUT = "FAN_OUT"
    FAN_AVG = "FAN_AVG"


class _Distribution(enum.Enum):
    TRUNCATED_NORMAL = "TRUNCATED_NORMAL"
    NORMAL = "NORMAL"
    UNIFORM = "UNIFORM"


class VarianceScaling(BaseInitializer[T]):
    Mode = _Mode
    Distribution = _Distribution
    SCALE_DEFAULT = 1.0
    MODE_DEFAULT = _Mode.FAN_IN
    DISTRIBUTION_DEFAULT = _Distribution.TRUNCATED_NORMAL

    def __init__(self, *args: Any) -> None:
        """``(seed)`` or ``(scale, mode, distribution, seed)``."""
        super().__init__()
        if len(args) == 1:
            scale, mode, distribution, seed = (
                self.SCALE_DEFAULT,
                self.MODE_DEFAULT,
                self.DISTRIBUTION_DEFAULT,
                args[0],
            )
        elif len(args) == 4:
            scale, mode, distribution, seed = args
        else:
            raise TypeError("VarianceScaling: expected (seed) or (scale, mode, distribution, seed)")
        self._init(float(scale), mode, distribution, seed)

    def _init(self, scale: float, mode: Any, distribution: Any, seed: Any) -> None:
        cls = type(self).__name__
        if scale <= 0.0:
            raise ValueError(f"{cls}: scale must be greater than 0, got {scale}")
        if not isinstance(mode, _Mode):
            raise TypeError(f"{cls}: parameter mode must be a VarianceScaling.Mode, got {mode!r}")
        if not isinstance(distribution, _Distribution):
            raise TypeError(
                f"{cls}: parameter distribution must be a VarianceScaling.Distribution, "
                f"got {distribution!r}"
            )
        if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
            raise TypeError(f"{cls}: parameter seed must be an int (Java long), got {seed!r}")
        self._scale, self._mode, self._distribution, self._seed = (
            scale,
            mode,
            distribution,
            int(seed),
        )

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._floating(type)
        shape = ShapeUtils.toShape(tf.scope(), dims)
        fanIn, fanOut = _fans(shape)
        scale = self._scale
        if self._mode is _Mode.FAN_IN:
            scale /= max(1.0, fanIn)
        elif self._mode is _Mode.FAN_OUT:
            scale /= max(1.0, fanOut)
        else:
            scale /= max(1.0, (fanIn + fanOut) / 2.0)
        pair = seeds(tf, self._seed)
        if self._distribution is _Distribution.TRUNCATED_NORMAL:
            dist = tf.random.statelessTruncatedNormal(dims, pair, type)
            stddev = math.sqrt(scale) / 0.87962566103423978
        elif self._distribution is _Distribution.NORMAL:
            dist = tf.random.statelessRandomNormal(dims, pair, type)
            stddev = math.sqrt(scale)
        else:
            dist = tf.random.statelessRandomUniform(dims, pair, type)
            stddev = math.sqrt(3.0 * scale)
        return tf.math.mul(dist, cast(tf, f64(tf, stddev), type))


def _fans(shape: Shape) -> tuple[float, float]:
    dims = shape.asArray() or []
    if len(dims) < 1:
        return 1.0, 1.0
    if len(dims) == 1:
        return float(dims[0]), float(dims[0])
    if len(dims) == 2:
        return float(dims[0]), float(dims[1])
    receptive = float(np.prod(dims[:-1]))
    return dims[-2] * receptive, dims[-1] * receptive


class Glorot(VarianceScaling[T]):
    """Glorot (Xavier): scale 1 over the average fan."""

    SCALE = 1.0

    def __init__(self, distribution: Any, seed: int) -> None:
        BaseInitializer.__init__(self)
        self._init(self.SCALE, _Mode.FAN_AVG, distribution, seed)


class He(VarianceScaling[T]):
    """He: scale 2 over the fan-in."""

    SCALE = 2.0

    def __init__(self, distribution: Any, seed: int) -> None:
        BaseInitializer.__init__(self)
        self._init(self.SCALE, _Mode.FAN_IN, distribution, seed)


class LeCun(VarianceScaling[T]):
    """LeCun: scale 1 over the fan-in."""

    def __init__(self, distribution: Any, seed: int) -> None:
        BaseInitializer.__init__(self)
        self._init(1.0, _Mode.FAN_IN, distribution, seed)
