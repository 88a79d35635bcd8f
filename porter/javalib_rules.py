"""Rule tables for the JDK classes that ports run on ``porter.javalib``: what a static call,
a constructor, an instance method or a static field of ``java.util``, ``java.lang.Math``,
the boxes, ``java.util.stream``, ``java.io``/``java.nio.file`` and ``java.util.logging``
becomes.

Templates are those of ``porter/rules.py`` plus ``{lib:M}``, the module ``porter.javalib.M``
imported by its name (``from porter.javalib import jmath``), so that ported code reads
``jmath.roundToLong(x)`` and never shadows a builtin. A class listed in ``CLASSES`` is ported
as its ``porter.javalib`` class, which keeps Java's method names: an instance method is that
class's own method when it has one (looked up on the class, never guessed).
"""

from __future__ import annotations

import importlib
import inspect
import keyword
from functools import cache
from typing import Any

from porter import (
    awt_rules,
    imagej1_rules,
    imglib_rules,
    library_rules,
    libsvm_rules,
    serving_rules,
)
from porter.jtypes import BOOLEAN, DOUBLE, FLOAT, INT, LONG, STRING, JType

CHAR = JType("char")

# javax.sound.sampled (porter.javalib.sound).
_SOUND = (
    "AudioSystem",
    "AudioFormat",
    "AudioInputStream",
    "AudioFileFormat",
    "Line",
    "DataLine",
    "TargetDataLine",
    "SourceDataLine",
    "Clip",
    "Mixer",
)

# JDK class → its porter.javalib class ("module:Class"), with Java's methods.
CLASSES: dict[str, str] = {
    "Random": "jrandom:Random",
    "SecureRandom": "jrandom:SecureRandom",
    "ThreadLocalRandom": "jrandom:ThreadLocalRandom",
    "BitSet": "bitset:BitSet",
    "BigInteger": "bigints:BigInteger",
    **{c: f"bigdecimals:{c}" for c in ("BigDecimal", "RoundingMode", "MathContext")},
    **{c: f"spliterators:{c}" for c in ("Spliterator", "Spliterators", "StreamSupport")},
    "Package": "classes:Package",
    "TreeMap": "jcollections:TreeMap",
    "TreeSet": "jcollections:TreeSet",
    "EnumMap": "jcollections:EnumMap",
    "EnumSet": "jcollections:EnumSet",
    "PriorityQueue": "jcollections:PriorityQueue",
    **{c: f"jdates:{c}" for c in ("LocalDate", "LocalTime", "LocalDateTime", "ZonedDateTime")},
    **{c: f"jzones:{c}" for c in ("ZoneId", "ZoneOffset")},
    **{c: f"jchrono:{c}" for c in ("ChronoUnit", "DayOfWeek", "Month", "TextStyle")},
    "DateTimeFormatter": "jtimeformat:DateTimeFormatter",
    "TemporalAdjusters": "jadjusters:TemporalAdjusters",
    "YearMonth": "jadjusters:YearMonth",
    "HashMap": "jcollections:HashMap",
    "HashSet": "jcollections:HashSet",
    "IdentityHashMap": "identity:IdentityHashMap",
    "ListIterator": "jcollections:ListIterator",
    "Stream": "streams:Stream",
    "IntStream": "streams:IntStream",
    "LongStream": "streams:LongStream",
    "DoubleStream": "streams:DoubleStream",
    "IntSummaryStatistics": "streams:IntSummaryStatistics",
    "DoubleSummaryStatistics": "streams:DoubleSummaryStatistics",
    "LongSummaryStatistics": "streams:LongSummaryStatistics",
    "File": "files:File",
    "FileInputStream": "files:FileInputStream",
    "FileOutputStream": "files:FileOutputStream",
    "InputStreamReader": "files:InputStreamReader",
    "OutputStreamWriter": "files:OutputStreamWriter",
    "FileReader": "files:FileReader",
    "FileWriter": "files:FileWriter",
    "BufferedReader": "files:BufferedReader",
    "BufferedWriter": "files:BufferedWriter",
    "PrintWriter": "files:PrintWriter",
    "PrintStream": "printstreams:PrintStream",
    "Logger": "logger:Logger",
    "LoggerFactory": "logger:LoggerFactory",
    "Level": "logger:Level",
    "Runtime": "system:Runtime",
    **{
        b: f"nio:{b}"
        for b in (
            "ByteBuffer",
            "FloatBuffer",
            "DoubleBuffer",
            "IntBuffer",
            "LongBuffer",
            "ShortBuffer",
            "ByteOrder",
        )
    },
    "Locale": "jlocale:Locale",
    "Base64": "jbase64:Base64",
    "JsonFormat": "protobuf:JsonFormat",
    **{c: f"protobuf_textformat:{c}" for c in ("TextFormat", "ExtensionRegistry")},
    "ByteArrayInputStream": "files:ByteArrayInputStream",
    "ByteArrayOutputStream": "files:ByteArrayOutputStream",
    "ClassLoader": "resources:ClassLoader",
    "FileSystem": "files:FileSystem",
    "StringReader": "files:StringReader",
    "StringWriter": "files:StringWriter",
    "Scanner": "scanner:Scanner",
    "Preferences": "prefs:Preferences",
    **{c: f"zipstreams:{c}" for c in ("ZipInputStream", "ZipOutputStream", "ZipEntry", "ZipFile")},
    "StringTokenizer": "scanner:StringTokenizer",
    "StringJoiner": "joiners:StringJoiner",
    "Modifier": "modifiers:Modifier",
    # java.util.AbstractMap's entries (new AbstractMap.SimpleEntry<>(k, v)), Map.Entry values
    **{c: f"entries:{c}" for c in ("SimpleEntry", "SimpleImmutableEntry")},
    "Pattern": "regex:Pattern",
    "Matcher": "regex:Matcher",
    "MatchResult": "regex:MatchResult",
    "Instant": "jtime:Instant",
    "Duration": "jtime:Duration",
    "Period": "jtime:Period",
    "ResourceBundle": "bundles:ResourceBundle",
    **{c: f"sound:{c}" for c in _SOUND},
    "Console": "system:Console",
    "FileTime": "files:FileTime",
    "BasicFileAttributes": "files:BasicFileAttributes",
    "BasicFileAttributeView": "files:BasicFileAttributeView",
    **{
        c: f"posixattrs:{c}"
        for c in (
            "PosixFileAttributes",
            "PosixFilePermission",
            "PosixFilePermissions",
            "UserPrincipal",
            "GroupPrincipal",
        )
    },
    "NumberFormat": "decimalformat:NumberFormat",
    "WeakHashMap": "jcollections:WeakHashMap",
    **{
        c: f"datastreams:{c}"
        for c in (
            "DataInputStream",
            "DataOutputStream",
            "BufferedInputStream",
            "BufferedOutputStream",
            "GZIPInputStream",
            "GZIPOutputStream",
        )
    },
    **{
        c: f"images:{m}"
        for c, m in (
            ("BufferedImage", "BufferedImage"),
            ("Image", "BufferedImage"),
            ("Graphics2D", "Graphics2D"),
            ("Graphics", "Graphics2D"),
            ("Font", "Font"),
            ("WritableRaster", "WritableRaster"),
            ("Raster", "WritableRaster"),
            ("DataBuffer", "DataBuffer"),
            ("DataBufferByte", "DataBufferByte"),
            ("DataBufferInt", "DataBufferInt"),
            ("SampleModel", "SampleModel"),
            ("Color", "Color"),
            ("Rectangle", "Rectangle"),
            ("BasicStroke", "BasicStroke"),
        )
    },
    **{
        c: f"concurrent:{c}"
        for c in (
            "Executors",
            "ExecutorService",
            "Future",
            "TimeUnit",
            "CountDownLatch",
            "CompletableFuture",
            "CompletionStage",
            "CompletionException",
            "ExecutionException",
            "TimeoutException",
        )
    },
    "ConcurrentHashMap": "jcollections:HashMap",
    # java.util.concurrent.locks: a Lock is a ReentrantLock, a ReadWriteLock its read-write one
    **{c: f"locks:{c}" for c in ("ReentrantLock", "Condition", "ReentrantReadWriteLock")},
    "Lock": "locks:ReentrantLock",
    "ReadWriteLock": "locks:ReentrantReadWriteLock",
    **{
        q: f"blocking_queues:{q}"
        for q in (
            "BlockingQueue",
            "ArrayBlockingQueue",
            "LinkedBlockingQueue",
            "LinkedBlockingDeque",
            "SynchronousQueue",
        )
    },
    **{c: f"sockets:{c}" for c in ("Socket", "ServerSocket")},
    "Timestamp": "sql_time:Timestamp",
    **{
        c: f"imageio_plugins:{c}"
        for c in (
            "ImageIO",  # images' read and write, with the plug-in API
            "IIOMetadataNode",
            "IIOMetadata",
            "PNGMetadata",
            "ImageWriter",
            "ImageReader",
            "ImageWriteParam",
            "ImageTypeSpecifier",
            "IIOImage",
            "ImageOutputStream",
            "ImageInputStream",
        )
    },
    "ScheduledExecutorService": "scheduled:ScheduledExecutorService",
    "ScheduledThreadPoolExecutor": "scheduled:ScheduledExecutorService",
    "ScheduledFuture": "scheduled:ScheduledFuture",
    "DecimalFormat": "decimalformat:DecimalFormat",
    "Properties": "properties:Properties",
    "DirectoryStream": "files:DirectoryStream",
    "URL": "uris:URL",
    "URI": "uris:URI",
    "Normalizer": "normalizer:Normalizer",
    "SimpleDateFormat": "simpledateformat:SimpleDateFormat",
    "DateFormat": "simpledateformat:SimpleDateFormat",
    "TimeZone": "simpledateformat:TimeZone",
    "ObjectOutputStream": "objectstreams:ObjectOutputStream",
    "ObjectInputStream": "objectstreams:ObjectInputStream",
    "Method": "reflection:Method",
    "Field": "reflection:Field",
    "Constructor": "reflection:Constructor",
    "Annotation": "jannotations:JavaAnnotation",  # the program's own annotation types' base
}
# Their Java packages (imports of these are dropped, as rules.JDK_CLASSES').
# java.nio.file's exceptions, which Files' methods raise (porter.javalib.exceptions).
NIO_FILE_EXCEPTIONS = (
    "FileSystemException",
    "NoSuchFileException",
    "FileAlreadyExistsException",
    "AccessDeniedException",
    "NotDirectoryException",
    "DirectoryNotEmptyException",
)

PACKAGES: dict[str, str] = {
    "Random": "java.util",
    "SecureRandom": "java.security",
    "ThreadLocalRandom": "java.util.concurrent",
    "IdentityHashMap": "java.util",
    "BitSet": "java.util",
    "BigInteger": "java.math",
    **dict.fromkeys(["BigDecimal", "RoundingMode", "MathContext"], "java.math"),
    **dict.fromkeys(["Spliterator", "Spliterators"], "java.util"),
    "StreamSupport": "java.util.stream",
    "Package": "java.lang",
    "TreeMap": "java.util",
    "TreeSet": "java.util",
    "EnumMap": "java.util",
    "EnumSet": "java.util",
    "PriorityQueue": "java.util",
    **dict.fromkeys(
        ["LocalDate", "LocalTime", "LocalDateTime", "ZonedDateTime", "ZoneId", "ZoneOffset"],
        "java.time",
    ),
    **dict.fromkeys(["DayOfWeek", "Month", "DateTimeException"], "java.time"),
    **dict.fromkeys(
        ["DateTimeFormatter", "TextStyle", "DateTimeParseException"], "java.time.format"
    ),
    **dict.fromkeys(["ChronoUnit", "UnsupportedTemporalTypeException"], "java.time.temporal"),
    "ListIterator": "java.util",
    "OptionalInt": "java.util",
    "OptionalLong": "java.util",
    "OptionalDouble": "java.util",
    "IntSummaryStatistics": "java.util",
    "DoubleSummaryStatistics": "java.util",
    "LongSummaryStatistics": "java.util",
    "Stream": "java.util.stream",
    "IntStream": "java.util.stream",
    "LongStream": "java.util.stream",
    "DoubleStream": "java.util.stream",
    "FileInputStream": "java.io",
    "FileOutputStream": "java.io",
    "InputStreamReader": "java.io",
    "OutputStreamWriter": "java.io",
    "FileReader": "java.io",
    "FileWriter": "java.io",
    "BufferedReader": "java.io",
    "BufferedWriter": "java.io",
    "PrintWriter": "java.io",
    "PrintStream": "java.io",
    "InputStream": "java.io",
    "Reader": "java.io",
    "FileNotFoundException": "java.io",
    "UncheckedIOException": "java.io",
    "StandardOpenOption": "java.nio.file",
    "TemporalAdjusters": "java.time.temporal",
    "YearMonth": "java.time",
    **dict.fromkeys(NIO_FILE_EXCEPTIONS, "java.nio.file"),
    "StandardCopyOption": "java.nio.file",
    "LinkOption": "java.nio.file",
    "FileVisitOption": "java.nio.file",
    "Logger": "java.util.logging",
    "LoggerFactory": "org.slf4j",
    "Level": "java.util.logging",
    "NoSuchElementException": "java.util",
    "UUID": "java.util",
    "URLEncoder": "java.net",
    "URLDecoder": "java.net",
    **{
        b: "java.nio"
        for b in (
            "ByteBuffer",
            "FloatBuffer",
            "DoubleBuffer",
            "IntBuffer",
            "LongBuffer",
            "ShortBuffer",
            "ByteOrder",
            "BufferOverflowException",
            "BufferUnderflowException",
        )
    },
    "Locale": "java.util",
    "Base64": "java.util",
    "Array": "java.lang.reflect",
    "Normalizer": "java.text",
    "JsonFormat": "com.google.protobuf.util",
    **dict.fromkeys(["TextFormat", "ExtensionRegistry"], "com.google.protobuf"),
    "ByteArrayInputStream": "java.io",
    "ByteArrayOutputStream": "java.io",
    "OutputStream": "java.io",
    # Apache Commons IO, beside the JDK in many TensorFlow Java programs.
    "IOUtils": "org.apache.commons.io",
    "URI": "java.net",
    "URL": "java.net",
    "ClassLoader": "java.lang",
    "FileSystems": "java.nio.file",
    "StringReader": "java.io",
    "StringWriter": "java.io",
    "Scanner": "java.util",
    "Preferences": "java.util.prefs",
    **dict.fromkeys(["ZipInputStream", "ZipOutputStream", "ZipEntry", "ZipFile"], "java.util.zip"),
    "StringTokenizer": "java.util",
    "StringJoiner": "java.util",
    "Modifier": "java.lang.reflect",
    "Pattern": "java.util.regex",
    "Matcher": "java.util.regex",
    "MatchResult": "java.util.regex",
    "Instant": "java.time",
    "Duration": "java.time",
    "Period": "java.time",
    "ResourceBundle": "java.util",
    "MissingResourceException": "java.util",
    **dict.fromkeys(
        [*_SOUND, "LineUnavailableException", "UnsupportedAudioFileException"],
        "javax.sound.sampled",
    ),
    "Console": "java.io",
    "FileTime": "java.nio.file.attribute",
    "BasicFileAttributes": "java.nio.file.attribute",
    "BasicFileAttributeView": "java.nio.file.attribute",
    **dict.fromkeys(
        [
            "PosixFileAttributes",
            "PosixFilePermission",
            "PosixFilePermissions",
            "UserPrincipal",
            "GroupPrincipal",
        ],
        "java.nio.file.attribute",
    ),
    "NumberFormat": "java.text",
    "WeakHashMap": "java.util",
    **dict.fromkeys(
        ["DataInputStream", "DataOutputStream", "BufferedInputStream", "BufferedOutputStream"],
        "java.io",
    ),
    "EOFException": "java.io",
    **dict.fromkeys(
        [
            "BlockingQueue",
            "ArrayBlockingQueue",
            "LinkedBlockingQueue",
            "LinkedBlockingDeque",
            "SynchronousQueue",
        ],
        "java.util.concurrent",
    ),
    **dict.fromkeys(["Socket", "ServerSocket"], "java.net"),
    "Timestamp": "java.sql",
    **dict.fromkeys(
        ["ImageWriter", "ImageReader", "ImageWriteParam", "ImageTypeSpecifier", "IIOImage"],
        "javax.imageio",
    ),
    **dict.fromkeys(["IIOMetadataNode", "IIOMetadata"], "javax.imageio.metadata"),
    **dict.fromkeys(["ImageOutputStream", "ImageInputStream"], "javax.imageio.stream"),
    "PNGMetadata": "com.sun.imageio.plugins.png",
    **dict.fromkeys(["GZIPInputStream", "GZIPOutputStream"], "java.util.zip"),
    **dict.fromkeys(
        [
            "BufferedImage",
            "WritableRaster",
            "Raster",
            "DataBuffer",
            "DataBufferByte",
            "DataBufferInt",
            "SampleModel",
        ],
        "java.awt.image",
    ),
    "ImageIO": "javax.imageio",
    **dict.fromkeys(
        ["Image", "Graphics", "Graphics2D", "Color", "Rectangle", "BasicStroke", "Font"],
        "java.awt",
    ),
    **dict.fromkeys(
        [
            "Executors",
            "ExecutorService",
            "Executor",
            "Future",
            "TimeUnit",
            "CountDownLatch",
            "ExecutionException",
            "TimeoutException",
            "CancellationException",
            "CompletableFuture",
            "CompletionStage",
            "CompletionException",
        ],
        "java.util.concurrent",
    ),
    "ConcurrentHashMap": "java.util.concurrent",
    **dict.fromkeys(
        ["ReentrantLock", "Condition", "ReentrantReadWriteLock", "Lock", "ReadWriteLock"],
        "java.util.concurrent.locks",
    ),
    **dict.fromkeys(
        ["ScheduledExecutorService", "ScheduledThreadPoolExecutor", "ScheduledFuture"],
        "java.util.concurrent",
    ),
    "InputMismatchException": "java.util",
    "DecimalFormat": "java.text",
    "MessageFormat": "java.text",
    "SimpleDateFormat": "java.text",
    "DateFormat": "java.text",
    "TimeZone": "java.util",
    "Properties": "java.util",
    "FileSystem": "java.nio.file",
    "FileSystemNotFoundException": "java.nio.file",
    "FileSystemAlreadyExistsException": "java.nio.file",
    "DirectoryStream": "java.nio.file",
    "FileUtils": "org.apache.commons.io",
    "InvalidProtocolBufferException": "com.google.protobuf",
    **dict.fromkeys(["Method", "Field", "Constructor"], "java.lang.reflect"),
    **dict.fromkeys(["ObjectOutputStream", "ObjectInputStream"], "java.io"),
    "Annotation": "java.lang.annotation",
}
# Exceptions of porter.javalib a catch clause names: Java simple name → (module, name).
CAUGHT: dict[str, tuple[str, str]] = {
    "InputMismatchException": ("porter.javalib.scanner", "InputMismatchException"),
    "EOFException": ("porter.javalib.datastreams", "EOFException"),
    "BackingStoreException": ("porter.javalib.prefs", "BackingStoreException"),
    **{
        e: ("porter.javalib.sockets", e)
        for e in (
            "SocketException",
            "BindException",
            "SocketTimeoutException",
            "UnknownHostException",
        )
    },
    "IIOInvalidTreeException": ("porter.javalib.imageio_plugins", "IIOInvalidTreeException"),
    **{
        e: ("porter.javalib.concurrent", e)
        for e in (
            "ExecutionException",
            "TimeoutException",
            "CancellationException",
            "CompletionException",
        )
    },
    "InvalidProtocolBufferException": ("porter.javalib.protobuf", "InvalidProtocolBufferException"),
    **{
        e: ("porter.javalib.sound", e)
        for e in ("LineUnavailableException", "UnsupportedAudioFileException")
    },
    **library_rules.JSON_EXCEPTIONS,
}

