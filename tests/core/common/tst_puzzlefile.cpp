#include "core/common/AtomicFileWriter.h"
#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"
#include "core/common/StreamInput.h"

#include <QDir>
#include <QProcess>
#include <QScopeGuard>
#include <QThread>
#include <QtTest>

#include <memory>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace pw::common;

class TestPuzzleFile : public QObject
{
    Q_OBJECT
private slots:
    void envelopeRoundTripsThroughAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QJsonObject object = makeEnvelope(QStringLiteral("sliding"));
        object.insert(QStringLiteral("rows"), 3);
        QVERIFY(!writeJsonFile(path, object));
        const auto loaded = readEnvelopeFile(path, QStringLiteral("sliding"));
        QVERIFY(loaded);
        QCOMPARE(loaded->value(QStringLiteral("rows")).toInt(), 3);
        QCOMPARE(peekPuzzleKind(path), QStringLiteral("sliding"));
    }

    void syntaxErrorsNameTheLine()
    {
        const auto result = parseEnvelope("{\n  \"format\": \"puzzle-workbench\",\n  oops\n}",
                                          QStringLiteral("bad.json"));
        QVERIFY(!result);
        QCOMPARE(result.error().source, QStringLiteral("bad.json"));
        QVERIFY2(result.error().location.startsWith(QStringLiteral("line 3")),
                 qPrintable(result.error().message()));
    }

    void envelopeFieldsAreChecked_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::newRow("not an object") << QByteArray("[1, 2]") << QString();
        QTest::newRow("wrong format")
            << QByteArray(R"({"format": "other", "version": 1, "puzzle": "sliding"})")
            << QStringLiteral("format");
        QTest::newRow("future version")
            << QByteArray(R"({"format": "puzzle-workbench", "version": 7, "puzzle": "sliding"})")
            << QStringLiteral("version");
        QTest::newRow("no puzzle") << QByteArray(R"({"format": "puzzle-workbench", "version": 1})")
                                   << QStringLiteral("puzzle");
        QTest::newRow("other puzzle")
            << QByteArray(R"({"format": "puzzle-workbench", "version": 1, "puzzle": "noodles"})")
            << QStringLiteral("puzzle");
    }

    void envelopeFieldsAreChecked()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const auto result
            = parseEnvelope(json, QStringLiteral("x.json"), QStringLiteral("sliding"));
        QVERIFY(!result);
        if (!field.isEmpty())
            QVERIFY2(result.error().location.contains(field), qPrintable(result.error().message()));
        QVERIFY(result.error().message().startsWith(QStringLiteral("x.json")));
    }

    void failedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keep.json"));
        QVERIFY(!writeFileAtomically(path, "old contents"));
        // A directory cannot be written as a file; the error is reported, nothing is damaged.
        const Status status = writeFileAtomically(dir.path(), "new");
        QVERIFY(status.has_value());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old contents"));
    }

    // The writer fails on demand at each point where a real disk can refuse (a full disk at the
    // write, at the flush of QSaveFile's buffer, a rename refused at the commit): the old file
    // stays byte for byte, no temporary is left, and the error names the path and the reason.
    void failedWriteAtAnyStageKeepsTheOldFile_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("errorNumber");
        QTest::newRow("open, permission denied")
            << int(AtomicFileWriter::Stage::Open) << int(EACCES);
        QTest::newRow("write, disk full") << int(AtomicFileWriter::Stage::Write) << int(ENOSPC);
        QTest::newRow("flush, disk full") << int(AtomicFileWriter::Stage::Flush) << int(ENOSPC);
        QTest::newRow("commit, read-only") << int(AtomicFileWriter::Stage::Commit) << int(EROFS);
    }

    void failedWriteAtAnyStageKeepsTheOldFile()
    {
        QFETCH(int, stage);
        QFETCH(int, errorNumber);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(!writeFileAtomically(path, "old contents"));
        AtomicFileWriter::injectFailure(AtomicFileWriter::InjectedFailure {
            AtomicFileWriter::Stage(stage), errorNumber, QStringLiteral("game.json")});
        const Status status = writeFileAtomically(path, QByteArray(100000, 'x'));
        // Another file is not affected by a failure aimed at game.json.
        const Status other = writeFileAtomically(dir.filePath(QStringLiteral("other.json")), "{}");
        AtomicFileWriter::injectFailure(std::nullopt);
        QVERIFY(status.has_value());
        QVERIFY(!other.has_value());
        QCOMPARE(status->source, path);
        QVERIFY2(status->message().startsWith(path), qPrintable(status->message()));
        QVERIFY2(status->reason.contains(qt_error_string(errorNumber)),
                 qPrintable(status->message()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old contents"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 (QStringList {QStringLiteral("game.json"), QStringLiteral("other.json")}));
        // Once the failure is gone, the same write succeeds.
        QVERIFY(!writeFileAtomically(path, "new contents"));
    }

    // A real full disk, where the machine lets the test mount a 64 KiB tmpfs (root in a
    // container that allows it); skipped elsewhere. QSaveFile keeps small writes in its buffer,
    // so the disk refuses only at the flush: before the writer checked it, the rename went ahead
    // and left an empty file behind "Saved".
    void fullDiskKeepsTheOldFile()
    {
#ifdef Q_OS_LINUX
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(mountPoint));
        QProcess mount;
        mount.start(QStringLiteral("mount"),
                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                     QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mountPoint});
        if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit
            || mount.exitCode() != 0)
            QSKIP("this machine does not let the test mount a tmpfs");
        const auto unmount = qScopeGuard([&] {
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), mountPoint});
        });
        const QString path = mountPoint + QStringLiteral("/game.json");
        QVERIFY(!writeFileAtomically(path, "old contents"));
        {
            QFile filler(mountPoint + QStringLiteral("/filler"));
            QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
            const QByteArray block(4096, 'f');
            while (filler.write(block) == block.size()) { }
        }
        const Status status = writeFileAtomically(path, QByteArray(3000, 'x'));
        QVERIFY(status.has_value());
        QVERIFY2(status->reason.contains(qt_error_string(ENOSPC)), qPrintable(status->message()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("old contents"));
#else
        QSKIP("mounting a small tmpfs is a Linux test");
#endif
    }

    // Opening never waits: a FIFO with no writer, a folder and a missing file are refused at
    // once, naming what they are. (Before, reading a FIFO waited for a writer, freezing the
    // window; if it still did, this test would hang until its timeout.)
    void onlyRegularFilesAreRead()
    {
        QTemporaryDir dir;
#ifdef Q_OS_UNIX
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const auto fromFifo = readWholeFile(fifo);
        QVERIFY(!fromFifo);
        QCOMPARE(fromFifo.error().source, fifo);
        QVERIFY2(fromFifo.error().reason.contains(QStringLiteral("FIFO")),
                 qPrintable(fromFifo.error().message()));
        QVERIFY(!readEnvelopeFile(fifo));
        QCOMPARE(peekPuzzleKind(fifo), QString());
        const auto fromDevice = readWholeFile(QStringLiteral("/dev/zero"));
        QVERIFY(!fromDevice);
        QVERIFY2(fromDevice.error().reason.contains(QStringLiteral("device")),
                 qPrintable(fromDevice.error().message()));
#endif
        const auto fromFolder = readWholeFile(dir.path());
        QVERIFY(!fromFolder);
        QVERIFY2(fromFolder.error().reason.contains(QStringLiteral("folder")),
                 qPrintable(fromFolder.error().message()));
        const auto missing = readWholeFile(dir.filePath(QStringLiteral("gone.json")));
        QVERIFY(!missing);
        QVERIFY2(missing.error().reason.contains(QStringLiteral("cannot open")),
                 qPrintable(missing.error().message()));
        // A regular file, and a symbolic link to one, are read.
        const QString plain = dir.filePath(QStringLiteral("plain.txt"));
        QVERIFY(!writeFileAtomically(plain, "3\n"));
        QCOMPARE(*readWholeFile(plain), QByteArray("3\n"));
        const QString link = dir.filePath(QStringLiteral("link.txt"));
        QVERIFY(QFile::link(plain, link));
        QCOMPARE(*readWholeFile(link), QByteArray("3\n"));
    }

    // The command line (and only it) turns stream input on: then a FIFO is read once its writer
    // comes, its bytes are kept for a second read, a folder is still refused, and a stream
    // over the limit is refused. Turned off again, the FIFO is refused at once as before.
    void streamsAreReadOnlyWhenTheCommandLineAllowsThem()
    {
#ifdef Q_OS_UNIX
        QVERIFY(!streamInputAllowed()); // the window's default
        QVERIFY(!namesStandardInput(QStringLiteral("-")));
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.txt"));
        const QString big = dir.filePath(QStringLiteral("big.txt"));
        for (const QString &path : {fifo, big})
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        // Opening a FIFO to write waits for its reader: each writer is a thread of its own.
        const auto writer = [](const QString &path, const QByteArray &bytes) {
            return std::unique_ptr<QThread>(QThread::create([path, bytes] {
                QFile file(path);
                if (file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
                    file.write(bytes);
            }));
        };
        allowStreamInput(true);
        const auto off = qScopeGuard([] { allowStreamInput(false); });
        QVERIFY(namesStandardInput(QStringLiteral("-")));

        const std::unique_ptr<QThread> first = writer(fifo, "3\n1 2\n");
        first->start();
        const auto read = readWholeFile(fifo);
        QVERIFY(first->wait(30000));
        QVERIFY2(read, qPrintable(read ? QString() : read.error().message()));
        QCOMPARE(*read, QByteArray("3\n1 2\n"));
        // No writer now: a second read would wait for ever if the bytes were not kept.
        QCOMPARE(peekPuzzleKind(fifo), QString());
        QCOMPARE(*readWholeFile(fifo), QByteArray("3\n1 2\n"));

        QVERIFY(!readWholeFile(dir.path()));
        QVERIFY(readWholeFile(dir.path()).error().reason.contains(QStringLiteral("folder")));

        const std::unique_ptr<QThread> second = writer(big, QByteArray(20, 'x'));
        second->start();
        const auto tooBig = readWholeFile(big, 10);
        QVERIFY(second->wait(30000));
        QVERIFY(!tooBig);
        QVERIFY2(tooBig.error().reason.contains(QStringLiteral("larger than 10 bytes")),
                 qPrintable(tooBig.error().message()));

        allowStreamInput(false);
        const auto refused = readWholeFile(fifo);
        QVERIFY(!refused);
        QVERIFY(refused.error().reason.contains(QStringLiteral("FIFO")));
        QVERIFY(!readWholeFile(QStringLiteral("-"))); // a file named "-", which is not there
#else
        QSKIP("FIFOs are a POSIX thing");
#endif
    }

    void missingFilesAreReportedByName()
    {
        const auto result = readEnvelopeFile(QStringLiteral("/nonexistent/dir/x.json"));
        QVERIFY(!result);
        QVERIFY(result.error().message().contains(QStringLiteral("x.json")));
    }

    void fieldReaderReportsTheFirstProblem()
    {
        QJsonObject object;
        object.insert(QStringLiteral("width"), 99);
        object.insert(QStringLiteral("height"), 2.5);
        object.insert(QStringLiteral("wrap"), QStringLiteral("yes"));
        JsonFieldReader reader(object, QStringLiteral("n.json"));
        QCOMPARE(reader.integer(QStringLiteral("width"), 2, 40), std::nullopt);
        QCOMPARE(reader.integer(QStringLiteral("height"), 2, 40), std::nullopt);
        QVERIFY(!reader.ok());
        QCOMPARE(reader.error()->location, QStringLiteral("field \"width\""));
        QVERIFY(reader.error()->reason.contains(QStringLiteral("2 to 40")));

        JsonFieldReader second(object, QStringLiteral("n.json"));
        QCOMPARE(second.boolean(QStringLiteral("missing"), true), std::optional<bool>(true));
        QCOMPARE(second.boolean(QStringLiteral("wrap"), false), std::nullopt);
        QCOMPARE(second.error()->location, QStringLiteral("field \"wrap\""));
    }
};

QTEST_GUILESS_MAIN(TestPuzzleFile)
#include "tst_puzzlefile.moc"
