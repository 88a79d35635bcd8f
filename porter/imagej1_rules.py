"""Rule tables of ImageJ 1.x (``ij.*``, ``porter.javalib.imagej1``), merged into
``porter.library_rules`` and ``porter.javalib_rules``: its classes with their packages (a
class is ImageJ's where the program imports it from ``ij``), the Java types of their
methods' results and public fields, and the classes that a program's plugin implements or
extends (``PlugIn``, ``PlugInFilter``), whose Python classes are the bases."""

from __future__ import annotations

from porter.jtypes import BOOLEAN, DOUBLE, FLOAT, INT, STRING, JType

_PACKAGE_OF = {
    "ij": ("ImagePlus", "ImageStack", "IJ", "WindowManager", "Prefs"),
    "ij.process": (
        "ImageProcessor",
        "FloatProcessor",
        "ByteProcessor",
        "ShortProcessor",
        "ColorProcessor",
        "ImageStatistics",
        "ImageConverter",
    ),
    "ij.gui": ("Roi", "GenericDialog"),
    "ij.measure": ("Calibration",),
    "ij.plugin": (
        "PlugIn",
        "FolderOpener",
        "FileInfoVirtualStack",
        "Resizer",
        "Concatenator",
        "SubstackMaker",
        "Duplicator",
        "HyperStackConverter",
        "ChannelSplitter",
        "ZProjector",
    ),
    "ij.plugin.filter": ("PlugInFilter", "Convolver"),
    "ij.io": ("FileSaver", "Opener", "FileInfo"),
}
# ImageJ 1.x's classes named as ImageJ2's (net.imagej.ImageJ, its ResultsTable): the
# qualified name → their rule name, so that a value of ImageJ2's ImageJ declared in another
# file is never taken for ImageJ 1.x's.
RENAMED: dict[str, str] = {"ij.ImageJ": "IjImageJ", "ij.measure.ResultsTable": "IjResultsTable"}
CLASSES: dict[str, str] = {
    **{c: f"imagej1:{c}" for classes in _PACKAGE_OF.values() for c in classes},
    **{a: f"imagej1:{q.rsplit('.', 1)[-1]}" for q, a in RENAMED.items()},
}
PACKAGES: dict[str, str] = {c: p for p, classes in _PACKAGE_OF.items() for c in classes}
# A program's plugin implements these; its own subclasses of the processors are rare but
# legal: their Python classes are the bases.
SUBCLASSABLE = frozenset({"PlugIn", "PlugInFilter", "ImagePlus", "ImageStack", "Roi"})

_IMP = JType("ImagePlus")
_STACK = JType("ImageStack")
_IP = JType("ImageProcessor")
_OBJECT = JType("Object")
_PROCESSORS = ("ImageProcessor", "FloatProcessor", "ByteProcessor", "ShortProcessor")
_PROCESSORS += ("ColorProcessor",)

