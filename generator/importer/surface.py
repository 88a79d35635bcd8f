"""The Java surface of one op class, derived from its OpDef exactly as TF Java does (rules §4-§8).

:func:`build_op_class` is pure: given an :class:`~generator.importer.opspec.OpSpec`, the class's
package, name and facade method, the argument renames and the docs, it resolves

* the generic letters: positional (T, U, V, ..., Z, A, B, ...), assigned to single ``type``
  attributes in the order inputs, outputs, then the remaining required type attributes, cached per
  attribute; a letter counted at most once (+1 per input argument, +2 per output argument) collapses
  to ``? extends <bound>`` but stays consumed;
* class type parameters (the letters of the outputs, in order of appearance) and the ``create``
  type variables that are not class parameters (letters of two or more inputs but no output, then
  letters of attributes only);
* the ``create`` parameters: every input, then the required attributes not inferred from an input
  (an attribute is optional when it has a default and its type string does not contain ``type``),
  with ``default`` on a ``Class<X>`` parameter whose default dtype maps to a Java class;
* the options: every attribute with a default whose type does not contain ``type`` -- including an
  input-inferred number attribute with a default (the ``NN`` quirk);
* the output getters.

:func:`build_opdef` returns the same as the plain ``dict`` written to ``opdefs/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from . import javatypes
from .docs import NO_DOCS, OpDocs, attr_doc, class_summary, input_doc, option_doc, output_doc
from .names import NO_RENAMES, Renames, default_facade_method, package_of
from .opspec import ArgSpec, AttrSpec, OpSpec, YamlValue

#: The order in which TF Java hands out type variables.
LETTERS = "TUVWXYZABCDEFGHIJKLMNOPQRS"


class OpSurfaceError(ValueError):
    """The OpDef cannot be turned into a Java class (TF Java's generator would throw)."""


@dataclass(frozen=True)
class TypeParam:
    """A type variable and its bound (``TType`` or ``TNumber``)."""

    name: str
    bound: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "bound": self.bound}


@dataclass(frozen=True)
class CreateParam:
    """A parameter of ``create(scope, ...)``."""

    name: str
    kind: str  # input, inputList or attr
    source: str  # the OpDef input argument or attribute it feeds
    type: str
    doc: str
    default: str | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        data["attr" if self.kind == "attr" else "arg"] = self.source
        data["type"] = self.type
        if self.default is not None:
            data["default"] = self.default
        data["doc"] = self.doc
        return data


@dataclass(frozen=True)
class Option:
    """An optional attribute: a static option method and a setter of ``Options``."""

    name: str
    attr: str
    type: str
    doc: str
    has_default: bool = True
    default: YamlValue = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "attr": self.attr, "type": self.type}
        if self.has_default:
            data["default"] = self.default
        data["doc"] = self.doc
        return data


@dataclass(frozen=True)
class OutputGetter:
    """An output getter."""

    name: str
    arg: str
    type: str
    doc: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "arg": self.arg, "type": self.type, "doc": self.doc}


@dataclass(frozen=True)
class OpClass:
    """Everything an opdef file says about one Java op class."""

    op_name: str
    package: str
    class_name: str
    facade_method: str | None
    summary: str
    description: str = ""
    deprecated_by: str | None = None
    type_params: tuple[TypeParam, ...] = ()
    method_type_params: tuple[TypeParam, ...] = ()
    create: tuple[CreateParam, ...] = ()
    options: tuple[Option, ...] = ()
    outputs: tuple[OutputGetter, ...] = ()

    @property
    def visibility(self) -> str:
        return "VISIBLE" if self.facade_method is not None else "HIDDEN"

    @property
    def deprecated(self) -> bool:
        return self.deprecated_by is not None

    def to_dict(self) -> dict[str, Any]:
        """Return the opdef mapping, keys in the order of docs/opdef-format.md."""
        data: dict[str, Any] = {
            "opName": self.op_name,
            "package": self.package,
            "className": self.class_name,
            "visibility": self.visibility,
            "facadeMethod": self.facade_method,
        }
        if self.deprecated_by is not None:
            data["deprecated"] = True
            data["deprecatedBy"] = self.deprecated_by
        data["summary"] = self.summary
        if self.description:
            data["description"] = self.description
        if self.type_params:
            data["typeParams"] = [p.to_dict() for p in self.type_params]
        if self.method_type_params:
            data["methodTypeParams"] = [p.to_dict() for p in self.method_type_params]
        data["create"] = [p.to_dict() for p in self.create]
        if self.options:
            data["options"] = [o.to_dict() for o in self.options]
        if self.outputs:
            data["outputs"] = [o.to_dict() for o in self.outputs]
        return data


