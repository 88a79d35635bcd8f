"""Python's protocols for the JDK interfaces a class of the program implements: a port calls
a JDK functional interface's value as a function and iterates an ``Iterable`` with ``for``,
so the program's own implementations (named or anonymous classes) get ``__call__`` and
``__iter__`` running their Java methods."""

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
    for simple, q in info.interfaces:
        method = javalib_rules.FUNCTIONAL_METHODS.get(simple)
        if (
            method is None
            or ctx.known(simple, q) is not None
            or ctx.project_class(q or "")
            or simple in ctx.siblings
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
        return [
            "",
            "def __iter__(self):  # a Java Iterable: for iterates its iterator()",
            f"    return {ctx.shim('javaIteration')}(self.iterator())",
        ]
    if "Iterator" in jdk and {"hasNext", "next"} <= own:
        return [
            "",
            "def __iter__(self):  # a Java Iterator: for takes next() while hasNext()",
            f"    return {ctx.shim('javaIteration')}(self)",
        ]
    return []
