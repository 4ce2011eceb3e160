#pragma once

#include "core/noodles/Generator.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace pw::ui {

// Grid, difficulty preset (or custom size), wrap, uniqueness and seed for a new Noodles game.
// Refuses options the generator would refuse, with its reason, before closing.
class NewNoodlesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewNoodlesDialog(const noodles::GeneratorOptions &initial, QWidget *parent = nullptr);

    noodles::GeneratorOptions options() const;

    void accept() override;

private:
    void presetChosen(int index);
    void sizeEdited();
    void randomSeed();

    QComboBox *m_grid;
    QComboBox *m_difficulty;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QCheckBox *m_wrap;
    QCheckBox *m_unique;
    QLineEdit *m_seed;
    QLabel *m_error;
    bool m_applyingPreset = false;
};

} // namespace pw::ui
