#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (clang, AddressSanitizer + UBSan) in
# build-fuzz/ and fuzzes each untrusted input for a fixed number of runs from
# a fixed seed over its committed corpus: deterministic, so CI fails only on
# a real defect. A crashing input is written to build-fuzz/artifacts/; commit
# it to the target's corpus so the replay tests keep it fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for p in clang-14 libclang-rt-14-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DPLANNER_BUILD_FUZZ=ON -DPLANNER_BUILD_UI=OFF >/dev/null
cmake --build build-fuzz -j2 --target fuzz_scenariofile fuzz_catalog fuzz_setvalue fuzz_actuals fuzz_progress fuzz_mapping \
    fuzz_portfolio

mkdir -p build-fuzz/artifacts
run() { # target, runs, corpus folder, extra options...
  local target=$1 runs=$2 corpus=$3
  shift 3
  local work="build-fuzz/corpus-$target"
  rm -rf "$work" && mkdir -p "$work" && cp "$corpus"/* "$work"/
  echo "fuzz: $target, $runs runs, seed 1"
  "build-fuzz/tests/fuzz/$target" "$work" -seed=1 -runs="$runs" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="build-fuzz/artifacts/$target-" -print_final_stats=0 "$@" 2>&1 | tail -n 1
}
run fuzz_scenariofile 20000 tests/data -dict=tests/fuzz/scenariofile.dict -max_len=16384
run fuzz_catalog 50000 tests/fuzz/corpus/catalog -max_len=4096
run fuzz_setvalue 200000 tests/fuzz/corpus/setvalue -max_len=256
run fuzz_actuals 50000 tests/fuzz/corpus/actuals -max_len=4096
run fuzz_progress 20000 tests/fuzz/corpus/progress -max_len=2048
run fuzz_mapping 50000 tests/fuzz/corpus/mapping -max_len=2048
run fuzz_portfolio 10000 tests/fuzz/corpus/portfolio -dict=tests/fuzz/portfolio.dict -max_len=32768
echo "fuzz: no crash"
