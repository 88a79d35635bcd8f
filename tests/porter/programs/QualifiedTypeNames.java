import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class QualifiedTypeNames {
    static class Outer {
        static class Inner {
            final String tag;
            Inner() { this("plain"); }
            Inner(String tag) { this.tag = tag; }
            public String toString() { return "Inner(" + tag + ")"; }
        }
        static class Box<T> {
            final T value;
            Box(T value) { this.value = value; }
            T get() { return value; }
        }
    }

    public static void main(String[] args) {
        Outer.Inner a = new Outer.Inner();
        Outer.Inner b = new QualifiedTypeNames.Outer.Inner("full");
        Outer.Box<String> box = new Outer.Box<>("boxed");
        Outer.Box<Integer> typed = new Outer.Box<Integer>(7);
        System.out.println(a + " " + b + " " + box.get() + " " + typed.get());
        System.out.println(Outer.Inner.class.getSimpleName());
        Supplier<Outer.Inner> make = Outer.Inner::new;
        Function<String, Outer.Inner> named = Outer.Inner::new;
        System.out.println(make.get() + " " + named.apply("ref"));
        Supplier<List<String>> lists = ArrayList<String>::new;
        List<String> l = lists.get();
        l.add("x");
        System.out.println(l);
        Map<String, Integer> m = new TreeMap<>();
        m.put("b", 2);
        m.put("a", 1);
        System.out.println(m.entrySet().stream().map(Map.Entry::getKey).collect(Collectors.joining(",")));
        System.out.println(m.entrySet().stream().map(Map.Entry::getValue).mapToInt(Integer::intValue).sum());
        java.util.List<String> names = new java.util.ArrayList<>();
        names.add("q");
        System.out.println(names);
    }
}
