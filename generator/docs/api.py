"""The runtime's public API as the reference shows it, read from its source by griffe.

griffe parses the hand-written runtime (``tfjava/``) without importing it (no TensorFlow at
build time) and follows base classes, so a class's page lists every public member it has: its
own, and those inherited from other runtime classes (``TFloat32.tensorOf`` comes from a mixin),
with ``typing.overload`` signatures, properties, constants and nested classes
(``Session.Runner``). Private names (``_x``) are never members; dunder methods are left out but
for ``__init__``, shown as the constructor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import griffe  # the docs extra: pip install 'tfjava[docs]'

from generator.docs.output import SiteError
from generator.docs.signature import Signature, Token, python_param
from generator.docs.summary import names_private, public_doc


@dataclass(frozen=True)
class Member:
    name: str
    kind: str  # constructor, class, static method, class method, method, property, attribute
    signatures: tuple[Signature, ...]  # one per overload (an attribute's declaration)
    doc: str
    inherited_from: str  # the declaring class (``tfjava.ndarray.ndarray.FloatNdArray``), or ""


@dataclass(frozen=True)
class ClassDoc:
    name: str  # as on the page: ``Session``, ``Session.Runner``
    path: str  # where Python defines it: ``tfjava.exec.session.Session.Runner``
    bases: tuple[str, ...]  # the declaration's base expressions
    base_paths: tuple[str, ...]  # the runtime classes among them, resolved
    doc: str
    members: tuple[Member, ...]
    nested: tuple[ClassDoc, ...]
    alias_of: str = ""  # a class of TensorFlow's Python package the runtime re-exports
    helper: bool = False  # a class the runtime names privately, shown for the signatures using it


class ApiError(SiteError):
    pass


_UNRESOLVED: tuple[type[Exception], ...] = (
    griffe.AliasResolutionError,
    griffe.CyclicAliasError,
    KeyError,
)
_UNRESOLVED_OR_CYCLE: tuple[type[Exception], ...] = (*_UNRESOLVED, ValueError)


_KIND_ORDER = {
    "constructor": 0,
    "attribute": 1,
    "property": 2,
    "static method": 3,
    "class method": 3,
    "method": 3,
}


def _private_value(text: str) -> bool:
    return bool(re.search(r"(?<![\w])_[A-Za-z]\w*", text))


def _params(fn: Any, drop_first: bool, owner: str) -> tuple[tuple[Token, ...], ...]:
    kinds = griffe.ParameterKind
    params = list(fn.parameters)
    if (
        drop_first
        and params
        and params[0].kind in (kinds.positional_only, kinds.positional_or_keyword)
    ):
        params = params[1:]
    out: list[tuple[Token, ...]] = []
    star = False
    for i, p in enumerate(params):
        if p.kind is kinds.keyword_only and not star:
            out.append(python_param("*"))
            star = True
        prefix = ""
        if p.kind is kinds.var_positional:
            prefix, star = "*", True
        elif p.kind is kinds.var_keyword:
            prefix = "**"
        decl = prefix + p.name
        if p.annotation is not None:
            decl += f": {_own_name(str(p.annotation), owner)}"
        if p.default is not None and not prefix:
            default = str(p.default)
            default = "..." if _private_value(default) else default
            decl += f" = {default}" if p.annotation is not None else f"={default}"
        tokens = python_param(decl) if p.annotation is not None else _bare(decl)
        out.append(tokens)
        is_last_positional_only = p.kind is kinds.positional_only and (
            i + 1 == len(params) or params[i + 1].kind is not kinds.positional_only
        )
        if is_last_positional_only:
            out.append(python_param("/"))
    return tuple(out)


def _bare(decl: str) -> tuple[Token, ...]:
    """An unannotated parameter: ``*args``, ``x``, ``x=1``."""
    stars = len(decl) - len(decl.lstrip("*"))
    name, eq, default = decl[stars:].partition("=")
    tokens: list[Token] = [("o", decl[:stars])] if stars else []
    tokens.append(("n", name))
    if eq:
        tokens += [("o", "="), ("kc", default)]
    return tuple(tokens)


def _own_name(annotation: str, owner: str) -> str:
    """``Self`` spelled as the class the page is about (``TFloat32.tensorOf -> TFloat32``)."""
    return re.sub(r"\bSelf\b", owner, annotation)


def _function_signatures(fn: Any, name: str, kind: str, owner: str) -> tuple[Signature, ...]:
    variants = list(fn.overloads or []) or [fn]
    sigs = []
    for v in variants:
        drop = kind in ("method", "class method", "constructor", "property")
        head: tuple[Token, ...] = (("nf", owner if kind == "constructor" else name),)
        tail: tuple[Token, ...] = ()
        if v.returns is not None and kind != "constructor":
            tail = (("", " "), ("o", "->"), ("", " "), ("nc", _own_name(str(v.returns), owner)))
        if kind == "property":
            returns = (("", ": "), ("nc", _own_name(str(v.returns), owner))) if v.returns else ()
            sigs.append(Signature((("n", name),), (), returns, call=False))
            continue
        sigs.append(Signature(head, _params(v, drop, owner), tail))
    return tuple(sigs)


def _function_kind(fn: Any, name: str) -> str:
    labels = set(fn.labels)
    if name == "__init__":
        return "constructor"
    if "property" in labels or "cached_property" in labels:
        return "property"
    if "staticmethod" in labels:
        return "static method"
    if "classmethod" in labels:
        return "class method"
    return "method"


def _attribute(attr: Any, name: str, owner: str) -> Signature:
    tokens: list[Token] = [("n", name)]
    if attr.annotation is not None:
        annotation = re.sub(r"^ClassVar\[(.*)\]$", r"\1", str(attr.annotation))
        tokens += [("", ": "), ("nc", _own_name(annotation, owner))]
    value = str(attr.value) if attr.value is not None else ""
    if value and not _private_value(value) and len(value) <= 60:
        tokens += [("", " "), ("o", "="), ("", " "), ("kc", value)]
    return Signature(tuple(tokens), (), (), call=False)


def _resolved(obj: Any) -> Any | None:
    try:
        return obj.final_target if obj.is_alias else obj
    except _UNRESOLVED:  # an alias to something griffe did not load (numpy, TensorFlow)
        return None


def _doc_of(cls: Any, name: str) -> str:
    """A member's docstring, inherited from the first base that documents it (Java's
    "description copied from")."""
    for c in [cls, *_mro(cls)]:
        member = c.members.get(name)
        target = _resolved(member) if member is not None else None
        if target is not None and target.docstring is not None:
            return public_doc(target.docstring.value)
    return ""


def _mro(cls: Any) -> list[Any]:
    try:
        return list(cls.mro())
    except _UNRESOLVED_OR_CYCLE:  # a base outside the runtime, or a cycle: own members only
        return []


def _declaring(cls: Any, name: str) -> Any:
    for c in [cls, *_mro(cls)]:
        if name in c.members:
            return c
    return cls


def _class_named_by(attr: Any) -> Any | None:
    """The runtime class an attribute's value names (``Mode = _Mode``), if any."""
    path = getattr(attr.value, "canonical_path", "")
    if not path or "(" in str(attr.value) or "[" in str(attr.value):
        return None
    try:
        target = _resolved(attr.modules_collection.get_member(path))
    except _UNRESOLVED:
        return None
    return target if target is not None and target.is_class else None


