"""Package discovery for setuptools: the generated Java packages live in generated/org."""

from setuptools import find_packages, setup

packages = find_packages(
    ".", include=["tfjava", "tfjava.*", "generator", "generator.*", "porter", "porter.*"]
)
packages += ["org"] + ["org." + p for p in find_packages("generated/org")]
# The opdef JSON schema's folder: a data package (no __init__), declared so that setuptools
# ships it without warning that it is importable but not listed.
packages += ["generator.schema"]

setup(packages=packages)
