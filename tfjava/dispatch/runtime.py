"""The contract between generated op modules and the runtime: everything their code may touch.

A generated op module holds the per-op facts as data, one ``OpSpec`` built when the module is
imported (op type, class, inputs and their list positions, attributes and options with their
kinds, the output form), and three functions of its own: ``_convert`` (create's arguments as
the eager execution step takes them), ``_build`` (graphs, devices, closed environments) and,
where create first sorts out its arguments, ``_python_create``. Its ``create`` is this, whatever
the op (``_rt`` is this module)::

    if _SPEC.native is not None:
        return _SPEC.native(scope, x, DstT, options, Truncate)
    try:
        _env = _rt.eager_env(scope)
    except _rt.NOT_A_SCOPE:  # _build says what scope is
        _env = None
    if _env is not None:
        _a = _convert(_env, x, DstT, options, Truncate)
        try:
            return _rt.made_operand(_SPEC, scope, _a, _rt.execute_eager(*_a))
        except _rt.REFUSED as _e:
            return _rt.refused(_SPEC, scope, _a, _e)
    return _build(scope, x, DstT, options, Truncate)

Nothing of the runtime's private state (a scope's name counters, an environment's context, an
operand's raw tensor) is read by generated code; it calls these:

* ``_SPEC.native``: on the native path (tfjava/native), all of the below in one C call, which
  hands whatever it does not take (and every call while another execution step is installed)
  to the Python path; None on the pure-Python path;
* ``eager_env``: the scope's environment when its ops take the eager fast path (an eager
  session, no device), else None; decided when the scope is made, read by a C-level getter;
* ``context``, ``tensor``, ``tensors``, ``attr_*``: what ``_convert`` builds the execution
  step's arguments with: the context, operands as raw tensors, attribute values in the fast
  path's forms, each error naming the op and parameter. ``_convert`` gives every defaulted
  attribute its value (TensorFlow's default where the option is unset), as TensorFlow's own op
  wrappers do, so that a gradient tape records them all;
* ``execute_eager``: the one eager execution step, TensorFlow's fast path
  ``TFE_Py_FastPathExecute`` unless ``set_eager_executor`` installed another;
* ``made_operand`` (one output, no list input), ``made_operand_list`` (one output, one list
  input), ``made_outputs`` (other outputs, no list input) and ``made`` (any op): the op instance
  of the result, without an ``Operation`` (``RawOp.op()`` makes the ``EagerOperation`` when
  first asked), its unique name reserved and formatted only when asked;
* ``refused``: the step raised one of ``REFUSED``: TensorFlow's error in Java terms, the closed
  session's error, or the generic eager path for what the fast path does not take;
* ``scope_env`` and ``build``: graphs, devices and closed environments, through
  ``dispatch.execute`` and the class's constructor.

Why the execution step is called from the generated ``create`` itself, and not from a runtime
function: TensorFlow records the Python stack of every eager op, and each frame on it costs.
Measured with callgrind, one more Python frame between the caller and the fast path costs about
1,100 instructions per call (2.4% of ``StopGradient.create``). The conversion is out of line
for the same reason: finding a frame's current line costs in proportion to how far into its
code object the frame is, and ``_convert`` has returned before the op runs. What the pure-Python
path costs beyond TensorFlow's own wrappers is the Python bytecode it runs: hence C-level
getters (``eager_env``, ``context``), no frame for the execution step, and one ``made`` per
output form.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar, cast

from tfjava.core.operand import Output
from tfjava.core.raw_op import OpOptions, lazy_outputs
from tfjava.dispatch import arguments as _args
from tfjava.dispatch import build as _build
from tfjava.dispatch import dispatch as _d
from tfjava.dispatch.attr_kinds import CONVERTERS

if TYPE_CHECKING:
    from tfjava.core.environment import ExecutionEnvironment
    from tfjava.core.raw_op import RawOp
    from tfjava.core.scope import Scope

# Output forms: how an eager fast-path result fills the op instance.
OPERAND: Final = 0  # one output: the result is the tensor, kept in the instance's ``_t``
OUTPUTS: Final = 1  # several (or no) outputs, none a list: the result is their list (or None)
LISTS: Final = 2  # some output is a list: the result as the fast path nests it (``_outs``); the
# output fields are filled from the operation when first read (``RawOp.__getattr__``)

_new = object.__new__
_NotOk = _d.NotOkStatus
# What the eager execution step raises when it refuses an op: then ``refused``.
REFUSED: Final = (_d.NotOkStatus, _d.Fallback)

# The eager execution step: (context, op type, name, *raw inputs, *attribute name/value pairs)
# -> the result (a tensor, a list of them, or None). See ``set_eager_executor``. By default it is
# the native eager path (tfjava/native), or TensorFlow's fast path itself with
# ``TFJAVA_NATIVE=0`` or where the extension cannot be loaded (``_convert`` passes every
# defaulted attribute, so no wrapper adds them for gradient tapes).
execute_eager: Callable[..., Any] = _d.fast_path_execute_all_attrs
_fast_path_execute = _d.fast_path_execute_all_attrs


def set_eager_executor(executor: Callable[..., Any] | None) -> None:
    """Install ``executor`` as the eager execution step (None: the default step again).

    It takes what ``TFE_Py_FastPathExecute`` takes and returns what it returns, and raises
    ``dispatch.NotOkStatus`` or ``dispatch.Fallback`` as it does; ``create`` reads it on each
    call, so it takes effect for every generated op at once.
    """
    global execute_eager
    execute_eager = _fast_path_execute if executor is None else executor
    if _d._NATIVE is not None:
        # The native creators run the default step only: with another, they hand every call
        # to the Python create, which reads execute_eager.
        _d._NATIVE.set_creators_enabled(executor is None)


R = TypeVar("R", bound="RawOp")


class OpSpec(Generic[R]):
    """The facts of one op class, as data: what the runtime's generic functions read.

    ``inputs`` are the Java names of the inputs in OpDef order (they come first among create's
    arguments), ``lists`` the positions among them of list inputs with their OpDef names,
    ``attrs`` and ``options`` are ``(TensorFlow name, kind, Java name)`` with TensorFlow's kind
    spelling (``"int"``, ``"list(type)"``, ...), ``output`` one of ``OPERAND``, ``OUTPUTS``,
    ``LISTS``; ``build`` is the module's ``_build`` and ``python`` create with everything
    positional on the Python path (the module's ``_create``, or its ``_python_create`` where
    ``_create`` first sorts out its arguments). Building the spec also sets the class's
    ``_SPEC`` (read by ``RawOp.__init__``), its ``_LIST_INPUTS`` and its ``Options._FIELDS``;
    on the native path it makes ``native`` and puts it in the place of the class's ``_create``
    when that is ``python`` (the facade then calls C; what C does not take it hands back).
    """

    __slots__ = (
        "attr_kinds",
        "attr_names",
        "build",
        "class_name",
        "cls",
        "input_names",
        "list_lengths",
        "lists",
        "made",
        "n_inputs",
        "native",
        "op_type",
        "option_fields",
        "option_names",
        "options_class",
        "output",
        "python",
    )

    def __init__(
        self,
        cls: type[R],
        op_type: str,
        inputs: tuple[str, ...] = (),
        *,
        lists: tuple[tuple[int, str], ...] = (),
        attrs: tuple[tuple[str, str, str], ...] = (),
        options: tuple[tuple[str, str, str], ...] = (),
        output: int = OPERAND,
        build: Callable[..., R],
        python: Callable[..., R],
    ) -> None:
        self.cls = cls
        self.op_type = op_type
        self.class_name = cls.__name__
        self.input_names = inputs
        self.n_inputs = len(inputs)
        self.lists = tuple(i for i, _ in lists)
        # Where the list inputs' lengths are in the fast path's arguments (after 3 leading ones).
        self.list_lengths = tuple(3 + i for i, _ in lists)
        self.attr_names = attrs
        self.option_names = options
        self.option_fields = tuple("_" + java for _, _, java in options)
        self.attr_kinds = {tf: kind for tf, kind, _ in (*attrs, *options)}
        self.output = output
        self.build = build
        self.python = python
        self.options_class: Any = cls.__dict__.get("Options")
        if self.options_class is not None:
            self.options_class._FIELDS = self.option_fields
        cls._SPEC = self
        if lists:
            cls._LIST_INPUTS = tuple(name for _, name in lists)
        if output == LISTS:
            lazy_outputs(cls)
        # made(scope, fast, result) -> the eager op instance (the native creator's).
        self.made: Callable[[Scope, Sequence[Any], Any], R] = functools.partial(made, self)
        # create's whole eager path in one native call (None on the pure-Python path).
        self.native: Callable[..., R] | None = None
        if _d._NATIVE is not None:
            # made in C (tfjava/native/_eager.cc): about a thousand instructions less per
            # eager call than a Python frame.
            self.made = _d._NATIVE.made_function(
                cls, self.class_name, output == OPERAND, self.list_lengths
            )
            self.native = native_creator(self, _d._NATIVE)
            own = cls.__dict__.get("_create")
            if own is not None and own.__func__ is python:
                # The facade's call: C, which hands what it does not take to ``python``.
                cast(Any, cls)._create = staticmethod(self.native)

    def __repr__(self) -> str:
        return f"OpSpec({self.class_name}, {self.op_type!r})"


# The generated functions' helpers. Each reads the runtime objects' private state for the
# generated code, which names none of it; each is one cheap call (measured with callgrind in
# the commit that introduced them).


# eager_env(scope): ``scope``'s environment when its ops take the eager fast path (an eager
# session, no device), else None; ``NOT_A_SCOPE`` for anything but a Scope (then ``_build``
# raises the TypeError naming the op). A C-level attribute getter: no Python frame.
eager_env: Final[Callable[[Scope], ExecutionEnvironment | None]] = operator.attrgetter("_eager_env")
# What eager_env raises for anything but a Scope.
NOT_A_SCOPE: Final = AttributeError


def scope_env(scope: Scope, op: str) -> ExecutionEnvironment:
    """``scope``'s environment; anything but a Scope is a TypeError naming ``op``'s create."""
    try:
        return scope._env
    except AttributeError:
        _args.check_scope(scope, op)
        raise


# context(env): the first of the execution step's arguments, ``env``'s TensorFlow eager context
# (None in a graph, and once the session is closed: then the fast path refuses the op and
# ``refused`` raises the closed session's error). A C-level attribute getter.
context: Final[Callable[[ExecutionEnvironment], Any]] = operator.attrgetter("_fast_ctx")


def made_operand(spec: OpSpec[R], scope: Scope, fast: Sequence[Any], result: Any) -> R:
    """``made`` for an op of one output and no list input (most ops): the same, without the
    branches on the output form. The name reservation is written out in each ``made_*``: a
    shared helper would be one more Python frame on every eager call."""
    names = scope._names
    key = names._op_name or spec.class_name
    ids = names._ids
    count = ids.get(key, 0)
    ids[key] = count + 1
    op: Any = _new(spec.cls)
    op._env = scope._env
    op._name = (names, key, count)
    op._t = result  # RawOp.op() makes _outs from _t when asked
    return op  # type: ignore[no-any-return]


def made_operand_list(spec: OpSpec[R], scope: Scope, fast: Sequence[Any], result: Any) -> R:
    """``made`` for an op of one output and one list input (``AddN``, ``Concat``, ``Stack``)."""
    names = scope._names
    key = names._op_name or spec.class_name
    ids = names._ids
    count = ids.get(key, 0)
    ids[key] = count + 1
    op: Any = _new(spec.cls)
    op._env = scope._env
    op._name = (names, key, count, len(fast[spec.list_lengths[0]]))
    op._t = result
    return op  # type: ignore[no-any-return]


def made_outputs(spec: OpSpec[R], scope: Scope, fast: Sequence[Any], result: Any) -> R:
    """``made`` for an op of several (or no) outputs, or a list output, and no list input."""
    names = scope._names
    key = names._op_name or spec.class_name
    ids = names._ids
    count = ids.get(key, 0)
    ids[key] = count + 1
    op: Any = _new(spec.cls)
    op._env = scope._env
    op._name = (names, key, count)
    op._outs = [] if result is None else result
    return op  # type: ignore[no-any-return]


def made(spec: OpSpec[R], scope: Scope, fast: Sequence[Any], result: Any) -> R:
    """The op instance of an eager result, without an ``Operation`` (``RawOp.op()`` makes the
    ``EagerOperation`` when first asked), its unique name reserved, formatted only when asked."""
    names = scope._names
    key = names._op_name or spec.class_name
    ids = names._ids
    count = ids.get(key, 0)
    ids[key] = count + 1
    op: Any = _new(spec.cls)
    op._env = scope._env
    lens = spec.list_lengths
    # The list inputs' lengths ride in the reserved name: RawOp.op() needs them, rarely. One
    # list input is the common case: no comprehension (a frame of its own) for it.
    if not lens:
        op._name = (names, key, count)
    elif len(lens) == 1:
        op._name = (names, key, count, len(fast[lens[0]]))
    else:
        op._name = (names, key, count, *[len(fast[i]) for i in lens])
    if spec.output == OPERAND:  # RawOp.op() makes _outs from _t when asked
        op._t = result
    else:
        op._outs = [] if result is None else result
    return op  # type: ignore[no-any-return]


def output(op: RawOp, index: int) -> Output[Any]:
    """Output ``index`` of ``op`` (a generated getter's result)."""
    return Output(op.op(), index, op._outs[index])


# Operands to raw tensors, attribute values to the fast path's forms, options merged: the
# converters of tfjava.dispatch.arguments, each raising the error that names the op and parameter.
tensor: Final = _args.operand
tensors: Final = _args.operand_list
attr_string: Final = _args.attr_string
attr_int: Final = _args.attr_int
attr_float: Final = _args.attr_float
attr_bool: Final = _args.attr_bool
attr_type: Final = _args.attr_type
attr_shape: Final = _args.attr_shape
attr_tensor: Final = _args.attr_tensor
attr_func: Final = _args.attr_func
attr_list: Final = _args.attr_list
merge_options: Final = _args.merge_options
DTYPES: Final = _args.DTYPES
# The builtins generated code uses inline (a parameter may hide them: Substr has a ``len``).
LEN: Final = len
BOOL: Final = bool
STR: Final = str
FLOAT: Final = float
TYPE: Final = type
INT: Final = int
# An infinite float attribute default (no literal spells it).
INF: Final = float("inf")
INT64_MIN: Final = _args.INT64_MIN
INT64_MAX: Final = _args.INT64_MAX
build: Final = _build.build


# How the native creator takes an attribute value of a kind as it is (else it calls the
# converter): the numbering of tfjava/native/_eager.cc's ``Inline``.
_INLINE = {"int": 1, "string": 2, "float": 3, "bool": 4, "type": 5}


def native_creator(spec: OpSpec[Any], native: Any) -> Callable[..., Any]:
    """The native extension's ``create`` for ``spec``: what ``arguments``, the execution step
    and ``made`` do, in one call, with the Python ``create`` for what it does not take."""

    def attr(tf_name: str, kind: str, java_name: str) -> tuple[Any, ...]:
        if kind.startswith("list("):
            item = getattr(_args, CONVERTERS[kind[5:-1]])
            return (tf_name, 0, _args.attr_list, item, java_name)
        return (
            tf_name,
            _INLINE.get(kind, 0),
            getattr(_args, CONVERTERS[kind]),
            None,
            java_name,
        )

    lists = set(spec.lists)
    return cast(
        "Callable[..., Any]",
        native.creator_function(
            spec.op_type,
            spec.class_name,
            spec.made,
            spec.python,
            spec.build,
            refused,
            REFUSED,
            spec,
            _args.DTYPES,
            tuple(i in lists for i in range(spec.n_inputs)),
            tuple(attr(*a) for a in spec.attr_names),
            spec.options_class,
            tuple(attr(*o) for o in spec.option_names),
            spec.option_fields,
        ),
    )


def refused(spec: OpSpec[R], scope: Scope, fast: Sequence[Any], e: Exception) -> R:
    """The fast path refused the op: TensorFlow's error (in Java terms where the operands are
    the cause), or the generic eager path for what the fast path does not take."""
    env = scope._env
    if env._closed:  # the fast path refused the op because the session is closed
        env._check_open()
    name = scope._names.make_op_name(spec.class_name)
    end = 3 + spec.n_inputs
    inputs = tuple(fast[3:end])
    if isinstance(e, _NotOk):
        _d.raise_call_error(e, spec.op_type, spec.class_name, name, inputs, spec.input_names)
    return spec.cls(_d.execute_eager_slow(env, "", spec.op_type, name, inputs, tuple(fast[end:])))


# Java ``E...`` or ``List<E>`` option values, and the overloads told apart by a Class<X>.
varargs_list: Final = _args.varargs_list
shift_args: Final = _args.shift_args


def options_first(
    value: Any, options: tuple[Any, ...], default: type[Any]
) -> tuple[Any, tuple[Any, ...]]:
    """Java's secondary ``create`` with options: an ``Options`` in the place of the defaulted
    ``Class<X>`` parameter stands for the default type, and leads the options."""

    if isinstance(value, OpOptions):
        return default, (value, *options)
    return value, options
