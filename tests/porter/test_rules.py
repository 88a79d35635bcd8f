"""Per-rule golden tests: a Java snippet and the Python the porter writes for it."""

from __future__ import annotations

import textwrap

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_body, port_file


@pytest.mark.parametrize(
    ("java", "python"),
    [
        # Literals: Java's suffixes and widths.
        (
            "long a = 1L; float b = 1f; double c = 1e-7; int d = 0x10;",
            "a = 1\nb = 1.0\nc = 1e-07\nd = 16",
        ),
        ("float x = 1;", "x = 1.0"),
        # A value's class: getClass() is a Class, an array's class a list's, bytes' or numpy's.
        (
            "Object e = null; String n = e.getClass().getSimpleName(); boolean a = "
            + "e.getClass().isArray();",
            "e = None\nn = classes.getSimpleName(classes.classOf(e))\n"
            + "a = classes.isArray(classes.classOf(e))",
        ),
        # Collections.
        ('Map<String, Integer> m = Map.of("a", 1, "b", 2);', 'm = {"a": 1, "b": 2}'),
        ("Map<String, Integer> m = Map.of();", "m = {}"),
        ("float[] x = {1, 2};", "x = [1.0, 2.0]"),
        ('String s = "a\\u00e9\\n";', 's = "aé\\n"'),
        ('String s = "\\uD83D\\uDC25";', 's = "🐥"'),
        ("char c = 'x';", 'c = "x"'),
        ("int[] z = new int[3];", "z = np.zeros(3, dtype=np.int32)"),
        ("Integer[] z = new Integer[3];", "z = np.full(3, None, dtype=object)"),
        # Java's byte[] is bytes (contract §3), its values signed.
        (
            "byte[] b = {1, -1, (byte) 0xF0}; int k = 3; byte[] c = new byte[] {(byte) k, 2};",
            "b = bytes([1, 255, 240])\nk = 3\nc = jbytes([toByte(k), 2])",
        ),
        # Operators.
        (
            "int a = 7; int b = -2; int q = a / b; int r = a % b;",
            "a = 7\nb = -2\nq = idiv(a, b)\nr = irem(a, b)",
        ),
        ("double a = 7; double q = a / 2;", "a = 7.0\nq = a / 2"),
        ("boolean t = !(1 < 2) && true || false;", "t = not 1 < 2 and True or False"),
        ('int n = 3; String s = "n=" + n + true;', 'n = 3\ns = "n=" + jstr(n) + jstr(True)'),
        ("int i = 0; i++; i -= 2;", "i = 0\ni += 1\ni -= 2"),
        ("Graph g = null; boolean b = g == null;", "g = None\nb = g is None"),
        (
            "Graph g = new Graph(); Graph h = g; boolean b = g == h;",
            "g = Graph()\nh = g\nb = g is h",
        ),
        ("int c = 1; int d = c > 0 ? 1 : 2;", "c = 1\nd = 1 if c > 0 else 2"),
        ("Object o = null; TInt32 t = (TInt32) o;", "o = None\nt = o"),
        # (int) of a double saturates at the int range, NaN is 0 (Java's narrowing).
        ("double d = 2.5; int i = (int) d;", "d = 2.5\ni = castInt(d)"),
        # (int) of a computed long keeps its low 32 bits, as Java's narrowing does (a size or
        # coordinate an API answers is taken as in range).
        ("Shape s = Shape.of(2); int n = (int) s.size();", "s = Shape.of(2)\nn = s.size()"),
        (
            "long b = 1L << 40; int i = (int) b; int k = (int) 7L;",
            "b = 1 << 40\ni = wrapInt(b)\nk = 7",
        ),
        (
            "Object o = 2.5; float f = ((Number) o).floatValue(); long n = ((Double) o).longValue();",
            "o = 2.5\nf = float(o)\nn = int(o)",
        ),
        (
            "Integer i = 200; byte b = i.byteValue();",
            "i = 200\nb = toByte(int(i))",
        ),
        # A cast whose ClassCastException the try expects is checked.
        (
            "Object o = null; try { TInt32 t = (TInt32) o; } catch (ClassCastException e) { }",
            "o = None\ntry:\n    t = checkedCast(o, TInt32)\nexcept TypeError:\n    pass",
        ),
        # Classes as values, casts dropped.
        (
            "Ops tf = Ops.create(); var z = tf.zeros(tf.constant(new int[] {2}), TInt32.class);",
            "tf = Ops.create()\nz = tf.zeros(tf.constant([2]), TInt32)",
        ),
        # Width sites: an explicit dtype exactly where Java's choice is not Python's default.
        (
            "Ops tf = Ops.create(); tf.constant(1L); tf.constant(new long[] {2, 2}); tf.constant(2.0);",
            "tf = Ops.create()\ntf.constant(np.int64(1))\ntf.constant(np.array([2, 2], dtype=np.int64))\ntf.constant(np.float64(2.0))",
        ),
        (
            "Ops tf = Ops.create(); tf.constant(1); tf.constant(1f); tf.array(1f, 2);",
            "tf = Ops.create()\ntf.constant(1)\ntf.constant(1.0)\ntf.array(1.0, 2.0)",
        ),
        (
            "Ops tf = Ops.create(); long[] shape = {2, 2}; Constant.vectorOf(tf.scope(), shape);",
            'tf = Ops.create()\nshape = [2, 2]\nConstant.vectorOf(tf.scope(), typedArray(shape, "int64"))',
        ),
        (
            'Ops tf = Ops.create(); tf.withName("x").constant(3L);',
            'tf = Ops.create()\ntf.withName("x").constant(np.int64(3))',
        ),
        (
            "Ops tf = Ops.create(); tf.constant(TInt32.class, 10);",
            "tf = Ops.create()\ntf.constant(TInt32, 10)",
        ),
        # Resources, loops, lambdas.
        (
            "try (Graph g = new Graph(); Session s = new Session(g)) { Ops tf = Ops.create(g); }",
            "with Graph() as g, Session(g) as s:\n    tf = Ops.create(g)",
        ),
        ("for (int i = 0; i < 3; i++) { int j = i; }", "for i in range(3):\n    j = i"),
        ("for (int i = 1; i <= 3; i += 2) { int j = i; }", "for i in range(1, 4, 2):\n    j = i"),
        ("for (int i = 3; i > 0; i--) { int j = i; }", "for i in range(3, 0, -1):\n    j = i"),
        ("int[] xs = {1}; for (int x : xs) { int y = x; }", "xs = [1]\nfor x in xs:\n    y = x"),
        ("int i = 0; while (i < 3) { i++; }", "i = 0\nwhile i < 3:\n    i += 1"),
        # A capacity is no contents.
        (
            "int n = 3; List<Integer> xs = new ArrayList<>(n); List<Integer> ys = new ArrayList<>(xs);",
            "n = 3\nxs = []\nys = list(xs)",
        ),
        (
            "List<Integer> xs = new ArrayList<>(); xs.add(1); int n = xs.size();",
            "xs = []\nxs.append(1)\nn = len(xs)",
        ),
        (
            "Ops tf = Ops.create(); tf.constant(1).asTensor().scalars().forEach(s -> assertEquals(1, s.getInt()));",
            "tf = Ops.create()\nfor s in tf.constant(1).asTensor().scalars():\n    assertEquals(1, s.getInt())",
        ),
        (
            "assertThrows(IllegalArgumentException.class, () -> { Shape.of(-2); });",
            "def _lambda1():\n    Shape.of(-2)\nassertThrows((ValueError, TypeError), _lambda1)",
        ),
        ('Runnable r = () -> fail("x");', 'r = lambda: fail("x")'),
        (
            'try { fail("no"); } catch (IllegalStateException e) { /* expected */ }',
            'try:\n    fail("no")\nexcept RuntimeError:\n    # expected\n    pass',
        ),
        (
            'try { fail("no"); } catch (Exception e) { String m = e.getMessage(); }',
            'try:\n    fail("no")\nexcept AssertionError:\n    raise\nexcept Exception as e:\n    m = getMessage(e)',
        ),
        ("int x = 1; // trailing\n// own line\nint y = 2;", "x = 1  # trailing\n# own line\ny = 2"),
        ("byte[] b = {(byte) 0xF0, (byte) 1};", "b = bytes([240, 1])"),
        ("int[][][] x = new int[3][1][];", "x = [[None] * 1 for _0 in range(3)]"),
        (
            'int k = 2; String s; switch (k) { case 1: case 2: s = "low"; break; default: s = "high"; }',
            'k = 2\nif k == 1 or k == 2:\n    s = "low"\nelse:\n    s = "high"',
        ),
        (
            "int k = 2; switch (k) { case 1 -> k++; default -> { k--; } }",
            "k = 2\nif k == 1:\n    k += 1\nelse:\n    k -= 1",
        ),
        ("float f = 1f; assertEquals(1f, f);", 'f = 1.0\nassertEquals(1.0, f, width="float")'),
        # A float holds a single value (porter.singles): each float operation rounds, a
        # literal that is no single value is rounded where stored or computed with, not where
        # a library takes it (the binding rounds it).
        (
            "float a = 0.1f, b = 0.5f; float c = a * b + 2; a += 0.3f; double d = a * 2.0;",
            "a = f32(0.1)\nb = 0.5\nc = f32(f32(a * b) + 2)\na = f32(a + f32(0.3))\n"
            + "d = float(a) * 2.0",
        ),
        (
            "int n = 16777217; float f = n; float g = (float) 0.1; float h = 16777217;",
            "n = 16777217\nf = f32(n)\ng = f32(0.1)\nh = 16777216.0",
        ),
        (
            "Ops tf = Ops.create(); tf.constant(0.1f); tf.constant(new float[] {0.1f, 2});",
            "tf = Ops.create()\ntf.constant(0.1)\ntf.constant([0.1, 2.0])",
        ),
    ],
)
def test_rule(java: str, python: str) -> None:
    assert port_body(java) == python


