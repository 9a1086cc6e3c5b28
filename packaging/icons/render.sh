#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the PNG sizes of the application icon from llm-tco-planner.svg
# (needs rsvg-convert: apt-get install librsvg2-bin). The PNGs are kept in
# the repository so the build needs no SVG renderer; run this after editing
# the SVG and commit the result.
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 32 48 64 128 256; do
  rsvg-convert --width "$size" --height "$size" llm-tco-planner.svg -o "llm-tco-planner-$size.png"
done
