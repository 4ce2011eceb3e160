#pragma once

#include <QDialog>

class QTextBrowser;

namespace pw::ui {

// Help ▸ How to Play: the puzzle's guide (rules, controls, file format, with its pictures), read
// inside the program. The guides are the player's pages of docs/guide/, embedded under :/guides
// with their pictures under :/screenshots, so the help a user reads is the one the repository
// documents; developer material lives in docs/KIND.md and is not shown here.
class GuideBrowser : public QDialog
{
    Q_OBJECT
public:
    explicit GuideBrowser(QWidget *parent = nullptr);

    // Shows the guide of a puzzle kind ("noodles", "kanoodle", "entanglement", "sliding").
    void showGuide(const QString &kind);
    QTextBrowser *browser() const { return m_browser; }

    // The guide's resource; a translated guide (docs/guide/de/KIND.md) wins when one exists for the
    // user's language.
    static QString guidePath(const QString &kind);

private:
    void fitPictures();

    QTextBrowser *m_browser;
};

} // namespace pw::ui
