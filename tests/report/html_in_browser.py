#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The HTML report in a real browser (headless Chromium from Debian).

For an English full report, a Chinese executive report, a yuan report of
two plans and a Chinese full portfolio report, llm-tco writes the HTML; a
copy gets a small script that, once the page has loaded, records what the
browser made of it: every image decoded (its charts are PNG data URIs),
every table laid out with rows and a width, the title and the language.
Chromium loads the copy headless, and the test fails on any console message
or page error, a chart that did not decode or a table that did not render.

Usage: html_in_browser.py LLM_TCO_BINARY [CHROMIUM]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

PROBE = """
<script>
window.addEventListener('load', function () {
  var images = Array.prototype.slice.call(document.images);
  var tables = Array.prototype.slice.call(document.querySelectorAll('table'));
  var result = {
    title: document.title,
    lang: document.documentElement.lang,
    images: images.length,
    undecoded: images.filter(function (i) { return !(i.complete && i.naturalWidth > 0); })
                    .map(function (i) { return i.alt; }),
    tables: tables.length,
    emptyTables: tables.filter(function (t) {
      return t.rows.length < 1 || t.getBoundingClientRect().width < 50;
    }).length,
    headings: document.querySelectorAll('h1, h2, h3').length
  };
  var out = document.createElement('pre');
  out.id = 'browser-check';
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
});
</script>
"""

def fail(message):
    print('FAIL: ' + message)
    sys.exit(1)


def write_report(llm_tco, out, args):
    # A portfolio's report has its own Monte Carlo (report/portfolioreport.h): no --samples.
    samples = [] if '--portfolio' in args else ['--samples', '500']
    run = subprocess.run([llm_tco, 'report', '--out', out] + samples + args,
                         capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        fail('llm-tco report %s exited %d: %s' % (' '.join(args), run.returncode, run.stderr))


def open_in_browser(chromium, html, work):
    probed = os.path.join(work, 'probed-' + os.path.basename(html))
    with open(html, encoding='utf-8') as f:
        page = f.read()
    if '</body>' not in page:
        fail('%s has no </body>' % html)
    with open(probed, 'w', encoding='utf-8') as f:
        f.write(page.replace('</body>', PROBE + '</body>', 1))
    profile = tempfile.mkdtemp(dir=work)
    run = subprocess.run(
        [chromium, '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
         '--disable-extensions', '--user-data-dir=' + profile, '--enable-logging=stderr',
         '--log-level=0', '--virtual-time-budget=10000', '--window-size=1280,800',
         '--dump-dom', 'file://' + probed],
        capture_output=True, text=True, timeout=180)
    if run.returncode != 0:
        fail('chromium exited %d on %s: %s' % (run.returncode, html, run.stderr[-2000:]))
    # The report has no script of its own: any console line is the page's
    # problem (Chromium's own start-up chatter on a machine without a
    # desktop session is not logged as CONSOLE).
    problems = [line for line in run.stderr.splitlines() if ':CONSOLE' in line or 'Uncaught' in line]
    if problems:
        fail('console messages on %s:\n  %s' % (html, '\n  '.join(problems)))
    match = re.search(r'<pre id="browser-check">(.*?)</pre>', run.stdout, re.S)
    if not match:
        fail('the page %s did not finish loading (no check result in the DOM)' % html)
    text = match.group(1).replace('&quot;', '"').replace('&lt;', '<').replace('&gt;', '>') \
                         .replace('&amp;', '&')
    return json.loads(text)


def main():
    if len(sys.argv) < 2:
        fail(__doc__)
    llm_tco = sys.argv[1]
    chromium = sys.argv[2] if len(sys.argv) > 2 else shutil.which('chromium')
    if not chromium:
        fail('chromium is not installed (packaging/deps.sh --tests installs it)')
    checked = 0
    with tempfile.TemporaryDirectory() as work:
        plan_b = os.path.join(work, 'half.tcoplan')
        saved = subprocess.run([llm_tco, 'save', '--out', plan_b, '--set', 'cluster.gpuCount=1024'],
                               capture_output=True, text=True, timeout=120)
        if saved.returncode != 0:
            fail('llm-tco save: ' + saved.stderr)
        year = os.path.join(work, 'year.tcoportfolio')
        made = subprocess.run([llm_tco, 'portfolio', 'template', '--start', '2027-01-01', '--out', year],
                              capture_output=True, text=True, timeout=120)
        if made.returncode != 0:
            fail('llm-tco portfolio template: ' + made.stderr)
        cases = [
            ('full-en.html', [], 'en', 'Total cost of ownership'),
            ('portfolio-full-zh.html', ['--portfolio', year, '--kind', 'full', '--language', 'zh_CN'], 'zh-CN',
             None),
            ('executive-zh.html', ['--kind', 'executive', '--language', 'zh_CN'], 'zh-CN', None),
            ('compare-cny.html', ['--scenario', plan_b, '--scenario', plan_b, '--currency', 'CNY'], 'en', None),
        ]
        for name, args, lang, title in cases:
            html = os.path.join(work, name)
            write_report(llm_tco, html, args)
            seen = open_in_browser(chromium, html, work)
            print('%s: %s' % (name, json.dumps(seen, ensure_ascii=False)))
            if seen['lang'] != lang:
                fail('%s: lang is %r, not %r' % (name, seen['lang'], lang))
            if title and title not in seen['title']:
                fail('%s: title %r lacks %r' % (name, seen['title'], title))
            if seen['images'] < 1:
                fail('%s: no chart in the page' % name)
            if seen['undecoded']:
                fail('%s: charts the browser could not show: %s' % (name, seen['undecoded']))
            if seen['tables'] < 1 or seen['emptyTables']:
                fail('%s: %d tables, %d of them empty or collapsed' % (name, seen['tables'], seen['emptyTables']))
            if seen['headings'] < 2:
                fail('%s: only %d headings' % (name, seen['headings']))
            checked += 1
    print('html_in_browser: %d reports checked in Chromium' % checked)


if __name__ == '__main__':
    main()
