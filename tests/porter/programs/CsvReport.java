import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.*;
import java.util.stream.*;

/** A CSV report: lines read with a BufferedReader, bad lines caught by their exceptions, sums
 * by region in a TreeMap, counts by month, a PrintWriter report read back, Files.list, a
 * Scanner, LocalDate arithmetic and NoSuchFileException. */
public class CsvReport {
    static final class Row {
        final LocalDate date; final String region; final double amount;
        Row(LocalDate d, String r, double a) { date = d; region = r; amount = a; }
    }

    static Row parse(String line) {
        String[] f = line.split(",");
        if (f.length != 3) throw new IllegalArgumentException("bad line: " + line);
        return new Row(LocalDate.parse(f[0].trim()), f[1].trim(), Double.parseDouble(f[2].trim()));
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("csvreport");
        Path csv = dir.resolve("sales.csv");
        List<String> lines = Arrays.asList(
            "date,region,amount",
            "2024-01-05, north, 120.50",
            "2024-01-17, south, 80",
            "2024-02-02, north, 99.99",
            "oops",
            "2024-02-20, east, 1e3",
            "2024-03-01, south, x12");
        Files.write(csv, lines, StandardCharsets.UTF_8);
        List<Row> rows = new ArrayList<>();
        int bad = 0;
        try (BufferedReader r = Files.newBufferedReader(csv)) {
            String header = r.readLine();
            System.out.println("header: " + header.toUpperCase());
            String line;
            int n = 1;
            while ((line = r.readLine()) != null) {
                n++;
                try {
                    rows.add(parse(line));
                } catch (NumberFormatException e) {
                    bad++;
                    System.out.println("line " + n + ": " + e.getMessage());
                } catch (IllegalArgumentException e) {
                    bad++;
                    System.out.println("line " + n + ": " + e.getMessage());
                }
            }
        }
        System.out.println(rows.size() + " rows, " + bad + " bad");
        Map<String, Double> byRegion = new TreeMap<>();
        for (Row row : rows) byRegion.merge(row.region, row.amount, Double::sum);
        DateTimeFormatter fmt = DateTimeFormatter.ofPattern("MMM yyyy", Locale.US);
        Map<String, Long> byMonth = rows.stream().collect(Collectors.groupingBy(row -> row.date.format(fmt), LinkedHashMap::new, Collectors.counting()));
        Path out = dir.resolve("report.txt");
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out))) {
            byRegion.forEach((k, v) -> w.printf(Locale.US, "%-6s%10.2f%n", k, v));
            w.println("months: " + byMonth);
        }
        for (String l : Files.readAllLines(out)) System.out.println("> " + l);
        System.out.println(out.getFileName() + " " + Files.size(out) + " " + Files.exists(csv) + " " + out.getParent().equals(dir));
        try (Stream<Path> walk = Files.list(dir)) {
            System.out.println(walk.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        Scanner sc = new Scanner("3 4.5 word\nnext line");
        int i = sc.nextInt(); double d = sc.nextDouble(); String w = sc.next(); sc.nextLine();
        System.out.println(i + d + " " + w + " [" + sc.nextLine() + "]");
        StringWriter sw = new StringWriter();
        try (BufferedWriter bw = new BufferedWriter(sw)) { bw.write("a"); bw.newLine(); bw.write("b"); }
        System.out.println(sw.toString().replace(System.lineSeparator(), "|"));
        LocalDate first = rows.get(0).date;
        System.out.println(first.plusDays(30) + " " + first.getDayOfWeek() + " " + first.isBefore(rows.get(1).date) + " " + first.lengthOfMonth());
        Files.delete(csv); Files.delete(out); Files.delete(dir);
        System.out.println(Files.exists(dir));
        try {
            Files.readAllLines(csv);
        } catch (NoSuchFileException e) {
            System.out.println("missing " + e.getMessage().endsWith("sales.csv"));
        }
    }
}
