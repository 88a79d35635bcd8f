"""Programs that use the third-party utility libraries the porter gives (Guava, Commons IO,
Commons Lang, Hamcrest, Spring's util, Log4j, Jackson, Gson, org.json, json-simple, fastjson,
OpenCV, JavaCPP's OpenCV and JavaCV, LIBSVM, ImageJ 1.x;
``porter/library_rules.py``), ported and run: each port prints exactly what Java printed with
the library's jar (recorded beside the program; re-run with the installed JDK and the jars of
the local Maven repository where they are; Spring's, Log4j's, OpenCV's and JavaCV's, with no
jar here,
are their documented behaviour)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.porter.running import port_and_run, run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

PROGRAMS = Path(__file__).parent / "libraries"
NAMES = sorted(p.stem for p in PROGRAMS.glob("*.java"))
M2 = Path.home() / ".m2" / "repository"
# The jars each program was recorded with (any version of these artifacts will do).
JARS = {
    "GuavaBasics": ["com/google/guava/guava"],
    "CommonsIoAndLang": ["commons-io/commons-io", "org/apache/commons/commons-lang3"],
    "HamcrestMatchers": ["junit/junit", "org/hamcrest/hamcrest"],
    "GuavaIo": ["com/google/guava/guava"],
    "GuavaSourcesSinks": ["com/google/guava/guava"],
    "JacksonBasics": [
        "com/fasterxml/jackson/core/jackson-databind",
        "com/fasterxml/jackson/core/jackson-core",
        "com/fasterxml/jackson/core/jackson-annotations",
    ],
    "GsonBasics": ["com/google/code/gson/gson"],
    # No Spring jar here: its expected output is Spring's documented behaviour (Javadoc of
    # org.springframework.util's Assert, StringUtils and FileSystemUtils, and the cleanPath
    # cases of Spring's StringUtilsTests), checked by hand.
    "SpringUtil": ["org/springframework/spring-core", "org/springframework/spring-jcl"],
    # Spring's FileSystemResource (getDescription, cleanPath'd getPath, getInputStream's
    # NoSuchFileException as FileNotFoundException of the path) and StringUtils' joining and
    # splitting, checked by hand against spring-core 5's sources (StringUtils,
    # FileSystemResource).
    "SpringResources": ["org/springframework/spring-core", "org/springframework/spring-jcl"],
    # No OpenCV jar here either: the pixels are OpenCV's own (cv2 and the Java API wrap the
    # same C++ library); what the Java API adds (Mat's methods, signed bytes from get, the
    # value classes' toString, Mat.dump's C++ format, convertTo scaling in float) is checked
    # against OpenCV's Java sources and its C++ formatter by hand.
    "OpenCvBasics": ["org/openpnp/opencv"],
    # OpenCV 2.4's API (Highgui, Imgproc's copyMakeBorder and BORDER_ names), with no jar
    # either: the pixels, kmeans' centres and compactness were computed with cv2 (the same
    # C++ functions), TermCriteria's toString and 2.4's Highgui constants read from OpenCV's
    # Java sources.
    "OpenCv24Legacy": ["org/opencv/opencv"],
    # The same for the shapes and filters of the 4.x API: every number was compared with
    # cv2's (findContours, minAreaRect, connectedComponents, Sobel, meanStdDev...);
    # RotatedRect's corners and toString follow its Java source (checked with JDK 17's
    # arithmetic).
    "OpenCvShapes": ["org/openpnp/opencv"],
    # No JavaCPP/JavaCV jar here either: the pixels are OpenCV's own again (JavaCPP's Mat is
    # the C++ Mat); the Java side (accessors, Scalar.RED as JavaCPP's RGB(255, 0, 0), blue
    # first, createIndexer's indexer by depth, Mat(m, roi) as a view, IplImage's depth in bits,
    # cvLoadImage's null, Java2DFrameConverter's TYPE_3BYTE_BGR, FFmpegFrameGrabber.start's
    # FrameGrabber.Exception) was checked by hand against the presets' and JavaCV's sources
    # (AbstractMat, AbstractScalar, AbstractIplImage, Java2DFrameConverter, FFmpegFrameGrabber).
    "JavacvBasics": ["org/bytedeco/javacv", "org/bytedeco/opencv", "org/bytedeco/javacpp"],
    "JavacppLegacyOpenCv": ["org/bytedeco/javacv", "org/bytedeco/opencv", "org/bytedeco/javacpp"],
    # No Log4j jar here either: the programs' standard output is their own (the loggers write
    # to standard error), checked by hand.
    "Log4jLoggers": ["log4j/log4j"],
    "Log4j2Loggers": ["org/apache/logging/log4j/log4j-api", "org/apache/logging/log4j/log4j-core"],
    # No jar of the small JSON libraries here either: their expected output was checked by
    # hand against the libraries' sources (org.json's JSONObject.quote, numberToString and
    # write(indent); json-simple's JSONValue.escape and writeJSONString, JSONParser's Long and
    # Double; fastjson 1.2's sorted bean properties and SerializeWriter's numbers), the keys'
    # order against JDK 17's HashMap.
    "OrgJsonBasics": ["org/json/json"],
    "JsonSimpleBasics": ["com/googlecode/json-simple/json-simple"],
    "FastjsonBasics": ["com/alibaba/fastjson"],
    # No LIBSVM jar in the local Maven repository: the output was recorded with LIBSVM 3.37's
    # own Java sources (java/libsvm/*.java of github.com/cjlin1/libsvm, compiled with JDK 17).
    # The port runs on LIBSVM's C library, so the program prints only what the two compute
    # alike (docstring of porter.javalib.libsvm): not the training log's obj/rho lines, nor
    # probability estimates or folds, which Java shuffles with an unseeded Random.
    "LibsvmBasics": ["tw/edu/ntu/csie/libsvm"],
    # Google AutoValue (no jar here, and the JDK's source launcher runs no annotation
    # processor): the lines follow the class AutoValue generates (its autovalue.vm template):
    # the constructor's "Null value" NullPointerException, toString "Id{value=mnist,
    # version=2}", equals by property, hashCode h = 1; h *= 1000003; h ^= value.hashCode();
    # h *= 1000003; h ^= version (158818716, computed with JDK 17); the builder's build() of
    # a value whose tags were never set: "Missing required properties: tags".
    "AutoValueIds": ["com/google/auto/value/auto-value"],
    # No ImageJ jar here: each line was checked by hand against ImageJ 1.54's sources (the
    # file and method named beside it in the program: FloatProcessor, TypeConverter,
    # ByteProcessor, ShortProcessor, ImageStack, ImagePlus, Concatenator, FileSaver and
    # FileOpener, IJ.log and IJ.getImage headless).
    "ImageJ1Basics": ["net/imagej/ij"],
    # the same, for NewImage, HyperStackConverter, Duplicator, ZProjector, ChannelSplitter
    # and ImageConverter/StackConverter
    "ImageJ1Stacks": ["net/imagej/ij"],
    # No imglib2, imagej-common or scijava-common jar here: the expected lines were checked
    # by hand against their sources. Imglib2Basics: FloatType and AbstractRealType.toString
    # ("" + getRealDouble()), AbstractIntegerType.setReal (Util.round: (long) (x + 0.5 *
    # signum(x))) and ByteType/UnsignedByteType.setInteger's narrowing casts, GenericIntType.inc,
    # DoubleType.copy/mul/compareTo, AbstractImg.toString ("ArrayImg [3x2]"), ArrayImg's flat
    # storage (x + y * width), Views.permute/hyperSlice/interval/translate/zeroMin/invertAxis,
    # Intervals.toString/createMinSize/expand/contains/numElements, Util.printInterval and
    # getTypeFromInterval, AbstractInterval's protected n/min/max, Point(int...) and
    # Localizables.toString ("(5,4)"), Converters.convert with RealFloatConverter.
    # ImageJ2Datasets: Axes (X, Y, Z spatial; Time, Channel; Axes.get's one object per label,
    # unknown() a new one each call), DefaultDatasetService.create(type, dims, name, axes),
    # ImgPlus.validateAxisTypes (X, Y, then Unknown), Dataset.axis(AxisType)'s Optional,
    # TypedSpace.dimensionIndex (-1), DefaultLinearAxis.calibratedValue (scale * x + origin),
    # and StderrLogService/LogMessage ("[INFO] " + text, INFO on System.out).
    "Imglib2Basics": ["net/imglib2/imglib2"],
    "ImageJ2Datasets": ["net/imagej/imagej-common", "org/scijava/scijava-common"],
    # An Img<FloatType> filled through a cursor, permuted with Views (the view's (y, x) are
    # the row-major tensor's coordinates), copied into a TFloat32 and back: imglib2's flat
    # order (ArrayImg's cursor, x fastest) and Views.permute's swapped axes, by the sources.
    "ImglibTensorRoundTrip": ["net/imglib2/imglib2", "org/tensorflow/tensorflow-core-api"],
    # A command with @Parameter services, inputs and outputs, run by ImageJ's command
    # service: DefaultModuleService.createModule (Context.inject fills the command's service
    # fields through CommandModule's @Parameter command), run (inputs assigned; with process
    # the preprocessors, InitPreprocessor calling initialize(), without it none),
    # ModuleService.waitFor, CommandModule.getOutput, StderrLogService's "[INFO] " line.
    "SciJavaCommands": ["org/scijava/scijava-common", "net/imagej/imagej-common"],
    # imagej-tensorflow's Tensors (no jar here): by its sources and Javadoc, tensorFloat gives
    # the tensor the image's dimensions reversed over the same flat data, tensorFloatDirect
    # the dimensions as they are, tensor(img, dimOrder) puts the image's dimension d at the
    # tensor's dimOrder[d], imgFloat/imgFloatDirect the other way, and tensor() of another
    # type says "Unsupported image type: " and the type's class name.
    # FloatType's getRealFloat and getRealDouble through a type variable bounded by RealType:
    # float division (FloatType's sources), and Java's int division beside it.
    "ImglibTypeBounds": ["net/imglib2/imglib2"],
    "ImagejTensorflowTensors": [
        "net/imagej/imagej-tensorflow",
        "net/imglib2/imglib2",
        "org/tensorflow/libtensorflow",
    ],
}
# Python packages a program's port runs on beyond the porter's own (the extras' packages).
NEEDS = {"LibsvmBasics": ("libsvm.svm", "LIBSVM's binding is the libsvm extra (libsvm-official)")}


def _jar(artifact: str) -> Path | None:
    """The jar of the highest version of an artifact in the local Maven repository, or None."""
    found = sorted(
        (M2 / artifact).glob("*/*.jar"),
        key=lambda p: [int(d) for d in re.findall(r"\d+", p.parent.name)],
    )
    found = [j for j in found if not j.name.endswith(("-sources.jar", "-javadoc.jar"))]
    return found[-1] if found else None


def test_every_program_names_its_jars() -> None:
    assert set(NAMES) == set(JARS)


@pytest.mark.parametrize("name", NAMES)
def test_port_prints_what_java_printed(name: str, tmp_path: Path) -> None:
    if name in NEEDS:
        pytest.importorskip(NEEDS[name][0], reason=NEEDS[name][1])
    assert (
        port_and_run(PROGRAMS / f"{name}.java", tmp_path)
        == (PROGRAMS / f"{name}.expected").read_text()
    )


@pytest.mark.skipif(shutil.which("java") is None, reason="no JDK installed")
@pytest.mark.parametrize("name", NAMES)
def test_recorded_output_is_what_java_prints_with_the_jars(name: str, tmp_path: Path) -> None:
    jars = [_jar(a) for a in JARS[name]]
    if None in jars:
        pytest.skip(f"the jars of {JARS[name]} are not in the local Maven repository")
    shutil.copy(PROGRAMS / f"{name}.java", tmp_path)
    ran = subprocess.run(
        ["java", "-cp", os.pathsep.join(map(str, jars)), f"{name}.java"],
        check=False,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (PROGRAMS / f"{name}.expected").read_text()


RESOURCES = """\
import com.google.common.base.Charsets;
import com.google.common.io.Resources;
import java.io.IOException;
import java.net.URL;

