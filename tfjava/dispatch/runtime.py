"""The contract between generated op modules and the runtime: everything their code may touch.

A generated op module holds the per-op facts as data, one ``OpSpec`` built when the module is
imported (op type, class, inputs and their list positions, attributes and options with their
kinds, the output form), and its ``create`` is this, whatever the op::

    if _SPEC.native is not None:
        return _SPEC.native(scope, x, DstT, options, Truncate)
    _a = _SPEC.arguments(scope, x, DstT, options, Truncate)
    if _a is not None:
        try:
            return _SPEC.made(scope, _a, _rt.execute_eager(*_a))
        except _rt.REFUSED as _e:
            return _rt.refused(_SPEC, scope, _a, _e)
    return _SPEC.build(scope, x, DstT, options, Truncate)

(``_rt`` is this module). The ``_SPEC`` functions take create's arguments after ``scope`` positionally (inputs, then
attributes), then its ``*options`` and its option keywords in the spec's order. Nothing else
of the runtime's private state (a scope's name counters, an environment's context, an operand's
raw tensor) is read by generated code:

* ``native``: on the native path (tfjava/native), all of the below in one C call, which hands
  whatever it does not take (and every call while another execution step is installed) to the
  same statements compiled in Python; None on the pure-Python path;
* ``arguments``: in an eager scope without a device (the common case), create's arguments
  converted for the eager execution step (operands to raw tensors, attributes to the fast
  path's forms, options merged); None anywhere else;
* ``execute_eager``: the one eager execution step, TensorFlow's fast path
  ``TFE_Py_FastPathExecute`` unless ``set_eager_executor`` installed another;
* ``made``: the op instance of its result, without an ``Operation`` (``RawOp.op()`` makes the
  ``EagerOperation`` when first asked), its unique name reserved and formatted only when asked;
* ``refused``: the step raised one of ``REFUSED``: TensorFlow's error in Java terms, or the
  generic eager path for what the fast path does not take;
* ``build``: graphs, devices and closed environments, through
  ``dispatch.execute`` and the class's constructor.

Why the execution step is called from the generated ``create`` itself, and not from a runtime
function: TensorFlow records the Python stack of every eager op, and each frame on it costs.
Measured with callgrind, one more Python frame between the caller and the fast path costs about
1,100 instructions per call (2.4% of ``StopGradient.create``). The conversion is out of line
for the same reason: finding a frame's current line costs in proportion to how far into its
code object the frame is, and ``arguments`` has returned before the op runs.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Concatenate, Final, Generic, ParamSpec, TypeVar, cast

from tfjava.core.raw_op import OpOptions, lazy_outputs
from tfjava.dispatch import arguments as _args
from tfjava.dispatch import dispatch as _d
from tfjava.op.specialize import compile_spec

if TYPE_CHECKING:
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
# ``dispatch.fast_path_execute``: the native eager path (tfjava/native), or TensorFlow's fast
# path with ``TFJAVA_NATIVE=0`` or where the extension cannot be loaded.
execute_eager: Callable[..., Any] = _d.fast_path_execute
_fast_path_execute = _d.fast_path_execute


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
O = TypeVar("O")
P = ParamSpec("P")


class OpSpec(Generic[R]):
    """The facts of one op class that its generated ``create`` passes to ``create``.

    ``inputs`` are the Java names of the inputs in OpDef order (they come first among create's
    arguments), ``lists`` the positions among them of list inputs with their OpDef names,
    ``attrs`` and ``options`` are ``(TensorFlow name, kind, Java name)`` with TensorFlow's kind
    spelling (``"int"``, ``"list(type)"``, ...), ``output`` one of ``OPERAND``, ``OUTPUTS``,
    ``LISTS``. Building the spec also sets the class's ``_SPEC`` (read by the facade and by
    ``RawOp.__init__``), its ``_LIST_INPUTS`` and its ``Options._FIELDS``, and for a class with
    options its ``_create`` (unless the module writes one, or ``positional`` is False).
    """

    __slots__ = (
        "arguments",
        "attr_kinds",
        "attr_names",
        "build",
        "class_name",
        "cls",
        "convert",
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
        positional: bool = True,
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
        self.options_class: Any = cls.__dict__.get("Options")
        if self.options_class is not None:
            self.options_class._FIELDS = self.option_fields
        cls._SPEC = self
        if lists:
            cls._LIST_INPUTS = tuple(name for _, name in lists)
        if output == LISTS:
            lazy_outputs(cls)
        # The hot path, compiled for this op from the facts above (see tfjava.op.specialize):
        # arguments(scope, args, options=(), values=()) -> the execution step's arguments, or
        # None off the eager fast path; convert(env, args, options=(), values=()) -> the same
        # list in any environment; made(scope, fast, result) -> the eager op instance.
        self.arguments: Callable[..., Sequence[Any] | None]
        self.convert: Callable[..., Sequence[Any]]
        self.build: Callable[..., R]
        self.made: Callable[[Scope, Sequence[Any], Any], R]
        self.arguments, self.convert, self.build, self.made = compile_spec(self)
        # create's whole eager path in one native call (None on the pure-Python path).
        self.native: Callable[..., R] | None = None
        if _d._NATIVE is not None:
            # The same function in C (tfjava/native/_eager.cc): about a thousand instructions
            # less per eager call than its Python frame.
            self.made = _d._NATIVE.made_function(
                cls, self.class_name, output == OPERAND, self.list_lengths
            )
            self.native = native_creator(self, _d._NATIVE)
        if positional and "_create" not in cls.__dict__:
            # What the facade calls: create with everything positional.
            impl: Any
            if self.native is not None:
                impl = self.native
            elif options:
                impl = _positional_create(self)
            else:
                impl = cls.__dict__["create"].__func__
            cast(Any, cls)._create = staticmethod(impl)

    def __repr__(self) -> str:
        return f"OpSpec({self.class_name}, {self.op_type!r})"


def _positional_create(spec: OpSpec[Any]) -> Callable[..., Any]:
    """``create`` with everything positional (``_create(scope, *params, options, *option
    values)`` for a class with options), on the Python path: the facade's ``_create`` for a
    class with options, and what the native creator hands the calls it does not take.

    The same statements as the generated ``create``, compiled once per op class rather than
    written into every module, so the facade's call still has one Python frame between its
    caller and the execution step. A module whose ``create`` first sorts out its arguments (a
    defaulted ``Class<X>`` parameter) writes its own ``_create``.
    """
    n = spec.n_inputs + len(spec.attr_names)
    if spec.options_class is not None:
        n += 1 + len(spec.option_names)
    args = ", ".join(f"_{i}" for i in range(n))
    sep = ", " if n else ""
    source = (
        f"def _create(scope{sep}{args}):\n"
        f"    _a = _SPEC.arguments(scope, {args})\n"
        "    if _a is not None:\n"
        "        try:\n"
        "            return _SPEC.made(scope, _a, _rt.execute_eager(*_a))\n"
        "        except _rt.REFUSED as _e:\n"
        "            return _rt.refused(_SPEC, scope, _a, _e)\n"
        f"    return _SPEC.build(scope{sep}{args})\n"
    )
    namespace: dict[str, Any] = {"_SPEC": spec, "_rt": sys.modules[__name__]}
    code = compile(source, f"<tfjava {spec.class_name}._create>", "exec")
    exec(code, namespace)  # noqa: S102 - source built from the spec's sizes only
    create: Any = namespace["_create"]
    create.__qualname__ = f"{spec.class_name}._create"
    create.__module__ = spec.cls.__module__
    return cast("Callable[..., Any]", create)


# How the native creator takes an attribute value of a kind as it is (else it calls the
# converter): the numbering of tfjava/native/_eager.cc's ``Inline``.
_INLINE = {"int": 1, "string": 2, "float": 3, "bool": 4, "type": 5}


def native_creator(spec: OpSpec[Any], native: Any) -> Callable[..., Any]:
    """The native extension's ``create`` for ``spec``: what ``arguments``, the execution step
    and ``made`` do, in one call, with the Python ``create`` for what it does not take."""

    def attr(tf_name: str, kind: str, java_name: str) -> tuple[Any, ...]:
        if kind.startswith("list("):
            item = getattr(_args, _args.CONVERTERS[kind[5:-1]])
            return (tf_name, 0, _args.attr_list, item, java_name)
        return (
            tf_name,
            _INLINE.get(kind, 0),
            getattr(_args, _args.CONVERTERS[kind]),
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
            _positional_create(spec),
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
    name = scope._names.make_op_name(spec.class_name)
    end = 3 + spec.n_inputs
    inputs = tuple(fast[3:end])
    if isinstance(e, _NotOk):
        _d.raise_call_error(e, spec.op_type, spec.class_name, name, inputs, spec.input_names)
    return spec.cls(
        _d.execute_eager_slow(scope._env, "", spec.op_type, name, inputs, tuple(fast[end:]))
    )


# Java ``E...`` or ``List<E>`` option values, and the overloads told apart by a Class<X>.
varargs_list: Final = _args.varargs_list
shift_args: Final = _args.shift_args


def static_option(
    method: Callable[Concatenate[O, P], O], options_class: type[O]
) -> staticmethod[P, O]:
    """``<Op>.<option>(value)``, Java's static option method: a new ``Options`` set by its
    instance method of that name (whose docstring and parameter it shares).

    For a one-value option the function is compiled to set the one field directly (the field
    is found by calling the setter once on a probe): it runs on every Java-style call with
    options, and a forwarding call costs more than the whole of it.
    """
    code = method.__code__
    option: Any
    if code.co_flags & inspect.CO_VARARGS or code.co_argcount != 2:

        def forward(*args: Any, **kwargs: Any) -> O:
            return method(_new(options_class), *args, **kwargs)

        option = forward

    else:
        param = code.co_varnames[1]
        probe, marker = _new(options_class), object()
        cast(Any, method)(probe, marker)
        slots: tuple[str, ...] = getattr(options_class, "__slots__", ())
        field = next(f for f in slots if getattr(probe, f, None) is marker)
        namespace: dict[str, Any] = {"_new": _new, "_cls": options_class}
        # Only the runtime's names beside the parameter: Java names never start with "_".
        exec(  # noqa: S102 - built from the setter's own parameter and field names
            f"def {method.__name__}({param}):\n    _o = _new(_cls)\n    _o.{field} = {param}\n    return _o\n",
            namespace,
        )
        option = namespace[method.__name__]
    option.__doc__ = method.__doc__
    option.__name__ = method.__name__
    option.__qualname__ = method.__qualname__.replace(".Options.", ".")
    option.__module__ = method.__module__
    return staticmethod(option)


def options_first(
    value: Any, options: tuple[Any, ...], default: type[Any]
) -> tuple[Any, tuple[Any, ...]]:
    """Java's secondary ``create`` with options: an ``Options`` in the place of the defaulted
    ``Class<X>`` parameter stands for the default type, and leads the options."""

    if isinstance(value, OpOptions):
        return default, (value, *options)
    return value, options
