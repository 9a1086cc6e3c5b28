// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/commandline.h"

#include "services/languagemanager.h"

#include <QCommandLineParser>

namespace planner {

CommandLineOptions CommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Plan the total cost of pre-training a large language model."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption language(
        QStringList{QStringLiteral("l"), QStringLiteral("language")},
        tr("User-interface language: %1.").arg(LanguageManager::available().join(QStringLiteral(", "))),
        tr("code"));
    parser.addOption(language);
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     tr("Compare the plan with this saved plan (up to three times)."),
                                     tr("file"));
    parser.addOption(compare);
    const QCommandLineOption present(QStringLiteral("present"),
                                     tr("Start in presentation mode (Esc leaves)."));
    parser.addOption(present);
    const QCommandLineOption catalog(
        QStringLiteral("catalog"),
        tr("Add or override accelerators from this CSV file (same format as the built-in catalog)."),
        tr("file"));
    parser.addOption(catalog);
    const QCommandLineOption portfolio(
        QStringLiteral("portfolio"), tr("Open this year of compute (.tcoportfolio) in the Portfolio window."),
        tr("file"));
    parser.addOption(portfolio);
    const QCommandLineOption typicalYear(QStringLiteral("typical-year"),
                                         tr("Open the built-in typical year of compute in the Portfolio "
                                            "window (File ▸ Portfolio: a Typical Year)."));
    parser.addOption(typicalYear);
    parser.addPositionalArgument(QStringLiteral("file"), tr("A plan (.tcoplan) to open."),
                                 QStringLiteral("[file]"));
    parser.process(arguments);

    CommandLineOptions options;
    if (parser.isSet(language))
        options.language = LanguageManager::normalized(parser.value(language));
    options.compareFiles = parser.values(compare);
    options.present = parser.isSet(present);
    options.catalogFile = parser.value(catalog);
    options.portfolioFile = parser.value(portfolio);
    options.typicalYear = parser.isSet(typicalYear);
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        options.file = files.first();
    return options;
}

} // namespace planner
