public class TextBlocks {
    static final String JSON = """
        {
          "name": "tf",
          "tabs": "a\tb"
        }
        """;

    public static void main(String[] args) {
        System.out.print(JSON);
        String html = """
                  <p>
                    Hello, "world"!
                  </p>""";
        System.out.println(html);
        String joined = """
            one \
            two
            three\s
            end""";
        System.out.println("[" + joined + "]");
        String trailing = """
            spaces here   
              indented
            """;
        System.out.print(trailing.replace(" ", "."));
        String quotes = """
            She said \"""yes\""" and \\ left
            unicode \u0041 octal \101 \r!
            """;
        System.out.print(quotes.replace("\r", "<CR>"));
        String closingLeft = """
                deep
                  deeper
            """;
        System.out.print(closingLeft);
        System.out.println("""
            inline""".length());
        System.out.println("""
            x""" + """
            y
            """.strip());
    }
}
