import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.Assert.assertThat;

import java.util.Arrays;
import java.util.List;
import org.hamcrest.MatcherAssert;
import org.hamcrest.core.IsEqual;

/** JUnit 4's assertThat with Hamcrest's matchers, as the tests of TensorFlow Java programs
 * write them; the failures print Hamcrest's messages. */
public class HamcrestMatchers {
  static void check(String what, Runnable assertion) {
    try {
      assertion.run();
      System.out.println(what + ": ok");
    } catch (AssertionError e) {
      System.out.println(what + ": " + e.getMessage());
    }
  }

  public static void main(String[] args) {
    List<String> labels = Arrays.asList("cat", "dog");
    check("equal", () -> assertThat("output1", equalTo("output1")));
    check("core equal", () -> assertThat(666, IsEqual.equalTo(666)));
    check("float", () -> assertThat(0.3f, equalTo(0.3f)));
    check("is", () -> assertThat(labels.size(), is(2)));
    check("not", () -> assertThat("a", not(equalTo("b"))));
    check("nulls", () -> assertThat(null, nullValue()));
    check("not null", () -> assertThat(labels, notNullValue()));
    check("close", () -> assertThat(0.29999298, closeTo(0.3, 1e-4)));
    check("greater", () -> assertThat(5, greaterThan(3)));
    check("contains", () -> assertThat("giant panda", containsString("panda")));
    check("item", () -> assertThat(labels, hasItem("dog")));
    check("size", () -> assertThat(labels, hasSize(2)));
    check("wrong string", () -> assertThat("label", "cat", equalTo("dog")));
    check("wrong number", () -> assertThat(7, equalTo(8)));
    check("wrong is", () -> assertThat("x\ty", is("y")));
    check("reason only", () -> MatcherAssert.assertThat("must hold", 1 > 2));
  }
}
