#pragma once

#include "core/common/Expected.h"
#include "core/common/GameBackend.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace pw::backends {

// The one place that knows every puzzle's back end (PuzzleList.h): generic code (the CLI, the
// headless test, the GUI's midend) finds a puzzle's rules by its kind here instead of naming the
// puzzles. It lives beside core/common rather than in it, because common must not depend on the
// puzzles.

// Every back end, in the order the program lists the puzzles.
const std::vector<const common::GameBackend *> &allBackends();

// Their kinds ("noodles", "kanoodle", ...), in the same order.
QStringList puzzleKinds();

// The back end of a kind, or nullptr.
const common::GameBackend *backendFor(const QString &kind);

// The back end of the puzzle a game ID names; text that is not an ID, or names no puzzle this
// program has, is an error saying so at its character (common::puzzleOfGameId).
common::Expected<const common::GameBackend *> backendForGameId(const QString &id);

// The back end that opens a file: by the envelope's "puzzle" field; a file that is not one of
// ours goes to the back end that reads plain text (Sliding's boards), whose reader says what is
// wrong with it. A "puzzle" this program does not know is an error naming the field.
common::Expected<const common::GameBackend *> backendForFile(const QString &path);

} // namespace pw::backends
