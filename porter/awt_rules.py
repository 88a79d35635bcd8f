"""Rule tables for AWT and Swing (``java.awt``, ``java.awt.event``, ``javax.swing`` and its
``event``, ``border`` and ``filechooser`` packages): the classes that ``porter.javalib``'s
``swing_components``, ``swing_windows``, ``awt_layouts``, ``awt_events``, ``event_queue``,
``awt_geometry`` and ``awt_fonts`` give, with Java's names, so that their methods are looked
up on them; the return types the porter needs to choose Java's operators and overloads.
``porter.javalib_rules`` merges them into its tables."""

from __future__ import annotations

from porter.jtypes import BOOLEAN, DOUBLE, FLOAT, INT, LONG, STRING, JType

_COMPONENTS = {
    "swing_components": (
        "Component",
        "Container",
        "JComponent",
        "JPanel",
        "JLabel",
        "AbstractButton",
        "JButton",
        "JToggleButton",
        "JCheckBox",
        "JScrollPane",
        "Box",
        "JTextComponent",
        "JTextField",
        "JTextArea",
        "JComboBox",
    ),
    "swing_windows": ("Window", "JFrame", "JDialog", "JFileChooser"),
}
_OTHERS = {
    "swing_components": (
        "ImageIcon",
        "Icon",
        "SwingConstants",
        "Border",
        "EmptyBorder",
        "LineBorder",
        "TitledBorder",
        "EtchedBorder",
        "CompoundBorder",
        "BorderFactory",
        "Cursor",
    ),
    "swing_windows": (
        "WindowConstants",
        "JOptionPane",
        "FileNameExtensionFilter",
        "SwingUtilities",
        "UIManager",
        "Toolkit",
        "Robot",
    ),
    "awt_layouts": (
        "LayoutManager",
        "LayoutManager2",
        "FlowLayout",
        "BorderLayout",
        "GridLayout",
        "BoxLayout",
    ),
    "awt_events": (
        "GraphicsEnvironment",
        "AWTEvent",
        "ActionEvent",
        "ComponentEvent",
        "InputEvent",
        "MouseEvent",
        "KeyEvent",
        "WindowEvent",
        "ChangeEvent",
        "ItemEvent",
        "ItemListener",
        "EventListener",
        "ActionListener",
        "MouseListener",
        "MouseMotionListener",
        "MouseWheelListener",
        "KeyListener",
        "WindowListener",
        "ComponentListener",
        "ChangeListener",
        "MouseAdapter",
        "MouseMotionAdapter",
        "KeyAdapter",
        "WindowAdapter",
        "ComponentAdapter",
    ),
    "event_queue": ("EventQueue",),
    "awt_geometry": ("Dimension", "Insets", "AwtPoint", "Point2D", "Point2DDouble", "Point2DFloat"),
    "awt_fonts": ("FontMetrics",),
    "images": ("RenderingHints",),
}
_SPELLED = {"LayoutManager2": "LayoutManager", "AwtPoint": "Point"}
# AWT classes named as another library's (OpenCV's Point): the qualified name → their rule
# name, as the program imports them (by name or with java.awt.*).
ALIASES: dict[str, str] = {
    "java.awt.Point": "AwtPoint",
    # Point2D's nested Double and Float, named apart from the boxes
    "java.awt.geom.Point2D.Double": "Point2DDouble",
    "java.awt.geom.Point2D.Float": "Point2DFloat",
}
_POINT = JType("AwtPoint")

CLASSES: dict[str, str] = {
    c: f"{module}:{_SPELLED.get(c, c)}"
    for table in (_COMPONENTS, _OTHERS)
    for module, classes in table.items()
    for c in classes
}