def is_optional(attr: AttrSpec) -> bool:
    """An attribute is optional when it has a default and its type does not contain ``type``."""
    return attr.has_default and "type" not in attr.type


def inferred_attrs(op: OpSpec) -> frozenset[str]:
    """Return the attributes reached from an input (its type, type-list or number attribute)."""
    names: set[str] = set()
    for arg in op.inputs:
        names.update(n for n in (arg.type_attr, arg.type_list_attr, arg.number_attr) if n)
    return frozenset(names)


@dataclass
class _Letters:
    """Hands out type variables per ``type`` attribute and counts their uses."""

    op: OpSpec
    by_attr: dict[str, str] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    bounds: dict[str, str] = field(default_factory=dict)

    def letter(self, attr_name: str) -> str:
        if attr_name not in self.by_attr:
            if len(self.by_attr) >= len(LETTERS):
                raise OpSurfaceError(
                    f"op {self.op.name} needs more than {len(LETTERS)} type variables"
                )
            letter = LETTERS[len(self.by_attr)]
            self.by_attr[attr_name] = letter
            self.bounds[letter] = javatypes.bound_of(self.op.attr(attr_name).allowed_types)
        return self.by_attr[attr_name]

    def count(self, arg: ArgSpec, weight: int) -> None:
        letter = self.arg_letter(arg)
        if letter is not None:
            self.counts[letter] = self.counts.get(letter, 0) + weight

    def arg_letter(self, arg: ArgSpec) -> str | None:
        """Return the letter of an argument typed by a single ``type`` attribute."""
        if arg.type_list_attr or not arg.type_attr:
            return None
        attr = self.op.attr(arg.type_attr)
        if attr.type != "type":
            raise OpSurfaceError(
                f"op {self.op.name}: {arg.name} takes its type from {attr.type} {attr.name}"
            )
        return self.letter(arg.type_attr)

    def collapsed(self, letter: str) -> bool:
        return self.counts.get(letter, 0) <= 1

    def element(self, arg: ArgSpec) -> str:
        """Return the type argument of an input's ``Operand`` or an output's ``Output``."""
        if arg.type_list_attr:
            return "?"
        letter = self.arg_letter(arg)
        if letter is None:
            return javatypes.dtype_class(arg.dtype)
        if self.collapsed(letter):
            return javatypes.wildcard(self.bounds[letter])
        return letter


def _unique(letters: Iterator[str]) -> list[str]:
    seen: list[str] = []
    for letter in letters:
        if letter not in seen:
            seen.append(letter)
    return seen


