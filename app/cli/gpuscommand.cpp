// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "format.h"
#include "json.h"
#include "planinput.h"
#include "table.h"

#include <plan/catalog.h>

#include <ostream>

namespace cli {

namespace {

/** Empty for "not supported / not published" (stored as 0). */
std::string figure(double v)
{
    return v > 0 ? humanNumber(v, 6) : std::string("-");
}

void writeJson(std::ostream &out, const tco::Catalog &catalog)
{
    JsonWriter j;
    j.beginArray();
    for (const tco::Accelerator &a : catalog.accelerators()) {
        j.beginObject()
            .value("id", a.id)
            .value("name", a.name)
            .value("vendor", a.vendor)
            .value("bf16Tflops", a.bf16Tflops)
            .value("fp16Tflops", a.fp16Tflops)
            .value("fp8Tflops", a.fp8Tflops)
            .value("tf32Tflops", a.tf32Tflops)
            .value("memoryGb", a.memoryGb)
            .value("boardWatts", a.boardWatts)
            .value("serverWattsPerAccelerator", a.serverWattsPerAccelerator)
            .value("rentUsdPerHour", a.rentUsdPerHour)
            .value("purchaseUsd", a.purchaseUsd)
            .value("priceDate", a.priceDate)
            .value("specSource", a.specSource)
            .value("priceSource", a.priceSource)
            .endObject();
    }
    j.endArray();
    out << j.text();
}

void writeText(std::ostream &out, const tco::Catalog &catalog)
{
    TextTable t({"ID", "BF16", "FP16", "FP8", "TF32", "MEM GB", "BOARD W", "SERVER W", "RENT $/h", "BUY $",
                 "PRICED"});
    for (std::size_t col = 1; col <= 9; ++col)
        t.setAlign(col, TextTable::Align::Right);
    for (const tco::Accelerator &a : catalog.accelerators())
        t.addRow({a.id, figure(a.bf16Tflops), figure(a.fp16Tflops), figure(a.fp8Tflops), figure(a.tf32Tflops),
                  figure(a.memoryGb), figure(a.boardWatts), figure(a.serverWattsPerAccelerator),
                  a.rentUsdPerHour > 0 ? fixedText(a.rentUsdPerHour, 2) : "-",
                  a.purchaseUsd > 0 ? humanNumber(a.purchaseUsd, 6) : "-", a.priceDate});
    t.print(out);
    out << "\nPeaks are dense TFLOP/s per accelerator (no sparsity); - = not supported or not published.\n"
           "Prices are dated, editable defaults, not quotes (set pricing.gpuHourUsd / "
           "ownership.capexUsdPerGpu).\n"
           "\nSources\n";
    for (const tco::Accelerator &a : catalog.accelerators()) {
        out << "  " << a.id << " - " << a.name << " (" << a.vendor << ")\n";
        out << "      figures: " << a.specSource << '\n';
        out << "      prices (" << a.priceDate << "): " << a.priceSource << '\n';
    }
}

} // namespace

Command gpusCommand()
{
    Command c{.name = "gpus",
              .summary = "list the accelerator catalog: peaks, memory, power, dated prices and sources",
              .formats = {"text", "json"}};
    c.options = {catalogSpec()};
    c.details = R"(Example:
  llm-tco gpus --format json --catalog my-accelerators.csv)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const tco::Catalog catalog = loadCatalog(o);
        if (format == "json")
            writeJson(io.out, catalog);
        else
            writeText(io.out, catalog);
        return 0;
    };
    return c;
}

} // namespace cli