# Static calls: (class, method) → template. The class's own static methods (``IntStream.range``,
# ``Logger.getLogger``) need no entry.
# Integer's and Long's bit functions of one argument (porter.javalib.boxes, by width); of
# them, the counts are ints for a long too.
_BIT_COUNTS = ("bitCount", "numberOfLeadingZeros", "numberOfTrailingZeros")
_BIT_FUNCTIONS = (*_BIT_COUNTS, "highestOneBit", "lowestOneBit", "reverse", "reverseBytes")
STATIC_CALLS: dict[tuple[str, str], str] = {
    **{
        ("Math", f): f"{{lib:jmath}}.{f}({{args}})"
        for f in ("sqrt", "log", "log10", "pow", "exp", "cbrt", "hypot", "ceil", "floor", "rint")
    },
    **{("Math", f): f"{{lib:jmath}}.{f}({{args}})" for f in ("signum", "toRadians", "toDegrees")},
    **{("StrictMath", f): f"{{lib:jmath}}.{f}({{args}})" for f in ("sqrt", "pow", "exp", "cbrt")},
    **{
        ("Math", f): f"{{mod:math:{f}}}({{args}})"
        for f in ("sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh")
    },
    ("Math", "log1p"): "{mod:math:log1p}({0})",
    # a Function is a Python callable
    **{(f, "identity"): "(lambda x: x)" for f in ("Function", "UnaryOperator")},
    # A Charset is its name in the port (as StandardCharsets' constants are); Python's codecs
    # know Java's names.
    ("Charset", "forName"): "{0}",
    ("Charset", "defaultCharset"): '"UTF-8"',
    # Python's UUID prints as Java's (lowercase hex, dashed).
    ("UUID", "randomUUID"): "{mod:uuid:uuid4}()",
    ("UUID", "fromString"): "{mod:uuid:UUID}({0})",
    ("URLEncoder", "encode"): "{lib:uris}.urlEncode({args})",
    ("URLDecoder", "decode"): "{lib:uris}.urlDecode({args})",
    ("Math", "expm1"): "{mod:math:expm1}({0})",
    ("Math", "random"): "{lib:jrandom}.mathRandom()",
    ("Math", "floorMod"): "{lib:jmath}.floorMod({0}, {1})",
    ("Math", "toIntExact"): "{lib:jmath}.toIntExact({0})",
    ("Math", "clamp"): "{lib:jmath}.clamp({args})",
    ("StrictMath", "log"): "{lib:fdlibm}.log({0})",
    # The boxes.
    ("Integer", "parseInt"): "{lib:boxes}.parseInt({args})",
    ("Long", "parseLong"): "{lib:boxes}.parseLong({args})",
    ("Short", "parseShort"): "{lib:boxes}.parseShort({args})",
    ("Byte", "parseByte"): "{lib:boxes}.parseByte({args})",
    ("Double", "parseDouble"): "{lib:boxes}.parseDouble({0})",
    ("Float", "parseFloat"): "{lib:boxes}.parseFloat({0})",
    ("Boolean", "parseBoolean"): "{lib:boxes}.parseBoolean({0})",
    ("Integer", "toString"): "{lib:boxes}.toString({args})",
    ("Long", "toString"): "{lib:boxes}.toString({args})",
    ("Double", "toString"): "{lib:boxes}.doubleToString({0})",
    ("Float", "toString"): "{lib:boxes}.floatToString({0})",
    ("Boolean", "toString"): "{shim:jstr}({0})",
    ("Integer", "toHexString"): "{lib:boxes}.toHexString({0})",
    **{
        (box, f"toUnsigned{kind}"): f"{{lib:boxes}}.unsigned({{0}}, {bits})"
        for box, bits in (("Byte", 8), ("Short", 16), ("Integer", 32))
        for kind in ("Int", "Long")
        if (box, kind) != ("Integer", "Int")
    },
    ("Integer", "toUnsignedString"): "str({lib:boxes}.unsigned({0}, 32))",
    ("Long", "toUnsignedString"): "str({lib:boxes}.unsigned({0}, 64))",
    **{
        (box, f): f"{{lib:boxes}}.{f}({{0}}, {{1}}, {bits})"
        for box, bits in (("Integer", 32), ("Long", 64))
        for f in ("compareUnsigned", "divideUnsigned", "remainderUnsigned")
    },
    ("Integer", "toBinaryString"): "{lib:boxes}.toBinaryString({0})",
    ("Integer", "toOctalString"): "{lib:boxes}.toOctalString({0})",
    ("Long", "toHexString"): "{lib:boxes}.longToHexString({0})",
    ("Long", "toBinaryString"): "{lib:boxes}.longToBinaryString({0})",
    **{
        (box, f): f"{{lib:boxes}}.{f}({{0}}{width})"
        for box, width in (("Integer", ""), ("Long", ", 64"))
        for f in _BIT_FUNCTIONS
    },
    **{
        (box, f): f"{{lib:boxes}}.{f}({{0}}, {{1}}{width})"
        for box, width in (("Integer", ""), ("Long", ", 64"))
        for f in ("rotateLeft", "rotateRight")
    },
    ("Integer", "parseUnsignedInt"): "{lib:boxes}.parseUnsignedInt({args})",
    ("Long", "parseUnsignedLong"): "{lib:boxes}.parseUnsignedLong({args})",
    ("Integer", "signum"): "{lib:boxes}.signum({0})",
    ("Long", "signum"): "{lib:boxes}.signum({0})",
    ("Integer", "sum"): "{lib:boxes}.sumInt({0}, {1})",
    ("Long", "sum"): "{lib:boxes}.sumLong({0}, {1})",
    ("Double", "sum"): "({0} + {1})",
    ("Float", "sum"): "{shim:f32}({0} + {1})",
    ("Integer", "max"): "max({0}, {1})",
    ("Integer", "min"): "min({0}, {1})",
    ("Long", "max"): "max({0}, {1})",
    ("Long", "min"): "min({0}, {1})",
    ("Double", "max"): "{lib:jmath}.fmax({0}, {1})",
    ("Double", "min"): "{lib:jmath}.fmin({0}, {1})",
    ("Float", "max"): "{lib:jmath}.fmax({0}, {1})",
    ("Float", "min"): "{lib:jmath}.fmin({0}, {1})",
    **{(box, "compare"): "{lib:boxes}.compare({0}, {1})" for box in ("Integer", "Long", "Double")},
    ("Float", "compare"): "{lib:boxes}.compare({0}, {1})",
    ("Boolean", "compare"): "(int({0}) - int({1}))",
    ("Character", "compare"): "(ord({0}) - ord({1}))",
    ("Double", "isInfinite"): "{mod:math:isinf}({0})",
    ("Float", "isInfinite"): "{mod:math:isinf}({0})",
    ("Double", "isFinite"): "{mod:math:isfinite}({0})",
    ("Float", "isFinite"): "{mod:math:isfinite}({0})",
    ("Float", "floatToIntBits"): "{lib:boxes}.floatToIntBits({0})",
    ("Float", "intBitsToFloat"): "{lib:boxes}.intBitsToFloat({0})",
    ("Double", "doubleToLongBits"): "{lib:boxes}.doubleToLongBits({0})",
    ("Double", "longBitsToDouble"): "{lib:boxes}.longBitsToDouble({0})",
    ("Integer", "hashCode"): "{0}",
    ("Double", "hashCode"): "{lib:hashing}.doubleHash({0})",
    ("Long", "hashCode"): "{lib:hashing}.longHash({0})",
    ("Boolean", "hashCode"): "(1231 if {0} else 1237)",
    ("Character", "hashCode"): "ord({0})",
    ("Short", "hashCode"): "{0}",
    ("Byte", "hashCode"): "{0}",
    ("Boolean", "logicalAnd"): "({0} and {1})",
    ("Boolean", "logicalOr"): "({0} or {1})",
    ("Boolean", "logicalXor"): "({0} != {1})",
    **{
        ("Character", f): f"{{lib:boxes}}.{f}({{args}})"
        for f in (
            "isDigit",
            "isLetter",
            "isLetterOrDigit",
            "isAlphabetic",
            "isWhitespace",
            "isUpperCase",
            "isLowerCase",
            "toUpperCase",
            "toLowerCase",
            "getNumericValue",
            "digit",
            "forDigit",
            "getType",
            "isSpaceChar",
            "isISOControl",
        )
    },
    ("Character", "toString"): "{0}",
    ("Character", "valueOf"): "{0}",
    ("Character", "toChars"): "[chr({0})]",
    # java.lang.String's statics.
    ("String", "format"): "{lib:formatter}.format({args})",
    # java.lang.System, Thread, Runtime.
    ("Class", "forName"): "{lib:reflection}.forName({args})",
    ("MessageFormat", "format"): "{lib:messageformat}.format({args})",
    ("System", "getProperty"): "{lib:system}.getProperty({args})",
    ("System", "setProperty"): "{lib:system}.setProperty({0}, {1})",
    ("System", "getenv"): "{lib:system}.getenv({args})",
    ("System", "exit"): "{lib:system}.exit({0})",
    ("System", "setOut"): "{lib:system}.setOut({0})",
    ("System", "setErr"): "{lib:system}.setErr({0})",
    ("System", "loadLibrary"): "{lib:system}.loadLibrary({0})",
    ("System", "load"): "{lib:system}.load({0})",
    ("System", "arraycopy"): "{lib:system}.arraycopy({args})",
    ("System", "lineSeparator"): "{lib:system}.lineSeparator()",
    ("System", "currentTimeMillis"): "{lib:system}.currentTimeMillis()",
    ("System", "identityHashCode"): "{lib:system}.identityHashCode({0})",
    ("Thread", "sleep"): "{lib:system}.sleep({args})",
    ("Thread", "currentThread"): "{lib:system}.currentThread()",
    ("FileSystems", "getDefault"): "{lib:files}.FileSystem.getDefault()",
    ("FileSystems", "newFileSystem"): "{lib:zipfs}.newFileSystem({args})",
    ("FileSystems", "getFileSystem"): "{lib:zipfs}.getFileSystem({0})",
    ("Executors", "newScheduledThreadPool"): "{lib:scheduled}.ScheduledExecutorService({args})",
    (
        "Executors",
        "newSingleThreadScheduledExecutor",
    ): "{lib:scheduled}.ScheduledExecutorService(1)",
    # java.util.Comparator's factories; a port's comparators are functions (a, b) -> int
    # (reverseOrder is rules.STATIC_CALLS', the runtime shim's).
    **{
        ("Comparator", f): f"{{lib:comparators}}.{f}({{args}})"
        for f in (
            "comparing",
            "comparingInt",
            "comparingLong",
            "comparingDouble",
            "naturalOrder",
            "nullsFirst",
            "nullsLast",
        )
    },
    ("Entry", "comparingByKey"): "{lib:comparators}.comparingByKey({args})",
    ("Entry", "comparingByValue"): "{lib:comparators}.comparingByValue({args})",
    # java.util: collections.
    ("List", "copyOf"): "{lib:jcollections}.copyOf({0})",
    ("Set", "copyOf"): "frozenset({0})",
    ("Map", "entry"): "{lib:entries}.entry({0}, {1})",
    # A dict of the entries, in their order (as Map.of's dict literal).
    ("Map", "ofEntries"): "dict([{args}])",
    ("Map", "copyOf"): "{lib:jcollections}.ImmutableMap({0})",
    ("Arrays", "sort"): "{lib:jcollections}.sort({args})",
    ("Arrays", "compare"): "{lib:jcollections}.arraysCompare({0}, {1})",
    ("Arrays", "setAll"): "{lib:array_updates}.setAll({0}, {1})",
    ("Arrays", "parallelSetAll"): "{lib:array_updates}.setAll({0}, {1})",
    ("Arrays", "parallelPrefix"): "{lib:array_updates}.parallelPrefix({args})",
    ("System", "console"): "{lib:system}.console()",
    ("Arrays", "mismatch"): "{lib:jcollections}.arraysMismatch({0}, {1})",
    ("Arrays", "copyOf"): "{lib:jcollections}.copyOf({0}, {1})",
    ("Arrays", "copyOfRange"): "{lib:jcollections}.copyOfRange({0}, {1}, {2})",
    ("Arrays", "deepToString"): "{lib:jcollections}.deepToString({0})",
    ("Arrays", "binarySearch"): "{lib:jcollections}.binarySearch({args})",
    ("Collections", "binarySearch"): "{lib:jcollections}.binarySearch({args})",
    ("Collections", "reverseOrder"): "{lib:comparators}.reverseOrder({args})",
    ("Arrays", "stream"): "{lib:streams}.stream({args})",
    ("Arrays", "hashCode"): "{lib:hashing}.javaHash(list({0}))",
    ("ClassLoader", "getSystemResource"): "{lib:resources}.getSystemResource({0})",
    ("ClassLoader", "getSystemResourceAsStream"): "{lib:resources}.getSystemResourceAsStream({0})",
    ("Collections", "sort"): "{lib:jcollections}.sort({args})",
    ("Collections", "shuffle"): "{lib:jcollections}.shuffle({args})",
    ("Collections", "reverse"): "{0}.reverse()",
    ("Collections", "swap"): "{lib:jcollections}.swap({0}, {1}, {2})",
    ("Collections", "nCopies"): "{lib:jcollections}.nCopies({0}, {1})",
    ("Collections", "frequency"): "{lib:jcollections}.frequency({0}, {1})",
    ("Collections", "max"): "{lib:jcollections}.max_({args})",
    ("Collections", "min"): "{lib:jcollections}.min_({args})",
    ("Collections", "unmodifiableList"): "{lib:jcollections}.ImmutableList({0})",
    ("Collections", "unmodifiableMap"): "{lib:jcollections}.ImmutableMap({0})",
    ("Collections", "unmodifiableSet"): "frozenset({0})",
    ("Collections", "newSetFromMap"): "{lib:identity}.newSetFromMap({0})",
    ("Collections", "addAll"): "{lib:jcollections}.addAll({args})",
    **{
        ("Collections", m): f"{{lib:jcollections}}.{m}({{args}})"
        for m in (
            "rotate",
            "fill",
            "disjoint",
            "indexOfSubList",
            "lastIndexOfSubList",
        )
    },
    ("Collections", "replaceAll"): "{lib:jcollections}.replaceAllEqual({args})",
    ("Collections", "copy"): "{lib:jcollections}.copyInto({args})",
    ("Collections", "unmodifiableCollection"): "{lib:jcollections}.ImmutableList({0})",
    ("Objects", "requireNonNull"): "{lib:jcollections}.requireNonNull({args})",
    ("Objects", "requireNonNullElse"): "{lib:jcollections}.requireNonNullElse({args})",
    ("Objects", "requireNonNullElseGet"): "{lib:jcollections}.requireNonNullElseGet({args})",
    ("Objects", "isNull"): "({0} is None)",
    ("Objects", "nonNull"): "({0} is not None)",
    ("Objects", "hashCode"): "{lib:hashing}.javaHash({0})",
    ("Objects", "hash"): "{lib:hashing}.javaHash([{args}])",  # Arrays.hashCode of the values
    ("Optional", "of"): "{lib:optional}.of({0})",
    ("Optional", "ofNullable"): "{0}",
    ("Optional", "empty"): "None",
    ("OptionalInt", "of"): "{0}",
    ("OptionalDouble", "of"): "{0}",
    ("OptionalLong", "of"): "{0}",
    ("OptionalInt", "empty"): "None",
    ("OptionalDouble", "empty"): "None",
    ("OptionalLong", "empty"): "None",
    # java.util.stream.Collectors.
    **{
        ("Collectors", f): f"{{lib:streams}}.{f}({{args}})"
        for f in (
            "toList",
            "toSet",
            "toMap",
            "joining",
            "groupingBy",
            "partitioningBy",
            "counting",
            "summarizingInt",
            "summarizingLong",
            "summarizingDouble",
            "summingInt",
            "summingLong",
            "summingDouble",
            "averagingInt",
            "averagingLong",
            "averagingDouble",
            "mapping",
            "filtering",
            "reducing",
            "minBy",
            "maxBy",
            "collectingAndThen",
            "toCollection",
            "toUnmodifiableList",
        )
    },
    # java.nio.file.Files.
    **{
        ("Files", f): f"{{lib:files}}.{f}({{args}})"
        for f in (
            "readAllLines",
            "lines",
            "readString",
            "readAllBytes",
            "write",
            "writeString",
            "copy",
            "move",
            "exists",
            "notExists",
            "isDirectory",
            "isRegularFile",
            "isReadable",
            "size",
            "createDirectories",
            "createDirectory",
            "createFile",
            "delete",
            "deleteIfExists",
            "walk",
            "createTempFile",
            "createTempDirectory",
            "newBufferedReader",
            "newBufferedWriter",
            "newInputStream",
            "newOutputStream",
            "newDirectoryStream",
            "setLastModifiedTime",
            "getLastModifiedTime",
            "readAttributes",
            "getFileAttributeView",
            "isSymbolicLink",
            "isHidden",
            "isExecutable",
            "isWritable",
            "isSameFile",
            "find",
            "createSymbolicLink",
            "readSymbolicLink",
        )
    },
    **{
        ("Files", f): f"{{lib:posixattrs}}.{f}({{args}})"
        for f in ("getOwner", "getPosixFilePermissions", "setPosixFilePermissions")
    },
    ("IOUtils", "toByteArray"): "{lib:files}.toByteArray({0})",
    ("FileUtils", "readFileToByteArray"): "{lib:files}.readFileToByteArray({0})",
    ("Files", "list"): "{lib:files}.list_({0})",
    # java.lang.reflect.Array on the arrays a port holds (lists, numpy arrays, bytes).
    ("Array", "getLength"): "len({0})",
    ("Array", "get"): "{lib:bounds}.arrayAt({0}, {1})",
    ("Array", "newInstance"): "{lib:classes}.newArray({args})",
    ("Array", "set"): "{0}.__setitem__({1}, {2})",
}
# Math's methods whose Java overload, and so whose result, depends on the arguments' type:
# (class, method) → {promoted primitive → template}. A call whose argument types the porter
# does not know is untranslatable.
TYPED_STATIC_CALLS: dict[tuple[str, str], dict[str, str]] = {
    ("Math", "round"): {
        "double": "{lib:jmath}.roundToLong({0})",
        "long": "{0}",
        "float": "{lib:jmath}.roundToInt({0})",
        "int": "{0}",
        "*": "{lib:jmath}.anyRound({0})",
    },
    ("Math", "abs"): {
        "double": "abs({0})",
        "float": "abs({0})",
        "long": "{lib:jmath}.absLong({0})",
        "int": "{lib:jmath}.absInt({0})",
        "*": "{lib:jmath}.anyAbs({0})",
    },
    ("Math", "max"): {
        "double": "{lib:jmath}.fmax({0}, {1})",
        "float": "{lib:jmath}.fmax({0}, {1})",
        "long": "max({0}, {1})",
        "int": "max({0}, {1})",
        "*": "{lib:jmath}.anyMax({0}, {1})",
    },
    ("Math", "min"): {
        "double": "{lib:jmath}.fmin({0}, {1})",
        "float": "{lib:jmath}.fmin({0}, {1})",
        "long": "min({0}, {1})",
        "int": "min({0}, {1})",
        "*": "{lib:jmath}.anyMin({0}, {1})",
    },
    ("Math", "floorDiv"): {
        "long": "{lib:jmath}.floorDiv({0}, {1}, wrap=False)",
        "int": "{lib:jmath}.floorDiv({0}, {1})",
    },
    **{
        ("Math", f): {
            "long": f"{{lib:jmath}}.{f}({{0}}, {{1}}, long=True)",
            "int": f"{{lib:jmath}}.{f}({{0}}, {{1}})",
        }
        for f in ("addExact", "subtractExact", "multiplyExact")
    },
    ("Math", "negateExact"): {
        "long": "{lib:jmath}.negateExact({0}, long=True)",
        "int": "{lib:jmath}.negateExact({0})",
    },
    # Paths.get(URI): a file: URI's path, or a path of the zip file system a jar: URI names
    **{
        (c, m): {"URI": "{lib:zipfs}.pathOf({0})", "*": "{mod:pathlib:Path}({args})"}
        for c, m in (("Paths", "get"), ("Path", "of"))
    },
    # Integer.valueOf(String) parses; Integer.valueOf(int) boxes.
    ("Integer", "valueOf"): {"String": "{lib:boxes}.parseInt({args})", "int": "{0}"},
    ("Long", "valueOf"): {"String": "{lib:boxes}.parseLong({args})", "long": "{0}", "int": "{0}"},
    ("Double", "valueOf"): {"String": "{lib:boxes}.parseDouble({0})", "double": "float({0})"},
    ("Float", "valueOf"): {"String": "{lib:boxes}.parseFloat({0})", "float": "{0}"},
    ("Boolean", "valueOf"): {"String": "{lib:boxes}.parseBoolean({0})", "boolean": "{0}"},
    ("Arrays", "toString"): {
        "float[]": '{shim:arraysToString}({0}, width="float")',
        "*": "{shim:arraysToString}({0})",
    },
    ("Objects", "toString"): {
        "float": '{shim:jstr}({0}, width="float")',  # a Float too
        "*": "{shim:jstr}({0})",
    },
    ("String", "valueOf"): {
        "char[]": "{lib:strings}.valueOfChars({args})",
        "float": '{shim:jstr}({0}, width="float")',
        "*": "{shim:jstr}({0})",
    },
}
STATIC_RETURNS: dict[tuple[str, str], JType] = {
    ("Arrays", "hashCode"): INT,
    ("Objects", "hashCode"): INT,
    ("Objects", "hash"): INT,
    ("Objects", "isNull"): BOOLEAN,
    ("Objects", "nonNull"): BOOLEAN,
    **{(box, "toUnsignedInt"): INT for box in ("Byte", "Short")},
    **{(box, "toUnsignedLong"): LONG for box in ("Byte", "Short", "Integer")},
    **{(box, "toUnsignedString"): STRING for box in ("Integer", "Long")},
    ("Integer", "compareUnsigned"): INT,
    ("Long", "compareUnsigned"): INT,
    ("Integer", "divideUnsigned"): INT,
    ("Integer", "remainderUnsigned"): INT,
    ("Long", "divideUnsigned"): LONG,
    ("Long", "remainderUnsigned"): LONG,
    ("Thread", "currentThread"): JType("Thread"),
    ("Class", "forName"): JType("Class"),
    ("MessageFormat", "format"): STRING,
    **{
        ("Comparator", f): JType("Comparator")
        for f in (
            "comparing",
            "comparingInt",
            "comparingLong",
            "comparingDouble",
            "naturalOrder",
            "reverseOrder",
            "nullsFirst",
            "nullsLast",
        )
    },
    ("Entry", "comparingByKey"): JType("Comparator"),
    ("Entry", "comparingByValue"): JType("Comparator"),
    ("FileSystems", "getDefault"): JType("FileSystem"),
    ("FileSystems", "newFileSystem"): JType("FileSystem"),
    ("FileSystems", "getFileSystem"): JType("FileSystem"),
    ("Executors", "newScheduledThreadPool"): JType("ScheduledExecutorService"),
    ("Executors", "newSingleThreadScheduledExecutor"): JType("ScheduledExecutorService"),
    ("Files", "newDirectoryStream"): JType("DirectoryStream", 0, (JType("Path"),)),
    **{
        (f"{kind}Buffer", method): JType(f"{kind}Buffer")
        for kind in ("Byte", "Short", "Int", "Long", "Float", "Double")
        for method in ("wrap", "allocate")
    },
    ("Charset", "forName"): JType("Charset"),
    ("Map", "ofEntries"): JType("Map"),
    ("Charset", "defaultCharset"): JType("Charset"),
    ("UUID", "randomUUID"): JType("UUID"),
    ("UUID", "fromString"): JType("UUID"),
    ("URLEncoder", "encode"): STRING,
    ("URLDecoder", "decode"): STRING,
    **{
        ("Math", f): DOUBLE
        for f in (
            "sqrt",
            "log",
            "log10",
            "pow",
            "exp",
            "cbrt",
            "hypot",
            "ceil",
            "floor",
            "rint",
            "toRadians",
            "toDegrees",
            "sin",
            "cos",
            "tan",
            "asin",
            "acos",
            "atan",
            "atan2",
            "sinh",
            "cosh",
            "tanh",
            "log1p",
            "expm1",
            "random",
        )
    },
    ("Math", "toIntExact"): INT,
    ("Integer", "parseInt"): INT,
    ("Long", "parseLong"): LONG,
    ("Short", "parseShort"): JType("short"),
    ("Byte", "parseByte"): JType("byte"),
    ("Double", "parseDouble"): DOUBLE,
    ("Float", "parseFloat"): FLOAT,
    ("Boolean", "parseBoolean"): BOOLEAN,
    **{
        (box, f): STRING
        for box in ("Integer", "Long", "Double", "Float", "Boolean", "Character")
        for f in ("toString", "toHexString", "toBinaryString", "toOctalString")
    },
    **{(box, "compare"): INT for box in ("Integer", "Long", "Double", "Float", "Boolean")},
    **{
        ("Integer", f): INT
        for f in (*_BIT_FUNCTIONS, "rotateLeft", "rotateRight", "parseUnsignedInt")
        + ("signum", "sum", "max", "min", "hashCode")
    },
    **{
        ("Long", f): LONG
        for f in (*_BIT_FUNCTIONS, "rotateLeft", "rotateRight", "parseUnsignedLong")
        if f not in _BIT_COUNTS
    },
    **{("Long", f): INT for f in _BIT_COUNTS},
    ("Long", "sum"): LONG,
    ("Long", "max"): LONG,
    ("Long", "min"): LONG,
    ("Double", "sum"): DOUBLE,
    ("Double", "max"): DOUBLE,
    ("Double", "min"): DOUBLE,
    ("Float", "sum"): FLOAT,
    ("Float", "max"): FLOAT,
    ("Float", "min"): FLOAT,
    ("Float", "floatToIntBits"): INT,
    ("Double", "doubleToLongBits"): LONG,
    ("Double", "longBitsToDouble"): DOUBLE,
    ("Float", "intBitsToFloat"): FLOAT,
    **{
        ("Character", f): BOOLEAN
        for f in (
            "isDigit",
            "isLetter",
            "isLetterOrDigit",
            "isAlphabetic",
            "isWhitespace",
            "isUpperCase",
            "isLowerCase",
            "isSpaceChar",
            "isISOControl",
        )
    },
    ("Character", "getType"): INT,
    ("Character", "toUpperCase"): CHAR,
    ("Character", "toLowerCase"): CHAR,
    ("Character", "getNumericValue"): INT,
    ("Character", "digit"): INT,
    ("String", "format"): STRING,
    ("System", "getProperty"): STRING,
    ("System", "getenv"): STRING,
    ("System", "lineSeparator"): STRING,
    ("System", "currentTimeMillis"): LONG,
    ("Arrays", "copyOf"): None,  # type: ignore[dict-item]  # the argument's type: see returns
    ("Arrays", "deepToString"): STRING,
    ("Arrays", "binarySearch"): INT,
    ("Collections", "binarySearch"): INT,
    ("Collections", "reverseOrder"): JType("Comparator"),
    ("Arrays", "compare"): INT,
    ("System", "console"): JType("Console"),
    ("Arrays", "mismatch"): INT,
    ("Arrays", "stream"): JType("Stream"),
    ("ClassLoader", "getSystemResource"): JType("URL"),
    ("ClassLoader", "getSystemResourceAsStream"): JType("InputStream"),
    ("Collections", "frequency"): INT,
    **{("Collections", m): INT for m in ("indexOfSubList", "lastIndexOfSubList")},
    **{("Collections", m): BOOLEAN for m in ("disjoint", "replaceAll", "addAll")},
    ("Collections", "nCopies"): JType("List"),
    ("Collections", "newSetFromMap"): JType("Set"),
    ("Files", "readAllLines"): JType("List", 0, (STRING,)),
    ("Files", "lines"): JType("Stream", 0, (STRING,)),
    ("Files", "readString"): STRING,
    ("Files", "exists"): BOOLEAN,
    ("Files", "notExists"): BOOLEAN,
    ("Files", "isDirectory"): BOOLEAN,
    ("Files", "isRegularFile"): BOOLEAN,
    ("Files", "size"): LONG,
    ("Files", "createDirectories"): JType("Path"),
    ("Files", "createTempFile"): JType("Path"),
    ("Files", "createTempDirectory"): JType("Path"),
    ("Files", "newBufferedReader"): JType("BufferedReader"),
    ("Files", "newBufferedWriter"): JType("BufferedWriter"),
    ("Files", "walk"): JType("Stream", 0, (JType("Path"),)),
    ("Files", "list"): JType("Stream", 0, (JType("Path"),)),
    ("Files", "getLastModifiedTime"): JType("FileTime"),
    ("Files", "getFileAttributeView"): JType("BasicFileAttributeView"),
    **{
        ("Files", m): BOOLEAN
        for m in ("isSymbolicLink", "isHidden", "isExecutable", "isWritable", "isSameFile")
    },
    ("Files", "find"): JType("Stream", 0, (JType("Path"),)),
    ("Files", "getOwner"): JType("UserPrincipal"),
    ("Files", "getPosixFilePermissions"): JType("Set", 0, (JType("PosixFilePermission"),)),
    ("Files", "setPosixFilePermissions"): JType("Path"),
    **{("Files", m): JType("Path") for m in ("createSymbolicLink", "readSymbolicLink")},
    ("Array", "getLength"): INT,
    ("IOUtils", "toByteArray"): JType("byte", 1),
    ("FileUtils", "readFileToByteArray"): JType("byte", 1),
    ("Files", "newInputStream"): JType("FileInputStream"),
    ("Files", "newOutputStream"): JType("FileOutputStream"),
    **{("Collectors", f): JType("Collector") for f in ("toList", "toSet", "toMap", "joining")},
}
TYPED_RETURNS: dict[tuple[str, str], dict[str, JType]] = {
    ("Math", "round"): {"double": LONG, "float": INT, "long": LONG, "int": INT},
    **{
        ("Math", f): {"double": DOUBLE, "float": FLOAT, "long": LONG, "int": INT}
        for f in ("abs", "max", "min")
    },
    **{
        ("Math", f): {"long": LONG, "int": INT}
        for f in ("floorDiv", "addExact", "subtractExact", "multiplyExact", "negateExact")
    },
    ("Integer", "valueOf"): {"String": INT, "int": INT},
    ("Long", "valueOf"): {"String": LONG, "long": LONG, "int": LONG},
    ("Double", "valueOf"): {"String": DOUBLE, "double": DOUBLE},
    ("Float", "valueOf"): {"String": FLOAT, "float": FLOAT},
    ("Boolean", "valueOf"): {"String": BOOLEAN, "boolean": BOOLEAN},
    ("String", "valueOf"): {"char[]": STRING, "float": STRING, "*": STRING},
    ("Arrays", "toString"): {"float[]": STRING, "*": STRING},
    ("Objects", "toString"): {"float": STRING, "*": STRING},
    **{
        (c, m): {"URI": JType("Path"), "*": JType("Path")}
        for c, m in (("Paths", "get"), ("Path", "of"))
    },
}
# Character.getType's constants (porter.javalib.boxes maps the Unicode categories to them).
_CHARACTER_TYPES = {
    "UNASSIGNED": 0, "UPPERCASE_LETTER": 1, "LOWERCASE_LETTER": 2, "TITLECASE_LETTER": 3,
    "MODIFIER_LETTER": 4, "OTHER_LETTER": 5, "NON_SPACING_MARK": 6, "ENCLOSING_MARK": 7,
    "COMBINING_SPACING_MARK": 8, "DECIMAL_DIGIT_NUMBER": 9, "LETTER_NUMBER": 10,
    "OTHER_NUMBER": 11, "SPACE_SEPARATOR": 12, "LINE_SEPARATOR": 13,
    "PARAGRAPH_SEPARATOR": 14, "CONTROL": 15, "FORMAT": 16, "PRIVATE_USE": 18,
    "SURROGATE": 19, "DASH_PUNCTUATION": 20, "START_PUNCTUATION": 21, "END_PUNCTUATION": 22,
    "CONNECTOR_PUNCTUATION": 23, "OTHER_PUNCTUATION": 24, "MATH_SYMBOL": 25,
    "CURRENCY_SYMBOL": 26, "MODIFIER_SYMBOL": 27, "OTHER_SYMBOL": 28,
    "INITIAL_QUOTE_PUNCTUATION": 29, "FINAL_QUOTE_PUNCTUATION": 30,
}  # fmt: skip
_ROUNDING_MODES = ("UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN")
_ROUNDING_MODES += ("UNNECESSARY",)
_CHRONO_UNITS = (
    *("NANOS", "MICROS", "MILLIS", "SECONDS", "MINUTES", "HOURS", "HALF_DAYS", "DAYS"),
    *("WEEKS", "MONTHS", "YEARS", "DECADES", "CENTURIES", "MILLENNIA", "ERAS", "FOREVER"),
)
_DAYS_OF_WEEK = ("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY")
_MONTHS = (
    *("JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST"),
    *("SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"),
)
_ISO_FORMATTERS = (
    *("ISO_LOCAL_DATE", "ISO_LOCAL_TIME", "ISO_LOCAL_DATE_TIME", "ISO_OFFSET_DATE_TIME"),
    *("ISO_ZONED_DATE_TIME", "ISO_DATE_TIME", "ISO_DATE", "ISO_TIME", "ISO_OFFSET_DATE"),
    *("ISO_OFFSET_TIME", "ISO_INSTANT", "BASIC_ISO_DATE", "RFC_1123_DATE_TIME"),
)
STATIC_FIELDS: dict[tuple[str, str], tuple[str, JType]] = {
    **{
        ("Spliterator", c): (f"{{lib:spliterators}}.Spliterator.{c}", INT)
        for c in ("ORDERED", "DISTINCT", "SORTED", "SIZED", "NONNULL", "IMMUTABLE")
    },
    **{
        ("Spliterator", c): (f"{{lib:spliterators}}.Spliterator.{c}", INT)
        for c in ("CONCURRENT", "SUBSIZED")
    },
    **{
        ("BigDecimal", c): (f"{{lib:bigdecimals}}.BigDecimal.{c}", JType("BigDecimal"))
        for c in ("ZERO", "ONE", "TWO", "TEN")
    },
    **{
        ("BigDecimal", f"ROUND_{m}"): (f"{{lib:bigdecimals}}.BigDecimal.ROUND_{m}", INT)
        for m in _ROUNDING_MODES
    },
    **{
        ("RoundingMode", m): (f"{{lib:bigdecimals}}.RoundingMode.{m}", JType("RoundingMode"))
        for m in _ROUNDING_MODES
    },
    **{
        ("MathContext", c): (f"{{lib:bigdecimals}}.MathContext.{c}", JType("MathContext"))
        for c in ("DECIMAL32", "DECIMAL64", "DECIMAL128", "UNLIMITED")
    },
    # The boxes' TYPE: the primitive's class, as float.class ports (a Python type).
    **{
        (box, "TYPE"): (py, JType("Class"))
        for box, py in (
            ("Integer", "int"),
            ("Long", "int"),
            ("Short", "int"),
            ("Byte", "int"),
            ("Float", "float"),
            ("Double", "float"),
            ("Boolean", "bool"),
            ("Character", "str"),
        )
    },
    ("Math", "PI"): ("{mod:math:pi}", DOUBLE),
    ("Math", "E"): ("{mod:math:e}", DOUBLE),
    ("Short", "MAX_VALUE"): ("32767", JType("short")),
    ("Short", "MIN_VALUE"): ("-32768", JType("short")),
    ("Byte", "MAX_VALUE"): ("127", JType("byte")),
    ("Byte", "MIN_VALUE"): ("-128", JType("byte")),
    ("Character", "MAX_VALUE"): ('"\\uffff"', CHAR),
    ("Character", "MIN_VALUE"): ('"\\x00"', CHAR),
    **{("Character", n): (str(v), JType("byte")) for n, v in _CHARACTER_TYPES.items()},
    ("Normalizer", "Form"): ("{lib:normalizer}.Normalizer.Form", JType("Class")),
    ("Integer", "SIZE"): ("32", INT),
    ("Long", "SIZE"): ("64", INT),
    ("Integer", "BYTES"): ("4", INT),
    ("Long", "BYTES"): ("8", INT),
    ("Float", "BYTES"): ("4", INT),
    ("Double", "BYTES"): ("8", INT),
    ("Boolean", "TRUE"): ("True", BOOLEAN),
    ("Boolean", "FALSE"): ("False", BOOLEAN),
    ("File", "separator"): ("{mod:os:sep}", STRING),
    ("File", "pathSeparator"): ("{mod:os:pathsep}", STRING),
    ("System", "in"): ("{lib:files}.SystemIn", JType("InputStream")),
    **{
        ("Pattern", f): (f"{{lib:regex}}.Pattern.{f}", INT)
        for f in (
            "UNIX_LINES",
            "CASE_INSENSITIVE",
            "COMMENTS",
            "MULTILINE",
            "LITERAL",
            "DOTALL",
            "UNICODE_CASE",
        )
    },
    **{
        ("BufferedImage", f"TYPE_{t}"): (f"{{lib:images}}.BufferedImage.TYPE_{t}", INT)
        for t in (
            "CUSTOM",
            "INT_RGB",
            "INT_ARGB",
            "INT_ARGB_PRE",
            "INT_BGR",
            "3BYTE_BGR",
            "4BYTE_ABGR",
            "4BYTE_ABGR_PRE",
            "USHORT_565_RGB",
            "USHORT_555_RGB",
            "BYTE_GRAY",
            "USHORT_GRAY",
            "BYTE_BINARY",
            "BYTE_INDEXED",
        )
    },
    **{
        ("Color", c): (f"{{lib:images}}.Color.{c}", JType("Color"))
        for c in (
            "WHITE",
            "LIGHT_GRAY",
            "GRAY",
            "DARK_GRAY",
            "BLACK",
            "RED",
            "PINK",
            "ORANGE",
            "YELLOW",
            "GREEN",
            "MAGENTA",
            "CYAN",
            "BLUE",
            "white",
            "black",
            "red",
            "green",
            "blue",
            "yellow",
        )
    },
    **{
        ("Image", f"SCALE_{h}"): (str(v), INT)
        for h, v in (
            ("DEFAULT", 1),
            ("FAST", 2),
            ("SMOOTH", 4),
            ("REPLICATE", 8),
            ("AREA_AVERAGING", 16),
        )
    },
    **{
        ("TimeUnit", u): (f"{{lib:concurrent}}.TimeUnit.{u}", JType("TimeUnit"))
        for u in (
            "NANOSECONDS",
            "MICROSECONDS",
            "MILLISECONDS",
            "SECONDS",
            "MINUTES",
            "HOURS",
            "DAYS",
        )
    },
    **{
        ("StandardOpenOption", o): (f"{{lib:files}}.{o}", JType("StandardOpenOption"))
        for o in ("APPEND", "CREATE", "TRUNCATE_EXISTING", "CREATE_NEW")
    },
    **{
        (cls, o): (f"{{lib:files}}.{o}", JType(cls))
        for cls, o in (
            ("StandardCopyOption", "REPLACE_EXISTING"),
            ("StandardCopyOption", "COPY_ATTRIBUTES"),
            ("StandardCopyOption", "ATOMIC_MOVE"),
            ("LinkOption", "NOFOLLOW_LINKS"),
            ("FileVisitOption", "FOLLOW_LINKS"),
        )
    },
    ("Level", "OFF"): ("{lib:logger}.Level.OFF", JType("Level")),
    ("Period", "ZERO"): ("{lib:jtime}.Period.ZERO", JType("Period")),
    ("Duration", "ZERO"): ("{lib:jtime}.Duration.ZERO", JType("Duration")),
    **{
        ("PosixFilePermission", f"{who}_{what}"): (
            f"{{lib:posixattrs}}.PosixFilePermission.{who}_{what}",
            JType("PosixFilePermission"),
        )
        for who in ("OWNER", "GROUP", "OTHERS")
        for what in ("READ", "WRITE", "EXECUTE")
    },
    ("Instant", "EPOCH"): ("{lib:jtime}.Instant.EPOCH", JType("Instant")),
    **{
        (c, n): (f"{{lib:jchrono}}.{c}.{n}", JType(c))
        for c, names in (
            ("ChronoUnit", _CHRONO_UNITS),
            ("DayOfWeek", _DAYS_OF_WEEK),
            ("Month", _MONTHS),
            ("TextStyle", ("FULL", "SHORT", "NARROW", "FULL_STANDALONE", "SHORT_STANDALONE")),
        )
        for n in names
    },
    **{
        ("DateTimeFormatter", n): (
            f"{{lib:jtimeformat}}.DateTimeFormatter.{n}",
            JType("DateTimeFormatter"),
        )
        for n in _ISO_FORMATTERS
    },
    **{
        ("ZoneOffset", n): (f"{{lib:jzones}}.ZoneOffset.{n}", JType("ZoneOffset"))
        for n in ("UTC", "MIN", "MAX")
    },
    **{
        ("LocalTime", n): (f"{{lib:jdates}}.LocalTime.{n}", JType("LocalTime"))
        for n in ("MIDNIGHT", "NOON", "MIN", "MAX")
    },
    ("LocalDate", "EPOCH"): ("{lib:jdates}.LocalDate.EPOCH", JType("LocalDate")),
    **{
        ("Locale", o): (f"{{lib:jlocale}}.Locale.{o}", JType("Locale"))
        for o in ("US", "UK", "ENGLISH", "ROOT", "CANADA")
    },
    **{
        ("ByteOrder", o): (f"{{lib:nio}}.ByteOrder.{o}", JType("ByteOrder"))
        for o in ("BIG_ENDIAN", "LITTLE_ENDIAN")
    },
    **{
        ("Level", name): (f"{{lib:logger}}.Level.{name}", JType("Level"))
        for name in ("SEVERE", "WARNING", "INFO", "CONFIG", "FINE", "FINER", "FINEST", "ALL")
    },
}

