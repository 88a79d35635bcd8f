"""A Java → Python source porter for TensorFlow Java code (``python -m porter Foo.java``).

It applies the porting contract (``../shared/spec/porting-contract.md``) mechanically: the
parser (tree-sitter, the optional ``[porter]`` extra) is imported only by ``porter.parse``; the
runtime the ports import (``porter.junit``, ``porter.jdk``, ``porter.widthcheck``) and the
pytest plugin (``porter.pytest_plugin``) need neither it nor each other.
"""
