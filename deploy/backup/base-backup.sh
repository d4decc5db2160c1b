#!/bin/sh
# A base backup of the primary (plus the WAL archive it writes continuously, compose.yaml's
# archive_command), so the database can be restored to any moment since the oldest kept backup.
#   base-backup.sh          one backup now
#   base-backup.sh --loop   one a day (the compose `backup` profile), keeping KEEP_DAYS (7)
# Restore: deploy/README.md, "Backups and restore".
set -eu
HOST=${PGHOST:-postgres-primary}
OUT=${BACKUP_DIR:-/backups}
KEEP_DAYS=${KEEP_DAYS:-7}
once() {
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  pg_basebackup -h "$HOST" -U granite -D "$OUT/base-$stamp" -Ft -z -X fetch -c fast --checkpoint=fast
  # Small sites may prefer (or add) a logical dump: one file, restorable into any PostgreSQL 15+.
  pg_dump -h "$HOST" -U granite -Fc -f "$OUT/granite-$stamp.dump" granite
  date -u +%s > "$OUT/last-success"
  # For Prometheus's node-exporter textfile collector (RUNBOOK.md, GraniteBackupStale).
  echo "backup_last_success_timestamp_seconds $(date -u +%s)" > "$OUT/backup.prom"
  find "$OUT" -maxdepth 1 -name 'base-*' -mtime +"$KEEP_DAYS" -exec rm -rf {} +
  find "$OUT" -maxdepth 1 -name 'granite-*.dump' -mtime +"$KEEP_DAYS" -delete
}
if [ "${1:-}" = "--loop" ]; then
  while true; do once || echo "base backup failed" >&2; sleep 86400; done
else
  once
fi
