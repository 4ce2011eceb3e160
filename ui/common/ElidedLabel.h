#pragma once

#include <QLabel>

namespace pw::ui {

// A one-line label that keeps the room its layout gives it, so a long message never pushes a
// neighbour aside or grows the window. Where the text does not fit, a shorter form the owner
// gave is shown whole instead (a job's title without its counters); only where none fits is the
// shortest cut with "…". The whole text is then in the tooltip, and the owner shows it
// elsewhere on a click (clicked).
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // shorter: the same message in fewer words, longest first, each shown whole when the one
    // before does not fit.
    void setFullText(const QString &text, const QStringList &shorter = {});
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
    QStringList m_shorter;
    int m_preferredCharacters = 0;
};

} // namespace pw::ui
