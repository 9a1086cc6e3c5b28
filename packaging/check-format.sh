#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when clang-format 14 (.clang-format) would change a C++ source file
# of ours, and lists them; with --fix, formats them in place.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format-14 >/dev/null; then
  sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends clang-format-14 >/dev/null
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ ${1:-} == --fix ]]; then
  clang-format-14 -i "${files[@]}"
  echo "check-format: formatted ${#files[@]} files"
  exit 0
fi
unformatted=()
for f in "${files[@]}"; do
  clang-format-14 "$f" | cmp -s - "$f" || unformatted+=("$f")
done
if [[ ${#unformatted[@]} -gt 0 ]]; then
  printf '%s\n' "${unformatted[@]}"
  echo "check-format: ${#unformatted[@]} of ${#files[@]} files differ from .clang-format; run packaging/check-format.sh --fix"
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
