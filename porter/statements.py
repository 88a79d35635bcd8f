"""Java statements → Python statements, one for one where Python has the construct."""

from __future__ import annotations

import builtins
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from porter import dispatch, javalib_rules, library_rules, proto_fields, rules, singles
from porter.calls import (
    applies,
    constructor_index,
    element_type,
    own_class_named,
    shared_arity,
    typed_arguments,
    widen_arguments,
)
from porter.context import ADD, ATOM, PRIMARY, Context, E, LabelJump, Untranslatable, ctor_name
from porter.dispatch import Lines, expr
from porter.expressions import (
    ZEROS_DTYPE,
    argument_nodes,
    as_string,
    char_code,
    checked_element,
    class_ref,
    convert,
    field_owner,
    fill,
    nonzero_literal,
    shift_count,
    use_class,
    widen,
    wrap,
    wrapping,
)
from porter.jtypes import (
    CHAR,
    INT,
    LONG,
    NULL,
    JType,
    is_floating,
    is_integral,
    is_string,
    promote,
)
from porter.nullable import may_be_null
from porter.parse import descendants, text
from porter.types import jtype_of
from porter.wrapping import ALWAYS_WRAPPING_ASSIGNMENTS

if TYPE_CHECKING:
    from tree_sitter import Node

_COMMENTS = ("line_comment", "block_comment")


def comment_lines(raw: str) -> Lines:
    """A Java comment as Python ``#`` lines."""
    if raw.startswith("//"):
        return ["#" + (raw[2:] if raw[2:3] in (" ", "") else " " + raw[2:]).rstrip()]
    body = raw[2:-2]
    body = body.removeprefix("*")
    out = []
    for line in body.splitlines():
        line = line.strip()
        line = line.removeprefix("*")
        line = line.rstrip()
        out.append("#" + (line if line.startswith(" ") or not line else " " + line))
    while out and out[0] == "#":
        out.pop(0)
    while out and out[-1] == "#":
        out.pop()
    return out


def indent(lines: Lines) -> Lines:
    return ["    " + line if line else line for line in lines]


def block_lines(ctx: Context, node: Node, scoped: bool = True) -> Lines:
    """The statements of a block (or one statement), with comments kept; never empty."""
    if scoped:
        ctx.push()
    try:
        children = node.named_children if node.type in ("block", "constructor_body") else [node]
        out: Lines = []
        last_row = -1
        for child in children:
            if child.type in _COMMENTS:
                lines = comment_lines(text(child))
                if (
                    child.start_point[0] == last_row
                    and out
                    and len(lines) == 1
                    and not out[-1].rstrip().endswith(":")
                ):
                    out[-1] += "  " + lines[0]
                else:
                    out.extend(lines)
                continue
            out.extend(statement(ctx, child))
            last_row = child.end_point[0]
        if not any(line.strip() and not line.lstrip().startswith("#") for line in out):
            out.append("pass")
        return out
    finally:
        if scoped:
            ctx.pop()


def statement(ctx: Context, node: Node) -> Lines:
    """One statement; an untranslatable one is recorded and becomes a placeholder."""
    saved_hoisted, saved_comments = ctx.hoisted, ctx.comments
    ctx.hoisted, ctx.comments = [], []
    saved_imports = ctx.snapshot()
    try:
        try:
            lines = dispatch.statement_lines(ctx, node)
        except (KeyError, IndexError, ValueError, AttributeError, TypeError, AssertionError) as bug:
            # A bug of the porter stays in this statement's method, named as one.
            raise Untranslatable(node, f"porter error ({type(bug).__name__}: {bug})") from bug
        pre = [line for c in ctx.comments for line in comment_lines(c)]
        return pre + ctx.hoisted + lines
    except Untranslatable as e:
        ctx.restore(saved_imports)
        return marked(ctx, node, e)
    finally:
        ctx.hoisted, ctx.comments = saved_hoisted, saved_comments


def marked(ctx: Context, node: Node, e: Untranslatable) -> Lines:
    """The statement with no rule: recorded, and a call that raises with its Java file, line
    and reason when it runs (the rest of the method is translated)."""
    f = ctx.fail(e.node, e.reason)
    f.statements = count_statements(node)
    targets = ""
    if node.type == "local_variable_declaration":  # later uses are not failures of their own
        declared = jtype_of(ctx, node.child_by_field_name("type"))
        for decl in node.children_by_field_name("declarator"):
            # Assigned the call's (never returned) value: the names exist for the code after.
            targets += ctx.declare(text(decl.child_by_field_name("name")), declared) + " = "
    for name in _assigned(node):  # locals the statement assigns (``f(ref = new X())``)
        local = ctx.local(name)
        if local is not None and f"{local.py} = " not in targets:
            targets += f"{local.py} = "
    where = f"{ctx.path}:{f.line}"
    return [
        f"# PORTER: line {f.line}: {f.reason}: {f.java}",
        f"{targets}{ctx.shim('unported')}({where!r}, {f.reason!r})",
    ]


def _assigned(node: Node) -> list[str]:
    """The simple names assigned in ``node`` (not in its lambdas or classes), in order."""
    out: list[str] = []
    todo = [node]
    while todo:
        current = todo.pop()
        if current.type == "assignment_expression":
            left = current.child_by_field_name("left")
            if left is not None and left.type == "identifier" and text(left) not in out:
                out.append(text(left))
        todo += [
            c
            for c in reversed(current.named_children)
            if c.type not in ("lambda_expression", "class_body")
        ]
    return out


def _body(ctx: Context, node: Node | None) -> Lines:
    assert node is not None
    return indent(block_lines(ctx, node))


def _cond(ctx: Context, node: Node | None) -> str:
    assert node is not None
    inner = node.named_children[0] if node.type == "parenthesized_expression" else node
    return expr(ctx, inner).text


# -- declarations and expressions -------------------------------------------------------------


def _local_variable(ctx: Context, node: Node) -> Lines:
    declared = jtype_of(ctx, node.child_by_field_name("type"))
    out: Lines = []
    for decl in node.children_by_field_name("declarator"):
        name = text(decl.child_by_field_name("name"))
        dims = decl.child_by_field_name("dimensions")
        jtype = declared
        if jtype is not None and dims is not None:
            jtype = JType(jtype.name, jtype.dims + text(dims).count("["), jtype.args)
        value = decl.child_by_field_name("value")
        e = convert(ctx, value, jtype) if value is not None else None
        if jtype is None and e is not None:
            jtype = e.jtype
        rows = _null_row_rows(ctx, node, name, value, jtype)
        if rows is not None:
            e = rows
        py = ctx.declare(name, jtype)
        if rows is not None:
            ctx.row_lists.add(name)
        if e is not None:
            if _jdk_iterator(ctx, jtype) and "JIterator(" not in e.text:
                e = E(f"{ctx.shim('JIterator')}({e.text})", PRIMARY, jtype)  # Java's hasNext/next
            out.append(f"{py} = {e.text}")
    return out


