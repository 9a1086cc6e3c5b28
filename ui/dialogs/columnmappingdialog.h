// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/csv.h"
#include "plan/currency.h"
#include "tracking/actualsimport.h"
#include "tracking/columnmapping.h"

#include <QDialog>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace planner {

/** Track ▸ Import: which column of a billing export or progress log is
 *  which, how its dates and decimals are written (docs/actuals.md, "Column
 *  mapping"). It reads the file anew on every change, so the user sees
 *  the first rows, how many lines read and every bad line with its number,
 *  column, value and what was expected, before anything is imported.
 *  Category and phase names the model does not know ("Compute Engine") are
 *  listed with a choice of the model's own. A file with bad lines imports
 *  only when the user ticks "import the good lines"; a file that cannot be
 *  read at all never does.
 *
 *  A form, not a question, so an ordinary dialog (docs/architecture.md,
 *  "Dialogs and tests"); tests set its widgets by object name
 *  ("mapping.<field>", "mapping.dateFormat", "mapping.decimal",
 *  "mapping.delimiter", "mapping.header", "mapping.defaultCurrency",
 *  "mapping.name.<n>", "mapping.acceptPartial", "mapping.messages",
 *  "mapping.add", "mapping.replace", "mapping.maxLeftOut"). Rows with errors are tinted in the
 *  preview, which lists them after its first rows. */
class ColumnMappingDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind { Spend, Progress };

    /** `bytes` is the file's text; `initial` the mapping to start from
     *  (the one remembered for this layout, or the documented default);
     *  amounts in `planCurrency` are converted at its rate. */
    ColumnMappingDialog(Kind kind, const QString &fileName, std::string bytes, tco::ColumnMapping initial,
                        tco::DisplayCurrency planCurrency, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    /** The mapping as the form sets it. */
    const tco::ColumnMapping &mapping() const { return m_mapping; }
    /** The file read through mapping(): the lines and the messages. */
    const tco::SpendImport &spend() const { return m_spend; }
    const tco::ProgressImport &progress() const { return m_progress; }
    /** Records read well (a FOCUS charge spread over days counts once), and
     *  lines with errors (0 for a file error). */
    int goodLines() const;
    int badLines() const;
    /** The share of the lines read that has errors (tco::Imported). */
    double leftOutShare() const;
    /** The most of the lines the user lets an import leave out
     *  ("mapping.maxLeftOut"; default tco::kDefaultMaxLeftOutShare). */
    double maxLeftOut() const;
    /** True when Import is allowed: lines read, no bad ones or the user
     *  accepts leaving them out, and with lines already in the plan, the
     *  user has chosen to add to them or replace them. */
    bool canImport() const;

    /** The plan already holds `count` lines (or points) of this kind: the
     *  dialog asks whether to add the file to them or replace them, and
     *  imports only once the user has chosen ("mapping.add",
     *  "mapping.replace"). */
    void setExistingLines(int count);
    /** Run on every reading of a progress file: refuses the points the
     *  plan makes impossible as bad lines (tco::refuseImplausibleProgress),
     *  so the dialog lists them with the others. Reads the file anew. */
    void setProgressCheck(std::function<void(tco::ProgressImport &)> check);
    /** True: add to the lines already there; false: replace them. */
    bool addsToExisting() const;

    /** The first line of `bytes` that is not blank or a comment (its
     *  layout: the header of an export), what the window remembers a
     *  mapping under. */
    static QString layoutOf(std::string_view bytes);

private:
    struct FieldRow {
        tco::ColumnRef tco::ColumnMapping::*ref;
        const char *key; ///< "date", "amount", ...: the object name's suffix
        bool required;
        QComboBox *combo = nullptr;
    };
    void buildFields();
    void fillColumnChoices();
    /** The form into mapping(): how the file is written, and which
     *  column is which (after fillColumnChoices() for the same header). */
    void readFormat();
    void readFields();
    void reimport();
    void showPreview();
    void showMessages();
    void showUnknownNames();
    void saveMapping();
    /** Splits the file into records with the mapping's delimiter, once per
     *  delimiter: the preview, the column choices and the unknown names
     *  all read these. */
    void parseRows();
    std::vector<std::string> header() const;
    QString fieldLabel(const char *key) const;

    Kind m_kind;
    std::string m_bytes;
    std::vector<tco::CsvRow> m_rows; ///< m_bytes split at m_mapping.delimiter
    tco::ColumnMapping m_mapping;
    tco::DisplayCurrency m_planCurrency;
    tco::SpendImport m_spend;
    tco::ProgressImport m_progress;
    std::vector<FieldRow> m_fields;
    bool m_filling = false;
    int m_existingCount = 0;
    std::function<void(tco::ProgressImport &)> m_progressCheck;

    QCheckBox *m_header;
    QComboBox *m_delimiter;
    QComboBox *m_decimal;
    QComboBox *m_dateFormat;
    QLineEdit *m_currency;
    QFormLayout *m_fieldForm;
    QTableWidget *m_preview;
    QLabel *m_summary;
    QPlainTextEdit *m_messages;
    QTableWidget *m_names;
    QLabel *m_namesNote;
    QCheckBox *m_acceptPartial;
    QSpinBox *m_maxLeftOut; ///< the share of the lines an import may leave out, percent
    QLabel *m_maxLeftOutLabel;
    QWidget *m_existing;
    QLabel *m_existingText;
    QRadioButton *m_add;
    QRadioButton *m_replace;
    QPushButton *m_saveMapping;
    QDialogButtonBox *m_buttons;
};

} // namespace planner
