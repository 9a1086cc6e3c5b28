#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A hostile-input run of llm-tco (issue 32, "Done when"; issue 52): a few
hundred generated cases of track, progress, mapping, solve, save, portfolio,
sensitivity and risk, each checked for: no crash (the exit status is not a
signal), no raw control characters on stdout or stderr (ESC, BEL, NUL, the
C1 controls and the bidirectional overrides: a crafted file must not reach
the terminal), valid UTF-8 on both, a message with every non-zero exit, and
JSON that parses whenever --format json is given, for every exit status;
exports of a distinct tag value a line give a bounded spend by tag.

    hostile_tracking.py LLM_TCO ACTUALS_DIR
"""
import json
import os
import random
import subprocess
import sys
import tempfile

LLM_TCO, ACTUALS = sys.argv[1], sys.argv[2]
PLAN = ["--set", "project.startDate=2027-01-01", "--set", "compute.mfu=0.4", "--set", "budget.usd=20e6"]
HEADER = "date,category,phase,amount,currency,project,experiment,team\n"
PROGRESS_HEADER = "date,tokens,acceleratorHours,interruptions\n"
NASTY = ["\x1b]0;pwned\x07", "\x1b[2J", "\x00", "\x07", "\x08", "\x7f", "\x9b", "\r", "\"", "\"\"", ";", ",",
         "\xff\xfe", "nan", "inf", "-inf", "1e309", "-1", "1e13", "0x10", "1,5", "", " ", "2027-02-30",
         "9999-12-31", "1969-12-31", "compute", "nonexistent", "GPU instances", "x" * 5000,
         # issue 52: C1 and bidirectional controls, bytes of invalid UTF-8
         # (surrogate escapes write them raw), an unquoted thousands separator
         "\u009b2J", "\u202egnp.exe", "\udcff\udcfe\udcc3(", "\udc9b", "2,000,000", "   "]
DATES = ["2027-01-15", "2027-03-01", "2026-06-01", "2030-06-01", "2027-04-15", "2027-13-01"]
rng = random.Random(32)
failures = []
counts = {"cases": 0}


def bad_bytes(data):
    return [b for b in data if (b < 0x20 and b not in (0x09, 0x0a)) or b == 0x7f]


def hidden_controls(text):
    """C1 controls and bidirectional formatting characters (app/cli/safetext.h)."""
    return [c for c in text if 0x80 <= ord(c) <= 0x9f or c in "\u061c\u200e\u200f" or
            0x202a <= ord(c) <= 0x202e or 0x2066 <= ord(c) <= 0x2069]


def run(name, args):
    counts["cases"] += 1
    args = [a.replace("\x00", "\x01") for a in args]  # argv cannot hold NUL; files can
    try:
        p = subprocess.run([LLM_TCO] + args, capture_output=True, timeout=60,
                           env=dict(os.environ, LLM_TCO_TODAY="2027-04-15"))
    except subprocess.TimeoutExpired:
        failures.append(f"{name}: timed out")
        return None
    where = f"{name} (exit {p.returncode})"
    if p.returncode < 0:
        failures.append(f"{where}: killed by signal {-p.returncode}")
    for stream, data in (("stdout", p.stdout), ("stderr", p.stderr)):
        bad = bad_bytes(data)
        if bad:
            failures.append(f"{where}: raw control byte 0x{bad[0]:02x} on {stream}")
        try:
            hidden = hidden_controls(data.decode("utf-8"))
            if hidden:
                failures.append(f"{where}: raw U+{ord(hidden[0]):04X} on {stream}")
        except UnicodeDecodeError as e:
            failures.append(f"{where}: invalid UTF-8 on {stream} ({e})")
    # 4 (solve: nothing fits), 5 and 6 (past a budget line) are answers,
    # written on stdout; every other non-zero status says why on stderr.
    if p.returncode != 0 and not p.stderr.strip() and not (p.returncode in (4, 5, 6) and p.stdout.strip()):
        failures.append(f"{where}: no message")
    if "--format" in args and args[args.index("--format") + 1] == "json":
        if p.stdout.strip():
            try:
                json.loads(p.stdout)
            except ValueError as e:
                failures.append(f"{where}: stdout is not JSON ({e})")
        else:
            failures.append(f"{where}: --format json wrote nothing")
    return p


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "wb") as f:
        f.write(text.encode("utf-8", "surrogateescape") if isinstance(text, str) else text)
    return path


def spend_line():
    fields = [rng.choice(DATES), rng.choice(["compute", "storage", "people"]), rng.choice(["training", "preparation"]),
              str(rng.choice([10, 1000.5, 1e6])), "USD", "p", "e", "t"]
    if rng.random() < 0.7:
        fields[rng.randrange(len(fields))] = rng.choice(NASTY)
    return ",".join(fields) + "\n"


def progress_line():
    fields = [rng.choice(DATES), str(rng.choice([1e11, 5e12, 1e16, 0, 1])), str(rng.choice([1000, 2e5, 0, 1e15])),
              rng.choice(["1", "7", "3", "2.5", "10000"])]
    if rng.random() < 0.7:
        fields[rng.randrange(len(fields))] = rng.choice(NASTY)
    return ",".join(fields) + "\n"


def mapping_text():
    keys = ["format", "version", "header", "delimiter", "decimalSeparator", "dateFormat", "defaultCurrency",
            "spend.date", "spend.amount", "categories", "phases", "unknown\x1b[2J"]
    values = ['"x"', '1', 'true', '";"', '","', '"D/M/Y"', '"GBP"', '"\\u001b]0;t\\u0007"', '{"compute":"nonexistent"}',
              '{"GPU\\u0000":"compute"}', '0', '-1', '1e400', '[]', 'null']
    body = ",".join(f'"{rng.choice(keys)}":{rng.choice(values)}' for _ in range(rng.randrange(0, 4)))
    text = "{" + body + "}"
    if rng.random() < 0.2:
        text = text[: rng.randrange(len(text) + 1)] + rng.choice(NASTY)
    return text


with tempfile.TemporaryDirectory() as d:
    fmt = lambda: ["--format", "json"] if rng.random() < 0.5 else []
    for k in range(120):  # spend exports
        lines = "".join(spend_line() for _ in range(rng.randrange(1, 8)))
        header = HEADER if rng.random() < 0.9 else rng.choice(NASTY) + HEADER
        path = write(d, f"spend{k}.csv", header + lines)
        extra = ["--accept-partial"] if rng.random() < 0.5 else []
        run(f"track spend{k}", ["track"] + PLAN + ["--actuals", path] + extra + fmt())
    for k in range(80):  # progress logs
        text = PROGRESS_HEADER + "".join(progress_line() for _ in range(rng.randrange(1, 5)))
        path = write(d, f"progress{k}.csv", text)
        extra = ["--accept-partial"] if rng.random() < 0.5 else []
        run(f"track progress{k}", ["track"] + PLAN + ["--actuals", os.path.join(ACTUALS, "spend-within.csv"),
                                                      "--progress", path] + extra + fmt())
    for k in range(60):  # mappings
        path = write(d, f"map{k}.json", mapping_text())
        run(f"track mapping{k}", ["track"] + PLAN + ["--actuals", os.path.join(ACTUALS, "billing-export.csv"),
                                                     "--mapping", path] + fmt())
    for k in range(40):  # solve
        args = ["solve", "--for", rng.choice(["cluster.gpuCount", "model.parameters", "data.tokens", "x\x1b[2J"])]
        for opt, vals in (("--budget", ["1e30", "-1", "nan", "2e7", "\x07"]), ("--max-loss", ["1.0", "0", "inf", "2.1"]),
                          ("--deadline-days", ["0", "1e9", "100", "\x1b"]), ("--set", ["budget.usd=1e7", "x=\x00", "a"])):
            if rng.random() < 0.5:
                args += [opt, rng.choice(vals)]
        run(f"solve{k}", args + fmt())
    for k in range(40):  # save
        out = os.path.join(d, f"saved{k}.tcoplan")
        args = ["save"] + PLAN + ["--actuals", os.path.join(d, f"spend{k}.csv"), "--out", out]
        if rng.random() < 0.3:
            args += ["--set", "project.name=" + rng.choice(NASTY)]
        if rng.random() < 0.5:
            args += ["--accept-partial"]
        run(f"save{k}", args)
        if os.path.exists(out):
            run(f"track saved{k}", ["track", "--scenario", out] + fmt())

    # Portfolios (issue 52): a name and --set values of every kind above,
    # fields set twice by index and id, fields their pool's kind has not.
    year = os.path.join(d, "year.tcoportfolio")
    run("portfolio template", ["portfolio", "template", "--start", "2027-01-01", "--out", year])
    with open(year, "rb") as f:
        template = f.read()
    sets = ["run.9.repeat=3", "run.main.repeat=2", "pool.0.count=10", "pool.owned.count=1e7",
            "pool.on-demand.discount=0.2", "pool.spot.purchaseUsdPerAccelerator=5", "budget.warningFraction=2",
            "pool.owned.count=0", "run.main.team="]
    for k in range(40):
        name = rng.choice(NASTY).encode("utf-8", "surrogateescape")
        path = write(d, f"portfolio{k}.tcoportfolio", template.replace(b"<name>typical year</name>",
                                                                      b"<name>" + name + b"</name>"))
        args = ["portfolio", rng.choice(["evaluate", "schedule"]), "--portfolio", path]
        for _ in range(rng.randrange(0, 3)):
            value = rng.choice(sets)
            if value.endswith("="):
                value += rng.choice(NASTY)
            args += ["--set", value]
        run(f"portfolio{k}", args + fmt())
    # A tag value of its own on every line (issue 52, item 12): the output
    # stays bounded, at most 20 values and one row of the others a tag.
    # Hostile tags that keep the line whole (a quote or a delimiter would
    # refuse it, and the file, before the tally).
    tags = [t for t in NASTY if not any(c in t for c in '",\r\n\x00')]
    bounded = 0
    for k in range(4):
        rows = []
        for i in range(12000):
            tag = rng.choice(tags) if i % 200 == 0 else f"run-{i}"
            rows.append(f"2027-02-{1 + i % 28:02d},compute,training,{1 + i % 97},USD,p{i % 3},{tag},t-{i}\n")
        path = write(d, f"tags{k}.csv", HEADER + "".join(rows))
        json_out = k % 2 == 0
        p = run(f"track tags{k}", ["track"] + PLAN + ["--actuals", path, "--accept-partial"] +
                (["--format", "json"] if json_out else []))
        if p is None or p.returncode not in (0, 5, 6):
            continue
        bounded += 1
        if json_out:
            by_tag = json.loads(p.stdout)["byTag"]
            if len(by_tag) > 3 * 21:
                failures.append(f"track tags{k}: {len(by_tag)} rows of spend by tag")
        elif p.stdout.count(b"\n") > 200:
            lines = p.stdout.count(b"\n")
            failures.append(f"track tags{k}: {lines} lines of text")
    if bounded == 0:
        failures.append("track tags: no export of distinct tag values was tracked")
    run("samples twice", ["risk", "--set", "uncertainty.samples=300", "--samples", "200"])
    for k in range(10):  # analyses of a plan that cannot run: JSON for exit 3 too
        run(f"analysis{k}", [rng.choice(["sensitivity", "risk"]), "--set", "cluster.gpuCount=1"] + fmt())

print(f"hostile_tracking: {counts['cases']} cases, {len(failures)} failures")
for f in failures[:50]:
    print("  " + f)
sys.exit(1 if failures else 0)