_PACKAGE_OF = {
    "java.awt": (
        "Component",
        "Container",
        "Window",
        "FlowLayout",
        "BorderLayout",
        "GridLayout",
        "LayoutManager",
        "LayoutManager2",
        "GraphicsEnvironment",
        "AWTEvent",
        "EventQueue",
        "Dimension",
        "Insets",
        "FontMetrics",
        "Toolkit",
        "Robot",
        "HeadlessException",
        "AWTException",
        "Cursor",
        "RenderingHints",
    ),
    "java.awt.event": (
        "ActionEvent",
        "ComponentEvent",
        "InputEvent",
        "MouseEvent",
        "KeyEvent",
        "WindowEvent",
        "ItemEvent",
        "ItemListener",
        "ActionListener",
        "MouseListener",
        "MouseMotionListener",
        "MouseWheelListener",
        "KeyListener",
        "WindowListener",
        "ComponentListener",
        "MouseAdapter",
        "MouseMotionAdapter",
        "KeyAdapter",
        "WindowAdapter",
        "ComponentAdapter",
    ),
    "javax.swing.event": ("ChangeEvent", "ChangeListener"),
    "javax.swing.border": (
        "Border",
        "EmptyBorder",
        "LineBorder",
        "TitledBorder",
        "EtchedBorder",
        "CompoundBorder",
    ),
    "javax.swing.filechooser": ("FileNameExtensionFilter",),
    "java.awt.geom": ("Point2D",),
    "javax.swing.text": ("JTextComponent",),
    "java.util": ("EventListener",),
    "javax.swing": (
        *(c for c in _COMPONENTS["swing_components"][2:] if c != "JTextComponent"),
        "JFrame",
        "JDialog",
        "JFileChooser",
        "ImageIcon",
        "Icon",
        "SwingConstants",
        "BorderFactory",
        "WindowConstants",
        "JOptionPane",
        "SwingUtilities",
        "UIManager",
        "BoxLayout",
    ),
}
PACKAGES: dict[str, str] = {c: p for p, classes in _PACKAGE_OF.items() for c in classes}

# Exceptions a catch clause names.
CAUGHT: dict[str, tuple[str, str]] = {
    "HeadlessException": ("porter.javalib.awt_events", "HeadlessException"),
    "AWTException": ("porter.javalib.awt_events", "AWTException"),
}

# One-method listeners: a lambda or a method reference is one (calls.py's functional
# interfaces), an anonymous class of only that method a function.
FUNCTIONAL_METHODS: dict[str, str] = {
    "ActionListener": "actionPerformed",
    "ChangeListener": "stateChanged",
    "ItemListener": "itemStateChanged",
}
_ACTION_EVENT = JType("ActionEvent")
FUNCTIONAL_PARAMS: dict[str, tuple[JType, ...]] = {
    "ActionListener": (_ACTION_EVENT,),
    "ChangeListener": (JType("ChangeEvent"),),
    "ItemListener": (JType("ItemEvent"),),
}

_DIMENSION = JType("Dimension")
_RECTANGLE = JType("Rectangle")
_INSETS = JType("Insets")
_COLOR = JType("Color")
_COMPONENT = JType("Component")
_CONTAINER = JType("Container")
_FILE = JType("File")

# Methods of every component, by name (a class without the method never reaches its entry:
# methods are looked up on the Python class first).
_COMPONENT_RETURNS: dict[str, JType] = {
    **dict.fromkeys(
        [
            "getX",
            "getY",
            "getWidth",
            "getHeight",
            "getComponentCount",
            "getDefaultCloseOperation",
            "getIconTextGap",
            "getHorizontalAlignment",
            "getVerticalAlignment",
            "getMnemonic",
            "getFileSelectionMode",
            "showOpenDialog",
            "showSaveDialog",
            "showDialog",
        ],
        INT,
    ),
    **dict.fromkeys(
        ["getText", "getName", "getTitle", "getActionCommand", "getToolTipText"], STRING
    ),
    "getDialogTitle": STRING,
    **dict.fromkeys(["getLineCount", "getColumns", "getRows"], INT),
    "isEditable": BOOLEAN,
    **dict.fromkeys(
        [
            "isVisible",
            "isEnabled",
            "isOpaque",
            "isValid",
            "isShowing",
            "isDisplayable",
            "isSelected",
            "contains",
            "isPreferredSizeSet",
            "isFocusable",
            "isResizable",
            "isModal",
            "isDoubleBuffered",
            "isAncestorOf",
            "requestFocusInWindow",
        ],
        BOOLEAN,
    ),
    **dict.fromkeys(
        ["getSize", "getPreferredSize", "getMinimumSize", "getMaximumSize"], _DIMENSION
    ),
    **dict.fromkeys(["getBounds", "getVisibleRect"], _RECTANGLE),
    **dict.fromkeys(["getInsets", "getMargin"], _INSETS),
    **dict.fromkeys(["getBackground", "getForeground"], _COLOR),
    "getFont": JType("Font"),
    "getFontMetrics": JType("FontMetrics"),
    "getGraphics": JType("Graphics2D"),
    "getComponent": _COMPONENT,
    "getComponentAt": _COMPONENT,
    "getComponents": JType("Component", 1),
    "getParent": _CONTAINER,
    "getContentPane": _CONTAINER,
    "getIcon": JType("Icon"),
    "getSelectedFile": _FILE,
    "getCurrentDirectory": _FILE,
    "getLayout": JType("LayoutManager"),
    "getAlignmentX": FLOAT,
    "getAlignmentY": FLOAT,
    "getBorder": JType("Border"),
    "createImage": JType("BufferedImage"),
    "getLocation": _POINT,
}
_EVENT_RETURNS: dict[str, JType] = {
    **dict.fromkeys(
        ["getID", "getX", "getY", "getButton", "getClickCount", "getKeyCode", "getModifiers"],
        INT,
    ),
    "getModifiersEx": INT,
    "getWhen": LONG,
    "getKeyChar": JType("char"),
    "getActionCommand": STRING,
    "paramString": STRING,
    **dict.fromkeys(
        ["isShiftDown", "isControlDown", "isAltDown", "isConsumed", "isPopupTrigger"], BOOLEAN
    ),
    "getComponent": _COMPONENT,
    "getWindow": JType("Window"),
    "getSource": JType("Object"),
    "getPoint": _POINT,
}
_EVENTS = (
    "AWTEvent",
    "ActionEvent",
    "ComponentEvent",
    "InputEvent",
    "MouseEvent",
    "KeyEvent",
    "ChangeEvent",
)

