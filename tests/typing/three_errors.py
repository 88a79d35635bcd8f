"""Three mistakes in user code that both checkers must report with the paths docs/typing.md gives
(tests/typing/test_typing_doc.py, tests/distribution/test_wheel.py). Only type checked, never run."""

from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32

tf = Ops.create()
tf.math.abs(tf.constant("a"))  # E: type-var reportArgumentType
tf.placeholder(TFloat32, shapee=None)  # E: call-arg reportCallIssue
x: int = tf.constant(1.0)  # E: assignment reportAssignmentType
