"""Helpers for the porter's golden tests: port a Java snippet, without TensorFlow."""

from __future__ import annotations

import textwrap

from porter.declarations import port_source

_IMPORTS = """\
package org.tensorflow.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tensorflow.EagerSession;
import org.tensorflow.Graph;
import org.tensorflow.Session;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.op.Ops;
import org.tensorflow.op.Scope;
import org.tensorflow.op.core.Constant;
import org.tensorflow.types.TInt32;
"""


def port_body(java: str, members: str = "") -> str:
    """The Python body of ``void m() { java }`` (dedented, unformatted)."""
    source = f"{_IMPORTS}\nclass A {{\n{members}\n  void m() {{\n{java}\n  }}\n}}\n"
    ported = port_source(source.encode(), "A.java")
    lines = ported.source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "def m(self):")
    body = []
    for line in lines[start + 1 :]:
        if line and not line.startswith("        "):
            break
        body.append(line)
    return textwrap.dedent("\n".join(body)).strip()


def port_file(java: str) -> tuple[str, object]:
    ported = port_source(textwrap.dedent(java).encode(), "A.java")
    return ported.source, ported.report
