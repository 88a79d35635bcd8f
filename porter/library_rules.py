"""Rule tables for the third-party utility libraries that programs around TensorFlow Java
use beside the JDK: Google Guava (``porter.javalib.guava``), Apache Commons IO
(``porter.javalib.commons_io``), Apache Commons Lang (``porter.javalib.commons_lang``),
Commons Logging (its ``Log`` is the port's logger), Hamcrest's matchers
(``porter.javalib.hamcrest``, for JUnit 4's ``assertThat``), Spring's ``Assert`` and
``StringUtils`` (``porter.javalib.spring_util``), the JSON libraries Jackson
(``porter.javalib.jackson``) and Gson (``porter.javalib.gson``), OpenCV's Java API
(``porter.javalib.opencv``, over ``cv2``) and Bytedeco's JavaCPP OpenCV and JavaCV
(``porter.javalib.javacv``, over ``cv2``; ``JAVACV_TYPES``) and LIBSVM's Java API
(``porter.libsvm_rules``, over LIBSVM's C library) and ImageJ 1.x (``porter.imagej1_rules``). ``porter.javalib_rules`` merges them into
its own tables (with Log4j's ``LogManager`` and ``Logger``), so a library class is ported
exactly as a JDK class that porter.javalib gives: its static methods are its Python class's
(Java's names), an instance method is the class's own method, and its imports are dropped.

A class is the library's only where the program imports it from the library's package
(``PACKAGES``; ``ALSO_PACKAGES`` for a second package of the same API): the project's own
``StringUtils`` or Spring's stay theirs.
"""

from __future__ import annotations

from porter import awt_rules, imagej1_rules, imglib_rules, libsvm_rules, serving_rules
from porter.jtypes import BOOLEAN, INT, LONG, STRING, JType

_GUAVA = {
    "com.google.common.base": (
        "Preconditions",
        "Strings",
        "Joiner",
        "Splitter",
        "Stopwatch",
        "Charsets",
    ),
    "com.google.common.collect": (
        "Lists",
        "Maps",
        "Sets",
        "ImmutableList",
        "ImmutableSet",
        "ImmutableMap",
        "HashBiMap",
        "BiMap",
    ),
}
# Hamcrest's matcher factories, for JUnit 4's assertThat(actual, matcher).
# Guava's sources and sinks of bytes and text (porter.javalib.guava_sources)
_GUAVA_SOURCES = ("ByteSource", "ByteSink", "CharSource", "CharSink", "FileWriteMode")
_HAMCREST = {
    "org.hamcrest": ("Matchers", "CoreMatchers", "MatcherAssert"),
    "org.hamcrest.core": (
        "IsEqual",
        "Is",
        "IsNot",
        "IsNull",
        "IsInstanceOf",
        "IsAnything",
        "StringContains",
        "StringStartsWith",
        "StringEndsWith",
        "IsCollectionContaining",
        "AllOf",
        "AnyOf",
        "IsSame",
    ),
}
# OpenCV's Java API (org.opencv.*), by package; nu.pattern.OpenCV is openpnp's loader.
_OPENCV = {
    "org.opencv.core": (
        "Mat",
        "MatOfByte",
        "MatOfInt",
        "MatOfFloat",
        "MatOfDouble",
        "MatOfPoint",
        "MatOfPoint2f",
        "MatOfRect",
        "CvType",
        "Core",
        "Point",
        "Size",
        "Rect",
        "Range",
        "Scalar",
        "CvException",
        "TermCriteria",
        "RotatedRect",
    ),
    "org.opencv.imgcodecs": ("Imgcodecs",),
    "org.opencv.imgproc": ("Imgproc", "Moments"),
    "org.opencv.highgui": ("HighGui", "Highgui"),
    "org.opencv.videoio": ("VideoCapture",),
    "org.opencv.objdetect": ("CascadeClassifier",),
    "nu.pattern": ("OpenCV",),
}
# Bytedeco's JavaCPP presets of OpenCV and JavaCV (porter.javalib.javacv). Its value classes
# have OpenCV's Java names but JavaCPP's accessors (rect.x()), so they have rule names of
# their own ("JcvRect"), chosen by the qualified name the program imports (JAVACV_TYPES): the
# presets' packages since 1.5 and the older classes nested in org.bytedeco.javacpp.opencv_core.
_JAVACV_VALUES = (
    "Mat",
    "IplImage",
    "Rect",
    "Size",
    "Point",
    "Point2d",
    "Point2f",
    "Scalar",
    "RectVector",
    "CvScalar",
)
_JAVACV_GLOBALS = ("opencv_core", "opencv_imgproc", "opencv_imgcodecs", "opencv_highgui")
JAVACV_TYPES: dict[str, str] = {
    **{f"org.bytedeco.opencv.opencv_core.{c}": f"Jcv{c}" for c in _JAVACV_VALUES},
    **{f"org.bytedeco.javacpp.opencv_core.{c}": f"Jcv{c}" for c in _JAVACV_VALUES},
    **{
        f"{p}.CascadeClassifier": "JcvCascadeClassifier"
        for p in ("org.bytedeco.opencv.opencv_objdetect", "org.bytedeco.javacpp.opencv_objdetect")
    },
    **{f"org.bytedeco.opencv.global.{g}": f"Jcv_{g}" for g in _JAVACV_GLOBALS},
    **{f"org.bytedeco.javacpp.{g}": f"Jcv_{g}" for g in _JAVACV_GLOBALS},
}
# JavaCV's classes and JavaCPP's indexers, of names no other library has.
_JAVACV = {
    "org.bytedeco.javacv": (
        "Frame",
        "Java2DFrameConverter",
        "OpenCVFrameConverter",
        "FFmpegFrameGrabber",
        "FrameGrabber",
    ),
    "org.bytedeco.javacpp.indexer": (
        "Indexer",
        "UByteIndexer",
        "ByteIndexer",
        "UShortIndexer",
        "ShortIndexer",
        "IntIndexer",
        "FloatIndexer",
        "DoubleIndexer",
        "UByteRawIndexer",
        "FloatRawIndexer",
        "DoubleRawIndexer",
    ),
}
# Classes of values the libraries' methods answer, never named in Java (a builder,
# Joiner.MapJoiner): their rules' names only.
_HIDDEN = (
    "ImmutableListBuilder",
    "ImmutableSetBuilder",
    "ImmutableMapBuilder",
    "MapJoiner",
    "MapSplitter",
)

