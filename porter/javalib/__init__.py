"""The JDK as ported programs use it: small modules that give Python Java's semantics where
Python's own differ (``java.util.Random``'s exact sequence, ``Math.round``, ``String.format``,
``HashMap``'s iteration order, streams, files, logging). The porter's rule tables
(``porter/rules.py``) name these; they need neither the parser nor TensorFlow (but for
``images``, whose ImageIO decodes and encodes with the program's TensorFlow, imported then)."""
