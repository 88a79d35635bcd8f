"""Signatures on the pages: one line when they fit, else one parameter per line."""

from __future__ import annotations

from generator.docs.signature import BREAK, WIDTH, Signature, java_param, python_param


def test_short_signature_is_one_line() -> None:
    sig = Signature((("nf", "f"),), (python_param("x: int"),))
    assert sig.text() == "f(x: int)"
    assert (
        sig.html()
        == '<span class="nf">f</span>(<span class="n">x</span>: <span class="nc">int</span>)'
    )


def test_long_signature_wraps_per_parameter() -> None:
    names = [f"parameter{i}" for i in range(6)]
    python = Signature((("nf", "f"),), tuple(python_param(f"{n}: int") for n in names))
    assert python.text() == "f(\n" + "".join(f"    {n}: int,\n" for n in names) + ")"
    java = Signature(
        (("k", "public static"), BREAK, ("nf", "f")),
        tuple(java_param("Long", n) for n in names),
        trailing_comma=False,
    )
    assert java.text().endswith("    Long parameter5\n)")  # Java has no trailing comma


def test_a_long_head_breaks_after_the_type_parameters() -> None:
    generics = "<" + ", ".join(f"T{i} extends TNumber" for i in range(4)) + ">"
    assert len(generics) > WIDTH
    sig = Signature(
        (("k", "public static"), ("", " "), ("nc", generics), BREAK, ("nf", "create")),
        (java_param("Scope", "scope"),),
        trailing_comma=False,
    )
    assert sig.text() == f"public static {generics}\ncreate(\n    Scope scope\n)"


def test_python_declarations_keep_stars_and_defaults() -> None:
    assert python_param("*options: X.Options") == (
        ("o", "*"),
        ("n", "options"),
        ("", ": "),
        ("nc", "X.Options"),
    )
    assert python_param("unit: str | None = None")[-1] == ("kc", "None")
    assert python_param("/") == (("o", "/"),)
    assert "&lt;T&gt;" in Signature((), (java_param("Operand<T>", "x"),)).html()
