"""``If``, ``While`` and ``Case``: hand-written selectors over the generated stateful and
stateless op pairs (``StatefulIf``/``StatelessIf``, ...), and their facade methods.

TensorFlow Java declares each selector as an interface (``If extends Iterable<Operand<TType>>``)
that both generated classes of the pair implement. Its static ``create`` asks every
``ConcreteFunction`` argument whether it is stateful and builds the stateful op if any is,
the stateless one otherwise. Here:

* ``If.create(scope, cond, input, Tout, thenBranch, elseBranch, *options)``,
  ``While.create(scope, input, cond, body, *options)`` and
  ``Case.create(scope, branchIndex, input, Tout, branches, *options)`` return the chosen
  generated class, which is iterable over its outputs and has ``output()``;
* ``isinstance(op, If)`` holds for ``StatefulIf`` and ``StatelessIf`` instances (and likewise
  for ``While`` and ``Case``);
* options are the selector's own (``If.outputShapes(...)``, an ``If.Options``), either pair
  class's (``StatelessIf.outputShapes(...)``), or keywords (``outputShapes=[...]``);
* the facade methods are ``tf.ifOp``, ``tf.whileOp`` and ``tf.caseOp``.

A function is stateful when its ``FunctionDef`` says so or when it runs a stateful op,
directly or through a function it calls; a function given by name (a ``str``) that is not in
TensorFlow's eager context counts as stateful (the stateful ops accept any function).
"""

from __future__ import annotations

import abc
import importlib
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from tensorflow.python.eager import context

from tfjava.base.function_state import fdef_is_stateful
from tfjava.core.raw_op import OpOptions
from tfjava.types.family import TType

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.core.operand import Operand, Output
    from tfjava.core.scope import Scope
    from tfjava.exec.concrete_function import ConcreteFunction
    from tfjava.ndarray import Shape
    from tfjava.types import TInt32

__all__ = ["Case", "If", "SelectorOpsMixin", "While", "is_stateful"]

# Java's Operand<? extends TType> cond; the inputs (Iterable<Operand<?>>) may mix types.
W1 = TypeVar("W1", bound=TType)

_CORE = "org.tensorflow.op.core"


# --------------------------------------------------------------------------------------------
# Statefulness of function arguments


def is_stateful(fn: Any) -> bool:
    """Java ``ConcreteFunction.isStateful()`` for a function attribute value: a TensorFlow
    ``ConcreteFunction``, a ``tf.function`` with an input signature, or a function name."""

    # import time: loads on first use, not with `import org.tensorflow.op`
    from tfjava.exec.concrete_function import ConcreteFunction

    if isinstance(fn, ConcreteFunction):
        return fn.isStateful()
    ctx = context.context()
    if isinstance(fn, (str, bytes)):
        name = fn.decode() if isinstance(fn, bytes) else fn
        if not ctx.has_function(name):
            return True
        return fdef_is_stateful(ctx.get_function_def(name), ctx, set())
    if callable(getattr(fn, "get_concrete_function", None)) and not hasattr(
        type(fn), "function_def"
    ):
        if getattr(fn, "input_signature", None) is None:
            return True  # the op class reports the missing signature
        fn = fn.get_concrete_function()
    inference = getattr(fn, "_inference_function", None)
    options = getattr(inference, "call_options", None)
    if getattr(options, "is_stateful", False):
        return True
    definition = getattr(fn, "function_def", None) or getattr(fn, "definition", None)
    if definition is None:
        return True
    return fdef_is_stateful(definition, ctx, set())


# --------------------------------------------------------------------------------------------
# The selectors


