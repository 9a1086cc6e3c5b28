// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/columnmappingdialog.h"

#include "prompts/prompts.h"
#include "texts/codelabels.h"

#include "plan/csv.h"
#include "texts/numberformat.h"
#include "texts/terms.h"
#include "texts/tone.h"
#include "texts/trackingtexts.h"
#include "tracking/actuals.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace planner {
namespace {

/** Rows of the file shown above the messages. */
constexpr int kPreviewRows = 8;
/** Rows with errors shown after them, tinted. */
constexpr int kPreviewBadRows = 40;
/** Distinct unknown names listed for a choice; more are left as errors. */
constexpr int kMaxNames = 40;
/** Column choices: not read, and a named column that is not in the file. */
constexpr int kNotRead = 0;
constexpr int kMissing = -1;

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/** A cell as the import reads it: without blanks around it. */
std::string trimmedText(const std::string &cell)
{
    const auto first = cell.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return cell.substr(first, cell.find_last_not_of(" \t\r\n") - first + 1);
}

const std::vector<tco::DateFormat> &dateFormats()
{
    static const std::vector<tco::DateFormat> formats{tco::DateFormat::Iso, tco::DateFormat::DayMonthYear,
                                                      tco::DateFormat::MonthDayYear,
                                                      tco::DateFormat::DayMonthYearDots};
    return formats;
}

/** A message of the import in the window's words around the model's
 *  field and expectation. */
QString messageText(const tco::ImportMessage &m)
{
    if (m.line == 0)
        return ColumnMappingDialog::tr("The file: %1 — expected %2")
            .arg(fromStd(m.column), fromStd(m.expected));
    return ColumnMappingDialog::tr("Line %1, %2 = '%3': expected %4")
        .arg(m.line)
        .arg(fromStd(m.column), fromStd(m.value), fromStd(m.expected));
}

} // namespace

