#pragma once

#include <QLabel>

namespace pw::ui {

// A one-line label that keeps the room its layout gives it: text longer than that room is cut
// with "…" and shown whole in the tooltip, so a long message never pushes a neighbour aside or
// grows the window.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    const QString &fullText() const { return m_fullText; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace pw::ui
