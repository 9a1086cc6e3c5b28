<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>planner::CsvReport</name>
    <message>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>Hidden costs (failures, experiments, idle)</source>
        <translation>隐性成本（故障、实验、闲置）</translation>
    </message>
    <message>
        <source>Cost per million training tokens</source>
        <translation>每百万训练 token 成本</translation>
    </message>
    <message>
        <source>Cost per effective PFLOP/s-day</source>
        <translation>每有效 PFLOP/s-天成本</translation>
    </message>
    <message>
        <source>Trained tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Accelerator-hours, productive</source>
        <translation>加速卡小时（有效）</translation>
    </message>
    <message>
        <source>Accelerator-hours, total allocated</source>
        <translation>加速卡小时（分配总计）</translation>
    </message>
    <message>
        <source>Wall-clock of the main run</source>
        <translation>主训练墙钟时间</translation>
    </message>
    <message>
        <source>CO2</source>
        <translation>二氧化碳</translation>
    </message>
    <message>
        <source>Expected failures</source>
        <translation>预期故障次数</translation>
    </message>
    <message>
        <source>Optimal checkpoint interval (lowest total)</source>
        <translation>最优检查点间隔（总成本最低）</translation>
    </message>
    <message>
        <source>Checkpoint interval by Young&apos;s formula (reference)</source>
        <translation>按 Young 公式的检查点间隔（参考）</translation>
    </message>
    <message>
        <source>Checkpoint interval by Daly&apos;s formula (reference)</source>
        <translation>按 Daly 公式的检查点间隔（参考）</translation>
    </message>
    <message>
        <source>Accelerators, peak</source>
        <translation>加速卡数（峰值）</translation>
    </message>
    <message>
        <source>Accelerators, average</source>
        <translation>加速卡数（平均）</translation>
    </message>
    <message>
        <source>Monte Carlo samples</source>
        <translation>蒙特卡洛样本数</translation>
    </message>
    <message>
        <source>Total cost, P10</source>
        <translation>总成本 P10</translation>
    </message>
    <message>
        <source>Total cost, P50</source>
        <translation>总成本 P50</translation>
    </message>
    <message>
        <source>Total cost, P90</source>
        <translation>总成本 P90</translation>
    </message>
    <message>
        <source>Total cost, mean</source>
        <translation>总成本均值</translation>
    </message>
    <message>
        <source>Main run, P10</source>
        <translation>主训练时长 P10</translation>
    </message>
    <message>
        <source>Main run, P50</source>
        <translation>主训练时长 P50</translation>
    </message>
    <message>
        <source>Main run, P90</source>
        <translation>主训练时长 P90</translation>
    </message>
    <message>
        <source>Share of simulated runs within budget</source>
        <translation>预算内模拟运行的比例</translation>
    </message>
    <message>
        <source>Valid plan (it can run)</source>
        <translation>可行方案（能够运行）</translation>
    </message>
    <message>
        <source>Share of simulated runs without a valid plan</source>
        <translation>无可行方案的模拟占比</translation>
    </message>
