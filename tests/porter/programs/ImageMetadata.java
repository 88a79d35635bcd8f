import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.ImageOutputStream;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** javax.imageio's writers, readers and metadata: a PNG written with text chunks and a pixel
 * size through the metadata trees, and read back. */
public class ImageMetadata {
    static String find(IIOMetadataNode root, String name, String attribute) {
        NodeList found = root.getElementsByTagName(name);
        if (found.getLength() == 0) {
            return "none";
        }
        return ((IIOMetadataNode) found.item(0)).getAttribute(attribute);
    }

    public static void main(String[] args) throws IOException {
        IIOMetadataNode node = new IIOMetadataNode("tEXtEntry");
        node.setAttribute("keyword", "label");
        node.setAttribute("value", "cat");
        System.out.println(node.getNodeName() + " " + node.getAttribute("keyword") + " ["
                + node.getAttribute("missing") + "] " + node.hasAttribute("value") + " "
                + node.getLength() + " " + node.hasChildNodes());
        IIOMetadataNode text = new IIOMetadataNode("tEXt");
        Node added = text.appendChild(node);
        IIOMetadataNode second = new IIOMetadataNode("tEXtEntry");
        second.setAttribute("keyword", "Software");
        second.setAttribute("value", "tfjava");
        text.appendChild(second);
        System.out.println(text.getLength() + " " + (added == node) + " " + text.item(1).getNodeName() + " "
                + text.getFirstChild().getNextSibling().getAttributes().getNamedItem("value").getNodeValue()
                + " " + (node.getParentNode() == text) + " " + text.getChildNodes().getLength()
                + " " + node.getAttributes().getLength());

        BufferedImage image = new BufferedImage(4, 3, BufferedImage.TYPE_INT_RGB);
        image.setRGB(1, 1, 0x336699);
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        ImageWriter writer = writers.next();
        System.out.println("another writer " + writers.hasNext() + " "
                + ImageIO.getImageWritersByFormatName("nope").hasNext());
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata metadata = writer.getDefaultImageMetadata(
                ImageTypeSpecifier.createFromRenderedImage(image), param);
        String format = metadata.getNativeMetadataFormatName();
        System.out.println(format + " " + metadata.isReadOnly() + " " + metadata.isStandardMetadataFormatSupported());
        IIOMetadataNode nativeRoot = new IIOMetadataNode(format);
        nativeRoot.appendChild(text);
        metadata.mergeTree(format, nativeRoot);

        IIOMetadataNode horiz = new IIOMetadataNode("HorizontalPixelSize");
        horiz.setAttribute("value", Double.toString(0.25));
        IIOMetadataNode vert = new IIOMetadataNode("VerticalPixelSize");
        vert.setAttribute("value", Double.toString(0.5));
        IIOMetadataNode dim = new IIOMetadataNode("Dimension");
        dim.appendChild(horiz);
        dim.appendChild(vert);
        IIOMetadataNode standard = new IIOMetadataNode("javax_imageio_1.0");
        standard.appendChild(dim);
        metadata.mergeTree("javax_imageio_1.0", standard);
        try {
            metadata.mergeTree("no_such_format", standard);
        } catch (IllegalArgumentException e) {
            System.out.println("format: " + e.getMessage());
        }
        try {
            metadata.mergeTree(format, new IIOMetadataNode("wrong_root"));
        } catch (IIOInvalidTreeException e) {
            System.out.println("tree: " + e.getMessage());
        }

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.write(null, new IIOImage(image, null, metadata), param);
        }
        writer.dispose();
        byte[] png = bytes.toByteArray();
        System.out.println("png " + (png[1] == 'P') + " " + (png.length > 60));

        ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(png));
        Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
        ImageReader reader = readers.next();
        reader.setInput(in);
        System.out.println(reader.getFormatName() + " " + reader.getNumImages(true) + " "
                + reader.getWidth(0) + "x" + reader.getHeight(0));
        IIOMetadata read = reader.getImageMetadata(0);
        IIOMetadataNode tree = (IIOMetadataNode) read.getAsTree(read.getNativeMetadataFormatName());
        System.out.println(tree.getNodeName() + " IHDR " + find(tree, "IHDR", "width") + "x"
                + find(tree, "IHDR", "height") + " " + find(tree, "IHDR", "colorType") + " "
                + find(tree, "IHDR", "bitDepth") + " " + find(tree, "IHDR", "interlaceMethod"));
        NodeList entries = tree.getElementsByTagName("tEXtEntry");
        for (int i = 0; i < entries.getLength(); i++) {
            IIOMetadataNode entry = (IIOMetadataNode) entries.item(i);
            System.out.println("text " + entry.getAttribute("keyword") + "=" + entry.getAttribute("value"));
        }
        System.out.println("pHYs " + find(tree, "pHYs", "pixelsPerUnitXAxis") + " "
                + find(tree, "pHYs", "pixelsPerUnitYAxis") + " " + find(tree, "pHYs", "unitSpecifier"));
        IIOMetadataNode std = (IIOMetadataNode) read.getAsTree("javax_imageio_1.0");
        System.out.println("standard " + find(std, "HorizontalPixelSize", "value") + " "
                + find(std, "VerticalPixelSize", "value") + " " + find(std, "TextEntry", "keyword")
                + "=" + find(std, "TextEntry", "value"));
        BufferedImage back = reader.read(0);
        System.out.println("pixels " + Integer.toHexString(back.getRGB(1, 1)) + " " + back.getWidth());
        reader.dispose();

        Iterator<ImageWriter> jpegs = ImageIO.getImageWritersByFormatName("jpeg");
        ImageWriter jpeg = jpegs.next();
        ImageWriteParam jparam = jpeg.getDefaultWriteParam();
        System.out.println("jpeg " + jparam.canWriteCompressed() + " " + jparam.getCompressionMode());
        try {
            jparam.setCompressionQuality(0.5f);
        } catch (IllegalStateException e) {
            System.out.println("quality: " + e.getMessage());
        }
        jparam.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        jparam.setCompressionQuality(0.9f);
        System.out.println("quality " + jparam.getCompressionQuality() + " " + jparam.getCompressionMode()
                + " " + String.join(",", jparam.getCompressionTypes()));
        File file = new File("quality.jpg");
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file)) {
            jpeg.setOutput(out);
            jpeg.write(null, new IIOImage(image, null, null), jparam);
        }
        jpeg.dispose();
        BufferedImage fromJpeg = ImageIO.read(file);
        System.out.println("jpeg back " + fromJpeg.getWidth() + "x" + fromJpeg.getHeight() + " " + (file.length() > 100));
        file.delete();
    }
}
