// SPDX-License-Identifier: GPL-3.0-or-later
// The Tags JSON of a FOCUS export as the window writes it, with Qt's JSON
// writer (the model has none: model/tracking/focusexport.h).
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace testing {

inline std::string qtTags(const std::vector<std::pair<std::string, std::string>> &tags)
{
    QJsonObject o;
    for (const auto &[key, value] : tags)
        o.insert(QString::fromStdString(key), QString::fromStdString(value));
    return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
}

} // namespace testing
