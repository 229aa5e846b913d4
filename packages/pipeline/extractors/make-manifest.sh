#!/usr/bin/env bash
# Writes manifest.json for the CSVs an extractor script (oracle-ebs/, jde/, netsuite/) wrote into the
# current folder: the format and settings of the ERP, the row counts the script wrote to counts.csv and
# each file's sha256. The SAP report (sap/) writes its manifest itself; `sap` and `hana` rewrite it from
# its counts.csv when the files were copied in a way that changed their bytes. For DocuWare (exports saved by hand, no counts.csv) it counts the records of
# documents.csv, workflow_history.csv and vendors.csv itself and adds the settings file's keys.
#   make-manifest.sh <ora12|ora11i> <system name>
#   make-manifest.sh <sap|hana> <system name>
#   make-manifest.sh netsuite <system name> [--brand-field custbody_…]
#   make-manifest.sh jde <system name> [--vendor-type-field ABAT1|ABAC01…ABAC30] [--decimals EUR=2,JPY=0]
#                    [--quantity-decimals N] [--unit-cost-decimals N] [--line-number-decimals N]
#   make-manifest.sh docuware <system name> --settings manifest.template.json (filled in)
set -euo pipefail
usage='usage: make-manifest.sh <sap|hana|ora12|ora11i|jde|netsuite|docuware> <system name> [settings, see the kit README]'
die() { echo "$1" >&2; exit 2; }
erp="${1:?$usage}"
system="${2:?$usage}"
shift 2
sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }

# the manifest's keys before system, extracted_at and tables, one "key": value each
keys=()
case "$erp" in
  sap) keys+=('"format": "sap-extract/1"' '"erp": "sap"') ;;
  hana) keys+=('"format": "sap-extract/1"' '"erp": "hana"') ;;
  ora12) keys+=('"format": "oracle-ebs-extract/1"' '"erp": "ora12"' '"release": "12"') ;;
  ora11i) keys+=('"format": "oracle-ebs-extract/1"' '"erp": "ora11i"' '"release": "11i"') ;;
  jde) keys+=('"format": "jde-extract/1"' '"erp": "jde"') ;;
  netsuite) keys+=('"format": "netsuite-extract/1"' '"erp": "netsuite"') ;;
  docuware) keys+=('"format": "docuware-extract/1"' '"erp": "docuware"') ;;
  *) die "erp must be sap, hana, ora12, ora11i, jde, netsuite or docuware" ;;
esac
digits() { [[ "$2" =~ ^[0-6]$ ]] || die "$1 must be a whole number from 0 to 6, found '$2'"; }
settings=''
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || die "$1 needs a value"
  if [ "$erp" = docuware ]; then
    [ "$1" = --settings ] || die "unknown option $1; a docuware manifest takes --settings <file> only"
    [ -f "$2" ] || die "--settings: $2 is not a file"
    settings="$2"
    shift 2
    continue
  fi
  if [ "$erp" = netsuite ]; then
    [ "$1" = --brand-field ] || die "unknown option $1; a netsuite manifest takes --brand-field only"
    [[ "$2" =~ ^[a-z][a-z0-9_]{0,99}$ ]] || die "--brand-field must be a field id in lower case, e.g. custbody_brand, found '$2'"
    keys+=("\"brand_field\": \"$2\"")
    shift 2
    continue
  fi
  [ "$erp" = jde ] || die "$1: only a jde or netsuite manifest takes settings"
  case "$1" in
    --vendor-type-field)
      [[ "$2" =~ ^(ABAT1|ABAC(0[1-9]|[12][0-9]|30))$ ]] ||
        die "--vendor-type-field must be ABAT1 or a category code ABAC01 … ABAC30, found '$2'"
      keys+=("\"vendor_type_field\": \"$2\"") ;;
    --decimals)
      entries=''
      IFS=, read -ra pairs <<< "$2"
      [ ${#pairs[@]} -gt 0 ] || die "--decimals needs CUR=N pairs, e.g. EUR=2,JPY=0"
      for pair in "${pairs[@]}"; do
        [[ "$pair" =~ ^([A-Z]{3})=([0-6])$ ]] ||
          die "--decimals: '$pair' is not CUR=N (a currency code and 0 to 6 decimals), e.g. EUR=2,JPY=0"
        entries+="${entries:+, }\"${BASH_REMATCH[1]}\": ${BASH_REMATCH[2]}"
      done
      keys+=("\"decimals\": { $entries }") ;;
    --quantity-decimals) digits "$1" "$2"; keys+=("\"quantity_decimals\": $2") ;;
    --unit-cost-decimals) digits "$1" "$2"; keys+=("\"unit_cost_decimals\": $2") ;;
    --line-number-decimals) digits "$1" "$2"; keys+=("\"line_number_decimals\": $2") ;;
    *) die "unknown option $1; $usage" ;;
  esac
  shift 2
