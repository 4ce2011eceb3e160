#pragma once

#include <QLabel>

namespace pw::ui {

// A label with room for a fixed number of lines, whatever it is told to show: longer text wraps
// inside that room and its last line ends in "…", with the whole text in the tooltip. The room
// never grows or shrinks with the text, so nothing beside or below it moves while a game goes
// on. The text is set with QLabel::setText as usual.
class FixedRoomLabel : public QLabel
{
    Q_OBJECT
public:
    explicit FixedRoomLabel(int lines, QWidget *parent = nullptr);

    int lines() const { return m_lines; }
    // Whether the whole text fits the room (otherwise its end is cut).
    bool showsAllText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int roomHeight() const;
    bool isRichText() const;
    struct ShownText
    {
        QStringList lines; // the last one cut with "…" when the text needs more room
        bool cut = false;
    };
    ShownText shownText() const;

    int m_lines;
};

} // namespace pw::ui
