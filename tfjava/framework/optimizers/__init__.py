"""``org.tensorflow.framework.optimizers``: graph optimizers that add update ops for variables."""
