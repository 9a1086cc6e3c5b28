#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and starts LLM TCO Planner on the
# built-in default scenario. Arguments go to the window (e.g. a .tcoplan
# file, or --language zh_CN).
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target llm-tco-planner llm-tco
exec ./build/app/llm-tco-planner "$@"
