#include "ui/noodles/NoodlesSidePanel.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SidePanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw::ui {

NoodlesSidePanel::NoodlesSidePanel(QWidget *parent)
    : QWidget(parent)
    , m_difficulty(new ScrollingRoomLabel(3, this))
    , m_lockTools(new QPushButton(tr("L&ock tools"), this))
{
    m_difficulty->setObjectName(QStringLiteral("noodlesDifficulty"));
    const auto button = [this](const QString &text, const char *name, const QString &toolTip) {
        auto *pushButton = new QPushButton(text, this);
        pushButton->setObjectName(QLatin1String(name));
        pushButton->setToolTip(toolTip);
        return pushButton;
    };
    auto *restart = button(tr("Res&tart"), "noodlesRestart",
                           tr("Turn every piece back to where the game started (undoable)"));
    auto *jumble = button(tr("&Jumble"), "noodlesJumble",
                          tr("Turn every unlocked piece at random (undoable)"));
    auto *checkLocks = button(tr("Check &locks"), "noodlesCheckLocks",
                              tr("Cross out the locked pieces that no solution has turned that "
                                 "way (counts as help)"));
    auto *check = button(tr("Chec&k"), "noodlesCheck",
                         tr("Say how many tiles are still wrong; press again to cross them out "
                            "(counts as help)"));
    auto *copyNetId = button(tr("Copy Net &ID"), "noodlesCopyNetId",
                             tr("Copy the game ID Simon Tatham's Net plays this board by (its "
                                "tiles as turned now and its barriers; square boards only)"));
    m_lockTools->setObjectName(QStringLiteral("noodlesLockTools"));
    // Its menu comes from the tab (setLockMenu); one now, so the column's width counts the arrow.
    m_lockTools->setMenu(new QMenu(m_lockTools));
    m_lockTools->setToolTip(tr("Lock or unlock every tile, a row, a column or a noodle network "
                               "(also Shift+right click on the board)"));
    connect(check, &QPushButton::clicked, this, &NoodlesSidePanel::checkClicked);
    connect(restart, &QPushButton::clicked, this, &NoodlesSidePanel::restartClicked);
    connect(jumble, &QPushButton::clicked, this, &NoodlesSidePanel::jumbleClicked);
    connect(checkLocks, &QPushButton::clicked, this, &NoodlesSidePanel::checkLocksClicked);
    connect(copyNetId, &QPushButton::clicked, this, &NoodlesSidePanel::copyNetIdClicked);

    auto *column = new QVBoxLayout;
    column->addWidget(m_difficulty);
    column->addWidget(restart);
    column->addWidget(jumble);
    column->addWidget(checkLocks);
    column->addWidget(check);
    column->addWidget(m_lockTools);
    column->addWidget(copyNetId);
    column->addStretch();
    // makeSidePanel fixes the column's width, so a longer difficulty wraps instead of moving the
    // board; this widget only holds it.
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(makeSidePanel(column, 14, this));
}

void NoodlesSidePanel::showDifficulty(const std::optional<noodles::DifficultyRating> &rating)
{
    if (!rating) {
        m_difficulty->hide();
        return;
    }
    const QString name = noodles::difficultyLevelDisplayName(rating->level);
    m_difficulty->setText(
        rating->level == noodles::DifficultyLevel::Guesswork
            ? tr("Difficulty: %1 (%n guess(es))", nullptr, static_cast<int>(rating->guesses))
                  .arg(name)
            : tr("Difficulty: %1").arg(name));
    m_difficulty->setToolTip(levelToolTip(rating->level));
    m_difficulty->show();
}

void NoodlesSidePanel::setLockMenu(QMenu *menu)
{
    m_lockTools->setMenu(menu);
}

QString NoodlesSidePanel::levelToolTip(noodles::DifficultyLevel level)
{
    switch (level) {
    case noodles::DifficultyLevel::Gentle:
        return tr("The borders and the sides the neighbours show fix every piece");
    case noodles::DifficultyLevel::Tricky:
        return tr("Needs the loop rule too: a piece never closes a loop");
    case noodles::DifficultyLevel::Tough:
        return tr("Needs the dead-end rule too: two dead ends never face each other");
    case noodles::DifficultyLevel::Fiendish:
        return tr("Needs the isolation rule too: no group of pieces may be sealed off from the "
                  "rest");
    case noodles::DifficultyLevel::Guesswork:
    case noodles::DifficultyLevel::Unsolvable:
        break;
    }
    return tr("The rules stall: pieces must be tried, and the board may have several solutions");
}

} // namespace pw::ui
