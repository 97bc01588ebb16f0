# Two commands: `make run` serves on http://127.0.0.1:5000, `make test` runs every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
CHROMIUM ?= /usr/bin/chromium
PORT ?= 5000

.PHONY: run test install install-test translations chromium stack-tools pdf-libs venv-tools bench bench-load clean

run: install translations pdf-libs
	SCREENER_ENV=development $(BIN)/flask --app screener run --host 127.0.0.1 --port $(PORT)

# The suite runs on TEST_WORKERS processes (pytest-xdist; auto = one per CPU), a test file
# whole on one worker (module fixtures such as the stack or the wheel start once), files in
# collection order so the browser tests, the longest, start first. TEST_WORKERS=0 runs serially.
TEST_WORKERS ?= auto
test: install-test translations chromium stack-tools pdf-libs
	$(BIN)/pytest -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder

# Debian's python3 needs python3-venv for `python3 -m venv` (ensurepip).
venv-tools:
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is needed"'
	@$(PYTHON) -c 'import ensurepip' 2>/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y python3-venv; }

$(BIN)/python: | venv-tools
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(BIN)/pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed
install-test: $(VENV)/.installed-test

translations: install
	$(BIN)/pybabel compile -d translations -D messages

# Browser tests use Debian's chromium (never Playwright's own download).
chromium:
	@test -x $(CHROMIUM) || { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium; }

# WeasyPrint (the counselors' PDF plans) needs Pango, HarfBuzz and a font from Debian.
PDF_LIBS := libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core
# (dpkg -s is in /usr/bin; ldconfig is in /sbin, off a non-root user's PATH: apt-get ran every time)
pdf-libs:
	@dpkg -s $(PDF_LIBS) >/dev/null 2>&1 || { $(SUDO) apt-get update && $(SUDO) apt-get install -y $(PDF_LIBS); }

# The stack test (tests/test_stack.py) and bench/load.py run Debian's nginx and redis-server on loopback.
stack-tools:
	@PATH="$$PATH:/usr/sbin:/sbin" command -v nginx >/dev/null && command -v redis-server >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y nginx redis-server; }

bench: install stack-tools pdf-libs
	$(BIN)/pip install --quiet -e '.[bench]'
	$(BIN)/python bench/assess.py
	$(BIN)/python bench/pages.py
	$(BIN)/python bench/roster.py
	$(BIN)/python bench/flow.py

# Load through nginx -> 2 instances -> Redis (Locust, headless, loopback, a few minutes at most).
bench-load: install stack-tools
	$(BIN)/pip install --quiet -e '.[bench]'
	$(BIN)/python bench/load.py

clean:
	rm -rf $(VENV) build *.egg-info
	find translations -name '*.mo' -delete
