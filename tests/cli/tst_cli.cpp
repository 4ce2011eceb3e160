#include "app/cli/CliSupport.h"
#include "tests/support/CliRun.h"

#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

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

    // A message that quotes a damaged input shows its unprintable bytes as escapes, never raw:
    // a terminal would act on them (or show nothing), and the reader could not tell what is there.
    void messagesNeverEchoRawBinaryBytes()
    {
        QCOMPARE(pw::cli::printableText(QStringLiteral("a\u0001b\u200b\ufffd\u00e9\n\tz")),
                 QStringLiteral("a\\x01b\\u200b\\ufffd\u00e9\n\tz"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("binary.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("3\n1 2 \x01\x1b[2J\xff\n4 5 6\n7 8 0\n");
        file.close();
        const CliRun result = run({QStringLiteral("slide"), QStringLiteral("check"), path});
        QCOMPARE(result.code, 2);
        QVERIFY2(result.err.contains(QStringLiteral("\\x01\\x1b[2J")), qPrintable(result.err));
        for (const QChar c : result.err)
            QVERIFY2(c == QLatin1Char('\n') || (c.isPrint() && c != QChar::ReplacementCharacter),
                     qPrintable(QStringLiteral("U+%1 in %2")
                                    .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                    .arg(result.err)));
    }

    // A FIFO or a folder given as FILE is refused at once, naming its kind.
    void fifosAndFoldersAreRefusedAtOnce()
    {
        QTemporaryDir dir;
        const CliRun folder = run({QStringLiteral("slide"), QStringLiteral("check"), dir.path()});
        QCOMPARE(folder.code, 2);
        QVERIFY2(folder.err.contains(QStringLiteral("folder")), qPrintable(folder.err));
#ifdef Q_OS_UNIX
        const QString fifo = dir.filePath(QStringLiteral("pipe.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const CliRun pipe = run({QStringLiteral("slide"), QStringLiteral("check"), fifo});
        QCOMPARE(pipe.code, 2);
        QVERIFY2(pipe.err.contains(QStringLiteral("FIFO")), qPrintable(pipe.err));
#endif
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
