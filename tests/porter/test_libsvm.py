"""Ports of programs that use LIBSVM's Java API (``porter.javalib.libsvm``) against LIBSVM's
C library itself: model files cross between the two (C's ``%.17g`` numbers, the port's Java
ones), the port's predictions are C's to the last bit, and the porter itself never imports
LIBSVM (the ``libsvm`` extra is the ported program's dependency). The program recorded with
LIBSVM's Java sources is ``tests/porter/libraries/LibsvmBasics.java``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.porter.running import port_and_run, run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

# In the style of a project's svm_predict/svm_train (import libsvm.*, a quiet print function
# as a static anonymous class, the problem read from text with a StringTokenizer).
CROSS = """\
import libsvm.*;
import java.io.*;
import java.util.*;

public class Cross {
  private static svm_print_interface svm_print_null = new svm_print_interface() {
    public void print(String s) {}
  };

  private static svm_node[] parse(String line) {
    StringTokenizer st = new StringTokenizer(line, " \\t\\n\\r\\f:");
    int m = st.countTokens() / 2;
    svm_node[] x = new svm_node[m];
    for (int j = 0; j < m; j++) {
      x[j] = new svm_node();
      x[j].index = Integer.parseInt(st.nextToken());
      x[j].value = Double.parseDouble(st.nextToken());
    }
    return x;
  }

  public static void main(String[] args) throws IOException {
    svm.svm_set_print_string_function(svm_print_null);
    String[] points = {"1:0.1 2:0.2", "1:0.9 2:0.8", "1:0.5 2:0.45", "2:0.7"};
    svm_model model = svm.svm_load_model("c.model");
    int nr_class = svm.svm_get_nr_class(model);
    double[] dec = new double[nr_class * (nr_class - 1) / 2];
    for (String p : points) {
      double label = svm.svm_predict_values(model, parse(p), dec);
      System.out.println(label + " " + Arrays.toString(dec));
    }
    svm_problem prob = new svm_problem();
    prob.l = points.length;
    prob.y = new double[] {1, 2, 2, 1};
    prob.x = new svm_node[prob.l][];
    for (int i = 0; i < prob.l; i++) {
      prob.x[i] = parse(points[i]);
    }
    svm_parameter param = new svm_parameter();
    param.svm_type = svm_parameter.C_SVC;
    param.kernel_type = svm_parameter.POLY;
    param.degree = 2;
    param.gamma = 1;
    param.coef0 = 1;
    param.C = 4;
    param.eps = 1e-5;
    param.cache_size = 10;
    param.shrinking = 1;
    svm_model own = svm.svm_train(prob, param);
    svm.svm_save_model("port.model", own);
    for (String p : points) {
      System.out.println(svm.svm_predict(own, parse(p)));
    }
    try {
      svm.svm_save_model("missing/port.model", own);
    } catch (IOException e) {
      System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
    }
    System.out.println(svm.svm_load_model(new BufferedReader(new StringReader("nr_class 2\\nbogus 1\\n"))));
  }
}
"""


def test_models_cross_between_the_port_and_libsvms_c_library(tmp_path: Path) -> None:
    svmutil = pytest.importorskip("libsvm.svmutil", reason="the libsvm extra (libsvm-official)")
    points = [{1: 0.1, 2: 0.2}, {1: 0.9, 2: 0.8}, {1: 0.5, 2: 0.45}, {2: 0.7}]
    y = [1, 1, 2, 2, 3, 3]
    x = [{1: 0.0, 2: 0.1}, {1: 0.2, 2: 0.0}, {1: 1.0, 2: 0.9}, {1: 0.8}, {2: 0.7}, {2: 1.0}]
    c_model = svmutil.svm_train(y, x, "-s 0 -t 2 -g 0.7 -c 3 -q")
    svmutil.svm_save_model(str(tmp_path / "c.model"), c_model)
    labels, _, decisions = svmutil.svm_predict([0] * 4, points, c_model, "-q")
    (tmp_path / "Cross.java").write_text(CROSS)

    printed = port_and_run(tmp_path / "Cross.java", tmp_path).splitlines()

    # C's model file read by the port: C's labels and decision values, to the last bit
    for line, label, decision in zip(printed[:4], labels, decisions, strict=True):
        got_label, values = line.split(" ", 1)
        assert float(got_label) == label
        assert [float(v) for v in values.strip("[]").split(", ")] == decision
    # the port's file (Java's numbers) read by C: the same predictions as the port's
    port_model = svmutil.svm_load_model(str(tmp_path / "port.model"))
    own, _, _ = svmutil.svm_predict([0] * 4, points, port_model, "-q")
    assert [float(v) for v in printed[4:8]] == own
    assert (
        (tmp_path / "port.model")
        .read_text()
        .startswith(
            "svm_type c_svc\nkernel_type polynomial\ndegree 2\ngamma 1.0\ncoef0 1.0\nnr_class 2\n"
        )
    )
    assert printed[8] == "FileNotFoundException: missing/port.model (No such file or directory)"
    assert printed[9] == "null"


def test_porting_a_libsvm_program_needs_no_libsvm(tmp_path: Path) -> None:
    """The porter reads LIBSVM's names from its rules, never importing the binding."""
    source = Path(__file__).parent / "libraries" / "LibsvmBasics.java"
    code = (
        "import sys; from pathlib import Path; from porter.declarations import port_source; "
        f"out = port_source(Path({str(source)!r}).read_bytes(), 'LibsvmBasics.java'); "
        "print('libsvm.svm' in sys.modules)"
    )
    done = run([sys.executable, "-c", code], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "False\n"


LOG = """\
import libsvm.*;

public class Log {
  public static void main(String[] args) {
    svm_problem prob = new svm_problem();
    prob.l = 2;
    prob.y = new double[] {1, -1};
    prob.x = new svm_node[2][1];
    for (int i = 0; i < 2; i++) {
      prob.x[i][0] = new svm_node();
      prob.x[i][0].index = 1;
      prob.x[i][0].value = i;
    }
    svm_parameter param = new svm_parameter();
    param.kernel_type = svm_parameter.LINEAR;
    param.C = 1;
    param.eps = 0.001;
    param.cache_size = 1;
    System.out.println("before");
    svm.svm_train(prob, param);
    System.out.println("after");
  }
}
"""


def test_the_training_log_goes_to_standard_output_by_default(tmp_path: Path) -> None:
    """Without a print function, LIBSVM's log is on the port's standard output, in order with
    the program's own lines; these are the lines Java's LIBSVM 3.37 printed, except its
    "nu = 1.0" and "obj = -1.5, rho = -0.5" (C's printf: "nu = 1.000000"), checked by hand."""
    pytest.importorskip("libsvm.svm", reason="the libsvm extra (libsvm-official)")
    (tmp_path / "Log.java").write_text(LOG)
    printed = port_and_run(tmp_path / "Log.java", tmp_path).splitlines()
    assert printed[0] == "before"
    assert printed[-1] == "after"
    assert "optimization finished, #iter = 1" in printed
    assert "nSV = 2, nBSV = 2" in printed
    assert "Total nSV = 2" in printed
    assert "obj = -1.500000, rho = -0.500000" in printed