CLASS_RETURNS: dict[tuple[str, str], JType] = {
    **{
        (c, m): t
        for classes in _COMPONENTS.values()
        for c in classes
        for m, t in _COMPONENT_RETURNS.items()
    },
    **{(c, m): t for c in (*_EVENTS, "WindowEvent") for m, t in _EVENT_RETURNS.items()},
    **{
        (c, m): t
        for c in ("ImageIcon", "Icon")
        for m in ("getIconWidth", "getIconHeight")
        for t in (INT,)
    },
    ("ImageIcon", "getImage"): JType("Image"),
    ("ImageIcon", "getDescription"): STRING,
    **{(c, m): DOUBLE for c in ("Dimension",) for m in ("getWidth", "getHeight")},
    ("Dimension", "getSize"): _DIMENSION,
    **{("AwtPoint", m): DOUBLE for m in ("getX", "getY", "distance")},
    ("AwtPoint", "getLocation"): _POINT,
    ("AwtPoint", "equals"): BOOLEAN,
    **{
        (c, m): DOUBLE
        for c in ("Point2D", "Point2DDouble", "Point2DFloat")
        for m in ("getX", "getY", "distance", "distanceSq")
    },
    **{(c, "equals"): BOOLEAN for c in ("Point2D", "Point2DDouble", "Point2DFloat")},
    **{(c, "hashCode"): INT for c in ("Point2D", "Point2DDouble", "Point2DFloat")},
    ("Insets", "equals"): BOOLEAN,
    **{
        ("FontMetrics", m): INT
        for m in (
            "getAscent",
            "getDescent",
            "getLeading",
            "getHeight",
            "getMaxAscent",
            "getMaxDescent",
            "charWidth",
            "stringWidth",
            "charsWidth",
        )
    },
    ("FontMetrics", "getFont"): JType("Font"),
    **{
        (c, m): INT
        for c in ("FlowLayout", "BorderLayout", "GridLayout")
        for m in ("getHgap", "getVgap")
    },
    ("FlowLayout", "getAlignment"): INT,
    ("GridLayout", "getRows"): INT,
    ("GridLayout", "getColumns"): INT,
    ("BoxLayout", "getAxis"): INT,
    **{
        (c, m): _DIMENSION
        for c in (
            "FlowLayout",
            "BorderLayout",
            "GridLayout",
            "BoxLayout",
            "LayoutManager",
            "LayoutManager2",
        )
        for m in ("preferredLayoutSize", "minimumLayoutSize", "maximumLayoutSize")
    },
    ("BorderLayout", "getConstraints"): STRING,
    ("BorderLayout", "getLayoutComponent"): _COMPONENT,
    ("GraphicsEnvironment", "isHeadless"): BOOLEAN,
    ("GraphicsEnvironment", "getLocalGraphicsEnvironment"): JType("GraphicsEnvironment"),
    ("GraphicsEnvironment", "isHeadlessInstance"): BOOLEAN,
    ("GraphicsEnvironment", "getAvailableFontFamilyNames"): JType("String", 1),
    ("SwingUtilities", "isEventDispatchThread"): BOOLEAN,
    **{("SwingUtilities", f"is{b}MouseButton"): BOOLEAN for b in ("Left", "Right", "Middle")},
    ("Cursor", "getType"): INT,
    **{("Cursor", m): JType("Cursor") for m in ("getPredefinedCursor", "getDefaultCursor")},
    ("BasicStroke", "getEndCap"): INT,
    ("BasicStroke", "getLineJoin"): INT,
    ("SwingUtilities", "getWindowAncestor"): JType("Window"),
    ("EventQueue", "isDispatchThread"): BOOLEAN,
    ("EventQueue", "getMostRecentEventTime"): LONG,
    ("JOptionPane", "showConfirmDialog"): INT,
    ("JOptionPane", "showInputDialog"): STRING,
    ("Robot", "getPixelColor"): _COLOR,
    ("Toolkit", "getDefaultToolkit"): JType("Toolkit"),
    ("Toolkit", "getScreenSize"): _DIMENSION,
    ("UIManager", "getSystemLookAndFeelClassName"): STRING,
    ("UIManager", "getCrossPlatformLookAndFeelClassName"): STRING,
    **{
        ("BorderFactory", m): JType("Border")
        for m in ("createEmptyBorder", "createLineBorder", "createEtchedBorder")
    },
    ("BorderFactory", "createCompoundBorder"): JType("Border"),
    ("BorderFactory", "createTitledBorder"): JType("TitledBorder"),
    ("TitledBorder", "getTitle"): STRING,
    **{("TitledBorder", m): INT for m in ("getTitleJustification", "getTitlePosition")},
    ("TitledBorder", "getBorder"): JType("Border"),
    ("TitledBorder", "getTitleColor"): _COLOR,
    ("TitledBorder", "getTitleFont"): JType("Font"),
    **{
        (c, "getBorderInsets"): _INSETS
        for c in ("Border", "EmptyBorder", "LineBorder", "TitledBorder", "EtchedBorder")
    },
    ("CompoundBorder", "getBorderInsets"): _INSETS,
    **{("JComboBox", m): INT for m in ("getItemCount", "getSelectedIndex", "getMaximumRowCount")},
    ("JComboBox", "isEditable"): BOOLEAN,
    ("JComboBox", "getActionCommand"): STRING,
    ("JComboBox", "getSelectedItem"): JType("Object"),
    ("JComboBox", "getItemAt"): JType("Object"),
    ("ItemEvent", "getStateChange"): INT,
    ("ItemEvent", "getItem"): JType("Object"),
    ("ItemEvent", "getID"): INT,
    ("ItemEvent", "paramString"): STRING,
    **{
        ("Box", m): _COMPONENT
        for m in (
            "createRigidArea",
            "createHorizontalStrut",
            "createVerticalStrut",
            "createHorizontalGlue",
            "createVerticalGlue",
            "createGlue",
        )
    },
    ("Box", "createHorizontalBox"): JType("Box"),
    ("Box", "createVerticalBox"): JType("Box"),
    ("FileNameExtensionFilter", "getDescription"): STRING,
    ("FileNameExtensionFilter", "getExtensions"): JType("String", 1),
    ("FileNameExtensionFilter", "accept"): BOOLEAN,
    # Graphics2D's methods that porter.javalib.images adds for Swing's painting
    **{(c, "getFontMetrics"): JType("FontMetrics") for c in ("Graphics2D", "Graphics")},
    **{(c, "getClipBounds"): _RECTANGLE for c in ("Graphics2D", "Graphics")},
    **{(c, "create"): JType("Graphics2D") for c in ("Graphics2D", "Graphics")},
}

