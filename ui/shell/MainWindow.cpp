#include "ui/shell/MainWindow.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/SettingsWrites.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/SolverStatusWidget.h"
#include "ui/common/SoundSetting.h"
#include "ui/common/StepPlayer.h"
#include "ui/shell/Autosave.h"
#include "ui/shell/DailyArchiveDialog.h"
#include "ui/shell/DailyGameChoice.h"
#include "ui/shell/GameIdDialog.h"
#include "ui/shell/GuideBrowser.h"
#include "ui/shell/MessagesDialog.h"
#include "ui/shell/RecentFiles.h"
#include "ui/shell/StartupChecks.h"
#include "ui/shell/StatisticsDialog.h"
#include "ui/shell/StorageNoticeButton.h"
#include "ui/shell/TabFactories.h"
#include "ui/shell/TabMessages.h"
#include "ui/shell/Theme.h"
#include "ui/shell/TipBar.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace pw::ui {

MainWindow::MainWindow(QWidget *parent)
    : MainWindow(standardTabs(), parent)
{ }

QList<MainWindow::TabFactory> MainWindow::standardTabs()
{
    return {
#define PW_PUZZLE(kind, Name) create##Name##Tab,
#include "core/backends/PuzzleList.h"
#undef PW_PUZZLE
    };
}

MainWindow::MainWindow(const QList<TabFactory> &tabFactories, QWidget *parent)
    : QMainWindow(parent)
    , m_tabWidget(new QTabWidget(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_tabWidget->setDocumentMode(true);
    // The first-start tip sits above the tabs' boards.
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    m_tipBar = new TipBar(central);
    centralLayout->addWidget(m_tipBar);
    centralLayout->addWidget(m_tabWidget, 1);
    setCentralWidget(central);

    // The game on screen as one line, selectable, at the left of the permanent area.
    m_gameIdLabel = new QLabel(this);
    m_gameIdLabel->setObjectName(QStringLiteral("gameIdLabel"));
    m_gameIdLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addPermanentWidget(m_gameIdLabel);
    m_messages = new TabMessages(statusBar());
    for (const TabFactory &factory : tabFactories)
        addTab(factory(m_tabWidget));

    m_autosave = new Autosave(m_tabs, this);
    createMenus();
    connect(m_tabWidget, &QTabWidget::currentChanged, this, &MainWindow::currentTabChanged);

    const QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1100, 760);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabWidget->setCurrentIndex(std::clamp(settings.value(QStringLiteral("window/tab"), 0).toInt(),
                                            0, static_cast<int>(m_tabs.size()) - 1));
    m_lastDirectory = settings.value(QStringLiteral("window/lastDirectory")).toString();
    // Before the first Open or Save, the player's documents: not the folder the program happened
    // to be started from (the project's checkout, for one started by its README).
    if (m_lastDirectory.isEmpty() || !QFileInfo(m_lastDirectory).isDir())
        m_lastDirectory = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(m_lastDirectory).isDir())
        m_lastDirectory = QDir::homePath();
    currentTabChanged();

    // Unwritable folders and leftovers of interrupted writes, found now; then the marker that
    // tells these and every later storage problem (statistics not saved...) in the status bar.
    StartupChecks::run();
    statusBar()->addPermanentWidget(
        new StorageNoticeButton(statusBar(), [this](const QString &message, int timeoutMs) {
            m_messages->sayNow(message, timeoutMs);
        }));
}

MainWindow::~MainWindow()
{
    // Stop every job before the tabs (and the views the completions touch) go away.
    for (PuzzleTab *tab : std::as_const(m_tabs))
        tab->solverRunner()->cancelAndWait();
}

