#pragma once

#include "app/cli/CliSupport.h"

namespace pw::cli {

// `kanoodle catalog [--board B] [--level L] [--json]`: the numbered puzzles (number, board,
// level, game ID), one a line, those of one board or level when asked; `--make-source` prints
// core/kanoodle/CatalogData.cpp made afresh by the generator. usage: for usage errors.
int runKanoodleCatalog(QCommandLineParser &parser, CliStreams &io, const QString &usage);

} // namespace pw::cli
