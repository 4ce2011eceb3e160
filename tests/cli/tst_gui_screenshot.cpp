#include <QImage>
#include <QProcess>
#include <QtTest>

namespace {

// The program with its settings, data and cache folders in dir: the user's own are never read or
// changed (the program moves an earlier version's folders at its start).
void startIsolated(QProcess &gui, const QTemporaryDir &dir, const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(PW_GUI_EXECUTABLE), args);
}

} // namespace

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
        startIsolated(gui, dir, args);
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 600 && image.height() >= 400);
    }

    void unwritableScreenshotExitsWithTwo()
    {
        QTemporaryDir dir;
        QProcess gui;
        QStringList args {QStringLiteral("--screenshot"), QStringLiteral("/nonexistent/dir/x.png")};
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            args << QStringLiteral("-platform") << QStringLiteral("offscreen");
        startIsolated(gui, dir, args);
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 2);
        QVERIFY(gui.readAllStandardError().contains("cannot write"));
    }

    void unknownTabExitsWithTwo()
    {
        QTemporaryDir dir;
        QProcess gui;
        QStringList args {QStringLiteral("--tab"), QStringLiteral("chess")};
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            args << QStringLiteral("-platform") << QStringLiteral("offscreen");
        startIsolated(gui, dir, args);
        QVERIFY(gui.waitForFinished(60000));
        QCOMPARE(gui.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestGuiScreenshot)
#include "tst_gui_screenshot.moc"
