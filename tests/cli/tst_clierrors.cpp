// How puzzle-cli reports what is wrong: JSON errors under --json, --version on every verb, and
// "did you mean ...?" for a near miss of a verb, action or option.

#include "app/cli/NearestWord.h"
#include "tests/support/CliProcess.h"
#include "tests/support/CliRun.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using pw::test::CliRun;

namespace {

// The one JSON object a --json error prints: stdout holds exactly one line, and it parses.
bool isOneJsonError(const CliRun &run, QJsonObject *object)
{
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() != 1 || !run.err.isEmpty())
        return false;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(lines.first().toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return false;
    *object = document.object();
    return object->value(QStringLiteral("error")).isString()
        && !object->value(QStringLiteral("error")).toString().isEmpty();
}

} // namespace

class TestCliErrors : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString writeFile(const char *name, const QByteArray &contents)
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(contents);
        return path;
    }

private slots:
    // Every kind of error, with its fields: the place as numbers where it is a line, else as
    // "location"; what it is about as "file", "option" or "input"; empty fields left out.
    void jsonErrorsAreOneObjectWithTheirFields_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QJsonObject>("fields"); // besides "error"
        QTest::addColumn<QString>("reason"); // a part of "error"

        const QString board = writeFile("board.txt", "3\n1 2 3\n4 5 6\n7 5 0\n");
        QTest::newRow("a line and column")
            << QStringList {"slide", "check", board, "--json"} << 2
            << QJsonObject {{"file", "board.txt"}, {"line", 4}, {"column", 2}}
            << QStringLiteral("5 appears twice");
        const QString syntax
            = writeFile("syntax.json", "{\"format\": \"puzzle-workbench\",\n\n  oops}");
        QTest::newRow("JSON syntax")
            << QStringList {"noodles", "solve", syntax, "--json"} << 2
            << QJsonObject {{"file", "syntax.json"}, {"line", 3}, {"column", 4}}
            << QStringLiteral("not valid JSON");
        const QString sliding = QStringLiteral(
            PW_SOURCE_DIR "/resources/samples/sliding/8-puzzle-hardest-31-moves.json");
        QTest::newRow("a field") << QStringList {"noodles", "solve", sliding, "--json"} << 2
                                 << QJsonObject {{"file", "8-puzzle-hardest-31-moves.json"},
                                                 {"location", "field \"puzzle\""}}
                                 << QStringLiteral("not \"noodles\"");
        const QString missing = m_dir.filePath(QStringLiteral("gone.json"));
        QTest::newRow("a missing file")
            << QStringList {"entanglement", "replay", missing, "--json"} << 2
            << QJsonObject {{"file", missing}} << QStringLiteral("cannot open");
        QTest::newRow("a game ID")
            << QStringList {"id", "noodles:9y9#1", "--json"} << 2
            << QJsonObject {{"input", "game ID"}, {"location", "character 10"}}
            << QStringLiteral("expected");
        QTest::newRow("an option's value")
            << QStringList {"kanoodle", "solve", "--flat", "zz", "--json"} << 2
            << QJsonObject {{"option", "--flat"}, {"location", "state"}}
            << QStringLiteral("has 2 characters");
        QTest::newRow("usage") << QStringList {"noodles", "solve", "--json"} << 2
                               << QJsonObject {{"help", "puzzle-cli noodles --help"}}
                               << QStringLiteral("FILE");
        QTest::newRow("unknown verb")
            << QStringList {"chess", "--json"} << 2 << QJsonObject {{"help", "puzzle-cli --help"}}
            << QStringLiteral("'chess'");
        QTest::newRow("a typo") << QStringList {"noodles", "generate", "--jsn", "--json"} << 2
                                << QJsonObject {{"help", "puzzle-cli noodles --help"},
                                                {"suggestion", "--json"}}
                                << QStringLiteral("unknown option '--jsn'");
        QTest::newRow("no puzzle came: exit 1")
            << QStringList {"noodles", "generate", "--level", "fiendish", "--attempts",
                            "1",       "--width",  "4",       "--height", "4",
                            "--seed",  "1",        "--json"}
            << 1 << QJsonObject {{"option", "--level"}} << QString();
    }

    void jsonErrorsAreOneObjectWithTheirFields()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QJsonObject, fields);
        QFETCH(QString, reason);
        const CliRun run = pw::test::runCli(args);
        QJsonObject error;
        QVERIFY2(isOneJsonError(run, &error), qPrintable(run.out + run.err));
        QCOMPARE(run.code, code);
        for (auto it = fields.begin(); it != fields.end(); ++it)
            QCOMPARE(error.value(it.key()), it.value());
        QVERIFY2(error.value(QStringLiteral("error")).toString().contains(reason),
                 qPrintable(error.value(QStringLiteral("error")).toString()));
        // Nothing empty is written, and a place is never both a line and a text that says so.
        for (auto it = error.begin(); it != error.end(); ++it)
            QVERIFY2(!(it.value().isString() && it.value().toString().isEmpty()),
                     qPrintable(it.key()));
        if (!fields.contains(QStringLiteral("location")))
            QVERIFY(!error.contains(QStringLiteral("location")));
    }

    // Without --json the same errors stay one line of text on stderr.
    void withoutJsonErrorsStayText()
    {
        const QString board = writeFile("text.txt", "3\n1 2 3\n4 5 6\n7 5 0\n");
        const CliRun run = pw::test::runCli({"slide", "check", board});
        QCOMPARE(run.code, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(QStringLiteral("puzzle-cli: text.txt, line 4, column 2: ")),
                 qPrintable(run.err));
    }

    // The real program: the JSON goes to stdout, nothing to stderr, and the exit code is 2.
    void aJsonErrorFromTheProgram()
    {
        const pw::test::CliProcessRun run = pw::test::runCliProcess(
            {"slide", "solve", m_dir.filePath(QStringLiteral("none.txt")), "--json"});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QVERIFY(run.json()
                    .value(QStringLiteral("error"))
                    .toString()
                    .contains(QStringLiteral("cannot open")));
    }

    void everyVerbAndActionTakesVersion()
    {
        const QString version = pw::test::runCli({"--version"}).out;
        QVERIFY(version.startsWith(QStringLiteral("puzzle-cli ")));
        for (const QStringList &args :
             {QStringList {"noodles", "--version"}, QStringList {"noodles", "solve", "--version"},
              QStringList {"kanoodle", "--version"}, QStringList {"kanoodle", "daily", "--version"},
              QStringList {"entanglement", "--version"},
              QStringList {"entanglement", "replay", "--version"},
              QStringList {"slide", "--version"},
              QStringList {"slide", "build-tables", "--version"},
              QStringList {"id", "--version"}}) {
            const CliRun run = pw::test::runCli(args);
            QCOMPARE(run.code, 0);
            QCOMPARE(run.out, version);
            QVERIFY(run.err.isEmpty());
        }
        // The help says so, so the man page and the completion offer it.
        QVERIFY(pw::test::runCli({"slide", "--help"}).out.contains(QStringLiteral("--version")));
    }

    void aNearMissSuggestsTheNearestName_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const QStringList &args, const char *message) {
            QTest::newRow(name) << args
                                << QStringLiteral("puzzle-cli: %1\n").arg(QLatin1String(message));
        };
        row("option", {"noodles", "generate", "--jsn"},
            "unknown option '--jsn'; did you mean '--json'?");
        row("option, letters swapped", {"slide", "solve", "x.txt", "--algortihm", "fast"},
            "unknown option '--algortihm'; did you mean '--algorithm'?");
        row("option of id", {"id", "--off", "x.json"},
            "unknown option '--off'; did you mean '--of'?");
        row("verb", {"noodls"}, "unknown verb 'noodls'; did you mean 'noodles'?");
        row("verb in capitals", {"SLIDE"}, "unknown verb 'SLIDE'; did you mean 'slide'?");
        row("action", {"slide", "slove", "x.txt"}, "unknown action 'slove'; did you mean 'solve'?");
        row("action with a file", {"kanoodle", "solv", "x.json"},
            "unknown action 'solv'; did you mean 'solve'?");
        row("action of entanglement", {"entanglement", "replya"},
            "unknown action 'replya'; did you mean 'replay'?");
        row("top-level option", {"--verison"},
            "unknown option '--verison'; did you mean '--version'?");
    }

    void aNearMissSuggestsTheNearestName()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun run = pw::test::runCli(args);
        QCOMPARE(run.code, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, message);
    }

    // A word far from every name gets no guess, only the pointer to the help.
    void aWildGuessGetsNoSuggestion()
    {
        for (const QStringList &args :
             {QStringList {"chess"}, QStringList {"noodles", "fly"},
              QStringList {"noodles", "generate", "--bogus"}, QStringList {"id", "--x", "y"}}) {
            const CliRun run = pw::test::runCli(args);
            QCOMPARE(run.code, 2);
            QVERIFY2(!run.err.contains(QStringLiteral("did you mean")), qPrintable(run.err));
            QVERIFY2(run.err.endsWith(QStringLiteral("--help'\n")), qPrintable(run.err));
        }
        // An unknown action without a near miss lists the actions.
        QVERIFY(pw::test::runCli({"entanglement", "fly"})
                    .err.contains(QStringLiteral("(play, replay or daily)")));
    }

    void editDistanceCountsInsertionsDeletionsReplacementsAndSwaps()
    {
        using pw::cli::editDistance;
        QCOMPARE(editDistance(QStringLiteral("json"), QStringLiteral("json")), 0);
        QCOMPARE(editDistance(QStringLiteral("jsn"), QStringLiteral("json")), 1);
        QCOMPARE(editDistance(QStringLiteral("jsonn"), QStringLiteral("json")), 1);
        QCOMPARE(editDistance(QStringLiteral("jsom"), QStringLiteral("json")), 1);
        QCOMPARE(editDistance(QStringLiteral("jsno"), QStringLiteral("json")), 1);
        QCOMPARE(editDistance(QStringLiteral("JSON"), QStringLiteral("json")), 0);
        QCOMPARE(editDistance(QStringLiteral("fly"), QStringLiteral("play")), 2);
        QCOMPARE(editDistance(QString(), QStringLiteral("abc")), 3);
        QCOMPARE(pw::cli::nearestWord(QStringLiteral("generat"), {"generate", "solve", "daily"}),
                 QStringLiteral("generate"));
        QCOMPARE(pw::cli::nearestWord(QStringLiteral("fly"), {"play", "replay", "daily"}),
                 QString());
        QCOMPARE(pw::cli::nearestWord(QStringLiteral("solve"), {"solve"}), QString());
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "tst_clierrors.moc"
