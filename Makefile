# Two commands for a fresh clone:
#   make generate   set up .venv, regenerate generated/ from opdefs/ and print a summary
#   make test       set up .venv, check generated/ is current, run the test suite
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: docs generate test check import bench bench-instructions typecheck clean

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

generate: $(STAMP)
	$(PY) -m generator generate

check: $(STAMP)
	$(PY) -m generator check

import: $(STAMP)
	$(PY) -m generator import

test: $(STAMP)
	$(PY) -m generator generate --check
	$(PY) -m pytest -q $(PYTEST_ARGS)

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
	rm -rf $(VENV) build *.egg-info
