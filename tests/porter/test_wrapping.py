"""Which int/long arithmetic the port wraps (porter.wrapping, docs/porting.md "Integer
overflow"): products, shifts, bit patterns, large constants and the variables assigned from
them wrap; loop counters and index arithmetic stay plain Python. What the wrapped code
computes is checked against the JDK by tests/porter/programs/IntegerOverflow.java."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_body


def test_a_hash_accumulator_wraps_and_its_loop_counter_does_not() -> None:
    body = port_body(
        """
        int h = 0;
        for (int i = 0; i < 10; i++) { h = 31 * h + i; }
        int n = 0;
        while (n < 10) { n++; }
        int last = n - 1;
        """
    )
    assert "h = wrapInt(31 * h + i)" in body
    assert "for i in range(10):" in body
    assert "n += 1" in body
    assert "last = n - 1" in body


def test_a_variable_assigned_a_bit_pattern_wraps_its_increments() -> None:
    body = port_body(
        """
        int x = 0x7FFFFFFF;
        x++;
        x += 2;
        int y = x;
        y -= 1;
        """
    )
    assert "x = wrapInt(x + 1)" in body
    assert "x = wrapInt(x + 2)" in body
    assert "y = wrapInt(y - 1)" in body  # copied from a wrapping variable: wrapping too


def test_compound_multiplication_and_shift_always_wrap() -> None:
    body = port_body("int p = 3; p *= 5; long q = 1; q <<= 40;")
    assert "p = wrapInt(p * 5)" in body
    assert "q = wrapLong(q << 40)" in body


def test_floating_arithmetic_never_wraps() -> None:
    body = port_body("double d = 0.5 * 3; d = d + 1; d += 2;")
    assert "wrap" not in body


def test_a_long_sum_of_an_int_product_keeps_the_int_wrap() -> None:
    # Java multiplies in int first: the int wrap stays inside the long one.
    body = port_body("int a = 65536; long s = 1L + a * a;")
    assert "wrapLong(1 + wrapInt(a * a))" in body


def test_negating_the_smallest_int_literal_is_the_smallest_int() -> None:
    assert "x = -2147483648" in port_body("int x = -Integer.MIN_VALUE;")


def test_constants_that_fit_stay_as_written_and_those_that_overflow_wrap() -> None:
    body = port_body("int m = 1 << 30; int n = Integer.MAX_VALUE + 1; long k = 1L << 65;")
    assert "m = 1 << 30" in body
    assert "n = wrapInt(2147483647 + 1)" in body
    assert "k = 1 << 1" in body  # Java takes a long's shift count mod 64


def test_a_computed_shift_count_is_masked_at_run_time() -> None:
    body = port_body(
        """
        int n = 40; int x = 1 << n; int y = -256 >> n; long z = 1L << n; int w = 5;
        w <<= n; w >>= n; z >>= n; int c = x << 33;
        """
    )
    assert "x = wrapInt(1 << (n & 31))" in body
    assert "y = -256 >> (n & 31)" in body
    assert "z = wrapLong(1 << (n & 63))" in body
    assert "w = wrapInt(w << (n & 31))" in body
    assert "w >>= n & 31" in body
    assert "z >>= n & 63" in body
    assert "c = wrapInt(x << 1)" in body


def test_a_division_with_a_wrapping_operand_wraps() -> None:
    body = port_body("int q = Integer.MIN_VALUE / -1; int n = 7; int h = n / 2;")
    assert "q = wrapInt(idiv(-2147483648, -1))" in body
    assert "h = idiv(n, 2)" in body
