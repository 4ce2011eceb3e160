#include "ui/noodles/NewNoodlesDialog.h"

#include "core/noodles/Difficulty.h"
#include "core/noodles/LevelGenerator.h"
#include "ui/common/Contrast.h"
#include "ui/common/ScrollingRoomLabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace pw::ui {

namespace {

QString levelText(noodles::DifficultyLevel level)
{
    const QString name = noodles::difficultyLevelDisplayName(level);
    switch (level) {
    case noodles::DifficultyLevel::Gentle:
        return NewNoodlesDialog::tr("%1: borders and neighbours").arg(name);
    case noodles::DifficultyLevel::Tricky:
        return NewNoodlesDialog::tr("%1: also no closed loops").arg(name);
    case noodles::DifficultyLevel::Tough:
        return NewNoodlesDialog::tr("%1: also no two dead ends facing").arg(name);
    case noodles::DifficultyLevel::Fiendish:
        return NewNoodlesDialog::tr("%1: also no network sealed off").arg(name);
    case noodles::DifficultyLevel::Guesswork:
        return NewNoodlesDialog::tr("%1: the rules are not enough").arg(name);
    case noodles::DifficultyLevel::Unsolvable:
        break;
    }
    return name;
}

QString presetName(const noodles::DifficultyPreset &preset)
{
    // The names, listed for translation.
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Beginner"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Easy"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Medium"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Hard"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Expert"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Master"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Giant"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Huge"),
        QT_TRANSLATE_NOOP("pw::ui::NewNoodlesDialog", "Vast"),
    };
    Q_UNUSED(names);
    return NewNoodlesDialog::tr(preset.name);
}

} // namespace

NewNoodlesDialog::NewNoodlesDialog(const noodles::GeneratorOptions &initial, QWidget *parent)
    : QDialog(parent)
    , m_grid(new QComboBox(this))
    , m_sizePreset(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_wrap(new QCheckBox(tr("Wrap around the edges"), this))
    , m_unique(new QCheckBox(tr("Exactly one solution"), this))
    , m_barriers(new QSpinBox(this))
    , m_level(new QComboBox(this))
    , m_seed(new QLineEdit(this))
    , m_error(new ScrollingRoomLabel(3, this))
{
    setWindowTitle(tr("New Noodles Game"));
    m_grid->addItem(tr("Square"), static_cast<int>(noodles::GridKind::Square));
    m_grid->addItem(tr("Hex"), static_cast<int>(noodles::GridKind::Hex));
    m_grid->setCurrentIndex(initial.kind == noodles::GridKind::Hex ? 1 : 0);
    for (const noodles::DifficultyPreset &preset : noodles::difficultyPresets()) {
        m_sizePreset->addItem(tr("%1 (%2 × %3%4)")
                                  .arg(presetName(preset))
                                  .arg(preset.width)
                                  .arg(preset.height)
                                  .arg(preset.wrap ? tr(", wrap") : QString()));
    }
    m_sizePreset->addItem(tr("Custom"));
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(noodles::minSide, noodles::maxSide);
        connect(box, &QSpinBox::valueChanged, this, &NewNoodlesDialog::sizeEdited);
    }
    m_width->setValue(initial.width);
    m_height->setValue(initial.height);
    m_wrap->setChecked(initial.wrap);
    m_unique->setChecked(initial.unique);
    m_barriers->setObjectName(QStringLiteral("noodlesBarriers"));
    m_barriers->setRange(0, noodles::maxBarrierPercent);
    m_barriers->setSuffix(tr(" %"));
    m_barriers->setValue(initial.barrierPercent);
    m_barriers->setToolTip(tr("Net's barrier variant: this share of the sides no noodle crosses "
                              "in the solution become walls inside the grid (0: none)"));
    connect(m_wrap, &QCheckBox::toggled, this, &NewNoodlesDialog::sizeEdited);
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), this));
    m_seed->setText(QString::number(initial.seed));
    auto *randomButton = new QPushButton(tr("Random"), this);
    connect(randomButton, &QPushButton::clicked, this, &NewNoodlesDialog::randomSeed);
    m_grid->setToolTip(tr("Square pieces with four sides, or hexagonal pieces with six"));
    m_sizePreset->setToolTip(tr("A preset size; editing the size below picks Custom"));
    // After the size preset: the level combo box comes third among the dialog's children.
    m_level->setObjectName(QStringLiteral("noodlesLevel"));
    m_level->addItem(tr("Any"), -1);
    for (const noodles::DifficultyLevel level : noodles::puzzleDifficultyLevels())
        m_level->addItem(levelText(level), static_cast<int>(level));
    m_level->setToolTip(tr("How hard the reasoning is: the puzzle is generated again, seed after "
                           "seed, until one needs exactly the rules of this level"));
    m_wrap->setToolTip(tr("Pipes may leave one edge and come back on the opposite one"));
    m_unique->setToolTip(
        tr("Keep generating until the solver proves there is only one solution (slower)"));
    m_seed->setToolTip(tr("The same seed and options make the same puzzle"));
    randomButton->setToolTip(tr("Pick a new random seed"));
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(randomButton);
    // The reason has its room from the start: shown, it moves no field of the form.
    m_error->setObjectName(QStringLiteral("noodlesNewGameProblem"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(
        textColourStyle(QColor(0xb0, 0x00, 0x20), palette().color(QPalette::Window)));

    auto *form = new QFormLayout;
    form->addRow(tr("&Grid:"), m_grid);
    form->addRow(tr("Si&ze:"), m_sizePreset);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(QString(), m_wrap);
    form->addRow(QString(), m_unique);
    form->addRow(tr("&Barriers:"), m_barriers);
    form->addRow(tr("&Level:"), m_level);
    // The seed row is a layout: a label of its own carries the mnemonic to the seed field.
    auto *seedLabel = new QLabel(tr("&Seed:"), this);
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewNoodlesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewNoodlesDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_sizePreset, &QComboBox::currentIndexChanged, this, &NewNoodlesDialog::presetChosen);
    sizeEdited(); // selects the matching preset, or Custom
    recheckOnChanges();
}