def _base_path(cls: Any, base: Any) -> str:
    """Where a base class expression points (``TensorStatics[float]``: ``TensorStatics``), if it
    is a class griffe read; else ""."""
    expr = getattr(base, "left", base)  # a subscript's class
    path = getattr(expr, "canonical_path", "")
    try:
        target = _resolved(cls.modules_collection.get_member(path)) if path else None
    except _UNRESOLVED:
        return ""
    return target.path if target is not None and target.is_class else ""


def _public(name: str) -> bool:
    return name == "__init__" or not name.startswith("_")


def class_doc(cls: Any, page_name: str) -> ClassDoc:
    owner = page_name.split(".")[-1]
    members: list[Member] = []
    nested: list[ClassDoc] = []
    for name in sorted(cls.all_members):
        if not _public(name):
            continue
        declaring = _declaring(cls, name)
        target = _resolved(declaring.members[name])
        if target is None:
            continue
        inherited = "" if declaring is cls else declaring.path
        if target.is_class:
            nested.append(class_doc(target, f"{page_name}.{name}"))
            continue
        if target.is_function:
            kind = _function_kind(target, name)
            if name == "__init__" and inherited and len(target.parameters) <= 1:
                continue  # an inherited constructor taking nothing: not part of the API
            sigs = _function_signatures(target, name, kind, owner)
        elif target.is_attribute:
            if "instance-attribute" in target.labels and name not in declaring.members:
                continue
            named = _class_named_by(target)
            if named is not None:  # ``Mode = _Mode``: a nested class under a public name
                nested.append(class_doc(named, f"{page_name}.{name}"))
                continue
            kind, sigs = "attribute", (_attribute(target, name, owner),)
        else:
            continue
        members.append(Member(name, kind, sigs, _doc_of(cls, name), inherited))
    members.sort(key=lambda m: (_KIND_ORDER[m.kind], m.name.lower()))
    bases = _public_bases(cls)
    base_paths = tuple(_base_path(cls, b) for b in bases)
    doc = public_doc(cls.docstring.value) if cls.docstring else ""
    # Classes the runtime names privately that public signatures take or return (the loader
    # ``SavedModelBundle.loader()`` returns): documented on the page, under their public part.
    texts = [s.text() for m in members for s in m.signatures]
    renames, helpers = _private_classes(cls, texts, page_name)
    if renames:
        members = [
            Member(
                m.name,
                m.kind,
                tuple(_renamed(s, renames) for s in m.signatures),
                m.doc,
                m.inherited_from,
            )
            for m in members
        ]
        nested += [h for h in helpers if h.name not in {n.name for n in nested}]
    return ClassDoc(
        page_name,
        cls.path,
        tuple(str(b) for b in bases),
        base_paths,
        doc,
        tuple(members),
        tuple(nested),
        helper=bool(cls.name.startswith("_")),
    )


