"""A logger made from its own class in a static field (SLF4J's ``LoggerFactory.getLogger(
A.class)``, java.util.logging's ``Logger.getLogger(A.class.getName())``): the field is set
right after the class, in Java's order, and SLF4J's ``{}`` messages log through the same
logging as java.util.logging's."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.porter.running import run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")


JAVA = """\
import java.util.logging.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class Labels {
  private static final Logger LOG = LoggerFactory.getLogger(Labels.class);
  private static final java.util.logging.Logger JUL =
      java.util.logging.Logger.getLogger(Labels.class.getName());
  private static final String NAME = "labels-" + Labels.class.getSimpleName().length();
  private static final int COUNT = NAME.length();

  public static void main(String[] args) {
    LOG.info("loaded {} labels from {}", 3, "labels.txt");
    LOG.warn("slow");
    try {
      throw new IllegalStateException("boom");
    } catch (IllegalStateException e) {
      LOG.error("failed: {}", "x", e);
    }
    if (LOG.isDebugEnabled()) {
      LOG.debug("hidden {}", 1);
    }
    JUL.log(Level.INFO, "plain {0}", "jul");
    System.out.println(NAME + " " + COUNT);
  }
}
"""


def test_static_loggers_of_the_class(tmp_path: Path) -> None:
    java = tmp_path / "Labels.java"
    java.write_text(JAVA)
    out = tmp_path / "Labels.py"
    proc = run([sys.executable, "-m", "porter", str(java), "-o", str(out)], tmp_path)
    assert proc.returncode == 0, proc.stderr
    python = out.read_text()
    assert "PORTER" not in python, python
    assert "Labels.LOG = " in python  # after the class
    ran = run([sys.executable, str(out)], tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == "labels-6 8\n"
    assert "INFO: loaded 3 labels from labels.txt" in ran.stderr
    assert "WARNING: slow" in ran.stderr
    assert (
        "SEVERE: failed: x" in ran.stderr and "java.lang.IllegalStateException: boom" in ran.stderr
    )
    assert "INFO: plain jul" in ran.stderr
    assert "hidden" not in ran.stderr


LOMBOK = """\
package org.example.serving;

import lombok.extern.slf4j.Slf4j;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

@Slf4j
public class Predictor {
  private static final Log COMMONS = LogFactory.getLog(Predictor.class);

  static int predict(int x) {
    log.info("predicting {} with {}", x, "model.pb");
    COMMONS.warn("commons logging");
    return x * 2;
  }

  public static void main(String[] args) {
    System.out.println(predict(21));
  }
}
"""


def test_lombok_and_commons_logging_loggers(tmp_path: Path) -> None:
    """Lombok's ``@Slf4j`` gives the class a static ``log`` named as the class (Lombok's
    generated ``LoggerFactory.getLogger(Predictor.class)``); Commons Logging's
    ``LogFactory.getLog`` logs through the same logging."""
    java = tmp_path / "Predictor.java"
    java.write_text(LOMBOK)
    out = tmp_path / "Predictor.py"
    proc = run([sys.executable, "-m", "porter", str(java), "-o", str(out)], tmp_path)
    assert proc.returncode == 0, proc.stderr
    python = out.read_text()
    assert "PORTER" not in python, python
    assert 'getLogger("org.example.serving.Predictor")' in python
    ran = run([sys.executable, str(out)], tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == "42\n"
    assert "INFO: predicting 21 with model.pb" in ran.stderr
    assert "org.example.serving.Predictor" in ran.stderr
    assert "WARNING: commons logging" in ran.stderr
