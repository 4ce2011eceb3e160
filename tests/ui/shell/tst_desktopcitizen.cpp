// The whole window, with the four real tabs, checked the way a keyboard or screen-reader user
// meets it: every control explains itself, every custom view has a name, every menu action that
// does something has a shortcut or a mnemonic.

#include "ui/common/PuzzleTab.h"
#include "ui/shell/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QtTest>

using pw::ui::MainWindow;
using pw::ui::PuzzleTab;

namespace {

// Widgets drawn by the puzzle itself (not stock Qt controls): they need an accessible name.
bool isCustomView(const QWidget *widget)
{
    const QByteArray className = widget->metaObject()->className();
    return className.endsWith("View") && !className.startsWith("Q");
}

// The Alt+letter of a "&"-marked text, lower case, or a null QChar.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
        ++i; // "&&" is a literal ampersand
    }
    return {};
}

} // namespace

class TestDesktopCitizen : public QObject
{
    Q_OBJECT
private slots:
    void everyControlHasATooltipAndEveryViewAName()
    {
        MainWindow window;
        auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 4);
        for (int i = 0; i < tabs->count(); ++i) {
            QWidget *tab = tabs->widget(i);
            QStringList missing;
            for (QWidget *widget : tab->findChildren<QWidget *>()) {
                const bool control = qobject_cast<QAbstractButton *>(widget)
                    || qobject_cast<QComboBox *>(widget)
                    || qobject_cast<QAbstractSpinBox *>(widget);
                // The inner parts of spin boxes, combo boxes and tables are not controls of their
                // own.
                QWidget *parent = widget->parentWidget();
                const bool part = qobject_cast<QAbstractSpinBox *>(parent)
                    || qobject_cast<QComboBox *>(parent)
                    || qobject_cast<QAbstractItemView *>(parent);
                if (control && !part && widget->toolTip().isEmpty())
                    missing << QStringLiteral("tooltip: %1 \"%2\"")
                                   .arg(QString::fromLatin1(widget->metaObject()->className()),
                                        widget->objectName());
                if (isCustomView(widget) && widget->accessibleName().isEmpty())
                    missing << QStringLiteral("accessible name: %1")
                                   .arg(QString::fromLatin1(widget->metaObject()->className()));
            }
            QVERIFY2(missing.isEmpty(),
                     qPrintable(tabs->tabText(i) + QStringLiteral(": ") + missing.join(", ")));
        }
    }

    void noButtonSharesAnAltLetterWithTheMenuBar()
    {
        // A button whose Alt+letter opens a menu too is never pressed by it: Qt only moves the
        // focus between the two.
        MainWindow window;
        QString menuLetters;
        for (QAction *menuAction : window.menuBar()->actions())
            menuLetters += mnemonic(menuAction->text());
        QStringList clashes;
        auto *tabs = window.findChild<QTabWidget *>();
        for (int i = 0; i < tabs->count(); ++i) {
            for (QAbstractButton *button : tabs->widget(i)->findChildren<QAbstractButton *>()) {
                const QChar letter = mnemonic(button->text());
                if (!letter.isNull() && menuLetters.contains(letter))
                    clashes << tabs->tabText(i) + QStringLiteral(": ") + button->text();
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(", ")));
    }

    void everyMenuActionIsReachableByKeyboard()
    {
        MainWindow window;
        QStringList unreachable;
        for (QAction *menuAction : window.menuBar()->actions()) {
            QVERIFY2(menuAction->text().contains(QLatin1Char('&')), qPrintable(menuAction->text()));
            for (QAction *action : menuAction->menu()->actions()) {
                if (action->isSeparator() || action->menu())
                    continue;
                if (action->shortcut().isEmpty() && !action->text().contains(QLatin1Char('&')))
                    unreachable << action->text();
            }
        }
        QVERIFY2(unreachable.isEmpty(), qPrintable(unreachable.join(", ")));
    }
};

QTEST_MAIN(TestDesktopCitizen)
#include "tst_desktopcitizen.moc"
