#pragma once

#include "core/entanglement/Review.h"

#include <QWidget>

#include <vector>

class QLabel;
class QTreeWidget;

namespace pw::ui::entanglement {

// The review's words in the side panel: while it runs, how many moves it looks at and who judges;
// when it is done, the moves that cost most (a click on one asks the tab to show it) and, for the
// move the step player shows, who played it ("You", "Computer: Deep") and what, beside the
// judge's choice. The tab draws the board.
class ReviewPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ReviewPanel(QWidget *parent = nullptr);

    void showRunning(int moves, pw::entanglement::PlayerKind judge);
    void showStopped();
    void clear();

    // A finished review: lists its costliest moves, exactly as tall as they are.
    void setReviews(const std::vector<pw::entanglement::MoveReview> &reviews,
                    pw::entanglement::PlayerKind judge);
    // The move the step player shows (index into the reviews), or the summary at the end.
    void showMove(int shown);

signals:
    // The move number (1-based) clicked in the list of the costliest.
    void moveChosen(int move);

private:
    void showSummary();
    // The review's text, shown from the first one until the review is cleared.
    void say(const QString &text);
    // The list's row for one costly move.
    void addRow(const pw::entanglement::MoveReview &review);
    // Highlights the row of `move` (1-based), or none when the list does not hold it: a row
    // clicked earlier must not stay marked while another move is shown.
    void markRow(int move);
    // "You played T3 +4 ...; Deep prefers P1 +2 ...": the whole sentence, for tooltips.
    QString comparison(const pw::entanglement::MoveReview &review) const;

    std::vector<pw::entanglement::MoveReview> m_reviews;
    pw::entanglement::PlayerKind m_judge = pw::entanglement::strongestPlayerKind;
    QLabel *m_label; // the review's state, or the move shown set beside the choice
    QTreeWidget *m_list; // the costliest moves
};

} // namespace pw::ui::entanglement
