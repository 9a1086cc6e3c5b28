// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"
#include "report/reportinput.h"

class QIODevice;
class QPrinter;

namespace planner {

/** Writes `document` as an A4 PDF to `out` (open for writing); returns
 *  the page count, 0 on failure. */
int writePdf(const ReportDocument &document, QIODevice *out);

/** Prints the report on `printer` with the same page painter as the PDF
 *  (full-page mode: the painter keeps its own margins). Computes the
 *  report's data first (a Monte Carlo per scenario: well under a second). */
void printReport(const ReportInput &input, QPrinter *printer);

/** The same for an already built document; returns the page count. */
int printDocument(const ReportDocument &document, QPrinter *printer);

} // namespace planner
