// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/currency.h"
#include "plan/validation.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace planner {

/** The plan's display currency in Scenario Properties: a code (USD, CNY,
 *  EUR, or one the user types: "CHF"), its symbol, the rate "1 USD = … CNY"
 *  and the day of that rate (docs/model.md, Display currency). Picking a
 *  built-in code fills in its dated reference rate; every field stays
 *  editable. Object names: "currency.code", "currency.symbol",
 *  "currency.rate", "currency.rateDate". */
class CurrencyEditor : public QWidget
{
    Q_OBJECT
public:
    explicit CurrencyEditor(QWidget *parent = nullptr);

    void setCurrency(const tco::DisplayCurrency &currency);
    /** What the fields say, or the first refused field (named, with the
     *  value and what is allowed: tco::checkCurrency). */
    std::optional<tco::DisplayCurrency> currency(tco::Issue *issue) const;

private:
    void codeChosen(const QString &code);

    QComboBox *m_code;
    QLineEdit *m_symbol;
    QLineEdit *m_rate;
    QLabel *m_perUsd;
    QLineEdit *m_date;
};

} // namespace planner
