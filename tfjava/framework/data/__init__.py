"""``org.tensorflow.framework.data``: ``Dataset`` pipelines over TensorFlow's dataset ops, their
iterators and optionals."""