# Public fields.
INSTANCE_FIELDS: dict[tuple[str, str], JType] = {
    **{("Dimension", f): INT for f in ("width", "height")},
    **{("Insets", f): INT for f in ("top", "left", "bottom", "right")},
    **{("AwtPoint", f): INT for f in ("x", "y")},
    **{("Point2DDouble", f): DOUBLE for f in ("x", "y")},
    **{("Point2DFloat", f): FLOAT for f in ("x", "y")},
    **{("Rectangle", f): INT for f in ("x", "y", "width", "height")},
}

# Static fields whose values are objects (the classes' int and String constants are read
# from their Python classes).
_HINTS = (
    *("KEY_ANTIALIASING", "VALUE_ANTIALIAS_ON", "VALUE_ANTIALIAS_OFF", "VALUE_ANTIALIAS_DEFAULT"),
    *("KEY_RENDERING", "VALUE_RENDER_QUALITY", "VALUE_RENDER_SPEED", "KEY_INTERPOLATION"),
    *("VALUE_INTERPOLATION_BILINEAR", "VALUE_INTERPOLATION_BICUBIC"),
    *("VALUE_INTERPOLATION_NEAREST_NEIGHBOR", "KEY_TEXT_ANTIALIASING"),
    *("VALUE_TEXT_ANTIALIAS_ON", "VALUE_TEXT_ANTIALIAS_OFF", "KEY_STROKE_CONTROL"),
    "VALUE_STROKE_PURE",
)
STATIC_FIELDS: dict[tuple[str, str], tuple[str, JType]] = {
    ("RenderingHints", h): (f"{{lib:images}}.RenderingHints.{h}", JType("Object")) for h in _HINTS
}