def test_keywords_and_builtins_get_an_underscore() -> None:
    assert (
        port_body("int lambda = 1; Class<?> type = TInt32.class; int len = lambda;")
        == "lambda_ = 1\ntype_ = TInt32\nlen_ = lambda_"
    )


def test_fields_and_static_methods() -> None:
    body = port_body(
        "float e = EPSILON; helper();",
        members="private static final float EPSILON = 1e-7f;\n static void helper() {}",
    )
    assert body == "e = A.EPSILON\nA.helper()"


def test_untranslatable_marks_only_that_statement() -> None:
    source, report = port_file(
        """
        package p;
        import org.junit.jupiter.api.Test;
        class A {
          @Test
          void ok() { int x = 1; }
          @Test
          void bad() { int y = 2; here: { } y = 3; }
        }
        """
    )
    assert (
        "# PORTER: line 8: a label on a statement that is no loop has no rule: void bad() { int y = 2; here: { } y = 3; }"
        in source
    )
    # The statement, not the method: the statements before and after it are translated.
    body = source.split("def bad(self):\n", 1)[1].splitlines()
    assert [line.strip() for line in body if not line.strip().startswith("#")] == [
        "y = 2",
        "unported('A.java:8', 'a label on a statement that is no loop has no rule')",
        "y = 3",
    ]
    assert [(m.method, m.translated) for m in report.methods] == [("ok", True), ("bad", False)]  # type: ignore[attr-defined]
    [failure] = report.methods[1].constructs  # type: ignore[attr-defined]
    assert (failure.line, failure.statements) == (8, 1)
    compile(source, "A.py", "exec")


