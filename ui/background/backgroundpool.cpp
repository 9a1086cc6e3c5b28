// SPDX-License-Identifier: GPL-3.0-or-later
#include "background/backgroundpool.h"

#include <QThreadPool>

namespace planner {

QThreadPool *backgroundPool()
{
    // Destroyed at exit after every worker, which waits for its job in its
    // own destructor; the pool then waits for its idle threads.
    static QThreadPool pool;
    return &pool;
}

} // namespace planner
