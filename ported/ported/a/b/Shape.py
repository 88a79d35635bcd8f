# Ported from Java by python -m porter: tests/porter/fixtures/shapes/src/main/java/a/b/Shape.java
"""Port of the Java file ``Shape.java``."""


class Shape:
    def area(self):
        raise NotImplementedError  # abstract in Java
