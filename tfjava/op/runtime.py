"""The contract between generated op modules and the runtime: everything their code may touch.

A generated op module holds the per-op facts as data, one ``OpSpec`` built when the module is
imported (op type, class, inputs and their list positions, attributes and options with their
kinds, the output form), and its ``create`` is this, whatever the op::

    _a = _rt.arguments(_SPEC, scope, (x, DstT), options, (Truncate,))
    if _a is None:
        return _rt.build(_SPEC, scope, (x, DstT), options, (Truncate,))
    try:
        return _rt.made(_SPEC, scope, _a, _rt.execute_eager(*_a))
    except _rt.REFUSED as _e:
        return _rt.refused(_SPEC, scope, _a, _e)

(``_rt`` is this module). ``args`` are create's arguments after ``scope`` (inputs, then
attributes), then its ``*options`` and its option keywords in the spec's order. Nothing else
of the runtime's private state (a scope's name counters, an environment's context, an operand's
raw tensor) is read by generated code:

* ``arguments``: in an eager scope without a device (the common case), create's arguments
  converted for the eager execution step (operands to raw tensors, attributes to the fast
  path's forms, options merged); None anywhere else;
* ``execute_eager``: the one eager execution step, TensorFlow's fast path
  ``TFE_Py_FastPathExecute`` unless ``set_eager_executor`` installed another;
* ``made``: the op instance of its result, without an ``Operation`` (``RawOp.op()`` makes the
  ``EagerOperation`` when first asked), its unique name reserved and formatted only when asked;
* ``refused``: the step raised one of ``REFUSED``: TensorFlow's error in Java terms, or the
  generic eager path for what the fast path does not take;
* ``build``: graphs, devices, closed environments, ops with list outputs, through
  ``dispatch.execute`` and the class's constructor.

Why the execution step is called from the generated ``create`` itself, and not from a runtime
function: TensorFlow records the Python stack of every eager op, and each frame on it costs.
Measured with callgrind, one more Python frame between the caller and the fast path costs about
1,100 instructions per call (2.4% of ``StopGradient.create``). The conversion is out of line
for the same reason: finding a frame's current line costs in proportion to how far into its
code object the frame is, and ``arguments`` has returned before the op runs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, Final, Generic, ParamSpec, TypeVar

from tensorflow.python import pywrap_tfe

from tfjava.op import dispatch as _d

if TYPE_CHECKING:
    from tfjava.op.raw_op import RawOp
    from tfjava.op.scope import Scope
    from tfjava.operation import Operation

# Output forms: how an eager fast-path result fills the op instance.
OPERAND: Final = 0  # one output: the result is the tensor, kept in the instance's ``_t``
OUTPUTS: Final = 1  # several (or no) outputs, none a list: the result is their list (or None)
LISTS: Final = 2  # some output is a list: always built as an ``Operation`` and the constructor

_new = object.__new__
_NotOk = _d.NotOkStatus
# What the eager execution step raises when it refuses an op: then ``refused``.
REFUSED: Final = (_d.NotOkStatus, _d.Fallback)

# The eager execution step: (context, op type, name, *raw inputs, *attribute name/value pairs)
# -> the result (a tensor, a list of them, or None). See ``set_eager_executor``.
execute_eager: Callable[..., Any] = pywrap_tfe.TFE_Py_FastPathExecute
_fast_path_execute = pywrap_tfe.TFE_Py_FastPathExecute


def set_eager_executor(executor: Callable[..., Any] | None) -> None:
    """Install ``executor`` as the eager execution step (None: TensorFlow's fast path again).

    It takes what ``TFE_Py_FastPathExecute`` takes and returns what it returns, and raises
    ``dispatch.NotOkStatus`` or ``dispatch.Fallback`` as it does; ``create`` reads it on each
    call, so it takes effect for every generated op at once.
    """
    global execute_eager
    execute_eager = _fast_path_execute if executor is None else executor


# Attribute conversion codes of a plan entry: how a value becomes the fast path's form.
_EXACT, _TYPE, _CALL = 0, 1, 2
_CONVERTERS: Final[dict[str, Callable[[Any, str, str], Any]]] = {
    "string": _d.attr_string,
    "int": _d.attr_int,
    "float": _d.attr_float,
    "bool": _d.attr_bool,
    "shape": _d.attr_shape,
    "tensor": _d.attr_tensor,
    "type": _d.attr_type,
    "func": _d.attr_func,
}
# Kinds whose common value already has the exact class TensorFlow takes: checked inline.
_EXACT_CLASS: Final[dict[str, type]] = {"string": str, "int": int, "float": float, "bool": bool}

# One attribute (or option) of a plan: (TensorFlow name, Java name, code, class, converter).
_Plan = tuple[str, str, int, Any, Callable[..., Any]]


def _plan(attrs: Sequence[tuple[str, str, str]]) -> tuple[_Plan, ...]:
    plans: list[_Plan] = []
    for tf_name, kind, java_name in attrs:
        if kind.startswith("list("):
            item = _CONVERTERS[kind[5:-1]]

            def convert(v: Any, op: str, param: str, item: Any = item) -> list[Any]:
                return _d.attr_list(v, op, param, item)

            plans.append((tf_name, java_name, _CALL, None, convert))
        elif kind == "type":
            plans.append((tf_name, java_name, _TYPE, None, _d.attr_type))
        elif kind in _EXACT_CLASS:
            plans.append((tf_name, java_name, _EXACT, _EXACT_CLASS[kind], _CONVERTERS[kind]))
        else:
            plans.append((tf_name, java_name, _CALL, None, _CONVERTERS[kind]))
    return tuple(plans)


R = TypeVar("R", bound="RawOp")
O = TypeVar("O")
P = ParamSpec("P")


class OpSpec(Generic[R]):
    """The facts of one op class that its generated ``create`` passes to ``create``.

    ``inputs`` are the Java names of the inputs in OpDef order (they come first among create's
    arguments), ``lists`` the positions among them of list inputs with their OpDef names,
    ``attrs`` and ``options`` are ``(TensorFlow name, kind, Java name)`` with TensorFlow's kind
    spelling (``"int"``, ``"list(type)"``, ...), ``output`` one of ``OPERAND``, ``OUTPUTS``,
    ``LISTS``. Building the spec also sets the class's ``_SPEC`` (read by the facade and by
    ``RawOp.__init__``), its ``_LIST_INPUTS`` and its ``Options._FIELDS``.
    """

    __slots__ = (
        "arguments",
        "attr_kinds",
        "attr_names",
        "attr_plan",
        "class_name",
        "cls",
        "input_names",
        "list_lengths",
        "lists",
        "n_inputs",
        "op_type",
        "option_fields",
        "option_names",
        "option_plan",
        "options_class",
        "output",
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
        self.attr_plan = _plan(attrs)
        self.option_plan = _plan(options)
        self.option_fields = tuple("_" + java for _, _, java in options)
        self.attr_kinds = {tf: kind for tf, kind, _ in (*attrs, *options)}
        self.output = output
        self.options_class: Any = cls.__dict__.get("Options")
        if self.options_class is not None:
            self.options_class._FIELDS = self.option_fields
        # The conversion, picked once: ops whose create takes operands only have a short one.
        self.arguments: Callable[[OpSpec[Any], Any, tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]], list[Any]]
        self.arguments = _operands_only if not (lists or attrs or options) else _all_arguments
        cls._SPEC = self
        if lists:
            cls._LIST_INPUTS = tuple(name for _, name in lists)

    def __repr__(self) -> str:
        return f"OpSpec({self.class_name}, {self.op_type!r})"


def arguments(
    spec: OpSpec[R],
    scope: Scope,
    args: tuple[Any, ...],
    options: tuple[Any, ...] = (),
    values: tuple[Any, ...] = (),
) -> list[Any] | None:
    """The arguments of ``execute_eager`` for this call, or None off the eager fast path
    (graphs, devices, closed environments, ops with list outputs): then ``build``.

    ``args`` are create's arguments after ``scope`` (inputs, then attributes), ``options`` its
    ``*options`` and ``values`` its option keywords, in the spec's order.
    """
    env = scope._env
    if env._eager and not (env._closed or scope._device) and spec.output != LISTS:
        return spec.arguments(spec, env, args, options, values)
    return None


def made(spec: OpSpec[R], scope: Scope, fast: list[Any], result: Any) -> R:
    """The op instance of an eager fast-path call: no ``Operation`` yet (``RawOp.op()`` makes it
    when asked), its unique name reserved now (as Java's makeOpName does) and formatted when
    asked for."""
    names = scope._names
    ids = names._ids
    key = names._op_name or spec.class_name
    count = ids.get(key, 0)
    ids[key] = count + 1
    op: Any = _new(spec.cls)
    op._env = scope._env
    if spec.list_lengths:
        # The list inputs' lengths ride in the reserved name: RawOp.op() needs them, rarely.
        op._name = (names, key, count, *(len(fast[i]) for i in spec.list_lengths))
    else:
        op._name = (names, key, count)
    if spec.output == OPERAND:
        op._t = result  # RawOp.op() makes _outs from it when asked
    else:
        op._outs = [] if result is None else result
    return op  # type: ignore[no-any-return]


def build(
    spec: OpSpec[R],
    scope: Scope,
    args: tuple[Any, ...],
    options: tuple[Any, ...] = (),
    values: tuple[Any, ...] = (),
) -> R:
    """Off the eager fast path: the op through ``dispatch.execute`` and the class's constructor."""
    fast = spec.arguments(spec, scope._env, args, options, values)
    end = 3 + spec.n_inputs
    operation = _d.execute(
        scope, spec.op_type, spec.class_name, tuple(fast[3:end]), tuple(fast[end:]),
        spec.attr_kinds, bool(spec.lists), spec.input_names,
    )
    return spec.cls(operation)


def refused(spec: OpSpec[R], scope: Scope, fast: list[Any], e: Exception) -> R:
    """The fast path refused the op: TensorFlow's error (in Java terms where the operands are
    the cause), or the generic eager path for what the fast path does not take."""
    name = scope._names.make_op_name(spec.class_name)
    end = 3 + spec.n_inputs
    inputs = tuple(fast[3:end])
    if isinstance(e, _NotOk):
        _d.raise_call_error(e, spec.op_type, spec.class_name, name, inputs, spec.input_names)
    return spec.cls(_d.execute_eager_slow(scope._env, "", spec.op_type, name, inputs, tuple(fast[end:])))


def _operands_only(
    spec: OpSpec[Any], env: Any, args: tuple[Any, ...], options: tuple[Any, ...], values: tuple[Any, ...]
) -> list[Any]:
    """The fast path's arguments of an op whose create takes operands only."""
    fast = [env._ctx, spec.op_type, None]
    try:
        for x in args:
            if x._env is not env:
                break
            fast.append(x._t)
        else:
            return fast
    except AttributeError:
        pass
    return _all_arguments(spec, env, args, options, values)


def _all_arguments(
    spec: OpSpec[Any], env: Any, args: tuple[Any, ...], options: tuple[Any, ...], values: tuple[Any, ...]
) -> list[Any]:
    """The fast path's arguments: context, op type, name (None), the raw inputs in OpDef order,
    then attribute name/value pairs (create's attributes, then the options set)."""
    op = spec.class_name
    fast = [env._ctx, spec.op_type, None]
    n = spec.n_inputs
    names = spec.input_names
    lists = spec.lists
    for i in range(n):
        x = args[i]
        if lists and i in lists:
            fast.append(_operand_list(env, x, op, names[i]))
            continue
        try:
            if x._env is env:
                fast.append(x._t)
                continue
        except AttributeError:
            pass
        fast.append(_d.operand(env, x, op, names[i]))
    i = n
    for tf_name, java_name, code, exact, convert in spec.attr_plan:
        v = args[i]
        i += 1
        if code == _EXACT:
            if v.__class__ is not exact:
                v = convert(v, op, java_name)
        elif code == _TYPE:
            v = (v.__class__ is type and _d.DTYPES.get(v)) or convert(v, op, java_name)
        else:
            v = convert(v, op, java_name)
        fast += (tf_name, v)
    if spec.option_plan:
        opts = None
        if options:
            opts = options[0]
            if len(options) != 1 or opts.__class__ is not spec.options_class:
                opts = _d.merge_options(options, spec.options_class, op)
        for j, (tf_name, java_name, code, exact, convert) in enumerate(spec.option_plan):
            v = values[j]
            if v is None:
                if opts is None:
                    continue
                v = getattr(opts, spec.option_fields[j], None)  # unset: no value in the slot
                if v is None:
                    continue
            if code != _EXACT or v.__class__ is not exact:
                v = convert(v, op, java_name)
            fast += (tf_name, v)
    return fast


def _operand_list(env: Any, xs: Any, op: str, param: str) -> list[Any]:
    """The raw tensors of a list input: a list of our operands of this environment directly."""
    if type(xs) is list:
        out = []
        try:
            for x in xs:
                if x._env is not env:
                    break
                out.append(x._t)
            else:
                return out
        except AttributeError:
            pass
    return _d.operand_list(env, xs, op, param)


# Java ``E...`` or ``List<E>`` option values, and the overloads told apart by a Class<X>.
varargs_list: Final = _d.varargs_list
shift_args: Final = _d.shift_args


def static_option(method: Callable[Concatenate[O, P], O], options_class: type[O]) -> staticmethod[P, O]:
    """``<Op>.<option>(value)``, Java's static option method: a new ``Options`` set by its
    instance method of that name (whose docstring it shares)."""

    def option(*args: Any, **kwargs: Any) -> O:
        return method(_new(options_class), *args, **kwargs)

    option.__doc__ = method.__doc__
    option.__name__ = method.__name__
    option.__qualname__ = method.__qualname__.replace(".Options.", ".")
    option.__module__ = method.__module__
    option.__wrapped__ = method  # type: ignore[attr-defined]
    return staticmethod(option)


def options_first(value: Any, options: tuple[Any, ...], default: type[Any]) -> tuple[Any, tuple[Any, ...]]:
    """Java's secondary ``create`` with options: an ``Options`` in the place of the defaulted
    ``Class<X>`` parameter stands for the default type, and leads the options."""
    from tfjava.op.raw_op import OpOptions

    if isinstance(value, OpOptions):
        return default, (value, *options)
    return value, options
