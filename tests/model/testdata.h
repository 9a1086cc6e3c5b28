// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the file-format tests share: the files of tests/data (CTest sets
// PLANNER_TEST_DATA to it) and the bytes the loader reads.
#include <QByteArray>
#include <QFile>
#include <QString>

#include <string>
#include <string_view>

namespace testing {

inline std::string toStd(const QByteArray &b)
{
    return std::string(b.constData(), static_cast<std::size_t>(b.size()));
}

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/** The file `name` of tests/data, or nothing when it cannot be read (the
 *  tests' initTestCase then fails with the name). */
inline QByteArray testData(const QString &name)
{
    QFile f(qEnvironmentVariable("PLANNER_TEST_DATA") + QLatin1Char('/') + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** `bytes` with its first `from` replaced by `to`: a mutation of a golden
 *  file. A `from` not in the file is a mistake in the test (fatal); empty
 *  bytes stay empty (the test's initTestCase reports the file). */
inline QByteArray replacedOnce(QByteArray bytes, const QByteArray &from, const QByteArray &to)
{
    const qsizetype at = bytes.indexOf(from);
    if (at < 0 && !bytes.isEmpty())
        qFatal("mutation target not in the golden file: %s", from.constData());
    if (at >= 0)
        bytes.replace(at, from.size(), to);
    return bytes;
}

} // namespace testing
