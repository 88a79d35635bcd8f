"""Op documentation from TensorFlow's Python docstrings, and the stock phrases used without one.

TF Java takes its Javadoc from TensorFlow's base api_defs, which the wheel does not ship. The
wheel does ship ``tf.raw_ops.<Op>.__doc__``, generated from the same api_defs by
``python_op_gen``. Its layout is::

    <summary>

      <description, Markdown, indented by 2>

      Args:
        <arg>: <generated type sentence(s)> <description, continued at indent 6>
        name: A name for the operation (optional).

      Returns:
        <one output: its type sentence> | A tuple of `Tensor` objects (a, b).

        a: <type sentence>

How the docstring is used:

* **summary** -- the first paragraph (``TODO: add doc.`` counts as none);
* **description** -- the text between the summary and ``Args:``, dedented;
* **param/option doc** -- an ``Args:`` entry keyed by the TF argument or attribute name, with
  the generated type sentence (``A `Tensor`. Must be one of ...``, ``An optional `int`.
  Defaults to `3`.``, ...) removed: that information is already in the Java type;
* **output doc** -- the ``Returns:`` entry of that output (the whole section for a single
  output), verbatim: the docstrings carry no output descriptions, only type sentences.

Trailing whitespace is stripped from every line; nothing else is changed (backslashes, LaTeX and
quotes are kept as they are).

Stock phrases, used when there is no docstring or no text left for an item:

* class summary -- ``The <OpName> operation``;
* input parameter -- ``The <javaName> value``;
* attribute parameter -- ``The value of the <javaName> attribute``;
* option -- ``Sets the <javaName> option.``;
* output -- ``The <javaName> output``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

_NO_DOC = "TODO: add doc."

_TICKED = r"`[^`]*`"
_TICKED_LIST = rf"{_TICKED}(?:, {_TICKED})*"

#: The type sentences ``python_op_gen`` puts in front of an input's description.
_INPUT_PREFIX = (
    r"An? (?:mutable )?`Tensor`(?: of type (?:mutable )?" + _TICKED + r")?\."
    r"(?: Must be one of the following types: " + _TICKED_LIST + r"\."
    r"| Must have the same type as " + _TICKED + r"\.)?"
)
_LIST_INPUT_PREFIX = (
    r"A list (?:of (?:at least \d+ |"
    + _TICKED
    + r" )?|with the same length as "
    + _TICKED
    + r" of )"
    r"(?:mutable )?`Tensor` objects"
    r"(?: with (?:type (?:mutable )?"
    + _TICKED
    + r"|types from: "
    + _TICKED_LIST
    + r"|the same type(?: as "
    + _TICKED
    + r"| in: "
    + _TICKED_LIST
    + r")?))?\."
)
#: The type sentences in front of an attribute's description.
_ATTR_PREFIX = (
    r"An? (?:optional )?(?:list of )?"
    r"(?:" + _TICKED + r"|shapes \(each a `tf\.TensorShape` or list of `ints`\)"
    r"|functions? decorated with @Defun)"
    r"(?: or list of `ints`)?(?: from: " + _TICKED_LIST + r")?"
    r"(?: that (?:is|has length) " + _TICKED + r")?\."
    r"(?: Defaults to " + _TICKED + r"\.)?"
)
_TYPE_PREFIX = re.compile(rf"(?:{_LIST_INPUT_PREFIX}|{_INPUT_PREFIX}|{_ATTR_PREFIX})(?=\s|$)")

_ENTRY = re.compile(r"^(?P<key>[A-Za-z_][A-Za-z0-9_]*):(?: (?P<rest>.*))?$")


@dataclass(frozen=True)
class OpDocs:
    """The documentation of one op, as parsed from its docstring."""

    summary: str = ""
    description: str = ""
    #: ``Args:`` entries with the type sentence removed, keyed by argument/attribute name.
    args: Mapping[str, str] = field(default_factory=dict)
    #: ``Returns:`` entries keyed by output name; a single output's text is under ``""``.
    returns: Mapping[str, str] = field(default_factory=dict)

    def arg(self, *names: str) -> str:
        """Return the doc of the first of ``names`` that has one, or ``""``."""
        for name in names:
            text = self.args.get(name, "")
            if text:
                return text
        return ""

    def output(self, *names: str, only: bool = False) -> str:
        """Return the doc of an output (``only``: it is the op's single output)."""
        if only and self.returns.get(""):
            return self.returns[""]
        for name in names:
            text = self.returns.get(name, "")
            if text:
                return text
        return ""


NO_DOCS = OpDocs()


def _dedent(line: str, width: int) -> str:
    stripped = len(line) - len(line.lstrip(" "))
    return line[min(width, stripped) :]


def _clean(lines: list[str]) -> str:
    """Join lines with trailing whitespace removed and blank edge lines dropped."""
    text = "\n".join(line.rstrip() for line in lines)
    return text.strip("\n").rstrip()


def strip_type_sentence(text: str) -> str:
    """Remove the generated type sentence from the start of an ``Args:`` entry."""
    match = _TYPE_PREFIX.match(text)
    if match:
        text = text[match.end() :]
    return text.strip()


def _parse_entries(lines: list[str], indent: int) -> tuple[list[str], dict[str, list[str]]]:
    """Split ``key: text`` entries at ``indent``; return the lines before the first and the entries."""
    head: list[str] = []
    entries: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in lines:
        at_indent = line[:indent] == " " * indent and line[indent : indent + 1] not in ("", " ")
        match = _ENTRY.match(line[indent:]) if at_indent else None
        if match:
            current = [match.group("rest") or ""]
            entries.setdefault(match.group("key"), current)
        elif current is not None:
            current.append(_dedent(line, indent + 2))
        else:
            head.append(_dedent(line, indent))
    return head, entries


def parse_docstring(doc: str | None) -> OpDocs:
    """Parse a ``tf.raw_ops`` docstring (see the module docstring)."""
    if not doc or not doc.strip():
        return NO_DOCS
    lines = doc.expandtabs(8).splitlines()
    # Hand-written docstrings (LogicalAnd) come first and may have sections of their own: the
    # text ends at the first section, the generated Args/Returns are the last ones.
    sections = [i for i, line in enumerate(lines) if line.rstrip() in ("  Args:", "  Returns:")]
    text_end = sections[0] if sections else len(lines)
    args_at = next((i for i in reversed(sections) if lines[i].rstrip() == "  Args:"), None)
    returns_at = next(
        (
            i
            for i in reversed(sections)
            if lines[i].rstrip() == "  Returns:" and (args_at is None or i > args_at)
        ),
        None,
    )

    text_lines = lines[:text_end]
    first_blank = next(
        (i for i, line in enumerate(text_lines) if not line.strip()), len(text_lines)
    )
    summary = _clean([line.strip() for line in text_lines[:first_blank]])
    if summary == _NO_DOC:
        summary = ""
    description = _clean([_dedent(line, 2) for line in text_lines[first_blank:]])

    args: dict[str, str] = {}
    if args_at is not None:
        args_end = returns_at if returns_at is not None and returns_at > args_at else len(lines)
        _, entries = _parse_entries(lines[args_at + 1 : args_end], 4)
        for key, entry in entries.items():
            if key != "name":
                args[key] = strip_type_sentence(_clean(entry))

    returns: dict[str, str] = {}
    if returns_at is not None:
        section = lines[returns_at + 1 :]
        head, entries = _parse_entries(section, 4)
        first = _clean(head)
        if first.startswith("A tuple of ") and entries:
            returns = {key: _clean(entry) for key, entry in entries.items()}
        elif first and first != "The created Operation.":
            returns = {"": _clean([_dedent(line, 4) for line in section])}
    return OpDocs(summary=summary, description=description, args=args, returns=returns)


def class_summary(op_name: str, docs: OpDocs) -> str:
    """Return the class summary, or the stock ``The <OpName> operation``."""
    return docs.summary or f"The {op_name} operation"


def input_doc(java_name: str, text: str) -> str:
    """Return an input parameter's doc, or the stock phrase."""
    return text or f"The {java_name} value"


def attr_doc(java_name: str, text: str) -> str:
    """Return an attribute parameter's doc, or the stock phrase."""
    return text or f"The value of the {java_name} attribute"


def option_doc(java_name: str, text: str) -> str:
    """Return an option's doc, or the stock phrase."""
    return text or f"Sets the {java_name} option."


def output_doc(java_name: str, text: str) -> str:
    """Return an output getter's doc, or the stock phrase."""
    return text or f"The {java_name} output"
