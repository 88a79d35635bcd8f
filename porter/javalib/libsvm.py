"""LIBSVM's Java API (package ``libsvm``: ``svm``, ``svm_node``, ``svm_problem``,
``svm_parameter``, ``svm_model``, ``svm_print_interface``) over LIBSVM's C library (the
``libsvm`` extra: ``pip install 'tfjava[libsvm]'``, the ``libsvm-official`` package's ctypes
binding).

LIBSVM's Java sources are a line-by-line port of its C++ ones (``svm.java`` is generated from
the same solver), so training and prediction give the same numbers: support vectors, their
coefficients, ``rho``, decision values and predicted labels. What stays Java's here:

- the classes are Java's, with public fields a program sets and reads (``param.gamma``,
  ``prob.x[i][j].index``, ``model.sv_coef``); a trained model's ``SV`` are the problem's own
  node arrays and its ``param`` the program's ``svm_parameter``, as in Java;
- ``svm_save_model`` writes Java's numbers (``Double.toString``: ``10.0``, not C's ``10``), so
  the file is the one Java writes; both read either's files;
- the training log goes to ``svm_set_print_string_function``'s ``print`` (standard output by
  default).

Where the numbers can differ from Java's:

- the training log's ``nu``, ``obj``, ``rho``, ``C``, ``epsilon`` and SVR ``sigma`` lines are
  C's ``printf`` (``obj = -6.054513, rho = -0.143308``), Java's print every digit; the other
  lines (``*``, ``#iter``, ``nSV``, ``Total nSV``) are the same;
- probability models (``param.probability = 1``: Platt scaling's internal cross validation)
  and ``svm_cross_validation`` shuffle with C's ``rand()`` where Java uses ``svm.rand``, an
  unseeded ``java.util.Random``: Java's own runs differ from each other there, and so do
  ``probA``/``probB``, the probability estimates and the folds (not the models trained on
  all the data).
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from functools import cache
from typing import Any

from porter.javalib.exceptions import FileNotFoundException
from porter.javalib.string_conversion import jstr


@cache
def _c() -> Any:
    """LIBSVM's ctypes binding (``libsvm.svm``), imported when a port first trains or
    predicts; its training log is routed to the port's print function from then on."""
    try:
        from libsvm import svm as csvm
    except ImportError as e:  # pragma: no cover - depends on the installation
        raise ImportError(
            "this port uses LIBSVM: install LIBSVM's Python binding "
            "(pip install 'tfjava[libsvm]', or libsvm-official)"
        ) from e
    csvm.libsvm.svm_set_print_string_function(_print_callback(csvm))
    return csvm


@cache
def _print_callback(csvm: Any) -> Any:
    """The C library's print function (kept alive here as long as the library is loaded)."""
    return csvm.PRINT_STRING_FUN(lambda s: svm._print(s.decode()))


class svm_node:
    def __init__(self) -> None:
        self.index = 0
        self.value = 0.0


class svm_problem:
    def __init__(self) -> None:
        self.l = 0
        self.y: list[float] | None = None
        self.x: list[list[svm_node]] | None = None


class svm_parameter:
    C_SVC, NU_SVC, ONE_CLASS, EPSILON_SVR, NU_SVR = range(5)
    LINEAR, POLY, RBF, SIGMOID, PRECOMPUTED = range(5)

    def __init__(self) -> None:
        self.svm_type = self.kernel_type = self.degree = 0
        self.gamma = self.coef0 = self.cache_size = self.eps = self.C = 0.0
        self.nr_weight = 0
        self.weight_label: list[int] | None = None
        self.weight: list[float] | None = None
        self.nu = self.p = 0.0
        self.shrinking = self.probability = 0

    def clone(self) -> svm_parameter:
        copy = svm_parameter()
        copy.__dict__.update(self.__dict__)
        return copy


class svm_model:
    def __init__(self) -> None:
        self.param: svm_parameter | None = None
        self.nr_class = 0
        self.l = 0
        self.SV: list[list[svm_node]] | None = None
        self.sv_coef: list[list[float]] | None = None
        self.rho: list[float] | None = None
        self.probA: list[float] | None = None
        self.probB: list[float] | None = None
        self.prob_density_marks: list[float] | None = None
        self.sv_indices: list[int] | None = None
        self.label: list[int] | None = None
        self.nSV: list[int] | None = None


