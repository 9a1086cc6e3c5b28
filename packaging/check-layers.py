#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a file includes a header of a layer it may not use, or
formats a number or a date for people outside ui/texts/.

The layers and what each may use are in docs/architecture.md ("Layers"
and "The model's folders").
A quoted include is resolved from the file's own folder, then from ui/ and
model/ (the include roots); an angle include of a Qt Widgets class is a use
of widgets, and any Qt header is a use of Qt.

Numbers, money, dates and units are formatted once, in ui/texts/
(numberformat.h; CONTRIBUTING.md, "Style"): a QLocale's toString, a
QString::number or arg() with a 'f'/'g'/'e' format, or QString::asprintf
anywhere else in model/, ui/ or app/ is a breach. A line that writes a
number for a machine (a style sheet, a file) says so with the comment
`format-check: not for people`.

Prints one line per breach (file:line: what and why) and exits 1 if there
is any.
"""
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

# layer -> layers it may use ("qt": any Qt header, "widgets": Qt Widgets).
# Layers are the folders of ui/; the folders under ui/modes/ are modes
# (docs/architecture.md, "Modes"), and their edges come from that role:
# every mode may use the layers in MODE and its own folder, never another
# mode, and only the shell uses modes. A new mode folder needs no edit here.
MODE = {'background', 'model', 'document', 'texts', 'services', 'prompts', 'charts', 'report', 'widgets', 'dialogs', 'editor',
        'modekit', 'qt'}
# The model's folders (docs/architecture.md, "The model's folders"): each
# uses only those before it; the portfolio uses them all.
MODEL = ['model:plan', 'model:analysis', 'model:tracking', 'model:files', 'model:portfolio']
ALLOWED = {
    **{layer: set(MODEL[:i]) for i, layer in enumerate(MODEL)},
    'background': {'qt'},
    'document': {'model', 'qt'},
    'texts': {'model', 'qt'},
    'services': {'background', 'model', 'document', 'texts', 'qt'},
    'prompts': {'qt', 'texts', 'widgets'},
    'charts': {'background', 'model', 'texts', 'prompts', 'qt', 'widgets'},
    'report': {'model', 'texts', 'charts', 'qt', 'widgets'},
    'widgets': {'model', 'texts', 'qt', 'widgets'},
    'dialogs': {'background', 'model', 'document', 'texts', 'prompts', 'widgets', 'qt'},
    'editor': {'model', 'document', 'texts', 'services', 'prompts', 'widgets', 'dialogs', 'qt'},
    'modekit': {'qt', 'widgets'},
    'shell': MODE | {'widgets', 'mode'},
}


# Formatting a number or a date for people, outside ui/texts/.
NUMBER_FORMATTING = re.compile(
    r"QLocale\([^()]*\)\.toString\("                       # QLocale().toString(…)
    r"|\b\w*[lL]ocale(?:\(\))?\.toString\("                  # locale.toString(…), m_locale.toString(…)
    r"|QString::number\([^;]*,\s*'[fgeEG]'"                # QString::number(v, 'f', 1)
    r"|\.arg\([^;]*,\s*-?\d+\s*,\s*'[fgeEG]'"               # arg(v, 0, 'f', 1)
    r"|QString::asprintf\(")
NOT_FOR_PEOPLE = 'format-check: not for people'



def formatting_breaches():
    """Lines outside ui/texts/ that format a number or date for people, and
    how many files were read."""
    found = []
    scanned = 0
    for top in ('model', 'ui', 'app'):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in sorted(files):
                if not name.endswith(('.h', '.cpp')):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, ROOT).replace(os.sep, '/')
                if rel.startswith('ui/texts/'):
                    continue
                scanned += 1
                with open(path, encoding='utf-8') as f:
                    for number, line in enumerate(f, 1):
                        code = line.split('//', 1)[0] if NOT_FOR_PEOPLE not in line else ''
                        if NUMBER_FORMATTING.search(code):
                            found.append(f'{rel}:{number}: formats a number or date for people outside '
                                         f'ui/texts/: use texts/numberformat.h ({line.strip()[:80]})')
    return found, scanned


def layer_of(path):
    """The layer a repository path belongs to ("mode:NAME" for a mode), or
    None (app/, tests/)."""
    parts = os.path.relpath(path, ROOT).split(os.sep)
    if parts[0] == 'model':
        return f'model:{parts[1]}' if len(parts) > 2 else 'model-root'
    if parts[0] == 'ui' and len(parts) > 2 and parts[1] == 'modes':
        return f'mode:{parts[2]}' if len(parts) > 3 else 'ui-root'
    if parts[0] == 'ui' and len(parts) > 2:
        return parts[1]
    if parts[0] == 'ui':
        return 'ui-root'  # nothing may live directly in ui/ or ui/modes/
    return None


def allowed_for(layer):
    """What a layer may use: a mode's role, or its own entry."""
    return MODE | {'widgets'} if layer.startswith('mode:') else ALLOWED.get(layer)


