#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages a task needs, only those that are missing,
# and fails (naming them) when apt cannot install them. Uses sudo when not
# root. Without an option: what the build and the window need. Each option
# adds a group (several may be given; .ci/run gives them all at once):
#   --tests     Python, poppler's pdftotext and headless Chromium for the tests
#   --sanitize  the tests' and libc6-dbg: packaging/sanitize.sh needs the
#               loader's symbols (packaging/lsan.supp says why)
#   --format    clang-format 14 and git only (packaging/check-format.sh
#               builds nothing)
#   --fuzz      clang 14 and its libFuzzer runtime (packaging/fuzz.sh)
#   --package   what packaging/check-package.sh runs on the package:
#               dpkg-dev, lintian, desktop-file-utils, appstream, file,
#               pdftotext, Python
set -euo pipefail

build=(
  cmake ninja-build g++ pkgconf
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqcustomplot-dev libboost-serialization-dev zlib1g-dev
  fonts-noto-cjk
)
tests=(python3 poppler-utils chromium)
packages=()
[[ $# -eq 0 ]] && packages+=("${build[@]}")
for option in "$@"; do
  case $option in
    --tests) packages+=("${build[@]}" "${tests[@]}") ;;
    --sanitize) packages+=("${build[@]}" "${tests[@]}" libc6-dbg) ;;
    --format) packages+=(clang-format-14 git) ;;
    --fuzz) packages+=("${build[@]}" clang-14 libclang-rt-14-dev) ;;
    --package) packages+=("${build[@]}" dpkg-dev lintian desktop-file-utils appstream file poppler-utils python3) ;;
    *) echo "deps.sh: unknown option $option (see the comment at its top)" >&2; exit 2 ;;
  esac
done

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for p in $(printf '%s\n' "${packages[@]}" | sort -u); do
  installed "$p" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
echo "Installing: ${missing[*]}" >&2
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
still=()
for p in "${missing[@]}"; do
  installed "$p" || still+=("$p")
done
if [[ ${#still[@]} -gt 0 ]]; then
  echo "deps.sh: FAILED: apt did not install ${still[*]}" >&2
  exit 1
fi
