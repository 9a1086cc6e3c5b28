#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything and runs every test (model,
# file format, command line, document and widgets under the offscreen
# platform). Prints CTest's summary; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/deps.sh --tests
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2
