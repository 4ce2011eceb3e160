#pragma once

#include <QString>
#include <QWidget>

namespace pw::ui {

// One line of text that changes often (a running clock, a move count) and disturbs nothing
// else. A QLabel asks its layouts to lay out again at every new text, and the tab widget above
// answers a layout request by repainting the whole tab: a clock ticking in a QLabel redrew the
// Kanoodle board every second, most of the tab's idle CPU. This label asks for room only when a
// text is wider than any it has shown (the time gaining a digit), and otherwise repaints itself
// alone. It is never narrower than its widest text so far, so the text is never cut.
class TickingLabel : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(QString text READ text WRITE setText)
public:
    explicit TickingLabel(QWidget *parent = nullptr);

    void setText(const QString &text);
    const QString &text() const { return m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int m_widest = 0; // the widest text shown so far, in pixels at the current font
    QString m_text;
};

} // namespace pw::ui
