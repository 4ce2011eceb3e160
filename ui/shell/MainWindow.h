#pragma once

#include "core/common/Expected.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>

class QAction;
class QKeySequence;
class QLabel;
class QMenu;
class QTabWidget;

namespace pw::ui {

class Autosave;
class GuideBrowser;
class TabMessages;
class TipBar;
class PuzzleTab;
class SolverStatusWidget;

// The workbench window: one tab per puzzle, the menus routed to the current tab, one undo group
// over the tabs' stacks, recent files and window state in QSettings, and the running solver's
// progress in the status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    using TabFactory = std::function<PuzzleTab *(QWidget *parent)>;

    // The four puzzles, in their standard order.
    explicit MainWindow(QWidget *parent = nullptr);
    // Any set of tabs (tests use stand-ins).
    explicit MainWindow(const QList<TabFactory> &tabFactories, QWidget *parent = nullptr);
    static QList<TabFactory> standardTabs();
    ~MainWindow() override;

    QList<PuzzleTab *> tabs() const { return m_tabs; }
    PuzzleTab *currentTab() const;
    // Selects the tab whose kind or title matches name (case-insensitive); false if none does.
    bool selectTab(const QString &name);

    // Opens a puzzle file in the tab its "puzzle" field names (or the tab that reads it as a
    // plain file); shows a message and returns false when it can't.
    bool openPath(const QString &path);
    // Starts the game an ID names in its puzzle's tab, after the ID was checked and the unsaved
    // changes question; shows a message and returns false when it can't.
    bool startFromGameId(const QString &id);
    // The same without a message box: the problem is returned (for --open with --screenshot).
    common::Status openPathQuietly(const QString &path);

    // After a crash or kill: offers the autosaved games back (Restore / Discard).
    void offerRecovery();
    Autosave *autosave() const { return m_autosave; }

    // Menu actions, for tests and for the keyboard.
    QAction *action(const QString &objectName) const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // The menu bar, one menu per function, each action named for tests and the tooltips.
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createGameMenu();
    void createSolveMenu();
    void createViewMenu();
    void createHelpMenu();
    // View ▸ Messages (or a click on the status bar's message): the tab's messages whole.
    void showMessages();
    template<class Slot>
    QAction *addMenuAction(QMenu *menu, const QString &name, const QString &text,
                           const QKeySequence &shortcut, Slot slot);
    void addTab(PuzzleTab *tab);
    void currentTabChanged();
    void updateActions();
    void updateTitle();
    void rebuildRecentMenu();

    // The one question before a game is replaced: asks to save the tab's unsaved moves (Save /
    // Discard / Cancel) when there are any; false means "stop".
    bool maybeSave(PuzzleTab *tab);
    // A job of tab ended: a hidden tab is marked and the status bar says so.
    void jobFinished(PuzzleTab *tab, bool cancelled);
    void updateTabLabel(PuzzleTab *tab);
    void focusBoard(PuzzleTab *tab);
    common::Expected<PuzzleTab *> tabForFile(const QString &path) const;
    common::Status loadInto(PuzzleTab *tab, const QString &path);

    void newGame();
    void open();
    bool save();
    bool saveAs();
    // Asked before Save As writes over an existing file the dialog did not ask about.
    bool mayReplaceFile(const QString &path);
    bool saveTo(PuzzleTab *tab, const QString &path);
    void stopSolver();
    void about();
    // Help ▸ How to Play: the current tab's guide, in a window beside the game.
    void showGuide();
    // Game ▸ Statistics: the current puzzle's record.
    void showStatistics();
    // Game ▸ Copy Game ID, Enter Game ID, Today's Puzzle.
    void copyGameId();
    // The tab's result line (PuzzleTab::resultText) to the clipboard.
    void copyResult();
    void enterGameId();
    // Game ▸ Today's Puzzle: the current tab's daily game, picked from a menu when it has several.
    void startTodaysPuzzle();
    // Game ▸ Today's Puzzle Archive: a past day's puzzle of any tab that has daily games.
    void showDailyArchive();
    // The problem of an ID (nothing when a tab can start it) and the tab that plays it.
    common::Status checkGameId(const QString &id, PuzzleTab **target) const;
    void updateGameIdLabel();
    // Edit ▸ Undo and Redo as the current tab's history allows, with the entry they would change.
    void updateUndoActions();

    QTabWidget *m_tabWidget;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_takeUpBranchAction = nullptr;
    QList<PuzzleTab *> m_finishedUnseen; // a job ended while the tab was hidden
    Autosave *m_autosave = nullptr;
    QList<PuzzleTab *> m_tabs;
    QMenu *m_recentMenu = nullptr;
    GuideBrowser *m_guide = nullptr;
    TipBar *m_tipBar = nullptr;
    TabMessages *m_messages = nullptr; // the status bar's message area, per tab
    QLabel *m_gameIdLabel = nullptr;
    QList<QAction *> m_tabActions; // need a playable tab
    QList<QAction *> m_stepActions; // need a step player
    QList<QAction *> m_stepEndActions; // First and Last Step: need a player with steps
    QString m_lastDirectory;
};

} // namespace pw::ui
