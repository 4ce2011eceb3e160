#include "app/cli/CliSupport.h"
#include "tests/support/CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QtTest>

#include <memory>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using pw::test::CliRun;

namespace {

CliRun run(const QStringList &args)
{
    return pw::test::runCli(args);
}

// "puzzle-cli: MESSAGE; try 'HELP'" and nothing else: one line, ending in the help to try.
bool isOneLineUsageError(const QString &err, const QString &help)
{
    return err.startsWith(QStringLiteral("puzzle-cli: ")) && err.count(QLatin1Char('\n')) == 1
        && err.endsWith(QStringLiteral("; try '%1'\n").arg(help));
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

    // A usage error is one line on stderr that says what is wrong and where the help is; the
    // help itself is printed only when asked for.
    void unknownVerbsAndMissingVerbsAreUsageErrors()
    {
        for (const QStringList &args : {QStringList {QStringLiteral("chess")}, QStringList {}}) {
            const CliRun result = run(args);
            QCOMPARE(result.code, 2);
            QVERIFY(result.out.isEmpty());
            QVERIFY2(isOneLineUsageError(result.err, QStringLiteral("puzzle-cli --help")),
                     qPrintable(result.err));
            QVERIFY(!result.err.contains(QStringLiteral("Usage:")));
        }
        QVERIFY(run({QStringLiteral("chess")}).err.contains(QStringLiteral("'chess'")));
    }

    void usageErrorsOfEveryVerbAndActionAreOneLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("names"); // what the message must mention
        const auto row = [](const char *name, const QStringList &args, const char *names) {
            QTest::newRow(name) << args << QString::fromLatin1(names);
        };
        row("noodles: no action", {"noodles"}, "no action");
        row("noodles: unknown action", {"noodles", "fly"}, "'fly'");
        row("noodles: unknown option", {"noodles", "generate", "--bogus"}, "bogus");
        row("noodles generate: bad grid", {"noodles", "generate", "--grid", "tri"}, "--grid");
        row("noodles generate: a file", {"noodles", "generate", "x.json"}, "no file");
        row("noodles solve: no file", {"noodles", "solve"}, "FILE");
        row("noodles daily: bad date", {"noodles", "daily", "--date", "2026-13-01"}, "--date");
        row("kanoodle: no action", {"kanoodle"}, "action");
        row("kanoodle: unknown action", {"kanoodle", "fly"}, "'fly'");
        row("kanoodle solve: nothing to solve", {"kanoodle", "solve"}, "exactly one of");
        row("kanoodle solutions: bad limit",
            {"kanoodle", "solutions", "--flat", "x", "--limit", "0"}, "--limit");
        row("kanoodle placements: no board", {"kanoodle", "placements"}, "--pyramid");
        row("kanoodle count-empty: bad engine",
            {"kanoodle", "count-empty", "--flat", "--engine", "x"}, "--engine");
        row("kanoodle generate: no seed", {"kanoodle", "generate", "--flat"}, "--seed");
        row("kanoodle daily: a file", {"kanoodle", "daily", "x.json"}, "x.json");
        row("entanglement: no action", {"entanglement"}, "no action");
        row("entanglement: unknown action", {"entanglement", "fly"}, "'fly'");
        row("entanglement play: no seed", {"entanglement", "play"}, "--seed");
        row("entanglement replay: no file", {"entanglement", "replay"}, "FILE");
        row("entanglement daily: bad date", {"entanglement", "daily", "--date", "x"}, "--date");
        row("slide: no action", {"slide"}, "no action");
        row("slide: unknown action", {"slide", "fly"}, "'fly'");
        row("slide solve: no file", {"slide", "solve"}, "FILE");
        row("slide check: no file", {"slide", "check"}, "FILE");
        row("slide scramble: no seed", {"slide", "scramble", "--rows", "3", "--cols", "3"},
            "--seed");
        row("slide build-tables: bad size", {"slide", "build-tables", "--size", "9"}, "--size");
        row("slide daily: bad date", {"slide", "daily", "--date", "x"}, "--date");
        row("id: no ID", {"id"}, "no game ID");
        row("id: ID and --of", {"id", "noodles:9x9#1", "--of", "x.json"}, "--of");
        row("option without its value", {"slide", "scramble", "--seed"}, "--seed");
    }

