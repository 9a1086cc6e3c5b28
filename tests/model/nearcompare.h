// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTest>

#include <algorithm>
#include <cmath>

namespace testing {

/** Relative comparison (absolute below 1) for hand-checked figures. */
inline bool near(double actual, double expected, double relTol = 1e-9)
{
    return std::abs(actual - expected) <= relTol * std::max(1.0, std::abs(expected));
}

} // namespace testing

#define QCOMPARE_NEAR(actual, expected, tol)                                                                 \
    QVERIFY2(testing::near((actual), (expected), (tol)), qPrintable(QStringLiteral("%1 = %2, expected %3")   \
                                                                        .arg(QLatin1String(#actual))         \
                                                                        .arg(double(actual), 0, 'g', 12)     \
                                                                        .arg(double(expected), 0, 'g', 12)))