public class LabelsResource {
  public static void main(String[] args) throws IOException {
    URL url = Resources.getResource("labels.txt");
    System.out.println(Resources.readLines(url, Charsets.UTF_8));
    System.out.println(Resources.toString(url, Charsets.UTF_8).length());
    try {
      Resources.getResource("missing.txt");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }
}
"""


def test_guava_resources_from_the_class_path(tmp_path: Path) -> None:
    """Guava's ``Resources``: a name on the class path (the script's folder is its root, as a
    single Java file's), and Guava's message for one that is not there."""
    (tmp_path / "LabelsResource.java").write_text(RESOURCES)
    (tmp_path / "labels.txt").write_text("cat\ndog\n")
    printed = port_and_run(tmp_path / "LabelsResource.java", tmp_path)
    assert printed == "[cat, dog]\n8\nresource missing.txt not found.\n"


GRAB_FRAMES = """\
import java.awt.image.BufferedImage;
import java.io.IOException;
import org.bytedeco.javacv.FFmpegFrameGrabber;
import org.bytedeco.javacv.Frame;
import org.bytedeco.javacv.FrameGrabber;
import org.bytedeco.javacv.Java2DFrameConverter;
import org.bytedeco.javacv.OpenCVFrameConverter;
import org.bytedeco.opencv.opencv_core.Mat;

public class GrabFrames {
  public static void main(String[] args) throws FrameGrabber.Exception {
    FFmpegFrameGrabber grabber = new FFmpegFrameGrabber("clip.avi");
    grabber.start();
    System.out.println("frames " + grabber.getLengthInFrames() + " size "
        + grabber.getImageWidth() + "x" + grabber.getImageHeight());
    Java2DFrameConverter toImage = new Java2DFrameConverter();
    OpenCVFrameConverter.ToMat toMat = new OpenCVFrameConverter.ToMat();
    int count = 0;
    long total = 0;
    Frame frame;
    while ((frame = grabber.grab()) != null) {
      if (frame.image == null) {
        continue;
      }
      BufferedImage image = toImage.convert(frame);
      Mat mat = toMat.convert(frame);
      total += image.getRGB(0, 0) & 0xFF;
      if (count++ == 0) {
        System.out.println("first " + image.getWidth() + "x" + image.getHeight()
            + " " + mat.rows() + "x" + mat.cols() + "x" + mat.channels());
      }
    }
    grabber.stop();
    System.out.println("grabbed " + count + " gray levels rise " + (total > 4 * 40));
    try {
      new FFmpegFrameGrabber("missing.avi").start();
    } catch (FrameGrabber.Exception e) {
      System.out.println("no file: " + (e instanceof IOException));
    }
  }
}
"""


def test_javacv_grabs_the_frames_of_a_video(tmp_path: Path) -> None:
    """JavaCV's ``FFmpegFrameGrabber`` reads a video file frame by frame (cv2's
    ``VideoCapture``, FFmpeg underneath), ``grab()`` is null after the last, and each frame
    converts to a ``BufferedImage`` and a ``Mat``; a missing file is FrameGrabber.Exception,
    an IOException."""
    cv2 = pytest.importorskip("cv2")
    np = pytest.importorskip("numpy")
    writer = cv2.VideoWriter(
        str(tmp_path / "clip.avi"), cv2.VideoWriter_fourcc(*"MJPG"), 10, (32, 24)
    )
    for i in range(5):
        writer.write(np.full((24, 32, 3), i * 40, np.uint8))
    writer.release()
    (tmp_path / "GrabFrames.java").write_text(GRAB_FRAMES)
    assert port_and_run(tmp_path / "GrabFrames.java", tmp_path) == (
        "frames 5 size 32x24\nfirst 32x24 24x32x3\ngrabbed 5 gray levels rise true\nno file: true\n"
    )


DETECT_FACES = """\
import static org.bytedeco.opencv.global.opencv_core.CV_8UC1;

