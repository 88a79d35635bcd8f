"""The all-ops tests' totals are printed in the terminal summary (tests/conftest.py, which
also gathers them from the workers when the suite runs on several cores)."""