# Instance methods of JDK types that porter.javalib gives Java's meaning, by family (the key
# of rules.INSTANCE_METHODS): they take precedence over rules.INSTANCE_METHODS.
INSTANCE_METHODS: dict[str, dict[str, str]] = {
    # java.io.File.toURI: the absolute path's URI (porter.javalib.uris, which files cannot import)
    "File": {"toURI": "{lib:uris}.URI({mod:pathlib:Path}({self}.getAbsolutePath()))"},
    "String": {
        "split": "{lib:strings}.split({self}, {args})",
        "trim": "{lib:strings}.trim({self})",
        "strip": "{self}.strip()",
        "stripLeading": "{self}.lstrip()",
        "stripTrailing": "{self}.rstrip()",
        "isBlank": "{lib:strings}.isBlank({self})",
        "equalsIgnoreCase": "{lib:strings}.equalsIgnoreCase({self}, {0})",
        "compareTo": "{lib:strings}.compareTo({self}, {0})",
        "compareToIgnoreCase": "{lib:strings}.compareToIgnoreCase({self}, {0})",
        "chars": "{lib:strings}.chars({self})",
        "codePoints": "{lib:strings}.codePoints({self})",
        "matches": "{lib:strings}.matches({self}, {0})",
        "replaceAll": "{lib:strings}.replaceAll({self}, {0}, {1})",
        "replaceFirst": "{lib:strings}.replaceFirst({self}, {0}, {1})",
        "repeat": "{lib:strings}.repeat({self}, {0})",
        "lines": "{lib:strings}.lines({self})",
        "toCharArray": "list({self})",
        "indexOf": "{lib:strings}.indexOf({self}, {args})",
        "lastIndexOf": "{lib:strings}.lastIndexOf({self}, {args})",
        "startsWith": "{lib:strings}.startsWith({self}, {args})",
        "hashCode": "{lib:strings}.hashCode({self})",
        "formatted": "{lib:formatter}.format({self}, {args})",
        # the static String.format called through an instance (its value is not used)
        "format": "{lib:formatter}.format({args})",
        "codePointAt": "{lib:strings}.codePointAt({self}, {0})",
        "contentEquals": "{lib:strings}.contentEquals({self}, {0})",
        "regionMatches": "{lib:strings}.regionMatches({self}, {args})",
        "equals": "({self} == {0})",
        "intern": "{mod:sys:intern}({self})",
        "toString": "{self}",
    },
    "List": {
        "listIterator": "{lib:jcollections}.ListIterator({self}, {args})",
        "stream": "{lib:streams}.Stream({self})",
        "parallelStream": "{lib:streams}.Stream({self})",  # sequential: the same results
        "spliterator": "{lib:spliterators}.of({self})",
        "sort": "{lib:jcollections}.sort({self}, {args})",
        "lastIndexOf": "{lib:jcollections}.lastIndexOf({self}, {0})",
        "removeIf": "{lib:jcollections}.removeIf({self}, {0})",
        "replaceAll": "{lib:jcollections}.replaceAll({self}, {0})",
        "equals": "({self} == {0})",
        "hashCode": "{lib:hashing}.javaHash({self})",
        "toString": "{shim:jstr}({self})",
        # Java 21's sequenced collections: a List's ends as a Deque's (NoSuchElementException
        # when empty)
        **{
            m: f"{{lib:jcollections}}.deque_{m}({{self}})"
            for m in ("getFirst", "getLast", "removeFirst", "removeLast")
        },
        **{m: f"{{lib:jcollections}}.deque_{m}({{self}}, {{0}})" for m in ("addFirst", "addLast")},
    },
    "Set": {
        "hashCode": "{lib:hashing}.javaHash({self})",
        "stream": "{lib:streams}.Stream({self})",
        "parallelStream": "{lib:streams}.Stream({self})",
        "spliterator": "{lib:spliterators}.of({self})",
        "removeIf": "{lib:jcollections}.removeIf({self}, {0})",
        "retainAll": "{lib:jcollections}.retainAll({self}, {0})",
        "removeAll": "{lib:jcollections}.removeAll({self}, {0})",
        "toString": "{shim:jstr}({self})",
        "forEach": "{shim:forEach}({self}, {0})",
        "toArray": "list({self})",
    },
    "Map": {
        "hashCode": "{lib:hashing}.javaHash({self})",
        "keySet": "{self}.keys()",
        "getOrDefault": "{self}.get({0}, {1})",
        "putIfAbsent": "{lib:jcollections}.putIfAbsent({self}, {0}, {1})",
        "remove": "{self}.pop({0}, None)",
        "computeIfAbsent": "{lib:jcollections}.computeIfAbsent({self}, {0}, {1})",
        "computeIfPresent": "{lib:jcollections}.computeIfPresent({self}, {0}, {1})",
        "compute": "{lib:jcollections}.compute({self}, {0}, {1})",
        "merge": "{lib:jcollections}.merge({self}, {0}, {1}, {2})",
        "forEach": "{lib:jcollections}.mapForEach({self}, {0})",
        "putAll": "{self}.update({0})",
        "containsValue": "({0} in {self}.values())",
        "toString": "{shim:jstr}({self})",
        "equals": "({self} == {0})",
    },
    "Iterator": {"forEachRemaining": "{shim:forEach}({self}, {0})"},
    # A comparator (a function, a Comparator of porter.javalib.comparators, an anonymous
    # class's compare) and Java's default methods over it.
    "Comparator": {
        "compare": "{self}({args})",
        "reversed": "{lib:comparators}.reversed({self})",
        **{
            m: f"{{lib:comparators}}.{m}({{self}}, {{args}})"
            for m in (
                "thenComparing",
                "thenComparingInt",
                "thenComparingLong",
                "thenComparingDouble",
            )
        },
    },
    # Resources on the class path (porter.javalib.resources: sys.path's folders).
    "Class": {
        **{
            m: f"{{lib:reflection}}.{m}({{self}}, {{args}})"
            for m in (
                "getDeclaredMethod",
                "getMethod",
                "getDeclaredMethods",
                "getMethods",
                "getDeclaredField",
                "getField",
                "getDeclaredFields",
                "getFields",
                "getDeclaredConstructor",
                "newInstance",
                # the program's own run-time annotations (porter.javalib.jannotations)
                "getAnnotation",
                "getDeclaredAnnotation",
                "isAnnotationPresent",
                "getAnnotationsByType",
                "getDeclaredAnnotationsByType",
            )
        },
        **{
            m: f"{{lib:reflection}}.{m}({{self}})"
            for m in ("getAnnotations", "getDeclaredAnnotations", "isAnnotation")
        },
        "getConstructor": "{lib:reflection}.getDeclaredConstructor({self}, {args})",
        "getSuperclass": "{lib:reflection}.getSuperclass({self})",
        "getResource": "{lib:resources}.getResource({self}, {0})",
        "getResourceAsStream": "{lib:resources}.getResourceAsStream({self}, {0})",
        "getClassLoader": "{lib:resources}.getClassLoader({self})",
    },
    "Instant": {"atZone": "{lib:jdates}.ZonedDateTime.ofInstant({self}, {0})"},
    "Path": {
        "getFileSystem": "{lib:files}.getFileSystem({self})",
        "toUri": "{lib:uris}.URI({self}.absolute())",
        "isAbsolute": "{self}.is_absolute()",
        **{
            m: f"{{lib:files}}.path_{m}({{self}}, {{args}})"
            for m in (
                "getNameCount",
                "getName",
                "subpath",
                "getParent",
                "getRoot",
                "toRealPath",
                "normalize",
                "startsWith",
                "endsWith",
            )
        },
    },
    # Map.Entry is a (key, value) pair, as entrySet() gives it.
    "Entry": {"getKey": "{self}[0]", "getValue": "{self}[1]", "setValue": "{self}.setValue({0})"},
    "Optional": {
        "orElseGet": "{lib:optional}.orElseGet({self}, {0})",
        "orElseThrow": "{lib:optional}.orElseThrow({self}, {args})",
        "ifPresent": "{lib:optional}.ifPresent({self}, {0})",
        "ifPresentOrElse": "{lib:optional}.ifPresentOrElse({self}, {0}, {1})",
        "map": "{lib:optional}.map({self}, {0})",
        "flatMap": "{lib:optional}.flatMap({self}, {0})",
        "filter": "{lib:optional}.filter({self}, {0})",
        "getAsInt": "{lib:optional}.get({self})",
        "getAsLong": "{lib:optional}.get({self})",
        "getAsDouble": "{lib:optional}.get({self})",
    },
    "Functional": {
        **dict.fromkeys(
            [
                "apply",
                "test",
                "accept",
                "get",
                "run",
                "call",
                "applyAsInt",
                "applyAsLong",
                "applyAsDouble",
                "getAsInt",
                "getAsDouble",
                "getAsLong",
                "getAsBoolean",
            ],
            "{self}({args})",
        ),
        "negate": "(lambda *a, f={self}: not f(*a))",
        "andThen": "(lambda *a, f={self}, g={0}: g(f(*a)))",
        "compose": "(lambda *a, f={self}, g={0}: f(g(*a)))",
    },
    # org.tensorflow.proto's enums (DataType) are TensorFlow's ints: Java's enum methods.
    "DataType": {
        "name": "{mod:tensorflow.core.framework.types_pb2:DataType}.Name({self})",
        "toString": "{mod:tensorflow.core.framework.types_pb2:DataType}.Name({self})",
        "getNumber": "{self}",
        "ordinal": "{mod:tensorflow.core.framework.types_pb2:DataType}.values().index({self})",
    },
}
# The queues (rules.INSTANCE_METHODS' Deque and LinkedList families) are lists too; their own
# getFirst/getLast raise NoSuchElementException as a Deque's.
for _queue in ("Deque", "LinkedList"):
    INSTANCE_METHODS[_queue] = {
        k: v for k, v in INSTANCE_METHODS["List"].items() if k not in ("getFirst", "getLast")
    }
