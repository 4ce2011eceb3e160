#include "core/noodles/Generator.h"

#include "core/common/JsonFields.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Solver.h"

#include <QCoreApplication>

#include <algorithm>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::Generator)
};

} // namespace

// Spelled with its context: lupdate loses the file's scope in a function returning a
// common:: type and would file Text::tr's words under "Text", which no lookup asks for.
common::Error generationCancelled()
{
    return common::Error {
        {}, {}, QCoreApplication::translate("pw::noodles::Generator", "generation was cancelled")};
}

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

constexpr int treeAttempts = 200; // stalled growths before giving up (rare: caps box a cell in)
constexpr int regrowRounds = 300; // check/re-grow rounds before a tree is replaced
constexpr int replacementTrees = 40; // trees tried before the generator reports failure

// One edge swap that keeps `tree` a spanning tree within the degree caps, made at `cell`: add a
// side from `cell` to a neighbour it is not joined to, and remove one edge of the loop that closes.
class TreeRegrower
{
public:
    explicit TreeRegrower(const Topology &topology)
        : m_topology(topology)
        , m_stamp(idx(topology.cellCount()), 0)
        , m_via(idx(topology.cellCount()), -1)
    { }

    bool regrowAt(std::vector<TileMask> &tree, int cell, common::Random &random)
    {
        const int directions = m_topology.directions();
        const int cap = m_topology.maxDegree();
        int order[6];
        for (int d = 0; d < directions; ++d)
            order[d] = d;
        random.shuffle(order, order + directions);
        for (int i = 0; i < directions; ++i) {
            const int d = order[i];
            const int other = m_topology.neighbour(cell, d);
            if (other < 0 || other == cell || (tree[idx(cell)] >> d) & 1u)
                continue;
            if (!pathInTree(tree, cell, other))
                continue;
            // The loop is the new side plus the path; drop a path edge so no degree passes the cap.
            const int degreeCell = tileDegree(tree[idx(cell)]) + 1;
            const int degreeOther = tileDegree(tree[idx(other)]) + 1;
            m_choices.clear();
            for (const auto &[a, da] : m_path) {
                const int b = m_topology.neighbour(a, da);
                const bool touchesCell = a == cell || b == cell;
                const bool touchesOther = a == other || b == other;
                if (degreeCell - (touchesCell ? 1 : 0) > cap)
                    continue;
                if (degreeOther - (touchesOther ? 1 : 0) > cap)
                    continue;
                m_choices.push_back({a, da});
            }
            if (m_choices.empty())
                continue;
            const auto [a, da] = m_choices[random.pickIndex(m_choices)];
            toggle(tree, a, da);
            toggle(tree, cell, d);
            return true;
        }
        return false;
    }

private:
    void toggle(std::vector<TileMask> &tree, int cell, int d)
    {
        const int other = m_topology.neighbour(cell, d);
        tree[idx(cell)] ^= static_cast<TileMask>(1u << d);
        tree[idx(other)] ^= static_cast<TileMask>(1u << m_topology.opposite(d));
    }

    // Fills m_path with the tree edges (cell, side) from `from` to `to`.
    bool pathInTree(const std::vector<TileMask> &tree, int from, int to)
    {
        ++m_currentStamp;
        m_queue.clear();
        m_queue.push_back(from);
        m_stamp[idx(from)] = m_currentStamp;
        m_via[idx(from)] = -1;
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const int cell = m_queue[head];
            if (cell == to)
                break;
            for (int d = 0; d < m_topology.directions(); ++d) {
                if (!((tree[idx(cell)] >> d) & 1u))
                    continue;
                const int next = m_topology.neighbour(cell, d);
                if (next < 0 || m_stamp[idx(next)] == m_currentStamp)
                    continue;
                m_stamp[idx(next)] = m_currentStamp;
                m_via[idx(next)] = m_topology.opposite(d); // the side of `next` leading back
                m_queue.push_back(next);
            }
        }
        if (m_stamp[idx(to)] != m_currentStamp)
            return false;
        m_path.clear();
        for (int cell = to; cell != from;) {
            const int back = m_via[idx(cell)];
            m_path.push_back({cell, back});
            cell = m_topology.neighbour(cell, back);
        }
        return true;
    }

    const Topology &m_topology;
    std::vector<unsigned> m_stamp;
    unsigned m_currentStamp = 0;
    std::vector<int> m_via;
    std::vector<int> m_queue;
    std::vector<std::pair<int, int>> m_path;
    std::vector<std::pair<int, int>> m_choices;
};

