"""Spring's annotations in a port: kept as data that ``porter.javalib.spring_*`` reads.

- a class's and a method's (``@RestController``, ``@GetMapping("/x")``, ``@Bean``,
  ``@ExceptionHandler(E.class)``) are decorators of those names from the shim;
- a parameter of a method of a class that Spring manages (a component, a controller, a
  configuration, a Spring test) has its Java type as its annotation, written by the shim's
  ``Java`` (``service: Java("ScoringService")``: constructors and ``@Bean`` methods are
  injected by type), with its Spring annotations: ``x: Java("float", RequestParam("x"))``;
- a field that Spring sets (``@Autowired``, ``@Value``, ``@Inject``) is annotated the same
  way at the class level: ``bias: Java("float", Value("${scoring.bias:0.5}")) = 0.0``.

An annotation is Spring's where the file imports it from Spring (by name or by a wildcard of
its package); others (Lombok's ``@Value``) keep the porter's comment.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from porter.context import Untranslatable
from porter.dispatch import expr
from porter.parse import text

if TYPE_CHECKING:
    from tree_sitter import Node

    from porter.context import Context

_CONTEXT = "porter.javalib.spring_context"
_WEB = "porter.javalib.spring_web"
_TEST = "porter.javalib.spring_test"
_SCIJAVA = "porter.javalib.scijava"

# Spring's annotations: simple name → (the shim module, the packages that make it Spring's).
ANNOTATIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    **{
        n: (_CONTEXT, ("org.springframework.stereotype",))
        for n in ("Component", "Service", "Repository", "Controller")
    },
    **{
        n: (_CONTEXT, ("org.springframework.context.annotation",))
        for n in ("Configuration", "Bean", "Primary", "ComponentScan", "Import")
    },
    "SpringBootApplication": (_CONTEXT, ("org.springframework.boot.autoconfigure",)),
    **{
        n: (_CONTEXT, ("org.springframework.boot.context.properties",))
        for n in ("ConfigurationProperties", "EnableConfigurationProperties")
    },
    "Autowired": (_CONTEXT, ("org.springframework.beans.factory.annotation",)),
    "Value": (_CONTEXT, ("org.springframework.beans.factory.annotation",)),
    "Qualifier": (_CONTEXT, ("org.springframework.beans.factory.annotation",)),
    "Inject": (_CONTEXT, ("javax.inject", "jakarta.inject")),
    **{
        n: (_CONTEXT, ("javax.annotation", "jakarta.annotation"))
        for n in ("PostConstruct", "PreDestroy")
    },
    **{
        n: (_WEB, ("org.springframework.web.bind.annotation",))
        for n in (
            "RestController",
            "ControllerAdvice",
            "RestControllerAdvice",
            "RequestMapping",
            "GetMapping",
            "PostMapping",
            "PutMapping",
            "DeleteMapping",
            "PatchMapping",
            "ResponseBody",
            "ResponseStatus",
            "ExceptionHandler",
            "CrossOrigin",
            "RequestParam",
            "PathVariable",
            "RequestBody",
            "RequestHeader",
            "ModelAttribute",
        )
    },
    "SpringBootTest": (_TEST, ("org.springframework.boot.test.context",)),
    "WebMvcTest": (_TEST, ("org.springframework.boot.test.autoconfigure.web.servlet",)),
    "AutoConfigureMockMvc": (_TEST, ("org.springframework.boot.test.autoconfigure.web.servlet",)),
    # SciJava's plugins (an ImageJ command's inputs, outputs and services), read by
    # porter.javalib.scijava's command service in the same way
    **{n: (_SCIJAVA, ("org.scijava.plugin",)) for n in ("Plugin", "Parameter")},
}
# Where the shim's class differs from the annotation's module (the advice stereotypes are
# the context's marks; @Inject is @Autowired).
_SHIM_MODULE = {
    "RestController": _CONTEXT,
    "ControllerAdvice": _CONTEXT,
    "RestControllerAdvice": _CONTEXT,
}
_SHIM_NAME = {"Inject": "Autowired"}
# Annotations of parameters and fields, written inside ``Java(...)``.
_VALUE_ANNOTATIONS = frozenset(
    ["Value", "Autowired", "Inject", "Qualifier", "RequestParam", "PathVariable", "RequestBody"]
    + ["RequestHeader", "ModelAttribute", "Parameter"]
)
# porter.javalib.spring_context.CLASS_VALUED: written called when bare.
_CLASS_VALUED = frozenset(
    ["ExceptionHandler", "Import", "WebMvcTest", "ContextConfiguration"]
    + ["EnableConfigurationProperties"]
)
# A class whose parameters Spring fills: one of these on the class.
_MANAGED = frozenset(
    ["Component", "Service", "Repository", "Controller", "RestController", "Configuration"]
    + ["SpringBootApplication", "ControllerAdvice", "RestControllerAdvice"]
    + ["ConfigurationProperties"]
)


def _name(ann: Node) -> str:
    return text(ann.child_by_field_name("name")).rsplit(".", 1)[-1]


def is_spring(ctx: Context, ann: Node) -> bool:
    """Whether the annotation is Spring's (or JSR-250's/330's, which Spring reads)."""
    spelled = text(ann.child_by_field_name("name"))
    name = spelled.rsplit(".", 1)[-1]
    if name not in ANNOTATIONS:
        return False
    packages = ANNOTATIONS[name][1]
    if "." in spelled:
        return spelled.rsplit(".", 1)[0] in packages
    qualified = ctx.classes.get(name)
    if qualified is not None:
        return qualified.rsplit(".", 1)[0] in packages
    return name not in ctx.local_classes and any(w in packages for w in ctx.type_wildcards)


