// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The QCustomPlot classes chart headers name, declared once, so those
// headers need not include qcustomplot.h (it costs seconds per file).
// QCustomPlot declares all of them as classes.
class QCPAbstractItem;
class QCPAbstractPlottable;
class QCPAxis;
class QCPAxisRect;
class QCPAxisTickerText;
class QCPBars;
class QCPBarsData;
class QCPCurve;
class QCPCurveData;
class QCPErrorBars;
class QCPGraph;
class QCPGraphData;
class QCPItemLine;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCPItemTracer;
class QCPLayer;
class QCPTextElement;
class QCustomPlot;
