#include "core/kanoodle/BatchFile.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace pw::kanoodle {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::kanoodle::BatchFile)
};

} // namespace

std::vector<BatchPuzzle> parseBatch(const QByteArray &data, const QString &source)
{
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    std::vector<BatchPuzzle> puzzles;
    const QList<QByteArray> lines = data.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const int number = static_cast<int>(i + 1);
        const QString where = Text::tr("line %1").arg(number);
        const QStringList fields = line.split(whitespace);
        if (fields.size() != 2) {
            puzzles.push_back(
                BatchPuzzle {number, QString(),
                             common::Error {source, where, Text::tr("expected \"NAME STATE\"")}});
            continue;
        }
        common::Expected<Position> position = Position::parse(Board::pyramid(), fields[1], source);
        if (!position) {
            common::Error error = position.error();
            error.location
                = error.location.isEmpty() ? where : where + QStringLiteral(", ") + error.location;
            position = error;
        }
        puzzles.push_back(BatchPuzzle {number, fields[0], std::move(position)});
    }
    return puzzles;
}

} // namespace pw::kanoodle
