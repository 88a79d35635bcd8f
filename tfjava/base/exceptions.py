"""Java names for TensorFlow's error classes (``org.tensorflow.exceptions``).

Each Java exception class *is* TensorFlow's own Python error class, so that code catching
``TFInvalidArgumentException`` catches what TensorFlow raises and vice versa.
"""

from __future__ import annotations

from tensorflow.python.framework import errors as _errors

TensorFlowException = _errors.OpError
TFCancelledException = _errors.CancelledError
TFUnknownException = _errors.UnknownError
TFInvalidArgumentException = _errors.InvalidArgumentError
TFDeadlineExceededException = _errors.DeadlineExceededError
TFNotFoundException = _errors.NotFoundError
TFAlreadyExistsException = _errors.AlreadyExistsError
TFPermissionDeniedException = _errors.PermissionDeniedError
TFUnauthenticatedException = _errors.UnauthenticatedError
TFResourceExhaustedException = _errors.ResourceExhaustedError
TFFailedPreconditionException = _errors.FailedPreconditionError
TFAbortedException = _errors.AbortedError
TFOutOfRangeException = _errors.OutOfRangeError
TFUnimplementedException = _errors.UnimplementedError
TFInternalException = _errors.InternalError
TFUnavailableException = _errors.UnavailableError
TFDataLossException = _errors.DataLossError

__all__ = [
    "TFAbortedException",
    "TFAlreadyExistsException",
    "TFCancelledException",
    "TFDataLossException",
    "TFDeadlineExceededException",
    "TFFailedPreconditionException",
    "TFInternalException",
    "TFInvalidArgumentException",
    "TFNotFoundException",
    "TFOutOfRangeException",
    "TFPermissionDeniedException",
    "TFResourceExhaustedException",
    "TFUnauthenticatedException",
    "TFUnavailableException",
    "TFUnimplementedException",
    "TFUnknownException",
    "TensorFlowException",
]
