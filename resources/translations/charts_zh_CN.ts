<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>planner::BreakEvenChart</name>
    <message>
        <source>Buy or rent: total cost against fleet utilisation</source>
        <translation>购买还是租用：总成本与集群利用率</translation>
    </message>
    <message>
        <source>Fleet utilisation of an owned cluster</source>
        <translation>自有集群的利用率</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Total cost: %2&lt;br&gt;Wall-clock: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;总成本：%2&lt;br&gt;墙钟时间：%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Break-even&lt;/b&gt; at %1 utilisation&lt;br&gt;Buying and renting both cost %2</source>
        <translation>&lt;b&gt;盈亏平衡点&lt;/b&gt;：利用率 %1&lt;br&gt;购买与租用的成本均为 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy at %1 utilisation&lt;/b&gt;&lt;br&gt;Total cost: %2</source>
        <translation>&lt;b&gt;以 %1 利用率购买&lt;/b&gt;&lt;br&gt;总成本：%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Against on-demand: %1</source>
        <translation>&lt;br&gt;相对按需：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Against reserved: %1</source>
        <translation>&lt;br&gt;相对预留：%1</translation>
    </message>
    <message>
        <source>Break-even %1</source>
        <translation>盈亏平衡 %1</translation>
    </message>
    <message>
        <source>Break-even, reserved %1</source>
        <translation>与预留持平 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Buy at %1 utilisation&lt;/b&gt;</source>
        <translation>&lt;b&gt;以 %1 利用率购买&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>planner::ChartView</name>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <source>Export chart as PDF</source>
        <translation>将图表导出为 PDF</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Wall-clock time of the main run (days)</source>
        <translation>主训练墙钟时间（天）</translation>
    </message>
    <message>
        <source>Wall-clock days (right axis)</source>
        <translation>墙钟天数（右轴）</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总成本（%1）</translation>
    </message>
</context>
<context>
    <name>planner::CheckpointIntervalChart</name>
    <message>
        <source>Optimum of each storage mix</source>
        <translation>各存储配比下的最优点</translation>
    </message>
    <message>
        <source>Optimum %1</source>
        <translation>最优 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Optimum of a storage mix&lt;/b&gt;&lt;br&gt;Interval: %1&lt;br&gt;Total cost: %2</source>
        <translation>&lt;b&gt;该存储配比下的最优点&lt;/b&gt;&lt;br&gt;间隔：%1&lt;br&gt;总成本：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Interval: %2&lt;br&gt;Total cost: %3&lt;br&gt;Wall-clock: %4&lt;br&gt;Expected failures: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;间隔：%2&lt;br&gt;总成本：%3&lt;br&gt;墙钟时间：%4&lt;br&gt;预期故障次数：%5</translation>
    </message>
    <message>
        <source>Cost with all storage warm</source>
        <translation>全部温存储时的成本</translation>
    </message>
    <message>
        <source>Cost with all storage hot</source>
        <translation>全部热存储时的成本</translation>
    </message>
    <message>
        <source>&lt;b&gt;Interval %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;间隔 %1&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>planner::CompareGpuCountChart</name>
    <message>
        <source>Accelerator count: time against cost of each plan</source>
        <translation>加速卡数量：各方案的时间与成本</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (its plan)&lt;br&gt;Wall-clock: %2&lt;br&gt;Total cost: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（其方案）&lt;br&gt;墙钟时间：%2&lt;br&gt;总成本：%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 GPUs&lt;br&gt;Total cost: %3&lt;br&gt;Wall-clock: %4&lt;br&gt;Expected failures: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 张 GPU&lt;br&gt;总成本：%3&lt;br&gt;墙钟时间：%4&lt;br&gt;预期故障：%5 次</translation>
    </message>
