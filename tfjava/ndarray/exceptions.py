"""``org.tensorflow.ndarray``'s own exception (Java ``IllegalRankException``)."""

from __future__ import annotations

__all__ = ["IllegalRankException"]


class IllegalRankException(ValueError):
    """Raised when the number of coordinates does not fit the rank of the array (Java's
    ``IllegalRankException``, an ``IllegalArgumentException``: a ValueError here)."""
