// The game's record through the midend alone, for every puzzle's back end: the help given, the
// seed ID and the time played survive every path a game can take (save and open, the autosave
// and restore, a finish), and what is derived from them (helped, the ID) follows the record.
#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/GameRecordNotes.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using pw::common::GameBackend;
using pw::common::GameMove;
using pw::common::GameState;
using pw::common::Help;
using pw::common::HelpNote;
using pw::ui::Midend;

namespace {

const GameBackend *backendNamed(const QString &kind)
{
    const GameBackend *backend = pw::backends::backendFor(kind);
    if (!backend)
        qFatal("no back end for %s", qPrintable(kind));
    return backend;
}

// The clock shows `kept` (what a file keeps, to a tenth of a second) and has run on for a moment
// at most since it was put back.
bool showsKeptTime(const Midend &midend, qint64 kept)
{
    const qint64 millis = midend.clock()->millis();
    return millis >= kept && millis < kept + 1000;
}

// A midend on a back end, as a tab has one.
struct RecordedGame
{
    Midend midend;
    const GameBackend *backend;
    explicit RecordedGame(const QString &kind)
        : backend(backendNamed(kind))
    {
        midend.setBackend(backend, [](const GameState &) { });
    }

    // The seed ID's game, as Enter Game ID starts it.
    void startFromId(const QString &id)
    {
        pw::common::QuietSink sink;
        const auto game = backend->gameFromId(id, sink);
        QVERIFY2(game, qPrintable(game ? QString() : game.error().message()));
        midend.startGame(game->state);
        midend.rememberSeedId(game->id);
    }

    // The hint's move, played as Hint plays it.
    void playHint()
    {
        pw::common::QuietSink sink;
        midend.noteHelp(Help::Hint);
        const pw::common::JobAnswer answer = backend->hint(midend.state(), {}, sink);
        QVERIFY(!answer.refusal);
        QVERIFY(!midend.play(answer.moves, QStringLiteral("Hint"),
                             Midend::By {pw::common::Author::Hint}));
    }

    // File ▸ Save: written, then marked saved, as the shell does once the write succeeded.
    void saveAs(const QString &path)
    {
        QVERIFY(!midend.saveFile(path));
        midend.markSaved(path);
    }

    void playToTheEnd()
    {
        pw::common::QuietSink sink;
        const pw::common::JobAnswer answer = backend->solve(midend.state(), {}, sink);
        QVERIFY(!answer.refusal);
        for (const GameMove &move : answer.moves)
            QVERIFY(!midend.play(move, QStringLiteral("move")));
        QVERIFY(backend->status(midend.state()).isFinished());
    }
};

} // namespace

