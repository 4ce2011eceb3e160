#pragma once

#include "core/common/Expected.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace pw::common {

// Reads the parameters or the description of a game ID piece by piece and remembers the first
// thing that was wrong, with its character position in the whole ID, so a puzzle's parser reads
// like its grammar: number, 'x', number, flags.
class GameIdScanner
{
public:
    // `text` is a part of an ID that starts at index `offset` of the whole ID.
    GameIdScanner(QString text, int offset);

    bool atEnd() const { return m_index >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_index); }
    // Position of the next character in the whole ID (0-based).
    int position() const { return m_offset + static_cast<int>(m_index); }

    // Consumes c when it comes next.
    bool take(QChar c);
    // Requires c next; `what` says what it separates ("'x' between width and height").
    bool expect(QChar c, const QString &what);
    // A decimal whole number in [min, max]; `what` names it in messages ("the width").
    std::optional<int> number(int min, int max, const QString &what);
    // A decimal fraction such as 0.75, in [min, max].
    std::optional<double> fraction(double min, double max, const QString &what);
    // Fails unless everything was read ("unexpected 'q' after the height").
    bool expectEnd(const QString &after);

    // Records an error at `position` (of the whole ID) unless one is already recorded.
    void fail(int position, const QString &reason);
    bool ok() const { return !m_error.has_value(); }
    const Error &error() const { return *m_error; }

private:
    QString m_text;
    int m_offset;
    qsizetype m_index = 0;
    std::optional<Error> m_error;
};

} // namespace pw::common