def qt_widgets_headers():
    for base in ('/usr/include/x86_64-linux-gnu/qt6/QtWidgets', '/usr/include/qt6/QtWidgets',
                 '/usr/include/aarch64-linux-gnu/qt6/QtWidgets'):
        if os.path.isdir(base):
            return {f for f in os.listdir(base) if f.startswith('Q') and '.' not in f}
    return set()


def main():
    # Without Qt's headers a widget include would pass as any Qt header:
    # the check would check less than it says.
    widgets = qt_widgets_headers()
    if not widgets:
        print('check-layers: FAILED: Qt Widgets headers not found (qt6-base-dev; packaging/deps.sh installs it)')
        return 1
    widgets |= {'qcustomplot.h'}
    quoted = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
    angled = re.compile(r'^\s*#\s*include\s+<([^>]+)>')
    breaches = []
    checked = 0
    for top in ('model', 'ui'):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in sorted(files):
                if not name.endswith(('.h', '.cpp')):
                    continue
                path = os.path.join(folder, name)
                layer = layer_of(path)
                rel = os.path.relpath(path, ROOT)
                if layer in ('ui-root', 'model-root'):
                    breaches.append(f'{rel}: a file directly in ui/, ui/modes/ or model/ belongs to no layer; '
                                    f'move it into one')
                    continue
                allowed = allowed_for(layer)
                if allowed is None:
                    breaches.append(f'{rel}: unknown layer "{layer}": add it to docs/architecture.md and this check')
                    continue
                checked += 1
                with open(path, encoding='utf-8') as f:
                    for number, line in enumerate(f, 1):
                        if m := quoted.match(line):
                            target = m.group(1)
                            # moc's output for this file's class (AUTOMOC), not a header.
                            if target.endswith('.moc') or re.fullmatch(r'moc_\w+\.cpp', target):
                                continue
                            found = None
                            for base in (folder, os.path.join(ROOT, 'ui'), os.path.join(ROOT, 'model')):
                                candidate = os.path.normpath(os.path.join(base, target))
                                if os.path.isfile(candidate):
                                    found = candidate
                                    break
                            if found is None:
                                breaches.append(f'{rel}:{number}: "{target}" is not a header of the repository')
                                continue
                            used = layer_of(found)
                            if used.startswith('model:') and 'model' in allowed:
                                continue  # a layer of ui/ may use every part of the model
                            if used != layer and used.startswith('mode:') and 'mode' not in allowed:
                                breaches.append(f'{rel}:{number}: {layer} may not use another mode, {used} '
                                                f'("{target}"): modes reach each other through ModeHost')
                            elif used != layer and not used.startswith('mode:') and used not in allowed:
                                breaches.append(f'{rel}:{number}: {layer} may not use {used} ("{target}")')
                        elif m := angled.match(line):
                            header = os.path.basename(m.group(1))
                            if header in widgets and 'widgets' not in allowed:
                                breaches.append(f'{rel}:{number}: {layer} may not use Qt Widgets (<{m.group(1)}>)')
                            elif header.startswith('Q') and 'qt' not in allowed:
                                breaches.append(f'{rel}:{number}: {layer} may not use Qt (<{m.group(1)}>)')
    formatting, scanned = formatting_breaches()
    breaches += formatting
    for b in breaches:
        print(b)
    print(f'check-layers: {checked} files, {len(breaches)} breaches ({len(formatting)} of number formatting '
          f'in {scanned} files)')
    if not checked or not scanned:
        print(f'check-layers: FAILED: no source file found under {ROOT} (model/, ui/, app/)')
        return 1
    return 1 if breaches else 0


if __name__ == '__main__':
    sys.exit(main())
