"""The JDK's own PNG metadata class, ``com.sun.imageio.plugins.png.PNGMetadata``, as programs
use it to write a PNG's pixel size (``new PNGMetadata()``, a standard ``Dimension`` merged
in, the writer's ``write(metadata, new IIOImage(image, null, metadata), param)``). A plain
``java File.java`` cannot compile against that package, so the output was recorded with
``java --add-exports java.desktop/com.sun.imageio.plugins.png=ALL-UNNAMED`` (JDK 17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.porter.running import port_and_run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

PROGRAM = """\
import com.sun.imageio.plugins.png.PNGMetadata;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.ImageOutputStream;

public class PngDpi {
    public static void main(String[] args) throws Exception {
        BufferedImage image = new BufferedImage(2, 2, BufferedImage.TYPE_3BYTE_BGR);
        PNGMetadata metadata = new PNGMetadata();
        double dotsPerMilli = 1.0 * 300 / 10 / 2.541f;
        IIOMetadataNode horiz = new IIOMetadataNode("HorizontalPixelSize");
        horiz.setAttribute("value", Double.toString(dotsPerMilli));
        IIOMetadataNode vert = new IIOMetadataNode("VerticalPixelSize");
        vert.setAttribute("value", Double.toString(dotsPerMilli));
        IIOMetadataNode dim = new IIOMetadataNode("Dimension");
        dim.appendChild(horiz);
        dim.appendChild(vert);
        IIOMetadataNode root = new IIOMetadataNode("javax_imageio_1.0");
        root.appendChild(dim);
        metadata.mergeTree("javax_imageio_1.0", root);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (Iterator<ImageWriter> iw = ImageIO.getImageWritersByFormatName("png"); iw.hasNext(); ) {
            ImageWriter writer = iw.next();
            try (ImageOutputStream stream = ImageIO.createImageOutputStream(bytes)) {
                writer.setOutput(stream);
                writer.write(metadata, new IIOImage(image, null, metadata), writer.getDefaultWriteParam());
            } finally {
                writer.dispose();
            }
        }
        ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        ImageReader reader = ImageIO.getImageReaders(in).next();
        reader.setInput(in);
        IIOMetadata read = reader.getImageMetadata(0);
        IIOMetadataNode tree = (IIOMetadataNode) read.getAsTree("javax_imageio_png_1.0");
        IIOMetadataNode phys = (IIOMetadataNode) tree.getElementsByTagName("pHYs").item(0);
        System.out.println(Double.toString(dotsPerMilli) + " " + phys.getAttribute("pixelsPerUnitXAxis") + " " + phys.getAttribute("unitSpecifier"));
        IIOMetadataNode std = (IIOMetadataNode) read.getAsTree("javax_imageio_1.0");
        System.out.println(((IIOMetadataNode) std.getElementsByTagName("HorizontalPixelSize").item(0)).getAttribute("value"));
        System.out.println(reader.read(0).getWidth());
    }
}
"""
JDK_PRINTED = "11.806375956747246 11806 meter\n0.08470269\n2\n"


def test_png_metadata_writes_the_pixel_size_as_the_jdk(tmp_path: Path) -> None:
    source = tmp_path / "PngDpi.java"
    source.write_text(PROGRAM)
    assert port_and_run(source, tmp_path) == JDK_PRINTED