def test_unknown_types_are_never_guessed() -> None:
    # ``x.size() / 2``: integer or floating division depends on a type the porter does not know.
    source, report = port_file(
        """
        class A {
          void m(Object x) { var y = x.size() / 2; }
        }
        """
    )
    assert "PORTER" in source and "unknown Java types" in source
    assert not report.methods[0].translated  # type: ignore[attr-defined]


def test_binding_gap_is_a_stand_in_not_an_import() -> None:
    source, report = port_file(
        """
        package org.tensorflow;
        class A {
          void m() { NoSuchClassYet.create(); }
        }
        """
    )
    assert 'NoSuchClassYet = java_class("org.tensorflow", "NoSuchClassYet")' in source
    assert report.binding_gaps == {"NoSuchClassYet": "org.tensorflow.NoSuchClassYet"}  # type: ignore[attr-defined]


def test_parse_error_names_the_lines() -> None:
    from porter.parse import ParseError, parse

    with pytest.raises(ParseError, match="lines 2"):
        parse(b"class A {\n void m( {\n}\n", "A.java")


def test_constructors_by_argument_count_and_field_initialisers() -> None:
    source, report = port_file(
        """
        package p;
        import java.util.ArrayList;
        import java.util.List;
        class Counter {
          private final List<String> seen = new ArrayList<>();
          private int start;
          Counter() { this(0); }
          Counter(int start) { this.start = start; }
          int next() { seen.add("x"); return start + seen.size(); }
        }
        """
    )
    namespace: dict[str, object] = {}
    exec(compile(source, "Counter.py", "exec"), namespace)  # noqa: S102 - the port under test
    counter = namespace["Counter"]
    assert counter().next() == 1  # type: ignore[operator]
    assert counter(5).next() == 6  # type: ignore[operator]
    assert "def __init_1(self):\n        self.__init_2(0)" in source
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]


def test_enums_and_interfaces() -> None:
    source, report = port_file(
        """
        package p;
        enum Reduction {
          AUTO,
          SUM;
          static Reduction ofName(String name) { return Reduction.valueOf(name.toUpperCase()); }
        }
        interface Named {
          int LIMIT = 3;
          String name();
          default String shout() { return name().toUpperCase(); }
        }
        class Thing implements Named {
          public String name() { return "thing" + LIMIT; }
          int order() { return Reduction.SUM.ordinal(); }
        }
        """
    )
    namespace: dict[str, object] = {}
    exec(compile(source, "p.py", "exec"), namespace)  # noqa: S102 - the port under test
    reduction = namespace["Reduction"]
    assert reduction.ofName("sum") is reduction.SUM  # type: ignore[attr-defined]
    assert namespace["Thing"]().order() == 1  # type: ignore[operator]
    assert "class Named:" in source and "LIMIT = 3" in source
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]


