"""``org.tensorflow.DeviceSpec``: where an operation runs (``/job:x/replica:0/task:0/device:CPU:0``)."""

from __future__ import annotations

import enum


class DeviceSpec:
    """An immutable device specification; build one with ``DeviceSpec.newBuilder()``."""

    class DeviceType(enum.Enum):
        CPU = "CPU"
        GPU = "GPU"
        TPU = "TPU"

    __slots__ = ("_device_index", "_device_type", "_job", "_replica", "_task")

    def __init__(
        self,
        job: str | None = None,
        replica: int | None = None,
        task: int | None = None,
        device_type: DeviceSpec.DeviceType | None = None,
        device_index: int | None = None,
    ) -> None:
        self._job = job
        self._replica = replica
        self._task = task
        self._device_type = device_type
        self._device_index = device_index

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
        return DeviceSpec(job, self._replica, self._task, self._device_type, self._device_index)

    def withReplica(self, replica: int) -> DeviceSpec:
        return DeviceSpec(self._job, replica, self._task, self._device_type, self._device_index)

    def withTask(self, task: int) -> DeviceSpec:
        return DeviceSpec(self._job, self._replica, task, self._device_type, self._device_index)

    def withDeviceType(self, deviceType: DeviceSpec.DeviceType) -> DeviceSpec:
        return DeviceSpec(self._job, self._replica, self._task, deviceType, self._device_index)

    def withDeviceIndex(self, deviceIndex: int) -> DeviceSpec:
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
            self._spec = self._spec.withJob(job)
            return self

        def replica(self, replica: int) -> DeviceSpec.Builder:
            self._spec = self._spec.withReplica(replica)
            return self

        def task(self, task: int) -> DeviceSpec.Builder:
            self._spec = self._spec.withTask(task)
            return self

        def deviceType(self, deviceType: DeviceSpec.DeviceType) -> DeviceSpec.Builder:
            self._spec = self._spec.withDeviceType(deviceType)
            return self

        def deviceIndex(self, deviceIndex: int) -> DeviceSpec.Builder:
            self._spec = self._spec.withDeviceIndex(deviceIndex)
            return self

        def build(self) -> DeviceSpec:
            return self._spec
