import java.util.StringJoiner;
import java.util.List;
import java.util.stream.Collectors;

public class StringJoiners {
    public static void main(String[] args) {
        StringJoiner plain = new StringJoiner(", ");
        System.out.println("empty plain: [" + plain + "] length " + plain.length());
        plain.add("a").add("b");
        plain.add("c");
        System.out.println(plain.toString() + " length " + plain.length());

        StringJoiner wrapped = new StringJoiner("|", "{", "}");
        System.out.println("empty wrapped: " + wrapped + " length " + wrapped.length());
        wrapped.setEmptyValue("EMPTY");
        System.out.println("with empty value: " + wrapped + " length " + wrapped.length());
        wrapped.add("x");
        System.out.println(wrapped);
        wrapped.add("").add("y");
        System.out.println(wrapped + " " + wrapped.length());

        StringJoiner other = new StringJoiner("-", "<", ">");
        other.add("1").add("2");
        wrapped.merge(other);
        System.out.println("merged: " + wrapped);
        StringJoiner none = new StringJoiner("-", "<", ">");
        wrapped.merge(none);
        System.out.println("merged empty: " + wrapped);

        StringJoiner target = new StringJoiner("/", "[", "]");
        target.setEmptyValue("nothing");
        target.merge(other);
        System.out.println("merge into empty: " + target);

        StringJoiner withEmptyAdded = new StringJoiner(",", "(", ")");
        withEmptyAdded.setEmptyValue("none");
        withEmptyAdded.add("");
        System.out.println("added empty string: " + withEmptyAdded + " length " + withEmptyAdded.length());

        CharSequence cs = "seq";
        StringJoiner fromSeq = new StringJoiner(cs);
        for (String s : List.of("p", "q", "r")) {
            fromSeq.add(s);
        }
        String result = fromSeq.toString();
        System.out.println(result + " " + result.length());
        String collected = List.of("u", "v").stream().collect(Collectors.joining(";", "<", ">"));
        System.out.println(collected);
        StringBuilder sb = new StringBuilder();
        sb.append(plain).append('!');
        System.out.println(sb);
        System.out.println(String.valueOf(other).equals("<1-2>"));
        Object o = other;
        System.out.println(o.toString().length());
        StringJoiner nullAdd = new StringJoiner(",");
        nullAdd.add(null).add("z");
        System.out.println(nullAdd);
    }
}
