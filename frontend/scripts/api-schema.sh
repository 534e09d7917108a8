#!/usr/bin/env bash
# The client's wire types, generated from the contract: dumps the OpenAPI document the server
# serves (on a throw-away SQLite data dir, no services needed) and runs openapi-typescript on it.
#   scripts/api-schema.sh          writes src/api/schema.d.ts
#   scripts/api-schema.sh --check  fails when the committed src/api/schema.d.ts is stale (make lint)
set -euo pipefail

frontend=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
repo=$(dirname "$frontend")
python=${PYTHON:-$repo/.venv/bin/python}
# SCHEMA_FILE: another file to write or check (the test that plants a stale copy uses it).
committed=${SCHEMA_FILE:-$frontend/src/api/schema.d.ts}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$repo" && env -u DATABASE_URL BAZAAR_DATA_DIR="$work/data" PYTHONPATH="$repo" "$python" -c \
  'import json; from infra.cli import ProcessWiring; print(json.dumps(ProcessWiring().openapi_document()))' \
  >"$work/openapi.json")
"$frontend/node_modules/.bin/openapi-typescript" "$work/openapi.json" --output "$work/schema.d.ts" --silent

if [[ "${1:-}" == "--check" ]]; then
  if ! diff -u "$committed" "$work/schema.d.ts" >"$work/diff"; then
    head -n 60 "$work/diff" >&2
    echo "src/api/schema.d.ts is stale: the OpenAPI document changed. Run frontend/scripts/api-schema.sh and commit it." >&2
    exit 1
  fi
  echo "src/api/schema.d.ts matches the served OpenAPI document."
else
  cp "$work/schema.d.ts" "$committed"
  echo "wrote $committed"
fi
