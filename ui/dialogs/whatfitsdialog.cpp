// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/whatfitsdialog.h"

#include "background/backgroundpool.h"

#include "document/scenariodocument.h"
#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/tone.h"
#include "widgets/valuespinbox.h"

#include "plan/calendar.h"
#include "texts/terms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace planner {
namespace {

using I = tco::InputId;

QDate toQDate(const tco::CivilDate &d)
{
    return QDate(d.year, d.month, d.day);
}

QString colored(const QString &text, Tone tone)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(palette::ink(tone, palette::darkTheme()).name(), text);
}

} // namespace

WhatFitsDialog::WhatFitsDialog(ScenarioDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document)
{
    setObjectName(QStringLiteral("whatFitsDialog"));
    setWindowTitle(tr("What Fits a Budget and a Deadline"));
    buildForm();
    loadTargets();
    connect(&m_watcher, &QFutureWatcher<tco::Solution>::finished, this, [this] {
        m_solution = m_watcher.result();
        m_stale = false;
        showAnswer();
        Q_EMIT solved();
    });
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        if (m_applying)
            return; // the plan became the answer's: it stands
        // The deadline's origin may have moved (start date, preparation).
        syncDeadlineDate();
        markStale();
    });
}

WhatFitsDialog::~WhatFitsDialog()
{
    m_watcher.waitForFinished();
}

void WhatFitsDialog::buildForm()
{
    const auto named = [](QWidget *w, const char *name) {
        w->setObjectName(QLatin1String(name));
        return w;
    };
    auto *intro = new QLabel(tr("Find the values that meet your budget and deadline. Every other input "
                                "stays as planned."),
                             this);
    intro->setWordWrap(true);

    m_first = new QComboBox(this);
    m_second = new QComboBox(this);
    named(m_first, "whatFits.first");
    named(m_second, "whatFits.second");
    m_second->addItem(tr("(nothing else)"), -1);
    for (I id : tco::solvableInputs()) {
        m_first->addItem(InputTexts::label(id), int(id));
        m_second->addItem(InputTexts::label(id), int(id));
    }
    auto *unknowns = new QHBoxLayout;
    unknowns->addWidget(m_first, 1);
    unknowns->addWidget(new QLabel(tr("and"), this));
    unknowns->addWidget(m_second, 1);

    m_budgetOn = new QCheckBox(tr("&Budget"), this);
    m_budget = new ValueSpinBox(tco::spec(I::BudgetUsd), this);
    m_deadlineOn = new QCheckBox(tr("&Deadline"), this);
    m_deadlineDays = new QSpinBox(this);
    m_deadlineDays->setRange(1, int(tco::kMaxTargetDeadlineDays)); // as a plan file's targets
    m_deadlineDays->setSuffix(tr(" days"));
    m_finishBy = new QDateEdit(this);
    m_finishBy->setCalendarPopup(true);
    m_finishBy->setDisplayFormat(dayFormat());
    m_scope = new QComboBox(this);
    m_scope->addItem(tr("for the whole project"), int(tco::DeadlineScope::Project));
    m_scope->addItem(tr("for the main run"), int(tco::DeadlineScope::MainRun));
    m_confidence = new QComboBox(this);
    m_confidence->addItem(tr("P50 (as likely over as under)"), int(tco::Confidence::P50));
    m_confidence->addItem(tr("P90 (nine in ten runs stay within)"), int(tco::Confidence::P90));
    m_tppOn = new QCheckBox(tr("&Tokens per parameter at least"), this);
    m_tpp = new QDoubleSpinBox(this);
    m_tpp->setRange(0.1, tco::kMaxTargetTokensPerParameter);
    m_tpp->setDecimals(1);
    m_lossOn = new QCheckBox(tr("Predicted &loss at most"), this);
    m_loss = new QDoubleSpinBox(this);
    m_loss->setRange(0.5, tco::kMaxTargetLoss);
    m_loss->setDecimals(3);
    m_loss->setSingleStep(0.01);
    named(m_budgetOn, "whatFits.budgetOn");
    named(m_budget, "whatFits.budget");
    named(m_deadlineOn, "whatFits.deadlineOn");
    named(m_deadlineDays, "whatFits.deadlineDays");
    named(m_finishBy, "whatFits.finishBy");
    named(m_scope, "whatFits.scope");
    named(m_confidence, "whatFits.confidence");
    named(m_tppOn, "whatFits.tokensPerParameterOn");
    named(m_tpp, "whatFits.tokensPerParameter");
    named(m_lossOn, "whatFits.lossOn");
    named(m_loss, "whatFits.loss");

    auto *deadline = new QHBoxLayout;
    deadline->addWidget(m_deadlineDays);
    deadline->addWidget(new QLabel(tr("finish by"), this));
    deadline->addWidget(m_finishBy);
    deadline->addWidget(m_scope, 1);

    auto *form = new QFormLayout;
    form->addRow(tr("Solve for:"), unknowns);
    form->addRow(m_budgetOn, m_budget);
    form->addRow(m_deadlineOn, deadline);
    form->addRow(tr("Hold budget and deadline at:"), m_confidence);
    form->addRow(m_tppOn, m_tpp);
    form->addRow(m_lossOn, m_loss);

    m_answer = new QLabel(this);
    named(m_answer, "whatFits.answer");
    m_answer->setWordWrap(true);
    m_answer->setTextFormat(Qt::RichText);
    m_answer->setMinimumHeight(160);
    m_answer->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_solve = buttons->addButton(tr("&Solve"), QDialogButtonBox::ActionRole);
    m_apply = buttons->addButton(tr("&Apply to Plan"), QDialogButtonBox::ApplyRole);
    named(m_solve, "whatFits.solve");
    named(m_apply, "whatFits.apply");
    m_solve->setDefault(true);
    m_apply->setEnabled(false);
    m_useMainRun = buttons->addButton(tr("Use the &Main-Run Answer"), QDialogButtonBox::ActionRole);
    named(m_useMainRun, "whatFits.useMainRun");
    m_useMainRun->setToolTip(tr("Hold the deadline for the main run alone and take its answer"));
    m_useMainRun->hide();
    connect(m_useMainRun, &QPushButton::clicked, this, &WhatFitsDialog::useMainRunAnswer);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_solve, &QPushButton::clicked, this, &WhatFitsDialog::solve);
    connect(m_apply, &QPushButton::clicked, this, &WhatFitsDialog::apply);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_answer, 1);
    layout->addWidget(buttons);

    connect(m_budget, &ValueSpinBox::valueEdited, this, [this](double usd) {
        m_budgetUsd = usd;
        m_budget->setValue(usd);
        m_budgetOn->setChecked(usd > 0);
    });
    connect(m_deadlineDays, &QSpinBox::valueChanged, this, &WhatFitsDialog::syncDeadlineDate);
    connect(m_finishBy, &QDateEdit::dateChanged, this, &WhatFitsDialog::syncDeadlineDays);
    // The same days from another origin: the date follows the basis.
    connect(m_scope, &QComboBox::currentIndexChanged, this, &WhatFitsDialog::syncDeadlineDate);
    for (QCheckBox *box : {m_budgetOn, m_deadlineOn, m_tppOn, m_lossOn})
        connect(box, &QCheckBox::toggled, this, [this] { markStale(); });
}

