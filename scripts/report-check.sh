#!/usr/bin/env bash
# make report-check: open every committed reports/*/index.html (and reports/*/*/index.html: the sensitivity
# study's three pages) in headless Chromium and screenshot it into
# .build/report-screenshots/<report>.png (Chromium's log beside it as <report>.log).
#
# A report fails when Chromium exits non-zero, times out, does not say it wrote the screenshot, logs a page
# error (a failed load, a console message, a failed check, a fatal error), or when the screenshot is not a
# PNG of the window's size or is no more than twice the size of a blank page's screenshot at the same size
# (taken first, as the reference: a page that draws nothing compresses like it). Chromium's other log lines
# (D-Bus, GPU probing on a headless machine) are ignored. Exit 0 when every report passes, 1 when one
# fails, 2 on bad usage.
#
# Usage: scripts/report-check.sh [REPORT_DIR…]   (default: every reports/*/ and reports/*/*/ with an index.html)
# Environment: CHROMIUM (default chromium), REPORT_CHECK_WINDOW (default 1200,7000: width,height in CSS
# pixels; tall enough for the committed reports), REPORT_CHECK_OUT (default .build/report-screenshots).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-chromium}
window=${REPORT_CHECK_WINDOW:-1200,7000}
out=${REPORT_CHECK_OUT:-.build/report-screenshots}

if ! command -v "$chromium" >/dev/null 2>&1; then
  echo "report-check: '$chromium' not found; run 'make deps' (installs Debian's chromium) or set CHROMIUM" >&2
  exit 2
fi
if ! [[ $window =~ ^([0-9]+),([0-9]+)$ ]]; then
  echo "report-check: REPORT_CHECK_WINDOW is '$window'; expected WIDTH,HEIGHT in pixels, e.g. 1200,7000" >&2
  exit 2
fi
width=${BASH_REMATCH[1]}
height=${BASH_REMATCH[2]}

if [ $# -gt 0 ]; then
  reports=("$@")
else
  reports=()
  for index in reports/*/index.html reports/*/*/index.html; do [ -e "$index" ] && reports+=("${index%/index.html}"); done
fi
if [ ${#reports[@]} -eq 0 ]; then
  echo "report-check: no reports/*/index.html to check" >&2
  exit 2
fi
mkdir -p "$out"

# Screenshot $1 (a URL) into $2 (.png), Chromium's log into $3; returns Chromium's status.
screenshot() {
  rm -f "$2"
  timeout 90 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr \
    --window-size="$width,$height" --screenshot="$2" "$1" >"$3" 2>&1
}

# Width and height of PNG $1 from its IHDR chunk, or nothing when it is not a PNG.
png_size() {
  local header
  header=$(od -An -v -tx1 -N24 "$1" | tr -d ' \n')
  [ "${header:0:16}" = 89504e470d0a1a0a ] || return 0
  echo "$((16#${header:32:8})) $((16#${header:40:8}))"
}

blank="$out/.blank.png"
if ! screenshot about:blank "$blank" "$out/.blank.log" || ! [ -s "$blank" ]; then
  echo "report-check: Chromium could not screenshot a blank page; its log: $out/.blank.log" >&2
  tail -n 20 "$out/.blank.log" >&2
  exit 1
fi
blank_bytes=$(wc -c <"$blank")

failed=0
for report in "${reports[@]}"; do
  report=${report%/}
  index="$report/index.html"
  name=${report#reports/}
  name=${name//\//-}
  png="$out/$name.png"
  log="$out/$name.log"
  rm -f "$log"
  problem=""
  status=0
  if [ -f "$index" ]; then screenshot "file://$(cd "$report" && pwd)/index.html" "$png" "$log" || status=$?; fi
  if ! [ -f "$index" ]; then
    problem="$index does not exist"
  elif [ $status -ne 0 ]; then
    problem="Chromium failed (status $status; 124 is a 90 s timeout)"
  elif ! grep -q "bytes written to file" "$log"; then
    problem="Chromium did not report writing the screenshot"
  elif grep -qE "net::ERR_|CONSOLE|Check failed|FATAL" "$log"; then
    problem="Chromium logged a page error: $(grep -m1 -E "net::ERR_|CONSOLE|Check failed|FATAL" "$log")"
  elif ! [ -s "$png" ]; then
    problem="no screenshot (missing or empty $png)"
  elif [ "$(png_size "$png")" != "$width $height" ]; then
    problem="$png is not a ${width}×${height} PNG (got '$(png_size "$png")')"
  elif [ "$(wc -c <"$png")" -le $((2 * blank_bytes)) ]; then
    problem="$png ($(wc -c <"$png") bytes) is no larger than twice a blank page's ($blank_bytes bytes): nothing drawn?"
  fi
  if [ -n "$problem" ]; then
    if [ -f "$log" ]; then problem+="; Chromium's log: $log"; fi
    echo "report-check: $index: $problem" >&2
    failed=1
  else
    echo "report-check: $index → $png ($(wc -c <"$png") bytes)"
  fi
done
rm -f "$blank" "$out/.blank.log"
exit $failed
