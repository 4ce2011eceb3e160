#pragma once

#include "app/cli/CliSupport.h"

namespace pw::cli {

// `kanoodle catalog [--json]`: the numbered puzzles (number, board, level, game ID), one a
// line; `--make-source` prints core/kanoodle/CatalogData.cpp made afresh by the generator.
int runKanoodleCatalog(QCommandLineParser &parser, CliStreams &io);

} // namespace pw::cli
