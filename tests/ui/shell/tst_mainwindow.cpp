#include "FakeTab.h"
#include "core/common/GameBackend.h"
#include "core/common/SolverSink.h"
#include "ui/common/ElidedLabel.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverStatusWidget.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/shell/DailyArchiveDialog.h"
#include "ui/shell/DailyCalendar.h"
#include "ui/shell/GameIdDialog.h"
#include "ui/shell/GuideBrowser.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/Translations.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

#include <cstdint>

using pw::ui::MainWindow;
using pw::ui::PuzzleTab;

namespace {

// The status bar's game ID line.
QString gameIdLabelText(const MainWindow &window)
{
    return window.findChild<QLabel *>(QStringLiteral("gameIdLabel"))->text();
}

// Answers the next modal message box with the given button, from inside its event loop.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

// Writes a small file and returns its path.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &contents)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// The pictures a guide shows: how many loaded and were fitted to the page (GuideBrowser fits
// only a picture it could read), and the names of any that did not.
int fittedPictures(const QTextDocument *document, QStringList *failed)
{
    int fitted = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextImageFormat image = it.fragment().charFormat().toImageFormat();
            if (!image.isValid())
                continue;
            const QVariant resource
                = document->resource(QTextDocument::ImageResource, QUrl(image.name()));
            const QImage picture = resource.userType() == QMetaType::QPixmap
                ? resource.value<QPixmap>().toImage()
                : resource.value<QImage>();
            if (!picture.isNull() && image.width() > 0 && image.width() <= 600)
                ++fitted;
            else
                *failed << image.name();
        }
    }
    return fitted;
}

// The target of the first link in the document whose target ends with `ending`.
QString linkEndingWith(const QTextDocument *document, const QString &ending)
{
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && format.anchorHref().endsWith(ending))
                return format.anchorHref();
        }
    }
    return {};
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

// The pictures in each English guide (which every German guide also links to).
int englishGuidePictures(const QString &kind)
{
    static const QHash<QString, int> pictures {{QStringLiteral("noodles"), 10},
                                               {QStringLiteral("kanoodle"), 8},
                                               {QStringLiteral("entanglement"), 3},
                                               {QStringLiteral("sliding"), 2}};
    return pictures.value(kind);
}

