#include "app/cli/CliMain.h"

#include <QtTest>

namespace {

struct RunResult
{
    int exitCode;
    QString out;
    QString err;
};

RunResult run(const QStringList &args)
{
    QString out;
    QString err;
    QTextStream outStream(&out);
    QTextStream errStream(&err);
    pw::cli::CliStreams io {outStream, errStream};
    const int code = pw::cli::runCli(args, io);
    outStream.flush();
    errStream.flush();
    return {code, out, err};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void helpListsTheFourVerbs()
    {
        const RunResult result = run({QStringLiteral("--help")});
        QCOMPARE(result.exitCode, 0);
        for (const char *verb : {"noodles", "kanoodle", "entanglement", "slide"})
            QVERIFY2(result.out.contains(QLatin1String(verb)), verb);
        QVERIFY(result.err.isEmpty());
    }

    void versionPrintsTheVersion()
    {
        const RunResult result = run({QStringLiteral("--version")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith(QStringLiteral("puzzle-cli ")));
    }

    void unknownVerbsAndMissingVerbsAreUsageErrors()
    {
        for (const QStringList &args : {QStringList {QStringLiteral("chess")}, QStringList {}}) {
            const RunResult result = run(args);
            QCOMPARE(result.exitCode, 2);
            QVERIFY(result.out.isEmpty());
            QVERIFY(result.err.contains(QStringLiteral("Usage:")));
        }
    }

    void everyVerbHasItsOwnHelp()
    {
        for (const char *verb : {"noodles", "kanoodle", "entanglement", "slide"}) {
            const RunResult result = run({QLatin1String(verb), QStringLiteral("--help")});
            QCOMPARE(result.exitCode, 0);
            QVERIFY2(result.out.contains(QLatin1String(verb)), verb);
        }
    }

    void unknownOptionsAreUsageErrors()
    {
        for (const char *verb : {"noodles", "kanoodle", "entanglement", "slide"}) {
            const RunResult result = run({QLatin1String(verb), QStringLiteral("--no-such-option")});
            QCOMPARE(result.exitCode, 2);
            QVERIFY(result.err.contains(QStringLiteral("no-such-option")));
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
