import java.util.ArrayList;
import java.util.List;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfDouble;
import org.opencv.core.MatOfInt;
import org.opencv.core.MatOfPoint;
import org.opencv.core.MatOfPoint2f;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.RotatedRect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;
import org.opencv.imgproc.Moments;

/** Shapes and filters of OpenCV's Java API (4.x): contours and their measures, connected
 * components, Sobel, bitwise operations, statistics. */
public class OpenCvShapes {
    static { System.loadLibrary(Core.NATIVE_LIBRARY_NAME); }

    public static void main(String[] args) {
        Mat img = Mat.zeros(20, 30, CvType.CV_8UC1);
        Imgproc.rectangle(img, new Point(2, 3), new Point(9, 12), new Scalar(255), -1);
        List<MatOfPoint> poly = new ArrayList<>();
        poly.add(new MatOfPoint(new Point(15, 2), new Point(27, 2), new Point(21, 15)));
        Imgproc.fillPoly(img, poly, new Scalar(255));
        Mat labels = new Mat();
        int n = Imgproc.connectedComponents(img, labels);
        System.out.println("components " + n + " " + labels.get(5, 5)[0] + " " + CvType.typeToString(labels.type()));

        List<MatOfPoint> contours = new ArrayList<>();
        Mat hierarchy = new Mat();
        Imgproc.findContours(img.clone(), contours, hierarchy, Imgproc.RETR_EXTERNAL, Imgproc.CHAIN_APPROX_SIMPLE);
        Rect first = null;
        for (MatOfPoint c : contours) {
            Rect box = Imgproc.boundingRect(c);
            if (box.x < 10) {
                first = box;
            }
        }
        System.out.println("contours " + contours.size() + " box " + first);
        for (MatOfPoint c : contours) {
            MatOfPoint2f curve = new MatOfPoint2f(c.toArray());
            double length = Imgproc.arcLength(curve, true);
            MatOfPoint2f approx = new MatOfPoint2f();
            Imgproc.approxPolyDP(curve, approx, 0.02 * length, true);
            RotatedRect rr = Imgproc.minAreaRect(curve);
            MatOfInt hull = new MatOfInt();
            Imgproc.convexHull(c, hull);
            System.out.println("x " + Imgproc.boundingRect(c).x + " length " + length + " corners "
                    + approx.toArray().length + " hull " + hull.toArray().length + " convex "
                    + Imgproc.isContourConvex(c) + " area " + Imgproc.contourArea(c)
                    + " inside " + Imgproc.pointPolygonTest(curve, new Point(5, 5), false));
            if (Imgproc.boundingRect(c).x < 10) {
                System.out.println("rotated " + rr + " bounds " + rr.boundingRect());
            }
            Moments m = Imgproc.moments(c);
            System.out.println("moments " + m.m00 + " " + m.get_m10() / m.get_m00() + " " + m.m01 / m.m00);
        }

        RotatedRect turned = new RotatedRect(new Point(10, 10), new Size(4, 2), 90);
        Point[] pts = new Point[4];
        turned.points(pts);
        System.out.println(turned + " " + pts[0] + " " + pts[2] + " " + turned.boundingRect()
                + " " + turned.center.x + " " + turned.size.width + " " + turned.angle);

        Mat dx = new Mat();
        Imgproc.Sobel(img, dx, CvType.CV_16S, 1, 0);
        Mat abs = new Mat();
        Core.convertScaleAbs(dx, abs);
        System.out.println("sobel " + CvType.typeToString(dx.type()) + " " + dx.get(5, 2)[0] + " "
                + dx.get(5, 9)[0] + " abs " + abs.get(5, 9)[0]);

        Mat mask = Mat.zeros(20, 30, CvType.CV_8UC1);
        Imgproc.rectangle(mask, new Point(0, 0), new Point(5, 19), new Scalar(255), -1);
        Mat both = new Mat();
        Core.bitwise_and(img, mask, both);
        Mat either = new Mat();
        Core.bitwise_or(img, mask, either);
        Mat blend = new Mat();
        Core.addWeighted(img, 0.5, mask, 0.25, 10, blend);
        System.out.println("and " + Core.countNonZero(both) + " or " + Core.countNonZero(either)
                + " blend " + blend.get(5, 3)[0] + " " + blend.get(0, 29)[0]);

        MatOfDouble mean = new MatOfDouble();
        MatOfDouble std = new MatOfDouble();
        Mat small = new Mat(1, 4, CvType.CV_8UC1);
        small.put(0, 0, 2, 4, 4, 6);
        Core.meanStdDev(small, mean, std);
        System.out.println("mean " + mean.toArray()[0] + " std " + std.toArray()[0]);
        Mat closed = new Mat();
        Imgproc.morphologyEx(img, closed, Imgproc.MORPH_DILATE,
                Imgproc.getStructuringElement(Imgproc.MORPH_ELLIPSE, new Size(3, 3)));
        System.out.println("dilated " + Core.countNonZero(closed) + " of " + Core.countNonZero(img));
        Mat padded = new Mat();
        Core.copyMakeBorder(small, padded, 0, 0, 2, 1, Core.BORDER_REFLECT);
        System.out.println(padded.dump());
    }
}
