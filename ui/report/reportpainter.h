// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"

#include <memory>
#include <vector>

class QPagedPaintDevice;

namespace planner {

/** Lays a ReportDocument out on pages and paints it: the one page painter
 *  behind PDF export and printing. A4-friendly typography (body 10 pt,
 *  tables 9 pt), a running header, a footer with the scenario name, the
 *  "estimates, not quotes" notice and "Page 3 of 12"; level-1 headings
 *  start a new page, headings stay with what follows, figures and table
 *  rows are never split, table headers repeat on every page, and the
 *  contents list the page of each chapter.
 *
 *  Works in the device's own pixels, so the same code serves a 1200 dpi
 *  QPdfWriter and a printer. The device must draw from the page's corner:
 *  zero page margins (QPdfWriter) or full-page mode (QPrinter); the
 *  painter keeps its own margins. */
class ReportPainter
{
public:
    explicit ReportPainter(const ReportDocument &document);
    ~ReportPainter();
    ReportPainter(const ReportPainter &) = delete;
    ReportPainter &operator=(const ReportPainter &) = delete;

    /** Paints every page on `device`; returns the page count, 0 when the
     *  painter could not start. */
    int paint(QPagedPaintDevice *device);

    /** After paint(): the page (1-based) each level-1 heading landed on. */
    const std::vector<int> &chapterPages() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace planner
