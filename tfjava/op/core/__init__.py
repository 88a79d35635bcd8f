"""Hand-written classes of ``org.tensorflow.op.core``."""