// The cells the rules leave open, grouped into regions of touching cells; one member of each
// region is re-grown per round, so distant ambiguities are fixed in parallel.
std::vector<std::vector<int>> openRegions(const Topology &topology,
                                          const std::vector<std::uint8_t> &sets)
{
    std::vector<std::vector<int>> regions;
    std::vector<std::uint8_t> seen(sets.size(), 0);
    for (int start = 0; start < topology.cellCount(); ++start) {
        if (seen[idx(start)] || std::has_single_bit(static_cast<unsigned>(sets[idx(start)])))
            continue;
        std::vector<int> region {start};
        seen[idx(start)] = 1;
        for (std::size_t head = 0; head < region.size(); ++head) {
            for (int d = 0; d < topology.directions(); ++d) {
                const int next = topology.neighbour(region[head], d);
                if (next < 0 || seen[idx(next)]
                    || std::has_single_bit(static_cast<unsigned>(sets[idx(next)])))
                    continue;
                seen[idx(next)] = 1;
                region.push_back(next);
            }
        }
        regions.push_back(std::move(region));
    }
    return regions;
}

} // namespace

common::Status validateGeneratorOptions(const GeneratorOptions &options)
{
    // (lupdate loses the Text context inside this function, hence translate() with the context.)
    if (common::Status status
        = Topology::validate(options.kind, options.width, options.height, options.wrap))
        return status;
    if (options.barrierPercent < 0 || options.barrierPercent > maxBarrierPercent) {
        return common::Error {{},
                              common::JsonFieldReader::fieldLocation(QStringLiteral("barriers")),
                              QCoreApplication::translate(
                                  "pw::noodles::Generator",
                                  "%1 % is out of range; barriers take 0 to %2 % of the sides")
                                  .arg(options.barrierPercent)
                                  .arg(maxBarrierPercent)};
    }
    // On a square torus 2 cells wide, east and west of a cell are the same neighbour, and every
    // square tile's mirror image is one of its rotations: mirroring a solution across the seam
    // gives another one, so no such puzzle is unique. (Hex tiles can be chiral, and narrow hex
    // tori do have unique puzzles.)
    if (options.unique && options.wrap && options.kind == GridKind::Square
        && (options.width == 2 || options.height == 2)) {
        if (options.width == 2) {
            return common::Error {
                {},
                common::JsonFieldReader::fieldLocation(QStringLiteral("width")),
                QCoreApplication::translate(
                    "pw::noodles::Generator",
                    "a wrapping square board 2 cells wide cannot have a unique solution: "
                    "both sides across the seam lead to the same neighbour, so the mirror "
                    "image of any solution is a second one. Use at least 3, turn wrap off, "
                    "or allow ambiguous puzzles")};
        }
        return common::Error {
            {},
            common::JsonFieldReader::fieldLocation(QStringLiteral("height")),
            QCoreApplication::translate(
                "pw::noodles::Generator",
                "a wrapping square board 2 cells high cannot have a unique solution: "
                "both sides across the seam lead to the same neighbour, so the mirror "
                "image of any solution is a second one. Use at least 3, turn wrap off, "
                "or allow ambiguous puzzles")};
    }
    // On a 2 x 2 hex torus each cell meets each of the other three through two sides; no tree
    // on it has a unique solution (the tests check every tree the generator finds, by brute force).
    if (options.unique && options.wrap && options.kind == GridKind::Hex && options.width == 2
        && options.height == 2) {
        return common::Error {
            {},
            common::JsonFieldReader::fieldLocation(QStringLiteral("height")),
            QCoreApplication::translate("pw::noodles::Generator",
                                        "a wrapping hex board of 2 x 2 cannot have a unique "
                                        "solution: every cell meets each other cell through "
                                        "two sides. Use a larger board, turn wrap off, or "
                                        "allow ambiguous puzzles")};
    }
    return std::nullopt;
}

std::optional<std::vector<TileMask>> growSpanningTree(const Topology &topology,
                                                      common::Random &random)
{
    const int count = topology.cellCount();
    const int cap = topology.maxDegree();
    std::vector<TileMask> tree(idx(count), 0);
    std::vector<std::uint8_t> inTree(idx(count), 0);
    std::vector<int> growing; // tree cells that may still have a free neighbour
    growing.reserve(idx(count));
    const int start = static_cast<int>(random.below(static_cast<std::uint64_t>(count)));
    inTree[idx(start)] = 1;
    growing.push_back(start);
    int joined = 1;
    int free[6];
    while (joined < count) {
        if (growing.empty())
            return std::nullopt; // the caps boxed a cell in: the caller tries again
        const std::size_t pick = random.pickIndex(growing);
        const int cell = growing[pick];
        int freeCount = 0;
        if (tileDegree(tree[idx(cell)]) < cap) {
            for (int d = 0; d < topology.directions(); ++d) {
                const int next = topology.neighbour(cell, d);
                if (next >= 0 && !inTree[idx(next)])
                    free[freeCount++] = d;
            }
        }
        if (freeCount == 0) {
            growing[pick] = growing.back();
            growing.pop_back();
            continue;
        }
        const int d = free[random.below(static_cast<std::uint64_t>(freeCount))];
        const int next = topology.neighbour(cell, d);
        tree[idx(cell)] |= static_cast<TileMask>(1u << d);
        tree[idx(next)] |= static_cast<TileMask>(1u << topology.opposite(d));
        inTree[idx(next)] = 1;
        growing.push_back(next);
        ++joined;
    }
    return tree;
}