ColumnMappingDialog::ColumnMappingDialog(Kind kind, const QString &fileName, std::string bytes,
                                         tco::ColumnMapping initial, tco::DisplayCurrency planCurrency,
                                         QWidget *parent)
    : QDialog(parent), m_kind(kind), m_bytes(std::move(bytes)), m_mapping(std::move(initial)),
      m_planCurrency(std::move(planCurrency)), m_header(new QCheckBox(this)),
      m_delimiter(new QComboBox(this)), m_decimal(new QComboBox(this)), m_dateFormat(new QComboBox(this)),
      m_currency(new QLineEdit(this)), m_fieldForm(new QFormLayout), m_preview(new QTableWidget(this)),
      m_summary(new QLabel(this)), m_messages(new QPlainTextEdit(this)), m_names(new QTableWidget(this)),
      m_namesNote(new QLabel(this)), m_acceptPartial(new QCheckBox(this)), m_maxLeftOut(new QSpinBox(this)),
      m_maxLeftOutLabel(new QLabel(this)), m_existing(new QWidget(this)),
      m_existingText(new QLabel(m_existing)), m_add(new QRadioButton(m_existing)),
      m_replace(new QRadioButton(m_existing)), m_saveMapping(new QPushButton(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("columnMappingDialog"));
    setWindowTitle(kind == Kind::Spend ? Terms::importActualSpend() : Terms::importProgress());

    m_header->setObjectName(QStringLiteral("mapping.header"));
    m_header->setText(tr("The first line names the columns"));
    m_delimiter->setObjectName(QStringLiteral("mapping.delimiter"));
    m_delimiter->addItem(tr("Comma ( , )"), QChar(u','));
    m_delimiter->addItem(tr("Semicolon ( ; )"), QChar(u';'));
    m_decimal->setObjectName(QStringLiteral("mapping.decimal"));
    m_decimal->addItem(tr("Point (1234.5)"), QChar(u'.'));
    m_decimal->addItem(tr("Comma (1234,5)"), QChar(u','));
    m_dateFormat->setObjectName(QStringLiteral("mapping.dateFormat"));
    for (const tco::DateFormat f : dateFormats())
        m_dateFormat->addItem(fromStd(tco::dateFormatText(f)), static_cast<int>(f));
    m_currency->setObjectName(QStringLiteral("mapping.defaultCurrency"));
    m_currency->setMaxLength(3);
    m_currency->setToolTip(
        m_planCurrency.isUsd()
            ? tr("The currency of lines without one: USD. The plan has no other rate; set a display currency "
                 "first to import bills in another one.")
            : tr("The currency of lines without one: USD, or %1 at the plan's rate of %2 per US dollar.")
                  .arg(fromStd(m_planCurrency.code), QString::number(m_planCurrency.perUsd)));

    auto *format = new QFormLayout;
    format->addRow(m_header);
    format->addRow(tr("Fields separated by:"), m_delimiter);
    format->addRow(tr("Decimal separator:"), m_decimal);
    format->addRow(tr("Dates written as:"), m_dateFormat);
    if (kind == Kind::Spend)
        format->addRow(tr("Currency when a line has none:"), m_currency);
    else
        m_currency->hide();
    buildFields();

    auto *columnsTitle = new QLabel(tr("<b>Which column is which</b>"), this);
    auto *left = new QVBoxLayout;
    left->addLayout(format);
    left->addSpacing(8);
    left->addWidget(columnsTitle);
    left->addLayout(m_fieldForm);
    left->addStretch(1);

    m_preview->setObjectName(QStringLiteral("mapping.preview"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setSelectionMode(QAbstractItemView::NoSelection);
    m_preview->verticalHeader()->setVisible(false);
    m_preview->setMinimumHeight(170);
    m_summary->setObjectName(QStringLiteral("mapping.summary"));
    m_summary->setWordWrap(true);
    m_messages->setObjectName(QStringLiteral("mapping.messages"));
    m_messages->setReadOnly(true);
    m_messages->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_messages->setMinimumHeight(90);
    m_names->setObjectName(QStringLiteral("mapping.names"));
    m_names->setColumnCount(2);
    m_names->verticalHeader()->setVisible(false);
    m_names->horizontalHeader()->setStretchLastSection(true);
    m_names->setSelectionMode(QAbstractItemView::NoSelection);
    m_names->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_names->setMaximumHeight(150);
    m_namesNote->setWordWrap(true);
    m_acceptPartial->setObjectName(QStringLiteral("mapping.acceptPartial"));

    auto *right = new QVBoxLayout;
    auto *fileLabel = new QLabel(
        tr("<b>%1</b> — the first rows").arg(QFileInfo(fileName).fileName().toHtmlEscaped()), this);
    right->addWidget(fileLabel);
    right->addWidget(m_preview, 2);
    right->addWidget(m_summary);
    right->addWidget(m_messages, 1);
    right->addWidget(m_namesNote);
    right->addWidget(m_names, 1);
    right->addWidget(m_acceptPartial);
    m_maxLeftOut->setObjectName(QStringLiteral("mapping.maxLeftOut"));
    m_maxLeftOut->setRange(0, 100);
    m_maxLeftOut->setSuffix(QStringLiteral(" %"));
    m_maxLeftOut->setValue(static_cast<int>(std::lround(tco::kDefaultMaxLeftOutShare * 100)));
    m_maxLeftOutLabel->setText(tr("Leave out at most:"));
    m_maxLeftOutLabel->setBuddy(m_maxLeftOut);
    auto *limit = new QHBoxLayout;
    limit->addWidget(m_maxLeftOutLabel);
    limit->addWidget(m_maxLeftOut);
    limit->addStretch(1);
    right->addLayout(limit);
    // A second import: add or replace, asked, never assumed.
    m_existing->setObjectName(QStringLiteral("mapping.existing"));
    m_existingText->setWordWrap(true);
    m_add->setObjectName(QStringLiteral("mapping.add"));
    m_replace->setObjectName(QStringLiteral("mapping.replace"));
    auto *existing = new QVBoxLayout(m_existing);
    existing->setContentsMargins(0, 4, 0, 0);
    existing->addWidget(m_existingText);
    existing->addWidget(m_add);
    existing->addWidget(m_replace);
    m_existing->hide();
    right->addWidget(m_existing);

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 0);
    columns->addSpacing(12);
    columns->addLayout(right, 1);

    m_saveMapping->setObjectName(QStringLiteral("mapping.save"));
    m_saveMapping->setText(tr("Save Mapping…"));
    m_saveMapping->setToolTip(tr("Writes this mapping as a file for the command line: "
                                 "llm-tco track --mapping FILE"));
    m_buttons->addButton(m_saveMapping, QDialogButtonBox::ActionRole);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canImport())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_saveMapping, &QPushButton::clicked, this, &ColumnMappingDialog::saveMapping);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_buttons);

    // The form shows the initial mapping; every change reads the file anew.
    m_filling = true;
    m_header->setChecked(m_mapping.header);
    m_delimiter->setCurrentIndex(m_mapping.delimiter == ';' ? 1 : 0);
    m_decimal->setCurrentIndex(m_mapping.decimalSeparator == ',' ? 1 : 0);
    m_dateFormat->setCurrentIndex(m_dateFormat->findData(static_cast<int>(m_mapping.dateFormat)));
    m_currency->setText(fromStd(m_mapping.defaultCurrency));
    m_filling = false;
    parseRows();
    fillColumnChoices();
    readFields(); // an optional column the file lacks is not read
    const auto changed = [this] {
        if (m_filling)
            return;
        readFormat();
        readFields();
        reimport();
    };
    const auto formatChanged = [this] {
        if (m_filling)
            return;
        readFormat();
        parseRows();
        fillColumnChoices(); // the columns themselves change
        readFields();
        reimport();
    };
    connect(m_header, &QCheckBox::toggled, this, formatChanged);
    connect(m_delimiter, &QComboBox::currentIndexChanged, this, formatChanged);
    connect(m_decimal, &QComboBox::currentIndexChanged, this, changed);
    connect(m_dateFormat, &QComboBox::currentIndexChanged, this, changed);
    connect(m_currency, &QLineEdit::textChanged, this, changed);
    for (const FieldRow &f : m_fields)
        connect(f.combo, &QComboBox::currentIndexChanged, this, changed);
    connect(m_maxLeftOut, &QSpinBox::valueChanged, this, [this] {
        showMessages();
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canImport());
    });
    for (QAbstractButton *b : std::initializer_list<QAbstractButton *>{m_acceptPartial, m_add, m_replace})
        connect(b, &QAbstractButton::toggled, this,
                [this] { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canImport()); });
    reimport();
    resize(980, 620);
}

