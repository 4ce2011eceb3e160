// German throughout: every tab, its editors and every dialog the window opens, shown in German,
// say nothing in English. The suite walks what a player reads (labels, buttons, group boxes, tab
// titles, menu entries, list and table headers and cells, fields, chart titles, window titles;
// not tooltips) and fails on whole English words of a list, naming the widget and its text.
// Proper names pass: the puzzles' names are no words of the list, and neither are game IDs or
// file names.
#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverRunner.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/shell/GuideBrowser.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/Translations.h"
#include "ui/sliding/SlidingTab.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTimer>
#include <QtTest>

#include <functional>

using pw::ui::MainWindow;
using pw::ui::PuzzleTab;

namespace {

// English words no German sentence of the program contains. Words German shares (in, an, so,
// will, was, die, Hand, Computer, Start, Puzzle, Hex, Tab) are left out.
const QStringList englishWords {
    QStringLiteral("the"),        QStringLiteral("with"),      QStringLiteral("never"),
    QStringLiteral("board"),      QStringLiteral("boards"),    QStringLiteral("move"),
    QStringLiteral("moves"),      QStringLiteral("solved"),    QStringLiteral("solve"),
    QStringLiteral("solving"),    QStringLiteral("solution"),  QStringLiteral("solutions"),
    QStringLiteral("game"),       QStringLiteral("games"),     QStringLiteral("piece"),
    QStringLiteral("pieces"),     QStringLiteral("and"),       QStringLiteral("of"),
    QStringLiteral("to"),         QStringLiteral("is"),        QStringLiteral("are"),
    QStringLiteral("not"),        QStringLiteral("no"),        QStringLiteral("you"),
    QStringLiteral("your"),       QStringLiteral("this"),      QStringLiteral("that"),
    QStringLiteral("from"),       QStringLiteral("for"),       QStringLiteral("by"),
    QStringLiteral("on"),         QStringLiteral("off"),       QStringLiteral("at"),
    QStringLiteral("it"),         QStringLiteral("or"),        QStringLiteral("if"),
    QStringLiteral("step"),       QStringLiteral("steps"),     QStringLiteral("tile"),
    QStringLiteral("tiles"),      QStringLiteral("hint"),      QStringLiteral("hints"),
    QStringLiteral("found"),      QStringLiteral("none"),      QStringLiteral("nothing"),
    QStringLiteral("counting"),   QStringLiteral("cancelled"), QStringLiteral("stopped"),
    QStringLiteral("press"),      QStringLiteral("click"),     QStringLiteral("open"),
    QStringLiteral("save"),       QStringLiteral("new"),       QStringLiteral("next"),
    QStringLiteral("play"),       QStringLiteral("player"),    QStringLiteral("speed"),
    QStringLiteral("first"),      QStringLiteral("last"),      QStringLiteral("back"),
    QStringLiteral("search"),     QStringLiteral("nodes"),     QStringLiteral("square"),
    QStringLiteral("random"),     QStringLiteral("today"),     QStringLiteral("generating"),
    QStringLiteral("finished"),   QStringLiteral("ready"),     QStringLiteral("replay"),
    QStringLiteral("review"),     QStringLiteral("practice"),  QStringLiteral("lines"),
    QStringLiteral("undo"),       QStringLiteral("redo"),      QStringLiteral("file"),
    QStringLiteral("cancel"),     QStringLiteral("yes"),       QStringLiteral("show"),
    QStringLiteral("time"),       QStringLiteral("best"),      QStringLiteral("score"),
    QStringLiteral("left"),       QStringLiteral("right"),     QStringLiteral("rows"),
    QStringLiteral("columns"),    QStringLiteral("width"),     QStringLiteral("height"),
    QStringLiteral("size"),       QStringLiteral("seed"),      QStringLiteral("help"),
    QStringLiteral("how"),        QStringLiteral("what"),      QStringLiteral("when"),
    QStringLiteral("which"),      QStringLiteral("there"),     QStringLiteral("has"),
    QStringLiteral("have"),       QStringLiteral("been"),      QStringLiteral("wrap"),
    QStringLiteral("played"),     QStringLiteral("median"),    QStringLiteral("fewest"),
    QStringLiteral("streak"),     QStringLiteral("daily"),     QStringLiteral("archive"),
    QStringLiteral("statistics"), QStringLiteral("messages"),  QStringLiteral("catalog"),
    QStringLiteral("challenge"),  QStringLiteral("pyramid"),   QStringLiteral("flat"),
    QStringLiteral("depth"),      QStringLiteral("expanded"),  QStringLiteral("bound"),
    QStringLiteral("autoplay"),   QStringLiteral("pocket"),    QStringLiteral("tray"),
    QStringLiteral("locks"),      QStringLiteral("lock"),      QStringLiteral("difficulty"),
    QStringLiteral("gentle"),     QStringLiteral("tricky"),    QStringLiteral("tough"),
    QStringLiteral("fiendish"),   QStringLiteral("unique"),    QStringLiteral("ambiguous"),
    QStringLiteral("clear"),      QStringLiteral("setup"),     QStringLiteral("set"),
    QStringLiteral("mode"),       QStringLiteral("layers"),    QStringLiteral("view"),
};

// "&Open" reads "Open"; rich text reads as its words.
QString readable(const QString &text)
{
    QString plain
        = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    static const QRegularExpression mnemonic(QStringLiteral("&(?=[^&\\s])"));
    return plain.remove(mnemonic);
}

// The English words of the list in text, lowercase.
QStringList englishIn(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
    QStringList found;
    const QString plain = readable(text);
    for (const QRegularExpressionMatch &match : word.globalMatch(plain)) {
        // A word glued to others by ':', '#', '.', '/' or '_' is an ID, a file or a key.
        const qsizetype start = match.capturedStart();
        const qsizetype end = match.capturedEnd();
        const auto gluedAt = [&](qsizetype i) {
            return i >= 0 && i < plain.size() && QStringLiteral(":#./_-").contains(plain.at(i))
                && i + 1 < plain.size() && i - 1 >= 0 && plain.at(i - 1).isLetterOrNumber()
                && plain.at(i + 1).isLetterOrNumber();
        };
        if (gluedAt(start - 1) || gluedAt(end))
            continue;
        const QString lower = match.captured().toLower();
        if (englishWords.contains(lower) && !found.contains(lower))
            found << lower;
    }
    return found;
}

class EnglishFinder
{
public:
    QStringList problems;