def _null_row_rows(
    ctx: Context, node: Node, name: str, value: Node | None, jtype: JType | None
) -> E | None:
    """``new byte[2][2][2]`` where the code later stores a null row (``a[1] = null``): a list
    of numpy rows, which can hold Java's null (a numpy array cannot); else ``None``."""
    if (
        value is None
        or value.type != "array_creation_expression"
        or value.child_by_field_name("value") is not None
        or jtype is None
        or jtype.dims < 2
        or jtype.base.primitive is None
        or any(c.type == "dimensions" for c in value.children)
    ):
        return None
    scope = node.parent
    while scope is not None and scope.type not in ("method_declaration", "constructor_declaration"):
        scope = scope.parent
    if scope is None or not _stores_null_row(scope, name):
        return None
    sizes = [
        expr(ctx, c.named_children[0]).text for c in value.children if c.type == "dimensions_expr"
    ]
    np = ctx.numpy()
    row_shape = sizes[1] if len(sizes) == 2 else f"({', '.join(sizes[1:])})"
    row = f"{np}.zeros({row_shape}, dtype={np}.{ZEROS_DTYPE[jtype.name]})"
    return E(f"[{row} for _ in range({sizes[0]})]", ATOM, jtype)


def _stores_null_row(node: Node, name: str) -> bool:
    """Whether ``node`` holds ``name[i] = null``."""
    if node.type == "assignment_expression":
        left = node.child_by_field_name("left")
        right = node.child_by_field_name("right")
        if (
            left is not None
            and left.type == "array_access"
            and text(left.child_by_field_name("array")) == name
            and right is not None
            and right.type == "null_literal"
        ):
            return True
    return any(_stores_null_row(c, name) for c in node.named_children)


def _expression_statement(ctx: Context, node: Node) -> Lines:
    inner = node.named_children[0]
    if inner.type == "assignment_expression":
        return [_assign(ctx, inner)]
    if inner.type == "update_expression":
        return [_update_text(ctx, inner)]
    if inner.type == "method_invocation" and text(inner.child_by_field_name("name")) == "forEach":
        lowered = _for_each_call(ctx, inner)
        if lowered is not None:
            return lowered
    e = expr(ctx, inner)
    return [e.text]


def _assign(ctx: Context, node: Node) -> str:
    """An assignment statement. Java evaluates an array element target's array and index
    before the right side, Python's ``=`` after it: where either has side effects
    (``a[i++] = i``, ``a[i] = i++``), the index is computed first into a temporary."""
    target = node.child_by_field_name("left")
    right = node.child_by_field_name("right")
    assert target is not None and right is not None
    op = text(node.child_by_field_name("operator"))
    if target.type == "array_access" and _out_of_order(target, right, op):
        array_node = target.child_by_field_name("array")
        index_node = target.child_by_field_name("index")
        assert array_node is not None and index_node is not None
        array, index = expr(ctx, array_node), char_code(expr(ctx, index_node))
        pre = ""
        if _has_effects(array_node, calls=True):
            a = ctx.fresh("a")
            pre, array = f"{a} = {array.text}; ", E(a, ATOM, array.jtype)
        k = ctx.fresh("k")
        element = array.jtype.element if array.jtype is not None and array.jtype.is_array else None
        left = E(checked_element(ctx, array.at(PRIMARY), k, target=True), PRIMARY, element)
        return f"{pre}{k} = {index.text}; {_assign_to(ctx, node, left)}"
    return _assign_to(ctx, node, expr(ctx, target))


def _assignment_value(ctx: Context, node: Node) -> E:
    """An assignment used as a value (``x = (y = 5) + 1``, ``return task = t;``,
    ``b1 || (b2 = true)``, ``"foo" == (f += "oo")``): a walrus on a local; on a field or an
    array element the shim's ``assignField``/``assignItem``, which store the value and give it
    back as Java's assignment does, the target's object (and index) evaluated first."""
    target = node.child_by_field_name("left")
    right = node.child_by_field_name("right")
    assert target is not None and right is not None
    op = text(node.child_by_field_name("operator"))
    left = expr(ctx, target)
    assigned = _assign_to(ctx, node, left)
    if assigned.startswith(f"{left.text} = "):
        value = assigned[len(left.text) + 3 :]
    else:  # a compound one, ``x op= v``: its value is ``x op (v)``
        found = re.fullmatch(re.escape(left.text) + r" (\S+)= (.*)", assigned, re.DOTALL)
        if found is None or (op != "=" and _has_effects(target, calls=True)):
            raise Untranslatable(node, f"{op} used as a value has no rule here")
        operand = found.group(2)
        if not re.fullmatch(r'[\w.]+|"[^"\\]*"', operand):
            operand = f"({operand})"
        value = f"{left.text} {found.group(1)} {operand}"
    if target.type == "identifier" and ctx.local(text(target)) is not None:
        return E(f"({left.text} := {value})", ATOM, left.jtype)
    if target.type == "array_access":
        array = expr(ctx, target.child_by_field_name("array"))
        index = char_code(expr(ctx, target.child_by_field_name("index")))
        fn = ctx.shim("assignItem")
        return E(f"{fn}({array.text}, {index.text}, {value})", PRIMARY, left.jtype)
    owner = field_owner(ctx, target)
    if owner is None:
        raise Untranslatable(node, "an assignment used as a value has no rule for this target")
    fn = ctx.shim("assignField")
    return E(f'{fn}({owner[0]}, "{owner[1]}", {value})', PRIMARY, left.jtype)


_EFFECTS = ("update_expression", "assignment_expression")


def _has_effects(node: Node, calls: bool = False) -> bool:
    """Whether evaluating ``node`` changes a variable (``calls``: or calls a method)."""
    kinds = (*_EFFECTS, "method_invocation", "object_creation_expression") if calls else _EFFECTS
    return any(n.type in kinds for n in descendants(node, skip=("lambda_expression", "class_body")))


