// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace tco {

/** resources/catalog/accelerators.csv as compiled into the program. */
std::string_view builtinCatalogCsv();
/** resources/history/training_costs.csv as compiled into the program. */
std::string_view builtinHistoryCsv();
/** resources/runs/published_runs.csv as compiled into the program. */
std::string_view builtinPublishedRunsCsv();

} // namespace tco
