"""``org.tensorflow.framework.losses.impl``: what the loss classes share."""