    void check(const QString &where, const QString &text)
    {
        const QStringList words = englishIn(text);
        if (!words.isEmpty()) {
            problems << QStringLiteral("%1: \"%2\" (%3)")
                            .arg(where, readable(text).simplified().left(160),
                                 words.join(QStringLiteral(", ")));
        }
    }

    // What the window or dialog shows, its tabs' pages each in turn.
    void walkWindow(QWidget *window, const QString &where)
    {
        check(where + QStringLiteral(" › window title"), window->windowTitle());
        walkVisible(window, where);
        for (QTabWidget *pages : window->findChildren<QTabWidget *>()) {
            if (!pages->isVisible() || qobject_cast<PuzzleTab *>(pages->currentWidget()))
                continue; // the main window's puzzle tabs are walked one by one by the test
            const int shown = pages->currentIndex();
            for (int index = 0; index < pages->count(); ++index) {
                if (index == shown)
                    continue;
                pages->setCurrentIndex(index);
                QTest::qWait(20);
                walkVisible(pages->currentWidget(),
                            where + QStringLiteral(" › ") + readable(pages->tabText(index)));
            }
            pages->setCurrentIndex(shown);
        }
        if (auto *main = qobject_cast<MainWindow *>(window)) {
            for (QAction *top : main->menuBar()->actions())
                walkMenu(top, where + QStringLiteral(" › menu"));
        }
    }

    void walkMenu(QAction *action, const QString &where)
    {
        if (action->isSeparator())
            return;
        check(where, action->text());
        if (QMenu *menu = action->menu()) {
            const QString inside = where + QStringLiteral(" › ") + readable(action->text());
            for (QAction *entry : menu->actions())
                walkMenu(entry, inside);
        }
    }

private:
    static QString nameOf(QWidget *widget)
    {
        return widget->objectName().isEmpty()
            ? QString::fromLatin1(widget->metaObject()->className())
            : widget->objectName();
    }

