#include "ui/kanoodle/NewKanoodleDialog.h"

#include "core/kanoodle/Board.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

namespace pw::ui::kanoodle {

NewKanoodleDialog::NewKanoodleDialog(KanoodleMode initial, QWidget *parent)
    : QDialog(parent)
    , m_mode(new QComboBox(this))
    , m_level(new QSpinBox(this))
    , m_given(new QSpinBox(this))
    , m_series(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_empty(new QCheckBox(tr("&Empty board: set up a puzzle from the book"), this))
{
    setWindowTitle(tr("New Kanoodle puzzle"));
    m_mode->addItems({tr("Flat board"), tr("Sliding challenge"), tr("Pyramid")});
    m_mode->setCurrentIndex(static_cast<int>(initial));
    m_level->setRange(1, 100);
    m_level->setValue(20);
    m_given->setRange(0, 11);
    m_given->setValue(5);
    m_series->setRange(pw::kanoodle::minSlidingPieces, pw::kanoodle::maxSlidingPieces);
    m_series->setValue(pw::kanoodle::maxSlidingPieces);
    m_seed->setRange(0, 999999999);
    // A fresh seed each time: New must not offer the game on screen again.
    m_seed->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1000000000)));
    m_empty->setObjectName(QStringLiteral("kanoodleNewEmpty"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Mode:"), m_mode);
    form->addRow(tr("Pyramid level (1-100):"), m_level);
    form->addRow(tr("Flat: pieces given:"), m_given);
    form->addRow(tr("Sliding: series up to pieces:"), m_series);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(m_empty);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    const auto addChoice = [this, buttons](const QString &text, const QString &name,
                                           Choice choice) {
        QPushButton *button = buttons->addButton(text, QDialogButtonBox::ActionRole);
        button->setObjectName(name);
        connect(button, &QPushButton::clicked, this, [this, choice] {
            m_choice = choice;
            accept();
        });
    };
    addChoice(tr("Today's &pyramid"), QStringLiteral("kanoodleTodaysPyramid"),
              Choice::TodaysPyramid);
    addChoice(tr("C&atalog..."), QStringLiteral("kanoodleCatalog"), Choice::Catalog);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewKanoodleDialog::enableFields);
    connect(m_empty, &QCheckBox::toggled, this, &NewKanoodleDialog::enableFields);
    enableFields();
}

void NewKanoodleDialog::enableFields()
{
    const bool canBeEmpty = mode() != KanoodleMode::Sliding;
    m_empty->setEnabled(canBeEmpty);
    for (QSpinBox *field : {m_level, m_given, m_series, m_seed})
        field->setEnabled(!(canBeEmpty && m_empty->isChecked()));
}

KanoodleMode NewKanoodleDialog::mode() const
{
    return static_cast<KanoodleMode>(m_mode->currentIndex());
}

bool NewKanoodleDialog::wantsEmptyBoard() const
{
    return m_empty->isEnabled() && m_empty->isChecked();
}

int NewKanoodleDialog::parameter() const
{
    switch (mode()) {
    case KanoodleMode::Pyramid:
        return m_level->value();
    case KanoodleMode::Flat:
        return m_given->value();
    case KanoodleMode::Sliding:
        break;
    }
    return m_series->value();
}

std::uint64_t NewKanoodleDialog::seed() const
{
    return static_cast<std::uint64_t>(m_seed->value());
}

} // namespace pw::ui::kanoodle
