// puzzle-cli reads what the shell hands it: "-" (standard input), /dev/stdin, <(cmd) and a FIFO,
// in every verb that takes a file, run as a real process with a real pipe on its standard input.

#include "tests/support/CliProcess.h"
#include "tests/support/CliRun.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using pw::test::CliProcessRun;
using pw::test::runCliProcess;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(PW_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The JSON lines of a run without what differs from run to run: the time, and the nodes a
// search on several threads expands.
QList<QJsonObject> untimedJson(const CliProcessRun &run)
{
    QList<QJsonObject> objects;
    for (const QString &line : run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
        object.remove(QStringLiteral("millis"));
        object.remove(QStringLiteral("expanded"));
        objects << object;
    }
    return objects;
}

// A pyramid puzzle for Kanoodle's batch file: "NAME STATE".
QByteArray kanoodleBatch()
{
    const pw::test::CliRun generated
        = pw::test::runCli({"kanoodle", "generate", "--pyramid", "--level", "60", "--seed", "4"});
    return "p60 " + generated.out.section(QLatin1Char(' '), 0, 0).toUtf8() + "\n";
}

const QByteArray solvableText = "3\n1 2 3\n4 5 6\n7 0 8\n";

} // namespace

class TestCliPipes : public QObject
{
    Q_OBJECT
private slots:
    // Each verb that reads a file answers the same for the file and for its bytes piped to "-".
    void everyVerbReadsStandardInput_data()
    {
        QTest::addColumn<QStringList>("args"); // "-" where the file goes
        QTest::addColumn<QByteArray>("input");
        const auto row = [](const char *name, const QStringList &args, const QByteArray &input) {
            QTest::newRow(name) << args << input;
        };
        row("noodles solve", {"noodles", "solve", "-", "--json"},
            contentsOf(sample("noodles/square-easy-7x7.json")));
        row("kanoodle solve", {"kanoodle", "solve", "-", "--json"},
            contentsOf(sample("kanoodle/flat-4-given.json")));
        row("kanoodle solve --batch", {"kanoodle", "solve", "--batch", "-", "--json"},
            kanoodleBatch());
        row("kanoodle solutions", {"kanoodle", "solutions", "-", "--limit", "2", "--json"},
            contentsOf(sample("kanoodle/flat-4-given.json")));
        row("entanglement replay", {"entanglement", "replay", "-", "--json"},
            contentsOf(sample("entanglement/lookahead-seed-9.json")));
        row("slide solve", {"slide", "solve", "-", "--json"},
            contentsOf(sample("sliding/8-puzzle-hardest-31-moves.json")));
        row("slide solve text", {"slide", "solve", "-", "--json"}, solvableText);
        row("slide solve --batch", {"slide", "solve", "--batch", "-", "--json"},
            "a: 1 2 3 4 5 6 7 0 8\nb: 1 2 3 4 0 6 7 5 8\n");
        row("slide check", {"slide", "check", "-", "--json"},
            contentsOf(sample("sliding/24-puzzle-seed-2026.txt")));
        // id --of reads its file twice (the "puzzle" field picks the back end, which reads it):
        // a pipe gives its bytes once, so the second read must be the kept bytes.
        row("id --of noodles", {"id", "--of", "-", "--json"},
            contentsOf(sample("noodles/hex-expert-10x9-wrap.json")));
        row("id --of sliding json", {"id", "--of", "-", "--json"},
            contentsOf(sample("sliding/4x6-game-in-progress.json")));
        row("id --of sliding text", {"id", "--of", "-"}, solvableText);
        row("id --of kanoodle", {"id", "--of", "-"},
            contentsOf(sample("kanoodle/sliding-aijkl.json")));
        row("id --of entanglement", {"id", "--of", "-"},
            contentsOf(sample("entanglement/game-in-progress.json")));
    }

