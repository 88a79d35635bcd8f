# Ported from Java by python -m porter: tests/porter/fixtures/regression/src/test/java/org/tensorflow/model/examples/regression/data/DatasetTest.java
"""Port of the Java file ``DatasetTest.java``."""

from porter.junit import Test, assertEquals


# A test source root: it uses classes of the main root, of its package and of another.
class DatasetTest:
    @Test
    def lineHasTheDefaultSize(self):
        d = Dataset.line(3.0)
        assertEquals(Dataset.DEFAULT_SIZE, d.size())
        assertEquals(2, d.half())
        assertEquals(7.0, d.ys()[2], 1e-06, width="float")

    @Test
    def statsOfAnotherPackage(self):
        d = Dataset(1.0, 0.0, 4)
        assertEquals(1.5, Stats.mean(d.xs()), 1e-06, width="float")
        assertEquals(0.75, Stats.mean(d.xs()) / 2, 1e-06, width="float")
        assertEquals(4, Stats.count(d))
        assertEquals("stats: 4 points, mean x 1.5", Stats.describe(d))


from ported.org.tensorflow.model.examples.regression.data.Dataset import Dataset
from ported.org.tensorflow.model.examples.regression.util.Stats import Stats