def _shim(ctx: Context, name: str) -> str:
    module = _SHIM_MODULE.get(name, ANNOTATIONS[name][0])
    return ctx.need(module, _SHIM_NAME.get(name, name))


def _value(ctx: Context, node: Node) -> str:
    """An annotation's element value: a literal, a constant, a class, or an array of them."""
    if node.type == "element_value_array_initializer":
        return "[" + ", ".join(_value(ctx, c) for c in node.named_children) + "]"
    if node.type in ("annotation", "marker_annotation"):
        raise Untranslatable(node, "a nested annotation has no rule")
    return expr(ctx, node).text


def call(ctx: Context, ann: Node) -> str:
    """The annotation as a Python call or name: ``GetMapping("/x")``, ``Bean``."""
    fn = _shim(ctx, _name(ann))
    args = ann.child_by_field_name("arguments")
    if args is None or not args.named_children:
        # a class-valued one is called, so that its one argument is never the decorated class
        called = _name(ann) in _VALUE_ANNOTATIONS or _name(ann) in _CLASS_VALUED
        return f"{fn}()" if called else fn
    values = []
    ctx.push()
    # the decorator runs when the class is defined: what it names is imported at the top
    saved, ctx.at_import = ctx.at_import, True
    try:
        for a in args.named_children:
            if a.type == "element_value_pair":
                key = text(a.child_by_field_name("key"))
                values.append(f"{key}={_value(ctx, a.child_by_field_name('value'))}")
            else:
                values.append(_value(ctx, a))
    finally:
        ctx.at_import = saved
        ctx.pop()
    return f"{fn}({', '.join(values)})"


def decorator(ctx: Context, ann: Node) -> str | None:
    """``@GetMapping("/x")``, or None where an argument has no rule (the annotation then
    stays the porter's comment, as before)."""
    before = len(ctx.failures)
    try:
        return "@" + call(ctx, ann)
    except Untranslatable:
        del ctx.failures[before:]
        return None


def managed(ctx: Context, class_node: Node | None, annotations: list[Node]) -> bool:
    """Whether Spring makes the class's instances (or, for a test class, fills its fields)."""
    del class_node
    return any(
        _name(a) in _MANAGED or _name(a) in ("SpringBootTest", "WebMvcTest")
        for a in annotations
        if is_spring(ctx, a)
    )


def annotation(ctx: Context, java_type: str, annotations: list[Node]) -> str | None:
    """A parameter's or field's Python annotation: its Java type, with its Spring annotations
    in ``Java(...)``; None where one of them has no rule."""
    spelled = repr(re.sub(r"\s+", " ", java_type))
    extra = []
    for a in annotations:
        if not is_spring(ctx, a) or _name(a) not in _VALUE_ANNOTATIONS:
            continue
        before = len(ctx.failures)
        try:
            extra.append(call(ctx, a))
        except Untranslatable:
            del ctx.failures[before:]
            return None
    return f"{ctx.need(_CONTEXT, 'Java')}({', '.join([spelled, *extra])})"


def injected(ctx: Context, annotations: list[Node]) -> bool:
    """Whether a field's annotations ask Spring to set it."""
    return any(
        is_spring(ctx, a) and _name(a) in ("Autowired", "Inject", "Value", "Parameter")
        for a in annotations
    )


def is_bean(ctx: Context, ann: Node) -> bool:
    """Whether the annotation is Spring's ``@Bean``."""
    return _name(ann) == "Bean" and is_spring(ctx, ann)


def return_annotation(ctx: Context, java_type: str) -> str:
    """A ``@Bean`` method's type: ``Java("LabelRepository")``."""
    spelled = re.sub(r"\s+", " ", java_type)
    return f"{ctx.need(_CONTEXT, 'Java')}({spelled!r})"
