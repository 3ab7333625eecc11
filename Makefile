# `make up` sets everything up and runs koe on its embedded default; `make test` runs the tests.
VENV := .venv

$(VENV)/.installed: pyproject.toml scripts/setup.sh
	./scripts/setup.sh

.PHONY: setup up test lint bench
setup: $(VENV)/.installed

up: $(VENV)/.installed
	$(VENV)/bin/koe up

test: $(VENV)/.installed
	HF_HUB_OFFLINE=1 $(VENV)/bin/python -m pytest -q

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check .

bench: $(VENV)/.installed
	$(VENV)/bin/koe bench bus
