"""JUnit 4's runners that ``@RunWith`` names: ``Parameterized`` runs each test once per
parameter set of the class's ``@Parameters`` method (porter.pytest_plugin), ``JUnit4`` is the
default runner."""

from __future__ import annotations


class Parameterized:
    """``org.junit.runners.Parameterized``."""


class JUnit4:
    """``org.junit.runners.JUnit4``: the default runner."""


class BlockJUnit4ClassRunner(JUnit4):
    pass