QString ColumnMappingDialog::layoutOf(std::string_view bytes)
{
    // The first line that is neither blank nor a comment, as parseCsv() reads.
    if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF")
        bytes.remove_prefix(3);
    while (!bytes.empty()) {
        const std::size_t end = bytes.find('\n');
        const QString line = fromStd(bytes.substr(0, end)).trimmed();
        if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
            return line;
        if (end == std::string_view::npos)
            break;
        bytes.remove_prefix(end + 1);
    }
    return {};
}

QString ColumnMappingDialog::fieldLabel(const char *key) const
{
    const QString k = QLatin1String(key);
    if (k == QLatin1String("date"))
        return tr("Date");
    if (k == QLatin1String("category"))
        return Terms::category();
    if (k == QLatin1String("phase"))
        return Terms::phase();
    if (k == QLatin1String("amount"))
        return tr("Amount");
    if (k == QLatin1String("currency"))
        return Terms::currency();
    if (k == QLatin1String("project") || k == QLatin1String("experiment") || k == QLatin1String("team"))
        return TrackingTexts::tagName(key);
    if (k == QLatin1String("tokens"))
        return tr("Tokens trained so far");
    if (k == QLatin1String("acceleratorHours"))
        return tr("Accelerator-hours so far");
    return tr("Interruptions so far");
}

void ColumnMappingDialog::buildFields()
{
    using M = tco::ColumnMapping;
    if (m_kind == Kind::Spend)
        m_fields = {{&M::spendDate, "date", true},
                    {&M::spendCategory, "category", true},
                    {&M::spendPhase, "phase", true},
                    {&M::spendAmount, "amount", true},
                    {&M::spendCurrency, "currency", false},
                    {&M::spendProject, "project", false},
                    {&M::spendExperiment, "experiment", false},
                    {&M::spendTeam, "team", false}};
    else
        m_fields = {{&M::progressDate, "date", true},
                    {&M::progressTokens, "tokens", true},
                    {&M::progressAcceleratorHours, "acceleratorHours", true},
                    {&M::progressInterruptions, "interruptions", false}};
    for (FieldRow &f : m_fields) {
        f.combo = new QComboBox(this);
        f.combo->setObjectName(QStringLiteral("mapping.") + QLatin1String(f.key));
        f.combo->setMinimumContentsLength(14);
        m_fieldForm->addRow(fieldLabel(f.key) + (f.required ? QStringLiteral(" *:") : QStringLiteral(":")),
                            f.combo);
    }
}

