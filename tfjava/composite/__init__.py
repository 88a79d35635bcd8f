"""Hand-written ops made of generated ones (Java's Zeros, Shapes, BooleanMask...)."""
