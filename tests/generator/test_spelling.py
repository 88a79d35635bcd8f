"""The type-spelling module: a parsed Java type and a context in, an annotation and its imports out."""

from __future__ import annotations

from generator.javatypes import JType, parse
from generator.model import OpClass, Param, TypeParam
from generator.pytypes import Imports, Spelling, Wildcards
from generator.signatures import (
    create_signature,
    create_spelling,
    facade_spelling,
    inline_single_use,
)


def test_class_context_spells_wildcards_as_their_bounds_and_records_imports() -> None:
    sp = Spelling()
    assert sp.annotation(parse("Operand<? extends TNumber>")) == "Operand[TNumber]"
    assert sp.annotation(parse("Operand<?>")) == "Operand[TType]"
    assert sp.annotation(parse("Iterable<Operand<TInt32>>")) == "Iterable[Operand[TInt32]]"
    assert sp.imports.typing == {"Operand", "TNumber", "TType", "Iterable", "TInt32"}
    assert sp.imports.runtime == set()
    # collections.abc is loaded with typing: its names cost nothing at run time.
    assert sp.imports.lines() == (
        ["from collections.abc import Iterable"],
        [
            "from tfjava.core.operand import Operand",
            "from tfjava.types import TInt32",
            "from tfjava.types.family import TNumber, TType",
        ],
    )


def test_a_typing_name_joins_the_run_time_import_of_its_module() -> None:
    imports = Imports()
    imports.need("Output", at_runtime=True)
    imports.need("Operand")
    imports.need("Shape")
    assert imports.lines() == (
        ["from tfjava.core.operand import Operand, Output"],
        ["from tfjava.ndarray import Shape"],
    )


def test_a_getter_result_is_a_list_and_needs_no_iterable() -> None:
    sp = Spelling()
    assert sp.annotation(parse("List<Output<T>>"), in_return=True) == "list[Output[T]]"
    assert sp.imports.typing == {"Output"}  # a type variable is the module's own


def test_attribute_types() -> None:
    sp = Spelling()
    assert sp.annotation(parse("List<Shape>")) == "Iterable[Shape]"
    assert sp.annotation(parse("List<Class<? extends TType>>")) == "Iterable[type[TType]]"
    assert sp.annotation(parse("Long")) == "int"
    assert sp.imports.typing == {"Iterable", "Shape", "TType"}


def test_substitution_renames_type_variables_without_touching_names() -> None:
    # ``T: type[T]`` (a parameter named like the type variable) needed the old text rewriting
    # to skip names followed by ":"; a spelling substitutes in the parsed type only.
    sp = Spelling(type_vars={"T": JType("T_")})
    assert sp.annotation(parse("Class<T>")) == "type[T_]"
    assert sp.annotation(parse("Operand<TInt32>")) == "Operand[TInt32]"


def test_a_substituted_bound_is_imported_and_the_substitution_applies_once() -> None:
    sp = Spelling(type_vars={"U": JType("TNumber"), "T": JType("T")})
    assert sp.annotation(parse("Class<U>")) == "type[TNumber]"
    assert sp.element(JType("T")) == "T"
    assert sp.imports.typing == {"TNumber"}


def test_wildcards_of_a_signature_are_fresh_type_variables_in_its_context() -> None:
    wildcards = Wildcards()
    sp = Spelling(type_vars={"T": JType("T_")}, wildcards=wildcards)
    assert sp.annotation(parse("Operand<? extends TNumber>")) == "Operand[W1_num]"
    assert sp.annotation(parse("Operand<T>")) == "Operand[T_]"
    assert sp.annotation(parse("Operand<?>")) == "Operand[W2]"
    assert sp.annotation(parse("Operand<? extends TInt32>")) == "Operand[TInt32]"  # final
    assert sp.annotation(parse("Class<? extends TNumber>")) == "type[TNumber]"  # covariant
    assert not sp.uses_any
    assert sp.annotation(parse("Iterable<Operand<?>>")) == "Iterable[Operand[Any]]"
    assert sp.uses_any
    assert wildcards.bounds == {"W1_num": "TNumber", "W2": "TType"}
    assert sp.imports.typing == {"Operand", "TNumber", "TType", "TInt32", "Iterable"}


def test_any_is_recorded_under_the_module_name() -> None:
    sp = Spelling(any_name="_Any")
    assert not sp.uses_any
    assert sp.any() == "_Any"
    assert sp.uses_any


def _op(params: list[Param], class_tps: list[TypeParam], method_tps: list[TypeParam]) -> OpClass:
    kept, inlined = inline_single_use(params, method_tps)
    return OpClass(
        source="opdefs/math/Foo.yaml",
        op_name="Foo",
        package="org.tensorflow.op.math",
        class_name="Foo",
        module="org.tensorflow.op.math.foo",
        group="math",
        facade_method="foo",
        deprecated=False,
        deprecated_by=None,
        summary="",
        description="",
        type_params=class_tps,
        method_type_params=kept,
        inlined=inlined,
        params=params,
        options=[],
        outputs=[],
        interface=None,
        operand_type=None,
        defaulted=[],
        shifted=False,
    )


def _param(name: str, kind: str, java_type: str) -> Param:
    return Param(name, name, kind, name, java_type, parse(java_type), "")


def test_create_and_facade_spell_one_signature_in_their_own_contexts() -> None:
    op = _op(
        [
            _param("x", "input", "Operand<T>"),
            _param("T", "attr", "Class<T>"),
            _param("dtype", "attr", "Class<U>"),
        ],
        [TypeParam("T", "TNumber")],
        [TypeParam("U", "TType")],
    )
    assert op.inlined == {"U": "TType"}  # used by one parameter: its bound says the same

    imports = Imports()
    sig = create_signature(op, create_spelling(op, imports))
    assert sig.params == "x: Operand[T_], T: type[T_], dtype: type[TType]"
    assert sig.returns == "Foo[T_]"
    assert imports.typing == {"Operand", "TType"}

    facade = create_signature(op, facade_spelling(op, "_math", Imports()))
    assert facade.params == "x: Operand[T_num], T: type[T_num], dtype: type[TType]"
    assert facade.returns == "_math.Foo[T_num]"
    assert facade.call_args == "x, T, dtype"


def test_soft_keywords_are_those_of_python_3_10_on_every_python() -> None:
    # Python 3.12 made ``type`` a soft keyword: generated code must not depend on the
    # interpreter that runs the generator (Bitcast's ``type`` parameter stays ``type``).
    from generator.naming import python_param

    assert [python_param(n) for n in ("match", "case", "_", "type", "lambda", "x")] == [
        "match_",
        "case_",
        "__",
        "type",
        "lambda_",
        "x",
    ]
