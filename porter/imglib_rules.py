"""Rule tables of imglib2 (``net.imglib2``, ``porter.javalib.imglib2``), ImageJ2's data model
and gateway (``net.imagej``, ``porter.javalib.imagej2``) and SciJava's context and services
(``org.scijava``, ``porter.javalib.scijava``), merged into ``porter.library_rules``: the
classes with their packages, the Java types of their methods' results (an image's
``cursor()`` is a cursor of its pixel type, so ``cursor.get().get()`` of a ``FloatType``
image is a ``float``), ``Axes``' constants, the ``Converter`` functional interface, and the
protected fields that a program's subclass of ``AbstractInterval`` or ``Point`` inherits.

Type variables of a result are written ``$0`` (the receiver's first type argument) and
``$a0`` (the first argument's): ``porter.calls`` binds them at each call."""

from __future__ import annotations

from porter.jtypes import BOOLEAN, DOUBLE, FLOAT, INT, LONG, STRING, JType

_BY_PACKAGE: dict[str, tuple[str, tuple[str, ...]]] = {
    "net.imglib2": (
        "imglib2",
        (
            "RandomAccessibleInterval",
            "RandomAccessible",
            "IterableInterval",
            "Interval",
            "Dimensions",
            "FinalInterval",
            "FinalDimensions",
            "AbstractInterval",
            "AbstractEuclideanSpace",
            "RandomAccess",
            "AbstractCursor",
        ),
    ),
    "net.imglib2.img": ("imglib2", ("Img", "ImgView")),
    "net.imglib2.img.basictypeaccess.array": (
        "imglib2",
        ("FloatArray", "DoubleArray", "ShortArray", "IntArray", "LongArray"),
    ),
    "net.imglib2.img.array": ("imglib2", ("ArrayImg", "ArrayImgs", "ArrayImgFactory")),
    "net.imglib2.img.cell": ("imglib2", ("CellImg", "CellImgFactory")),
    "net.imglib2.cache.img": ("imglib2", ("DiskCachedCellImgFactory",)),
    "net.imglib2.type": ("imglib2", ("Type", "NativeType")),
    "net.imglib2.type.numeric": (
        "imglib2",
        ("RealType", "NumericType", "IntegerType", "ComplexType"),
    ),
    "net.imglib2.type.numeric.real": ("imglib2", ("FloatType", "DoubleType")),
    "net.imglib2.type.numeric.integer": (
        "imglib2",
        (
            "ByteType",
            "UnsignedByteType",
            "ShortType",
            "UnsignedShortType",
            "IntType",
            "UnsignedIntType",
            "LongType",
        ),
    ),
    "net.imglib2.type.logic": ("imglib2", ("BitType",)),
    "net.imglib2.view": ("imglib2", ("Views",)),
    "net.imglib2.util": ("imglib2", ("Intervals", "Util", "ValuePair", "Pair")),
    "net.imglib2.converter": (
        "imglib2",
        ("Converter", "Converters", "RealFloatConverter", "RealDoubleConverter"),
    ),
    "net.imglib2.exception": ("imglib2", ("IncompatibleTypeException",)),
    "net.imagej": ("imagej2", ("Dataset", "ImgPlus", "DatasetService")),
    "net.imagej.axis": (
        "imagej2",
        (
            "Axes",
            "AxisType",
            "DefaultAxisType",
            "CalibratedAxis",
            "DefaultLinearAxis",
            "LinearAxis",
            "IdentityAxis",
        ),
    ),
    "org.scijava": (
        "scijava",
        ("Context", "ItemIO", "ItemVisibility", "Cancelable", "Initializable"),
    ),
    "org.scijava.command": ("scijava", ("Command", "CommandService", "CommandModule")),
    "org.scijava.module": ("scijava", ("Module", "ModuleService")),
    "org.scijava.service": ("scijava", ("Service", "AbstractService")),
    "org.scijava.log": ("scijava", ("LogService", "LogLevel")),
    "org.scijava.app": ("scijava", ("StatusService",)),
    "org.scijava.ui": ("imagej2", ("UIService",)),
    "org.scijava.util": ("scijava", ("ByteArray",)),
    "org.scijava.io.location": ("scijava", ("BytesLocation", "FileLocation")),
    "org.scijava.io.http": ("scijava", ("HTTPLocation",)),
}
# Classes named as another library's (AWT's Cursor, OpenCV's Point, ImageJ 1.x's ImageJ): the
# qualified name → their rules' name.
RENAMED: dict[str, str] = {
    "net.imglib2.Cursor": "ImgCursor",
    "net.imglib2.Point": "ImgPoint",
    "net.imagej.ImageJ": "ImageJGateway",
    "net.imglib2.img.basictypeaccess.array.ByteArray": "ImgByteArray",
    # imagej-tensorflow's, beside TensorFlow 1.x's org.tensorflow.Tensors
    "net.imagej.tensorflow.Tensors": "IjTensors",
}
_RENAMED_CLASSES = {
    "ImgCursor": "Cursor",
    "ImgPoint": "Point",
    "ImageJGateway": "ImageJ",
    "ImgByteArray": "ByteArray",
    "IjTensors": "Tensors",
}
_RENAMED_MODULES = {
    "ImgCursor": "imglib2",
    "ImgPoint": "imglib2",
    "ImageJGateway": "imagej2",
    "ImgByteArray": "imglib2",
    "IjTensors": "imagej_tensorflow",
}

