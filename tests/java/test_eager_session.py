"""Port of TensorFlow Java's ``EagerSessionTest`` (``org.tensorflow.EagerSession``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from org.tensorflow import EagerSession

_NATIVE = (
    "native resource references (EagerSession.NativeReference) and their cleanup are JNI "
    "memory management; Python's garbage collector frees TensorFlow's eager tensors"
)

SKIPPED = {
    "cleanupResourceOnSessionClose": _NATIVE,
    "cleanupResourceOnSafePoints": _NATIVE,
    "cleanupResourceInBackground": _NATIVE,
    "clearedResourcesAreNotCleanedUp": _NATIVE,
    "addingReferenceToClosedSessionFails": _NATIVE,
}


def _build_op(s: EagerSession) -> None:
    s.opBuilder("Const", "Const")


def test_closeSessionTwiceDoesNotFail() -> None:
    with EagerSession.create() as s:
        s.close()


def test_buildingOpWithClosedSessionFails() -> None:
    s = EagerSession.create()
    s.close()
    with pytest.raises(RuntimeError):
        _build_op(s)


@pytest.fixture
def restore_default() -> Iterator[None]:
    old = EagerSession._default
    yield
    if old is not None:
        old._closed = False
        old._fast_ctx = old._ctx
    EagerSession._default = old


def test_defaultSession(restore_default: None) -> None:
    EagerSession.closeDefaultForTest()
    options = EagerSession.options().resourceCleanupStrategy(
        EagerSession.ResourceCleanupStrategy.ON_SESSION_CLOSE
    )
    EagerSession.initDefault(options)
    session = EagerSession.getDefault()
    assert session is not None
    assert (
        session.resourceCleanupStrategy() == EagerSession.ResourceCleanupStrategy.ON_SESSION_CLOSE
    )
    with pytest.raises(RuntimeError):
        EagerSession.initDefault(options)
    with pytest.raises(RuntimeError):
        session.close()
