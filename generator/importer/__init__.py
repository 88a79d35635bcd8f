"""The opdef importer: builds ``opdefs/`` from TensorFlow's op registry and the Java mapping of
its ops (TF Java's ops.tsv, or the opdefs already written: ``known``).

Public API:

* :func:`import_opdefs` -- rebuild an opdefs directory; returns an :class:`ImportReport`.
* :func:`build_opdef` -- the pure core: the opdef mapping of one op for a given package, class
  name, facade method, renames and deprecation; :func:`build_op_class` returns it typed.
* :func:`build_custom_opdef` -- the same with TF Java's default naming, for ops without an
  ops.tsv row (custom op libraries).
* :func:`op_spec_from_proto` -- an ``OpDef`` message to the :class:`OpSpec` the core takes.
* :func:`parse_docstring` -- a ``tf.raw_ops`` docstring to :class:`OpDocs`.
* :func:`render_opdef` / :func:`extract_overrides` -- the opdef file text.

Modules: ``table`` (ops.tsv), ``known`` (the same rows read back from opdefs), ``opspec`` (OpDef model), ``names`` (Java names), ``javatypes``
(Java type spellings), ``surface`` (the TF Java rules), ``docs`` (docstrings), ``yamlio``
(files), ``registry`` (the only one that imports TensorFlow), ``run`` (the import).
"""

from .docs import NO_DOCS, OpDocs, parse_docstring
from .names import NO_RENAMES, Renames, default_facade_method, javaize, package_of
from .opspec import ArgSpec, AttrSpec, OpSpec, op_spec_from_proto
from .run import ImportReport, import_opdefs
from .surface import OpClass, OpSurfaceError, build_custom_opdef, build_op_class, build_opdef
from .table import Endpoint, OpRow, TableError, parse_renames, read_table
from .yamlio import extract_overrides, header, render_opdef

__all__ = [
    "NO_DOCS",
    "NO_RENAMES",
    "ArgSpec",
    "AttrSpec",
    "Endpoint",
    "ImportReport",
    "OpClass",
    "OpDocs",
    "OpRow",
    "OpSpec",
    "OpSurfaceError",
    "Renames",
    "TableError",
    "build_custom_opdef",
    "build_op_class",
    "build_opdef",
    "default_facade_method",
    "extract_overrides",
    "header",
    "import_opdefs",
    "javaize",
    "op_spec_from_proto",
    "package_of",
    "parse_docstring",
    "parse_renames",
    "read_table",
    "render_opdef",
]
