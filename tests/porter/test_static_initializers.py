"""A static initializer that raises leaves its class unusable, as Java's
ExceptionInInitializerError: the module still imports (a test class's other tests are
collected and each fails with it, as JUnit's initializationError), and every method of the
class raises it, with the initializer's exception as its cause."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from porter.api import port_files
from porter.jdk import ExceptionInInitializerError

SOURCE = """
import java.net.URL;

public class Models {
    static final String PATH;
    static int loaded = 0;

    static {
        URL url = Models.class.getResource("/no-such-model");
        PATH = url.getPath();
        loaded = 1;
    }

    static String path() {
        return PATH;
    }

    int count() {
        return loaded;
    }
}
"""


def test_a_failed_static_initializer_fails_each_use_not_the_import(tmp_path: Path) -> None:
    java = tmp_path / "Models.java"
    java.write_text(SOURCE)
    python, _ = port_files([java])[java]
    assert "PORTER" not in python
    module_path = tmp_path / "models_port.py"
    module_path.write_text(python)
    spec = importlib.util.spec_from_file_location("models_port", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["models_port"] = module
    try:
        spec.loader.exec_module(module)  # imports: the failure is the class's
        with pytest.raises(ExceptionInInitializerError) as static_call:
            module.Models.path()
        assert isinstance(static_call.value.__cause__, AttributeError)
        with pytest.raises(ExceptionInInitializerError, match="static initializer raised"):
            module.Models().count()
        assert module.Models.loaded == 0  # the initializer stopped where Java's did
    finally:
        del sys.modules["models_port"]
