import static org.bytedeco.javacpp.opencv_core.*;
import static org.bytedeco.javacpp.opencv_imgcodecs.*;
import static org.bytedeco.javacpp.opencv_imgproc.cvResize;
import static org.bytedeco.javacpp.opencv_imgproc.putText;
import static org.bytedeco.javacpp.opencv_imgproc.rectangle;
import static org.bytedeco.javacpp.opencv_objdetect.CascadeClassifier;

import org.bytedeco.javacpp.opencv_core;
import org.bytedeco.javacv.FFmpegFrameGrabber;
import org.bytedeco.javacv.FrameGrabber;

public class JavacppLegacyOpenCv {
    static class Face {
        final opencv_core.Mat mat;
        final Rect where;

        Face(opencv_core.Mat mat, Rect where) {
            this.mat = mat;
            this.where = where;
        }
    }

    static float[][][] rgb(IplImage image) {
        float[][][] out = new float[image.height()][image.width()][3];
        for (int i = 0; i < image.height(); i++) {
            for (int j = 0; j < image.width(); j++) {
                CvScalar pixel = cvGet2D(image, i, j);
                out[i][j][0] = (float) pixel.val(2);
                out[i][j][1] = (float) pixel.val(1);
                out[i][j][2] = (float) pixel.val(0);
            }
        }
        return out;
    }

    public static void main(String[] args) throws Exception {
        Mat picture = new Mat(8, 10, CV_8UC3, new Scalar(40, 80, 120, 0));
        rectangle(picture, new opencv_core.Point(2, 2), new opencv_core.Point(5, 6), Scalar.GREEN);
        putText(picture, "x", new opencv_core.Point(0, 7), FONT_HERSHEY_DUPLEX, 0.3, Scalar.RED);
        imwrite("legacy.png", picture);
        Mat gray = imread("legacy.png", CV_LOAD_IMAGE_GRAYSCALE);
        Mat color = imread("legacy.png", CV_LOAD_IMAGE_ANYCOLOR);
        System.out.println("gray " + gray.channels() + " color " + color.channels()
                + " " + color.size().width() + "x" + color.size().height());
        Face face = new Face(color, new Rect(1, 1, 4, 4));
        int centerX = face.mat.size().width() / 2;
        System.out.println("center " + centerX + " rect " + face.where.x() + "," + face.where.width());
        IplImage orig = cvLoadImage("legacy.png");
        IplImage resized = IplImage.create(5, 4, orig.depth(), orig.nChannels());
        cvResize(orig, resized);
        System.out.println("ipl " + orig.width() + "x" + orig.height() + " depth=" + orig.depth()
                + " -> " + resized.width() + "x" + resized.height() + " " + resized.nChannels());
        IplImage header = new IplImage(color);
        System.out.println("header " + header.width() + "x" + header.height() + " " + header.nChannels());
        float[][][] pixels = rgb(orig);
        System.out.println("rgb " + pixels[0][0][0] + " " + pixels[0][0][1] + " " + pixels[0][0][2]
                + " green " + pixels[2][2][1]);
        System.out.println("no file " + (cvLoadImage("nothing.png") == null));
        CascadeClassifier none = new CascadeClassifier("no-cascade.xml");
        System.out.println("no cascade " + none.empty());
        FFmpegFrameGrabber grabber = new FFmpegFrameGrabber("nothing.mp4");
        try {
            grabber.start();
        } catch (FrameGrabber.Exception e) {
            System.out.println("grabber failed");
        }
    }
}