# JSON libraries: Jackson's databind and Gson (porter.javalib.jackson, porter.javalib.gson).
_JACKSON = {
    "com.fasterxml.jackson.databind": (
        "ObjectMapper",
        "ObjectWriter",
        "JsonNode",
        "SerializationFeature",
        "DeserializationFeature",
    ),
    "com.fasterxml.jackson.databind.node": ("ObjectNode", "ArrayNode"),
    "com.fasterxml.jackson.core.type": ("TypeReference",),
}
_GSON = {
    "com.google.gson": (
        "Gson",
        "GsonBuilder",
        "JsonParser",
        "JsonElement",
        "JsonObject",
        "JsonArray",
        "JsonPrimitive",
        "JsonNull",
    ),
    "com.google.gson.reflect": ("TypeToken",),
}
# The small JSON libraries (porter.javalib.jsonlibs): org.json's classes by their simple
# names, json-simple's and fastjson's of the same names by their packages (QUALIFIED_SPELLED).
_JSONLIBS = {
    "org.json": ("JSONObject", "JSONArray"),
    "org.json.simple.parser": ("JSONParser",),
    "com.alibaba.fastjson": ("JSON",),
}
QUALIFIED_SPELLED: dict[str, str] = {
    "org.json.simple.JSONObject": "jsonlibs:SimpleJSONObject",
    "org.json.simple.JSONArray": "jsonlibs:SimpleJSONArray",
    "com.alibaba.fastjson.JSONObject": "jsonlibs:SimpleJSONObject",
    "com.alibaba.fastjson.JSONArray": "jsonlibs:SimpleJSONArray",
}
# Their exceptions, by the package that makes the name theirs.
JSON_EXCEPTIONS: dict[str, tuple[str, str]] = {
    **{
        e: ("porter.javalib.jackson", e)
        for e in (
            "JsonProcessingException",
            "JsonParseException",
            "JsonMappingException",
            "MismatchedInputException",
            "UnrecognizedPropertyException",
        )
    },
    "JsonEOFException": ("porter.javalib.jackson", "JsonEOFException"),
    **{e: ("porter.javalib.gson", e) for e in ("JsonSyntaxException", "JsonIOException")},
    "JSONException": ("porter.javalib.jsonlibs", "JSONException"),
    **serving_rules.EXCEPTIONS,
}
# Exceptions of one library named as another's: by qualified name.
CAUGHT_QUALIFIED: dict[str, tuple[str, str]] = {
    "com.google.protobuf.TextFormat.ParseException": (
        "porter.javalib.protobuf_textformat",
        "ParseException",
    ),
    "com.google.gson.JsonParseException": ("porter.javalib.gson", "JsonParseException"),
    "org.json.simple.parser.ParseException": ("porter.javalib.jsonlibs", "ParseException"),
    "com.alibaba.fastjson.JSONException": ("porter.javalib.jsonlibs", "JSONException"),
    "org.bytedeco.javacv.FrameGrabber.Exception": (
        "porter.javalib.javacv",
        "FrameGrabberException",
    ),
}

# Spring (porter.javalib.spring_context, spring_web, spring_boot, spring_test): by package.
_SPRING = {
    "org.springframework.boot": ("spring_boot", ("SpringApplication",)),
    "org.springframework.context": ("spring_context", ("ApplicationContext",)),
    "org.springframework.context.annotation": (
        "spring_context",
        ("AnnotationConfigApplicationContext",),
    ),
    "org.springframework.core.io": (
        "spring_context",
        ("ClassPathResource", "UrlResource", "FileSystemResource"),
    ),
    "org.springframework.core.env": ("spring_context", ("Environment",)),
    "org.springframework.boot.test.util": ("spring_context", ("EnvironmentTestUtils",)),
    "org.springframework.scheduling.concurrent": ("spring_tasks", ("ThreadPoolTaskExecutor",)),
    "org.springframework.integration.support": ("spring_messaging", ("MessageBuilder",)),
    "org.springframework.tuple": ("spring_messaging", ("Tuple", "TupleBuilder")),
    "org.springframework.messaging.support": ("spring_messaging", ("GenericMessage",)),
    "org.springframework.messaging": (
        "spring_messaging",
        ("MessageHeaders", "MessagingException", "MessageHandlingException"),
    ),
    "org.springframework.http": (
        "spring_web",
        ("ResponseEntity", "HttpStatus", "MediaType", "HttpHeaders"),
    ),
    "org.springframework.web.bind.annotation": ("spring_web", ("RequestMethod",)),
    "org.springframework.web.multipart": ("spring_web", ("MultipartFile",)),
    "org.springframework.web.server": ("spring_web", ("ResponseStatusException",)),
    "org.springframework.test.web.servlet": ("spring_test", ("MockMvc", "MvcResult")),
    "org.springframework.test.web.servlet.setup": ("spring_test", ("MockMvcBuilders",)),
    "org.springframework.test.web.servlet.request": ("spring_test", ("MockMvcRequestBuilders",)),
    "org.springframework.test.web.servlet.result": (
        "spring_test",
        ("MockMvcResultMatchers", "MockMvcResultHandlers"),
    ),
    "org.springframework.mock.web": ("spring_test", ("MockMultipartFile",)),
    "org.springframework.mock.http": ("spring_test", ("MockHttpOutputMessage",)),
    "org.springframework.http.converter.json": (
        "spring_web",
        ("MappingJackson2HttpMessageConverter",),
    ),
    "org.springframework.web.servlet.config.annotation": (
        "spring_web",
        ("WebMvcConfigurer", "WebMvcConfigurerAdapter", "ResourceHandlerRegistry"),
    ),
}

