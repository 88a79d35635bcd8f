"""AWT and Swing as ports run on them (porter.javalib's swing_components, swing_windows,
awt_layouts, awt_events, event_queue, awt_fonts): the values JDK 17 gives, recorded with it
(the whole programs are tests/porter/programs' SwingLayouts, DigitPad and ButtonEvents)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from porter.javalib.awt_fonts import FontMetrics
from porter.javalib.awt_geometry import Dimension
from porter.javalib.awt_layouts import BorderLayout, GridLayout
from porter.javalib.images import BufferedImage, Color, Font
from porter.javalib.swing_components import JButton, JLabel, JPanel
from tests.porter.running import ROOT

_NO_DISPLAY = (
    "[\nNo X11 DISPLAY variable was set,\n"
    "but this program performed an operation which requires it.]\n"
    "java.awt.AWTException: headless environment\n"
)


def _run_without_display(code: str, tmp_path: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11's DISPLAY")
def test_without_a_display_the_port_is_headless_with_javas_message(tmp_path: Path) -> None:
    out = _run_without_display(
        """
        from porter.javalib.awt_events import AWTException, HeadlessException
        from porter.javalib.swing_windows import JFrame, Robot
        try:
            JFrame("x")
        except HeadlessException as e:
            print("[" + e.getMessage() + "]")
        try:
            Robot()
        except AWTException as e:
            print(e.toString())
        """,
        tmp_path,
    )
    assert out == _NO_DISPLAY


@pytest.mark.skipif(shutil.which("java") is None, reason="no JDK installed")
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11's DISPLAY")
def test_the_recorded_message_is_what_a_jvm_without_display_says(tmp_path: Path) -> None:
    (tmp_path / "NoDisplay.java").write_text(
        textwrap.dedent(
            """
            public class NoDisplay {
                public static void main(String[] args) {
                    try { new javax.swing.JFrame("x"); }
                    catch (java.awt.HeadlessException e) { System.out.println("[" + e.getMessage() + "]"); }
                    try { new java.awt.Robot(); }
                    catch (java.awt.AWTException e) { System.out.println(e); }
                }
            }
            """
        )
    )
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    done = subprocess.run(
        ["java", "NoDisplay.java"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert done.stdout == _NO_DISPLAY, done.stderr


def test_the_event_thread_runs_in_order_and_ends_when_idle(tmp_path: Path) -> None:
    out = _run_without_display(
        """
        import threading, time
        from porter.javalib.event_queue import DISPATCHER, EventQueue
        seen = []
        EventQueue.invokeLater(lambda: seen.append(threading.current_thread().name))
        EventQueue.invokeLater(lambda: seen.append(EventQueue.isDispatchThread()))
        EventQueue.invokeAndWait(lambda: seen.append("wait"))
        print(seen, EventQueue.isDispatchThread())
        time.sleep(1.6)
        print(DISPATCHER._thread is None)
        """,
        tmp_path,
    )
    assert out == "['AWT-EventQueue-0', True, 'wait'] False\nTrue\n"


def test_dialog_metrics_at_size_12_are_javas() -> None:
    # Java: FontMetrics of new Font("Dialog", style, 12): stringWidth("Open Image") 75 plain,
    # 85 bold; "Classify" 46 and 55; ascent 12, descent 3, height 15.
    plain = FontMetrics(Font("Dialog", Font.PLAIN, 12))
    bold = FontMetrics(Font("Dialog", Font.BOLD, 12))
    assert (plain.stringWidth("Open Image"), plain.stringWidth("Classify")) == (75, 46)
    assert (bold.stringWidth("Open Image"), bold.stringWidth("Classify")) == (85, 55)
    assert (plain.getAscent(), plain.getDescent(), plain.getHeight()) == (12, 3, 15)
    big = FontMetrics(Font("Dialog", Font.PLAIN, 100))
    assert (big.getAscent(), big.getDescent(), big.stringWidth("Open Image")) == (93, 24, 612)


def test_swing_defaults_are_metals() -> None:
    # java: new JPanel() / new JButton("Open") / new JLabel("Hello") in JDK 17, headless
    p = JPanel()
    assert str(p.getLayout()) == "java.awt.FlowLayout[hgap=5,vgap=5,align=center]"
    assert str(p.getBackground()) == "javax.swing.plaf.ColorUIResource[r=238,g=238,b=238]"
    assert str(p.getPreferredSize()) == "java.awt.Dimension[width=10,height=10]"
    assert str(JButton("Open").getPreferredSize()) == "java.awt.Dimension[width=72,height=25]"
    label = JLabel("Hello")
    assert str(label.getPreferredSize()) == "java.awt.Dimension[width=36,height=15]"
    assert (
        str(label.getFont())
        == "javax.swing.plaf.FontUIResource[family=Dialog,name=Dialog,style=bold,size=12]"
    )
    assert str(label.getForeground()) == "sun.swing.PrintColorUIResource[r=51,g=51,b=51]"


def test_layout_errors_are_javas() -> None:
    with pytest.raises(ValueError, match="rows and cols cannot both be zero"):
        GridLayout(0, 0)
    with pytest.raises(ValueError, match="unknown constraint: Middle"):
        JPanel(BorderLayout()).add(JLabel("x"), "Middle")
    with pytest.raises(ValueError, match="adding container's parent to itself"):
        p = JPanel()
        p.add(p)


def test_children_paint_translated_and_clipped() -> None:
    outer = JPanel(None)
    outer.setSize(6, 4)
    outer.setBackground(Color.BLUE)
    inner = JPanel()
    inner.setBackground(Color.RED)
    inner.setBounds(4, 1, 5, 2)  # past the outer's right edge: clipped to it
    outer.add(inner)
    image = BufferedImage(8, 4, BufferedImage.TYPE_INT_RGB)
    outer.paint(image.createGraphics())
    rows = [
        "".join(
            {0xFF0000: "R", 0x0000FF: "B", 0: "."}[image.getRGB(x, y) & 0xFFFFFF] for x in range(8)
        )
        for y in range(4)
    ]
    assert rows == ["BBBBBB..", "BBBBRR..", "BBBBRR..", "BBBBBB.."]
    assert inner.getGraphics() is None and Dimension(3, 4) == Dimension(3, 4)


_SHOWN = """
import time
from porter.javalib import swing_display
from porter.javalib.awt_events import MouseAdapter, isHeadless
from porter.javalib.awt_layouts import BorderLayout
from porter.javalib.images import Color
from porter.javalib.swing_components import JButton, JPanel
from porter.javalib.swing_windows import JFrame, SwingUtilities

