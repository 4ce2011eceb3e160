#pragma once

#include <QLabel>

namespace pw::ui {

// A one-line label that keeps the room its layout gives it: text longer than that room is cut
// with "…" and repeated whole in the tooltip, so a long message never pushes a neighbour aside or
// grows the window. Its owner shows the whole text elsewhere on a click (clicked).
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    const QString &fullText() const { return m_fullText; }
    // The room the label asks for, in average characters, whatever its text: a label whose text
    // changes often (a job's counters) keeps its neighbours still. By default the whole text's.
    void setPreferredCharacters(int characters) { m_preferredCharacters = characters; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

signals:
    // A click on the label: its owner shows the whole text somewhere with room for it.
    void clicked();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void elide();

    QString m_fullText;
    int m_preferredCharacters = 0;
};

} // namespace pw::ui