_PRIVATE_NAME = re.compile(r"(?<![\w.])_[A-Za-z]\w*")


def _public_bases(cls: Any) -> list[Any]:
    """The declaration's bases, a private runtime base replaced by its own bases (Adam's
    ``_MomentOptimizer`` by ``Optimizer``), as Java's public hierarchy has it."""
    bases: list[Any] = []
    for b in cls.bases:
        expr = getattr(b, "left", b)
        if not str(expr).split(".")[-1].startswith("_"):
            bases.append(b)
            continue
        path = _base_path(cls, b)
        if path:
            bases += _public_bases(cls.modules_collection.get_member(path))
    return bases


_IN_PROGRESS: set[str] = set()  # classes being documented (private classes may refer in a loop)


def _private_classes(
    cls: Any, texts: list[str], page_name: str
) -> tuple[dict[str, str], list[ClassDoc]]:
    """The public spelling of the private names in ``texts`` (a private class: its name without
    the underscore; a private type alias: its value), and the classes to document for them."""
    renames: dict[str, str] = {}
    docs: list[ClassDoc] = []
    module = cls.module
    _IN_PROGRESS.add(cls.path)
    try:
        for name in sorted(set(_PRIVATE_NAME.findall(" ".join(texts)))):
            member = module.members.get(name)
            if member is not None and member.is_alias and not _loaded(member):
                renames[name + "."] = ""  # ``import org.tensorflow.op.core as _core``: _core.Abort
                continue
            target = _resolved(member) if member is not None else None
            if target is None:
                continue
            if target.is_class:
                renames[name] = name.lstrip("_")
                if target.path not in _IN_PROGRESS:
                    docs.append(class_doc(target, f"{page_name.split('.')[0]}.{renames[name]}"))
            elif target.is_attribute and target.value is not None:
                renames[name] = str(target.value).replace('"', "").replace("'", "")
    finally:
        _IN_PROGRESS.discard(cls.path)
    return renames, docs


