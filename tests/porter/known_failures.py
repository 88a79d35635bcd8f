"""Every ported core test that fails, and why: the porter's gap, the binding's, or what has no
Python counterpart. ``test_corpus.py`` fails on a failure missing here and on an entry that
passes now, so that the table stays true.

Kinds: ``porter`` (the port is wrong or has a ``# PORTER:`` marker the porter could lift),
``binding`` (the runtime in ``tfjava/`` does not do what Java does), ``unsupported`` (JVM
internals, Java-only resources or libraries: nothing for the port to run).
"""

from __future__ import annotations

PORTER = "porter"
BINDING = "binding"
UNSUPPORTED = "unsupported"

_JVM = "JavaCPP pointers and native handles of TensorFlow Java's JVM layer"
_RESOURCES = (
    "the saved models under Java's src/test/resources are not in the corpus: Class.getResource"
    " answers null, the class's static initializer fails and every test of the class fails"
    " with ExceptionInInitializerError, as JUnit's initializationError would"
)

CORE: dict[str, tuple[str, str]] = {
    "CustomGradientRegistryCapacityTest::registerMoreThanTenGradients_thenHasGradientIsTrue": (
        UNSUPPORTED,
        "calls a helper that reads the op list through TensorFlow Java's C API bindings",
    ),
    "CustomGradientsTest::noGradientNullIsSupported": (
        PORTER,
        (
            "the lambda's gradInputs is a CustomGradient parameter (a java.util.List): "
            "gradInputs.get(0) is left as is on a Python list"
        ),
    ),
    "EagerOperationTest::outputIndexOutOfBounds": (
        UNSUPPORTED,
        _JVM + " (getUnsafeNativeHandle)",
    ),
    "EagerSessionTest::cleanupResourceOnSessionClose": (UNSUPPORTED, _JVM),
    "EagerSessionTest::cleanupResourceInBackground": (UNSUPPORTED, _JVM),
    "EagerSessionTest::clearedResourcesAreNotCleanedUp": (UNSUPPORTED, _JVM),
    "EagerSessionTest::addingReferenceToClosedSessionFails": (UNSUPPORTED, _JVM),
    "GraphOperationTest::operationEquality": (UNSUPPORTED, _JVM + " (getUnsafeNativeHandle)"),
    "GraphOperationTest::operationCollection": (UNSUPPORTED, _JVM + " (getUnsafeNativeHandle)"),
    "IfGradientTest::testStatefullIfGradient": (
        BINDING,
        (
            "the test's gradient functions call tf.gradients over a StatefulPartitionedCall of an "
            "attached ConcreteFunction, which TensorFlow Python's gradients cannot find in the "
            "graph (gradient registry has no entry for: StatefulPartitionedCall)"
        ),
    ),
    **{
        f"SavedModelBundleTest::{m}": (UNSUPPORTED, _RESOURCES)
        for m in (
            "load",
            "loadNonExistentBundle",
            "loader",
            "exportMultipleFunctions",
            "exportFunctionWithVariables",
            "cannotExportMultipleFunctionsWithDifferentSessions",
            "cannotExportMultipleFunctionsWithSameSignatureKey",
            "cannotExportOrImportInvalidTags",
            "pythonTfFunction",
        )
    },
    "SparseTensorTest::releaseSparseTensorBeforeTensors": (UNSUPPORTED, _JVM + " (nativeHandle)"),
    "SparseTensorTest::releaseTensorsBeforeSparseTensor": (UNSUPPORTED, _JVM + " (nativeHandle)"),
    "TensorTest::createWithRawData": (
        UNSUPPORTED,
        (
            "it reads a TString's raw bytes (the C API's TF_STRING layout), which the binding "
            "does not expose ('RawTensor.data: the raw layout of TString elements is not "
            "available')"
        ),
    ),
    "TensorTest::eagerTensorIsReleasedAfterSessionIsClosed": (
        UNSUPPORTED,
        _JVM + " (nativeHandle)",
    ),
    "TensorTest::fromHandle": (UNSUPPORTED, _JVM + " (RawTensor.fromHandle)"),
}
