#pragma once

#include "core/common/Expected.h"
#include "core/kanoodle/Position.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace pw::kanoodle {

// One puzzle of a batch file: its line number, its name and its position, or why the line is bad.
struct BatchPuzzle
{
    int line = 0;
    QString name;
    common::Expected<Position> position;
};

// Batch files of `puzzle-cli kanoodle solve --batch`: one "NAME STATE" pyramid puzzle per line;
// blank lines and '#' comments are skipped. A bad line becomes an entry holding its error (with
// the line number), so a batch run reports it and goes on with the next.
std::vector<BatchPuzzle> parseBatch(const QByteArray &data, const QString &source);

} // namespace pw::kanoodle