# Library class → its porter.javalib class ("module:Class"), with the library's methods.
CLASSES: dict[str, str] = {
    **{c: f"guava:{c}" for classes in _GUAVA.values() for c in classes},
    **{c: f"guava:{c}" for c in _HIDDEN},
    "FileUtils": "commons_io:FileUtils",
    "IOUtils": "commons_io:IOUtils",
    "FilenameUtils": "commons_io:FilenameUtils",
    "StringUtils": "commons_lang:StringUtils",
    "ArrayUtils": "commons_lang:ArrayUtils",
    "LogFactory": "logger:LogFactory",
    "Log": "logger:Logger",
    "LogManager": "logger:LogManager",  # Log4j's (1.x and 2.x): its Logger is the port's
    **{c: f"hamcrest:{c}" for classes in _HAMCREST.values() for c in classes},
    # java.util.Date, beside java.time's classes.
    "Date": "jtime:Date",
    **{c: f"guava_io:{c}" for c in ("Resources", "CharStreams", "ByteStreams")},
    "GuavaFiles": "guava_io:Files",
    **{c: f"guava_sources:{c}" for c in _GUAVA_SOURCES},
    "SpringAssert": "spring_util:Assert",
    "SpringStringUtils": "spring_util:StringUtils",
    "FileSystemUtils": "spring_util:FileSystemUtils",
    **{c: f"opencv:{c}" for classes in _OPENCV.values() for c in classes},
    "MinMaxLocResult": "opencv:Core.MinMaxLocResult",
    **{a: f"javacv:{q.rsplit('.', 1)[-1]}" for q, a in JAVACV_TYPES.items() if a[:3] == "Jcv"},
    **{c: f"javacv:{c}" for classes in _JAVACV.values() for c in classes},
    "ToMat": "javacv:OpenCVFrameConverter.ToMat",
    "JcvBytePointer": "javacv:BytePointer",  # Mat.data(), never named by the programs here
    "ToIplImage": "javacv:OpenCVFrameConverter.ToIplImage",
    **{c: f"jackson:{c}" for classes in _JACKSON.values() for c in classes},
    **{c: f"gson:{c}" for classes in _GSON.values() for c in classes},
    **{c: f"jsonlibs:{c}" for classes in _JSONLIBS.values() for c in classes},
    **serving_rules.CLASSES,
    **libsvm_rules.CLASSES,
    **imagej1_rules.CLASSES,
    **imglib_rules.CLASSES,
    **{c: f"{m}:{c}" for m, classes in _SPRING.values() for c in classes},
    # JUnit 5's arguments of a @MethodSource factory
    "Arguments": "junit_arguments:Arguments",
    "Named": "junit_arguments:Named",
    # JUnit 4's runners (@RunWith)
    **{c: f"junit_runners:{c}" for c in ("Parameterized", "JUnit4", "BlockJUnit4ClassRunner")},
    # the tests of a @TestFactory
    **{c: f"junit_dynamic:{c}" for c in ("DynamicTest", "DynamicContainer", "DynamicNode")},
}
# Their packages (the import that makes a simple name the library's).
PACKAGES: dict[str, str] = {
    **{c: p for p, classes in _GUAVA.items() for c in classes},
    **dict.fromkeys(["FileUtils", "IOUtils", "FilenameUtils"], "org.apache.commons.io"),
    **dict.fromkeys(["StringUtils", "ArrayUtils"], "org.apache.commons.lang3"),
    **dict.fromkeys(["LogFactory", "Log"], "org.apache.commons.logging"),
    "LogManager": "org.apache.log4j",
    **{c: p for p, classes in _HAMCREST.items() for c in classes},
    "Arguments": "org.junit.jupiter.params.provider",
    **dict.fromkeys(["Parameterized", "JUnit4", "BlockJUnit4ClassRunner"], "org.junit.runners"),
    **dict.fromkeys(
        ["Named", "DynamicTest", "DynamicContainer", "DynamicNode"], "org.junit.jupiter.api"
    ),
    "Date": "java.util",
    **dict.fromkeys(["Resources", "CharStreams", "ByteStreams"], "com.google.common.io"),
    **dict.fromkeys(_GUAVA_SOURCES, "com.google.common.io"),
    "FileSystemUtils": "org.springframework.util",
    **{c: p for p, classes in _OPENCV.items() for c in classes},
    **{c: p for p, classes in _JAVACV.items() for c in classes},
    **{c: p for p, classes in _JACKSON.items() for c in classes},
    **{c: p for p, classes in _GSON.items() for c in classes},
    **{c: p for p, classes in _JSONLIBS.items() for c in classes},
    **serving_rules.PACKAGES,
    **libsvm_rules.PACKAGES,
    **imagej1_rules.PACKAGES,
    **imglib_rules.PACKAGES,
    **{c: p for p, (_, classes) in _SPRING.items() for c in classes},
}
# Library classes whose simple name is a JDK class's too: the qualified name → their rules'
# name (Guava's Files is not java.nio.file.Files).
QUALIFIED_CLASSES: dict[str, str] = {
    "com.google.common.io.Files": "GuavaFiles",
    # Spring's helpers, beside JUnit's Assert and Commons Lang's StringUtils
    "org.springframework.util.Assert": "SpringAssert",
    "org.springframework.util.StringUtils": "SpringStringUtils",
    # the presets' classes: OpenCV's functions (opencv_imgproc.resize), IplImage.create
    **JAVACV_TYPES,
    # gRPC's Status, HttpClient's Header, ContentType, HttpResponse, ...
    **serving_rules.RENAMED,
    # java.awt.Point beside OpenCV's Point
    **awt_rules.ALIASES,
    # ij.ImageJ beside ImageJ2's net.imagej.ImageJ
    **imagej1_rules.RENAMED,
    # imglib2's Point and Cursor, ImageJ2's gateway
    **imglib_rules.RENAMED,
}
# Library classes that have rule names of their own, by the qualified name a program imports:
# also as the types of the values a program declares.
RENAMED_TYPES: dict[str, str] = {
    **JAVACV_TYPES,
    **serving_rules.RENAMED,
    **awt_rules.ALIASES,
    **imagej1_rules.RENAMED,
    **imglib_rules.RENAMED,
}
# The same API in another package: Commons Lang 2's.
ALSO_PACKAGES: dict[str, str] = {
    # Log4j 1.x and 2.x: their Logger is the port's logger (java.util.logging's, SLF4J's).
    "org.apache.log4j.Logger": "Logger",
    "org.apache.logging.log4j.Logger": "Logger",
    "org.apache.logging.log4j.LogManager": "LogManager",
    "org.springframework.messaging.support.MessageBuilder": "MessageBuilder",
    "org.apache.commons.lang.StringUtils": "StringUtils",
    # OpenCV 2.4's VideoCapture, in its highgui package
    "org.opencv.highgui.VideoCapture": "VideoCapture",
    "org.apache.commons.lang.ArrayUtils": "ArrayUtils",
    **{q: q.rsplit(".", 1)[-1] for q in QUALIFIED_SPELLED},
}
# Library classes whose values are the port's collections (rules.INSTANCE_METHODS' families).
FAMILIES: dict[str, str] = {
    **serving_rules.FAMILIES,
    **libsvm_rules.FAMILIES,
    "ImmutableList": "List",
    "ImmutableSet": "Set",
    "ImmutableMap": "Map",
    "HashBiMap": "Map",
    "BiMap": "Map",
}

