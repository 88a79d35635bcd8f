"""``org.tensorflow.ndarray.buffer``: linear data buffers on the heap, backed by numpy.

The classes are in ``data_buffer``, ``data_buffers`` and ``layout`` (``org.tensorflow.ndarray.buffer``
re-exports them); this package imports none of them, so that ``base`` loads below the NdArrays.
"""