class TestGameRecord : public QObject
{
    Q_OBJECT
private slots:
    void records_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("seedId");
        QTest::newRow("noodles") << "noodles" << "noodles:5x4#7";
        QTest::newRow("kanoodle") << "kanoodle" << "kanoodle:f8#7";
        QTest::newRow("entanglement") << "entanglement" << "entanglement:r2#7";
        QTest::newRow("sliding") << "sliding" << "sliding:3x3#7";
    }

    void helpIdAndTimeSurviveSaveOpenAndTheFinish_data() { records_data(); }
    void helpIdAndTimeSurviveSaveOpenAndTheFinish()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        played.playHint();
        played.midend.clock()->reset(67'340);
        QVERIFY(played.midend.isAssisted());
        QVERIFY(played.midend.hasUnsavedMoves());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        played.saveAs(path);
        QVERIFY(!played.midend.hasUnsavedMoves());

        RecordedGame opened(kind);
        QVERIFY(!opened.midend.openFile(path));
        QVERIFY(opened.midend.isAssisted());
        QCOMPARE(opened.midend.help(), (std::vector {HelpNote {Help::Hint, 0}}));
        QCOMPARE(opened.midend.gameId(), seedId); // not replaced by a descriptive one
        QVERIFY(showsKeptTime(opened.midend, 67'300)); // kept to a tenth
        QCOMPARE(opened.midend.filePath(), path);
        QVERIFY(!opened.midend.hasUnsavedMoves());

        opened.playToTheEnd();
        QVERIFY(opened.midend.isAssisted()); // finished with help, as before the save
        QCOMPARE(opened.midend.record().seedId, seedId);
    }

    void helpWithoutAMoveIsUnsavedAndKeptByTheFile_data() { records_data(); }
    void helpWithoutAMoveIsUnsavedAndKeptByTheFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        played.saveAs(path);
        // A browsed solution, a best line shown: no move, but the record changed.
        played.midend.noteHelp(Help::Solutions);
        QVERIFY(played.midend.hasUnsavedMoves());
        played.saveAs(path);

        RecordedGame opened(kind);
        QVERIFY(!opened.midend.openFile(path));
        QCOMPARE(opened.midend.help(), (std::vector {HelpNote {Help::Solutions, 0}}));
    }

    void theAutosaveGivesBackTheSameRecord_data() { records_data(); }
    void theAutosaveGivesBackTheSameRecord()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        played.saveAs(path);
        played.playHint();
        played.midend.clock()->reset(3'723'450);

        const QJsonObject autosave = played.midend.gameToJson();
        RecordedGame restored(kind);
        QVERIFY(!restored.midend.gameFromJson(autosave, QStringLiteral("autosave")));
        QCOMPARE(restored.midend.filePath(), path); // the title keeps the file's name
        QVERIFY(restored.midend.hasUnsavedMoves());
        QCOMPARE(restored.midend.gameId(), seedId);
        QCOMPARE(restored.midend.help(), played.midend.help());
        QVERIFY(showsKeptTime(restored.midend, 3'723'500));
        QCOMPARE(restored.midend.record().moves.size(), played.midend.record().moves.size());
        QVERIFY(played.backend->sameState(restored.midend.state(), played.midend.state()));
    }

    void theSeedIdHoldsWhateverIsPlayedSolvedOrUndone_data() { records_data(); }
    void theSeedIdHoldsWhateverIsPlayedSolvedOrUndone()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        played.playHint();
        played.midend.undo();
        QCOMPARE(played.midend.gameId(), seedId);
        played.playToTheEnd();
        QCOMPARE(played.midend.gameId(), seedId);
        // Another game forgets it.
        played.midend.startGame(played.midend.state());
        QVERIFY(played.midend.record().seedId.isEmpty());
    }

    void anUndoneBranchLeavesTheRecordsHelpAsItWas_data() { records_data(); }
    void anUndoneBranchLeavesTheRecordsHelpAsItWas()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        const GameState record = played.midend.state();
        pw::common::QuietSink sink;
        const pw::common::JobAnswer answer = played.backend->solve(record, {}, sink);
        QVERIFY(!answer.refusal && !answer.moves.empty());
        const GameState later = *played.backend->apply(record, answer.moves.front());
        played.midend.continueFrom(later, QStringLiteral("branch"), Help::Reveal);
        QVERIFY(played.midend.isAssisted());
        // Written and restored with the branch done: its help once, with the branch.
        RecordedGame restored(kind);
        QVERIFY(!restored.midend.gameFromJson(played.midend.gameToJson(), QStringLiteral("a")));
        QCOMPARE(restored.midend.help(), played.midend.help());
        QCOMPARE(restored.midend.help().size(), std::size_t(1));

        played.midend.undo();
        QVERIFY(!played.midend.isAssisted()); // the record as it was before the branch
        QVERIFY(played.backend->sameState(played.midend.state(), record));
        played.midend.redo();
        QVERIFY(played.midend.isAssisted());
        // Help seen without a branch stays, whatever is undone.
        played.midend.undo();
        played.midend.noteHelp(Help::Hint);
        played.midend.redo();
        played.midend.undo();
        QVERIFY(played.midend.isAssisted());
    }

    void theFileKeepsTheWholeHistory_data() { records_data(); }
    void theFileKeepsTheWholeHistory()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        const GameState start = played.midend.state();
        played.playHint(); // by the hint
        pw::common::QuietSink sink;
        const pw::common::JobAnswer next = played.backend->hint(played.midend.state(), {}, sink);
        QVERIFY(!next.refusal);
        QVERIFY(!played.midend.play(next.moves, QStringLiteral("mine"))); // by the player
        played.midend.undo();
        played.midend.jumpTo(start, QStringLiteral("Restart")); // "mine" becomes a branch
        played.midend.undo(); // and Restart the redo tail
        const QJsonObject history = played.midend.history().toJson(*played.backend);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        played.saveAs(path);
        RecordedGame opened(kind);
        QVERIFY(!opened.midend.openFile(path));
        QCOMPARE(opened.midend.history().toJson(*opened.backend), history);
        QCOMPARE(opened.midend.history().entry(0).author, pw::common::Author::Hint);
        QCOMPARE(opened.midend.history().abandoned().size(), std::size_t(1));
        QCOMPARE(opened.midend.help(), played.midend.help()); // each note once
        QVERIFY(!opened.midend.hasUnsavedMoves());
        // Undo and Redo work on the opened game as on the one saved.
        QVERIFY(opened.midend.canRedo());
        opened.midend.redo();
        QVERIFY(opened.backend->sameState(opened.midend.state(), start));
        opened.midend.undo();
        opened.midend.undo();
        QVERIFY(opened.backend->sameState(opened.midend.state(), start));

        // A file whose history no longer leads to its position (edited since) opens as a game
        // without one.
        QJsonObject file = QJsonDocument::fromJson([&] {
                               QFile read(path);
                               return read.open(QIODevice::ReadOnly) ? read.readAll() : QByteArray();
                           }())
                               .object();
        QJsonObject notes = file.value(pw::common::recordNotesKey).toObject();
        QJsonObject stale = notes.value(pw::common::historyKey).toObject();
        stale.insert(QStringLiteral("done"), 0);
        notes.insert(pw::common::historyKey, stale);
        file.insert(pw::common::recordNotesKey, notes);
        QVERIFY(!pw::common::writeJsonFile(path, file));
        RecordedGame edited(kind);
        QVERIFY(!edited.midend.openFile(path));
        QVERIFY(edited.midend.history().abandoned().empty());
        QVERIFY(edited.backend->sameState(edited.midend.state(), played.midend.state()));
    }

    void aFileOfAnEarlierVersionOpensUnhelpedWithoutAnId_data() { records_data(); }
    void aFileOfAnEarlierVersionOpensUnhelpedWithoutAnId()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        RecordedGame played(kind);
        played.startFromId(seedId);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.json"));
        // As earlier versions wrote it: the puzzle's own fields alone.
        QVERIFY(!pw::common::writeJsonFile(path, played.backend->fileJson(played.midend.record())));
        RecordedGame opened(kind);
        QVERIFY(!opened.midend.openFile(path));
        QVERIFY(!opened.midend.isAssisted());
        QVERIFY(showsKeptTime(opened.midend, 0));
        QVERIFY(opened.midend.record().seedId.isEmpty());
    }

    void aDamagedRecordIsRefusedNamingTheField()
    {
        RecordedGame played(QStringLiteral("sliding"));
        played.startFromId(QStringLiteral("sliding:3x3#7"));
        QJsonObject file = played.backend->fileJson(played.midend.record());
        file.insert(pw::common::recordNotesKey,
                    QJsonObject {{QStringLiteral("time"), QStringLiteral("soon")}});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.json"));
        QVERIFY(!pw::common::writeJsonFile(path, file));
        const auto read = played.backend->readFile(path);
        QVERIFY(!read);
        QCOMPARE(read.error().location, QStringLiteral("field \"game\".time"));
    }

    // Files keep tenths of a second: a time that rounds to none is not written (a 0 would read
    // back as no time and be left out the next time round), one that rounds up is.
    void aTimeUnderATwentiethIsNotWritten()
    {
        pw::common::GameRecord record;
        record.playedMillis = 49;
        QVERIFY(!pw::common::recordNotesToJson(record).contains(QStringLiteral("time")));
        record.playedMillis = 50;
        QCOMPARE(pw::common::recordNotesToJson(record).value(QStringLiteral("time")).toDouble(),
                 0.1);
    }
};

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_gamerecord.moc"