def _out_of_order(target: Node, right: Node, op: str) -> bool:
    """Whether Python would evaluate an array element assignment in another order than Java
    (or a compound one, written out, would evaluate the index twice)."""
    index = target.child_by_field_name("index")
    array = target.child_by_field_name("array")
    assert index is not None and array is not None
    effects = _has_effects(index, calls=True) or _has_effects(array, calls=True)
    constant = index.type.endswith("literal") and array.type == "identifier"
    if op != "=":  # a compound one may be written out (a[i] = wrapInt(a[i] * x)): the same
        return _has_effects(index) or _has_effects(array) or (_has_effects(right) and not constant)
    return (effects and right.type not in _LITERALS) or (_has_effects(right) and not constant)


_LITERALS = frozenset(
    [
        "decimal_integer_literal",
        "hex_integer_literal",
        "decimal_floating_point_literal",
        "string_literal",
        "character_literal",
        "true",
        "false",
        "null_literal",
    ]
)


def _assign_to(ctx: Context, node: Node, left: E) -> str:
    op = text(node.child_by_field_name("operator"))
    right_node = node.child_by_field_name("right")
    assert right_node is not None
    if op == "=":
        value = convert(ctx, right_node, left.jtype)
        target = node.child_by_field_name("left")
        if (
            target is not None
            and target.type == "array_access"
            and value.jtype == NULL
            and left.jtype is not None
            and left.jtype.is_array
            and left.jtype.base.primitive is not None
            and text(target.child_by_field_name("array")) not in ctx.row_lists
        ):
            # A new primitive array is a numpy array (contract §12), whose rows cannot be null.
            raise Untranslatable(node, "a null row in a primitive array (numpy has no null rows)")
        if _jdk_iterator(ctx, left.jtype) and "JIterator(" not in value.text:
            value = E(f"{ctx.shim('JIterator')}({value.text})", PRIMARY, left.jtype)
        return f"{left.text} = {value.text}"
    right = expr(ctx, right_node)
    if left.jtype is not None and left.jtype.primitive == "double":
        right = singles.widened(right)  # d += f computes in double
    if right.jtype == CHAR and is_integral(left.jtype) and left.jtype != CHAR:
        right = char_code(right)  # h ^= s.charAt(i): the char's code
    if left.jtype == CHAR and op in ("+=", "-="):
        return f"{left.text} = chr(ord({left.text}) {op[0]} {char_code(right).text})"
    if op == "+=" and is_string(left.jtype):
        return f"{left.text} += {as_string(ctx, right, may_be_null(right_node, ctx.nullable, ctx.nullable_fields, ctx.nullable_methods)).text}"
    if singles.is_single(left.jtype) and op in ("+=", "-=", "*=", "/=", "%="):
        return f"{left.text} = {singles.compound(ctx, op, left, right).text}"
    if op in ("/=", "%="):
        t = promote(left.jtype, right.jtype)
        if t is None:
            raise Untranslatable(node, f"{op} on operands of unknown Java types")
        if is_integral(t):
            return f"{left.text} = {ctx.shim('idiv' if op == '/=' else 'irem')}({left.text}, {right.text})"
        if op == "%=" or not nonzero_literal(right.text):  # Java's IEEE 754 / and %
            return f"{left.text} = {ctx.shim('fdiv' if op == '/=' else 'frem')}({left.text}, {right.text})"
    if op in ("+=", "-=", "*=") and left.jtype is None and right.jtype is None:
        raise Untranslatable(node, f"{op} on operands of unknown Java types")
    if op == ">>>=":
        kind = left.jtype.primitive if left.jtype is not None else None
        if kind not in ("int", "long"):
            raise Untranslatable(node, ">>>= on a target of unknown Java type (int or long?)")
        fn = ctx.need("porter.javalib.ints", "ushrLong" if kind == "long" else "ushrInt")
        return f"{left.text} = {fn}({left.text}, {right.text})"
    narrow = left.jtype.name if left.jtype is not None and not left.jtype.is_array else None
    if narrow in ("byte", "short") and op in ("+=", "-=", "*=", "&=", "|=", "^=", "<<=", ">>="):
        # Java's compound assignment casts back to the byte or short: 120 += 10 is -126
        inner = f"{left.text} {op[:-1]} {right.text}"
        if is_floating(right.jtype):
            bits = 8 if narrow == "byte" else 16
            return f"{left.text} = {ctx.shim('castInt')}({inner}, {bits})"
        return f"{left.text} = {ctx.shim('toByte' if narrow == 'byte' else 'toShort')}({inner})"
    if is_integral(left.jtype) and is_floating(right.jtype):
        # Java casts the floating result back, saturating (porter.jdk.castInt)
        extra = ", 64" if narrow == "long" else ""
        return f"{left.text} = {ctx.shim('castInt')}({left.text} {op[:-1]} {right.text}{extra})"
    if op in ("<<=", ">>=") and narrow in ("int", "long") and is_integral(right.jtype):
        right = shift_count(right, LONG if narrow == "long" else INT)
    if narrow in ("int", "long") and (
        op in ALWAYS_WRAPPING_ASSIGNMENTS
        or (op in ("+=", "-=") and (wrapping(left) or wrapping(right)))
    ):
        # Java wraps (porter.wrapping): h *= 31, sum += b & 0xFF, seed += INCREMENT
        return (
            f"{left.text} = {wrap(ctx, left.jtype, f'{left.text} {op[:-1]} {right.at(ADD + 1)}')}"
        )
    return f"{left.text} {op} {right.text}"


def _for_each_call(ctx: Context, node: Node) -> Lines | None:
    """``xs.forEach(x -> ...)`` → ``for x in xs:``."""
    args = argument_nodes(node.child_by_field_name("arguments"))
    obj = node.child_by_field_name("object")
    if len(args) != 1 or args[0].type != "lambda_expression" or obj is None:
        return None
    lam = args[0]
    params = lam.child_by_field_name("parameters")
    body = lam.child_by_field_name("body")
    assert params is not None and body is not None
    names = [
        text(p) if p.type == "identifier" else text(p.child_by_field_name("name"))
        for p in ([params] if params.type == "identifier" else params.named_children)
    ]
    if len(names) != 1 or (body.type == "block" and _has(body, "return_statement")):
        return None
    receiver = expr(ctx, obj)
    ctx.push()
    try:
        var = ctx.declare(
            names[0],
            _element_type(ctx, obj)
            or _proto_element(receiver.jtype)
            or (element_type(receiver.jtype) if not _library_receiver(ctx, receiver) else None),
        )
        if body.type == "block":
            lines = block_lines(ctx, body)
        else:
            inner = body
            if inner.type == "assignment_expression":
                lines = [_assign(ctx, inner)]
            else:
                lines = [expr(ctx, inner).text]
    finally:
        ctx.pop()
    return [f"for {var} in {receiver.text}:", *indent(lines)]