void MainWindow::addTab(PuzzleTab *tab)
{
    m_tabs << tab;
    m_tabWidget->addTab(tab, tab->displayName());
    connect(tab->midend(), &Midend::historyChanged, this, [this, tab] {
        if (tab == currentTab())
            updateUndoActions();
    });
    connect(tab, &PuzzleTab::statusMessage, this,
            [this, tab](const QString &message) { m_messages->say(tab, message); });
    connect(tab, &PuzzleTab::documentChanged, this, [this, tab] {
        if (tab == currentTab()) {
            // A tip may depend on the game on screen (Kanoodle's pyramid).
            if (m_tipBar && m_tipBar->isVisible())
                m_tipBar->offer(tab->puzzleKind(), tab->firstTip());
            updateTitle();
            updateActions();
            updateGameIdLabel();
        }
    });
    if (StepPlayer *player = tab->stepPlayer()) {
        connect(player, &StepPlayer::stepsChanged, this, [this, tab] {
            if (tab == currentTab())
                updateActions();
        });
    }
    tab->setDiscardGuard([this](PuzzleTab *asking) { return maybeSave(asking); });
    tab->returnFocusToBoardAfterControls();

    // Every tab's job shows in the status bar, whichever tab is on screen, and runs to its end.
    auto *status = new SolverStatusWidget(this);
    status->setObjectName(QStringLiteral("jobStatus_") + tab->puzzleKind());
    status->setCaption(tab->displayName());
    status->setRunner(tab->solverRunner());
    statusBar()->addPermanentWidget(status);
    connect(status, &SolverStatusWidget::cancelRequested, tab->midend(), &Midend::cancelJob);
    connect(tab->solverRunner(), &SolverRunner::finished, this,
            [this, tab](bool cancelled) { jobFinished(tab, cancelled); });
    for (const PuzzleTab::SideJob &job : tab->sideJobs()) {
        auto *row = new SolverStatusWidget(this);
        row->setObjectName(QStringLiteral("sideJobStatus_") + tab->puzzleKind());
        row->setCaption(tab->displayName());
        row->setRunner(job.runner);
        statusBar()->addPermanentWidget(row);
        connect(row, &SolverStatusWidget::cancelRequested, tab, job.cancel);
    }
}

void MainWindow::jobFinished(PuzzleTab *tab, bool cancelled)
{
    // A result the user waits for (a solve, hint or count) in a tab not on screen; a game being
    // generated (the first ones at start-up) shows itself when the tab is opened.
    if (tab == currentTab() || cancelled || tab->midend()->jobScope() != Midend::JobScope::Position)
        return;
    if (!m_finishedUnseen.contains(tab))
        m_finishedUnseen << tab;
    updateTabLabel(tab);
    m_messages->sayNow(tr("%1: %2 finished.").arg(tab->displayName(), tab->solverRunner()->title()),
                       8000);
}

void MainWindow::updateTabLabel(PuzzleTab *tab)
{
    const int index = m_tabWidget->indexOf(tab);
    const bool unseen = m_finishedUnseen.contains(tab);
    // A mark beside the name, like a chat program's unread mark: the result waits there.
    m_tabWidget->setTabText(index,
                            unseen ? tr("%1 •").arg(tab->displayName()) : tab->displayName());
    m_tabWidget->setTabToolTip(
        index, unseen ? tr("A job finished here while the tab was hidden") : QString());
}

void MainWindow::focusBoard(PuzzleTab *tab)
{
    if (QWidget *board = tab->boardWidget())
        board->setFocus(Qt::OtherFocusReason);
}

PuzzleTab *MainWindow::currentTab() const
{
    return qobject_cast<PuzzleTab *>(m_tabWidget->currentWidget());
}

bool MainWindow::selectTab(const QString &name)
{
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        if (tab->puzzleKind().compare(name, Qt::CaseInsensitive) == 0
            || tab->displayName().compare(name, Qt::CaseInsensitive) == 0
            || tab->displayName().startsWith(name, Qt::CaseInsensitive)) {
            m_tabWidget->setCurrentWidget(tab);
            return true;
        }
    }
    return false;
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

template<class Slot>
QAction *MainWindow::addMenuAction(QMenu *menu, const QString &name, const QString &text,
                                   const QKeySequence &shortcut, Slot slot)
{
    auto *action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, slot);
    menu->addAction(action);
    return action;
}

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    createGameMenu();
    createSolveMenu();
    createViewMenu();
    createHelpMenu();
    // After a menu's entry, and any dialog it opened, the keys go to the board again (queued:
    // the entry's own handling, a dialog's included, ends first).
    for (QMenu *menu : menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly)) {
        connect(menu, &QMenu::triggered, this, [this] {
            QTimer::singleShot(0, this, [this] {
                if (PuzzleTab *tab = currentTab(); tab && isActiveWindow())
                    focusBoard(tab);
            });
        });
    }
    // Shortcuts shown in tooltips too, so they can be discovered from the menus and elsewhere.
    for (QAction *a : findChildren<QAction *>()) {
        if (!a->shortcut().isEmpty())
            a->setToolTip(
                QStringLiteral("%1 (%2)").arg(a->text().remove(QLatin1Char('&')),
                                              a->shortcut().toString(QKeySequence::NativeText)));
    }
}

void MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    m_tabActions << addMenuAction(file, QStringLiteral("actionNew"), tr("&New..."),
                                  QKeySequence::New, &MainWindow::newGame);
    addMenuAction(file, QStringLiteral("actionOpen"), tr("&Open..."), QKeySequence::Open,
                  &MainWindow::open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    file->addSeparator();
    m_tabActions << addMenuAction(file, QStringLiteral("actionSave"), tr("&Save"),
                                  QKeySequence::Save, &MainWindow::save);
    // Qt gives Save As keys only on KDE; elsewhere the desktops' usual Ctrl+Shift+S.
    const QKeySequence saveAsKeys = QKeySequence(QKeySequence::SaveAs).isEmpty()
        ? QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)
        : QKeySequence(QKeySequence::SaveAs);
    m_tabActions << addMenuAction(file, QStringLiteral("actionSaveAs"), tr("Save &As..."),
                                  saveAsKeys, &MainWindow::saveAs);
    file->addSeparator();
    QAction *quit = addMenuAction(file, QStringLiteral("actionQuit"), tr("&Quit"),
                                  QKeySequence::Quit, &MainWindow::close);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    // Undo and Redo reach the current tab's midend, and name what they would change.
    m_undoAction = addMenuAction(edit, QStringLiteral("actionUndo"), tr("&Undo"), QKeySequence::Undo,
                                 [this] { currentTab()->midend()->undo(); });
    m_redoAction = addMenuAction(edit, QStringLiteral("actionRedo"), tr("&Redo"), QKeySequence::Redo,
                                 [this] { currentTab()->midend()->redo(); });
    // After Undo and another move the moves undone are a branch given up, never lost: this puts
    // them back under Redo (in every tab alike).
    m_takeUpBranchAction
        = addMenuAction(edit, QStringLiteral("actionTakeUpBranch"), tr("Redo &Another Branch"),
                        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z),
                        [this] { currentTab()->midend()->takeUpBranch(); });
}

void MainWindow::updateUndoActions()
{
    const Midend *midend = currentTab() ? currentTab()->midend() : nullptr;
    const auto update = [](QAction *action, bool enabled, const QString &plain,
                           const QString &named, const QString &entry) {
        action->setEnabled(enabled);
        action->setText(entry.isEmpty() ? plain : named.arg(entry));
    };
    update(m_undoAction, midend && midend->canUndo(), tr("&Undo"), tr("&Undo %1"),
           midend ? midend->undoText() : QString());
    update(m_redoAction, midend && midend->canRedo(), tr("&Redo"), tr("&Redo %1"),
           midend ? midend->redoText() : QString());
    update(m_takeUpBranchAction, midend && midend->canTakeUpBranch(), tr("Redo &Another Branch"),
           tr("Redo &Another Branch: %1"), midend ? midend->takeUpBranchText() : QString());
}

void MainWindow::createGameMenu()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->setObjectName(QStringLiteral("gameMenu"));
    m_tabActions << addMenuAction(game, QStringLiteral("actionCopyGameId"), tr("&Copy Game ID"),
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                                  &MainWindow::copyGameId);
    m_tabActions << addMenuAction(game, QStringLiteral("actionCopyResult"), tr("Copy &Result"),
                                  QKeySequence(), &MainWindow::copyResult);
    addMenuAction(game, QStringLiteral("actionEnterGameId"), tr("&Enter Game ID..."),
                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), &MainWindow::enterGameId);
    m_tabActions << addMenuAction(game, QStringLiteral("actionTodaysPuzzle"), tr("&Today's Puzzle"),
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
                                  &MainWindow::startTodaysPuzzle);
    m_tabActions << addMenuAction(game, QStringLiteral("actionDailyArchive"),
                                  tr("Today's Puzzle &Archive..."), QKeySequence(),
                                  &MainWindow::showDailyArchive);
    game->addSeparator();
    m_tabActions << addMenuAction(game, QStringLiteral("actionStatistics"), tr("&Statistics..."),
                                  QKeySequence(), &MainWindow::showStatistics);
}

