# Ported from Java by python -m porter: tests/porter/fixtures/regression/src/main/java/org/tensorflow/model/examples/regression/util/Stats.java
"""Port of the Java file ``Stats.java``."""

from porter.jdk import jstr


# Statistics of a dataset (a class of another package than the one that uses it).
class Stats:
    NAME = "stats"

    def __init__(self):
        pass

    @staticmethod
    def mean(values):
        sum_ = 0.0
        for v in values:
            sum_ += v
        return sum_ / len(values)

    @staticmethod
    def count(data):
        return data.size()

    @staticmethod
    def describe(data):
        return (
            Stats.NAME
            + ": "
            + jstr(Stats.count(data))
            + " points, mean x "
            + jstr(Stats.mean(data.xs()), width="float")
        )