_PROCESSOR_RETURNS: dict[str, JType] = {
    **dict.fromkeys(
        [
            "getWidth",
            "getHeight",
            "get",
            "getPixel",
            "getBitDepth",
            "getPixelCount",
            "getNChannels",
            "getSliceNumber",
            "getInterpolationMethod",
        ],
        INT,
    ),
    **dict.fromkeys(["getf", "getPixelValue"], FLOAT),
    **dict.fromkeys(["getMin", "getMax"], DOUBLE),
    **dict.fromkeys(["getPixels", "getPixelsCopy", "clone"], _OBJECT),
    "getRoi": JType("Rectangle"),
    **dict.fromkeys(
        [
            "duplicate",
            "crop",
            "resize",
            "createProcessor",
            "convertToFloat",
            "convertToByte",
            "convertToShort",
            "convertToRGB",
            "getMask",
        ],
        _IP,
    ),
    "convertToFloatProcessor": JType("FloatProcessor"),
    "convertToByteProcessor": JType("ByteProcessor"),
    "convertToShortProcessor": JType("ShortProcessor"),
    "convertToColorProcessor": JType("ColorProcessor"),
    "getFloatArray": JType("float", 2),
    "getIntArray": JType("int", 2),
    **dict.fromkeys(["getStatistics", "getStats"], JType("ImageStatistics")),
    "getInterpolate": BOOLEAN,
    "getHistogram": JType("int", 1),
    "getBufferedImage": JType("BufferedImage"),
    "toString": STRING,
}
_IMAGEPLUS_RETURNS: dict[str, JType] = {
    **dict.fromkeys(
        [
            "getWidth",
            "getHeight",
            "getStackSize",
            "getImageStackSize",
            "getNChannels",
            "getNSlices",
            "getNFrames",
            "getNDimensions",
            "getBitDepth",
            "getBytesPerPixel",
            "getType",
            "getCurrentSlice",
            "getSlice",
            "getChannel",
            "getFrame",
            "getStackIndex",
            "getID",
            "getC",
            "getZ",
            "getT",
        ],
        INT,
    ),
    **dict.fromkeys(["getTitle", "getShortTitle", "getInfoProperty", "toString"], STRING),
    "getProcessor": _IP,
    **dict.fromkeys(["getStack", "getImageStack"], _STACK),
    "getCalibration": JType("Calibration"),
    "getRoi": JType("Roi"),
    **dict.fromkeys(["duplicate", "crop", "createImagePlus", "resize"], _IMP),
    **dict.fromkeys(["isLocked", "lock", "isHyperStack", "isVisible", "changes"], BOOLEAN),
    "getDimensions": JType("int", 1),
    **dict.fromkeys(["getDisplayRangeMin", "getDisplayRangeMax"], DOUBLE),
    "getStatistics": JType("ImageStatistics"),
    "getBufferedImage": JType("BufferedImage"),
    "getImage": JType("BufferedImage"),
    "getProperty": _OBJECT,
}
_STACK_RETURNS: dict[str, JType] = {
    **dict.fromkeys(["getSize", "size", "getWidth", "getHeight", "getBitDepth"], INT),
    "getProcessor": _IP,
    "getPixels": _OBJECT,
    **dict.fromkeys(["getSliceLabel", "getShortSliceLabel", "toString"], STRING),
    "getSliceLabels": JType("String", 1),
    "getVoxel": DOUBLE,
    **dict.fromkeys(["crop", "duplicate", "convertToFloat", "create"], _STACK),
    "getImageArray": JType("Object", 1),
    "isVirtual": BOOLEAN,
}
CLASS_RETURNS: dict[tuple[str, str], JType] = {
    **{(c, m): t for c in _PROCESSORS for m, t in _PROCESSOR_RETURNS.items()},
    **{("ImagePlus", m): t for m, t in _IMAGEPLUS_RETURNS.items()},
    **{("ImageStack", m): t for m, t in _STACK_RETURNS.items()},
    ("Roi", "getBounds"): JType("Rectangle"),
    **{("Roi", m): INT for m in ("getType", "getPosition")},
    **{("Roi", m): STRING for m in ("getName", "getTypeAsString", "toString")},
    **{("Roi", m): BOOLEAN for m in ("contains", "isArea")},
    ("Roi", "clone"): _OBJECT,
    **{
        ("Calibration", m): STRING
        for m in ("getUnit", "getUnits", "getXUnit", "getYUnit", "getZUnit", "getTimeUnit")
    },
    ("Calibration", "toString"): STRING,
    ("Calibration", "scaled"): BOOLEAN,
    ("Calibration", "copy"): JType("Calibration"),
    ("Calibration", "clone"): _OBJECT,
    **{("Calibration", m): DOUBLE for m in ("getX", "getY", "getZ")},
    **{("IJ", m): _IMP for m in ("openImage", "getImage", "createImage")},
    ("IJ", "getProcessor"): _IP,
    ("IJ", "saveAsTiff"): BOOLEAN,
    **{("IJ", m): STRING for m in ("getVersion", "d2s")},
    **{
        ("IJ", m): BOOLEAN
        for m in ("isMacro", "escapePressed", "isLinux", "isWindows", "isMacOSX", "isMacintosh")
    },
    ("IJ", "is64Bit"): BOOLEAN,
    ("IJ", "getDirectory"): STRING,
    ("IJ", "getInstance"): JType("IjImageJ"),
    **{("WindowManager", m): _IMP for m in ("getCurrentImage", "getImage")},
    ("WindowManager", "getImageCount"): INT,
    ("WindowManager", "getIDList"): JType("int", 1),
    ("WindowManager", "getImageTitles"): JType("String", 1),
    ("Prefs", "getString"): STRING,
    ("FolderOpener", "open"): _IMP,
    ("FileInfoVirtualStack", "openVirtual"): _IMP,
    ("Resizer", "zScale"): _IMP,
    **{("Concatenator", m): _IMP for m in ("concatenate", "run")},
    ("SubstackMaker", "makeSubstack"): _IMP,
    ("Duplicator", "run"): _IMP,
    ("HyperStackConverter", "toHyperStack"): _IMP,
    ("ChannelSplitter", "split"): JType("ImagePlus", 1),
    ("ZProjector", "run"): _IMP,
    ("ImageConverter", "getDoScaling"): BOOLEAN,
    **{("ImagePlus", m): JType("FileInfo") for m in ("getOriginalFileInfo", "getFileInfo")},
    ("FileInfo", "getFilePath"): STRING,
    ("Opener", "openImage"): _IMP,
    **{("FileSaver", m): BOOLEAN for m in ("saveAsTiff", "saveAsTiffStack", "saveAsPng")},
    ("FileSaver", "getDescriptionString"): STRING,
    ("GenericDialog", "getNextNumber"): DOUBLE,
    **{("GenericDialog", m): STRING for m in ("getNextString", "getNextChoice")},
    **{("GenericDialog", m): BOOLEAN for m in ("getNextBoolean", "wasCanceled", "wasOKed")},
    **{("IjResultsTable", m): INT for m in ("getCounter", "size")},
    ("IjResultsTable", "getValue"): DOUBLE,
    ("IjResultsTable", "getStringValue"): STRING,
    ("IjResultsTable", "columnExists"): BOOLEAN,
    ("IjResultsTable", "getColumn"): JType("double", 1),
    ("IjResultsTable", "getHeadings"): JType("String", 1),
    ("PlugInFilter", "setup"): INT,
    **{("Convolver", m): BOOLEAN for m in ("convolve", "convolveFloat")},
    ("Convolver", "getScale"): DOUBLE,
}
INSTANCE_FIELDS: dict[tuple[str, str], JType] = {
    **{
        ("Calibration", f): DOUBLE
        for f in (
            "pixelWidth",
            "pixelHeight",
            "pixelDepth",
            "frameInterval",
            "fps",
            "xOrigin",
            "yOrigin",
            "zOrigin",
        )
    },
    ("Calibration", "loop"): BOOLEAN,
    ("Calibration", "info"): STRING,
    **{("ImageStatistics", f): DOUBLE for f in ("mean", "min", "max", "stdDev", "area", "umean")},
    ("ImageStatistics", "pixelCount"): INT,
    **{("Roi", f): INT for f in ("x", "y", "width", "height")},
    **{("FileInfo", f): STRING for f in ("fileName", "directory")},
    **{("FileInfo", f): INT for f in ("width", "height", "nImages")},
}
