#pragma once

#include <QDialog>

class QSpinBox;

namespace pw::ui {

// Asks for the size, seed and scramble depth of a new sliding game.
class NewSlidingGameDialog : public QDialog
{
    Q_OBJECT
public:
    NewSlidingGameDialog(int rows, int cols, quint32 seed, int outOfPlacePercent,
                         QWidget *parent = nullptr);

    int rows() const;
    int cols() const;
    quint32 seed() const;
    int outOfPlacePercent() const;

private:
    QSpinBox *m_rows;
    QSpinBox *m_cols;
    QSpinBox *m_seed;
    QSpinBox *m_outOfPlace;
};

} // namespace pw::ui