</context>
<context>
    <name>planner::CompareIntervalChart</name>
    <message>
        <source>Checkpoint interval: total cost of each plan</source>
        <translation>检查点间隔：各方案的总成本</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (its plan)&lt;br&gt;Interval: %2&lt;br&gt;Total cost: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（其方案）&lt;br&gt;间隔：%2&lt;br&gt;总成本：%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Interval %2: no valid plan (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;间隔 %2：无可行方案（%3）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Interval: %2&lt;br&gt;Total cost: %3&lt;br&gt;Wall-clock: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;间隔：%2&lt;br&gt;总成本：%3&lt;br&gt;墙钟时间：%4</translation>
    </message>
</context>
<context>
    <name>planner::CostBreakdownChart</name>
    <message>
        <source>Cost breakdown by category and phase</source>
        <translation>按类别和阶段的成本构成</translation>
    </message>
    <message>
        <source>Fixed / elastic</source>
        <translation>固定 / 弹性</translation>
    </message>
    <message>
        <source>Hidden costs (hatched)</source>
        <translation>隐性成本（斜线填充）</translation>
    </message>
    <message>
        <source>Hidden costs, %1</source>
        <translation>隐性成本，%1</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Elastic</source>
        <translation>弹性</translation>
    </message>
    <message>
        <source>Hidden costs: %1 (%2 of the total)</source>
        <translation>隐性成本：%1（占总成本 %2）</translation>
    </message>
    <message>
        <source>Fixed %1 (%2)  ·  elastic %3 (%4)</source>
        <translation>固定 %1（%2） · 弹性 %3（%4）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fixed costs&lt;/b&gt;: %1 (%2)&lt;br&gt;Paid whatever the run does: people, data, operations, owned or reserved capacity.</source>
        <translation>&lt;b&gt;固定成本&lt;/b&gt;：%1（%2）&lt;br&gt;无论训练进展如何都要支付：人力、数据、运维、自有或预留的算力。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Elastic costs&lt;/b&gt;: %1 (%2)&lt;br&gt;Grow with run time and failures: rented accelerator-hours, energy, storage, failures.</source>
        <translation>&lt;b&gt;弹性成本&lt;/b&gt;：%1（%2）&lt;br&gt;随运行时间和故障增长：租用的加速卡小时、能耗、存储、故障。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2&lt;br&gt;%3 (%4 of the total)&lt;br&gt;Category: %5, %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2&lt;br&gt;%3（占总成本 %4）&lt;br&gt;该类别：%5，%6</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;A hidden cost: easy to leave out of a budget.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;隐性成本：做预算时容易遗漏。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hidden costs (hatched): %1 (%2)</source>
        <translation>隐性成本（斜线填充）：%1（%2）</translation>
    </message>
    <message>
        <source>No valid plan:
%1
so no cost breakdown</source>
        <translation>无可行方案：
%1
因此没有成本构成</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
</context>
<context>
    <name>planner::CostHistoryChart</name>
    <message>
        <source>Training cost of frontier models over time</source>
        <translation>前沿模型训练成本的历史变化</translation>
    </message>
    <message>
        <source>This plan (%1)</source>
        <translation>本方案（%1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;This plan&lt;/b&gt;&lt;br&gt;%1: %2&lt;br&gt;Total cost of ownership from the model</source>
        <translation>&lt;b&gt;本方案&lt;/b&gt;&lt;br&gt;%1：%2&lt;br&gt;模型计算的总拥有成本</translation>
    </message>
    <message>
        <source>Trend (needs two frontier runs)</source>
        <translation>趋势（至少需要两个前沿训练）</translation>
    </message>
    <message numerus="yes">
        <source>Trend of %n frontier runs %1–%2: ×%3 per year (×%4–×%5); Cottier et al. 2024: ×%6</source>
        <translation>
            <numerusform>%n 个前沿训练的趋势（%1–%2）：每年 ×%3（×%4–×%5）；Cottier 等 2024：×%6</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2：%3</translation>
    </message>
    <message>
        <source> (estimates %1 to %2)</source>
        <translation>（估计 %1 至 %2）</translation>
    </message>
    <message>
        <source>not in the trend</source>
        <translation>不计入趋势</translation>
    </message>
    <message>
        <source>frontier run, in the trend</source>
        <translation>前沿训练，计入趋势</translation>
    </message>
    <message>
        <source>more than 10× below the year&apos;s most expensive run, not in the trend</source>
        <translation>比当年最贵的训练低 10 倍以上，不计入趋势</translation>
    </message>
    <message>
        <source>Cost of one training run (%1, log scale)</source>
        <translation>单次训练成本（%1，对数刻度）</translation>
    </message>
    <message>
        <source>forecast; %1&apos;s largest run: %2</source>
        <extracomment>Second line of a past forecast&apos;s label on the history chart: %1 the forecast&apos;s year, %2 what its most expensive finished run cost</extracomment>
        <translation>预测；%1 年最大的训练：%2</translation>
    </message>
</context>
<context>
    <name>planner::FeasibleRegionChart</name>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>checkpoint every %1</source>
        <translation>每 %1 保存检查点</translation>
    </message>
    <message>
        <source>Feasible region: where budget and deadline both hold</source>
        <translation>可行区域：预算和截止期限同时满足的范围</translation>
    </message>
    <message>
        <source>&amp;Across:</source>
        <translation>横轴(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Up:</source>
        <translation>纵轴(&amp;U)：</translation>
    </message>
    <message>
        <source>The input on this axis; every other input stays as in the plan</source>
        <translation>此坐标轴上的输入；其他输入均保持方案中的值</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1（对数刻度）</translation>
    </message>
    <message>
        <source>Budget and deadline hold</source>
        <translation>满足预算和截止期限</translation>
    </message>
    <message>
        <source>Runs, but misses a target</source>
        <translation>可运行，但未达目标</translation>
    </message>
    <message>
        <source>Days of the main run</source>
        <translation>主训练天数</translation>
    </message>
    <message>
        <source>Days of the project</source>
        <translation>项目天数</translation>
    </message>
    <message>
        <source>Cheapest plan meeting both</source>
        <translation>同时满足两者的最低成本方案</translation>
    </message>
    <message>
        <source>Deadline %1</source>
        <translation>截止期限 %1</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>未设预算</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>未设截止期限</translation>
    </message>
    <message>
        <source>deadline %1 for the main run</source>
        <translation>主训练截止期限 %1</translation>
    </message>
    <message>
        <source>deadline %1 for the project</source>
        <translation>项目截止期限 %1</translation>
    </message>
    <message>
        <source>shaded by the point estimate; the %1 shading follows</source>
        <translation>按点估计着色；%1 着色随后显示</translation>
    </message>
    <message>
        <source>shaded by the point estimate</source>
        <translation>按点估计着色</translation>
    </message>
    <message>
        <source>shaded at P90: both hold in 9 of 10 outcomes (%1 samples a cell)</source>
        <translation>按 P90 着色：10 种结果中有 9 种同时满足两者（每格 %1 个样本）</translation>
    </message>
    <message>
        <source>shaded at P50: both hold in half the outcomes (%1 samples a cell)</source>
        <translation>按 P50 着色：一半的结果同时满足两者（每格 %1 个样本）</translation>
    </message>
    <message>
        <source>Targets: %1, %2 · %3</source>
        <translation>目标：%1，%2 · %3</translation>
    </message>
    <message>
        <source>Over budget and past the deadline</source>
        <translation>超出预算且超过截止期限</translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Past the deadline</source>
        <translation>超过截止期限</translation>
    </message>
    <message>
        <source>Total cost%1: %2</source>
        <translation>总成本%1：%2</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2：%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cheapest plan meeting both&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;同时满足两者的最低成本方案&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;This plan&lt;/b&gt;&lt;br&gt;%1, %2</source>
        <translation>&lt;b&gt;本方案&lt;/b&gt;&lt;br&gt;%1，%2</translation>
    </message>
</context>
<context>
    <name>planner::FleetDecisionChart</name>
    <message>
        <source>The fleet decision: annual cost against accelerators owned</source>
        <translation>机群决策：年度成本随自有加速卡数量的变化</translation>
    </message>
    <message>
        <source>At the cheapest commitment</source>
        <translation>在成本最低的承诺量下</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Misses a deadline</source>
        <translation>错过截止期限</translation>
    </message>
    <message>
        <source>Rent everything: %1</source>
        <translation>全部租用：%1</translation>
    </message>
    <message>
        <source>Own for the peak (%1): %2</source>
        <translation>按峰值自有（%1）：%2</translation>
    </message>
    <message>
        <source>Cheapest: own %1, commit %2: %3</source>
        <translation>成本最低：自有 %1，承诺 %2：%3</translation>
    </message>
    <message>
        <source>Cheapest fleet</source>
        <translation>成本最低的机群</translation>
    </message>
    <message>
        <source>Commit %1</source>
        <translation>承诺 %1</translation>
    </message>
    <message>
        <source>Break-even: owning more than %1 costs more than renting</source>
        <translation>盈亏平衡：自有超过 %1 张时比租用更贵</translation>
    </message>
    <message>
        <source>Accelerators owned</source>
        <translation>自有加速卡</translation>
    </message>
    <message>
        <source>Annual cost (%1)</source>
        <translation>年度成本（%1）</translation>
    </message>
    <message>
        <source>This fleet: own %1: %2</source>
        <translation>当前机群：自有 %1：%2</translation>
    </message>
    <message>
        <source>Within %1 of the cheapest: own %2 to %3</source>
        <translation>与最低成本相差在 %1 以内：自有 %2 至 %3</translation>
    </message>
</context>
<context>
    <name>planner::GanttChart</name>
    <message>
        <source>Runs on the fleet over the calendar</source>
        <translation>日历上机群中的训练任务</translation>
    </message>
    <message>
        <source>%1 to %2 (%3)</source>
        <translation>%1 至 %2（%3）</translation>
    </message>
    <message>
        <source>Deadline %1: %2</source>
        <translation>截止期限 %1：%2</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>团队 %1</translation>
    </message>
    <message>
        <source>Drag to move it; double-click to open it as a plan</source>
        <translation>拖动可移动；双击可作为方案打开</translation>
    </message>
    <message numerus="yes">
        <source>%n instances alike: the same days on the same kind of pool</source>
        <translation>
            <numerusform>%n 个相同实例：日期相同，资源池类型相同</numerusform>
        </translation>
    </message>
    <message>
        <source>each %1</source>
        <extracomment>One count (&quot;× 2&quot;) standing for each of several bars side by side</extracomment>
        <translation>每条 %1</translation>
    </message>
</context>
<context>
    <name>planner::GoodputChart</name>
    <message>
        <source>Productive training</source>
        <translation>有效训练</translation>
    </message>
    <message>
        <source>Checkpoint pauses</source>
        <translation>检查点暂停</translation>
    </message>
    <message>
        <source>Work lost to failures</source>
        <translation>故障损失的工作</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>%1
this plan</source>
        <translation>%1
本方案</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 GPUs (this plan)&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 张 GPU（本方案）&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 GPUs&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 张 GPU&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1: %2 (%3 GPU-h)</source>
        <translation>&lt;br&gt;%1：%2（%3 GPU 时）</translation>
    </message>
    <message>
        <source>&lt;br&gt;Wall-clock: %1</source>
        <translation>&lt;br&gt;墙钟时间：%1</translation>
    </message>
    <message>
        <source>Goodput by accelerator count</source>
        <translation>不同加速卡数量下的有效产出</translation>
    </message>
    <message>
        <source>Share of accelerator-hours</source>
        <translation>加速卡小时占比</translation>
    </message>
</context>
<context>
    <name>planner::GpuCountChart</name>
    <message>
        <source>Accelerator count: time against cost</source>
        <translation>加速卡数量：时间与成本</translation>
    </message>
    <message>
        <source>%1 GPUs (this plan)</source>
        <translation>%1 张 GPU（本方案）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 GPUs&lt;/b&gt; (%2)&lt;br&gt;Total cost: %3&lt;br&gt;Wall-clock: %4&lt;br&gt;Expected failures: %5&lt;br&gt;Effective MFU: %6</source>
        <translation>&lt;b&gt;%1 张 GPU&lt;/b&gt;（%2）&lt;br&gt;总成本：%3&lt;br&gt;墙钟时间：%4&lt;br&gt;预期故障次数：%5&lt;br&gt;有效 MFU：%6</translation>
    </message>
    <message>
        <source>Other accelerator counts</source>
        <translation>其他加速卡数量</translation>
    </message>
    <message>
        <source>This plan: no valid plan,</source>
        <translation>本方案：无可行方案，</translation>
    </message>
    <message>
        <source>Up to %1 GPUs the model does not fit</source>
        <translation>不超过 %1 张 GPU 时模型放不下</translation>
    </message>
    <message>
        <source>From %1 GPUs on the run cannot finish</source>
        <translation>从 %1 张 GPU 起训练无法完成</translation>
    </message>
    <message>
        <source>Cheapest: %1 GPUs</source>
        <translation>成本最低：%1 张 GPU</translation>
    </message>
</context>
<context>
    <name>planner::InfeasibleRegions</name>
    <message>
        <source>the run cannot finish:
failures outpace progress</source>
        <translation>训练无法完成：
故障损失超过进度</translation>
    </message>
    <message>
        <source>the model does not fit
in accelerator memory</source>
        <translation>模型放不进
加速卡显存</translation>
    </message>
    <message>
        <source>the accelerator is
not in the catalog</source>
        <translation>加速卡
不在目录中</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;No valid plan: %2.</source>
        <translation>%1&lt;br&gt;无可行方案：%2。</translation>
    </message>
    <message>
        <source>No valid plan
from %1 to %2</source>
        <translation>%1 至 %2
无可行方案</translation>
    </message>
    <message>
        <source>No valid plan
above %1</source>
        <translation>高于 %1
无可行方案</translation>
    </message>
    <message>
        <source>No valid plan
below %1</source>
        <translation>低于 %1
无可行方案</translation>
    </message>
</context>
<context>
    <name>planner::MfuChart</name>
    <message>
        <source>MFU: share of peak FLOP/s the training achieves</source>
        <translation>MFU：训练实际达到的峰值 FLOP/s 比例</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;MFU: %2&lt;br&gt;Total cost: %3&lt;br&gt;Wall-clock: %4&lt;br&gt;Cost per million tokens: %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;MFU：%2&lt;br&gt;总成本：%3&lt;br&gt;墙钟时间：%4&lt;br&gt;每百万 token 成本：%5</translation>
    </message>
    <message>
        <source>Run shorter than
the %1-month reserved
term: idle paid →</source>
        <translation>运行短于
%1 个月预留期：
空闲部分照付 →</translation>
    </message>
    <message>
        <source>&lt;b&gt;MFU %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;MFU %1&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>planner::PoolUtilisationChart</name>
    <message>
        <source>Utilisation and idle cost of owned and committed capacity</source>
        <translation>自有和承诺容量的利用率与闲置成本</translation>
    </message>
    <message>
        <source>Idle capacity (%1)</source>
        <translation>闲置容量（%1）</translation>
    </message>
    <message>
        <source>%1: utilisation</source>
        <translation>%1：利用率</translation>
    </message>
    <message>
        <source>%1: idle</source>
        <translation>%1：闲置</translation>
    </message>
</context>
<context>
    <name>planner::PortfolioMoneyChart</name>
    <message>
        <source>Money by month against the annual budget</source>
        <translation>按月资金与年度预算对比</translation>
    </message>
    <message>
        <source>Cost, cumulative</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Cash, cumulative</source>
        <translation>累计现金</translation>
    </message>
    <message>
        <source>Budget warning line</source>
        <translation>预算预警线</translation>
    </message>
    <message>
        <source>Budget review line</source>
        <translation>预算复核线</translation>
    </message>
    <message>
        <source>Owned accelerators worth %1 at the end</source>
        <translation>期末自有加速卡价值 %1</translation>
    </message>
    <message>
        <source>Accelerators bought (cash, not cost)</source>
        <translation>购买加速卡（现金，非成本）</translation>
    </message>
</context>
<context>
    <name>planner::RiskHistogramChart</name>
    <message>
        <source>Cost risk (Monte Carlo)</source>
        <translation>成本风险（蒙特卡洛）</translation>
    </message>
    <message>
        <source>Share of simulated runs</source>
        <translation>模拟次数占比</translation>
    </message>
    <message numerus="yes">
        <source>%n simulated runs</source>
        <translation>
            <numerusform>%n 次模拟</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulated runs</source>
        <translation>模拟结果</translation>
    </message>
    <message>
        <source>P10 %1 · %2</source>
        <translation>P10 %1 · %2</translation>
    </message>
    <message>
        <source>P50 %1 · %2</source>
        <translation>P50 %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 to %2&lt;/b&gt;&lt;br&gt;%n simulated runs&lt;br&gt;%3 of all runs</source>
        <translation>
            <numerusform>&lt;b&gt;%1 至 %2&lt;/b&gt;&lt;br&gt;%n 次模拟&lt;br&gt;占全部模拟的 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of simulated runs have no valid plan
(cannot finish or do not fit): not priced,
not in the histogram&apos;s percentiles</source>
        <translation>%1 的模拟无可行方案
（无法完成或放不进显存）：不计成本，
不计入直方图的分位数</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n simulated runs has a valid plan:
the plan cannot finish or does not fit</source>
        <translation>
            <numerusform>%n 次模拟均无可行方案：
方案无法完成或放不进显存</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost of one simulated run (%1)</source>
        <translation>单次模拟的总成本（%1）</translation>
    </message>
</context>
<context>
    <name>planner::ScalingLawChart</name>
    <message>
        <source>Scaling law at this compute budget</source>
        <translation>当前算力预算下的缩放定律</translation>
    </message>
    <message>
        <source>Parameters (log scale); tokens = compute / (k × parameters)</source>
        <translation>参数量（对数刻度）；token 数 = 算力 / (k × 参数量)</translation>
    </message>
    <message>
        <source>Same compute, other model sizes</source>
        <translation>相同算力下的其他模型规模</translation>
    </message>
    <message>
        <source>%1 parameters, %2 tokens
%3 tokens per parameter, loss %4</source>
        <translation>%1 参数，%2 token
每参数 %3 token，损失 %4</translation>
    </message>
    <message>
        <source>This plan
%1</source>
        <translation>本方案
%1</translation>
    </message>
    <message>
        <source>Compute-optimal
%1</source>
        <translation>算力最优
%1</translation>
    </message>
</context>
<context>
    <name>planner::SensitivityChart</name>
    <message>
        <source>Sensitivity: which inputs move the total most</source>
        <translation>敏感性：哪些输入对总成本影响最大</translation>
    </message>
    <message>
        <source>Input lowered</source>
        <translation>输入调低</translation>
    </message>
    <message>
        <source>Input raised</source>
        <translation>输入调高</translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 to %3: total %4 (%5)&lt;br&gt;Swing between both: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2至 %3：总成本 %4（%5）&lt;br&gt;两者之差：%6</translation>
    </message>
    <message>
        <source>Lowered</source>
        <translation>调低</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>调高</translation>
    </message>
    <message>
        <source>No valid plan: %1
no total to move</source>
        <translation>无可行方案：%1
没有可变动的总额</translation>
    </message>
    <message>
        <source>Total cost with one input moved (%1)</source>
        <translation>单个输入变动后的总成本（%1）</translation>
    </message>
</context>
<context>
    <name>planner::SpendTimelineChart</name>
    <message>
        <source>Bars show the cost: what the total charges, month by month; it sums to the total</source>
        <translation>柱形显示成本：总成本逐月计入的金额，各月之和等于总成本</translation>
    </message>
    <message>
        <source>Bars show the cash: money out when it leaves. Bought hardware is paid up front and its residual value comes back at the end; a reserved term is paid to its end</source>
        <translation>柱形显示现金：资金实际流出时计入。购买的硬件在开始时一次付清，残值在结束时收回；预留期要一直付到期满</translation>
    </message>
    <message>
        <source>Main run starts</source>
        <translation>主训练开始</translation>
    </message>
    <message>
        <source>Main run ends</source>
        <translation>主训练结束</translation>
    </message>
    <message>
        <source>No valid plan:
%1
so no spend timeline</source>
        <translation>无可行方案：
%1
因此没有支出时间线</translation>
    </message>
    <message>
        <source>Start of %1: nothing spent yet</source>
        <translation>%1初：尚无支出</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cumulative cost&lt;/b&gt; by the end of %1: %2</source>
        <translation>&lt;b&gt;累计成本&lt;/b&gt;（截至 %1末）：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cumulative cash&lt;/b&gt; by the end of %1: %2</source>
        <translation>&lt;b&gt;累计现金&lt;/b&gt;（截至 %1末）：%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 of the budget (%2)</source>
        <translation>&lt;br&gt;占预算 %1（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2&lt;br&gt;%3: %4&lt;br&gt;Month total: %5 · cumulative: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2&lt;br&gt;%3：%4&lt;br&gt;当月合计：%5 · 累计：%6</translation>
    </message>
    <message>
        <source>&lt;br&gt;Buys %1 accelerators up front: %2</source>
        <translation>&lt;br&gt;一次性购买 %1 张加速卡：%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Buys the network fabric up front: %1</source>
        <translation>&lt;br&gt;一次性购买互联网络：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Sells the hardware at the end: %1 back (book value %2 less the resale discount)</source>
        <translation>&lt;br&gt;期末出售硬件：收回 %1（账面价值 %2 扣除转售折价）</translation>
    </message>
    <message>
        <source>Bought: %1 up front (%2) · worth %3 at the end (%4) · %5 back after the resale discount</source>
        <translation>购入：首月支付 %1（%2）· 结束时账面价值 %3（%4）· 扣除转售折价后回收 %5</translation>
    </message>
    <message>
        <source>Reserved: %1 committed, paid over %2 months</source>
        <translation>预留：承诺 %1，分 %2 个月支付</translation>
    </message>
    <message>
        <source>Rented by the hour: the cash is the cost</source>
        <translation>按小时租用：现金支出即成本</translation>
    </message>
    <message>
        <source>%1 accelerators and their network fabric are bought in the first month; when the project ends the hardware is sold at its straight-line book value less the resale discount (ownership.resaleDiscount).</source>
        <translation>%1 张加速卡及其网络设备在首月购入；项目结束时硬件按直线折旧后的账面价值扣除转售折价出售（ownership.resaleDiscount）。</translation>
    </message>
    <message>
        <source>Actual spend</source>
        <translation>实际支出</translation>
    </message>
    <message>
        <source>Forecast at completion (P10–P90)</source>
        <translation>完工预测（P10–P90）</translation>
    </message>
    <message>
        <source>Forecast %1</source>
        <translation>预测 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Actual spend&lt;/b&gt; to the end of %1: %2</source>
        <translation>&lt;b&gt;实际支出&lt;/b&gt;（截至 %1末）：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forecast at completion&lt;/b&gt;: %1 (P10 %2 – P90 %3)&lt;br&gt;finishing in %4</source>
        <translation>&lt;b&gt;完工预测&lt;/b&gt;：%1（P10 %2 – P90 %3）&lt;br&gt;于 %4 完成</translation>
    </message>
    <message>
        <source>Per month (bars)</source>
        <translation>每月（柱）</translation>
    </message>
    <message>
        <source>Cumulative (lines, budget)</source>
        <translation>累计（曲线、预算）</translation>
    </message>
    <message>
        <source>Reserved for the run&apos;s length: the cash is the cost, month by month</source>
        <translation>预留期与训练等长：每月现金支出即成本</translation>
    </message>
    <message>
        <source>Cost %1 = net cash %2 − capex %3 + resale %4 − facility %5 + the hardware&apos;s use at the owned rate %6 + opportunity %7: the cost charges the cluster as it is used, the cash buys it and sells it</source>
        <translation>成本 %1 = 净现金 %2 − 资本支出 %3 + 转售 %4 − 机房设施 %5 + 按自有费率计的硬件使用 %6 + 机会成本 %7：成本按使用计提集群费用，现金则是买入再卖出</translation>
    </message>
    <message>
        <source>Cost and cash are both %1: the cash pays the reserved term to its end, %2 months from the main run&apos;s start</source>
        <translation>成本与现金均为 %1：现金支付预留期直到期满：从主训练开始起共 %2 个月</translation>
    </message>
    <message numerus="yes">
        <source>After the project: %1 more over %n months (storage kept, or a term&apos;s end), in the totals but not drawn</source>
        <extracomment>Spend after the project&apos;s last month: storage kept, or a reserved term&apos;s end</extracomment>
        <translation>
            <numerusform>项目结束后：%n 个月内另有 %1（保留的存储或期满前的费用），计入总额但未绘出</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget %1, cumulative →</source>
        <extracomment>The budget line across the cumulative curve: the whole budget, not a month&apos;s</extracomment>
        <translation>预算 %1（累计）→</translation>
    </message>
    <message>
        <source>Warning line %1 (%2), cumulative →</source>
        <translation>预警线 %1（%2，累计）→</translation>
    </message>
    <message>
        <source>Review line %1 (%2), cumulative →</source>
        <translation>复核线 %1（%2，累计）→</translation>
    </message>
    <message>
        <source>Forecast %1, with %2 dated outside the plan</source>
        <translation>预测 %1，其中 %2 的日期在计划之外</translation>
    </message>
</context>
<context>
    <name>planner::StorageTierChart</name>
    <message>
        <source>Storage tiering: hot share against the bill</source>
        <translation>存储分层：热存储比例与费用</translation>
    </message>
    <message>
        <source>Share of the working set on hot storage</source>
        <translation>工作集放在热存储上的比例</translation>
    </message>
    <message>
        <source>Storage bill</source>
        <translation>存储费用</translation>
    </message>
    <message>
        <source>Rest of the bill (stalls, failures, longer run)</source>
        <translation>其余费用（等待、故障、更长的运行）</translation>
    </message>
    <message>
        <source>Cheapest %1</source>
        <translation>最低成本 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hot share %1&lt;/b&gt;&lt;br&gt;Storage bill: %2 (%3)&lt;br&gt;Rest of the bill: %4 (%5)&lt;br&gt;Total: %6 (%7)&lt;br&gt;Storage throughput: %8 GB/s</source>
        <translation>&lt;b&gt;热存储比例 %1&lt;/b&gt;&lt;br&gt;存储费用：%2（%3）&lt;br&gt;其余费用：%4（%5）&lt;br&gt;合计：%6（%7）&lt;br&gt;存储吞吐：%8 GB/s</translation>
    </message>
    <message>
        <source>Change from all-warm storage (%1)</source>
        <translation>相对全部温存储的变化（%1）</translation>
    </message>
    <message>
        <source>Change from %1 hot storage (%2)</source>
        <translation>相对热存储占 %1 时的变化（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hot share %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;热存储比例 %1&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>planner::TypicalRunsChart</name>
    <message>
        <source>How typical is this plan</source>
        <translation>本方案有多典型</translation>
    </message>
    <message>
        <source>Active parameters (log scale)</source>
        <translation>激活参数量（对数刻度）</translation>
    </message>
    <message>
        <source>Accelerator-hours per trillion tokens (log scale)</source>
        <translation>每万亿 token 的加速器机时（对数刻度）</translation>
    </message>
    <message>
        <source>Typical MFU</source>
        <translation>典型 MFU</translation>
    </message>
    <message>
        <source>V100, TPU v3</source>
        <translation>V100、TPU v3</translation>
    </message>
    <message>
        <source>A100, TPU v4</source>
        <translation>A100、TPU v4</translation>
    </message>
    <message>
        <source>H100 class</source>
        <translation>H100 级</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>This plan
MFU %1 (%2)</source>
        <translation>本方案
MFU %1（%2）</translation>
    </message>
    <message>
        <source>typical</source>
        <translation>典型</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)&lt;br&gt;%3 accelerator-hours on %4 %5, %6 tokens&lt;br&gt;MFU %7 in this planner&apos;s terms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）&lt;br&gt;%4 块 %5 上 %3 加速器机时，%6 token&lt;br&gt;按本规划器口径 MFU %7</translation>
    </message>
    <message>
        <source>&lt;b&gt;This plan&lt;/b&gt;&lt;br&gt;%1 accelerator-hours per trillion tokens at MFU %2</source>
        <translation>&lt;b&gt;本方案&lt;/b&gt;&lt;br&gt;MFU %2 时每万亿 token %1 加速器机时</translation>
    </message>
    <message>
        <source>Typical for this plan&apos;s class: P10–P90, widened: no published runs of the class (nearest %1)</source>
        <translation>本计划同类的典型值：P10–P90，已放宽：此类无已发表训练（最接近 %1）</translation>
    </message>
    <message numerus="yes">
        <source>Typical for this plan&apos;s class: P10–P90 (%n published runs in the class)</source>
        <translation>
            <numerusform>本计划同类的典型值：P10–P90（同类已发表训练 %n 次）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>planner::WaterfallChart</name>
    <message>
        <source>What moved the total, by cost category</source>
        <translation>总成本因何变化（按成本类别）</translation>
    </message>
    <message>
        <source>Costs more</source>
        <translation>成本增加</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>成本节省</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1（%2 %3）</translation>
    </message>
    <message>
        <source>Total cost of ownership (%1) — the axis starts at %2, not at zero</source>
        <translation>总拥有成本（%1）——坐标轴从 %2 起，而非从零开始</translation>
    </message>
    <message>
        <source>Total cost of ownership (%1)</source>
        <translation>总拥有成本（%1）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Total: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;合计：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Change: %2&lt;br&gt;Running total: %3 → %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;变化：%2&lt;br&gt;累计：%3 → %4</translation>
    </message>
    <message>
        <source>%1 (%2) — the axis starts at %3, not at zero</source>
        <translation>%1（%2）——坐标轴从 %3 起，而非从零开始</translation>
    </message>
</context>
</TS>
