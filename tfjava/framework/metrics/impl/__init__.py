"""``org.tensorflow.framework.metrics.impl``: the metrics' helpers and base classes."""
