#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# After a CTest run in BUILD (default build/): lists the Qt Test functions
# that skipped, and fails when a whole test class skipped (its initTestCase
# did, as the report suites do without pdftotext): such a test passes having
# checked nothing. packaging/test.sh and packaging/sanitize.sh run it.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
log="$build/Testing/Temporary/LastTest.log"
[[ -s $log ]] || { echo "check-skips: FAILED: no CTest log at $log" >&2; exit 1; }
skips=$(grep -E '^SKIP +: ' "$log" || true)
[[ -z $skips ]] && { echo "check-skips: no test skipped"; exit 0; }
echo "check-skips: skipped here:"
sed 's/^SKIP *: /    /' <<<"$skips"
whole=$(grep -E '::initTestCase\(\)' <<<"$skips" || true)
if [[ -n $whole ]]; then
  echo "check-skips: FAILED: $(wc -l <<<"$whole") test classes skipped every test (see above; packaging/deps.sh --tests installs what the tests need)" >&2
  exit 1
fi