CLASSES: dict[str, str] = {
    **{c: f"{module}:{c}" for module, classes in _BY_PACKAGE.values() for c in classes},
    **{alias: f"{_RENAMED_MODULES[alias]}:{c}" for alias, c in _RENAMED_CLASSES.items()},
}
PACKAGES: dict[str, str] = {
    **{c: p for p, (_, classes) in _BY_PACKAGE.items() for c in classes},
    # a program's subclass names its renamed superclass by this (declarations)
    **{alias: q.rsplit(".", 1)[0] for q, alias in RENAMED.items()},
}

# Converter<A, B> is a functional interface: convert(A input, B output).
FUNCTIONAL_METHODS: dict[str, str] = {"Converter": "convert"}
FUNCTIONAL_PARAMS: dict[str, tuple[int | JType, ...]] = {"Converter": (0, 1)}

_LONGS = JType("long", 1)
_R0 = JType("$0")  # the receiver's first type argument
_A0 = JType("$a0")  # the first argument's first type argument
_AXIS = JType("CalibratedAxis")
_AXIS_TYPE = JType("AxisType")
_IMAGES = (
    "Img",
    "ArrayImg",
    "CellImg",
    "RandomAccessibleInterval",
    "RandomAccessible",
    "IterableInterval",
    "ImgPlus",
    "Dataset",
)
_INTERVALS = (*_IMAGES, "Interval", "FinalInterval", "AbstractInterval", "Dimensions")
_INTERVAL_RETURNS: dict[str, JType] = {
    "numDimensions": INT,
    "dimension": LONG,
    "min": LONG,
    "max": LONG,
    "realMin": DOUBLE,
    "realMax": DOUBLE,
    "dimensionsAsLongArray": _LONGS,
    "minAsLongArray": _LONGS,
    "maxAsLongArray": _LONGS,
}
_IMAGE_RETURNS: dict[str, JType] = {
    "size": LONG,
    "cursor": JType("ImgCursor", 0, (_R0,)),
    "localizingCursor": JType("ImgCursor", 0, (_R0,)),
    "randomAccess": JType("RandomAccess", 0, (_R0,)),
    "firstElement": _R0,
    "getType": _R0,
    "getAt": _R0,
    "factory": JType("ArrayImgFactory", 0, (_R0,)),
}
_POSITIONS = ("ImgCursor", "RandomAccess", "ImgPoint", "AbstractCursor")
_POSITION_RETURNS: dict[str, JType] = {
    "numDimensions": INT,
    "getLongPosition": LONG,
    "getIntPosition": INT,
    "getDoublePosition": DOUBLE,
    "getFloatPosition": FLOAT,
    "positionAsLongArray": _LONGS,
    "hasNext": BOOLEAN,
    "get": _R0,
    "next": _R0,
    "setPositionAndGet": _R0,
}
_VALUES: dict[str, JType] = {
    "FloatType": FLOAT,
    "DoubleType": DOUBLE,
    "ByteType": JType("byte"),
    "UnsignedByteType": INT,
    "ShortType": JType("short"),
    "UnsignedShortType": INT,
    "IntType": INT,
    "UnsignedIntType": LONG,
    "LongType": LONG,
    "BitType": BOOLEAN,
}
_TYPES = (*_VALUES, "RealType", "NumericType", "IntegerType", "NativeType", "Type")
_TYPE_RETURNS: dict[str, JType] = {
    "getRealFloat": FLOAT,
    "getRealDouble": DOUBLE,
    "getImaginaryFloat": FLOAT,
    "getImaginaryDouble": DOUBLE,
    "getInteger": INT,
    "getIntegerLong": LONG,
    "getMaxValue": DOUBLE,
    "getMinValue": DOUBLE,
    "getBitsPerPixel": INT,
    "compareTo": INT,
    "valueEquals": BOOLEAN,
    "toString": STRING,
}
_VIEWS = (
    "permute",
    "expandZero",
    "expandBorder",
    "expandMirrorDouble",
    "expandValue",
    "moveAxis",
    "interval",
    "offsetInterval",
    "zeroMin",
    "translate",
    "hyperSlice",
    "addDimension",
    "dropSingletonDimensions",
    "invertAxis",
    "rotate",
)
_ARRAY_IMGS = {
    "floats": "FloatType",
    "doubles": "DoubleType",
    "bytes": "ByteType",
    "unsignedBytes": "UnsignedByteType",
    "shorts": "ShortType",
    "unsignedShorts": "UnsignedShortType",
    "ints": "IntType",
    "unsignedInts": "UnsignedIntType",
    "longs": "LongType",
    "bits": "BitType",
}
_DATASET = JType("Dataset")

