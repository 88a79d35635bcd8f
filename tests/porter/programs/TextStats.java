import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Text statistics: regular expressions (groups, named groups, find loops, replaceAll with a
 * function), word frequencies sorted by count then word, a char histogram, StringBuilder
 * edits, String.format widths, text blocks and the String methods Java 11 added. */
public class TextStats {
    interface Scorer { double score(String word); }

    enum Kind { VOWEL, CONSONANT, OTHER;
        static Kind of(char c) {
            if ("aeiou".indexOf(Character.toLowerCase(c)) >= 0) return VOWEL;
            return Character.isLetter(c) ? CONSONANT : OTHER;
        }
    }

    public static void main(String[] args) {
        String text = """
            The quick brown fox jumps over the lazy dog.
            The dog sleeps; the fox runs! Call 555-1234 or 555-9876 by 2024-05-06.
            """;
        Pattern phone = Pattern.compile("(\\d{3})-(\\d{4})");
        Matcher m = phone.matcher(text);
        List<String> found = new ArrayList<>();
        while (m.find()) found.add(m.group(2) + "@" + m.start());
        System.out.println(found);
        Matcher date = Pattern.compile("(?<y>\\d{4})-(?<mo>\\d{2})-(?<d>\\d{2})").matcher(text);
        if (date.find()) System.out.println(date.group("d") + "/" + date.group("mo") + "/" + date.group("y") + " " + date.groupCount());
        System.out.println(Pattern.compile("\\b(\\w)(\\w*)\\b").matcher("hello big world").replaceAll(r -> r.group(1).toUpperCase() + r.group(2)));
        System.out.println("a1b22c333".replaceAll("[0-9]+", "#") + " " + "x,y;;z".split("[,;]+").length + " " + "AbC".matches("[A-Za-z]+") + " " + Pattern.matches("a.c", "abc"));
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : text.toLowerCase().split("\\W+")) if (!w.isEmpty()) freq.merge(w, 1, Integer::sum);
        List<Map.Entry<String, Integer>> top = new ArrayList<>(freq.entrySet());
        top.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println(top.subList(0, 4));
        Map<Kind, Long> kinds = text.chars().mapToObj(c -> Kind.of((char) c)).collect(Collectors.groupingBy(k -> k, () -> new EnumMap<>(Kind.class), Collectors.counting()));
        System.out.println(kinds);
        Scorer byVowels = w -> w.chars().filter(c -> Kind.of((char) c) == Kind.VOWEL).count() / (double) w.length();
        String best = freq.keySet().stream().max(Comparator.comparingDouble(byVowels::score).thenComparing(Comparator.naturalOrder())).orElseThrow();
        System.out.printf("best %s %.3f%n", best, byVowels.score(best));
        StringBuilder sb = new StringBuilder(text.lines().findFirst().get());
        sb.replace(4, 9, "slow").reverse().setLength(10);
        System.out.println("[" + sb + "] " + sb.length() + " " + sb.lastIndexOf("e"));
        System.out.println(String.format("|%10s|%-10s|%.3s|%5d|%-5d|%05.1f|", "right", "left", "truncate", 42, 42, 3.14159));
        System.out.println("  pad  ".strip() + "|" + "  pad  ".stripLeading() + "|" + " ".isBlank() + "|" + "ab".repeat(2) + "|" + "A-B-C".lines().count() + "|" + String.valueOf((Object) null));
        System.out.println("Hello".chars().sum() + " " + "Hello".codePointAt(1) + " " + "hello".compareTo("help") + " " + "b".compareToIgnoreCase("A") + " " + "Straße".toUpperCase() + " " + "İ".toLowerCase().length());
        char[] cs = "dcba".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + " " + String.valueOf(cs, 1, 2) + " " + "abc".contains("") + " " + "a,b,,".split(",", -1).length + " " + "%d%%".formatted(5));
    }
}