import org.bytedeco.opencv.opencv_core.Mat;
import org.bytedeco.opencv.opencv_core.RectVector;
import org.bytedeco.opencv.opencv_core.Scalar;
import org.bytedeco.opencv.opencv_objdetect.CascadeClassifier;

public class DetectFaces {
  public static void main(String[] args) {
    CascadeClassifier detector = new CascadeClassifier("haarcascade_frontalface_default.xml");
    Mat blank = new Mat(120, 160, CV_8UC1, new Scalar(128, 0, 0, 0));
    RectVector faces = new RectVector();
    detector.detectMultiScale(blank, faces);
    System.out.println("loaded " + !detector.empty() + " faces " + faces.size());
  }
}
"""


def test_javacpp_cascade_classifier_fills_a_rect_vector(tmp_path: Path) -> None:
    """JavaCPP's ``CascadeClassifier.detectMultiScale(image, RectVector)``: OpenCV's own
    cascade (cv2's copy of it) finds no face in a blank image."""
    cv2 = pytest.importorskip("cv2")
    cascade = Path(cv2.data.haarcascades) / "haarcascade_frontalface_default.xml"
    shutil.copy(cascade, tmp_path)
    (tmp_path / "DetectFaces.java").write_text(DETECT_FACES)
    assert port_and_run(tmp_path / "DetectFaces.java", tmp_path) == "loaded true faces 0\n"


def test_porting_an_opencv_program_needs_no_opencv(tmp_path: Path) -> None:
    """The porter reads OpenCV's names from porter.javalib.opencv without importing cv2 (the
    ``opencv`` extra is the ported program's dependency, not the porter's), also for a method
    the shim does not have (looked up statically, never through the class's lazy loading of
    cv2's constants)."""
    source = tmp_path / "Fits.java"
    source.write_text(
        "import org.opencv.core.Mat;\n"
        "import org.opencv.imgproc.Imgproc;\n"
        "public class Fits {\n"
        "  public static void main(String[] args) {\n"
        "    Mat points = new Mat();\n"
        "    Mat line = new Mat();\n"
        "    Imgproc.fitLine(points, line, 2, 0, 0.01, 0.01);\n"
        "  }\n"
        "}\n"
    )
    code = (
        "import sys; from pathlib import Path; from porter.declarations import port_source; "
        f"port_source(Path({str(source)!r}).read_bytes(), 'Fits.java'); "
        f"port_source(Path({str(PROGRAMS / 'OpenCvBasics.java')!r}).read_bytes(), "
        "'OpenCvBasics.java'); "
        f"port_source(Path({str(PROGRAMS / 'JavacvBasics.java')!r}).read_bytes(), "
        "'JavacvBasics.java'); print('cv2' in sys.modules)"
    )
    done = run([sys.executable, "-c", code], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "False\n"
