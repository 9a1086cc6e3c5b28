// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace planner {

/** Help ▸ Method: the model's documentation (docs/model.md, embedded as
 *  :/docs/model.md) with every formula, default and source, readable
 *  without the repository or a browser. Not modal: it stays open beside the
 *  plan. Object names: "methodDialog", "methodText". */
class MethodDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MethodDialog(QWidget *parent = nullptr);

    /** The embedded documentation; empty when the resource is missing. */
    static QString modelDocument();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_text;
};

} // namespace planner
