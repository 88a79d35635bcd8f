# Ported from Java by python -m porter: tests/porter/fixtures/regression/src/main/java/org/tensorflow/model/examples/regression/Main.java
"""Port of the Java file ``Main.java``."""

if __name__ == "__main__" and not __package__:
    # Run as a file: run as the module of its package (its imports are absolute).
    import runpy
    import sys
    from pathlib import Path

    sys.path[0] = str(Path(__file__).resolve().parents[6])
    runpy.run_module(
        "ported.org.tensorflow.model.examples.regression.Main", run_name="__main__", alter_sys=True
    )
    sys.exit()


from sys import argv

from porter.jdk import SystemOut, idiv, jstr

from org.tensorflow import EagerSession
from org.tensorflow.op import Ops


# A program of three packages: its data, its statistics, and TensorFlow.
class Main:
    @staticmethod
    def main(args):
        data = Dataset.line(2.0)
        n = Stats.count(data)
        # Integer division where both sides are the project's ints; float where one is a float.
        SystemOut.println(
            "points: "
            + jstr(n)
            + ", half: "
            + jstr(idiv(n, 2))
            + ", "
            + jstr(idiv(Dataset.DEFAULT_SIZE, 2))
        )
        SystemOut.println("mean x / 2: " + jstr(Stats.mean(data.xs()) / 2, width="float"))
        SystemOut.println(data.label_int(n) + ", " + data.label_double(0.5))
        with EagerSession.create() as session:
            tf = Ops.create(session)
            ys = tf.constant(data.ys())
            SystemOut.println(
                "sum of y: "
                + jstr(tf.reduceSum(ys, tf.constant(0)).asTensor().getFloat(), width="float")
            )
        SystemOut.println(Stats.describe(data))


from ported.org.tensorflow.model.examples.regression.data.Dataset import Dataset
from ported.org.tensorflow.model.examples.regression.util.Stats import Stats

if __name__ == "__main__":
    Main.main(argv[1:])
