// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/compareformat.h"
#include "texts/tone.h"

#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include "plan/inputs.h"

#include <QPainter>
#include <QPixmap>

#include <cmath>

namespace planner::compare {

QString letter(int index)
{
    return QString(QChar(static_cast<char16_t>(u'A' + index)));
}

QString fromKey(std::string_view key)
{
    return QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
}

QString valueText(const tco::Scenario &s, std::string_view key, const tco::Catalog &catalog)
{
    if (key == tco::kGpuKey)
        return InputTexts::acceleratorName(s.gpuId, catalog);
    const auto id = tco::findInput(key);
    if (!id)
        return {};
    const tco::InputSpec &spec = tco::spec(*id);
    return InputFormat::textWithUnit(spec, s.value(*id));
}

QColor betterColour()
{
    return palette::ink(Tone::Good, palette::darkTheme());
}
QColor worseColour()
{
    return palette::ink(Tone::Bad, palette::darkTheme());
}
QColor quietColour()
{
    return palette::quiet(palette::darkTheme());
}

QIcon swatch(const QColor &colour)
{
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(colour.darker(130));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pm);
}

} // namespace planner::compare