class _Selector(abc.ABC):
    """Base of the selector "interfaces": picks one class of a stateful/stateless pair."""

    __slots__ = ()

    _NAME: ClassVar[str]
    _PAIR: ClassVar[tuple[str, str]]  # (stateful, stateless) class names in org.tensorflow.op.core
    _OPTIONS: ClassVar[tuple[str, ...]]  # option names
    Options: ClassVar[type[OpOptions]]

    @classmethod
    def __subclasshook__(cls, other: type) -> Any:
        if cls is _Selector or not hasattr(cls, "_PAIR"):
            return NotImplemented
        for klass in other.__mro__:
            if klass.__module__.startswith(_CORE + ".") and klass.__qualname__ in cls._PAIR:
                return True
        return NotImplemented

    @classmethod
    def _pair_class(cls, stateful: bool) -> Any:
        name = cls._PAIR[0] if stateful else cls._PAIR[1]
        return getattr(importlib.import_module(_CORE), name)

    @classmethod
    def _create(
        cls,
        scope: Scope,
        args: tuple[Any, ...],
        functions: Iterable[Any],
        options: tuple[Any, ...],
        keywords: dict[str, Any],
    ) -> Self:
        stateful = any(is_stateful(f) for f in functions)
        target = cls._pair_class(stateful)
        values = cls._option_values(options)
        for name, value in keywords.items():
            if value is not None:
                values[name] = value
        created: Self = target.create(scope, *args, **values)
        return created

    @classmethod
    def _option_values(cls, options: tuple[Any, ...]) -> dict[str, Any]:
        accepted = (cls.Options, cls._pair_class(True).Options, cls._pair_class(False).Options)
        values: dict[str, Any] = {}
        for o in options:
            if not isinstance(o, accepted):
                names = " or ".join(f"{c.__qualname__}" for c in accepted)
                raise TypeError(
                    f"{cls._NAME}.create: expected {names} arguments after the required "
                    f"parameters, got {type(o).__name__} {o!r}"
                )
            for name in cls._OPTIONS:
                value = getattr(o, "_" + name, None)
                if value is not None:
                    values[name] = value
        return values

    @staticmethod
    def _function_list(value: Any, name: str, param: str) -> list[Any]:
        if value is None or isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
            raise TypeError(
                f"{name}.create: parameter '{param}' expects a list of ConcreteFunctions, "
                f"got {type(value).__name__} {value!r}"
            )
        return list(value)

    # The Java interface's abstract methods (the generated classes implement them).

    @abc.abstractmethod
    def output(self) -> list[Output[TType]]:
        """The op's outputs."""

    @abc.abstractmethod
    def iterator(self) -> Iterator[Operand[TType]]:
        """An iterator over the op's outputs (Java ``Iterable.iterator()``)."""

    @abc.abstractmethod
    def __iter__(self) -> Iterator[Operand[TType]]: ...


def _shapes(values: tuple[Any, ...]) -> list[Any]:
    # import time: loads on first use, not with `import org.tensorflow.op`
    from tfjava.dispatch import arguments

    return arguments.varargs_list(values)


