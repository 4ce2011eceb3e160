#pragma once

#include "app/cli/CliSupport.h"

namespace pw::cli {

// Every puzzle's verb, declared from the puzzle list: kindVerb() is defined in that puzzle's
// folder here (app/cli/KIND), with the verb's actions.
#define PW_PUZZLE(kind, Name) Verb kind##Verb();
#include "core/backends/PuzzleList.h"
#undef PW_PUZZLE

// Game IDs of every puzzle (IdCommand.cpp).
int runId(const QStringList &args, CliStreams &io);

} // namespace pw::cli