class svm_print_interface:
    """An interface: the port takes anything with ``print(s)``, or a lambda."""

    def print(self, s: str) -> None:
        raise NotImplementedError


# ---- Java's objects as LIBSVM's C structures -------------------------------------------------


def _c_nodes(csvm: Any, x: list[svm_node]) -> Any:
    """A Java node array as C's, ended by index -1."""
    nodes = (csvm.svm_node * (len(x) + 1))()
    for i, node in enumerate(x):
        nodes[i].index = node.index
        nodes[i].value = node.value
    nodes[len(x)].index = -1
    return nodes


def _doubles(values: list[float] | None, n: int) -> Any:
    return None if values is None else (ctypes.c_double * max(n, 1))(*values[:n])


def _ints(values: list[int] | None, n: int) -> Any:
    return None if values is None else (ctypes.c_int * max(n, 1))(*values[:n])


def _c_parameter(csvm: Any, param: svm_parameter, keep: list[Any]) -> Any:
    c = csvm.svm_parameter.__new__(csvm.svm_parameter)  # no option parsing: Java's fields
    for name in ("svm_type", "kernel_type", "degree", "nr_weight", "shrinking", "probability"):
        setattr(c, name, int(getattr(param, name)))
    for name in ("gamma", "coef0", "cache_size", "eps", "C", "nu", "p"):
        setattr(c, name, float(getattr(param, name)))
    if param.nr_weight > 0:
        labels = _ints(param.weight_label, param.nr_weight)
        weights = _doubles(param.weight, param.nr_weight)
        keep += [labels, weights]
        c.weight_label = ctypes.cast(labels, ctypes.POINTER(ctypes.c_int))
        c.weight = ctypes.cast(weights, ctypes.POINTER(ctypes.c_double))
    return c


def _c_problem(csvm: Any, prob: svm_problem, keep: list[Any]) -> Any:
    c = csvm.svm_problem.__new__(csvm.svm_problem)
    c.l = prob.l
    y = (ctypes.c_double * max(prob.l, 1))(*prob.y[: prob.l])
    rows = [_c_nodes(csvm, prob.x[i]) for i in range(prob.l)]
    x = (ctypes.POINTER(csvm.svm_node) * max(prob.l, 1))()
    for i, row in enumerate(rows):
        x[i] = ctypes.cast(row, ctypes.POINTER(csvm.svm_node))
    keep += [y, rows, x]
    c.y = ctypes.cast(y, ctypes.POINTER(ctypes.c_double))
    c.x = ctypes.cast(x, ctypes.POINTER(ctypes.POINTER(csvm.svm_node)))
    return c


def _c_model(model: svm_model) -> Any:
    """The C model of a Java one, built when it first predicts (then kept with it: a model
    is not changed after training or loading)."""
    built = model.__dict__.get("_c_model")
    if built is not None:
        return built[0]
    csvm = _c()
    keep: list[Any] = []
    c = csvm.svm_model()
    c.param = _c_parameter(csvm, model.param, keep)
    c.nr_class, c.l, c.free_sv = model.nr_class, model.l, 0
    pairs = model.nr_class * (model.nr_class - 1) // 2
    svs = [_c_nodes(csvm, sv) for sv in model.SV]
    sv = (ctypes.POINTER(csvm.svm_node) * max(model.l, 1))()
    for i, nodes in enumerate(svs):
        sv[i] = ctypes.cast(nodes, ctypes.POINTER(csvm.svm_node))
    coef_rows = [_doubles(row, model.l) for row in model.sv_coef]
    coef = (ctypes.POINTER(ctypes.c_double) * max(len(coef_rows), 1))()
    for k, row in enumerate(coef_rows):
        coef[k] = ctypes.cast(row, ctypes.POINTER(ctypes.c_double))
    c.SV = ctypes.cast(sv, type(c.SV))
    c.sv_coef = ctypes.cast(coef, type(c.sv_coef))
    arrays = {
        "rho": _doubles(model.rho, pairs),
        "probA": _doubles(model.probA, pairs),
        "probB": _doubles(model.probB, pairs),
        "prob_density_marks": _doubles(model.prob_density_marks, 10),
        "sv_indices": _ints(model.sv_indices, model.l),
        "label": _ints(model.label, model.nr_class),
        "nSV": _ints(model.nSV, model.nr_class),
    }
    for name, array in arrays.items():
        if array is not None:
            setattr(c, name, ctypes.cast(array, type(getattr(c, name))))
    model.__dict__["_c_model"] = (c, keep, svs, sv, coef_rows, coef, arrays)
    return c


