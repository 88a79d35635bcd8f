"""Rule tables: what JDK, JUnit and Truth members become in Python.

Templates: ``{0}``, ``{1}`` are the translated arguments, ``{args}`` all of them joined,
``{shim:NAME}`` a name from the runtime shim, ``{np}`` numpy, ``{mod:M:NAME}`` a name imported
from module ``M``. A member missing here is untranslatable (a ``# PORTER:`` marker), never
guessed.
"""

from __future__ import annotations

from porter import javalib_rules
from porter.jtypes import BOOLEAN, CHAR, DOUBLE, FLOAT, INT, LONG, STRING, JType

# JUnit 5's sources of a parameterized test's arguments (org.junit.jupiter.params.provider).
JUNIT_SOURCES = (
    "ValueSource",
    "CsvSource",
    "CsvFileSource",
    "MethodSource",
    "EnumSource",
    "NullSource",
    "EmptySource",
    "NullAndEmptySource",
)
# Where a ``{shim:NAME}`` lives: NAME → module. A name not listed is in ``porter.jdk`` (JUnit's
# names are in ``porter.junit``): a new shim module registers its names here.
SHIM_MODULES: dict[str, str] = {
    "unported": "porter.unported",
    "Unported": "porter.unported",
    "unportedValue": "porter.unported",
    "f32": "porter.javalib.floats",
    "missingBase": "porter.unported",
    # JUnit 5's test templates (porter.junit_params)
    **dict.fromkeys(
        ["ParameterizedTest", "RepeatedTest", *JUNIT_SOURCES, "RepetitionInfo", "TestInfo"],
        "porter.junit_params",
    ),
    "TestFactory": "porter.junit_params",
}

# java.lang classes, visible without an import.
JAVA_LANG = frozenset(
    [
        "Object",
        "String",
        "Math",
        "StrictMath",
        "Runtime",
        "System",
        "Integer",
        "Long",
        "Float",
        "Double",
        "Boolean",
        "Byte",
        "Short",
        "Character",
        "Number",
        "Thread",
        "StringBuilder",
        "StringBuffer",
        "Iterable",
        "Runnable",
        "AutoCloseable",
        "Class",
        "ClassLoader",
        "Exception",
        "RuntimeException",
        "Error",
        "Throwable",
        "AssertionError",
        "IllegalArgumentException",
        "IllegalStateException",
        "IndexOutOfBoundsException",
        "ArrayIndexOutOfBoundsException",
        "StringIndexOutOfBoundsException",
        "NullPointerException",
        "UnsupportedOperationException",
        "ClassCastException",
        "NumberFormatException",
        "InterruptedException",
        "Void",
    ]
)

# Exceptions: Java simple name → (the ``except`` spelling, the ``raise`` spelling). Java's
# IllegalArgumentException is ValueError or TypeError by the contract (§9), so catching it
# catches both.
EXCEPTIONS: dict[str, tuple[str, str]] = {
    "Exception": ("Exception", "Exception"),
    "RuntimeException": ("Exception", "RuntimeError"),
    "Throwable": ("BaseException", "Exception"),
    "Error": ("BaseException", "Exception"),
    "AssertionError": ("AssertionError", "AssertionError"),
    "IllegalArgumentException": ("(ValueError, TypeError)", "ValueError"),
    "IllegalStateException": ("RuntimeError", "RuntimeError"),
    # Python's Condition raises RuntimeError on a lock the caller does not hold
    "IllegalMonitorStateException": ("RuntimeError", "RuntimeError"),
    "IndexOutOfBoundsException": ("IndexError", "IndexError"),
    "ArrayIndexOutOfBoundsException": ("IndexError", "IndexError"),
    "StringIndexOutOfBoundsException": ("IndexError", "IndexError"),
    "UnsupportedOperationException": ("NotImplementedError", "NotImplementedError"),
    "NullPointerException": ("(TypeError, AttributeError)", "TypeError"),
    "ClassCastException": ("TypeError", "TypeError"),
    "NumberFormatException": ("ValueError", "ValueError"),
    "IOException": ("OSError", "OSError"),
    "FileNotFoundException": ("FileNotFoundError", "FileNotFoundError"),
    # a refused connection: Python's sockets raise ConnectionRefusedError, a ConnectionError
    "ConnectException": ("ConnectionError", "ConnectionError"),
    # an unknown charset name: Python's codecs raise LookupError
    "UnsupportedEncodingException": ("LookupError", "LookupError"),
    "InterruptedException": ("KeyboardInterrupt", "KeyboardInterrupt"),
    "URISyntaxException": ("ValueError", "ValueError"),
    "MalformedURLException": ("ValueError", "ValueError"),
    "ArithmeticException": ("ArithmeticError", "ArithmeticError"),
    # a missing element: Python's lookups raise LookupError, its iterators StopIteration
    "NoSuchElementException": ("(LookupError, StopIteration)", "LookupError"),
    "MissingResourceException": ("LookupError", "LookupError"),
    # java.nio's, as the binding's buffers raise them: too few values or too little room is a
    # wrong argument, a write to a read-only buffer a wrong state
    "BufferUnderflowException": ("ValueError", "ValueError"),
    "BufferOverflowException": ("ValueError", "ValueError"),
    "ReadOnlyBufferException": ("RuntimeError", "RuntimeError"),
    # java.util.Stack's pop and peek of an empty stack: the port's list raises IndexError
    "EmptyStackException": ("IndexError", "IndexError"),
    # a recursion too deep: Python's RecursionError
    "StackOverflowError": ("RecursionError", "RecursionError"),
    # memory that cannot be had (a too large array or image): Python's MemoryError
    "OutOfMemoryError": ("MemoryError", "MemoryError"),
    # checked exceptions of APIs the port has no source of (java.sql's drivers, java.text's
    # parsers): what the program itself throws, and what its catch clauses name
    "SQLException": ("SQLException", "SQLException"),
    # a native library that does not load (the port's System.loadLibrary has none to load)
    "UnsatisfiedLinkError": ("UnsatisfiedLinkError", "UnsatisfiedLinkError"),
    # a class missing at run time (an optional library): the port never raises it itself
    "NoClassDefFoundError": ("NoClassDefFoundError", "NoClassDefFoundError"),
    "ParseException": ("ParseException", "ParseException"),
    # reflection's (porter.javalib.reflection), object streams' and file systems'
    **{
        n: (n, n)
        for n in (
            "ReflectiveOperationException",
            "ClassNotFoundException",
            "NoSuchMethodException",
            "NoSuchFieldException",
            "IllegalAccessException",
            "InstantiationException",
            "InvocationTargetException",
        )
    },
    "NotSerializableException": ("NotSerializableException", "NotSerializableException"),
    "SecurityException": ("SecurityException", "SecurityException"),
    **{
        n: (n, n)
        for n in (
            "DateTimeException",
            "DateTimeParseException",
            "UnsupportedTemporalTypeException",
        )
    },
    "StreamCorruptedException": ("StreamCorruptedException", "StreamCorruptedException"),
    # java.nio.file's, as Files' methods raise them; caught as Python's file errors too
    "FileSystemException": ("FileSystemException", "FileSystemException"),
    "NoSuchFileException": ("FileNotFoundError", "NoSuchFileException"),
    "FileAlreadyExistsException": ("FileExistsError", "FileAlreadyExistsException"),
    "AccessDeniedException": ("PermissionError", "AccessDeniedException"),
    "NotDirectoryException": ("NotADirectoryError", "NotDirectoryException"),
    "DirectoryNotEmptyException": ("DirectoryNotEmptyException", "DirectoryNotEmptyException"),
    "FileSystemNotFoundException": ("FileSystemNotFoundException", "FileSystemNotFoundException"),
    "FileSystemAlreadyExistsException": (
        "FileSystemAlreadyExistsException",
        "FileSystemAlreadyExistsException",
    ),
}
# The JDK exceptions the port creates as ``porter.javalib.exceptions``'s classes (the raise
# spelling's Python type with Java's message, cause and string form): Java name → class.
EXCEPTION_CLASSES: dict[str, str] = {
    **{n: n for n in EXCEPTIONS if n not in ("Exception", "Throwable", "Error", "AssertionError")},
    "Exception": "JavaException",
    "Throwable": "JavaThrowable",
    "Error": "JavaError",
}
# Lombok's annotations that give a class a ``log`` field (SLF4J's, Log4j's, JUL's or Commons
# Logging's logger; the port's logger serves them all).
LOMBOK_LOGGERS = frozenset(
    ["Slf4j", "XSlf4j", "Log", "Log4j", "Log4j2", "CommonsLog", "JBossLog", "Flogger"]
)
# Catching these in Java does not catch an AssertionError (a Java Error): the port re-raises
# assertion failures first so that ``fail()`` inside the ``try`` still fails the test.
CATCH_NOT_ERRORS = frozenset({"Exception", "RuntimeException"})

