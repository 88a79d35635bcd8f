"""``CastHelper``: cast an operand to a type only when it has another one."""

from __future__ import annotations

from typing import Any


class CastHelper:
    @staticmethod
    def cast(tf: Any, value: Any, requiredType: type[Any]) -> Any:
        """``value`` as an operand of ``requiredType`` (itself when it already is one)."""
        if value.type() is requiredType:
            return value
        return tf.dtypes.cast(value, requiredType)


cast = CastHelper.cast
