"""``Activation`` (with ``Activation.create``), ``AbstractActivation`` and the ``Activations``
enum of the 13 activation classes."""

from __future__ import annotations

import enum
import importlib
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

import numpy as np

from tfjava.types.family import TNumber

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand

T = TypeVar("T", bound=TNumber)


class Activation:
    """Java's ``Activation`` interface: ``call(tf, input)``."""

    @staticmethod
    def create(nameOrConfig: str | Mapping[str, Any]) -> Activation:
        """The activation named ``nameOrConfig`` (``"relu"``, any case) with its defaults, or
        the one a configuration dict describes (its ``"name"`` and parameters)."""
        if isinstance(nameOrConfig, str):
            return Activations.of(nameOrConfig).getInstance()
        if not isinstance(nameOrConfig, Mapping):
            raise TypeError(
                "Activation.create: parameter must be a name (str) or a config (dict), got "
                f"{type(nameOrConfig).__name__}"
            )
        name = nameOrConfig.get("name")
        if not isinstance(name, str):
            raise ValueError(  # noqa: TRY004 - a bad config value (Java's IllegalArgument)
                f"Activation.create: config has no activation name: {dict(nameOrConfig)}"
            )
        return Activations.of(name).getInstance(nameOrConfig)

    def call(self, tf: Ops, input: Operand[T]) -> Operand[T]:
        raise NotImplementedError(f"{type(self).__name__}.call")

    def __call__(self, tf: Ops, input: Operand[T]) -> Operand[T]:
        # A functional interface: an activation is also the callable Java's lambdas port to.
        return self.call(tf, input)


class AbstractActivation(Activation):
    """Subclasses set ``NAME`` and list their config keys and defaults in ``_CONFIG`` (config
    key, attribute, converter, default)."""

    NAME_KEY = "name"
    NAME: ClassVar[str] = ""
    _CONFIG: ClassVar[tuple[tuple[str, str, Any, Any], ...]] = ()

    def __init__(self, *args: Any) -> None:
        if len(args) == 1 and isinstance(args[0], Mapping):
            self._from_config(args[0])
            return
        if len(args) > len(self._CONFIG):
            raise TypeError(f"{type(self).__name__}: too many arguments ({len(args)})")
        for i, (key, attr, convert, default) in enumerate(self._CONFIG):
            value = args[i] if i < len(args) else default
            setattr(self, attr, self._converted(key, convert, value))

    def call(self, tf: Ops, input: Operand[T]) -> Operand[T]:
        return cast("Operand[T]", self._call(tf, input))

    def _call(self, tf: Any, input: Any) -> Any:
        raise NotImplementedError(f"{type(self).__name__}.call")

    def _from_config(self, config: Mapping[str, Any]) -> None:
        allowed = {self.NAME_KEY} | {c[0] for c in self._CONFIG}
        self.checkConfigKeys(config.keys(), allowed)
        self.checkClassName(config)
        for key, attr, convert, default in self._CONFIG:
            setattr(self, attr, self._converted(key, convert, config.get(key, default)))

    def _converted(self, key: str, convert: Any, value: Any) -> Any:
        try:
            return convert(value)
        except (TypeError, ValueError):
            raise TypeError(
                f"{type(self).__name__}: parameter {key} must be a {convert.__name__}, "
                f"got {value!r}"
            ) from None

    def getDefaultConfig(self, name: str) -> dict[str, Any]:
        return {self.NAME_KEY: name}

    def getConfig(self) -> dict[str, Any]:
        config = self.getDefaultConfig(self.getName())
        for key, attr, _, _ in self._CONFIG:
            config[key] = getattr(self, attr)
        return config

    def getName(self) -> str:
        return self.NAME

    def checkConfigKeys(self, keysToCheck: Iterable[str], allowedKeys: Iterable[str]) -> None:
        allowed = set(allowedKeys)
        mismatch = [k for k in keysToCheck if k not in allowed]
        if mismatch:
            raise ValueError(f"Activation: Illegal Configuration keys: {mismatch}")

    def checkClassName(self, config: Mapping[str, Any]) -> None:
        if config.get(self.NAME_KEY) != self.getName():
            raise ValueError(
                f"Configuration name: {config.get(self.NAME_KEY)}, does not match this class: "
                f"{self.getName()}"
            )


def javaFloat(value: Any) -> float:
    """A Java ``float``: the value rounded to float32."""
    if isinstance(value, bool) or not isinstance(value, (int, float, np.number)):
        raise TypeError(value)
    return float(np.float32(value))


javaFloat.__name__ = "float"


def javaDouble(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, np.number)):
        raise TypeError(value)
    return float(value)


javaDouble.__name__ = "float"


def javaInt(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(value)
    return int(value)


javaInt.__name__ = "int"


def javaBool(value: Any) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(value)
    return bool(value)


javaBool.__name__ = "bool"

_M = "tfjava.framework.activations."


class Activations(enum.Enum):
    ELU = ("rectifiers", "ELU")
    EXPONENTIAL = ("elementwise", "Exponential")
    GELU = ("rectifiers", "GELU")
    HARD_SIGMOID = ("squashing", "HardSigmoid")
    LINEAR = ("elementwise", "Linear")
    RELU = ("rectifiers", "ReLU")
    SELU = ("rectifiers", "SELU")
    SIGMOID = ("squashing", "Sigmoid")
    SOFTMAX = ("squashing", "Softmax")
    SOFTPLUS = ("rectifiers", "Softplus")
    SOFTSIGN = ("squashing", "Softsign")
    SWISH = ("rectifiers", "Swish")
    TANH = ("squashing", "Tanh")

    @staticmethod
    def of(name: str) -> Activations:
        """The activation named ``name``, any case (``ValueError`` for an unknown name)."""
        try:
            return Activations[name.upper()]
        except (KeyError, AttributeError):
            raise ValueError(f"Activations.of: unknown activation name {name!r}") from None

    def getTensorFlowName(self) -> str:
        return self.name.lower()

    def _cls(self) -> Any:
        module, cls = self.value
        return getattr(importlib.import_module(_M + module), cls)

    def getInstance(self, config: Mapping[str, Any] | None = None) -> Activation:
        """A new activation with its defaults, or from ``config``."""
        return self._cls()() if config is None else self._cls()(config)  # type: ignore[no-any-return]
