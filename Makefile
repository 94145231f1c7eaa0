# Lionwake: every command sets itself up from a machine that has only Python 3.11+.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# tests, benchmarks and CI: no window, no sound, and network traffic on the loopback interface only
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy LIONWAKE_LOOPBACK_ONLY=1
PYINSTALLER := $(BIN)/python -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller

.PHONY: play test lint sim bench docs build smoke-frozen bench-frozen clean

play: $(VENV)/.installed
	$(BIN)/python -m game

test: $(VENV)/.installed-test
	$(HEADLESS) $(BIN)/python -m pytest -n auto --dist loadfile
	$(BIN)/ruff check .

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .

sim: $(VENV)/.installed
	$(BIN)/python -m game.tools.sim --players 2 --games 200 --seed 1 --json

bench: $(VENV)/.installed
	$(BIN)/python -m game.tools.bench engine

docs: $(VENV)/.installed
	$(BIN)/python -m game.tools.components_doc

# The standalone app for this OS: dist/Lionwake/Lionwake (see build_scripts/lionwake.spec).
build: $(VENV)/.installed-build
	$(PYINSTALLER) build_scripts/lionwake.spec

# Build, then run the frozen app headless: --smoke, a deliberate crash, and no files beside it.
smoke-frozen: $(VENV)/.installed-test
	$(HEADLESS) $(BIN)/python -m pytest --frozen tests/test_frozen.py

# Size and launch-to-first-frame of the frozen app beside a bare pygame window (prints figures).
bench-frozen: $(VENV)/.installed-build
	$(BIN)/python build_scripts/bench_frozen.py --onefile

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

$(VENV)/.installed-build: pyproject.toml | $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e '.[build]'
	touch $@ $(VENV)/.installed

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .hypothesis
