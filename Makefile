# `make up` sets everything up and runs koe on its embedded default; `make test` runs the tests.
VENV := .venv

$(VENV)/.installed: pyproject.toml scripts/setup.sh
	./scripts/setup.sh

.PHONY: setup up test lint bench
setup: $(VENV)/.installed

up: $(VENV)/.installed
	$(VENV)/bin/koe up

# The tests, after the checks every change must pass: ruff (lint and format) and the import contracts.
test: lint
	HF_HUB_OFFLINE=1 $(VENV)/bin/python -m pytest -q

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check . && $(VENV)/bin/lint-imports --no-cache

bench: $(VENV)/.installed
	$(VENV)/bin/koe bench bus