void scramble(Board &board, common::Random &random)
{
    const int directions = board.directions();
    for (int cell = 0; cell < board.cellCount(); ++cell)
        board.rotate(cell, static_cast<int>(random.below(static_cast<std::uint64_t>(directions))));
    PowerNetwork network(board);
    while (network.isSolved()) {
        const int cell
            = static_cast<int>(random.below(static_cast<std::uint64_t>(board.cellCount())));
        const int period = rotationPeriod(board.tile(cell), directions);
        if (period < 2)
            continue;
        board.rotate(cell,
                     1 + static_cast<int>(random.below(static_cast<std::uint64_t>(period - 1))));
        network.tileChanged(board, cell);
    }
}

Board withBarriers(const Board &board, const std::vector<TileMask> &solution, int percent,
                   common::Random &random)
{
    if (percent <= 0)
        return board;
    const Topology &topology = board.topology();
    // Each side between two tiles once (from the tile whose side it is among the first half),
    // where the solution has no link.
    std::vector<std::pair<int, int>> openSides;
    for (int cell = 0; cell < topology.cellCount(); ++cell) {
        for (int d = 0; d < topology.directions() / 2; ++d) {
            if (topology.neighbour(cell, d) >= 0 && !((solution[idx(cell)] >> d) & 1u))
                openSides.emplace_back(cell, d);
        }
    }
    const auto wanted
        = static_cast<std::size_t>(std::min(percent, maxBarrierPercent)) * openSides.size() / 100;
    std::vector<std::uint8_t> masks(idx(topology.cellCount()), 0);
    // One at a time from what is left: a higher share starts with the same barriers.
    for (std::size_t placed = 0; placed < wanted; ++placed) {
        const std::size_t pick = random.pickIndex(openSides);
        const auto [cell, d] = openSides[pick];
        openSides[pick] = openSides.back();
        openSides.pop_back();
        masks[idx(cell)] |= static_cast<std::uint8_t>(1u << d);
    }
    Board barred(Topology::make(topology.kind(), topology.width(), topology.height(),
                                topology.wraps(), std::move(masks)));
    barred.setTiles(board.tiles());
    barred.setSource(board.source());
    return barred;
}

common::Expected<Board> generate(const GeneratorOptions &options, const common::CancelToken &cancel)
{
    return generate(options, [&cancel] { return cancel.isCancelled(); });
}

common::Expected<Board> generate(const GeneratorOptions &options, common::SolverSink &sink)
{
    return generate(options, [&sink] { return sink.isCancelled(); });
}

common::Expected<Board> generate(const GeneratorOptions &options,
                                 const std::function<bool()> &isCancelled)
{
    if (common::Status status = validateGeneratorOptions(options))
        return *status;
    const auto topology = Topology::make(options.kind, options.width, options.height, options.wrap);
    common::Random random(options.seed);
    TreeRegrower regrower(*topology);
    Board board(topology);

    for (int treeIndex = 0; treeIndex < replacementTrees; ++treeIndex) {
        std::optional<std::vector<TileMask>> tree;
        for (int attempt = 0; attempt < treeAttempts && !tree; ++attempt)
            tree = growSpanningTree(*topology, random);
        if (!tree)
            break;
        bool settled = !options.unique;
        for (int round = 0; round < regrowRounds && !settled; ++round) {
            if (isCancelled())
                return generationCancelled();
            board.setTiles(*tree);
            const auto sets = deduce(board, false);
            if (!sets)
                break; // cannot happen for a tree; replace it rather than loop
            const auto regions = openRegions(*topology, *sets);
            if (regions.empty()) {
                settled = true;
                break;
            }
            bool changed = false;
            for (const std::vector<int> &region : regions) {
                // A few members of the region, in case the first has no swap within the caps.
                for (int tries = 0; tries < 4; ++tries) {
                    if (regrower.regrowAt(*tree, region[random.pickIndex(region)], random)) {
                        changed = true;
                        break;
                    }
                }
            }
            if (!changed)
                break;
        }
        if (!settled)
            continue;
        board.setTiles(*tree);
        board.setSource(
            static_cast<int>(random.below(static_cast<std::uint64_t>(board.cellCount()))));
        scramble(board, random);
        return withBarriers(board, *tree, options.barrierPercent, random);
    }
    return common::Error {{},
                          {},
                          (options.wrap
                               ? Text::tr("no puzzle with a unique solution was found for a "
                                          "%1 x %2 wrapping board after %3 trees")
                               : Text::tr("no puzzle with a unique solution was found for a "
                                          "%1 x %2 flat board after %3 trees"))
                              .arg(options.width)
                              .arg(options.height)
                              .arg(replacementTrees)};
}

} // namespace pw::noodles
