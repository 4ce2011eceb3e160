#pragma once

#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace pw::kanoodle {

// A lattice offset in the base layer's (x, y) coordinates of seed 001.
struct Offset2
{
    int x = 0;
    int y = 0;
    friend bool operator==(const Offset2 &, const Offset2 &) = default;
};

// One of the twelve pieces, letters A-L as in docs/kanoodle.md.
struct PieceInfo
{
    char letter;
    const char *name; // English colour name ("Lime"), marked for translation: see pieceDisplayName
    std::uint32_t rgb; // display colour 0xRRGGBB
    int size; // 4 or 5 balls
    std::array<Offset2, 5> offsets; // root first; only the first `size` are used
};

inline constexpr int pieceCount = 12;

// The pieces in letter order: pieces()[0] is A (Lime) ... pieces()[11] is L (Purple).
const std::array<PieceInfo, pieceCount> &pieces();

// The piece index (0-11) of a letter A-L (upper or lower case), or nothing.
std::optional<int> pieceIndexOfLetter(char letter);

// "E (Red)", in English: for the CLI and logs.
const char *pieceLetterString(int piece);

// "E (Red)" for people: the letter and the colour name, translated (context
// "pw::kanoodle::Piece") when the application has a translator installed.
QString pieceDisplayName(int piece);

// "Red": the colour name alone, translated like pieceDisplayName's.
QString pieceColourName(int piece);

} // namespace pw::kanoodle
