"""Which annotations the port records for reflection: the program's own annotation types
kept at run time (``RetentionPolicy.RUNTIME``), never the libraries' (JUnit's ``@Test`` stays
the test's decorator, ``@Override`` and ``@SuppressWarnings`` say nothing), nor the program's
``CLASS`` or ``SOURCE`` ones, which Java's reflection does not see. A program's annotation
type named like a library's is the program's. A repeated annotation is its ``@Repeatable``
container's value, as javac writes it. What the ports print is checked against JDK 17 in
tests/porter/programs (OwnAnnotations, AnnotationValues,
RepeatedAnnotations) and test_annotations_project."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_file

OWN = """
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import org.junit.Test;

public class A {
  @Retention(RetentionPolicy.RUNTIME)
  @interface Tag {
    String value();
  }

  @Retention(RetentionPolicy.CLASS)
  @interface Compiled {}

  @interface Plain {}

  @Test
  @Tag("fast")
  @Compiled
  @Plain
  @SuppressWarnings("unchecked")
  public void checks() {}

  @Override
  public String toString() {
    return "";
  }
}
"""


def test_only_the_programs_run_time_annotations_are_recorded() -> None:
    source, report = port_file(OWN)
    lines = [line.strip() for line in source.splitlines()]
    at = lines.index("def checks(self):")
    # JUnit's decorator as before, then the recorded annotation, nearest the function
    assert lines[at - 1] == '@annotated(lambda: [A.Tag("fast")])'
    assert "@Test" in lines[at - 5 : at - 1]
    assert "A.Compiled(" not in source and "A.Plain(" not in source
    assert "class Tag(JavaAnnotation):" in lines
    assert not report.file_constructs


NAMESAKE = """
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

public class B {
  @Retention(RetentionPolicy.RUNTIME)
  @interface Test {
    int weight() default 1;
  }

  @Test(weight = 2)
  public void run() {}
}
"""


def test_a_programs_annotation_named_like_junits_is_the_programs() -> None:
    source, _ = port_file(NAMESAKE)
    assert "porter.junit" not in source
    assert "@annotated(lambda: [B.Test(weight=2)])" in source


REPEATED = """
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

public class C {
  @Retention(RetentionPolicy.RUNTIME)
  @interface Tags {
    Tag[] value();
  }

  @Retention(RetentionPolicy.RUNTIME)
  @Repeatable(Tags.class)
  @interface Tag {
    String value();
  }

  @Tag("a")
  @Tag("b")
  public void twice() {}
}
"""


def test_a_repeated_annotation_is_its_containers_value() -> None:
    source, report = port_file(REPEATED)
    assert '@annotated(lambda: [C.Tags([C.Tag("a"), C.Tag("b")])])' in source
    assert not report.file_constructs


def test_a_repeated_annotation_without_a_container_is_marked() -> None:
    # (javac refuses it; the porter says so rather than guess)
    source, report = port_file(REPEATED.replace("@Repeatable(Tags.class)", ""))
    assert [f.reason for f in report.file_constructs] == ["a repeated annotation @Tag has no rule"]
    assert "# PORTER: a repeated annotation @Tag has no rule" in source