def test_anonymous_class_is_a_local_class() -> None:
    body = port_body(
        'Object t = new ClassLoader() { public String toString() { return "loader"; } };',
    )
    # java.lang.ClassLoader is no TensorFlow class and has no shim to subclass: no rule, never a guess.
    assert "PORTER" in body and "no rule for an anonymous ClassLoader" in body
    # java.lang.Thread's shim is a Python thread: the anonymous subclass overrides its run()
    body = port_body("Runnable r = new Thread() { public void run() { int x = 1; } };")
    assert "PORTER" not in body and "class _Anonymous1(Thread):" in body
    source, report = port_file(
        """
        package org.tensorflow.example;
        class Base { int f() { return 1; } }
        class A {
          int m() {
            Base b = new Base() { int f() { return 2; } };
            return b.f();
          }
        }
        """
    )
    namespace: dict[str, object] = {}
    exec(compile(source, "A.py", "exec"), namespace)  # noqa: S102 - the port under test
    assert namespace["A"]().m() == 2  # type: ignore[operator]
    assert "class _Anonymous1(Base):" in source
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]


def test_width_site_in_a_lambda_with_an_untyped_ops_parameter() -> None:
    # ``tf`` has no declared type, but only Ops has ``constant``: Java's long choice still holds.
    body = port_body("java.util.function.Function<Ops, Object> f = tf -> tf.constant(1L);")
    assert body == "f = lambda tf: tf.constant(np.int64(1))"


def test_inherited_return_types_are_known() -> None:
    # If.output() is declared on the selectors' base class: a Java List, so get(i) indexes it.
    body = port_body(
        "Ops tf = Ops.create(); Operand<TBool> c = tf.constant(true);"
        " var out = tf.ifOp(c, null, null, null, null).output().get(0);"
        " var n = tf.whileOp(null, null, null).output().size();"
    )
    assert body == (
        "tf = Ops.create()\nc = tf.constant(True)\n"
        "out = tf.ifOp(c, None, None, None, None).output()[0]\n"
        "n = len(tf.whileOp(None, None, None).output())"
    )


def test_protobuf_values_are_messages_in_lambdas_loops_and_chains() -> None:
    # The elements of a repeated field and the value of a getter follow protobuf's rules too,
    # in a stream lambda, a for-each loop and a chain of getters.
    body = port_body(
        "GraphDef graphDef = null;"
        ' var init = graphDef.getNodeList().stream().filter(n -> n.getName().equals("init"))'
        ".collect(Collectors.toList());"
        " int k = init.get(0).getInputCount();"
        " for (var n : graphDef.getNodeList()) { String op = n.getOp(); }"
        " var sig = graphDef.getLibrary().getFunction(0).getSignature();"
    )
    assert body == (
        "graphDef = None\n"
        'init = list(filter(lambda n: (n.name == "init"), list(graphDef.node)))\n'
        "k = len(init[0].input)\n"
        "for n in list(graphDef.node):\n    op = n.op\n"
        "sig = graphDef.library.function[0].signature"
    )


def test_a_protobuf_field_has_its_declared_width() -> None:
    # A field's Java type (int32 → int, int64 → long) is its declaration in TensorFlow's
    # descriptors (porter/proto_fields.py): Java's width choice follows it.
    body = port_body(
        "GraphDef g = null; Ops tf = Ops.create();"
        " tf.constant(g.getVersions().getProducer());"
        ' tf.constant(g.getNode(0).getAttrMap().get("x").getI());'
    )
    assert body == (
        "g = None\ntf = Ops.create()\n"
        "tf.constant(g.versions.producer)\n"
        'tf.constant(np.int64(g.node[0].attr.get("x").i))'
    )


def test_binding_methods_that_return_protobuf_messages_and_optionals() -> None:
    body = port_body(
        "Graph g = new Graph(); int n = g.toGraphDef().getNodeCount(); Session s = null;"
        " Optional<RunMetadata> md = s.runner().runAndFetchMetadata().getMetadata();"
        " boolean b = md.isPresent(); var st = md.get().getStepStats();"
    )
    assert body == (
        "g = Graph()\nn = len(g.toGraphDef().node)\ns = None\n"
        "md = s.runner().runAndFetchMetadata().getMetadata()\n"
        "b = (md is not None)\nst = optionalGet(md).step_stats"
    )


