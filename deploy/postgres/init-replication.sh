#!/bin/sh
# Runs once, when the primary's data directory is first made (docker-entrypoint-initdb.d).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
create role replicator with replication login password '${REPLICATION_PASSWORD}';
SQL