    void walkVisible(QWidget *root, const QString &where)
    {
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets.prepend(root);
        for (QWidget *widget : std::as_const(widgets)) {
            if (!widget->isVisible())
                continue;
            const QString name = where + QStringLiteral(" › ") + nameOf(widget);
            if (auto *label = qobject_cast<QLabel *>(widget))
                check(name, label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(widget))
                check(name, button->text());
            else if (auto *box = qobject_cast<QGroupBox *>(widget))
                check(name, box->title());
            else if (auto *bar = qobject_cast<QTabBar *>(widget)) {
                for (int i = 0; i < bar->count(); ++i)
                    check(name, bar->tabText(i));
            } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
                for (int i = 0; i < combo->count(); ++i)
                    check(name, combo->itemText(i));
            } else if (auto *field = qobject_cast<QLineEdit *>(widget)) {
                check(name, field->text());
                check(name + QStringLiteral(" (placeholder)"), field->placeholderText());
            } else if (auto *progress = qobject_cast<QProgressBar *>(widget)) {
                if (progress->isTextVisible())
                    check(name, progress->text());
            } else if (auto *edit = qobject_cast<QTextEdit *>(widget)) {
                // The guides are pages of their own, with their own test (tst_guides).
                if (!qobject_cast<pw::ui::GuideBrowser *>(edit->window()))
                    check(name, edit->toPlainText());
            } else if (auto *plainEdit = qobject_cast<QPlainTextEdit *>(widget)) {
                check(name, plainEdit->toPlainText());
            } else if (auto *chartView = qobject_cast<QChartView *>(widget)) {
                walkChart(chartView->chart(), name);
            } else if (auto *items = qobject_cast<QAbstractItemView *>(widget)) {
                walkItems(items, name);
            }
        }
    }

    void walkChart(QChart *chart, const QString &name)
    {
        if (!chart)
            return;
        check(name + QStringLiteral(" › title"), chart->title());
        for (QAbstractAxis *axis : chart->axes())
            check(name + QStringLiteral(" › axis"), axis->titleText());
        for (QLegendMarker *marker : chart->legend()->markers())
            check(name + QStringLiteral(" › legend"), marker->label());
    }

    void walkItems(QAbstractItemView *view, const QString &name)
    {
        const QAbstractItemModel *model = view->model();
        if (!model)
            return;
        const int rows = std::min(model->rowCount(view->rootIndex()), 200);
        const int columns = model->columnCount(view->rootIndex());
        for (int column = 0; column < columns; ++column)
            check(name + QStringLiteral(" › header"),
                  model->headerData(column, Qt::Horizontal).toString());
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column)
                check(name + QStringLiteral(" › cell"),
                      model->index(row, column, view->rootIndex()).data().toString());
        }
    }
};

PuzzleTab *tabOf(MainWindow &window, const QString &kind)
{
    for (PuzzleTab *tab : window.tabs())
        if (tab->puzzleKind() == kind)
            return tab;
    return nullptr;
}

// Runs open (which returns once its dialog has closed), walks the modal dialog it shows and
// closes it; false when none opened or it did not close.
bool walkDialog(EnglishFinder &finder, const QString &where, const std::function<void()> &open)
{
    bool seen = false;
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || seen)
            return;
        seen = true;
        poll.stop();
        QTest::qWait(100); // laid out and filled
        finder.walkWindow(dialog, where);
        if (auto *box = qobject_cast<QDialog *>(dialog))
            box->reject();
        else
            dialog->close();
    });
    poll.start();
    open();
    return QTest::qWaitFor([&] { return seen && !QApplication::activeModalWidget(); }, 5000);
}

QAction *actionNamed(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

} // namespace

