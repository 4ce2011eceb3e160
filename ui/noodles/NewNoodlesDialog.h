#pragma once

#include "core/noodles/Generator.h"
#include "core/noodles/Rating.h"

#include <optional>

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace pw::ui {

class ScrollingRoomLabel;

// Grid, size preset (or custom size), wrap, uniqueness, difficulty level (or any) and seed for a
// new Noodles game. Refuses options the generator would refuse, and a level those options can
// never have, with the reason, before closing.
class NewNoodlesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewNoodlesDialog(const noodles::GeneratorOptions &initial, QWidget *parent = nullptr);

    noodles::GeneratorOptions options() const;
    // The difficulty level asked for; nothing for any level.
    std::optional<noodles::DifficultyLevel> level() const;
    void setLevel(std::optional<noodles::DifficultyLevel> level);

    void accept() override;

private:
    void presetChosen(int index);
    void sizeEdited();
    void randomSeed();
    // Once OK was refused, every change of the options checks them again, so the reason on show
    // is always about the options on show.
    void recheckOnChanges();
    // Shows why the options are refused, or hides the reason when they are fine; true when
    // refused.
    bool showProblem();

    QComboBox *m_grid;
    QComboBox *m_sizePreset;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QCheckBox *m_wrap;
    QCheckBox *m_unique;
    QSpinBox *m_barriers;
    QComboBox *m_level;
    QLineEdit *m_seed;
    ScrollingRoomLabel *m_error; // why OK was refused
    bool m_applyingPreset = false;
};

} // namespace pw::ui
