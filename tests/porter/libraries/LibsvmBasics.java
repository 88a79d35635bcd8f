import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;
import libsvm.svm_print_interface;
import libsvm.svm_problem;

public class LibsvmBasics {
  private static final List<String> log = new ArrayList<>();

  private static svm_node[] nodes(double[] features) {
    svm_node[] x = new svm_node[features.length];
    for (int j = 0; j < features.length; j++) {
      x[j] = new svm_node();
      x[j].index = j + 1;
      x[j].value = features[j];
    }
    return x;
  }

  private static svm_problem problem(double[][] data, double[] labels) {
    svm_problem prob = new svm_problem();
    prob.l = data.length;
    prob.y = new double[prob.l];
    prob.x = new svm_node[prob.l][];
    for (int i = 0; i < prob.l; i++) {
      prob.x[i] = nodes(data[i]);
      prob.y[i] = labels[i];
    }
    return prob;
  }

  private static svm_parameter parameter(int svmType, int kernelType, double gamma) {
    svm_parameter param = new svm_parameter();
    param.svm_type = svmType;
    param.kernel_type = kernelType;
    param.degree = 3;
    param.gamma = gamma;
    param.coef0 = 0;
    param.nu = 0.5;
    param.cache_size = 100;
    param.C = 1;
    param.eps = 1e-3;
    param.p = 0.1;
    param.shrinking = 1;
    param.probability = 0;
    param.nr_weight = 0;
    param.weight_label = new int[0];
    param.weight = new double[0];
    return param;
  }

  private static void describe(svm_model model) {
    int nrClass = svm.svm_get_nr_class(model);
    int[] labels = new int[nrClass];
    svm.svm_get_labels(model, labels);
    System.out.print("type " + svm.svm_get_svm_type(model) + " classes " + nrClass + " labels");
    for (int label : labels) {
      System.out.print(" " + label);
    }
    System.out.println(" total SV " + model.l + " = " + svm.svm_get_nr_sv(model));
    System.out.print("rho");
    for (double r : model.rho) {
      System.out.print(" " + r);
    }
    System.out.println();
    for (int i = 0; i < model.l; i++) {
      StringBuilder line = new StringBuilder("SV");
      for (int k = 0; k < nrClass - 1; k++) {
        line.append(" ").append(model.sv_coef[k][i]);
      }
      for (svm_node node : model.SV[i]) {
        line.append(" ").append(node.index).append(':').append(node.value);
      }
      System.out.println(line);
    }
  }

  private static void predictAll(svm_model model, double[][] points) {
    int nrClass = svm.svm_get_nr_class(model);
    double[] decValues = new double[nrClass * (nrClass - 1) / 2];
    for (double[] point : points) {
      double label = svm.svm_predict(model, nodes(point));
      double again = svm.svm_predict_values(model, nodes(point), decValues);
      StringBuilder line = new StringBuilder("predict " + label + " " + (label == again));
      for (double d : decValues) {
        line.append(" ").append(d);
      }
      System.out.println(line);
    }
  }

