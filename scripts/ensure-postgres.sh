#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1 for the API suite, installing Debian's package when
# absent. Prints the DATABASE_URL to use on its last line.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
PGROOT="${PGROOT:-/tmp/atelier-pg}"
PGDB="${PGDB:-atelier_test}"
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "Installing PostgreSQL from Debian packages..." >&2
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql > /dev/null
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if ! as_pg "$bindir/pg_ctl" -D "$PGROOT/data" status > /dev/null 2>&1; then
  rm -rf "$PGROOT"
  mkdir -p "$PGROOT"
  [ "$(id -u)" = "0" ] && chown postgres: "$PGROOT"
  as_pg "$bindir/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 > /dev/null
  as_pg "$bindir/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w \
    -o "-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start > /dev/null
fi
as_pg "$bindir/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "select 1 from pg_database where datname='$PGDB'" | grep -q 1 ||
  as_pg "$bindir/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres "$PGDB"
echo "postgres://postgres@127.0.0.1:$PGPORT/$PGDB"
