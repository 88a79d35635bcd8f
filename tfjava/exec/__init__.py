"""Graphs, sessions, eager sessions, functions, savers and TensorFlow itself."""