# Static calls: (class, method) → template.
STATIC_CALLS: dict[tuple[str, str], str] = {
    ("Arrays", "asList"): "[{args}]",
    ("List", "of"): "[{args}]",
    ("Set", "of"): "{{{args}}}",
    ("Arrays", "equals"): "{shim:arraysEquals}({0}, {1})",
    ("Arrays", "fill"): "{shim:arraysFill}({args})",
    ("Collections", "singletonList"): "[{0}]",
    ("Collections", "singleton"): "{{{0}}}",
    ("Collections", "singletonMap"): "{{{0}: {1}}}",
    ("Collections", "emptyList"): "[]",
    ("Collections", "emptySet"): "set()",
    ("Collections", "emptyMap"): "{{}}",
    ("Collections", "sort"): "{0}.sort()",
    ("Collectors", "toList"): "list",
    ("Collectors", "toSet"): "set",
    ("Math", "abs"): "abs({0})",
    ("Math", "max"): "max({0}, {1})",
    ("Math", "min"): "min({0}, {1})",
    ("Math", "sqrt"): "{mod:math:sqrt}({0})",
    ("Math", "exp"): "{mod:math:exp}({0})",
    ("Math", "log"): "{mod:math:log}({0})",
    ("Math", "pow"): "{mod:math:pow}({0}, {1})",
    ("System", "gc"): "{mod:gc:collect}()",
    ("System", "nanoTime"): "{mod:time:perf_counter_ns}()",
    ("System", "mapLibraryName"): "{shim:mapLibraryName}({0})",
    ("Thread", "sleep"): "{mod:time:sleep}({0} / 1000)",
    ("String", "valueOf"): "{shim:jstr}({0})",
    ("String", "join"): "{lib:strings}.join({args})",
    ("Integer", "valueOf"): "{0}",
    ("Long", "valueOf"): "{0}",
    ("Float", "valueOf"): "{0}",
    ("Double", "valueOf"): "{0}",
    ("Boolean", "valueOf"): "{0}",
    ("Integer", "parseInt"): "int({0})",
    ("Long", "parseLong"): "int({0})",
    ("Float", "parseFloat"): "float({0})",
    ("Double", "parseDouble"): "float({0})",
    ("Integer", "toString"): "str({0})",
    ("Long", "toString"): "str({0})",
    ("Float", "isNaN"): "{mod:math:isnan}({0})",
    ("Double", "isNaN"): "{mod:math:isnan}({0})",
    ("Paths", "get"): "{mod:pathlib:Path}({args})",
    ("Path", "of"): "{mod:pathlib:Path}({args})",
    ("Files", "exists"): "{0}.exists()",
    ("Files", "isDirectory"): "{0}.is_dir()",
    ("Files", "createTempDirectory"): "{shim:createTempDirectory}({0})",
    ("Files", "readAllBytes"): "{0}.read_bytes()",
    ("Objects", "equals"): "({0} == {1})",
    ("Objects", "hash"): "hash(({args},))",
    ("Comparator", "reverseOrder"): "{shim:reverseOrder}()",
}
STATIC_RETURNS: dict[tuple[str, str], JType] = {
    ("Math", "sqrt"): DOUBLE,
    ("String", "format"): STRING,
    ("String", "valueOf"): STRING,
    ("String", "join"): STRING,
    ("Integer", "valueOf"): INT,
    ("Long", "valueOf"): LONG,
    ("Float", "valueOf"): FLOAT,
    ("Double", "valueOf"): DOUBLE,
    ("Boolean", "valueOf"): BOOLEAN,
    ("Integer", "parseInt"): INT,
    ("Long", "parseLong"): LONG,
    ("Arrays", "asList"): JType("List"),
    ("List", "of"): JType("List"),
    ("Collections", "singletonList"): JType("List"),
    ("Collections", "emptyList"): JType("List"),
    ("Collections", "singleton"): JType("Set"),
    ("Collections", "emptySet"): JType("Set"),
    ("Arrays", "equals"): BOOLEAN,
    ("Arrays", "toString"): STRING,
    ("Comparator", "reverseOrder"): JType("Comparator"),
    ("Paths", "get"): JType("Path"),
    ("Files", "createTempDirectory"): JType("Path"),
    ("Files", "walk"): JType("Stream", 0, (JType("Path"),)),
    ("System", "currentTimeMillis"): LONG,
    ("System", "nanoTime"): LONG,
}
# Static fields: (class, field) → template.
STATIC_FIELDS: dict[tuple[str, str], str] = {
    ("System", "out"): "{shim:SystemOut}",
    ("System", "err"): "{shim:SystemErr}",
    ("StandardCharsets", "UTF_8"): '"UTF-8"',
    ("StandardCharsets", "UTF_16"): '"UTF-16"',
    ("StandardCharsets", "US_ASCII"): '"US-ASCII"',
    ("StandardCharsets", "ISO_8859_1"): '"ISO-8859-1"',
    ("StandardCharsets", "UTF_16LE"): '"UTF-16LE"',
    ("StandardCharsets", "UTF_16BE"): '"UTF-16BE"',
    ("Integer", "MAX_VALUE"): "2147483647",
    ("Integer", "MIN_VALUE"): "-2147483648",
    ("Thread", "MIN_PRIORITY"): "1",
    ("Thread", "NORM_PRIORITY"): "5",
    ("Thread", "MAX_PRIORITY"): "10",
    ("Long", "MAX_VALUE"): "9223372036854775807",
    ("Long", "MIN_VALUE"): "-9223372036854775808",
    ("Float", "MAX_VALUE"): "3.4028234663852886e38",
    ("Float", "MIN_VALUE"): "1.401298464324817e-45",  # the smallest positive float
    ("Double", "MAX_VALUE"): "1.7976931348623157e308",
    ("Double", "MIN_VALUE"): "5e-324",
    ("Float", "NaN"): 'float("nan")',
    ("Double", "NaN"): 'float("nan")',
    ("Float", "POSITIVE_INFINITY"): 'float("inf")',
    ("Double", "POSITIVE_INFINITY"): 'float("inf")',
    ("Float", "NEGATIVE_INFINITY"): 'float("-inf")',
    ("Double", "NEGATIVE_INFINITY"): 'float("-inf")',
    ("OS", "WINDOWS"): "{shim:OS}.WINDOWS",
    ("OS", "LINUX"): "{shim:OS}.LINUX",
    ("OS", "MAC"): "{shim:OS}.MAC",
}
STATIC_FIELD_TYPES: dict[tuple[str, str], JType] = {
    ("Integer", "MAX_VALUE"): INT,
    ("Thread", "MIN_PRIORITY"): INT,
    ("Thread", "NORM_PRIORITY"): INT,
    ("Thread", "MAX_PRIORITY"): INT,
    ("Integer", "MIN_VALUE"): INT,
    ("Long", "MAX_VALUE"): LONG,
    ("Long", "MIN_VALUE"): LONG,
    ("Float", "MAX_VALUE"): FLOAT,
    ("Float", "MIN_VALUE"): FLOAT,
    ("Double", "MAX_VALUE"): DOUBLE,
    ("Double", "MIN_VALUE"): DOUBLE,
    ("Float", "NaN"): FLOAT,
    ("Double", "NaN"): DOUBLE,
    ("Float", "POSITIVE_INFINITY"): FLOAT,
    ("Double", "POSITIVE_INFINITY"): DOUBLE,
    ("Float", "NEGATIVE_INFINITY"): FLOAT,
    ("Double", "NEGATIVE_INFINITY"): DOUBLE,
    ("StandardCharsets", "UTF_8"): JType("Charset"),
    ("StandardCharsets", "UTF_16"): JType("Charset"),
    ("StandardCharsets", "UTF_16LE"): JType("Charset"),
    ("StandardCharsets", "UTF_16BE"): JType("Charset"),
    ("StandardCharsets", "US_ASCII"): JType("Charset"),
    ("StandardCharsets", "ISO_8859_1"): JType("Charset"),
}
# Classes whose Java packages are known to the rules (their imports are dropped): simple name
# → qualified.
JDK_CLASSES = {
    "java.util.Arrays",
    "java.util.Collections",
    "java.util.List",
    "java.util.ArrayList",
    "java.util.Set",
    "java.util.HashSet",
    "java.util.LinkedHashSet",
    "java.util.Map",
    "java.util.HashMap",
    "java.util.LinkedHashMap",
    "java.util.Iterator",
    "java.util.Optional",
    "java.util.Stack",
    "java.util.Vector",
    "java.util.LinkedList",
    "java.util.Queue",
    "java.util.Deque",
    "java.util.ArrayDeque",
    "java.net.MalformedURLException",
    "java.util.Comparator",
    "java.util.Objects",
    "java.util.stream.Collectors",
    "java.util.concurrent.atomic.AtomicInteger",
    "java.util.concurrent.atomic.AtomicLong",
    "java.util.concurrent.atomic.AtomicBoolean",
    "java.util.concurrent.atomic.AtomicReference",
    "java.nio.file.Path",
    "java.nio.file.Paths",
    "java.nio.file.Files",
    "java.nio.charset.StandardCharsets",
    "java.nio.charset.Charset",
    "java.io.IOException",
    "java.io.File",
    "java.net.URISyntaxException",
    "org.junit.jupiter.api.Test",
    "org.junit.jupiter.api.Disabled",
    "org.junit.jupiter.api.condition.OS",
    "org.junit.jupiter.api.condition.DisabledOnOs",
    "org.junit.jupiter.api.condition.EnabledOnOs",
    "org.junit.jupiter.api.BeforeEach",
    "org.junit.jupiter.api.AfterEach",
    "org.junit.Test",
    "org.junit.Before",
    "org.junit.After",
    "org.junit.Ignore",
    "org.junit.BeforeClass",
    "org.junit.runner.RunWith",
    "org.junit.runners.Parameterized.Parameters",
    "org.junit.runners.Parameterized.Parameter",
    "org.junit.AfterClass",
    *(
        f"org.junit.jupiter.api.{c}"
        for c in (
            "BeforeAll",
            "AfterAll",
            "Nested",
            "DisplayName",
            "RepeatedTest",
            "RepetitionInfo",
            "TestInfo",
            "Timeout",
            "Tag",
            "TestInstance",
            "Order",
            "TestMethodOrder",
            "MethodOrderer",
            "TestFactory",
            "function.Executable",
        )
    ),
    "org.junit.jupiter.params.ParameterizedTest",
    *(f"org.junit.jupiter.params.provider.{c}" for c in JUNIT_SOURCES),
}
# ``new X(...)``: simple name → template (by argument count, ``*`` for any).
CONSTRUCTORS: dict[str, dict[str, str]] = {
    "ArrayList": {"0": "[]", "1": "list({0})"},
    "Stack": {"0": "[]"},
    # java.util.Vector: a synchronized ArrayList (the port's lists are the GIL's).
    "Vector": {"0": "[]", "1": "list({0})"},
    "LinkedList": {"0": "[]", "1": "list({0})"},
    "ArrayDeque": {"0": "[]", "1": "list({0})"},
    "HashSet": {"0": "set()", "1": "set({0})"},
    "LinkedHashSet": {"0": "{shim:LinkedHashSet}()", "1": "{shim:LinkedHashSet}({0})"},
    "TreeSet": {"0": "{shim:SortedSet}()"},
    "HashMap": {"0": "{{}}", "1": "dict({0})"},
    "LinkedHashMap": {"0": "{{}}", "1": "dict({0})"},
    "AtomicInteger": {"0": "{shim:AtomicInteger}()", "1": "{shim:AtomicInteger}({0})"},
    "TestSuite": {
        "0": "{shim:TestSuite}()",
        "1": "{shim:TestSuite}({0})",
        "2": "{shim:TestSuite}({0}, {1})",
    },
    "Thread": {"0": "{shim:Thread}()", "1": "{shim:Thread}({0})", "2": "{shim:Thread}({0}, {1})"},
    "AtomicLong": {"0": "{shim:AtomicLong}()", "1": "{shim:AtomicLong}({0})"},
    "AtomicBoolean": {"0": "{shim:AtomicBoolean}()", "1": "{shim:AtomicBoolean}({0})"},
    "AtomicReference": {"0": "{shim:AtomicReference}()", "1": "{shim:AtomicReference}({0})"},
    "StringBuilder": {"0": "{shim:StringBuilder}()", "1": "{shim:StringBuilder}({0})"},
    # StringBuffer is StringBuilder with its methods synchronized (one interpreter lock here)
    "StringBuffer": {"0": "{shim:StringBuilder}()", "1": "{shim:StringBuilder}({0})"},
    "Object": {"0": "object()"},
    # The boxes' deprecated constructors: a String argument parses, a number boxes.
    **{box: {"1": f"{{lib:boxes}}.new{box}({{0}})"} for box in ("Integer", "Long", "Double")},
    **{box: {"1": f"{{lib:boxes}}.new{box}({{0}})"} for box in ("Float", "Boolean")},
    "String": {"1": "{shim:newString}({0})", "2": "{shim:newString}({0}, {1})"},
}
# JDK classes whose one-int constructor takes a capacity, not contents.
CAPACITY_CONSTRUCTORS = frozenset(
    [
        "ArrayList",
        "Vector",
        "ArrayDeque",
        "HashSet",
        "LinkedHashSet",
        "HashMap",
        "LinkedHashMap",
        "StringBuilder",
        "StringBuffer",
    ]
)
CONSTRUCTED_TYPES = {
    "ArrayList": "List",
    "Stack": "Stack",
    "Vector": "List",
    "LinkedList": "LinkedList",
    "ArrayDeque": "Deque",
    "HashSet": "Set",
    "LinkedHashSet": "Set",
    "TreeSet": "Set",
    "HashMap": "Map",
    "LinkedHashMap": "Map",
    "String": "String",
    **{box: box for box in ("Integer", "Long", "Double", "Float", "Boolean")},
}
# Instance methods of JDK types, by the receiver's static type: method → template with
# ``{self}`` the receiver. A JDK type's method missing here is untranslatable.
INSTANCE_METHODS: dict[str, dict[str, str]] = {
    "List": {
        "add": "{self}.append({0})",
        "addAll": "{self}.extend({0})",
        "get": "{index:list:0}",
        "set": "{shim:listSet}({self}, {0}, {1})",
        "size": "len({self})",
        "isEmpty": "(len({self}) == 0)",
        "contains": "({0} in {self})",
        "containsAll": "{shim:containsAll}({self}, {0})",
        "indexOf": "{shim:indexOf}({self}, {0})",
        "iterator": "{shim:JIterator}({self})",
        "stream": "{self}",
        "clear": "{self}.clear()",
        "subList": "{lib:jcollections}.subList({self}, {0}, {1})",
        "forEach": "{shim:forEach}({self}, {0})",
        "toArray": "list({self})",
        "remove": "{self}.pop({0})",
    },
    "Set": {
        "add": "{shim:setAdd}({self}, {0})",
        "addAll": "{self}.update({0})",
        "size": "len({self})",
        "isEmpty": "(len({self}) == 0)",
        "contains": "({0} in {self})",
        "containsAll": "{shim:containsAll}({self}, {0})",
        "iterator": "{shim:JIterator}({self})",
        "stream": "{self}",
        "remove": "{shim:setRemove}({self}, {0})",
        "clear": "{self}.clear()",
    },
    "Map": {
        "put": "{shim:mapPut}({self}, {0}, {1})",
        "get": "{self}.get({0})",
        "containsKey": "({0} in {self})",
        "size": "len({self})",
        "isEmpty": "(len({self}) == 0)",
        "keySet": "set({self})",
        "values": "list({self}.values())",
        "entrySet": "{lib:entries}.entrySet({self})",
        "clear": "{self}.clear()",
    },
    "String": {
        "length": "len({self})",
        "isEmpty": "(len({self}) == 0)",
        "charAt": "{index:string:0}",
        "substring": "{lib:strings}.substring({self}, {args})",
        "startsWith": "{self}.startswith({0})",
        "endsWith": "{self}.endswith({0})",
        "contains": "({0} in {self})",
        "indexOf": "{self}.find({0})",
        "trim": "{self}.strip()",
        "toLowerCase": "{self}.lower()",
        "toUpperCase": "{self}.upper()",
        "getBytes": "{shim:getBytes}({self}, {args})",
        "replace": "{self}.replace({0}, {1})",
        "concat": "({self} + {0})",
    },
    "Iterator": {
        "hasNext": "{self}.hasNext()",
        "next": "{self}.next()",
        "remove": "{self}.remove()",
    },
    # Java's Optional<X> is X or None (contract §10).
    "Optional": {
        "isPresent": "({self} is not None)",
        "isEmpty": "({self} is None)",
        "get": "{shim:optionalGet}({self})",
        "orElse": "{shim:optionalOrElse}({self}, {0})",
    },
    "Class": {
        "getSimpleName": "{lib:classes}.getSimpleName({self})",
        "getName": "{lib:classes}.getName({self})",
        "getCanonicalName": "{lib:classes}.getCanonicalName({self})",
        "getPackageName": "{lib:classes}.getPackageName({self})",
        "getPackage": "{lib:classes}.getPackage({self})",
        "getComponentType": "{lib:classes}.getComponentType({self})",
        "isPrimitive": "{lib:classes}.isPrimitive({self})",
        "isInstance": "isinstance({0}, {self})",
        "isAssignableFrom": "issubclass({0}, {self})",
        "isArray": "{lib:classes}.isArray({self})",
        **{
            m: f"{{lib:classes}}.{m}({{self}})"
            for m in ("isInterface", "isEnum", "isRecord", "getInterfaces", "getModifiers")
        },
        "cast": "{0}",
    },
    "Throwable": {
        "getMessage": "{mod:porter.javalib.exceptions:getMessage}({self})",
        "getLocalizedMessage": "{mod:porter.javalib.exceptions:getLocalizedMessage}({self})",
        "getCause": "{mod:porter.javalib.exceptions:getCause}({self})",
        "getTargetException": "{self}.getTargetException()",  # InvocationTargetException's
        "printStackTrace": "{mod:porter.javalib.exceptions:printStackTrace}({self})",
        "toString": "{shim:jstr}({self})",
    },
    # java.text's (getErrorOffset) and json-simple's (getPosition)
    "ParseException": {
        "getErrorOffset": "{self}.getErrorOffset()",
        "getPosition": "{self}.getPosition()",
    },
    "MissingResourceException": {
        "getKey": "{self}.getKey()",
        "getClassName": "{self}.getClassName()",
    },
    "Path": {
        "toString": "str({self})",
        "resolve": "({self} / {0})",
        "toFile": "{lib:files}.File({self})",
        "toAbsolutePath": "{self}.absolute()",
        "getFileName": "{mod:pathlib:Path}({self}.name)",
        # p.relativize(q): the path from p to q.
        "relativize": "{mod:pathlib:Path}({mod:os.path:relpath}({0}, {self}))",
    },
    # java.util.stream, sequential: the shim's Stream has Java's names.
    "Stream": {
        "sorted": "{self}.sorted({args})",
        "map": "{self}.map({0})",
        "filter": "{self}.filter({0})",
        "forEach": "{self}.forEach({0})",
        "count": "{self}.count()",
        "toList": "{self}.toList()",
    },
}
INSTANCE_METHODS["ParseException"] = {
    **INSTANCE_METHODS["Throwable"],
    **INSTANCE_METHODS["ParseException"],
}
INSTANCE_METHODS["MissingResourceException"] = {
    **INSTANCE_METHODS["Throwable"],
    **INSTANCE_METHODS["MissingResourceException"],
}
# java.nio.file's FileSystemException and its subclasses: the files and the reason
INSTANCE_METHODS["FileSystemException"] = {
    **INSTANCE_METHODS["Throwable"],
    **{m: f"{{self}}.{m}()" for m in ("getFile", "getOtherFile", "getReason")},
}
# java.util.Stack: a list whose end is the top.
INSTANCE_METHODS["Stack"] = {
    **INSTANCE_METHODS["List"],
    "push": "{shim:stackPush}({self}, {0})",
    "pop": "{self}.pop()",
    "peek": "{self}[-1]",
    "empty": "(len({self}) == 0)",
}
# java.util's queues over a list whose front is index 0: Queue, Deque, ArrayDeque (poll and
# peek answer null when empty, remove/pop/element raise).
INSTANCE_METHODS["Deque"] = {
    **INSTANCE_METHODS["List"],
    **{
        m: f"{{lib:jcollections}}.deque_{m}({{self}}, {{args}})"
        for m in (
            "offer",
            "poll",
            "peek",
            "push",
            "pop",
            "element",
            "remove",
            "addFirst",
            "addLast",
            "offerFirst",
            "offerLast",
            "pollFirst",
            "pollLast",
            "peekFirst",
            "peekLast",
            "removeFirst",
            "removeLast",
            "getFirst",
            "getLast",
            "descendingIterator",
        )
    },
}
# java.util.LinkedList: a List and a Deque; remove(int) removes at an index, as a List's.
INSTANCE_METHODS["LinkedList"] = {
    **INSTANCE_METHODS["Deque"],
    "remove": "{lib:jcollections}.linkedList_remove({self}, {args})",
}
# java.util.Vector is a List (its family) with older names too, which no other List has.
INSTANCE_METHODS["List"].update(
    {
        "addElement": "{self}.append({0})",
        "elementAt": "{self}[{0}]",
        "firstElement": "{self}[0]",
        "lastElement": "{self}[-1]",
        "removeAllElements": "{self}.clear()",
    }
)
INSTANCE_RETURNS: dict[tuple[str, str], JType] = {
    ("List", "size"): INT,
    ("Set", "size"): INT,
    ("Map", "size"): INT,
    ("String", "length"): INT,
    ("String", "charAt"): CHAR,
    ("String", "substring"): STRING,
    ("String", "trim"): STRING,
    ("List", "isEmpty"): BOOLEAN,
    ("List", "contains"): BOOLEAN,
    ("Set", "contains"): BOOLEAN,
    ("Map", "containsKey"): BOOLEAN,
    ("Path", "toString"): STRING,
    ("Path", "resolve"): JType("Path"),
    ("Path", "getFileName"): JType("Path"),
    ("Path", "toAbsolutePath"): JType("Path"),
    ("Path", "relativize"): JType("Path"),
    ("Stream", "sorted"): JType("Stream"),
    ("Stream", "filter"): JType("Stream"),
    ("Stream", "map"): JType("Stream"),
    ("Stream", "count"): JType("long"),
    ("Iterator", "hasNext"): BOOLEAN,
    ("Optional", "isPresent"): BOOLEAN,
    ("Optional", "isEmpty"): BOOLEAN,
    ("Class", "getSimpleName"): STRING,
    ("Class", "getPackageName"): STRING,
    ("Class", "getPackage"): JType("Package"),
    ("Class", "isArray"): BOOLEAN,
    **{("Class", m): BOOLEAN for m in ("isInterface", "isEnum", "isRecord")},
    ("Class", "getInterfaces"): JType("Class", 1),
    ("Class", "getModifiers"): INT,
    ("Class", "getName"): STRING,
    ("Class", "getCanonicalName"): STRING,
    ("Class", "getComponentType"): JType("Class"),
    ("Class", "isPrimitive"): BOOLEAN,
    ("Throwable", "getMessage"): STRING,
    ("Throwable", "getCause"): JType("Throwable"),
    ("Throwable", "getTargetException"): JType("Throwable"),
    ("Throwable", "getLocalizedMessage"): STRING,
    ("ParseException", "getMessage"): STRING,
    ("ParseException", "getErrorOffset"): INT,
    ("MissingResourceException", "getKey"): STRING,
    ("MissingResourceException", "getClassName"): STRING,
    **{("FileSystemException", m): STRING for m in ("getFile", "getOtherFile", "getReason")},
    ("ParseException", "getPosition"): INT,
    **{("String", m): STRING for m in ("toLowerCase", "toUpperCase", "replace", "concat")},
    **{("String", m): STRING for m in ("stripLeading", "stripTrailing")},
    **{
        ("String", m): BOOLEAN
        for m in ("contains", "endsWith", "isEmpty", "contentEquals", "regionMatches")
    },
    ("String", "codePointAt"): INT,
    ("String", "getBytes"): JType("byte", 1),
    # the collections' counts and tests (their elements' types come from the type arguments)
    **{
        (c, m): BOOLEAN
        for c in ("List", "Set", "Map", "Deque", "LinkedList", "Stack")
        for m in ("isEmpty", "containsAll", "equals")
    },
    **{(c, m): INT for c in ("List", "Deque", "LinkedList", "Stack") for m in ("indexOf", "size")},
    **{(c, "lastIndexOf"): INT for c in ("List", "Deque", "LinkedList", "Stack")},
    **{(c, "hashCode"): INT for c in ("List", "Set", "Map", "Deque", "LinkedList", "Stack")},
    **{(c, "contains"): BOOLEAN for c in ("Deque", "LinkedList", "Stack")},
    ("Set", "add"): BOOLEAN,
    ("Set", "remove"): BOOLEAN,
}
# The exceptions with methods of their own answer Throwable's as Throwable does.
for _family in ("ParseException", "MissingResourceException", "FileSystemException"):
    for (_owner, _method), _type in list(INSTANCE_RETURNS.items()):
        if _owner == "Throwable":
            INSTANCE_RETURNS.setdefault((_family, _method), _type)