def _library_receiver(ctx: Context, receiver: E) -> bool:
    """Whether a receiver is a class of the project or a library with its own forEach (not
    a JDK collection, whose forEach gives its elements)."""
    return receiver.jtype is None or ctx.ported_class(receiver.jtype) is not None


def _proto_element(t: JType | None) -> JType | None:
    """The element type of a protobuf message's repeated field (``getDimList()``), whose
    elements' getters are the message's fields."""
    if t is None or t.name != "List" or len(t.args) != 1 or t.args[0] is None:
        return None
    return t.args[0] if proto_fields.is_message(t.args[0].name) else None


def _element_type(ctx: Context, iterable: Node) -> JType | None:
    """What ``xs.scalars()``/``xs.elements(d)`` yields: views of ``xs``'s own (tensor) type."""
    name = text(iterable.child_by_field_name("name"))
    if iterable.type != "method_invocation" or name not in ("scalars", "elements"):
        return None
    owner = iterable.child_by_field_name("object")
    if owner is None or owner.type != "identifier":
        return None
    local = ctx.local(text(owner))
    if local is None or local.jtype is None or not local.jtype.name.startswith("T"):
        return None
    return local.jtype


def _has(
    node: Node, kind: str, stop: tuple[str, ...] = ("lambda_expression", "class_body")
) -> bool:
    for child in node.named_children:
        if child.type == kind:
            return True
        if child.type not in stop and _has(child, kind, stop):
            return True
    return False


# -- control flow -----------------------------------------------------------------------------


def _if(ctx: Context, node: Node) -> Lines:
    out = [
        f"if {_cond(ctx, node.child_by_field_name('condition'))}:",
        *_body(ctx, node.child_by_field_name("consequence")),
    ]
    alt = node.child_by_field_name("alternative")
    while alt is not None:
        if alt.type == "if_statement":
            out += [
                f"elif {_cond(ctx, alt.child_by_field_name('condition'))}:",
                *_body(ctx, alt.child_by_field_name("consequence")),
            ]
            alt = alt.child_by_field_name("alternative")
        else:
            out += ["else:", *_body(ctx, alt)]
            alt = None
    return out


def _while(ctx: Context, node: Node) -> Lines:
    return [
        f"while {_cond(ctx, node.child_by_field_name('condition'))}:",
        *_body(ctx, node.child_by_field_name("body")),
    ]


def _do(ctx: Context, node: Node) -> Lines:
    body = node.child_by_field_name("body")
    assert body is not None
    cond = _cond(ctx, node.child_by_field_name("condition"))
    test = [f"if not ({cond}):", "    break"]
    ctx.continues[-1] = test  # a continue tests the condition first, as Java's does
    return ["while True:", *_body(ctx, body), *indent(test)]


def _enhanced_for(ctx: Context, node: Node) -> Lines:
    value = expr(ctx, node.child_by_field_name("value"))
    jtype = jtype_of(ctx, node.child_by_field_name("type"))
    if jtype is None and value.jtype is not None:
        jtype = (
            value.jtype.element
            if value.jtype.is_array
            else (value.jtype.args[0] if value.jtype.args else None)
        )
    ctx.push()
    try:
        var = ctx.declare(text(node.child_by_field_name("name")), jtype)
        values = value.text
        held = value.jtype
        if held is not None and held.dims == 1 and held.name in ("byte", "short"):
            # Java's signed values, as an element read gives them (porter.expressions)
            values = f"map({ctx.shim('toByte' if held.name == 'byte' else 'toShort')}, {values})"
        return [f"for {var} in {values}:", *_body(ctx, node.child_by_field_name("body"))]
    finally:
        ctx.pop()


def _for(ctx: Context, node: Node) -> Lines:
    ctx.push()
    try:
        lowered = _range_for(ctx, node)
        if lowered is not None:
            return lowered
        body = node.child_by_field_name("body")
        assert body is not None
        out: Lines = []
        for init in node.children_by_field_name("init"):
            out += (
                _local_variable(ctx, init)
                if init.type == "local_variable_declaration"
                else [_expr_stmt_text(ctx, init)]
            )
        cond_node = node.child_by_field_name("condition")
        cond = expr(ctx, cond_node).text if cond_node is not None else "True"
        updates = [_expr_stmt_text(ctx, u) for u in node.children_by_field_name("update")]
        ctx.continues[-1] = updates  # a continue runs the updates first, as Java's does
        return out + [f"while {cond}:", *_body(ctx, body), *indent(updates)]
    finally:
        ctx.pop()


def _expr_stmt_text(ctx: Context, node: Node) -> str:
    if node.type == "assignment_expression":
        return _assign(ctx, node)
    if node.type == "update_expression":
        return _update_text(ctx, node)
    return expr(ctx, node).text


def _update_text(ctx: Context, node: Node) -> str:
    """``x++``/``x--`` as a statement; a char steps through its code units."""
    target = expr(ctx, node.named_children[0])
    sign = "+" if "++" in text(node) else "-"
    if target.jtype == CHAR:
        return f"{target.text} = chr(ord({target.text}) {sign} 1)"
    if target.wraps and not target.jtype.is_array:  # type: ignore[union-attr]
        return f"{target.text} = {wrap(ctx, target.jtype, f'{target.text} {sign} 1')}"
    if singles.is_single(target.jtype) and not _has_effects(node.named_children[0], calls=True):
        # a float past 2^24 stays (16777216f + 1 is 16777216f): Java rounds the step
        return f"{target.text} = {singles.compound(ctx, sign + '=', target, E('1', ATOM)).text}"
    return f"{target.text} {sign}= 1"


