#!/usr/bin/env bash
# Starts the machine's PostgreSQL and Redis when they are not answering (CI, make bench and
# make reliability need both); does nothing when they already run.
set -euo pipefail

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/bazaar.log
fi
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && exit 0
  sleep 1
done
echo "PostgreSQL or Redis did not come up within 30 s" >&2
exit 1