INSTANCE_RETURNS: dict[tuple[str, str], JType] = {
    # a comparator's default methods give comparators (the next one's receiver)
    **{
        ("Comparator", m): JType("Comparator")
        for m in (
            "reversed",
            "thenComparing",
            "thenComparingInt",
            "thenComparingLong",
            "thenComparingDouble",
        )
    },
    # a composed function is a function again (each interface's method is a call)
    **{("Functional", m): JType("Function") for m in ("andThen", "compose")},
    ("File", "toURI"): JType("URI"),
    ("Path", "isAbsolute"): BOOLEAN,
    ("Path", "getNameCount"): INT,
    **{("Path", m): JType("Path") for m in ("getFileName", "toAbsolutePath", "relativize")},
    **{("Path", m): BOOLEAN for m in ("startsWith", "endsWith")},
    **{
        ("Path", m): JType("Path")
        for m in ("getName", "subpath", "getParent", "getRoot", "toRealPath", "normalize")
    },
    ("String", "split"): JType("String", 1),
    ("String", "trim"): STRING,
    ("String", "intern"): STRING,
    ("String", "strip"): STRING,
    ("String", "isBlank"): BOOLEAN,
    ("String", "equalsIgnoreCase"): BOOLEAN,
    ("String", "compareTo"): INT,
    ("String", "compareToIgnoreCase"): INT,
    ("String", "chars"): JType("IntStream"),
    ("String", "codePoints"): JType("IntStream"),
    ("String", "matches"): BOOLEAN,
    ("String", "replaceAll"): STRING,
    ("String", "replaceFirst"): STRING,
    ("String", "repeat"): STRING,
    ("String", "lines"): JType("Stream", 0, (STRING,)),
    ("String", "toCharArray"): JType("char", 1),
    ("String", "indexOf"): INT,
    ("String", "lastIndexOf"): INT,
    ("String", "startsWith"): BOOLEAN,
    ("String", "hashCode"): INT,
    ("String", "formatted"): STRING,
    ("String", "format"): STRING,
    ("String", "equals"): BOOLEAN,
    ("String", "toString"): STRING,
    ("List", "listIterator"): JType("ListIterator"),
    ("List", "stream"): JType("Stream"),
    ("Set", "stream"): JType("Stream"),
    ("List", "parallelStream"): JType("Stream"),
    ("Set", "parallelStream"): JType("Stream"),
    ("List", "hashCode"): INT,
    ("Map", "keySet"): JType("Set"),
    ("Map", "containsValue"): BOOLEAN,
    ("Path", "toUri"): JType("URI"),
    ("Path", "getFileSystem"): JType("FileSystem"),
    ("Instant", "atZone"): JType("ZonedDateTime"),
    **{("Optional", m): JType("Optional") for m in ("map", "flatMap", "filter")},
    **{("Class", m): JType("Method") for m in ("getDeclaredMethod", "getMethod")},
    **{("Class", m): JType("Method", 1) for m in ("getDeclaredMethods", "getMethods")},
    **{("Class", m): JType("Field") for m in ("getDeclaredField", "getField")},
    **{("Class", m): JType("Field", 1) for m in ("getDeclaredFields", "getFields")},
    **{("Class", m): JType("Constructor") for m in ("getDeclaredConstructor", "getConstructor")},
    ("Class", "getSuperclass"): JType("Class"),
    # getAnnotation's type is its argument's class (porter.calls)
    **{("Class", m): JType("Annotation", 1) for m in ("getAnnotations", "getDeclaredAnnotations")},
    ("Class", "isAnnotationPresent"): BOOLEAN,
    ("Class", "isAnnotation"): BOOLEAN,
    ("Class", "getResource"): JType("URL"),
    ("Class", "getResourceAsStream"): JType("InputStream"),
    ("Class", "getClassLoader"): JType("ClassLoader"),
    ("DataType", "name"): STRING,
    ("DataType", "toString"): STRING,
    ("DataType", "getNumber"): INT,
    ("DataType", "ordinal"): INT,
    ("Optional", "getAsInt"): INT,
    ("Optional", "getAsLong"): LONG,
    ("Optional", "getAsDouble"): DOUBLE,
}
# Families these classes' values belong to, for rules.INSTANCE_METHODS' tables.
FAMILIES: dict[str, str] = {
    "Instant": "Instant",
    "Comparator": "Comparator",
    "File": "File",  # its rules below (toURI); every other method is files.File's own
    **dict.fromkeys(
        [
            "ExecutionException",
            "TimeoutException",
            "CancellationException",
            "CompletionException",
        ],
        "Throwable",
    ),
    "ConcurrentHashMap": "Map",
    "WeakHashMap": "Map",
    "ConcurrentMap": "Map",
    "IdentityHashMap": "Map",
    "TreeMap": "Map",
    "SortedMap": "Map",
    "NavigableMap": "Map",
    "LinkedHashMap": "Map",
    "TreeSet": "Set",
    "EnumSet": "Set",
    "EnumMap": "Map",
    "SortedSet": "Set",
    "NavigableSet": "Set",
    "Collection": "List",
    "OptionalInt": "Optional",
    "OptionalLong": "Optional",
    "OptionalDouble": "Optional",
    "Entry": "Entry",
    "SimpleEntry": "Entry",
    "SimpleImmutableEntry": "Entry",
    "DataType": "DataType",
    "URI": "URI",
    # The JDK's functional interfaces are Python callables: their one method is a call.
    **dict.fromkeys(
        [
            "Function",
            "BiFunction",
            "Predicate",
            "BiPredicate",
            "Consumer",
            "BiConsumer",
            "UnaryOperator",
            "BinaryOperator",
            "Supplier",
            "Runnable",
            "Callable",
            "ToIntFunction",
            "ToLongFunction",
            "ToDoubleFunction",
            "ToIntBiFunction",
            "ToLongBiFunction",
            "ToDoubleBiFunction",
            "IntFunction",
            "IntPredicate",
            "IntUnaryOperator",
            "IntBinaryOperator",
            "IntConsumer",
            "IntToDoubleFunction",
            "LongUnaryOperator",
            "LongBinaryOperator",
            "DoubleUnaryOperator",
            "DoubleBinaryOperator",
            "DoubleFunction",
            "DoublePredicate",
            "LongFunction",
            "LongPredicate",
            "LongConsumer",
            "DoubleConsumer",
            "ObjIntConsumer",
            "ObjLongConsumer",
            "ObjDoubleConsumer",
            "IntSupplier",
            "LongSupplier",
            "DoubleSupplier",
            "BooleanSupplier",
            "ToIntBiFunction",
            "ToLongBiFunction",
            "ToDoubleBiFunction",
            "DoubleToIntFunction",
            "LongToIntFunction",
            "IntToLongFunction",
            "DoubleToLongFunction",
            "LongToDoubleFunction",
        ],
        "Functional",
    ),
}