def _range_for(ctx: Context, node: Node) -> Lines | None:
    """``for (int i = a; i < b; i++)`` → ``for i in range(a, b)`` when the body leaves ``i``."""
    inits = node.children_by_field_name("init")
    updates = node.children_by_field_name("update")
    cond = node.child_by_field_name("condition")
    body = node.child_by_field_name("body")
    if (
        len(inits) != 1
        or len(updates) != 1
        or cond is None
        or body is None
        or inits[0].type != "local_variable_declaration"
    ):
        return None
    decls = inits[0].children_by_field_name("declarator")
    jtype = jtype_of(ctx, inits[0].child_by_field_name("type"))
    if (
        len(decls) != 1
        or not is_integral(jtype)
        or jtype == CHAR
        or decls[0].child_by_field_name("value") is None
    ):
        return None
    name = text(decls[0].child_by_field_name("name"))
    m = re.fullmatch(
        rf"\s*(?:{name}\s*(\+\+|--)|(\+\+|--)\s*{name}|{name}\s*(\+=|-=)\s*(\d+))\s*",
        text(updates[0]),
    )
    if (
        m is None
        or cond.type != "binary_expression"
        or text(cond.child_by_field_name("left")) != name
    ):
        return None
    step = 1 if (m.group(1) or m.group(2) or m.group(3)) in ("++", "+=") else -1
    if m.group(4):
        step *= int(m.group(4))
    op = text(cond.child_by_field_name("operator"))
    right = cond.child_by_field_name("right")
    if (
        (step > 0 and op not in ("<", "<="))
        or (step < 0 and op not in (">", ">="))
        or _assigns(body, name)
        or right is None
        or _bound_changes(right, body)
    ):
        return None
    start = expr(ctx, decls[0].child_by_field_name("value")).text
    end_e = expr(ctx, right)
    end = end_e.text
    if is_floating(end_e.jtype):
        # i <= 4.5 is i <= 4 (i < 4.5 is i < 5): the integer bound range takes
        floor_ceil = "ceil" if op in ("<", ">=") else "floor"
        end_e = E(f"{ctx.need('math', floor_ceil)}({end})", PRIMARY, INT)
        end = end_e.text
    if op == "<=":
        end = f"{end_e.at(PRIMARY)} + 1" if not end.isdigit() else str(int(end) + 1)
    elif op == ">=":
        end = f"{end_e.at(PRIMARY)} - 1" if not end.isdigit() else str(int(end) - 1)
    var = ctx.declare(name, jtype)
    bounds = (
        f"{end}"
        if start == "0" and step == 1
        else f"{start}, {end}" + (f", {step}" if step != 1 else "")
    )
    # for (int i = 0; i < a.length; i++) with a unchanged: a[i] needs no bounds check.
    proven = None
    if (
        step > 0
        and op == "<"
        and start.isdigit()
        and right is not None
        and right.type == "field_access"
        and text(right.child_by_field_name("field")) == "length"
    ):
        array = text(right.child_by_field_name("object"))
        # a, this.a, or a row a[r] (neither a nor r assigned in the body)
        parts = re.fullmatch(r"((?:this\.)?\w+)(?:\[(\w+)\])?", array)
        if parts is not None and not any(
            _assigns(body, n) for n in (array, parts.group(1), parts.group(2)) if n
        ):
            proven = (name, array)
    # Counting up from a constant, i is never negative: a[i] cannot wrap around, and past the
    # end Python's IndexError is caught as Java's exception (as for a constant index).
    counts_up = step > 0 and start.isdigit() and var not in ctx.non_negative
    added = proven if proven is not None and proven not in ctx.in_bounds else None
    if added is not None:
        ctx.in_bounds.add(added)
    if counts_up:
        ctx.non_negative.add(var)
    try:
        return [f"for {var} in range({bounds}):", *_body(ctx, body)]
    finally:
        if added is not None:
            ctx.in_bounds.discard(added)
        if counts_up:
            ctx.non_negative.discard(var)


# Methods that change the size of the collection or text they are called on.
_RESIZING = frozenset(
    [
        *("add", "addAll", "addFirst", "addLast", "remove", "removeAll", "removeIf"),
        *("removeFirst", "removeLast", "retainAll", "clear", "push", "pop", "poll", "offer"),
        *("put", "putAll", "putIfAbsent", "computeIfAbsent", "merge", "append", "insert"),
        *("delete", "deleteCharAt", "setLength", "pollFirst", "pollLast", "offerFirst"),
        *("offerLast", "compute", "replace"),
    ]
)


def _bound_changes(bound: Node, body: Node) -> bool:
    """Whether a loop's body may change its bound (Java tests ``i < n`` or ``i < xs.size()``
    again before each turn; ``range`` reads it once): a name in it that the body assigns, or
    a collection whose size it reads that the body resizes."""
    names = {text(n) for n in descendants(bound) if n.type in ("identifier", "field_access")}
    if any(_assigns(body, n) for n in names):
        return True
    receivers = {
        text(obj)
        for n in descendants(bound)
        if n.type == "method_invocation" and (obj := n.child_by_field_name("object")) is not None
    }
    return any(
        n.type == "method_invocation"
        and text(n.child_by_field_name("name")) in _RESIZING
        and (obj := n.child_by_field_name("object")) is not None
        and text(obj) in receivers
        for n in descendants(body)
    )


def _assigns(node: Node, name: str) -> bool:
    for child in node.named_children:
        if child.type in ("assignment_expression", "update_expression"):
            target = (
                child.child_by_field_name("left")
                if child.type == "assignment_expression"
                else child.named_children[0]
            )
            if target is not None and text(target) == name:
                return True
        if _assigns(child, name):
            return True
    return False


def _return(ctx: Context, node: Node) -> Lines:
    values = [c for c in node.named_children if c.type not in _COMMENTS]
    if not values:
        return ["return"]
    declared = _declared_return(ctx, node)
    if declared is not None and declared.name in ("float", "double") and not declared.is_array:
        # Java converts the value to the method's type: ``return 4;`` of a double is 4.0
        return [f"return {widen(expr(ctx, values[0]), declared, ctx).text}"]
    if declared is not None and values[0].type in ("lambda_expression", "method_reference"):
        # a function returned for a functional interface: its parameters are typed by it
        return [f"return {convert(ctx, values[0], declared).text}"]
    return [f"return {expr(ctx, values[0]).text}"]


def _declared_return(ctx: Context, node: Node) -> JType | None:
    """The return type of the method a ``return`` is in (``None`` in a lambda's body)."""
    parent = node.parent
    while parent is not None:
        if parent.type == "method_declaration":
            return jtype_of(ctx, parent.child_by_field_name("type"))
        if parent.type in ("lambda_expression", "class_body", "constructor_declaration"):
            return None
        parent = parent.parent
    return None


def _throw(ctx: Context, node: Node) -> Lines:
    return [f"raise {expr(ctx, node.named_children[0]).text}"]


def _break(ctx: Context, node: Node) -> Lines:
    if node.named_children:
        return _jump(ctx, node, "break")
    return ["break"]


def _continue(ctx: Context, node: Node) -> Lines:
    if node.named_children:
        return _jump(ctx, node, "continue")
    return [*(ctx.continues[-1] if ctx.continues else []), "continue"]


