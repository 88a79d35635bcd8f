"""Deliberate mistakes, each of which a Java compiler rejects: type checkers must report exactly
the errors marked on their lines.

A marker ``# E: <mypy code> <pyright rule>`` lists the error codes expected on its line, mypy's
(``arg-type``) and pyright's (``reportArgumentType``); tests/typing/test_type_check.py compares
them with each checker's output. This file is only type checked, never run.
"""

from __future__ import annotations

from org.tensorflow import GraphOperation, Operand, Output
from org.tensorflow.ndarray import FloatNdArray, NdArrays, Shape
from org.tensorflow.op import Ops, Scope
from org.tensorflow.op.core import (
    Constant,
    Placeholder,
    StopGradient,
)
from org.tensorflow.op.image import ResizeArea
from org.tensorflow.op.math import Add
from org.tensorflow.types import TFloat32, TInt32, TInt64, TString
from org.tensorflow.types.family import TNumber


def wrong_operand_type(tf: Ops, s: Operand[TString], f: Operand[TFloat32]) -> None:
    # Bound TNumber (Java: <T extends TNumber>): a TString operand does not fit.
    tf.math.abs(s)  # E: type-var reportArgumentType
    tf.nn.relu(s)  # E: type-var reportArgumentType
    # A fixed operand type (Operand<TString>) given an Operand<TFloat32>.
    tf.strings.lower(f)  # E: arg-type reportArgumentType
    # The result keeps its type: a StopGradient<TFloat32> is no Operand<TInt32> (mypy infers
    # the call from the declared type, so it blames the argument).
    i: Operand[TInt32] = tf.stopGradient(f)  # E: arg-type reportAssignmentType
    c: Constant[TInt32] = tf.constant(1.0)  # E: assignment reportAssignmentType


def missing_argument(tf: Ops, scope: Scope, f: Operand[TFloat32]) -> None:
    tf.math.add(f)  # E: call-arg reportCallIssue
    StopGradient.create(scope)  # E: call-arg reportCallIssue


def unknown_option(tf: Ops) -> None:
    tf.placeholder(TFloat32, shapee=Shape.of(2))  # E: call-arg reportCallIssue
    Placeholder.shape(2)  # E: arg-type reportArgumentType


def wrong_type_class(tf: Ops, f: Operand[TFloat32]) -> None:
    tf.dtypes.cast(f, int)  # E: type-var reportArgumentType
    tf.zeros(tf.array(2), str)  # E: type-var reportArgumentType
    tf.placeholder(float)  # E: type-var reportArgumentType


def unknown_method(tf: Ops, f: Operand[TFloat32]) -> None:
    tf.stopGradiant(f)  # E: attr-defined reportAttributeAccessIssue


def wrong_heap_array_type() -> None:
    # NdArrays.vectorOf(int...) is an IntNdArray, not a FloatNdArray.
    f: FloatNdArray = NdArrays.vectorOf(1, 2)  # E: assignment reportAssignmentType


def invariance(
    tf: Ops,
    scope: Scope,
    f: Operand[TFloat32],
    i: Operand[TInt32],
    s: Operand[TString],
    o: Output[TFloat32],
) -> None:
    # Java infers one T for add(Operand<T> x, Operand<T> y): floats and ints give none.
    Add.create(scope, f, i)  # E: misc reportArgumentType
    tf.math.add(f, i)  # E: misc reportArgumentType
    # concat(Iterable<Operand<T>> values, ...): one T for every element.
    tf.concat([f, i], tf.constant(0))  # E: arg-type reportArgumentType
    # Operand<TNumber> n = f; does not compile: Operand (and Output) are invariant.
    n: Operand[TNumber] = f  # E: assignment reportAssignmentType
    m: Output[TNumber] = o  # E: assignment reportAssignmentType
    numbers: list[Operand[TNumber]] = [f]  # E: list-item reportAssignmentType
    # A wildcard parameter keeps its bound: Operand<? extends TNumber> takes no TString.
    tf.reshape(f, s)  # E: type-var reportArgumentType
    # Java's Output<?> (Output[TType]) is no Operand<TFloat32> until checked with expect().
    anyOut = tf.identityN([f, i]).output()[0]
    tf.math.add(anyOut, f)  # E: misc reportArgumentType
    tf.math.abs(anyOut)  # E: type-var reportArgumentType
    tf.math.add(anyOut.expect(TInt64), f)  # E: misc reportArgumentType


def loss_labels(tf: Ops, s: Operand[TString], f: Operand[TFloat32]) -> None:
    from org.tensorflow.framework.losses import MeanSquaredError

    # Loss.call(Ops, Operand<? extends TNumber> labels, Operand<T> predictions)
    MeanSquaredError().call(tf, s, f)  # E: type-var reportArgumentType


def widen(x: Constant[TFloat32]) -> Operand[TNumber]:
    # Java: a method returning Operand<TNumber> cannot return an Operand<TFloat32>.
    return x  # E: return-value reportReturnType


def wrong_inputs_field_type(op: GraphOperation) -> None:
    # ResizeArea.Inputs' alignCorners is a boolean, its sizeOutput an Operand<TInt32>.
    flag: str = ResizeArea.Inputs(op).alignCorners  # E: assignment reportAssignmentType
    size: Operand[TFloat32] = ResizeArea.Inputs(op).sizeOutput  # E: assignment reportAssignmentType