# Java return types of javalib classes' methods, where the typer needs them (numbers decide
# division and printing; streams decide the next step's rules).
def _time_returns() -> dict[tuple[str, str], JType]:
    """The return types of java.time's classes (porter.javalib.jdates, jzones, jchrono)."""
    out: dict[tuple[str, str], JType] = {}
    units = ("Nanos", "Seconds", "Minutes", "Hours", "Days", "Weeks", "Months", "Years")
    for c in ("LocalDate", "LocalTime", "LocalDateTime", "ZonedDateTime"):
        same = JType(c)
        for m in ("of", "now", "parse", "plus", "minus", "truncatedTo", "ofInstant", "ofLocal"):
            out[(c, m)] = same
        for u in units:
            out[(c, f"plus{u}")] = out[(c, f"minus{u}")] = same
        for f in ("Year", "Month", "DayOfMonth", "DayOfYear", "Hour", "Minute", "Second", "Nano"):
            out[(c, f"with{f}")] = same
        for f in ("Year", "MonthValue", "DayOfMonth", "DayOfYear", "Hour", "Minute", "Second"):
            out[(c, f"get{f}")] = INT
        out[(c, "getNano")] = INT
        out[(c, "getMonth")] = JType("Month")
        out[(c, "getDayOfWeek")] = JType("DayOfWeek")
        for m in ("isBefore", "isAfter", "isEqual", "equals", "isLeapYear"):
            out[(c, m)] = BOOLEAN
        out[(c, "toString")] = out[(c, "format")] = STRING
        out[(c, "compareTo")] = INT
        out[(c, "until")] = LONG
        out[(c, "toLocalDate")] = JType("LocalDate")
        out[(c, "with")] = same
        out[(c, "toLocalTime")] = JType("LocalTime")
    year_month = JType("YearMonth")
    for m in ("of", "now", "parse", "from", "plusMonths", "minusMonths", "plusYears"):
        out[("YearMonth", m)] = year_month
    for m in ("minusYears", "withMonth", "withYear"):
        out[("YearMonth", m)] = year_month
    for m in ("getYear", "getMonthValue", "lengthOfMonth", "lengthOfYear", "compareTo"):
        out[("YearMonth", m)] = INT
    for m in ("isLeapYear", "isValidDay", "isBefore", "isAfter", "equals"):
        out[("YearMonth", m)] = BOOLEAN
    out[("YearMonth", "atDay")] = out[("YearMonth", "atEndOfMonth")] = JType("LocalDate")
    out[("YearMonth", "getMonth")] = JType("Month")
    out[("YearMonth", "toString")] = out[("YearMonth", "format")] = STRING
    out.update({
        ("LocalDate", "ofEpochDay"): JType("LocalDate"),
        ("LocalDate", "ofYearDay"): JType("LocalDate"),
        ("LocalDate", "toEpochDay"): LONG,
        ("LocalDate", "lengthOfMonth"): INT,
        ("LocalDate", "lengthOfYear"): INT,
        ("LocalDate", "atTime"): JType("LocalDateTime"),
        ("LocalDate", "datesUntil"): JType("Stream", 0, (JType("LocalDate"),)),
        ("LocalTime", "toSecondOfDay"): INT,
        ("LocalTime", "toNanoOfDay"): LONG,
        ("LocalTime", "ofSecondOfDay"): JType("LocalTime"),
        ("LocalTime", "atDate"): JType("LocalDateTime"),
        ("LocalDateTime", "atZone"): JType("ZonedDateTime"),
        ("LocalDateTime", "toEpochSecond"): LONG,
        ("LocalDateTime", "toInstant"): JType("Instant"),
        ("LocalDateTime", "ofEpochSecond"): JType("LocalDateTime"),
        ("ZonedDateTime", "toLocalDateTime"): JType("LocalDateTime"),
        ("ZonedDateTime", "toInstant"): JType("Instant"),
        ("ZonedDateTime", "toEpochSecond"): LONG,
        ("ZonedDateTime", "getZone"): JType("ZoneId"),
        ("ZonedDateTime", "getOffset"): JType("ZoneOffset"),
        ("ZonedDateTime", "withZoneSameInstant"): JType("ZonedDateTime"),
        ("ZonedDateTime", "withZoneSameLocal"): JType("ZonedDateTime"),
        ("ZoneId", "of"): JType("ZoneId"),
        ("ZoneId", "systemDefault"): JType("ZoneId"),
        ("ZoneId", "getId"): STRING,
        ("ZoneId", "toString"): STRING,
        ("ZoneOffset", "getId"): STRING,
        ("ZoneOffset", "getTotalSeconds"): INT,
        **{("ZoneOffset", m): JType("ZoneOffset") for m in ("of", "ofHours", "ofTotalSeconds")},
        ("DateTimeFormatter", "ofPattern"): JType("DateTimeFormatter"),
        ("DateTimeFormatter", "withLocale"): JType("DateTimeFormatter"),
        ("DateTimeFormatter", "withZone"): JType("DateTimeFormatter"),
        ("DateTimeFormatter", "format"): STRING,
        ("ChronoUnit", "between"): LONG,
        ("DayOfWeek", "getValue"): INT,
        ("Month", "getValue"): INT,
        **{(c, "getDisplayName"): STRING for c in ("DayOfWeek", "Month")},
        **{(c, m): JType(c) for c in ("DayOfWeek", "Month") for m in ("of", "plus", "minus")},
        **{(c, m): STRING for c in ("DayOfWeek", "Month", "ChronoUnit") for m in ("name", "toString")},
        **{(c, "ordinal"): INT for c in ("DayOfWeek", "Month", "ChronoUnit")},
        ("Month", "length"): INT,
        ("Instant", "parse"): JType("Instant"),
        **{("Instant", m): JType("Instant") for m in ("plus", "minus", "plusSeconds", "plusMillis")},
        **{("Instant", m): JType("Instant") for m in ("ofEpochMilli", "ofEpochSecond")},
        ("Instant", "getEpochSecond"): LONG,
        ("Instant", "getNano"): INT,
        ("Instant", "until"): LONG,
        **{("Instant", m): BOOLEAN for m in ("isBefore", "isAfter")},
        ("Instant", "toString"): STRING,
        ("Duration", "of"): JType("Duration"),
        **{("Duration", m): JType("Duration") for m in ("minus", "multipliedBy", "dividedBy")},
        **{("Duration", m): JType("Duration") for m in ("negated", "abs", "plusSeconds")},
        **{("Duration", f"to{p}Part"): INT for p in ("Hours", "Minutes", "Seconds", "Millis")},
        ("Duration", "getNano"): INT,
        ("Duration", "toString"): STRING,
        ("Period", "between"): JType("Period"),
        ("Period", "toString"): STRING,
    })  # fmt: skip
    return out


