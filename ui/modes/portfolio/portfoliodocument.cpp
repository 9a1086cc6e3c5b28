// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliodocument.h"

#include "portfolio/portfoliofile.h"
#include "texts/filetexts.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace planner {

namespace {

/** The portfolio before and after one edit. A portfolio is a few dozen
 *  plans: copies are cheap next to evaluating it. */
class PortfolioEdit : public QUndoCommand
{
public:
    PortfolioEdit(PortfolioDocument *doc, const QString &text, tco::Portfolio before, tco::Portfolio after,
                  int mergeKey, bool interacting)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)),
          m_mergeKey(mergeKey), m_interacting(interacting)
    {
    }
    int id() const override { return m_mergeKey > 0 ? m_mergeKey : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const PortfolioEdit *>(other);
        m_after = next->m_after;
        m_interacting = next->m_interacting;
        return true;
    }
    void undo() override { m_doc->apply(m_before, false); }
    void redo() override
    {
        m_doc->apply(m_after, m_interacting);
        m_interacting = false; // a redo later is never a held slider
    }

private:
    PortfolioDocument *m_doc;
    tco::Portfolio m_before, m_after;
    int m_mergeKey;
    bool m_interacting;
};

} // namespace

PortfolioDocument::PortfolioDocument(const tco::Catalog &catalog, tco::Portfolio portfolio, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_portfolio(std::move(portfolio)), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    evaluate();
}

void PortfolioDocument::evaluate()
{
    m_demands.update(m_portfolio, m_catalog);
    m_evaluation = tco::evaluatePortfolio(m_portfolio, m_demands.demands(), m_catalog);
}

void PortfolioDocument::apply(const tco::Portfolio &portfolio, bool interacting)
{
    m_portfolio = portfolio;
    m_interacting = interacting;
    evaluate();
    Q_EMIT changed(interacting);
}

void PortfolioDocument::edit(const QString &text, const std::function<void(tco::Portfolio &)> &change,
                             int mergeKey, bool interacting)
{
    tco::Portfolio after = m_portfolio;
    change(after);
    // A refused edit (a run left without a pool, a cycle) never reaches the
    // schedule; the controls only offer valid values.
    if (!tco::validatePortfolio(after, m_catalog).empty())
        return;
    // Merge keys carry an epoch: a drag's moves merge into one step, and the
    // next drag or a single click starts another.
    const int id = mergeKey > 0 ? mergeKey * 4096 + m_mergeEpoch % 4096 : 0;
    m_undo->push(new PortfolioEdit(this, text, m_portfolio, std::move(after), id, interacting));
    if (!interacting)
        ++m_mergeEpoch;
}

void PortfolioDocument::moveRun(int run, int startDay)
{
    if (run < 0 || run >= static_cast<int>(m_portfolio.runs.size()))
        return;
    const tco::CivilDate day = tco::addDays(m_portfolio.start, startDay);
    edit(tr("Move %1 to %2").arg(runName(m_portfolio, run), formatDay(day)),
         [run, day](tco::Portfolio &p) { p.runs[static_cast<std::size_t>(run)].pinnedStart = day; });
}

void PortfolioDocument::endInteraction()
{
    ++m_mergeEpoch;
    if (!m_interacting)
        return;
    m_interacting = false;
    Q_EMIT changed(false);
}

void PortfolioDocument::replace(tco::Portfolio portfolio, const QString &fileName)
{
    m_undo->clear();
    m_fileName = fileName;
    m_portfolio = std::move(portfolio);
    m_interacting = false;
    evaluate();
    Q_EMIT fileNameChanged(m_fileName);
    Q_EMIT modifiedChanged(false);
    Q_EMIT changed(false);
}

bool PortfolioDocument::isModified() const
{
    return !m_undo->isClean();
}

bool PortfolioDocument::save(const QString &path, QString *error)
{
    std::string detail;
    const tco::FileError result = tco::savePortfolioFile(m_portfolio, path.toStdString(), &detail);
    if (result != tco::FileError::None) {
        if (error)
            *error = FileTexts::saveFailed(path, tco::FileOutcome{result, detail, {}});
        return false;
    }
    m_undo->setClean();
    if (m_fileName != path) {
        m_fileName = path;
        Q_EMIT fileNameChanged(path);
    }
    return true;
}

} // namespace planner

#include "moc_portfoliodocument.cpp"