def _java_model(csvm: Any, c: Any, prob: svm_problem, param: svm_parameter) -> svm_model:
    """A trained C model as Java's: its SV the problem's own node arrays, its param the
    program's."""
    model = svm_model()
    model.param = param
    model.nr_class, model.l = k, n = c.nr_class, c.l
    pairs = k * (k - 1) // 2

    def read(array: Any, count: int) -> list[Any] | None:
        return list(array[:count]) if array else None

    model.rho = read(c.rho, pairs)
    model.probA = read(c.probA, pairs)
    model.probB = read(c.probB, pairs)
    model.prob_density_marks = read(c.prob_density_marks, 10)
    model.sv_indices = read(c.sv_indices, n)
    model.label = read(c.label, k)
    model.nSV = read(c.nSV, k)
    model.sv_coef = [list(c.sv_coef[j][:n]) for j in range(k - 1)]
    model.SV = [prob.x[i - 1] for i in model.sv_indices or ()]
    return model


# ---- the model file, as Java writes and reads it ---------------------------------------------

_SVM_TYPES = ("c_svc", "nu_svc", "one_class", "epsilon_svr", "nu_svr")
_KERNEL_TYPES = ("linear", "polynomial", "rbf", "sigmoid", "precomputed")


def _model_text(model: svm_model) -> str:
    param = model.param
    lines = [f"svm_type {_SVM_TYPES[param.svm_type]}"]
    lines.append(f"kernel_type {_KERNEL_TYPES[param.kernel_type]}")
    if param.kernel_type == svm_parameter.POLY:
        lines.append(f"degree {param.degree}")
    if param.kernel_type in (svm_parameter.POLY, svm_parameter.RBF, svm_parameter.SIGMOID):
        lines.append(f"gamma {jstr(float(param.gamma))}")
    if param.kernel_type in (svm_parameter.POLY, svm_parameter.SIGMOID):
        lines.append(f"coef0 {jstr(float(param.coef0))}")
    k = model.nr_class
    pairs = k * (k - 1) // 2
    lines += [f"nr_class {k}", f"total_sv {model.l}"]

    def row(name: str, values: list[Any], count: int) -> None:
        lines.append(name + "".join(f" {jstr(v)}" for v in values[:count]))

    row("rho", model.rho, pairs)
    for name, values, count in (
        ("label", model.label, k),
        ("probA", model.probA, pairs),
        ("probB", model.probB, pairs),
        ("prob_density_marks", model.prob_density_marks, 10),
        ("nr_sv", model.nSV, k),
    ):
        if values is not None:
            row(name, values, count)
    lines.append("SV")
    for i in range(model.l):
        text = "".join(f"{jstr(float(model.sv_coef[j][i]))} " for j in range(k - 1))
        sv = model.SV[i]
        if param.kernel_type == svm_parameter.PRECOMPUTED:
            text += f"0:{int(sv[0].value)}"
        else:
            text += "".join(f"{p.index}:{jstr(float(p.value))} " for p in sv)
        lines.append(text)
    return "".join(f"{line}\n" for line in lines)