CLASS_RETURNS: dict[tuple[str, str], JType] = {
    **{("TextFormat", m): STRING for m in ("printToString", "shortDebugString")},
    ("TextFormat", "printer"): JType("TextFormatPrinter"),
    **{("TextFormatPrinter", m): STRING for m in ("printToString", "shortDebugString")},
    **{
        ("ExtensionRegistry", m): JType("ExtensionRegistry")
        for m in ("newInstance", "getEmptyRegistry")
    },
    ("Package", "getName"): STRING,
    ("StreamSupport", "stream"): JType("Stream"),
    **{
        ("Spliterators", m): JType("Spliterator")
        for m in ("spliteratorUnknownSize", "spliterator", "emptySpliterator")
    },
    ("Spliterator", "tryAdvance"): BOOLEAN,
    ("Spliterator", "hasCharacteristics"): BOOLEAN,
    ("Spliterator", "characteristics"): INT,
    **{("Spliterator", m): LONG for m in ("estimateSize", "getExactSizeIfKnown")},
    **{
        ("BigDecimal", m): JType("BigDecimal")
        for m in (
            *("valueOf", "add", "subtract", "multiply", "divide", "divideToIntegralValue"),
            *("remainder", "negate", "abs", "plus", "pow", "max", "min", "setScale", "round"),
            *("stripTrailingZeros", "movePointLeft", "movePointRight", "scaleByPowerOfTen"),
            "ulp",
        )
    },
    ("BigDecimal", "divideAndRemainder"): JType("BigDecimal", 1),
    **{
        ("BigDecimal", m): INT
        for m in ("scale", "precision", "signum", "compareTo", "intValue", "intValueExact")
    },
    ("BigDecimal", "hashCode"): INT,
    ("BigDecimal", "longValue"): LONG,
    ("BigDecimal", "doubleValue"): DOUBLE,
    ("BigDecimal", "floatValue"): FLOAT,
    ("BigDecimal", "equals"): BOOLEAN,
    **{("BigDecimal", m): STRING for m in ("toString", "toPlainString")},
    **{("BigDecimal", m): JType("BigInteger") for m in ("unscaledValue", "toBigInteger")},
    ("RoundingMode", "valueOf"): JType("RoundingMode"),
    ("RoundingMode", "values"): JType("RoundingMode", 1),
    ("RoundingMode", "name"): STRING,
    ("RoundingMode", "ordinal"): INT,
    ("MathContext", "getPrecision"): INT,
    ("MathContext", "getRoundingMode"): JType("RoundingMode"),
    **{("PrintWriter", m): JType("PrintWriter") for m in ("format", "printf")},
    **{("PrintStream", m): JType("PrintStream") for m in ("format", "printf", "append")},
    ("PrintStream", "checkError"): BOOLEAN,
    ("BasicFileAttributes", "size"): LONG,
    **{
        ("BasicFileAttributes", m): BOOLEAN
        for m in ("isDirectory", "isRegularFile", "isSymbolicLink", "isOther")
    },
    **{
        ("BasicFileAttributes", m): JType("FileTime")
        for m in ("lastModifiedTime", "lastAccessTime", "creationTime")
    },
    ("BasicFileAttributeView", "readAttributes"): JType("BasicFileAttributes"),
    ("BasicFileAttributeView", "name"): STRING,
    ("PosixFileAttributes", "size"): LONG,
    **{(c, "format"): STRING for c in ("SimpleDateFormat", "DateFormat")},
    **{(c, "parse"): JType("Date") for c in ("SimpleDateFormat", "DateFormat")},
    **{(c, "toPattern"): STRING for c in ("SimpleDateFormat", "DateFormat")},
    **{(c, "getTimeZone"): JType("TimeZone") for c in ("SimpleDateFormat", "DateFormat")},
    ("TimeZone", "getTimeZone"): JType("TimeZone"),
    ("TimeZone", "getDefault"): JType("TimeZone"),
    ("TimeZone", "getID"): STRING,
    ("TimeZone", "toZoneId"): JType("ZoneId"),
    ("TimeZone", "getRawOffset"): INT,
    **{
        ("PosixFileAttributes", m): BOOLEAN
        for m in ("isDirectory", "isRegularFile", "isSymbolicLink", "isOther")
    },
    **{
        ("PosixFileAttributes", m): JType("FileTime")
        for m in ("lastModifiedTime", "lastAccessTime", "creationTime")
    },
    ("PosixFileAttributes", "owner"): JType("UserPrincipal"),
    ("PosixFileAttributes", "group"): JType("GroupPrincipal"),
    ("PosixFileAttributes", "permissions"): JType("Set", 0, (JType("PosixFilePermission"),)),
    ("PosixFilePermissions", "toString"): STRING,
    ("PosixFilePermissions", "fromString"): JType("Set", 0, (JType("PosixFilePermission"),)),
    **{(c, "getName"): STRING for c in ("UserPrincipal", "GroupPrincipal")},
    **{
        ("ScheduledExecutorService", m): JType("ScheduledFuture")
        for m in ("schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay")
    },
    **{("ScheduledFuture", m): BOOLEAN for m in ("isDone", "isCancelled", "cancel", "isPeriodic")},
    ("ScheduledFuture", "getDelay"): LONG,
    **{
        ("ScheduledExecutorService", m): BOOLEAN
        for m in ("isShutdown", "isTerminated", "awaitTermination")
    },
    # java.lang.reflect (porter.javalib.reflection)
    **{(c, "getName"): STRING for c in ("Method", "Field", "Constructor")},
    **{(c, "getDeclaringClass"): JType("Class") for c in ("Method", "Field", "Constructor")},
    **{(c, "toString"): STRING for c in ("Method", "Field", "Constructor")},
    ("Field", "getType"): JType("Class"),
    **{
        (c, m): JType("Annotation", 1)
        for c in ("Method", "Field")
        for m in ("getAnnotations", "getDeclaredAnnotations")
    },
    **{(c, "isAnnotationPresent"): BOOLEAN for c in ("Method", "Field")},
    ("Annotation", "annotationType"): JType("Class"),
    ("Method", "getParameterCount"): INT,
    ("Constructor", "getParameterCount"): INT,
    ("Method", "trySetAccessible"): BOOLEAN,
    ("Field", "trySetAccessible"): BOOLEAN,
    ("URI", "create"): JType("URI"),
    # getScheme, getHost, getQuery, ... may answer null: no String type (printed as "null")
    **{
        ("URI", m): STRING
        for m in (
            "getPath",
            "getRawPath",
            "toString",
            "getSchemeSpecificPart",
            "getRawSchemeSpecificPart",
        )
    },
    ("URI", "getPort"): INT,
    ("URI", "isAbsolute"): BOOLEAN,
    ("URI", "isOpaque"): BOOLEAN,
    ("URI", "resolve"): JType("URI"),
    ("URI", "normalize"): JType("URI"),
    ("URI", "toURL"): JType("URL"),
    ("Normalizer", "normalize"): STRING,
    ("Normalizer", "isNormalized"): BOOLEAN,
    **{
        (c, m): t
        for c in ("Random", "SecureRandom", "ThreadLocalRandom")
        for m, t in (
            ("nextInt", INT),
            ("nextLong", LONG),
            ("nextDouble", DOUBLE),
            ("nextFloat", FLOAT),
            ("nextGaussian", DOUBLE),
            ("nextBoolean", BOOLEAN),
        )
    },
    ("SecureRandom", "getAlgorithm"): STRING,
    ("ThreadLocalRandom", "current"): JType("ThreadLocalRandom"),
    ("Random", "ints"): JType("IntStream"),
    ("Random", "doubles"): JType("DoubleStream"),
    ("Random", "longs"): JType("LongStream"),
    **{
        (s, f): JType(s)
        for s in ("Stream", "IntStream", "LongStream", "DoubleStream")
        for f in ("filter", "sorted", "distinct", "limit", "skip", "peek", "takeWhile", "of")
    },
    **{(s, "map"): JType(s) for s in ("IntStream", "LongStream", "DoubleStream")},
    ("Stream", "map"): JType("Stream"),
    ("Stream", "flatMap"): JType("Stream"),
    **{
        (s, "mapToObj"): JType("Stream")
        for s in ("Stream", "IntStream", "LongStream", "DoubleStream")
    },
    **{(s, "boxed"): JType("Stream") for s in ("IntStream", "LongStream", "DoubleStream")},
    **{(s, "mapToInt"): JType("IntStream") for s in ("Stream", "LongStream", "DoubleStream")},
    **{(s, "mapToDouble"): JType("DoubleStream") for s in ("Stream", "IntStream", "LongStream")},
    **{(s, "mapToLong"): JType("LongStream") for s in ("Stream", "IntStream", "DoubleStream")},
    ("IntStream", "asDoubleStream"): JType("DoubleStream"),
    ("IntStream", "range"): JType("IntStream"),
    **{
        (s, f): JType(s)
        for s in ("Stream", "IntStream", "LongStream", "DoubleStream")
        for f in ("iterate", "generate", "concat")
    },
    ("IntStream", "rangeClosed"): JType("IntStream"),
    ("LongStream", "range"): JType("LongStream"),
    ("LongStream", "rangeClosed"): JType("LongStream"),
    ("IntStream", "sum"): INT,
    ("LongStream", "sum"): LONG,
    ("DoubleStream", "sum"): DOUBLE,
    ("IntStream", "count"): LONG,
    ("Stream", "count"): LONG,
    ("IntStream", "average"): JType("OptionalDouble"),
    ("LongStream", "average"): JType("OptionalDouble"),
    ("DoubleStream", "average"): JType("OptionalDouble"),
    ("IntStream", "max"): JType("OptionalInt"),
    ("IntStream", "min"): JType("OptionalInt"),
    ("DoubleStream", "max"): JType("OptionalDouble"),
    ("DoubleStream", "min"): JType("OptionalDouble"),
    ("Stream", "findFirst"): JType("Optional"),
    ("Stream", "findAny"): JType("Optional"),
    ("Stream", "max"): JType("Optional"),
    ("Stream", "min"): JType("Optional"),
    ("IntStream", "toArray"): JType("int", 1),
    ("DoubleStream", "toArray"): JType("double", 1),
    ("LongStream", "toArray"): JType("long", 1),
    ("Stream", "anyMatch"): BOOLEAN,
    ("Stream", "allMatch"): BOOLEAN,
    ("Stream", "noneMatch"): BOOLEAN,
    ("Stream", "toList"): JType("List"),
    ("BufferedReader", "readLine"): STRING,
    ("BufferedReader", "lines"): JType("Stream", 0, (STRING,)),
    ("BufferedReader", "read"): INT,
    ("File", "getName"): STRING,
    ("File", "getPath"): STRING,
    ("File", "getAbsolutePath"): STRING,
    ("File", "getParent"): STRING,
    ("File", "exists"): BOOLEAN,
    ("File", "isDirectory"): BOOLEAN,
    ("File", "isFile"): BOOLEAN,
    ("File", "length"): LONG,
    ("File", "toPath"): JType("Path"),
    ("File", "createTempFile"): JType("File"),
    ("File", "listFiles"): JType("File", 1),
    ("File", "list"): JType("String", 1),
    ("File", "getParentFile"): JType("File"),
    ("File", "mkdirs"): BOOLEAN,
    ("File", "delete"): BOOLEAN,
    ("Logger", "getLogger"): JType("Logger"),
    ("LoggerFactory", "getLogger"): JType("Logger"),
    ("Logger", "getName"): STRING,
    **_time_returns(),
    ("Logger", "isLoggable"): BOOLEAN,
    ("Runtime", "getRuntime"): JType("Runtime"),
    ("Runtime", "availableProcessors"): INT,
    ("Runtime", "totalMemory"): LONG,
    ("Runtime", "freeMemory"): LONG,
    ("Runtime", "maxMemory"): LONG,
    ("ListIterator", "hasNext"): BOOLEAN,
    ("ListIterator", "hasPrevious"): BOOLEAN,
    ("ListIterator", "nextIndex"): INT,
    ("ListIterator", "previousIndex"): INT,
    ("TreeMap", "firstKey"): None,  # type: ignore[dict-item]  # the key type: see returns
    **{
        ("TreeMap", m): JType("Entry", 0, (JType("$0"), JType("$1")))
        for m in (
            "firstEntry",
            "lastEntry",
            "pollFirstEntry",
            "pollLastEntry",
            "ceilingEntry",
            "floorEntry",
            "higherEntry",
            "lowerEntry",
        )
    },
    **{
        ("TreeMap", m): JType("$0")
        for m in ("lastKey", "ceilingKey", "floorKey", "higherKey", "lowerKey")
    },
    **{
        ("TreeMap", m): JType("TreeMap", 0, (JType("$0"), JType("$1")))
        for m in ("headMap", "tailMap", "subMap")
    },
    ("TreeMap", "descendingMap"): JType("LinkedHashMap", 0, (JType("$0"), JType("$1"))),
    ("Base64", "getEncoder"): JType("Base64.Encoder"),
    ("Base64", "getDecoder"): JType("Base64.Decoder"),
    ("Base64", "getUrlEncoder"): JType("Base64.Encoder"),
    ("Base64", "getUrlDecoder"): JType("Base64.Decoder"),
    ("Base64", "getMimeEncoder"): JType("Base64.Encoder"),
    ("Base64", "getMimeDecoder"): JType("Base64.Decoder"),
    ("ByteOrder", "nativeOrder"): JType("ByteOrder"),
    ("ByteArrayOutputStream", "toByteArray"): JType("byte", 1),
    ("ByteArrayOutputStream", "size"): INT,
    ("ByteArrayOutputStream", "toString"): STRING,
    ("ByteArrayInputStream", "read"): INT,
    ("ByteArrayInputStream", "available"): INT,
    ("ClassLoader", "getResource"): JType("URL"),
    ("FileSystem", "getPath"): JType("Path"),
    ("StringTokenizer", "nextToken"): STRING,
    ("StringJoiner", "toString"): STRING,
    ("StringJoiner", "length"): INT,
    ("Modifier", "toString"): STRING,
    **{
        ("Modifier", f"is{m}"): BOOLEAN
        for m in ("Public", "Private", "Protected", "Static", "Final", "Synchronized")
        + ("Volatile", "Transient", "Native", "Interface", "Abstract", "Strict")
    },
    **{("StringJoiner", m): JType("StringJoiner") for m in ("add", "merge", "setEmptyValue")},
    **{
        (c, m): INT
        for c in ("DataInputStream", "ObjectInputStream")
        for m in ("readInt", "readByte", "readUnsignedByte", "readShort", "readUnsignedShort")
    },
    **{
        (c, m): t
        for c in ("DataInputStream", "ObjectInputStream")
        for m, t in (
            ("readLong", LONG),
            ("readFloat", FLOAT),
            ("readDouble", DOUBLE),
            ("readBoolean", BOOLEAN),
            ("readChar", JType("char")),
            ("readUTF", STRING),
        )
    },
    **{
        (c, "read"): INT
        for c in ("DataInputStream", "BufferedInputStream", "GZIPInputStream", "ObjectInputStream")
    },
    ("Pattern", "compile"): JType("Pattern"),
    ("Pattern", "matcher"): JType("Matcher"),
    ("Pattern", "matches"): BOOLEAN,
    ("Pattern", "split"): JType("String", 1),
    **{("Matcher", m): BOOLEAN for m in ("find", "matches", "lookingAt")},
    **{("Matcher", m): INT for m in ("start", "end", "groupCount")},
    **{("Matcher", m): STRING for m in ("replaceAll", "replaceFirst")},
    **{(c, "group"): STRING for c in ("Matcher", "MatchResult")},
    **{("MatchResult", m): INT for m in ("start", "end", "groupCount")},
    ("Matcher", "toMatchResult"): JType("MatchResult"),
    ("Matcher", "results"): JType("Stream", 0, (JType("MatchResult"),)),
    ("Instant", "now"): JType("Instant"),
    ("Instant", "toEpochMilli"): LONG,
    ("Duration", "between"): JType("Duration"),
    **{
        ("Period", m): JType("Period")
        for m in (
            *("of", "ofYears", "ofMonths", "ofWeeks", "ofDays", "plus", "minus", "negated"),
            *("plusYears", "plusMonths", "plusDays", "multipliedBy", "normalized"),
        )
    },
    **{("Period", f"get{f}"): INT for f in ("Years", "Months", "Days")},
    ("Period", "toTotalMonths"): LONG,
    **{("Period", m): BOOLEAN for m in ("isZero", "isNegative")},
    ("FileTime", "fromMillis"): JType("FileTime"),
    ("FileTime", "toMillis"): LONG,
    **{
        ("NumberFormat", m): JType("NumberFormat")
        for m in (
            *("getInstance", "getNumberInstance", "getIntegerInstance"),
            *("getPercentInstance", "getCurrencyInstance"),
        )
    },
    ("NumberFormat", "format"): STRING,
    ("NumberFormat", "parse"): JType("Number"),
    ("ResourceBundle", "getBundle"): JType("ResourceBundle"),
    ("ResourceBundle", "getString"): STRING,
    ("ResourceBundle", "keySet"): JType("Set", 0, (STRING,)),
    ("ResourceBundle", "containsKey"): BOOLEAN,
    ("ResourceBundle", "getLocale"): JType("Locale"),
    **{("Console", m): JType("Console") for m in ("format", "printf")},
    ("Console", "readLine"): STRING,
    **{
        ("Duration", m): LONG
        for m in ("toMillis", "toNanos", "getSeconds", "toSeconds", "toMinutes", "toHours")
    },
    ("Duration", "toDays"): LONG,
    **{
        ("Duration", m): JType("Duration")
        for m in ("ofNanos", "ofMillis", "ofSeconds", "ofMinutes", "ofHours", "ofDays", "plus")
    },
    **{("Duration", m): BOOLEAN for m in ("isZero", "isNegative")},
    **{("Color", m): INT for m in ("getRed", "getGreen", "getBlue", "getAlpha", "getRGB")},
    ("ImageIO", "read"): JType("BufferedImage"),
    **{(c, "getFont"): JType("Font") for c in ("Graphics2D", "Graphics")},
    **{(c, "getBackground"): JType("Color") for c in ("Graphics2D", "Graphics")},
    **{(c, "getColor"): JType("Color") for c in ("Graphics2D", "Graphics")},
    ("Font", "deriveFont"): JType("Font"),
    **{("Font", m): STRING for m in ("getName", "getFontName", "getFamily")},
    **{("Font", m): INT for m in ("getStyle", "getSize")},
    ("Font", "getSize2D"): JType("float"),
    **{("Font", m): BOOLEAN for m in ("isPlain", "isBold", "isItalic")},
    ("ImageIO", "write"): BOOLEAN,
    **{
        (c, m): INT
        for c in ("BufferedImage", "Image")
        for m in ("getWidth", "getHeight", "getType", "getRGB")
    },
    **{
        (c, m): JType("BufferedImage")
        for c in ("BufferedImage", "Image")
        for m in ("getSubimage", "getScaledInstance")
    },
    **{(c, "getRaster"): JType("WritableRaster") for c in ("BufferedImage", "Image")},
    **{
        (c, m): JType("Graphics2D")
        for c in ("BufferedImage", "Image")
        for m in ("getGraphics", "createGraphics")
    },
    **{
        (c, m): INT
        for c in ("WritableRaster", "Raster")
        for m in ("getSample", "getNumBands", "getWidth", "getHeight")
    },
    **{(c, "getDataBuffer"): JType("DataBuffer") for c in ("WritableRaster", "Raster")},
    **{
        (c, m): INT
        for c in ("WritableRaster", "Raster")
        for m in ("getMinX", "getMinY", "getNumDataElements", "getTransferType")
    },
    **{(c, m): DOUBLE for c in ("WritableRaster", "Raster") for m in ("getSampleDouble",)},
    **{(c, m): FLOAT for c in ("WritableRaster", "Raster") for m in ("getSampleFloat",)},
    **{
        (c, m): JType("int", 1)
        for c in ("WritableRaster", "Raster")
        for m in ("getPixel", "getPixels", "getSamples")
    },
    **{(c, "getDataElements"): JType("Object") for c in ("WritableRaster", "Raster")},
    **{(c, "getSampleModel"): JType("SampleModel") for c in ("WritableRaster", "Raster")},
    **{
        (c, m): JType("WritableRaster")
        for c in ("WritableRaster", "Raster")
        for m in ("createRaster", "createWritableRaster")
    },
    **{(c, "getSampleModel"): JType("SampleModel") for c in ("BufferedImage", "Image")},
    **{
        (c, m): JType("WritableRaster")
        for c in ("BufferedImage", "Image")
        for m in ("getData", "getAlphaRaster")
    },
    **{
        ("SampleModel", m): INT
        for m in (
            "getWidth",
            "getHeight",
            "getNumBands",
            "getNumDataElements",
            "getDataType",
            "getTransferType",
        )
    },
    ("SampleModel", "createDataBuffer"): JType("DataBuffer"),
    ("SampleModel", "createCompatibleSampleModel"): JType("SampleModel"),
    **{
        (c, m): INT
        for c in ("DataBuffer", "DataBufferByte", "DataBufferInt")
        for m in ("getSize", "getNumBanks", "getDataType", "getElem")
    },
    **{
        (c, m): t
        for c in ("DataBuffer", "DataBufferByte", "DataBufferInt")
        for m, t in (("getElemFloat", FLOAT), ("getElemDouble", DOUBLE))
    },
    ("DataBufferByte", "getData"): JType("byte", 1),
    ("DataBufferInt", "getData"): JType("int", 1),
    **{
        ("Executors", m): JType("ExecutorService")
        for m in (
            "newFixedThreadPool",
            "newSingleThreadExecutor",
            "newCachedThreadPool",
            "newWorkStealingPool",
        )
    },
    ("ExecutorService", "submit"): JType("Future"),
    ("ExecutorService", "invokeAll"): JType("List", 0, (JType("Future"),)),
    ("ExecutorService", "awaitTermination"): BOOLEAN,
    ("ExecutorService", "isShutdown"): BOOLEAN,
    ("ExecutorService", "isTerminated"): BOOLEAN,
    ("Future", "isDone"): BOOLEAN,
    **{
        (q, m): r
        for q in (
            "BlockingQueue",
            "ArrayBlockingQueue",
            "LinkedBlockingQueue",
            "LinkedBlockingDeque",
            "SynchronousQueue",
        )
        for m, r in (
            ("offer", BOOLEAN),
            ("add", BOOLEAN),
            ("isEmpty", BOOLEAN),
            ("contains", BOOLEAN),
            ("size", INT),
            ("remainingCapacity", INT),
            ("drainTo", INT),
            ("toString", STRING),
        )
    },
    **{(c, "accept"): JType("Socket") for c in ("ServerSocket",)},
    **{(c, m): INT for c in ("Socket", "ServerSocket") for m in ("getLocalPort", "getSoTimeout")},
    ("Socket", "getPort"): INT,
    **{(c, m): BOOLEAN for c in ("Socket", "ServerSocket") for m in ("isClosed",)},
    ("Socket", "isConnected"): BOOLEAN,
    ("ServerSocket", "isBound"): BOOLEAN,
    ("Socket", "getInputStream"): JType("InputStream"),
    ("Color", "HSBtoRGB"): INT,
    ("Color", "RGBtoHSB"): JType("float", 1),
    **{("Color", m): JType("Color") for m in ("getHSBColor", "brighter", "darker", "decode")},
    ("Timestamp", "getTime"): LONG,
    ("Timestamp", "getNanos"): INT,
    ("Timestamp", "compareTo"): INT,
    **{("Timestamp", m): BOOLEAN for m in ("before", "after", "equals")},
    **{("Timestamp", m): JType("Timestamp") for m in ("valueOf", "from")},
    ("Timestamp", "toInstant"): JType("Instant"),
    ("Timestamp", "toLocalDateTime"): JType("LocalDateTime"),
    ("Timestamp", "toString"): STRING,
    **{
        ("ImageIO", m): JType("Iterator", 0, (JType("ImageWriter"),))
        for m in ("getImageWritersByFormatName", "getImageWritersBySuffix", "getImageWriters")
    },
    **{
        ("ImageIO", m): JType("Iterator", 0, (JType("ImageReader"),))
        for m in ("getImageReadersByFormatName", "getImageReadersBySuffix", "getImageReaders")
    },
    ("ImageIO", "createImageOutputStream"): JType("ImageOutputStream"),
    ("ImageIO", "createImageInputStream"): JType("ImageInputStream"),
    ("ImageIO", "getWriterFormatNames"): JType("String", 1),
    ("ImageWriter", "getDefaultWriteParam"): JType("ImageWriteParam"),
    ("ImageWriter", "getDefaultImageMetadata"): JType("IIOMetadata"),
    ("ImageReader", "getImageMetadata"): JType("IIOMetadata"),
    ("ImageReader", "read"): JType("BufferedImage"),
    ("ImageReader", "getFormatName"): STRING,
    **{("ImageReader", m): INT for m in ("getNumImages", "getWidth", "getHeight")},
    **{(c, "getAsTree"): JType("Node") for c in ("IIOMetadata", "PNGMetadata")},
    **{(c, "getNativeMetadataFormatName"): STRING for c in ("IIOMetadata", "PNGMetadata")},
    **{
        (c, m): BOOLEAN
        for c in ("IIOMetadata", "PNGMetadata")
        for m in ("isReadOnly", "isStandardMetadataFormatSupported")
    },
    **{
        ("ImageWriteParam", m): BOOLEAN
        for m in ("canWriteCompressed", "canWriteProgressive", "isCompressionLossless")
    },
    **{("ImageWriteParam", m): INT for m in ("getCompressionMode", "getProgressiveMode")},
    ("ImageWriteParam", "getCompressionQuality"): FLOAT,
    ("ImageWriteParam", "getCompressionType"): STRING,
    ("ImageWriteParam", "getCompressionTypes"): JType("String", 1),
    ("IIOImage", "getRenderedImage"): JType("BufferedImage"),
    ("IIOImage", "getMetadata"): JType("IIOMetadata"),
    ("IIOImage", "getNumThumbnails"): INT,
    **{
        ("IIOMetadataNode", m): STRING
        for m in ("getNodeName", "getAttribute", "getTagName", "getLocalName")
    },
    **{("IIOMetadataNode", m): BOOLEAN for m in ("hasAttribute", "hasAttributes", "hasChildNodes")},
    **{("IIOMetadataNode", m): INT for m in ("getLength", "getNodeType")},
    **{
        ("IIOMetadataNode", m): JType("Node")
        for m in (
            "appendChild",
            "item",
            "getFirstChild",
            "getLastChild",
            "getNextSibling",
            "getPreviousSibling",
            "getParentNode",
            "removeChild",
            "insertBefore",
            "replaceChild",
            "cloneNode",
        )
    },
    **{
        ("IIOMetadataNode", m): JType("NodeList") for m in ("getChildNodes", "getElementsByTagName")
    },
    ("IIOMetadataNode", "getAttributes"): JType("NamedNodeMap"),
    **{(c, m): INT for c in ("ImageOutputStream", "ImageInputStream") for m in ("read",)},
    **{
        (c, m): LONG
        for c in ("ImageOutputStream", "ImageInputStream")
        for m in ("length", "getStreamPosition")
    },
    ("Socket", "getOutputStream"): JType("OutputStream"),
    ("CountDownLatch", "getCount"): LONG,
    **{
        (c, m): t
        for c in ("ReentrantLock", "Lock")
        for m, t in (
            ("tryLock", BOOLEAN),
            ("isLocked", BOOLEAN),
            ("isHeldByCurrentThread", BOOLEAN),
            ("isFair", BOOLEAN),
            ("getHoldCount", INT),
            ("newCondition", JType("Condition")),
        )
    },
    **{
        (c, m): JType("Lock")
        for c in ("ReentrantReadWriteLock", "ReadWriteLock")
        for m in ("readLock", "writeLock")
    },
    ("Condition", "awaitNanos"): LONG,
    ("TimeUnit", "toMillis"): LONG,
    **{("TimeUnit", m): LONG for m in ("toNanos", "toMicros", "toMinutes", "toHours", "toDays")},
    **{("BitSet", m): INT for m in ("size", "length", "cardinality", "nextSetBit")},
    **{("BitSet", m): BOOLEAN for m in ("get", "isEmpty")},
    ("TimeUnit", "toSeconds"): LONG,
    ("StringTokenizer", "hasMoreTokens"): BOOLEAN,
    **{("Preferences", m): INT for m in ("getInt",)},
    ("Preferences", "getLong"): LONG,
    ("Preferences", "getFloat"): FLOAT,
    ("Preferences", "getDouble"): DOUBLE,
    **{("Preferences", m): BOOLEAN for m in ("getBoolean", "nodeExists", "isUserNode")},
    **{("Preferences", m): STRING for m in ("get", "name", "absolutePath", "toString")},
    **{
        ("Preferences", m): JType("Preferences")
        for m in ("userRoot", "systemRoot", "userNodeForPackage", "systemNodeForPackage")
    },
    **{("Preferences", m): JType("Preferences") for m in ("node", "parent")},
    ("Preferences", "keys"): JType("String", 1),
    ("ZipInputStream", "getNextEntry"): JType("ZipEntry"),
    ("ZipInputStream", "read"): INT,
    ("ZipInputStream", "available"): INT,
    ("ZipFile", "getEntry"): JType("ZipEntry"),
    ("ZipFile", "getInputStream"): JType("InputStream"),
    ("ZipFile", "size"): INT,
    ("ZipFile", "getName"): STRING,
    **{("ZipEntry", m): STRING for m in ("getName", "getComment", "toString")},
    ("ZipEntry", "isDirectory"): BOOLEAN,
    ("ZipEntry", "getMethod"): INT,
    **{("ZipEntry", m): LONG for m in ("getSize", "getCompressedSize", "getTime", "getCrc")},
    ("Preferences", "childrenNames"): JType("String", 1),
    ("StringTokenizer", "countTokens"): INT,
    **{("Scanner", m): INT for m in ("nextInt",)},
    **{("Scanner", m): LONG for m in ("nextLong",)},
    ("Scanner", "nextDouble"): DOUBLE,
    ("Scanner", "nextFloat"): FLOAT,
    **{("Scanner", m): STRING for m in ("next", "nextLine")},
    **{
        ("Scanner", m): BOOLEAN
        for m in ("nextBoolean", "hasNext", "hasNextInt", "hasNextLong", "hasNextDouble")
    },
    **{("Scanner", m): BOOLEAN for m in ("hasNextLine", "hasNextFloat", "hasNextBoolean")},
    ("DecimalFormat", "format"): STRING,
    ("StringReader", "read"): INT,
    ("StringWriter", "toString"): STRING,
    ("StringWriter", "append"): JType("StringWriter"),
    ("FileSystem", "getSeparator"): STRING,
    ("ClassLoader", "getResourceAsStream"): JType("InputStream"),
    **{("URL", m): STRING for m in ("getPath", "getFile", "getProtocol", "toString")},
    ("URL", "toURI"): JType("URI"),
    ("URL", "openStream"): JType("InputStream"),
}
# java.nio's buffers: the factories, the chained setters and the element reads.
_BUFFER_ELEMENTS = {
    "ByteBuffer": JType("byte"),
    "FloatBuffer": FLOAT,
    "DoubleBuffer": DOUBLE,
    "IntBuffer": INT,
    "LongBuffer": LONG,
    "ShortBuffer": JType("short"),
}
for _buf, _elem in _BUFFER_ELEMENTS.items():
    for _m in ("allocate", "allocateDirect", "wrap", "put", "flip", "rewind", "clear", "slice"):
        CLASS_RETURNS[(_buf, _m)] = JType(_buf)
    for _m in ("duplicate", "mark", "reset", "order", "position", "limit"):
        CLASS_RETURNS[(_buf, _m)] = JType(_buf)
    CLASS_RETURNS[(_buf, "get")] = _elem
    CLASS_RETURNS[(_buf, "array")] = JType(_elem.name, 1)
    for _m in ("capacity", "remaining", "arrayOffset"):
        CLASS_RETURNS[(_buf, _m)] = INT
    CLASS_RETURNS[(_buf, "hasRemaining")] = BOOLEAN
