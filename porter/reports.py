"""What the port of a file reports: each method, whether it was ported whole, and the Java
constructs that were not (``--report``, ``porter.cli.summary``)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from porter.context import Failure


@dataclass
class MethodReport:
    cls: str
    method: str
    line: int
    test: bool
    translated: bool
    constructs: list[Failure] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)  # methods of this file it calls
    blocked_by: list[str] = field(default_factory=list)  # of those, the ones not ported
    static_main: bool = False  # ``public static void main(String[] args)``: the program's entry
    statements: int = 0  # Java statements in its body, nested ones included


@dataclass
class FileReport:
    path: str
    methods: list[MethodReport] = field(default_factory=list)
    file_constructs: list[Failure] = field(default_factory=list)
    binding_gaps: dict[str, str] = field(default_factory=dict)
    width_sites: list[dict[str, Any]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return asdict(self)
