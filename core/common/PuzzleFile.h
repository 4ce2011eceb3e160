#pragma once

#include "core/common/Expected.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pw::common {

// The JSON envelope every puzzle file shares:
//   {"format": "puzzle-workbench", "version": 1, "puzzle": KIND, ...puzzle fields...}
namespace envelope {
inline constexpr const char *formatName = "puzzle-workbench";
inline constexpr int currentVersion = 1;
} // namespace envelope

// An object holding format, version and puzzle; the caller adds its own fields.
QJsonObject makeEnvelope(const QString &kind);

// Parses and checks the envelope. expectedKind empty accepts any kind. sourceName names the
// input in error messages. A JSON syntax error reports its line and column.
Expected<QJsonObject> parseEnvelope(const QByteArray &data, const QString &sourceName,
                                    const QString &expectedKind = {});

// Reads at most maxBytes of a file (bigger files are refused before reading). Regular files
// only, unless the command line allowed stream input ("-" and pipes, StreamInput.h).
Expected<QByteArray> readWholeFile(const QString &path, qint64 maxBytes = 16 * 1024 * 1024);

// Reads a file and parses its envelope.
Expected<QJsonObject> readEnvelopeFile(const QString &path, const QString &expectedKind = {});

// The "puzzle" field of a JSON file, or an empty string if it is not one of ours (used to pick the
// tab that opens it). Files that are not JSON return empty.
QString peekPuzzleKind(const QString &path);

// Writes through QSaveFile: the old file stays intact unless the new one is complete.
Status writeFileAtomically(const QString &path, const QByteArray &data);

// Replaces the file as writeFileAtomically does, so that a program killed at any moment leaves
// the old contents or the new ones, but without waiting for the disk: the data is written beside
// the file and renamed over it, and a crash of the program loses nothing the call returned for
// (the system writes it out), a crash of the machine may. For a copy written at every move (the
// autosave), which a durable write follows when the game is idle.
Status replaceFileQuickly(const QString &path, const QByteArray &data);

// Indented JSON of the object, then writeFileAtomically.
Status writeJsonFile(const QString &path, const QJsonObject &object);

} // namespace pw::common
