"""A Java package, ported by python -m porter."""
