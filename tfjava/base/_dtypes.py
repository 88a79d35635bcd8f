"""TensorFlow ``DataType`` enum values, without importing TensorFlow.

Importing ``tensorflow.core.framework.types_pb2`` runs ``tensorflow/__init__`` (seconds), so
the values are listed here; a test checks them against ``types_pb2.DataType``. Reference
types (``DT_FLOAT_REF`` ...) are the base value plus ``REF_OFFSET``.
"""

from __future__ import annotations

from typing import Final

REF_OFFSET: Final = 100

DT_INVALID: Final = 0
DT_FLOAT: Final = 1
DT_DOUBLE: Final = 2
DT_INT32: Final = 3
DT_UINT8: Final = 4
DT_STRING: Final = 7
DT_INT64: Final = 9
DT_BOOL: Final = 10
DT_BFLOAT16: Final = 14
DT_UINT16: Final = 17
DT_HALF: Final = 19

NAMES: Final[dict[int, str]] = {
    0: "DT_INVALID",
    1: "DT_FLOAT",
    2: "DT_DOUBLE",
    3: "DT_INT32",
    4: "DT_UINT8",
    5: "DT_INT16",
    6: "DT_INT8",
    7: "DT_STRING",
    8: "DT_COMPLEX64",
    9: "DT_INT64",
    10: "DT_BOOL",
    11: "DT_QINT8",
    12: "DT_QUINT8",
    13: "DT_QINT32",
    14: "DT_BFLOAT16",
    15: "DT_QINT16",
    16: "DT_QUINT16",
    17: "DT_UINT16",
    18: "DT_COMPLEX128",
    19: "DT_HALF",
    20: "DT_RESOURCE",
    21: "DT_VARIANT",
    22: "DT_UINT32",
    23: "DT_UINT64",
    24: "DT_FLOAT8_E5M2",
    25: "DT_FLOAT8_E4M3FN",
    26: "DT_FLOAT8_E4M3FNUZ",
    27: "DT_FLOAT8_E4M3B11FNUZ",
    28: "DT_FLOAT8_E5M2FNUZ",
    29: "DT_INT4",
    30: "DT_UINT4",
    31: "DT_INT2",
    32: "DT_UINT2",
    33: "DT_FLOAT4_E2M1FN",
}
"""Names of the non-reference data types, by enum value."""