def test_ports_of_one_package_may_import_each_other() -> None:
    # A base class is imported first; a class only used in methods after the classes, so that
    # B's port (which imports A for its base) can import A's while A's imports B's.
    from porter.declarations import port_source

    java = """
        package p;
        class A extends Base {
          static A create() { return new B(); }
        }
        """
    source = port_source(textwrap.dedent(java).encode(), "A.java", {"B", "Base"}).source
    head, tail = source.split("class A(Base):")
    assert "from Base import Base" in head and "from B import B" not in head
    assert tail.rstrip().endswith("from B import B")


def test_a_subclass_of_this_file_is_imported_where_it_is_used() -> None:
    # B extends A: B's port imports A's first, for its base class; A's port, in the middle of
    # that import, cannot import B's yet, so it imports it in the function that uses it.
    from porter.declarations import port_source, scan

    a = (
        b"package p;\nclass A {\n  static A create() { return new B(); }\n"
        b"  static C c() { return new C(); }\n}\n"
    )
    b = b"package p;\nclass B extends A {}\n"
    c = b"package p;\nclass C {}\n"
    external = {**scan(b, "B.java"), **scan(c, "C.java")}
    source = port_source(a, "A.java", {"B", "C"}, external=external).source
    assert "def create():\n        from B import B\n        return B()" in source
    # A class of the package that does not extend A's stays a late import at the end.
    assert source.rstrip().endswith("from C import C")
    assert source.count("from B import B") == 1


def test_a_ported_autocloseable_is_a_context_manager() -> None:
    source, _ = port_file(
        """
        class S implements AutoCloseable {
          boolean closed;
          public void close() { closed = true; }
        }
        """
    )
    assert "class S(AutoCloseable):" in source
    namespace: dict[str, object] = {}
    exec(compile(source, "A.py", "exec"), namespace)  # noqa: S102 - the port under test
    with namespace["S"]() as s:  # type: ignore[operator]
        assert not s.closed
    assert s.closed


def test_a_type_parameter_return_is_the_type_argument() -> None:
    # SparseTensor<TFloat64>.values() is a TFloat64: tf.constant(tensor), no width to pick.
    body = port_body(
        "SparseTensor<TFloat64> st = null; Ops tf = Ops.create(); var c = tf.constant(st.values());"
    )
    assert body == "st = None\ntf = Ops.create()\nc = tf.constant(st.values())"
    _, report = port_file(
        """
        import org.tensorflow.SparseTensor;
        import org.tensorflow.op.Ops;
        class A { void m(SparseTensor st) { Ops.create().constant(st.values()); } }
        """
    )
    assert not report.methods[0].translated  # type: ignore[attr-defined]  # raw: T is unknown


def test_overloads_keep_one_name_across_a_class_hierarchy() -> None:
    # The base declares both overloads, the subclass overrides one: each overload has the same
    # Python name in both, and a call through the base type picks Java's overload.
    source, _ = port_file(
        """
        abstract class Base {
          abstract String eval(float x);
          String eval(float[] xs) { return "array"; }
        }
        class Impl extends Base {
          String eval(float x) { return "scalar"; }
        }
        class User {
          String m() { Base b = new Impl(); float[] xs = {1f}; return b.eval(xs) + b.eval(2f); }
        }
        """
    )
    assert "def eval_float(self, x):" in source and "def eval_floatArray(self, xs):" in source
    namespace: dict[str, object] = {}
    exec(compile(source, "A.py", "exec"), namespace)  # noqa: S102 - the port under test
    assert namespace["User"]().m() == "arrayscalar"  # type: ignore[operator]


def test_overloads_of_library_types() -> None:
    # Java relates imglib2's Img and RandomAccessibleInterval (the porter does not): the
    # method taking the argument's own type is the most specific one. A binding class is
    # never a third-party library's type, so shape(Tensor) is the one for a Tensor.
    source, report = port_file(
        """
        import net.imglib2.Dimensions;
        import net.imglib2.RandomAccessibleInterval;
        import net.imglib2.img.Img;
        import org.tensorflow.Tensor;
        class A {
          static String reverse(Img<?> image) { return "img"; }
          static String reverse(RandomAccessibleInterval<?> image) { return "rai"; }
          static long[] shape(Dimensions image) { return null; }
          static long[] shape(Tensor tensor) { return tensor.shape().asArray(); }
          static String m(Img<?> a, RandomAccessibleInterval<?> b, Tensor t) {
            return reverse(a) + reverse(b) + shape(t).length;
          }
        }
        """
    )
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]
    assert "A.reverse_Img(a) + A.reverse_RandomAccessibleInterval(b)" in source
    assert "len(A.shape_Tensor(t))" in source


