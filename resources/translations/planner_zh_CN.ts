<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>planner::AcceleratorSelector</name>
    <message>
        <source>%1 TFLOP/s %2</source>
        <translation>%1 TFLOP/s %2</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 to buy</source>
        <translation>采购价 %1</translation>
    </message>
    <message>
        <source>not for sale</source>
        <translation>不单独出售</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>no list price</source>
        <translation>无标价</translation>
    </message>
    <message>
        <source>%1
Prices dated %2 (editable defaults).
Source: %3</source>
        <translation>%1
价格日期 %2（可编辑的默认值）。
来源：%3</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 (prices dated %4)</source>
        <translation>%1 · %2 · %3（价格日期 %4）</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Accelerator figures</source>
        <translation>加速卡参数</translation>
    </message>
</context>
<context>
    <name>planner::AdvicePanel</name>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Apply this change to the plan (one undo step)</source>
        <translation>把这项调整应用到方案（可一步撤销）</translation>
    </message>
    <message>
        <source>No change the planner checked lowers the cost or the time of this plan.</source>
        <translation>规划器核算过的调整都不能降低本方案的成本或缩短工期。</translation>
    </message>
    <message>
        <source>Suggested changes</source>
        <translation>建议的调整</translation>
    </message>
    <message>
        <source>Make this plan feasible</source>
        <translation>使本方案可行</translation>
    </message>
    <message>
        <source>Changes the model has evaluated on this plan that lower its cost or its time, largest saving first</source>
        <translation>模型针对本方案核算过、能降低成本或缩短工期的调整，节省最多的在前</translation>
    </message>
    <message>
        <source>Changes the model has evaluated on this plan that let it run, cheapest first; each shows the total and days the plan then has</source>
        <translation>模型针对本方案核算过、能让训练跑通的调整，最便宜的在前；每项显示调整后方案的总成本和天数</translation>
    </message>
    <message>
        <source>%1 (updating…)</source>
        <translation>%1（更新中…）</translation>
    </message>
</context>
<context>
    <name>planner::AssumptionsMode</name>
    <message>
        <source>&amp;Assumptions</source>
        <translation>假设(&amp;A)</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>允许范围</translation>
    </message>
    <message>
        <source>What it is and where the default comes from</source>
        <translation>含义与默认值的来源</translation>
    </message>
    <message>
        <source>Every input of the plan with its source</source>
        <translation>方案的每项输入及其来源</translation>
    </message>
</context>
<context>
    <name>planner::ChargebackTable</name>
    <message>
        <source>&amp;Idle capacity:</source>
        <translation>闲置容量(&amp;I)：</translation>
    </message>
    <message>
        <source>Team or project</source>
        <translation>团队或项目</translation>
    </message>
    <message>
        <source>By team</source>
        <translation>按团队</translation>
    </message>
    <message>
        <source>By project</source>
        <translation>按项目</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Each run is charged for the accelerator-hours it holds at its pool&apos;s price and for its own checkpoints and logs; work not placed is priced at on demand. Each corpus is bought once: pro rata, its runs share it by the tokens they read, and idle capacity and shared people and operations by their accelerator-hours each month; centrally, they stay with the portfolio.</source>
        <translation>每个训练任务按其占用的加速卡小时乘以所在资源池的价格计费，并承担自己的检查点和日志费用；未能排入的工作按按需价格计价。每份语料只购买一次：按比例分摊时，读取它的训练任务按读取的 token 数分摊，闲置容量和共享的人力与运维按每月的加速卡小时分摊；集中承担时，这些费用留在组合层面。</translation>
    </message>
    <message>
        <source>Central (idle capacity, shared data and shared costs)</source>
        <translation>集中承担（闲置容量、共享数据和共享成本）</translation>
    </message>
    <message>
        <source>By run</source>
        <translation>按训练任务</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n not placed, at on-demand prices)</source>
        <translation>
            <numerusform>%1（%n 个未排入，按按需价格计）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::ChartArea</name>
    <message>
        <source>Add a point to the cost history</source>
        <translation>向成本历史添加数据点</translation>
    </message>
    <message>
        <source>e.g. our previous model</source>
        <translation>例如：我们的上一个模型</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>训练成本</translation>
    </message>
    <message>
        <source>My point</source>
        <translation>我的数据点</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Cost breakdown, checkpoint interval, risk and sensitivity</source>
        <translation>成本构成、检查点间隔、风险与敏感性</translation>
    </message>
    <message>
        <source>How cost and time change with MFU, accelerator count, storage tiering and the ratio of tokens to parameters</source>
        <translation>成本和时间如何随 MFU、加速卡数量、存储分层以及 token 与参数之比变化</translation>
    </message>
    <message>
        <source>Add a point…</source>
        <translation>添加数据点…</translation>
    </message>
    <message>
        <source>Add a known training cost (your own or a published estimate) to the chart</source>
        <translation>把已知的训练成本（自己的或公开的估算）添加到图表</translation>
    </message>
    <message>
        <source>Feasible region</source>
        <translation>可行区域</translation>
    </message>
    <message>
        <source>Where budget and deadline both hold as two inputs change, with the cheapest plan that meets both</source>
        <translation>两个输入变化时预算和截止期限同时满足的区域，以及同时满足两者的最低成本方案</translation>
    </message>
    <message>
        <source>Cost and cash month by month from the start date, by category, with the cumulative spend against the budget, and the actual spend against the plan</source>
        <translation>从开始日期起按月、按类别显示成本和现金，以及累计支出与预算、实际支出与方案的对比</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Published runs</source>
        <translation>已发表训练</translation>
    </message>
    <message>
        <source>How the cost of training frontier models has grown, with this plan as a point</source>
        <translation>前沿模型训练成本的增长历史，本方案作为其中一个点</translation>
    </message>
    <message>
        <source>How many accelerator-hours published runs took per trillion tokens, with this plan and the band its typical MFU gives</source>
        <translation>已发表训练每万亿 token 用了多少加速器机时，以及本方案和其典型 MFU 给出的范围</translation>
    </message>
</context>
<context>
    <name>planner::CodeLabels</name>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>People</source>
        <translation>人力</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Failures and restarts</source>
        <translation>故障与重启</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Idle capacity</source>
        <translation>闲置容量</translation>
    </message>
    <message>
        <source>Opportunity</source>
        <translation>机会成本</translation>
    </message>
    <message>
        <source>Preparation</source>
        <translation>准备阶段</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练阶段</translation>
    </message>
    <message>
        <source>Post-training</source>
        <translation>训练后阶段</translation>
    </message>
    <message>
        <source>Article figure</source>
        <translation>文章数据</translation>
    </message>
    <message>
        <source>Published estimate</source>
        <translation>公开估算</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Added by you</source>
        <translation>您添加的</translation>
    </message>
    <message>
        <source>Frontier models (typical)</source>
        <translation>前沿模型（典型）</translation>
    </message>
    <message>
        <source>Next-generation model in development</source>
        <translation>研发中的下一代模型</translation>
    </message>
    <message>
        <source>Frontier LLM forecast</source>
        <translation>前沿大模型预测</translation>
    </message>
    <message>
        <source>Its year has passed: the most expensive finished run of %1 was %2 at %3, %4× the forecast</source>
        <translation>预测年份已过：%1 年最贵的已完成训练是 %2，成本 %3，为预测值的 %4 倍</translation>
    </message>
</context>
<context>
    <name>planner::ColumnMappingDialog</name>
    <message>
        <source>The file: %1 — expected %2</source>
        <translation>文件：%1 — 应为 %2</translation>
    </message>
    <message>
        <source>Line %1, %2 = &apos;%3&apos;: expected %4</source>
        <translation>第 %1 行，%2 = “%3”：应为 %4</translation>
    </message>
    <message>
        <source>The first line names the columns</source>
        <translation>第一行是列名</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>逗号（ , ）</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>分号（ ; ）</translation>
    </message>
    <message>
        <source>Point (1234.5)</source>
        <translation>点号（1234.5）</translation>
    </message>
    <message>
        <source>Comma (1234,5)</source>
        <translation>逗号（1234,5）</translation>
    </message>
    <message>
        <source>The currency of lines without one: USD. The plan has no other rate; set a display currency first to import bills in another one.</source>
        <translation>未注明币种的行按 USD 计。方案中没有其他汇率；要导入其他币种的账单，请先设置显示币种。</translation>
    </message>
    <message>
        <source>The currency of lines without one: USD, or %1 at the plan&apos;s rate of %2 per US dollar.</source>
        <translation>未注明币种的行的币种：USD，或按方案汇率（每美元 %2）计的 %1。</translation>
    </message>
    <message>
        <source>Fields separated by:</source>
        <translation>字段分隔符：</translation>
    </message>
    <message>
        <source>Decimal separator:</source>
        <translation>小数分隔符：</translation>
    </message>
    <message>
        <source>Dates written as:</source>
        <translation>日期格式：</translation>
    </message>
    <message>
        <source>Currency when a line has none:</source>
        <translation>行中未注明币种时采用：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Which column is which&lt;/b&gt;</source>
        <translation>&lt;b&gt;各列对应的内容&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — the first rows</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 前几行</translation>
    </message>
    <message>
        <source>Save Mapping…</source>
        <translation>保存映射…</translation>
    </message>
    <message>
        <source>Writes this mapping as a file for the command line: llm-tco track --mapping FILE</source>
        <translation>将此映射保存为文件，供命令行使用：llm-tco track --mapping FILE</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Tokens trained so far</source>
        <translation>迄今已训练的 token 数</translation>
    </message>
    <message>
        <source>Accelerator-hours so far</source>
        <translation>迄今已用的加速卡小时</translation>
    </message>
    <message>
        <source>Interruptions so far</source>
        <translation>迄今中断次数</translation>
    </message>
    <message>
        <source>(not read)</source>
        <translation>（不读取）</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (not in the file)</source>
        <translation>“%1”（文件中没有）</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>&lt;b&gt;This file cannot be read with this mapping.&lt;/b&gt; Choose the columns and the separator below the first rows.</source>
        <translation>&lt;b&gt;无法按此映射读取该文件。&lt;/b&gt;请在前几行下方选择各列和分隔符。</translation>
    </message>
    <message numerus="yes">
        <source>All %n lines read.</source>
        <translation>
            <numerusform>已读取全部 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 read, &lt;b&gt;%2 with errors&lt;/b&gt;: each is listed with its line, column and value.</source>
        <translation>已读取 %1，&lt;b&gt;%2 有错误&lt;/b&gt;：每处错误都列出了所在行、列和值。</translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the %1 read well and leave out the %2 with errors</source>
        <translation>导入读取正确的 %1，略去有错误的 %2</translation>
    </message>
    <message>
        <source>Name in the file</source>
        <translation>文件中的名称</translation>
    </message>
    <message>
        <source>Is the planner&apos;s</source>
        <translation>对应规划器中的</translation>
    </message>
    <message>
        <source>&lt;b&gt;Names the planner does not know.&lt;/b&gt; Say which category or phase each one is; names left unset stay errors.</source>
        <translation>&lt;b&gt;规划器无法识别的名称。&lt;/b&gt;请指明每个名称对应的类别或阶段；未设置的名称仍算作错误。</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>类别：%1</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>阶段：%1</translation>
    </message>
    <message>
        <source>(unset: an error)</source>
        <translation>（未设置：算作错误）</translation>
    </message>
    <message>
        <source>Save Column Mapping</source>
        <translation>保存列映射</translation>
    </message>
    <message>
        <source>Column mappings (*.json)</source>
        <translation>列映射 (*.json)</translation>
    </message>
    <message>
        <source>The mapping could not be written to %1: %2</source>
        <translation>映射无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The plan already holds %n imported spend lines.&lt;/b&gt; Add this file to them, or replace them?</source>
        <translation>
            <numerusform>&lt;b&gt;方案中已有 %n 条导入的支出记录。&lt;/b&gt;将此文件追加到其中，还是替换它们？</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to them (lines already there are not counted twice)</source>
        <translation>追加（已有的记录不会重复计算）</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The plan already holds %n progress points.&lt;/b&gt; Add this file to them, or replace them?</source>
        <translation>
            <numerusform>&lt;b&gt;方案中已有 %n 个进度点。&lt;/b&gt;将此文件追加到其中，还是替换它们？</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to them (a date already there takes this file&apos;s figures)</source>
        <translation>追加（已有日期采用此文件的数字）</translation>
    </message>
    <message>
        <source>Replace them with this file</source>
        <translation>用此文件替换</translation>
    </message>
    <message>
        <source>Leave out at most:</source>
        <translation>最多略去：</translation>
    </message>
    <message>
        <source>%1 of the lines have errors, more than the %2 an import may leave out: check the mapping and the file, or raise the limit</source>
        <translation>%1 的行有错误，超过导入可略去的 %2：请检查映射和文件，或提高上限</translation>
    </message>
    <message>
        <source>The lines with errors hold %1 of the %2 read (%3), more than the %4 an import may leave out: check the mapping and the file, or raise the limit</source>
        <translation>有错误的行含读入的 %2 中的 %1（%3），超过导入最多可略去的 %4：请检查映射和文件，或提高上限</translation>
    </message>
</context>
<context>
    <name>planner::CommandLine</name>
    <message>
        <source>Plan the total cost of pre-training a large language model.</source>
        <translation>规划大语言模型预训练的总成本。</translation>
    </message>
    <message>
        <source>User-interface language: %1.</source>
        <translation>界面语言：%1。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>A plan (.tcoplan) to open.</source>
        <translation>要打开的方案文件（.tcoplan）。</translation>
    </message>
    <message>
        <source>Compare the plan with this saved plan (up to three times).</source>
        <translation>将方案与此已保存方案对比（最多三次）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Start in presentation mode (Esc leaves).</source>
        <translation>以演示模式启动（按 Esc 退出）。</translation>
    </message>
    <message>
        <source>Add or override accelerators from this CSV file (same format as the built-in catalog).</source>
        <translation>从此 CSV 文件添加或覆盖加速卡（格式与内置目录相同）。</translation>
    </message>
    <message>
        <source>Open this year of compute (.tcoportfolio) in the Portfolio window.</source>
        <translation>在项目组合窗口中打开这一年度的算力（.tcoportfolio）。</translation>
    </message>
    <message>
        <source>Open the built-in typical year of compute in the Portfolio window (File ▸ Portfolio: a Typical Year).</source>
        <translation>在项目组合窗口中打开内置的典型年度算力（文件 ▸ 项目组合：典型年度）。</translation>
    </message>
</context>
<context>
    <name>planner::CompareMode</name>
    <message>
        <source>&amp;Compare Plans…</source>
        <translation>对比方案(&amp;C)…</translation>
    </message>
    <message>
        <source>Put this plan side by side with up to three saved plans</source>
        <translation>将本方案与最多三个已保存方案并排对比</translation>
    </message>
    <message>
        <source>Compare with a Cop&amp;y of This Plan</source>
        <translation>与本方案的副本对比(&amp;Y)</translation>
    </message>
    <message>
        <source>Compare this plan with a copy you can change</source>
        <translation>将本方案与一个可修改的副本对比</translation>
    </message>
</context>
<context>
    <name>planner::CompareWindow</name>
    <message>
        <source>Compare with Plans (choose up to 3)</source>
        <translation>与方案对比（最多选择 3 个）</translation>
    </message>
    <message>
        <source>Compare Plans</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Up to %1 plans can be compared side by side: this plan and at most %2 others. %3 were chosen.</source>
        <translation>最多可并排对比 %1 个方案：本方案加最多 %2 个其他方案。您选择了 %3 个。</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>Up to %1 plans can be compared side by side. Remove one first.</source>
        <translation>最多可并排对比 %1 个方案。请先移除一个。</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>%1 的副本</translation>
    </message>
    <message>
        <source>Compare Plans — LLM TCO Planner</source>
        <translation>方案对比 — LLM TCO 规划器</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2：%3</translation>
    </message>
    <message>
        <source>Copy Values</source>
        <translation>复制数值</translation>
    </message>
    <message>
        <source>Some values were not copied:</source>
        <translation>部分数值未能复制：</translation>
    </message>
    <message>
        <source>%1 could not be saved.</source>
        <translation>无法保存 %1。</translation>
    </message>
    <message>
        <source>These compared plans have unsaved changes: %1. Save them?</source>
        <translation>以下对比方案有未保存的修改：%1。是否保存？</translation>
    </message>
    <message>
        <source>Plans side by side. The first column is the baseline: every other column shows its change against it. Changes in the main window show here at once.</source>
        <translation>方案并排对比。第一列为基准：其他各列显示相对基准的变化。主窗口中的修改会立即显示在这里。</translation>
    </message>
    <message>
        <source>Key Figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>What Moved the Cost</source>
        <translation>成本因何变化</translation>
    </message>
    <message>
        <source>copy inputs from %1</source>
        <translation>从 %1 复制输入</translation>
    </message>
</context>
<context>
    <name>planner::ConditionBanner</name>
    <message>
        <source>Suggested: %1 (%2).</source>
        <translation>建议：%1（%2）。</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>更新中…</translation>
    </message>
</context>
<context>
    <name>planner::CurrencyEditor</name>
    <message>
        <source>Figures are shown in this currency; the model and the plan file keep US dollars. Type a code of three letters to add a currency of your own.</source>
        <translation>数字以此币种显示；模型和方案文件仍以美元保存。输入三个字母的代码即可添加自定义币种。</translation>
    </message>
    <message>
        <source>How many units of the currency one US dollar buys, on the date next to it.</source>
        <translation>按旁边所示日期，1 美元可兑换的该币种数量。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>于</translation>
    </message>
