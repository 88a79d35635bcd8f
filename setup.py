"""Package discovery for setuptools: the generated Java packages live in generated/org."""

from setuptools import find_packages, setup

packages = find_packages(".", include=["tfjava", "tfjava.*", "generator", "generator.*", "porter", "porter.*"])
packages += ["org"] + ["org." + p for p in find_packages("generated/org")]

setup(packages=packages)
