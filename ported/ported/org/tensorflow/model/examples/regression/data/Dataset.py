# Ported from Java by python -m porter: tests/porter/fixtures/regression/src/main/java/org/tensorflow/model/examples/regression/data/Dataset.java
"""Port of the Java file ``Dataset.java``."""

import numpy as np
from porter.jdk import idiv, jstr


# Points on a line, y = slope * x + intercept, at x = 0, 1, ..., size - 1.
class Dataset:
    DEFAULT_SIZE = 5
    _xs = None
    _ys = None

    def __init__(self, slope, intercept, size):
        self._xs = np.zeros(size, dtype=np.float32)
        self._ys = np.zeros(size, dtype=np.float32)
        for i in range(size):
            self._xs[i] = float(i)
            self._ys[i] = slope * i + intercept

    @staticmethod
    def line(slope):
        return Dataset(slope, 1.0, Dataset.DEFAULT_SIZE)

    def size(self):
        return len(self._xs)

    def half(self):
        return idiv(self.size(), 2)

    def xs(self):
        return self._xs

    def ys(self):
        return self._ys

    def label_int(self, k):
        return "int " + jstr(k)

    def label_double(self, k):
        return "double " + jstr(k)
