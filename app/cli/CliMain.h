#pragma once

#include "app/cli/CliSupport.h"

namespace pw::cli {

// The whole command line without the program name; returns the exit code.
int runCli(const QStringList &args, CliStreams &io);

QString topLevelUsage();

} // namespace pw::cli
