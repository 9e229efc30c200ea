#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suite (Debian's packages, installed when
# missing) and prints its DATABASE_URL. Used by .ci/run; stop it with: scripts/ci-postgres.sh stop
set -euo pipefail
DIR=/tmp/ci-postgres
PORT=55432
initdb_bin() { ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1; }

if [ "${1:-}" = "stop" ]; then
  BIN=$(dirname "$(initdb_bin)")
  runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit 0
fi

if [ -z "$(initdb_bin)" ]; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
fi
BIN=$(dirname "$(initdb_bin)")
runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
rm -rf "$DIR" && mkdir -p "$DIR" && chown postgres "$DIR"
runuser -u postgres -- "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null
"$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres intake_test
echo "postgresql://postgres@127.0.0.1:$PORT/intake_test"