class TestGermanWords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_germanwords"));
        QVERIFY(pw::ui::installTranslations(QStringLiteral("de")));
    }

    // The finder itself: it sees English where there is some, and passes names and IDs.
    void theFinderTellsEnglishFromGerman()
    {
        QCOMPARE(
            englishIn(QStringLiteral("a wrapping board is never Sanft: …")),
            (QStringList {QStringLiteral("board"), QStringLiteral("is"), QStringLiteral("never")}));
        QCOMPARE(englishIn(QStringLiteral("<b>Solved</b> in 12 &moves")),
                 (QStringList {QStringLiteral("solved"), QStringLiteral("moves")}));
        QVERIFY(englishIn(QStringLiteral("Neues Spiel: noodles:5x4#7, Datei game.json")).isEmpty());
        QVERIFY(englishIn(QStringLiteral("Kanoodle, Noodles, Entanglement, IDA*, A*")).isEmpty());
        QVERIFY(englishIn(QStringLiteral("Lösen ▸ Schritt vor (F7)")).isEmpty());
    }

    void everyTabAndDialogSpeaksGerman_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"noodles", "kanoodle", "entanglement", "sliding"})
            QTest::newRow(kind) << QString::fromLatin1(kind);
    }

    void everyTabAndDialogSpeaksGerman()
    {
        QFETCH(QString, kind);
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::setActiveWindow(&window);
        QVERIFY(window.selectTab(kind));
        PuzzleTab *tab = tabOf(window, kind);
        QVERIFY(tab);
        QVERIFY(QTest::qWaitFor([tab] { return !tab->solverRunner()->isRunning(); }, 30000));
        QTest::qWait(200);

        EnglishFinder finder;
        const QString name = tab->displayName();
        finder.walkWindow(&window, name);

        // A job started and cancelled: the status bar says so in German.
        actionNamed(window, "actionSolve")->trigger();
        actionNamed(window, "actionStop")->trigger();
        QTest::qWait(200);
        finder.walkWindow(&window, name + QStringLiteral(" after Solve and Stop"));
        // What Solve left must not ask before New: the dialogs are what is looked at.
        for (PuzzleTab *each : window.tabs())
            each->setDiscardGuard({});

        QVERIFY(walkDialog(finder, name + QStringLiteral(" › New"),
                           [&] { actionNamed(window, "actionNew")->trigger(); }));
        QVERIFY(walkDialog(finder, name + QStringLiteral(" › Statistics"),
                           [&] { actionNamed(window, "actionStatistics")->trigger(); }));
        QVERIFY(walkDialog(finder, name + QStringLiteral(" › Archive"),
                           [&] { actionNamed(window, "actionDailyArchive")->trigger(); }));
        QVERIFY(walkDialog(finder, name + QStringLiteral(" › Enter Game ID"),
                           [&] { actionNamed(window, "actionEnterGameId")->trigger(); }));
        QVERIFY(walkDialog(finder, name + QStringLiteral(" › Messages"),
                           [&] { actionNamed(window, "actionMessages")->trigger(); }));

        // How to Play opens beside the window, not over it.
        actionNamed(window, "actionHowToPlay")->trigger();
        auto *guide = window.findChild<pw::ui::GuideBrowser *>();
        QVERIFY(guide);
        QVERIFY(QTest::qWaitForWindowExposed(guide));
        finder.walkWindow(guide, name + QStringLiteral(" › How to Play"));
        guide->close();

        if (auto *kanoodle = qobject_cast<pw::ui::kanoodle::KanoodleTab *>(tab)) {
            QVERIFY(walkDialog(finder, name + QStringLiteral(" › Catalog"),
                               [kanoodle] { kanoodle->showCatalog(); }));
            kanoodle->startEmptyGame(pw::ui::kanoodle::KanoodleTab::Mode::Flat);
            QTRY_VERIFY(kanoodle->isSettingUp());
            finder.walkWindow(&window, name + QStringLiteral(" › Set Up"));
        }
        if (auto *sliding = qobject_cast<pw::ui::SlidingTab *>(tab)) {
            sliding->setSettingUp(true);
            QTRY_VERIFY(sliding->isSettingUp());
            finder.walkWindow(&window, name + QStringLiteral(" › board editor"));
            sliding->setSettingUp(false);
        }
        finder.problems.removeDuplicates();
        for (const QString &problem : std::as_const(finder.problems))
            qWarning("%s", qPrintable(problem));
        QVERIFY2(
            finder.problems.isEmpty(),
            qPrintable(QStringLiteral("%1 English texts in German").arg(finder.problems.size())));
    }
};

QTEST_MAIN(TestGermanWords)
#include "tst_germanwords.moc"
