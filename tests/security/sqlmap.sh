#!/usr/bin/env bash
# sqlmap (Debian's package) against the public forms of the built server:
# contact (page action and JSON endpoint), job application (JSON endpoint,
# multipart with a resume), claim (page action, multipart with a document)
# and "Check a claim" (JSON endpoint and page action). Fails when sqlmap
# reports an injectable parameter, or when a target was not really tested
# (sqlmap stopped, or the forms' rate limits answered 429 and blinded it).
#
#   npm run test:sqlmap            (builds first when there is no build)
#   SQLMAP_LEVEL=3 SQLMAP_RISK=2 npm run test:sqlmap
#
# The server runs as `npm start` does, on a temporary DATA_DIR and port, with
# TRUST_PROXY=1: every request sqlmap sends names a random client in
# X-Forwarded-For (its --eval hook), so the per-client rate limits, which
# stay as in production, never refuse it. docs/security.md, "SQL injection".
set -euo pipefail
cd "$(dirname "$0")/../.."
# The project's Node 24 (the `node` devDependency), as npm scripts get it.
export PATH="$PWD/node_modules/.bin:$PATH"

level="${SQLMAP_LEVEL:-2}"
risk="${SQLMAP_RISK:-1}"
# sqlmap is stopped after this many seconds per target; a stopped run fails.
cap="${SQLMAP_TIME_CAP:-600}"

if ! command -v sqlmap >/dev/null; then
  echo "installing Debian's sqlmap"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq sqlmap >/dev/null
fi
[ -d build/server ] || npm run build

work="$(mktemp -d /tmp/harborline-sqlmap.XXXXXX)"
port="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
base="http://127.0.0.1:$port"
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  # SQLMAP_LOGS=dir keeps sqlmap's full output of each target and the server's log.
  [ -n "${SQLMAP_LOGS:-}" ] && mkdir -p "$SQLMAP_LOGS" && cp "$work"/*.log "$work"/*.req "$SQLMAP_LOGS"/
  rm -rf "$work"
}
trap cleanup EXIT

# What `npm start` runs, started directly so that its id is ours to stop.
DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 TRUST_PROXY=1 LOG_LEVEL=warn \
  NODE_ENV=production node server/start.ts >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 60); do
  curl -sf "$base/readyz" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -sf "$base/readyz" >/dev/null || {
  cat "$work/server.log"
  exit 1
}

pdf="%PDF-1.4
1 0 obj << /Type /Catalog >> endobj
trailer
%%EOF"
printf '%s\n' "$pdf" >"$work/estimate.pdf"

# One real claim, so that "Check a claim" has a pair that matches: sqlmap's
# original page is then a found claim, and a condition made true or false
# by an injection would change it.
claim="$(curl -sf -X POST "$base/api/forms/claim" -H 'X-Forwarded-For: 198.51.100.1' \
  -F claimType=home -F policyNumber=HL-1234567 -F incidentDate=2026-01-15 \
  -F 'description=A tree fell on the garage roof during the storm.' \
  -F 'claimantName=Dorothy Vaughan' -F claimantEmail=dorothy@example.com \
  -F agreement=on -F "documents=@$work/estimate.pdf;type=application/pdf")"
reference="$(printf '%s' "$claim" | sed -n 's/.*"reference":"\(CL[0-9]*\)".*/\1/p')"
[ -n "$reference" ] || {
  echo "could not file the seed claim: $claim"
  exit 1
}