def _jump(ctx: Context, node: Node, kind: str) -> Lines:
    """``break label``/``continue label``: plain in the labelled loop's own body; from an
    inner loop, the label's flag says which, and each inner loop is left in turn."""
    label = text(node.named_children[0])
    target = next((j for j in reversed(ctx.labels) if j.label == label), None)
    if target is None:
        raise Untranslatable(node, f"{kind} to the label {label}, which is no enclosing loop")
    if target.depth == 0:
        return [*(ctx.continues[-1] if kind == "continue" and ctx.continues else []), kind]
    target.kinds.add(kind)
    target.jumps += 1
    return [f'{target.flag} = "{kind}"', "break"]


def _labeled(ctx: Context, node: Node) -> Lines:
    """A labelled loop: its label's jumps from inner loops go through a flag (Python has no
    labels). A label on another statement has no rule."""
    label_node, loop = node.named_children[0], node.named_children[-1]
    if loop.type not in _LOOP_STATEMENTS:
        raise Untranslatable(node, "a label on a statement that is no loop has no rule")
    jump = LabelJump(text(label_node), ctx.fresh(f"jump_{text(label_node)}"))
    ctx.labels.append(jump)
    try:
        lines = _HANDLERS[loop.type](ctx, loop)
    finally:
        ctx.labels.pop()
    return ([f"{jump.flag} = None"] if jump.jumps else []) + lines


def _loop(handler: Callable[[Context, Node], Lines]) -> Callable[[Context, Node], Lines]:
    """A loop handler that keeps the labels' depths, and after an inner loop that a label's
    jump left, leaves the next loop out too, or does the jump where the label's loop is."""

    def translate(ctx: Context, node: Node) -> Lines:
        before = [j.jumps for j in ctx.labels]
        for j in ctx.labels:
            j.depth += 1
        ctx.continues.append([])
        try:
            lines = handler(ctx, node)
        finally:
            ctx.continues.pop()
            for j in ctx.labels:
                j.depth -= 1
        for j, count in zip(ctx.labels, before):
            if j.jumps == count or j.depth < 0:
                continue  # no jump of j left this loop, or this is j's own loop
            if j.depth > 0:
                lines += [f"if {j.flag}:", "    break"]
                continue
            if "break" in j.kinds:
                lines += [f'if {j.flag} == "break":', "    break"]
            if "continue" in j.kinds:
                # j's own loop encloses this one: its continue runs its updates or test too
                then = [*(ctx.continues[-1] if ctx.continues else []), "continue"]
                lines += [f'if {j.flag} == "continue":', f"    {j.flag} = None", *indent(then)]
        return lines

    return translate


_LOOP_STATEMENTS = ("for_statement", "enhanced_for_statement", "while_statement", "do_statement")


def _yield(ctx: Context, node: Node) -> Lines:
    """``yield v`` in a switch expression's case: the value of the function the switch
    expression is ported as."""
    return [f"return {expr(ctx, node.named_children[0]).text}"]


def _assert(ctx: Context, node: Node) -> Lines:
    parts = [expr(ctx, c).text for c in node.named_children]
    return [f"assert {parts[0]}" + (f", {parts[1]}" if len(parts) > 1 else "")]


def _block(ctx: Context, node: Node) -> Lines:
    return block_lines(ctx, node)


def _jdk_iterator(ctx: Context, jtype: JType | None) -> bool:
    """Whether a variable's type is java.util.Iterator (not the program's own Iterator)."""
    if jtype is None or jtype.name != "Iterator" or jtype.is_array:
        return False
    return not own_class_named(ctx, "Iterator")


def _explicit_ctor_call(ctx: Context, node: Node) -> Lines:
    args_node = node.child_by_field_name("arguments")
    nodes = [a for a in (args_node.named_children if args_node else []) if a.type not in _COMMENTS]
    head = text(node.named_children[0])
    info = ctx.class_stack[-1]
    target = info if head == "this" else ctx.superclass_of(info) if head == "super" else None
    args = (
        typed_arguments(ctx, nodes, "<init>", sigs=target.ctors)
        if target is not None and target.ctors
        else [expr(ctx, a) for a in nodes]
    )
    joined = ", ".join(a.text for a in args)
    if head == "super":
        if target is None or not shared_arity(target):
            return [f"super().__init__({joined})"]
        # the superclass's constructor that javac picks (its private method: Python's
        # mangled name), where the superclass's __init__ would tell it by run-time types
        index = constructor_index(ctx, node, target, args, nodes)
        widen_arguments(target.ctors[index], args, ctx)
        joined = ", ".join(a.text for a in args)
        if target.needs_outer:
            raise Untranslatable(node, f"super(...) of the inner class {target.name} has no rule")
        mangled = f"_{target.name.lstrip('_')}{ctor_name(target, index)}"
        return [f"self.{mangled}({joined})"]
    if head != "this":
        raise Untranslatable(node, f"{head}(...) in a constructor has no rule")
    if not shared_arity(info):
        fits = [
            k
            for k, params in enumerate(info.ctors)
            if len(params) == len(args)
            and all(applies(p, a.jtype) for p, a in zip(params, args, strict=True))
        ]
        if len(fits) == 1:
            outer = "self._outer, " if info.needs_outer else ""
            return [f"self.{ctor_name(info, fits[0])}({outer}{joined})"]
    index = constructor_index(ctx, node, info, args, nodes)
    widen_arguments(info.ctors[index], args, ctx)
    outer = ["self._outer"] if info.needs_outer else []
    joined = ", ".join([*outer, *(a.text for a in args)])
    return [f"self.{ctor_name(info, index)}({joined})"]


def _synchronized(ctx: Context, node: Node) -> Lines:
    """``synchronized (obj) { ... }``: the block holds the object's reentrant lock."""
    lock = next(c for c in node.named_children if c.type == "parenthesized_expression")
    body = node.child_by_field_name("body") or node.named_children[-1]
    target = expr(ctx, lock.named_children[0]).text
    return [f"with {ctx.need('porter.javalib', 'monitors')}.monitor({target}):", *_body(ctx, body)]


def _empty(ctx: Context, node: Node) -> Lines:
    return []


# -- try --------------------------------------------------------------------------------------


def _abrupt(node: Node) -> bool:
    """Whether a statement never completes normally, so no switch case falls through it: a
    jump, ``System.exit(...)``, a block that ends in one, an ``if`` whose branches both do."""
    if node.type in _EXITS:
        return True
    if node.type == "expression_statement":
        return re.match(r"System\s*\.\s*exit\s*\(", text(node)) is not None
    if node.type == "block":
        body = [c for c in node.named_children if c.type not in _COMMENTS]
        return bool(body) and _abrupt(body[-1])
    if node.type == "if_statement":
        then, other = (
            node.child_by_field_name("consequence"),
            node.child_by_field_name("alternative"),
        )
        return then is not None and other is not None and _abrupt(then) and _abrupt(other)
    return False


