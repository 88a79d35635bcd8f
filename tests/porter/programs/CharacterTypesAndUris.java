import java.net.URI;
import java.text.Normalizer;

public class CharacterTypesAndUris {
    static String clean(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            int cat = Character.getType(c);
            if (cat == Character.CONTROL || cat == Character.FORMAT) continue;
            if (cat == Character.SPACE_SEPARATOR) out.append(' ');
            else out.append(c);
        }
        return out.toString();
    }

    static String stripAccents(String text) {
        text = Normalizer.normalize(text, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (Character.getType(ch) == Character.NON_SPACING_MARK) continue;
            out.append(ch);
        }
        return out.toString();
    }

    public static void main(String[] args) {
        System.out.println("[" + clean("a\tb\u00a0c\u200bd\u0007e") + "]");
        System.out.println(stripAccents("Ça été déjà naïve"));
        char[] probes = {'A', 'z', '5', ' ', '-', '(', ')', '$', '+', '_', '!', '\u00e9', '\u4e2d', '\u2028'};
        for (char p : probes) System.out.print(Character.getType(p) + " ");
        System.out.println();
        System.out.println(Character.UPPERCASE_LETTER + " " + Character.OTHER_PUNCTUATION + " " + Character.MATH_SYMBOL);
        System.out.println(Normalizer.isNormalized("e\u0301", Normalizer.Form.NFC) + " " + Normalizer.normalize("e\u0301", Normalizer.Form.NFC).length());
        URI u = URI.create("http://example.com:8080/models/a%20b?x=1#top");
        System.out.println(u.getScheme() + " " + u.getHost() + " " + u.getPort() + " " + u.getPath() + " " + u.getQuery() + " " + u.getFragment());
        System.out.println(u);
        URI g = URI.create("gs://bucket/model/dir");
        System.out.println(g.getScheme() + " " + g.getHost() + " " + g.getPath() + " " + g.getPort() + " " + "gs".equalsIgnoreCase(g.getScheme()));
        URI rel = URI.create("models/x");
        System.out.println(rel.getScheme() + " " + rel.isAbsolute() + " " + rel.getPath());
    }
}