</context>
<context>
    <name>planner::FocusFile</name>
    <message>
        <source>FOCUS 1.2 CSV (*.csv)</source>
        <translation>FOCUS 1.2 CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>planner::ReportBuilder</name>
    <message>
        <source>%1 parameters, %2 training tokens, %3 (%4)</source>
        <translation>%1 参数、%2 训练 token、%3（%4）</translation>
    </message>
    <message>
        <source>Figure %1. %2</source>
        <translation>图 %1. %2</translation>
    </message>
    <message>
        <source>Total cost of ownership: %1</source>
        <translation>总拥有成本：%1</translation>
    </message>
    <message>
        <source>LLM TCO Planner · Total cost of ownership report</source>
        <translation>大模型训练总成本规划器 · 总拥有成本报告</translation>
    </message>
    <message>
        <source>Estimates from editable assumptions, not quotes</source>
        <translation>基于可编辑假设的估算，并非报价</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>LLM TCO Planner</source>
        <translation>LLM TCO Planner 大模型训练总成本规划器</translation>
    </message>
    <message>
        <source>Total cost of ownership report: pre-training a large language model</source>
        <translation>总拥有成本报告：大语言模型预训练</translation>
    </message>
    <message>
        <source>Generated on %1 at %2</source>
        <translation>生成于 %1 %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Total cost of ownership %1 (likely range %2 – %3) · %4</source>
        <translation>总拥有成本 %1（可能区间 %2 – %3）· %4</translation>
    </message>
    <message>
        <source>%1 — total %2</source>
        <translation>%1 — 合计 %2</translation>
    </message>
    <message>
        <source>All figures are estimates from editable assumptions, not quotes. Prices are dated defaults: check them against current offers before committing a budget.</source>
        <translation>所有数字均为基于可编辑假设的估算，并非报价。价格是标注了日期的默认值：确定预算前请与当前报价核对。</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>This plan trains a model of %1. It costs an estimated %2 in total; in 8 of 10 simulated runs the cost lies between %3 and %4 (P10–P90). The main training run takes %5; the whole project %6 months.</source>
        <translation>本方案训练的模型为：%1。估算总成本为 %2；在 10 次模拟运行中有 8 次的成本落在 %3 与 %4 之间（P10–P90）。主训练需要 %5；整个项目 %6 个月。</translation>
    </message>
    <message>
        <source>Likely range (P10–P90)</source>
        <translation>可能区间（P10–P90）</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>median %1 · %2 simulated runs</source>
        <translation>中位数 %1 · %2 次模拟运行</translation>
    </message>
    <message>
        <source>%1 of runs within budget</source>
        <translation>%1 的运行在预算内</translation>
    </message>
    <message>
        <source>Main training run</source>
        <translation>主训练</translation>
    </message>
    <message>
        <source>P90 %1 · project %2 months</source>
        <translation>P90 %1 · 项目 %2 个月</translation>
    </message>
    <message>
        <source>%1 per effective PFLOP/s-day</source>
        <translation>每有效 PFLOP/s-天 %1</translation>
    </message>
    <message>
        <source>%1 productive · peak %2 accelerators</source>
        <translation>有效 %1 · 峰值 %2 张加速卡</translation>
    </message>
    <message>
        <source>%1 of the total: failures, experiments, idle capacity</source>
        <translation>占总额 %1：故障、实验、闲置容量</translation>
    </message>
    <message>
        <source>planned %1 · %2 expected failures</source>
        <translation>计划 %1 · 预期故障 %2 次</translation>
    </message>
    <message>
        <source>The three biggest cost drivers</source>
        <translation>三大成本驱动因素</translation>
    </message>
    <message>
        <source>Cost category</source>
        <translation>成本类别</translation>
    </message>
    <message>
        <source>Share of total</source>
        <translation>占总额比例</translation>
    </message>
    <message>
        <source>Total at −%1</source>
        <translation>−%1 时总额</translation>
    </message>
    <message>
        <source>Total at +%1</source>
        <translation>+%1 时总额</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>波动幅度</translation>
    </message>
    <message>
        <source>Key figure</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>%1 (%2) vs A</source>
        <translation>相对 A：%1（%2）</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>已使用 %1</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Changes are against the baseline A; section 2 breaks them down.</source>
        <translation>变化均相对于基准 A；第 2 节给出分解。</translation>
    </message>
    <message>
        <source>Largest cost categories</source>
        <translation>最大成本类别</translation>
    </message>
    <message>
        <source>Inputs that move the total most (±%1)</source>
        <translation>对总额影响最大的输入（±%1）</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>%1 (swing %2)</source>
        <translation>%1（波动 %2）</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>%1 → %2: %3 → %4</source>
        <translation>%1 → %2：%3 → %4</translation>
    </message>
    <message>
        <source>%1 costs the same as %2.</source>
        <translation>%1 与 %2 成本相同。</translation>
    </message>
    <message>
        <source>%1 costs %2 more than %3 (%4).</source>
        <translation>%1 比 %3 多花 %2（%4）。</translation>
    </message>
    <message>
        <source>%1 costs %2 less than %3 (%4).</source>
        <translation>%1 比 %3 少花 %2（%4）。</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>相对变化</translation>
    </message>
    <message>
        <source>P50 of simulated runs</source>
        <translation>模拟运行 P50</translation>
    </message>
    <message>
        <source>P90 of simulated runs</source>
        <translation>模拟运行 P90</translation>
    </message>
    <message>
        <source>Main training run (days)</source>
        <translation>主训练（天）</translation>
    </message>
    <message>
        <source>Project length (months)</source>
        <translation>项目周期（月）</translation>
    </message>
    <message>
        <source>CO₂ (t)</source>
        <translation>CO₂（吨）</translation>
    </message>
    <message>
        <source>Orange: more cost or time in %1; green: less.</source>
        <translation>橙色：%1 的成本或时间更多；绿色：更少。</translation>
    </message>
    <message>
        <source>From %1 to %2 by cost category</source>
        <translation>按成本类别从 %1 到 %2</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>%1 总额</translation>
    </message>
    <message>
        <source>From %1&apos;s total (%2) to %3&apos;s (%4) by cost category.</source>
        <translation>按成本类别从 %1 的总额（%2）到 %3 的总额（%4）。</translation>
    </message>
    <message>
        <source>Change by cost category</source>
        <translation>按成本类别的变化</translation>
    </message>
    <message>
        <source>%1 other inputs</source>
        <translation>其他 %1 个输入</translation>
    </message>
    <message>
        <source>From %1 to %2 by input decision</source>
        <translation>按输入决策从 %1 到 %2</translation>
    </message>
    <message>
        <source>From %1&apos;s total to %2&apos;s by the inputs that differ, largest effects first.</source>
        <translation>按不同的输入从 %1 的总额到 %2 的总额，影响最大的在前。</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>不同的输入</translation>
    </message>
    <message>
        <source>Effect on the total</source>
        <translation>对总额的影响</translation>
    </message>
    <message>
        <source>Effects are found by moving %1&apos;s inputs to %2&apos;s one at a time, in the order of the assumptions table; an interaction between two inputs shows on the later one. The effects add up exactly to the difference in totals.</source>
        <translation>影响的计算方法：按假设条件表的顺序，逐个把 %1 的输入改为 %2 的取值；两个输入之间的交互效应计入后一个输入。各项影响之和恰好等于总额之差。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Every input of the model with its value and its default. ● marks a value that differs from the default. Under each input: where its default comes from. Every default is an editable assumption, not a quote.</source>
        <translation>模型的每个输入及其取值和默认值。● 表示取值与默认值不同。每个输入下方注明默认值的来源。所有默认值都是可编辑的假设，并非报价。</translation>
    </message>
    <message>
        <source>Input and source of the default</source>
        <translation>输入及默认值来源</translation>
    </message>
    <message>
        <source>Catalog: %1. Price dated %2: %3.</source>
        <translation>目录：%1。价格日期 %2：%3。</translation>
    </message>
    <message>
        <source>● differs from the default. Percentages are shares (e.g. MFU 40 % = 0.40).</source>
        <translation>● 与默认值不同。百分比表示比例（例如 MFU 40 % = 0.40）。</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Where the money goes, by cost category and project phase. Fixed costs do not change with the length of the main run; elastic costs grow with every extra hour. Categories marked † are hidden costs (section %1).</source>
        <translation>钱花在哪里：按成本类别和项目阶段划分。固定成本不随主训练时长变化；弹性成本随每多一小时而增加。标有 † 的类别为隐性成本（第 %1 节）。</translation>
    </message>
    <message>
        <source>Nature</source>
        <translation>性质</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>† hidden cost. Fixed: %1 (%2). Elastic: %3 (%4). Elastic cost per extra hour of the main run: %5.</source>
        <translation>† 隐性成本。固定：%1（%2）。弹性：%3（%4）。主训练每多一小时的弹性成本：%5。</translation>
    </message>
    <message>
        <source>Cost by category and phase, %1.</source>
        <translation>按类别和阶段的成本，%1。</translation>
    </message>
    <message>
        <source>Cost by category and phase.</source>
        <translation>按类别和阶段的成本。</translation>
    </message>
    <message>
        <source>All three source articles warn about costs that budgets tend to miss: work lost to failures and restarts, experiments before and around the main run, and capacity that is paid for but idle. They are in the totals above; here they are on their own.</source>
        <translation>三篇来源文章都提醒了预算容易遗漏的成本：故障与重启损失的工作、主训练之前和期间的实验，以及已付费却闲置的容量。它们已计入上面的总额；这里单独列出。</translation>
    </message>
    <message>
        <source>Together the hidden costs are %1, %2 of the total.</source>
        <translation>隐性成本合计 %1，占总额的 %2。</translation>
    </message>
    <message>
        <source>Hidden cost</source>
        <translation>隐性成本</translation>
    </message>
    <message>
        <source>What drives it</source>
        <translation>驱动因素</translation>
    </message>
    <message>
        <source>How to reduce it</source>
        <translation>如何降低</translation>
    </message>
    <message>
        <source>%1 expected failures, one every %2 on %3 accelerators; %4 accelerator-hours of lost work and restarts; %5 per restart; checkpoint every %6 (optimum %7).</source>
        <translation>预期故障 %1 次，在 %3 张加速卡上平均每 %2 一次；损失的工作和重启共 %4 加速卡小时；每次重启 %5；每 %6 保存一次检查点（最优 %7）。</translation>
    </message>
    <message>
        <source>Checkpoint at the optimal interval; write checkpoints asynchronously; keep hot spares and isolate failing nodes automatically.</source>
        <translation>按最优间隔保存检查点；异步写检查点；保留热备卡并自动隔离故障节点。</translation>
    </message>
    <message>
        <source>Pilots and ablations at %1 of the main run&apos;s compute; a %2 chance of a full re-run; %3 accelerator-hours in all.</source>
        <translation>试运行和消融实验占主训练计算量的 %1；整体重跑的概率为 %2；合计 %3 加速卡小时。</translation>
    </message>
    <message>
        <source>Scale up in stages; reuse pilot results; stop failing experiments early; settle hyper-parameters on small models.</source>
        <translation>分阶段扩大规模；复用试运行结果；尽早停止失败的实验；在小模型上确定超参数。</translation>
    </message>
    <message>
        <source>Allocation efficiency %1: %2 accelerator-hours allocated but unused (fragmentation, queues, forgotten test clusters).</source>
        <translation>分配效率 %1：%2 加速卡小时已分配但未使用（碎片化、排队、被遗忘的测试集群）。</translation>
    </message>
    <message>
        <source>Release test clusters with a time-to-live policy; pack jobs to avoid fragmentation; watch queues and unused reservations.</source>
        <translation>用存活时间（TTL）策略释放测试集群；紧凑调度作业以避免碎片化；监控排队和未使用的预留资源。</translation>
    </message>
    <message>
        <source>Hidden costs by phase</source>
        <translation>按阶段的隐性成本</translation>
    </message>
    <message>
        <source>Each curve moves one input with everything else fixed. The plan&apos;s setting and the optimum are marked; the table under each chart puts a price on the difference.</source>
        <translation>每条曲线只改变一个输入，其余保持不变。图中标出方案的设定和最优点；每张图下方的表格给出两者的成本差。</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设定</translation>
    </message>
    <message>
        <source>Against the plan</source>
        <translation>相对方案</translation>
    </message>
    <message>
        <source>Checkpointing every %1 instead of every %2 saves %3.</source>
        <translation>每 %1 而不是每 %2 保存一次检查点，可节省 %3。</translation>
    </message>
    <message>
        <source>The plan&apos;s interval is within %1 of the optimum: nothing to gain here.</source>
        <translation>方案的间隔与最优点相差不到 %1：此处没有节省空间。</translation>
    </message>
    <message>
        <source>Total cost and wall-clock days against MFU; the plan&apos;s MFU is marked. Higher MFU is always cheaper.</source>
        <translation>总成本和墙钟天数随 MFU 的变化；标出方案的 MFU。MFU 越高总是越便宜。</translation>
    </message>
    <message>
        <source>Five points more</source>
        <translation>提高 5 个百分点</translation>
    </message>
    <message>
        <source>Each 5 points of MFU are worth about %1 and %2: what a better-tuned training stack is worth.</source>
        <translation>MFU 每提高 5 个百分点约值 %1 和 %2：这就是更好地调优训练栈的价值。</translation>
    </message>
    <message>
        <source>Wall-clock days against total cost as the accelerator count varies from ÷%1 to ×%1; the plan and the cheapest count are marked.</source>
        <translation>加速卡数量从 ÷%1 到 ×%1 变化时墙钟天数与总成本的关系；标出方案和成本最低的数量。</translation>
    </message>
    <message>
        <source>More accelerators finish sooner but fail more often, so lost work grows; fewer take longer and pay people and fixed costs for longer.</source>
        <translation>加速卡越多完成越快，但故障更频繁，损失的工作也更多；越少则耗时越长，人力和固定成本也要支付更久。</translation>
    </message>
    <message>
        <source>Storage tiering</source>
        <translation>存储分层</translation>
    </message>
    <message>
        <source>Storage cost against the cost of a slower tier (stalls, longer checkpoints and restarts) as the hot share varies; the plan and the cheapest mix are marked.</source>
        <translation>热存储占比变化时，存储费用与较慢层级带来的成本（等待、更长的检查点和重启）的对比；标出方案和成本最低的组合。</translation>
    </message>
    <message>
        <source>Share on hot storage</source>
        <translation>热存储占比</translation>
    </message>
    <message>
        <source>Cheapest mix</source>
        <translation>成本最低的组合</translation>
    </message>
    <message>
        <source>Scaling law</source>
        <translation>缩放定律</translation>
    </message>
    <message>
        <source>Predicted loss against model size at this plan&apos;s compute; the plan and the compute-optimal point are marked (%1).</source>
        <translation>在本方案计算量下预测损失随模型规模的变化；标出方案和计算最优点（%1）。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Tokens per parameter</source>
        <translation>每参数 token 数</translation>
    </message>
    <message>
        <source>At this compute the model is larger than compute-optimal and trained on fewer tokens: a smaller model trained on more tokens would reach a lower loss for the same cost.</source>
        <translation>在此计算量下，模型大于计算最优规模且训练 token 较少：用更多 token 训练更小的模型，可以在相同成本下达到更低的损失。</translation>
    </message>
    <message>
        <source>At this compute the model is smaller than compute-optimal and trained on more tokens: it gives up a little loss in training for a model that is cheaper to serve.</source>
        <translation>在此计算量下，模型小于计算最优规模且训练 token 较多：在训练损失上略有让步，换来推理服务成本更低的模型。</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Failures are random and prices, MFU and reliability are uncertain. A Monte Carlo simulation of %1 runs (seed %2) varies MFU (±%3), prices (±%4) and the accelerators&apos; MTBF (±%5, one standard deviation each) and draws the number of failures of every run. The sensitivity analysis moves each input by ±%6 on its own.</source>
        <translation>故障是随机的，价格、MFU 和可靠性都不确定。蒙特卡洛模拟共 %1 次运行（随机种子 %2），对 MFU（±%3）、价格（±%4）和加速卡的 MTBF（±%5，均为一个标准差）进行扰动，并为每次运行抽取故障次数。敏感性分析则单独将每个输入变动 ±%6。</translation>
    </message>
    <message>
        <source>Distribution of the total cost over %1 simulated runs, with P10, P50 and P90.</source>
        <translation>%1 次模拟运行的总成本分布，含 P10、P50 和 P90。</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>分位数</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>1 in 10 runs costs less than this.</source>
        <translation>10 次运行中有 1 次低于此值。</translation>
    </message>
    <message>
        <source>The median: half of the runs cost more.</source>
        <translation>中位数：一半运行的成本更高。</translation>
    </message>
    <message>
        <source>9 in 10 runs cost at most this: plan the contingency against it.</source>
        <translation>10 次运行中有 9 次不超过此值：据此安排应急预算。</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>The average run.</source>
        <translation>平均运行。</translation>
    </message>
    <message>
        <source>The model&apos;s figure with every input at its planned value.</source>
        <translation>所有输入取计划值时模型给出的数字。</translation>
    </message>
    <message>
        <source>A contingency of %1 (%2 of the plan) on top of the plan covers 9 in 10 runs.</source>
        <translation>在方案之上预留 %1（方案的 %2）的应急预算，可覆盖 10 次运行中的 9 次。</translation>
    </message>
    <message>
        <source>The plan&apos;s figure already covers 9 in 10 simulated runs.</source>
        <translation>方案的数字已覆盖 10 次模拟运行中的 9 次。</translation>
    </message>
    <message>
        <source>%1 of the simulated runs stay within the budget of %2.</source>
        <translation>%1 的模拟运行在 %2 的预算之内。</translation>
    </message>
    <message>
        <source>No budget is set.</source>
        <translation>未设定预算。</translation>
    </message>
    <message>
        <source>Sensitivity (tornado): the total with each input lowered and raised by %1, largest effect on top.</source>
        <translation>敏感性（龙卷风图）：每个输入降低和提高 %1 时的总额，影响最大的在上。</translation>
    </message>
    <message>
        <source>The inputs that move the total most</source>
        <translation>对总额影响最大的输入</translation>
    </message>
    <message>
        <source>Cost magnitude in context</source>
        <translation>成本量级的历史参照</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>本报告</translation>
    </message>
    <message>
        <source>Total cost of ownership from the model</source>
        <translation>模型计算的总拥有成本</translation>
    </message>
    <message>
        <source>Method and sources</source>
        <translation>方法与来源</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>量</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>C = k · N_active · D, k = 6 (forward 2 + backward 4); optional attention term 6 · L · ctx · d per token</source>
        <translation>C = k · N_active · D，k = 6（前向 2 + 反向 4）；可选的注意力项为每 token 6 · L · ctx · d</translation>
    </message>
    <message>
        <source>Productive accelerator-hours</source>
        <translation>有效加速卡小时</translation>
    </message>
    <message>
        <source>H = C / (P_peak · MFU · 3600), MFU after the fp8 and topology penalties</source>
        <translation>H = C / (P_peak · MFU · 3600)，MFU 已扣除 fp8 和拓扑损失</translation>
    </message>
    <message>
        <source>MFU as defined by Chowdhery et al. 2022 (PaLM)</source>
        <translation>MFU 的定义见 Chowdhery 等 2022（PaLM）</translation>
    </message>
    <message>
        <source>Data-loading stall</source>
        <translation>数据加载等待</translation>
    </message>
    <message>
        <source>slow-down = max(1, tokens/s · bytes/token ÷ tier throughput)</source>
        <translation>减速系数 = max(1, tokens/s · 字节/token ÷ 存储层吞吐)</translation>
    </message>
    <message>
        <source>Failure rate</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>λ = G / MTBF_accelerator (+ spot pre-emptions per node)</source>
        <translation>λ = G / MTBF_加速卡（+ 每节点竞价实例抢占）</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Main-run time</source>
        <translation>主训练时间</translation>
    </message>
    <message>
        <source>First-order model after Young 1974 and Daly 2006</source>
        <translation>参照 Young 1974 和 Daly 2006 的一阶模型</translation>
    </message>
    <message>
        <source>Young 1974; Daly 2006</source>
        <translation>Young 1974；Daly 2006</translation>
    </message>
    <message>
        <source>E = G · T · P_avg · PUE; CO₂ = E · grid intensity; energy is billed only when not in the rental price</source>
        <translation>E = G · T · P_avg · PUE；CO₂ = E · 电网碳强度；只有电费不含在租用价格中时才计费</translation>
    </message>
    <message>
        <source>Owned hardware</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>L(N, D) = E + A/N^α + B/D^β with E = 1.82, A = 482.01, B = 2085.43, α = 0.3478, β = 0.3658</source>
        <translation>L(N, D) = E + A/N^α + B/D^β，其中 E = 1.82，A = 482.01，B = 2085.43，α = 0.3478，β = 0.3658</translation>
    </message>
    <message>
        <source>Besiroglu et al. 2024 (Hoffmann et al. 2022 as an option)</source>
        <translation>Besiroglu 等 2024（可选 Hoffmann 等 2022）</translation>
    </message>
    <message>
        <source>Monte Carlo over MFU, prices, MTBF and the number of failures: P10 / P50 / P90 of cost and time</source>
        <translation>对 MFU、价格、MTBF 和故障次数做蒙特卡洛模拟：成本和时间的 P10 / P50 / P90</translation>
    </message>
    <message>
        <source>Seeded and reproducible</source>
        <translation>固定随机种子，可复现</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>each input moved by ±%1 on its own, ranked by the swing of the total</source>
        <translation>每个输入单独变动 ±%1，按总额波动幅度排序</translation>
    </message>
    <message>
        <source>One-at-a-time analysis</source>
        <translation>单因素分析</translation>
    </message>
    <message>
        <source>Where the defaults come from</source>
        <translation>默认值的来源</translation>
    </message>
    <message>
        <source>Accelerators: dense peak TFLOP/s from the vendors&apos; data sheets; rental and purchase prices are dated defaults with a source per catalog row.</source>
        <translation>加速卡：稠密峰值 TFLOP/s 取自厂商数据手册；租用和购买价格是标注日期的默认值，目录中每一行都注明来源。</translation>
    </message>
    <message>
        <source>Checkpoints: 14 bytes per parameter (bf16 weights, fp32 master weights and two fp32 Adam moments).</source>
        <translation>检查点：每参数 14 字节（bf16 权重、fp32 主权重和两个 fp32 Adam 动量）。</translation>
    </message>
    <message>
        <source>Reading this report</source>
        <translation>如何阅读本报告</translation>
    </message>
    <message>
        <source>All figures are estimates from editable assumptions, not quotes. They are as good as the inputs: replace the defaults with your own prices, measured MFU and failure rates before committing a budget. The same report can be made from the command line: llm-tco report --scenario PLAN.tcoplan --out report.pdf.</source>
        <translation>所有数字均为基于可编辑假设的估算，并非报价，其准确性取决于输入：确定预算前，请用你自己的价格、实测 MFU 和故障率替换默认值。同样的报告也可以用命令行生成：llm-tco report --scenario PLAN.tcoplan --out report.pdf。</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>注意：</translation>
    </message>
    <message>
        <source>The inputs that move the total most when changed by ±%1</source>
        <translation>变动 ±%1 时对总额影响最大的输入</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <source>set budget.usd to track it</source>
        <translation>设置 budget.usd 以跟踪预算</translation>
    </message>
    <message>
        <source>%1 of %2 used</source>
        <translation>已使用 %2 的 %1</translation>
    </message>
    <message>
        <source>This plan trains a model of %1. It cannot run as planned, so it has no total cost, duration or energy: %2</source>
        <translation>本方案训练的模型为：%1。它无法按计划运行，因此没有总成本、时长或能耗：%2</translation>
    </message>
    <message>
        <source>No valid plan:</source>
        <translation>无可行方案：</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状况</translation>
    </message>
    <message>
        <source>%1 has no valid plan, so the totals of %2 and %3 cannot be compared: %4</source>
        <translation>%1 没有可行方案，因此无法比较 %2 与 %3 的总额：%4</translation>
    </message>
    <message>
        <source>Best interval</source>
        <translation>最佳间隔</translation>
    </message>
    <message>
        <source>Where the main run&apos;s accelerator-hours go (goodput) at a quarter, half, the plan&apos;s, twice and four times its accelerator count.</source>
        <translation>在方案加速卡数量的四分之一、一半、原数量、两倍和四倍时，主训练的加速卡小时的去向（有效产出）。</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>购买还是租用</translation>
    </message>
    <message>
        <source>Total cost of buying the cluster against its fleet utilisation, with the plan&apos;s totals when renting on demand, reserved and spot; the break-even utilisations are marked.</source>
        <translation>购买集群时的总成本随集群利用率的变化，并给出按需、预留和竞价租用时本方案的总额；标出盈亏平衡的利用率。</translation>
    </message>
    <message>
        <source>Buying costs the same as renting %1 at a fleet utilisation of %2.</source>
        <translation>集群利用率为 %2 时，购买与%1租用的成本相同。</translation>
    </message>
    <message>
        <source>No fleet utilisation makes buying as cheap as renting %1.</source>
        <translation>没有任何集群利用率能让购买与%1租用一样便宜。</translation>
    </message>
    <message>
        <source>Both are computed on the plan&apos;s totals, opportunity cost included; the plan assumes %1.</source>
        <translation>两者都按本方案的总额计算（含机会成本）；本方案假设利用率为 %1。</translation>
    </message>
    <message>
        <source>In none of the %1 simulated runs can the plan run: with the uncertain inputs drawn, it cannot finish or does not fit. There is no range to give.</source>
        <translation>在 %1 次模拟中方案都无法运行：按抽取的不确定输入，它无法完成或放不进显存。因此无法给出范围。</translation>
    </message>
    <message>
        <source>In %1 of the simulated runs the plan cannot run (it cannot finish or does not fit): those runs have no cost, and the percentiles below are over the other %2.</source>
        <translation>在 %1 的模拟中方案无法运行（无法完成或放不进显存）：这些模拟不计成本，下面的分位数基于其余 %2 次模拟。</translation>
    </message>
    <message>
        <source>size S = N · bytes/parameter; bandwidth B = min(nodes · per-node rate, tier limit) for each tier, mixed by the hot share; write time δ = S ÷ B; asynchronous and in-memory checkpoints block only for the copy to host memory</source>
        <translation>大小 S = N · 每参数字节数；每个存储层的带宽 B = min(节点数 · 每节点速率, 该层上限)，按热存储占比混合；写入时间 δ = S ÷ B；异步与内存检查点只在复制到主机内存时阻塞训练</translation>
    </message>
    <message>
        <source>T = T_prod · (1 + δ/τ) / (1 − λ · (τ/2 + δ + R)), R = detection and rescheduling + reading the checkpoint back; the run cannot finish when the denominator falls below 0.05</source>
        <translation>T = T_prod · (1 + δ/τ) / (1 − λ · (τ/2 + δ + R))，R = 故障检测与重新调度 + 读回检查点；分母低于 0.05 时训练无法完成</translation>
    </message>
    <message>
        <source>τ* = √(2δM) (Young); Daly&apos;s refinement for δ &lt; 2M, M = 1/λ; where the model&apos;s own curve is lower elsewhere (spot, high failure rates) its minimum is used</source>
        <translation>τ* = √(2δM)（Young）；δ &lt; 2M 时采用 Daly 的修正，M = 1/λ；若模型自身曲线在别处更低（竞价实例、高故障率），则采用曲线的最低点</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>显存容纳</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer state (sharded by ZeRO stage) + activations (less recomputation) per accelerator ≤ its memory less headroom</source>
        <translation>每张加速卡上的权重 + 梯度 + 优化器状态（按 ZeRO 阶段切分）+ 激活（扣除重计算节省的部分）≤ 其显存减去预留余量</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020; Korthikanti et al. 2022</source>
        <translation>Rajbhandari 等 2020；Korthikanti 等 2022</translation>
    </message>
    <message>
        <source>depreciation + fabric + facility per accelerator-hour at fleet utilisation; break-even: the utilisation at which the buy total equals the rental total</source>
        <translation>按集群利用率计算每加速卡小时的折旧 + 网络 + 机房费用；盈亏平衡点：购买总额等于租用总额时的利用率</translation>
    </message>
    <message>
        <source>Failures: MTBF of 50,000 hours per accelerator, from the interruptions of the Llama 3 405B run; restart, checkpoint practice and storage bandwidth from the “Established team” preset.</source>
        <translation>故障：每张加速卡的 MTBF 为 50,000 小时，取自 Llama 3 405B 训练的中断记录；重启、检查点做法和存储带宽取自“成熟团队”预设。</translation>
    </message>
    <message>
        <source>No valid plan: %1</source>
        <translation>无可行方案：%1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>状况</translation>
    </message>
    <message>
        <source>What it means for this plan</source>
        <translation>对本方案意味着什么</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>%1: none. The plan can run as sized, with no warning.</source>
        <translation>%1：无。方案按当前规模可以运行，没有警告。</translation>
    </message>
    <message>
        <source>None: the plan can run as sized, with no warning.</source>
        <translation>无：方案按当前规模可以运行，没有警告。</translation>
    </message>
    <message>
        <source>A plan with a condition of the kind “No valid plan” cannot run and has no totals; warnings leave the figures standing.</source>
        <translation>带有“无可行方案”类状况的方案无法运行，也没有总额；警告不影响数字本身。</translation>
    </message>
    <message>
        <source>This plan cannot run, so it has no figures here. %1 Section %2 lists the changes that make it feasible.</source>
        <translation>本方案无法运行，因此这里没有数字。%1 第 %2 节列出了使其可行的改动。</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>Each lever is a variant of the plan that the model has evaluated: the inputs it changes and the total and main-run time that result. Levers that would make the plan infeasible are left out. For a plan that can run they are ranked by the total saved; for one that cannot, the levers that make it feasible come first, cheapest first.</source>
        <translation>每个措施都是模型已计算过的方案变体：它改动的输入，以及由此得到的总额和主训练时间。会使方案不可行的措施不列出。可运行的方案按节省的总额排序；不可运行的方案则先列出使其可行的措施，成本低的在前。</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>The model found no lever that lowers this plan&apos;s cost or time.</source>
        <translation>模型没有找到能降低本方案成本或时间的措施。</translation>
    </message>
    <message>
        <source>The model found no single change that makes this plan feasible.</source>
        <translation>模型没有找到能使本方案可行的单项改动。</translation>
    </message>
    <message>
        <source>Lever</source>
        <translation>措施</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>makes it feasible</source>
        <translation>使其可行</translation>
    </message>
    <message>
        <source>%1 more levers help less.</source>
        <translation>另有 %1 项措施效果较小。</translation>
    </message>
    <message>
        <source>Failures, checkpoints and restarts</source>
        <translation>故障、检查点与重启</translation>
    </message>
    <message>
        <source>Failures arrive at λ = G / MTBF per hour on G accelerators, plus spot pre-emptions per node. Each failure costs the work since the last durable checkpoint (half an interval on average, plus a write that had not finished) and a restart: detecting the failure and rescheduling the job (shorter with hot spares, which swap the failed node in), then reading the checkpoint back.</source>
        <translation>在 G 张加速卡上，故障以每小时 λ = G / MTBF 的速率发生，另加每个节点的竞价抢占。每次故障会损失自上一个持久检查点以来的工作（平均半个间隔，加上尚未完成的写入），并需要一次重启：检测故障并重新调度作业（有热备时更快，直接替换故障节点），然后读回检查点。</translation>
    </message>
    <message>
        <source>Checkpoint bandwidth grows with the cluster: every node writes and reads its shard in parallel at a per-node rate to each storage tier, up to what the tier delivers in aggregate (Llama 3 sustained 2 TB/s for checkpoints on 16,384 GPUs). The hot share of the I/O runs at hot speed, the rest at warm speed.</source>
        <translation>检查点带宽随集群规模增长：每个节点以每节点速率并行地向各存储层写入和读取自己的分片，上限为该层的总吞吐（Llama 3 在 16,384 张 GPU 上检查点持续达到 2 TB/s）。热存储部分的 I/O 以热存储速度进行，其余以温存储速度进行。</translation>
    </message>
    <message>
        <source>Asynchronous checkpoints pause training only while each accelerator copies its shard to host memory; the write to storage overlaps compute, and a new checkpoint cannot start before the last one is written. In-memory (multi-level) checkpoints also keep a copy in other hosts&apos; memory: a failure that the loss of one node explains restarts from that copy, the others from storage.</source>
        <translation>异步检查点只在每张加速卡把分片复制到主机内存时暂停训练；写入存储与计算重叠，且上一个检查点写完之前不能开始新的检查点。内存（多级）检查点还在其他主机的内存中保留副本：由单个节点丢失引起的故障从该副本重启，其余故障从存储重启。</translation>
    </message>
    <message>
        <source>The main run&apos;s accelerator-hours split into productive training, checkpoint pauses, work lost to failures, restarts and waiting for data (goodput). For the plan%1: checkpoints of %2 at %3 GB/s across the cluster pause training for %4 each; a restart takes %5; %6 of the main run is productive.</source>
        <translation>主训练的加速卡小时分为有效训练、检查点暂停、故障损失的工作、重启和等待数据（有效产出）。本方案%1：%2 的检查点以全集群 %3 GB/s 写入，每次暂停训练 %4；一次重启需要 %5；主训练中 %6 为有效训练。</translation>
    </message>
    <message>
        <source>Operational practice presets</source>
        <translation>运维实践预设</translation>
    </message>
    <message>
        <source>How fast a team detects and recovers from failures, and how it checkpoints, depends on its practice. The input failures.practice sets the inputs below to one of three presets; each value stays editable. A preset is not free: the platform engineers and the faster storage (priced per GB/s) it takes are part of the total. “First large run” follows the OPT-175B logbook (restarts often took hours); “Established team” is the default; “Frontier scale” follows Llama 3 (Meta 2024, §3.3) and in-memory checkpointing at scale (Gemini, Google 2023; Wang et al. 2023).</source>
        <translation>团队检测故障、从故障中恢复以及保存检查点的速度取决于其运维实践。输入 failures.practice 把下列输入设为三种预设之一；每个值仍可单独修改。预设不是免费的：所需的平台工程师和更快的存储（按 GB/s 计价）都计入总额。“首次大规模训练”参考 OPT-175B 训练日志（重启常需数小时）；“成熟团队”为默认值；“前沿规模”参考 Llama 3（Meta 2024，§3.3）和大规模内存检查点（Gemini，Google 2023；Wang 等 2023）。</translation>
    </message>
    <message>
        <source>The plan%1 uses “%2” as it stands.</source>
        <translation>本方案%1原样使用“%2”。</translation>
    </message>
    <message>
        <source>The plan%1 starts from “%2” and changes some of its values.</source>
        <translation>本方案%1以“%2”为基础，并修改了其中部分数值。</translation>
    </message>
    <message>
        <source>Each accelerator holds bf16 weights and gradients, the optimizer state (sharded across the data-parallel replicas as memory.sharding says: ZeRO stages 1 to 3) and the activations of the micro-batches in flight, less what activation recomputation saves; this must fit in the accelerator&apos;s memory less a headroom (Rajbhandari et al. 2020; Korthikanti et al. 2022). Where the plan gives no layers, width or heads, they are derived from the parameter count with the shapes of published dense models. A plan that does not fit names the smallest accelerator count, or the sharding or recomputation, that makes it fit.</source>
        <translation>每张加速卡存放 bf16 权重和梯度、优化器状态（按 memory.sharding 在数据并行副本间切分：ZeRO 第 1 至 3 阶段）以及正在处理的微批次的激活，减去激活重计算节省的部分；这些必须放进加速卡显存减去预留余量后的空间（Rajbhandari 等 2020；Korthikanti 等 2022）。方案未给出层数、宽度或注意力头数时，按已发布稠密模型的形状由参数量推算。放不下的方案会给出能放下的最小加速卡数量，或能放下的切分或重计算方式。</translation>
    </message>
    <message>
        <source>For the plan%1: %2 per accelerator (weights %3, gradients %4, optimizer %5, activations %6) against %7 usable, with %8-way tensor, %9-way pipeline and %10-way data parallelism.</source>
        <translation>本方案%1：每张加速卡需要 %2（权重 %3、梯度 %4、优化器 %5、激活 %6），可用 %7；张量并行 %8 路、流水线并行 %9 路、数据并行 %10 路。</translation>
    </message>
    <message>
        <source>The model names what stands out about a plan. A plan with a condition of the kind “No valid plan” cannot run: it has no totals, and this report puts the reason where the figures would be. Warnings keep the figures and stand next to them; notes are information.</source>
        <translation>模型会指出方案中值得注意的情况。带有“无可行方案”类状况的方案无法运行：它没有总额，本报告在原本放数字的位置给出原因。警告保留数字并列在数字旁边；提示仅供参考。</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>this plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>Time change</source>
        <translation>时间变化</translation>
    </message>
    <message>
        <source>Total cost and wall-clock days against the checkpoint interval; the optimum (the lowest total on the model&apos;s curve, Young/Daly where that is the minimum) and the plan&apos;s interval are marked.</source>
        <translation>总成本和墙钟天数随检查点间隔的变化；标出最优点（模型曲线上总额最低处，若 Young/Daly 即为最低点则取之）和本方案的间隔。</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>A condition&apos;s title as a sentence: the full stop of the language.</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>What fits the budget and the deadline</source>
        <translation>满足预算和截止期限的方案</translation>
    </message>
    <message>
        <source>Budget owners start from an amount and a date. This chapter holds the plan to its targets: the accelerator count that meets them at the least cost, the region of accelerator counts and training tokens where they hold, and the plan&apos;s common variants, each evaluated by the model.</source>
        <translation>预算负责人通常从一笔金额和一个日期出发。本章按方案的目标检验方案：以最低成本满足目标的加速卡数量、目标成立的加速卡数量与训练 token 数区域，以及方案的常见变体，均由模型核算。</translation>
    </message>
    <message>
        <source>a budget of %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>the main run finished within %1 (by %2)</source>
        <translation>主训练在 %1 内完成（%2 前）</translation>
    </message>
    <message>
        <source>the project finished within %1 (by %2)</source>
        <translation>项目在 %1 内完成（%2 前）</translation>
    </message>
    <message>
        <source>The plan&apos;s targets: %1, held at %2.</source>
        <translation>方案的目标：%1，按 %2 衡量。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，且</translation>
    </message>
    <message>
        <source>at least %1 training tokens per parameter</source>
        <translation>每参数至少 %1 个训练 token</translation>
    </message>
    <message>
        <source>a predicted loss of at most %1</source>
        <translation>预测损失不超过 %1</translation>
    </message>
    <message>
        <source>It also asks for %1.</source>
        <translation>方案还要求%1。</translation>
    </message>
    <message>
        <source>The plan sets no budget and no deadline: set them (Plan ▸ What Fits) to see what meets them.</source>
        <translation>方案未设定预算和截止期限：请先设定（方案 ▸ 按预算和截止期限求解），即可查看满足它们的方案。</translation>
    </message>
    <message>
        <source>%1 meet every target at the least cost (the plan has %2): a total of %3, %4 at the targets&apos; confidence, and the project finishes on %5.</source>
        <translation>用 %1 即可以最低成本满足所有目标（方案现为 %2）：总成本 %3，按目标的置信水平为 %4，项目于 %5 完成。</translation>
    </message>
    <message>
        <source>Accelerators that fit.</source>
        <translation>满足目标的加速卡数量。</translation>
    </message>
    <message>
        <source>No accelerator count meets every target: the %1 cannot be met. The nearest plan, %2, meets the others and misses it by %3 (%4); it costs %5 and finishes on %6.</source>
        <translation>没有任何加速卡数量能满足所有目标：无法满足%1。最接近的方案（%2）满足其他目标，但与该目标相差 %3（%4）；其成本为 %5，于 %6 完成。</translation>
    </message>
    <message>
        <source>The targets do not fit.</source>
        <translation>目标无法同时满足。</translation>
    </message>
    <message>
        <source>No accelerator count gives a plan that can run.</source>
        <translation>没有任何加速卡数量能得到可运行的方案。</translation>
    </message>
    <message>
        <source>Where budget and deadline hold, by accelerator count and training tokens, with lines of equal cost and equal time, the plan and the cheapest plan that meets both.</source>
        <translation>按加速卡数量和训练 token 数划分的预算和截止期限同时满足的区域，附等成本线和等时间线，并标出本方案和同时满足两者的最低成本方案。</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>%1 (the plan)</source>
        <translation>%1（本方案）</translation>
    </message>
    <message>
        <source>The trend is fitted on the %1 frontier runs of %2–%3 (each within 10× of the most expensive run of its year; forecasts left out) and grows about ×%4 per year (×%5–×%6, one standard error). Published for frontier runs since 2016: ×%7 per year (%8).</source>
        <translation>趋势依据 %2–%3 年的 %1 个前沿训练拟合（每个都在当年最贵训练的 10 倍以内；不含预测），每年约增长 ×%4（×%5–×%6，一个标准误）。已发表的 2016 年以来前沿训练增长率：每年 ×%7（%8）。</translation>
    </message>
    <message>
        <source>Training cost of frontier models by year (log scale), one point per run with the range of its estimates, the growth trend of frontier runs and this plan%1.</source>
        <translation>前沿模型训练成本随年份变化（对数坐标），每次训练一个点并显示其估计范围，另有前沿训练的增长趋势和本计划%1。</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>(%1–%2)</source>
        <translation>（%1–%2）</translation>
    </message>
    <message>
        <source>(frontier)</source>
        <translation>（前沿）</translation>
    </message>
    <message>
        <source>Kaplan et al. 2020; %1 §5.3</source>
        <translation>Kaplan 等 2020；%1 §5.3</translation>
    </message>
    <message>
        <source>%1 §6; %2 §4.6</source>
        <translation>%1 §6；%2 §4.6</translation>
    </message>
    <message>
        <source>Llama Team 2024 (Llama 3) §3.3.4: 419 interruptions in 54 days on 16,384 GPUs</source>
        <translation>Llama Team 2024（Llama 3）§3.3.4：16,384 张 GPU 上 54 天内 419 次中断</translation>
    </message>
    <message>
        <source>%1 §3; %2 §6.2; Llama Team 2024 (Llama 3) §3.3</source>
        <translation>%1 §3；%2 §6.2；Llama Team 2024（Llama 3）§3.3</translation>
    </message>
    <message>
        <source>%1 §3</source>
        <translation>%1 §3</translation>
    </message>
    <message>
        <source>%1 §6.6; %2 §3</source>
        <translation>%1 §6.6；%2 §3</translation>
    </message>
    <message>
        <source>Every source the formulas, the defaults and the history of training costs cite, with where in it the figure is:</source>
        <translation>公式、默认值和训练成本历史所引用的全部来源，以及数据在其中的位置：</translation>
    </message>
    <message>
        <source>%1: what drives the cost of compute and data at scale, checkpoint frequency among it (§3), and storage tiering against I/O stalls (§6).</source>
        <translation>%1：大规模算力与数据成本的驱动因素，包括检查点频率（§3），以及存储分层与 I/O 阻塞（§6）。</translation>
    </message>
    <message>
        <source>%1: the history of training-cost magnitude (§2), the six dimensions of cost (§3, energy among them), estimating accelerator-hours (§5.3), budget lines (§5) and renting against buying (§6.6).</source>
        <translation>%1：训练成本量级的演进（§2），成本的六大维度（§3，含能耗），卡时估算（§5.3），预算阈值（§5），以及自建与租用的权衡（§6.6）。</translation>
    </message>
    <message>
        <source>%1: the structure of pre-training cost with its hidden and opportunity costs (§3), data loading (§4.6), fixed and elastic cost (§5.3), attribution (§5.6), checkpoints (§6.2) and monitoring (§6.8).</source>
        <translation>%1：预训练成本构成及其隐性成本与机会成本（§3），数据加载（§4.6），固定与弹性成本（§5.3），成本归因（§5.6），检查点（§6.2）和监控（§6.8）。</translation>
    </message>
    <message>
        <source>Kaplan, J. et al. 2020. Scaling Laws for Neural Language Models. arXiv:2001.08361 (C ≈ 6ND, §2.1).</source>
        <translation>Kaplan, J. et al. 2020. Scaling Laws for Neural Language Models. arXiv:2001.08361（C ≈ 6ND，§2.1）。</translation>
    </message>
    <message>
        <source>Chowdhery, A. et al. 2022. PaLM: Scaling Language Modeling with Pathways. arXiv:2204.02311 (model FLOPs utilisation, §4.1).</source>
        <translation>Chowdhery, A. et al. 2022. PaLM: Scaling Language Modeling with Pathways. arXiv:2204.02311（模型算力利用率 MFU，§4.1）。</translation>
    </message>
    <message>
        <source>Llama Team, AI @ Meta 2024. The Llama 3 Herd of Models. arXiv:2407.21783 (§3.3.4: 419 unexpected interruptions in 54 days of the 405B run on 16,384 H100).</source>
        <translation>Llama Team, AI @ Meta 2024. The Llama 3 Herd of Models. arXiv:2407.21783（§3.3.4：405B 训练在 16,384 张 H100 上 54 天内 419 次意外中断）。</translation>
    </message>
    <message>
        <source>Young, J. W. 1974. A first order approximation to the optimum checkpoint interval. Communications of the ACM 17(9).</source>
        <translation>Young, J. W. 1974. A first order approximation to the optimum checkpoint interval. Communications of the ACM 17(9).</translation>
    </message>
    <message>
        <source>Daly, J. T. 2006. A higher order estimate of the optimum checkpoint interval for restart dumps. Future Generation Computer Systems 22(3).</source>
        <translation>Daly, J. T. 2006. A higher order estimate of the optimum checkpoint interval for restart dumps. Future Generation Computer Systems 22(3).</translation>
    </message>
    <message>
        <source>Rajbhandari, S. et al. 2020. ZeRO: Memory Optimizations Toward Training Trillion Parameter Models. SC20 (model state per accelerator, §3).</source>
        <translation>Rajbhandari, S. et al. 2020. ZeRO: Memory Optimizations Toward Training Trillion Parameter Models. SC20（每张加速卡的模型状态，§3）。</translation>
    </message>
    <message>
        <source>Korthikanti, V. et al. 2022. Reducing Activation Recomputation in Large Transformer Models. arXiv:2205.05198 (activation memory, §4).</source>
        <translation>Korthikanti, V. et al. 2022. Reducing Activation Recomputation in Large Transformer Models. arXiv:2205.05198（激活显存，§4）。</translation>
    </message>
    <message>
        <source>Hoffmann, J. et al. 2022. Training Compute-Optimal Large Language Models. arXiv:2203.15556.</source>
        <translation>Hoffmann, J. et al. 2022. Training Compute-Optimal Large Language Models. arXiv:2203.15556。</translation>
    </message>
    <message>
        <source>Besiroglu, T. et al. 2024. Chinchilla Scaling: A replication attempt. arXiv:2404.10102 (the default scaling-law coefficients).</source>
        <translation>Besiroglu, T. et al. 2024. Chinchilla Scaling: A replication attempt. arXiv:2404.10102（默认的缩放定律系数）。</translation>
    </message>
    <message>
        <source>Cottier, B. et al. 2024. The rising costs of training frontier AI models. arXiv:2405.21015 (growth of frontier training costs).</source>
        <translation>Cottier, B. et al. 2024. The rising costs of training frontier AI models. arXiv:2405.21015（前沿训练成本的增长）。</translation>
    </message>
    <message>
        <source>Stanford HAI 2024. Artificial Intelligence Index Report 2024, chapter 1 (estimated training costs of notable models).</source>
        <translation>Stanford HAI 2024. Artificial Intelligence Index Report 2024，第 1 章（代表性模型的训练成本估计）。</translation>
    </message>
    <message>
        <source>DeepSeek-AI 2024. DeepSeek-V3 Technical Report. arXiv:2412.19437 (training cost, Table 1).</source>
        <translation>DeepSeek-AI 2024. DeepSeek-V3 Technical Report. arXiv:2412.19437（训练成本，表 1）。</translation>
    </message>
    <message>
        <source>Accelerator prices and specifications cite their own sources, one per catalog row (resources/catalog/SOURCES.md); each point of the cost history cites its own (section “Cost magnitude in context”).</source>
        <translation>加速卡的价格和规格各有出处，目录每行一个（resources/catalog/SOURCES.md）；成本历史的每个点也各有出处（见“成本量级的历史参照”一节）。</translation>
    </message>
    <message>
        <source>Executive report: %1</source>
        <translation>管理层报告：%1</translation>
    </message>
    <message>
        <source>LLM TCO Planner · Executive report</source>
        <translation>大模型训练总成本规划器 · 管理层报告</translation>
    </message>
    <message>
        <source>Appendix %1  %2</source>
        <translation>附录 %1  %2</translation>
    </message>
    <message>
        <source>%1 of %2 inputs differ from the built-in defaults; they are marked ● in the list of inputs (appendix %3). Every figure in this report follows from those inputs.</source>
        <translation>%2 个输入中有 %1 个与内置默认值不同，已在输入列表（附录 %3）中以 ● 标出。本报告中的所有数字均由这些输入得出。</translation>
    </message>
    <message>
        <source>Opportunity cost, %1: %2</source>
        <translation>机会成本 %1：%2</translation>
    </message>
    <message>
        <source>How the cost of training one frontier model grew, and where this plan sits: one point per training run. Where published estimates of a run differ (the Stanford AI Index 2024 puts GPT-3 175B at about %1 against %2 in %3 §2), the run shows their range and every source; forecasts are marked as forecasts.</source>
        <translation>单个前沿模型的训练成本如何增长，以及本方案所处的位置：每次训练一个点。若同一次训练的公开估算不一致（Stanford AI Index 2024 估计 GPT-3 175B 约为 %1，而 %3 §2 给出的是 %2），则显示其范围和全部来源；预测均标注为预测。</translation>
    </message>
    <message>
        <source>When the money is spent, month by month from the plan&apos;s start date. Cost is what the totals charge, spread over the months it is incurred; it sums to the total. Cash is money out when it leaves: bought hardware is paid up front and its residual value comes back at the end, a reserved term is paid to its end; when renting, cash is the cost.</source>
        <translation>资金何时支出：从方案的开始日期起逐月列出。成本是总额中计入的费用，分摊到发生的月份，各月之和等于总成本。现金是资金实际流出的金额：购买的硬件在开始时一次付清，残值在结束时收回；预留期要一直付到期满；租用时，现金即成本。</translation>
    </message>
    <message>
        <source>From %1 to %2 (%3 calendar months); the costliest month is %4 with %5.</source>
        <translation>从 %1 到 %2（共 %3 个自然月）；成本最高的月份是 %4，为 %5。</translation>
    </message>
    <message>
        <source>Cash by month and category (bars), cumulative cost and cash against the budget.</source>
        <translation>按月份和类别的现金（柱形），以及累计成本和累计现金与预算的对比。</translation>
    </message>
    <message>
        <source>Cost by month and category (bars), cumulative cost against the budget.</source>
        <translation>按月份和类别的成本（柱形），以及累计成本与预算的对比。</translation>
    </message>
    <message>
        <source>Buying: %1 accelerators and their network fabric cost %2 (capital expenditure), paid in %3. When the project ends in %4 the hardware is sold for an estimated %5: its straight-line book value of %6 less a resale discount of %7. Cash out over the project is %8 against a cost of %9: the cost charges the hardware by the hour used and includes an opportunity cost of %10 that is never paid.</source>
        <translation>购买：%1 张加速卡及其互联网络共需 %2（资本支出），于 %3 支付。项目于 %4 结束时，硬件预计以 %5 出售：即直线折旧账面价值 %6 扣除 %7 的转售折价。整个项目的现金支出为 %8，成本为 %9：成本按实际使用的小时计入硬件费用，并包含 %10 的机会成本，这部分从不实际支付。</translation>
    </message>
    <message>
        <source>Reserved: the main run&apos;s accelerator bill of %1 is committed for %2 months and paid monthly from the start of the main run, including any months after it ends. Cash out is %3 against a cost of %4.</source>
        <translation>预留：主训练的加速卡费用 %1 承诺为期 %2 个月，自主训练开始起按月支付，包括主训练结束后的月份。现金支出为 %3，成本为 %4。</translation>
    </message>
    <message>
        <source>Renting: cash goes out as the cost is charged, so cash and cost are the same month by month.</source>
        <translation>租用：现金随成本的计入而支出，因此每个月的现金与成本相同。</translation>
    </message>
    <message>
        <source>Cumulative cost passes the budget of %1 in %2 and ends at %3 of it.</source>
        <translation>累计成本于 %2 超过 %1 的预算，最终达到预算的 %3。</translation>
    </message>
    <message>
        <source>Cumulative cost passes the warning line (%1) in %2 and ends at %3 of the budget.</source>
        <translation>累计成本于 %2 超过预警线（%1），最终达到预算的 %3。</translation>
    </message>
    <message>
        <source>Cumulative cost stays below the warning line (%1) and ends at %2 of the budget.</source>
        <translation>累计成本始终低于预警线（%1），最终达到预算的 %2。</translation>
    </message>
    <message>
        <source>Quarter</source>
        <translation>季度</translation>
    </message>
    <message>
        <source>Q%1 %2</source>
        <translation>%2年第%1季度</translation>
    </message>
    <message>
        <source>Cost and cash by calendar quarter</source>
        <translation>按自然季度的成本与现金</translation>
    </message>
    <message>
        <source>Cost and cash by month</source>
        <translation>按月的成本与现金</translation>
    </message>
    <message>
        <source>The cost model is a pure function of the inputs in appendix %1: the same inputs always give the same figures. Its formulas, with their sources:</source>
        <translation>成本模型是附录 %1 中各输入的纯函数：相同的输入总是得到相同的数字。其公式及来源如下：</translation>
    </message>
    <message>
        <source>Every other default and its source is listed in the assumptions (appendix %1).</source>
        <translation>其余所有默认值及其来源见假设条件（附录 %1）。</translation>
    </message>
    <message>
        <source>Money: every amount is in US dollars, the currency of the model and its catalog.</source>
        <translation>金额：所有金额均以美元计，即模型及其目录所用的货币。</translation>
    </message>
    <message>
        <source>Money: the model and its catalog compute in US dollars; every amount here is shown in %1 at the plan&apos;s rate, %2.</source>
        <translation>金额：模型及其目录以美元计算；本报告中的所有金额按方案的汇率（%2）以 %1 显示。</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>自 %1 起</translation>
    </message>
    <message>
        <source>Executive report: pre-training a large language model</source>
        <translation>管理层报告：大语言模型预训练</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>时间安排</translation>
    </message>
    <message>
        <source>Estimates from editable assumptions, not quotes. The full report lists every input with its source.</source>
        <translation>基于可编辑假设的估算，并非报价。完整报告列出了每个输入及其来源。</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>The plan %1 cannot run as sized, so there is no amount to approve yet: %2 Section %3 lists the changes that make it run.</source>
        <translation>方案“%1”按当前规模无法运行，因此暂无可审批的金额：%2 第 %3 节列出了使其能够运行的改动。</translation>
    </message>
    <message>
        <source>Decision asked for:</source>
        <translation>待决事项：</translation>
    </message>
    <message>
        <source>approve a budget of %1 to pre-train %2 (%3). The plan costs %4, %5 of the budget; in 9 of 10 simulated runs the cost stays under %6. Status: %7.</source>
        <translation>批准 %1 的预算，用于预训练 %2（%3）。方案成本为 %4，占预算的 %5；10 次模拟运行中有 9 次成本低于 %6。状态：%7。</translation>
    </message>
    <message>
        <source>approve about %1 to pre-train %2 (%3); in 9 of 10 simulated runs the cost stays under %4. The plan sets no budget to hold it to (budget.usd).</source>
        <translation>批准约 %1，用于预训练 %2（%3）；10 次模拟运行中有 9 次成本低于 %4。方案未设定可对照的预算（budget.usd）。</translation>
    </message>
    <message>
        <source>Total cost and its range</source>
        <translation>总成本及其区间</translation>
    </message>
    <message>
        <source>Largest cost categories:</source>
        <translation>最大成本类别：</translation>
    </message>
    <message>
        <source>The sections below are about the baseline A; the full report compares the plans in detail.</source>
        <translation>以下各节针对基准 A；完整报告会详细对比各方案。</translation>
    </message>
    <message>
        <source>What moves the total most</source>
        <translation>主要成本驱动因素</translation>
    </message>
    <message>
        <source>A plan that cannot run has no total to move.</source>
        <translation>无法运行的方案没有可变动的总额。</translation>
    </message>
    <message>
        <source>Each input lowered and raised by %1, the others as planned (the tornado of the full report).</source>
        <translation>每个输入分别降低和提高 %1，其余保持方案取值（即完整报告中的龙卷风图）。</translation>
    </message>
    <message>
        <source>Plan value</source>
        <translation>方案取值</translation>
    </message>
    <message>
        <source>Assumptions that differ from the defaults</source>
        <translation>与默认值不同的假设</translation>
    </message>
    <message>
        <source>None: every input is at its built-in default.</source>
        <translation>无：所有输入均为内置默认值。</translation>
    </message>
    <message>
        <source>%1 more; the full report lists every input with its source in its appendix.</source>
        <translation>另有 %1 项；完整报告在附录中列出了每个输入及其来源。</translation>
    </message>
    <message>
        <source>Conditions and advice</source>
        <translation>状况与建议</translation>
    </message>
    <message>
        <source>What-if variants</source>
        <translation>假设变体</translation>
    </message>
    <message>
        <source>A plan that cannot run has no variants to compare; the levers above make it run.</source>
        <translation>无法运行的方案没有可比较的变体；上述措施可使其能够运行。</translation>
    </message>
    <message>
        <source>Actual spend against the plan</source>
        <translation>实际支出与方案对比</translation>
    </message>
    <message>
        <source>What has been spent so far, from the imported billing export, against what the plan had spent by the same day; the forecast at completion adds the cost of the work still to do at the rates the run has shown. The warning and review lines are the plan&apos;s shares of its budget.</source>
        <translation>迄今的实际支出（来自导入的账单导出文件）与方案截至同一天的支出对比；完工预测按本次训练已表现出的速率加上剩余工作的成本。预警线和复核线是方案设定的预算比例。</translation>
    </message>
    <message>
        <source>Cumulative cost of the plan and actual spend against the budget; the diamond is the forecast at completion with its P10–P90 range in cost and date.</source>
        <translation>方案的累计成本和实际支出与预算的对比；菱形为完工预测，并标出其成本和日期的 P10–P90 区间。</translation>
    </message>
    <message>
        <source>Planned to date and actual spend by category</source>
        <translation>按类别的迄今计划支出与实际支出</translation>
    </message>
    <message>
        <source>By phase</source>
        <translation>按阶段</translation>
    </message>
    <message>
        <source>Actual spend by tag</source>
        <translation>按标签的实际支出</translation>
    </message>
    <message>
        <source>What the measured run changes in the plan&apos;s total</source>
        <translation>实测训练数据对方案总成本的影响</translation>
    </message>
    <message>
        <source>Each input moves from the plan&apos;s value to the measured one in turn; the effects add up to the forecast&apos;s change of the total.</source>
        <translation>每个输入依次从方案的取值改为实测值；各项影响之和等于预测的总额变化。</translation>
    </message>
    <message>
        <source>Against published runs</source>
        <translation>与已发表训练相比</translation>
    </message>
    <message>
        <source>Accelerator-hours per trillion tokens against active parameters: one point per published run, the band the plan&apos;s class reaches (typical MFU, P10–P90) and the plan. A plan below the band assumes more efficiency than published runs have shown.</source>
        <translation>每万亿 token 加速器机时与激活参数量的关系：每次已发表训练一个点，本方案同类达到的范围（典型 MFU，P10–P90）以及本方案。低于该范围的方案假设了比已发表训练更高的效率。</translation>
    </message>
    <message>
        <source>The MFU at %1 gives %2 accelerator-hours for the main run.</source>
        <translation>MFU 为 %1 时，主训练需 %2 加速器机时。</translation>
    </message>
    <message>
        <source>%1 (actual spend and forecast at completion)</source>
        <extracomment>A tracked plan&apos;s budget status: &quot;Past the review line (actual spend and forecast at completion)&quot;</extracomment>
        <translation>%1（实际支出与完工预测）</translation>
    </message>
    <message>
        <source>forecast at completion %1, %2 of %3</source>
        <extracomment>A tracked plan: &quot;forecast at completion $26.9M, 117 % of $23M&quot;</extracomment>
        <translation>完工预测 %1，占 %3 的 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more spent as planned; the full report lists every one.</source>
        <extracomment>The executive report&apos;s deviation table leaves out the categories spent as planned</extracomment>
        <translation>
            <numerusform>另有 %n 项按计划支出；完整报告列出全部。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has been spent to %2; the forecast at completion is %3 (P10–P90 %4 – %5), against the plan&apos;s %6.</source>
        <translation>截至 %2 已支出 %1；完工预测为 %3（P10–P90 %4 – %5），方案为 %6。</translation>
    </message>
    <message>
        <source>continue %1 (%2) within a budget of %3. %4 That is %5 of the budget. Status: %6.</source>
        <translation>在 %3 的预算内继续 %1（%2）。%4 这相当于预算的 %5。状态：%6。</translation>
    </message>
    <message>
        <source>continue %1 (%2). %3 The plan sets no budget to hold it to (budget.usd).</source>
        <translation>继续 %1（%2）。%3 方案未设定预算（budget.usd）。</translation>
    </message>
    <message>
        <source>of the forecast at completion</source>
        <translation>完工预测的区间</translation>
    </message>
    <message>
        <source>median %1 · from %2 simulated runs</source>
        <translation>中位数 %1 · 来自 %2 次模拟运行</translation>
    </message>
    <message>
        <source>After the project, %1 more over %2 months (storage kept, or a term&apos;s end).</source>
        <translation>项目结束后，另有 %2 个月共 %1（保留的存储或期满前的费用）。</translation>
    </message>
    <message>
        <source>Plan last saved</source>
        <translation>方案最近保存</translation>
    </message>
    <message>
        <source>Comparison of %1 plans</source>
        <translation>%1 个方案对比</translation>
    </message>
    <message>
        <source>Baseline A: %1. Every other plan is compared with it.</source>
        <translation>基准 A：%1。其他方案均与它对比。</translation>
    </message>
    <message>
        <source>This report compares %1 plans. A is the baseline: section 2 shows, for every other plan, how its cost differs from A&apos;s by cost category and by input decision.</source>
        <translation>本报告对比 %1 个方案。A 为基准：第 2 节按成本类别和输入决策说明其他每个方案的成本与 A 的差异。</translation>
    </message>
    <message>
        <source>Each plan against the baseline A. The key figures side by side with their absolute and relative change; a waterfall from A&apos;s total to the other&apos;s by cost category and by input decision; and every input that differs.</source>
        <translation>每个方案与基准 A 对比：并列的关键指标及其绝对和相对变化；按成本类别和按输入决策从 A 的总额到另一方案总额的瀑布图；以及所有不同的输入。</translation>
    </message>
    <message>
        <source>The plans have the same inputs.</source>
        <translation>两个方案的输入相同。</translation>
    </message>
    <message>
        <source>The project&apos;s fixed phases (preparation and post-training) take %1, so no accelerator count meets a project deadline of %2.</source>
        <translation>项目的固定阶段（准备阶段和训练后阶段）需要 %1，因此任何加速卡数量都无法满足 %2 的项目截止期限。</translation>
    </message>
    <message>
        <source>For the main run alone, %1 meet it: a total of %2, the main run taking %3.</source>
        <translation>仅就主训练而言，%1 可以满足：总计 %2，主训练需要 %3。</translation>
    </message>
    <message>
        <source>the %1 by %2 (%3)</source>
        <translation>%1 相差 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>No accelerator count meets every target. The nearest plan, %1, misses %n of them: %2; it costs %3 and finishes on %4.</source>
        <translation>
            <numerusform>没有任何加速卡数量能满足所有目标。最接近的方案（%1）未满足其中 %n 项：%2；其成本为 %3，于 %4 完成。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost over the calendar</source>
        <translation>整个日历期内的成本</translation>
    </message>
    <message>
        <source>To buy accelerators</source>
        <translation>购买加速卡</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>Resale value at the end</source>
        <translation>期末转售价值</translation>
    </message>
    <message>
        <source>Useful accelerator-hours</source>
        <translation>有效加速卡小时</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖率</translation>
    </message>
    <message>
        <source>Effective savings rate</source>
        <translation>实际节省率</translation>
    </message>
    <message>
        <source>Run instances that miss their deadline</source>
        <translation>错过截止期限的任务实例</translation>
    </message>
    <message>
        <source>Annual cost, P10</source>
        <translation>年度成本，P10</translation>
    </message>
    <message>
        <source>Annual cost, P50</source>
        <translation>年度成本，P50</translation>
    </message>
    <message>
        <source>Annual cost, P90</source>
        <translation>年度成本，P90</translation>
    </message>
    <message>
        <source>Probability of a budget overrun</source>
        <translation>预算超支概率</translation>
    </message>
    <message>
        <source>Probability that a run misses its deadline</source>
        <translation>训练任务错过截止期限的概率</translation>
    </message>
    <message>
        <source>Recommended owned accelerators</source>
        <translation>建议自有加速卡数</translation>
    </message>
    <message>
        <source>Recommended committed accelerators</source>
        <translation>建议承诺加速卡数</translation>
    </message>
    <message>
        <source>Annual cost of the recommended fleet</source>
        <translation>建议机群的年度成本</translation>
    </message>
    <message>
        <source>Annual cost renting everything</source>
        <translation>全部租用的年度成本</translation>
    </message>
    <message>
        <source>Annual cost owning for the peak</source>
        <translation>按峰值自有的年度成本</translation>
    </message>
    <message>
        <source>Peak accelerators held at once</source>
        <translation>同时占用的峰值加速卡数</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>Break-even owned accelerators</source>
        <translation>盈亏平衡自有加速卡数</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>项目组合</translation>
    </message>
    <message>
        <source>own %1</source>
        <translation>自有 %1 张</translation>
    </message>
    <message>
        <source>%1, commit %2</source>
        <translation>%1，承诺 %2 张</translation>
    </message>
    <message>
        <source>Central (not charged to a team)</source>
        <translation>中央承担（不分摊给团队）</translation>
    </message>
    <message>
        <source>Executive portfolio report: %1</source>
        <translation>项目组合管理层报告：%1</translation>
    </message>
    <message>
        <source>Portfolio report: %1</source>
        <translation>项目组合报告：%1</translation>
    </message>
    <message>
        <source>LLM TCO Planner · Executive portfolio report</source>
        <translation>LLM TCO Planner · 项目组合管理层报告</translation>
    </message>
    <message>
        <source>LLM TCO Planner · Portfolio report</source>
        <translation>LLM TCO Planner · 项目组合报告</translation>
    </message>
    <message>
        <source>Portfolio report: a year of compute on a shared fleet</source>
        <translation>项目组合报告：共享机群上一年的算力</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>日历期</translation>
    </message>
    <message>
        <source>%1 runs, %2 instances</source>
        <translation>%1 个训练任务，%2 个实例</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>机群</translation>
    </message>
    <message>
        <source>Annual budget</source>
        <translation>年度预算</translation>
    </message>
    <message>
        <source>Estimates from editable assumptions, not quotes. The full portfolio report lists every run, month and pool.</source>
        <translation>基于可编辑假设的估算，并非报价。完整的项目组合报告列出每个训练任务、每个月和每个资源池。</translation>
    </message>
    <message>
        <source>Estimates from editable assumptions, not quotes.</source>
        <translation>基于可编辑假设的估算，并非报价。</translation>
    </message>
    <message>
        <source>approve %1 a year (P10–P90 %2) for %3 runs, %4. The portfolio owns no accelerators, so there is no fleet to decide. Status: %5.</source>
        <translation>批准每年 %1（P10–P90 %2），用于 %3 个训练任务，%4。该项目组合没有自有加速卡，因此没有机群需要决策。状态：%5。</translation>
    </message>
    <message>
        <source>approve %1 a year (P10–P90 %2) for %3 runs, %4, on a fleet that will %5 accelerators. Status: %6.</source>
        <translation>批准每年 %1（P10–P90 %2），用于 %3 个训练任务，%4，机群为：%5 加速卡。状态：%6。</translation>
    </message>
    <message>
        <source>Keep this fleet: it is the cheapest fleet tried that meets every deadline it can.</source>
        <translation>保持当前机群：在尝试过的机群中，它是尽可能满足所有截止期限且成本最低的。</translation>
    </message>
    <message>
        <source>%1 accelerators instead: %2 a year, %3 less than this fleet (P10–P90 %4 – %5).</source>
        <translation>改为 %1 加速卡：每年 %2，比当前机群少 %3（P10–P90 %4 – %5）。</translation>
    </message>
    <message>
        <source>%1 accelerators instead: %2 a year, %3 more than this fleet, to meet deadlines it misses.</source>
        <translation>改为 %1 加速卡：每年 %2，比当前机群多 %3，以满足当前机群错过的截止期限。</translation>
    </message>
    <message>
        <source>Recommended fleet:</source>
        <translation>建议机群：</translation>
    </message>
    <message>
        <source>No fleet tried meets every deadline. Run instances the recommended fleet leaves late: %1; section 7 gives the reasons.</source>
        <translation>尝试过的机群都无法满足所有截止期限。建议机群下延误的任务实例：%1；第 7 节给出原因。</translation>
    </message>
    <message>
        <source>The year&apos;s total and its range</source>
        <translation>全年合计及其范围</translation>
    </message>
    <message>
        <source>P10–P90 %1 – %2 · median %3 · %4 simulated years</source>
        <translation>P10–P90 %1 – %2 · 中位数 %3 · %4 个模拟年度</translation>
    </message>
    <message>
        <source>highest fiscal year %1, %2 of %3</source>
        <translation>最高财年 %1，占 %3 的 %2</translation>
    </message>
    <message>
        <source>%1 of it to buy accelerators; worth %2 at the end</source>
        <translation>其中 %1 用于购买加速卡；期末价值 %2</translation>
    </message>
    <message>
        <source>%1 missed</source>
        <translation>%1 个未满足</translation>
    </message>
    <message>
        <source>%1 chance of a miss in the simulated years</source>
        <translation>模拟年度中有 %1 的概率错过截止期限</translation>
    </message>
    <message>
        <source>idle capacity costs %1</source>
        <translation>闲置容量成本 %1</translation>
    </message>
    <message>
        <source>of the useful hours on owned, committed or block capacity; %1 saved against renting on demand</source>
        <translation>有效小时中使用自有、承诺或容量块的比例；相对按需租用节省 %1</translation>
    </message>
    <message>
        <source>The fleet decision</source>
        <translation>机群决策</translation>
    </message>
    <message>
        <source>The portfolio has no owned pool, so there is no fleet to decide.</source>
        <translation>该项目组合没有自有资源池，因此没有机群需要决策。</translation>
    </message>
    <message>
        <source>Against this fleet</source>
        <translation>相对当前机群</translation>
    </message>
    <message>
        <source>Deadlines missed</source>
        <translation>错过的截止期限</translation>
    </message>
    <message>
        <source>This fleet</source>
        <translation>当前机群</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Annual cost of each fleet at the expected rental prices (the owned pool decided: %1).</source>
        <translation>按预期租用价格计算的各机群年度成本（所决策的自有资源池：%1）。</translation>
    </message>
    <message>
        <source>The annual cost against the owned accelerators, at the best commitment for each count.</source>
        <translation>年度成本随自有加速卡数的变化，每个数量取最佳承诺量。</translation>
    </message>
    <message>
        <source>Money by month and cash by quarter</source>
        <translation>按月成本与按季度现金</translation>
    </message>
    <message>
        <source>Each month&apos;s cost (runs, idle capacity, shared costs), the cumulative cost and cash against the budget&apos;s lines.</source>
        <translation>每月成本（训练任务、闲置容量、共享成本），以及累计成本和现金与预算线的对比。</translation>
    </message>
    <message>
        <source>Cash by quarter of the fiscal year: owned accelerators are cash when bought, cost as they depreciate.</source>
        <translation>按财年季度的现金：自有加速卡在购买时计为现金，在折旧时计为成本。</translation>
    </message>
    <message>
        <source>The runs on the fleet</source>
        <translation>机群上的训练任务</translation>
    </message>
    <message>
        <source>Each run on the calendar, coloured by the pool that holds most of it; a late run is outlined, its deadline is the dashed tick.</source>
        <translation>日历上的每个训练任务，按承载其大部分的资源池着色；延误的任务带轮廓，截止期限为虚线刻度。</translation>
    </message>
    <message>
        <source>Top runs and teams</source>
        <translation>主要训练任务与团队</translation>
    </message>
    <message>
        <source>Share of the total</source>
        <translation>占合计的比例</translation>
    </message>
    <message>
        <source>%1 instances</source>
        <translation>%1 个实例</translation>
    </message>
    <message>
        <source>Other teams</source>
        <translation>其他团队</translation>
    </message>
    <message>
        <source>Chargeback by team. %1.</source>
        <translation>按团队成本分摊。%1。</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Every run meets its deadline as scheduled.</source>
        <translation>按当前排期，每个训练任务都满足截止期限。</translation>
    </message>
    <message>
        <source>Deadlines:</source>
        <translation>截止期限：</translation>
    </message>
    <message>
        <source>run instances that miss their deadline as scheduled: %1.</source>
        <translation>按当前排期错过截止期限的任务实例：%1 个。</translation>
    </message>
    <message>
        <source>In %1 of %2 simulated years some run misses its deadline (starts slip, runs take longer).</source>
        <translation>在 %2 个模拟年度中，有 %1 出现训练任务错过截止期限（开始推迟、运行更久）。</translation>
    </message>
    <message>
        <source>In %1 a fiscal year passes the budget&apos;s review line of %2: the probability of a budget overrun.</source>
        <translation>有 %1 的模拟年度中某个财年超过 %2 的预算复核线：即预算超支的概率。</translation>
    </message>
    <message>
        <source>The portfolio sets no annual budget, so no overrun is measured.</source>
        <translation>该项目组合未设年度预算，因此不衡量超支。</translation>
    </message>
    <message>
        <source>In %1 the owned accelerators sit idle more than %2 of their hours.</source>
        <translation>有 %1 的模拟年度中自有加速卡闲置超过其小时数的 %2。</translation>
    </message>
    <message>
        <source>Every run, month and pool</source>
        <translation>每个训练任务、月份和资源池</translation>
    </message>
    <message>
        <source>The detail behind the summary: each run instance as scheduled, the money of every month, the fiscal years against the budget and how busy the paid-for capacity is.</source>
        <translation>摘要背后的明细：按排期的每个任务实例、每个月的资金、各财年与预算的对比，以及已付费容量的繁忙程度。</translation>
    </message>
    <message>
        <source>Every run</source>
        <translation>每个训练任务</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>资源池</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Each instance of each run: the pools it holds, its first and last day, its cost and its deadline (below the status).</source>
        <translation>每个训练任务的每个实例：占用的资源池、第一天和最后一天、成本及截止期限（在状态下方）。</translation>
    </message>
    <message>
        <source>Money by month</source>
        <translation>按月资金</translation>
    </message>
    <message>
        <source>Fiscal years against the budget</source>
        <translation>各财年与预算的对比</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <source>Each fiscal year&apos;s cost against the annual budget; a part of a year is held to the whole budget. The resale value is the owned accelerators&apos; at the year&apos;s end.</source>
        <translation>各财年成本与年度预算的对比；不足一年的部分也按整年预算衡量。转售价值为自有加速卡在年末的价值。</translation>
    </message>
    <message>
        <source>Pool utilisation and idle dollars</source>
        <translation>资源池利用率与闲置金额</translation>
    </message>
    <message>
        <source>Utilisation of each owned, committed or block pool by month, and the dollars of its capacity nobody used.</source>
        <translation>每个自有、承诺或容量块资源池的按月利用率，以及无人使用的容量金额。</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>资源池</translation>
    </message>
    <message>
        <source>Capacity hours</source>
        <translation>容量小时</translation>
    </message>
    <message>
        <source>Hours used</source>
        <translation>已用小时</translation>
    </message>
    <message>
        <source>Accelerator-hours over the whole calendar; rented pools have no idle capacity.</source>
        <translation>整个日历期内的加速卡小时；租用的资源池没有闲置容量。</translation>
    </message>
    <message>
        <source>Deadline status</source>
        <translation>截止期限状态</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 instances)</source>
        <translation>%1（%3 个实例中的 %2 个）</translation>
    </message>
    <message>
        <source>… and %1 more runs; the full report lists every run.</source>
        <translation>……另有 %1 个训练任务；完整报告列出每个训练任务。</translation>
    </message>
    <message>
        <source>From %1 to %2 the portfolio costs %3: runs %4 and their checkpoints %5, shared data %6, people and operations %7, idle capacity %8.</source>
        <translation>%1 至 %2，组合成本为 %3：训练任务 %4，其检查点 %5，共享数据 %6，人力与运维 %7，闲置容量 %8。</translation>
    </message>
    <message numerus="yes">
        <source>%n run instance(s) could not be placed on the fleet in the calendar; the total includes them at on-demand prices: %1.</source>
        <translation>
            <numerusform>%n 个任务实例无法在日历内排入机群；总额按按需价格计入它们：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost is the runs (work not placed at on-demand prices), idle capacity and shared costs (the corpora, bought once, people and operations); owned accelerators cost as they depreciate and are cash when bought.</source>
        <translation>成本包括训练任务（未排入的工作按按需价格计）、闲置容量和共享成本（只购买一次的语料、人力与运维）；自有加速卡按折旧计入成本，购买时计入现金。</translation>
    </message>
    <message>
        <source>Annual cost of each fleet at the expected rental prices.</source>
        <translation>按预期租用价格计算的各机队全年成本。</translation>
    </message>
    <message>
        <source>Price as quoted</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Quoted on</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>In the horizon</source>
        <translation>规划期内</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>每张 %1</translation>
    </message>
    <message>
        <source>%1 up front</source>
        <translation>预付 %1</translation>
    </message>
    <message>
        <source>%1 an hour less %2</source>
        <translation>每小时 %1，减 %2</translation>
    </message>
    <message>
        <source>%1 an hour for its term</source>
        <translation>整个期限内每小时 %1</translation>
    </message>
    <message>
        <source>%1 an hour</source>
        <translation>每小时 %1</translation>
    </message>
    <message>
        <source>%1 an hour in the first month</source>
        <translation>首月每小时 %1</translation>
    </message>
    <message>
        <source>Rented prices rise %1 a year from the day they were quoted; a commitment pays the on-demand price of its first day, less its discount, for its whole term.</source>
        <translation>租用价格自报价之日起每年上涨 %1；承诺在整个期限内按其首日的按需价格减去折扣付费。</translation>
    </message>
    <message>
        <source>Rented prices fall %1 a year from the day they were quoted; a commitment pays the on-demand price of its first day, less its discount, for its whole term.</source>
        <translation>租用价格自报价之日起每年下降 %1；承诺在整个期限内按其首日的按需价格减去折扣付费。</translation>
    </message>
    <message>
        <source>Fewest owned accelerators near the best</source>
        <translation>接近最优的最少自有加速卡数</translation>
    </message>
    <message>
        <source>Most owned accelerators near the best</source>
        <translation>接近最优的最多自有加速卡数</translation>
    </message>
    <message>
        <source>Near the best: within this a year</source>
        <translation>接近最优：全年相差在此以内</translation>
    </message>
    <message>
        <source>Break-even utilisation against on demand</source>
        <translation>相对按需的盈亏平衡利用率</translation>
    </message>
    <message>
        <source>Owned accelerator-hour, busy or idle</source>
        <translation>自有加速卡机时（忙碌或空闲）</translation>
    </message>
    <message>
        <source>What owning displaces, per useful hour</source>
        <translation>自有所替代的容量，每有效机时</translation>
    </message>
    <message>
        <source>%1 (forecast at completion)</source>
        <extracomment>A tracked plan&apos;s budget status when only the forecast crosses: &quot;Past the warning line (forecast at completion)&quot;</extracomment>
        <translation>%1（完工预测）</translation>
    </message>
    <message>
        <source>%1 (actual spend)</source>
        <extracomment>A tracked plan&apos;s budget status when only the spend to date crosses: &quot;Past the warning line (actual spend)&quot;</extracomment>
        <translation>%1（实际支出）</translation>
    </message>
    <message>
        <source>The plan against its common variants, each evaluated by the model; a variant changes only what it names, as a lever of the advice does, so a change has one figure in both.</source>
        <translation>方案与常见变体的对比，每个变体都由模型计算；变体只改变其名称所述的内容，与改进建议中的措施相同，因此同一项改动在两处的数字一致。</translation>
    </message>
</context>
<context>
    <name>planner::ReportExporter</name>
    <message>
        <source>PDF report (*.pdf);;HTML report (*.html *.htm);;CSV figures (*.csv)</source>
        <translation>PDF 报告 (*.pdf);;HTML 报告 (*.html *.htm);;CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <source>The report cannot be written: the output is not open for writing.</source>
        <translation>无法写入报告：输出未以写入方式打开。</translation>
    </message>
    <message>
        <source>The report cannot be written: %1</source>
        <translation>无法写入报告：%1</translation>
    </message>
    <message>
        <source>The PDF cannot be written: %1</source>
        <translation>无法写入 PDF：%1</translation>
    </message>
    <message>
        <source>Unknown report format &apos;%1&apos;: use .pdf, .html or .csv.</source>
        <translation>未知的报告格式“%1”：请使用 .pdf、.html 或 .csv。</translation>
    </message>
</context>
</TS>
