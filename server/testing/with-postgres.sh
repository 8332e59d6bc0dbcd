#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL instead of PGlite (production runs on PostgreSQL;
# docs/architecture.md): a throwaway cluster in a temp folder, listening on loopback only, on a free port, stopped
# and deleted on exit.
#   bash server/testing/with-postgres.sh [test files or folders, default: server]
# Made for CI (root on Debian): installs Debian's `postgresql` when missing and runs the server as the
# `postgres` user. As another user it runs the cluster as that user (the PostgreSQL binaries must exist).
# Exits with vitest's status.
set -euo pipefail
cd "$(dirname "$0")/../.."

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PG_BIN=$(find_pg_bin)
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql, as root)" >&2
    exit 1
  fi
  echo "with-postgres: installing postgresql"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(find_pg_bin)
fi

# initdb refuses to run as root: the cluster belongs to `postgres` then.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/nftwallet-pg.XXXXXX")
DATA="$WORK/data"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$WORK"
cleanup() {
  if [ -f "$DATA/postmaster.pid" ]; then as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --no-sync >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }

free_port() { node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"; }

# A port found free can be taken before the server binds it: try a few.
# Durability is off (a throwaway cluster); connections are raised for test files running in parallel.
started=''
for _ in 1 2 3 4 5; do
  PORT=$(free_port)
  if as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/postgres.log" -w -t 60 -o \
    "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    started=1
    break
  fi
done
if [ -z "$started" ]; then
  echo "with-postgres: the cluster did not start" >&2
  cat "$WORK/postgres.log" >&2 || true
  exit 1
fi

as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres nftwallet_test
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

set +e
# Test files or folders given narrow the run (vitest adds filters rather than narrowing, so `server` goes then);
# without them, every server test runs.
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/nftwallet_test" npx vitest run "${@:-server}"
status=$?
set -e
exit "$status"
