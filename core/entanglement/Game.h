#pragma once

#include "core/entanglement/Board.h"
#include "core/entanglement/Line.h"
#include "core/entanglement/Move.h"

#include "core/common/Random.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pw::entanglement {

// A whole game as a value: the board, the line, the two tiles in hand, the dealer and the record.
// Tiles are dealt from pw::common::Random seeded with the game's seed, one per placement, so the
// n-th dealt tile depends only on the seed and a game is recreated from (radius, seed, moves).
//
// A turn: the current tile waits at the line's open end; rotate() and swap() any number of
// times; place() lays it, follows the line through it and every placed tile it reaches, scores
// 1 + 2 + ... + L and deals a new current tile. The game is over once the line runs into a wall.
class Game
{
public:
    // Seeds are kept below 2^53 so they survive a JSON number unchanged.
    static constexpr std::uint64_t maxSeed = (std::uint64_t {1} << 53) - 1;

    explicit Game(std::uint64_t seed = 0, int radius = Board::defaultRadius);

    std::uint64_t seed() const { return m_seed; }
    int radius() const { return m_board.radius(); }
    const Board &board() const { return m_board; }
    bool isOver() const { return m_over; }
    int score() const { return m_score; }
    const std::vector<Move> &moves() const { return m_moves; }
    // Every segment of the line so far, from the centre outwards.
    const std::vector<Segment> &line() const { return m_line; }
    LineEnd openEnd() const { return m_end; }

    // The tiles in hand, as dealt, and how far each is turned clockwise (0..5).
    const Tile &currentTile() const { return m_current; }
    const Tile &pocketTile() const { return m_pocket; }
    int currentRotation() const { return m_currentRotation; }
    int pocketRotation() const { return m_pocketRotation; }
    Tile currentPlaced() const { return m_current.rotated(m_currentRotation); }
    Tile pocketPlaced() const { return m_pocket.rotated(m_pocketRotation); }
    // True when the current tile is the one that was in the pocket when the turn began.
    bool swappedThisTurn() const { return m_swapped; }

    // Restores the hand within a turn (used when resuming a saved game): whether the tiles have
    // been swapped this turn and how each is turned.
    void setHand(bool swapped, int currentRotation, int pocketRotation);

    void rotate(int steps);
    void setCurrentRotation(int rotation);
    void swap();

    // What placing the current tile as it is turned would do (nothing placed).
    FollowResult preview(std::vector<Segment> *segments = nullptr) const;

    // Places the current tile; returns the move, which records the computer player that placed
    // it (empty: a person). Does nothing and returns a zero move when the game is over.
    Move place(std::optional<PlayerKind> computer = std::nullopt);

    // Applies a recorded move after checking it against the rules: placed at the line's open end,
    // rotation 0..5, and the points it claims; who placed it is kept as recorded. With checkDeal the pairs must also be the chosen
    // tile of this game's deal turned by `rotation`; without it (a record that names no seed) the
    // recorded pairs are taken as the tile. Returns an empty string on success, else the reason.
    // After a failure the game is left part-way through the move; callers discard it.
    std::string applyRecorded(const Move &move, bool checkDeal = true);

private:
    Tile deal();
    Move placeTile(const Tile &placed, int rotation, bool swapped,
                   std::optional<PlayerKind> computer);

    std::uint64_t m_seed;
    common::Random m_random;
    Board m_board;
    Tile m_current;
    Tile m_pocket;
    int m_currentRotation = 0;
    int m_pocketRotation = 0;
    bool m_swapped = false;
    LineEnd m_end = startOfLine();
    std::vector<Segment> m_line;
    std::vector<Move> m_moves;
    int m_score = 0;
    bool m_over = false;
};

} // namespace pw::entanglement
