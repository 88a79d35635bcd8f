import java.util.*;

public class IdentityCollections {
    static final class Key {
        final String name;
        Key(String name) { this.name = name; }
        @Override public boolean equals(Object o) { return o instanceof Key && ((Key) o).name.equals(name); }
        @Override public int hashCode() { return name.hashCode(); }
        @Override public String toString() { return "Key(" + name + ")"; }
    }

    public static void main(String[] args) {
        Key a = new Key("x");
        Key b = new Key("x");
        Map<Key, Integer> byEquals = new HashMap<>();
        byEquals.put(a, 1);
        byEquals.put(b, 2);
        Map<Key, Integer> byIdentity = new IdentityHashMap<>();
        byIdentity.put(a, 1);
        byIdentity.put(b, 2);
        System.out.println(byEquals.size() + " " + byIdentity.size());
        System.out.println(byIdentity.get(a) + " " + byIdentity.get(b) + " " + byIdentity.get(new Key("x")));
        System.out.println(byIdentity.containsKey(a) + " " + byIdentity.containsKey(new Key("x")));
        Integer old = byIdentity.put(a, 10);
        System.out.println(old + " " + byIdentity.get(a));
        System.out.println(byIdentity.remove(b) + " " + byIdentity.size() + " " + byIdentity.containsKey(b));
        byIdentity.put(b, 3);
        int total = 0;
        for (Map.Entry<Key, Integer> e : byIdentity.entrySet()) {
            total += e.getValue();
        }
        System.out.println("total " + total);
        System.out.println(byIdentity.getOrDefault(new Key("x"), -1));
        byIdentity.merge(a, 5, Integer::sum);
        System.out.println(byIdentity.get(a));
        byIdentity.computeIfAbsent(new Key("y"), k -> 7);
        System.out.println(byIdentity.size() + " " + byIdentity.isEmpty());

        Set<Key> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        System.out.println(seen.add(a) + " " + seen.add(b) + " " + seen.add(a));
        System.out.println(seen.size() + " " + seen.contains(a) + " " + seen.contains(new Key("x")));
        seen.remove(a);
        System.out.println(seen.size() + " " + seen.contains(a) + " " + seen.contains(b));
        Set<Key> plain = new HashSet<>();
        plain.add(a);
        plain.add(b);
        System.out.println(plain.size());
        Map<String, String> strings = new IdentityHashMap<>();
        String s1 = "k";
        strings.put(s1, "one");
        System.out.println(strings.get(s1) + " " + strings.size());
    }
}
