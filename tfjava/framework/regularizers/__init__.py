"""``org.tensorflow.framework.regularizers``: weight penalties (``L1``, ``L2``, ``L1L2``) and
``RegularizerLoss``, which makes one a loss."""
