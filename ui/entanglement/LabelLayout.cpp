#include "ui/entanglement/LabelLayout.h"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>

namespace pw::ui::entanglement {

namespace {

// Spots around home on a grid of half label widths and label heights, nearest first.
std::vector<QPointF> spotsAround(QPointF home, QSizeF size)
{
    std::vector<QPointF> spots;
    for (int row = -16; row <= 16; ++row) {
        for (int column = -6; column <= 6; ++column)
            spots.push_back(home
                            + QPointF(column * size.width() * 0.55, row * size.height() * 1.05));
    }
    std::stable_sort(spots.begin(), spots.end(), [&home](QPointF a, QPointF b) {
        const QPointF da = a - home;
        const QPointF db = b - home;
        return QPointF::dotProduct(da, da) < QPointF::dotProduct(db, db);
    });
    return spots;
}

// A label this far from home keeps a leader to its cell.
bool movedAway(const QRectF &box, QPointF home, double height)
{
    return QLineF(box.center(), home).length() > height;
}

QLineF leaderOf(const QRectF &box, QPointF anchor)
{
    const QPointF edge(std::clamp(anchor.x(), box.left(), box.right()),
                       std::clamp(anchor.y(), box.top(), box.bottom()));
    return QLineF(edge, anchor);
}

} // namespace

bool LabelLayout::crosses(const QLineF &line, const QRectF &rect)
{
    if (rect.contains(line.p1()) || rect.contains(line.p2()))
        return true;
    const std::array<QLineF, 4> edges {
        QLineF(rect.topLeft(), rect.topRight()), QLineF(rect.topRight(), rect.bottomRight()),
        QLineF(rect.bottomRight(), rect.bottomLeft()), QLineF(rect.bottomLeft(), rect.topLeft())};
    return std::any_of(edges.begin(), edges.end(), [&line](const QLineF &edge) {
        return line.intersects(edge, nullptr) == QLineF::BoundedIntersection;
    });
}

std::vector<LabelLayout::Placement> LabelLayout::placeInOrder(const std::vector<Request> &requests,
                                                              const QRectF &area,
                                                              const std::vector<QRectF> &obstacles,
                                                              Blocked *blocked)
{
    *blocked = Blocked {};
    std::vector<Placement> placed;
    // A label never covers a cell centre a leader ends at, its own included, with room for the
    // leader's dot: a leader that must end there could not help crossing it.
    const auto coversAnAnchor = [&requests](const QRectF &trial) {
        const QRectF around = trial.adjusted(-3, -3, 3, 3);
        return std::any_of(requests.begin(), requests.end(), [&around](const Request &other) {
            return around.contains(other.anchor);
        });
    };
    const auto isFree = [&placed, &obstacles](const QRectF &trial,
                                              const std::optional<QLineF> &leader) {
        const bool clearOfObstacles
            = std::none_of(obstacles.begin(), obstacles.end(), [&](const QRectF &obstacle) {
                  return obstacle.intersects(trial) || (leader && crosses(*leader, obstacle));
              });
        return clearOfObstacles && std::none_of(placed.begin(), placed.end(), [&](const Placement &other) {
            // A pixel of margin between labels: labels that touch read as one.
            return other.box.adjusted(-1, -1, 1, 1).intersects(trial)
                || (other.leader && crosses(*other.leader, trial))
                || (leader && crosses(*leader, other.box));
        });
    };
    for (const Request &request : requests) {
        const QSizeF size = request.size;
        const auto boxAt = [&size](QPointF centre) {
            return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2,
                          size.width(), size.height());
        };
        const auto leaderFor = [&](const QRectF &box) -> std::optional<QLineF> {
            if (!movedAway(box, request.home, size.height()))
                return std::nullopt;
            return leaderOf(box, request.anchor);
        };
        std::optional<Placement> chosen;
        std::optional<Placement> labelsOnly; // no leader rule: when nothing else is left
        for (const QPointF spot : spotsAround(request.home, size)) {
            const QRectF trial = boxAt(spot);
            if (!area.contains(trial))
                continue;
            const std::optional<QLineF> leader = leaderFor(trial);
            if (isFree(trial, leader) && !coversAnAnchor(trial)) {
                chosen = Placement {trial, leader};
                break;
            }
            if (!labelsOnly && isFree(trial, std::nullopt))
                labelsOnly = Placement {trial, leader};
        }
        if (!chosen) {
            if (blocked->count++ == 0)
                blocked->first = placed.size();
            chosen = labelsOnly ? labelsOnly : Placement {boxAt(request.home), std::nullopt};
        }
        placed.push_back(*chosen);
    }
    return placed;
}

std::vector<LabelLayout::Placement> LabelLayout::place(const std::vector<Request> &requests,
                                                       const QRectF &area,
                                                       const std::vector<QRectF> &obstacles)
{
    // Labels placed early have the most room. When a later one finds no spot with a clear
    // leader (earlier labels closed every way to its cell), it is tried earlier, just after the
    // first label (the choice keeps its place), while that leaves fewer labels without one.
    std::vector<std::size_t> order(requests.size());
    std::iota(order.begin(), order.end(), std::size_t {0});
    std::vector<Placement> best;
    int fewest = std::numeric_limits<int>::max();
    for (std::size_t attempt = 0; attempt <= requests.size(); ++attempt) {
        std::vector<Request> ordered;
        for (const std::size_t i : order)
            ordered.push_back(requests[i]);
        Blocked blocked;
        const std::vector<Placement> placed = placeInOrder(ordered, area, obstacles, &blocked);
        if (blocked.count < fewest) {
            fewest = blocked.count;
            best.assign(requests.size(), Placement {});
            for (std::size_t k = 0; k < order.size(); ++k)
                best[order[k]] = placed[k];
        }
        if (blocked.count == 0 || blocked.first <= 1)
            break;
        // The first blocked label moves up behind the first one.
        std::rotate(order.begin() + 1, order.begin() + std::ptrdiff_t(blocked.first),
                    order.begin() + std::ptrdiff_t(blocked.first) + 1);
    }
    return best;
}

} // namespace pw::ui::entanglement
