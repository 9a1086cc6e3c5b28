// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>

#include <array>

namespace planner {

/** A word-wrapped label that remembers its height at the last few widths.
 *  QLabel measures a wrapped text again (shaping every word) each time a
 *  layout asks for its height, and a layout asks every label it holds
 *  whenever any one of them changes: one KPI figure changing on a slider
 *  move re-measured every caption and note beside it, and a changed input
 *  label every rich-text label in the controls. This label measures only
 *  when its text, format, font or margins changed. */
class WrappedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WrappedLabel(QWidget *parent = nullptr);
    explicit WrappedLabel(const QString &text, QWidget *parent = nullptr);

    int heightForWidth(int width) const override;
    /** Heights measured by QLabel (not remembered), for tests. */
    int measurements() const { return m_measurements; }

private:
    /** What the height depends on besides the width. */
    struct Key {
        QString text;
        QFont font;
        Qt::TextFormat format = Qt::AutoText;
        QMargins margins;
        int margin = 0;
        int indent = -1;
        bool operator==(const Key &) const = default;
    };
    Key currentKey() const;

    struct Entry {
        int width = -1;
        int height = 0;
    };
    mutable Key m_key;
    mutable std::array<Entry, 4> m_heights{};
    mutable std::size_t m_next = 0; ///< the entry the next new width replaces
    mutable int m_measurements = 0;
};

} // namespace planner
