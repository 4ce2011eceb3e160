#pragma once

#include <cstdint>
#include <vector>

namespace pw::sliding {

// Duplicate pruning for depth-first search over move sequences (Taylor & Korf, "Pruning duplicate
// nodes in depth-first search", 1993): a finite automaton that reads the moves made so far and
// refuses a move that would end a sequence known to be matched by a better one.
//
// Which sequences: every sequence of up to maxLength moves is compared with all sequences before
// it in shortlex order (shorter first, then by direction number). A sequence is refused when an
// earlier one leaves every tile where it leaves them (the same blank cell and the same
// permutation) and the blank's path of the earlier one stays inside the rectangle the refused
// one's path spans. Sequences that contain a refused one are never generated. The automaton is
// the Aho-Corasick machine over the refused sequences, so a search that follows it never makes a
// path with a refused sequence in it.
//
// Why the search stays optimal. Among the optimal solutions of a board take the first in
// shortlex order. If it contained a refused sequence, replacing that by its earlier twin would
// give a legal path (the twin's blank stays inside the refused one's rectangle, which lies on the
// board because that path did) to the same goal, no longer and earlier in shortlex order: a
// contradiction. So that solution is never refused, and IDA* finds a solution of its length.
// The effect of a sequence does not depend on the board (moves are local), so one automaton
// serves every board size. "UD", "LR"... (a move undone at once) are the shortest refused
// sequences: the automaton includes the usual parent pruning.
class DuplicateMoveAutomaton
{
public:
    static constexpr int start = 0;
    // The length the shared automaton looks at. Korf's 100 with the 7-8 tables: 8 moves expand
    // 15 % fewer nodes than parent pruning alone, 10 moves 20 %, 12 moves 22 %; building takes
    // about 5 ms, 50 ms and 0.7 s (a million sequences kept), so 10.
    static constexpr int sharedLength = 10;
    // The length for boards above 16 cells, whose searches run for seconds to minutes: Korf and
    // Taylor's 95-move 24-puzzle with the 6-6-6-6 tables on two threads expands 245.0 M nodes
    // with 10 moves (24.8 s), 220.5 M with 12 (22.5 s, the automaton built in 0.7 s) and 201.9 M
    // with 14 (21.1 s, but 4.5 s and 180 MB more to build it), so 12.
    static constexpr int longLength = 12;

    // maxLength up to 29.
    explicit DuplicateMoveAutomaton(int maxLength);

    // Built once per process (about 50 ms), on first use.
    static const DuplicateMoveAutomaton &shared();
    // The automaton for a board of this many cells: shared() up to 16 cells, the longer one
    // (longLength, built once on first use, 0.7 s) above.
    static const DuplicateMoveAutomaton &sharedFor(int cells);
    // Refuses only a move that undoes the one before (sequences of length 2).
    static const DuplicateMoveAutomaton &parentOnly();

    // The state after move d (Direction's number) from state q, or -1 when the move ends a
    // refused sequence.
    int next(int q, int d) const { return m_next[static_cast<std::size_t>(q * 4 + d)]; }

    int stateCount() const { return static_cast<int>(m_next.size() / 4); }
    int refusedCount() const { return m_refused; }

private:
    std::vector<std::int32_t> m_next;
    int m_refused = 0;
};

} // namespace pw::sliding
