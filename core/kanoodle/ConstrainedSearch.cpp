#include "core/kanoodle/ConstrainedSearch.h"

#include <algorithm>
#include <bit>
#include <cassert>

namespace pw::kanoodle {

namespace {

constexpr int bitsPerWord = 64;
// Bitsets are at most this long (their word indices are bytes): 16 384 placements; the pyramid
// has 4224.
constexpr int maxWords = 256;
// Nodes with fewer pieces left are not memoised: their subtrees are a few hundred nanoseconds
// of search, less than the cache miss of looking them up in a table of megabytes (measured:
// from five pieces left on, pyramid puzzles count 10-30 % faster and the empty pyramid 37 %).
constexpr int memoisedFrom = 5;
// Nodes with this many pieces left or fewer (99.9 % of the nodes of the empty pyramid's count)
// choose their branch by tallying their few live placements (fewestByTally) rather than by
// popcounts over every empty cell's cover set: the same choice and the same nodes, about 15 %
// less CPU time in the empty pyramid's count (see docs/kanoodle.md).
constexpr int tallyUpTo = 5;

// The pieces not yet used (used also holds the pieces a sliding challenge leaves out).
std::uint16_t missingOf(std::uint16_t used)
{
    return static_cast<std::uint16_t>(~used & ((1U << pieceCount) - 1));
}

void setBit(std::uint64_t *bits, std::size_t index)
{
    bits[index / bitsPerWord] |= std::uint64_t {1} << (index % bitsPerWord);
}

// Of the sets numbered by the bits of members (`stride` words each), the one sharing the fewest
// placements with live (whose nonzero words are listed in words), if fewer than `fewest`: best
// points to it and the count is returned. Stops at a count of one or none. The search spends
// most of its time here, in popcounts; on x86-64 the dynamic loader picks a clone built for the
// CPU (POPCNT is one instruction from x86-64-v2 on; the baseline counts bits in software, twice
// as slow overall). Sanitizer builds keep one copy: their runtimes may not be up yet when the
// loader runs the resolver that picks a clone.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)                                \
    && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
[[gnu::target_clones("arch=x86-64-v3", "popcnt", "default")]]
#endif
int fewestLive(const std::uint64_t *live, const std::uint8_t *words, int wordCount,
               const std::uint64_t *sets, int stride, std::uint64_t members,
               const std::uint64_t *&best, int fewest)
{
    for (; members; members &= members - 1) {
        const std::uint64_t *set = sets + std::countr_zero(members) * stride;
        int count = 0;
        for (int i = 0; i < wordCount; ++i)
            count += std::popcount(live[words[i]] & set[words[i]]);
        if (count < fewest) {
            fewest = count;
            best = set;
            if (count <= 1)
                break;
        }
    }
    return fewest;
}

} // namespace

ConstrainedSearch::ConstrainedSearch(const Position &start, CountCache *cache)
    : TilingSearch(start, cache)
    , m_region(start.board().region())
{
    const Board &board = start.board();
    auto shared = std::make_shared<Tables>();
    Tables &tables = *shared;
    for (std::size_t i = 0; i < board.placements().size(); ++i) {
        const int index = static_cast<int>(i);
        const Placement &p = board.placements()[i];
        if (!((start.missingPieces() >> p.piece) & 1U) || !start.canPlace(index))
            continue;
        tables.cells.push_back(p.cells);
        tables.piece.push_back(static_cast<std::int16_t>(p.piece));
        tables.boardIndex.push_back(static_cast<std::int16_t>(index));
    }
    const std::size_t count = tables.cells.size();
    m_words = std::max(1, static_cast<int>((count + bitsPerWord - 1) / bitsPerWord));
    assert(m_words <= maxWords);
    const auto words = static_cast<std::size_t>(m_words);
    const auto cellSet = [&](CellMask cells) {
        return &tables.covering[static_cast<std::size_t>(std::countr_zero(cells)) * words];
    };
    const auto pieceSet = [&](std::size_t placement) {
        return &tables.ofPiece[static_cast<std::size_t>(tables.piece[placement]) * words];
    };
    tables.covering.assign(stateLength * words, 0);
    tables.ofPiece.assign(pieceCount * words, 0);
    for (std::size_t i = 0; i < count; ++i) {
        for (CellMask cells = tables.cells[i]; cells; cells &= cells - 1)
            setBit(cellSet(cells), i);
        setBit(pieceSet(i), i);
    }
    // A placement conflicts with every placement covering one of its cells (itself included)
    // and with every placement of its piece.
    tables.conflicts.assign(count * words, 0);
    for (std::size_t i = 0; i < count; ++i) {
        Word *conflicts = &tables.conflicts[i * words];
        std::copy(pieceSet(i), pieceSet(i) + words, conflicts);
        for (CellMask cells = tables.cells[i]; cells; cells &= cells - 1) {
            const Word *covering = cellSet(cells);
            for (std::size_t w = 0; w < words; ++w)
                conflicts[w] |= covering[w];
        }
    }
    m_tables = std::move(shared);
    m_live.assign((pieceCount + 1) * words, 0);
    m_liveWords.assign((pieceCount + 1) * words, 0);
    for (std::size_t i = 0; i < count; ++i)
        setBit(m_live.data(), i);
}

ConstrainedSearch::ConstrainedSearch(const ConstrainedSearch &other, CountCache *cache)
    : TilingSearch(other.m_start, cache)
    , m_region(other.m_region)
    , m_words(other.m_words)
    , m_tables(other.m_tables)
    , m_live(other.m_live)
    , m_liveWords(other.m_liveWords)
{ }

std::vector<ConstrainedSearch::Subtree> ConstrainedSearch::split(int wanted, int maxLevels) const
{
    const auto words = static_cast<std::size_t>(m_words);
    std::vector<Subtree> open {startNode()};
    // The word lists of the node being split and of a child (the child keeps only its bits).
    std::vector<std::uint8_t> nodeWords(words);
    std::vector<std::uint8_t> childWords(words);
    for (int level = 0; level < maxLevels && static_cast<int>(open.size()) < wanted; ++level) {
        std::vector<Subtree> next;
        for (Subtree &node : open) {
            const CellMask empty = m_region & ~node.filled;
            const std::uint16_t missing = missingOf(node.used);
            if (empty == 0 || std::popcount(missing) <= 2) {
                next.push_back(std::move(node)); // solved, or counted directly
                continue;
            }
            const LiveSet live = liveSetOf(node.live.data(), nodeWords.data());
            int choices = 0;
            const Word *choice = mostConstrained(live, empty, missing, choices);
            for (std::size_t w = 0; w < words && choices > 0; ++w) {
                for (Word bits = node.live[w] & choice[w]; bits; bits &= bits - 1) {
                    const auto placement
                        = w * bitsPerWord + static_cast<std::size_t>(std::countr_zero(bits));
                    Subtree child {
                        node.depth + 1, node.filled | m_tables->cells[placement],
                        static_cast<std::uint16_t>(node.used | (1U << m_tables->piece[placement])),
                        std::vector<Word>(words), node.path};
                    LiveSet childLive {child.live.data(), childWords.data(), 0};
                    liveAfter(live, placement, childLive);
                    child.path.push_back(m_tables->boardIndex[placement]);
                    next.push_back(std::move(child));
                }
            }
        }
        open = std::move(next);
    }
    return open;
}

const ConstrainedSearch::Word *ConstrainedSearch::mostConstrained(const LiveSet &live,
                                                                  CellMask empty,
                                                                  std::uint16_t missing,
                                                                  int &count) const
{
    if (std::popcount(missing) <= tallyUpTo) {
        if (const Word *best = fewestByTally(live, empty, missing, count))
            return best;
    }
    const Word *best = nullptr;
    count = fewestLive(live.bits, live.words, live.wordCount, m_tables->covering.data(), m_words,
                       empty, best, 1 << 30);
    if (count > 1) { // nothing beats a dead end or a forced move
        count = fewestLive(live.bits, live.words, live.wordCount, m_tables->ofPiece.data(), m_words,
                           missing, best, count);
    }
    return best;
}

const ConstrainedSearch::Word *ConstrainedSearch::fewestByTally(const LiveSet &live,
                                                                CellMask empty,
                                                                std::uint16_t missing,
                                                                int &count) const
{
    const Tables &tables = *m_tables;
    // Bit i of ones, twos and fours is that bit of cell i's count; eight or more sets many.
    CellMask ones = 0;
    CellMask twos = 0;
    CellMask fours = 0;
    CellMask many = 0;
    int ofPiece[pieceCount] {};
    for (int i = 0; i < live.wordCount; ++i) {
        const int w = live.words[i];
        for (Word bits = live.bits[w]; bits; bits &= bits - 1) {
            const auto placement
                = static_cast<std::size_t>(w * bitsPerWord + std::countr_zero(bits));
            const CellMask cells = tables.cells[placement];
            const CellMask carryOne = ones & cells;
            ones ^= cells;
            const CellMask carryTwo = twos & carryOne;
            twos ^= carryOne;
            many |= fours & carryTwo;
            fours ^= carryTwo;
            ++ofPiece[tables.piece[placement]];
        }
    }
    const auto words = static_cast<std::size_t>(m_words);
    const CellMask counted = empty & ~many;
    // As fewestLive: the first cell (in cell order) with at most one, else the first with the
    // fewest; then a piece only if it has fewer still.
    int cell = -1;
    if (const CellMask atMostOne = counted & ~twos & ~fours) {
        cell = std::countr_zero(atMostOne);
        count = static_cast<int>((ones >> cell) & 1U);
        return &tables.covering[static_cast<std::size_t>(cell) * words];
    }
    for (int k = 2; k < 8 && cell < 0; ++k) {
        const CellMask exactly = counted & ((k & 1) ? ones : ~ones) & ((k & 2) ? twos : ~twos)
            & ((k & 4) ? fours : ~fours);
        if (exactly) {
            cell = std::countr_zero(exactly);
            count = k;
        }
    }
    if (cell < 0)
        return nullptr; // every cell has eight or more
    const Word *best = &tables.covering[static_cast<std::size_t>(cell) * words];
    for (std::uint16_t m = missing; m; m &= m - 1) {
        const int piece = std::countr_zero(m);
        if (ofPiece[piece] < count) {
            count = ofPiece[piece];
            best = &tables.ofPiece[static_cast<std::size_t>(piece) * words];
            if (count <= 1)
                break;
        }
    }
    return best;
}

ConstrainedSearch::Subtree ConstrainedSearch::startNode() const
{
    Subtree start;
    // Cells outside the region count as filled; pieces not in the set, or placed, as used.
    start.filled = m_start.filled() | ~m_region;
    start.used = static_cast<std::uint16_t>(~m_start.missingPieces());
    start.live.assign(m_live.begin(), m_live.begin() + m_words);
    return start;
}

ConstrainedSearch::LiveSet ConstrainedSearch::liveSetOf(Word *bits, std::uint8_t *words) const
{
    LiveSet live {bits, words, 0};
    for (int w = 0; w < m_words; ++w) {
        words[live.wordCount] = static_cast<std::uint8_t>(w);
        live.wordCount += bits[w] != 0;
    }
    return live;
}

ConstrainedSearch::LiveSet ConstrainedSearch::storageAt(int depth)
{
    const auto offset = static_cast<std::size_t>(depth * m_words);
    return LiveSet {&m_live[offset], &m_liveWords[offset], 0};
}

void ConstrainedSearch::liveAfter(const LiveSet &live, std::size_t placement, LiveSet &next) const
{
    const Word *conflicts = &m_tables->conflicts[placement * static_cast<std::size_t>(m_words)];
    // Local copies: the compiler cannot tell that writing the bits leaves the pointers alone.
    const Word *bits = live.bits;
    const std::uint8_t *words = live.words;
    Word *nextBits = next.bits;
    std::uint8_t *nextWords = next.words;
    int count = 0;
    for (int i = 0; i < live.wordCount; ++i) {
        const int w = words[i];
        const Word remaining = bits[w] & ~conflicts[w];
        nextBits[w] = remaining;
        nextWords[count] = static_cast<std::uint8_t>(w);
        count += remaining != 0;
    }
    next.wordCount = count;
}

void ConstrainedSearch::searchFromStart()
{
    const Subtree node = m_subtree ? *m_subtree : startNode();
    const LiveSet storage = storageAt(node.depth);
    std::copy(node.live.begin(), node.live.end(), storage.bits);
    std::copy(node.path.begin(), node.path.end(), m_path);
    search(node.depth, node.filled, node.used, liveSetOf(storage.bits, storage.words));
}

int ConstrainedSearch::liveWithCells(const LiveSet &live, const Word *set, CellMask cells) const
{
    for (int i = 0; i < live.wordCount; ++i) {
        const int w = live.words[i];
        for (Word bits = live.bits[w] & set[w]; bits; bits &= bits - 1) {
            const int placement = w * bitsPerWord + std::countr_zero(bits);
            if (m_tables->cells[static_cast<std::size_t>(placement)] == cells)
                return placement;
        }
    }
    return -1;
}

std::int64_t ConstrainedSearch::countLastTwo(int depth, const LiveSet &live, CellMask empty,
                                             std::uint16_t missing)
{
    const auto words = static_cast<std::size_t>(m_words);
    const Word *first
        = &m_tables->ofPiece[static_cast<std::size_t>(std::countr_zero(missing)) * words];
    const Word *second
        = &m_tables->ofPiece[static_cast<std::size_t>(std::bit_width(missing) - 1) * words];
    std::int64_t found = 0;
    for (int i = 0; i < live.wordCount; ++i) {
        const int w = live.words[i];
        for (Word bits = live.bits[w] & first[w]; bits; bits &= bits - 1) {
            const auto a = static_cast<std::size_t>(w * bitsPerWord + std::countr_zero(bits));
            // The other piece must cover exactly the rest: at most one placement does.
            const CellMask rest = empty & ~m_tables->cells[a];
            const int b = liveWithCells(live, second, rest);
            if (b < 0)
                continue;
            m_path[depth] = m_tables->boardIndex[a];
            m_path[depth + 1] = m_tables->boardIndex[static_cast<std::size_t>(b)];
            found += solved(depth + 2);
            if (m_stop)
                return found;
        }
    }
    return found;
}

std::int64_t ConstrainedSearch::search(int depth, CellMask filled, std::uint16_t used,
                                       const LiveSet &live)
{
    const CellMask empty = m_region & ~filled;
    if (empty == 0)
        return solved(depth);
    const std::uint16_t missing = missingOf(used);
    const int piecesLeft = std::popcount(missing);
    const bool memo = piecesLeft >= memoisedFrom;
    if (memo) {
        if (const auto known = recall(filled, used))
            return *known;
    }
    if (!enterNode(depth))
        return 0;

    std::int64_t found = 0;
    if (piecesLeft == 2) {
        found = countLastTwo(depth, live, empty, missing);
    } else {
        int choices = 0;
        const Word *choice = mostConstrained(live, empty, missing, choices);
        if (depth < progressDepth)
            m_branchCount[depth] = choices;
        LiveSet next = storageAt(depth + 1);
        int index = 0;
        for (int i = 0; i < live.wordCount && choices > 0; ++i) {
            const int w = live.words[i];
            for (Word bits = live.bits[w] & choice[w]; bits; bits &= bits - 1) {
                const auto placement
                    = static_cast<std::size_t>(w * bitsPerWord + std::countr_zero(bits));
                liveAfter(live, placement, next);
                if (depth < progressDepth)
                    m_branchIndex[depth] = index++;
                m_path[depth] = m_tables->boardIndex[placement];
                found += search(
                    depth + 1, filled | m_tables->cells[placement],
                    static_cast<std::uint16_t>(used | (1U << m_tables->piece[placement])), next);
                if (m_stop)
                    return found;
            }
        }
    }
    if (memo)
        remember(filled, used, found);
    return found;
}

bool ConstrainedSearch::listMore(common::SolverSink &sink, const Take &take)
{
    beginWalk(sink);
    m_take = &take;
    const Subtree node = startNode();
    const LiveSet storage = storageAt(0);
    std::copy(node.live.begin(), node.live.end(), storage.bits);
    // Before the first solution there is no path to resume along.
    list(0, node.filled, node.used, liveSetOf(storage.bits, storage.words), m_listStarted);
    m_take = nullptr;
    return !m_stop;
}

std::int64_t ConstrainedSearch::list(int depth, CellMask filled, std::uint16_t used,
                                     const LiveSet &live, bool onPath)
{
    const CellMask empty = m_region & ~filled;
    if (empty == 0) {
        if (onPath)
            return 0; // the solution listed last: given already
        m_resume.assign(m_listPath, m_listPath + depth);
        m_listStarted = true;
        listed();
        if (!(*m_take)(std::span<const std::int16_t>(m_path, static_cast<std::size_t>(depth))))
            m_stop = true;
        return 1;
    }
    const std::uint16_t missing = missingOf(used);
    // A node on the resume path has a solution (the last one listed), so it is never dead.
    const bool memo = !onPath && std::popcount(missing) >= memoisedFrom;
    if (memo && knownDead(filled, used))
        return 0;
    if (!enterNode(depth))
        return 0;

    int choices = 0;
    const Word *choice = mostConstrained(live, empty, missing, choices);
    if (depth < progressDepth)
        m_branchCount[depth] = choices;
    // On the path, the branches before the one it took were listed before.
    const int resumeAt = onPath ? m_resume[static_cast<std::size_t>(depth)] : 0;
    std::int64_t found = 0;
    LiveSet next = storageAt(depth + 1);
    int index = 0;
    for (int i = 0; i < live.wordCount && choices > 0; ++i) {
        const int w = live.words[i];
        for (Word bits = live.bits[w] & choice[w]; bits; bits &= bits - 1) {
            const int placement = w * bitsPerWord + std::countr_zero(bits);
            if (depth < progressDepth)
                m_branchIndex[depth] = index;
            ++index;
            if (placement < resumeAt)
                continue;
            const auto at = static_cast<std::size_t>(placement);
            liveAfter(live, at, next);
            m_path[depth] = m_tables->boardIndex[at];
            m_listPath[depth] = static_cast<std::int16_t>(placement);
            found += list(depth + 1, filled | m_tables->cells[at],
                          static_cast<std::uint16_t>(used | (1U << m_tables->piece[at])), next,
                          onPath && placement == resumeAt);
            if (m_stop)
                return found;
        }
    }
    if (memo && found == 0)
        remember(filled, used, 0);
    return found;
}

} // namespace pw::kanoodle
