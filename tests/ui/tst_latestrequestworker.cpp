// SPDX-License-Identifier: GPL-3.0-or-later
// The one newest-request-wins worker (background/latestrequestworker.h) the
// window's three analyses use: only the newest waiting request runs, a result
// overtaken by a later request never reaches the GUI thread, a job's several
// results come with their index, a delay coalesces a burst, and destroying
// the worker while a job runs waits for it and delivers nothing.
#include "background/latestrequestworker.h"

#include "testmain.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <memory>
#include <vector>

namespace tst_latestrequestworker { // one namespace a test file: tests/testmain.h, "Unity builds"

using Worker = planner::LatestRequestWorker<int, int>;

/** What the jobs saw, written on the pool's threads. */
struct Jobs {
    QMutex mutex;
    std::vector<int> started;
    /** Each job takes one before it reports (released by the test). */
    QSemaphore gate;
    /** A job reports request × 10, then request × 10 + 1 when asked. */
    bool twoResults = false;

    std::vector<int> startedSoFar()
    {
        QMutexLocker lock(&mutex);
        return started;
    }
};

struct Delivered {
    std::vector<int> results;
    std::vector<int> indexes;
    /** isBusy() as each result came: false, unless a newer request waits. */
    std::vector<bool> busy;
    const Worker *worker = nullptr;
};

std::unique_ptr<Worker> makeWorker(Jobs &jobs, Delivered &delivered)
{
    auto worker = std::make_unique<Worker>(
        [&jobs](const int &request, QPromise<int> &promise) {
            {
                QMutexLocker lock(&jobs.mutex);
                jobs.started.push_back(request);
            }
            jobs.gate.acquire();
            promise.addResult(request * 10);
            if (jobs.twoResults) {
                jobs.gate.acquire();
                promise.addResult(request * 10 + 1, 1);
            }
        },
        [&delivered](int &&result, int index) {
            delivered.results.push_back(result);
            delivered.indexes.push_back(index);
            delivered.busy.push_back(delivered.worker->isBusy());
        });
    delivered.worker = worker.get();
    return worker;
}

/** Waits (without running the event loop) until `count` jobs have started. */
bool waitForStarted(Jobs &jobs, std::size_t count)
{
    QElapsedTimer waited;
    waited.start();
    while (jobs.startedSoFar().size() < count && waited.elapsed() < 10000)
        QThread::msleep(1);
    return jobs.startedSoFar().size() >= count;
}

/** A worker on gated jobs, and what it delivered. */
struct Harness {
    Jobs jobs;
    Delivered delivered;
    std::unique_ptr<Worker> worker = makeWorker(jobs, delivered);

    /** Submits the first request and waits until its job runs. */
    bool runningFirst(int request)
    {
        worker->submit(request);
        return worker->isRunning() && waitForStarted(jobs, 1);
    }
};

class TestLatestRequestWorker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theNewestWaitingRequestWins()
    {
        Harness h;
        QVERIFY(h.runningFirst(1)); // no delay: starts at once
        h.worker->submit(2);        // each replaces the one waiting before it
        h.worker->submit(3);
        h.worker->submit(4);
        h.jobs.gate.release(2);
        h.worker->waitForIdle();
        QVERIFY(!h.worker->isBusy());
        // 2 and 3 never ran; 1's result, overtaken while it ran, was dropped.
        QCOMPARE(h.jobs.startedSoFar(), (std::vector<int>{1, 4}));
        QCOMPARE(h.delivered.results, std::vector<int>{40});
        QCOMPARE(h.delivered.busy, std::vector<bool>{false}); // its receivers may show it
    }

    void aResultOvertakenOrCancelledIsNeverDelivered()
    {
        Harness h;
        QVERIFY(h.runningFirst(1));
        h.worker->cancel();
        QVERIFY(h.worker->isBusy()); // the job still runs
        h.jobs.gate.release();
        h.worker->waitForIdle();
        QVERIFY(h.delivered.results.empty());

        // Two results, the second overtaken between them: the first came,
        // the second never does, and the newer request's both do.
        h.jobs.twoResults = true;
        h.worker->submit(2);
        h.jobs.gate.release();
        QTRY_COMPARE(h.delivered.results, std::vector<int>{20});
        QCOMPARE(h.delivered.indexes, std::vector<int>{0});
        h.worker->submit(3);
        h.jobs.gate.release(3);
        h.worker->waitForIdle();
        QCOMPARE(h.delivered.results, (std::vector<int>{20, 30, 31}));
        QCOMPARE(h.delivered.indexes, (std::vector<int>{0, 0, 1}));
        QVERIFY(!h.worker->isBusy());
    }

    void aResultIsDeliveredOnlyByTheEventLoop()
    {
        Harness h;
        h.worker->submit(5);
        h.jobs.gate.release();
        QElapsedTimer waited;
        waited.start();
        while (!h.worker->firstResultWaiting() && waited.elapsed() < 10000)
            QThread::msleep(1);
        QVERIFY(h.worker->firstResultWaiting()); // computed, not yet taken
        QVERIFY(h.worker->isRunning());
        QVERIFY(h.delivered.results.empty());
        QTRY_VERIFY(!h.worker->isRunning());
        QVERIFY(!h.worker->firstResultWaiting());
        QCOMPARE(h.delivered.results, std::vector<int>{50});
    }

    void aDelayCoalescesABurstUnlessToldToStartNow()
    {
        Harness h;
        h.worker->setDelayMs(50);
        h.worker->submit(1);
        h.worker->submit(2);
        h.worker->submit(3);
        QVERIFY(!h.worker->isRunning()); // waits out the delay
        QVERIFY(h.worker->isBusy());
        h.jobs.gate.release();
        QTRY_COMPARE(h.delivered.results, std::vector<int>{30});
        QCOMPARE(h.jobs.startedSoFar(), std::vector<int>{3});

        h.worker->submit(4, Worker::Start::Now);
        QVERIFY(h.worker->isRunning());
        h.jobs.gate.release();
        h.worker->waitForIdle();
        QCOMPARE(h.delivered.results, (std::vector<int>{30, 40}));
    }

    void destroyingItWhileBusyWaitsAndDeliversNothing()
    {
        Harness h;
        QVERIFY(h.runningFirst(1));
        h.worker->submit(2); // waits behind the running job
        // Opens the gate a little after the destructor has begun to wait.
        std::unique_ptr<QThread> opener(QThread::create([&h] {
            QThread::msleep(100);
            h.jobs.gate.release(2);
        }));
        opener->start();
        h.worker.reset();
        QVERIFY(opener->wait(10000));
        QCoreApplication::processEvents();
        QCOMPARE(h.jobs.startedSoFar(), std::vector<int>{1}); // the waiting request never ran
        QVERIFY(h.delivered.results.empty());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestLatestRequestWorker)
} // namespace tst_latestrequestworker

#include "tst_latestrequestworker.moc"
