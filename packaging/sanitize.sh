#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds everything under AddressSanitizer + UndefinedBehaviorSanitizer in
# build-asan/ and runs the whole test suite there (model, file format,
# command line, document and widgets). Any sanitizer report fails the run:
# UBSan stops at its first finding, ASan at its first error, and LeakSanitizer
# reports every leak except those named in packaging/lsan.supp (Qt's and the
# system's own, never ours). Benchmarks are not built here.
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/deps.sh --tests
# -O1 and line tables only (-g1): what a sanitizer needs for its reports'
# stacks, at a fraction of the compile time of -O2 -g (.ci/run's longest
# stage).
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
      -DPLANNER_SANITIZE=address,undefined -DPLANNER_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build-asan -j2
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$PWD/packaging/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir build-asan --output-on-failure -j2
