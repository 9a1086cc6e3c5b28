// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/inputformat.h"

#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include <cmath>

namespace planner {
namespace {

struct Suffix {
    double scale;
    char letter;
};
constexpr Suffix kSuffixes[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}};

} // namespace

double InputFormat::displayScale(const tco::InputSpec &spec)
{
    if (InputTexts::isMoney(spec))
        return tco::activeCurrency().perUsd; // typed in the display currency, stored in USD
    return spec.unit == "fraction" || spec.unit == "probability" ? 100.0 : 1.0;
}

QString InputFormat::text(const tco::InputSpec &spec, double modelValue, const QLocale &locale)
{
    const double v = modelValue * displayScale(spec);
    if (spec.kind == tco::InputKind::Choice)
        return locale.toString(v, 'f', 0);
    for (const Suffix &s : kSuffixes)
        if (std::abs(v) >= s.scale)
            return formatNumber(v / s.scale, locale) + QLatin1Char(s.letter);
    return formatNumber(v, locale);
}

QString InputFormat::textWithUnit(const tco::InputSpec &spec, double modelValue, const QLocale &locale)
{
    // An option's name, never its index ("Pricing mode: 0" in the what-if
    // tooltips).
    if (spec.kind == tco::InputKind::Choice && std::isfinite(modelValue))
        return InputTexts::choice(spec.id, static_cast<int>(std::lround(modelValue)));
    const QString unit = InputTexts::unit(spec);
    const QString value = text(spec, modelValue, locale);
    if (unit.isEmpty())
        return value;
    if (spec.unit == "USD")
        return unit + value; // the currency's symbol: "¥5000万"
    return value + QLatin1Char(' ') + unit;
}

QString InputFormat::rangeText(const tco::InputSpec &spec, const QLocale &locale)
{
    if (spec.kind == tco::InputKind::Choice) {
        QStringList options;
        for (std::size_t i = 0; i < spec.choices.size(); ++i)
            options << InputTexts::choice(spec.id, static_cast<int>(i));
        return options.join(QStringLiteral(" | "));
    }
    return textWithUnit(spec, spec.minValue, locale) + QStringLiteral(" – ") +
           textWithUnit(spec, spec.maxValue, locale);
}

std::optional<double> InputFormat::parse(const tco::InputSpec &spec, const QString &input,
                                         const QLocale &locale)
{
    QString t = input.trimmed();
    // A trailing unit as shown next to the field may be typed along.
    const QString unit = InputTexts::unit(spec);
    if (!unit.isEmpty() && unit != QLatin1String("%") && t.endsWith(unit))
        t.chop(unit.size());
    t = t.trimmed();
    const QString symbol = QString::fromStdString(tco::activeCurrency().symbol);
    if (InputTexts::isMoney(spec) && t.startsWith(symbol))
        t.remove(0, symbol.size());
    else if (t.startsWith(QLatin1Char('$')))
        t.remove(0, 1);
    if (t.endsWith(QLatin1Char('%')) || t.endsWith(QChar(0xFF05)))
        t.chop(1);
    t = t.trimmed();
    double scale = 1;
    if (t.endsWith(QStringLiteral("万亿"))) { // 10^12, as formatCount writes it
        scale = 1e12;
        t.chop(2);
        t = t.trimmed();
    } else if (!t.isEmpty()) {
        const QChar last = t.back();
        const char c = last.toLatin1();
        if (c == 'k' || c == 'K')
            scale = 1e3;
        else if (c == 'M')
            scale = 1e6;
        else if (c == 'B' || c == 'b' || c == 'G')
            scale = 1e9;
        else if (c == 'T' || c == 't')
            scale = 1e12;
        else if (last == QChar(0x4E07)) // 万
            scale = 1e4;
        else if (last == QChar(0x4EBF)) // 亿
            scale = 1e8;
        if (scale != 1)
            t = t.chopped(1).trimmed();
    }
    if (t.isEmpty())
        return std::nullopt;
    bool ok = false;
    double v = locale.toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok) {
        // "1,500" in a locale whose group separator is not ','
        QString plain = t;
        plain.remove(QLatin1Char(',')).remove(QLatin1Char(' '));
        v = QLocale::c().toDouble(plain, &ok);
    }
    if (!ok)
        return std::nullopt;
    return v * scale / displayScale(spec);
}

} // namespace planner
