"""``org.tensorflow.DeviceSpec``: where an operation runs (``/job:x/replica:0/task:0/device:CPU:0``)."""

from __future__ import annotations

import enum
from typing import Any

_INT_MIN, _INT_MAX = -(2**31), 2**31 - 1


def _check_str(value: Any, where: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise TypeError(f"DeviceSpec.{where}: expected a str or None, got {type(value).__name__}")
    return value


def _check_int(value: Any, where: str) -> int | None:
    """A Java ``Integer``: None, or an int of 32 bits."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"DeviceSpec.{where}: expected an int or None, got {type(value).__name__}")
    if not _INT_MIN <= value <= _INT_MAX:
        raise ValueError(f"DeviceSpec.{where}: {value} does not fit a Java int")
    return value


def _check_type(value: Any, where: str) -> DeviceSpec.DeviceType | None:
    if value is not None and not isinstance(value, DeviceSpec.DeviceType):
        raise TypeError(
            f"DeviceSpec.{where}: expected a DeviceSpec.DeviceType (DeviceType.CPU, ...) or None, "
            f"got {type(value).__name__} {value!r}"
        )
    return value


class DeviceSpec:
    """An immutable device specification; build one with ``DeviceSpec.newBuilder()``."""

    class DeviceType(enum.Enum):
        CPU = "CPU"
        GPU = "GPU"
        TPU = "TPU"
        CUSTOM = "CUSTOM"

    __slots__ = ("_device_index", "_device_type", "_job", "_replica", "_task")

    def __init__(
        self,
        job: str | None = None,
        replica: int | None = None,
        task: int | None = None,
        device_type: DeviceSpec.DeviceType | None = None,
        device_index: int | None = None,
    ) -> None:
        self._job = _check_str(job, "job")
        self._replica = _check_int(replica, "replica")
        self._task = _check_int(task, "task")
        self._device_type = _check_type(device_type, "deviceType")
        self._device_index = _check_int(device_index, "deviceIndex")

    @staticmethod
    def newBuilder() -> DeviceSpec.Builder:
        return DeviceSpec.Builder()

    def job(self) -> str | None:
        return self._job

    def replica(self) -> int | None:
        return self._replica

    def task(self) -> int | None:
        return self._task

    def deviceType(self) -> DeviceSpec.DeviceType | None:
        return self._device_type

    def deviceIndex(self) -> int | None:
        return self._device_index

    def withJob(self, job: str) -> DeviceSpec:
        _check_str(job, "withJob")
        return DeviceSpec(job, self._replica, self._task, self._device_type, self._device_index)

    def withReplica(self, replica: int) -> DeviceSpec:
        _check_int(replica, "withReplica")
        return DeviceSpec(self._job, replica, self._task, self._device_type, self._device_index)

    def withTask(self, task: int) -> DeviceSpec:
        _check_int(task, "withTask")
        return DeviceSpec(self._job, self._replica, task, self._device_type, self._device_index)

    def withDeviceType(self, deviceType: DeviceSpec.DeviceType) -> DeviceSpec:
        _check_type(deviceType, "withDeviceType")
        return DeviceSpec(self._job, self._replica, self._task, deviceType, self._device_index)

    def withDeviceIndex(self, deviceIndex: int) -> DeviceSpec:
        _check_int(deviceIndex, "withDeviceIndex")
        return DeviceSpec(self._job, self._replica, self._task, self._device_type, deviceIndex)

    def __str__(self) -> str:
        parts = []
        if self._job is not None:
            parts.append(f"/job:{self._job}")
        if self._replica is not None:
            parts.append(f"/replica:{self._replica}")
        if self._task is not None:
            parts.append(f"/task:{self._task}")
        if self._device_type is not None:
            index = "*" if self._device_index is None else str(self._device_index)
            parts.append(f"/device:{self._device_type.value}:{index}")
        return "".join(parts)

    def __repr__(self) -> str:
        return f"DeviceSpec({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DeviceSpec) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    class Builder:
        """Fluent builder of a ``DeviceSpec``."""

        __slots__ = ("_spec",)

        def __init__(self) -> None:
            self._spec = DeviceSpec()

        def job(self, job: str) -> DeviceSpec.Builder:
            _check_str(job, "Builder.job")
            self._spec = self._spec.withJob(job)
            return self

        def replica(self, replica: int) -> DeviceSpec.Builder:
            _check_int(replica, "Builder.replica")
            self._spec = self._spec.withReplica(replica)
            return self

        def task(self, task: int) -> DeviceSpec.Builder:
            _check_int(task, "Builder.task")
            self._spec = self._spec.withTask(task)
            return self

        def deviceType(self, deviceType: DeviceSpec.DeviceType) -> DeviceSpec.Builder:
            _check_type(deviceType, "Builder.deviceType")
            self._spec = self._spec.withDeviceType(deviceType)
            return self

        def deviceIndex(self, deviceIndex: int) -> DeviceSpec.Builder:
            _check_int(deviceIndex, "Builder.deviceIndex")
            self._spec = self._spec.withDeviceIndex(deviceIndex)
            return self

        def build(self) -> DeviceSpec:
            return self._spec