void MainWindow::createSolveMenu()
{
    QMenu *solve = menuBar()->addMenu(tr("&Solve"));
    solve->setObjectName(QStringLiteral("solveMenu"));
    m_tabActions << addMenuAction(solve, QStringLiteral("actionSolve"), tr("&Solve"),
                                  QKeySequence(Qt::Key_F5), [this] { currentTab()->solve(); });
    m_tabActions << addMenuAction(solve, QStringLiteral("actionHint"), tr("&Hint"),
                                  QKeySequence(Qt::CTRL | Qt::Key_H),
                                  [this] { currentTab()->hint(); });
    solve->addSeparator();
    auto stepAction = [&](const QString &name, const QString &text, const QKeySequence &key,
                          void (StepPlayer::*slot)()) {
        m_stepActions << addMenuAction(solve, name, text, key, [this, slot] {
            if (StepPlayer *player = currentTab()->stepPlayer())
                (player->*slot)();
        });
    };
    // Home and End are the step player's only while it has steps, so that they reach the board
    // (Noodles fits its board, the Kanoodle 3D view turns back) when there is nothing to step.
    stepAction(QStringLiteral("actionFirstStep"), tr("F&irst Step"), QKeySequence(Qt::Key_Home),
               &StepPlayer::toFirst);
    m_stepEndActions << m_stepActions.last();
    stepAction(QStringLiteral("actionStepBack"), tr("Step &Back"), QKeySequence(Qt::Key_F6),
               &StepPlayer::stepBack);
    stepAction(QStringLiteral("actionStepForward"), tr("Step &Forward"), QKeySequence(Qt::Key_F7),
               &StepPlayer::stepForward);
    stepAction(QStringLiteral("actionLastStep"), tr("&Last Step"), QKeySequence(Qt::Key_End),
               &StepPlayer::toLast);
    m_stepEndActions << m_stepActions.last();
    stepAction(QStringLiteral("actionPlayPause"), tr("&Play/Pause"), QKeySequence(Qt::Key_F8),
               &StepPlayer::togglePlay);
    solve->addSeparator();
    addMenuAction(solve, QStringLiteral("actionStop"), tr("S&top"), QKeySequence(Qt::Key_Escape),
                  &MainWindow::stopSolver);
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    addMenuAction(help, QStringLiteral("actionHowToPlay"), tr("&How to Play"),
                  QKeySequence::HelpContents, &MainWindow::showGuide);
    help->addSeparator();
    QAction *about
        = addMenuAction(help, QStringLiteral("actionAbout"), tr("&About Puzzle Workbench"),
                        QKeySequence(), &MainWindow::about);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = addMenuAction(help, QStringLiteral("actionAboutQt"), tr("About &Qt"),
                                     QKeySequence(), [] { QApplication::aboutQt(); });
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    QMenu *themes = view->addMenu(tr("&Colours"));
    auto *group = new QActionGroup(this);
    const std::pair<Theme, QString> choices[] = {
        {Theme::System, tr("Follow the &System")},
        {Theme::Light, tr("&Light")},
        {Theme::Dark, tr("&Dark")},
        {Theme::HighContrast, tr("&High Contrast")},
    };
    const Theme current = currentTheme();
    for (const auto &[theme, text] : choices) {
        QAction *a = themes->addAction(text);
        a->setObjectName(QStringLiteral("actionTheme%1").arg(static_cast<int>(theme)));
        a->setCheckable(true);
        a->setChecked(theme == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [theme = theme] { chooseTheme(theme); });
    }
    QAction *fullScreen = view->addAction(tr("&Full Screen"));
    fullScreen->setObjectName(QStringLiteral("actionFullScreen"));
    fullScreen->setShortcut(QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { setWindowState(windowState().setFlag(Qt::WindowFullScreen, on)); });
    // Entanglement's sounds (the other puzzles make none); kept in the settings as left.
    QAction *sound = view->addAction(tr("&Sound"));
    sound->setObjectName(QStringLiteral("actionSound"));
    sound->setCheckable(true);
    sound->setChecked(SoundSetting::isOn());
    sound->setStatusTip(tr("Play the sounds of Entanglement: a placement, the line growing, a "
                           "swap and the end of a game"));
    connect(sound, &QAction::toggled, this, [](bool on) { SoundSetting::setOn(on); });
    QAction *messages = view->addAction(tr("&Messages..."));
    messages->setObjectName(QStringLiteral("actionMessages"));
    connect(messages, &QAction::triggered, this, &MainWindow::showMessages);
    connect(m_messages, &TabMessages::logRequested, this, &MainWindow::showMessages);
}

