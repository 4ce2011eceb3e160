#pragma once

#include "core/sliding/Scramble.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace pw::ui {

// Asks for the size, the seed and how the board is dealt: a uniform deal (the default: every
// solvable arrangement alike), or a random walk from the goal with its share of tiles out of
// place (easier boards).
class NewSlidingGameDialog : public QDialog
{
    Q_OBJECT
public:
    NewSlidingGameDialog(int rows, int cols, quint32 seed, sliding::DealKind deal,
                         int outOfPlacePercent, QWidget *parent = nullptr);

    int rows() const;
    int cols() const;
    quint32 seed() const;
    sliding::DealKind deal() const;
    int outOfPlacePercent() const;

private:
    QSpinBox *m_rows;
    QSpinBox *m_cols;
    QSpinBox *m_seed;
    QComboBox *m_deal;
    QSpinBox *m_outOfPlace; // for a walk only
};

} // namespace pw::ui
