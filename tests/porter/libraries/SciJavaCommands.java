import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import net.imagej.Dataset;
import net.imagej.DatasetService;
import net.imagej.ImageJ;
import net.imagej.axis.Axes;
import net.imagej.axis.AxisType;
import net.imglib2.Cursor;
import net.imglib2.type.numeric.RealType;
import net.imglib2.type.numeric.real.FloatType;
import org.scijava.Initializable;
import org.scijava.ItemIO;
import org.scijava.command.Command;
import org.scijava.command.CommandModule;
import org.scijava.log.LogService;
import org.scijava.module.Module;
import org.scijava.plugin.Parameter;
import org.scijava.plugin.Plugin;

public class SciJavaCommands {
  @Plugin(type = Command.class, menuPath = "Plugins>Scale")
  public static class Scale implements Command, Initializable {
    @Parameter
    private LogService log;

    @Parameter
    private DatasetService datasets;

    @Parameter(type = ItemIO.INPUT)
    private Dataset input;

    @Parameter(label = "Factor", min = "0")
    private float factor;

    @Parameter(type = ItemIO.OUTPUT)
    private Dataset output;

    private boolean initialized;

    @Override
    public void initialize() {
      initialized = true;
    }

    @Override
    public void run() {
      output = input.duplicate();
      Cursor<RealType<?>> c = output.cursor();
      while (c.hasNext()) {
        RealType<?> t = c.next();
        t.setReal(t.getRealDouble() * factor);
      }
      log.info("scaled by " + factor);
      System.out.println("datasets " + (datasets != null) + ", initialized " + initialized);
    }
  }

  public static void main(String[] args) throws InterruptedException, ExecutionException {
    ImageJ ij = new ImageJ();
    Dataset input = ij.dataset().create(new FloatType(), new long[] {2, 2}, "in",
        new AxisType[] {Axes.X, Axes.Y});
    float v = 1;
    for (RealType<?> t : input) {
      t.setReal(v++);
    }
    Future<CommandModule> future = ij.command().run(Scale.class, true, "input", input, "factor", 2.5f);
    Module module = ij.module().waitFor(future);
    Dataset output = (Dataset) module.getOutput("output");
    StringBuilder sb = new StringBuilder();
    for (RealType<?> t : output) {
      sb.append(t.getRealFloat()).append(' ');
    }
    System.out.println(sb.toString().trim() + " / input first " + input.firstElement());
    CommandModule plain = ij.command().run(Scale.class, false, "input", input, "factor", 1f).get();
    System.out.println(((Dataset) plain.getOutput("output")).firstElement());
    ij.context().dispose();
  }
}
