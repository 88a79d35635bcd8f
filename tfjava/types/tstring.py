"""``TString``: the string tensor type (arbitrary byte sequences)."""

from __future__ import annotations

import codecs
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, cast, overload

import numpy as np

from tfjava.base import _dtypes
from tfjava.ndarray._checks import Array, describe
from tfjava.ndarray.ndarray import NdArray, _is_data_buffer
from tfjava.ndarray.shape import Shape
from tfjava.types._statics import owned_copy, run_initializer
from tfjava.types.family import TType

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = ["TString"]

UTF_8 = "utf-8"

_BYTES_LIKE = (bytes, bytearray, memoryview, np.bytes_)


def charset_name(charset: object) -> str:
    """The Python codec name of a charset given by name (``"UTF-16LE"``) or as an object with
    a Java-style ``name()`` method or ``name`` attribute. Raises ValueError if unknown."""
    name = charset
    if not isinstance(name, str):
        attr = getattr(charset, "name", None)
        name = attr() if callable(attr) else attr
    if not isinstance(name, str):
        raise TypeError(f"expected a charset name, got {describe(charset)}")
    try:
        return codecs.lookup(name).name
    except LookupError:
        raise ValueError(f"unsupported charset {name!r}") from None


def _is_array_argument(value: object) -> bool:
    return isinstance(value, list | tuple | np.ndarray | NdArray)


def _encode_array(values: object, charset: str | None, accept_bytes: bool, where: str) -> Array:
    """``values`` (strings, or bytes when accepted) as an object array of ``bytes``."""
    if isinstance(values, NdArray):  # a TString, or a heap array of str or bytes objects
        source = values._comparable()
    elif _is_data_buffer(values):
        source = np.asarray(values)
    elif isinstance(values, np.ndarray):
        source = values
    else:
        source = np.asarray(values, dtype=object)
    out = np.empty(source.shape, dtype=object)
    for i, value in enumerate(source.flat):
        if isinstance(value, str) and charset is not None:
            out.flat[i] = value.encode(charset)
        elif isinstance(value, _BYTES_LIKE) and (accept_bytes or charset is None):
            out.flat[i] = bytes(value)
        elif isinstance(value, list | tuple):
            raise ValueError(f"{where}: nested sequences must form a rectangular array")
        else:
            expected = "bytes" if charset is None else "str"
            raise TypeError(f"{where}: expected {expected} values, got {describe(value)}")
    return out


