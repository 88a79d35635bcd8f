"""``org.tensorflow.framework.metrics``: metrics that accumulate in graph variables
(``updateState``, ``result``, ``resetStates``), as TensorFlow Java has them."""
