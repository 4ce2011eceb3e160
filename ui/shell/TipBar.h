#pragma once

#include <QWidget>

namespace pw::ui {

class ScrollingRoomLabel;

// A tip above the board, in a room of two lines, the first time each puzzle is shown: how to
// start playing and where the rules are. Dismissed with its close button, once per puzzle for good
// (QSettings).
class TipBar : public QWidget
{
    Q_OBJECT
public:
    explicit TipBar(QWidget *parent = nullptr);

    // Shows the puzzle's tip unless it was dismissed before; hides the bar otherwise.
    void offer(const QString &puzzle, const QString &tip);
    static bool wasDismissed(const QString &puzzle);

private:
    void dismiss();

    ScrollingRoomLabel *m_text;
    QString m_puzzle;
};

} // namespace pw::ui