CLASS_RETURNS: dict[tuple[str, str], JType] = {
    **{(c, m): t for c in _INTERVALS for m, t in _INTERVAL_RETURNS.items()},
    **{(c, m): t for c in _IMAGES for m, t in _IMAGE_RETURNS.items()},
    **{(c, m): t for c in _POSITIONS for m, t in _POSITION_RETURNS.items()},
    **{(c, m): t for c in _TYPES for m, t in _TYPE_RETURNS.items()},
    **{(c, "get"): t for c, t in _VALUES.items()},
    **{(c, m): JType(c) for c in _TYPES for m in ("createVariable", "copy")},
    ("IntegerType", "get"): LONG,
    **{(c, "getByte"): JType("byte") for c in ("ByteType", "UnsignedByteType")},
    ("ArrayImgFactory", "create"): JType("ArrayImg", 0, (_R0,)),
    **{
        (f, "create"): JType("CellImg", 0, (_R0,))
        for f in ("CellImgFactory", "DiskCachedCellImgFactory")
    },
    **{("Intervals", m): JType("double", 1) for m in ("minAsDoubleArray", "maxAsDoubleArray")},
    **{("Dataset", m): STRING for m in ("getTypeLabelShort", "getTypeLabelLong")},
    ("ArrayImg", "copy"): JType("ArrayImg", 0, (_R0,)),
    ("Img", "copy"): JType("Img", 0, (_R0,)),
    **{("Views", m): JType("RandomAccessibleInterval", 0, (_A0,)) for m in _VIEWS},
    **{("Views", m): JType("IterableInterval", 0, (_A0,)) for m in ("iterable", "flatIterable")},
    ("Converters", "convert"): JType("RandomAccessibleInterval"),
    ("Util", "getTypeFromInterval"): _A0,
    ("Util", "round"): LONG,
    ("Util", "printInterval"): STRING,
    **{("ArrayImgs", m): JType("ArrayImg", 0, (JType(t),)) for m, t in _ARRAY_IMGS.items()},
    **{
        ("Intervals", m): _LONGS
        for m in ("dimensionsAsLongArray", "minAsLongArray", "maxAsLongArray")
    },
    **{
        ("Intervals", m): JType("int", 1)
        for m in ("dimensionsAsIntArray", "minAsIntArray", "maxAsIntArray")
    },
    ("Intervals", "numElements"): LONG,
    **{
        ("Intervals", m): JType("FinalInterval")
        for m in (
            "createMinMax",
            "createMinSize",
            "intersect",
            "union",
            "translate",
            "expand",
            "zeroMin",
        )
    },
    **{("Intervals", m): BOOLEAN for m in ("equals", "equalDimensions", "isEmpty", "contains")},
    ("Intervals", "toString"): STRING,
    # ImageJ2
    **{(c, "axis"): _AXIS for c in ("Dataset", "ImgPlus")},
    **{(c, "dimensionIndex"): INT for c in ("Dataset", "ImgPlus")},
    **{(c, "getName"): STRING for c in ("Dataset", "ImgPlus")},
    ("Dataset", "getImgPlus"): JType("ImgPlus", 0, (JType("RealType"),)),
    ("Dataset", "getType"): JType("RealType"),
    **{("Dataset", m): BOOLEAN for m in ("isInteger", "isSigned")},
    ("Dataset", "getValidBits"): INT,
    **{
        ("Dataset", m): LONG
        for m in ("getFrames", "getChannels", "getDepth", "getWidth", "getHeight")
    },
    ("Dataset", "duplicate"): _DATASET,
    ("ImgPlus", "getImg"): JType("Img", 0, (_R0,)),
    ("ImgView", "wrap"): JType("Img", 0, (_A0,)),
    **{
        (c, "getCurrentStorageArray"): JType(t, 1)
        for c, t in (
            ("FloatArray", "float"),
            ("DoubleArray", "double"),
            ("ImgByteArray", "byte"),
            ("ShortArray", "short"),
            ("IntArray", "int"),
            ("LongArray", "long"),
        )
    },
    **{(c, "getArrayLength"): INT for c in ("FloatArray", "DoubleArray", "IntArray")},
    ("DatasetService", "create"): _DATASET,
    **{(c, "type"): _AXIS_TYPE for c in ("CalibratedAxis", "DefaultLinearAxis", "LinearAxis")},
    **{
        (c, m): DOUBLE
        for c in ("CalibratedAxis", "DefaultLinearAxis", "LinearAxis", "IdentityAxis")
        for m in ("scale", "origin", "calibratedValue", "rawValue")
    },
    **{(c, "unit"): STRING for c in ("CalibratedAxis", "DefaultLinearAxis", "LinearAxis")},
    **{(c, "getLabel"): STRING for c in ("AxisType", "DefaultAxisType")},
    **{(c, "isSpatial"): BOOLEAN for c in ("AxisType", "DefaultAxisType")},
    **{(c, "isXY"): BOOLEAN for c in ("AxisType", "DefaultAxisType")},
    ("Axes", "get"): _AXIS_TYPE,
    ("Axes", "unknown"): _AXIS_TYPE,
    ("ImageJGateway", "dataset"): JType("DatasetService"),
    ("ImageJGateway", "log"): JType("LogService"),
    ("ImageJGateway", "ui"): JType("UIService"),
    ("ImageJGateway", "status"): JType("StatusService"),
    ("ImageJGateway", "context"): JType("Context"),
    ("ImageJGateway", "command"): JType("CommandService"),
    ("ImageJGateway", "module"): JType("ModuleService"),
    ("CommandService", "run"): JType("Future", 0, (JType("CommandModule"),)),
    ("ModuleService", "waitFor"): JType("Module"),
    ("UIService", "chooseFile"): JType("File"),
    ("ImageJGateway", "getContext"): JType("Context"),
    ("UIService", "isHeadless"): BOOLEAN,
    ("LogService", "getLevel"): INT,
    **{("LogService", m): BOOLEAN for m in ("isDebug", "isInfo", "isWarn", "isError")},
    ("Context", "isDisposed"): BOOLEAN,
    ("ByteArray", "getArray"): JType("byte", 1),
    ("ByteArray", "size"): INT,
    ("BytesLocation", "getByteBank"): JType("byte", 1),
    ("BytesLocation", "getName"): STRING,
    ("FileLocation", "getFile"): JType("File"),
    ("FileLocation", "getName"): STRING,
}
# imagej-tensorflow's Tensors: 1.x tensors of images and images of tensors.
_TENSOR_KINDS = {
    "Byte": "ByteType",
    "Double": "DoubleType",
    "Float": "FloatType",
    "Int": "IntType",
    "Long": "LongType",
}
CLASS_RETURNS.update(
    {
        **{("IjTensors", m): JType("Tensor") for m in ("tensor", "tensorDirect")},
        **{
            ("IjTensors", f"tensor{k}{d}"): JType("Tensor")
            for k in _TENSOR_KINDS
            for d in ("", "Direct")
        },
        **{
            ("IjTensors", f"img{k}{d}"): JType("Img", 0, (JType(t),))
            for k, t in _TENSOR_KINDS.items()
            for d in ("", "Direct")
        },
    }
)
# Dataset.axis(AxisType) is an Optional (the port's: the axis or None), axis(int) the axis.
ARGUMENT_RETURNS: dict[tuple[str, str], dict[str, JType]] = {
    ("Dataset", "axis"): {"AxisType": JType("Optional", 0, (_AXIS,))}
}
# What an image of no type argument holds (a Dataset is an Img<RealType<?>>).
ELEMENT_TYPES: dict[str, JType] = {"Dataset": JType("RealType"), "ImgPlus": JType("RealType")}

# Axes' constants are AxisType objects.
STATIC_FIELDS: dict[tuple[str, str], tuple[str, JType]] = {
    ("Axes", a): (f"{{lib:imagej2}}.Axes.{a}", _AXIS_TYPE)
    for a in ("X", "Y", "Z", "TIME", "CHANNEL")
}

# Protected fields that a program's subclass inherits: (class, field) → (Python name, type).
INHERITED_FIELDS: dict[tuple[str, str], tuple[str, JType]] = {
    **{
        (c, "n"): ("n", INT)
        for c in ("AbstractInterval", "AbstractEuclideanSpace", "ImgPoint", "AbstractCursor")
    },
    ("AbstractInterval", "min"): ("_min", _LONGS),
    ("AbstractInterval", "max"): ("_max", _LONGS),
    ("ImgPoint", "position"): ("position", _LONGS),
}

# Exceptions a catch clause names.
CAUGHT: dict[str, tuple[str, str]] = {
    "IncompatibleTypeException": ("porter.javalib.imglib2", "IncompatibleTypeException"),
}
