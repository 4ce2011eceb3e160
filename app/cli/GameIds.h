#pragma once

#include "app/cli/CliSupport.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <functional>

namespace pw::cli {

// Game IDs on the command line, for every puzzle, through the puzzles' back ends
// (core/backends/BackendRegistry): each back end wraps its puzzle's codec, so nothing here names
// a puzzle.

// The puzzle file an ID names, as the file writers produce it, with "id" (the ID as this program
// writes it) added. Seed IDs are generated here.
common::Expected<QJsonObject> puzzleFileForGameId(const QString &id);

// The descriptive ID of a puzzle file of any kind (a Sliding text board too).
common::Expected<QString> descriptiveGameIdOfFile(const QString &path);

// Today's (date's) seed ID of a puzzle kind ("noodles", "kanoodle", "entanglement", "sliding").
QString dailyGameId(const QString &puzzle, const QDate &date);

// The "daily" action every verb has: [--date DATE] [--json]. Prints the puzzle file of the
// date's seed ID with "id" and "date" added (--json: one line), or the ID and then the file.
int runDaily(const QString &puzzle, QCommandLineParser &parser, const QString &usage,
             CliStreams &io);
// The same for a puzzle with more than one daily game (Kanoodle's pyramid beside its flat
// puzzle): idOfDay gives the date's seed ID.
int runDailyOf(const std::function<QString(const QDate &)> &idOfDay, QCommandLineParser &parser,
               const QString &usage, CliStreams &io);

// The option every verb adds for "daily".
QCommandLineOption dateOption();

} // namespace pw::cli
