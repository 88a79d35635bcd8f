# Two commands for a fresh clone:
#   make generate   set up .venv, regenerate generated/ from opdefs/ and print a summary
#   make test       set up .venv, check generated/ is current, run the test suite
PYTHON ?= python3
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
BROWSER := $(VENV)/.browser
# Set-up output stays readable: TensorFlow's start-up logs, and pip's notes about this machine's
# configured package folders that do not exist, are left out.
export TF_CPP_MIN_LOG_LEVEL ?= 2
# The checkout's modules keep their bytecode, as an installed package's do, even where the
# environment turns that off: every test process would otherwise compile again each module it
# imports (about 100 ms for the facade alone).
unexport PYTHONDONTWRITEBYTECODE
QUIET_PIP := { grep -v "is ignored: it is neither a file nor a directory" || true; }
QUIET_TF := { grep -v -E "^(WARNING: All log messages before absl|I0000 .*oneDNN custom operations)" || true; }

.PHONY: docs generate test check import lint bench bench-instructions typecheck clean

# The editable install builds against the venv's own TensorFlow (--no-build-isolation): on the
# first set-up TensorFlow is not there yet when the extension would build, so it is skipped (a
# warning pip keeps quiet) and tfjava.native.build compiles it in place.
$(STAMP): pyproject.toml setup.py tfjava/native/_eager.cc tfjava/native/build.py tfjava/native/toolchain.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip 'setuptools>=68' wheel 2>&1 | $(QUIET_PIP)
	PYTHONWARNINGS=ignore $(PY) -m pip install --quiet --no-build-isolation -e '.[generator,docs,porter,test,opencv,libsvm]' 2>&1 | $(QUIET_PIP)
	# The serving extra's Serving API without its dependencies: it asks for the "tensorflow"
	# distribution, whose files tensorflow-cpu (the runtime's) already installed; gRPC comes
	# with TensorFlow.
	$(PY) -m pip install --quiet --no-deps 'tensorflow-serving-api>=2.21,<2.22' 2>&1 | $(QUIET_PIP)
	$(PY) -m tfjava.native.build 2>&1 | $(QUIET_TF)
	touch $(STAMP)

generate: $(STAMP)
	$(PY) -m generator generate

check: $(STAMP)
	$(PY) -m generator check

import: $(STAMP)
	$(PY) -m generator import

# Debian's Chromium and its driver, for the reference site's browser test, and Xvfb, the X
# server a ported Swing window is shown on in its test (both skip, saying so, where they cannot
# be installed).
$(BROWSER): | $(STAMP)
	@if command -v chromium >/dev/null && command -v chromedriver >/dev/null && command -v Xvfb >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "installing chromium, chromium-driver and xvfb (Debian) for the browser and window tests"; \
	  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -qq chromium chromium-driver xvfb >/dev/null 2>&1 || echo "could not install chromium and xvfb: the browser and window tests will skip"; \
	else echo "no chromium, no Xvfb and no root apt-get: the browser and window tests will skip"; fi
	touch $(BROWSER)

# The suite runs on the machine's cores, at most 4 (pytest-xdist; WORKERS=0 runs it in this
# one process). Tests that build in the checkout stay on one worker (tests/conftest.py).
WORKERS ?= $(shell $(PYTHON) -c "import os; n = len(os.sched_getaffinity(0)); print(min(n, 4) if n > 1 else 0)")

test: $(STAMP) $(BROWSER)
	$(PY) -m generator generate --check
	$(MAKE) --no-print-directory lint
	$(PY) -m pytest -q -n $(WORKERS) --dist loadgroup $(PYTEST_ARGS)

# ruff over the hand-written code (generated/ is formatted by the generator itself), and the
# Markdown pages (README.md, docs/): every fence closed and labelled, every page renders, every
# relative link resolves.
lint: $(STAMP)
	$(VENV)/bin/ruff check --quiet tfjava generator porter benchmarks tests
	$(VENV)/bin/ruff format --check --quiet tfjava generator porter benchmarks tests
	$(PY) -m tests.docs.markdown_lint

docs: $(STAMP)
	$(PY) -m generator docs --out build/site

typecheck: $(STAMP)
	$(PY) -m mypy
	$(PY) -m basedpyright

bench: $(STAMP)
	$(PY) benchmarks/run.py

# Instructions per eager call under callgrind (needs valgrind; about 15 minutes).
bench-instructions: $(STAMP)
	$(PY) benchmarks/instructions.py

clean:
	rm -rf $(VENV) build dist *.egg-info tfjava/native/_eager*.so
