#pragma once

#include "ui/kanoodle/KanoodleMode.h"

#include <QDialog>

#include <cstdint>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace pw::ui::kanoodle {

// Asks what New starts: a pyramid level, a number of pieces given on the flat board or a sliding
// challenge series, with a seed (a fresh random one is offered each time), or an empty board to
// set up a puzzle from the book. Two buttons leave it for the puzzles everyone shares: today's
// pyramid (also offered, beside the flat one, by the shell's Today's Puzzle) and the catalog of
// numbered puzzles.
class NewKanoodleDialog : public QDialog
{
    Q_OBJECT
public:
    // What OK or a button chose: the game described by the fields, today's pyramid, or the
    // catalog's dialog.
    enum class Choice { Fields, TodaysPyramid, Catalog };

    explicit NewKanoodleDialog(KanoodleMode initial, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }

    KanoodleMode mode() const;
    // The empty board was chosen (never for the sliding series, which has no empty board).
    bool wantsEmptyBoard() const;
    // The mode's own number: the pyramid level, the flat pieces given, or the series' last count.
    int parameter() const;
    std::uint64_t seed() const;

private:
    // An empty board needs no level, count or seed: those fields are off while it is chosen.
    void enableFields();

    QComboBox *m_mode;
    QSpinBox *m_level;
    QSpinBox *m_given;
    QSpinBox *m_series;
    QSpinBox *m_seed; // created last of the boxes: tests read the offered seed from it
    QCheckBox *m_empty;
    Choice m_choice = Choice::Fields;
};

} // namespace pw::ui::kanoodle
