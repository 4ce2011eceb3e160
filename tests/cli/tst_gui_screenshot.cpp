#include <QImage>
#include <QProcess>
#include <QtTest>

// Starts the real program the way the README's screenshots are made and checks the picture.
class TestGuiScreenshot : public QObject
{
    Q_OBJECT
private slots:
    void screenshotWritesAPngOfTheWindow()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("window.png"));
        QProcess gui;
        QStringList args {QStringLiteral("--screenshot"), png, QStringLiteral("--tab"),
                          QStringLiteral("noodles")};
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            args << QStringLiteral("-platform") << QStringLiteral("offscreen");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        gui.setProcessEnvironment(env);
        gui.start(QStringLiteral(PW_GUI_EXECUTABLE), args);
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 600 && image.height() >= 400);
    }

    void unwritableScreenshotExitsWithTwo()
    {
        QProcess gui;
        QStringList args {QStringLiteral("--screenshot"), QStringLiteral("/nonexistent/dir/x.png")};
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            args << QStringLiteral("-platform") << QStringLiteral("offscreen");
        gui.start(QStringLiteral(PW_GUI_EXECUTABLE), args);
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 2);
        QVERIFY(gui.readAllStandardError().contains("cannot write"));
    }

    void unknownTabExitsWithTwo()
    {
        QProcess gui;
        QStringList args {QStringLiteral("--tab"), QStringLiteral("chess")};
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            args << QStringLiteral("-platform") << QStringLiteral("offscreen");
        gui.start(QStringLiteral(PW_GUI_EXECUTABLE), args);
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestGuiScreenshot)
#include "tst_gui_screenshot.moc"