for _view, _elem in (("Float", FLOAT), ("Double", DOUBLE), ("Int", INT), ("Long", LONG)):
    CLASS_RETURNS[("ByteBuffer", f"as{_view}Buffer")] = JType(f"{_view}Buffer")
    CLASS_RETURNS[("ByteBuffer", f"get{_view}")] = _elem
    CLASS_RETURNS[("ByteBuffer", f"put{_view}")] = JType("ByteBuffer")
for _stream in ("IntStream", "LongStream", "DoubleStream"):
    for _m in ("anyMatch", "allMatch", "noneMatch"):
        CLASS_RETURNS[(_stream, _m)] = BOOLEAN


# The JDK's functional interfaces: the types of their lambdas' parameters, each the index of
# one of the interface's type arguments or a fixed type.
FUNCTIONAL_PARAMS: dict[str, tuple[int | JType, ...]] = {
    "Function": (0,),
    "BiFunction": (0, 1),
    "Predicate": (0,),
    "BiPredicate": (0, 1),
    "Consumer": (0,),
    "BiConsumer": (0, 1),
    "UnaryOperator": (0,),
    "BinaryOperator": (0, 0),
    "Comparator": (0, 0),
    "ToIntFunction": (0,),
    **dict.fromkeys(["ToIntBiFunction", "ToLongBiFunction", "ToDoubleBiFunction"], (0, 1)),
    "ToLongFunction": (0,),
    "ToDoubleFunction": (0,),
    "Supplier": (),
    "Runnable": (),
    "Callable": (),
    "IntFunction": (INT,),
    "IntPredicate": (INT,),
    "IntUnaryOperator": (INT,),
    "IntBinaryOperator": (INT, INT),
    "IntConsumer": (INT,),
    "IntToDoubleFunction": (INT,),
    "LongUnaryOperator": (LONG,),
    "LongBinaryOperator": (LONG, LONG),
    "DoubleUnaryOperator": (DOUBLE,),
    "DoubleBinaryOperator": (DOUBLE, DOUBLE),
    "DoubleFunction": (DOUBLE,),
    "DoublePredicate": (DOUBLE,),
}


