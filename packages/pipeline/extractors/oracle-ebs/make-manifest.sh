#!/usr/bin/env bash
# Writes manifest.json (oracle-ebs-extract/1) for the CSVs extract-r12.sql or extract-11i.sql spooled
# into this folder: the row counts the script wrote to counts.csv and each file's sha256.
#   ./make-manifest.sh <ora12|ora11i> <system name>
set -euo pipefail
erp="${1:?usage: make-manifest.sh <ora12|ora11i> <system name>}"
system="${2:?usage: make-manifest.sh <ora12|ora11i> <system name>}"
case "$erp" in
  ora12) release=12 ;;
  ora11i) release=11i ;;
  *) echo "erp must be ora12 or ora11i" >&2; exit 2 ;;
esac
[ -f counts.csv ] || { echo "counts.csv is missing: run the extract script first" >&2; exit 2; }
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
{
  printf '{\n  "format": "oracle-ebs-extract/1",\n  "erp": "%s",\n  "release": "%s",\n' "$erp" "$release"
  printf '  "system": %s,\n  "extracted_at": "%s",\n  "tables": {\n' "$(json_string "$system")" "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  first=1
  # counts.csv: a header, then TABLE_NAME,ROW_COUNT per table (quoted or not)
  tail -n +2 counts.csv | tr -d '"\r' | while IFS=, read -r table rows || [ -n "${table:-}" ]; do
    [ -n "$table" ] || continue
    [ -f "$table.csv" ] || { echo "$table.csv is missing" >&2; exit 2; }
    sha=$(sha256sum "$table.csv" | cut -d' ' -f1)
    [ $first -eq 1 ] || printf ',\n'
    first=0
    printf '    "%s": { "rows": %d, "sha256": "%s" }' "$table" "$rows" "$sha"
  done
  printf '\n  }\n}\n'
} > manifest.json
echo "Wrote manifest.json; check the extract with: npm run cli -- check-extract $(pwd) --type $erp"