void WhatFitsDialog::loadTargets()
{
    const tco::Scenario &s = m_document->scenario();
    const tco::PlanTargets &t = s.targets;
    m_budgetUsd = s.value(I::BudgetUsd);
    m_budget->setValue(m_budgetUsd);
    m_budgetOn->setChecked(m_budgetUsd > 0);
    m_deadlineOn->setChecked(t.deadlineDays > 0);
    // Without a saved deadline, offer the plan's own project length.
    const double days = t.deadlineDays > 0
                            ? t.deadlineDays
                            : std::ceil(m_document->result().projectMonths * tco::kDaysPerMonth);
    m_deadlineDays->setValue(int(std::clamp(days, 1.0, tco::kMaxTargetDeadlineDays)));
    m_scope->setCurrentIndex(m_scope->findData(int(t.deadlineScope)));
    syncDeadlineDate();
    m_confidence->setCurrentIndex(m_confidence->findData(int(t.confidence)));
    m_tppOn->setChecked(t.minTokensPerParameter > 0);
    m_tpp->setValue(t.minTokensPerParameter > 0 ? t.minTokensPerParameter : 20);
    m_lossOn->setChecked(t.maxLoss > 0);
    m_loss->setValue(t.maxLoss > 0 ? t.maxLoss : m_document->result().predictedLoss);
}