# Static fields: (class, field) → (template, Java type).
STATIC_FIELDS: dict[tuple[str, str], tuple[str, JType]] = {
    # Guava's and Commons IO's Charsets: a Charset is its name in the port.
    **{
        ("Charsets", f): (f'"{n}"', JType("Charset"))
        for f, n in (
            ("UTF_8", "UTF-8"),
            ("US_ASCII", "US-ASCII"),
            ("ISO_8859_1", "ISO-8859-1"),
            ("UTF_16", "UTF-16"),
            ("UTF_16BE", "UTF-16BE"),
            ("UTF_16LE", "UTF-16LE"),
        )
    },
    ("StringUtils", "EMPTY"): ('""', STRING),
    ("FileWriteMode", "APPEND"): (
        "{lib:guava_sources}.FileWriteMode.APPEND",
        JType("FileWriteMode"),
    ),
    ("StringUtils", "SPACE"): ('" "', STRING),
    **imglib_rules.STATIC_FIELDS,
}

# Guava's Optional is java.util.Optional in the port (the value, or None): its factories.
# Collections' synchronized views are the collections themselves (one interpreter lock guards
# the port's lists, dicts and sets, as java.util.Vector's rule says).
STATIC_CALLS: dict[tuple[str, str], str] = {
    **{
        ("Collections", f"synchronized{c}"): "{0}"
        for c in ("List", "Map", "Set", "Collection", "SortedMap", "SortedSet")
    },
    ("Optional", "fromNullable"): "{0}",
    ("Optional", "absent"): "None",
}

_LIST = JType("List")
STATIC_RETURNS: dict[tuple[str, str], JType] = {
    ("Collections", "synchronizedList"): JType("List"),
    ("Collections", "synchronizedMap"): JType("Map"),
    ("Collections", "synchronizedSet"): JType("Set"),
    ("Collections", "synchronizedCollection"): JType("Collection"),
}
_STRINGS = JType("List", 0, (STRING,))
_MAP = JType("Map")
_SET = JType("Set")

