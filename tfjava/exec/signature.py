"""``org.tensorflow.Signature``: the named inputs and outputs of a function (a ``SignatureDef``
under a key)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from tensorflow.core.framework.types_pb2 import DataType as ProtoDataType

from tfjava.base.proto import DataType, SignatureDef, TensorInfo
from tfjava.base.proto_enums import data_type
from tfjava.ndarray import Shape

if TYPE_CHECKING:
    from tfjava.core.operand import Operand, Output

__all__ = ["Signature"]


def _shape_of(proto: Any) -> Shape:

    if proto.unknown_rank:
        return Shape.unknown()
    return Shape.of(*(d.size for d in proto.dim))


class _TensorDescription:
    """``Signature.TensorDescription``: the ``dataType`` (a ``DataType`` value) and ``shape`` of
    one signature input or output (Java's public final fields)."""

    __slots__ = ("dataType", "shape")

    def __init__(self, dataType: int, shape: Shape) -> None:
        self.dataType = dataType
        self.shape = shape

    def __repr__(self) -> str:

        return f"TensorDescription({DataType.Name(self.dataType)}, {self.shape})"


class _Builder:
    """``Signature.Builder``: ``Signature.builder().key(k).input(name, x).output(name, y)
    .methodName(m).build()``."""

    __slots__ = ("_def", "_in", "_key", "_out")

    def __init__(self) -> None:

        self._key = Signature.DEFAULT_KEY
        self._def = SignatureDef()
        # The order the names were given (a protobuf map does not keep it): the order of a
        # function's arguments and results.
        self._in: list[str] = []
        self._out: list[str] = []

    def key(self, key: str | None) -> _Builder:
        """The key of the signature (its name in a saved model); not None or empty."""
        if key is not None and not isinstance(key, str):
            raise TypeError(f"Signature.Builder.key: key must be a str, got {type(key).__name__}")
        if not key:
            raise ValueError(f"Signature.Builder.key: invalid key: {key!r}")
        self._key = key
        return self

    def input(self, inputName: str, input: Operand[Any]) -> _Builder:
        """Map ``inputName`` to ``input``; each input name once."""
        info = _tensor_info("input", inputName, input)
        if inputName in self._def.inputs:
            raise ValueError(
                f'Signature.Builder.input: "{inputName}" is already being mapped to another input'
            )
        self._def.inputs[inputName].CopyFrom(info)
        self._in.append(inputName)
        return self

    def output(self, outputName: str, output: Operand[Any]) -> _Builder:
        """Map ``outputName`` to ``output``; each output name once."""
        info = _tensor_info("output", outputName, output)
        if outputName in self._def.outputs:
            raise ValueError(
                f'Signature.Builder.output: "{outputName}" is already being mapped to another '
                "output"
            )
        self._def.outputs[outputName].CopyFrom(info)
        self._out.append(outputName)
        return self

    def methodName(self, methodName: str | None) -> _Builder:
        """The method name (``tensorflow/serving/predict``, ...); None or "" for none."""
        if methodName is not None and not isinstance(methodName, str):
            raise TypeError(
                "Signature.Builder.methodName: methodName must be a str, got "
                f"{type(methodName).__name__}"
            )
        self._def.method_name = methodName or ""
        return self

    def build(self) -> Signature:

        copy = SignatureDef.FromString(self._def.SerializeToString())
        return Signature(self._key, copy, self._in, self._out)

    @staticmethod
    def toTensorInfo(operand: Output[Any]) -> Any:
        """The ``TensorInfo`` of ``operand``: its ``name:index``, data type and shape."""

        shape = operand.shape()
        info = TensorInfo(
            name=f"{operand.op().name()}:{operand.index()}",
            # the protobuf's own enum number type, which TensorInfo's dtype field is declared with
            dtype=ProtoDataType.ValueType(operand.dataType()),
        )
        dims = shape.asArray()
        if shape.isUnknown() or dims is None:
            info.tensor_shape.unknown_rank = True
        else:
            info.tensor_shape.SetInParent()
            for d in dims:
                info.tensor_shape.dim.add(size=d)
        return info


def _tensor_info(kind: str, name: Any, operand: Any) -> Any:
    """The ``TensorInfo`` of ``Builder.input``/``output``'s operand; ``TypeError`` naming the
    method for a name that is no str or an operand that is no ``Operand``."""
    where = f"Signature.Builder.{kind}"
    if not isinstance(name, str):
        raise TypeError(f"{where}: {kind}Name must be a str, got {type(name).__name__}")
    as_output: Any = getattr(operand, "asOutput", None)
    if not callable(as_output):
        raise TypeError(
            f"{where}: {kind} {name!r} must be an Operand, got {type(operand).__name__}"
        )
    output: Any = as_output()
    return _Builder.toTensorInfo(output)


class Signature:
    """A function's signature: a key, a method name and named ``TensorInfo`` inputs and
    outputs (Java's ``Signature``, a ``SignatureDef`` under a key)."""

    DEFAULT_KEY: ClassVar[str] = "serving_default"
    """The key of the signature a saved model serves by default."""

    Builder = _Builder
    TensorDescription = _TensorDescription

    __slots__ = ("_def", "_in", "_key", "_out")

    def __init__(
        self,
        key: str,
        signatureDef: Any,
        inputOrder: list[str] | None = None,
        outputOrder: list[str] | None = None,
    ) -> None:
        """A signature of ``key`` over a ``SignatureDef``; the orders of the input and output
        names default to the definition's (sorted: a protobuf map has no order)."""
        self._key = key
        self._def = signatureDef
        self._in = list(inputOrder) if inputOrder is not None else sorted(signatureDef.inputs)
        self._out = list(outputOrder) if outputOrder is not None else sorted(signatureDef.outputs)

    @staticmethod
    def builder(name: str | None = None) -> _Builder:
        """A new builder; ``builder(name)`` sets both the key and the method name."""
        b = _Builder()
        if name is not None:
            b.key(name).methodName(name)
        return b

    def key(self) -> str:
        return self._key

    def methodName(self) -> str | None:
        """The method name, or None if there is none."""
        return self._def.method_name or None

    def inputNames(self) -> set[str]:
        return set(self._def.inputs)

    def outputNames(self) -> set[str]:
        return set(self._def.outputs)

    def getInputs(self) -> dict[str, _TensorDescription]:
        """The inputs by name: their data type and shape."""
        return _descriptions(self._def.inputs, self._in)

    def getOutputs(self) -> dict[str, _TensorDescription]:
        """The outputs by name: their data type and shape."""
        return _descriptions(self._def.outputs, self._out)

    def asSignatureDef(self) -> Any:
        """The ``SignatureDef`` protocol buffer (a copy)."""

        return SignatureDef.FromString(self._def.SerializeToString())

    def _input_names(self) -> list[str]:
        """The input names in a stable order (the order the builder was given them)."""
        return self._in

    def _output_names(self) -> list[str]:
        return self._out

    def toString(self) -> str:
        return str(self)

    def __str__(self) -> str:

        def describe(infos: Any) -> str:
            return ", ".join(
                f"{n}: {DataType.Name(i.dtype)} {_shape_of(i.tensor_shape)}"
                for n, i in infos.items()
            )

        method = f" ({self.methodName()})" if self.methodName() else ""
        return (
            f"Signature {self._key!r}{method}: inputs {{{describe(self._def.inputs)}}}, "
            f"outputs {{{describe(self._def.outputs)}}}"
        )

    def __repr__(self) -> str:
        return f"<{self}>"


for _cls, _name in ((_Builder, "Builder"), (_TensorDescription, "TensorDescription")):
    _cls.__name__, _cls.__qualname__ = _name, f"Signature.{_name}"


def _descriptions(infos: Any, order: list[str]) -> dict[str, _TensorDescription]:
    return {
        name: _TensorDescription(data_type(infos[name].dtype), _shape_of(infos[name].tensor_shape))
        for name in order
    }
