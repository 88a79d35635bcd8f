"""Java names of op classes, parameters, options and outputs (rules §2, §3 and §7).

Everything that turns a TensorFlow name into a Java identifier lives here:

* :func:`javaize` -- an OpDef argument or attribute name to a Java parameter, option or getter
  name: each ``_`` is dropped and the following character upper-cased, the first character keeps
  its case, then ``size``/``if``/``while``/``for``/``case`` become ``sizeOutput`` ... .
* :func:`default_facade_method` -- the ``Ops`` method of a class: its simple name with only the
  first character lower-cased, except the four fixed ``@Endpoint(name=...)`` overrides.
* :class:`Renames` -- the argument renames of one op (the ``renames`` column of ops.tsv).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: The Java package of every op class is this prefix plus the class's group.
OP_PACKAGE_PREFIX = "org.tensorflow.op"

#: Javaized names that TF Java replaces because they clash with ``Shaped.size()`` or are keywords.
_RESERVED_RESULTS: Mapping[str, str] = {
    "size": "sizeOutput",
    "if": "ifOutput",
    "while": "whileOutput",
    "for": "forOutput",
    "case": "caseOutput",
}

#: Facade methods fixed by ``@Endpoint(name=...)`` in TF Java.
_FACADE_OVERRIDES: Mapping[str, str] = {
    "If": "ifOp",
    "While": "whileOp",
    "Case": "caseOp",
    "For": "forOp",
}


def javaize(name: str) -> str:
    """Return the Java name of an OpDef argument or attribute name (rules §7).

    >>> [javaize(n) for n in ("beta1_power", "Ncontext_sparse", "OUTPUT_RAGGED_RANK", "size")]
    ['beta1Power', 'NcontextSparse', 'OUTPUTRAGGEDRANK', 'sizeOutput']
    """
    chars: list[str] = []
    upper_next = False
    for char in name:
        if char == "_":
            upper_next = True
            continue
        chars.append(char.upper() if upper_next else char)
        upper_next = False
    result = "".join(chars)
    return _RESERVED_RESULTS.get(result, result)


def default_facade_method(class_name: str) -> str:
    """Return the ``Ops`` method name of a class: ``StopGradient`` -> ``stopGradient`` (rules §3)."""
    if class_name in _FACADE_OVERRIDES:
        return _FACADE_OVERRIDES[class_name]
    return class_name[:1].lower() + class_name[1:]


def package_of(group: str) -> str:
    """Return the Java package of a group: ``data.experimental`` -> ``org.tensorflow.op.data.experimental``."""
    return f"{OP_PACKAGE_PREFIX}.{group}"


def group_of(package: str) -> str:
    """Return the group of a Java op package (the inverse of :func:`package_of`)."""
    prefix = OP_PACKAGE_PREFIX + "."
    if not package.startswith(prefix) or len(package) == len(prefix):
        raise ValueError(f"{package!r} is not a package below {OP_PACKAGE_PREFIX}")
    return package[len(prefix) :]


@dataclass(frozen=True)
class Renames:
    """Argument renames of one op, keyed by OpDef name: ``in:reduction_indices=axis`` and so on."""

    inputs: Mapping[str, str] = field(default_factory=dict)
    attrs: Mapping[str, str] = field(default_factory=dict)
    outputs: Mapping[str, str] = field(default_factory=dict)

    def input_name(self, name: str) -> str:
        """Return the Java name of the input argument ``name``."""
        return javaize(self.inputs.get(name, name))

    def attr_name(self, name: str) -> str:
        """Return the Java name of the attribute ``name``."""
        return javaize(self.attrs.get(name, name))

    def output_name(self, name: str) -> str:
        """Return the Java name of the output argument ``name``."""
        return javaize(self.outputs.get(name, name))


NO_RENAMES = Renames()