def _loaded(alias: Any) -> bool:
    """Whether an import points at something griffe read (not another package's module)."""
    try:
        return alias.final_target is not None
    except _UNRESOLVED:
        return False


def _renamed(sig: Signature, renames: dict[str, str]) -> Signature:
    prefixes = [p for p in renames if p.endswith(".")]

    def rename(text: str) -> str:
        for prefix in prefixes:
            text = re.sub(rf"(?<![\w.]){re.escape(prefix)}", "", text)
        return _PRIVATE_NAME.sub(lambda m: renames.get(m.group(), m.group()), text)

    def sub(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
        return tuple((c, rename(t)) for c, t in tokens)

    return Signature(
        sub(sig.head),
        tuple(sub(p) for p in sig.params),
        sub(sig.tail),
        sig.trailing_comma,
        sig.call,
    )


def _external_path(obj: Any) -> str:
    """Where a re-exported TensorFlow class lives: ``tensorflow.core...AttrValue``."""
    if obj.is_alias:
        return str(obj.target_path)
    value = getattr(obj, "value", None)
    return str(getattr(value, "canonical_path", "") or value or "")


class Api:
    """The runtime package as griffe reads it."""

    def __init__(self, root: Path, package: str = "tfjava") -> None:
        self._loader = griffe.GriffeLoader(search_paths=[str(root)], allow_inspection=False)
        self._loader.load(package)
        self._loader.resolve_aliases(implicit=False, external=False)

    def get(self, path: str) -> Any:
        return self._loader.modules_collection.get_member(path)

    def document(self, module: str, name: str) -> ClassDoc:
        """The page data of the runtime class ``module.name``."""
        try:
            obj = self.get(f"{module}.{name}")
        except KeyError as e:
            raise ApiError(f"tfjava/exports.yaml: {module} has no {name}") from e
        target = _resolved(obj)
        if target is not None and target.is_class:
            return class_doc(target, name)
        # Re-exported from TensorFlow's Python package (protobuf messages, exception classes).
        external = _external_path(obj)
        doc = "" if obj.is_alias or obj.docstring is None else obj.docstring.value
        module_doc = self.get(module).docstring
        doc = doc or (module_doc.value if module_doc else "")
        return ClassDoc(name, f"{module}.{name}", (), (), public_doc(doc), (), (), external)


def facade_doc(api: Api, ops_module: Path) -> ClassDoc:
    """``org.tensorflow.op.Ops``: the generated facade (its core-group methods, read from its
    one module: griffe does not load the 1,500 generated modules for it) over the runtime's
    ``OpsBase`` (``create``, ``withSubScope``, ``constant``...)."""
    module = griffe.visit("ops", filepath=ops_module, code=ops_module.read_text(encoding="utf-8"))
    generated = class_doc(module["Ops"], "Ops")
    base = class_doc(api.get("tfjava.facade.ops_base.OpsBase"), "Ops")
    own = {m.name for m in generated.members}
    members = [*generated.members, *(m for m in base.members if m.name not in own)]
    members.sort(key=lambda m: (_KIND_ORDER[m.kind], m.name.lower()))
    return ClassDoc(
        "Ops",
        "org.tensorflow.op.Ops",
        generated.bases,
        ("tfjava.facade.ops_base.OpsBase",),
        generated.doc,
        tuple(members),
        base.nested,
    )


def private_names(doc: ClassDoc) -> list[str]:
    """The private names a page of ``doc`` would show (a check for the tests)."""
    found = []
    for text in [doc.doc, *(m.doc for m in doc.members)]:
        if names_private(text):
            found.append(text)
    for m in doc.members:
        found += [m.name] if m.name.startswith("_") and m.name != "__init__" else []
    for n in doc.nested:
        found += private_names(n)
    return found
