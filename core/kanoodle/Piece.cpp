#include "core/kanoodle/Piece.h"

#include <QCoreApplication>

namespace pw::kanoodle {

const std::array<PieceInfo, pieceCount> &pieces()
{
    // Offsets are the facts from seed 001's published source (root first). The colours follow
    // the physical game's pieces.
    static const std::array<PieceInfo, pieceCount> table {{
        {'A', "Lime", 0x9ACD32, 5, {{{0, 0}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}}},
        {'B', "Yellow", 0xF5D000, 5, {{{0, 0}, {1, 0}, {2, 0}, {1, 1}, {2, 1}}}},
        {'C', "Dark Blue", 0x1F3FBF, 5, {{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}}},
        {'D', "Light Blue", 0x7EC8F0, 5, {{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}}}},
        {'E', "Red", 0xD62828, 5, {{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}}}},
        {'F', "Pink", 0xF48FB1, 5, {{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {1, 1}}}},
        {'G', "Green", 0x2E8B57, 5, {{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}}}},
        {'H', "White", 0xF2F2F2, 5, {{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {0, 2}}}},
        {'I', "Orange", 0xFF8C00, 4, {{{0, 0}, {1, 0}, {1, 1}, {1, 2}, {0, 0}}}},
        {'J', "Peach", 0xFFC8A0, 4, {{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {0, 0}}}},
        {'K', "Gray", 0x8C8C8C, 4, {{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 0}}}},
        {'L', "Purple", 0x7B3FA0, 4, {{{0, 0}, {1, 0}, {2, 0}, {1, 1}, {0, 0}}}},
    }};
    return table;
}

std::optional<int> pieceIndexOfLetter(char letter)
{
    if (letter >= 'a' && letter <= 'l')
        letter = static_cast<char>(letter - 'a' + 'A');
    if (letter >= 'A' && letter <= 'L')
        return letter - 'A';
    return std::nullopt;
}

const char *pieceLetterString(int piece)
{
    static const char *const names[pieceCount] = {
        "A (Lime)",  "B (Yellow)", "C (Dark Blue)", "D (Light Blue)", "E (Red)",  "F (Pink)",
        "G (Green)", "H (White)",  "I (Orange)",    "J (Peach)",      "K (Gray)", "L (Purple)",
    };
    return (piece >= 0 && piece < pieceCount) ? names[piece] : "?";
}

QString pieceDisplayName(int piece)
{
    // The colour names of pieces(), listed for lupdate.
    [[maybe_unused]] static const char *const colourNames[pieceCount] = {
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Lime"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Yellow"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Dark Blue"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Light Blue"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Red"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Pink"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Green"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "White"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Orange"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Peach"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Gray"),
        QT_TRANSLATE_NOOP("pw::kanoodle::Piece", "Purple"),
    };
    if (piece < 0 || piece >= pieceCount)
        return QStringLiteral("?");
    const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
    //: A Kanoodle piece: its letter and its colour, as in "E (Red)"
    return QCoreApplication::translate("pw::kanoodle::Piece", "%1 (%2)")
        .arg(QString(QLatin1Char(info.letter)), pieceColourName(piece));
}

QString pieceColourName(int piece)
{
    if (piece < 0 || piece >= pieceCount)
        return QStringLiteral("?");
    // Listed for lupdate in pieceDisplayName.
    return QCoreApplication::translate("pw::kanoodle::Piece",
                                       pieces()[static_cast<std::size_t>(piece)].name);
}

} // namespace pw::kanoodle
