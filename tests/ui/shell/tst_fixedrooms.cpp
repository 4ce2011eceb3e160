// Every tab at the smallest window, in English and in German: every button shows its whole text
// (it has at least the size its text asks for), lies inside the window and overlaps no other
// button; the window can be made that small, in every mode of a tab that has modes. And in every
// tab, texts that change length (each label of the side panels made very long, then short) move no
// button and resize neither the board nor the window, and none is cut: a long text scrolls in its
// room (ScrollingRoomLabel) or its label is as high as its wrapped lines. The dialogs that open
// over the window (How to Play, Statistics) fit over it at its smallest. So does every page of a
// side panel's pages, the Sliding Search page with its best board shown.
#include "ui/common/ElidedLabel.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/entanglement/NewGameDialog.h"
#include "ui/kanoodle/NewKanoodleDialog.h"
#include "ui/noodles/NewNoodlesDialog.h"
#include "ui/shell/GameIdDialog.h"
#include "ui/shell/GuideBrowser.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/StatisticsDialog.h"
#include "ui/shell/Translations.h"
#include "ui/sliding/NewSlidingGameDialog.h"
#include "ui/sliding/SlidingSearchPanel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTranslator>
#include <QtTest>

using pw::ui::MainWindow;
using pw::ui::PuzzleTab;

namespace {

const QSize smallest(800, 600);

// The controls a player clicks, as the tab lays them out.
QList<QWidget *> visibleControls(PuzzleTab *tab)
{
    QList<QWidget *> controls;
    for (QWidget *widget : tab->findChildren<QWidget *>()) {
        const bool control
            = qobject_cast<QAbstractButton *>(widget) || qobject_cast<QComboBox *>(widget);
        if (control && widget->isVisibleTo(tab) && !widget->objectName().startsWith("qt_"))
            controls << widget;
    }
    return controls;
}

// Where each control and the board lie in the tab.
QMap<QWidget *, QRect> placesOf(PuzzleTab *tab)
{
    QMap<QWidget *, QRect> places;
    QList<QWidget *> widgets = visibleControls(tab);
    if (tab->boardWidget())
        widgets << tab->boardWidget();
    for (QWidget *widget : widgets)
        places.insert(widget, QRect(widget->mapTo(tab, QPoint(0, 0)), widget->size()));
    return places;
}

// The labels beside the board whose text the tab changes as the game goes on: those with a room
// of their own, and those that wrap. A plain one-line label is a caption or a short count.
QList<QLabel *> changingLabels(PuzzleTab *tab)
{
    QList<QLabel *> labels;
    QWidget *board = tab->boardWidget();
    for (QLabel *label : tab->findChildren<QLabel *>()) {
        const bool changing = label->wordWrap() || qobject_cast<pw::ui::ElidedLabel *>(label);
        if (changing && label->isVisibleTo(tab)
            && !(board && (board == label || board->isAncestorOf(label))))
            labels << label;
    }
    return labels;
}

void setLabelText(QLabel *label, const QString &text)
{
    if (auto *elided = qobject_cast<pw::ui::ElidedLabel *>(label))
        elided->setFullText(text);
    else
        label->setText(text);
}

QString nameOf(QWidget *widget)
{
    if (auto *button = qobject_cast<QAbstractButton *>(widget); button && !button->text().isEmpty())
        return button->text();
    return widget->objectName().isEmpty() ? QString::fromLatin1(widget->metaObject()->className())
                                          : widget->objectName();
}

} // namespace