QDate WhatFitsDialog::deadlineOrigin() const
{
    return toQDate(
        tco::deadlineOrigin(m_document->scenario(), tco::DeadlineScope(m_scope->currentData().toInt())));
}

void WhatFitsDialog::syncDeadlineDate()
{
    const QDate origin = deadlineOrigin();
    const QSignalBlocker block(m_finishBy);
    m_finishBy->setMinimumDate(origin.addDays(1));
    m_finishBy->setDate(origin.addDays(m_deadlineDays->value()));
    if (!m_adopting)
        markStale();
}

void WhatFitsDialog::syncDeadlineDays()
{
    const QSignalBlocker block(m_deadlineDays);
    m_deadlineDays->setValue(int(deadlineOrigin().daysTo(m_finishBy->date())));
    m_deadlineOn->setChecked(true);
    markStale();
}

tco::SolveTargets WhatFitsDialog::targets() const
{
    tco::SolveTargets t;
    if (m_budgetOn->isChecked() && m_budgetUsd > 0)
        t.budgetUsd = m_budgetUsd;
    if (m_deadlineOn->isChecked())
        t.deadlineDays = m_deadlineDays->value();
    t.deadlineScope = tco::DeadlineScope(m_scope->currentData().toInt());
    t.confidence = tco::Confidence(m_confidence->currentData().toInt());
    if (m_tppOn->isChecked())
        t.minTokensPerParameter = m_tpp->value();
    if (m_lossOn->isChecked())
        t.maxLoss = m_loss->value();
    return t;
}

std::vector<tco::InputId> WhatFitsDialog::unknowns() const
{
    std::vector<tco::InputId> out{I(m_first->currentData().toInt())};
    const int second = m_second->currentData().toInt();
    if (second >= 0 && I(second) != out.front())
        out.push_back(I(second));
    return out;
}

void WhatFitsDialog::solve()
{
    if (m_watcher.isRunning())
        return;
    const tco::SolveTargets t = targets();
    if (!t.any()) {
        m_answer->setText(
            colored(tr("Set at least one target: a budget, a deadline, tokens per parameter or a "
                       "predicted loss."),
                    Tone::Warning));
        return;
    }
    m_solvedTargets = t;
    m_solve->setEnabled(false);
    m_useMainRun->hide();
    m_answer->setText(tr("Solving…"));
    m_watcher.setFuture(
        QtConcurrent::run(backgroundPool(), [scenario = m_document->scenario(),
                                             catalog = &m_document->catalog(), ids = unknowns(), t] {
            return tco::solve(scenario, *catalog, ids, t); // the plan's own Monte Carlo
        }));
}

void WhatFitsDialog::markStale()
{
    if (!m_solution || m_stale)
        return;
    m_stale = true;
    m_apply->setEnabled(false);
    m_answer->setText(m_answer->text() + QStringLiteral("<p>") +
                      colored(tr("The plan or the targets changed: solve again."), Tone::Muted) +
                      QStringLiteral("</p>"));
}

void WhatFitsDialog::showAnswer()
{
    m_solve->setEnabled(true);
    const tco::Solution &s = *m_solution;
    m_answer->setText(answerHtml(s));
    const bool fixedPhases = s.status == tco::SolveStatus::DeadlineWithinFixedPhases;
    // Within the fixed phases no value serves the project: nothing to apply
    // but the main run's own answer, once taken.
    m_apply->setEnabled(s.status != tco::SolveStatus::NothingFeasible && !fixedPhases);
    m_apply->setText(s.status == tco::SolveStatus::Solved || fixedPhases ? tr("&Apply to Plan")
                                                                         : tr("&Apply Nearest Plan"));
    m_useMainRun->setVisible(fixedPhases && s.mainRunAlone &&
                             s.mainRunAlone->status != tco::SolveStatus::NothingFeasible);
}

void WhatFitsDialog::useMainRunAnswer()
{
    if (!m_solution || m_stale || !m_solution->mainRunAlone)
        return;
    const tco::Solution mainRun = *m_solution->mainRunAlone;
    m_solvedTargets.deadlineScope = tco::DeadlineScope::MainRun;
    {
        // The basis and its date change to match the answer taken.
        m_adopting = true;
        m_scope->setCurrentIndex(m_scope->findData(int(tco::DeadlineScope::MainRun)));
        m_adopting = false;
    }
    m_solution = mainRun;
    showAnswer();
}

