#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (clang, AddressSanitizer + UBSan) in
# build-fuzz/ and fuzzes each untrusted input for a fixed number of runs from
# a fixed seed over its committed corpus: deterministic, so CI fails only on
# a real defect. A crashing input is written to build-fuzz/artifacts/; commit
# it to the target's corpus so the replay tests keep it fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "fuzz: FAILED: $*" >&2; exit 1; }
packaging/deps.sh --fuzz
command -v clang++-14 >/dev/null || fail "clang++-14 is not installed (packaging/deps.sh --fuzz)"

cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DPLANNER_BUILD_FUZZ=ON -DPLANNER_BUILD_UI=OFF >/dev/null
cmake --build build-fuzz -j2 --target fuzz_scenariofile fuzz_catalog fuzz_setvalue fuzz_actuals fuzz_progress fuzz_mapping \
    fuzz_portfolio fuzz_portfolioset

mkdir -p build-fuzz/artifacts
fuzzed=()
run() { # target, runs, corpus folder, extra options...
  local target=$1 runs=$2 corpus=$3
  shift 3
  local work="build-fuzz/corpus-$target" log="build-fuzz/$target.log"
  compgen -G "$corpus/*" >/dev/null || fail "$target: its corpus $corpus is empty or missing"
  rm -rf "$work" && mkdir -p "$work" && cp "$corpus"/* "$work"/
  echo "fuzz: $target, $runs runs, seed 1"
  if ! "build-fuzz/tests/fuzz/$target" "$work" -seed=1 -runs="$runs" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="build-fuzz/artifacts/$target-" -print_final_stats=0 "$@" >"$log" 2>&1; then
    tail -n 60 "$log"
    fail "$target (its log: $log; the input: build-fuzz/artifacts/$target-*)"
  fi
  tail -n 1 "$log"
  # libFuzzer ends with "Done N runs": fewer, or none, checked less than asked.
  local done_runs
  done_runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -n 1)
  [[ -n $done_runs && $done_runs -ge $runs ]] || fail "$target did not do its $runs runs (see $log)"
  fuzzed+=("$target")
}
run fuzz_scenariofile 20000 tests/data -dict=tests/fuzz/scenariofile.dict -max_len=16384
run fuzz_catalog 50000 tests/fuzz/corpus/catalog -max_len=4096
run fuzz_setvalue 200000 tests/fuzz/corpus/setvalue -max_len=256
run fuzz_actuals 50000 tests/fuzz/corpus/actuals -max_len=4096
run fuzz_progress 20000 tests/fuzz/corpus/progress -max_len=2048
run fuzz_mapping 50000 tests/fuzz/corpus/mapping -max_len=2048
run fuzz_portfolio 10000 tests/fuzz/corpus/portfolio -dict=tests/fuzz/portfolio.dict -max_len=32768
run fuzz_portfolioset 6000 tests/fuzz/corpus/portfolioset -dict=tests/fuzz/portfolioset.dict -max_len=512
# Every target in tests/fuzz/ is fuzzed here, not only built and replayed.
for source in tests/fuzz/fuzz_*.cpp; do
  target=$(basename "$source" .cpp)
  [[ " ${fuzzed[*]} " == *" $target "* ]] || fail "$target (tests/fuzz/) is not fuzzed: add it to packaging/fuzz.sh"
done
echo "fuzz: ${#fuzzed[@]} targets, no crash"