def _try(ctx: Context, node: Node) -> Lines:
    body = node.child_by_field_name("body")
    assert body is not None
    resources = node.child_by_field_name("resources")
    catches = [c for c in node.named_children if c.type == "catch_clause"]
    # A cast this try's catch expects to fail is a check in Python too.
    checks = any("ClassCastException" in _caught(c) for c in catches)
    ctx.push()
    ctx.checked_casts += checks
    try:
        if resources is not None:
            items = [_resource(ctx, r) for r in resources.named_children if r.type == "resource"]
            inner = [f"with {', '.join(items)}:", *_body(ctx, body)]
        else:
            inner = block_lines(ctx, body, scoped=False)
    finally:
        ctx.checked_casts -= checks
        ctx.pop()
    final = next((c for c in node.named_children if c.type == "finally_clause"), None)
    if not catches and final is None:
        return inner
    out = ["try:", *indent(inner)]
    for clause in catches:
        out += _catch(ctx, clause, body)
    if final is not None:
        out += ["finally:", *_body(ctx, final.named_children[-1])]
    return out


def _caught(clause: Node) -> list[str]:
    """The simple names of the exception classes a catch clause catches."""
    param = next(c for c in clause.named_children if c.type == "catch_formal_parameter")
    type_node = next(c for c in param.named_children if c.type == "catch_type")
    return [text(t).rsplit(".", 1)[-1] for t in type_node.named_children]


def _resource(ctx: Context, node: Node) -> str:
    value = node.child_by_field_name("value")
    if value is None:
        return expr(ctx, node.named_children[0]).text
    jtype = jtype_of(ctx, node.child_by_field_name("type"))
    e = expr(ctx, value)
    name = ctx.declare(text(node.child_by_field_name("name")), jtype or e.jtype)
    return f"{e.text} as {name}"


def _catch(ctx: Context, clause: Node, try_body: Node) -> Lines:
    param = next(c for c in clause.named_children if c.type == "catch_formal_parameter")
    type_node = next(c for c in param.named_children if c.type == "catch_type")
    name = text(param.child_by_field_name("name"))
    spelled: list[str] = []
    simple_names: list[str] = []
    for t in type_node.named_children:
        simple = text(t).rsplit(".", 1)[-1]
        simple_names.append(simple)
        cls = class_ref(ctx, t, simple)
        head, _, nested = text(t).partition(".")
        nested_q = f"{ctx.classes.get(head)}.{nested}" if nested else ""
        if nested_q in library_rules.CAUGHT_QUALIFIED and head not in ctx.local_classes:
            # a library's nested exception (JavaCV's FrameGrabber.Exception)
            spelled.append(ctx.need(*library_rules.CAUGHT_QUALIFIED[nested_q]))
        elif cls is not None and (cls.qualified or "").startswith("org.tensorflow."):
            spelled.append(use_class(ctx, t, cls))
        elif cls is not None and (
            simple in ctx.local_classes
            or simple in ctx.siblings
            or ctx.project_class(cls.qualified or "")
        ):
            spelled.append(use_class(ctx, t, cls))  # the program's own exception class
        elif cls is not None and cls.qualified in library_rules.CAUGHT_QUALIFIED:
            # a library's exception named as another's (Gson's JsonParseException,
            # json-simple's ParseException)
            spelled.append(ctx.need(*library_rules.CAUGHT_QUALIFIED[cls.qualified]))
        elif simple in rules.EXCEPTIONS:
            caught = rules.EXCEPTIONS[simple][0]
            if not hasattr(builtins, caught.strip("()").split(",")[0]):
                # no Python builtin stands for it (SQLException): porter.javalib's class
                caught = ctx.need("porter.javalib.exceptions", simple)
            spelled.append(caught)
        elif simple in javalib_rules.CAUGHT:
            spelled.append(ctx.need(*javalib_rules.CAUGHT[simple]))
        else:
            raise Untranslatable(t, f"no rule for catching {simple}")
    flat = [name for s in spelled for name in s.strip("()").split(", ")]
    caught = flat[0] if len(flat) == 1 else f"({', '.join(flat)})"
    body_node = clause.child_by_field_name("body")
    assert body_node is not None
    ctx.push()
    try:
        py = ctx.declare(name, JType(simple_names[0]))
        lines = block_lines(ctx, body_node, scoped=False)
    finally:
        ctx.pop()
    used = re.search(rf"\b{re.escape(py)}\b", "\n".join(lines)) is not None
    out: Lines = []
    if "BaseException" in flat:
        # Throwable: not the exception of a statement the porter did not translate.
        out += [f"except {ctx.shim('Unported')}:", "    raise"]
    if any(s in rules.CATCH_NOT_ERRORS for s in simple_names) and re.search(
        r"\b(fail|assert\w*)\s*\(", text(try_body)
    ):
        out += ["except AssertionError:", "    raise"]
    out += [f"except {caught}{' as ' + py if used else ''}:", *indent(lines)]
    return out


_LOOPS = (
    "for_statement",
    "enhanced_for_statement",
    "while_statement",
    "do_statement",
    "switch_expression",
)
_EXITS = (
    "break_statement",
    "return_statement",
    "throw_statement",
    "continue_statement",
    "yield_statement",
)


def _breaks(node: Node) -> bool:
    """Whether a ``break`` in ``node`` would leave the enclosing switch."""
    if node.type == "break_statement":
        return True
    return any(
        _breaks(c)
        for c in node.named_children
        if c.type not in _LOOPS and c.type != "lambda_expression"
    )


def _switch(ctx: Context, node: Node) -> Lines:
    """A switch statement → ``if``/``elif``/``else`` on the value (no fall-through)."""
    return switch_lines(ctx, node, None)


