"""Rule tables of LIBSVM's Java API (package ``libsvm``, ``porter.javalib.libsvm``), merged
into ``porter.library_rules`` (its functional interface into ``porter.javalib_rules``): its
classes (``svm_parameter``'s constants are its Python class's), the Java types of their public
fields and of ``svm``'s static methods' results, and ``svm_print_interface``, which programs
implement with an anonymous class or a lambda."""

from __future__ import annotations

from porter.jtypes import INT, STRING, JType

_CLASSES = (
    "svm",
    "svm_node",
    "svm_problem",
    "svm_parameter",
    "svm_model",
    "svm_print_interface",
)
CLASSES: dict[str, str] = {c: f"libsvm:{c}" for c in _CLASSES}
PACKAGES: dict[str, str] = dict.fromkeys(_CLASSES, "libsvm")
ANONYMOUS_INTERFACES = frozenset({"libsvm.svm_print_interface"})
# svm_print_interface is a functional interface: a lambda is one, and the port calls one as a
# function (an anonymous class's instances are callable too).
FUNCTIONAL_METHODS: dict[str, str] = {"svm_print_interface": "print"}
FUNCTIONAL_PARAMS: dict[str, tuple[JType, ...]] = {"svm_print_interface": (STRING,)}
FAMILIES: dict[str, str] = {"svm_print_interface": "SvmPrint"}
INSTANCE_METHODS: dict[str, dict[str, str]] = {"SvmPrint": {"print": "{self}({args})"}}

_DOUBLE = JType("double")
_MODEL = JType("svm_model")
_PARAMETER = JType("svm_parameter")
CLASS_RETURNS: dict[tuple[str, str], JType] = {
    ("svm", "svm_train"): _MODEL,
    ("svm", "svm_load_model"): _MODEL,
    **{
        ("svm", m): _DOUBLE
        for m in (
            "svm_predict",
            "svm_predict_values",
            "svm_predict_probability",
            "svm_get_svr_probability",
        )
    },
    **{
        ("svm", m): INT
        for m in (
            "svm_get_svm_type",
            "svm_get_nr_class",
            "svm_get_nr_sv",
            "svm_check_probability_model",
        )
    },
    ("svm", "svm_check_parameter"): STRING,
    ("svm_parameter", "clone"): JType("Object"),
}
INSTANCE_FIELDS: dict[tuple[str, str], JType] = {
    ("svm_node", "index"): INT,
    ("svm_node", "value"): _DOUBLE,
    ("svm_problem", "l"): INT,
    ("svm_problem", "y"): JType("double", 1),
    ("svm_problem", "x"): JType("svm_node", 2),
    **{
        ("svm_parameter", f): INT
        for f in ("svm_type", "kernel_type", "degree", "nr_weight", "shrinking", "probability")
    },
    **{
        ("svm_parameter", f): _DOUBLE
        for f in ("gamma", "coef0", "cache_size", "eps", "C", "nu", "p")
    },
    ("svm_parameter", "weight_label"): JType("int", 1),
    ("svm_parameter", "weight"): JType("double", 1),
    ("svm_model", "param"): _PARAMETER,
    **{("svm_model", f): INT for f in ("nr_class", "l")},
    ("svm_model", "SV"): JType("svm_node", 2),
    ("svm_model", "sv_coef"): JType("double", 2),
    **{
        ("svm_model", f): JType("double", 1)
        for f in ("rho", "probA", "probB", "prob_density_marks")
    },
    **{("svm_model", f): JType("int", 1) for f in ("sv_indices", "label", "nSV")},
}