def test_overload_phases_and_reference_types() -> None:
    # Widening before boxing; String takes only a String; reference arrays are covariant;
    # a binding class picks the overload its hierarchy fits (Constant is an Operand).
    source, report = port_file(
        """
        import org.tensorflow.Operand;
        import org.tensorflow.op.Ops;
        class A {
          void f(long x) {}
          void f(Integer x) {}
          void f(String s) {}
          void f(Number[] xs) {}
          void f(Operand<?> o) {}
          void m(Ops tf) {
            f(1); Integer b = 2; f(b); f("s"); Integer[] xs = {1}; f(xs); f(tf.constant(1));
          }
        }
        """
    )
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]
    assert (
        'self.f_long(1)\n        b = 2\n        self.f_Integer(b)\n        self.f_String("s")'
        in source
    )
    assert "self.f_NumberArray(xs)" in source and "self.f_Operand(tf.constant(1))" in source


def test_atomic_long_is_its_own_64_bit_counter() -> None:
    source, _ = port_file(
        """
        import java.util.concurrent.atomic.AtomicLong;
        class A { long m() { AtomicLong a = new AtomicLong(); return a.getAndIncrement() / 2; } }
        """
    )
    assert "a = AtomicLong()\n        return idiv(a.getAndIncrement(), 2)" in source


def test_assert_equals_of_a_char_and_an_int_compares_codes() -> None:
    # javac picks assertEquals(int, int) for ('H', in.read()): the char widens to its code
    body = port_body(
        'String s = "Hi"; int r = s.length(); assertEquals(s.charAt(0), 72);'
        " assertEquals(105, s.charAt(r - 1)); assertEquals('H', s.charAt(0));"
    )
    assert body.splitlines()[2:] == [
        "assertEquals(ord(s[0]), 72)",
        "assertEquals(105, ord(s[stringIndex(s, r - 1)]))",
        'assertEquals("H", s[0])',
    ]


def test_a_lists_sequenced_methods_are_a_deques() -> None:
    # Java 21's List.removeFirst/addLast/getFirst (no JDK 17 program can show them): the same
    # functions as LinkedList's and ArrayDeque's (program QueuesAndIterators), which raise
    # NoSuchElementException on an empty list, typed as the list's elements
    body = port_body(
        "List<Integer> a = new ArrayList<>(); a.addFirst(1); a.addLast(2);"
        " int f = a.removeFirst() / 2; int l = a.getLast() / 2;"
    )
    assert body == (
        "a = []\njcollections.deque_addFirst(a, 1)\njcollections.deque_addLast(a, 2)\n"
        "f = idiv(jcollections.deque_removeFirst(a), 2)\n"
        "l = idiv(jcollections.deque_getLast(a), 2)"
    )


def test_for_each_indexed_coordinates_are_a_long_array() -> None:
    body = port_body(
        "Ops tf = Ops.create(); int[] sums = new int[2];"
        " tf.constant(1).asTensor().scalars()"
        ".forEachIndexed((idx, f) -> { sums[(int) idx[0]] += f.getInt(); });"
        " float m = Float.MIN_VALUE;"
    )
    assert body == (
        "tf = Ops.create()\nsums = np.zeros(2, dtype=np.int32)\n"
        "def _lambda1(idx, f):\n"
        "    sums[arrayIndex(sums, idx[0])] += f.getInt()\n"
        "tf.constant(1).asTensor().scalars().forEachIndexed(_lambda1)\n"
        "m = 1.401298464324817e-45"
    )


def test_lambda_parameters_take_the_binding_functional_parameter_types() -> None:
    # NdArray<String>.scalars() yields views of NdArray<String>; the binding declares
    # forEachIndexed's consumer as Callable[[list[int], E], ...]: `s` is an NdArray<String>,
    # s.getObject() a String, and String.getBytes the JDK rule.
    source, report = port_file(
        """
        import org.tensorflow.ndarray.NdArray;
        import org.tensorflow.ndarray.NdArrays;
        import org.tensorflow.ndarray.Shape;
        class A {
          void m() {
            NdArray<String> matrix = NdArrays.ofObjects(String.class, Shape.of(2));
            matrix.scalars().forEachIndexed((i, s) -> s.getObject().getBytes("UTF-8"));
          }
        }
        """
    )
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]
    assert (
        'matrix.scalars().forEachIndexed(lambda i, s: getBytes(s.getObject(), "UTF-8"))' in source
    )


