#include "core/sliding/DuplicateMoveAutomaton.h"

#include <algorithm>
#include <array>
#include <deque>
#include <utility>

namespace pw::sliding {

namespace {

constexpr int stepX[4] = {0, 0, -1, 1}; // Up, Down, Left, Right as in Direction
constexpr int stepY[4] = {-1, 1, 0, 0};

// A sequence of up to 29 moves, move i in bits 2i and 2i + 1.
struct Sequence
{
    std::uint64_t code = 0;
    int length = 0;

    int move(int i) const { return static_cast<int>(code >> (2 * i)) & 3; }
    Sequence then(int d) const
    {
        return {code | (static_cast<std::uint64_t>(d) << (2 * length)), length + 1};
    }
    Sequence suffix(int from) const { return {code >> (2 * from), length - from}; }
    std::uint64_t key() const { return code | (static_cast<std::uint64_t>(length) << 58); }
};

// The rectangle a blank's path spans, relative to where it started.
struct Span
{
    int minX = 0;
    int maxX = 0;
    int minY = 0;
    int maxY = 0;

    explicit Span(const Sequence &moves)
    {
        int x = 0;
        int y = 0;
        for (int i = 0; i < moves.length; ++i) {
            x += stepX[moves.move(i)];
            y += stepY[moves.move(i)];
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            minY = std::min(minY, y);
            maxY = std::max(maxY, y);
        }
    }
    bool within(const Span &other) const
    {
        return minX >= other.minX && maxX <= other.maxX && minY >= other.minY && maxY <= other.maxY;
    }
};

// What a sequence does, exactly: where the blank ends and which tile stands on each cell it
// changed (cells as offsets from the blank's start). Two sequences with the same effect leave
// every tile alike on any board where both can be played.
std::vector<int> exactEffect(const Sequence &moves)
{
    std::vector<std::pair<std::pair<int, int>, int>> tileAt; // cell -> tile (a start cell)
    auto find = [&](std::pair<int, int> cell) -> std::size_t {
        for (std::size_t i = 0; i < tileAt.size(); ++i) {
            if (tileAt[i].first == cell)
                return i;
        }
        tileAt.push_back({cell, static_cast<int>(tileAt.size())});
        return tileAt.size() - 1;
    };
    std::pair<int, int> blank {0, 0};
    for (int i = 0; i < moves.length; ++i) {
        const std::pair<int, int> next {blank.first + stepX[moves.move(i)],
                                        blank.second + stepY[moves.move(i)]};
        const std::size_t from = find(blank);
        const std::size_t to = find(next);
        std::swap(tileAt[from].second, tileAt[to].second);
        blank = next;
    }
    // Tiles are numbered in the order their cells were first met, which both sequences of a
    // pair need not share: describe each changed cell by the start cell of its tile instead.
    std::vector<std::pair<int, int>> firstCell(tileAt.size());
    for (std::size_t i = 0; i < tileAt.size(); ++i)
        firstCell[i] = tileAt[i].first; // entries were added in first-met order
    std::vector<int> effect {blank.first, blank.second};
    std::sort(tileAt.begin(), tileAt.end());
    for (const auto &[cell, tile] : tileAt) {
        const auto from = firstCell[static_cast<std::size_t>(tile)];
        if (from != cell)
            effect.insert(effect.end(), {cell.first, cell.second, from.first, from.second});
    }
    return effect;
}

// Plays sequences on a board so large that none meets an edge, and keeps a hash of the whole
// arrangement (a tile off its start cell counts, one on it does not) for finding twins fast.
class Player
{
public:
    explicit Player(int maxLength)
        : m_side(2 * maxLength + 1)
        , m_tiles(static_cast<std::size_t>(m_side * m_side))
        , m_blank(maxLength * m_side + maxLength)
    {
        for (std::size_t i = 0; i < m_tiles.size(); ++i)
            m_tiles[i] = static_cast<std::uint16_t>(i);
    }

    void play(int d) { moveBlankTo(m_blank + stepY[d] * m_side + stepX[d]); }
    void undo(int d) { moveBlankTo(m_blank - stepY[d] * m_side - stepX[d]); }
    std::uint64_t hash() const { return m_hash; }

private:
    void moveBlankTo(int cell)
    {
        m_hash ^= part(m_blank) ^ part(cell);
        std::swap(m_tiles[static_cast<std::size_t>(m_blank)],
                  m_tiles[static_cast<std::size_t>(cell)]);
        m_hash ^= part(m_blank) ^ part(cell);
        m_blank = cell;
    }
    std::uint64_t part(int cell) const
    {
        const int tile = m_tiles[static_cast<std::size_t>(cell)];
        if (tile == cell)
            return 0;
        std::uint64_t z = static_cast<std::uint64_t>(cell) * 65536u + static_cast<unsigned>(tile);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull; // splitmix64's finaliser
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }

