import static org.bytedeco.opencv.global.opencv_core.*;
import static org.bytedeco.opencv.global.opencv_imgcodecs.imread;
import static org.bytedeco.opencv.global.opencv_imgcodecs.imwrite;
import static org.bytedeco.opencv.global.opencv_imgcodecs.IMREAD_GRAYSCALE;
import static org.bytedeco.opencv.global.opencv_imgproc.*;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import org.bytedeco.javacpp.indexer.DoubleIndexer;
import org.bytedeco.javacpp.indexer.UByteIndexer;
import org.bytedeco.javacv.Frame;
import org.bytedeco.javacv.Java2DFrameConverter;
import org.bytedeco.javacv.OpenCVFrameConverter;
import org.bytedeco.opencv.global.opencv_imgproc;
import org.bytedeco.opencv.opencv_core.Mat;
import org.bytedeco.opencv.opencv_core.Point;
import org.bytedeco.opencv.opencv_core.Point2f;
import org.bytedeco.opencv.opencv_core.Rect;
import org.bytedeco.opencv.opencv_core.RectVector;
import org.bytedeco.opencv.opencv_core.Scalar;
import org.bytedeco.opencv.opencv_core.Size;

public class JavacvBasics {
    public static void main(String[] args) {
        Mat image = new Mat(4, 6, CV_8UC3, new Scalar(10, 20, 30, 0));
        System.out.println(image.rows() + "x" + image.cols() + " channels=" + image.channels()
                + " type=" + (image.type() == CV_8UC3) + " depth=" + (image.depth() == CV_8U));
        Size size = image.size();
        System.out.println("size " + size.width() + " " + size.height() + " area=" + size.area());
        UByteIndexer idx = image.createIndexer();
        System.out.println("pixel " + idx.get(1, 2, 0) + " " + idx.get(1, 2, 1) + " " + idx.get(1, 2, 2));
        rectangle(image, new Point(1, 1), new Point(3, 2), Scalar.RED, -1, LINE_8, 0);
        System.out.println("red is " + Scalar.RED.get(0) + " " + Scalar.RED.get(2) + " -> " + idx.get(1, 2, 2));
        idx.put(0, 0, 0, 255);
        System.out.println("put through " + idx.get(0, 0, 0));
        Rect r = new Rect(1, 0, 2, 3);
        System.out.println("rect " + r.x() + " " + r.y() + " " + r.width() + " " + r.height()
                + " area=" + r.area() + " br=" + r.br().x() + "," + r.br().y());
        Mat roi = new Mat(image, r);
        roi.put(new Scalar(1, 2, 3, 0));
        UByteIndexer back = image.createIndexer();
        System.out.println("roi shares " + back.get(2, 2, 2) + " " + roi.rows() + "x" + roi.cols());
        Mat gray = new Mat();
        cvtColor(image, gray, COLOR_BGR2GRAY);
        System.out.println("gray " + gray.channels() + " " + gray.type());
        Mat small = new Mat();
        resize(image, small, new Size(3, 2));
        System.out.println("small " + small.cols() + "x" + small.rows());
        Mat rot = getRotationMatrix2D(new Point2f(2, 2), 90, 1);
        DoubleIndexer m = rot.createIndexer();
        System.out.println("rotation " + Math.round(m.get(0, 1)) + " " + Math.round(m.get(1, 0))
                + " " + Math.round(m.get(0, 2)) + " " + rot.rows() + "x" + rot.cols());
        Mat turned = new Mat();
        warpAffine(image, turned, rot, image.size());
        System.out.println("turned " + turned.cols() + "x" + turned.rows());
        System.out.println("pi " + (CV_PI > 3.14) + " font " + FONT_HERSHEY_DUPLEX + " " + FONT_HERSHEY_COMPLEX);
        RectVector faces = new RectVector();
        faces.push_back(new Rect(0, 0, 10, 10));
        faces.push_back(new Rect(5, 5, 60, 50));
        for (long i = 0; i < faces.size(); i++) {
            if (faces.get(i).width() >= 50) {
                System.out.println("face " + i + " at " + faces.get(i).x());
            }
        }
        imwrite("javacv-gray.png", gray);
        Mat read = imread("javacv-gray.png", IMREAD_GRAYSCALE);
        System.out.println("read " + read.rows() + "x" + read.cols() + " " + read.channels());
        Mat missing = imread("no-such-image.png");
        System.out.println("missing " + missing.empty());
        OpenCVFrameConverter.ToMat toMat = new OpenCVFrameConverter.ToMat();
        Frame frame = toMat.convert(image);
        System.out.println("frame " + frame.imageWidth + "x" + frame.imageHeight + " " + frame.imageChannels);
        BufferedImage bi = new Java2DFrameConverter().convert(frame);
        System.out.println("image " + bi.getWidth() + "x" + bi.getHeight() + " type=" + bi.getType()
                + " rgb=" + Integer.toHexString(bi.getRGB(2, 2)));
        Mat again = toMat.convert(new Java2DFrameConverter().convert(bi));
        UByteIndexer px = again.createIndexer();
        System.out.println("again " + px.get(2, 2, 0) + " " + px.get(2, 2, 1) + " " + px.get(2, 2, 2));
        Mat copy = image.clone();
        opencv_imgproc.rectangle(copy, new Rect(0, 0, 6, 4), Scalar.BLACK, -1, LINE_8, 0);
        System.out.println("clone apart " + back.get(2, 2, 2) + " " + ((UByteIndexer) copy.createIndexer()).get(2, 2, 2));
        putText(image, "A", new Point(0, 3), FONT_HERSHEY_SIMPLEX, 0.5, Scalar.WHITE);
        System.out.println("text " + back.get(3, 1, 0));
        BufferedImage tiny = new BufferedImage(2, 1, BufferedImage.TYPE_3BYTE_BGR);
        tiny.setRGB(1, 0, 0x102030);
        Mat fromImage = new Mat(tiny.getHeight(), tiny.getWidth(), CV_8UC3);
        byte[] raw = ((DataBufferByte) tiny.getRaster().getDataBuffer()).getData();
        fromImage.data().put(raw);
        UByteIndexer fi = fromImage.createIndexer();
        System.out.println("from image " + fi.get(0, 1, 0) + " " + fi.get(0, 1, 2) + " "
                + fromImage.data().get(5));
    }
}