class TestFixedRooms : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_fixedrooms"));
    }

    void everyControlFitsTheSmallestWindow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }

    void everyControlFitsTheSmallestWindow()
    {
        QFETCH(QString, language);
        pw::ui::installTranslations(language);
        MainWindow window;
        window.resize(smallest);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<QTabWidget *>();
        QStringList problems;
        if (window.size() != smallest) {
            problems << QStringLiteral("the window cannot be made %1 x %2: its least is %3 x %4")
                            .arg(smallest.width())
                            .arg(smallest.height())
                            .arg(window.width())
                            .arg(window.height());
        }
        for (int index = 0; index < tabs->count(); ++index) {
            tabs->setCurrentIndex(index);
            QApplication::processEvents();
            auto *tab = qobject_cast<PuzzleTab *>(tabs->widget(index));
            problems << problemsOf(tab, language);
            // Every page of a side panel's pages (Sliding's Moves, Search and Solver) fits too,
            // Search with the best board a search shows.
            for (auto *search : tab->findChildren<pw::ui::SlidingSearchPanel *>())
                search->showBestBoard(pw::sliding::Board::goal(5, 5));
            for (QTabWidget *pages : tab->findChildren<QTabWidget *>()) {
                for (int page = 1; page < pages->count(); ++page) {
                    pages->setCurrentIndex(page);
                    QApplication::processEvents();
                    problems << problemsOf(tab, language + QLatin1Char(' ') + pages->tabText(page));
                    if (window.size() != smallest)
                        problems << tab->displayName() + QStringLiteral(", ") + pages->tabText(page)
                                + QStringLiteral(": the window grew to %1 x %2")
                                      .arg(window.width())
                                      .arg(window.height());
                }
                pages->setCurrentIndex(0);
            }
            // A tab with modes (Kanoodle's flat board, sliding challenge and pyramid) fits in
            // every one of them, and none widens the window.
            for (QComboBox *modes : tab->findChildren<QComboBox *>()) {
                if (!modes->objectName().endsWith(QStringLiteral("Mode")))
                    continue;
                for (int mode = 0; mode < modes->count(); ++mode) {
                    modes->setCurrentIndex(mode);
                    QTest::qWait(50);
                    problems << problemsOf(tab, language + QLatin1Char(' ') + modes->currentText());
                    if (window.size() != smallest)
                        problems << tab->displayName() + QStringLiteral(", ") + modes->currentText()
                                + QStringLiteral(": the window grew to %1 x %2")
                                      .arg(window.width())
                                      .arg(window.height());
                }
                modes->setCurrentIndex(0);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void textsThatChangeLengthMoveNothing_data()
    {
        QTest::addColumn<QSize>("windowSize");
        QTest::newRow("smallest") << smallest;
        QTest::newRow("usual") << QSize(1100, 760);
    }

    void textsThatChangeLengthMoveNothing()
    {
        QFETCH(QSize, windowSize);
        pw::ui::installTranslations(QStringLiteral("en"));
        MainWindow window;
        window.resize(windowSize);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<QTabWidget *>();
        const QString longText = QStringLiteral("A message far longer than its room ").repeated(12);
        QStringList problems;
        for (int index = 0; index < tabs->count(); ++index) {
            tabs->setCurrentIndex(index);
            auto *tab = qobject_cast<PuzzleTab *>(tabs->widget(index));
            // The tab laid out as shown: its places stay the same a tenth of a second later (a
            // fixed wait was too short on a loaded machine).
            QMap<QWidget *, QRect> before = placesOf(tab);
            for (int tries = 0; tries < 30; ++tries) {
                QTest::qWait(100);
                const QMap<QWidget *, QRect> now = placesOf(tab);
                if (now == before)
                    break;
                before = now;
            }
            for (QLabel *label : changingLabels(tab)) {
                const QString original = label->text();
                for (const QString &text : {longText, QStringLiteral("x")}) {
                    setLabelText(label, text);
                    QApplication::processEvents();
                    problems << movesOf(tab, before, label, text.size());
                    problems << cutsOf(tab, label);
                }
                setLabelText(label, original);
            }
        }
        if (window.size() != windowSize)
            problems << QStringLiteral("the window resized itself");
        problems.removeDuplicates();
        for (const QString &problem : problems)
            qWarning("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void dialogsFitTheSmallestWindow()
    {
        pw::ui::installTranslations(QStringLiteral("de"));
        MainWindow window;
        window.resize(smallest);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto fits = [&](QWidget *dialog) {
            return dialog->width() <= smallest.width() && dialog->height() <= smallest.height();
        };
        pw::ui::GuideBrowser guide(&window);
        QVERIFY2(fits(&guide), qPrintable(QStringLiteral("How to Play: %1 x %2")
                                              .arg(guide.width())
                                              .arg(guide.height())));
        pw::ui::StatisticsDialog statistics(QStringLiteral("noodles"), QStringLiteral("Noodles"),
                                            &window);
        QVERIFY2(fits(&statistics), qPrintable(QStringLiteral("Statistics: %1 x %2")
                                                   .arg(statistics.width())
                                                   .arg(statistics.height())));
        // The dialogs that open at the size they need: every field in German fits too.
        const auto fitsShown = [&](QDialog &dialog, const QString &name) {
            dialog.show();
            const bool shown = QTest::qWaitForWindowExposed(&dialog);
            const bool fitting = fits(&dialog);
            dialog.hide();
            return shown && fitting ? QString()
                                    : QStringLiteral("%1: %2 x %3")
                                          .arg(name)
                                          .arg(dialog.width())
                                          .arg(dialog.height());
        };
        QStringList problems;
        pw::ui::NewNoodlesDialog newNoodles(pw::noodles::GeneratorOptions {}, &window);
        problems << fitsShown(newNoodles, QStringLiteral("New Noodles"));
        pw::ui::kanoodle::NewKanoodleDialog newKanoodle(pw::ui::kanoodle::KanoodleMode::Pyramid,
                                                     &window);
        problems << fitsShown(newKanoodle, QStringLiteral("New Kanoodle"));
        pw::ui::entanglement::NewGameDialog newEntanglement(3, false, &window);
        problems << fitsShown(newEntanglement, QStringLiteral("New Entanglement"));
        pw::ui::NewSlidingGameDialog newSliding(4, 4, 1, pw::sliding::DealKind::Walk, 50, &window);
        problems << fitsShown(newSliding, QStringLiteral("New Sliding"));
        pw::ui::GameIdDialog gameId([](const QString &) { return pw::common::Status(); }, &window);
        problems << fitsShown(gameId, QStringLiteral("Enter Game ID"));
        problems.removeAll(QString());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
        // On a larger window they open at the size they prefer.
        window.resize(1400, 1000);
        pw::ui::GuideBrowser roomy(&window);
        QCOMPARE(roomy.size(), QSize(820, 680));
    }

private:
    static QStringList movesOf(PuzzleTab *tab, const QMap<QWidget *, QRect> &before, QLabel *label,
                               int length)
    {
        QStringList problems;
        const QMap<QWidget *, QRect> after = placesOf(tab);
        for (auto place = before.cbegin(); place != before.cend(); ++place) {
            if (after.value(place.key()) != place.value()) {
                problems << QStringLiteral("%1: a text of %2 characters in %3 (\"%4\") moves %5")
                                .arg(tab->displayName())
                                .arg(length)
                                .arg(label->objectName().isEmpty() ? QStringLiteral("a label")
                                                                   : label->objectName())
                                .arg(label->text().left(20))
                                .arg(place.key() == tab->boardWidget() ? QStringLiteral("the board")
                                                                       : nameOf(place.key()));
            }
        }
        return problems;
    }

    // A label that does not show its whole text, nor lets it be scrolled into view.
    static QStringList cutsOf(PuzzleTab *tab, QLabel *label)
    {
        if (qobject_cast<pw::ui::ElidedLabel *>(label) || !label->isVisible())
            return {};
        const QString name = tab->displayName() + QStringLiteral(": ")
            + (label->objectName().isEmpty() ? QStringLiteral("a label") : label->objectName());
        if (auto *room = qobject_cast<pw::ui::ScrollingRoomLabel *>(label)) {
            label->repaint(); // it fits a new text as it draws it
            const bool tooTall = label->heightForWidth(label->width()) > label->height()
                || room->contentsRect().height() > room->height();
            if (tooTall && !room->scrolls())
                return {name + QStringLiteral(" cuts its text and does not scroll")};
            return {};
        }
        if (label->wordWrap() && label->height() < label->heightForWidth(label->width()))
            return {name + QStringLiteral(" is %1 px high; its text needs %2")
                               .arg(label->height())
                               .arg(label->heightForWidth(label->width()))};
        return {};
    }

    static QStringList problemsOf(PuzzleTab *tab, const QString &language)
    {
        QStringList problems;
        const QString where
            = tab->displayName() + QStringLiteral(" (") + language + QStringLiteral("): ");
        const QList<QWidget *> controls = visibleControls(tab);
        if (controls.isEmpty())
            problems << where + QStringLiteral("no controls");
        for (QWidget *control : controls) {
            const QRect place(control->mapTo(tab, QPoint(0, 0)), control->size());
            const QString name = where + nameOf(control);
            if (!tab->rect().contains(place))
                problems << name + QStringLiteral(" lies outside the window");
            if (control->width() < control->sizeHint().width()
                || control->height() < control->minimumSizeHint().height())
                problems << name + QStringLiteral(" is clipped");
            for (QWidget *other : controls) {
                if (other == control || other->isAncestorOf(control)
                    || control->isAncestorOf(other))
                    continue;
                if (place.intersects(QRect(other->mapTo(tab, QPoint(0, 0)), other->size())))
                    problems << name + QStringLiteral(" overlaps ") + nameOf(other);
            }
        }
        return problems;
    }
};

QTEST_MAIN(TestFixedRooms)
#include "tst_fixedrooms.moc"
