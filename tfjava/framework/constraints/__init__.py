"""``org.tensorflow.framework.constraints``: projections applied to weights after an update
(``MaxNorm``, ``MinMaxNorm``, ``NonNeg``, ``UnitNorm``)."""