    void everyVerbReadsStandardInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QVERIFY(!input.isEmpty());
        const CliProcessRun piped = runCliProcess(args, input);
        QVERIFY2(piped.finished, "puzzle-cli did not finish reading its standard input");
        QVERIFY2(piped.code == 0, qPrintable(piped.err));
        QVERIFY(!piped.out.isEmpty());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(input);
        file.close();
        QStringList fileArgs = args;
        fileArgs[int(args.indexOf(QStringLiteral("-")))] = path;
        const CliProcessRun fromFile = runCliProcess(fileArgs);
        QCOMPARE(fromFile.code, 0);
        if (args.contains(QStringLiteral("--json")))
            QCOMPARE(untimedJson(piped), untimedJson(fromFile));
        else
            QCOMPARE(piped.out, fromFile.out);
    }

    // Not only "-": any path that is a pipe is read to its end.
    void devStdinAndProcessSubstitutionAreRead()
    {
        const CliProcessRun devStdin
            = runCliProcess({"slide", "check", "/dev/stdin", "--json"}, solvableText);
        QVERIFY2(devStdin.code == 0, qPrintable(devStdin.err));
        QCOMPARE(devStdin.json().value(QStringLiteral("solvable")), QJsonValue(true));

        const CliProcessRun substituted
            = pw::test::runShell(QStringLiteral("\"$CLI\" id --of <(cat '%1')")
                                     .arg(sample("sliding/4x6-game-in-progress.json")));
        QVERIFY2(substituted.code == 0, qPrintable(substituted.err));
        const CliProcessRun direct
            = runCliProcess({"id", "--of", sample("sliding/4x6-game-in-progress.json")});
        QCOMPARE(substituted.out, direct.out);
    }

    // A FIFO made with mkfifo: the CLI waits for its writer and reads to the end.
    void aFifoIsReadWhenItsWriterComes()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("board.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess process;
        process.start(QStringLiteral(PW_CLI_EXECUTABLE), {"slide", "solve", fifo, "--json"});
        QVERIFY(process.waitForStarted());
        // Opening for writing without waiting fails (ENXIO) until the CLI has opened it to read.
        int descriptor = -1;
        const QDeadlineTimer deadline(30000);
        while (descriptor < 0 && !deadline.hasExpired()) {
            descriptor = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
            if (descriptor < 0)
                QThread::msleep(10);
        }
        QVERIFY2(descriptor >= 0, "puzzle-cli never opened the FIFO");
        // Two writes with a pause: the reader must not stop at the first.
        QCOMPARE(::write(descriptor, "3\n1 2 3\n", 8), ssize_t(8));
        QThread::msleep(100);
        QCOMPARE(::write(descriptor, "4 5 6\n0 7 8\n", 12), ssize_t(12));
        ::close(descriptor);
        const CliProcessRun run = pw::test::finishCli(process);
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QCOMPARE(run.json().value(QStringLiteral("length")).toInt(), 2);
#else
        QSKIP("FIFOs are a POSIX thing");
#endif
    }

    // A damaged input from a pipe is named as standard input, in text and in JSON.
    void standardInputIsNamedInErrors()
    {
        const QByteArray damaged = "3\n1 2 3\n4 5 6\n7 5 0\n";
        const CliProcessRun text = runCliProcess({"slide", "check", "-"}, damaged);
        QCOMPARE(text.code, 2);
        QVERIFY2(text.err.startsWith(QStringLiteral("puzzle-cli: standard input, line 4")),
                 qPrintable(text.err));
        const CliProcessRun json = runCliProcess({"slide", "check", "-", "--json"}, damaged);
        QCOMPARE(json.code, 2);
        QCOMPARE(json.json().value(QStringLiteral("file")).toString(), QStringLiteral("-"));
        QCOMPARE(json.json().value(QStringLiteral("line")).toInt(), 4);

        // Nothing piped in: refused with a reason, at once.
        const CliProcessRun empty = runCliProcess({"noodles", "solve", "-"});
        QVERIFY(empty.finished);
        QCOMPARE(empty.code, 2);
        QVERIFY2(empty.err.contains(QStringLiteral("standard input")), qPrintable(empty.err));
    }

    // A folder stays refused, also now that pipes are read.
    void aFolderIsStillRefused()
    {
        QTemporaryDir dir;
        const CliProcessRun run = runCliProcess({"slide", "check", dir.path()});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(QStringLiteral("folder")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPipes)
#include "tst_clipipes.moc"