QString WhatFitsDialog::answerHtml(const tco::Solution &s) const
{
    if (s.status != tco::SolveStatus::DeadlineWithinFixedPhases)
        return solutionHtml(s, m_solvedTargets);
    // docs/model.md, "Solving for the unknown": preparation and
    // post-training take their days whatever the unknowns are.
    const QLocale locale;
    QStringList names;
    for (const tco::InputSetting &v : s.solved)
        names << InputTexts::label(v.id);
    QString html =
        QStringLiteral("<p><b>%1</b><br>%2</p>")
            .arg(colored(tr("No value meets the deadline for the project."), Tone::Bad),
                 tr("The project's fixed phases (preparation and post-training) take %1: no value of %2 "
                    "meets %3 for the project.")
                     .arg(formatDays(s.fixedPhaseDays, locale),
                          locale.createSeparatedList(names).toHtmlEscaped(),
                          formatDays(m_solvedTargets.deadlineDays, locale)));
    if (!s.mainRunAlone)
        return html;
    const tco::Solution &mainRun = *s.mainRunAlone;
    tco::SolveTargets mainTargets = m_solvedTargets;
    mainTargets.deadlineScope = tco::DeadlineScope::MainRun;
    QStringList values;
    for (const tco::InputSetting &v : mainRun.solved)
        values << InputFormat::textWithUnit(tco::spec(v.id), v.value, locale);
    if (mainRun.status != tco::SolveStatus::NothingFeasible)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("For the main run alone: %1.")
                             .arg(locale.createSeparatedList(values))
                             .toHtmlEscaped());
    html += solutionHtml(mainRun, mainTargets);
    return html;
}

