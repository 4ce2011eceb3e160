#include "tests/support/CliRun.h"

#include <QtTest>

using pw::test::CliRun;

namespace {

CliRun run(const QStringList &args)
{
    return pw::test::runCli(args);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private slots:
    void helpListsTheFourVerbs()
    {
        const CliRun result = run({QStringLiteral("--help")});
        QCOMPARE(result.code, 0);
        for (const char *verb : {"noodles", "kanoodle", "entanglement", "slide"})
            QVERIFY2(result.out.contains(QLatin1String(verb)), verb);
        QVERIFY(result.err.isEmpty());
    }

    void versionPrintsTheVersion()
    {
        const CliRun result = run({QStringLiteral("--version")});
        QCOMPARE(result.code, 0);
        QVERIFY(result.out.startsWith(QStringLiteral("puzzle-cli ")));
    }

    void unknownVerbsAndMissingVerbsAreUsageErrors()
    {
        for (const QStringList &args : {QStringList {QStringLiteral("chess")}, QStringList {}}) {
            const CliRun result = run(args);
            QCOMPARE(result.code, 2);
            QVERIFY(result.out.isEmpty());
            QVERIFY(result.err.contains(QStringLiteral("Usage:")));
        }
    }

    void everyVerbHasItsOwnHelp()
    {
        for (const char *verb : {"noodles", "kanoodle", "entanglement", "slide"}) {
            const CliRun result = run({QLatin1String(verb), QStringLiteral("--help")});
            QCOMPARE(result.code, 0);
            QVERIFY2(result.out.contains(QLatin1String(verb)), verb);
        }
    }

    void unknownOptionsAreUsageErrors()
    {
        for (const char *verb : {"noodles", "kanoodle", "entanglement", "slide"}) {
            const CliRun result = run({QLatin1String(verb), QStringLiteral("--no-such-option")});
            QCOMPARE(result.code, 2);
            QVERIFY(result.err.contains(QStringLiteral("no-such-option")));
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