def _read_model(lines: Callable[[], str | None]) -> svm_model | None:
    """Java's ``svm_load_model``: header lines known by how they start (``cmd.startsWith``),
    then ``total_sv`` lines of coefficients and ``index:value`` pairs; ``null`` (with Java's
    message on standard error) for a header it cannot read."""
    model = svm_model()
    param = model.param = svm_parameter()
    pairs = 0
    while True:
        cmd = lines()
        if cmd is None:
            return _unreadable()
        arg = cmd[cmd.find(" ") + 1 :]
        try:
            if cmd.startswith(("svm_type", "kernel_type")):
                table = _SVM_TYPES if cmd.startswith("svm_type") else _KERNEL_TYPES
                found = next((i for i, name in enumerate(table) if name in arg), None)
                if found is None:
                    what = "svm type" if table is _SVM_TYPES else "kernel function"
                    return _unreadable(f"unknown {what}.\n")
                setattr(param, "svm_type" if table is _SVM_TYPES else "kernel_type", found)
            elif cmd.startswith(("degree", "nr_class", "total_sv")):
                value = int(arg)
                if cmd.startswith("degree"):
                    param.degree = value
                elif cmd.startswith("nr_class"):
                    model.nr_class = value
                    pairs = value * (value - 1) // 2
                else:
                    model.l = value
            elif cmd.startswith(("gamma", "coef0")):
                setattr(param, cmd[:5], float(arg))
            elif cmd.startswith(("rho", "probA", "probB", "prob_density_marks")):
                name = next(n for n in ("rho", "probA", "probB", "prob_") if cmd.startswith(n))
                count = 10 if name == "prob_" else pairs
                values = [float(v) for v in arg.split()[:count]]
                if len(values) < count:
                    return _unreadable()
                setattr(model, "prob_density_marks" if name == "prob_" else name, values)
            elif cmd.startswith(("label", "nr_sv")):
                values = [int(v) for v in arg.split()[: model.nr_class]]
                if len(values) < model.nr_class:
                    return _unreadable()
                setattr(model, "label" if cmd.startswith("label") else "nSV", values)
            elif cmd.startswith("SV"):
                break
            else:
                return _unreadable(f"unknown text in model file: [{cmd}]\n")
        except ValueError:
            return _unreadable()
    model.sv_coef = [[0.0] * model.l for _ in range(model.nr_class - 1)]
    model.SV = []
    for i in range(model.l):
        tokens = (lines() or "").replace(":", " ").split()
        for k in range(model.nr_class - 1):
            model.sv_coef[k][i] = float(tokens[k])
        pairs = tokens[model.nr_class - 1 :]
        nodes = []
        for j in range(len(pairs) // 2):
            node = svm_node()
            node.index, node.value = int(pairs[2 * j]), float(pairs[2 * j + 1])
            nodes.append(node)
        model.SV.append(nodes)
    return model


def _unreadable(why: str = "") -> svm_model | None:
    sys.stderr.write(f"{why}ERROR: failed to read model\n")
    return None


# ---- svm's static methods --------------------------------------------------------------------


def _print_stdout(s: str) -> None:
    sys.stdout.write(s)
    sys.stdout.flush()


class svm:
    LIBSVM_VERSION = 337
    _print: Callable[[str], None] = staticmethod(_print_stdout)

    @staticmethod
    def svm_set_print_string_function(print_func: Any) -> None:
        """Where the training log goes: a ``svm_print_interface`` (its ``print``), a lambda,
        or standard output for ``null``."""
        if print_func is None:
            svm._print = staticmethod(_print_stdout)
        else:
            # (a lambda, or an anonymous class's instance: callable as the port's functional
            # values are)
            svm._print = staticmethod(print_func if callable(print_func) else print_func.print)

    @staticmethod
    def svm_train(prob: svm_problem, param: svm_parameter) -> svm_model:
        csvm = _c()
        keep: list[Any] = []
        cprob = _c_problem(csvm, prob, keep)
        cparam = _c_parameter(csvm, param, keep)
        pointer = csvm.libsvm.svm_train(ctypes.byref(cprob), ctypes.byref(cparam))
        try:
            return _java_model(csvm, pointer.contents, prob, param)
        finally:
            csvm.libsvm.svm_free_and_destroy_model(ctypes.byref(pointer))

    @staticmethod
    def svm_cross_validation(
        prob: svm_problem, param: svm_parameter, nr_fold: int, target: list[float]
    ) -> None:
        csvm = _c()
        keep: list[Any] = []
        cprob = _c_problem(csvm, prob, keep)
        cparam = _c_parameter(csvm, param, keep)
        out = (ctypes.c_double * max(prob.l, 1))()
        csvm.libsvm.svm_cross_validation(ctypes.byref(cprob), ctypes.byref(cparam), nr_fold, out)
        target[: prob.l] = out[: prob.l]

    @staticmethod
    def svm_check_parameter(prob: svm_problem, param: svm_parameter) -> str | None:
        csvm = _c()
        keep: list[Any] = []
        error = csvm.libsvm.svm_check_parameter(
            ctypes.byref(_c_problem(csvm, prob, keep)),
            ctypes.byref(_c_parameter(csvm, param, keep)),
        )
        return None if error is None else error.decode()

    @staticmethod
    def svm_check_probability_model(model: svm_model) -> int:
        return _c().libsvm.svm_check_probability_model(ctypes.byref(_c_model(model)))

    @staticmethod
    def svm_predict_values(model: svm_model, x: list[svm_node], dec_values: list[float]) -> float:
        csvm = _c()
        out = (ctypes.c_double * max(len(dec_values), 1))()
        c = _c_model(model)
        label = csvm.libsvm.svm_predict_values(ctypes.byref(c), _c_nodes(csvm, x), out)
        dec_values[:] = out[: len(dec_values)]
        return label

    @staticmethod
    def svm_predict(model: svm_model, x: list[svm_node]) -> float:
        csvm = _c()
        return csvm.libsvm.svm_predict(ctypes.byref(_c_model(model)), _c_nodes(csvm, x))

    @staticmethod
    def svm_predict_probability(
        model: svm_model, x: list[svm_node], prob_estimates: list[float]
    ) -> float:
        csvm = _c()
        out = (ctypes.c_double * max(len(prob_estimates), model.nr_class, 2))()
        c = _c_model(model)
        label = csvm.libsvm.svm_predict_probability(ctypes.byref(c), _c_nodes(csvm, x), out)
        if svm.svm_check_probability_model(model):  # else Java leaves the array as it was
            prob_estimates[:] = out[: len(prob_estimates)]
        return label

    @staticmethod
    def svm_get_svm_type(model: svm_model) -> int:
        return model.param.svm_type

    @staticmethod
    def svm_get_nr_class(model: svm_model) -> int:
        return model.nr_class

    @staticmethod
    def svm_get_nr_sv(model: svm_model) -> int:
        return model.l

    @staticmethod
    def svm_get_labels(model: svm_model, label: list[int]) -> None:
        if model.label is not None:
            label[: model.nr_class] = model.label[: model.nr_class]

    @staticmethod
    def svm_get_sv_indices(model: svm_model, indices: list[int]) -> None:
        if model.sv_indices is not None:
            indices[: model.l] = model.sv_indices[: model.l]

    @staticmethod
    def svm_get_svr_probability(model: svm_model) -> float:
        regression = model.param.svm_type in (svm_parameter.EPSILON_SVR, svm_parameter.NU_SVR)
        if regression and model.probA is not None:
            return model.probA[0]
        sys.stderr.write("Model doesn't contain information for SVR probability inference\n")
        return 0.0

    @staticmethod
    def svm_save_model(model_file_name: str, model: svm_model) -> None:
        try:
            with open(model_file_name, "w", encoding="latin-1", newline="") as f:
                f.write(_model_text(model))
        except OSError as e:
            raise FileNotFoundException(f"{model_file_name} ({e.strerror})") from e

    @staticmethod
    def svm_load_model(source: Any) -> svm_model | None:
        """From a file name or a ``BufferedReader`` (which it closes, as Java's does)."""
        if isinstance(source, str):
            try:
                with open(source, encoding="utf-8", errors="replace", newline=None) as f:
                    text = f.read().split("\n")
            except OSError as e:
                raise FileNotFoundException(f"{source} ({e.strerror})") from e
            lines = iter(text)
            return _read_model(lambda: next(lines, None))
        try:
            return _read_model(source.readLine)
        finally:
            source.close()


__all__ = [
    "svm",
    "svm_model",
    "svm_node",
    "svm_parameter",
    "svm_print_interface",
    "svm_problem",
]
