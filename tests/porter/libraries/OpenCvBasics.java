import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;

public class OpenCvBasics {
    static { System.loadLibrary(Core.NATIVE_LIBRARY_NAME); }

    /** A Mat that releases itself at the end of a try-with-resources block. */
    static class AutoCloseMat extends Mat implements AutoCloseable {
        AutoCloseMat(int rows, int cols, int type) {
            super(rows, cols, type);
        }

        @Override
        public void close() {
            System.out.println("releasing " + rows() + "x" + cols());
            release();
        }
    }

    public static void main(String[] args) {
        Mat image = new Mat(4, 6, CvType.CV_8UC3, new Scalar(10, 20, 30));
        System.out.println(image.rows() + "x" + image.cols() + " channels=" + image.channels()
                + " type=" + CvType.typeToString(image.type()) + " total=" + image.total());
        double[] px = image.get(1, 2);
        System.out.println("pixel " + px[0] + " " + px[1] + " " + px[2]);
        Imgproc.rectangle(image, new Point(1, 1), new Point(3, 2), new Scalar(0, 255, 0), -1);
        System.out.println("after rectangle " + image.get(1, 2)[1]);
        Mat rgb = new Mat();
        Imgproc.cvtColor(image, rgb, Imgproc.COLOR_BGR2RGB);
        System.out.println("rgb " + rgb.get(0, 0)[0]);
        Mat small = new Mat();
        Imgproc.resize(image, small, new Size(3, 2));
        System.out.println("small " + small.size() + " " + small.width() + " " + small.height());
        Mat floats = new Mat();
        image.convertTo(floats, CvType.CV_32FC3, 1.0 / 255);
        float[] data = new float[(int) (floats.total() * floats.channels())];
        floats.get(0, 0, data);
        System.out.println("floats " + data.length + " " + data[0] + " " + data[5]);
        byte[] bytes = new byte[3];
        Mat bright = new Mat(1, 1, CvType.CV_8UC3, new Scalar(200, 100, 255));
        bright.get(0, 0, bytes);
        System.out.println("bytes " + bytes[0] + " " + bytes[1] + " " + bytes[2]);
        Mat roi = image.submat(new Rect(0, 0, 2, 2));
        roi.setTo(new Scalar(1, 2, 3));
        System.out.println("roi shares " + image.get(0, 0)[2] + " " + roi.isSubmatrix());
        Rect r = new Rect(new Point(5, 1), new Point(2, 4));
        System.out.println(r + " area=" + r.area() + " tl=" + r.tl() + " br=" + r.br() + " " + r.width / 2);
        System.out.println(new Size(224, 224) + " " + new Scalar(1, 2) + " " + new Point(0.5, 2));
        Mat gray = new Mat(3, 3, CvType.CV_8UC1);
        gray.put(0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        System.out.println(gray.dump());
        Core.MinMaxLocResult mm = Core.minMaxLoc(gray);
        System.out.println("min " + mm.minVal + " at " + mm.minLoc + " max " + mm.maxVal + " at " + mm.maxLoc);
        MatOfByte buf = new MatOfByte();
        Imgcodecs.imencode(".png", gray, buf);
        Mat back = Imgcodecs.imdecode(buf, Imgcodecs.IMREAD_GRAYSCALE);
        System.out.println("png round trip " + back.get(2, 2)[0] + " " + (buf.toArray().length > 0));
        List<Point> corners = new ArrayList<>();
        corners.add(new Point(0, 0));
        corners.add(new Point(10, 0));
        corners.add(new Point(0, 10));
        corners.add(new Point(10, 10));
        Mat transform = Imgproc.getPerspectiveTransform(
                new MatOfPoint2f(corners.get(0), corners.get(1), corners.get(2), corners.get(3)),
                new MatOfPoint2f(new Point(0, 0), new Point(20, 0), new Point(0, 20), new Point(20, 20)));
        System.out.println("scale " + transform.get(0, 0)[0] + " " + transform.rows() + "x" + transform.cols());
        Mat eye = Mat.eye(2, 2, CvType.CV_32F);
        System.out.println(eye.dump());
        AutoCloseMat kept;
        try (AutoCloseMat m = new AutoCloseMat(2, 3, CvType.CV_8UC1)) {
            m.setTo(new Scalar(7));
            System.out.println(m.dump() + " " + m.empty());
            kept = m;
        }
        System.out.println("released " + kept.empty());
        Mat missing = Imgcodecs.imread("no-such-image.png");
        System.out.println("missing " + missing.empty() + " " + missing.rows());
    }
}
