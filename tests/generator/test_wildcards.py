"""Java's wildcards in generated signatures: ``Operand`` is invariant, so a wildcard parameter
is a fresh type variable bound by the wildcard's bound, a wildcard in a list parameter is
``Any``, and a result's wildcard is its bound (docs/typing.md, "How Java's types are spelled").
"""

from __future__ import annotations

import inspect
import typing

import pytest

from generator import pytypes
from generator.javatypes import parse


def _spell(
    *java: str, in_return: bool = False, any_: str = "Any"
) -> tuple[list[str], dict[str, str]]:
    wildcards = pytypes.Wildcards()
    spelling = pytypes.Spelling(wildcards=None if in_return else wildcards, any_name=any_)
    spelled = [spelling.annotation(parse(t), in_return=in_return) for t in java]
    return spelled, wildcards.bounds


def test_each_wildcard_parameter_gets_its_own_type_variable() -> None:
    spelled, bounds = _spell(
        "Operand<?>", "Operand<? extends TNumber>", "Operand<? extends TType>", "Operand<T>"
    )
    assert spelled == ["Operand[W1]", "Operand[W2_num]", "Operand[W3]", "Operand[T]"]
    assert bounds == {"W1": "TType", "W2_num": "TNumber", "W3": "TType"}


@pytest.mark.parametrize(
    ("java", "python"),
    [
        ("Iterable<Operand<?>>", "Iterable[Operand[Any]]"),
        ("Iterable<Operand<? extends TNumber>>", "Iterable[Operand[Any]]"),
        ("Iterable<Operand<T>>", "Iterable[Operand[T]]"),
        ("List<Class<? extends TType>>", "Iterable[type[TType]]"),
        ("Class<? extends TNumber>", "type[TNumber]"),
        ("Operand<TInt32>", "Operand[TInt32]"),
    ],
)
def test_lists_and_type_classes(java: str, python: str) -> None:
    spelled, bounds = _spell(java)
    assert spelled == [python]
    assert bounds == {}


def test_any_takes_the_module_spelling() -> None:
    # The module of the op ``Any`` imports typing's Any as ``_Any``.
    assert _spell("Iterable<Operand<?>>", any_="_Any")[0] == ["Iterable[Operand[_Any]]"]


def test_results_spell_a_wildcard_by_its_bound() -> None:
    spelled, _ = _spell("Output<?>", "List<Output<? extends TType>>", in_return=True)
    assert spelled == ["Output[TType]", "list[Output[TType]]"]


def test_generated_modules_declare_the_type_variables() -> None:
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import IdentityN, Reshape
    from org.tensorflow.op.core import reshape as reshape_module
    from org.tensorflow.types.family import TNumber, TType

    w1 = reshape_module.W1_num
    assert isinstance(w1, typing.TypeVar) and w1.__bound__ is TNumber
    create = inspect.signature(Reshape.create)
    assert create.parameters["shape"].annotation == "Operand[W1_num]"
    assert inspect.signature(Ops.reshape).parameters["shape"].annotation == "Operand[W1_num]"
    facade = inspect.getmodule(Ops.reshape)
    assert facade is not None and facade.W1_num.__bound__ is TNumber
    assert facade.W1.__bound__ is TType
    assert (
        inspect.signature(IdentityN.create).parameters["input"].annotation
        == "Iterable[Operand[Any]]"
    )