def test_a_files_walk_cleanup_is_a_stream_of_paths() -> None:
    source, report = port_file(
        """
        import java.io.File;
        import java.nio.file.Files;
        import java.nio.file.Path;
        import java.util.Comparator;
        class A {
          void m(Path dir) throws Exception {
            Files.walk(dir).sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            long n = Files.walk(dir).filter(p -> p.toFile().exists()).count();
          }
        }
        """
    )
    assert all(m.translated for m in report.methods)  # type: ignore[attr-defined]
    # Path::toFile makes a java.io.File (porter.javalib's), whose own delete() File::delete calls.
    assert (
        "files.walk(dir_).sorted(reverseOrder()).map(lambda x: files.File(x))"
        ".forEach(lambda x, *a: x.delete(*a))" in source
    )
    assert "n = files.walk(dir_).filter(lambda p: files.File(p).exists()).count()" in source


def test_a_primitive_array_with_a_null_row_is_a_list_of_rows() -> None:
    # numpy has no null row: an array the method stores a null row in is a list of numpy rows.
    body = port_body(
        "byte[][][] a = new byte[2][2][2]; a[1] = null; int[][] m = new int[2][3]; m[0][1] = 4;"
    )
    assert body == (
        "a = [np.zeros((2, 2), dtype=np.int8) for _ in range(2)]\n"
        "a[1] = None\n"
        "m = np.zeros((2, 3), dtype=np.int32)\nm[0][1] = 4"
    )
    # Without the null store, and in another method, it stays a numpy array.
    assert port_body("byte[][] b = new byte[2][2];") == "b = np.zeros((2, 2), dtype=np.int8)"


def test_ndarray_buffers_java_nio_and_short_widths() -> None:
    """``java.nio`` buffers are porter.javalib.nio's; a ``short`` argument of a
    heap factory picks Java's short overload (numpy ``int16``), as a ``double[]`` given to
    ``RawDataBufferFactory.create`` picks its double buffer; JUnit 5's
    ``assertIterableEquals`` is JUnit's; ``java.nio``'s exceptions, named in full or not, are
    the binding's spelling of them."""
    source, _ = port_file(
        """
        package org.tensorflow.example;

        import static org.junit.jupiter.api.Assertions.assertIterableEquals;
        import static org.junit.jupiter.api.Assertions.assertThrows;

        import java.nio.BufferUnderflowException;
        import java.nio.IntBuffer;
        import java.util.List;
        import org.tensorflow.ndarray.NdArrays;
        import org.tensorflow.ndarray.buffer.DataBuffers;
        import org.tensorflow.ndarray.impl.buffer.raw.RawDataBufferFactory;

        class A {
          void m() {
            int[] values = {1, 2};
            var wrapped = DataBuffers.of(IntBuffer.wrap(values));
            var zeros = IntBuffer.allocate(3);
            short s = 2;
            var shorts = NdArrays.vectorOf(s, (short) 3);
            var doubles = RawDataBufferFactory.create(new double[] {1, 16}, true);
            assertIterableEquals(List.of(1, 2), wrapped);
            assertThrows(java.nio.ReadOnlyBufferException.class, () -> doubles.setDouble(0, 0));
            try {
              wrapped.read(new int[3]);
            } catch (BufferUnderflowException e) {
            }
          }
        }
        """
    )
    assert "wrapped = DataBuffers.of(nio.IntBuffer.wrap(values))" in source
    assert "zeros = nio.IntBuffer.allocate(3)" in source
    assert "shorts = NdArrays.vectorOf(np.int16(s), np.int16(3))" in source
    assert "RawDataBufferFactory.create(np.array([1.0, 16.0], dtype=np.float64), True)" in source
    assert "from porter.junit import assertIterableEquals, assertThrows" in source
    assert "assertThrows(RuntimeError, lambda: doubles.setDouble(0, 0))" in source
    assert "except ValueError:" in source


def test_ndarray_streams_are_java_streams() -> None:
    """The binding's ``streamOfInts()``... are Python iterators; Java's are streams, whose
    methods the port calls on porter.javalib's stream over the iterator."""
    source, _ = port_file(
        """
        package org.tensorflow.example;

        import org.tensorflow.ndarray.IntNdArray;
        import org.tensorflow.ndarray.NdArrays;

        class A {
          int[] m() {
            IntNdArray v = NdArrays.vectorOf(1, 2, 3);
            long total = v.streamOfLongs().sum();
            return v.streamOfInts().toArray();
          }
        }
        """
    )
    assert "total = streams.LongStream(v.streamOfLongs()).sum()" in source
    assert "return streams.IntStream(v.streamOfInts()).toArray()" in source