// A job that counts, with counters of many digits, until it is cancelled.
pw::ui::SolverRunner::Completion countUntilCancelled(pw::common::SolverSink &sink)
{
    for (int i = 0; !sink.isCancelled(); ++i) {
        if (i % 10 == 0)
            sink.reportProgress({-1.0, {{"nodes", std::int64_t {i} * 1000003}}, {}});
        QThread::msleep(1);
    }
    return {};
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void hasFourTabsInOrderAndVisitsEach()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList kinds {QStringLiteral("noodles"), QStringLiteral("kanoodle"),
                                 QStringLiteral("entanglement"), QStringLiteral("sliding")};
        QCOMPARE(window.tabs().size(), 4);
        auto *tabWidget = window.findChild<QTabWidget *>();
        QVERIFY(tabWidget);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(window.tabs()[i]->puzzleKind(), kinds[i]);
            tabWidget->setCurrentIndex(i);
            QCOMPARE(window.currentTab(), window.tabs()[i]);
            QVERIFY(window.windowTitle().contains(window.tabs()[i]->displayName()));
            // A tab whose puzzle has not landed offers nothing that would pretend.
            QCOMPARE(window.action(QStringLiteral("actionSolve"))->isEnabled(),
                     window.tabs()[i]->isPlayable());
        }
        QVERIFY(window.selectTab(QStringLiteral("Kanoodle")));
        QCOMPARE(window.currentTab()->puzzleKind(), QStringLiteral("kanoodle"));
        QVERIFY(!window.selectTab(QStringLiteral("chess")));
    }

    void undoAndRedoGoThroughTheMenuToTheCurrentTab()
    {
        MainWindow window;
        window.show();
        auto *tabWidget = window.findChild<QTabWidget *>();
        QAction *undo = window.action(QStringLiteral("actionUndo"));
        QAction *redo = window.action(QStringLiteral("actionRedo"));
        QAction *takeUpBranch = window.action(QStringLiteral("actionTakeUpBranch"));
        const QDate day(2026, 3, 1);
        for (int i = 0; i < 4; ++i) {
            tabWidget->setCurrentIndex(i);
            pw::ui::Midend *midend = window.currentTab()->midend();
            QTRY_VERIFY_WITH_TIMEOUT(!midend->state().isNull(), 20000); // a first game generated
            // An entry of the tab's own puzzle: a jump to another game of it (a daily one).
            pw::common::QuietSink sink;
            const auto other
                = midend->backend()->gameFromId(midend->backend()->dailyGameId(day), sink);
            QVERIFY(other);
            const pw::common::GameState before = midend->state();
            // Undo everywhere, even where the rules keep it from the player (Entanglement outside
            // practice): the menu's path is what is tested here.
            midend->setUndoRule({});
            midend->jumpTo(other->state, QStringLiteral("Jump"));
            QVERIFY(midend->canUndo());
            QVERIFY(undo->isEnabled());
            QCOMPARE(undo->text(), QStringLiteral("&Undo Jump"));
            undo->trigger();
            QVERIFY(midend->backend()->sameState(midend->state(), before));
            QVERIFY(!undo->isEnabled());
            QVERIFY(redo->isEnabled());
            redo->trigger();
            QVERIFY(midend->backend()->sameState(midend->state(), other->state));
            QVERIFY(window.isWindowModified());
            undo->trigger();
            // Another entry in its place gives Jump up as a branch; the menu takes it up again.
            const auto third = midend->backend()->gameFromId(
                midend->backend()->dailyGameId(day.addDays(1)), sink);
            QVERIFY(third);
            midend->jumpTo(third->state, QStringLiteral("Other"));
            QVERIFY(!takeUpBranch->isEnabled());
            undo->trigger();
            QVERIFY(takeUpBranch->isEnabled());
            QCOMPARE(takeUpBranch->text(), QStringLiteral("Redo &Another Branch: Jump"));
            takeUpBranch->trigger();
            QCOMPARE(redo->text(), QStringLiteral("&Redo Jump"));
            QCOMPARE(takeUpBranch->text(), QStringLiteral("Redo &Another Branch: Other"));
        }
        // Each tab has its own history: the menu follows the tab.
        tabWidget->setCurrentIndex(0);
        QVERIFY(window.currentTab()->midend()->canRedo());
        QVERIFY(redo->isEnabled());
        window.currentTab()->midend()->redo();
        QVERIFY(undo->isEnabled());
        tabWidget->setCurrentIndex(1);
        QVERIFY(!undo->isEnabled());
    }

    void standardShortcutsAreOnTheActions()
    {
        MainWindow window;
        QCOMPARE(window.action(QStringLiteral("actionOpen"))->shortcut(),
                 QKeySequence(QKeySequence::Open));
        QCOMPARE(window.action(QStringLiteral("actionUndo"))->shortcut(),
                 QKeySequence(QKeySequence::Undo));
        QCOMPARE(window.action(QStringLiteral("actionQuit"))->shortcut(),
                 QKeySequence(QKeySequence::Quit));
        // Save As has keys on every desktop, Qt's own where it has some.
        const QKeySequence saveAs = window.action(QStringLiteral("actionSaveAs"))->shortcut();
        QVERIFY(!saveAs.isEmpty());
        if (!QKeySequence(QKeySequence::SaveAs).isEmpty())
            QCOMPARE(saveAs, QKeySequence(QKeySequence::SaveAs));
        else
            QCOMPARE(saveAs, QKeySequence(QStringLiteral("Ctrl+Shift+S")));
        QCOMPARE(menuTitles(window),
                 (QStringList {QStringLiteral("&File"), QStringLiteral("&Edit"),
                               QStringLiteral("&Game"), QStringLiteral("&Solve"),
                               QStringLiteral("&View"), QStringLiteral("&Help")}));
    }

    void openingAMissingOrForeignFileIsRefusedQuietly()
    {
        MainWindow window;
        const auto missing = window.openPathQuietly(QStringLiteral("/nonexistent/x.json"));
        QVERIFY(missing.has_value());
        QTemporaryDir dir;
        const QString path
            = writeFile(dir, QStringLiteral("other.json"),
                        R"({"format": "puzzle-workbench", "version": 1, "puzzle": "chess"})");
        const auto foreign = window.openPathQuietly(path);
        QVERIFY(foreign.has_value());
        QVERIFY2(foreign->message().contains(QStringLiteral("chess")),
                 qPrintable(foreign->message()));
    }

    void unsavedChangesAreOfferedForSavingBeforeNewAndQuit()
    {
        MainWindow window({[](QWidget *parent) { return new FakeTab(parent); }});
        window.show();
        auto *tab = static_cast<FakeTab *>(window.tabs().first());
        QAction *newAction = window.action(QStringLiteral("actionNew"));

        newAction->trigger(); // clean: no question
        QCOMPARE(tab->newGames, 1);

        tab->makeMove();
        answerNextMessageBox(QMessageBox::Cancel);
        newAction->trigger();
        QCOMPARE(tab->newGames, 1);

        answerNextMessageBox(QMessageBox::Discard);
        newAction->trigger();
        QCOMPARE(tab->newGames, 2);

        // Save goes to the known file and marks the game clean; quitting then asks nothing.
        QVERIFY(tab->openFile(QStringLiteral("/tmp/fake-game.json")) == std::nullopt);
        tab->makeMove();
        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        answerNextMessageBox(QMessageBox::Save);
        QVERIFY(window.close());
        QCOMPARE(tab->saved, QStringList {QStringLiteral("/tmp/fake-game.json")});
        QVERIFY(!tab->midend()->hasUnsavedMoves());
    }

    void leavingATabKeepsItsJobButOpeningAFileStopsIt()
    {
        auto makeFake = [](QWidget *parent) { return new FakeTab(parent); };
        MainWindow window({makeFake, makeFake});
        window.show();
        auto *tabWidget = window.findChild<QTabWidget *>();
        auto longJob = [](pw::common::SolverSink &sink) -> pw::ui::SolverRunner::Completion {
            while (!sink.isCancelled())
                QThread::msleep(1);
            return {};
        };
        pw::ui::SolverRunner *runner = window.tabs().first()->solverRunner();
        runner->start(QStringLiteral("long"), longJob);
        QVERIFY(runner->isRunning());
        tabWidget->setCurrentIndex(1);
        QTest::qWait(50);
        QVERIFY(runner->isRunning()); // jobs run on in hidden tabs

        tabWidget->setCurrentIndex(0);
        QTemporaryDir dir;
        const QString path
            = writeFile(dir, QStringLiteral("game.json"),
                        R"({"format": "puzzle-workbench", "version": 1, "puzzle": "fake"})");
        QVERIFY(window.openPathQuietly(path) == std::nullopt);
        QVERIFY(!runner->isRunning());
    }

    void twoJobsShareTheStatusBarOfASmallWindow()
    {
        MainWindow window({[](QWidget *parent) { return new FakeTab(parent); },
                           [](QWidget *parent) { return new FakeTab(parent); }});
        window.resize(800, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int idleHeight = window.statusBar()->height();
        for (PuzzleTab *tab : window.tabs())
            tab->solverRunner()->start(QStringLiteral("Building the 7-8 tables"), countUntilCancelled);
        const auto rows = window.findChildren<pw::ui::SolverStatusWidget *>();
        QCOMPARE(rows.size(), 2);
        QTRY_VERIFY(rows[0]->isVisible() && rows[1]->isVisible());
        QTest::qWait(50); // the status bar lays the rows out
        // The rows take no more height than the status bar had: the tab above does not jump.
        QCOMPARE(window.statusBar()->height(), idleHeight);
        // Side by side within the window, none over another, each with a readable label.
        QVERIFY(!rows[0]->geometry().intersects(rows[1]->geometry()));
        for (const pw::ui::SolverStatusWidget *row : rows) {
            QVERIFY(window.rect().contains(row->mapTo(&window, row->rect().bottomRight())));
            const auto *label = row->findChild<QLabel *>();
            QVERIFY(label->width() >= label->fontMetrics().averageCharWidth() * 12);
            for (const QWidget *part : row->findChildren<QWidget *>())
                QVERIFY(part == label || !part->geometry().intersects(label->geometry()));
        }
        for (PuzzleTab *tab : window.tabs())
            tab->solverRunner()->cancelAndWait();
    }

    // Where a job's row is short of room, its counters give way, then the tab's name; the
    // title stays whole, and only a room too small for any form cuts the shortest.
    void aNarrowStatusTextShowsAShorterFormWhole()
    {
        pw::ui::ElidedLabel label;
        const QString full = QStringLiteral("Sliding Tiles: Building the 7-8 tables — level 12");
        const QString captioned = QStringLiteral("Sliding Tiles: Building the 7-8 tables");
        const QString title = QStringLiteral("Building the 7-8 tables");
        label.setFullText(full, {captioned, title});
        label.show(); // a hidden widget gets its resize events only when shown
        const QFontMetrics metrics = label.fontMetrics();
        const auto shownAt = [&](int width) {
            label.resize(width + label.contentsMargins().left() + label.contentsMargins().right(),
                         label.sizeHint().height());
            return label.text();
        };
        // A few pixels either way: the text's measure and the label's room round differently.
        QCOMPARE(shownAt(metrics.horizontalAdvance(full) + 4), full);
        QVERIFY(label.toolTip().isEmpty());
        QCOMPARE(shownAt(metrics.horizontalAdvance(full) - 4), captioned);
        QCOMPARE(label.toolTip(), full);
        QCOMPARE(shownAt(metrics.horizontalAdvance(captioned) - 4), title);
        QCOMPARE(shownAt(metrics.horizontalAdvance(title) + 4), title);
        const QString cut = shownAt(metrics.horizontalAdvance(title) - 4);
        QVERIFY(cut.endsWith(QChar(0x2026)));
        QCOMPARE(label.toolTip(), full);
    }

    void statusBarShowsProgressAndCancels()
    {
        MainWindow window({[](QWidget *parent) { return new FakeTab(parent); }});
        window.show();
        auto *status = window.findChild<pw::ui::SolverStatusWidget *>();
        QVERIFY(status);
        QVERIFY(!status->isVisible());
        pw::ui::SolverRunner *runner = window.tabs().first()->solverRunner();
        runner->start(QStringLiteral("Counting"), countUntilCancelled);
        QTRY_VERIFY(status->isVisible());
        auto *label = status->findChild<pw::ui::ElidedLabel *>();
        QTRY_VERIFY(label->fullText().contains(QStringLiteral("nodes")));
        QVERIFY(label->fullText().startsWith(QStringLiteral("Fake: Counting")));
        auto *cancel = status->findChild<QPushButton *>();
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_VERIFY(!runner->isRunning());
        QTRY_VERIFY(!status->isVisible());
    }

    void aFailedSaveShowsTheErrorAndKeepsTheGameUnsaved()
    {
        MainWindow window({[](QWidget *parent) { return new FakeTab(parent); }});
        window.show();
        auto *tab = static_cast<FakeTab *>(window.tabs().first());
        QVERIFY(tab->openFile(QStringLiteral("/read-only/game.json")) == std::nullopt);
        tab->makeMove();
        tab->failSaves = true;
        QString shown;
        QTimer::singleShot(0, [&shown] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            shown = box->text();
            box->accept();
        });
        window.action(QStringLiteral("actionSave"))->trigger();
        QVERIFY2(shown.contains(QStringLiteral("read-only file system")), qPrintable(shown));
        QVERIFY(tab->midend()->hasUnsavedMoves());
        QVERIFY(window.isWindowModified());
        QCOMPARE(tab->filePath(), QStringLiteral("/read-only/game.json"));
    }

    void f1OpensTheGuideOfTheTabOnScreenInItsLanguageWithItsPictures_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("section");
        QTest::addColumn<int>("pictures");
        const auto row = [](const char *language, const char *kind, const char *title,
                            const char *section, int pictures) {
            QTest::addRow("%s %s", language, kind)
                << QString::fromUtf8(language) << QString::fromUtf8(kind)
                << QString::fromUtf8(title) << QString::fromUtf8(section) << pictures;
        };
        row("en", "noodles", "Noodles", "Controls", englishGuidePictures("noodles"));
        row("en", "kanoodle", "Kanoodle Extreme", "Playing", englishGuidePictures("kanoodle"));
        row("en", "entanglement", "Entanglement", "Rules", englishGuidePictures("entanglement"));
        row("en", "sliding", "Sliding Tiles", "Rules", englishGuidePictures("sliding"));
        row("de", "noodles", "Noodles", "Steuerung", 8);
        row("de", "kanoodle", "Kanoodle Extreme", "Spielen", 8);
        row("de", "entanglement", "Entanglement", "Regeln", 3);
        row("de", "sliding", "Schiebepuzzle", "Regeln", 2);
    }

    void f1OpensTheGuideOfTheTabOnScreenInItsLanguageWithItsPictures()
    {
        QFETCH(QString, language);
        QFETCH(QString, kind);
        QFETCH(QString, title);
        QFETCH(QString, section);
        QFETCH(int, pictures);
        const QLocale before;
        QLocale::setDefault(QLocale(language));
        const auto restore = qScopeGuard([&before] { QLocale::setDefault(before); });

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectTab(kind));
        QTest::keyClick(&window, Qt::Key_F1);
        auto *guide = window.findChild<pw::ui::GuideBrowser *>();
        QVERIFY(guide);
        QTRY_VERIFY(guide->isVisible());
        const QString expected = language == QLatin1String("en")
            ? QStringLiteral("qrc:/guides/%1.md").arg(kind)
            : QStringLiteral("qrc:/guides/%1/%2.md").arg(language, kind);
        QCOMPARE(guide->browser()->source().toString(), expected);
        const QTextDocument *document = guide->browser()->document();
        // The guide's own title and a section of it, not an empty page or the other language.
        QVERIFY2(document->toPlainText().startsWith(title),
                 qPrintable(document->toPlainText().left(80)));
        QVERIFY(document->toPlainText().contains(section));

        // Every picture the guide shows is found (the German guides link ../screenshots/) and
        // fitted to the page.
        QStringList failed;
        QCOMPARE(fittedPictures(document, &failed), pictures);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));

        if (language != QLatin1String("en")) {
            // The translated guide links the full English one, which opens in the browser with
            // its pictures fitted too; Back returns.
            const QString link = linkEndingWith(document, QStringLiteral("/%1.md").arg(kind));
            QCOMPARE(link, QStringLiteral("../%1.md").arg(kind));
            guide->browser()->setSource(guide->browser()->source().resolved(QUrl(link)));
            QCOMPARE(guide->browser()->source().toString(),
                     QStringLiteral("qrc:/guides/%1.md").arg(kind));
            const QTextDocument *english = guide->browser()->document();
            QVERIFY(english->toPlainText().contains(QStringLiteral("Game IDs")));
            QVERIFY(!english->toPlainText().contains(section));
            QCOMPARE(fittedPictures(english, &failed), englishGuidePictures(kind));
            QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
            QVERIFY(guide->browser()->isBackwardAvailable());
            guide->browser()->backward();
            QCOMPARE(guide->browser()->source().toString(), expected);
        }
        guide->close();
    }

    // Enter Game ID's example is an ID of the tab on screen (its daily game's), not Noodles'.
    void enterGameIdGivesAnExampleOfTheTabOnScreen()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QGuiApplication::clipboard()->clear();
        for (const QString &kind : {QStringLiteral("kanoodle"), QStringLiteral("sliding")}) {
            QVERIFY(window.selectTab(kind));
            QString prompt;
            QTimer::singleShot(0, [&] {
                auto *dialog
                    = qobject_cast<pw::ui::GameIdDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                prompt = dialog->prompt()->text();
                dialog->reject();
            });
            window.action(QStringLiteral("actionEnterGameId"))->trigger();
            const QString example = window.currentTab()->dailyGameId(QDate::currentDate());
            QVERIFY(example.startsWith(kind + QLatin1Char(':')));
            QVERIFY2(prompt.contains(QStringLiteral("(for example %1)").arg(example)),
                     qPrintable(prompt));
            QVERIFY(!prompt.contains(QStringLiteral("noodles:")));
        }
    }

    // The clipboard's ID is offered whole, however long a game's ID is (Net's description of a
    // 150 x 150 board runs to about 23,000 characters).
    void enterGameIdOffersALongIdFromTheClipboardWhole()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString longId = QStringLiteral("150x150w:") + QString(22500, QLatin1Char('a'));
        QGuiApplication::clipboard()->setText(longId);
        QString offered;
        QTimer::singleShot(0, [&] {
            auto *dialog = qobject_cast<pw::ui::GameIdDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            offered = dialog->field()->text();
            dialog->reject();
        });
        window.action(QStringLiteral("actionEnterGameId"))->trigger();
        QCOMPARE(offered.size(), longId.size());
        QGuiApplication::clipboard()->clear();
    }

    // Game ▸ Enter Game ID: a wrong character is marked in the text as typed, the error is said
    // inside the dialog, and the dialog waits for the mended ID (or Cancel).
    void enterGameIdKeepsWhatWasTypedAndMarksTheWrongCharacter()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QGuiApplication::clipboard()->clear();
        const QString typed = QStringLiteral("noodles:9y7#1");
        const QString mended = QStringLiteral("noodles:9x7#1");
        bool checked = false;
        QTimer::singleShot(0, [&] {
            auto *dialog = qobject_cast<pw::ui::GameIdDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            // Whatever a failed check below leaves, the dialog closes so the test goes on.
            const auto close = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject();
            });
            QLineEdit *field = dialog->field();
            QTest::keyClicks(field, typed);
            QTest::keyClick(field, Qt::Key_Return);
            QVERIFY(dialog->isVisible());
            QCOMPARE(QApplication::activeModalWidget(), dialog); // no message box over it
            QCOMPARE(field->text(), typed);
            QCOMPARE(field->selectionStart(), 9);
            QCOMPARE(field->selectedText(), QStringLiteral("y"));
            QVERIFY2(dialog->errorLabel()->isVisible()
                         && dialog->errorLabel()->text().contains(QStringLiteral("character 10")),
                     qPrintable(dialog->errorLabel()->text()));

            // Typing over the marked character mends the ID; the old error goes with the edit.
            QTest::keyClick(field, Qt::Key_X);
            QCOMPARE(field->text(), mended);
            QVERIFY(dialog->errorLabel()->text().isEmpty());
            QTest::keyClick(field, Qt::Key_Return);
            QVERIFY(!dialog->isVisible());
            checked = true;
        });
        window.action(QStringLiteral("actionEnterGameId"))->trigger();
        QVERIFY(checked);
        QCOMPARE(window.currentTab()->puzzleKind(), QStringLiteral("noodles"));
        QTRY_COMPARE(window.currentTab()->gameId(), mended);

        // An ID that stops too early puts the cursor at its end; Cancel leaves the game alone.
        checked = false;
        QTimer::singleShot(0, [&] {
            auto *dialog = qobject_cast<pw::ui::GameIdDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            const auto close = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject();
            });
            QLineEdit *field = dialog->field();
            QTest::keyClicks(field, QStringLiteral("sliding:4x4#"));
            QTest::keyClick(field, Qt::Key_Return);
            QVERIFY(dialog->isVisible());
            QVERIFY(!dialog->errorLabel()->text().isEmpty());
            QCOMPARE(field->text(), QStringLiteral("sliding:4x4#"));
            QCOMPARE(field->cursorPosition(), 12);
            QTest::keyClick(field, Qt::Key_Escape);
            QVERIFY(!dialog->isVisible());
            checked = true;
        });
        window.action(QStringLiteral("actionEnterGameId"))->trigger();
        QVERIFY(checked);
        QCOMPARE(window.currentTab()->gameId(), mended);
    }

    // Game ▸ Today's Puzzle Archive opens on the current tab's puzzle; a past day chosen there
    // starts that day's game in its tab.
    void theArchiveStartsAPastDaysPuzzle()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectTab(QStringLiteral("sliding")));
        const QDate day = QDate::currentDate().addDays(-3);
        bool checked = false;
        QTimer::singleShot(0, [&] {
            auto *dialog
                = qobject_cast<pw::ui::DailyArchiveDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            const auto close = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject();
            });
            QCOMPARE(dialog->chosenPuzzle(), QStringLiteral("sliding"));
            QCOMPARE(dialog->puzzles()->count(), 4); // every tab has a daily game
            dialog->calendar()->setSelectedDate(day);
            QTest::mouseClick(dialog->playButton(), Qt::LeftButton);
            QVERIFY(!dialog->isVisible());
            checked = true;
        });
        window.action(QStringLiteral("actionDailyArchive"))->trigger();
        QVERIFY(checked);
        QCOMPARE(window.currentTab()->puzzleKind(), QStringLiteral("sliding"));
        QTRY_COMPARE(window.currentTab()->gameId(), window.currentTab()->dailyGameId(day));
        // The status bar names the day beside the ID.
        QTRY_VERIFY2(gameIdLabelText(window).startsWith(QStringLiteral("Puzzle of ")),
                     qPrintable(gameIdLabelText(window)));
    }

    // Game ▸ Today's Puzzle on a tab with several daily games (Kanoodle: the flat puzzle and the
    // pyramid) asks which in a small menu; on a tab with one it starts that one at once.
    void todaysPuzzleAsksWhichDailyGameWhenATabOffersSeveral()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectTab(QStringLiteral("kanoodle")));
        PuzzleTab *tab = window.currentTab();
        const QList<pw::ui::DailyGame> games = tab->dailyGames(QDate::currentDate());
        QCOMPARE(games.size(), 2);
        bool asked = false;
        QTimer::singleShot(0, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            const auto close = qScopeGuard([menu] { menu->close(); });
            QCOMPARE(menu->actions().size(), 2);
            QCOMPARE(menu->actions().at(0)->text(), games.at(0).name);
            QCOMPARE(menu->actions().at(1)->text(), games.at(1).name);
            // The keys pick: Down to the second, Enter.
            QTest::keyClick(menu, Qt::Key_Down);
            QTest::keyClick(menu, Qt::Key_Return);
            asked = true;
        });
        window.action(QStringLiteral("actionTodaysPuzzle"))->trigger();
        QVERIFY(asked);
        QTRY_COMPARE(tab->gameId(), games.at(1).gameId);
        // The status bar says which daily game is on screen.
        QTRY_VERIFY2(gameIdLabelText(window).startsWith(QStringLiteral("Today's Puzzle: ")
                                                        + games.at(1).name),
                     qPrintable(gameIdLabelText(window)));

        // One daily game: no question.
        QVERIFY(window.selectTab(QStringLiteral("sliding")));
        window.action(QStringLiteral("actionTodaysPuzzle"))->trigger();
        QVERIFY(!QApplication::activePopupWidget());
        QTRY_COMPARE(window.currentTab()->gameId(),
                     window.currentTab()->dailyGameId(QDate::currentDate()));
        QTRY_VERIFY2(gameIdLabelText(window).startsWith(QStringLiteral("Today's Puzzle · ID: ")),
                     qPrintable(gameIdLabelText(window)));
        // Any other game is not called a daily one.
        window.currentTab()->startGameFromId(QStringLiteral("sliding:3x3u#5"));
        QTRY_COMPARE(window.currentTab()->gameId(), QStringLiteral("sliding:3x3u#5"));
        QTRY_COMPARE(gameIdLabelText(window), QStringLiteral("ID: sliding:3x3u#5"));
    }

    void theFirstStartOfEachTabShowsATipThatCanBeDismissed()
    {
        QSettings().remove(QStringLiteral("tips"));
        MainWindow window;
        window.show();
        auto *bar = window.findChild<QWidget *>(QStringLiteral("tipBar"));
        QVERIFY(bar);
        for (const QString &kind : {QStringLiteral("sliding"), QStringLiteral("noodles")}) {
            QVERIFY(window.selectTab(kind));
            QVERIFY(bar->isVisible());
            QVERIFY(bar->findChild<QLabel *>()->text().contains(QStringLiteral("F1")));
            QTest::mouseClick(bar->findChild<QToolButton *>(QStringLiteral("tipClose")),
                              Qt::LeftButton);
            QVERIFY(!bar->isVisible());
        }
        // Dismissed for good, in this window and the next; the other puzzles still offer theirs.
        QVERIFY(window.selectTab(QStringLiteral("sliding")));
        QVERIFY(!bar->isVisible());
        MainWindow next;
        next.show();
        QVERIFY(next.selectTab(QStringLiteral("noodles")));
        QVERIFY(!next.findChild<QWidget *>(QStringLiteral("tipBar"))->isVisible());
        QVERIFY(next.selectTab(QStringLiteral("kanoodle")));
        QVERIFY(next.findChild<QWidget *>(QStringLiteral("tipBar"))->isVisible());
    }

    void escDropsAPickedUpKanoodlePieceInsteadOfStopping()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A bare Xvfb has no window manager to hand the window the keyboard, and whether the X
        // server does it alone varies; what is tested is the focus inside the window.
        QApplication::setActiveWindow(&window);
        QCOMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&window));
        QVERIFY(window.selectTab(QStringLiteral("kanoodle")));
        auto *tab = qobject_cast<pw::ui::kanoodle::KanoodleTab *>(window.currentTab());
        QVERIFY(tab);
        QTRY_VERIFY_WITH_TIMEOUT(tab->hasGame(), 20000);
        auto *view = tab->view();
        for (int piece = 0; piece < 12 && view->selectedPiece() < 0; ++piece)
            view->selectPiece(piece);
        QVERIFY(view->selectedPiece() >= 0);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(view->selectedPiece(), -1);
    }

    void darkThemeCanBeChosenFromTheViewMenu()
    {
        MainWindow window;
        QAction *dark = window.action(QStringLiteral("actionTheme2"));
        QVERIFY(dark);
        dark->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
        window.action(QStringLiteral("actionTheme1"))->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
        window.action(QStringLiteral("actionTheme0"))->trigger();
    }

    // View > Sound is ticked until the player unticks it, and stays as left at the next start;
    // unticked, Entanglement's moves ask for no sound.
    void theSoundToggleIsKeptInTheSettings()
    {
        QSettings().remove(QStringLiteral("sound"));
        const auto restore = qScopeGuard([] { QSettings().remove(QStringLiteral("sound")); });
        auto asked = std::make_shared<int>(0);
        struct Counting : pw::ui::entanglement::SoundOutput
        {
            std::shared_ptr<int> asked;
            void play(const pw::ui::entanglement::SoundSequence &) override { ++*asked; }
        };
        {
            MainWindow window;
            QAction *sound = window.action(QStringLiteral("actionSound"));
            QVERIFY(sound && sound->isCheckable());
            QVERIFY(sound->isChecked());
            QVERIFY(window.selectTab(QStringLiteral("entanglement")));
            auto *tab = qobject_cast<pw::ui::entanglement::EntanglementTab *>(window.currentTab());
            QVERIFY(tab);
            auto output = std::make_unique<Counting>();
            output->asked = asked;
            tab->sounds().setOutput(std::move(output));
            tab->swapTiles();
            QCOMPARE(*asked, 1);
            sound->trigger();
            QVERIFY(!sound->isChecked());
            tab->swapTiles();
            tab->placeCurrent();
            QCOMPARE(*asked, 1);
        }
        QCOMPARE(QSettings().value(QStringLiteral("sound/on")).toBool(), false);
        {
            MainWindow again;
            QAction *sound = again.action(QStringLiteral("actionSound"));
            QVERIFY(!sound->isChecked());
            sound->trigger();
        }
        QCOMPARE(QSettings().value(QStringLiteral("sound/on")).toBool(), true);
        MainWindow third;
        QVERIFY(third.action(QStringLiteral("actionSound"))->isChecked());
    }

    // Game > Copy Result puts a finished Entanglement game's line on the clipboard: today's
    // puzzle by its date, another game by its ID, help said; an open game copies nothing.
    void copyResultPutsTheFinishedGameOnTheClipboard()
    {
        pw::ui::installTranslations(QStringLiteral("en")); // "points", not "point(s)"
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectTab(QStringLiteral("entanglement")));
        auto *tab = qobject_cast<pw::ui::entanglement::EntanglementTab *>(window.currentTab());
        QVERIFY(tab);
        QAction *copy = window.action(QStringLiteral("actionCopyResult"));
        QVERIFY(copy && copy->isEnabled());
        const QDate today = QDate::currentDate();
        tab->startGameFromId(tab->dailyGameId(today));
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        QVERIFY(QGuiApplication::clipboard()->text().isEmpty()); // the game is still open
        while (!tab->game().isOver())
            QTest::keyClick(tab->boardView(), Qt::Key_Return);
        copy->trigger();
        const auto count = [](int n, const char *one, const char *many) {
            return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
        };
        const int points = tab->game().score();
        const int tiles = static_cast<int>(tab->game().moves().size());
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("Entanglement · Today's Puzzle %1 · %2 · %3")
                     .arg(QLocale().toString(today, QStringLiteral("d MMM yyyy")),
                          count(points, "point", "points"), count(tiles, "tile", "tiles")));

        // Another game is named by its ID; a helped one says so.
        tab->startGame(12, 3, true);
        QTest::keyClick(tab->boardView(), Qt::Key_Return);
        tab->midend()->undo(); // help
        while (!tab->game().isOver())
            QTest::keyClick(tab->boardView(), Qt::Key_Return);
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("Entanglement · entanglement:r3p#12 · %1 · %2 · with help")
                     .arg(count(tab->game().score(), "point", "points"),
                          count(static_cast<int>(tab->game().moves().size()), "tile", "tiles")));
    }

    void englishPluralsComeOutRight()
    {
        pw::ui::installTranslations(QStringLiteral("en"));
        const char *context = "pw::ui::StepPlayer";
        QCOMPARE(QCoreApplication::translate(context, "%n step(s) per second", nullptr, 1),
                 QStringLiteral("1 step per second"));
        QCOMPARE(QCoreApplication::translate(context, "%n step(s) per second", nullptr, 5),
                 QStringLiteral("5 steps per second"));
    }

    void germanMenusWithLangDe()
    {
        QVERIFY(pw::ui::installTranslations(QStringLiteral("de")));
        MainWindow window;
        QCOMPARE(menuTitles(window).first(), QStringLiteral("&Datei"));
        QCOMPARE(window.action(QStringLiteral("actionOpen"))->text(), QStringLiteral("Ö&ffnen..."));
        QCOMPARE(
            QCoreApplication::translate("pw::ui::StepPlayer", "%n step(s) per second", nullptr, 5),
            QStringLiteral("5 Schritte pro Sekunde"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