class If(_Selector):
    """``output = cond ? then_branch(input) : else_branch(input)``; builds ``StatefulIf`` if
    either branch is stateful, ``StatelessIf`` otherwise."""

    __slots__ = ()

    _NAME = "If"
    _PAIR = ("StatefulIf", "StatelessIf")
    _OPTIONS = ("outputShapes",)

    @staticmethod
    def create(
        scope: Scope,
        cond: Operand[W1],
        input: Iterable[Operand[Any]],
        Tout: Iterable[type[TType]],
        thenBranch: ConcreteFunction,
        elseBranch: ConcreteFunction,
        *options: Any,
        outputShapes: Iterable[Shape] | None = None,
    ) -> If:
        """Factory method to create a class wrapping a new If operation: a ``StatefulIf`` if
        ``thenBranch`` or ``elseBranch`` is stateful, a ``StatelessIf`` otherwise.

        Args:
            scope: current scope
            cond: the condition (a non-boolean scalar is true when non-zero or non-empty;
                a non-scalar tensor when it is non-empty)
            input: the input tensors of the branches
            Tout: the output types
            thenBranch: the function run when ``cond`` is true
            elseBranch: the function run when ``cond`` is false
            options: ``If.Options``, ``StatefulIf.Options`` or ``StatelessIf.Options``
            outputShapes: Sets the outputShapes option.

        Returns:
            a new instance of StatefulIf or StatelessIf
        """
        return If._create(
            scope,
            (cond, input, Tout, thenBranch, elseBranch),
            (thenBranch, elseBranch),
            options,
            {"outputShapes": outputShapes},
        )

    @staticmethod
    def outputShapes(*outputShapes: Shape | Iterable[Shape]) -> If.Options:
        """Sets the outputShapes option."""
        return If.Options().outputShapes(*outputShapes)

    class Options(OpOptions):
        """Optional attributes for ``If``."""

        __slots__ = ("_outputShapes",)

        def __init__(self) -> None:
            self._outputShapes: list[Shape] | None = None

        def outputShapes(self, *outputShapes: Shape | Iterable[Shape]) -> If.Options:
            """Sets the outputShapes option."""
            self._outputShapes = _shapes(outputShapes)
            return self


class While(_Selector):
    """``output = input; while cond(output): output = body(output)``; builds
    ``StatefulWhile`` if ``cond`` or ``body`` is stateful, ``StatelessWhile`` otherwise."""

    __slots__ = ()

    _NAME = "While"
    _PAIR = ("StatefulWhile", "StatelessWhile")
    _OPTIONS = ("outputShapes", "parallelIterations")

    @staticmethod
    def create(
        scope: Scope,
        input: Iterable[Operand[Any]],
        cond: ConcreteFunction,
        body: ConcreteFunction,
        *options: Any,
        outputShapes: Iterable[Shape] | None = None,
        parallelIterations: int | None = None,
    ) -> While:
        """Factory method to create a class wrapping a new While operation: a
        ``StatefulWhile`` if ``cond`` or ``body`` is stateful, a ``StatelessWhile`` otherwise.

        Args:
            scope: current scope
            input: the loop variables' initial values
            cond: the function of the loop variables that tells whether to run ``body``
            body: the function that maps the loop variables to their next values
            options: ``While.Options``, ``StatefulWhile.Options`` or ``StatelessWhile.Options``
            outputShapes: Sets the outputShapes option.
            parallelIterations: Sets the parallelIterations option.

        Returns:
            a new instance of StatefulWhile or StatelessWhile
        """
        return While._create(
            scope,
            (input, cond, body),
            (cond, body),
            options,
            {"outputShapes": outputShapes, "parallelIterations": parallelIterations},
        )

    @staticmethod
    def outputShapes(*outputShapes: Shape | Iterable[Shape]) -> While.Options:
        """Sets the outputShapes option."""
        return While.Options().outputShapes(*outputShapes)

    @staticmethod
    def parallelIterations(parallelIterations: int) -> While.Options:
        """Sets the parallelIterations option."""
        return While.Options().parallelIterations(parallelIterations)

    class Options(OpOptions):
        """Optional attributes for ``While``."""

        __slots__ = ("_outputShapes", "_parallelIterations")

        def __init__(self) -> None:
            self._outputShapes: list[Shape] | None = None
            self._parallelIterations: int | None = None

        def outputShapes(self, *outputShapes: Shape | Iterable[Shape]) -> While.Options:
            """Sets the outputShapes option."""
            self._outputShapes = _shapes(outputShapes)
            return self

        def parallelIterations(self, parallelIterations: int) -> While.Options:
            """Sets the parallelIterations option."""
            self._parallelIterations = parallelIterations
            return self