def test_protobuf_classes_of_older_packages_and_builders() -> None:
    # TensorFlow 1.x's org.tensorflow.framework: getters typed by TensorFlow's descriptors
    # (a map of TensorInfo, a repeated Dim, an enum), a builder in a variable changed in place,
    # an unbuilt builder passed to a setter, a map's put.
    source, _ = port_file(
        """
        import org.tensorflow.framework.ConfigProto;
        import org.tensorflow.framework.GPUOptions;
        import org.tensorflow.framework.SignatureDef;
        class A {
          long m(SignatureDef sig) {
            ConfigProto.Builder b = ConfigProto.newBuilder();
            b.setAllowSoftPlacement(true).putDeviceCount("GPU", 0);
            ConfigProto c = ConfigProto.newBuilder()
                .setGpuOptions(GPUOptions.newBuilder().setAllowGrowth(true)).build();
            System.out.println(sig.getInputsMap().get("x").getDtype());
            return sig.getInputsOrThrow("x").getTensorShape().getDim(0).getSize();
          }
        }
        """
    )
    assert "PORTER" not in source, source
    assert "from org.tensorflow.framework import ConfigProto, GPUOptions" in source
    for line in (
        "b = ConfigProto()",
        'protobuf.put(protobuf.set(b, "allow_soft_placement", True), "device_count", "GPU", 0)',
        "c = ConfigProto(gpu_options=GPUOptions(allow_growth=True))",
        'SystemOut.println(protobuf.enumField(sig.inputs.get("x"), "dtype"))',
        'return protobuf.getOrThrow(sig.inputs, "x").tensor_shape.dim[0].size',
    ):
        assert line in source, source


def test_method_references_dispatch_on_the_receiver() -> None:
    """``Tensor::close`` closes each tensor by its own class's close (the binding's Tensor
    is abstract); ``Shape::of`` stays the static method; a program class's instance method
    reference calls the receiver's override."""
    assert port_body("Consumer<Tensor> c = Tensor::close;") == (
        'c = methodReference(Tensor, "close")'
    )
    assert port_body("Function<A, Integer> f = A::count;", members="int count() { return 1; }") == (
        "f = lambda x, *a: x.count(*a)"
    )


def test_length_of_an_array_the_binding_gives_as_a_list() -> None:
    """``shape.asArray()`` is a Java ``long[]`` (a list in the binding): its length is len()."""
    assert port_body("Shape s = Shape.of(2); int n = s.asArray().length;") == (
        "s = Shape.of(2)\nn = len(s.asArray())"
    )


def test_a_lambda_takes_the_functional_parameter_of_the_programs_method() -> None:
    """A lambda given to a method of the program, qualified or not and beside other
    arguments, is typed by that parameter (a JDK ``Function`` of a ``Map`` here): the map's
    ``keySet()`` ports."""
    method = (
        "static <R> R extract(List<String> ops, java.util.function.Function<Map<String, "
        "Integer>, R> fn) { return fn.apply(null); }"
    )
    for call in ("A.extract", "extract"):
        assert port_body(
            f"Object r = {call}(new ArrayList<String>(), m -> m.keySet().size());", members=method
        ) == ("r = A.extract([], lambda m: len(m.keys()))")


def test_a_binding_methods_functional_parameter_is_read_from_its_overload_stubs() -> None:
    # TFloat32.tensorOf(shape, dataInit): the @overload stub says Callable[[Self], object], so a
    # lambda among several arguments gets the receiver's type for its parameter.
    from porter import surface
    from porter.jtypes import JType

    assert surface.lambda_params(JType("TFloat32"), "tensorOf") == [JType("TFloat32")]


def test_overloads_told_apart_by_closed_classes() -> None:
    # A protobuf message is no binding class and the reverse; a DataType is no Class<?>; a
    # project class that extends only the project's classes is none of its other classes.
    source, _ = port_file(
        """
        import org.tensorflow.DataType;
        import org.tensorflow.SavedModelBundle;
        import org.tensorflow.proto.MetaGraphDef;
        class Info {
          interface Extract { int apply(String s); }
          interface Feature { int size(); }
          static class Plain implements Feature { public int size() { return 1; } }
          static String info(MetaGraphDef m) { return "message"; }
          static String info(SavedModelBundle b) { return "bundle"; }
          static String kind(String name, DataType t) { return "dtype"; }
          static String kind(String name, Class<?> c) { return "class"; }
          static String take(Extract e) { return "extract"; }
          static String take(Feature f) { return "feature"; }
          static String all(SavedModelBundle b, Plain p) {
            MetaGraphDef m = MetaGraphDef.parseFrom(new byte[0]);
            return info(m) + info(b) + kind("x", DataType.FLOAT) + kind("y", String.class)
                + take(p) + take(s -> s.length());
          }
        }
        """
    )
    assert "Info.info_MetaGraphDef(m)" in source and "Info.info_SavedModelBundle(b)" in source
    assert 'Info.kind_String_DataType("x", DataType.FLOAT)' in source
    assert 'Info.kind_String_Class("y", str)' in source
    assert "Info.take_Feature(p)" in source
    assert "Info.take_Extract(implement(Info.Extract" in source
    assert "PORTER" not in source
