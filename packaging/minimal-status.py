#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Prints a dpkg status file of a minimal Debian: the packages installed here
that are Essential or of Priority required, and what they depend on (first
installed alternative). check-package.sh gives it to apt-get --simulate to see
what `apt install ./llm-tco-planner_*.deb` would pull on a fresh system,
without a container."""
import re
import sys

status = sys.argv[1] if len(sys.argv) > 1 else "/var/lib/dpkg/status"
packages, provided = {}, {}
for paragraph in open(status, encoding="utf-8").read().split("\n\n"):
    fields = dict(re.findall(r"^([\w-]+): ?(.*(?:\n .*)*)", paragraph, re.M))
    if "Package" not in fields or "install ok installed" not in fields.get("Status", ""):
        continue
    packages[fields["Package"]] = (paragraph.strip("\n"), fields)
    for name in fields.get("Provides", "").split(","):
        if name.strip():
            provided.setdefault(name.split("(")[0].strip(), fields["Package"])


def installed(name):
    name = name.split("(")[0].strip().split(":")[0]
    return name if name in packages else provided.get(name)


todo = [n for n, (_, f) in packages.items() if f.get("Essential") == "yes" or f.get("Priority") == "required"]
keep = set()
while todo:
    name = todo.pop()
    if name in keep:
        continue
    keep.add(name)
    for field in ("Pre-Depends", "Depends"):
        for dependency in packages[name][1].get(field, "").replace("\n", " ").split(","):
            for alternative in dependency.split("|"):
                if found := installed(alternative):
                    todo.append(found)
                    break
sys.stdout.write("\n\n".join(packages[n][0] for n in sorted(keep)) + "\n")
