"""``org.tensorflow.framework.losses``: loss classes, ``Reduction`` and the ``Losses`` functions."""
