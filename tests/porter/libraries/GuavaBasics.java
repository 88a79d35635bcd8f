import com.google.common.base.Charsets;
import com.google.common.base.Joiner;
import com.google.common.base.Optional;
import com.google.common.base.Preconditions;
import com.google.common.base.Splitter;
import com.google.common.base.Stopwatch;
import com.google.common.base.Strings;
import com.google.common.collect.BiMap;
import com.google.common.collect.HashBiMap;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Lists;
import com.google.common.collect.Maps;
import com.google.common.collect.Sets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/** Guava's everyday classes, as programs around TensorFlow Java use them. */
public class GuavaBasics {
  static int scale(int value, int factor) {
    Preconditions.checkArgument(factor > 0, "factor must be positive but was %s", factor);
    return value * factor;
  }

  static String label(String name) {
    return Preconditions.checkNotNull(name, "no label for index %s of %s", 3, "labels.txt");
  }

  public static void main(String[] args) {
    List<String> labels = Lists.newArrayList("cat", "dog");
    labels.add("bird");
    System.out.println(labels + " " + labels.size());
    List<Integer> copy = Lists.newArrayList(Arrays.asList(3, 1, 2));
    System.out.println(copy);
    List<float[]> batches = Lists.newArrayListWithCapacity(4);
    batches.add(new float[] {1f, 2f});
    System.out.println(batches.size() + " " + batches.get(0)[1]);
    System.out.println(Lists.reverse(copy) + " " + Lists.partition(labels, 2));

    Map<String, Integer> counts = Maps.newHashMap();
    counts.put("cat", 2);
    counts.put("cat", counts.get("cat") + 1);
    System.out.println(counts.get("cat") + " " + counts.containsKey("dog"));
    Map<String, Float> ordered = Maps.newLinkedHashMap();
    ordered.put("b", 0.5f);
    ordered.put("a", 0.25f);
    System.out.println(ordered);

    Set<String> seen = Sets.newHashSet("x", "x", "y");
    System.out.println(seen.size() + " " + seen.contains("y"));
    Set<Integer> firstSeen = Sets.newLinkedHashSet(Arrays.asList(5, 3, 5, 1));
    System.out.println(firstSeen);

    ImmutableList<String> classes = ImmutableList.of("background", "person", "car");
    System.out.println(classes.get(1) + " " + classes.size() + " " + classes);
    ImmutableList<String> built =
        ImmutableList.<String>builder().add("a").add("b", "c").addAll(labels).build();
    System.out.println(built);
    ImmutableMap<String, Integer> ids = ImmutableMap.of("one", 1, "two", 2);
    System.out.println(ids + " " + ids.get("two"));
    ImmutableMap<String, Integer> more =
        ImmutableMap.<String, Integer>builder().put("z", 26).putAll(ids).build();
    System.out.println(more);
    ImmutableSet<String> tags = ImmutableSet.of("b", "a", "b");
    System.out.println(tags + " " + tags.contains("a"));
    System.out.println(ImmutableSet.copyOf(labels));
    try {
      classes.add("truck");
    } catch (UnsupportedOperationException e) {
      System.out.println("immutable");
    }
    try {
      ImmutableMap.of("k", 1, "k", 2);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }

    System.out.println(scale(3, 2));
    try {
      scale(3, -1);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      Preconditions.checkArgument(false);
    } catch (IllegalArgumentException e) {
      System.out.println("failed with no message");
    }
    try {
      Preconditions.checkState(labels.isEmpty(), "%s labels left, extra %s", labels.size(), "x", 7);
    } catch (IllegalStateException e) {
      System.out.println(e.getMessage());
    }
    System.out.println(label("person"));
    try {
      label(null);
    } catch (NullPointerException e) {
      System.out.println(e.getMessage());
    }
    try {
      Preconditions.checkElementIndex(5, 3);
    } catch (IndexOutOfBoundsException e) {
      System.out.println(e.getMessage());
    }

    System.out.println(Strings.isNullOrEmpty("") + " " + Strings.isNullOrEmpty(null)
        + " " + Strings.isNullOrEmpty("a"));
    System.out.println(Strings.padStart("7", 3, '0') + " " + Strings.padEnd("ab", 4, '.')
        + " " + Strings.repeat("=-", 3) + " [" + Strings.nullToEmpty(null) + "]");

    System.out.println(Joiner.on(", ").join(labels));
    System.out.println(Joiner.on('|').skipNulls().join("a", null, "b"));
    System.out.println(Joiner.on("-").useForNull("?").join(Arrays.asList(1, null, 3)));
    System.out.println(Joiner.on(", ").withKeyValueSeparator("=").join(ordered));
    try {
      Joiner.on(",").join(Arrays.asList("a", null));
    } catch (NullPointerException e) {
      System.out.println("null part");
    }

    List<String> parts = Splitter.on(',').trimResults().omitEmptyStrings().splitToList(" a, b ,, c ,");
    System.out.println(parts + " " + parts.size());
    for (String p : Splitter.on("::").split("x::y::")) {
      System.out.println("[" + p + "]");
    }
    System.out.println(Splitter.on(',').limit(3).trimResults().splitToList(" a , b , c , d "));
    System.out.println(Splitter.onPattern("\\s+").splitToList("1 2\t3"));
    System.out.println(Splitter.fixedLength(3).splitToList("abcdefgh"));
    System.out.println(Splitter.on(';').withKeyValueSeparator('=').split("lr=0.1;epochs=5"));

    byte[] utf8 = "héllo".getBytes(Charsets.UTF_8);
    System.out.println(utf8.length + " " + new String(utf8, Charsets.UTF_8));

    Stopwatch watch = Stopwatch.createStarted();
    System.out.println(watch.isRunning());
    watch.stop();
    System.out.println(watch.isRunning() + " " + (watch.elapsed(TimeUnit.MILLISECONDS) >= 0));

    BiMap<String, Integer> index = HashBiMap.create();
    index.put("cat", 0);
    index.put("dog", 1);
    index.put("cat", 2);
    System.out.println(index.get("cat") + " " + index.inverse().get(1) + " " + index.size()
        + " " + index.inverse().containsKey(0) + " " + index.inverse().getOrDefault(7, "none"));
    try {
      index.put("bird", 1);
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    index.forcePut("bird", 1);
    System.out.println(index.containsKey("dog") + " " + index.inverse().get(1));

    Optional<String> missing = Optional.fromNullable(null);
    Optional<String> present = Optional.fromNullable("model.pb");
    System.out.println(missing.isPresent() + " " + present.isPresent() + " " + present.get());
  }
}
