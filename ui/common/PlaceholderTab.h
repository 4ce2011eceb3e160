#pragma once

#include "ui/common/PuzzleTab.h"

namespace pw::ui {

// The tab of a puzzle whose issue has not landed yet. It says so plainly and offers nothing that
// would pretend otherwise (the shell disables New, Save and Solve for it).
class PlaceholderTab : public PuzzleTab
{
    Q_OBJECT
public:
    PlaceholderTab(QString kind, QString title, QWidget *parent = nullptr);

    QString puzzleKind() const override { return m_kind; }
    QString displayName() const override { return m_title; }
    bool isPlayable() const override { return false; }
    QUndoStack *undoStack() const override { return m_undoStack; }
    QStringList fileFilters() const override { return {}; }
    void newGame() override { }
    common::Status openFile(const QString &path) override;
    common::Status saveFile(const QString &path) override;
    QString filePath() const override { return {}; }

private:
    QString m_kind;
    QString m_title;
    QUndoStack *m_undoStack;
};

} // namespace pw::ui
