// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace planner {

class PortfolioDocument;

/** The year's levers (docs/model.md §16): accelerators owned (the first
 *  owned pool), committed (the first commitment), the main run's size and
 *  the rental price path. Each moves the portfolio live as one undo step
 *  per drag; a lever the portfolio has no pool or run for is disabled and
 *  says why. Object names "ownedSlider", "committedSlider",
 *  "mainRunSlider", "declineSlider" are the test seams. */
class PortfolioControls : public QWidget
{
    Q_OBJECT
public:
    /** A column beside the window's views, or a strip under a slide. */
    enum class Arrangement { Column, Strip };
    explicit PortfolioControls(PortfolioDocument *document, QWidget *parent = nullptr,
                               Arrangement arrangement = Arrangement::Column);
    void retranslate();
    /** The slider's position for `parameters` of the main run (log scale). */
    static int mainRunPosition(double parameters);
    static double mainRunParameters(int position);

private:
    struct Lever {
        QLabel *caption = nullptr;
        QSlider *slider = nullptr;
        QLabel *value = nullptr;
    };
    Lever addLever(const QString &objectName, int mergeKey);
    void sync();
    void moved(int mergeKey, int position, bool held);
    int ownedPool() const;
    int committedPool() const;
    int mainRun() const;

    PortfolioDocument *m_doc;
    Lever m_owned, m_committed, m_mainRun, m_decline;
    QLabel *m_note = nullptr;
    bool m_syncing = false;
};

} // namespace planner