  public static void main(String[] args) throws IOException {
    svm.svm_set_print_string_function(new svm_print_interface() {
      @Override
      public void print(String s) {
        log.add(s);
      }
    });
    double[][] data = {
      {0.0, 0.1}, {0.2, 0.0}, {0.1, 0.3}, {0.4, 0.2}, {0.3, 0.5},
      {1.0, 0.9}, {0.8, 1.0}, {0.9, 0.7}, {0.6, 0.8}, {0.5, 0.4},
    };
    double[] labels = {1, 1, 1, 1, 1, -1, -1, -1, -1, -1};
    svm_problem prob = problem(data, labels);
    svm_parameter param = parameter(svm_parameter.C_SVC, svm_parameter.RBF, 0.5);
    System.out.println("check " + svm.svm_check_parameter(prob, param));
    param.C = 10;
    svm_model model = svm.svm_train(prob, param);
    for (String s : log) {
      if (s.contains("#iter") || s.startsWith("nSV") || s.startsWith("Total")) {
        System.out.print(s);
      }
    }
    System.out.println("logged " + !log.isEmpty());
    int[] indices = new int[model.l];
    svm.svm_get_sv_indices(model, indices);
    System.out.print("SV indices");
    for (int index : indices) {
      System.out.print(" " + index);
    }
    System.out.println(" same param " + (model.param == param) + " shared SV "
        + (model.SV[0] == prob.x[indices[0] - 1]));
    describe(model);
    double[][] tests = {{0.1, 0.1}, {0.9, 0.9}, {0.5, 0.5}, {0.45, 0.6}};
    predictAll(model, tests);

    svm.svm_save_model("two.model", model);
    for (String line : Files.readAllLines(Paths.get("two.model"))) {
      System.out.println("| " + line);
    }
    svm_model loaded = svm.svm_load_model("two.model");
    describe(loaded);
    predictAll(loaded, tests);
    svm_model read = svm.svm_load_model(new BufferedReader(new FileReader("two.model")));
    System.out.println("read " + read.l + " " + svm.svm_predict(read, nodes(tests[1])));

    // three classes, a linear kernel, one-against-one decision values
    double[][] three = {
      {0, 0}, {0.2, 0.1}, {0.1, 0.2}, {2, 2}, {2.1, 1.9}, {1.9, 2.2}, {0, 2}, {0.1, 2.1}, {0.2, 1.8},
    };
    double[] threeLabels = {3, 3, 3, 1, 1, 1, 2, 2, 2};
    svm_problem prob3 = problem(three, threeLabels);
    svm_parameter linear = parameter(svm_parameter.C_SVC, svm_parameter.LINEAR, 0);
    svm_model model3 = svm.svm_train(prob3, linear);
    describe(model3);
    predictAll(model3, new double[][] {{0.1, 0.1}, {2, 2}, {0, 1.9}, {1, 1}});

    // cross validation: well separated clusters, so every fold split predicts all
    double[] target = new double[prob3.l];
    svm.svm_cross_validation(prob3, linear, 3, target);
    int correct = 0;
    for (int i = 0; i < prob3.l; i++) {
      if (target[i] == prob3.y[i]) {
        correct++;
      }
    }
    System.out.println("cross validation " + correct + "/" + prob3.l);

    // probability estimates (Platt scaling on shuffled folds): the label and the sum
    linear.probability = 1;
    svm_model probModel = svm.svm_train(prob3, linear);
    System.out.println("probability model " + svm.svm_check_probability_model(probModel)
        + " " + svm.svm_check_probability_model(model3));
    double[] estimates = new double[3];
    double label = svm.svm_predict_probability(probModel, nodes(new double[] {2, 2.1}), estimates);
    double sum = estimates[0] + estimates[1] + estimates[2];
    int best = 0;
    for (int i = 1; i < 3; i++) {
      if (estimates[i] > estimates[best]) {
        best = i;
      }
    }
    System.out.println("probability label " + label + " best " + probModel.label[best]
        + " sums to one " + (Math.abs(sum - 1) < 1e-9));

    // regression
    double[][] xs = {{0}, {0.25}, {0.5}, {0.75}, {1}};
    double[] ys = {1, 1.5, 2, 2.5, 3};
    svm_parameter svr = parameter(svm_parameter.EPSILON_SVR, svm_parameter.LINEAR, 0);
    svr.C = 100;
    svm_model regression = svm.svm_train(problem(xs, ys), svr);
    System.out.println("svr " + svm.svm_predict(regression, nodes(new double[] {0.6})));
    describe(regression);

    // parameters libsvm refuses
    svm_parameter bad = parameter(svm_parameter.C_SVC, svm_parameter.RBF, -1);
    System.out.println("check " + svm.svm_check_parameter(prob, bad));
    bad.gamma = 1;
    bad.C = 0;
    System.out.println("check " + svm.svm_check_parameter(prob, bad));
    bad = parameter(svm_parameter.NU_SVC, svm_parameter.RBF, 1);
    bad.nu = 0.9;
    svm_problem uneven = problem(new double[][] {{0}, {1}, {2}, {3}}, new double[] {1, 2, 2, 2});
    System.out.println("check " + svm.svm_check_parameter(uneven, bad));
    bad.svm_type = 7;
    System.out.println("check " + svm.svm_check_parameter(uneven, bad));
    svm.svm_set_print_string_function(s -> { });
    svm.svm_train(uneven, parameter(svm_parameter.C_SVC, svm_parameter.RBF, 1));
    System.out.println("log lines " + (log.size() > 0));
    svm_print_interface counter = s -> log.add("counted " + s.trim());
    counter.print(" x\n");
    System.out.println(log.get(log.size() - 1));
  }
}