void ColumnMappingDialog::parseRows()
{
    m_rows = tco::parseCsv(m_bytes, nullptr, m_mapping.delimiter);
}

std::vector<std::string> ColumnMappingDialog::header() const
{
    if (m_rows.empty())
        return {};
    std::vector<std::string> names = m_rows.front().fields;
    if (!m_mapping.header)
        std::fill(names.begin(), names.end(), std::string());
    return names;
}

void ColumnMappingDialog::fillColumnChoices()
{
    const std::vector<std::string> names = header();
    m_filling = true;
    for (FieldRow &f : m_fields) {
        const tco::ColumnRef &ref = m_mapping.*(f.ref);
        QComboBox *c = f.combo;
        c->clear();
        if (!f.required)
            c->addItem(tr("(not read)"), kNotRead);
        int selected = f.required ? -1 : 0;
        for (std::size_t i = 0; i < names.size(); ++i) {
            const int column = static_cast<int>(i) + 1;
            c->addItem(names[i].empty() ? tr("Column %1").arg(column)
                                        : Terms::pair().arg(column).arg(fromStd(names[i])),
                       column);
            if ((ref.index == column) || (ref.index == 0 && !ref.name.empty() && ref.name == names[i]))
                selected = c->count() - 1;
        }
        // An optional column this file lacks is simply not read; a required
        // one is named as missing, and kept, so the messages say why.
        if (selected < 0) {
            if (ref.isSet()) {
                c->addItem(tr("'%1' (not in the file)")
                               .arg(ref.index > 0 ? QString::number(ref.index) : fromStd(ref.name)),
                           kMissing);
                selected = c->count() - 1;
            } else {
                selected = 0;
            }
        }
        c->setCurrentIndex(selected);
    }
    m_filling = false;
}

void ColumnMappingDialog::readFormat()
{
    m_mapping.header = m_header->isChecked();
    m_mapping.delimiter = m_delimiter->currentData().toChar().toLatin1();
    m_mapping.decimalSeparator = m_decimal->currentData().toChar().toLatin1();
    m_mapping.dateFormat = static_cast<tco::DateFormat>(m_dateFormat->currentData().toInt());
    const QString currency = m_currency->text().trimmed().toUpper();
    m_mapping.defaultCurrency = currency.isEmpty() ? std::string("USD") : currency.toStdString();
}

void ColumnMappingDialog::readFields()
{
    const std::vector<std::string> names = header();
    for (FieldRow &f : m_fields) {
        const int column = f.combo->currentData().toInt();
        tco::ColumnRef &ref = m_mapping.*(f.ref);
        if (column == kMissing)
            continue; // left as the mapping named it
        if (column == kNotRead)
            ref = {};
        else if (m_mapping.header && static_cast<std::size_t>(column) <= names.size() &&
                 !names[static_cast<std::size_t>(column) - 1].empty())
            ref = {names[static_cast<std::size_t>(column) - 1], 0}; // by name: survives a reordered export
        else
            ref = {{}, column};
    }
}

void ColumnMappingDialog::reimport()
{
    if (m_kind == Kind::Spend)
        m_spend = tco::importSpend(m_bytes, m_mapping, m_planCurrency);
    else
        m_progress = tco::importProgress(m_bytes, m_mapping);
    if (m_kind == Kind::Progress && m_progressCheck && !m_progress.fileError)
        m_progressCheck(m_progress);
    showPreview();
    showMessages();
    showUnknownNames();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canImport());
}

void ColumnMappingDialog::setProgressCheck(std::function<void(tco::ProgressImport &)> check)
{
    m_progressCheck = std::move(check);
    reimport();
}

