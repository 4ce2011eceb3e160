#pragma once

#include "core/noodles/HintChain.h"
#include "ui/noodles/NoodlesView.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QToolButton;

namespace pw::ui {

// The line under the Noodles board that says why: the current step of the solver's
// step-through, or a hint's reasons. A hint whose reasons need a chain of steps is shown one
// step at a time, from what the player sees to the hinted tile, with Back and Next; each step
// asks for its marks on the board (evidenceChanged). It keeps its room (two lines and the step
// row) when there is nothing to explain, so the board above never changes size.
class NoodlesHintArea : public QWidget
{
    Q_OBJECT
public:
    explicit NoodlesHintArea(QWidget *parent = nullptr);

    // Plain words (the step-through's, or a hint without a chain); empty hides the area.
    void explain(const QString &text);
    // A hint's chain, shown from its first step; each step names its piece as `board` (the
    // board on screen, with its origin) shows it.
    void showChain(const noodles::Board &board, std::vector<noodles::HintStep> chain);
    int stepCount() const { return static_cast<int>(m_chain.size()); }
    int currentStep() const { return m_current; }
    void showStep(int index);

signals:
    void evidenceChanged(const NoodlesView::Evidence &evidence);

private:
    void setText(const QString &text);

    QLabel *m_text;
    QToolButton *m_back;
    QLabel *m_position;
    QToolButton *m_next;
    QWidget *m_stepRow;
    noodles::Board m_board;
    std::vector<noodles::HintStep> m_chain;
    int m_current = -1;
};

} // namespace pw::ui
