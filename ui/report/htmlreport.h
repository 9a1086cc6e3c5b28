// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdocument.h"

#include <QByteArray>

namespace planner {

/** The report as one self-contained, well-formed XHTML5 file (UTF-8):
 *  charts embedded as data:image/png;base64, print-friendly CSS (A4, a
 *  page per chapter, figures and rows kept whole), `lang` set from the
 *  document's language. Same sections in the same order as the PDF. */
QByteArray htmlReport(const ReportDocument &document);

} // namespace planner