void MainWindow::showMessages()
{
    if (PuzzleTab *tab = currentTab()) {
        MessagesDialog dialog(tab->displayName(), m_messages->log(tab), this);
        dialog.exec();
        focusBoard(tab);
    }
}

void MainWindow::currentTabChanged()
{
    PuzzleTab *tab = currentTab();
    if (!tab)
        return;
    // Jobs of the other tabs keep running (the status bar lists them); only replays pause, as
    // nobody watches them.
    for (PuzzleTab *other : std::as_const(m_tabs)) {
        if (other != tab && other->stepPlayer())
            other->stepPlayer()->pause();
    }
    if (m_finishedUnseen.removeAll(tab))
        updateTabLabel(tab);
    m_messages->tabShown(tab);
    updateUndoActions();
    m_tipBar->offer(tab->puzzleKind(), tab->firstTip());
    updateGameIdLabel();
    updateActions();
    updateTitle();
    focusBoard(tab);
}

void MainWindow::updateActions()
{
    PuzzleTab *tab = currentTab();
    const bool playable = tab && tab->isPlayable();
    for (QAction *a : std::as_const(m_tabActions))
        a->setEnabled(playable);
    const bool stepping = playable && tab->stepPlayer();
    for (QAction *a : std::as_const(m_stepActions))
        a->setEnabled(stepping);
    const bool hasSteps = stepping && tab->stepPlayer()->stepCount() > 0;
    for (QAction *a : std::as_const(m_stepEndActions))
        a->setEnabled(hasSteps);
}

void MainWindow::updateTitle()
{
    PuzzleTab *tab = currentTab();
    if (!tab)
        return;
    const QString file = tab->filePath();
    // "[*]" is where the unsaved mark goes.
    QString title = tab->displayName() + QStringLiteral("[*]");
    if (!file.isEmpty())
        title = QFileInfo(file).fileName() + QStringLiteral("[*] — ") + tab->displayName();
    setWindowTitle(title + QStringLiteral(" — ") + tr("Puzzle Workbench"));
    setWindowModified(tab->midend()->hasUnsavedMoves());
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::load();
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (!QFileInfo::exists(path)) {
                // A file moved or deleted since: say so once and drop it from the list.
                QMessageBox::warning(this, tr("Cannot Open"),
                                     tr("%1: the file does not exist any more").arg(path));
                RecentFiles::remove(path);
                rebuildRecentMenu();
                return;
            }
            openPath(path);
        });
    }
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear Menu"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        RecentFiles::clear();
        rebuildRecentMenu();
    });
    m_recentMenu->setEnabled(true);
}

void MainWindow::newGame()
{
    if (PuzzleTab *tab = currentTab())
        tab->requestNewGame();
}

void MainWindow::open()
{
    QStringList filters {tr("Puzzle files (*.json *.txt)")};
    for (PuzzleTab *tab : std::as_const(m_tabs))
        filters << tab->fileFilters();
    filters << tr("All files (*)");
    filters.removeDuplicates();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Puzzle"), m_lastDirectory,
                                                      filters.join(QStringLiteral(";;")));
    if (!path.isEmpty())
        openPath(path);
}

bool MainWindow::openPath(const QString &path)
{
    const common::Expected<PuzzleTab *> target = tabForFile(path);
    if (!target) {
        QMessageBox::warning(this, tr("Cannot Open"), target.error().message());
        return false;
    }
    // The file is read and checked first: a damaged file never costs the game on screen.
    if (const common::Status problem = (*target)->checkFile(path)) {
        QMessageBox::warning(this, tr("Cannot Open"), problem->message());
        return false;
    }
    m_tabWidget->setCurrentWidget(*target);
    if (!maybeSave(*target))
        return false;
    if (const common::Status status = loadInto(*target, path)) {
        QMessageBox::warning(this, tr("Cannot Open"), status->message());
        return false;
    }
    return true;
}