class Case(_Selector):
    """``output = branches[branchIndex](input)`` (the last branch for an index out of
    range); builds ``StatefulCase`` if any branch is stateful, ``StatelessCase`` otherwise."""

    __slots__ = ()

    _NAME = "Case"
    _PAIR = ("StatefulCase", "StatelessCase")
    _OPTIONS = ("outputShapes",)

    @staticmethod
    def create(
        scope: Scope,
        branchIndex: Operand[TInt32],
        input: Iterable[Operand[Any]],
        Tout: Iterable[type[TType]],
        branches: Iterable[ConcreteFunction],
        *options: Any,
        outputShapes: Iterable[Shape] | None = None,
    ) -> Case:
        """Factory method to create a class wrapping a new Case operation: a
        ``StatefulCase`` if any branch is stateful, a ``StatelessCase`` otherwise.

        Args:
            scope: current scope
            branchIndex: the index of the branch to run, an int32 scalar
            input: the input tensors of the branches
            Tout: the output types
            branches: the functions, each taking ``input`` and returning ``Tout``
            options: ``Case.Options``, ``StatefulCase.Options`` or ``StatelessCase.Options``
            outputShapes: Sets the outputShapes option.

        Returns:
            a new instance of StatefulCase or StatelessCase
        """
        branches = Case._function_list(branches, "Case", "branches")
        return Case._create(
            scope,
            (branchIndex, input, Tout, branches),
            branches,
            options,
            {"outputShapes": outputShapes},
        )

    @staticmethod
    def outputShapes(*outputShapes: Shape | Iterable[Shape]) -> Case.Options:
        """Sets the outputShapes option."""
        return Case.Options().outputShapes(*outputShapes)

    class Options(OpOptions):
        """Optional attributes for ``Case``."""

        __slots__ = ("_outputShapes",)

        def __init__(self) -> None:
            self._outputShapes: list[Shape] | None = None

        def outputShapes(self, *outputShapes: Shape | Iterable[Shape]) -> Case.Options:
            """Sets the outputShapes option."""
            self._outputShapes = _shapes(outputShapes)
            return self


# --------------------------------------------------------------------------------------------
# Facade methods


class SelectorOpsMixin:
    """The facade methods ``ifOp``, ``whileOp`` and ``caseOp`` (mixed into ``Ops``)."""

    __slots__ = ()

    _scope: Scope  # set by OpsBase

    def ifOp(
        self,
        cond: Operand[W1],
        input: Iterable[Operand[Any]],
        Tout: Iterable[type[TType]],
        thenBranch: ConcreteFunction,
        elseBranch: ConcreteFunction,
        *options: Any,
        outputShapes: Iterable[Shape] | None = None,
    ) -> If:
        """``If.create(scope, ...)``: a ``StatefulIf`` or ``StatelessIf``, by the branches."""
        return If.create(
            self._scope,
            cond,
            input,
            Tout,
            thenBranch,
            elseBranch,
            *options,
            outputShapes=outputShapes,
        )

    def whileOp(
        self,
        input: Iterable[Operand[Any]],
        cond: ConcreteFunction,
        body: ConcreteFunction,
        *options: Any,
        outputShapes: Iterable[Shape] | None = None,
        parallelIterations: int | None = None,
    ) -> While:
        """``While.create(scope, ...)``: a ``StatefulWhile`` or ``StatelessWhile``, by the
        functions."""
        return While.create(
            self._scope,
            input,
            cond,
            body,
            *options,
            outputShapes=outputShapes,
            parallelIterations=parallelIterations,
        )

    def caseOp(
        self,
        branchIndex: Operand[TInt32],
        input: Iterable[Operand[Any]],
        Tout: Iterable[type[TType]],
        branches: Iterable[ConcreteFunction],
        *options: Any,
        outputShapes: Iterable[Shape] | None = None,
    ) -> Case:
        """``Case.create(scope, ...)``: a ``StatefulCase`` or ``StatelessCase``, by the
        branches."""
        return Case.create(
            self._scope,
            branchIndex,
            input,
            Tout,
            branches,
            *options,
            outputShapes=outputShapes,
        )
