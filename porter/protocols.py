"""Python's protocols for the JDK interfaces a class of the program implements: a port calls
a JDK functional interface's value as a function and iterates an ``Iterable`` with ``for``,
so the program's own implementations (named or anonymous classes) get ``__call__`` and
``__iter__`` running their Java methods. The classes that implement one of the program's
own functional interfaces (one abstract method) are callable too, as the lambdas given for
one are (``jdk.implement``)."""

from __future__ import annotations

from porter import javalib_rules
from porter.context import ClassInfo, Context, attr_name


def python_protocols(ctx: Context, info: ClassInfo) -> list[str]:
    """The ``__call__``/``__iter__`` lines of the class ``info`` (empty where it implements
    no such JDK interface)."""
    return _functional_call(ctx, info) + _python_iteration(ctx, info)


def _functional_call(ctx: Context, info: ClassInfo) -> list[str]:
    """A class of the program that implements a JDK functional interface (``Runnable``,
    ``Comparator``, ``Supplier``, ...): the port calls such values as functions (``r()``,
    ``sort(key=...)``), so its instances are callable, running the interface's method (by
    the number of arguments, where it implements several)."""
    by_arity: dict[int, str] = {}
    # (an anonymous class names the interface it implements as its base)
    bases = info.interfaces + (
        [(info.superclass, info.superclass_q or "")] if info.superclass else []
    )
    for simple, q in bases:
        own = ctx.known(simple, q)
        method = (
            functional_method(ctx, own)
            if own is not None
            else javalib_rules.FUNCTIONAL_METHODS.get(simple)
        )
        if (
            method is None
            or (own is None and (ctx.project_class(q or "") or simple in ctx.siblings))
            or method in info.overloaded
        ):
            continue
        declared = [c.overloads.get(method) for c in ctx.supertypes(info) if method in c.methods]
        if declared and declared[0]:
            by_arity.setdefault(len(declared[0][0][1]), method)
    if not by_arity:
        return []
    lines = ["", "def __call__(self, *args):  # a Java functional interface: a function"]
    if len(by_arity) == 1:
        return [*lines, f"    return self.{attr_name(next(iter(by_arity.values())))}(*args)"]
    for arity, method in sorted(by_arity.items()):
        lines += [
            f"    if len(args) == {arity}:",
            f"        return self.{attr_name(method)}(*args)",
        ]
    return [*lines, '    raise TypeError("no functional method takes these arguments")']


def _python_iteration(ctx: Context, info: ClassInfo) -> list[str]:
    """A class of the program that implements ``java.lang.Iterable`` (``for (T t : mine)``)
    or ``java.util.Iterator``: Python's ``for`` iterates it, by its ``iterator()`` or its
    ``hasNext()``/``next()``."""
    jdk = [
        s
        for s, q in info.interfaces
        if s in ("Iterable", "Iterator")
        and ctx.known(s, q) is None
        and not ctx.project_class(q or "")
        and s not in ctx.siblings
    ]
    own = {m for c in ctx.supertypes(info) for m in c.methods}
    if "Iterable" in jdk and "iterator" in own and "iterator" not in info.overloaded:
        lines = [
            "",
            "def __iter__(self):  # a Java Iterable: for iterates its iterator()",
            f"    return {ctx.shim('javaIteration')}(self.iterator())",
        ]
        if "spliterator" not in own:  # Iterable's default method, over iterator()
            lines += [
                "",
                "def spliterator(self):",
                f"    return {ctx.need('porter.javalib', 'spliterators')}.of(self)",
            ]
        if "forEach" not in own:  # Iterable's default method: the action on each element
            lines += [
                "",
                "def forEach(self, action):",
                "    for item in self:",
                "        action(item)",
            ]
        return lines
    if "Iterator" in jdk and {"hasNext", "next"} <= own:
        lines = [
            "",
            "def __iter__(self):  # a Java Iterator: for takes next() while hasNext()",
            f"    return {ctx.shim('javaIteration')}(self)",
        ]
        if "forEachRemaining" not in own:  # Iterator's default method
            lines += [
                "",
                "def forEachRemaining(self, action):",
                "    while self.hasNext():",
                "        action(self.next())",
            ]
        return lines
    return []


def functional_method(ctx: Context, info: ClassInfo | None) -> str | None:
    """The one abstract method of an interface of the program (with those it inherits from
    the program's interfaces), or None where it is no functional interface."""
    if info is None or info.kind != "interface":
        return None
    supertypes = ctx.supertypes(info)
    abstract = {m for c in supertypes if c.kind == "interface" for m in c.abstract}
    if not abstract:
        # ``interface PredicateCopy<T> extends Predicate<T> {}``: the JDK interface's method
        abstract = {
            javalib_rules.FUNCTIONAL_METHODS[s]
            for c in supertypes
            for s, q in c.interfaces
            if s in javalib_rules.FUNCTIONAL_METHODS
            and (q.startswith("java.") or q == s)  # (q == s: by a wildcard import)
            and ctx.known(s, q) is None
        }
    if len(abstract) != 1:
        return None
    method = next(iter(abstract))
    return None if method in info.overloaded else method