int ColumnMappingDialog::goodLines() const
{
    // Records of the file: a FOCUS charge of several days is one, however
    // many lines a day it makes (docs/actuals.md, "FOCUS exports").
    return static_cast<int>(m_kind == Kind::Spend ? m_spend.usedLines() : m_progress.usedLines());
}

int ColumnMappingDialog::badLines() const
{
    return static_cast<int>(m_kind == Kind::Spend ? m_spend.badLines : m_progress.badLines);
}

double ColumnMappingDialog::maxLeftOut() const
{
    return m_maxLeftOut->value() / 100.0;
}

double ColumnMappingDialog::leftOutShare() const
{
    return m_kind == Kind::Spend ? m_spend.leftOutShare() : m_progress.leftOutShare();
}

bool ColumnMappingDialog::canImport() const
{
    const bool fileError = m_kind == Kind::Spend ? m_spend.fileError : m_progress.fileError;
    const bool clean = m_kind == Kind::Spend ? m_spend.clean() : m_progress.clean();
    const bool chosen = m_existingCount == 0 || m_add->isChecked() || m_replace->isChecked();
    const bool beyond =
        m_kind == Kind::Spend ? m_spend.leftOutBeyond(maxLeftOut()) : m_progress.leftOutBeyond(maxLeftOut());
    const bool partialAllowed = m_acceptPartial->isChecked() && !beyond;
    return !fileError && goodLines() > 0 && (clean || partialAllowed) && chosen;
}

