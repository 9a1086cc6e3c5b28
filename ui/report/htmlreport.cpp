// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/htmlreport.h"
#include "texts/tone.h"

#include <QBuffer>
#include <QStringList>

namespace planner {

namespace {

/** Charts as images twice their logical size: sharp on a high-density
 *  screen at the page's width, and the file stays small enough to mail. */
constexpr double kImageScale = 2.0;

/** Escapes for XML text and attributes and drops characters XML forbids. */
QString esc(const QString &text)
{
    QString clean;
    clean.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 && u != u'\t' && u != u'\n')
            continue;
        if (u == 0xFFFE || u == 0xFFFF)
            continue;
        clean.append(c);
    }
    return clean.toHtmlEscaped();
}

/** Escaped text with line breaks kept. */
QString escLines(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

QString toneClass(ReportTone tone)
{
    switch (tone) {
    case ReportTone::Neutral:
        return {};
    case ReportTone::Good:
        return QStringLiteral("good");
    case ReportTone::Warning:
        return QStringLiteral("warning");
    case ReportTone::Bad:
        return QStringLiteral("bad");
    case ReportTone::Muted:
        return QStringLiteral("muted");
    }
    return {};
}

QString classAttr(const QStringList &classes)
{
    QStringList c;
    for (const QString &s : classes)
        if (!s.isEmpty())
            c << s;
    return c.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(c.join(QLatin1Char(' ')));
}

QString pngDataUri(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

/** The tones' ink and the paper's structure as CSS variables: the same
 *  colours as the PDF and the window (texts/tone.h). */
QString rootStyle()
{
    const palette::PaperInk paper = palette::paperInk();
    return QStringLiteral(
               "\n:root { --ink: %1; --muted: %2; --accent: %3; --good: %4; --warning: %5; --bad: %6;\n"
               "        --rule: %7; --hair: %8; --head: %9; --section: %10; --marked: %11; --box: %12;\n"
               "        --card: %13; }")
        .arg(palette::ink(Tone::Neutral).name(), palette::ink(Tone::Muted).name(),
             palette::paperAccent().name(), palette::ink(Tone::Good).name(),
             palette::ink(Tone::Warning).name(), palette::ink(Tone::Bad).name(), paper.rule.name(),
             paper.hairline.name(), paper.headerFill.name())
        .arg(paper.sectionFill.name(), paper.markedFill.name(), paper.boxFill.name(), paper.cardFill.name());
}

const char *kStyle = R"CSS(
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Microsoft YaHei",
       "PingFang SC", system-ui, sans-serif; font-size: 10.5pt; line-height: 1.45; color: var(--ink);
       max-width: 60rem; margin: 0 auto; padding: 1.5rem; background: #fff; }
header.cover { border-top: 6px solid var(--accent); padding-top: 1rem; margin-bottom: 2rem; }
.product { color: var(--accent); font-weight: bold; margin: 0; }
.kind { color: var(--muted); margin: 0.2rem 0 1.2rem; }
h1 { font-size: 2rem; margin: 0.3rem 0; line-height: 1.15; }
h2 { color: var(--accent); font-size: 1.45rem; border-bottom: 1.5px solid var(--accent); padding-bottom: 0.2rem;
     margin-top: 2.5rem; }
h3 { font-size: 1.1rem; margin: 1.6rem 0 0.5rem; }
.date, .muted, .note, figcaption, .detail { color: var(--muted); }
dl.facts { display: grid; grid-template-columns: 10rem 1fr; gap: 0.3rem 1rem; border-top: 1px solid var(--rule);
           padding-top: 0.8rem; }
dl.facts dt { font-weight: bold; color: var(--muted); }
dl.facts dd { margin: 0; }
.description { font-style: italic; }
.headline, .box { background: var(--box); border-left: 5px solid var(--accent); padding: 0.7rem 0.9rem; }
.headline { font-size: 1.15rem; font-weight: bold; }
.headline.bad { border-left-color: var(--bad); color: var(--bad); }
.box.bad { border-left-color: var(--bad); } .box.warning { border-left-color: var(--warning); }
.box.good { border-left-color: var(--good); }
.notice { font-style: italic; color: var(--muted); }
nav.contents ol { list-style: none; padding: 0; }
nav.contents a { color: var(--ink); text-decoration: none; }
p.good, td.good, .value.good { color: var(--good); } p.warning, td.warning, .value.warning { color: var(--warning); }
p.bad, td.bad, .value.bad { color: var(--bad); } td.muted { color: var(--muted); }
.box.good, .box.bad, .box.warning { color: var(--ink); }
.kpis { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.7rem; margin: 1rem 0; }
.kpi { background: var(--card); border-left: 4px solid var(--accent); padding: 0.55rem 0.7rem; }
.kpi.good { border-left-color: var(--good); } .kpi.warning { border-left-color: var(--warning); }
.kpi.bad { border-left-color: var(--bad); }
.kpi .label, .kpi .detail { color: var(--muted); font-size: 0.9rem; }
.kpi .value { font-size: 1.45rem; font-weight: bold; margin: 0.15rem 0; }
table { border-collapse: collapse; width: 100%; margin: 0.8rem 0 0.3rem; font-size: 9.5pt; }
caption { text-align: left; font-weight: bold; padding-bottom: 0.3rem; }
th, td { padding: 0.3rem 0.45rem; border-bottom: 1px solid var(--hair); vertical-align: top; text-align: left; }
thead th { background: var(--head); border-bottom: 1.5px solid var(--rule); }
.num { text-align: right; }
tr.section th { background: var(--section); color: var(--accent); }
tr.marked td { background: var(--marked); }
tr.total td { font-weight: bold; border-top: 1.5px solid var(--ink); }
td .detail { display: block; font-size: 0.92em; }
td strong { font-weight: bold; }
p.note { font-style: italic; font-size: 0.92rem; margin-top: 0.2rem; }
figure { margin: 1.2rem 0; }
figure img { width: 100%; max-width: 46rem; height: auto; display: block; margin: 0 auto; }
figcaption { font-style: italic; font-size: 0.92rem; margin-top: 0.3rem; }
footer { border-top: 1px solid var(--rule); margin-top: 3rem; padding-top: 0.5rem; color: var(--muted);
         font-size: 0.9rem; }
@page { size: A4; margin: 16mm 15mm 18mm; }
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  section.chapter { break-before: page; }
  h2, h3, caption { break-after: avoid; }
  figure, tr, .kpi, .box { break-inside: avoid; }
  thead { display: table-header-group; }
  nav.contents a::after { content: ""; }
}
)CSS";