QString WhatFitsDialog::solutionHtml(const tco::Solution &s, const tco::SolveTargets &t) const
{
    const QLocale locale;
    const QString level = MessageTexts::confidence(t.confidence);
    const auto targetName = [&](tco::Target target) { return MessageTexts::targetName(target, t); };
    const auto amount = [](tco::Target target, double v) { return MessageTexts::targetAmount(target, v); };
    QString html;
    if (s.status == tco::SolveStatus::NothingFeasible)
        return colored(tr("No value gives a plan that can run. The plan's conditions say why; the "
                          "\"Improve this plan\" advice lists what makes it run."),
                       Tone::Bad);
    if (s.status == tco::SolveStatus::Solved)
        html += QStringLiteral("<p><b>%1</b></p>").arg(colored(tr("Every target is met."), Tone::Good));
    else
        html += missesHtml(s, t);
    html += QStringLiteral("<table cellspacing=\"6\"><tr><th></th><th align=\"right\">%1</th>"
                           "<th align=\"right\">%2</th></tr>")
                .arg(Terms::plan(), tr("Solution"));
    for (const tco::InputSetting &v : s.solved) {
        const tco::InputSpec &in = tco::spec(v.id);
        html += QStringLiteral(
                    "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\"><b>%3</b></td></tr>")
                    .arg(InputTexts::label(v.id).toHtmlEscaped(),
                         InputFormat::textWithUnit(in, m_document->value(v.id), locale).toHtmlEscaped(),
                         InputFormat::textWithUnit(in, v.value, locale).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    const tco::Result &r = s.measure.result;
    const tco::ProjectDates dates = tco::projectDates(s.plan, r);
    html +=
        QStringLiteral("<p>%1</p>")
            .arg(tr("Total %1 (%2 %3) · main run %4 · project %5, %6 to %7")
                     .arg(formatUsd(r.totalUsd, locale), level, formatUsd(s.measure.costUsd, locale),
                          formatDays(r.wallClockDays, locale),
                          formatDays(r.projectMonths * tco::kDaysPerMonth, locale), formatDay(dates.start),
                          dates.projectFinish ? formatDay(*dates.projectFinish) : notANumber()));
    QStringList rows;
    for (std::size_t i = 0; i < tco::kTargetCount; ++i) {
        const tco::TargetCheck &c = s.measure.checks[i];
        if (!c.active)
            continue;
        const auto target = tco::Target(i);
        const QString verdict = !c.met      ? colored(tr("missed"), Tone::Bad)
                                : c.binding ? colored(tr("met, and it binds"), Tone::Warning)
                                            : colored(tr("met"), Tone::Good);
        rows << tr("%1: %2; plan %3 — %4")
                    .arg(targetName(target), amount(target, c.limit), amount(target, c.value), verdict);
    }
    html += QStringLiteral("<p>%1</p>").arg(rows.join(QStringLiteral("<br>")));
    for (const tco::InputSetting &v : s.solved)
        if (v.id == I::ComputeMfu && v.value > 0.55)
            html += QStringLiteral("<p>%1</p>")
                        .arg(colored(tr("An MFU of %1 is above what published large runs reach (35–45 %).")
                                         .arg(formatPercent(v.value, locale)),
                                     Tone::Warning));
    return html;
}

QString WhatFitsDialog::missesHtml(const tco::Solution &s, const tco::SolveTargets &t) const
{
    const QLocale locale;
    const auto amount = [&](const tco::TargetMiss &m) {
        return MessageTexts::targetAmount(m.target, m.by, locale).toHtmlEscaped();
    };
    QString html;
    if (s.misses.size() == 1) {
        const tco::TargetMiss &m = s.misses.front();
        html = QStringLiteral("<p><b>%1</b><br>%2</p>")
                   .arg(colored(tr("The %1 cannot be met.").arg(MessageTexts::targetName(m.target, t)),
                                Tone::Bad),
                        tr("The nearest plan meets the other targets and misses it by %1 (%2):")
                            .arg(amount(m), formatPercent(m.byFraction, locale)));
    } else {
        // The nearest plan is the best that can run: name each miss.
        QStringList rows;
        for (const tco::TargetMiss &m : s.misses)
            rows << tr("%1 by %2 (%3)")
                        .arg(MessageTexts::targetName(m.target, t), amount(m),
                             formatPercent(m.byFraction, locale));
        html = QStringLiteral("<p><b>%1</b><br>%2</p>")
                   .arg(colored(tr("No plan meets every target. The nearest plan misses %n of them:", nullptr,
                                   int(s.misses.size())),
                                Tone::Bad),
                        rows.join(QStringLiteral("<br>")));
    }
    html += beyondReachHtml(s, t);
    return html;
}

QString WhatFitsDialog::beyondReachHtml(const tco::Solution &s, const tco::SolveTargets &t)
{
    QString html;
    for (const tco::TargetMiss &m : s.misses)
        if (m.beyondReach && m.target == tco::Target::Loss)
            html += QStringLiteral("<p>%1</p>")
                        .arg(colored(MessageTexts::lossBeyondReach(t.maxLoss, m.bound), Tone::Bad));
    return html;
}

void WhatFitsDialog::apply()
{
    if (!m_solution || m_stale || m_solution->status == tco::SolveStatus::NothingFeasible ||
        m_solution->status == tco::SolveStatus::DeadlineWithinFixedPhases)
        return;
    tco::PlanTargets saved;
    const tco::SolveTargets &t = m_solvedTargets;
    const auto orZero = [](double v) { return std::isnan(v) ? 0.0 : v; };
    saved.deadlineDays = orZero(t.deadlineDays);
    saved.deadlineScope = t.deadlineScope;
    saved.confidence = t.confidence;
    saved.minTokensPerParameter = orZero(t.minTokensPerParameter);
    saved.maxLoss = orZero(t.maxLoss);
    std::vector<std::pair<tco::InputId, double>> values;
    for (const tco::InputSetting &v : m_solution->solved)
        values.emplace_back(v.id, v.value);
    // A mixture of experts keeps its share of active parameters (tco::solve).
    if (m_document->value(I::ModelActiveParameters) > 0 &&
        m_solution->plan.value(I::ModelActiveParameters) != m_document->value(I::ModelActiveParameters))
        values.emplace_back(I::ModelActiveParameters, m_solution->plan.value(I::ModelActiveParameters));
    if (!std::isnan(t.budgetUsd))
        values.emplace_back(I::BudgetUsd, t.budgetUsd);
    m_applying = true;
    const auto issue = m_document->applySolution(values, saved);
    m_applying = false;
    if (issue)
        return; // refused: the plan is as it was, and so is the answer
    // The plan now is the answer's: it stands until the plan changes again.
    m_apply->setEnabled(false);
    m_answer->setText(m_answer->text() + QStringLiteral("<p>") +
                      colored(tr("Applied to the plan."), Tone::Good) + QStringLiteral("</p>"));
}

} // namespace planner

#include "moc_whatfitsdialog.cpp"