    int m_side;
    std::vector<std::uint16_t> m_tiles;
    int m_blank;
    std::uint64_t m_hash = 0;
};

// The kept sequences by the hash of their effect (open addressing; equal hashes are compared
// exactly before a sequence is refused).
class KeptSequences
{
public:
    KeptSequences() { grow(1 << 16); }

    void add(const Sequence &moves, std::uint64_t hash)
    {
        if (2 * (m_sequences.size() + 1) > m_slots.size())
            grow(2 * m_slots.size());
        m_sequences.push_back(moves);
        m_hashes.push_back(hash);
        place(static_cast<std::int32_t>(m_sequences.size() - 1));
    }
    // A kept sequence with the effect of moves whose blank stays inside moves' rectangle.
    bool hasTwinWithin(const Sequence &moves, std::uint64_t hash) const
    {
        const Span span(moves);
        std::vector<int> effect;
        for (std::size_t at = hash & (m_slots.size() - 1); m_slots[at] >= 0;
             at = (at + 1) & (m_slots.size() - 1)) {
            const auto k = static_cast<std::size_t>(m_slots[at]);
            if (m_hashes[k] != hash || !Span(m_sequences[k]).within(span))
                continue;
            if (effect.empty())
                effect = exactEffect(moves);
            if (exactEffect(m_sequences[k]) == effect)
                return true;
        }
        return false;
    }
    const Sequence &operator[](std::size_t i) const { return m_sequences[i]; }
    std::size_t size() const { return m_sequences.size(); }

private:
    void grow(std::size_t slots)
    {
        m_slots.assign(slots, -1);
        for (std::size_t k = 0; k < m_sequences.size(); ++k)
            place(static_cast<std::int32_t>(k));
    }
    void place(std::int32_t k)
    {
        std::size_t at = m_hashes[static_cast<std::size_t>(k)] & (m_slots.size() - 1);
        while (m_slots[at] >= 0)
            at = (at + 1) & (m_slots.size() - 1);
        m_slots[at] = k;
    }

    std::vector<Sequence> m_sequences;
    std::vector<std::uint64_t> m_hashes;
    std::vector<std::int32_t> m_slots;
};

// The refused sequences found so far (a few thousand), in a small open-addressing set: asked
// about every suffix of every sequence generated, so it should stay in the cache.
class RefusedSet
{
public:
    RefusedSet() { m_slots.assign(1 << 12, 0); }

    void add(const Sequence &moves)
    {
        if (2 * (++m_count) > m_slots.size()) {
            std::vector<std::uint64_t> old(2 * m_slots.size(), 0);
            old.swap(m_slots);
            for (std::uint64_t key : old) {
                if (key)
                    m_slots[firstFree(key)] = key;
            }
        }
        m_slots[firstFree(moves.key())] = moves.key();
    }
    // Whether a suffix of moves is refused. The sequence without its last move was kept, so
    // only its suffixes can be; a single move never is.
    bool endsRefused(const Sequence &moves) const
    {
        for (int from = 1; from + 2 <= moves.length; ++from) {
            const std::uint64_t key = moves.suffix(from).key(); // never 0: the length is in it
            for (std::size_t at = slotOf(key); m_slots[at]; at = (at + 1) & (m_slots.size() - 1)) {
                if (m_slots[at] == key)
                    return true;
            }
        }
        return false;
    }

private:
    std::size_t slotOf(std::uint64_t key) const
    {
        return static_cast<std::size_t>((key * 0x9e3779b97f4a7c15ull) >> 32) & (m_slots.size() - 1);
    }
    std::size_t firstFree(std::uint64_t key) const
    {
        std::size_t at = slotOf(key);
        while (m_slots[at])
            at = (at + 1) & (m_slots.size() - 1);
        return at;
    }