for _key, _jtype in javalib_rules.SCALAR_RETURNS.items():
    INSTANCE_RETURNS.setdefault(_key, _jtype)
# Collection-like JDK types (the key of INSTANCE_METHODS for each declared type).
JDK_FAMILY = {
    "List": "List",
    "Stack": "Stack",
    "Vector": "List",
    "ArrayList": "List",
    "LinkedList": "LinkedList",
    "Queue": "Deque",
    "Deque": "Deque",
    "ArrayDeque": "Deque",
    "Collection": "List",
    "Set": "Set",
    "HashSet": "Set",
    "LinkedHashSet": "Set",
    "Map": "Map",
    "HashMap": "Map",
    "String": "String",
    "Iterator": "Iterator",
    "Optional": "Optional",
    "Path": "Path",
    "Stream": "Stream",
    **{name: "Throwable" for name in EXCEPTIONS},
    "ParseException": "ParseException",
    "MissingResourceException": "MissingResourceException",
    **dict.fromkeys(javalib_rules.NIO_FILE_EXCEPTIONS, "FileSystemException"),
    "TensorFlowException": "Throwable",
    "Class": "Class",
}
# Accessors whose Java type depends on the receiver's class: (class, method) → type.
RECEIVER_RETURNS: dict[tuple[str, str], JType] = {
    # java.lang.StringBuilder (and StringBuffer), the shim's StringBuilder
    **{(b, "substring"): STRING for b in ("StringBuilder", "StringBuffer")},
    **{(b, m): INT for b in ("StringBuilder", "StringBuffer") for m in ("length", "indexOf")},
    **{(b, "lastIndexOf"): INT for b in ("StringBuilder", "StringBuffer")},
    **{(b, "charAt"): CHAR for b in ("StringBuilder", "StringBuffer")},
    **{(b, "isEmpty"): BOOLEAN for b in ("StringBuilder", "StringBuffer")},
    **{
        (b, m): JType(b)
        for b in ("StringBuilder", "StringBuffer")
        for m in ("append", "insert", "reverse", "delete", "deleteCharAt", "replace")
    },
    ("TString", "getObject"): STRING,
    ("TBool", "getObject"): BOOLEAN,
    ("TInt32", "getObject"): INT,
    ("TInt64", "getObject"): LONG,
    ("TFloat32", "getObject"): FLOAT,
    ("TFloat64", "getObject"): DOUBLE,
    **{
        (atomic, method): t
        for atomic, t in (("AtomicInteger", INT), ("AtomicLong", LONG))
        for method in (
            "get",
            "getAndIncrement",
            "incrementAndGet",
            "getAndDecrement",
            "decrementAndGet",
            "addAndGet",
            "getAndAdd",
            "getAndSet",
            "intValue",
            "longValue",
            "updateAndGet",
            "getAndUpdate",
            "accumulateAndGet",
            "getAndAccumulate",
        )
    },
    **{(a, "compareAndSet"): BOOLEAN for a in ("AtomicInteger", "AtomicLong", "AtomicBoolean")},
    ("AtomicBoolean", "get"): BOOLEAN,
    ("AtomicBoolean", "getAndSet"): BOOLEAN,
    # Java's floats where the binding's annotation says float (Python's float is a double).
    ("Bfloat16Layout", "float16to32"): FLOAT,
    ("Float16Layout", "float16to32"): FLOAT,
    # Java's longs where the binding's annotation says int.
    ("Shape", "size"): LONG,
    ("Shape", "get"): LONG,
    # The binding returns TensorFlow's protobuf messages where Java does (contract §10).
    ("Graph", "toGraphDef"): JType("GraphDef"),
    ("SavedModelBundle", "metaGraphDef"): JType("MetaGraphDef"),
    ("Builder", "toTensorInfo"): JType("TensorInfo"),
    ("Signature", "asSignatureDef"): JType("SignatureDef"),
    ("TensorFlow", "registeredOpList"): JType("OpList"),
    ("TensorFlow", "loadLibrary"): JType("OpList"),
    ("Result", "getMetadata"): JType("Optional", 0, (JType("RunMetadata"),)),
    # TensorFlow Java 1.x/0.2's Tensor.expect(cls): the same tensor
    ("Tensor", "expect"): JType("Tensor"),
}
# Where the binding's annotation cannot say (one Python method for several Java overloads):
# (method, argument count) → the Java return type.
RETURNS_BY_ARITY: dict[tuple[str, int], JType] = {
    ("dy", 0): JType("List"),
    ("consumers", 0): JType("Set"),
    ("controlConsumers", 0): JType("Set"),
}
# Methods the runtime's objects and every Java object share (contract §10): any receiver.
OBJECT_METHODS: dict[str, str] = {
    "equals": "({self} == {0})",
    "hashCode": "{lib:hashing}.javaHash({self})",  # Java's for a String or a box too
    "toString": "{shim:javaToString}({self})",  # a class's own toString(); Java's true, 1.0
    "getClass": "type({self})",
    # Object's monitor methods, on the lock that synchronized (obj) takes (javalib.monitors)
    "wait": "{lib:monitors}.wait({self}, {args})",
    "notify": "{lib:monitors}.notify({self})",
    "notifyAll": "{lib:monitors}.notifyAll({self})",
}
# The types of the parameters of lambdas passed to methods that only the binding's NdArray
# API has: forEachIndexed((long[] coords, NdArray<T> value) -> ...).
LAMBDA_PARAMS: dict[str, tuple[JType | None, ...]] = {
    "forEachIndexed": (JType("long", 1), None),
}
# java.lang.Number's conversions (on a boxed number, or an Object the code knows is one): no
# class of the binding has these names. Java's intValue/longValue truncate, as int() does.
NUMBER_METHODS: dict[str, tuple[str, JType]] = {
    "floatValue": ("float({self})", JType("float")),
    "doubleValue": ("float({self})", JType("double")),
    "intValue": ("int({self})", JType("int")),
    "longValue": ("int({self})", JType("long")),
    "shortValue": ("{shim:toShort}(int({self}))", JType("short")),
    "byteValue": ("{shim:toByte}(int({self}))", JType("byte")),
}
# The binding's NdArray streams are Python iterators; Java's are java.util.stream streams, whose
# methods (toArray, sum, map, ...) the ports call: porter.javalib's streams over the iterator.
BINDING_STREAMS: dict[str, tuple[str, JType]] = {
    "streamOfObjects": ("{lib:streams}.Stream({self}.streamOfObjects())", JType("Stream")),
    "streamOfInts": ("{lib:streams}.IntStream({self}.streamOfInts())", JType("IntStream")),
    "streamOfLongs": ("{lib:streams}.LongStream({self}.streamOfLongs())", JType("LongStream")),
    "streamOfDoubles": (
        "{lib:streams}.DoubleStream({self}.streamOfDoubles())",
        JType("DoubleStream"),
    ),
}
# TensorFlow Java 1.x's class tokens: a JDK class literal passed to a TensorFlow method (1.x's
# ``Tensor.create(3.0, Double.class)``, ``expect(Float.class)``, ``DataType.fromClass``) names
# the element type, which the binding's tensor type class names (docs/porting.md).
CLASS_TOKENS: dict[str, str] = {
    "Float": "TFloat32",
    "float": "TFloat32",
    "Double": "TFloat64",
    "double": "TFloat64",
    "Integer": "TInt32",
    "int": "TInt32",
    "Long": "TInt64",
    "long": "TInt64",
    "Boolean": "TBool",
    "boolean": "TBool",
    "String": "TString",
}
# Packages whose methods take Java classes as such (``NdArrays.ofObjects(String.class, ...)``):
# no class tokens there. Elsewhere in org.tensorflow, a JDK class literal is 1.x's token.
JAVA_CLASS_PACKAGES = ("org.tensorflow.ndarray",)
# Instance methods that take a class token whatever the receiver (1.x's ``Tensor.expect``);
# ``Ops`` methods take them too (1.x's ``tf.placeholder(Float.class)``).
CLASS_TOKEN_METHODS = frozenset(["expect"])
# Binding classes named like a JDK or protobuf class that has rules of its own
# (porter.javalib_rules): their values are the binding's, with Java's methods.
BINDING_NAMESAKES = frozenset(["org.tensorflow.DataType"])
# TensorFlow Java 1.x's DataType constants (``case FLOAT:`` in a switch on ``dataType()``).
ONE_X_DATA_TYPES = frozenset(["FLOAT", "DOUBLE", "INT32", "UINT8", "STRING", "INT64", "BOOL"])
# TensorFlow Java 0.2's ``TFloat32.DTYPE`` (a ``DataType<TFloat32>``) was the type token that
# the class itself is since 0.3: the field of a tensor type class is the class.
TYPE_TOKEN_FIELDS = frozenset(["DTYPE"])
# Return types of the runtime's accessors that decide numeric semantics (division, widths).
ACCESSOR_RETURNS: dict[str, JType] = {
    "getInt": INT,
    "getLong": LONG,
    "getFloat": FLOAT,
    "getDouble": DOUBLE,
    "getBoolean": BOOLEAN,
    "getByte": JType("byte"),
    "numBytes": LONG,
    "numDimensions": INT,
    "rank": INT,
    "equals": BOOLEAN,
    "hashCode": INT,
    "toString": STRING,
    "getClass": JType("Class"),  # e.getClass().getSimpleName(): the class's __name__
    "isUnknown": BOOLEAN,
    "hasUnknownDimension": BOOLEAN,
    "isScalar": BOOLEAN,
    "isPresent": BOOLEAN,
    "get": None,  # type: ignore[dict-item]
    "getAndIncrement": INT,
    "scope": JType("Scope"),
    "shape": JType("Shape"),
    "incrementAndGet": INT,
    "intValue": INT,
    "longValue": LONG,
    "floatValue": FLOAT,
    "doubleValue": DOUBLE,
}
# Methods of the runtime's classes that return one of them: for width sites on ``tf.withX()``.
OPS_RETURNING_OPS = frozenset(
    [
        "withName",
        "withSubScope",
        "withDevice",
        "withControlDependencies",
        "withInitScope",
        "liftToInitScope",
    ]
)
# JUnit/Truth annotations → shim decorators (``None``: dropped).
ANNOTATIONS: dict[str, str | None] = {
    "Test": "Test",
    "Disabled": "Disabled",
    "Ignore": "Disabled",  # JUnit 4
    "BeforeEach": "BeforeEach",
    "AfterEach": "AfterEach",
    "Before": "BeforeEach",  # JUnit 4
    "After": "AfterEach",  # JUnit 4
    "DisabledOnOs": "DisabledOnOs",
    "EnabledOnOs": "EnabledOnOs",
    "BeforeAll": "BeforeAll",
    "AfterAll": "AfterAll",
    "BeforeClass": "BeforeAll",  # JUnit 4
    "AfterClass": "AfterAll",  # JUnit 4
    "Nested": "Nested",
    "DisplayName": "DisplayName",
    # JUnit 4's runners: the Parameterized runner's parameter sets (porter.junit_templates
    # keeps them to JUnit's own annotations)
    "RunWith": "RunWith",
    "Parameters": "Parameters",
    # JUnit 5's test templates and argument sources (porter.junit_params)
    **{a: a for a in ("ParameterizedTest", "RepeatedTest", "TestFactory", *JUNIT_SOURCES)},
    # a time limit, tags and test order: the port runs the tests without them
    "Timeout": None,
    "Tag": None,
    "TestInstance": None,
    "Order": None,
    "TestMethodOrder": None,
    "Override": None,
    "SuppressWarnings": None,
    "SafeVarargs": None,
    "FunctionalInterface": None,
    "Deprecated": None,
}
# Static imports known to the rules: owner → shim module names are the member names.
STATIC_OWNERS = {
    "org.junit.jupiter.api.Assertions": "junit",
    "org.junit.jupiter.api.Assumptions": "junit",
    "com.google.common.truth.Truth": "junit",
    # JUnit 4 (and JUnit 3's TestCase): the same assertions, with the message first.
    "org.junit.Assert": "junit4",
    "org.junit.Assume": "junit4",
    "junit.framework.Assert": "junit4",
    "junit.framework.TestCase": "junit4",
    "java.nio.charset.StandardCharsets": "StandardCharsets",
}


def jdk_package_classes(package: str) -> list[str]:
    """The classes of a JDK package that the rules know (for ``import java.util.*``)."""
    names = [q.rsplit(".", 1)[1] for q in JDK_CLASSES if q.rsplit(".", 1)[0] == package]
    names += [name for name, p in javalib_rules.PACKAGES.items() if p == package]
    if package == "java.util.function":
        names += sorted(javalib_rules.FUNCTION_PACKAGE)
    return names
