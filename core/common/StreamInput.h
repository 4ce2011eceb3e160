#pragma once

#include "core/common/Expected.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace pw::common {

// Standard input, pipes, FIFOs and terminals as puzzle files, for the command line only.
//
// The window must never wait on an input, so readWholeFile reads regular files alone by default.
// A command-line tool reads what the shell hands it: `-`, /dev/stdin, <(cmd), a mkfifo. The CLI
// turns stream input on at its entry point; then readWholeFile reads such a stream (blocking) to
// its end, and its bytes are kept for the rest of the process: a stream gives its bytes once, and
// some paths read a file twice (the back end is picked by a peek at its "puzzle" field, then it
// reads the file).

// Allows (or forbids again) stream input in this process and forgets the streams kept so far:
// each run of the CLI starts afresh, also when a test runs it several times in one process.
void allowStreamInput(bool allowed);
bool streamInputAllowed();

// "-", the name of standard input on the command line (only while stream input is allowed).
bool namesStandardInput(const QString &path);

// While stream input is allowed and path is "-" or names a pipe, FIFO, terminal or other device:
// its bytes (read now, or kept from the first read), or why they cannot be had. Otherwise
// nothing, and the path is read as a file (a folder is refused there). A stream of more than
// maxBytes is refused as a file of that size would be.
std::optional<Expected<QByteArray>> readStreamInput(const QString &path, qint64 maxBytes);

} // namespace pw::common
