// ScrollingRoomLabel keeps its room whatever it shows, and a text longer than the room is never
// cut: it scrolls inside the room, to its last line, and a new text starts at its top.
#include "ui/common/ScrollingRoomLabel.h"

#include <QScrollBar>
#include <QVBoxLayout>
#include <QtTest>

using pw::ui::ScrollingRoomLabel;

class TestScrollingRoomLabel : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_window = std::make_unique<QWidget>();
        m_window->resize(240, 200);
        auto *layout = new QVBoxLayout(m_window.get());
        m_label = new ScrollingRoomLabel(2, m_window.get());
        layout->addWidget(m_label);
        layout->addStretch();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_room = m_label->height();
    }

    void cleanup() { m_window.reset(); }

    void aShortTextFitsWithoutAScrollBar()
    {
        show(QStringLiteral("Moves: 12"));
        QVERIFY(!m_label->scrolls());
        QCOMPARE(m_label->height(), 2 * m_label->fontMetrics().lineSpacing());
        QCOMPARE(m_label->contentsRect(), m_label->rect());
    }

    void aLongTextScrollsToItsLastLineInTheSameRoom()
    {
        const QString text = QStringLiteral("A sentence that needs far more room than two lines. ")
                                 .repeated(8);
        show(text);
        QVERIFY(m_label->scrolls());
        QCOMPARE(m_label->height(), m_room);
        QCOMPARE(m_label->scrollBar()->value(), 0);
        // The text is laid out whole beside the bar, starting at the room's top.
        QCOMPARE(m_label->contentsRect().top(), 0);
        QVERIFY(m_label->contentsRect().height() > 3 * m_room);
        QVERIFY(m_label->contentsRect().right() < m_label->scrollBar()->geometry().left());
        // At the end of the bar, the text's last line lies in the room.
        m_label->scrollBar()->setValue(m_label->scrollBar()->maximum());
        QCOMPARE(m_label->contentsRect().bottom(), m_label->rect().bottom());
        QCOMPARE(m_label->height(), m_room);
    }

    void theWheelScrolls()
    {
        show(QStringLiteral("word ").repeated(200));
        QVERIFY(m_label->scrolls());
        QWheelEvent wheel(QPointF(5, 5), m_label->mapToGlobal(QPointF(5, 5)), QPoint(),
                          QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_label, &wheel);
        QVERIFY(m_label->scrollBar()->value() > 0);
    }

    void aNewTextStartsAtItsTopAndAShortOneDropsTheBar()
    {
        show(QStringLiteral("word ").repeated(200));
        m_label->scrollBar()->setValue(m_label->scrollBar()->maximum());
        show(QStringLiteral("other ").repeated(200));
        QCOMPARE(m_label->scrollBar()->value(), 0);
        QCOMPARE(m_label->contentsRect().top(), 0);
        show(QStringLiteral("Solved!"));
        QVERIFY(!m_label->scrolls());
        QCOMPARE(m_label->contentsRect(), m_label->rect());
    }

    void richTextScrollsToo()
    {
        show(QStringLiteral("<b>Rich</b> text, ").repeated(60));
        QVERIFY(m_label->scrolls());
        QCOMPARE(m_label->height(), m_room);
    }

private:
    void show(const QString &text)
    {
        m_label->setText(text);
        m_label->repaint(); // the label fits a new text when it draws it
    }

    std::unique_ptr<QWidget> m_window;
    ScrollingRoomLabel *m_label = nullptr;
    int m_room = 0;
};

QTEST_MAIN(TestScrollingRoomLabel)
#include "tst_scrollingroomlabel.moc"
