"""``org.tensorflow.op.core.Helpers``: core methods that build several operations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from org.tensorflow.op.core import Assign, Variable

if TYPE_CHECKING:
    from tfjava.core.operand import Operand
    from tfjava.core.scope import Scope


class Helpers:
    """Static factories behind ``tf.variable(init)``."""

    __slots__ = ()

    @staticmethod
    def createVariableWithInit(
        scope: Scope, init: Operand[Any], *options: Any, **kwargs: Any
    ) -> Variable[Any]:
        """A ``Variable`` of the shape and type of ``init``, assigned ``init`` by an initializer
        (an ``Assign`` in the init scope: sessions run it before their first run). Graphs only:
        the variable is a reference variable."""
        env = scope.env()
        if env._eager:
            raise ValueError(
                "tf.variable(init) builds a reference variable, which only graphs support: "
                "in an eager session use tf.varHandleOp and tf.assignVariableOp"
            )
        init_scope = scope.withInitScope()
        new_var = Variable.create(init_scope, init.shape(), init.type(), *options, **kwargs)
        Assign.create(init_scope, new_var, init)
        return new_var