seen = []


class Pad(JPanel):
    def paintComponent(self, g):
        super().paintComponent(g)
        g.setColor(Color.RED)
        g.fillRect(0, 0, 20, 20)


class Ear(MouseAdapter):
    def mousePressed(self, e):
        seen.append(("pressed", e.getX(), e.getY(), e.getSource() is pad))


pad = Pad()
pad.addMouseListener(Ear())
button = JButton("Go")
button.addActionListener(lambda e: seen.append(("action", e.getActionCommand())))
frames = []


def build():
    frame = JFrame("shown")
    frame.add(pad, BorderLayout.CENTER)
    frame.add(button, BorderLayout.SOUTH)
    frame.setSize(200, 150)
    frame.setVisible(True)
    frames.append(frame)


SwingUtilities.invokeAndWait(build)
print(isHeadless(), pad.getBounds(), button.getBounds(), pad.isShowing())


def click(x, y):
    _, label = swing_display._widgets[id(frames[0]._screen)]
    label.event_generate("<ButtonPress-1>", x=x, y=y)
    label.event_generate("<ButtonRelease-1>", x=x, y=y)


def viewable():
    _, label = swing_display._widgets[id(frames[0]._screen)]
    return label.winfo_viewable()


# Tk drops events sent to a window the X server has not mapped yet.
for _ in range(100):
    if swing_display.on_tk(viewable):
        break
    time.sleep(0.05)


swing_display.on_tk(lambda: click(30, 40))
swing_display.on_tk(lambda: click(100, 140))
time.sleep(1)
print(seen)
image = frames[0].render()
print(hex(image.getRGB(5, 5) & 0xFFFFFF), hex(image.getRGB(100, 60) & 0xFFFFFF))
SwingUtilities.invokeAndWait(frames[0].dispose)
"""


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no X server (Xvfb) to show windows on")
def test_a_shown_window_paints_and_takes_tks_mouse_events(tmp_path: Path) -> None:
    """The display path (tkinter), on a virtual X server: the frame's tree laid out, its
    pixels painted, Tk's clicks delivered to the panel's listener and the button's action,
    and the program ends when its window is disposed."""
    display = f":{90 + os.getpid() % 9}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "640x480x24"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(1)
        env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT)}
        done = subprocess.run(
            [sys.executable, "-c", _SHOWN],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
            timeout=60,
            check=False,
        )
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        "False java.awt.Rectangle[x=0,y=0,width=200,height=125] "
        "java.awt.Rectangle[x=0,y=125,width=200,height=25] True\n"
        "[('pressed', 30, 40, True), ('action', 'Go')]\n"
        "0xff0000 0xeeeeee\n"
    )
