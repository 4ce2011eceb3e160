#pragma once

#include "core/kanoodle/TilingSearch.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace pw::kanoodle {

// Exact cover that branches like dancing links, on the most constrained choice, with the rows
// kept as bitsets. The placements that fit at the start are numbered once; a node's live
// placements are one bitset over those numbers, and placing a piece is one AND NOT with that
// placement's precomputed conflict set (the placements that overlap it or are the same piece).
// How many live placements cover an empty cell, or belong to a missing piece, is a popcount
// of two bitsets. A cell or piece with none ends the branch; otherwise the search branches on
// the cell or the piece with the fewest. With two pieces left, every placement of one whose
// complement is a live placement of the other is a solution, so that level is counted directly.
//
// Counting is memoised in a CountCache (see TilingSearch): how many ways a node can be completed
// depends only on its filled cells and the pieces used. Only nodes with five or more pieces left
// are remembered; smaller subtrees are searched again faster than they are looked up.
class ConstrainedSearch : public TilingSearch
{
public:
    using Word = std::uint64_t;
    // An open node of the search tree, and the placements that led to it: a share of the work
    // for another thread.
    struct Subtree
    {
        int depth = 0;
        CellMask filled = 0;
        std::uint16_t used = 0;
        std::vector<Word> live;
        std::vector<std::int16_t> path; // board placement indices
    };

    // cache, when given, is used and kept by the caller; otherwise the search makes its own.
    explicit ConstrainedSearch(const Position &start, CountCache *cache = nullptr);
    // A search sharing another's start and tables (for another thread; the tables are never
    // written after construction).
    ConstrainedSearch(const ConstrainedSearch &other, CountCache *cache);

    // The open nodes of the first levels of the tree, in search order, expanded level by level
    // until there are at least `wanted` (or `maxLevels` levels, or two pieces left). Their counts
    // add up to the start's, and the first of them with a solution holds the start's first one.
    std::vector<Subtree> split(int wanted, int maxLevels) const;
    // From now on count() counts only `subtree` (one of split()'s).
    void startAt(Subtree subtree) { m_subtree = std::move(subtree); }

    // Listing (SolutionEnumerator): walks on from the last solution listed (from the start the
    // first time) and hands each solution's placements (board indices, in the order placed) to
    // `take` until it returns false, the sink cancels (wasCancelled()) or the tree ends; returns
    // whether it ended. The order is that of dancing links (Solver): at every node the same
    // choice is branched on (the first of the cells, then of the pieces, with the fewest live
    // placements) and its placements are tried in board order, so solution k is the same.
    // A walk resumes by descending again along the last solution's path, skipping the branches
    // before it; nodes found to have no solution are remembered in the cache (only those: a
    // listing must still visit every solution) and skipped when met again.
    using Take = std::function<bool(std::span<const std::int16_t>)>;
    bool listMore(common::SolverSink &sink, const Take &take);

private:
    // A node's live placements: the bitset, and the indices of its words that are not zero, the
    // only ones read (deep in the tree a few dozen placements are live, in a few of the words;
    // a child's live set lies within its parent's words).
    struct LiveSet
    {
        Word *bits;
        std::uint8_t *words;
        int wordCount;
    };

    void searchFromStart() override;
    // The start as a node: the cells and pieces it has, every placement that fits live.
    Subtree startNode() const;
    // The live set of a node whose bits are all there (a Subtree's), with words to list them in.
    LiveSet liveSetOf(Word *bits, std::uint8_t *words) const;
    // Where the search keeps the live set of its node at depth.
    LiveSet storageAt(int depth);
    // next = the placements of live that placement does not exclude (next's bits outside
    // live's words are left as they are).
    void liveAfter(const LiveSet &live, std::size_t placement, LiveSet &next) const;
    std::int64_t search(int depth, CellMask filled, std::uint16_t used, const LiveSet &live);
    // Lists below a node; onPath: the node lies on the last listed solution's path, whose
    // earlier branches were listed before. Returns the solutions listed.
    std::int64_t list(int depth, CellMask filled, std::uint16_t used, const LiveSet &live,
                      bool onPath);
    std::int64_t countLastTwo(int depth, const LiveSet &live, CellMask empty,
                              std::uint16_t missing);
    // The cover set of the empty cell, or the piece set of the missing piece, with the fewest
    // live placements; count receives how many (0: a dead end).
    const Word *mostConstrained(const LiveSet &live, CellMask empty, std::uint16_t missing,
                                int &count) const;
    // The same choice as mostConstrained's popcounts, made by walking the live placements once
    // and adding up their cells in bit-sliced counters (one bit of every cell's count per word):
    // cheaper when a node has few live placements, as near the leaves. Nothing when every empty
    // cell has eight or more (the counters stop there).
    const Word *fewestByTally(const LiveSet &live, CellMask empty, std::uint16_t missing,
                              int &count) const;
    // The live placement in set that covers exactly cells, or -1.
    int liveWithCells(const LiveSet &live, const Word *set, CellMask cells) const;

    // What the start's placements are and which exclude which, by placement number.
    struct Tables
    {
        std::vector<CellMask> cells;
        std::vector<std::int16_t> piece;
        std::vector<std::int16_t> boardIndex; // the board's placement index
        std::vector<Word> conflicts; // m_words per placement
        std::vector<Word> covering; // m_words per cell: the placements that cover it
        std::vector<Word> ofPiece; // m_words per piece
    };

    CellMask m_region = 0;
    int m_words = 0; // bitset length in 64-bit words
    std::shared_ptr<const Tables> m_tables;
    std::vector<Word> m_live; // m_words per depth: the live placements of the node
    std::vector<std::uint8_t> m_liveWords; // m_words per depth: their nonzero words
    std::optional<Subtree> m_subtree; // where count() starts, when not at the start

    const Take *m_take = nullptr;
    std::int16_t m_listPath[pieceCount] {}; // placement numbers on the way to the node
    std::vector<std::int16_t> m_resume; // those of the last solution listed
    bool m_listStarted = false;
};

} // namespace pw::kanoodle