    void usageErrorsOfEveryVerbAndActionAreOneLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, names);
        const CliRun result = run(args);
        QCOMPARE(result.code, 2);
        QVERIFY2(result.out.isEmpty(), qPrintable(result.out));
        const QString help = QStringLiteral("puzzle-cli %1 --help").arg(args.first());
        QVERIFY2(isOneLineUsageError(result.err, help), qPrintable(result.err));
        QVERIFY2(result.err.contains(names), qPrintable(result.err));
    }

    void helpAloneOrAfterAnActionPrintsTheHelpOnStdout()
    {
        for (const QStringList &args :
             {QStringList {"noodles", "--help"}, QStringList {"noodles", "solve", "--help"},
              QStringList {"kanoodle", "daily", "--help"}, QStringList {"slide", "-h"},
              QStringList {"entanglement", "play", "--help"}, QStringList {"help"}}) {
            const CliRun result = run(args);
            QCOMPARE(result.code, 0);
            QVERIFY2(result.out.startsWith(QStringLiteral("Usage: puzzle-cli ")),
                     qPrintable(args.join(QLatin1Char(' '))));
            QVERIFY(result.err.isEmpty());
        }
    }

    // An option the action does not read is refused, naming the option and the action, not
    // silently ignored (the day's Kanoodle puzzle has no level to choose whatever --level says).
    void anOptionTheActionDoesNotTakeIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("kanoodle daily --level")
            << QStringList {"kanoodle", "daily", "--level", "3"}
            << QStringLiteral("kanoodle daily does not take --level");
        QTest::newRow("noodles solve --seed")
            << QStringList {"noodles", "solve", "x.json", "--seed", "3"}
            << QStringLiteral("noodles solve does not take --seed");
        QTest::newRow("noodles daily --wrap")
            << QStringList {"noodles", "daily", "--wrap"}
            << QStringLiteral("noodles daily does not take --wrap");
        QTest::newRow("entanglement replay --radius")
            << QStringList {"entanglement", "replay", "x.json", "--radius", "2"}
            << QStringLiteral("entanglement replay does not take --radius");
        QTest::newRow("slide check --algorithm")
            << QStringList {"slide", "check", "x.txt", "--algorithm", "fast"}
            << QStringLiteral("slide check does not take --algorithm");
        QTest::newRow("kanoodle generate --count")
            << QStringList {"kanoodle", "generate", "--flat", "--given",
                            "5",        "--seed",   "1",      "--count"}
            << QStringLiteral("kanoodle generate does not take --count");
    }

    void anOptionTheActionDoesNotTakeIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun result = run(args);
        QCOMPARE(result.code, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(message), qPrintable(result.err));
        QVERIFY2(isOneLineUsageError(result.err,
                                     QStringLiteral("puzzle-cli %1 --help").arg(args.first())),
                 qPrintable(result.err));
    }

    void optionsTheActionTakesStillWork()
    {
        const CliRun daily = run({"kanoodle", "daily", "--date", "2026-01-01", "--json"});
        QCOMPARE(daily.code, 0);
        QCOMPARE(daily.json().value(QStringLiteral("date")).toString(),
                 QStringLiteral("2026-01-01"));
        const CliRun generated = run({"noodles", "generate", "--width", "3", "--height", "3",
                                      "--seed", "5", "--wrap", "--json"});
        QCOMPARE(generated.code, 0);
    }

    // Counts in messages: "1 move", "2 moves" (the CLI loads no translator).
    void countsHaveTheirEnglishPlural()
    {
        QCOMPARE(pw::cli::countOf(0, "move", "moves"), QStringLiteral("0 moves"));
        QCOMPARE(pw::cli::countOf(1, "move", "moves"), QStringLiteral("1 move"));
        QCOMPARE(pw::cli::countOf(2, "entry", "entries"), QStringLiteral("2 entries"));
        QCOMPARE(pw::cli::countOf(1, "guess", "guesses"), QStringLiteral("1 guess"));

        QTemporaryDir dir;
        const QString oneMove = dir.filePath(QStringLiteral("one.txt"));
        const QString twoMoves = dir.filePath(QStringLiteral("two.txt"));
        for (const auto &[path, text] :
             {std::pair {oneMove, "1 2\n0 3\n"}, std::pair {twoMoves, "0 1\n3 2\n"}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text);
        }
        const CliRun one = run({"slide", "solve", oneMove});
        QCOMPARE(one.code, 0);
        QVERIFY2(one.out.startsWith(QStringLiteral("1 move (")), qPrintable(one.out));
        const CliRun two = run({"slide", "solve", twoMoves, "--algorithm", "astar"});
        QCOMPARE(two.code, 0);
        QVERIFY2(two.out.startsWith(QStringLiteral("2 moves (")), qPrintable(two.out));
        QVERIFY2(!one.out.contains(QStringLiteral(" 1 nodes")), qPrintable(one.out));

        // A generated puzzle has one solution: "(1 solution)", and its givens in the plural.
        const CliRun given = run({"kanoodle", "generate", "--flat", "--given", "5", "--seed", "3"});
        QCOMPARE(given.code, 0);
        QVERIFY2(given.out.contains(QStringLiteral(" pieces given)")), qPrintable(given.out));
        const QString state = given.out.section(QLatin1Char(' '), 0, 0);
        const CliRun counted = run({"kanoodle", "solve", "--flat", state, "--count"});
        QCOMPARE(counted.code, 0);
        QVERIFY2(counted.out.contains(QStringLiteral("(1 solution)")), qPrintable(counted.out));

        // A message from the rules that the CLI prints: a record whose first move (one segment,
        // worth one point) claims five points.
        QFile sample(
            QStringLiteral(PW_SOURCE_DIR "/resources/samples/entanglement/lookahead-seed-9.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        QJsonObject record = QJsonDocument::fromJson(sample.readAll()).object();
        QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
        QJsonObject first = moves.at(0).toObject();
        first.insert(QStringLiteral("points"), 5);
        moves.replace(0, first);
        record.insert(QStringLiteral("moves"), moves);
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(record).toJson());
        out.close();
        const CliRun replay = run({"entanglement", "replay", broken});
        QCOMPARE(replay.code, 2);
        QVERIFY2(replay.err.contains(QStringLiteral(
                     "claims 5 points but the line grows by 1 segment, worth 1 point")),
                 qPrintable(replay.err));
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

    // A folder given as FILE is refused at once, naming its kind; a FIFO, unlike in the window,
    // is read once its writer comes (tst_clipipes runs the program with real pipes).
    void foldersAreRefusedAndFifosRead()
    {
        QTemporaryDir dir;
        const CliRun folder = run({QStringLiteral("slide"), QStringLiteral("check"), dir.path()});
        QCOMPARE(folder.code, 2);
        QVERIFY2(folder.err.contains(QStringLiteral("folder")), qPrintable(folder.err));
#ifdef Q_OS_UNIX
        const QString fifo = dir.filePath(QStringLiteral("pipe.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // Opening the FIFO to write waits for the reader, so the writer is a thread of its own.
        std::unique_ptr<QThread> writer(QThread::create([fifo] {
            QFile file(fifo);
            if (file.open(QIODevice::WriteOnly))
                file.write("3\n1 2 3\n4 5 6\n7 8 0\n");
        }));
        writer->start();
        const CliRun pipe = run({QStringLiteral("slide"), QStringLiteral("check"), fifo});
        QVERIFY(writer->wait(30000));
        QVERIFY2(pipe.code == 0, qPrintable(pipe.err));
        QCOMPARE(pipe.out, QStringLiteral("solvable\n"));
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