# Java return types of the libraries' methods (decide the next call's rules).
CLASS_RETURNS: dict[tuple[str, str], JType] = {
    **{
        ("Lists", m): _LIST
        for m in (
            "newArrayList",
            "newArrayListWithCapacity",
            "newArrayListWithExpectedSize",
            "newLinkedList",
            "asList",
            "reverse",
            "partition",
            "transform",
        )
    },
    ("Lists", "charactersOf"): JType("List", 0, (JType("Character"),)),
    **{
        ("Maps", m): _MAP
        for m in (
            "newHashMap",
            "newLinkedHashMap",
            "newHashMapWithExpectedSize",
            "newLinkedHashMapWithExpectedSize",
            "newConcurrentMap",
            "uniqueIndex",
        )
    },
    ("Maps", "newTreeMap"): JType("TreeMap"),
    **{
        ("Sets", m): _SET
        for m in (
            "newHashSet",
            "newHashSetWithExpectedSize",
            "newLinkedHashSet",
            "union",
            "intersection",
            "difference",
        )
    },
    ("Sets", "newTreeSet"): JType("TreeSet"),
    **{("ImmutableList", m): JType("ImmutableList") for m in ("of", "copyOf")},
    **{("ImmutableSet", m): JType("ImmutableSet") for m in ("of", "copyOf")},
    **{("ImmutableMap", m): JType("ImmutableMap") for m in ("of", "copyOf")},
    ("ImmutableList", "builder"): JType("ImmutableListBuilder"),
    ("ImmutableList", "builderWithExpectedSize"): JType("ImmutableListBuilder"),
    ("ImmutableSet", "builder"): JType("ImmutableSetBuilder"),
    ("ImmutableMap", "builder"): JType("ImmutableMapBuilder"),
    **{("ImmutableListBuilder", m): JType("ImmutableListBuilder") for m in ("add", "addAll")},
    **{("ImmutableSetBuilder", m): JType("ImmutableSetBuilder") for m in ("add", "addAll")},
    **{("ImmutableMapBuilder", m): JType("ImmutableMapBuilder") for m in ("put", "putAll")},
    ("HashBiMap", "create"): JType("HashBiMap"),
    ("HashBiMap", "inverse"): JType("HashBiMap"),
    ("BiMap", "inverse"): JType("HashBiMap"),
    ("ImmutableListBuilder", "build"): JType("ImmutableList"),
    ("ImmutableSetBuilder", "build"): JType("ImmutableSet"),
    ("ImmutableMapBuilder", "build"): JType("ImmutableMap"),
    ("ImmutableMapBuilder", "buildOrThrow"): JType("ImmutableMap"),
    **{("Strings", m): BOOLEAN for m in ("isNullOrEmpty",)},
    **{
        ("Strings", m): STRING
        for m in (
            "nullToEmpty",
            "padStart",
            "padEnd",
            "repeat",
            "commonPrefix",
            "commonSuffix",
            "lenientFormat",
        )
    },
    **{("Joiner", m): JType("Joiner") for m in ("on", "skipNulls", "useForNull")},
    ("Joiner", "withKeyValueSeparator"): JType("MapJoiner"),
    ("Joiner", "join"): STRING,
    ("MapJoiner", "join"): STRING,
    **{
        ("Splitter", m): JType("Splitter")
        for m in ("on", "onPattern", "fixedLength", "trimResults", "omitEmptyStrings", "limit")
    },
    ("Splitter", "split"): _STRINGS,
    ("Splitter", "splitToList"): _STRINGS,
    ("Splitter", "splitToStream"): JType("Stream", 0, (STRING,)),
    ("Splitter", "withKeyValueSeparator"): JType("MapSplitter"),
    ("MapSplitter", "split"): JType("Map", 0, (STRING, STRING)),
    **{
        ("Stopwatch", m): JType("Stopwatch")
        for m in ("createStarted", "createUnstarted", "start", "stop", "reset")
    },
    ("Stopwatch", "isRunning"): BOOLEAN,
    ("Stopwatch", "toString"): STRING,
    **{("Preconditions", m): INT for m in ("checkElementIndex", "checkPositionIndex")},
    # Commons IO.
    **{("FileUtils", m): STRING for m in ("readFileToString", "byteCountToDisplaySize")},
    ("FileUtils", "readLines"): _STRINGS,
    ("FileUtils", "readFileToByteArray"): JType("byte", 1),
    ("FileUtils", "listFiles"): JType("Collection", 0, (JType("File"),)),
    ("FileUtils", "getFile"): JType("File"),
    ("FileUtils", "sizeOf"): LONG,
    ("FileUtils", "deleteQuietly"): BOOLEAN,
    ("FileUtils", "openInputStream"): JType("FileInputStream"),
    ("FileUtils", "openOutputStream"): JType("FileOutputStream"),
    ("IOUtils", "toString"): STRING,
    ("IOUtils", "toByteArray"): JType("byte", 1),
    ("IOUtils", "readLines"): _STRINGS,
    ("IOUtils", "copy"): INT,
    ("IOUtils", "contentEquals"): BOOLEAN,
    ("IOUtils", "toInputStream"): JType("ByteArrayInputStream"),
    **{
        ("FilenameUtils", m): STRING
        for m in (
            "getName",
            "getExtension",
            "removeExtension",
            "getBaseName",
            "getFullPath",
            "getFullPathNoEndSeparator",
            "separatorsToUnix",
            "separatorsToSystem",
            "concat",
        )
    },
    ("FilenameUtils", "indexOfExtension"): INT,
    ("FilenameUtils", "isExtension"): BOOLEAN,
    # Commons Lang.
    **{
        ("StringUtils", m): BOOLEAN
        for m in (
            "isEmpty",
            "isNotEmpty",
            "isBlank",
            "isNotBlank",
            "isAnyEmpty",
            "isAnyBlank",
            "equals",
            "equalsIgnoreCase",
            "contains",
            "containsIgnoreCase",
            "startsWith",
            "endsWith",
            "isNumeric",
            "isAlpha",
            "isAlphanumeric",
        )
    },
    **{("StringUtils", m): INT for m in ("indexOf", "lastIndexOf", "countMatches", "length")},
    ("StringUtils", "split"): JType("String", 1),
    **{
        ("StringUtils", m): STRING
        for m in (
            "trim",
            "trimToEmpty",
            "strip",
            "stripToEmpty",
            "defaultString",
            "join",
            "capitalize",
            "uncapitalize",
            "upperCase",
            "lowerCase",
            "swapCase",
            "reverse",
            "repeat",
            "leftPad",
            "rightPad",
            "center",
            "abbreviate",
            "left",
            "right",
            "mid",
            "substring",
            "substringBefore",
            "substringAfter",
            "substringBeforeLast",
            "substringAfterLast",
            "replace",
            "remove",
            "deleteWhitespace",
            "chomp",
        )
    },
    **{("ArrayUtils", m): BOOLEAN for m in ("isEmpty", "isNotEmpty", "contains")},
    **{("ArrayUtils", m): INT for m in ("indexOf", "lastIndexOf", "getLength")},
    ("ArrayUtils", "toString"): STRING,
    ("LogFactory", "getLog"): JType("Log"),
    ("LogManager", "getLogger"): JType("Logger"),
    ("LogManager", "getRootLogger"): JType("Logger"),
    **{
        ("GuavaFiles", m): STRING
        for m in ("toString", "getFileExtension", "getNameWithoutExtension")
    },
    ("GuavaFiles", "readLines"): _STRINGS,
    ("GuavaFiles", "readFirstLine"): STRING,
    ("GuavaFiles", "equal"): BOOLEAN,
    **{(c, "asByteSource"): JType("ByteSource") for c in ("GuavaFiles", "Resources")},
    **{(c, "asCharSource"): JType("CharSource") for c in ("GuavaFiles", "Resources")},
    ("GuavaFiles", "asByteSink"): JType("ByteSink"),
    ("GuavaFiles", "asCharSink"): JType("CharSink"),
    ("GuavaFiles", "newReader"): JType("BufferedReader"),
    ("GuavaFiles", "newWriter"): JType("BufferedWriter"),
    ("ByteSource", "wrap"): JType("ByteSource"),
    ("ByteSource", "empty"): JType("ByteSource"),
    ("ByteSource", "read"): JType("byte", 1),
    **{(c, "size"): LONG for c in ("ByteSource",)},
    **{(c, "isEmpty"): BOOLEAN for c in ("ByteSource", "CharSource")},
    ("ByteSource", "contentEquals"): BOOLEAN,
    **{(c, "copyTo"): LONG for c in ("ByteSource", "CharSource")},
    ("ByteSource", "asCharSource"): JType("CharSource"),
    ("ByteSource", "openStream"): JType("InputStream"),
    ("ByteSink", "asCharSink"): JType("CharSink"),
    ("ByteSink", "openStream"): JType("OutputStream"),
    ("ByteSink", "writeFrom"): LONG,
    ("CharSource", "wrap"): JType("CharSource"),
    ("CharSource", "read"): STRING,
    ("CharSource", "readFirstLine"): STRING,
    ("CharSource", "readLines"): _STRINGS,
    ("CharSource", "lines"): JType("Stream", 0, (STRING,)),
    ("CharSource", "length"): LONG,
    ("CharSource", "openBufferedStream"): JType("BufferedReader"),
    ("GuavaFiles", "toByteArray"): JType("byte", 1),
    ("Resources", "getResource"): JType("URL"),
    ("Resources", "toString"): STRING,
    ("Resources", "readLines"): _STRINGS,
    ("Resources", "toByteArray"): JType("byte", 1),
    ("CharStreams", "toString"): STRING,
    ("CharStreams", "readLines"): _STRINGS,
    ("ByteStreams", "toByteArray"): JType("byte", 1),
    ("ByteStreams", "copy"): LONG,
    **{("SpringStringUtils", m): BOOLEAN for m in ("isEmpty", "hasLength", "hasText")},
    **{
        ("SpringStringUtils", m): BOOLEAN
        for m in ("containsWhitespace", "startsWithIgnoreCase", "endsWithIgnoreCase")
    },
    **{
        ("SpringStringUtils", m): STRING
        for m in (
            "cleanPath",
            "collectionToDelimitedString",
            "collectionToCommaDelimitedString",
            "arrayToDelimitedString",
            "arrayToCommaDelimitedString",
            "trimWhitespace",
            "trimAllWhitespace",
            "trimLeadingWhitespace",
            "trimTrailingWhitespace",
            "capitalize",
            "uncapitalize",
            "getFilename",
            "getFilenameExtension",
            "stripFilenameExtension",
            "deleteAny",
            "delete",
            "replace",
            "quote",
            "unqualify",
        )
    },
    **{
        ("SpringStringUtils", m): JType("String", 1)
        for m in (
            "delimitedListToStringArray",
            "commaDelimitedListToStringArray",
            "tokenizeToStringArray",
            "trimArrayElements",
            "toStringArray",
        )
    },
    ("SpringStringUtils", "commaDelimitedListToSet"): JType("Set", 0, (STRING,)),
    ("SpringStringUtils", "countOccurrencesOf"): INT,
    **{
        ("FileSystemResource", m): BOOLEAN
        for m in ("exists", "isReadable", "isWritable", "isFile", "equals")
    },
    **{("FileSystemResource", m): STRING for m in ("getPath", "getFilename", "getDescription")},
    **{("FileSystemResource", m): LONG for m in ("contentLength", "lastModified")},
    ("FileSystemResource", "getFile"): JType("File"),
    ("FileSystemResource", "getInputStream"): JType("InputStream"),
    ("FileSystemResource", "createRelative"): JType("FileSystemResource"),
    ("FileSystemUtils", "deleteRecursively"): BOOLEAN,
    ("Date", "getTime"): LONG,
    ("Date", "compareTo"): INT,
    **{("Date", m): BOOLEAN for m in ("before", "after")},
}
_MAT = JType("Mat")
_POINT = JType("Point")
_SIZE = JType("Size")
_DOUBLE = JType("double")
CLASS_RETURNS.update(
    {
        **{
            ("Mat", m): _MAT
            for m in (
                "clone",
                "submat",
                "row",
                "col",
                "rowRange",
                "colRange",
                "reshape",
                "t",
                "mul",
                "matMul",
                "inv",
                "setTo",
                "zeros",
                "ones",
                "eye",
            )
        },
        **{
            ("Mat", m): INT
            for m in ("rows", "cols", "width", "height", "channels", "type", "depth", "dims")
        },
        **{("Mat", m): LONG for m in ("total", "elemSize", "elemSize1", "dataAddr", "step1")},
        **{("Mat", m): BOOLEAN for m in ("empty", "isContinuous", "isSubmatrix")},
        ("Mat", "size"): _SIZE,
        ("Mat", "dump"): STRING,
        ("Mat", "dot"): _DOUBLE,
        **{(c, "toArray"): JType(e, 1) for c, e in (("MatOfByte", "byte"), ("MatOfInt", "int"))},
        **{
            (c, "toArray"): JType(e, 1)
            for c, e in (("MatOfFloat", "float"), ("MatOfDouble", "double"))
        },
        **{(c, "toArray"): JType("Point", 1) for c in ("MatOfPoint", "MatOfPoint2f")},
        ("MatOfRect", "toArray"): JType("Rect", 1),
        **{(c, "toList"): JType("List", 0, (_POINT,)) for c in ("MatOfPoint", "MatOfPoint2f")},
        ("MatOfRect", "toList"): JType("List", 0, (JType("Rect"),)),
        **{
            (c, m): INT for c in ("CvType",) for m in ("makeType", "channels", "depth", "ELEM_SIZE")
        },
        ("CvType", "typeToString"): STRING,
        **{(c, m): _MAT for c in ("Imgcodecs", "Highgui") for m in ("imread", "imdecode")},
        **{(c, m): BOOLEAN for c in ("Imgcodecs", "Highgui") for m in ("imwrite", "imencode")},
        **{
            ("Imgproc", m): _MAT
            for m in (
                "getStructuringElement",
                "getPerspectiveTransform",
                "getAffineTransform",
                "getRotationMatrix2D",
            )
        },
        ("Imgproc", "threshold"): _DOUBLE,
        ("Imgproc", "moments"): JType("Moments"),
        **{
            ("Moments", f"get_{f}"): _DOUBLE
            for f in (
                *("m00", "m10", "m01", "m20", "m11", "m02", "m30", "m21", "m12", "m03"),
                *("mu20", "mu11", "mu02", "mu30", "mu21", "mu12", "mu03"),
                *("nu20", "nu11", "nu02", "nu30", "nu21", "nu12", "nu03"),
            )
        },
        ("Core", "getTextSize"): _SIZE,
        **{("Imgproc", m): _DOUBLE for m in ("contourArea", "arcLength", "pointPolygonTest")},
        ("Imgproc", "isContourConvex"): BOOLEAN,
        ("Imgproc", "minAreaRect"): JType("RotatedRect"),
        **{("Imgproc", m): INT for m in ("connectedComponents", "connectedComponentsWithStats")},
        **{("Core", m): _DOUBLE for m in ("kmeans", "determinant")},
        ("Core", "trace"): JType("Scalar"),
        ("RotatedRect", "boundingRect"): JType("Rect"),
        **{(c, "clone"): JType(c) for c in ("TermCriteria", "RotatedRect")},
        **{(c, "equals"): BOOLEAN for c in ("TermCriteria", "RotatedRect")},
        ("Imgproc", "boundingRect"): JType("Rect"),
        ("Imgproc", "getTextSize"): _SIZE,
        ("Core", "minMaxLoc"): JType("MinMaxLocResult"),
        **{("Core", m): JType("Scalar") for m in ("mean", "sumElems")},
        ("Core", "countNonZero"): INT,
        ("Core", "norm"): _DOUBLE,
        ("Core", "getVersionString"): STRING,
        **{("Rect", m): _POINT for m in ("tl", "br")},
        ("Rect", "size"): _SIZE,
        **{(c, "area"): _DOUBLE for c in ("Rect", "Size")},
        **{(c, "empty"): BOOLEAN for c in ("Rect", "Size", "Range")},
        ("Rect", "contains"): BOOLEAN,
        ("Point", "dot"): _DOUBLE,
        **{(c, "clone"): JType(c) for c in ("Point", "Size", "Rect", "Scalar")},
        ("Scalar", "all"): JType("Scalar"),
        **{("VideoCapture", m): BOOLEAN for m in ("isOpened", "read", "grab", "retrieve", "open")},
        ("VideoCapture", "get"): _DOUBLE,
        ("CascadeClassifier", "load"): BOOLEAN,
        ("CascadeClassifier", "empty"): BOOLEAN,
        ("HighGui", "waitKey"): INT,
    }
)
_JMAT = JType("JcvMat")
_JRECT = JType("JcvRect")
_JSIZE = JType("JcvSize")
_JPOINT = JType("JcvPoint")
CLASS_RETURNS.update(
    {
        **{
            (c, m): INT
            for c in ("JcvMat", "JcvIplImage")
            for m in ("rows", "cols", "channels", "type", "depth", "dims", "nChannels")
        },
        **{(c, m): _JMAT for c in ("JcvMat", "JcvIplImage") for m in ("clone", "apply", "put")},
        **{(c, "size"): _JSIZE for c in ("JcvMat", "JcvIplImage", "JcvRect")},
        **{(c, "empty"): BOOLEAN for c in ("JcvMat", "JcvIplImage", "JcvRect", "JcvSize")},
        **{(c, "total"): LONG for c in ("JcvMat", "JcvIplImage")},
        ("JcvIplImage", "create"): JType("JcvIplImage"),
        ("JcvIplImage", "imageSize"): INT,
        **{(c, "createIndexer"): JType("Indexer") for c in ("JcvMat", "JcvIplImage")},
        **{(c, "data"): JType("JcvBytePointer") for c in ("JcvMat", "JcvIplImage")},
        ("JcvBytePointer", "put"): JType("JcvBytePointer"),
        ("JcvBytePointer", "get"): JType("byte"),
        **{("JcvRect", m): INT for m in ("x", "y", "width", "height", "area")},
        **{("JcvRect", m): _JPOINT for m in ("tl", "br")},
        ("JcvRect", "contains"): BOOLEAN,
        **{("JcvSize", m): INT for m in ("width", "height", "area")},
        **{("JcvPoint", m): INT for m in ("x", "y", "dot")},
        **{("JcvPoint2d", m): _DOUBLE for m in ("x", "y", "dot")},
        **{("JcvPoint2f", m): JType("float") for m in ("x", "y")},
        **{("JcvScalar", m): _DOUBLE for m in ("get", "red", "green", "blue", "magnitude")},
        ("JcvScalar", "all"): JType("JcvScalar"),
        ("JcvScalar", "put"): JType("JcvScalar"),
        ("JcvRectVector", "size"): LONG,
        ("JcvRectVector", "empty"): BOOLEAN,
        ("JcvRectVector", "get"): _JRECT,
        ("JcvRectVector", "push_back"): JType("JcvRectVector"),
        **{("JcvCascadeClassifier", m): BOOLEAN for m in ("load", "empty")},
        ("Jcv_opencv_imgcodecs", "imread"): _JMAT,
        ("Jcv_opencv_imgcodecs", "imwrite"): BOOLEAN,
        ("Jcv_opencv_imgcodecs", "cvLoadImage"): JType("JcvIplImage"),
        ("Jcv_opencv_imgproc", "getRotationMatrix2D"): _JMAT,
        ("Jcv_opencv_imgproc", "threshold"): _DOUBLE,
        ("Jcv_opencv_highgui", "waitKey"): INT,
        ("Jcv_opencv_core", "cvGet2D"): JType("JcvCvScalar"),
        ("JcvCvScalar", "val"): _DOUBLE,
        ("Jcv_opencv_core", "RGB"): JType("JcvScalar"),
        ("Jcv_opencv_core", "CV_MAKETYPE"): INT,
        ("Jcv_opencv_core", "cvSize"): _JSIZE,
        ("Jcv_opencv_core", "cvPoint"): _JPOINT,
        ("Java2DFrameConverter", "convert"): JType("BufferedImage"),
        ("Java2DFrameConverter", "getBufferedImage"): JType("BufferedImage"),
        ("ToMat", "convert"): _JMAT,
        ("ToIplImage", "convert"): JType("JcvIplImage"),
        **{("FFmpegFrameGrabber", m): JType("Frame") for m in ("grab", "grabImage", "grabFrame")},
        **{
            ("FFmpegFrameGrabber", m): INT
            for m in ("getLengthInFrames", "getImageWidth", "getImageHeight", "getFrameNumber")
        },
        ("FFmpegFrameGrabber", "getFrameRate"): _DOUBLE,
        ("Frame", "clone"): JType("Frame"),
        **{
            (i, m): INT
            for i in _JAVACV["org.bytedeco.javacpp.indexer"]
            for m in ("rows", "cols", "width", "height", "channels")
        },
        **{(i, "get"): INT for i in ("UByteIndexer", "ByteIndexer", "UShortIndexer")},
        **{(i, "get"): INT for i in ("ShortIndexer", "IntIndexer", "UByteRawIndexer")},
        **{(i, "get"): JType("float") for i in ("FloatIndexer", "FloatRawIndexer")},
        **{(i, "get"): _DOUBLE for i in ("DoubleIndexer", "DoubleRawIndexer")},
    }
)
# The Java types of the libraries' public instance fields (OpenCV's small value classes).
INSTANCE_FIELDS: dict[tuple[str, str], JType] = {
    **{("Point", f): _DOUBLE for f in ("x", "y")},
    **{("Size", f): _DOUBLE for f in ("width", "height")},
    **{("Rect", f): INT for f in ("x", "y", "width", "height")},
    **{("Range", f): INT for f in ("start", "end")},
    ("Scalar", "val"): JType("double", 1),
    **{("TermCriteria", f): INT for f in ("type", "maxCount")},
    ("TermCriteria", "epsilon"): _DOUBLE,
    **{
        ("Moments", f): _DOUBLE
        for f in (
            *("m00", "m10", "m01", "m20", "m11", "m02", "m30", "m21", "m12", "m03"),
            *("mu20", "mu11", "mu02", "mu30", "mu21", "mu12", "mu03"),
            *("nu20", "nu11", "nu02", "nu30", "nu21", "nu12", "nu03"),
        )
    },
    ("RotatedRect", "center"): _POINT,
    ("RotatedRect", "size"): _SIZE,
    ("RotatedRect", "angle"): _DOUBLE,
    **{("MinMaxLocResult", f): _DOUBLE for f in ("minVal", "maxVal")},
    **{("MinMaxLocResult", f): _POINT for f in ("minLoc", "maxLoc")},
    **{("Frame", f): INT for f in ("imageWidth", "imageHeight", "imageChannels", "imageDepth")},
    ("Frame", "image"): JType("Buffer", 1),
}
# Jackson's and Gson's methods.
_JSON_NODE = JType("JsonNode")
_JSON_ELEMENT = JType("JsonElement")
for _node in ("JsonNode", "ObjectNode", "ArrayNode"):
    CLASS_RETURNS.update(
        {
            **{(_node, m): _JSON_NODE for m in ("get", "path", "deepCopy", "findValue")},
            **{(_node, m): STRING for m in ("asText", "textValue", "toString", "toPrettyString")},
            **{(_node, m): INT for m in ("asInt", "intValue", "size")},
            **{(_node, m): LONG for m in ("asLong", "longValue")},
            **{(_node, m): JType("double") for m in ("asDouble", "doubleValue")},
            **{
                (_node, m): BOOLEAN
                for m in (
                    "asBoolean",
                    "booleanValue",
                    "has",
                    "hasNonNull",
                    "isEmpty",
                    "isObject",
                    "isArray",
                    "isTextual",
                    "isNumber",
                    "isInt",
                    "isLong",
                    "isDouble",
                    "isIntegralNumber",
                    "isFloatingPointNumber",
                    "isBoolean",
                    "isNull",
                    "isMissingNode",
                    "isContainerNode",
                    "isValueNode",
                )
            },
            (_node, "elements"): JType("Iterator", 0, (_JSON_NODE,)),
            (_node, "iterator"): JType("Iterator", 0, (_JSON_NODE,)),
            (_node, "fieldNames"): JType("Iterator", 0, (STRING,)),
            (_node, "fields"): JType("Iterator", 0, (JType("Map.Entry", 0, (STRING, _JSON_NODE)),)),
        }
    )
