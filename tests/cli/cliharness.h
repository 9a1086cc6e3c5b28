// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the command-line tests share: running llm-tco (the real binary or the
// same dispatcher in-process) and reading its JSON.
#include "commands.h"
#include "json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

#include <sstream>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;

namespace clitest {

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

inline QStringList toQt(const std::vector<std::string> &args)
{
    QStringList list;
    for (const auto &a : args)
        list << QString::fromStdString(a);
    return list;
}

/** The real executable, as a user or script runs it. */
inline Run runBinary(const std::vector<std::string> &args)
{
    QProcess p;
    p.start(QStringLiteral(LLM_TCO_BINARY), toQt(args));
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/** The same dispatcher, in-process. */
inline Run runInProcess(const std::vector<std::string> &args)
{
    std::ostringstream out, err;
    Run r;
    r.code = cli::standardDispatcher().run(args, out, err);
    r.out = QByteArray::fromStdString(out.str());
    r.err = QByteArray::fromStdString(err.str());
    return r;
}

inline QJsonValue at(const QJsonObject &root, const QString &dotted)
{
    QJsonValue v = root;
    for (const QString &part : dotted.split(u'.')) {
        if (!v.isObject() || !v.toObject().contains(part))
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(part);
    }
    return v;
}

/** Every value in the tree: no null (= a non-finite number was written). */
inline void collectNulls(const QJsonValue &v, const QString &path, QStringList &nulls)
{
    if (v.isNull())
        nulls << path;
    else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectNulls(it.value(), path + u'.' + it.key(), nulls);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            collectNulls(a.at(i), path + u'[' + QString::number(i) + u']', nulls);
    }
}

inline QJsonDocument parseJson(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("JSON error at %d: %s", error.offset, qPrintable(error.errorString()));
    return doc;
}

/** The shortest text that reads back to `v`, as llm-tco prints numbers. */
inline std::string shortest(double v)
{
    return cli::JsonWriter::number(v);
}

} // namespace clitest
