# Two commands do everything on a fresh machine: `make run` and `make test`.
SHELL := /bin/bash
PYTHON ?= python3
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin
PY_STAMP := $(VENV)/.installed
NODE_STAMP := frontend/node_modules/.installed
# The local Ethereum node (anvil) and solc-js for the chain verification tests.
CHAIN_STAMP := infra/chain-devnet/node_modules/.installed
DIST := frontend/dist/index.html
# The Python suites run two workers per core (pytest-xdist; PYTEST_WORKERS=0: in one process):
# a test waits on servers, subprocesses and timeouts more than it computes (alone on two cores,
# two workers used a third of the CPU and took 13 min; four took 9). Each worker has its own
# Redis database (15, 14, ...: BAZAAR_TEST_REDIS_DB sets the first), and the tests that measure
# time run on one worker, one at a time (tests/conftest.py, ONE_AT_A_TIME).
PYTEST_WORKERS ?= $(shell echo $$(( $$(nproc) * 2 )))
PYTEST_PARALLEL := -n $(PYTEST_WORKERS) --dist loadgroup
FRONTEND_SOURCES := $(shell find frontend/src frontend/public frontend/index.html frontend/vite.config.ts -type f 2>/dev/null) interfaces/http/error_catalogue.json

.PHONY: run test client-lane install fonts lint lint-python lint-frontend test-python test-frontend test-e2e reliability security bench clean

# The demo approves chain payments verified on chain up to 500.00 by itself (below the
# two-reviewer threshold, 1,000.00 by default), so an order paid with USDT is paid without a
# reviewer; a RECHARGE_AUTO_APPROVE_MAX in the environment wins.
DEMO_AUTO_APPROVE_MAX ?= 50000

run: install fonts $(DIST)
	$(BIN)/bazaar migrate
	$(BIN)/bazaar seed-demo
	RECHARGE_AUTO_APPROVE_MAX=$${RECHARGE_AUTO_APPROVE_MAX:-$(DEMO_AUTO_APPROVE_MAX)} \
		$(BIN)/bazaar serve --port $(PORT)

# Vitest runs first, beside the Python linters only: its screen tests render Mantine in jsdom,
# which beside the Python suites' four workers, their servers and PostgreSQL ran 16 times
# slower (2 min alone, 34 min in that crowd, where single tests passed their 40 s bound).
# Then two lanes run side by side, one per core (each part's output is printed whole when it
# ends: --output-sync): the Python suites, and the client's lint, build and browser tests on a
# Redis database of their own (BAZAAR_TEST_REDIS_DB_E2E). Any failure fails `make test`.
test:
	$(MAKE) --no-print-directory -j3 --output-sync=target $(PY_STAMP) $(NODE_STAMP) $(CHAIN_STAMP)
	$(MAKE) --no-print-directory -j2 --output-sync=target lint-python test-frontend
	$(MAKE) --no-print-directory -j2 --output-sync=target test-python client-lane

client-lane: lint-frontend $(DIST)
	$(MAKE) --no-print-directory test-e2e

install: $(PY_STAMP) $(NODE_STAMP) $(CHAIN_STAMP)

# The Noto fonts the server draws the sellers' PDF statements in (and the browser tests show).
fonts:
	./infra/scripts/install-fonts.sh

$(PY_STAMP): pyproject.toml
	./infra/scripts/install-build-deps.sh
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev]'
	touch $@

$(NODE_STAMP): frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(CHAIN_STAMP): infra/chain-devnet/package.json infra/chain-devnet/package-lock.json
	cd infra/chain-devnet && npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(DIST): $(NODE_STAMP) $(FRONTEND_SOURCES)
	cd frontend && npm run build

lint: lint-python lint-frontend

lint-python: $(PY_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/python infra/scripts/check_size_budgets.py

# The client's wire types are generated from the served OpenAPI document: stale ones fail.
lint-frontend: $(PY_STAMP) $(NODE_STAMP)
	PYTHON=$(abspath $(BIN)/python) frontend/scripts/api-schema.sh --check
	cd frontend && npm run typecheck && npm run lint

test-python: install fonts
	$(BIN)/pytest $(PYTEST_PARALLEL) tests/unit tests/integration tests/reliability tests/security

test-frontend: $(NODE_STAMP)
	cd frontend && npm test

test-e2e: install $(DIST)
	./infra/scripts/install-system-deps.sh
	BAZAAR_TEST_REDIS_DB=$${BAZAAR_TEST_REDIS_DB_E2E:-5} $(BIN)/pytest tests/e2e

# The reliability suite at full scale (`make test` runs it bounded): worker kill -9, Redis down
# for 30 s, PostgreSQL restarted mid-load, a stateful random walk of thousands of API steps, and
# the concurrency proofs. Uses the machine's PostgreSQL and Redis (started if needed) for the
# concurrency proofs; the fault tests start private ones.
reliability: install
	./infra/scripts/start-services.sh
	DATABASE_URL=$${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres} \
	REDIS_URL=$${REDIS_URL:-redis://127.0.0.1:6379/0} \
	RELIABILITY_SCALE=full $(BIN)/pytest tests/reliability \
		tests/integration/wallet/test_wallet_concurrency.py \
		tests/integration/orders/test_checkout_concurrency.py

# The security suite at full scale (`make test` runs it bounded): schemathesis with every check
# against the served OpenAPI document, the malicious upload corpus, throttling and access rules.
security: install
	./infra/scripts/start-services.sh
	DATABASE_URL=$${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres} \
	REDIS_URL=$${REDIS_URL:-redis://127.0.0.1:6379/0} \
	SECURITY_SCALE=full $(BIN)/pytest tests/security

# Every benchmark in one run against the real server on PostgreSQL + Redis with the large demo
# data; writes docs/benchmarks.md and docs/benchmarks/results.json.
bench: install $(DIST)
	./infra/scripts/install-system-deps.sh
	./infra/scripts/start-services.sh
	$(BIN)/python -m tests.benchmarks

clean:
	rm -rf $(VENV) frontend/node_modules frontend/dist infra/chain-devnet/node_modules
