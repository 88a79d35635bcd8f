"""The hand-written part of the Ops facade (the generated Ops class extends it)."""