done
# DocuWare: the settings file's keys (fields, date_format, decimal …) go into the manifest as they are
body=''
if [ "$erp" = docuware ]; then
  [ -n "$settings" ] || die "a docuware manifest needs --settings <file>: the kit's manifest.template.json, filled in"
  body=$(LC_ALL=C sed -e "1s/^$(printf '\357\273\277')//" "$settings" | tr -d '\r')
  body="${body#"${body%%[![:space:]]*}"}"
  body="${body%"${body##*[![:space:]]}"}"
  [[ "$body" == \{*\} ]] || die "--settings: $settings must hold one JSON object, { … }"
  body="${body#\{}"
  body="${body%\}}"
  for key in fields date_format decimal; do
    grep -q "\"$key\"[[:space:]]*:" <<< "$body" || die "--settings: $settings lacks \"$key\""
  done
  if grep -Eq '"(format|erp|system|extracted_at|tables)"[[:space:]]*:' <<< "$body"; then
    die "--settings: $settings must not hold format, erp, system, extracted_at or tables (make-manifest.sh writes them)"
  fi
  [ -f documents.csv ] || die "documents.csv is missing: export the documents first (see the kit README)"
  # records, not lines: a quoted field may hold line breaks (an odd count of quotes so far)
  records() { awk '{ quotes += gsub(/"/, "\"") } quotes % 2 == 0 { n++ } END { print (n > 0 ? n - 1 : 0) }' "$1"; }
  {
    echo 'TABLE_NAME,ROW_COUNT'
    for table in documents workflow_history vendors; do
      if [ -f "$table.csv" ]; then echo "$table,$(records "$table.csv")"; fi
    done
  } > counts.csv
fi
[ -f counts.csv ] || die "counts.csv is missing: run the extract script first"
trap 'rm -f manifest.json.tmp' EXIT
{
  printf '{\n'
  for key in "${keys[@]}"; do printf '  %s,\n' "$key"; done
  printf '  "system": %s,\n  "extracted_at": "%s",\n  "tables": {\n' "$(json_string "$system")" "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  first=1
  # counts.csv: a header, then TABLE_NAME,ROW_COUNT per table (quoted or not)
  tail -n +2 counts.csv | tr -d '"\r' | while IFS=, read -r table rows || [ -n "${table:-}" ]; do
    table="${table// /}"
    [ -n "$table" ] || continue
    [ -f "$table.csv" ] || die "$table.csv is missing"
    sha=$(sha256 "$table.csv")
    [ $first -eq 1 ] || printf ',\n'
    first=0
    printf '    "%s": { "rows": %d, "sha256": "%s" }' "$table" "${rows// /}" "$sha"
  done
  printf '\n  }'
  [ -z "$body" ] || printf ',%s' "$body"
  printf '\n}\n'
} > manifest.json.tmp
mv manifest.json.tmp manifest.json
echo "Wrote manifest.json; check the extract with: npm run cli -- check-extract $(pwd) --type $erp"
