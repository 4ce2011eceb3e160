#include "ui/entanglement/NewGameDialog.h"

#include "core/entanglement/Game.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace pw::ui::entanglement {

namespace {

QString randomSeedText()
{
    // A fresh seed for the user to see and share; the game itself only ever uses the seed.
    return QString::number(QRandomGenerator::global()->generate64()
                           & pw::entanglement::Game::maxSeed);
}

} // namespace

NewGameDialog::NewGameDialog(int radius, bool practice, QWidget *parent)
    : QDialog(parent)
    , m_radius(new QSpinBox(this))
    , m_seed(new QLineEdit(this))
    , m_practice(new QCheckBox(tr("Practice mode: Undo allowed (using it keeps the game out of "
                                  "the high scores)"),
                               this))
{
    setWindowTitle(tr("New Entanglement Game"));
    m_radius->setRange(pw::entanglement::Board::minRadius, pw::entanglement::Board::maxRadius);
    m_radius->setValue(radius);
    m_radius->setToolTip(tr("Rings of tiles around the centre; 3 is the original 36-tile board."));
    m_seed->setText(randomSeedText());
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,16}")), m_seed));
    m_seed->setToolTip(tr("The same seed deals the same tiles."));
    auto *newSeed = new QPushButton(tr("Random"), this);
    connect(newSeed, &QPushButton::clicked, this, [this] { m_seed->setText(randomSeedText()); });
    newSeed->setToolTip(tr("Pick a new random seed"));
    m_practice->setChecked(practice);

    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(newSeed);
    auto *form = new QFormLayout;
    form->addRow(tr("Board &radius:"), m_radius);
    // The seed row is a layout: a label of its own carries the mnemonic to the seed field.
    auto *seedLabel = new QLabel(tr("&Seed:"), this);
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);
    form->addRow(m_practice);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seed, &QLineEdit::textChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(!m_seed->text().isEmpty() && seed() <= pw::entanglement::Game::maxSeed);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

int NewGameDialog::radius() const
{
    return m_radius->value();
}

std::uint64_t NewGameDialog::seed() const
{
    return m_seed->text().toULongLong();
}

bool NewGameDialog::practice() const
{
    return m_practice->isChecked();
}

} // namespace pw::ui::entanglement