class TString(NdArray[str], TType):
    """String tensor type: each element is a byte sequence, read and written as ``str``
    encoded with a charset (UTF-8 unless ``using(charset)`` says otherwise).

    ``asBytes()`` gives the raw ``bytes`` of each element. ``numpy()`` returns an object array
    of ``bytes``, as TensorFlow does. Strings that are not valid in the charset decode with
    replacement characters, as in Java.
    """

    __slots__ = ("_cs",)
    DTYPE: ClassVar[int] = _dtypes.DT_STRING
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(object)
    ITEMSIZE: ClassVar[int] = 24
    """Bytes per element in TensorFlow: the size of its ``TF_TString`` structure."""
    _ELEMENT = "String"

    _cs: str | None

    # ----------------------------------------------------------------------------------------
    # Storage hooks

    @classmethod
    def _from_tf(cls, value: Any) -> Self:
        self = super()._from_tf(value)
        self._cs = UTF_8
        return self

    @classmethod
    def _from_numpy(cls, arr: Any) -> Self:
        data = arr if isinstance(arr, np.ndarray) else np.asarray(arr, dtype=object)
        if data.dtype != np.dtype(object) or any(not isinstance(v, bytes) for v in data.flat):
            data = _encode_array(data, UTF_8, True, f"{cls.__name__}._from_numpy")
        self = super()._from_numpy(data)
        self._cs = UTF_8
        return self

    @classmethod
    def _zeros(cls, dims: tuple[int, ...]) -> Array:
        return np.full(dims, b"", dtype=object)

    def _adopt(self, source: TType) -> None:
        if isinstance(source, TString):
            self._cs = source._cs

    def _from_storage(self, raw: Any) -> str:
        charset = self._cs
        if charset is None:
            return cast(str, bytes(raw))
        return bytes(raw).decode(charset, "replace")

    def _store_value(self, value: object, where: str) -> Any:
        charset = self._cs
        if charset is None:
            if isinstance(value, _BYTES_LIKE):
                return bytes(value)
            raise TypeError(f"{where}: expected bytes, got {describe(value)}")
        if isinstance(value, str):
            return value.encode(charset)
        raise TypeError(f"{where}: expected a str, got {describe(value)}")

    def _store_array(self, values: object, where: str) -> Array:
        return _encode_array(values, self._cs, False, where)

    @classmethod
    def _to_array(cls, values: object, where: str) -> Array:
        return _encode_array(values, UTF_8, True, where)

    def _comparable(self) -> Array:
        arr = self._array()
        out = np.empty(arr.shape, dtype=object)
        for i, raw in enumerate(arr.flat):
            out.flat[i] = self._from_storage(raw)
        return out

    def _repr_values(self) -> Array:
        return self._comparable()

    def _element_kind(self) -> str:
        return "byte[]" if self._cs is None else "String"

    # ----------------------------------------------------------------------------------------
    # Java statics

    @classmethod
    def scalarOf(cls, value: str) -> TString:
        """Allocates a rank-0 tensor holding ``value``, encoded in UTF-8."""
        if not isinstance(value, str):
            raise TypeError(f"{cls.__name__}.scalarOf: expected a str, got {describe(value)}")
        return cls._from_numpy(np.array(value.encode(UTF_8), dtype=object))

    @classmethod
    def vectorOf(cls, *values: str | Sequence[str]) -> TString:
        """Allocates a vector of strings, encoded in UTF-8; Java's ``String[]`` may be passed
        as one sequence."""
        where = f"{cls.__name__}.vectorOf"
        source: object = (
            values[0] if len(values) == 1 and _is_array_argument(values[0]) else (list(values))
        )
        arr = _encode_array(source, UTF_8, False, where)
        if arr.ndim != 1:
            raise ValueError(f"{where}: expected a vector, got shape {list(arr.shape)}")
        return cls._from_numpy(arr)

    @overload
    @classmethod
    def tensorOf(cls, src: object, /) -> TString: ...

    @overload
    @classmethod
    def tensorOf(cls, shape: Shape, data: object, /) -> TString: ...

    @overload
    @classmethod
    def tensorOf(cls, charset: object, src: object, /) -> TString: ...

    @overload
    @classmethod
    def tensorOf(cls, charset: object, shape: Shape, data: object, /) -> TString: ...

    @classmethod
    def tensorOf(cls, *args: Any) -> TString:
        """Allocates a string tensor; Java's overloads by argument:

        - ``tensorOf(src)``: a copy of an NdArray, nested list or numpy array of ``str``;
        - ``tensorOf(charset, src)``: the same, encoded with ``charset``; as in Java the tensor
          does not remember it: read the strings back with ``using(charset)``;
        - ``tensorOf(shape, data)`` / ``tensorOf(charset, shape, data)``: from a flat buffer of
          strings.

        Extras: ``tensorOf(shape)`` gives empty strings and ``tensorOf(shape, dataInit)``
        initializes them with ``dataInit(tensor)``.
        """
        where = f"{cls.__name__}.tensorOf"
        charset = UTF_8
        if len(args) == 3 or (len(args) == 2 and not isinstance(args[0], Shape)):
            charset = charset_name(args[0])
            args = args[1:]
        if len(args) == 1:
            src = args[0]
            if isinstance(src, Shape):
                return cls._allocate(src, src.size() * cls.ITEMSIZE if src.size() >= 0 else 0)
            return cls._from_numpy(owned_copy(_encode_array(src, charset, True, where), src))
        if len(args) == 2 and isinstance(args[0], Shape):
            shape, data = args
            if callable(data):
                tensor = cls._allocate(shape, max(shape.size(), 0) * cls.ITEMSIZE)
                run_initializer(tensor, data)
                return tensor
            dims = shape._known_dims(where)
            flat = _encode_array(data, charset, True, where).reshape(-1)
            count = max(shape.size(), 0)
            if flat.size < count:
                raise ValueError(
                    f"{where}: buffer of {flat.size} elements has not enough data for {count}"
                )
            return cls._from_numpy(flat[:count].reshape(dims).copy())
        raise TypeError(
            f"{where}: expected ([charset,] src) or ([charset,] Shape, data), got "
            f"{len(args)} arguments"
        )

    @overload
    @classmethod
    def tensorOfBytes(cls, src: object, /) -> TString: ...

    @overload
    @classmethod
    def tensorOfBytes(cls, shape: Shape, data: object, /) -> TString: ...

    @classmethod
    def tensorOfBytes(cls, *args: Any) -> TString:
        """Allocates a string tensor from raw ``bytes``: ``tensorOfBytes(src)`` copies an
        array of bytes, ``tensorOfBytes(shape, data)`` reads a flat buffer of bytes. Read them
        back with ``asBytes()``."""
        where = f"{cls.__name__}.tensorOfBytes"
        if len(args) == 1:
            return cls._from_numpy(owned_copy(_encode_array(args[0], None, True, where), args[0]))
        if len(args) == 2 and isinstance(args[0], Shape):
            shape, data = args
            dims = shape._known_dims(where)
            flat = _encode_array(data, None, True, where).reshape(-1)
            count = max(shape.size(), 0)
            if flat.size < count:
                raise ValueError(
                    f"{where}: buffer of {flat.size} elements has not enough data for {count}"
                )
            return cls._from_numpy(flat[:count].reshape(dims).copy())
        raise TypeError(f"{where}: expected (src) or (Shape, data), got {len(args)} arguments")

    # ----------------------------------------------------------------------------------------
    # Views

    def using(self, charset: object) -> TString:
        """A view of this tensor's data reading and writing strings with ``charset`` (which
        must be the one they were encoded with)."""
        view = self._wrap_view(self._view_base())
        view._cs = charset_name(charset)
        return view

    def asBytes(self) -> NdArray[bytes]:
        """A view of this tensor's data as raw ``bytes`` values (Java ``NdArray<byte[]>``)."""
        view = self._wrap_view(self._view_base())
        view._cs = None
        return cast(NdArray[bytes], view)
