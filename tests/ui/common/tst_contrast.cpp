// WCAG 2's luminance and contrast ratio, and the lightness nudge the boards use to reach 3:1.
#include "ui/common/Contrast.h"

#include <QtTest>

#include <cstdlib>

using namespace pw::ui;

class TestContrast : public QObject
{
    Q_OBJECT
private slots:
    void luminanceOfKnownColours()
    {
        QCOMPARE(relativeLuminance(Qt::black), 0.0);
        QCOMPARE(relativeLuminance(Qt::white), 1.0);
        // The channels' weights: 0.2126 red, 0.7152 green, 0.0722 blue.
        QVERIFY(qAbs(relativeLuminance(QColor(255, 0, 0)) - 0.2126) < 1e-9);
        QVERIFY(qAbs(relativeLuminance(QColor(0, 255, 0)) - 0.7152) < 1e-9);
        QVERIFY(qAbs(relativeLuminance(QColor(0, 0, 255)) - 0.0722) < 1e-9);
        // sRGB's curve, not the raw value: mid grey is about a fifth as bright as white.
        QVERIFY(qAbs(relativeLuminance(QColor(128, 128, 128)) - 0.2159) < 1e-3);
    }

    void contrastOfKnownPairs()
    {
        QCOMPARE(contrastRatio(Qt::white, Qt::black), 21.0);
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(contrastRatio(QColor(0x12, 0x34, 0x56), QColor(0x12, 0x34, 0x56)), 1.0);
        // The figures WCAG's own examples give: #777 on white just misses 4.5:1, #767676 makes it.
        QVERIFY(qAbs(contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) - 4.48) < 0.01);
        QVERIFY(contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);
        // Pure red on white: 4.0:1.
        QVERIFY(qAbs(contrastRatio(QColor(255, 0, 0), Qt::white) - 4.0) < 0.01);
        // Alpha plays no part: a colour is blended before it is measured.
        QCOMPARE(contrastRatio(QColor(0, 0, 0, 10), Qt::white), 21.0);
    }

    void blendingIsSourceOver()
    {
        QCOMPARE(blended(QColor(0, 0, 0, 0), QColor(10, 20, 30)), QColor(10, 20, 30));
        QCOMPARE(blended(QColor(200, 100, 50), QColor(10, 20, 30)), QColor(200, 100, 50));
        QColor half(255, 255, 255);
        half.setAlphaF(0.5f);
        const QColor mixed = blended(half, Qt::black);
        QVERIFY(qAbs(mixed.red() - 128) <= 1 && mixed.red() == mixed.green());
        QCOMPARE(mixed.alpha(), 255);
    }

    void aColourThatReadsIsKept()
    {
        const QColor navy(0x1f, 0x3b, 0x5c);
        QCOMPARE(withContrast(navy, QColor(0xfb, 0xf8, 0xf1)), navy);
    }

    void aFaintColourMovesInLightnessUntilItReads_data()
    {
        QTest::addColumn<QColor>("colour");
        QTest::addColumn<QColor>("background");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<bool>("darker");
        // Noodles' locked tint on the dark board, the dark palette's Mid on its Base (Kanoodle's
        // holes), the light palette's Mid on white, a White piece on a light background.
        QTest::newRow("tan on dark")
            << QColor(0x3e, 0x3a, 0x30) << QColor(0x2a, 0x2e, 0x35) << 3.0 << false;
        QTest::newRow("mid on dark base")
            << QColor(37, 39, 41) << QColor(30, 31, 34) << 3.0 << false;
        QTest::newRow("mid on white")
            << QColor(0xb8, 0xb8, 0xb8) << QColor(Qt::white) << 3.0 << true;
        QTest::newRow("white on light grey, 4.5")
            << QColor(0xf2, 0xf2, 0xf2) << QColor(0xef, 0xef, 0xef) << 4.5 << true;
    }

    void aFaintColourMovesInLightnessUntilItReads()
    {
        QFETCH(QColor, colour);
        QFETCH(QColor, background);
        QFETCH(double, ratio);
        QFETCH(bool, darker);
        const QColor moved = withContrast(colour, background, ratio);
        QVERIFY2(contrastRatio(moved, background) >= ratio, qPrintable(moved.name()));
        QCOMPARE(moved.lightnessF() < colour.lightnessF(), darker);
        // No further than it had to: a step back towards the colour no longer reaches it.
        const QColor hsl = moved.toHsl();
        const float back = darker ? hsl.lightnessF() + 3.0f / 512 : hsl.lightnessF() - 3.0f / 512;
        const QColor lessMoved
            = QColor::fromHslF(hsl.hslHueF(), hsl.hslSaturationF(), back).toRgb();
        QVERIFY2(contrastRatio(lessMoved, background) < ratio, qPrintable(lessMoved.name()));
    }

    void theHueStays()
    {
        const QColor blue(0x1f, 0x3f, 0xbf); // Kanoodle's Dark Blue on the dark board
        const QColor moved = withContrast(blue, QColor(30, 31, 34));
        QVERIFY(moved.lightnessF() > blue.lightnessF());
        QVERIFY(qAbs(moved.hslHueF() - blue.toHsl().hslHueF()) < 0.01);
        QVERIFY(moved.blue() > moved.red() && moved.blue() > moved.green());
    }

    void everyBackgroundIsReached()
    {
        // Noodles' unlit noodle on both the open and the locked cell of the light board.
        const QColor cell(0xfb, 0xf8, 0xf1);
        const QColor locked(0xdc, 0xd0, 0xb6);
        const QColor moved = withContrast(QColor(0xa8, 0xbd, 0xd4), {cell, locked});
        QVERIFY(contrastRatio(moved, cell) >= 3.0);
        QVERIFY(contrastRatio(moved, locked) >= 3.0);
    }

    void aStatusTextReadsOnItsWindow()
    {
        const QColor red(0xb0, 0x00, 0x20);
        // On a light window the red itself; on a dark one a lighter red that reads as text.
        QCOMPARE(pw::ui::textColourStyle(red, Qt::white), QStringLiteral("color: #b00020"));
        const QColor dark(0x2b, 0x2b, 0x2b);
        const QString style = pw::ui::textColourStyle(red, dark);
        const QColor shown(style.section(QLatin1Char(' '), 1));
        QVERIFY(pw::ui::contrastRatio(shown, dark) >= pw::ui::textContrast);
        QVERIFY(std::abs(shown.hue() - red.hue()) <= 1); // rounding to whole channels
    }

    void unreachableGivesBlackOrWhite()
    {
        // Nothing reaches 8:1 against mid grey but black does better than white there.
        const QColor grey(0x80, 0x80, 0x80);
        QCOMPARE(withContrast(QColor(0x70, 0x80, 0x90), grey, 8.0), QColor(Qt::black));
        // Against a dark grey, white.
        QCOMPARE(withContrast(QColor(0x50, 0x50, 0x50), QColor(0x40, 0x40, 0x40), 21.0).rgb(),
                 QColor(Qt::white).rgb());
    }

    void alphaIsKept()
    {
        QColor faint(0xb8, 0xb8, 0xb8, 120);
        QCOMPARE(withContrast(faint, Qt::white).alpha(), 120);
    }
};

QTEST_GUILESS_MAIN(TestContrast)
#include "tst_contrast.moc"
