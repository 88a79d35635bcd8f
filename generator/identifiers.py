"""Which names an opdef may give: the names generated code already uses are taken.

A generated op module imports the runtime's names (``Operand``, ``Output``, ``RawOp``,
``TInt32``, ...) and calls builtins, its ``create`` has locals of its own (``_env``, one
``_<name>`` per input) and the class has fixed members (``create``, ``Options``, ``OP_NAME``,
``op``, ``env``). An opdef name that would shadow or replace one of them gives a module that
imports but misbehaves, so it is an error located at the name. Checked on schema-valid data,
before the model is built (``generator.resolve`` calls :func:`check`).

Names that generated modules use only in annotations (``Any``, ``Shape``, ``Iterator``,
``Iterable``, ``Tensor``, ``ConcreteFunction``) stay allowed as class names: TensorFlow Java has
op classes called ``Any``, ``Shape`` and ``Iterator``.
"""

from __future__ import annotations

import builtins
import keyword
import re
from typing import Any

from generator import naming, pytypes
from generator.errors import OpdefError
from generator.loader import LoadedOpdef

# Runtime names generated modules (op modules, package indexes) use outside annotations, or in
# every signature (Scope, Operation): a class of that name would shadow them.
RUNTIME_NAMES = frozenset(
    pytypes.TENSOR_TYPES
    | pytypes.FAMILIES
    | {
        "Operand",
        "Output",
        "RawOp",
        "RawOpInputs",
        "OpOptions",
        "static_or_instance",
        "load_library",
        "Scope",
        "Operation",
        "TYPE_CHECKING",
        "Final",
        "TypeVar",
        "Generic",
        "overload",
        "importlib",
    }
)
BUILTINS = frozenset(n for n in dir(builtins) if not n.startswith("_"))
# Members every generated class has; no getter or option may take them.
CLASS_MEMBERS = frozenset({"create", "Options", "OP_NAME", "Inputs"})
# RawOp's own methods, which generated code calls on the instance (``self.op()``).
INSTANCE_MEMBERS = frozenset({"op", "env"})
# Names create's signature and body use (besides ``_``-prefixed locals and module names).
CREATE_NAMES = frozenset(
    {"scope", "options", "tuple", "isinstance", "OpOptions"} | pytypes.TENSOR_TYPES
)

_TF_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def check(opdef: LoadedOpdef) -> list[OpdefError]:
    """Every reserved or clashing name in ``opdef`` (schema-valid data, overrides applied)."""
    d: dict[str, Any] = opdef.data
    errors: list[OpdefError] = []

    def error(field: tuple[str | int, ...], message: str) -> None:
        errors.append(opdef.error(field, message))

    class_name: str = d["className"]
    letters = {tp["name"] for key in ("typeParams", "methodTypeParams") for tp in d.get(key, [])}
    if keyword.iskeyword(class_name):
        error(("className",), f"{class_name!r} is a Python keyword")
    elif class_name.startswith("__"):
        error(
            ("className",),
            f"{class_name!r}: a class name must not start with '__' (Python mangles it)",
        )
    elif class_name in BUILTINS:
        error(("className",), f"{class_name!r} is a Python builtin, which generated code uses")
    elif class_name in RUNTIME_NAMES:
        error(("className",), f"{class_name!r} is a runtime name that generated modules use")
    elif class_name in letters or class_name in {f"{letter}_" for letter in letters}:
        error(("className",), f"{class_name!r} is also the name of one of its type variables")

    params = d.get("create", [])
    defaulted = [i for i, p in enumerate(params) if p.get("default") is not None]
    shifted = bool(defaulted) and any(p.get("default") is None for p in params[defaulted[0] :])
    has_lists = any(p.get("kind") == "inputList" for p in params)
    py_names: dict[str, tuple[str, int, str]] = {}
    for section in ("create", "options"):
        for i, p in enumerate(d.get(section, [])):
            field = (section, i, "name")
            name = naming.python_param(p["name"])
            shown = f"{p['name']!r}" + (f" (in Python {name!r})" if name != p["name"] else "")
            if name.startswith("_"):
                error(
                    field,
                    f"{shown}: a parameter or option name must not start with '_' "
                    "(create's locals do)",
                )
            elif name == class_name:
                error(field, f"{shown} is the class's own name, which create uses")
            elif (
                (name in CREATE_NAMES and not (section == "create" and name == "scope"))
                or (name == "len" and has_lists)
                or (name == "args" and shifted)
            ):
                error(field, f"{shown} is a name create itself uses")
            elif section == "options" and name in CLASS_MEMBERS:
                error(field, f"{shown} is a member every op class has")
            # Same Java name twice, or an option named like a parameter: resolve reports those.
            other = py_names.get(name)
            if other and other[0] == section and other[2] != p["name"]:
                error(
                    field, f"{shown} is the Python name of {section}[{other[1]}] ({other[2]!r}) too"
                )
            py_names.setdefault(name, (section, i, p["name"]))
        for key in ("arg", "attr"):
            for i, p in enumerate(d.get(section, [])):
                if key in p and not _TF_NAME.fullmatch(p[key]):
                    what = "argument" if key == "arg" else "attribute"
                    error((section, i, key), f"{p[key]!r} is not a TensorFlow {what} name")

    outputs = d.get("outputs", [])
    for i, o in enumerate(outputs):
        field = ("outputs", i, "name")
        name = naming.python_method(o["name"])
        single = len(outputs) == 1
        is_list = o["type"].replace(" ", "").startswith("List<")
        if name.startswith("_"):
            error(field, f"{o['name']!r}: a getter name must not start with '_'")
        elif name in CLASS_MEMBERS or name in INSTANCE_MEMBERS:
            error(field, f"{o['name']!r} is a member every op class has")
        elif single and not is_list and name == "asOutput":
            error(field, "'asOutput' is the Operand method of a single-output op")
        elif single and is_list and name == "iterator":
            error(field, "'iterator' is the Iterable method of a single-list-output op")
        if not _TF_NAME.fullmatch(o["arg"]):
            error(("outputs", i, "arg"), f"{o['arg']!r} is not a TensorFlow argument name")

    facade = d.get("facadeMethod")
    if facade and facade.startswith("_"):
        error(("facadeMethod",), f"{facade!r}: a facade method must not start with '_'")
    return errors
