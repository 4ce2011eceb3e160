#pragma once

#include <QLabel>

class QScrollBar;

namespace pw::ui {

// A wrapping label with room for a fixed number of lines, whatever it is told to show: the room
// never grows or shrinks with the text, so nothing beside or below it moves while a game goes
// on. A text longer than the room is never cut: a scroll bar appears at the label's right and
// the wheel or the bar scrolls the rest into the room. The text is set with QLabel::setText as
// usual, links included.
class ScrollingRoomLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ScrollingRoomLabel(int lines, QWidget *parent = nullptr);

    int lines() const { return m_lines; }
    // A new room, for an owner whose room follows the window's size (never the text's).
    void setLines(int lines);
    // Whether the text is taller than the room (the scroll bar shows).
    bool scrolls() const;
    // The scroll bar, for tests and for keyboard scrolling by the owner.
    QScrollBar *scrollBar() const { return m_scrollBar; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    int roomHeight() const;
    // Measures the text at the label's width and shows the scroll bar when it needs more room.
    void fitText();
    // Shifts the text up by the scroll bar's value (through the contents margins, so QLabel
    // still draws it and finds its links).
    void placeText();

    int m_lines;
    QScrollBar *m_scrollBar;
    int m_textHeight = 0;
    QString m_fittedText;
    int m_fittedWidth = -1;
};

} // namespace pw::ui
