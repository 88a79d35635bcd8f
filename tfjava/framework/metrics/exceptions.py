"""``org.tensorflow.framework.metrics.exceptions``: ``NotBroadcastableException``, a
``ValueError`` (Java's ``IllegalArgumentException``)."""

from __future__ import annotations


class NotBroadcastableException(ValueError):
    """Sample weights whose static shape cannot broadcast to the values'."""