</context>
<context>
    <name>planner::EditActions</name>
    <message>
        <source>Reset &amp;All Inputs to Defaults</source>
        <translation>全部输入恢复默认值(&amp;A)</translation>
    </message>
    <message>
        <source>reset all inputs</source>
        <translation>恢复全部输入</translation>
    </message>
    <message>
        <source>plan properties</source>
        <translation>方案属性</translation>
    </message>
    <message>
        <source>start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>what fits</source>
        <translation>按预算和截止期限求解</translation>
    </message>
    <message>
        <source>targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>display currency</source>
        <translation>显示币种</translation>
    </message>
    <message>
        <source>imported actuals</source>
        <translation>导入的实际数据</translation>
    </message>
    <message>
        <source>suggested change</source>
        <translation>建议的调整</translation>
    </message>
    <message>
        <source>pin variant</source>
        <translation>固定变体</translation>
    </message>
    <message>
        <source>remove pinned variant</source>
        <translation>移除固定变体</translation>
    </message>
    <message>
        <source>what-if variant</source>
        <translation>假设变体</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>planner::FileActions</name>
    <message>
        <source>“%1” has unsaved changes. Save them first?</source>
        <translation>“%1”有未保存的修改。要先保存吗？</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>Plan &amp;Properties…</source>
        <translation>方案属性(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Export Full Report…</source>
        <translation>导出完整报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Every chapter, with every input and its source as an appendix</source>
        <translation>包含全部章节，并在附录中列出每个输入及其来源</translation>
    </message>
    <message>
        <source>Export E&amp;xecutive Report…</source>
        <translation>导出管理层报告(&amp;X)…</translation>
    </message>
    <message>
        <source>2–4 pages for the budget owner: the decision, total and range, spend, drivers, changed assumptions, conditions and variants</source>
        <translation>供预算负责人阅读的 2–4 页报告：决策、总成本及区间、支出、主要成本驱动因素、改动的假设、状况和变体</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>打印报告(&amp;P)…</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>没有最近的方案</translation>
    </message>
    <message>
        <source>New plan with the default assumptions</source>
        <translation>已按默认假设新建方案</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent plans.</source>
        <translation>%1 已不存在，已从最近的方案中移除。</translation>
    </message>
    <message>
        <source>Restored from autosave (%1): save to keep these changes.</source>
        <translation>已从自动保存恢复（%1）：请保存以保留这些修改。</translation>
    </message>
    <message>
        <source>an untitled plan</source>
        <translation>一个未命名方案</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>LLM TCO Planner did not close normally last time. Unsaved changes to %1 were kept at %2.

Restore them now, discard them, or decide later (they are offered again at the next start)?</source>
        <translation>LLM TCO 规划器上次没有正常关闭。对%1的未保存修改已于 %2 保留下来。

现在恢复、丢弃，还是以后再决定（下次启动时会再次询问）？</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>tco-report</source>
        <translation>TCO报告</translation>
    </message>
    <message>
        <source>The report could not be printed.</source>
        <translation>无法打印报告。</translation>
    </message>
    <message>
        <source>Report sent to %1</source>
        <translation>报告已发送到 %1</translation>
    </message>
    <message>
        <source>“%1” is read-only. Replace it with this plan anyway?</source>
        <translation>“%1”是只读文件。仍要用此方案替换它吗？</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>The planned cost by month and category in the FinOps Foundation&apos;s FOCUS columns, to load beside the bill in a FinOps tool</source>
        <translation>按月和类别的计划成本，采用 FinOps 基金会的 FOCUS 列，可在 FinOps 工具中与账单并列载入</translation>
    </message>
    <message>
        <source>tco-forecast</source>
        <translation>TCO预测</translation>
    </message>
</context>
<context>
    <name>planner::FileTexts</name>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Technical detail: %1</source>
        <translation>技术细节：%1</translation>
    </message>
    <message>
        <source>%1: %2 is outside the allowed range %3.</source>
        <translation>%1：%2 超出允许范围 %3。</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number.</source>
        <translation>%1：%2 不是整数。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>%1: “%2” is not one of the options (%3).</source>
        <translation>%1：“%2”不是可选项之一（%3）。</translation>
    </message>
    <message>
        <source>%1: “%2” is not in the accelerator catalog.</source>
        <translation>%1：“%2”不在加速卡目录中。</translation>
    </message>
    <message>
        <source>%1: %2 conflicts with another input.</source>
        <translation>%1：%2 与其他输入项冲突。</translation>
    </message>
    <message>
        <source>“%1” is not an input of this version of the program.</source>
        <translation>“%1”不是本版本程序的输入项。</translation>
    </message>
    <message numerus="yes">
        <source>A name, description or tag is longer than %n bytes.</source>
        <translation>
            <numerusform>名称、说明或标签超过了 %n 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be opened; the plan you have open is unchanged.</source>
        <translation>无法打开 %1；当前打开的方案保持不变。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be saved; the file on disk is unchanged.</source>
        <translation>无法保存 %1；磁盘上的文件保持不变。</translation>
    </message>
    <message>
        <source>%1 holds a control character (such as a terminal escape sequence), which a plan file may not contain.</source>
        <translation>%1 含有控制字符（例如终端转义序列），方案文件中不允许出现。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a date of the calendar (YYYY-MM-DD, years %3 to %4).</source>
        <translation>%1：“%2”不是有效的日历日期（YYYY-MM-DD，年份 %3 至 %4）。</translation>
    </message>
    <message>
        <source>%1 is set twice in one pinned variant.</source>
        <translation>%1 在同一个固定变体中设置了两次。</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number (allowed: %3).</source>
        <translation>%1：“%2”不是数字（允许范围：%3）。</translation>
    </message>
    <message>
        <source>%1: “%2” cannot be used as a currency (allowed: %3).</source>
        <translation>%1：“%2”不能用作币种（允许：%3）。</translation>
    </message>
</context>
<context>
    <name>planner::FleetTexts</name>
    <message>
        <source>Owning pays up to %1 accelerators: beyond that the year costs more than renting everything.</source>
        <translation>自有加速卡最多 %1 张时划算：超过此数量，全年成本将高于全部租用。</translation>
    </message>
    <message>
        <source>Owning any accelerators costs more than renting everything.</source>
        <translation>自有任何加速卡的成本都高于全部租用。</translation>
    </message>
    <message>
        <source>Against what it displaces in this schedule, mostly %1 (%2 of those hours, %3 a useful hour in all), an owned accelerator costing %4 an hour pays for itself when it is busy %5 of its hours.</source>
        <translation>与本排程中它所替代的容量相比（主要是%1，占这些机时的 %2，合计每有效机时 %3），每小时成本 %4 的自有加速卡在忙碌时间达到 %5 时即可回本。</translation>
    </message>
    <message>
        <source>Against on demand at %1 an hour, an owned accelerator costing %2 an hour pays for itself when it is busy %3 of its hours.</source>
        <translation>与每小时 %1 的按需价格相比，每小时成本 %2 的自有加速卡在忙碌时间达到 %3 时即可回本。</translation>
    </message>
    <message>
        <source>Against on demand alone it would be %1.</source>
        <translation>若只与按需价格相比，则为 %1。</translation>
    </message>
    <message>
        <source>At the peak the runs hold %1 at once.</source>
        <translation>峰值时各训练任务同时占用 %1。</translation>
    </message>
    <message>
        <source>No other owned count tried costs within %1 a year of the recommendation.</source>
        <translation>所试的其他自有数量中，没有一个的全年成本与推荐方案相差在 %1 以内。</translation>
    </message>
    <message>
        <source>Owning anything from %1 to %2 accelerators, each at its best commitment, costs within %3 a year of the recommendation: it is no more precise than that.</source>
        <translation>自有 %1 至 %2 张加速卡（各配以最佳承诺量）的全年成本都与推荐方案相差在 %3 以内：推荐值的精度不超过这一范围。</translation>
    </message>
    <message>
        <source>on the planned path (rising %1 a year)</source>
        <translation>按计划的价格路径（每年上涨 %1）</translation>
    </message>
    <message>
        <source>on the planned path (falling %1 a year)</source>
        <translation>按计划的价格路径（每年下降 %1）</translation>
    </message>
    <message>
        <source>with rented prices rising %1 a year</source>
        <translation>若租用价格每年上涨 %1</translation>
    </message>
    <message>
        <source>with rented prices falling %1 a year</source>
        <translation>若租用价格每年下降 %1</translation>
    </message>
    <message>
        <source>%1, own %2 and commit %3 (%4 a year)</source>
        <translation>%1，自有 %2、承诺 %3（每年 %4）</translation>
    </message>
    <message>
        <source>From the day each price was quoted: %1.</source>
        <translation>自各价格报价之日起：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Break-even:</source>
        <translation>盈亏平衡：</translation>
    </message>
    <message>
        <source>Near the best:</source>
        <translation>接近最优：</translation>
    </message>
    <message>
        <source>As rented prices move:</source>
        <translation>随租用价格变动：</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 (and %2)</source>
        <translation>%1（另有 %2）</translation>
    </message>
</context>
<context>
    <name>planner::Format</name>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (rate of %3)</source>
        <translation>1 USD = %1 %2（%3 汇率）</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <extracomment>QDate format of a day (QLocale names the month): every date the window, the reports and the date fields show</extracomment>
        <translation>yyyy/M/d</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 TWh</source>
        <translation>%1 TWh</translation>
    </message>
    <message>
        <source>%1 GWh</source>
        <translation>%1 GWh</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>a day (formatDay) and a time of day</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MMM</source>
        <extracomment>Qt date format of a month on a calendar axis, the year on a line of its own below (&quot;Jan&quot;; Chinese &quot;M月&quot;)</extracomment>
        <translation>M月</translation>
    </message>
</context>
<context>
    <name>planner::InputEditor</name>
    <message>
        <source>changed from the default</source>
        <translation>已修改（不同于默认值）</translation>
    </message>
    <message>
        <source>Reset to the default (%1)</source>
        <translation>恢复默认值（%1）</translation>
    </message>
    <message>
        <source>Reset %1 to default</source>
        <translation>将%1恢复为默认值</translation>
    </message>
    <message>
        <source>%1, exact value</source>
        <translation>%1，精确值</translation>
    </message>
    <message>
        <source>%1: message</source>
        <translation>%1：提示</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>Reset to the MFU typical for the plan</source>
        <translation>重置为本方案的典型 MFU</translation>
    </message>
</context>
<context>
    <name>planner::InputGroupsPanel</name>
    <message numerus="yes">
        <source>%1 (%n changed)</source>
        <translation>
            <numerusform>%1（已修改 %n 项）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n input(s): click to show or hide</source>
        <translation>
            <numerusform>%n 个输入项：点击展开或收起</numerusform>
        </translation>
    </message>
    <message>
        <source>All assumptions</source>
        <translation>全部假设</translation>
    </message>
    <message>
        <source>Every default is an editable assumption, not a quote. Changed inputs are bold and marked with a dot; ↺ puts one back to its default.</source>
        <translation>每个默认值都是可编辑的假设，而不是报价。已修改的输入项以粗体和圆点标记；↺ 可将其恢复为默认值。</translation>
    </message>
</context>
<context>
    <name>planner::InputTexts</name>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>Total parameter count N. Sets the checkpoint size (N x bytes per parameter) and, for a dense model, the compute.</source>
        <translation>总参数量 N。决定检查点大小（N × 每参数字节数），对稠密模型也决定计算量。</translation>
    </message>
    <message>
        <source>Active parameters (MoE)</source>
        <translation>激活参数量（MoE）</translation>
    </message>
    <message>
        <source>Parameters active per token (mixture-of-experts). 0 = same as model.parameters (dense). Compute C = k x N_active x D.</source>
        <translation>每个 token 激活的参数量（混合专家模型）。0 表示与 model.parameters 相同（稠密模型）。计算量 C = k × N_active × D。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Transformer layers. With model.hiddenSize &gt; 0 adds the attention term 6 x layers x context x hidden FLOPs per token (Kaplan 2020). 0 = omit.</source>
        <translation>Transformer 层数。当 model.hiddenSize &gt; 0 时，每个 token 增加注意力项 6 × 层数 × 上下文长度 × 隐藏维度 FLOPs（Kaplan 2020）。0 表示忽略。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Model width d_model, used only for the attention term. 0 = omit.</source>
        <translation>模型宽度 d_model，仅用于注意力项。0 表示忽略。</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>Training sequence length, used only for the attention term.</source>
        <translation>训练序列长度，仅用于注意力项。</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Training tokens D needed at quality factor 1. Default 15T, as for Llama 3 70B (Meta 2024): past the ~20 tokens per parameter that is compute-optimal (Hoffmann 2022), for a cheaper model to serve.</source>
        <translation>质量系数为 1 时所需的训练 token 数 D。默认 15T，与 Llama 3 70B 相同（Meta 2024）：超过计算最优的约每参数 20 个 token（Hoffmann 2022），以换取推理更便宜的模型。</translation>
    </message>
    <message>
        <source>Data quality factor</source>
        <translation>数据质量系数</translation>
    </message>
    <message>
        <source>Quality lever: dedup and filtering divide the tokens needed for the same model quality (trained tokens = data.tokens / factor), at extra data-preparation cost.</source>
        <translation>质量杠杆：去重和过滤可以减少达到同等模型质量所需的 token 数（实际训练 token = data.tokens / 系数），代价是额外的数据准备成本。</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>每 token 字节数</translation>
    </message>
    <message>
        <source>Bytes read per training token: ~2-4 for tokenized text, far more for images or video. Sets the processed corpus size and the data-loading rate.</source>
        <translation>每个训练 token 读取的字节数：分词后的文本约 2–4，图像或视频则高得多。决定处理后语料的大小和数据加载速率。</translation>
    </message>
    <message>
        <source>Raw corpus factor</source>
        <translation>原始语料倍数</translation>
    </message>
    <message>
        <source>Raw corpus size relative to the processed corpus (what filtering and dedup throw away).</source>
        <translation>原始语料相对处理后语料的倍数（即过滤和去重丢弃的部分）。</translation>
    </message>
    <message>
        <source>Data acquisition price</source>
        <translation>数据获取价格</translation>
    </message>
    <message>
        <source>Acquisition and licensing per billion training tokens (crawl, purchase, licences).</source>
        <translation>每十亿训练 token 的获取与授权费用（爬取、购买、许可）。</translation>
    </message>
    <message>
        <source>Cleaning effort</source>
        <translation>清洗工作量</translation>
    </message>
    <message>
        <source>CPU-hours to clean, deduplicate and tokenize one TB of raw corpus.</source>
        <translation>清洗、去重和分词 1 TB 原始语料所需的 CPU 小时数。</translation>
    </message>
    <message>
        <source>CPU-hour price</source>
        <translation>CPU 小时单价</translation>
    </message>
    <message>
        <source>Price of one CPU core-hour for data preparation.</source>
        <translation>数据准备所用的每 CPU 核小时价格。</translation>
    </message>
    <message>
        <source>Quality preparation cost per step</source>
        <translation>每级质量提升的准备成本</translation>
    </message>
    <message>
        <source>Extra data-preparation cost per +1 of quality factor: prep cost x (1 + this x (factor - 1)).</source>
        <translation>质量系数每增加 1 带来的额外数据准备成本：准备成本 × (1 + 本值 × (系数 − 1))。</translation>
    </message>
    <message>
        <source>Labelling</source>
        <translation>数据标注</translation>
    </message>
    <message>
        <source>Labelling and annotation (fixed).</source>
        <translation>数据标注与注释（固定成本）。</translation>
    </message>
    <message>
        <source>Compliance review</source>
        <translation>合规审查</translation>
    </message>
    <message>
        <source>Legal and compliance review of the corpus (fixed).</source>
        <translation>语料的法律与合规审查（固定成本）。</translation>
    </message>
    <message>
        <source>Accelerator count</source>
        <translation>加速卡数量</translation>
    </message>
    <message>
        <source>Accelerators G in the main run. Wall-clock = accelerator-hours / G; failures grow with G.</source>
        <translation>主训练使用的加速卡数 G。墙钟时间 = 加速卡小时 / G；故障次数随 G 增加。</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>每节点加速卡数</translation>
    </message>
    <message>
        <source>Accelerators per server node; monitoring, logs and spot pre-emptions count per node.</source>
        <translation>每台服务器节点的加速卡数；监控、日志和竞价实例抢占均按节点计。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization on C = k x N_active x D, with topology-aware placement and no failures. Published large runs: 0.35-0.45 (bf16).</source>
        <translation>以 C = k × N_active × D 计算的模型 FLOPs 利用率（拓扑感知调度、无故障时）。已公开的大规模训练：0.35–0.45（bf16）。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>计算精度</translation>
    </message>
    <message>
        <source>Arithmetic precision: picks the accelerator&apos;s peak TFLOP/s column. Unsupported precisions fall back to bf16.</source>
        <translation>计算精度：决定采用加速卡哪一列峰值 TFLOP/s。不支持的精度回退到 bf16。</translation>
    </message>
    <message>
        <source>FP8 MFU penalty</source>
        <translation>FP8 的 MFU 损失</translation>
    </message>
    <message>
        <source>Share of MFU lost at fp8 (scaling overhead, ops that stay in bf16).</source>
        <translation>使用 fp8 时损失的 MFU 比例（缩放开销、仍以 bf16 运行的算子）。</translation>
    </message>
    <message>
        <source>Topology MFU penalty</source>
        <translation>拓扑 MFU 损失</translation>
    </message>
    <message>
        <source>Share of MFU lost when the job is spread across switches or zones: 0 topology-aware; ~0.05-0.15 across switches; 0.2+ across zones.</source>
        <translation>作业跨交换机或跨可用区分布时损失的 MFU 比例：拓扑感知为 0；跨交换机约 0.05–0.15；跨可用区 0.2 以上。</translation>
    </message>
    <message>
        <source>k in C = k x N_active x D: 6 = forward (2) + backward (4).</source>
        <translation>C = k × N_active × D 中的 k：6 = 前向（2）+ 反向（4）。</translation>
    </message>
    <message>
        <source>MTBF per accelerator</source>
        <translation>单卡平均故障间隔（MTBF）</translation>
    </message>
    <message>
        <source>Mean time between job-interrupting failures per accelerator. Cluster rate = G / MTBF. Default: 419 interruptions in 54 days on 16,384 GPUs (Llama 3 405B) = ~50,000 h.</source>
        <translation>每张加速卡导致作业中断的平均故障间隔。集群故障率 = G / MTBF。默认值：16,384 张 GPU 在 54 天内中断 419 次（Llama 3 405B），约合 50,000 小时。</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <source>Detection, diagnosis and rescheduling after a failure without hot spares (reading the checkpoint back is added).</source>
        <translation>无热备时故障后的检测、诊断和重新调度时间（另加读回检查点的时间）。</translation>
    </message>
    <message>
        <source>Hot spares</source>
        <translation>热备卡</translation>
    </message>
    <message>
        <source>Spare accelerators kept allocated, as a share of G. With spares a restart takes failures.restartWithSparesHours; spares are paid for.</source>
        <translation>保持分配的备用加速卡，占 G 的比例。有热备时重启耗时为 failures.restartWithSparesHours；备用卡也要付费。</translation>
    </message>
    <message>
        <source>Restart time with spares</source>
        <translation>有热备时的重启时间</translation>
    </message>
    <message>
        <source>Detection and swap-in time when hot spares are available (automatic isolation).</source>
        <translation>有热备时的检测与替换时间（自动隔离）。</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint bytes per parameter</source>
        <translation>每参数检查点字节数</translation>
    </message>
    <message>
        <source>Checkpoint bytes per parameter: 14 = bf16 weights (2) + fp32 master weights (4) + two fp32 Adam moments (8).</source>
        <translation>每参数的检查点字节数：14 = bf16 权重（2）+ fp32 主权重（4）+ 两个 fp32 Adam 动量（8）。</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints</source>
        <translation>异步检查点</translation>
    </message>
    <message>
        <source>Asynchronous checkpointing: training pauses only for the snapshot copy to host memory; the write to storage runs in the background.</source>
        <translation>异步检查点：训练只在快照拷贝到主机内存时暂停，写入存储在后台进行。</translation>
    </message>
    <message>
        <source>Snapshot copy rate</source>
        <translation>快照拷贝速率</translation>
    </message>
    <message>
        <source>Device-to-host copy rate per accelerator for asynchronous snapshots (each copies its shard).</source>
        <translation>异步快照时每张加速卡从设备到主机的拷贝速率（各自拷贝自己的分片）。</translation>
    </message>
    <message>
        <source>Incremental checkpoint share</source>
        <translation>增量检查点比例</translation>
    </message>
    <message>
        <source>Share of the full checkpoint written each time (incremental checkpoints). A restart still reads a full checkpoint.</source>
        <translation>每次写入的完整检查点比例（增量检查点）。重启时仍需读取完整检查点。</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留检查点数</translation>
    </message>
    <message>
        <source>Recent checkpoints kept in the working set (retention policy).</source>
        <translation>工作集中保留的最近检查点数（保留策略）。</translation>
    </message>
    <message>
        <source>Archive every n-th checkpoint</source>
        <translation>每第 n 个检查点归档</translation>
    </message>
    <message>
        <source>Archive every m-th checkpoint to the cold tier; 0 = archive none. The rest are deleted.</source>
        <translation>每第 m 个检查点归档到冷层；0 表示不归档。其余的删除。</translation>
    </message>
    <message>
        <source>Storage tiering (hot share)</source>
        <translation>存储分层（热层占比）</translation>
    </message>
    <message>
        <source>Share of the working set (processed corpus + recent checkpoints) on the hot tier; the rest is warm. Less hot storage is cheaper but slows checkpoints, restarts and data loading.</source>
        <translation>工作集（处理后语料 + 最近的检查点）放在热层的比例，其余放在温层。热层越少越便宜，但会拖慢检查点、重启和数据加载。</translation>
    </message>
    <message>
        <source>Hot tier price</source>
        <translation>热层价格</translation>
    </message>
    <message>
        <source>Hot tier (parallel file system / NVMe) price. Managed Lustre-class services list ~0.14-0.60 (2025).</source>
        <translation>热层（并行文件系统 / NVMe）价格。托管 Lustre 类服务的标价约 0.14–0.60（2025 年）。</translation>
    </message>
    <message>
        <source>Warm tier price</source>
        <translation>温层价格</translation>
    </message>
    <message>
        <source>Warm tier (object storage, standard class) price, ~0.02 (2025 list prices).</source>
        <translation>温层（对象存储标准类型）价格，约 0.02（2025 年标价）。</translation>
    </message>
    <message>
        <source>Cold tier price</source>
        <translation>冷层价格</translation>
    </message>
    <message>
        <source>Cold tier (archive class) price, ~0.001-0.004 (2025 list prices).</source>
        <translation>冷层（归档类型）价格，约 0.001–0.004（2025 年标价）。</translation>
    </message>
    <message>
        <source>Hot tier throughput</source>
        <translation>热层吞吐</translation>
    </message>
    <message>
        <source>Aggregate read/write throughput of the hot tier available to the job.</source>
        <translation>作业可用的热层总读写吞吐。</translation>
    </message>
    <message>
        <source>Warm tier throughput</source>
        <translation>温层吞吐</translation>
    </message>
    <message>
        <source>Aggregate read/write throughput of the warm tier available to the job.</source>
        <translation>作业可用的温层总读写吞吐。</translation>
    </message>
    <message>
        <source>Cold retrieval fee</source>
        <translation>冷层取回费</translation>
    </message>
    <message>
        <source>Retrieval fee for reading archived data back from the cold tier.</source>
        <translation>从冷层读回归档数据的取回费。</translation>
    </message>
    <message>
        <source>Retention after training</source>
        <translation>训练后保留期</translation>
    </message>
    <message>
        <source>How long the processed corpus, archived checkpoints and final model are kept (cold) after training.</source>
        <translation>训练结束后处理后语料、归档检查点和最终模型（在冷层）的保留时长。</translation>
    </message>
    <message>
        <source>Archived checkpoints read back</source>
        <translation>归档检查点回读比例</translation>
    </message>
    <message>
        <source>Share of archived checkpoints read back (evaluation, analysis), paying the retrieval fee.</source>
        <translation>被读回（评测、分析）并支付取回费的归档检查点比例。</translation>
    </message>
    <message>
        <source>Transfer price</source>
        <translation>传输价格</translation>
    </message>
    <message>
        <source>Cross-zone or cross-region transfer price. Interconnect inside the cluster is in the rental price (or in capex when owned).</source>
        <translation>跨可用区或跨区域的数据传输价格。集群内部互联已含在租金中（自有集群则计入资本支出）。</translation>
    </message>
    <message>
        <source>Corpus pulled cross-region</source>
        <translation>跨区域拉取的语料比例</translation>
    </message>
    <message>
        <source>Share of the raw corpus pulled from another region.</source>
        <translation>从其他区域拉取的原始语料比例。</translation>
    </message>
    <message>
        <source>Checkpoints replicated</source>
        <translation>跨区域复制的检查点比例</translation>
    </message>
    <message>
        <source>Share of checkpoints replicated to a second region for disaster recovery.</source>
        <translation>为容灾复制到第二区域的检查点比例。</translation>
    </message>
    <message>
        <source>Logs shipped cross-region</source>
        <translation>跨区域传输的日志比例</translation>
    </message>
    <message>
        <source>Share of logs and metrics shipped to another region.</source>
        <translation>传输到其他区域的日志和指标比例。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power / IT power. Modern hyperscale ~1.1-1.2; average data centre ~1.5.</source>
        <translation>电能使用效率：设施总功率 / IT 功率。现代超大规模数据中心约 1.1–1.2；平均数据中心约 1.5。</translation>
    </message>
    <message>
        <source>Average power per accelerator</source>
        <translation>单卡平均功率</translation>
    </message>
    <message>
        <source>Average IT power per accelerator incl. its share of host, network and storage. 0 = the catalog&apos;s server power per accelerator.</source>
        <translation>每张加速卡的平均 IT 功率，含其分摊的主机、网络和存储功率。0 表示采用目录中每卡的服务器功率。</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Electricity price where energy is billed (owned or co-located clusters).</source>
        <translation>需要支付电费时的电价（自有或托管集群）。</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>电网碳强度</translation>
    </message>
    <message>
        <source>Carbon intensity of the grid. ~0.4 world average; 0.43 was used for GPT-3 (Patterson 2021).</source>
        <translation>电网碳强度。世界平均约 0.4；GPT-3 的估算采用 0.43（Patterson 2021）。</translation>
    </message>
    <message>
        <source>Energy included in rental price</source>
        <translation>租金是否含电费</translation>
    </message>
    <message>
        <source>Rented capacity: is electricity already in the hourly price? Owned clusters always pay for energy.</source>
        <translation>租用算力时，电费是否已含在小时价格中？自有集群总是要支付电费。</translation>
    </message>
    <message>
        <source>Idle power share</source>
        <translation>空闲功率比例</translation>
    </message>
    <message>
        <source>Power drawn by allocated but idle accelerators, as a share of the average.</source>
        <translation>已分配但空闲的加速卡的耗电，占平均功率的比例。</translation>
    </message>
    <message>
        <source>Pricing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>How capacity is paid for: on-demand, reserved (discount, minimum term), spot (deep discount, pre-emptions) or buy (capex, depreciation).</source>
        <translation>算力的付费方式：按需、预留（有折扣、有最短期限）、竞价（大幅折扣、会被抢占）或购买（资本支出、折旧）。</translation>
    </message>
    <message>
        <source>On-demand price</source>
        <translation>按需价格</translation>
    </message>
    <message>
        <source>On-demand list price per accelerator-hour before the reserved or spot discount. 0 = the catalog&apos;s dated default.</source>
        <translation>预留或竞价折扣前的每加速卡小时按需标价。0 表示采用目录中注明日期的默认价格。</translation>
    </message>
    <message>
        <source>Reserved discount</source>
        <translation>预留折扣</translation>
    </message>
    <message>
        <source>Discount of reserved capacity against on-demand.</source>
        <translation>预留算力相对按需价格的折扣。</translation>
    </message>
    <message>
        <source>Reservation term</source>
        <translation>预留期限</translation>
    </message>
    <message>
        <source>Minimum billed term of a reservation: a shorter run pays for the whole term (the rest is idle).</source>
        <translation>预留的最短计费期限：训练更短也要支付整个期限（剩余时间空闲）。</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>竞价实例折扣</translation>
    </message>
    <message>
        <source>Discount of spot/pre-emptible capacity against on-demand.</source>
        <translation>竞价/可抢占算力相对按需价格的折扣。</translation>
    </message>
    <message>
        <source>Spot pre-emptions</source>
        <translation>竞价实例抢占频率</translation>
    </message>
    <message>
        <source>Spot pre-emptions per node per day; they add to the failure rate.</source>
        <translation>每节点每天的竞价实例抢占次数，会计入故障率。</translation>
    </message>
    <message>
        <source>Purchase price per accelerator</source>
        <translation>单卡采购价</translation>
    </message>
    <message>
        <source>Purchase price per accelerator incl. its share of the server and installation. 0 = the catalog&apos;s dated default.</source>
        <translation>每张加速卡的采购价，含其分摊的服务器和安装费用。0 表示采用目录中注明日期的默认价格。</translation>
    </message>
    <message>
        <source>Network capex share</source>
        <translation>网络资本支出占比</translation>
    </message>
    <message>
        <source>Interconnect fabric (InfiniBand/RoCE) capex as a share of accelerator capex.</source>
        <translation>互联网络（InfiniBand/RoCE）资本支出占加速卡资本支出的比例。</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>Straight-line depreciation period of owned hardware.</source>
        <translation>自有硬件的直线折旧年限。</translation>
    </message>
    <message>
        <source>Fleet utilization</source>
        <translation>集群利用率</translation>
    </message>
    <message>
        <source>Share of an owned fleet&apos;s life that is used by some project; the unused rest is charged to the projects that use it.</source>
        <translation>自有集群生命周期中被项目使用的比例；未使用的部分分摊给使用它的项目。</translation>
    </message>
    <message>
        <source>Facility cost</source>
        <translation>机房设施成本</translation>
    </message>
    <message>
        <source>Co-location space, cooling plant and maintenance per owned accelerator and month.</source>
        <translation>每张自有加速卡每月的托管空间、制冷设施和维护费用。</translation>
    </message>
    <message>
        <source>Opportunity cost share</source>
        <translation>机会成本比例</translation>
    </message>
    <message>
        <source>Owned capacity: share of its market rental value that other work loses while this run holds it (opportunity cost).</source>
        <translation>自有算力：本次训练占用期间，其他工作因此损失的市场租赁价值比例（机会成本）。</translation>
    </message>
    <message>
        <source>Researchers</source>
        <translation>研究员</translation>
    </message>
    <message>
        <source>Research scientists on the project.</source>
        <translation>项目中的研究科学家人数。</translation>
    </message>
    <message>
        <source>Researcher cost</source>
        <translation>研究员成本</translation>
    </message>
    <message>
        <source>Loaded monthly cost of a researcher.</source>
        <translation>每位研究员的月度综合成本。</translation>
    </message>
    <message>
        <source>Infrastructure engineers</source>
        <translation>基础设施工程师</translation>
    </message>
    <message>
        <source>Training-framework and infrastructure engineers.</source>
        <translation>训练框架与基础设施工程师人数。</translation>
    </message>
    <message>
        <source>Infrastructure engineer cost</source>
        <translation>基础设施工程师成本</translation>
    </message>
    <message>
        <source>Loaded monthly cost of an infrastructure engineer.</source>
        <translation>每位基础设施工程师的月度综合成本。</translation>
    </message>
    <message>
        <source>Data engineers</source>
        <translation>数据工程师</translation>
    </message>
    <message>
        <source>Data engineers.</source>
        <translation>数据工程师人数。</translation>
    </message>
    <message>
        <source>Data engineer cost</source>
        <translation>数据工程师成本</translation>
    </message>
    <message>
        <source>Loaded monthly cost of a data engineer.</source>
        <translation>每位数据工程师的月度综合成本。</translation>
    </message>
    <message>
        <source>Operations engineers</source>
        <translation>运维工程师</translation>
    </message>
    <message>
        <source>Cluster operations engineers.</source>
        <translation>集群运维工程师人数。</translation>
    </message>
    <message>
        <source>Operations engineer cost</source>
        <translation>运维工程师成本</translation>
    </message>
    <message>
        <source>Loaded monthly cost of an operations engineer.</source>
        <translation>每位运维工程师的月度综合成本。</translation>
    </message>
    <message>
        <source>Preparation phase</source>
        <translation>准备阶段</translation>
    </message>
    <message>
        <source>Preparation phase: data work, environment set-up, pilot runs.</source>
        <translation>准备阶段：数据工作、环境搭建、试跑。</translation>
    </message>
    <message>
        <source>Post-training phase</source>
        <translation>训练后阶段</translation>
    </message>
    <message>
        <source>Post-training phase: evaluation, retention, teardown.</source>
        <translation>训练后阶段：评测、数据保留、环境拆除。</translation>
    </message>
    <message>
        <source>Monitoring per node</source>
        <translation>每节点监控费用</translation>
    </message>
    <message>
        <source>Metrics, tracing and experiment tracking per node and month at default granularity.</source>
        <translation>默认粒度下每节点每月的指标、链路追踪和实验跟踪费用。</translation>
    </message>
    <message>
        <source>Monitoring granularity</source>
        <translation>监控粒度</translation>
    </message>
    <message>
        <source>Sampling granularity: 2 = twice the metric points and log volume of the default.</source>
        <translation>采样粒度：2 表示指标点数和日志量是默认值的两倍。</translation>
    </message>
    <message>
        <source>Log volume</source>
        <translation>日志量</translation>
    </message>
    <message>
        <source>Log volume per node and day, kept on the warm tier.</source>
        <translation>每节点每天的日志量，存放在温层。</translation>
    </message>
    <message>
        <source>Log retention</source>
        <translation>日志保留期</translation>
    </message>
    <message>
        <source>How long logs are kept.</source>
        <translation>日志的保留时长。</translation>
    </message>
    <message>
        <source>Operations per month</source>
        <translation>每月运营费用</translation>
    </message>
    <message>
        <source>Inspection, fault isolation, security and audit per month of the project.</source>
        <translation>项目每月的巡检、故障隔离、安全和审计费用。</translation>
    </message>
    <message>
        <source>Operations share of compute</source>
        <translation>运营费用占算力比例</translation>
    </message>
    <message>
        <source>Operations cost that scales with the accelerator bill (support plans, node replacement).</source>
        <translation>随加速卡账单增长的运营费用（支持计划、节点更换）。</translation>
    </message>
    <message>
        <source>Environment set-up</source>
        <translation>环境搭建</translation>
    </message>
    <message>
        <source>Environment set-up before training (fixed).</source>
        <translation>训练前的环境搭建（固定成本）。</translation>
    </message>
    <message>
        <source>Pilot runs and ablations</source>
        <translation>试跑与消融实验</translation>
    </message>
    <message>
        <source>Pilot runs, ablations and hyper-parameter search, as a share of the main run&apos;s compute.</source>
        <translation>试跑、消融实验和超参数搜索，占主训练算力的比例。</translation>
    </message>
    <message>
        <source>Re-run probability</source>
        <translation>重跑概率</translation>
    </message>
    <message>
        <source>Chance that the main run must be repeated (divergence, data bug); expected cost = probability x run cost.</source>
        <translation>主训练需要重跑的概率（发散、数据缺陷）；期望成本 = 概率 × 单次训练成本。</translation>
    </message>
    <message>
        <source>Evaluation compute</source>
        <translation>评测算力</translation>
    </message>
    <message>
        <source>Evaluation after training, as a share of the main run&apos;s compute.</source>
        <translation>训练后的评测，占主训练算力的比例。</translation>
    </message>
    <message>
        <source>Allocation efficiency</source>
        <translation>资源分配效率</translation>
    </message>
    <message>
        <source>Share of allocated accelerator-hours a job uses: fragmentation, queues and forgotten clusters waste the rest (a TTL policy raises it).</source>
        <translation>作业实际使用的已分配加速卡小时比例：碎片、排队和被遗忘的集群浪费了其余部分（TTL 策略可提高此值）。</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Approved budget. 0 = no budget set. Default: a round figure above the default plan&apos;s P90.</source>
        <translation>已批准的预算。0 表示未设预算。默认值：高于默认方案 P90 的整数金额。</translation>
    </message>
    <message>
        <source>Warning line</source>
        <translation>预警线</translation>
    </message>
    <message>
        <source>Warning line as a share of the budget.</source>
        <translation>预警线占预算的比例。</translation>
    </message>
    <message>
        <source>Review line</source>
        <translation>复核线</translation>
    </message>
    <message>
        <source>Review line as a share of the budget (e.g. 1.2 = review past 120 %). Must not be below the warning line.</source>
        <translation>复核线占预算的比例（如 1.2 表示超过 120% 需复核）。不得低于预警线。</translation>
    </message>
    <message>
        <source>Scaling-law fit</source>
        <translation>缩放定律拟合</translation>
    </message>
    <message>
        <source>Scaling-law fit L(N,D) = E + A/N^alpha + B/D^beta: Besiroglu et al. 2024 (default) or Hoffmann et al. 2022.</source>
        <translation>缩放定律拟合 L(N,D) = E + A/N^α + B/D^β：Besiroglu 等 2024（默认）或 Hoffmann 等 2022。</translation>
    </message>
    <message>
        <source>MFU uncertainty</source>
        <translation>MFU 不确定性</translation>
    </message>
    <message>
        <source>Monte Carlo: relative standard deviation of MFU.</source>
        <translation>蒙特卡洛：MFU 的相对标准差。</translation>
    </message>
    <message>
        <source>Price uncertainty</source>
        <translation>价格不确定性</translation>
    </message>
    <message>
        <source>Monte Carlo: relative standard deviation of accelerator prices.</source>
        <translation>蒙特卡洛：加速卡价格的相对标准差。</translation>
    </message>
    <message>
        <source>MTBF uncertainty</source>
        <translation>MTBF 不确定性</translation>
    </message>
    <message>
        <source>Monte Carlo: relative standard deviation of the accelerator MTBF (log-normal).</source>
        <translation>蒙特卡洛：加速卡 MTBF 的相对标准差（对数正态）。</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>维</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>B/token</source>
        <translation>B/token</translation>
    </message>
    <message>
        <source>CPU-h/TB</source>
        <translation>CPU 小时/TB</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>张卡</translation>
    </message>
    <message>
        <source>per node</source>
        <translation>张/节点</translation>
    </message>
    <message>
        <source>FLOP</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>B/parameter</source>
        <translation>B/参数</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>个</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation>kg CO₂/kWh</translation>
    </message>
    <message>
        <source>per node-day</source>
        <translation>次/节点·天</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>people</source>
        <translation>人</translation>
    </message>
    <message>
        <source>GB/node-day</source>
        <translation>GB/节点·天</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>Buy (own the cluster)</source>
        <translation>购买（自有集群）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Besiroglu et al. 2024</source>
        <translation>Besiroglu 等 2024</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022 (Chinchilla)</source>
        <translation>Hoffmann 等 2022（Chinchilla）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Cluster and compute</source>
        <translation>集群与计算</translation>
    </message>
    <message>
        <source>Failures and checkpoints</source>
        <translation>故障与检查点</translation>
    </message>
    <message>
        <source>Pricing and ownership</source>
        <translation>定价与所有权</translation>
    </message>
    <message>
        <source>People and project phases</source>
        <translation>人力与项目阶段</translation>
    </message>
    <message>
        <source>Monitoring and operations</source>
        <translation>监控与运维</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Unit: %1</source>
        <translation>单位：%1</translation>
    </message>
    <message>
        <source>Default: %1 (an editable assumption)</source>
        <translation>默认值：%1（可编辑的假设）</translation>
    </message>
    <message>
        <source>Allowed: %1</source>
        <translation>允许范围：%1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>键名：%1</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Accelerator type from the catalog: its peak TFLOP/s at the chosen precision sets the compute time, its memory whether the model fits, its dated list prices the rental or purchase cost. Prices are editable defaults, not quotes.</source>
        <translation>从目录中选择加速卡型号：所选精度下的峰值 TFLOP/s 决定计算时间，显存决定模型能否放下，注明日期的标价决定租用或采购成本。价格是可编辑的默认值，不是报价。</translation>
    </message>
    <message>
        <source>Operational practice</source>
        <translation>运维实践</translation>
    </message>
    <message>
        <source>Operational practice preset: first large run, established team or frontier scale. Choosing one sets restart times, checkpoint practice, hot spares, storage bandwidth and platform engineers (each stays editable; docs/model.md, practice presets).</source>
        <translation>运维实践预设：首次大规模训练、成熟团队或前沿规模。选择后会设定重启时间、检查点做法、热备卡、存储带宽和平台工程师人数（各项仍可单独修改；见 docs/model.md 的实践预设）。</translation>
    </message>
    <message>
        <source>In-memory checkpoints</source>
        <translation>内存检查点</translation>
    </message>
    <message>
        <source>Multi-level checkpoints: a copy in host or peer memory at every interval, flushed to storage in the background. A failure the copy survives restarts from memory (Gemini, Wang et al. 2023).</source>
        <translation>多级检查点：每个间隔在主机或对等节点内存中保存一份副本，并在后台写入存储。副本未受影响的故障可直接从内存重启（Gemini，Wang 等 2023）。</translation>
    </message>
    <message>
        <source>Failures recoverable from memory</source>
        <translation>可从内存恢复的故障比例</translation>
    </message>
    <message>
        <source>With in-memory checkpoints: share of failures that lose one node only and restart from the peer copy. Llama 3: 78 % of interruptions were hardware, mostly single GPUs or hosts.</source>
        <translation>启用内存检查点时：只损失一个节点、可从对等副本重启的故障比例。Llama 3：78% 的中断来自硬件，多为单张 GPU 或单台主机。</translation>
    </message>
    <message>
        <source>Hot tier bandwidth per node</source>
        <translation>每节点热层带宽</translation>
    </message>
    <message>
        <source>Read/write bandwidth of one node to the hot tier. The job&apos;s hot bandwidth is min(nodes x this, storage.hotThroughputGBps).</source>
        <translation>单个节点到热层的读写带宽。作业的热层带宽为 min(节点数 × 此值, storage.hotThroughputGBps)。</translation>
    </message>
    <message>
        <source>Warm tier bandwidth per node</source>
        <translation>每节点温层带宽</translation>
    </message>
    <message>
        <source>Read/write bandwidth of one node to the warm tier, up to storage.warmThroughputGBps.</source>
        <translation>单个节点到温层的读写带宽，上限为 storage.warmThroughputGBps。</translation>
    </message>
    <message>
        <source>Hot tier throughput price</source>
        <translation>热层吞吐价格</translation>
    </message>
    <message>
        <source>Price of the hot tier&apos;s provisioned throughput per GB/s and month while training, on top of its capacity. Default from managed Lustre list prices (2025): 1,000 vs 125 MB/s per TiB tiers differ by ~0.455 USD/GB-month.</source>
        <translation>训练期间热层预置吞吐的价格，按每 GB/s 每月计，另加容量费用。默认值来自托管 Lustre 标价（2025）：每 TiB 1,000 MB/s 与 125 MB/s 两档相差约 0.455 美元/GB·月。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Attention heads a, for the activation memory. 0 = hidden size / 128 (head width 128 as in Llama and GPT-3).</source>
        <translation>注意力头数 a，用于计算激活内存。0 表示隐藏维度 / 128（头宽 128，与 Llama 和 GPT-3 相同）。</translation>
    </message>
    <message>
        <source>Tensor parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>Tensor (and sequence) parallel degree. 0 = automatic: the accelerators of one node, at most 8 (Megatron-LM practice).</source>
        <translation>张量（及序列）并行度。0 表示自动：一个节点内的加速卡数，最多 8（Megatron-LM 的做法）。</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <source>Pipeline stages. 0 = automatic: the fewest stages (a power of two) with which the model fits.</source>
        <translation>流水线并行级数。0 表示自动：能放下模型的最少级数（2 的幂）。</translation>
    </message>
    <message>
        <source>Data-parallel sharding</source>
        <translation>数据并行分片</translation>
    </message>
    <message>
        <source>What data parallelism shards across replicas: nothing, optimizer states (ZeRO-1, Megatron&apos;s distributed optimizer), + gradients (ZeRO-2), or everything (ZeRO-3 / FSDP).</source>
        <translation>数据并行在副本间分片的内容：不分片、优化器状态（ZeRO-1，Megatron 分布式优化器）、再加梯度（ZeRO-2），或全部（ZeRO-3 / FSDP）。</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Activation recomputation: none, selective (attention only) or full. Activation bytes per layer: s b h (34 + 5 a s / h) without, 34 s b h selective, 2 s b h full, divided by the tensor degree (Korthikanti et al. 2022).</source>
        <translation>激活重计算：不重算、选择性（仅注意力）或完全重算。每层激活字节数：不重算 s b h (34 + 5 a s / h)，选择性 34 s b h，完全重算 2 s b h，再除以张量并行度（Korthikanti 等 2022）。</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Sequences per micro-batch b on each accelerator.</source>
        <translation>每张加速卡上每个微批的序列数 b。</translation>
    </message>
    <message>
        <source>Optimizer state per parameter</source>
        <translation>每参数优化器状态</translation>
    </message>
    <message>
        <source>Optimizer state per parameter: 12 = fp32 master weights + two fp32 Adam moments; with bf16 weights and gradients the state is 16 B per parameter (ZeRO, Rajbhandari et al. 2020).</source>
        <translation>每个参数的优化器状态：12 = fp32 主权重 + 两个 fp32 Adam 动量；加上 bf16 权重和梯度，每参数共 16 字节（ZeRO，Rajbhandari 等 2020）。</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Share of accelerator memory kept free for workspace, fragmentation and communication buffers.</source>
        <translation>为工作空间、内存碎片和通信缓冲区预留的加速卡显存比例。</translation>
    </message>
    <message>
        <source>Planning horizon</source>
        <translation>规划期限</translation>
    </message>
    <message>
        <source>Planning horizon: a project longer than this is flagged (the hardware and the model would be outdated before it ends).</source>
        <translation>规划期限：项目超过此时长会被标出（项目结束前硬件和模型都可能已过时）。</translation>
    </message>
    <message>
        <source>Reserved idle warning line</source>
        <translation>预留闲置预警线</translation>
    </message>
    <message>
        <source>Reserved capacity: flag the plan when more than this share of the paid reserved hours is unused term.</source>
        <translation>预留算力：已付费预留时长中未使用部分超过此比例时标出方案。</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>个</translation>
    </message>
    <message>
        <source>stages</source>
        <translation>级</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>First large run</source>
        <translation>首次大规模训练</translation>
    </message>
    <message>
        <source>Established team</source>
        <translation>成熟团队</translation>
    </message>
    <message>
        <source>Frontier scale</source>
        <translation>前沿规模</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Optimizer states (ZeRO-1)</source>
        <translation>优化器状态（ZeRO-1）</translation>
    </message>
    <message>
        <source>Optimizer states and gradients (ZeRO-2)</source>
        <translation>优化器状态和梯度（ZeRO-2）</translation>
    </message>
    <message>
        <source>Everything (ZeRO-3 / FSDP)</source>
        <translation>全部（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Parallelism and memory</source>
        <translation>并行与显存</translation>
    </message>
    <message>
        <source>Compute hours between checkpoints (tau). Too short: checkpoint overhead; too long: lost work per failure. Default 30 min, usual with asynchronous checkpoints; &quot;use optimal&quot; takes the minimum of the model&apos;s own cost curve (Young/Daly where that is it).</source>
        <translation>两次检查点之间的计算时长（τ）。太短：检查点开销大；太长：每次故障损失的工作多。默认 30 分钟，是异步检查点的常见做法；“使用最优值”取模型自身成本曲线的最低点（若 Young/Daly 就是最低点则取它）。</translation>
    </message>
    <message>
        <source>Monte Carlo runs</source>
        <translation>蒙特卡洛模拟次数</translation>
    </message>
    <message>
        <source>Monte Carlo: simulated runs behind P10/P50/P90. The window, the reports and `llm-tco risk` use the plan&apos;s count and seed, so they show the same range. 4,000 runs take about 3 ms on one core.</source>
        <translation>蒙特卡洛：P10/P50/P90 所依据的模拟训练次数。窗口、报告和 `llm-tco risk` 都使用计划自身的次数和种子，因此给出相同的区间。4,000 次在单核上约需 3 毫秒。</translation>
    </message>
    <message>
        <source>Monte Carlo seed</source>
        <translation>蒙特卡洛随机种子</translation>
    </message>
    <message>
        <source>Monte Carlo: seed of the random draws; the same plan, count and seed give the same percentiles on every machine.</source>
        <translation>蒙特卡洛：随机抽样的种子；相同的计划、次数和种子在任何机器上都给出相同的分位数。</translation>
    </message>
    <message>
        <source>Resale discount</source>
        <translation>转售折价</translation>
    </message>
    <message>
        <source>Buy: share of the straight-line book value lost when the hardware is sold at the end of the project (used accelerators sell below book value); the cash view credits the rest in the last month.</source>
        <translation>购买：项目结束出售硬件时，相对直线折旧账面价值损失的比例（二手加速卡低于账面价值出售）；现金视图在最后一个月计入其余部分。</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>次</translation>
    </message>
    <message>
        <source>%1 per billion tokens</source>
        <translation>每十亿 token %1</translation>
    </message>
    <message>
        <source>%1/CPU-h</source>
        <translation>%1/CPU 小时</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1/GB-month</source>
        <translation>%1/GB·月</translation>
    </message>
    <message>
        <source>%1/GB</source>
        <translation>%1/GB</translation>
    </message>
    <message>
        <source>%1/MWh</source>
        <translation>%1/MWh</translation>
    </message>
    <message>
        <source>%1/accelerator-h</source>
        <translation>%1/加速卡小时</translation>
    </message>
    <message>
        <source>%1/accelerator</source>
        <translation>%1/加速卡</translation>
    </message>
    <message>
        <source>%1/accelerator-month</source>
        <translation>%1/加速卡·月</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>%1/node-month</source>
        <translation>%1/节点·月</translation>
    </message>
    <message>
        <source>%1 per GB/s-month</source>
        <translation>%1/(GB/s)·月</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>Currency code</source>
        <translation>币种代码</translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation>货币符号</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Date of the exchange rate</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <source>Training compute per parameter and token</source>
        <translation>每参数每 token 的训练计算量</translation>
    </message>
</context>
<context>
    <name>planner::InputsPage</name>
    <message>
        <source>Show all inputs</source>
        <translation>显示全部输入</translation>
    </message>
    <message>
        <source>Copy the selected inputs from</source>
        <translation>将选中的输入从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>复制到</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Undoable: in the main window for the plan open there, with Edit… for the others</source>
        <translation>可撤销：主窗口中的方案在主窗口撤销，其他方案在“编辑…”中撤销</translation>
    </message>
    <message>
        <source>Inputs that differ between the plans</source>
        <translation>方案之间不同的输入</translation>
    </message>
    <message>
        <source>Copy from</source>
        <translation>复制来源</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>复制目标</translation>
    </message>
    <message>
        <source>All plans use the same inputs. Change a plan (Edit…) to see how it differs.</source>
        <translation>所有方案的输入相同。修改某个方案（编辑…）即可看到差异。</translation>
    </message>
    <message>
        <source>Inputs that differ between the plans: %1 (bold: differs from the baseline). Select rows and copy one plan&apos;s values to another; right-click for quick copies.</source>
        <translation>方案之间不同的输入：%1 项（粗体：与基准不同）。选中行即可把一个方案的数值复制到另一个方案；右键可快速复制。</translation>
    </message>
    <message>
        <source>all other plans</source>
        <translation>所有其他方案</translation>
    </message>
    <message>
        <source>Copy %1&apos;s value to %2</source>
        <translation>将 %1 的数值复制到 %2</translation>
    </message>
    <message>
        <source>Copy %1&apos;s value to all other plans</source>
        <translation>将 %1 的数值复制到所有其他方案</translation>
    </message>
</context>
<context>
    <name>planner::KeyFigureTexts</name>
    <message>
        <source>of %1</source>
        <extracomment>Under the share of the budget used: the budget itself (&quot;of $20M&quot;)</extracomment>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>P10–P90: computing…</source>
        <translation>P10–P90：计算中…</translation>
    </message>
    <message>
        <source>P10–P90: none (no sample finishes)</source>
        <translation>P10–P90：无（没有样本能完成）</translation>
    </message>
    <message>
        <source>P10–P90: %1</source>
        <translation>P10–P90：%1</translation>
    </message>
    <message>
        <source>P10–P90: %1–%2 days</source>
        <translation>P10–P90：%1–%2 天</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本（TCO）</translation>
    </message>
    <message>
        <source>Budget used</source>
        <translation>预算使用</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Accelerator-hours</source>
        <translation>加速卡小时</translation>
    </message>
    <message>
        <source>Effective MFU</source>
        <translation>有效 MFU</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>能耗与 CO₂</translation>
    </message>
    <message>
        <source>Hidden costs</source>
        <translation>隐性成本</translation>
    </message>
    <message>
        <source>No valid plan</source>
        <translation>无可行方案</translation>
    </message>
    <message>
        <source>fixed %1 · elastic %2</source>
        <translation>固定 %1 · 弹性 %2</translation>
    </message>
    <message>
        <source>%1 per PFLOP/s-day</source>
        <translation>每 PFLOP/s·天 %1</translation>
    </message>
    <message>
        <source>%1 t CO₂</source>
        <translation>%1 吨 CO₂</translation>
    </message>
    <message>
        <source>%1 of total</source>
        <translation>占总额 %1</translation>
    </message>
    <message>
        <source>P10–P90: %1–%2 years</source>
        <translation>P10–P90：%1–%2 年</translation>
    </message>
    <message>
        <source>forecast at completion, of %1</source>
        <extracomment>Under the share of the budget a tracked plan&apos;s forecast uses</extracomment>
        <translation>完工预测，占 %1</translation>
    </message>
    <message>
        <source>export may be incomplete</source>
        <extracomment>After the budget status: the imported spend lacks a category or phase the plan expects</extracomment>
        <translation>导出可能不完整</translation>
    </message>
    <message>
        <source>Tracking: computing…</source>
        <translation>跟踪：计算中…</translation>
    </message>
    <message>
        <source>Forecast at completion</source>
        <translation>完工预测</translation>
    </message>
    <message>
        <source>plan %1 · spent %2</source>
        <extracomment>Under the forecast at completion: the plan&apos;s own total and the spend so far</extracomment>
        <translation>方案 %1 · 已支出 %2</translation>
    </message>
    <message>
        <source>cannot finish at the measured rates</source>
        <extracomment>A tracked run that cannot finish at its measured MFU and failure rate</extracomment>
        <translation>按实测速率无法完成</translation>
    </message>
    <message>
        <source>plan %1</source>
        <translation>方案 %1</translation>
    </message>
</context>
<context>
    <name>planner::KeyFiguresPage</name>
    <message>
        <source>Total, P10 (optimistic)</source>
        <translation>总成本 P10（乐观）</translation>
    </message>
    <message>
        <source>Total, P90 (pessimistic)</source>
        <translation>总成本 P90（悲观）</translation>
    </message>
    <message>
        <source>Wall-clock time of the main run</source>
        <translation>主训练墙钟时间</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>Green: better than the baseline, red: worse. P10 and P90 come from a Monte Carlo over MFU, prices, MTBF and failures. Every default is an editable assumption, not a quote.</source>
        <translation>绿色：优于基准；红色：劣于基准。P10 与 P90 来自对 MFU、价格、MTBF 和故障的蒙特卡洛模拟。所有默认值都是可修改的假设，而非报价。</translation>
    </message>
    <message>
        <source>Key figures of the compared plans</source>
        <translation>对比方案的关键指标</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
</context>
<context>
    <name>planner::KpiHeader</name>
    <message>
        <source>project %1 months</source>
        <translation>项目共 %1 个月</translation>
    </message>
    <message>
        <source>MFU set: %1</source>
        <translation>设定 MFU：%1</translation>
    </message>
    <message>
        <source>Wall-clock</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>Everything the project costs: compute, energy, storage, network, data, people, hardware, monitoring, operations and the hidden costs. The range is the Monte Carlo P10–P90 over MFU, prices, MTBF and the number of failures.</source>
        <translation>项目的全部成本：算力、能耗、存储、网络、数据、人力、硬件、监控、运营以及隐性成本。区间是对 MFU、价格、MTBF 和故障次数做蒙特卡洛模拟得到的 P10–P90。</translation>
    </message>
    <message>
        <source>Share of the approved budget the plan uses; the colour shows whether it is within the budget, past the warning line or past the review line.</source>
        <translation>本方案占已批准预算的比例；颜色表示在预算内、超过预警线还是超过复核线。</translation>
    </message>
    <message>
        <source>Wall-clock time of the main training run including checkpoints, failures and restarts.</source>
        <translation>主训练的墙钟时间，含检查点、故障和重启。</translation>
    </message>
    <message>
        <source>Energy of the whole allocation including cooling (PUE), and its CO₂ at the grid&apos;s carbon intensity.</source>
        <translation>全部分配资源的能耗（含制冷，按 PUE 计），以及按电网碳强度计算的 CO₂ 排放。</translation>
    </message>
    <message>
        <source>Goodput: the MFU you set times the share of wall-clock spent on useful compute.</source>
        <translation>有效吞吐：设定的 MFU 乘以墙钟时间中用于有效计算的比例。</translation>
    </message>
    <message>
        <source>Total cost per million training tokens, and per effective PFLOP/s-day of training compute.</source>
        <translation>每百万训练 token 的总成本，以及每有效 PFLOP/s·天训练算力的成本。</translation>
    </message>
    <message>
        <source>Failures (lost work and restarts), experiments (pilots, ablations, expected re-runs) and idle allocation: the costs all three source articles warn about.</source>
        <translation>故障（损失的工作和重启）、实验（试跑、消融、预期重跑）和空闲分配：三篇来源文章都提醒过的成本。</translation>
    </message>
    <message>
        <source>Goodput %1 · checkpoints %2 · lost work %3 · restarts %4 · data stall %5</source>
        <translation>有效训练 %1 · 检查点 %2 · 损失的工作 %3 · 重启 %4 · 数据等待 %5</translation>
    </message>
    <message>
        <source>Where the main run&apos;s accelerator-hours go: productive training, blocking checkpoint writes, work redone after failures, detection and restarts, and waiting for data.</source>
        <translation>主训练的加速卡小时都花在哪里：有效训练、阻塞式检查点写入、故障后重做的工作、故障检测与重启，以及等待数据。</translation>
    </message>
    <message>
        <source>Goodput: no valid plan</source>
        <translation>有效训练：无可行方案</translation>
    </message>
    <message>
        <source>%1 of samples cannot finish</source>
        <translation>%1 的样本无法完成</translation>
    </message>
    <message>
        <source>Monte Carlo: %1; P10–P90 are over the samples that finish.</source>
        <translation>蒙特卡洛：%1；P10–P90 只统计能完成的样本。</translation>
    </message>
    <message>
        <source>Costs, accelerator-hours, days, energy and CO₂ are not shown: they would be figures of a run that cannot happen.</source>
        <translation>不显示成本、加速卡小时、天数、能耗和 CO₂：这些都是一次不可能完成的训练的数字。</translation>
    </message>
    <message>
        <source>project %1 months · finishes %2</source>
        <translation>项目共 %1 个月 · %2 完成</translation>
    </message>
    <message>
        <source>%1 productive · %2 failures</source>
        <translation>有效 %1 · 故障 %2</translation>
    </message>
    <message>
        <source>%1 idle · %2 other</source>
        <translation>空闲 %1 · 其他 %2</translation>
    </message>
    <message>
        <source>All allocated accelerator-hours, %1: productive compute %2, failures (lost work and restarts) %3, idle allocation %4, and the other %5: blocking checkpoints %6, data stalls %7, experiments %8, evaluation %9 and hot spares %10.</source>
        <translation>全部分配的加速卡小时 %1：有效计算 %2，故障（损失的工作与重启）%3，空闲分配 %4，其他 %5：阻塞式检查点 %6、数据等待 %7、实验 %8、评估 %9 和热备卡 %10。</translation>
    </message>
    <message>
        <source>MFU typical: %1</source>
        <translation>典型 MFU：%1</translation>
    </message>
</context>
<context>
    <name>planner::MainWindow</name>
    <message>
        <source>%1[*] — LLM TCO Planner</source>
        <translation>%1[*] — LLM TCO 规划器</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>方案(&amp;P)</translation>
    </message>
</context>
<context>
    <name>planner::MessageTexts</name>
    <message>
        <source>%1 is outside the allowed range %2.</source>
        <translation>%1 超出允许范围 %2。</translation>
    </message>
    <message>
        <source>%1 is not a whole number.</source>
        <translation>%1 不是整数。</translation>
    </message>
    <message>
        <source>“%1” is not a number; allowed: %2.</source>
        <translation>“%1”不是数字；允许范围：%2。</translation>
    </message>
    <message>
        <source>“%1” is not one of the options.</source>
        <translation>“%1”不是可选项之一。</translation>
    </message>
    <message>
        <source>“%1” is not in the accelerator catalog.</source>
        <translation>“%1”不在加速卡目录中。</translation>
    </message>
    <message>
        <source>Active parameters must not exceed the model size (%1 active).</source>
        <translation>激活参数量不能超过模型规模（当前激活 %1）。</translation>
    </message>
    <message>
        <source>The review line must not be below the warning line (%1).</source>
        <translation>复核线不能低于预警线（%1）。</translation>
    </message>
    <message>
        <source>%1 has no catalog purchase price: enter a purchase price above 0 first.</source>
        <translation>%1 在目录中没有采购价：请先输入大于 0 的采购价。</translation>
    </message>
    <message>
        <source>%1 has no catalog rental price: enter an on-demand price above 0 first.</source>
        <translation>%1 在目录中没有租用价：请先输入大于 0 的按需价格。</translation>
    </message>
    <message>
        <source>%1 conflicts with another input.</source>
        <translation>%1 与其他输入项冲突。</translation>
    </message>
    <message>
        <source>“%1” cannot be used here.</source>
        <translation>此处不能使用“%1”。</translation>
    </message>
    <message>
        <source>Kept %1.</source>
        <translation>保留原值 %1。</translation>
    </message>
    <message>
        <source>No budget set</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation>在预算内</translation>
    </message>
    <message>
        <source>Past the warning line</source>
        <translation>超过预警线</translation>
    </message>
    <message>
        <source>Past the review line</source>
        <translation>已超过复核线</translation>
    </message>
    <message>
        <source>The file cannot be opened: it is missing, unreadable or not a regular file.</source>
        <translation>无法打开文件：文件不存在、不可读或不是普通文件。</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete.</source>
        <translation>文件已损坏或不完整。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of LLM TCO Planner.</source>
        <translation>该文件由更新版本的 LLM TCO 规划器写入。</translation>
    </message>
    <message>
        <source>The file contains values outside the allowed ranges.</source>
        <translation>文件中含有超出允许范围的数值。</translation>
    </message>
    <message>
        <source>The plan contains a value that is not a finite number.</source>
        <translation>方案中含有非有限数值。</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>无法写入文件。</translation>
    </message>
    <message>
        <source>The run cannot finish: on %1 accelerators a failure strikes every %2 on average, faster than checkpoints every %3 can save the work.</source>
        <translation>训练无法完成：在 %1 张加速卡上平均每 %2 发生一次故障，快于每 %3 一次的检查点保存进度的速度。</translation>
    </message>
    <message>
        <source>The model does not fit: each accelerator needs %1 of memory but has %2 usable.</source>
        <translation>模型放不下：每张加速卡需要 %1 显存，但可用的只有 %2。</translation>
    </message>
    <message>
        <source>No sharding or recomputation makes it fit; these figures are for the configuration that needs the least: data-parallel sharding “%1” and activation recomputation “%2”.</source>
        <translation>任何分片或重计算设置都放不下；以上数字对应显存需求最少的配置：数据并行分片“%1”、激活重计算“%2”。</translation>
    </message>
    <message>
        <source>It fits on %1 accelerators.</source>
        <translation>用 %1 张加速卡可以放下。</translation>
    </message>
    <message>
        <source>No accelerator count up to a million makes it fit: choose an accelerator with more memory.</source>
        <translation>加速卡数量增至一百万也放不下：请选择显存更大的加速卡。</translation>
    </message>
    <message>
        <source>The accelerator “%1” is not in the catalog: the plan has no valid figures.</source>
        <translation>加速卡“%1”不在目录中：方案没有有效数据。</translation>
    </message>
    <message>
        <source>Asynchronous checkpoint writes take %1, longer than the %2 interval: the plan checkpoints every %1 instead.</source>
        <translation>异步检查点写入需要 %1，比 %2 的间隔还长：方案改为每 %1 保存一次检查点。</translation>
    </message>
    <message>
        <source>%1 does not support %2: the plan uses %3 instead.</source>
        <translation>%1 不支持 %2：方案改用 %3。</translation>
    </message>
    <message>
        <source>Storage cannot feed the accelerators at full speed: data loading makes training %1× slower.</source>
        <translation>存储无法全速供给加速卡：数据加载使训练慢 %1 倍。</translation>
    </message>
    <message>
        <source>Past the useful scale: more accelerators make this run longer. %1 accelerators would finish it %2 sooner.</source>
        <translation>已超过有效规模：再增加加速卡反而让训练更久。用 %1 张加速卡可提前 %2 完成。</translation>
    </message>
    <message>
        <source>The project takes %1 months, %2 past the planning horizon of %3 years.</source>
        <translation>项目需要 %1 个月，超出 %3 年的规划期限 %2。</translation>
    </message>
    <message>
        <source>%1 of the paid reserved term goes unused (%2): the run ends long before the %3-month minimum term.</source>
        <translation>已付费预留期中有 %1 未被使用（%2）：训练远在 %3 个月最短期限之前结束。</translation>
    </message>
    <message>
        <source>The total is %1 past the budget&apos;s review line (%2 of %3).</source>
        <translation>总成本超出预算复核线 %1（复核线为 %3 的 %2）。</translation>
    </message>
    <message>
        <source>A tensor parallel degree of %1 is more than this cluster allows: the plan uses %2.</source>
        <translation>张量并行度 %1 超出本集群允许的范围：方案改用 %2。</translation>
    </message>
    <message>
        <source>The plan&apos;s memory settings do not fit, so the planner uses data-parallel sharding “%1” and activation recomputation “%2”.</source>
        <translation>方案的显存设置放不下模型，因此规划器改用数据并行分片“%1”、激活重计算“%2”。</translation>
    </message>
    <message>
        <source>Full recomputation adds %1 to the compute: %2.</source>
        <translation>完全重计算使计算量增加 %1：%2。</translation>
    </message>
    <message>
        <source>It costs no extra compute.</source>
        <translation>不增加计算量。</translation>
    </message>
    <message>
        <source>Checkpoint writes overlap</source>
        <translation>检查点写入重叠</translation>
    </message>
    <message>
        <source>Precision not supported</source>
        <translation>不支持该精度</translation>
    </message>
    <message>
        <source>Past the useful scale</source>
        <translation>超出有效规模</translation>
    </message>
    <message>
        <source>Beyond the planning horizon</source>
        <translation>超出规划期限</translation>
    </message>
    <message>
        <source>Reserved term mostly idle</source>
        <translation>预留期大多闲置</translation>
    </message>
    <message>
        <source>Checkpoint every %1 instead of %2</source>
        <translation>每 %1 保存一次检查点（原为 %2）</translation>
    </message>
    <message>
        <source>Write checkpoints asynchronously</source>
        <translation>异步写入检查点</translation>
    </message>
    <message>
        <source>Keep in-memory checkpoints and restart from them</source>
        <translation>启用内存检查点并从中重启</translation>
    </message>
    <message>
        <source>Keep %1 of the cluster as hot spares</source>
        <translation>保留集群的 %1 作为热备卡</translation>
    </message>
    <message>
        <source>Adopt the “%1” operational practice</source>
        <translation>采用“%1”运维实践</translation>
    </message>
    <message>
        <source>Use %1 accelerators instead of %2</source>
        <translation>使用 %1 张加速卡（原为 %2）</translation>
    </message>
    <message>
        <source>Use %1 accelerators, the count with the shortest run</source>
        <translation>使用 %1 张加速卡，训练时间最短的数量</translation>
    </message>
    <message>
        <source>Use %1 accelerators so the model fits</source>
        <translation>使用 %1 张加速卡以放下模型</translation>
    </message>
    <message>
        <source>Recompute all activations so the model fits</source>
        <translation>完全重计算激活以放下模型</translation>
    </message>
    <message>
        <source>Shard everything across data-parallel replicas (ZeRO-3 / FSDP) so the model fits</source>
        <translation>在数据并行副本间分片全部状态（ZeRO-3 / FSDP）以放下模型</translation>
    </message>
    <message>
        <source>Switch to on-demand pricing</source>
        <translation>改为按需计费</translation>
    </message>
    <message>
        <source>Switch to reserved pricing</source>
        <translation>改为预留计费</translation>
    </message>
    <message>
        <source>Switch to spot pricing</source>
        <translation>改为竞价计费</translation>
    </message>
    <message>
        <source>Buy the accelerators instead of renting</source>
        <translation>购买加速卡而不是租用</translation>
    </message>
    <message>
        <source>Keep %1 of the working set on the hot tier instead of %2</source>
        <translation>把工作集的 %1 放在热层（原为 %2）</translation>
    </message>
    <message>
        <source>Deduplicate and filter the corpus further (quality factor %1 instead of %2)</source>
        <translation>进一步去重和过滤语料（质量系数 %1，原为 %2）</translation>
    </message>
    <message>
        <source>Train in FP8</source>
        <translation>使用 FP8 训练</translation>
    </message>
    <message>
        <source>feasible: %1 in %2</source>
        <translation>可行：%1，用时 %2</translation>
    </message>
    <message>
        <source>saves %1 and %2</source>
        <translation>节省 %1，提前 %2</translation>
    </message>
    <message>
        <source>saves %1, takes %2 longer</source>
        <translation>节省 %1，但多用 %2</translation>
    </message>
    <message>
        <source>saves %1</source>
        <translation>节省 %1</translation>
    </message>
    <message>
        <source>%1 sooner, costs %2 more</source>
        <translation>提前 %1，但多花 %2</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>“%1” is not a date of the calendar (YYYY-MM-DD).</source>
        <translation>“%1”不是有效的日历日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>Reserve the capacity</source>
        <translation>预留算力</translation>
    </message>
    <message>
        <source>Spot capacity</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>MFU −25 % (%1)</source>
        <translation>MFU −25 %（%1）</translation>
    </message>
    <message>
        <source>MFU +25 % (%1)</source>
        <translation>MFU +25 %（%1）</translation>
    </message>
    <message>
        <source>Half the accelerators (%1)</source>
        <translation>加速卡减半（%1）</translation>
    </message>
    <message>
        <source>Twice the accelerators (%1)</source>
        <translation>加速卡翻倍（%1）</translation>
    </message>
    <message>
        <source>Faster accelerator: %1</source>
        <translation>更快的加速卡：%1</translation>
    </message>
    <message>
        <source>Slower accelerator: %1</source>
        <translation>更慢的加速卡：%1</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>运维实践：%1</translation>
    </message>
    <message>
        <source>budget (%1 total)</source>
        <translation>预算（%1 总成本）</translation>
    </message>
    <message>
        <source>main-run deadline (%1)</source>
        <translation>主训练截止期限（%1）</translation>
    </message>
    <message>
        <source>project deadline (%1)</source>
        <translation>项目截止期限（%1）</translation>
    </message>
    <message>
        <source>tokens per parameter</source>
        <translation>每参数 token 数</translation>
    </message>
    <message>
        <source>predicted loss</source>
        <translation>预测损失</translation>
    </message>
    <message>
        <source>“%1” cannot be used as a currency: %2.</source>
        <translation>“%1”不能用作币种：%2。</translation>
    </message>
    <message>
        <source>Work lost to failures and redone, restarts, checkpoint pauses and hot spares: %1 accelerator-hours at %2 an hour. About %3 failures are expected, one every %4 on the cluster.</source>
        <translation>因故障损失而重做的工作、重启、检查点暂停和热备卡：共 %1 加速卡小时，每小时 %2。预计约发生 %3 次故障，集群上平均每 %4 一次。</translation>
    </message>
    <message>
        <source>Capacity paid for but not computing: allocation the run cannot use and accelerators waiting for data, %1 accelerator-hours at %2 an hour.</source>
        <translation>已付费但未在计算的算力：训练无法使用的已分配资源以及等待数据的加速卡，共 %1 加速卡小时，每小时 %2。</translation>
    </message>
    <message>
        <source>Pilots and ablations before the main run (%1 of its compute) and the expected share of a full re-run (%2 chance), at %3 an hour.</source>
        <translation>主训练前的试跑和消融实验（占其计算量的 %1），以及整体重跑的期望份额（概率 %2），每小时 %3。</translation>
    </message>
    <message>
        <source>Owned capacity only: what the accelerators this run holds would earn in other work. Renting has none.</source>
        <translation>仅适用于自有算力：本次训练占用的加速卡若用于其他工作可带来的收益。租用时没有此项。</translation>
    </message>
    <message>
        <source>What the owned accelerators would earn in other work while this run holds them: %1 accelerator-hours held × %2 on-demand rate × %3 (ownership.opportunityShare). Not cash out of pocket; set the share to 0 to leave it out.</source>
        <translation>本次训练占用自有加速卡期间，这些加速卡用于其他工作可带来的收益：占用 %1 加速卡小时 × 按需价格 %2 × %3（ownership.opportunityShare）。这不是实际的现金支出；将该比例设为 0 即可不计入。</translation>
    </message>
    <message>
        <source>Run cannot finish</source>
        <translation>训练无法完成</translation>
    </message>
    <message>
        <source>Waiting for data</source>
        <translation>等待数据</translation>
    </message>
    <message>
        <source>Model does not fit in memory</source>
        <translation>模型放不进显存</translation>
    </message>
    <message>
        <source>Accelerator not in the catalog</source>
        <translation>加速卡不在目录中</translation>
    </message>
    <message>
        <source>Past the budget&apos;s review line</source>
        <translation>超过预算复核线</translation>
    </message>
    <message>
        <source>Input limited by the model</source>
        <translation>输入被模型限制</translation>
    </message>
    <message>
        <source>Memory settings changed to fit</source>
        <translation>已更改显存设置以放下模型</translation>
    </message>
    <message>
        <source>The file is too large to be a plan.</source>
        <translation>文件太大，不可能是方案文件。</translation>
    </message>
    <message>
        <source>This is not an LLM TCO Planner plan file.</source>
        <translation>这不是 LLM TCO 规划器的方案文件。</translation>
    </message>
    <message>
        <source>No plan can reach a predicted loss of %1: the plan&apos;s scaling law never goes below its irreducible loss, %2.</source>
        <translation>没有任何方案能达到 %1 的预测损失：方案的缩放定律永远不会低于其不可约损失 %2。</translation>
    </message>
    <message>
        <source>Its extra forward pass adds no time here: the MFU entered counts model FLOPs only, as PaLM defines MFU, so it already pays for the recomputation.</source>
        <translation>其额外的前向计算在此不增加时间：输入的 MFU 只计模型 FLOPs（按 PaLM 对 MFU 的定义），已包含重计算的代价。</translation>
    </message>
</context>
<context>
    <name>planner::MethodDialog</name>
    <message>
        <source>Method — how LLM TCO Planner computes the cost</source>
        <translation>方法——LLM TCO 规划器如何计算成本</translation>
    </message>
    <message>
        <source>The cost model, its formulas, defaults and sources (English)</source>
        <translation>成本模型及其公式、默认值和来源（英文）</translation>
    </message>
</context>
<context>
    <name>planner::MfuTexts</name>
    <message>
        <source>mixture-of-experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>Entered · typical for this plan: %1</source>
        <translation>手动输入 · 本方案的典型值：%1</translation>
    </message>
    <message>
        <source>Calibrated from a measured run · typical for this plan: %1</source>
        <translation>由实测运行校准 · 本方案的典型值：%1</translation>
    </message>
    <message>
        <source>Typical for a %1 %2 model on %3</source>
        <translation>%3 上 %1 %2模型的典型值</translation>
    </message>
    <message numerus="yes">
        <source>Until you enter an MFU, the plan uses the MFU that published runs like it reached: a fit on %n published runs (resources/runs/published_runs.csv) of the accelerator, the active parameters, dense or mixture-of-experts, fp8 and the accelerator count.</source>
        <translation>
            <numerusform>在您输入 MFU 之前，本方案使用同类已发表训练达到的 MFU：基于 %n 次已发表训练（resources/runs/published_runs.csv），按加速器、激活参数量、稠密或混合专家、fp8 和加速器数量拟合。</numerusform>
        </translation>
    </message>
    <message>
        <source>This plan: %1 (P10–P90 %2, the range the Monte Carlo draws from).</source>
        <translation>本方案：%1（P10–P90 %2，蒙特卡洛抽样的范围）。</translation>
    </message>
    <message>
        <source>Published runs like it (the MFU at which this planner&apos;s hours match theirs):</source>
        <translation>同类已发表训练（使本规划器机时与其相符的 MFU）：</translation>
    </message>
    <message>
        <source>• %1 (%2, %3): %4</source>
        <translation>• %1（%2，%3）：%4</translation>
    </message>
    <message>
        <source>full recomputation: %1 of model FLOPs</source>
        <translation>完全重算：按模型 FLOPs 计为 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · P10–P90 %2 · %n published runs like it</source>
        <translation>
            <numerusform>%1 · P10–P90 %2 · 同类已发表训练 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · P10–P90 %2 · no published runs of this class; nearest: %3 (%4, %5)</source>
        <translation>%1 · P10–P90 %2 · 此类无已发表训练；最接近：%3（%4，%5）</translation>
    </message>
</context>
<context>
    <name>planner::PinVariantDialog</name>
    <message>
        <source>Pin a Variant</source>
        <translation>固定变体</translation>
    </message>
    <message>
        <source>e.g. Negotiated price, 3,000 accelerators</source>
        <translation>例如：议价后价格，3,000 张加速卡</translation>
    </message>
    <message>
        <source>The plan&apos;s (%1)</source>
        <translation>沿用方案的（%1）</translation>
    </message>
    <message>
        <source>Add a Change</source>
        <translation>添加改动</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Each change sets one input of the plan; the strip shows the plan with all of them. Values start at the plan&apos;s own.</source>
        <translation>每项改动设定方案的一个输入；假设栏显示应用全部改动后的方案。数值初始为方案自身的值。</translation>
    </message>
</context>
<context>
    <name>planner::PlanCards</name>
    <message>
        <source>Add Plan from File…</source>
        <translation>从文件添加方案…</translation>
    </message>
    <message>
        <source>Compare with a saved plan (up to %1 plans in all)</source>
        <translation>与已保存的方案对比（最多共 %1 个方案）</translation>
    </message>
    <message>
        <source>Add Copy of This Plan</source>
        <translation>添加本方案的副本</translation>
    </message>
    <message>
        <source>A copy of the main window&apos;s plan to change and compare against</source>
        <translation>主窗口方案的副本，可修改后进行对比</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Add a Copy of This Plan</source>
        <translation>添加此方案的副本</translation>
    </message>
    <message>
        <source>Make Baseline</source>
        <translation>设为基准</translation>
    </message>
    <message>
        <source>Remove from Comparison</source>
        <translation>从对比中移除</translation>
    </message>
    <message>
        <source>open in the main window</source>
        <translation>在主窗口中打开</translation>
    </message>
    <message>
        <source>copy, not saved yet</source>
        <translation>副本，尚未保存</translation>
    </message>
    <message>
        <source>changed, not saved</source>
        <translation>已修改，未保存</translation>
    </message>
    <message>
        <source>from file</source>
        <translation>来自文件</translation>
    </message>
    <message>
        <source>unsaved changes</source>
        <translation>有未保存的修改</translation>
    </message>
    <message>
        <source>Edit in Main Window</source>
        <translation>在主窗口中编辑</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Changes in the main window show here at once</source>
        <translation>主窗口中的修改会立即显示在这里</translation>
    </message>
    <message>
        <source>Change this plan&apos;s inputs (undoable)</source>
        <translation>修改此方案的输入（可撤销）</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>More actions for %1</source>
        <translation>%1 的更多操作</translation>
    </message>
</context>
<context>
    <name>planner::PlanEditor</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>planner::PlanMode</name>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>The chart could not be written to %1: %2</source>
        <translation>图表无法写入 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Plan and Charts</source>
        <translation>方案与图表(&amp;P)</translation>
    </message>
    <message>
        <source>Monte Carlo: updating…</source>
        <translation>蒙特卡洛：更新中…</translation>
    </message>
    <message numerus="yes">
        <source>Monte Carlo: %n samples</source>
        <translation>
            <numerusform>蒙特卡洛：%n 次抽样</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;What Fits a Budget and a Deadline…</source>
        <translation>按预算和截止期限求解(&amp;W)…</translation>
    </message>
    <message>
        <source>Every default is an editable assumption, not a quote — hover over an input to see where its default comes from.</source>
        <translation>每个默认值都是可编辑的假设，而不是报价——将鼠标悬停在输入项上可查看默认值的来源。</translation>
    </message>
    <message>
        <source>Inputs and results</source>
        <translation>输入与结果</translation>
    </message>
</context>
<context>
    <name>planner::PlanNames</name>
    <message>
        <source>%1 MoE (%2 active) on %3 %4</source>
        <extracomment>A plan&apos;s name from its inputs: model size, active parameters, accelerator count and type.</extracomment>
        <translation>%1 混合专家（激活 %2），%3 张 %4</translation>
    </message>
    <message>
        <source>%1 dense on %2 %3</source>
        <extracomment>A plan&apos;s name from its inputs: model size, accelerator count and type.</extracomment>
        <translation>%1 稠密模型，%2 张 %3</translation>
    </message>
    <message>
        <source>Default plan: %1</source>
        <extracomment>The built-in default plan&apos;s name; %1 is its size (&quot;70B dense on 2048 H100&quot;).</extracomment>
        <translation>默认方案：%1</translation>
    </message>
    <message>
        <source>Built-in default plan. Every value is an editable assumption.</source>
        <translation>内置默认方案。每个数值都是可编辑的假设。</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioCompareDialog</name>
    <message>
        <source>not placed</source>
        <translation>未排入</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Compare Portfolios — %1 and %2</source>
        <translation>对比项目组合 — %1 与 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (%1) costs &lt;b&gt;%2 more&lt;/b&gt; a year than &lt;b&gt;A&lt;/b&gt; (%3).</source>
        <translation>&lt;b&gt;B&lt;/b&gt;（%1）每年比 &lt;b&gt;A&lt;/b&gt;（%3）&lt;b&gt;多花 %2&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (%1) costs &lt;b&gt;%2 less&lt;/b&gt; a year than &lt;b&gt;A&lt;/b&gt; (%3).</source>
        <translation>&lt;b&gt;B&lt;/b&gt;（%1）每年比 &lt;b&gt;A&lt;/b&gt;（%3）&lt;b&gt;少花 %2&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; (%1) costs the same a year as &lt;b&gt;A&lt;/b&gt; (%2).</source>
        <translation>&lt;b&gt;B&lt;/b&gt;（%1）每年成本与 &lt;b&gt;A&lt;/b&gt;（%2）相同。</translation>
    </message>
    <message>
        <source>Deadlines missed: %1 in A, %2 in B.</source>
        <translation>错过的截止期限：A 中 %1 个，B 中 %2 个。</translation>
    </message>
    <message>
        <source>What moved the annual cost, by cause</source>
        <translation>年度成本按成因的变化</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>Depreciation, a year</source>
        <translation>折旧（每年）</translation>
    </message>
    <message>
        <source>Power and hosting, a year</source>
        <translation>电力与托管（每年）</translation>
    </message>
    <message>
        <source>Capex over the horizon</source>
        <translation>规划期内的资本支出</translation>
    </message>
    <message>
        <source>Residual value at the end</source>
        <translation>期末残值</translation>
    </message>
    <message>
        <source>Owned accelerators</source>
        <translation>自有加速卡</translation>
    </message>
    <message>
        <source>Beside the annual cost, not a step of it: depreciation and hosting are in the owned and idle steps; capex is cash and the residual value is what they sell for at the end.</source>
        <translation>列于年度成本之外，不是其中的一步：折旧与托管已含在“自有”和“闲置”两步中；资本支出是现金，残值是期末出售它们可得的价值。</translation>
    </message>
    <message>
        <source>A: %1&lt;br&gt;B: %2</source>
        <translation>A：%1&lt;br&gt;B：%2</translation>
    </message>
    <message>
        <source>Runs: accelerator charges and extras, a year&apos;s worth</source>
        <translation>训练任务：加速卡费用及其他费用，按一年计</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Start A → B</source>
        <translation>开始日期 A → B</translation>
    </message>
    <message>
        <source>Missed deadlines A → B</source>
        <translation>错过的截止期限 A → B</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioControls</name>
    <message>
        <source>Accelerators &amp;owned</source>
        <translation>自有加速卡(&amp;O)</translation>
    </message>
    <message>
        <source>Accelerators &amp;committed</source>
        <translation>承诺加速卡(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Main run&apos;s size</source>
        <translation>主训练规模(&amp;M)</translation>
    </message>
    <message>
        <source>How many accelerators the first owned pool holds, bought on its purchase day</source>
        <translation>第一个自有资源池的加速卡数量，于其购买日购入</translation>
    </message>
    <message>
        <source>How many accelerators the first commitment reserves at its discount</source>
        <translation>第一项承诺以其折扣预留的加速卡数量</translation>
    </message>
    <message>
        <source>Parameters of the main pre-training run; its tokens stay as planned</source>
        <translation>主预训练的参数量；其 token 数保持方案不变</translation>
    </message>
    <message>
        <source>no such pool</source>
        <translation>没有此资源池</translation>
    </message>
    <message>
        <source>no main run</source>
        <translation>没有主训练</translation>
    </message>
    <message>
        <source>Every view follows each move. A drag is one step to undo.</source>
        <translation>每个视图都随每次调整而更新。一次拖动是一步撤销。</translation>
    </message>
    <message>
        <source>Own %1 accelerators</source>
        <translation>自有 %1 张加速卡</translation>
    </message>
    <message>
        <source>Commit %1 accelerators</source>
        <translation>承诺 %1 张加速卡</translation>
    </message>
    <message>
        <source>Main run&apos;s size</source>
        <translation>主训练规模</translation>
    </message>
    <message>
        <source>Rental price path</source>
        <translation>租用价格走势</translation>
    </message>
    <message>
        <source>&amp;Rental prices, a year</source>
        <translation>租用价格年变化(&amp;R)</translation>
    </message>
    <message>
        <source>How fast on-demand and spot prices fall (right) or rise (left) a year, from the day each was quoted</source>
        <translation>按需和竞价价格每年下降（向右）或上涨（向左）的幅度，自各价格报价之日起算</translation>
    </message>
    <message>
        <source>fall %1</source>
        <translation>下降 %1</translation>
    </message>
    <message>
        <source>rise %1</source>
        <translation>上涨 %1</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>持平</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioDocument</name>
    <message>
        <source>Move %1 to %2</source>
        <translation>将 %1 移至 %2</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioMode</name>
    <message>
        <source>Portfolio: a T&amp;ypical Year</source>
        <translation>项目组合：典型年度(&amp;Y)</translation>
    </message>
    <message>
        <source>A year of compute on a fleet of owned, committed and rented accelerators, with this plan&apos;s model as its main run</source>
        <translation>在由自有、承诺和租用加速卡组成的机群上一年的算力，以本方案的模型为主训练</translation>
    </message>
    <message>
        <source>Open Port&amp;folio…</source>
        <translation>打开项目组合(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a .tcoportfolio file: the year&apos;s runs, pools and budget</source>
        <translation>打开 .tcoportfolio 文件：该年度的训练任务、资源池和预算</translation>
    </message>
    <message>
        <source>%1 is open as the plan in the main window: its changes there flow back into this portfolio.</source>
        <translation>%1 已在主窗口中作为方案打开：在那里的修改会同步回本项目组合。</translation>
    </message>
    <message>
        <source>Change %1&apos;s plan</source>
        <translation>修改 %1 的方案</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioPresentation</name>
    <message>
        <source>Portfolio presentation — LLM TCO Planner</source>
        <translation>项目组合演示 — LLM TCO 规划器</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioTexts</name>
    <message>
        <source>Owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>Committed</source>
        <translation>承诺</translation>
    </message>
    <message>
        <source>Capacity block</source>
        <translation>容量块</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>试运行</translation>
    </message>
    <message>
        <source>Ablation</source>
        <translation>消融实验</translation>
    </message>
    <message>
        <source>Scaling-law ladder</source>
        <translation>缩放定律阶梯</translation>
    </message>
    <message>
        <source>Post-training run</source>
        <translation>后训练任务</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评测</translation>
    </message>
    <message>
        <source>Serving reservation</source>
        <translation>推理服务预留</translation>
    </message>
    <message>
        <source>Idle capacity charged to the teams pro rata</source>
        <translation>闲置容量按比例分摊给各团队</translation>
    </message>
    <message>
        <source>Idle capacity carried centrally</source>
        <translation>闲置容量由中央承担</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) late: </source>
        <translation>
            <numerusform>延误 %n 天：</numerusform>
        </translation>
    </message>
    <message>
        <source>On time</source>
        <translation>按时</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>未排入</translation>
    </message>
    <message>
        <source>Not placed: its plan cannot run on any accelerator it allows</source>
        <translation>未排入：其方案无法在允许的任何加速卡上运行</translation>
    </message>
    <message>
        <source>Not placed: no pool has an accelerator it may use</source>
        <translation>未排入：没有资源池提供它可用的加速卡</translation>
    </message>
    <message>
        <source>Not placed: it waits for itself through its dependencies</source>
        <translation>未排入：它通过依赖关系等待自身</translation>
    </message>
    <message>
        <source>Not placed: it waits for %1, which was not placed</source>
        <translation>未排入：它等待的 %1 未排入</translation>
    </message>
    <message>
        <source>it waits for %1, which ends too late</source>
        <translation>它等待的 %1 结束得太晚</translation>
    </message>
    <message>
        <source>its start, pinned to %1, is too late to finish by %2</source>
        <translation>其开始时间固定为 %1，太晚，无法在 %2 前完成</translation>
    </message>
    <message>
        <source>even from its earliest start (%1) it ends after its deadline %2</source>
        <translation>即使从最早开始时间（%1）起，它也在截止期限 %2 之后才结束</translation>
    </message>
    <message>
        <source>the pools it may use are full and it may not rent more</source>
        <translation>它可用的资源池已满，且不允许再租用</translation>
    </message>
    <message>
        <source>Not placed: it does not fit before the calendar ends</source>
        <translation>未排入：日历结束前放不下</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Annual cost</source>
        <translation>年度成本</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>All met</source>
        <translation>全部满足</translation>
    </message>
    <message>
        <source>Owned accelerators idle</source>
        <translation>自有加速卡闲置率</translation>
    </message>
    <message>
        <source>Rent everything</source>
        <translation>全部租用</translation>
    </message>
    <message>
        <source>Own for the peak</source>
        <translation>按峰值自有</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Shared costs</source>
        <translation>共享成本</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Owned accelerators used by runs</source>
        <translation>训练任务使用的自有加速卡</translation>
    </message>
    <message>
        <source>Committed capacity used by runs</source>
        <translation>训练任务使用的承诺容量</translation>
    </message>
    <message>
        <source>Capacity blocks used by runs</source>
        <translation>训练任务使用的容量块</translation>
    </message>
    <message>
        <source>Idle capacity (owned, committed, blocks)</source>
        <translation>闲置容量（自有、承诺、容量块）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Forecast for the year, with actual spend</source>
        <translation>计入实际支出的年度预测</translation>
    </message>
    <message>
        <source>Actual spend to date</source>
        <translation>迄今实际支出</translation>
    </message>
    <message>
        <source>Runs with actual spend</source>
        <translation>有实际支出的训练任务</translation>
    </message>
    <message numerus="yes">
        <source>%1 spent on %n tracked runs</source>
        <translation>
            <numerusform>%n 个已跟踪训练任务已支出 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs&apos; own storage and network</source>
        <translation>训练任务自身的存储和网络</translation>
    </message>
    <message>
        <source>Runs&apos; compute</source>
        <translation>训练任务的算力</translation>
    </message>
    <message>
        <source>Runs&apos; other costs (checkpoints, logs)</source>
        <translation>训练任务的其他成本（检查点、日志）</translation>
    </message>
    <message>
        <source>Not placed, at on-demand prices</source>
        <translation>未排入，按按需价格计</translation>
    </message>
    <message>
        <source>Shared data (corpora, bought once)</source>
        <translation>共享数据（语料，只购买一次）</translation>
    </message>
    <message>
        <source>Shared people and operations</source>
        <translation>共享的人力与运维</translation>
    </message>
    <message>
        <source>Blended saving against on demand</source>
        <translation>相对按需的综合节省</translation>
    </message>
    <message>
        <source>This plan prices it alone (pricing: %1): %2.</source>
        <translation>本方案单独为其定价（定价方式：%1）：%2。</translation>
    </message>
    <message>
        <source>“%1” is a run of the portfolio “%2”, which does not place it and charges it %3 at on-demand prices. %4</source>
        <translation>“%1”是项目组合“%2”中的训练任务；组合未排入它，按按需价格向其计费 %3。%4</translation>
    </message>
    <message>
        <source>“%1” is a run of the portfolio “%2”, which schedules it %3 – %4 on %5 and charges it %6: %7 for its own use and %8 as its share of idle capacity, data and shared costs (%9). %10</source>
        <translation>“%1”是项目组合“%2”中的训练任务；组合将其排在 %3 – %4，使用 %5，向其计费 %6：自身使用 %7，另有 %8 为其分摊的闲置容量、数据和共享成本（%9）。%10</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioTiles</name>
    <message>
        <source>Against the annual budget</source>
        <translation>占年度预算</translation>
    </message>
    <message>
        <source>Covered by owned or committed</source>
        <translation>自有或承诺容量覆盖率</translation>
    </message>
    <message numerus="yes">
        <source>%n missed</source>
        <translation>
            <numerusform>%n 个延误</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chance of a miss</source>
        <translation>延误概率 %1</translation>
    </message>
    <message>
        <source>Idle capacity costs %1</source>
        <translation>闲置容量成本 %1</translation>
    </message>
    <message>
        <source>Saves %1 against renting on demand</source>
        <translation>相对按需租用节省 %1</translation>
    </message>
    <message>
        <source>P10–P90 %1 – %2</source>
        <translation>P10–P90 %1 – %2</translation>
    </message>
    <message>
        <source>Cash %1, of it %2 to buy accelerators</source>
        <translation>现金 %1，其中 %2 用于购买加速卡</translation>
    </message>
    <message>
        <source>Budget %1, warning at %2</source>
        <translation>预算 %1，预警线 %2</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>无预算</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>…… 另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>The year costs %1: %2.</source>
        <translation>本年度成本 %1：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Of it %1 for %n run instance(s) not placed, at on-demand prices</source>
        <translation>
            <numerusform>其中 %1 来自 %n 个未排入的任务实例，按按需价格计</numerusform>
        </translation>
    </message>
    <message>
        <source>Finding the cheapest fleet…</source>
        <translation>正在寻找成本最低的机队…</translation>
    </message>
    <message>
        <source>No owned pool: there is no fleet to decide.</source>
        <translation>没有自有资源池：无需决定机队规模。</translation>
    </message>
    <message>
        <source>Owning anything from %1 to %2 is within %3 a year.</source>
        <translation>自有 %1 至 %2 张的全年成本都相差在 %3 以内。</translation>
    </message>
    <message>
        <source>Decision: own %1 and commit %2, %3 a year, %4 less than this fleet.</source>
        <translation>决策：自有 %1、承诺 %2，每年 %3，比当前机队少 %4。</translation>
    </message>
    <message>
        <source>Decision: this fleet is within %1 of the cheapest found (own %2, commit %3).</source>
        <translation>决策：当前机队与找到的最低成本机队（自有 %2、承诺 %3）相差在 %1 以内。</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioWindow</name>
    <message>
        <source>LLM TCO portfolios (*.tcoportfolio);;All files (*)</source>
        <translation>LLM TCO 项目组合 (*.tcoportfolio);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Open Portfolio…</source>
        <translation>打开项目组合(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Portfolio</source>
        <translation>保存项目组合(&amp;S)</translation>
    </message>
    <message>
        <source>Save Portfolio &amp;As…</source>
        <translation>项目组合另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;Executive Report…</source>
        <translation>导出管理层报告(&amp;E)…</translation>
    </message>
    <message>
        <source>At most 4 pages for the annual budget meeting: PDF, HTML or CSV</source>
        <translation>供年度预算会议使用，最多 4 页：PDF、HTML 或 CSV</translation>
    </message>
    <message>
        <source>Export &amp;Full Report…</source>
        <translation>导出完整报告(&amp;F)…</translation>
    </message>
    <message>
        <source>Every run, month and pool: PDF, HTML or CSV</source>
        <translation>每个训练任务、每月和每个资源池：PDF、HTML 或 CSV</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Present the Year</source>
        <translation>演示本年度(&amp;P)</translation>
    </message>
    <message>
        <source>Large figures and one chart per page for the budget meeting (Esc leaves)</source>
        <translation>供预算会议使用的大字数据和每页一张图表（Esc 退出）</translation>
    </message>
    <message>
        <source>Runs on the fleet</source>
        <translation>机群上的训练任务</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>资金</translation>
    </message>
    <message>
        <source>Chargeback</source>
        <translation>成本分摊</translation>
    </message>
    <message>
        <source>Fleet decision</source>
        <translation>机群决策</translation>
    </message>
    <message>
        <source>Drag a run to move it (Ctrl+Z undoes it). Double-click a run to open it as the plan in the main window; its changes flow back here.</source>
        <translation>拖动训练任务可移动它（Ctrl+Z 撤销）。双击训练任务可在主窗口中将其作为方案打开；其修改会同步回这里。</translation>
    </message>
    <message>
        <source>%1[*] — Portfolio — LLM TCO Planner</source>
        <translation>%1[*] — 项目组合 — LLM TCO 规划器</translation>
    </message>
    <message>
        <source>Save Portfolio</source>
        <translation>保存项目组合</translation>
    </message>
    <message>
        <source>portfolio-report</source>
        <translation>项目组合报告</translation>
    </message>
    <message>
        <source>Open Portfolio</source>
        <translation>打开项目组合</translation>
    </message>
    <message>
        <source>The portfolio has changes that are not saved.</source>
        <translation>项目组合有尚未保存的修改。</translation>
    </message>
    <message>
        <source>&amp;Compare With Portfolio…</source>
        <translation>与项目组合对比(&amp;C)…</translation>
    </message>
    <message>
        <source>What moved the annual cost from this portfolio to another, by cause</source>
        <translation>从本项目组合到另一项目组合，年度成本按成因如何变化</translation>
    </message>
    <message>
        <source>Compare With &amp;Renting Everything</source>
        <translation>与全部租用对比(&amp;R)</translation>
    </message>
    <message>
        <source>What moved the annual cost if no accelerator were owned, committed or blocked</source>
        <translation>若不自有、不承诺、不预订容量块，年度成本按成因如何变化</translation>
    </message>
    <message>
        <source>Compare With Portfolio</source>
        <translation>与项目组合对比</translation>
    </message>
    <message>
        <source>The planned cost by month, run and pool in the FinOps Foundation&apos;s FOCUS columns, to load beside the bills in a FinOps tool</source>
        <translation>按月、运行和资源池的计划成本，采用 FinOps 基金会的 FOCUS 列，可在 FinOps 工具中与账单并列载入</translation>
    </message>
    <message>
        <source>portfolio</source>
        <translation>项目组合</translation>
    </message>
</context>
<context>
    <name>planner::PresentationMode</name>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Large figures and one chart per page, for a meeting (Esc leaves)</source>
        <translation>大字号指标，每页一张图表，适合会议（按 Esc 退出）</translation>
    </message>
</context>
<context>
    <name>planner::PresentationWindow</name>
    <message>
        <source>hidden costs %1</source>
        <translation>隐性成本 %1</translation>
    </message>
    <message>
        <source>%1 GPUs · project %2 months</source>
        <translation>%1 张 GPU · 项目 %2 个月</translation>
    </message>
    <message>
        <source>Presentation — LLM TCO Planner</source>
        <translation>演示模式 — LLM TCO 规划器</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>½ accelerators</source>
        <translation>加速卡减半</translation>
    </message>
    <message>
        <source>What if we use half the accelerators? (undoable)</source>
        <translation>如果只用一半的加速卡会怎样？（可撤销）</translation>
    </message>
    <message>
        <source>× 2 accelerators</source>
        <translation>加速卡翻倍</translation>
    </message>
    <message>
        <source>What if we use twice the accelerators? (undoable)</source>
        <translation>如果加速卡数量翻倍会怎样？（可撤销）</translation>
    </message>
</context>
<context>
    <name>planner::PrimaryControls</name>
    <message>
        <source>Use optimal (%1)</source>
        <translation>使用最优值（%1）</translation>
    </message>
    <message>
        <source>Use the optimal checkpoint interval</source>
        <translation>使用最优检查点间隔</translation>
    </message>
    <message>
        <source>Key drivers</source>
        <translation>关键因素</translation>
    </message>
    <message>
        <source>Cluster and pricing</source>
        <translation>集群与计费</translation>
    </message>
    <message>
        <source>Set the checkpoint interval to %1, the interval with the lowest total on the model&apos;s own curve: Young/Daly&apos;s τ* ≈ √(2·δ·M) (δ = checkpoint write time, M = cluster MTBF) where that is the minimum, else the curve&apos;s minimum.</source>
        <translation>把检查点间隔设为 %1，即模型自身曲线上总成本最低的间隔：若 Young/Daly 的 τ* ≈ √(2·δ·M)（δ = 检查点写入时间，M = 集群 MTBF）就是最低点则取它，否则取曲线的最低点。</translation>
    </message>
    <message>
        <source>No checkpoint interval lets this plan run.</source>
        <translation>任何检查点间隔都无法让本方案跑通。</translation>
    </message>
</context>
<context>
    <name>planner::Prompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>以后再说(&amp;L)</translation>
    </message>
    <message>
        <source>LLM TCO plans (*.tcoplan);;All files (*)</source>
        <translation>LLM TCO 方案 (*.tcoplan);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>planner::ProseTexts</name>
    <message>
        <source>%1 per node-day</source>
        <translation>每节点每天 %1</translation>
    </message>
    <message>
        <source>%1 bytes per parameter</source>
        <translation>每参数 %1 字节</translation>
    </message>
    <message>
        <source>%1 bytes per token</source>
        <translation>每 token %1 字节</translation>
    </message>
    <message>
        <source>%1 CPU-hours per TB</source>
        <translation>每 TB %1 CPU 小时</translation>
    </message>
    <message>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <source>%1 GB per node-day</source>
        <translation>每节点每天 %1 GB</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 per GB/s and month</source>
        <translation>每 GB/s 每月 %1</translation>
    </message>
    <message>
        <source>%1 per CPU-hour</source>
        <translation>每 CPU 小时 %1</translation>
    </message>
    <message>
        <source>%1 per GB</source>
        <translation>每 GB %1</translation>
    </message>
    <message>
        <source>%1 per GB-month</source>
        <translation>每 GB 每月 %1</translation>
    </message>
    <message>
        <source>%1 per MWh</source>
        <translation>每 MWh %1</translation>
    </message>
    <message>
        <source>%1 per accelerator</source>
        <translation>每张加速卡 %1</translation>
    </message>
    <message>
        <source>%1 per accelerator-hour</source>
        <translation>每加速卡小时 %1</translation>
    </message>
    <message>
        <source>%1 per accelerator-month</source>
        <translation>每张加速卡每月 %1</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>%1 per node-month</source>
        <translation>每节点每月 %1</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 accelerators</source>
        <translation>%1 张加速卡</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>每节点 %1</translation>
    </message>
    <message>
        <source>%1 checkpoints</source>
        <translation>%1 个检查点</translation>
    </message>
    <message>
        <source>%1 attention heads</source>
        <translation>%1 个注意力头</translation>
    </message>
    <message>
        <source>%1 kg CO₂ per kWh</source>
        <translation>每 kWh %1 千克 CO₂</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
    <message>
        <source>%1 people</source>
        <translation>%1 人</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 条序列</translation>
    </message>
    <message>
        <source>%1 pipeline stages</source>
        <translation>%1 个流水线阶段</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>elastic</source>
        <translation>弹性</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Optimal checkpoint interval</source>
        <translation>最优检查点间隔</translation>
    </message>
    <message>
        <source>Hot spare accelerators</source>
        <translation>热备加速卡</translation>
    </message>
    <message>
        <source>Stronger operational practice</source>
        <translation>更强的运维实践</translation>
    </message>
    <message>
        <source>Fewer accelerators</source>
        <translation>更少的加速卡</translation>
    </message>
    <message>
        <source>More accelerators</source>
        <translation>更多的加速卡</translation>
    </message>
    <message>
        <source>The fastest accelerator count</source>
        <translation>最快的加速卡数量</translation>
    </message>
    <message>
        <source>Enough accelerators to fit the model</source>
        <translation>足以放下模型的加速卡数量</translation>
    </message>
    <message>
        <source>Full activation recomputation</source>
        <translation>完全激活重计算</translation>
    </message>
    <message>
        <source>Shard everything (ZeRO-3 / FSDP)</source>
        <translation>全部切分（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <source>Rent on demand</source>
        <translation>按需租用</translation>
    </message>
    <message>
        <source>Rent reserved</source>
        <translation>预留租用</translation>
    </message>
    <message>
        <source>Rent spot</source>
        <translation>竞价租用</translation>
    </message>
    <message>
        <source>Buy the cluster</source>
        <translation>购买集群</translation>
    </message>
    <message>
        <source>Cheapest storage mix</source>
        <translation>成本最低的存储组合</translation>
    </message>
    <message>
        <source>Deduplicate the data</source>
        <translation>数据去重</translation>
    </message>
    <message>
        <source>Train in fp8</source>
        <translation>使用 fp8 训练</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>buy (owned cluster)</source>
        <translation>购买（自有集群）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>于</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Hoffmann et al. 2022</source>
        <translation>Hoffmann 等 2022</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 第 %1 阶段</translation>
    </message>
    <message>
        <source>typical for the plan</source>
        <extracomment>compute.mfu = 0: the plan uses the MFU published runs of its class reached (docs/model.md)</extracomment>
        <translation>该方案的典型值</translation>
    </message>
</context>
<context>
    <name>planner::ResultsSplitter</name>
    <message>
        <source>Drag to give the figures or the charts more room; drag to the top to hide the figures</source>
        <translation>拖动以调整数字与图表的空间；拖到顶部可隐藏数字</translation>
    </message>
</context>
<context>
    <name>planner::ScenarioHeader</name>
    <message>
        <source>The plan&apos;s name, shown in reports and comparisons</source>
        <translation>方案名称，会显示在报告和对比中</translation>
    </message>
    <message>
        <source>Properties…</source>
        <translation>属性…</translation>
    </message>
    <message>
        <source>Name, description, project, experiment and team of this plan</source>
        <translation>本方案的名称、说明、项目、实验和团队</translation>
    </message>
    <message>
        <source>Project: %1</source>
        <translation>项目：%1</translation>
    </message>
    <message>
        <source>Experiment: %1</source>
        <translation>实验：%1</translation>
    </message>
    <message>
        <source>Team: %1</source>
        <translation>团队：%1</translation>
    </message>
    <message>
        <source>No project, experiment or team yet</source>
        <translation>尚未填写项目、实验或团队</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>开始于</translation>
    </message>
    <message>
        <source>The day the project starts: preparation begins, and the main run follows after the preparation months. A plan without a date starts on the first day of next month.</source>
        <translation>项目开始的日期：准备阶段从这天开始，准备阶段的几个月结束后进行主训练。未设日期的方案从下个月第一天开始。</translation>
    </message>
    <message>
        <source>Unnamed plan — click to name it</source>
        <translation>未命名方案——点击此处命名</translation>
    </message>
    <message>
        <source>Plan properties</source>
        <translation>方案属性</translation>
    </message>
</context>
<context>
    <name>planner::ScenarioPropertiesDialog</name>
    <message>
        <source>e.g. 70B dense, 15T tokens, H100</source>
        <translation>例如：70B 稠密模型，15T token，H100</translation>
    </message>
    <message>
        <source>What this plan assumes and what it is for</source>
        <translation>本方案的假设和用途</translation>
    </message>
    <message>
        <source>Cost is attributed to this project</source>
        <translation>成本计入该项目</translation>
    </message>
    <message>
        <source>e.g. ablation-3</source>
        <translation>例如：ablation-3</translation>
    </message>
    <message>
        <source>e.g. pre-training</source>
        <translation>例如：预训练</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>说明(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>项目(&amp;P)：</translation>
    </message>
    <message>
        <source>E&amp;xperiment:</source>
        <translation>实验(&amp;X)：</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>团队(&amp;T)：</translation>
    </message>
    <message>
        <source>Created:</source>
        <translation>创建时间：</translation>
    </message>
    <message>
        <source>Last saved:</source>
        <translation>上次保存：</translation>
    </message>
    <message>
        <source>not yet saved</source>
        <translation>尚未保存</translation>
    </message>
    <message numerus="yes">
        <source>The description is too long to be saved: at most %n bytes.</source>
        <translation>
            <numerusform>说明太长，无法保存：最多 %n 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>Plan Properties</source>
        <translation>方案属性</translation>
    </message>
</context>
<context>
    <name>planner::SlideDeck</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Take back the last change (Ctrl+Z)</source>
        <translation>撤回上一次修改（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Previous chart (Left, Page Up)</source>
        <translation>上一张图表（←、Page Up）</translation>
    </message>
    <message>
        <source>Previous chart</source>
        <translation>上一张图表</translation>
    </message>
    <message>
        <source>Next chart (Right, Page Down, Space)</source>
        <translation>下一张图表（→、Page Down、空格）</translation>
    </message>
    <message>
        <source>Next chart</source>
        <translation>下一张图表</translation>
    </message>
    <message>
        <source>Leave Presentation (Esc)</source>
        <translation>退出演示（Esc）</translation>
    </message>
</context>
<context>
    <name>planner::Terms</name>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>This plan: %1</source>
        <translation>本方案：%1</translation>
    </message>
    <message>
        <source>Main run</source>
        <translation>主训练</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Cumulative cash</source>
        <translation>累计现金</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <extracomment>Qt date format of a month: the spend timeline and the report&apos;s spend table (&quot;Jan 2027&quot;; Chinese &quot;yyyy年M月&quot;)</extracomment>
        <translation>yyyy年M月</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>P90 %1 · %2</source>
        <translation>P90 %1 · %2</translation>
    </message>
    <message>
        <source>Cost change</source>
        <translation>成本变化</translation>
    </message>
    <message>
        <source>vs plan</source>
        <translation>相对方案</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>no budget set</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Fixed costs</source>
        <translation>固定成本</translation>
    </message>
    <message>
        <source>Elastic costs</source>
        <translation>弹性成本</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <source>Project length</source>
        <translation>项目周期</translation>
    </message>
    <message>
        <source>Effective MFU (goodput)</source>
        <translation>有效 MFU（有效产出）</translation>
    </message>
    <message>
        <source>Budget status</source>
        <translation>预算状态</translation>
    </message>
    <message>
        <source>Spend over time</source>
        <translation>支出时间线</translation>
    </message>
    <message>
        <source>Trade-offs</source>
        <translation>权衡曲线</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation (MFU)</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Predicted loss</source>
        <translation>预测损失</translation>
    </message>
    <message>
        <source>Compute-optimal</source>
        <translation>计算最优</translation>
    </message>
    <message>
        <source>Cheapest count</source>
        <translation>成本最低的数量</translation>
    </message>
    <message>
        <source>Checkpoint interval (log scale)</source>
        <translation>检查点间隔（对数刻度）</translation>
    </message>
    <message>
        <source>Wall-clock time of the main run (days, log scale)</source>
        <translation>主训练墙钟时间（天，对数刻度）</translation>
    </message>
    <message>
        <source>Current %1</source>
        <translation>当前 %1</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>No valid plan here</source>
        <translation>此处无可行方案</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Save Plan As</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>打印报告</translation>
    </message>
    <message>
        <source>Import Actual Spend</source>
        <translation>导入实际支出</translation>
    </message>
    <message>
        <source>Import Progress</source>
        <translation>导入进度</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>假如…</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Improve this plan</source>
        <translation>改进本方案</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>应用：%1</translation>
    </message>
    <message>
        <source>No change the planner checked makes this plan feasible.</source>
        <translation>规划器核算过的调整都不能使本方案可行。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Budget status judges</source>
        <translation>预算状态依据</translation>
    </message>
    <message>
        <source>Plan name</source>
        <translation>方案名称</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Export Executive Report</source>
        <translation>导出管理层报告</translation>
    </message>
    <message>
        <source>Export Full Report</source>
        <translation>导出完整报告</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <source>%1-executive</source>
        <extracomment>The suggested file name of an executive report: the plan&apos;s or portfolio&apos;s file name and a suffix.</extracomment>
        <translation>%1-管理层报告</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>Export FOCUS CSV</source>
        <translation>导出 FOCUS CSV</translation>
    </message>
    <message>
        <source>The FOCUS export could not be written to %1.</source>
        <translation>无法将 FOCUS 导出写入 %1。</translation>
    </message>
    <message>
        <source>FOCUS forecast written to %1</source>
        <translation>FOCUS 预测已写入 %1</translation>
    </message>
    <message>
        <source>%1-focus</source>
        <extracomment>The suggested file name of a FOCUS export: the plan&apos;s or portfolio&apos;s file name and a suffix.</extracomment>
        <translation>%1-FOCUS</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Export FOC&amp;US 1.2 CSV…</source>
        <translation>导出 FOCUS 1.2 CSV(&amp;U)…</translation>
    </message>
    <message>
        <source>The report could not be written to %1.</source>
        <translation>无法将报告写入 %1。</translation>
    </message>
</context>
<context>
    <name>planner::TrackingAlert</name>
    <message>
        <source>Show Tracking</source>
        <translation>显示跟踪</translation>
    </message>
    <message>
        <source>The actual spend against the plan, the forecast and what explains the difference</source>
        <translation>实际支出与方案的对比、预测以及差异的原因</translation>
    </message>
</context>
<context>
    <name>planner::TrackingMode</name>
    <message>
        <source>&amp;Track</source>
        <translation>跟踪(&amp;T)</translation>
    </message>
    <message>
        <source>Import Actual &amp;Spend…</source>
        <translation>导入实际支出(&amp;S)…</translation>
    </message>
    <message>
        <source>Read a billing export (CSV) and compare what was spent with this plan</source>
        <translation>读取账单导出文件（CSV），将实际支出与本方案对比</translation>
    </message>
    <message>
        <source>Import &amp;Progress…</source>
        <translation>导入进度(&amp;P)…</translation>
    </message>
    <message>
        <source>Read the tokens trained and accelerator-hours used so far (CSV): the forecast then uses the run&apos;s measured MFU and failure rate</source>
        <translation>读取迄今已训练的 token 数和已用的加速卡小时（CSV）：预测随后采用本次训练实测的 MFU 和故障率</translation>
    </message>
    <message>
        <source>&amp;Forget Imported Actuals</source>
        <translation>清除导入的实际数据(&amp;F)</translation>
    </message>
    <message>
        <source>Remove the imported spend and progress from this plan (undoable)</source>
        <translation>从本方案中移除导入的支出和进度（可撤销）</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a spend or progress file may be at most %3 MiB.</source>
        <translation>%1 大小为 %2 MiB；支出或进度文件最大为 %3 MiB。</translation>
    </message>
    <message numerus="yes">
        <source>Added %n spend lines from %1</source>
        <translation>
            <numerusform>已从 %1 追加 %n 条支出记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to the %n already imported.</source>
        <translation>
            <numerusform>（原有 %n 条）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added progress from %1: %n points in all.</source>
        <translation>
            <numerusform>已从 %1 追加进度：共 %n 个点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n spend lines from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 行支出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n progress points from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 个进度点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines already imported were not counted twice.</source>
        <translation>
            <numerusform>%n 条已导入的记录未重复计算。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines with errors were left out.</source>
        <translation>
            <numerusform>已略去 %n 行有错误的数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.csv.gz *.txt);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>planner::TrackingPanel</name>
    <message>
        <source>&lt;b&gt;No actual spend imported.&lt;/b&gt; Track ▸ Import Actual Spend reads a billing export (CSV: date, category, phase, amount, optional currency and tags) and compares it with this plan month by month. Import Progress adds the tokens trained and accelerator-hours used, so the forecast at completion uses the MFU and failure rate the run actually shows. Both are saved with the plan.</source>
        <translation>&lt;b&gt;尚未导入实际支出。&lt;/b&gt;“跟踪 ▸ 导入实际支出”读取账单导出文件（CSV：日期、类别、阶段、金额，以及可选的币种和标签），并逐月与本方案对比。“导入进度”添加已训练的 token 数和已用的加速卡小时，使完工预测采用本次训练实际表现出的 MFU 和故障率。两者都随方案一起保存。</translation>
    </message>
    <message>
        <source>&lt;b&gt;To date by category&lt;/b&gt;</source>
        <translation>&lt;b&gt;按类别的迄今支出&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;By phase&lt;/b&gt;</source>
        <translation>&lt;b&gt;按阶段&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Actual spend by tag&lt;/b&gt;</source>
        <translation>&lt;b&gt;按标签的实际支出&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the measured run changes in the total&lt;/b&gt;</source>
        <translation>&lt;b&gt;实测训练数据对总成本的影响&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computing the forecast at completion…</source>
        <translation>正在计算完工预测…</translation>
    </message>
    <message>
        <source>Import progress to measure the run&apos;s MFU and failure rate</source>
        <translation>导入进度，以实测本次训练的 MFU 和故障率</translation>
    </message>
    <message>
        <source>The main run has not started: there is no MFU or failure rate to measure yet</source>
        <translation>主训练尚未开始：还没有可测量的 MFU 或故障率</translation>
    </message>
</context>
<context>
    <name>planner::TrackingTexts</name>
    <message>
        <source>No budget to track against</source>
        <translation>没有可对照跟踪的预算</translation>
    </message>
    <message>
        <source>The plan cannot run, so there is nothing to track the actual spend against.</source>
        <translation>方案无法运行，因此实际支出没有可对照的对象。</translation>
    </message>
    <message>
        <source>The plan has no budget (budget.usd = 0): there is no warning or review line to track against.</source>
        <translation>方案没有预算（budget.usd = 0）：没有可对照跟踪的预警线或复核线。</translation>
    </message>
    <message>
        <source>The actual spend of %1 is past the review line (%2).</source>
        <translation>实际支出 %1 已超过复核线（%2）。</translation>
    </message>
    <message>
        <source>The actual spend of %1 is past the warning line (%2).</source>
        <translation>实际支出 %1 已超过预警线（%2）。</translation>
    </message>
    <message>
        <source>At the measured MFU and failure rate the run cannot finish, so it will pass the review line (%1).</source>
        <translation>按实测的 MFU 和故障率，本次训练无法完成，因此将超过复核线（%1）。</translation>
    </message>
    <message>
        <source>The forecast at completion of %1 (P50) is past the review line (%2).</source>
        <translation>完工预测 %1（P50）已超过复核线（%2）。</translation>
    </message>
    <message>
        <source>The forecast at completion of %1 (P50) is past the warning line (%2).</source>
        <translation>完工预测 %1（P50）已超过预警线（%2）。</translation>
    </message>
    <message>
        <source>Within budget: the actual spend and the forecast at completion (P50) are below the warning line (%1).</source>
        <translation>在预算内：实际支出和完工预测（P50）均低于预警线（%1）。</translation>
    </message>
    <message>
        <source>Spent %1 by %2.</source>
        <translation>截至 %2 已支出 %1。</translation>
    </message>
    <message>
        <source>The plan had spent nothing by then.</source>
        <translation>按方案，截至该日尚无支出。</translation>
    </message>
    <message>
        <source>That is the plan to date (%1).</source>
        <translation>与方案的迄今支出相同（%1）。</translation>
    </message>
    <message>
        <source>That is %1 (%2) more than the plan to date (%3).</source>
        <translation>比方案的迄今支出（%3）多 %1（%2）。</translation>
    </message>
    <message>
        <source>That is %1 (%2) less than the plan to date (%3).</source>
        <translation>比方案的迄今支出（%3）少 %1（%2）。</translation>
    </message>
    <message>
        <source>At the measured MFU and failure rate the run cannot finish: there is no forecast at completion. Check the progress figures, or plan the run anew.</source>
        <translation>按实测的 MFU 和故障率，本次训练无法完成：没有完工预测。请检查进度数据，或重新规划本次训练。</translation>
    </message>
    <message>
        <source>Forecast at completion: %1 (P10 %2 – P90 %3) against the plan&apos;s %4.</source>
        <translation>完工预测：%1（P10 %2 – P90 %3），方案为 %4。</translation>
    </message>
    <message numerus="yes">
        <source>It finishes on %1, %n days after the plan&apos;s %2.</source>
        <translation>
            <numerusform>于 %1 完成，比方案的 %2 晚 %n 天。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It finishes on %1, %n days before the plan&apos;s %2.</source>
        <translation>
            <numerusform>于 %1 完成，比方案的 %2 早 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <source>It finishes on %1, as planned.</source>
        <translation>于 %1 完成，与方案一致。</translation>
    </message>
    <message>
        <source>(P10 %1 – P90 %2)</source>
        <translation>(P10 %1 – P90 %2)</translation>
    </message>
    <message>
        <source>No progress imported: the forecast keeps the plan&apos;s MFU and failure rate and adds the plan&apos;s cost still to come.</source>
        <translation>未导入进度：预测沿用方案的 MFU 和故障率，并加上方案中尚未发生的成本。</translation>
    </message>
    <message>
        <source>Measured by the progress: %1 tokens trained (%2 of the plan) in %3 accelerator-hours, an MFU of %4 (plan %5).</source>
        <translation>按进度实测：用 %3 加速卡小时训练了 %1 token（占方案的 %2），MFU 为 %4（方案为 %5）。</translation>
    </message>
    <message>
        <source>%1 interruptions: one every %2 accelerator-hours (plan: one every %3).</source>
        <translation>%1 次中断：每 %2 加速卡小时一次（方案：每 %3 加速卡小时一次）。</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <source>Planned to date</source>
        <translation>迄今计划</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差额</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Effect on total</source>
        <translation>对总额的影响</translation>
    </message>
    <message>
        <source>%1 (%2 planned to date)</source>
        <extracomment>A category or phase with the plan&apos;s spend to date: &quot;Preparation ($2.53M planned to date)&quot;</extracomment>
        <translation>%1（至今计划 %2）</translation>
    </message>
    <message>
        <source>Possibly an incomplete export: no spend on %1. The forecast may be too low; check that the export covers every account and phase.</source>
        <translation>导出可能不完整：%1 没有支出。预测可能偏低；请确认导出涵盖所有账户和阶段。</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <extracomment>The spend lines listed are followed by how many more there are: &quot;2, 5, 9 and 4 more&quot;</extracomment>
        <translation>
            <numerusform>另 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>A spend line of %1 is dated before the plan&apos;s start, %2 (line %3).</source>
        <translation>一条 %1 的支出记录日期早于方案开始日期 %2（第 %3 行）。</translation>
    </message>
    <message numerus="yes">
        <source>%n spend lines, %1 in all, are dated before the plan&apos;s start, %2 (lines %3).</source>
        <translation>
            <numerusform>%n 条支出记录（共 %1）日期早于方案开始日期 %2（第 %3 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>A spend line of %1 is dated after today, %2 (line %3).</source>
        <translation>一条 %1 的支出记录日期晚于今天 %2（第 %3 行）。</translation>
    </message>
    <message numerus="yes">
        <source>%n spend lines, %1 in all, are dated after today, %2 (lines %3).</source>
        <translation>
            <numerusform>%n 条支出记录（共 %1）日期晚于今天 %2（第 %3 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>A spend line of %1 is dated after the plan&apos;s finish, %2 (line %3).</source>
        <translation>一条 %1 的支出记录日期晚于方案结束日期 %2（第 %3 行）。</translation>
    </message>
    <message numerus="yes">
        <source>%n spend lines, %1 in all, are dated after the plan&apos;s finish, %2 (lines %3).</source>
        <translation>
            <numerusform>%n 条支出记录（共 %1）日期晚于方案结束日期 %2（第 %3 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>They are kept out of the spend to date and counted in the forecast at completion; check their dates.</source>
        <translation>这些记录不计入截至目前的支出，但计入完工预测；请核对其日期。</translation>
    </message>
    <message>
        <source>A saved progress point is not used, as the plan or the spend makes it impossible: %1.</source>
        <translation>一个已保存的进度点未被采用，因为方案或支出使其不可能成立：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n saved progress points are not used, as the plan or the spend makes them impossible: %1.</source>
        <translation>
            <numerusform>%n 个已保存的进度点未被采用，因为方案或支出使其不可能成立：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The progress implies an MFU of %1, outside the range the model takes: it is clamped to %2. Check the tokens and accelerator-hours.</source>
        <translation>该进度意味着 MFU 为 %1，超出模型接受的范围：已限定为 %2。请核对token 数和加速卡小时。</translation>
    </message>
    <message>
        <source>%1 of the plan&apos;s tokens are trained, more than it trains: the forecast counts the main run as done.</source>
        <translation>已训练方案 token 数的 %1，超过方案的训练量：预测将主训练视为已完成。</translation>
    </message>
    <message>
        <source>The measured failure rate is outside the range the model takes: the MTBF is clamped to %1 hours.</source>
        <translation>实测故障率超出模型接受的范围：MTBF 已限定为 %1 小时。</translation>
    </message>
    <message>
        <source>Progress on %1: the main run has not started (0 tokens in 0 accelerator-hours), so the forecast keeps the plan&apos;s MFU and failure rate and adds the plan&apos;s cost still to come.</source>
        <translation>%1 的进度：主训练尚未开始（0 个 token、0 加速器机时），因此预测沿用方案的 MFU 和故障率，并加上方案中尚未发生的成本。</translation>
    </message>
    <message>
        <source>(about %1 other values)</source>
        <extracomment>The row of a tag&apos;s values not listed: an estimated count (two significant digits)</extracomment>
        <translation>（约 %1 个其他值）</translation>
    </message>
    <message>
        <source>(1 other value)</source>
        <translation>（1 个其他值）</translation>
    </message>
    <message>
        <source>(%1 other values)</source>
        <translation>（%1 个其他值）</translation>
    </message>
    <message>
        <source>Each tag lists its %1 largest values and sums the rest in one row; a tag&apos;s first %2 values are told apart, and a value first seen after them is summed with the rest.</source>
        <translation>每个标签列出金额最大的 %1 个值，其余合并为一行；一个标签的前 %2 个值分别统计，在此之后首次出现的值计入合并行。</translation>
    </message>
</context>
<context>
    <name>planner::UserCatalog</name>
    <message>
        <source>%1: cannot be read as a catalog file (a CSV file of at most 1 MB).</source>
        <translation>%1：无法作为目录文件读取（须为不超过 1 MB 的 CSV 文件）。</translation>
    </message>
    <message>
        <source>%1, line %2, column &quot;%3&quot;, value &quot;%4&quot;: %5</source>
        <translation>%1，第 %2 行，列“%3”，值“%4”：%5</translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation>加速卡目录</translation>
    </message>
    <message>
        <source>These catalog files were not used; the built-in accelerators are available:

%1</source>
        <translation>以下目录文件未被使用；内置加速卡仍可用：

%1</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
</context>
<context>
    <name>planner::WaterfallPage</name>
    <message>
        <source>Compare %1 with:</source>
        <translation>将 %1 与以下方案对比：</translation>
    </message>
    <message>
        <source>Resource decisions behind the change</source>
        <translation>导致变化的资源决策</translation>
    </message>
    <message>
        <source>Plan to compare with the baseline</source>
        <translation>与基准对比的方案</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs &lt;b&gt;%2 more&lt;/b&gt; than %3 (%4).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 比 %3 &lt;b&gt;多花 %2&lt;/b&gt;（%4）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs &lt;b&gt;%2 less&lt;/b&gt; than %3 (%4).</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 比 %3 &lt;b&gt;少花 %2&lt;/b&gt;（%4）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; costs the same as %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 与 %2 成本相同。</translation>
    </message>
    <message>
        <source>No input differs: change the copy (Edit…) or copy values on the Inputs tab.</source>
        <translation>没有不同的输入：请修改副本（编辑…）或在“输入”页复制数值。</translation>
    </message>
    <message>
        <source>The resource decisions behind the change, largest first. Each input is moved from %1&apos;s value to %2&apos;s in turn, so together they add up to the whole difference.</source>
        <translation>导致变化的资源决策，按影响从大到小排列。每个输入依次从 %1 的数值改为 %2 的数值，因此它们合计正好等于全部差额。</translation>
    </message>
    <message>
        <source>Resource decision</source>
        <translation>资源决策</translation>
    </message>
    <message>
        <source>%1 (from)</source>
        <translation>%1（原值）</translation>
    </message>
    <message>
        <source>%1 (to)</source>
        <translation>%1（新值）</translation>
    </message>
    <message>
        <source>Total change</source>
        <translation>总变化</translation>
    </message>
</context>
<context>
    <name>planner::WhatFitsDialog</name>
    <message>
        <source>What Fits a Budget and a Deadline</source>
        <translation>按预算和截止期限求解</translation>
    </message>
    <message>
        <source>Find the values that meet your budget and deadline. Every other input stays as planned.</source>
        <translation>求出满足您的预算和截止期限的取值。其他输入均保持方案中的值。</translation>
    </message>
    <message>
        <source>(nothing else)</source>
        <translation>（无其他）</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>预算(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Deadline</source>
        <translation>截止期限(&amp;D)</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>for the whole project</source>
        <translation>针对整个项目</translation>
    </message>
    <message>
        <source>for the main run</source>
        <translation>针对主训练</translation>
    </message>
    <message>
        <source>P50 (as likely over as under)</source>
        <translation>P50（超出与不超出的可能性相同）</translation>
    </message>
    <message>
        <source>P90 (nine in ten runs stay within)</source>
        <translation>P90（10 次运行中有 9 次不超出）</translation>
    </message>
    <message>
        <source>&amp;Tokens per parameter at least</source>
        <translation>每参数 token 数不少于(&amp;T)</translation>
    </message>
    <message>
        <source>Predicted &amp;loss at most</source>
        <translation>预测损失不高于(&amp;L)</translation>
    </message>
    <message>
        <source>finish by</source>
        <translation>即截至</translation>
    </message>
    <message>
        <source>Solve for:</source>
        <translation>求解：</translation>
    </message>
    <message>
        <source>Hold budget and deadline at:</source>
        <translation>预算和截止期限的置信水平：</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Apply to Plan</source>
        <translation>应用到方案(&amp;A)</translation>
    </message>
    <message>
        <source>Set at least one target: a budget, a deadline, tokens per parameter or a predicted loss.</source>
        <translation>请至少设定一个目标：预算、截止期限、每参数 token 数或预测损失。</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>求解中…</translation>
    </message>
    <message>
        <source>The plan or the targets changed: solve again.</source>
        <translation>方案或目标已更改：请重新求解。</translation>
    </message>
    <message>
        <source>&amp;Apply Nearest Plan</source>
        <translation>应用最接近的方案(&amp;A)</translation>
    </message>
    <message>
        <source>No value gives a plan that can run. The plan&apos;s conditions say why; the &quot;Improve this plan&quot; advice lists what makes it run.</source>
        <translation>任何取值都无法得到可运行的方案。方案的状况说明了原因；“改进本方案”建议列出了使其可运行的调整。</translation>
    </message>
    <message>
        <source>Every target is met.</source>
        <translation>所有目标均已满足。</translation>
    </message>
    <message>
        <source>The %1 cannot be met.</source>
        <translation>无法满足%1。</translation>
    </message>
    <message>
        <source>The nearest plan meets the other targets and misses it by %1 (%2):</source>
        <translation>最接近的方案满足其他目标，但与该目标相差 %1（%2）：</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>求解结果</translation>
    </message>
    <message>
        <source>Total %1 (%2 %3) · main run %4 · project %5, %6 to %7</source>
        <translation>总成本 %1（%2 %3）· 主训练 %4 · 项目 %5，%6 至 %7</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>未满足</translation>
    </message>
    <message>
        <source>met, and it binds</source>
        <translation>已满足，且是限制因素</translation>
    </message>
    <message>
        <source>met</source>
        <translation>已满足</translation>
    </message>
    <message>
        <source>%1: %2; plan %3 — %4</source>
        <translation>%1：目标 %2；方案 %3 — %4</translation>
    </message>
    <message>
        <source>An MFU of %1 is above what published large runs reach (35–45 %).</source>
        <translation>MFU 为 %1，高于已公开的大规模训练所达到的水平（35–45 %）。</translation>
    </message>
    <message>
        <source>Use the &amp;Main-Run Answer</source>
        <translation>采用主训练的求解结果(&amp;M)</translation>
    </message>
    <message>
        <source>Hold the deadline for the main run alone and take its answer</source>
        <translation>仅对主训练设定截止期限，并采用其求解结果</translation>
    </message>
    <message>
        <source>No value meets the deadline for the project.</source>
        <translation>没有任何取值能满足项目的截止期限。</translation>
    </message>
    <message>
        <source>The project&apos;s fixed phases (preparation and post-training) take %1: no value of %2 meets %3 for the project.</source>
        <translation>项目的固定阶段（准备阶段和训练后阶段）需要 %1：%2 取任何值，项目都无法在 %3 内完成。</translation>
    </message>
    <message>
        <source>For the main run alone: %1.</source>
        <translation>仅主训练：%1。</translation>
    </message>
    <message>
        <source>Applied to the plan.</source>
        <translation>已应用到方案。</translation>
    </message>
    <message>
        <source>%1 by %2 (%3)</source>
        <translation>%1 相差 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>No plan meets every target. The nearest plan misses %n of them:</source>
        <translation>
            <numerusform>没有任何方案能满足所有目标。最接近的方案未满足其中 %n 项：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::WhatIfStrip</name>
    <message>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <source>This is the plan as it is</source>
        <translation>这是方案的当前状态</translation>
    </message>
    <message>
        <source>Apply to the plan (one undo step):
%1</source>
        <translation>应用到方案（可一步撤销）：
%1</translation>
    </message>
    <message>
        <source>Remove this pinned variant</source>
        <translation>移除此固定变体</translation>
    </message>
    <message>
        <source>Remove pinned variant %1</source>
        <translation>移除固定变体 %1</translation>
    </message>
    <message>
        <source>9 in 10 simulated runs of this variant cost at most this much</source>
        <translation>此变体的 10 次模拟运行中有 9 次成本不超过此值</translation>
    </message>
    <message>
        <source>The plan with one thing changed, each evaluated by the model; click one to apply it</source>
        <translation>每项只改动方案中的一处，均由模型核算；点击即可应用</translation>
    </message>
    <message>
        <source>Pin…</source>
        <translation>固定…</translation>
    </message>
    <message>
        <source>Keep a variant of your own next to the plan (saved with it)</source>
        <translation>在方案旁保留一个您自己的变体（随方案保存）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Days vs plan</source>
        <translation>天数变化</translation>
    </message>
    <message>
        <source>Being computed: the simulated runs of this variant follow</source>
        <translation>计算中：此变体的模拟运行随后给出</translation>
    </message>
</context>
<context>
    <name>planner::WindowActions</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Method: Formulas, Defaults and Sources</source>
        <translation>方法：公式、默认值与来源(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;About LLM TCO Planner</source>
        <translation>关于 LLM TCO 规划器(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>About LLM TCO Planner</source>
        <translation>关于 LLM TCO 规划器</translation>
    </message>
    <message>
        <source>&lt;h3&gt;LLM TCO Planner %1&lt;/h3&gt;&lt;p&gt;Plan the total cost of ownership of pre-training a large language model: compute, failures and checkpoints, storage, energy, people and the hidden costs, live as you change the assumptions.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Every default is an editable assumption, not a quote.&lt;/b&gt; Where the defaults come from: prices are dated list prices; hardware figures come from vendor data sheets; failure rates, checkpoint and memory figures from published training runs; the cost structure, hidden costs and budget lines from three source articles:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%2&lt;/li&gt;&lt;li&gt;%3&lt;/li&gt;&lt;li&gt;%4&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Each input&apos;s tooltip names its source; Help ▸ Method shows every formula and default with its source.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY. Charts are drawn with QCustomPlot (GPL-3.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LLM TCO 规划器 %1&lt;/h3&gt;&lt;p&gt;规划大语言模型预训练的总拥有成本：算力、故障与检查点、存储、能耗、人力以及隐性成本，修改假设时实时更新。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每个默认值都是可编辑的假设，而不是报价。&lt;/b&gt;默认值的来源：价格为注明日期的标价；硬件参数来自厂商数据手册；故障率、检查点和显存数据来自公开的训练记录；成本结构、隐性成本和预算线来自三篇源文章：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%2&lt;/li&gt;&lt;li&gt;%3&lt;/li&gt;&lt;li&gt;%4&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;每个输入项的提示写明其来源；“帮助 ▸ 方法”列出每个公式和默认值及其来源。&lt;/p&gt;&lt;p&gt;本程序依据 GNU 通用公共许可证第 3 版或（由您选择）任何更高版本（GPL-3.0-or-later）授权。本程序不提供任何担保。图表使用 QCustomPlot（GPL-3.0）绘制。&lt;/p&gt;</translation>
    </message>
</context>
</TS>