common::Status MainWindow::openPathQuietly(const QString &path)
{
    const common::Expected<PuzzleTab *> target = tabForFile(path);
    if (!target)
        return target.error();
    if (common::Status problem = (*target)->checkFile(path))
        return problem;
    return loadInto(*target, path);
}

common::Expected<PuzzleTab *> MainWindow::tabForFile(const QString &path) const
{
    const QString name = QFileInfo(path).fileName();
    if (!QFileInfo::exists(path))
        return common::Error {path, {}, tr("the file does not exist")};
    if (const QString kind = common::peekPuzzleKind(path); !kind.isEmpty()) {
        for (PuzzleTab *tab : std::as_const(m_tabs))
            if (tab->puzzleKind() == kind)
                return tab;
        return common::Error {name, {}, tr("unknown puzzle kind \"%1\"").arg(kind)};
    }
    // Neither an envelope nor a plain file a tab reads: say precisely what is wrong with it.
    const common::Expected<QByteArray> data = common::readWholeFile(path);
    if (!data)
        return data.error();
    if (data->trimmed().isEmpty())
        return common::Error {name, {}, tr("the file is empty")};
    if (data->trimmed().startsWith('{')
        || QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0)
        return common::parseEnvelope(*data, name).error();
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        const common::GameBackend *backend = backends::backendFor(tab->puzzleKind());
        if (!backend || backend->plainTextSuffix().isEmpty())
            continue;
        // A file with the tab's suffix is its board, and its reading error the one the user
        // sees; any other file only when it reads as one.
        if (backend->isPlainTextPath(path) || !tab->checkFile(path))
            return tab;
    }
    return common::Error {name, {}, tr("not a puzzle file this program reads")};
}

