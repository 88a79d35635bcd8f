"""``org.tensorflow.framework.utils``: helpers shared by the framework's packages."""