CLASS_RETURNS.update(
    {
        **{("ObjectNode", m): JType("ObjectNode") for m in ("put", "putNull", "set", "setAll")},
        ("ObjectNode", "putArray"): JType("ArrayNode"),
        ("ObjectNode", "putObject"): JType("ObjectNode"),
        **{("ArrayNode", m): JType("ArrayNode") for m in ("add", "addAll", "addNull", "insert")},
        ("ArrayNode", "addArray"): JType("ArrayNode"),
        ("ArrayNode", "addObject"): JType("ObjectNode"),
        **{("ObjectMapper", m): JType("ObjectMapper") for m in ("enable", "disable", "configure")},
        ("ObjectMapper", "writeValueAsString"): STRING,
        ("ObjectMapper", "writeValueAsBytes"): JType("byte", 1),
        ("ObjectMapper", "readTree"): _JSON_NODE,
        ("ObjectMapper", "valueToTree"): _JSON_NODE,
        ("ObjectMapper", "createObjectNode"): JType("ObjectNode"),
        ("ObjectMapper", "createArrayNode"): JType("ArrayNode"),
        **{
            ("ObjectMapper", m): JType("ObjectWriter")
            for m in ("writer", "writerWithDefaultPrettyPrinter")
        },
        ("ObjectWriter", "writeValueAsString"): STRING,
        ("ObjectWriter", "writeValueAsBytes"): JType("byte", 1),
        ("TypeReference", "getType"): JType("Type"),
        ("TypeToken", "getType"): JType("Type"),
        ("Gson", "toJson"): STRING,
        ("Gson", "toJsonTree"): _JSON_ELEMENT,
        ("Gson", "newBuilder"): JType("GsonBuilder"),
        **{
            ("GsonBuilder", m): JType("GsonBuilder")
            for m in ("setPrettyPrinting", "serializeNulls", "disableHtmlEscaping", "setLenient")
        },
        ("GsonBuilder", "create"): JType("Gson"),
        **{("JsonParser", m): _JSON_ELEMENT for m in ("parseString", "parseReader", "parse")},
        ("JsonObject", "get"): _JSON_ELEMENT,
        ("JsonObject", "remove"): _JSON_ELEMENT,
        ("JsonObject", "keySet"): JType("Set", 0, (STRING,)),
        ("JsonObject", "entrySet"): JType(
            "Set", 0, (JType("Map.Entry", 0, (STRING, _JSON_ELEMENT)),)
        ),
        ("JsonArray", "get"): _JSON_ELEMENT,
        ("JsonArray", "remove"): _JSON_ELEMENT,
    }
)
for _element in ("JsonElement", "JsonObject", "JsonArray", "JsonPrimitive", "JsonNull"):
    CLASS_RETURNS.update(
        {
            (_element, "getAsJsonObject"): JType("JsonObject"),
            (_element, "getAsJsonArray"): JType("JsonArray"),
            (_element, "getAsJsonPrimitive"): JType("JsonPrimitive"),
            (_element, "getAsString"): STRING,
            (_element, "toString"): STRING,
            (_element, "getAsInt"): INT,
            (_element, "getAsLong"): LONG,
            (_element, "getAsDouble"): JType("double"),
            (_element, "getAsFloat"): JType("float"),
            (_element, "getAsBoolean"): BOOLEAN,
            (_element, "deepCopy"): _JSON_ELEMENT,
            **{
                (_element, m): BOOLEAN
                for m in (
                    "isJsonObject",
                    "isJsonArray",
                    "isJsonPrimitive",
                    "isJsonNull",
                    "has",
                    "isEmpty",
                    "isNumber",
                    "isString",
                    "isBoolean",
                )
            },
            **{(_element, m): INT for m in ("size",)},
        }
    )