common::Status MainWindow::loadInto(PuzzleTab *tab, const QString &path)
{
    m_tabWidget->setCurrentWidget(tab);
    // Whatever the tab's solver or generator was doing belongs to the game being replaced.
    tab->solverRunner()->cancelAndWait();
    if (common::Status status = tab->openFile(path))
        return status;
    m_lastDirectory = QFileInfo(path).absolutePath();
    RecentFiles::add(path);
    rebuildRecentMenu();
    updateTitle();
    m_messages->sayNow(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return std::nullopt;
}

bool MainWindow::maybeSave(PuzzleTab *tab)
{
    if (!tab->hasUnsavedWork())
        return true;
    m_tabWidget->setCurrentWidget(tab);
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("The %1 game has unsaved changes. Do you want to save them?").arg(tab->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::save()
{
    PuzzleTab *tab = currentTab();
    if (!tab || !tab->isPlayable())
        return false;
    if (tab->filePath().isEmpty())
        return saveAs();
    return saveTo(tab, tab->filePath());
}

bool MainWindow::saveAs()
{
    PuzzleTab *tab = currentTab();
    if (!tab || !tab->isPlayable())
        return false;
    const QString start = tab->filePath().isEmpty() ? m_lastDirectory : tab->filePath();
    const QStringList filters = tab->fileFilters();
    QString selectedFilter = filters.value(0);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Puzzle"), start, filters.join(QStringLiteral(";;")), &selectedFilter);
    if (path.isEmpty())
        return false;
    // A name typed without an extension gets the chosen filter's first one, so Open lists it.
    if (QFileInfo(path).suffix().isEmpty()) {
        static const QRegularExpression firstPattern(QStringLiteral("\\*\\.(\\w+)"));
        const QRegularExpressionMatch match
            = firstPattern.match(selectedFilter.isEmpty() ? filters.value(0) : selectedFilter);
        // The dialog asked about the name as typed, not about the one the extension makes.
        if (match.hasMatch()) {
            path += QLatin1Char('.') + match.captured(1);
            if (QFileInfo::exists(path) && !mayReplaceFile(path))
                return false;
        }
    }
    if (!saveTo(tab, path))
        return false;
    m_lastDirectory = QFileInfo(path).absolutePath();
    return true;
}

bool MainWindow::mayReplaceFile(const QString &path)
{
    const auto answer = QMessageBox::warning(
        this, tr("Replace File?"),
        tr("A file named \u201c%1\u201d already exists in \u201c%2\u201d. Do you want to replace "
           "it?")
            .arg(QFileInfo(path).fileName(), QDir::toNativeSeparators(QFileInfo(path).path())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

bool MainWindow::saveTo(PuzzleTab *tab, const QString &path)
{
    const QString lost = tab->midend()->whatFileCannotKeep(path); // asked before the record changes
    if (const common::Status status = tab->saveFile(path)) {
        // The title keeps its mark: nothing was saved, and the file on disk is as it was.
        QMessageBox::warning(this, tr("Cannot Save"),
                             tr("%1\n\nThe game is not saved; the file on disk was left as it was.")
                                 .arg(status->message()));
        return false;
    }
    tab->midend()->markSaved(path);
    RecentFiles::add(path);
    rebuildRecentMenu();
    updateTitle();
    const QString saved = tr("Saved %1").arg(QFileInfo(path).fileName());
    m_messages->sayNow(lost.isEmpty() ? saved : tr("%1. %2").arg(saved, lost), 10000);
    return true;
}

void MainWindow::stopSolver()
{
    if (PuzzleTab *tab = currentTab())
        tab->stop();
}

void MainWindow::copyGameId()
{
    PuzzleTab *tab = currentTab();
    const QString id = tab ? tab->gameId() : QString();
    if (id.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(id);
    m_messages->sayNow(tr("Copied the game ID %1").arg(id), 5000);
}

void MainWindow::copyResult()
{
    PuzzleTab *tab = currentTab();
    if (!tab)
        return;
    const QString result = tab->resultText();
    if (result.isEmpty()) {
        m_messages->sayNow(tr("No result to copy: %1 shows no finished game").arg(tab->displayName()),
                           5000);
        return;
    }
    QGuiApplication::clipboard()->setText(result);
    m_messages->sayNow(tr("Copied the result: %1").arg(result), 5000);
}

void MainWindow::enterGameId()
{
    // The dialog checks the ID itself and stays open, with the text kept, until it is good.
    GameIdDialog dialog([this](const QString &id) { return checkGameId(id, nullptr); }, this);
    if (const PuzzleTab *tab = currentTab()) // an ID of the puzzle on screen: today's
        dialog.setExample(tab->dailyGameId(QDate::currentDate()));
    // Room for the longest ID a game has (Net's description of a 150 x 150 board: about 23,000
    // characters), not for whatever else the clipboard holds.
    constexpr qsizetype longestGameId = 32 * 1024;
    dialog.setGameId(QGuiApplication::clipboard()->text().trimmed().left(longestGameId));
    if (dialog.exec() == QDialog::Accepted)
        startFromGameId(dialog.gameId());
}

common::Status MainWindow::checkGameId(const QString &id, PuzzleTab **target) const
{
    const common::Expected<const common::GameBackend *> backend = backends::backendForGameId(id);
    PuzzleTab *found = nullptr;
    for (PuzzleTab *tab : std::as_const(m_tabs))
        if (backend && tab->puzzleKind() == (*backend)->kind())
            found = tab;
    if (target)
        *target = found;
    if (!backend)
        return backend.status();
    if (!found)
        return common::Error {tr("game ID"), {},
                              tr("no tab plays \"%1\"").arg((*backend)->kind())};
    return found->checkGameId(id);
}

bool MainWindow::startFromGameId(const QString &id)
{
    // Like a file: the ID is read and checked before anything asks about the game on screen.
    PuzzleTab *target = nullptr;
    if (const common::Status problem = checkGameId(id, &target)) {
        QMessageBox::warning(this, tr("Cannot Start"), problem->message());
        return false;
    }
    m_tabWidget->setCurrentWidget(target);
    if (!maybeSave(target))
        return false;
    target->startGameFromId(id);
    return true;
}

namespace {
constexpr int gameIdLabelWidth = 260; // pixels
} // namespace

void MainWindow::updateGameIdLabel()
{
    PuzzleTab *tab = currentTab();
    const QString id = tab ? tab->gameId() : QString();
    // A descriptive ID holds the whole start (hundreds of characters for a big board): shown
    // elided, so the status bar keeps room for messages; the tooltip and Copy Game ID have it all.
    const QString text = id.isEmpty() ? QString() : tr("ID: %1").arg(id);
    QString shown
        = m_gameIdLabel->fontMetrics().elidedText(text, Qt::ElideMiddle, gameIdLabelWidth);
    // A daily game says so first, whole ("Today's Puzzle: Pyramid · ID: …").
    if (const QString daily = tab ? dailyGameLabel(*tab, id, QDate::currentDate()) : QString();
        !daily.isEmpty())
        shown = daily + QStringLiteral(" · ") + shown;
    m_gameIdLabel->setText(shown);
    m_gameIdLabel->setToolTip(id.isEmpty() ? QString()
                                           : tr("This game's ID: %1\nGame ▸ Copy Game ID copies "
                                                "it, Game ▸ Enter Game ID opens it again")
                                                 .arg(id));
}

void MainWindow::showStatistics()
{
    if (PuzzleTab *tab = currentTab()) {
        StatisticsDialog dialog(tab->puzzleKind(), tab->displayName(), this,
                                dailyPuzzlesOf({tab}, QDate::currentDate()).value(0).games);
        dialog.exec();
        tab->statisticsChanged(); // a reset empties what the tab shows of them
    }
}

void MainWindow::startTodaysPuzzle()
{
    PuzzleTab *tab = currentTab();
    if (!tab)
        return;
    // With several daily games, their menu drops from where the Game menu does.
    QMenu *game = findChild<QMenu *>(QStringLiteral("gameMenu"));
    const QPoint at = menuBar()->mapToGlobal(
        game ? menuBar()->actionGeometry(game->menuAction()).bottomLeft() : QPoint());
    const QString id = chooseDailyGame(tab->dailyGames(QDate::currentDate()), at, this);
    if (!id.isEmpty())
        startFromGameId(id);
}

void MainWindow::showDailyArchive()
{
    const QDate today = QDate::currentDate();
    const QString current = currentTab() ? currentTab()->puzzleKind() : QString();
    DailyArchiveDialog dialog(dailyPuzzlesOf(m_tabs, today), current, today, this);
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenGameId().isEmpty())
        startFromGameId(dialog.chosenGameId());
}

void MainWindow::showGuide()
{
    PuzzleTab *tab = currentTab();
    if (!tab)
        return;
    if (!m_guide)
        m_guide = new GuideBrowser(this);
    m_guide->showGuide(tab->puzzleKind());
    m_guide->setWindowTitle(tr("How to Play %1").arg(tab->displayName()));
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Puzzle Workbench"),
        tr("<h3>Puzzle Workbench %1</h3>"
           "<p>Noodles, Kanoodle Extreme, Entanglement and Sliding Tiles in one window: play "
           "them, watch their solvers work step by step, and load and save puzzle files.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

void MainWindow::offerRecovery()
{
    const QStringList kinds = m_autosave->leftoverKinds();
    if (kinds.isEmpty())
        return;
    QStringList names;
    for (PuzzleTab *tab : std::as_const(m_tabs))
        if (kinds.contains(tab->puzzleKind()))
            names << tab->displayName();
    QMessageBox box(QMessageBox::Question, tr("Restore Unsaved Games"),
                    tr("Puzzle Workbench did not close normally last time. Restore the unsaved "
                       "games (%1)?")
                        .arg(names.join(QStringLiteral(", "))),
                    QMessageBox::NoButton, this);
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Discard);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() != restore) {
        m_autosave->discardLeftovers();
        return;
    }
    QStringList notes;
    const QStringList restored = m_autosave->restoreLeftovers(&notes);
    if (!notes.isEmpty())
        QMessageBox::warning(this, tr("Restore Unsaved Games"), notes.join(QLatin1Char('\n')));
    if (!restored.isEmpty()) {
        selectTab(restored.first());
        m_messages->sayNow(tr("Restored: %1").arg(restored.join(QStringLiteral(", "))), 8000);
    }
    updateTitle();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        if (!maybeSave(tab)) {
            event->ignore();
            return;
        }
    }
    m_autosave->clearAll(); // every unsaved game was saved or knowingly discarded
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabWidget->currentIndex());
    settings.setValue(QStringLiteral("window/lastDirectory"), m_lastDirectory);
    // Also writes what a tab set through a plain QSettings and could not write then.
    SettingsWrites::sync(settings);
    for (PuzzleTab *tab : std::as_const(m_tabs))
        tab->solverRunner()->cancelAndWait();
    event->accept();
}

} // namespace pw::ui
