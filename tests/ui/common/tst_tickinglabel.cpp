// A label that changes every second must not lay its window out again each time: the tab widget
// answers a layout request by repainting the whole tab (the Kanoodle board, every second).
#include "ui/common/TickingLabel.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

using pw::ui::TickingLabel;

namespace {

// Counts the layout requests a widget receives.
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QWidget *watched) { watched->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

// A window with the label in a layout, shown and settled.
struct Shown
{
    QWidget window;
    TickingLabel *label = new TickingLabel;
    Shown()
    {
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(label);
        layout->addWidget(new QLabel(QStringLiteral("a neighbour")));
        label->setText(QStringLiteral("Time: 0:00"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
    }
};

} // namespace

class TestTickingLabel : public QObject
{
    Q_OBJECT
private slots:
    void aTextNoWiderThanBeforeAsksForNoLayout()
    {
        Shown shown;
        LayoutRequests requests(&shown.window);
        shown.label->setText(QStringLiteral("Time: 0:01"));
        shown.label->setText(QStringLiteral("Time: 0:1"));
        QCoreApplication::processEvents();
        QCOMPARE(requests.count, 0);
        QCOMPARE(shown.label->text(), QStringLiteral("Time: 0:1"));
        QCOMPARE(shown.label->accessibleName(), QStringLiteral("Time: 0:1"));
    }

    // A wider text gets the room it needs: the label is never narrower than its text.
    void aWiderTextGetsItsRoom()
    {
        Shown shown;
        LayoutRequests requests(&shown.window);
        const QString longer = QStringLiteral("Time: 100:00:00 and then some more words");
        shown.label->setText(longer);
        QCoreApplication::processEvents();
        QVERIFY(requests.count > 0);
        QVERIFY(shown.label->width() >= shown.label->fontMetrics().horizontalAdvance(longer));
        // Back to a short text, the room stays: the neighbours do not move back and forth.
        const int width = shown.label->sizeHint().width();
        shown.label->setText(QStringLiteral("Time: 0:02"));
        QCOMPARE(shown.label->sizeHint().width(), width);
    }
};

QTEST_MAIN(TestTickingLabel)
#include "tst_tickinglabel.moc"
