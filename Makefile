# Thin verbs over the npm scripts. `make start` runs the shop; `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help

STAMP := node_modules/.install-stamp

help:
	@echo "make start   install, build and run the shop at http://localhost:3000 (embedded mode, demo data)"
	@echo "make test    install what the tests need, then typecheck, lint, unit, integration and e2e tests"
	@echo "make dev     api with reload on :3000 and the Vite dev server on :5173"
	@echo "make split-api | split-realtime | split-workers   the three processes of split mode"
	@echo "make bench   benchmarks that print figures: cached menu bodies, /ws fan-out (infra/load)"
	@echo "make lighthouse   Core Web Vitals of /, /menu and /checkout/guest (Lighthouse, mobile preset)"
	@echo "make main-thread  long tasks while /, /menu and /checkout/guest load, CPU 4x slower (Chromium)"
	@echo "make bench-positions   drivers' fix-to-customer latency, embedded and split (needs postgresql-15, redis-server)"
	@echo "make bench-relay   the outbox relay draining 10,000 events of an evening into Redis and BullMQ, against the bare limit"
	@echo "make bench-statements  the api's CPU per SQL statement, built by drizzle each call or prepared"
	@echo "make bench-mail   the workers' CPU per e-mail, pooled SMTP against one connection per message"
	@echo "make bench-dispatch   the dispatch map's frame times in Chromium with 1,000 moving drivers and 300 orders"
	@echo "make faults  split mode as real processes; each dependency broken during a burst of orders"
	@echo "make load    a busy evening against a shop (LOAD_SCENARIO=restaurant-evening|platform-peak|file, LOAD_TARGET=url): report in load-reports/"
	@echo "make cluster-test   the shop on 9 hosts (network namespaces, root): gateway, worker and api hosts fail under a stream of orders"

$(STAMP): package.json package-lock.json contracts/package.json process/package.json api/package.json realtime/package.json workers/package.json web/package.json
	npm ci --no-audit --no-fund --prefer-offline --loglevel=error
	@touch $(STAMP)

# The e-mails' texts are compiled from their typed modules (workers/build/texts.ts, nothing when
# they are up to date): the scripts below run the workers' sources.
install: $(STAMP)
	@npx tsx workers/build/texts.ts

build: install
	npm run build --silent

start: build
	node api/dist/main.js

dev: install
	(npm run dev -w @shop/api & npm run dev -w @shop/web; wait)

system-deps:
	bash infra/scripts/system-deps.sh

typecheck: install
	npm run typecheck --silent

lint: install
	npm run lint --silent

test: install system-deps
	@bash infra/scripts/run-tests.sh

migrate: install
	npm run db:migrate -w @shop/api

split-api: build
	node api/dist/main.js

# The gateway reads drivers from, and writes their tracks to, DATABASE_URL; events come from REDIS_URL.
split-realtime: build
	@test -n "$$DATABASE_URL" -a -n "$$REDIS_URL" || { echo "split-realtime needs DATABASE_URL and REDIS_URL"; exit 1; }
	node realtime/dist/main.js

split-workers: build
	node workers/dist/main.js

bench: install
	npx tsx infra/load/menu-bench.ts
	npx tsx infra/load/ws-fanout.ts

# Lighthouse's mobile preset against the built shop (Debian's Chromium, CHROME_PATH to change);
# LIGHTHOUSE_RUNS per page, the median is printed.
lighthouse: build
	npx tsx infra/load/lighthouse.ts $(or $(LIGHTHOUSE_RUNS),3)

main-thread: build
	npx tsx infra/load/main-thread.ts $(or $(MAIN_THREAD_RUNS),5)

# 1,000 drivers at one fix every 4 s, 10,000 sockets following their orders; split mode needs
# postgresql-15 and redis-server (make system-deps). Arguments: drivers watchers seconds modes.
bench-positions: install
	npx tsx infra/load/positions-bench.ts $(POSITIONS_BENCH_ARGS)

# 10,000 outbox events of an evening drained by the relay into a redis-server and BullMQ of its
# own, and the same jobs and messages sent straight from memory; needs postgresql-15 and
# redis-server. RELAY_BENCH_EVENTS, RELAY_BENCH_ROUNDS. The last line is JSON.
bench-relay: install
	npx tsx infra/load/relay-bench.ts

# The dispatch map's frame times in Chromium: 1,000 drivers (a fix every 4 s each), 300 orders.
# Arguments: drivers orders seconds.
bench-dispatch: build
	npx tsx infra/load/dispatch-frames.ts $(DISPATCH_BENCH_ARGS)

# The api's CPU per SQL statement, built by drizzle each call or prepared, on a PostgreSQL and
# redis-server of its own; STATEMENT_BENCH_OPS, STATEMENT_BENCH_ROUNDS. The last line is JSON.
bench-statements: install
	npx tsx infra/load/statement-bench.ts

# The workers' CPU per e-mail over pooled SMTP connections and over one connection per message,
# to an SMTP server on loopback; MAIL_BENCH_MESSAGES, MAIL_BENCH_ROUNDS. The last line is JSON.
bench-mail: install
	npx tsx infra/load/mail-bench.ts

# Needs postgresql-15 and redis-server (make system-deps); FAULT_ORDERS and FAULT_CONCURRENCY.
faults: install
	npx tsx infra/load/fault-burst.ts

# A scenario of infra/load/peak/scenarios (or a file) against a shop the tool starts in split
# mode (needs postgresql-15 and redis-server) or LOAD_TARGET; knobs in infra/load/peak/main.ts.
load: install
	npx tsx infra/load/peak/main.ts

# Root only (ip netns); installs nginx and iproute2 when missing. About 10 minutes; figures in
# docs/performance.md. Settings: CLUSTER_CUSTOMERS, CLUSTER_STEP_MS, CLUSTER_*_S (scenario.ts).
cluster-test: install
	bash infra/scripts/system-deps.sh cluster
	bash infra/cluster/cluster-test.sh

.PHONY: help install build start dev system-deps typecheck lint test migrate split-api split-realtime split-workers bench bench-positions bench-relay bench-statements bench-mail bench-dispatch faults load lighthouse main-thread cluster-test