void ColumnMappingDialog::setExistingLines(int count)
{
    m_existingCount = count;
    m_existing->setVisible(count > 0);
    if (m_kind == Kind::Spend) {
        m_existingText->setText(tr(
            "<b>The plan already holds %n imported spend lines.</b> Add this file to them, or replace them?",
            nullptr, count));
        m_add->setText(tr("Add to them (lines already there are not counted twice)"));
    } else {
        m_existingText->setText(
            tr("<b>The plan already holds %n progress points.</b> Add this file to them, or replace them?",
               nullptr, count));
        m_add->setText(tr("Add to them (a date already there takes this file's figures)"));
    }
    m_replace->setText(tr("Replace them with this file"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canImport());
}

bool ColumnMappingDialog::addsToExisting() const
{
    return m_existingCount > 0 && m_add->isChecked();
}

void ColumnMappingDialog::showPreview()
{
    const std::vector<tco::CsvRow> &rows = m_rows;
    std::size_t columns = 0;
    for (const tco::CsvRow &r : rows)
        columns = std::max(columns, r.fields.size());
    const std::size_t first = m_mapping.header && !rows.empty() ? 1 : 0;
    // The messages of each bad line, for its tint and tooltip.
    std::map<std::size_t, QStringList> bad;
    for (const tco::ImportMessage &m : m_kind == Kind::Spend ? m_spend.errors : m_progress.errors)
        if (m.line > 0)
            bad[m.line] << messageText(m);
    // The first rows, then the bad rows after them.
    std::vector<const tco::CsvRow *> shown;
    std::size_t badShown = 0;
    for (std::size_t r = first; r < rows.size(); ++r) {
        if (r - first < static_cast<std::size_t>(kPreviewRows)) {
            shown.push_back(&rows[r]);
        } else if (bad.count(rows[r].line) > 0) {
            if (badShown++ == static_cast<std::size_t>(kPreviewBadRows))
                break;
            shown.push_back(&rows[r]);
        }
    }
    m_preview->clear();
    m_preview->setColumnCount(static_cast<int>(columns) + 1);
    m_preview->setRowCount(static_cast<int>(shown.size()));
    QStringList titles{tr("Line")};
    for (std::size_t c = 0; c < columns; ++c) {
        const bool named = first == 1 && c < rows.front().fields.size();
        titles << (named ? Terms::pair().arg(c + 1).arg(fromStd(rows.front().fields[c]))
                         : tr("Column %1").arg(c + 1));
    }
    m_preview->setHorizontalHeaderLabels(titles);
    const palette::Tint tint = palette::tile(Tone::Bad, palette::isDark(palette().color(QPalette::Base)));
    for (std::size_t r = 0; r < shown.size(); ++r) {
        const tco::CsvRow &row = *shown[r];
        const auto messages = bad.find(row.line);
        const auto put = [&](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            if (messages != bad.end()) {
                item->setBackground(tint.background);
                item->setForeground(tint.text);
                item->setToolTip(messages->second.join(QLatin1Char('\n')));
            }
            m_preview->setItem(static_cast<int>(r), column, item);
        };
        put(0, QString::number(row.line));
        for (std::size_t c = 0; c < row.fields.size(); ++c)
            put(static_cast<int>(c) + 1, fromStd(row.fields[c]));
    }
    m_preview->resizeColumnsToContents();
}

void ColumnMappingDialog::showMessages()
{
    const bool fileError = m_kind == Kind::Spend ? m_spend.fileError : m_progress.fileError;
    const std::vector<tco::ImportMessage> &errors =
        m_kind == Kind::Spend ? m_spend.errors : m_progress.errors;
    QStringList lines;
    for (const tco::ImportMessage &m : errors)
        lines << messageText(m);
    m_messages->setPlainText(lines.join(QLatin1Char('\n')));
    m_messages->setVisible(!errors.empty());
    const int good = goodLines(), bad = badLines();
    if (fileError)
        m_summary->setText(tr("<b>This file cannot be read with this mapping.</b> Choose the columns and the "
                              "separator below the first rows."));
    else if (bad == 0)
        m_summary->setText(tr("All %n lines read.", nullptr, good));
    else
        m_summary->setText(
            tr("%1 read, <b>%2 with errors</b>: each is listed with its line, column and value.")
                .arg(tr("%n lines", nullptr, good), tr("%n lines", nullptr, bad)));
    m_acceptPartial->setVisible(!fileError && bad > 0 && good > 0);
    // Past the share a damaged file loses, the file is more likely misread:
    // it imports only when the user raises the limit (as llm-tco's
    // --max-left-out, docs/actuals.md).
    m_maxLeftOut->setVisible(m_acceptPartial->isVisible());
    m_maxLeftOutLabel->setVisible(m_acceptPartial->isVisible());
    // The lines decide, or the money on them when a few bad lines hold most
    // of it (as llm-tco track, docs/actuals.md).
    const double moneyShare = m_kind == Kind::Spend ? m_spend.leftOutMoneyShare() : 0.0;
    if (leftOutShare() > maxLeftOut())
        m_acceptPartial->setText(
            tr("%1 of the lines have errors, more than the %2 an import may leave out: check the "
               "mapping and the file, or raise the limit")
                .arg(formatPercent(leftOutShare(), QLocale(), 0), formatPercent(maxLeftOut(), QLocale(), 0)));
    else if (moneyShare > maxLeftOut())
        m_acceptPartial->setText(
            tr("The lines with errors hold %1 of the %2 read (%3), more than the %4 an import may leave out: "
               "check the mapping and the file, or raise the limit")
                .arg(formatUsd(m_spend.leftOutUsd), formatUsd(m_spend.leftOutUsd + m_spend.usedUsd),
                     formatPercent(moneyShare, QLocale(), 0), formatPercent(maxLeftOut(), QLocale(), 0)));
    else
        m_acceptPartial->setText(tr("Import the %1 read well and leave out the %2 with errors")
                                     .arg(tr("%n lines", nullptr, good), tr("%n lines", nullptr, bad)));
    if (bad == 0 && m_acceptPartial->isChecked()) {
        const QSignalBlocker block(m_acceptPartial);
        m_acceptPartial->setChecked(false);
    }
}

void ColumnMappingDialog::showUnknownNames()
{
    // Billing names of categories and phases the model does not know, each
    // with a choice of the model's own; names already mapped stay listed.
    m_names->clear();
    m_names->setRowCount(0);
    m_names->setHorizontalHeaderLabels({tr("Name in the file"), tr("Is the planner's")});
    if (m_kind != Kind::Spend) {
        m_names->hide();
        m_namesNote->hide();
        return;
    }
    const std::vector<tco::CsvRow> &rows = m_rows;
    const std::vector<std::string> names = header();
    const auto columnOf = [&](const tco::ColumnRef &ref) -> std::size_t {
        if (ref.index > 0)
            return static_cast<std::size_t>(ref.index);
        for (std::size_t i = 0; i < names.size(); ++i)
            if (!ref.name.empty() && names[i] == ref.name)
                return i + 1;
        return 0;
    };
    struct Unknown {
        bool category;
        std::string text;
    };
    std::vector<Unknown> unknown;
    const auto note = [&](bool category, std::string text) {
        const bool known =
            category ? tco::categoryFromKey(text).has_value() : tco::phaseFromKey(text).has_value();
        if (text.empty() || known || static_cast<int>(unknown.size()) >= kMaxNames)
            return;
        for (const Unknown &u : unknown)
            if (u.category == category && u.text == text)
                return;
        unknown.push_back({category, std::move(text)});
    };
    for (const auto &[from, to] : m_mapping.categoryNames)
        note(true, from);
    for (const auto &[from, to] : m_mapping.phaseNames)
        note(false, from);
    const std::size_t category = columnOf(m_mapping.spendCategory), phase = columnOf(m_mapping.spendPhase);
    for (std::size_t r = m_mapping.header ? 1 : 0; r < rows.size(); ++r) {
        const std::vector<std::string> &f = rows[r].fields;
        if (category > 0 && category <= f.size())
            note(true, trimmedText(f[category - 1]));
        if (phase > 0 && phase <= f.size())
            note(false, trimmedText(f[phase - 1]));
    }
    m_names->setVisible(!unknown.empty());
    m_namesNote->setVisible(!unknown.empty());
    m_namesNote->setText(tr("<b>Names the planner does not know.</b> Say which category or phase each one "
                            "is; names left unset stay errors."));
    m_names->setRowCount(static_cast<int>(unknown.size()));
    for (std::size_t i = 0; i < unknown.size(); ++i) {
        const Unknown &u = unknown[i];
        const int row = static_cast<int>(i);
        m_names->setItem(
            row, 0,
            new QTableWidgetItem((u.category ? tr("Category: %1") : tr("Phase: %1")).arg(fromStd(u.text))));
        auto *choice = new QComboBox(m_names);
        choice->setObjectName(QStringLiteral("mapping.name.%1").arg(i));
        choice->addItem(tr("(unset: an error)"), QString());
        auto &list = u.category ? m_mapping.categoryNames : m_mapping.phaseNames;
        if (u.category)
            for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
                const auto cat = static_cast<tco::Category>(c);
                choice->addItem(categoryLabel(cat), fromStd(tco::categoryKey(cat)));
            }
        else
            for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
                const auto ph = static_cast<tco::Phase>(p);
                choice->addItem(phaseLabel(ph), fromStd(tco::phaseKey(ph)));
            }
        for (const auto &[from, to] : list)
            if (from == u.text)
                choice->setCurrentIndex(std::max(0, choice->findData(fromStd(to))));
        const bool isCategory = u.category;
        const std::string text = u.text;
        connect(choice, &QComboBox::currentIndexChanged, this, [this, choice, isCategory, text] {
            auto &mapped = isCategory ? m_mapping.categoryNames : m_mapping.phaseNames;
            const std::string to = choice->currentData().toString().toStdString();
            const auto at =
                std::find_if(mapped.begin(), mapped.end(), [&](const auto &p) { return p.first == text; });
            if (to.empty() && at != mapped.end())
                mapped.erase(at);
            else if (!to.empty() && at != mapped.end())
                at->second = to;
            else if (!to.empty())
                mapped.emplace_back(text, to);
            // Rebuilt after the change: this combo must not be deleted inside its own signal.
            QMetaObject::invokeMethod(this, &ColumnMappingDialog::reimport, Qt::QueuedConnection);
        });
        m_names->setCellWidget(row, 1, choice);
    }
    m_names->resizeColumnToContents(0);
}

void ColumnMappingDialog::saveMapping()
{
    const QString path = Prompts::fileName(this, Prompts::FileDialog::SaveMapping, tr("Save Column Mapping"),
                                           QStringLiteral("mapping.json"), tr("Column mappings (*.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    const std::string json = tco::writeColumnMapping(m_mapping);
    if (!file.open(QIODevice::WriteOnly) || file.write(json.data(), static_cast<qint64>(json.size())) < 0 ||
        !file.commit())
        Prompts::warn(this, tr("Save Column Mapping"),
                      tr("The mapping could not be written to %1: %2").arg(path, file.errorString()));
}

} // namespace planner

#include "moc_columnmappingdialog.cpp"
