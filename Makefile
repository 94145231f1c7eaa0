# Lionwake: every command sets itself up from a machine that has only Python 3.11+.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test lint sim bench docs clean

play: $(VENV)/.installed
	$(BIN)/python -m game

test: $(VENV)/.installed-test
	$(HEADLESS) $(BIN)/python -m pytest
	$(BIN)/ruff check .

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .

sim: $(VENV)/.installed
	$(BIN)/python -m game.sim --players 2 --games 200 --seed 1 --json

bench: $(VENV)/.installed
	$(BIN)/python -m game.bench engine

docs: $(VENV)/.installed
	$(BIN)/python -m game.components_doc

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .hypothesis
