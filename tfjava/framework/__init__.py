"""TensorFlow Java's framework module (``org.tensorflow.framework.*``): optimizers, losses,
initializers, activations and the ops they build on."""
