// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/currencyeditor.h"

#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

#include <array>

namespace planner {

CurrencyEditor::CurrencyEditor(QWidget *parent)
    : QWidget(parent), m_code(new QComboBox(this)), m_symbol(new QLineEdit(this)),
      m_rate(new QLineEdit(this)), m_perUsd(new QLabel(this)), m_date(new QLineEdit(this))
{
    m_code->setObjectName(QStringLiteral("currency.code"));
    m_symbol->setObjectName(QStringLiteral("currency.symbol"));
    m_rate->setObjectName(QStringLiteral("currency.rate"));
    m_date->setObjectName(QStringLiteral("currency.rateDate"));
    m_code->setEditable(true); // a currency of the user's own: type its code
    for (const tco::DisplayCurrency &c : tco::builtInCurrencies())
        m_code->addItem(QString::fromStdString(c.code));
    // Named as the file-check messages name them (the object names are the keys).
    for (QWidget *field : std::array<QWidget *, 4>{m_code, m_symbol, m_rate, m_date})
        field->setAccessibleName(InputTexts::keyLabel(field->objectName().toStdString()));
    m_symbol->setMaximumWidth(60);
    m_date->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    m_code->setToolTip(tr("Figures are shown in this currency; the model and the plan file keep US dollars. "
                          "Type a code of three letters to add a currency of your own."));
    m_rate->setToolTip(tr("How many units of the currency one US dollar buys, on the date next to it."));

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_code);
    row->addWidget(m_symbol);
    row->addWidget(new QLabel(QStringLiteral("1 USD ="), this));
    row->addWidget(m_rate, 1);
    row->addWidget(m_perUsd);
    row->addWidget(new QLabel(tr("on"), this));
    row->addWidget(m_date);
    connect(m_code, &QComboBox::textActivated, this, &CurrencyEditor::codeChosen);
    connect(m_code, &QComboBox::editTextChanged, this,
            [this](const QString &code) { m_perUsd->setText(code.trimmed().toUpper()); });
}

void CurrencyEditor::setCurrency(const tco::DisplayCurrency &c)
{
    m_code->setCurrentText(QString::fromStdString(c.code));
    m_symbol->setText(QString::fromStdString(c.symbol));
    m_rate->setText(formatNumber(c.perUsd, QLocale(), 8));
    m_perUsd->setText(QString::fromStdString(c.code));
    m_date->setText(QString::fromStdString(c.rateDate));
}

void CurrencyEditor::codeChosen(const QString &code)
{
    if (const tco::DisplayCurrency *builtIn =
            tco::findBuiltInCurrency(code.trimmed().toUpper().toStdString()))
        setCurrency(*builtIn);
}

std::optional<tco::DisplayCurrency> CurrencyEditor::currency(tco::Issue *issue) const
{
    tco::DisplayCurrency c;
    c.code = m_code->currentText().trimmed().toUpper().toStdString();
    c.symbol = m_symbol->text().trimmed().toStdString();
    c.rateDate = m_date->text().trimmed().toStdString();
    bool ok = false;
    const QString rateText = m_rate->text().trimmed();
    c.perUsd = QLocale().toDouble(rateText, &ok);
    if (!ok)
        c.perUsd = QLocale::c().toDouble(rateText, &ok);
    std::vector<tco::Issue> issues = tco::checkCurrency(c);
    if (!ok) {
        c.perUsd = -1; // out of range, so checkCurrency() says what is allowed
        for (tco::Issue refused : tco::checkCurrency(c))
            if (refused.key == "currency.rate") {
                refused.code = tco::IssueCode::NotANumber;
                refused.value = rateText.toStdString();
                issues.insert(issues.begin(), std::move(refused));
                break;
            }
    }
    if (!issues.empty()) {
        if (issue)
            *issue = issues.front();
        return std::nullopt;
    }
    return c;
}

} // namespace planner

#include "moc_currencyeditor.cpp"