def build_op_class(
    op: OpSpec,
    *,
    package: str,
    class_name: str,
    facade_method: str | None,
    renames: Renames = NO_RENAMES,
    deprecated_by: str | None = None,
    docs: OpDocs = NO_DOCS,
) -> OpClass:
    """Derive the Java class of ``op`` (see the module docstring).

    ``facade_method`` is None for a HIDDEN class; ``deprecated_by`` is the fully qualified class
    that replaces a deprecated second endpoint.
    """
    letters = _Letters(op)
    for arg in op.inputs:
        letters.count(arg, 1)
    for arg in op.outputs:
        letters.count(arg, 2)

    def arg_docs(name: str, renamed: str) -> str:
        return docs.arg(renamed, name, renamed + "_", name + "_")

    create: list[CreateParam] = []
    for arg in op.inputs:
        java_name = renames.input_name(arg.name)
        create.append(
            CreateParam(
                name=java_name,
                kind="inputList" if arg.is_list else "input",
                source=arg.name,
                type=javatypes.operand(letters.element(arg), is_list=arg.is_list),
                doc=input_doc(
                    java_name, arg_docs(arg.name, renames.inputs.get(arg.name, arg.name))
                ),
            )
        )

    class_letters = _unique(l for l in (letters.arg_letter(a) for a in op.outputs) if l is not None)
    input_letters = _unique(l for l in (letters.arg_letter(a) for a in op.inputs) if l is not None)
    method_letters = [
        l for l in input_letters if l not in class_letters and not letters.collapsed(l)
    ]

    inferred = inferred_attrs(op)
    options: list[Option] = []
    for attr in op.attrs:
        java_name = renames.attr_name(attr.name)
        text = arg_docs(attr.name, renames.attrs.get(attr.name, attr.name))
        if is_optional(attr):
            options.append(
                Option(
                    name=java_name,
                    attr=attr.name,
                    type=javatypes.attr_java_type(attr.type),
                    doc=option_doc(java_name, text),
                    has_default=attr.type not in ("func", "list(func)"),
                    default=attr.default,
                )
            )
            continue
        if attr.name in inferred:
            continue
        default: str | None = None
        if attr.type == "type":
            letter = letters.letter(attr.name)
            if letter not in class_letters and letter not in method_letters:
                method_letters.append(letter)
            java_type = javatypes.attr_java_type("type", letter=letter)
            if attr.has_default and isinstance(attr.default, str):
                default = javatypes.mapped_class(attr.default)
        else:
            java_type = javatypes.attr_java_type(
                attr.type, bound=javatypes.bound_of(attr.allowed_types)
            )
        create.append(
            CreateParam(
                name=java_name,
                kind="attr",
                source=attr.name,
                type=java_type,
                doc=attr_doc(java_name, text),
                default=default,
            )
        )

    only_output = len(op.outputs) == 1
    outputs = tuple(
        OutputGetter(
            name=renames.output_name(arg.name),
            arg=arg.name,
            type=javatypes.output(letters.element(arg), is_list=arg.is_list),
            doc=output_doc(
                renames.output_name(arg.name),
                docs.output(renames.outputs.get(arg.name, arg.name), arg.name, only=only_output),
            ),
        )
        for arg in op.outputs
    )
    return OpClass(
        op_name=op.name,
        package=package,
        class_name=class_name,
        facade_method=facade_method,
        summary=class_summary(op.name, docs),
        description=docs.description,
        deprecated_by=deprecated_by,
        type_params=tuple(TypeParam(l, letters.bounds[l]) for l in class_letters),
        method_type_params=tuple(TypeParam(l, letters.bounds[l]) for l in method_letters),
        create=tuple(create),
        options=tuple(options),
        outputs=outputs,
    )


def build_opdef(
    op: OpSpec,
    *,
    package: str,
    class_name: str,
    facade_method: str | None,
    renames: Renames = NO_RENAMES,
    deprecated_by: str | None = None,
    docs: OpDocs = NO_DOCS,
) -> dict[str, Any]:
    """Return the opdef mapping of ``op`` (:func:`build_op_class` as a plain dict)."""
    return build_op_class(
        op,
        package=package,
        class_name=class_name,
        facade_method=facade_method,
        renames=renames,
        deprecated_by=deprecated_by,
        docs=docs,
    ).to_dict()


def build_custom_opdef(
    op: OpSpec, group: str, docs: OpDocs = NO_DOCS, *, hidden: bool = False
) -> dict[str, Any]:
    """Return the opdef of a custom op with no ops.tsv row: TF Java's defaults for a missing api_def.

    The class is named like the op, in ``org.tensorflow.op.<group>``; its facade method is the class
    name with the first letter lower-cased (``None`` when ``hidden``).
    """
    return build_opdef(
        op,
        package=package_of(group),
        class_name=op.name,
        facade_method=None if hidden else default_facade_method(op.name),
        docs=docs,
    )
