"""``org.tensorflow.framework.activations``: activation functions as classes, with Keras-style
configuration dictionaries."""
