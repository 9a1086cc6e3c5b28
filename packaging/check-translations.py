#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Chinese catalogues say one thing one way (docs/glossary.md).

Fails when
- a message is unfinished (lupdate left it for a translator), or empty;
- the same English text (and translator comment) is translated differently
  in two places: the window, the charts and the report must not drift apart;
- a translation uses a word the glossary rules out ("not 场景", ...);
- a translation loses or adds a %N place marker of its source;
- the same English text is translated in two contexts: a shared word has
  one owner (ui/texts/terms.h and the other texts classes), so the
  catalogues translate it once.

Usage: check-translations.py [CATALOGUE.ts ...] (default: resources/translations/*_zh_CN.ts)
"""
import collections
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# The glossary's "not X" words, with the word to use instead.
RULED_OUT = {
    "场景": "方案 (plan, scenario)",
    "人员": "人力 (People)",
    "加速卡时": "加速卡小时 (accelerator-hours)",
    "能源": "能耗 (Energy)",
    "可行域": "可行区域 (feasible region)",
    "截止日期": "截止期限 (deadline)",
}

# English texts that mean different things in different places, so their
# translations may differ and each place owns its own. Each with the reason.
HOMONYMS = {
    "on": "a rate 'on' a date (于) and a switch that is 'on' (开)",
    "Total": "the what-if strip's total-cost column (总成本) and a sum row or bar (合计)",
    "Total cost of ownership": "the window's tiles add （TCO）; the report and CSV say it once in full",
}

PLACE_MARKER = re.compile(r"%L?(\d+)")


def main(paths):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    if not paths:
        paths = sorted(glob.glob(os.path.join(root, "resources", "translations", "*_zh_CN.ts")))
    problems = []
    seen = collections.defaultdict(set)  # (source, comment) -> translations
    where = collections.defaultdict(list)
    contexts = collections.defaultdict(set)  # (source, comment) -> contexts that translate it
    for path in paths:
        name = os.path.basename(path)
        for context in ET.parse(path).getroot().iter("context"):
            ctx = context.findtext("name")
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                comment = message.findtext("comment") or ""
                tr = message.find("translation")
                kind = tr.get("type") if tr is not None else None
                if kind in ("obsolete", "vanished"):
                    continue
                forms = [n.text or "" for n in tr.iter("numerusform")] if tr is not None else []
                text = "".join(forms) if forms else (tr.text or "" if tr is not None else "")
                place = f"{name} {ctx}: {source[:60]!r}"
                if kind == "unfinished" or not text.strip():
                    problems.append(f"{place}: not translated (fill it in; lupdate marks it unfinished)")
                    continue
                for word, instead in RULED_OUT.items():
                    if word in text:
                        problems.append(f"{place}: uses {word}; docs/glossary.md says {instead}")
                for form in forms or [text]:
                    if set(PLACE_MARKER.findall(form)) != set(PLACE_MARKER.findall(source)):
                        problems.append(f"{place}: place markers {sorted(set(PLACE_MARKER.findall(source)))} "
                                        f"of the source are not those of the translation {form[:60]!r}")
                key = (source, comment)
                if name != "qtgaps_zh_CN.ts":  # qtbase's own contexts, not ours
                    contexts[key].add(ctx)
                seen[key].add(text)
                where[key].append(f"{name} {ctx} → {text[:40]}")
    for (source, comment), texts in sorted(seen.items()):
        if len(texts) > 1 and source not in HOMONYMS:
            problems.append(f"{source[:60]!r} is translated {len(texts)} ways: " + "; ".join(where[(source, comment)]))
    for (source, comment), names in sorted(contexts.items()):
        if len(names) > 1 and source not in HOMONYMS:
            problems.append(f"{source[:60]!r} is translated in {len(names)} contexts ({', '.join(sorted(names))}): "
                            "say it through its one owner (ui/texts/terms.h, docs/glossary.md)")
    for p in problems:
        print(p)
    messages = sum(len(v) for v in where.values())
    print(f"check-translations: {messages} messages in {len(paths)} catalogues, {len(problems)} problems")
    if not messages:
        print("check-translations: FAILED: no translated message found (resources/translations/*_zh_CN.ts)")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
