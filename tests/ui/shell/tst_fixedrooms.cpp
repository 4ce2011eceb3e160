// Every tab at the smallest window, in English and in German: every button shows its whole text
// (it has at least the size its text asks for), lies inside the window and overlaps no other
// button; the window can be made that small.
#include "ui/common/PuzzleTab.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/Translations.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QStandardPaths>
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
        const bool control = qobject_cast<QAbstractButton *>(widget)
            || qobject_cast<QComboBox *>(widget);
        if (control && widget->isVisibleTo(tab) && !widget->objectName().startsWith("qt_"))
            controls << widget;
    }
    return controls;
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
            problems << problemsOf(qobject_cast<PuzzleTab *>(tabs->widget(index)), language);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    static QStringList problemsOf(PuzzleTab *tab, const QString &language)
    {
        QStringList problems;
        const QString where = tab->displayName() + QStringLiteral(" (") + language
            + QStringLiteral("): ");
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
