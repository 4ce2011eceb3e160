#pragma once

namespace pw::ui {

class NoodlesHintArea;
class NoodlesLockTools;
class NoodlesSidePanel;
class NoodlesStatusLine;
class NoodlesTab;
class NoodlesView;
class StepPlayer;

// The Noodles tab's parts, as its constructor makes them.
struct NoodlesTabParts
{
    NoodlesStatusLine *statusLine;
    NoodlesView *view;
    NoodlesSidePanel *sidePanel;
    NoodlesHintArea *hintArea;
    StepPlayer *player;
    NoodlesLockTools *lockTools;
};

// Puts the parts in their places (the status line above the board and its side panel, the hint
// area and the step player below) and wires the side panel's buttons and the lock tools to the
// tab and its board. The tab keeps only what its game needs.
void layOutNoodlesTab(NoodlesTab *tab, const NoodlesTabParts &parts);

} // namespace pw::ui
