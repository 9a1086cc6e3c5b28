#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when clang-format 14 (.clang-format) would change a C++ source file
# of ours, and lists them; with --fix, formats them in place.
# The files are those git tracks; outside a git checkout, every *.cpp and
# *.h in app/, model/, ui/ and tests/. Installs clang-format 14 and git when
# missing (packaging/deps.sh --format); fails when a tool is still missing or
# when it finds no file to check.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-format: FAILED: $*" >&2; exit 1; }
packaging/deps.sh --format
for tool in clang-format-14 git; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (packaging/deps.sh --format)"
done
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  listed=$(git ls-files -- '*.cpp' '*.h')
  from="git ls-files"
else
  folders=()
  for d in app model ui tests; do [[ -d $d ]] && folders+=("$d"); done
  [[ ${#folders[@]} -gt 0 ]] || fail "not a git checkout, and no app/, model/, ui/ or tests/ in $PWD"
  listed=$(find "${folders[@]}" -name '*.cpp' -o -name '*.h')
  from="find app model ui tests (not a git checkout)"
fi
files=()
while IFS= read -r f; do
  [[ -f $f ]] && files+=("$f") # a file deleted but not yet committed is not checked
done <<<"$listed"
[[ ${#files[@]} -gt 0 ]] || fail "no C++ source file found ($from, in $PWD)"
if [[ ${1:-} == --fix ]]; then
  clang-format-14 -i "${files[@]}"
  echo "check-format: formatted ${#files[@]} files"
  exit 0
fi
formatted=$(mktemp)
trap 'rm -f "$formatted"' EXIT
unformatted=()
for f in "${files[@]}"; do
  clang-format-14 "$f" >"$formatted" || fail "clang-format-14 failed on $f"
  cmp -s "$formatted" "$f" || unformatted+=("$f")
done
if [[ ${#unformatted[@]} -gt 0 ]]; then
  printf '%s\n' "${unformatted[@]}"
  echo "check-format: ${#unformatted[@]} of ${#files[@]} files differ from .clang-format; run packaging/check-format.sh --fix"
  exit 1
fi
echo "check-format: ${#files[@]} files formatted ($from)"
