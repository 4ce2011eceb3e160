#pragma once

#include <QLineF>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <vector>

namespace pw::ui::entanglement {

// Where the candidates' labels go on a crowded board. Each label wants to sit just above its
// cell ("home"); when that spot is taken it moves to the nearest free spot and a thin leader
// line joins it to its cell. A spot is free when the label covers no other label, no leader and
// no other label's cell centre, and its own leader crosses no other label; so a leader never
// runs through a label's text.
// Labels are placed in the order given (the choice and the candidate in focus first); a label
// that finds no such spot is tried again earlier in the order. Obstacles (the best line's move
// numbers) are kept clear of labels and leaders alike, as another label would be.
class LabelLayout
{
public:
    struct Request
    {
        QPointF anchor; // the cell's centre, where a leader ends
        QPointF home; // where the label's centre would like to be
        QSizeF size;
    };
    struct Placement
    {
        QRectF box;
        std::optional<QLineF> leader; // from the box's edge to the anchor, when it moved away
    };

    static std::vector<Placement> place(const std::vector<Request> &requests, const QRectF &area,
                                        const std::vector<QRectF> &obstacles = {});

    // Whether a segment touches a rectangle (a leader against a label).
    static bool crosses(const QLineF &line, const QRectF &rect);

private:
    // The labels that found no spot with a clear leader: how many, and the first one's index.
    struct Blocked
    {
        int count = 0;
        std::size_t first = 0;
    };
    // One pass in the order given.
    static std::vector<Placement> placeInOrder(const std::vector<Request> &requests,
                                               const QRectF &area,
                                               const std::vector<QRectF> &obstacles,
                                               Blocked *blocked);
};

} // namespace pw::ui::entanglement