# Left out above: the methods that answer null for a String (trimToNull, substringBetween,
# FilenameUtils.normalize, Strings.emptyToNull), so that "" + x prints "null" as Java's.
# Methods whose Java return type is their first argument's (checkNotNull(x) is x).
RETURNS_FIRST_ARGUMENT: frozenset[tuple[str, str]] = frozenset(
    {
        ("Preconditions", "checkNotNull"),
        ("ArrayUtils", "add"),
        ("ArrayUtils", "addAll"),
        ("ArrayUtils", "remove"),
        ("ArrayUtils", "removeElement"),
        ("ArrayUtils", "subarray"),
        ("ArrayUtils", "clone"),
    }
)

# The small JSON libraries' methods (org.json's, json-simple's and fastjson's classes of one
# name share these).
_JSON_OBJECT = JType("JSONObject")
_JSON_ARRAY = JType("JSONArray")
for _cls in ("JSONObject", "JSONArray"):
    CLASS_RETURNS.update(
        {
            **{(_cls, m): STRING for m in ("getString", "optString", "toString", "toJSONString")},
            **{(_cls, m): INT for m in ("getInt", "optInt", "length", "size")},
            **{(_cls, m): LONG for m in ("getLong", "optLong")},
            **{(_cls, m): JType("double") for m in ("getDouble", "optDouble")},
            **{
                (_cls, m): BOOLEAN
                for m in ("getBoolean", "optBoolean", "has", "isNull", "isEmpty", "containsKey")
            },
            **{(_cls, m): _JSON_OBJECT for m in ("getJSONObject", "optJSONObject")},
            **{(_cls, m): _JSON_ARRAY for m in ("getJSONArray", "optJSONArray")},
        }
    )
CLASS_RETURNS.update(
    {
        ("JSONObject", "put"): _JSON_OBJECT,
        ("JSONObject", "keySet"): JType("Set", 0, (STRING,)),
        ("JSONArray", "put"): _JSON_ARRAY,
        ("JSON", "toJSONString"): STRING,
        ("JSON", "parseArray"): JType("List"),
    }
)
CLASS_RETURNS.update(serving_rules.CLASS_RETURNS)
CLASS_RETURNS.update(libsvm_rules.CLASS_RETURNS)
CLASS_RETURNS.update(imglib_rules.CLASS_RETURNS)
INSTANCE_FIELDS.update(libsvm_rules.INSTANCE_FIELDS)
CLASS_RETURNS.update(imagej1_rules.CLASS_RETURNS)
INSTANCE_FIELDS.update(imagej1_rules.INSTANCE_FIELDS)
# Library interfaces that programs implement with an anonymous class (no Python base: the
# library calls their method by name).
ANONYMOUS_INTERFACES = serving_rules.ANONYMOUS_INTERFACES | libsvm_rules.ANONYMOUS_INTERFACES
