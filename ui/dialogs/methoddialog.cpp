// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/methoddialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace planner {

MethodDialog::MethodDialog(QWidget *parent) : QDialog(parent), m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("methodDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_text->setObjectName(QStringLiteral("methodText"));
    m_text->setOpenExternalLinks(true);
    m_text->setMarkdown(modelDocument());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(820, std::min(900, parent ? parent->height() : 900));
    retranslate();
}

QString MethodDialog::modelDocument()
{
    QFile file(QStringLiteral(":/docs/model.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

void MethodDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void MethodDialog::retranslate()
{
    setWindowTitle(tr("Method — how LLM TCO Planner computes the cost"));
    m_text->setAccessibleName(tr("The cost model, its formulas, defaults and sources (English)"));
}

} // namespace planner

#include "moc_methoddialog.cpp"
