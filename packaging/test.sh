#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything and runs every test (model,
# file format, command line, document and widgets under the offscreen
# platform). Prints CTest's summary and the time of each stage (packages,
# configure, build, tests); exits non-zero on any failure, when CTest finds
# no test, or when a test class skipped all its tests (packaging/check-skips.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
times=()
timed() { # stage name, command...
  local name=$1 t0=$SECONDS
  shift
  "$@"
  times+=("$name $((SECONDS - t0)) s")
  echo "test.sh: $name took $((SECONDS - t0)) s"
}
timed packages packaging/deps.sh --tests
# Release: debug information made a fifth of every compile and most of the
# link of the test executables, and the package strips it anyway (the same
# build/ is packaged by check-package.sh in .ci/run). Debug in a build of
# your own (-DCMAKE_BUILD_TYPE=RelWithDebInfo).
configure() { cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null; }
timed configure configure
timed build cmake --build build -j2
timed tests ctest --test-dir build --output-on-failure --no-tests=error -j2
packaging/check-skips.sh build # a test class that skipped everything fails
echo "test.sh: $(IFS=,; echo "${times[*]}" | sed 's/,/, /g'); total $SECONDS s"
