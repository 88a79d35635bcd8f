import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.core.TermCriteria;
import org.opencv.highgui.Highgui;
import org.opencv.imgproc.Imgproc;

/** OpenCV 2.4's Java API: Highgui's codecs, Imgproc's borders, TermCriteria and kmeans. */
public class OpenCv24Legacy {
    static { System.loadLibrary(Core.NATIVE_LIBRARY_NAME); }

    public static void main(String[] args) {
        Mat gray = new Mat(4, 5, CvType.CV_8UC1, new Scalar(0));
        gray.put(1, 1, 200, 200, 200);
        gray.put(2, 1, 200, 0, 200);
        MatOfByte png = new MatOfByte();
        Highgui.imencode(".png", gray, png);
        Mat back = Highgui.imdecode(new MatOfByte(png.toArray()), Highgui.CV_LOAD_IMAGE_UNCHANGED);
        System.out.println("decoded " + back.rows() + "x" + back.cols() + " channels=" + back.channels()
                + " " + back.get(2, 3)[0]);
        Mat color = Highgui.imdecode(png, Highgui.CV_LOAD_IMAGE_COLOR);
        System.out.println("as color " + color.channels() + " " + Highgui.CV_LOAD_IMAGE_GRAYSCALE
                + " " + Highgui.CV_LOAD_IMAGE_UNCHANGED);

        Mat canvas = Mat.zeros(6, 8, CvType.CV_8UC1);
        Core.rectangle(canvas, new Point(1, 1), new Point(3, 4), new Scalar(255), -1);
        Core.line(canvas, new Point(5, 0), new Point(5, 5), new Scalar(100));
        Core.circle(canvas, new Point(6, 3), 1, new Scalar(50), -1);
        System.out.println("drawn " + Core.countNonZero(canvas) + " " + canvas.get(2, 2)[0] + " "
                + canvas.get(0, 5)[0] + " " + canvas.get(3, 6)[0]);

        Mat closed = new Mat();
        Mat kernel = Imgproc.getStructuringElement(Imgproc.MORPH_RECT, new Size(3, 3));
        Imgproc.morphologyEx(gray, closed, Imgproc.MORPH_CLOSE, kernel);
        System.out.println("closed hole " + closed.get(2, 2)[0]);
        Mat opened = new Mat();
        Imgproc.morphologyEx(gray, opened, Imgproc.MORPH_OPEN, kernel);
        System.out.println("opened " + Core.countNonZero(opened));
        Mat gradient = new Mat();
        Imgproc.morphologyEx(gray, gradient, Imgproc.MORPH_GRADIENT, Mat.eye(new Size(3, 3), CvType.CV_8U));
        System.out.println("gradient " + Core.countNonZero(gradient));

        Mat framed = gray.clone();
        framed.put(0, 0, 7);
        Imgproc.copyMakeBorder(framed, framed, 1, 2, 3, 0, Imgproc.BORDER_REPLICATE);
        System.out.println("border " + framed.rows() + "x" + framed.cols() + " " + framed.get(0, 0)[0]
                + " " + framed.get(1, 3)[0] + " " + framed.get(2, 4)[0] + " " + framed.get(6, 4)[0]);
        Mat boxed = new Mat();
        Imgproc.copyMakeBorder(gray, boxed, 1, 1, 1, 1, Imgproc.BORDER_CONSTANT, new Scalar(9));
        System.out.println(boxed.dump());

        TermCriteria criteria = new TermCriteria(TermCriteria.EPS + TermCriteria.COUNT, 50, 0.1);
        System.out.println(criteria + " " + criteria.type + " " + criteria.maxCount + " "
                + TermCriteria.MAX_ITER + " " + criteria.equals(criteria.clone()));
        criteria.maxCount = 10;
        System.out.println(criteria + " " + new TermCriteria());

        Mat samples = new Mat(6, 1, CvType.CV_32F);
        samples.put(0, 0, 1, 2, 3, 101, 102, 103);
        Mat labels = new Mat();
        Mat centers = new Mat();
        double compactness = Core.kmeans(samples, 2, labels, criteria, 3, Core.KMEANS_PP_CENTERS, centers);
        double low = Math.min(centers.get(0, 0)[0], centers.get(1, 0)[0]);
        double high = Math.max(centers.get(0, 0)[0], centers.get(1, 0)[0]);
        System.out.println("kmeans " + compactness + " centers " + low + " " + high + " "
                + centers.rows() + "x" + centers.cols() + " labels " + labels.rows()
                + " same " + (labels.get(0, 0)[0] == labels.get(2, 0)[0])
                + " apart " + (labels.get(0, 0)[0] != labels.get(5, 0)[0]));
        Mat one = new Mat();
        Core.kmeans(samples, 1, labels, criteria, 1, Core.KMEANS_RANDOM_CENTERS, one);
        System.out.println("one center " + one.get(0, 0)[0] + " " + Core.KMEANS_PP_CENTERS + " "
                + Core.KMEANS_RANDOM_CENTERS);
    }
}