    std::vector<std::uint64_t> m_slots;
    std::size_t m_count = 0;
};

// Every refused sequence of up to maxLength moves, found breadth first in shortlex order: each
// kept sequence is extended by each move in turn, so a sequence is compared only with sequences
// before it. The kept sequences of one length lie together in `kept`.
std::vector<Sequence> refusedSequences(int maxLength)
{
    Player player(maxLength);
    KeptSequences kept;
    RefusedSet refused;
    std::vector<Sequence> inOrder;
    kept.add(Sequence {}, player.hash());
    std::size_t levelBegin = 0;
    for (int length = 1; length <= maxLength; ++length) {
        const std::size_t levelEnd = kept.size();
        for (std::size_t i = levelBegin; i < levelEnd; ++i) {
            const Sequence parent = kept[i];
            for (int m = 0; m < parent.length; ++m)
                player.play(parent.move(m));
            for (int d = 0; d < 4; ++d) {
                const Sequence child = parent.then(d);
                if (refused.endsRefused(child))
                    continue;
                player.play(d);
                if (kept.hasTwinWithin(child, player.hash())) {
                    refused.add(child);
                    inOrder.push_back(child);
                } else {
                    kept.add(child, player.hash());
                }
                player.undo(d);
            }
            for (int m = parent.length - 1; m >= 0; --m)
                player.undo(parent.move(m));
        }
        levelBegin = levelEnd;
    }
    return inOrder;
}

} // namespace

DuplicateMoveAutomaton::DuplicateMoveAutomaton(int maxLength)
{
    const std::vector<Sequence> refused = refusedSequences(maxLength);
    m_refused = static_cast<int>(refused.size());
    // The trie of the refused sequences; node 0 is the empty sequence.
    std::vector<std::array<std::int32_t, 4>> child(1, {-1, -1, -1, -1});
    std::vector<char> bad(1, 0);
    for (const Sequence &moves : refused) {
        int node = 0;
        for (int i = 0; i < moves.length; ++i) {
            const int d = moves.move(i);
            const auto at = static_cast<std::size_t>(node);
            const auto move = static_cast<std::size_t>(d);
            if (child[at][move] < 0) {
                child[at][move] = static_cast<std::int32_t>(child.size());
                child.push_back({-1, -1, -1, -1}); // after the write: it may move the array
                bad.push_back(0);
            }
            node = child[at][move];
        }
        bad[static_cast<std::size_t>(node)] = 1;
    }
    // Aho-Corasick: each node's failure link is its longest proper suffix in the trie; the moves
    // out of a node go where its failure link's moves go when the trie has no child there.
    std::vector<std::int32_t> fail(child.size(), 0);
    std::vector<std::array<std::int32_t, 4>> go = child;
    std::deque<int> queue {0};
    while (!queue.empty()) {
        const int node = queue.front();
        queue.pop_front();
        for (std::size_t d = 0; d < 4; ++d) {
            const int next = child[static_cast<std::size_t>(node)][d];
            const int viaFail = node == 0 ? 0 : go[static_cast<std::size_t>(fail[node])][d];
            if (next < 0) {
                go[static_cast<std::size_t>(node)][d] = viaFail;
                continue;
            }
            fail[static_cast<std::size_t>(next)] = viaFail;
            bad[static_cast<std::size_t>(next)] |= bad[static_cast<std::size_t>(viaFail)];
            queue.push_back(next);
        }
    }
    // The automaton's states are the nodes no refused sequence ends at.
    std::vector<std::int32_t> id(child.size(), -1);
    int states = 0;
    for (std::size_t node = 0; node < child.size(); ++node) {
        if (!bad[node])
            id[node] = states++;
    }
    m_next.assign(static_cast<std::size_t>(states) * 4, -1);
    for (std::size_t node = 0; node < child.size(); ++node) {
        if (bad[node])
            continue;
        for (std::size_t d = 0; d < 4; ++d)
            m_next[static_cast<std::size_t>(id[node]) * 4 + d]
                = id[static_cast<std::size_t>(go[node][d])];
    }
}

const DuplicateMoveAutomaton &DuplicateMoveAutomaton::shared()
{
    static const DuplicateMoveAutomaton automaton(sharedLength);
    return automaton;
}

const DuplicateMoveAutomaton &DuplicateMoveAutomaton::sharedFor(int cells)
{
    if (cells <= 16)
        return shared();
    static const DuplicateMoveAutomaton automaton(longLength);
    return automaton;
}

const DuplicateMoveAutomaton &DuplicateMoveAutomaton::parentOnly()
{
    static const DuplicateMoveAutomaton automaton(2);
    return automaton;
}

} // namespace pw::sliding
