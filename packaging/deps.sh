#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages the build and the window need, only those
# that are missing; with --tests also what the tests need (Python, poppler's
# pdftotext, headless Chromium for the HTML report). Uses sudo when not root.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkgconf
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqcustomplot-dev libboost-serialization-dev
  fonts-noto-cjk
)
if [[ "${1:-}" == "--tests" ]]; then
  packages+=(python3 poppler-utils chromium)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
echo "Installing: ${missing[*]}" >&2
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