class Writer
{
public:
    explicit Writer(const ReportDocument &doc) : m_doc(doc) {}

    QString html()
    {
        const QString lang = esc(m_doc.language.isEmpty() ? QStringLiteral("en") : m_doc.language);
        m_out += QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"%1\" "
                                "xml:lang=\"%1\">\n")
                     .arg(lang);
        m_out += QStringLiteral("<head>\n<meta charset=\"utf-8\"/>\n"
                                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                                "<meta name=\"generator\" content=\"LLM TCO Planner\"/>\n");
        m_out += QStringLiteral("<title>%1</title>\n<style>").arg(esc(m_doc.title));
        m_out += rootStyle();
        m_out += QString::fromUtf8(kStyle);
        m_out += QStringLiteral("</style>\n</head>\n<body>\n");
        for (const ReportBlock &b : m_doc.blocks)
            std::visit([this](const auto &block) { write(block); }, b);
        closeSection();
        m_out += QStringLiteral("<footer><p><strong>%1</strong></p><p>%2</p></footer>\n")
                     .arg(esc(m_doc.footerName), esc(m_doc.footerNotice));
        m_out += QStringLiteral("</body>\n</html>\n");
        return m_out;
    }

private:
    void closeSection()
    {
        if (m_inSection)
            m_out += QStringLiteral("</section>\n");
        m_inSection = false;
    }

    void write(const ReportCover &c)
    {
        m_out += QStringLiteral("<header class=\"cover\">\n");
        m_out += QStringLiteral("<p class=\"product\">%1</p>\n<p class=\"kind\">%2</p>\n")
                     .arg(esc(c.product), esc(c.kind));
        m_out += QStringLiteral("<h1>%1</h1>\n<p class=\"date\">%2</p>\n").arg(esc(c.title), esc(c.date));
        if (!c.facts.empty()) {
            m_out += QStringLiteral("<dl class=\"facts\">\n");
            for (const auto &[label, value] : c.facts)
                m_out += QStringLiteral("<dt>%1</dt><dd>%2</dd>\n").arg(esc(label), escLines(value));
            m_out += QStringLiteral("</dl>\n");
        }
        if (!c.description.isEmpty())
            m_out += QStringLiteral("<p class=\"description\">%1</p>\n").arg(escLines(c.description));
        if (!c.headline.isEmpty())
            m_out +=
                QStringLiteral("<p%1>%2</p>\n")
                    .arg(classAttr({QStringLiteral("headline"), toneClass(c.headlineTone)}), esc(c.headline));
        if (!c.notice.isEmpty())
            m_out += QStringLiteral("<p class=\"notice\">%1</p>\n").arg(esc(c.notice));
        m_out += QStringLiteral("</header>\n");
    }

    void write(const ReportContents &c)
    {
        m_out += QStringLiteral("<nav class=\"contents\">\n<h2>%1</h2>\n<ol>\n").arg(esc(c.title));
        for (const ReportBlock &b : m_doc.blocks)
            if (const auto *h = std::get_if<ReportHeading>(&b); h && h->level <= 1)
                m_out +=
                    QStringLiteral("<li><a href=\"#%1\">%2</a></li>\n").arg(esc(h->anchor), esc(h->text));
        m_out += QStringLiteral("</ol>\n</nav>\n");
    }

    void write(const ReportHeading &h)
    {
        if (h.level <= 1) {
            closeSection();
            m_out += QStringLiteral("<section class=\"chapter\" id=\"%1\">\n<h2>%2</h2>\n")
                         .arg(esc(h.anchor), esc(h.text));
            m_inSection = true;
            return;
        }
        m_out += QStringLiteral("<h3>%1</h3>\n").arg(esc(h.text));
    }

    void write(const ReportParagraph &p)
    {
        const QString lead =
            p.lead.isEmpty() ? QString() : QStringLiteral("<strong>%1</strong> ").arg(esc(p.lead));
        const QStringList classes{p.boxed ? QStringLiteral("box") : QString(), toneClass(p.tone)};
        m_out += QStringLiteral("<p%1>%2%3</p>\n").arg(classAttr(classes), lead, escLines(p.text));
    }

    void write(const ReportBullets &b)
    {
        m_out += QStringLiteral("<ul>\n");
        for (const QString &item : b.items)
            m_out += QStringLiteral("<li>%1</li>\n").arg(escLines(item));
        m_out += QStringLiteral("</ul>\n");
    }

    void write(const ReportTable &t)
    {
        const std::size_t columns = t.header.size();
        const auto numeric = [&](std::size_t c) {
            return c < t.align.size() && (t.align[c] & Qt::AlignRight);
        };
        m_out += QStringLiteral("<table>\n");
        if (!t.caption.isEmpty())
            m_out += QStringLiteral("<caption>%1</caption>\n").arg(esc(t.caption));
        m_out += QStringLiteral("<thead><tr>");
        for (std::size_t c = 0; c < columns; ++c)
            m_out +=
                QStringLiteral("<th scope=\"col\"%1>%2</th>")
                    .arg(classAttr({numeric(c) ? QStringLiteral("num") : QString()}), escLines(t.header[c]));
        m_out += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const ReportRow &row : t.rows) {
            if (row.kind == ReportRowKind::Section) {
                m_out += QStringLiteral(
                             "<tr class=\"section\"><th colspan=\"%1\" scope=\"rowgroup\">%2</th></tr>\n")
                             .arg(columns)
                             .arg(esc(row.cells.empty() ? QString() : row.cells.front().text));
                continue;
            }
            const QString rowClass = row.kind == ReportRowKind::Total    ? QStringLiteral("total")
                                     : row.kind == ReportRowKind::Marked ? QStringLiteral("marked")
                                                                         : QString();
            m_out += QStringLiteral("<tr%1>").arg(classAttr({rowClass}));
            for (std::size_t c = 0; c < columns; ++c) {
                const ReportCell empty;
                const ReportCell &cell = c < row.cells.size() ? row.cells[c] : empty;
                QString body = escLines(cell.text);
                if (cell.strong && !body.isEmpty())
                    body = QStringLiteral("<strong>%1</strong>").arg(body);
                if (!cell.detail.isEmpty())
                    body += QStringLiteral("<span class=\"detail\">%1</span>").arg(escLines(cell.detail));
                m_out += QStringLiteral("<td%1>%2</td>")
                             .arg(classAttr(
                                      {numeric(c) ? QStringLiteral("num") : QString(), toneClass(cell.tone)}),
                                  body);
            }
            m_out += QStringLiteral("</tr>\n");
        }
        m_out += QStringLiteral("</tbody>\n</table>\n");
        if (!t.note.isEmpty())
            m_out += QStringLiteral("<p class=\"note\">%1</p>\n").arg(escLines(t.note));
    }

    void write(const ReportFigure &f)
    {
        if (f.drawing.isNull())
            return;
        m_out +=
            QStringLiteral("<figure>\n<img src=\"%1\" alt=\"%2\"/>\n<figcaption>%3</figcaption>\n</figure>\n")
                .arg(pngDataUri(f.drawing.toImage(kImageScale)), esc(f.caption), esc(f.caption));
    }

    void write(const ReportKpiGrid &g)
    {
        m_out += QStringLiteral("<div class=\"kpis\">\n");
        for (const ReportKpi &k : g.items)
            m_out += QStringLiteral("<div%1><div class=\"label\">%2</div><div%3>%4</div><div "
                                    "class=\"detail\">%5</div></div>\n")
                         .arg(classAttr({QStringLiteral("kpi"), toneClass(k.tone)}), esc(k.label),
                              classAttr({QStringLiteral("value"), toneClass(k.tone)}), esc(k.value),
                              esc(k.detail));
        m_out += QStringLiteral("</div>\n");
    }

    void write(const ReportPageBreak &) {}

    const ReportDocument &m_doc;
    QString m_out;
    bool m_inSection = false;
};

} // namespace

QByteArray htmlReport(const ReportDocument &document)
{
    return Writer(document).html().toUtf8();
}

} // namespace planner
