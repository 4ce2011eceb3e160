#pragma once

#include "app/cli/CliSupport.h"

namespace pw::cli {

// The four puzzle verbs; each lives in its own file.
int runNoodles(const QStringList &args, CliStreams &io);
int runKanoodle(const QStringList &args, CliStreams &io);
int runEntanglement(const QStringList &args, CliStreams &io);
int runSlide(const QStringList &args, CliStreams &io);
// Game IDs of every puzzle (IdCommand.cpp).
int runId(const QStringList &args, CliStreams &io);

} // namespace pw::cli
