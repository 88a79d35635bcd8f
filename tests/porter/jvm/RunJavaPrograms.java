import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TimeZone;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Runs many single-file Java programs in one JVM, each as {@code java Name.java} would run it:
 * compiled in memory, loaded by a class loader of its own (its statics are its own), its
 * {@code main} called with no arguments on the main thread, what it prints to standard output
 * kept. The JDK's global settings a program may change (the default locale and time zone, the
 * system properties) are put back after it. For each program {@code Name} of the folder given
 * first, {@code OUT/Name.out} gets its output and {@code OUT/Name.status} "ok", or the
 * compiler's or the program's error.
 *
 * <p>Usage: {@code java RunJavaPrograms.java PROGRAMS_DIR OUT_DIR Name...}
 */
public class RunJavaPrograms {
    /** A program calling System.exit ends there, as its JVM would. */
    static final class Exit extends SecurityException {
        final int status;

        Exit(int status) {
            super("exit " + status);
            this.status = status;
        }
    }

    static final class Source extends SimpleJavaFileObject {
        private final String code;

        Source(String name, String code) {
            super(URI.create("string:///" + name + ".java"), Kind.SOURCE);
            this.code = code;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return code;
        }
    }

    static final class ClassBytes extends SimpleJavaFileObject {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        ClassBytes(String name) {
            super(URI.create("bytes:///" + name.replace('.', '/') + ".class"), Kind.CLASS);
        }

        @Override
        public OutputStream openOutputStream() {
            return bytes;
        }
    }

    static final class Memory extends ForwardingJavaFileManager<StandardJavaFileManager> {
        final Map<String, ClassBytes> classes = new HashMap<>();

        Memory(StandardJavaFileManager files) {
            super(files);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(
                JavaFileManager.Location location, String name, JavaFileObject.Kind kind, FileObject sibling) {
            ClassBytes out = new ClassBytes(name);
            classes.put(name, out);
            return out;
        }
    }

    static final class Loader extends ClassLoader {
        private final Map<String, ClassBytes> classes;

        Loader(Map<String, ClassBytes> classes) {
            super(RunJavaPrograms.class.getClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            ClassBytes found = classes.get(name);
            if (found == null) {
                throw new ClassNotFoundException(name);
            }
            byte[] b = found.bytes.toByteArray();
            return defineClass(name, b, 0, b.length);
        }
    }

    @SuppressWarnings("removal")
    public static void main(String[] args) throws IOException {
        Path programs = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        PrintStream stdout = System.out;
        PrintStream stderr = System.err;
        Locale locale = Locale.getDefault();
        TimeZone zone = TimeZone.getDefault();
        Properties properties = (Properties) System.getProperties().clone();
        System.setSecurityManager(new SecurityManager() {
            @Override
            public void checkExit(int status) {
                throw new Exit(status);
            }

            @Override
            public void checkPermission(java.security.Permission perm) {}

            @Override
            public void checkPermission(java.security.Permission perm, Object context) {}
        });
        for (int k = 2; k < args.length; k++) {
            String name = args[k];
            String status = "ok";
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            String code = Files.readString(programs.resolve(name + ".java"));
            Memory memory = new Memory(javac.getStandardFileManager(null, null, StandardCharsets.UTF_8));
            java.io.StringWriter diagnostics = new java.io.StringWriter();
            boolean compiled = javac.getTask(diagnostics, memory, null, List.of("-proc:none"), null,
                    List.of(new Source(name, code))).call();
            if (!compiled) {
                status = "does not compile:\n" + diagnostics;
            } else {
                PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
                System.setOut(capture);
                System.setErr(new PrintStream(OutputStream.nullOutputStream()));
                try {
                    Class<?> main = new Loader(memory.classes).loadClass(topLevel(memory, name));
                    Method m = main.getMethod("main", String[].class);
                    m.invoke(null, (Object) new String[0]);
                } catch (InvocationTargetException e) {
                    Throwable cause = e.getCause();
                    if (!(cause instanceof Exit) || ((Exit) cause).status != 0) {
                        status = "raised " + cause;
                    }
                } catch (ReflectiveOperationException | RuntimeException e) {
                    status = "cannot run: " + e;
                } finally {
                    System.out.flush();
                    System.setOut(stdout);
                    System.setErr(stderr);
                    Locale.setDefault(locale);
                    TimeZone.setDefault(zone);
                    System.setProperties((Properties) properties.clone());
                }
            }
            Files.write(out.resolve(name + ".out"), printed.toByteArray());
            Files.writeString(out.resolve(name + ".status"), status);
        }
    }

    /** The file's first top-level class, which the source launcher runs (its own name). */
    static String topLevel(Memory memory, String name) {
        List<String> names = new ArrayList<>(memory.classes.keySet());
        return names.contains(name) ? name : names.stream().filter(n -> !n.contains("$")).findFirst().orElse(name);
    }
}