def switch_lines(ctx: Context, node: Node, results: list[JType | None] | None) -> Lines:
    """A switch's ``if``/``elif``/``else``; with ``results`` (a switch expression), each arrow
    case's expression is returned and its type added to ``results``."""
    cond = expr(ctx, node.child_by_field_name("condition"))
    block = node.child_by_field_name("body")
    items = [c for c in (block.named_children if block else []) if c.type not in _COMMENTS]
    out: Lines = []
    subject = cond.text
    if not re.fullmatch(r"[A-Za-z_][\w.]*", subject):
        subject = ctx.fresh("switch")
        out.append(f"{subject} = {cond.text}")
    enum = ctx.ported_class(cond.jtype)
    local = ctx.local_classes.get(cond.jtype.name) if cond.jtype is not None else None
    if enum is not None and enum.kind == "enum" and enum is not local:
        enum_py = ctx.use_project(enum.qualified) or enum.py  # an enum of another file
    else:
        enum_py = enum.py if enum is not None else ""
    clauses: list[tuple[list[str] | None, list[Node], bool]] = []
    labels: list[str] = []
    default = False
    for k, item in enumerate(items):
        for label in (c for c in item.named_children if c.type == "switch_label"):
            values = [c for c in label.named_children if c.type not in _COMMENTS]
            if not values:
                default = True
            for v in values:
                if v.type == "identifier" and enum is not None and enum.kind == "enum":
                    # an enum constant, unqualified in Java
                    constant = enum.fields.get(text(v))
                    labels.append(f"{enum_py}.{constant.spelled if constant else text(v)}")
                elif (
                    v.type == "identifier"
                    and enum is None
                    and cond.jtype is not None
                    and (cond.jtype.name, text(v)) in javalib_rules.STATIC_FIELDS
                ):
                    # a JDK enum's constant (DayOfWeek.SATURDAY, TimeUnit.SECONDS)
                    spelled = javalib_rules.STATIC_FIELDS[(cond.jtype.name, text(v))][0]
                    labels.append(fill(ctx, spelled, [], ""))
                elif (
                    v.type == "identifier"
                    and cond.jtype is None
                    and text(v) in rules.ONE_X_DATA_TYPES
                    and (
                        ctx.classes.get("DataType") == "org.tensorflow.DataType"
                        or cond.text.endswith(".dataType()")
                    )
                ):
                    # a switch on a 1.x tensor's dataType() (the current API's constants are
                    # DT_FLOAT ...): 1.x's DataType
                    labels.append(f"{ctx.need('org.tensorflow', 'DataType')}.{text(v)}")
                elif v.type == "identifier" and ctx.local(text(v)) is None and cond.jtype is None:
                    raise Untranslatable(v, "a case label of a switch on a value of unknown type")
                else:
                    labels.append(expr(ctx, v).text)
        body = _case_body(items, k)
        if item.type == "switch_block_statement_group":
            if not [b for b in _case_body(items, k, False) if b.type not in _COMMENTS]:
                continue  # labels that share the next group's statements
            last = [b for b in body if b.type not in _COMMENTS][-1]
            if last.type == "break_statement" and not last.named_children:
                body = [b for b in body if b is not last]
            if any(_breaks(b) for b in body):
                raise Untranslatable(item, "a break inside a switch case has no rule")
        clauses.append((None if default else labels, body, item.type == "switch_rule"))
        labels, default = [], False
    first = True
    for case_values, case_body, arrow in sorted(clauses, key=lambda c: c[0] is None):
        lines: Lines = []
        ctx.push()
        try:
            for b in case_body:
                if b.type in _COMMENTS:
                    lines += comment_lines(text(b))
                elif results is not None and arrow and b.type == "expression_statement":
                    value = expr(ctx, b.named_children[0])
                    results.append(value.jtype)
                    lines.append(f"return {value.text}")
                elif b.type == "block":
                    lines += block_lines(ctx, b)
                else:
                    lines += statement(ctx, b)
        finally:
            ctx.pop()
        lines = lines or ["pass"]
        if case_values is None:
            out += ["else:", *indent(lines)] if not first else lines
        else:
            test = " or ".join(f"{subject} == {v}" for v in case_values)
            out += [f"{'if' if first else 'elif'} {test}:", *indent(lines)]
        first = False
    return out


def _case_body(items: list[Node], k: int, fall: bool = True) -> list[Node]:
    """The statements that run from case group ``k`` on: its own, and where they complete
    normally (Java falls through), the next group's, up to one that leaves the switch."""
    body = [c for c in items[k].named_children if c.type != "switch_label"]
    real = [b for b in body if b.type not in _COMMENTS]
    if (
        fall
        and items[k].type == "switch_block_statement_group"
        and k + 1 < len(items)
        and (not real or not _abrupt(real[-1]))
    ):
        return body + _case_body(items, k + 1)
    return body


def switch_value(ctx: Context, node: Node) -> E:
    """A switch expression: a local function of its cases (Python's conditional expression
    cannot hold a case's statements), called where the value is needed."""
    name = ctx.fresh("switch")
    values: list[JType | None] = []
    lines = switch_lines(ctx, node, values)
    ctx.hoisted += [f"def {name}():", *indent(lines)]
    known = {v for v in values if v is not None}
    jtype = known.pop() if len(known) == 1 else None
    return E(f"{name}()", PRIMARY, jtype)


def _unsupported(reason: str) -> Callable[[Context, Node], Lines]:
    def handler(ctx: Context, node: Node) -> Lines:
        raise Untranslatable(node, reason)

    return handler


_HANDLERS: dict[str, Callable[[Context, Node], Lines]] = {
    "local_variable_declaration": _local_variable,
    "expression_statement": _expression_statement,
    "if_statement": _if,
    "while_statement": _loop(_while),
    "do_statement": _loop(_do),
    "for_statement": _loop(_for),
    "enhanced_for_statement": _loop(_enhanced_for),
    "yield_statement": _yield,
    "return_statement": _return,
    "throw_statement": _throw,
    "break_statement": _break,
    "continue_statement": _continue,
    "assert_statement": _assert,
    "block": _block,
    "constructor_body": _block,
    "explicit_constructor_invocation": _explicit_ctor_call,
    ";": _empty,
    "try_statement": _try,
    "try_with_resources_statement": _try,
    "switch_expression": _switch,
    "labeled_statement": _labeled,
    "synchronized_statement": _synchronized,
}

dispatch.STATEMENTS.register(_HANDLERS, __name__)
# A switch expression's cases are statements.
dispatch.EXPRESSIONS.register(
    {"switch_expression": switch_value, "assignment_expression": _assignment_value}, __name__
)

_NOT_STATEMENTS = frozenset({"block", "constructor_body", ";"})


# A type declared in a method body (porter.declarations ports local classes): a statement.
_LOCAL_TYPES = frozenset(
    [
        "class_declaration",
        "local_class_declaration",
        "interface_declaration",
        "enum_declaration",
        "record_declaration",
    ]
)


def count_statements(node: Node | None) -> int:
    """The Java statements in ``node`` (itself included), nested ones too: what the report
    counts ported or marked."""
    count = 0
    todo = [node] if node is not None else []
    while todo:
        current = todo.pop()
        if (
            current.type in _HANDLERS and current.type not in _NOT_STATEMENTS
        ) or current.type in _LOCAL_TYPES:
            count += 1
        todo += current.named_children
    return count