# A multipart request for sqlmap's -r: text fields, then one PDF file.
multipart() { # path, file field, name=value...
  local path="$1" file_field="$2" boundary="----harborlinesqlmap" body=""
  shift 2
  for pair in "$@"; do
    body+="--$boundary"$'\r\n'"Content-Disposition: form-data; name=\"${pair%%=*}\""$'\r\n\r\n'"${pair#*=}"$'\r\n'
  done
  body+="--$boundary"$'\r\n'"Content-Disposition: form-data; name=\"$file_field\"; filename=\"estimate.pdf\""$'\r\n'
  body+="Content-Type: application/pdf"$'\r\n\r\n'"${pdf//$'\n'/$'\r\n'}"$'\r\n'"--$boundary--"$'\r\n'
  printf 'POST %s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nContent-Type: multipart/form-data; boundary=%s\r\n\r\n%s' \
    "$path" "$port" "$boundary" "$body"
}
multipart /api/forms/job-application/1 resume 'fullName=Katherine Johnson' \
  email=katherine@example.com phone=313-555-0101 'address=12 Orbit Lane, Detroit' \
  'experience=3-5 years' 'coverLetter=I would like to join.' >"$work/job.req"
multipart /file-a-claim documents claimType=home policyNumber=HL-7654321 \
  incidentDate=2026-02-01 'description=Water came through the kitchen ceiling.' \
  'claimantName=Mary Jackson' claimantEmail=mary@example.com agreement=on >"$work/claim.req"

contact='fullName=Ada+Lovelace&email=ada%40example.com&message=Hello+from+the+sqlmap+run'
lookup="reference=$reference&policyNumber=HL-1234567"
failed=0
run() { # name, sqlmap target arguments...
  local name="$1" log="$work/$1.log"
  shift
  # SQLMAP_ONLY=regex runs only the targets whose names match.
  if [ -n "${SQLMAP_ONLY:-}" ] && ! [[ "$name" =~ $SQLMAP_ONLY ]]; then return 0; fi
  echo "::group::sqlmap $name"
  local started=$SECONDS status=0
  timeout "$cap" sqlmap --batch --level="$level" --risk="$risk" --threads=4 \
    --disable-coloring --flush-session --ignore-stdin --output-dir="$work/sqlmap" \
    --eval="import random; _locals['auxHeaders']['X-Forwarded-For'] = '198.18.%d.%d' % (random.randint(0, 255), random.randint(1, 254))" \
    "$@" >"$log" 2>&1 || status=$?
  grep -E 'testing|injectable|vulnerable|HTTP error codes|WARNING|CRITICAL|ERROR' "$log" | grep -v '^\[.*\] \[INFO\] testing' || true
  echo "::endgroup::"
  local verdict="nothing injectable"
  if grep -qE 'identified the following injection point|is vulnerable' "$log"; then
    verdict="INJECTABLE"
  elif grep -q '429 (Too Many Requests)' "$log"; then
    verdict="rate limited (429): not really tested"
  elif ! grep -q 'all tested parameters do not appear to be injectable' "$log"; then
    verdict="no verdict (sqlmap exit $status)"
  fi
  printf '%-28s %-40s %4ss\n' "$name" "$verdict" "$((SECONDS - started))"
  [ "$verdict" = "nothing injectable" ] || {
    failed=1
    tail -n 30 "$log"
  }
}

# A page answers HTML whose nonces and request ids change on every request:
# compared by its text only, a changed answer is a changed message.
run contact-page -u "$base/contact" --data "$contact" --text-only
run contact-api -u "$base/api/forms/contact" --data "$contact"
run job-application-api -r "$work/job.req" \
  -p 'fullName,email,phone,address,experience,coverLetter'
run claim-page -r "$work/claim.req" --text-only \
  -p 'claimType,policyNumber,incidentDate,description,claimantName,claimantEmail,agreement'
run claim-status-api -u "$base/api/forms/claim-status" --data "$lookup"
run claim-status-page -u "$base/file-a-claim?form=check-a-claim" --data "$lookup" \
  -p 'reference,policyNumber' --text-only

if ! kill -0 "$server" 2>/dev/null; then
  echo "the server stopped during the run"
  cat "$work/server.log"
  failed=1
fi
if [ "$failed" -ne 0 ]; then
  echo "sqlmap: FAILED"
  exit 1
fi
echo "sqlmap (level $level, risk $risk): no injectable parameter in 6 targets"
