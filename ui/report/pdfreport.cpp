// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/pdfreport.h"

#include "report/reportbuilder.h"
#include "report/reportdata.h"
#include "report/reportpainter.h"

#include <QBuffer>
#include <QFont>
#include <QHash>
#include <QIODevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrinter>
#include <QRawFont>

namespace planner {

namespace {

bool isRadical(uint u)
{
    return (u >= 0x2E80 && u <= 0x2EFF) || (u >= 0x2F00 && u <= 0x2FDF);
}

/** For each CJK radical (U+2E80–U+2FDF) the unified ideograph the report's
 *  CJK font draws with the same glyph (行 for ⾏ U+2F8F, 页 for ⻚ U+2EDA);
 *  Kangxi radicals fall back to their compatibility decomposition. */
const QHash<uint, uint> &radicalIdeographs()
{
    static const QHash<uint, uint> table = [] {
        QHash<uint, uint> map;
        const QRawFont font =
            QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")), QFontDatabase::SimplifiedChinese);
        QHash<quint32, uint> byGlyph;
        if (font.isValid()) {
            QString ideographs;
            for (uint u = 0x4E00; u <= 0x9FFF; ++u)
                ideographs.append(QChar(static_cast<char16_t>(u)));
            const QList<quint32> glyphs = font.glyphIndexesForString(ideographs);
            for (qsizetype i = 0; i < glyphs.size(); ++i)
                if (glyphs[i] != 0 && !byGlyph.contains(glyphs[i]))
                    byGlyph.insert(glyphs[i], 0x4E00 + static_cast<uint>(i));
        }
        for (uint u = 0x2E80; u <= 0x2FDF; ++u) {
            const QString radical(QChar(static_cast<char16_t>(u)));
            if (font.isValid()) {
                const QList<quint32> g = font.glyphIndexesForString(radical);
                if (!g.isEmpty() && g.front() != 0 && byGlyph.contains(g.front())) {
                    map.insert(u, byGlyph.value(g.front()));
                    continue;
                }
            }
            const QString nfkc = radical.normalized(QString::NormalizationForm_KC);
            if (nfkc.size() == 1 && !isRadical(nfkc.front().unicode()))
                map.insert(u, nfkc.front().unicode());
        }
        return map;
    }();
    return table;
}

/** Qt writes a font's ToUnicode map from the lowest code point that maps to
 *  each glyph. CJK fonts share glyphs between radicals and ideographs, so
 *  copying or searching 执行 in the PDF would give 执⾏ (a Kangxi radical).
 *  The maps are uncompressed text: each such entry is replaced in place by
 *  the ideograph (same length, so no offset in the file moves). */
void fixCjkToUnicode(QByteArray &pdf)
{
    const QHash<uint, uint> &ideographs = radicalIdeographs();
    if (ideographs.isEmpty())
        return;
    qsizetype from = 0;
    for (;;) {
        const qsizetype begin = pdf.indexOf("begincmap", from);
        if (begin < 0)
            break;
        const qsizetype end = pdf.indexOf("endcmap", begin);
        if (end < 0)
            break;
        from = end;
        // Only destinations inside bfrange arrays "[<u1> <u2> …]" and the
        // second code of bfchar pairs are text; sources are glyph ids.
        qsizetype lineStart = begin;
        bool inBfchar = false;
        while (lineStart < end) {
            qsizetype lineEnd = pdf.indexOf('\n', lineStart);
            if (lineEnd < 0 || lineEnd > end)
                lineEnd = end;
            const QByteArray line = pdf.mid(lineStart, lineEnd - lineStart);
            if (line.contains("beginbfchar"))
                inBfchar = true;
            else if (line.contains("endbfchar"))
                inBfchar = false;
            const qsizetype bracket = pdf.indexOf('[', lineStart);
            const bool array = bracket >= 0 && bracket < lineEnd;
            int token = 0;
            for (qsizetype i = array ? bracket : lineStart; i + 5 < lineEnd; ++i) {
                if (pdf[i] != '<' || pdf[i + 5] != '>')
                    continue;
                ++token;
                bool ok = false;
                const uint u = QByteArray(pdf.constData() + i + 1, 4).toUInt(&ok, 16);
                const bool destination = array || (inBfchar && token == 2);
                if (ok && destination && isRadical(u) && ideographs.contains(u)) {
                    const QByteArray hex =
                        QByteArray::number(ideographs.value(u), 16).toUpper().rightJustified(4, '0');
                    if (hex.size() == 4)
                        pdf.replace(i + 1, 4, hex);
                }
                i += 5;
            }
            lineStart = lineEnd + 1;
        }
    }
}

} // namespace

namespace {

int paintPdf(const ReportDocument &document, QIODevice *out)
{
    QPdfWriter writer(out);
    // No device margins: the painter places header, body and footer itself.
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    writer.setResolution(1200);
    writer.setTitle(document.title);
    writer.setCreator(QStringLiteral("LLM TCO Planner"));
    ReportPainter painter(document);
    return painter.paint(&writer);
}

} // namespace

int writePdf(const ReportDocument &document, QIODevice *out)
{
    if (!out || !out->isWritable())
        return 0;
    // Painted into memory first so the text maps can be corrected.
    QByteArray bytes;
    int pages = 0;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        pages = paintPdf(document, &buffer);
    }
    if (pages <= 0)
        return 0;
    fixCjkToUnicode(bytes);
    return out->write(bytes) == bytes.size() ? pages : 0;
}

int printDocument(const ReportDocument &document, QPrinter *printer)
{
    if (!printer)
        return 0;
    printer->setFullPage(true);
    printer->setDocName(document.title);
    ReportPainter painter(document);
    return painter.paint(printer);
}

void printReport(const ReportInput &input, QPrinter *printer)
{
    const ReportData data = computeReportData(input);
    const ReportDocument document = ReportBuilder(data).build();
    printDocument(document, printer);
}

} // namespace planner
