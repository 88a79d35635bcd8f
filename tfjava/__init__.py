"""Hand-written runtime of the TensorFlow Java API for Python (org.tensorflow.*)."""