# The types of the parameters of a lambda passed to a JDK method: (class, method, how many
# parameters the lambda declares) → their types (File.listFiles takes a FileFilter's one-
# parameter lambda or a FilenameFilter's two-parameter one).
LAMBDA_PARAMS: dict[tuple[str, str, int], tuple[JType, ...]] = {
    ("File", "listFiles", 1): (JType("File"),),
    ("File", "listFiles", 2): (JType("File"), STRING),
    ("File", "list", 2): (JType("File"), STRING),
    ("Matcher", "replaceAll", 1): (JType("MatchResult"),),
    ("Matcher", "replaceFirst", 1): (JType("MatchResult"),),
}
FUNCTIONAL_PARAMS["FileFilter"] = (JType("File"),)
FUNCTIONAL_PARAMS["FilenameFilter"] = (JType("File"), STRING)


# The one abstract method of each JDK functional interface: an anonymous class that only
# implements it is a function (calls.py).
FUNCTIONAL_METHODS: dict[str, str] = {
    "Comparator": "compare",
    # java.io's filters (File.listFiles and File.list take them).
    "FileFilter": "accept",
    "FilenameFilter": "accept",
    "Runnable": "run",
    "Callable": "call",
    "Supplier": "get",
    **dict.fromkeys(
        ["Function", "BiFunction", "UnaryOperator", "BinaryOperator", "IntFunction"], "apply"
    ),
    **dict.fromkeys(["DoubleFunction"], "apply"),
    **dict.fromkeys(["Predicate", "BiPredicate", "IntPredicate", "DoublePredicate"], "test"),
    **dict.fromkeys(["Consumer", "BiConsumer", "IntConsumer"], "accept"),
    "ToIntFunction": "applyAsInt",
    "ToLongFunction": "applyAsLong",
    "ToDoubleFunction": "applyAsDouble",
    "ToIntBiFunction": "applyAsInt",
    "ToLongBiFunction": "applyAsLong",
    "ToDoubleBiFunction": "applyAsDouble",
    "IntUnaryOperator": "applyAsInt",
    "IntBinaryOperator": "applyAsInt",
    "IntToDoubleFunction": "applyAsDouble",
    "LongUnaryOperator": "applyAsLong",
    "LongBinaryOperator": "applyAsLong",
    "DoubleUnaryOperator": "applyAsDouble",
    "DoubleBinaryOperator": "applyAsDouble",
    **dict.fromkeys(["LongFunction"], "apply"),
    **dict.fromkeys(["LongPredicate"], "test"),
    **dict.fromkeys(
        ["LongConsumer", "DoubleConsumer", "ObjIntConsumer", "ObjLongConsumer"], "accept"
    ),
    **dict.fromkeys(["ObjDoubleConsumer"], "accept"),
    "IntSupplier": "getAsInt",
    "LongSupplier": "getAsLong",
    "DoubleSupplier": "getAsDouble",
    "BooleanSupplier": "getAsBoolean",
    **dict.fromkeys(["ToIntBiFunction", "DoubleToIntFunction", "LongToIntFunction"], "applyAsInt"),
    **dict.fromkeys(
        ["ToLongBiFunction", "IntToLongFunction", "DoubleToLongFunction"], "applyAsLong"
    ),
    **dict.fromkeys(
        ["ToDoubleBiFunction", "LongToDoubleFunction"],
        "applyAsDouble",
    ),
    # JUnit 5's (org.junit.jupiter.api.function)
    "Executable": "execute",
    "ThrowingSupplier": "get",
}
# The interfaces of java.util.function (``import java.util.function.*`` names them).
FUNCTION_PACKAGE = frozenset(FUNCTIONAL_METHODS) - {
    "Comparator",
    "FileFilter",
    "FilenameFilter",
    "Runnable",
    "Callable",
    "Executable",
    "ThrowingSupplier",
}


# The third-party utility libraries' tables (porter.library_rules), ported as the JDK's.
CLASSES.update(library_rules.CLASSES)
PACKAGES.update(library_rules.PACKAGES)
FAMILIES.update(library_rules.FAMILIES)
INSTANCE_METHODS.update(serving_rules.INSTANCE_METHODS)
INSTANCE_METHODS.update(libsvm_rules.INSTANCE_METHODS)
INSTANCE_RETURNS.update(serving_rules.INSTANCE_RETURNS)

# The scalar results of the collections' and String's methods (an element's type comes from
# the receiver's type arguments, in calls): ``s.length() + s.toUpperCase()`` concatenates.
SCALAR_RETURNS: dict[tuple[str, str], JType] = {
    **{
        ("String", m): STRING
        for m in ("toUpperCase", "toLowerCase", "replace", "concat", "stripLeading")
        + ("stripTrailing",)
    },
    **{
        ("String", m): BOOLEAN
        for m in ("contains", "contentEquals", "endsWith", "isEmpty", "regionMatches")
    },
    ("String", "codePointAt"): INT,
    ("String", "getBytes"): JType("byte", 1),
    **{
        (family, m): BOOLEAN
        for family in ("List", "Set", "Deque", "LinkedList", "Map")
        for m in ("isEmpty", "equals", "containsAll")
        if (family, m) != ("Map", "containsAll")
    },
    **{(family, m): BOOLEAN for family in ("List", "Set") for m in ("addAll", "removeIf")},
    **{(family, "hashCode"): INT for family in ("List", "Set", "Deque", "LinkedList", "Map")},
    **{(family, "toString"): STRING for family in ("List", "Set", "Deque", "LinkedList", "Map")},
    **{(family, m): INT for family in ("List", "LinkedList") for m in ("indexOf", "lastIndexOf")},
    **{("Deque", m): BOOLEAN for m in ("contains", "offer", "offerFirst", "offerLast")},
    ("Deque", "size"): INT,
    ("Set", "add"): BOOLEAN,
    ("Set", "remove"): BOOLEAN,
    ("Set", "retainAll"): BOOLEAN,
    ("Set", "removeAll"): BOOLEAN,
}
for _key, _jtype in SCALAR_RETURNS.items():
    INSTANCE_RETURNS.setdefault(_key, _jtype)
STATIC_FIELDS.update(library_rules.STATIC_FIELDS)
STATIC_CALLS.update(library_rules.STATIC_CALLS)
STATIC_RETURNS.update(library_rules.STATIC_RETURNS)
CLASS_RETURNS.update(library_rules.CLASS_RETURNS)
ALSO_PACKAGES = library_rules.ALSO_PACKAGES
ANONYMOUS_INTERFACES = library_rules.ANONYMOUS_INTERFACES
QUALIFIED_CLASSES = library_rules.QUALIFIED_CLASSES
RETURNS_FIRST_ARGUMENT = library_rules.RETURNS_FIRST_ARGUMENT
INSTANCE_FIELDS = library_rules.INSTANCE_FIELDS

# AWT and Swing (porter.awt_rules), ported as the JDK's.
CLASSES.update(awt_rules.CLASSES)
PACKAGES.update(awt_rules.PACKAGES)
CLASS_RETURNS.update(awt_rules.CLASS_RETURNS)
CAUGHT.update(awt_rules.CAUGHT)
CAUGHT.update(imglib_rules.CAUGHT)
FUNCTIONAL_METHODS.update(awt_rules.FUNCTIONAL_METHODS)
FUNCTIONAL_PARAMS.update(awt_rules.FUNCTIONAL_PARAMS)
FUNCTIONAL_METHODS.update(libsvm_rules.FUNCTIONAL_METHODS)
FUNCTIONAL_PARAMS.update(libsvm_rules.FUNCTIONAL_PARAMS)
FUNCTIONAL_METHODS.update(imglib_rules.FUNCTIONAL_METHODS)
FUNCTIONAL_PARAMS.update(imglib_rules.FUNCTIONAL_PARAMS)
INSTANCE_FIELDS.update(awt_rules.INSTANCE_FIELDS)
STATIC_FIELDS.update(awt_rules.STATIC_FIELDS)
# porter.javalib classes made to be subclassed, also by anonymous classes (Swing's
# components, AWT's listener adapters): their Python class is the base.
SUBCLASSABLE = frozenset(awt_rules.CLASSES) | imagej1_rules.SUBCLASSABLE


@cache
def python_class(simple: str) -> type | None:
    """The porter.javalib class a JDK class is ported as (imported to look its methods up)."""
    spec = CLASSES.get(simple)
    if spec is None:
        return None
    module, name = spec.split(":")
    found: Any = importlib.import_module(f"porter.javalib.{module}")
    for part in name.split("."):  # a nested class: Core.MinMaxLocResult
        found = getattr(found, part)
    return found  # type: ignore[no-any-return]


def nested_class(simple: str, name: str) -> type | None:
    """The class a porter.javalib class nests under that name (``AudioFormat.Encoding``)."""
    cls = python_class(simple)
    found = vars(cls).get(name) if cls is not None and not name.startswith("_") else None
    return found if isinstance(found, type) else None


def value_type(value: Any) -> JType | None:
    """The Java type of a constant's Python value: a primitive or a String, else unknown."""
    if isinstance(value, bool):
        return BOOLEAN
    if isinstance(value, int):
        return INT
    if isinstance(value, float):
        return DOUBLE
    if isinstance(value, str):
        return STRING
    return None


def static_constant(simple: str, name: str) -> JType | None:
    """The Java type of a constant that a porter.javalib class defines (``CvType.CV_8UC3``),
    or that it loads from its library when first used (OpenCV's ``Imgproc.COLOR_BGR2RGB``,
    named by its class's ``_PREFIXES``); None if it has none of that name. Read from the
    class without running its library."""
    cls = python_class(simple)
    if cls is None or name.startswith("_"):
        return None
    for klass in cls.__mro__:
        if name in vars(klass):
            value = vars(klass)[name]
            if isinstance(value, cls):
                return JType(simple)  # a constant of its own class: HttpStatus.NOT_FOUND
            return value_type(value)
    prefixes = vars(cls).get("_PREFIXES", ())
    return INT if prefixes and name.startswith(prefixes) else None


# JDK collections that the program's classes extend: their bases (porter.javalib's
# collection_bases), which have Java's methods by name. (A variable of one of these types is
# still the Python builtin, with the rule tables' spellings.)
SUPERCLASSES: dict[str, str] = {
    "ArrayList": "ArrayListBase",
    "LinkedList": "ArrayListBase",
    "Vector": "ArrayListBase",
    "HashMap": "HashMapBase",
    "LinkedHashMap": "LinkedHashMapBase",
    "HashSet": "HashSetBase",
}


def base_has_method(simple: str, name: str) -> bool:
    """Whether the base class that a subclass of the JDK's ``simple`` extends has ``name``."""
    from porter.javalib import collection_bases

    base = getattr(collection_bases, SUPERCLASSES[simple])
    return not name.startswith("_") and callable(inspect.getattr_static(base, name, None))


def has_method(simple: str, name: str) -> bool:
    cls = python_class(simple)
    if cls is None or name.startswith("_"):
        return False
    if keyword.iskeyword(name):  # CountDownLatch.await is the class's await_
        name += "_"
    # Looked up statically: a class that loads its library's names on first use (OpenCV's
    # constants from cv2) is not made to load it while a program is ported.
    found = inspect.getattr_static(cls, name, None)
    return isinstance(found, (staticmethod, classmethod)) or callable(found)


def spelled(simple: str, qualified: str | None = None) -> str:
    """The template of the class itself: ``{lib:jrandom}.Random``; a library's class of the
    same name in another package is its own (json-simple's JSONObject beside org.json's)."""
    module, name = library_rules.QUALIFIED_SPELLED.get(qualified or "", CLASSES[simple]).split(":")
    return f"{{lib:{module}}}.{name}"


def argument_key(
    args_types: list[JType | None], keys: dict[str, str] | dict[str, JType]
) -> str | None:
    """The key of a typed rule that the arguments select: ``String``, ``char[]``, or the
    primitive the numeric arguments promote to; ``*`` where the rule has a fallback."""
    if not args_types or any(t is None for t in args_types):
        return "*" if "*" in keys else None
    first = args_types[0]
    assert first is not None
    if first.name == "String" and not first.is_array and "String" in keys:
        return "String"
    if first.dims == 1 and f"{first.name}[]" in keys:
        return f"{first.name}[]"  # char[], float[]
    if first.primitive is None and not first.is_array and first.name in keys:
        return first.name  # a class of its own (Paths.get's URI)
    prims = [t.primitive for t in args_types if t is not None]
    if None in prims:
        return "*" if "*" in keys else None
    for wide in ("double", "float", "long"):
        if wide in prims and wide in keys:
            return wide
    if all(p in ("int", "short", "byte", "char") for p in prims) and "int" in keys:
        return "int"
    if prims[0] in keys:
        return prims[0]
    return "*" if "*" in keys else None
