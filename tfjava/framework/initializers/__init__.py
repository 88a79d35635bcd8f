"""``org.tensorflow.framework.initializers``: operands that give variables their first values."""