void NewNoodlesDialog::recheckOnChanges()
{
    // Only while a reason is on show: the dialog says nothing before the first OK.
    const auto recheck = [this] {
        if (!m_error->text().isEmpty())
            showProblem();
    };
    for (QComboBox *box : {m_grid, m_level})
        connect(box, &QComboBox::currentIndexChanged, this, recheck);
    for (QSpinBox *box : {m_width, m_height, m_barriers})
        connect(box, &QSpinBox::valueChanged, this, recheck);
    for (QCheckBox *box : {m_wrap, m_unique})
        connect(box, &QCheckBox::toggled, this, recheck);
    connect(m_seed, &QLineEdit::textChanged, this, recheck);
}

void NewNoodlesDialog::presetChosen(int index)
{
    const auto &presets = noodles::difficultyPresets();
    if (m_applyingPreset || index < 0 || index >= static_cast<int>(presets.size()))
        return;
    m_applyingPreset = true;
    m_width->setValue(presets[static_cast<std::size_t>(index)].width);
    m_height->setValue(presets[static_cast<std::size_t>(index)].height);
    m_wrap->setChecked(presets[static_cast<std::size_t>(index)].wrap);
    m_applyingPreset = false;
}

void NewNoodlesDialog::sizeEdited()
{
    if (m_applyingPreset)
        return;
    const auto &presets = noodles::difficultyPresets();
    int match = static_cast<int>(presets.size()); // Custom
    for (std::size_t i = 0; i < presets.size(); ++i) {
        if (presets[i].width == m_width->value() && presets[i].height == m_height->value()
            && presets[i].wrap == m_wrap->isChecked())
            match = static_cast<int>(i);
    }
    m_applyingPreset = true;
    m_sizePreset->setCurrentIndex(match);
    m_applyingPreset = false;
}

void NewNoodlesDialog::randomSeed()
{
    m_seed->setText(QString::number(QRandomGenerator::global()->bounded(1000000000u)));
}

noodles::GeneratorOptions NewNoodlesDialog::options() const
{
    noodles::GeneratorOptions options;
    options.kind = static_cast<noodles::GridKind>(m_grid->currentData().toInt());
    options.width = m_width->value();
    options.height = m_height->value();
    options.wrap = m_wrap->isChecked();
    options.unique = m_unique->isChecked();
    options.seed = m_seed->text().toULongLong();
    options.barrierPercent = m_barriers->value();
    return options;
}

std::optional<noodles::DifficultyLevel> NewNoodlesDialog::level() const
{
    const int value = m_level->currentData().toInt();
    if (value < 0)
        return std::nullopt;
    return static_cast<noodles::DifficultyLevel>(value);
}

void NewNoodlesDialog::setLevel(std::optional<noodles::DifficultyLevel> level)
{
    const int index = m_level->findData(level ? static_cast<int>(*level) : -1);
    m_level->setCurrentIndex(std::max(0, index));
}

bool NewNoodlesDialog::showProblem()
{
    common::Status problem = noodles::validateGeneratorOptions(options());
    if (!problem && level())
        problem = noodles::levelPossible(options(), *level());
    m_error->setText(problem ? problem->reason : QString());
    return problem.has_value();
}

void NewNoodlesDialog::accept()
{
    if (!showProblem())
        QDialog::accept();
}

} // namespace pw::ui
