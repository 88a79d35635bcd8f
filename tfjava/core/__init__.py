"""Operands, operations, scopes and the Op base: what every op is built from."""
