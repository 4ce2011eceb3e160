#pragma once

#include "core/kanoodle/Catalog.h"
#include "ui/kanoodle/CatalogProgress.h"

#include <QDialog>

class QComboBox;
class QPushButton;
class QTreeWidget;

namespace pw::ui::kanoodle {

// The catalog of numbered puzzles, one board at a time: number, level, a tick when solved
// without help and the best time (CatalogProgress). Play (or a double click) starts the chosen
// puzzle; Next unsolved starts the board's first puzzle not yet solved.
class CatalogDialog : public QDialog
{
    Q_OBJECT
public:
    CatalogDialog(pw::kanoodle::CatalogBoard initial, const CatalogProgress &progress,
                  QWidget *parent = nullptr);

    // The game ID of the puzzle chosen, once accepted.
    QString chosenGameId() const { return m_chosen; }
    pw::kanoodle::CatalogBoard board() const;

    static QString levelName(int level);
    // The short name a numbered puzzle goes by: "Flat 12", "Sliding 5", "Pyramid 37".
    static QString puzzleName(const pw::kanoodle::CatalogEntry &entry);

private:
    void fillList();
    void playSelected();
    void playNextUnsolved();

    CatalogProgress m_progress;
    QComboBox *m_board;
    QTreeWidget *m_list;
    QPushButton *m_next; // off when every puzzle of the board is solved
    QString m_chosen;
};

} // namespace pw::ui::kanoodle
