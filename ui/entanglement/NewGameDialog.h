#pragma once

#include <QDialog>

#include <cstdint>

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace pw::ui::entanglement {

// Asks for a new game's board radius, deal seed and whether it is a practice game.
class NewGameDialog : public QDialog
{
    Q_OBJECT
public:
    NewGameDialog(int radius, bool practice, QWidget *parent = nullptr);

    int radius() const;
    std::uint64_t seed() const;
    bool practice() const;

private:
    QSpinBox *m_radius;
    QLineEdit *m_seed;
    QCheckBox *m_practice;
};

} // namespace pw::ui::entanglement
