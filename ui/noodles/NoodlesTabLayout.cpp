#include "ui/noodles/NoodlesTabLayout.h"

#include "ui/common/StepPlayer.h"
#include "ui/noodles/NoodlesHintArea.h"
#include "ui/noodles/NoodlesLockTools.h"
#include "ui/noodles/NoodlesSidePanel.h"
#include "ui/noodles/NoodlesStatusLine.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QHBoxLayout>
#include <QVBoxLayout>

namespace pw::ui {

namespace {

void describeView(NoodlesView *view)
{
    view->setObjectName(QStringLiteral("noodlesView"));
    view->setAccessibleName(NoodlesTab::tr("Noodles board"));
    view->setToolTip(NoodlesTab::tr(
        "Left click turns a piece anticlockwise, right click clockwise, middle "
        "click locks it; keys: arrows move the cursor, A and D (or Enter) turn, "
        "F turns half round, Space locks; Shift+drag turns (left button) or locks "
        "(middle) every piece passed. The wheel (or + and -) zooms, a drag moves the board, 0 "
        "fits it to the window. Shift+right click opens the lock tools (L, U, "
        "R, C, N); on a wrapping board Ctrl+drag or Ctrl+Shift+arrows shift "
        "the picture. Ctrl+click near a side marks it as a wall, Ctrl+right "
        "click as joined (the same again takes the mark off)"));
}

void wireSidePanel(NoodlesTab *tab, NoodlesSidePanel *panel)
{
    QObject::connect(panel, &NoodlesSidePanel::restartClicked, tab, &NoodlesTab::restart);
    QObject::connect(panel, &NoodlesSidePanel::jumbleClicked, tab, &NoodlesTab::jumble);
    QObject::connect(panel, &NoodlesSidePanel::checkLocksClicked, tab, &NoodlesTab::checkLocks);
    QObject::connect(panel, &NoodlesSidePanel::checkClicked, tab, &NoodlesTab::checkTiles);
    QObject::connect(panel, &NoodlesSidePanel::copyNetIdClicked, tab, &NoodlesTab::copyNetGameId);
}

void wireLockTools(NoodlesTab *tab, const NoodlesTabParts &parts)
{
    NoodlesLockTools *tools = parts.lockTools;
    parts.sidePanel->setLockMenu(tools->menu());
    QObject::connect(tools, &NoodlesLockTools::statusMessage, tab, &NoodlesTab::statusMessage);
    QObject::connect(parts.view, &NoodlesView::cursorMoved, tools,
                     &NoodlesLockTools::setCursorCell);
    QObject::connect(parts.view, &NoodlesView::contextMenuRequested, tools,
                     &NoodlesLockTools::popUp);
}

} // namespace

void layOutNoodlesTab(NoodlesTab *tab, const NoodlesTabParts &parts)
{
    describeView(parts.view);
    auto *top = new QHBoxLayout;
    top->addWidget(parts.view, 1);
    top->addWidget(parts.sidePanel);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(parts.statusLine);
    layout->addLayout(top, 1);
    layout->addWidget(parts.hintArea);
    layout->addWidget(parts.player);
    parts.player->hide();
    wireSidePanel(tab, parts.sidePanel);
    wireLockTools(tab, parts);
    QObject::connect(parts.hintArea, &NoodlesHintArea::evidenceChanged, parts.view,
                     [view = parts.view](const NoodlesView::Evidence &evidence) {
                         view->setEvidence(evidence);
                     });
}

} // namespace pw::ui
