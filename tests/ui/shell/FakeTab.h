#pragma once

#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverRunner.h"

#include <QUndoCommand>
#include <QUndoStack>

// A playable stand-in tab that records what the shell asks of it. Its "game" is a string; its
// snapshot is that string.
class FakeTab : public pw::ui::PuzzleTab
{
public:
    explicit FakeTab(QWidget *parent)
        : PuzzleTab(parent)
        , m_stack(new QUndoStack(this))
        , m_runner(new pw::ui::SolverRunner(this))
    { }
    pw::ui::SolverRunner *solverRunner() const override { return m_runner; }
    QString puzzleKind() const override { return QStringLiteral("fake"); }
    QString displayName() const override { return QStringLiteral("Fake"); }
    QUndoStack *undoStack() const override { return m_stack; }
    QStringList fileFilters() const override { return {QStringLiteral("Fake (*.json)")}; }
    void newGame() override { ++newGames; }
    pw::common::Status openFile(const QString &path) override
    {
        m_path = path;
        return std::nullopt;
    }
    pw::common::Status saveFile(const QString &path) override
    {
        if (failSaves)
            return pw::common::Error {path, {}, QStringLiteral("read-only file system")};
        saved << path;
        m_path = path;
        return std::nullopt;
    }
    QString filePath() const override { return m_path; }
    QByteArray snapshot() const override { return game; }
    pw::common::Status restoreSnapshot(const QByteArray &data) override
    {
        game = data;
        m_path.clear();
        m_stack->clear();
        return std::nullopt;
    }

    int newGames = 0;
    bool failSaves = false;
    QStringList saved;
    QByteArray game;

private:
    QUndoStack *m_stack;
    pw::ui::SolverRunner *m_runner;
    QString m_path;
};

// Records undo and redo so a test can see the menu reached the current tab's stack.
class CountingCommand : public QUndoCommand
{
public:
    CountingCommand(int *undone, int *redone)
        : m_undone(undone)
        , m_redone(redone)
    { }
    void undo() override { ++*m_undone; }
    void redo() override { ++*m_redone; }

private:
    int *m_undone;
    int *m_redone;
};
