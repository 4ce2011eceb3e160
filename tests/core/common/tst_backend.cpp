// Every puzzle's back end through the one interface alone: the scenarios below name no puzzle;
// each row is a puzzle kind, a seed ID small enough to solve in a moment, and the moves it uses.
#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw;
using common::Expected;
using common::GameBackend;
using common::GameMove;
using common::GameRecord;
using common::GameState;

namespace {

// What went wrong, for QVERIFY2 (which builds its message whether the check fails or not).
template<class T> const char *why(const Expected<T> &result)
{
    static QByteArray message;
    message = result ? QByteArray() : result.error().message().toUtf8();
    return message.constData();
}

const GameBackend &backendNamed(const QString &kind)
{
    const GameBackend *backend = backends::backendFor(kind);
    if (!backend)
        qFatal("no back end for %s", qPrintable(kind));
    return *backend;
}

GameState generate(const GameBackend &backend, const QString &id)
{
    common::QuietSink sink;
    const Expected<common::GameFromId> game = backend.gameFromId(id, sink);
    if (!game)
        qFatal("%s: %s", qPrintable(id), why(game));
    return game->state;
}

// The back end's defaults, as the command line asks.
std::vector<GameMove> solution(const GameBackend &backend, const GameState &state)
{
    common::QuietSink sink;
    const common::JobAnswer answer = backend.solve(state, {}, sink);
    if (answer.refusal)
        qFatal("solve: %s", qPrintable(answer.refusal->message()));
    return answer.moves;
}

// The first move of a hint.
GameMove hintMove(const GameBackend &backend, const GameState &state)
{
    common::QuietSink sink;
    const common::JobAnswer answer = backend.hint(state, {}, sink);
    if (answer.refusal || answer.moves.empty())
        qFatal("hint: %s", answer.refusal ? qPrintable(answer.refusal->message()) : "no move");
    return answer.moves.front();
}

GameMove moveFromText(const GameBackend &backend, const QString &json)
{
    // A bare JSON string ("U") is no JSON document; wrap it in an array to parse it.
    const QJsonDocument document = QJsonDocument::fromJson(("[" + json + "]").toUtf8());
    const Expected<GameMove> move = backend.moveFromJson(document.array().first());
    if (!move)
        qFatal("move %s: %s", qPrintable(json), why(move));
    return *move;
}

QByteArray text(const QJsonValue &value)
{
    return QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
}

} // namespace

class TestBackend : public QObject
{
    Q_OBJECT
private slots:
    void listsEveryPuzzleOnce()
    {
        QStringList kinds;
        for (const GameBackend *backend : backends::allBackends())
            kinds << backend->kind();
        QCOMPARE(kinds, QStringList({"noodles", "kanoodle", "entanglement", "sliding"}));
        QCOMPARE(backends::puzzleKinds(), kinds);
        QVERIFY(!backends::backendFor(QStringLiteral("chess")));
    }

    void findsThePuzzleOfAGameId()
    {
        for (const GameBackend *backend : backends::allBackends()) {
            const auto found = backends::backendForGameId(backend->kind() + QStringLiteral(":x#1"));
            QVERIFY(found);
            QCOMPARE(*found, backend);
        }
        const auto unknown = backends::backendForGameId(QStringLiteral("chess:8x8#1"));
        QVERIFY(!unknown);
        QVERIFY(unknown.error().reason.contains(
            QStringLiteral("noodles:, kanoodle:, entanglement:, sliding:")));
    }

private:
    // One row per back end. seedId: a game that generates and solves within a moment.
    // moveGameId: the game the move scenarios start from; legalMove: a move's JSON, or empty for
    // the hint's move; illegalMove: a move refused after the legal one, or empty for the legal
    // move again. finished: the outcome the solver's moves end in (Entanglement's game ends
    // "over": it has a score and no goal).
    static void scenarios_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("seedId");
        QTest::addColumn<QString>("moveGameId");
        QTest::addColumn<QString>("legalMove");
        QTest::addColumn<QString>("illegalMove");
        QTest::addColumn<common::Outcome>("finished");
        QTest::newRow("noodles") << "noodles"
                                 << "noodles:5x4#7"
                                 << "noodles:5x4#7"
                                 << R"({"lock": 0, "on": true})"
                                 << R"({"rotate": 0, "by": 1})" << common::Outcome::Won;
        QTest::newRow("kanoodle") << "kanoodle"
                                  << "kanoodle:f8#7"
                                  << "kanoodle:f8#7"
                                  << ""
                                  << "" << common::Outcome::Won;
        QTest::newRow("entanglement") << "entanglement"
                                      << "entanglement:r2#7"
                                      << "entanglement:r2#7"
                                      << ""
                                      << "" << common::Outcome::Over;
        QTest::newRow("sliding") << "sliding"
                                 << "sliding:3x3#7"
                                 << "sliding:2x2:1,2,3,0"
                                 << R"("U")"
                                 << R"("R")" << common::Outcome::Won;
    }

private slots:
    void aSeedIdGeneratesTheSameGameTwice_data() { scenarios_data(); }
    void aSeedIdGeneratesTheSameGameTwice()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        common::QuietSink sink;
        const Expected<common::GameFromId> first = backend.gameFromId(seedId, sink);
        const Expected<common::GameFromId> second = backend.gameFromId(seedId, sink);
        QVERIFY2(first, why(first));
        QVERIFY(second);
        QVERIFY(backend.sameState(first->state, second->state));
        QCOMPARE(backend.stateToJson(first->state), backend.stateToJson(second->state));
        QCOMPARE(first->id, seedId); // the seed ID is kept while the start is the generated one
        QCOMPARE(backend.status(first->state).outcome, common::Outcome::Playing);
    }

    void theDescriptiveIdNamesTheSameStart_data() { scenarios_data(); }
    void theDescriptiveIdNamesTheSameStart()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        const GameState start = generate(backend, seedId);
        const Expected<QString> id = backend.descriptiveId(start);
        QVERIFY2(id, why(id));
        QVERIFY(id->startsWith(kind + ':'));
        common::QuietSink sink;
        const Expected<common::GameFromId> named = backend.gameFromId(*id, sink);
        QVERIFY2(named, why(named));
        QVERIFY(backend.sameState(named->state, start));
        QCOMPARE(named->id, *id);
        QCOMPARE(backend.descriptiveId(named->state).value(), *id);
    }

    void aWrittenFileReadsBackEqual_data() { scenarios_data(); }
    void aWrittenFileReadsBackEqual()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        // A fresh game, then the same game two moves on.
        GameRecord record = GameRecord::startingAt(generate(backend, seedId));
        for (const int played : {0, 2}) {
            const std::vector<GameMove> moves = solution(backend, record.start);
            record.moves.assign(moves.begin(), moves.begin() + played);
            record.position = played;
            QVERIFY(!backend.writeFile(path, record));
            const Expected<const GameBackend *> opener = backends::backendForFile(path);
            QVERIFY(opener);
            QCOMPARE(*opener, &backend);
            const Expected<GameRecord> read = backend.readFile(path);
            QVERIFY2(read, why(read));
            QCOMPARE(read->position, static_cast<int>(read->moves.size()));
            QVERIFY(backend.sameState(*backend.stateAt(*read), *backend.stateAt(record)));
        }
    }

    void aLegalMoveAppliesAndAnIllegalOneIsRefused_data() { scenarios_data(); }
    void aLegalMoveAppliesAndAnIllegalOneIsRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, moveGameId);
        QFETCH(QString, legalMove);
        QFETCH(QString, illegalMove);
        const GameBackend &backend = backendNamed(kind);
        const GameState start = generate(backend, moveGameId);
        const GameMove legal
            = legalMove.isEmpty() ? hintMove(backend, start) : moveFromText(backend, legalMove);
        const Expected<GameState> after = backend.apply(start, legal);
        QVERIFY2(after, why(after));
        QVERIFY(!backend.sameState(*after, start));

        const GameMove illegal = illegalMove.isEmpty() ? legal : moveFromText(backend, illegalMove);
        const Expected<GameState> refused = backend.apply(*after, illegal);
        QVERIFY(!refused);
        QVERIFY(!refused.error().reason.isEmpty());
        qDebug("%s refuses: %s", qPrintable(kind), qPrintable(refused.error().reason));
    }

    void theSolversMovesFinishTheGame_data() { scenarios_data(); }
    void theSolversMovesFinishTheGame()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        QFETCH(common::Outcome, finished);
        const GameBackend &backend = backendNamed(kind);
        QElapsedTimer clock;
        clock.start();
        GameState state = generate(backend, seedId);
        const std::vector<GameMove> moves = solution(backend, state);
        QVERIFY(!moves.empty());
        for (const GameMove &move : moves) {
            QCOMPARE(backend.status(state).outcome, common::Outcome::Playing);
            const Expected<GameState> next = backend.apply(state, move);
            QVERIFY2(next, why(next));
            state = *next;
        }
        const common::GameStatus status = backend.status(state);
        QCOMPARE(status.outcome, finished);
        QVERIFY(status.isFinished());
        QCOMPARE(status.score.has_value(), finished == common::Outcome::Over);
        QVERIFY2(clock.elapsed() < 2000, "the scenario's game should solve in a moment");
        // A finished game has no hint.
        common::QuietSink sink;
        const common::JobAnswer hint = backend.hint(state, {}, sink);
        QVERIFY(hint.refusal);
        QVERIFY(hint.moves.empty());
    }

    void statesAndMovesRoundTripThroughJson_data() { scenarios_data(); }
    void statesAndMovesRoundTripThroughJson()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        GameState state = generate(backend, seedId);
        for (const GameMove &move : solution(backend, state)) {
            const QJsonObject json = backend.stateToJson(state);
            const Expected<GameState> read = backend.stateFromJson(json, QStringLiteral("test"));
            QVERIFY2(read, why(read));
            QVERIFY(backend.sameState(*read, state));
            QCOMPARE(backend.stateToJson(*read), json);

            const QJsonValue moveJson = backend.moveToJson(move);
            const Expected<GameMove> readMove = backend.moveFromJson(moveJson);
            QVERIFY2(readMove, why(readMove));
            QCOMPARE(text(backend.moveToJson(*readMove)), text(moveJson));

            const Expected<GameState> next = backend.apply(*read, *readMove);
            QVERIFY(next);
            QVERIFY(backend.sameState(*next, *backend.apply(state, move)));
            state = *next;
        }
        QVERIFY(!backend.moveFromJson(QJsonValue(QStringLiteral("nonsense"))));
    }

    void aRecordWithUndoneMovesRoundTripsWithItsRedoTail_data() { scenarios_data(); }
    void aRecordWithUndoneMovesRoundTripsWithItsRedoTail()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        GameRecord record = GameRecord::startingAt(generate(backend, seedId));
        const std::vector<GameMove> moves = solution(backend, record.start);
        QVERIFY(moves.size() >= 2);
        record.moves.assign(moves.begin(), moves.begin() + std::min<std::size_t>(moves.size(), 3));
        record.position = 1; // the rest undone

        const QByteArray saved = QJsonDocument(backend.recordToJson(record)).toJson();
        const Expected<GameRecord> read = backend.recordFromJson(
            QJsonDocument::fromJson(saved).object(), QStringLiteral("autosave"));
        QVERIFY2(read, why(read));
        QCOMPARE(read->position, 1);
        QCOMPARE(read->moves.size(), record.moves.size());
        for (std::size_t i = 0; i < record.moves.size(); ++i)
            QCOMPARE(text(backend.moveToJson(read->moves[i])),
                     text(backend.moveToJson(record.moves[i])));
        QVERIFY(backend.sameState(read->start, record.start));
        QVERIFY(backend.sameState(*backend.stateAt(*read), *backend.stateAt(record)));
        // Redo: the tail plays on to where the game was.
        GameRecord redone = *read;
        redone.position = static_cast<int>(redone.moves.size());
        record.position = redone.position;
        QVERIFY(backend.sameState(*backend.stateAt(redone), *backend.stateAt(record)));
        QCOMPARE(QJsonDocument(backend.recordToJson(*read)).toJson(), saved);
    }

    void aRecordWithAnIllegalMoveIsRefused_data() { scenarios_data(); }
    void aRecordWithAnIllegalMoveIsRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, moveGameId);
        QFETCH(QString, legalMove);
        QFETCH(QString, illegalMove);
        const GameBackend &backend = backendNamed(kind);
        const GameState start = generate(backend, moveGameId);
        const GameMove legal
            = legalMove.isEmpty() ? hintMove(backend, start) : moveFromText(backend, legalMove);
        const GameMove illegal = illegalMove.isEmpty() ? legal : moveFromText(backend, illegalMove);
        // The illegal move waits in the redo tail: a record is checked to its end.
        GameRecord record = GameRecord::startingAt(start);
        record.moves = {legal, illegal};
        record.position = 1;
        const Expected<GameRecord> read
            = backend.recordFromJson(backend.recordToJson(record), QStringLiteral("autosave"));
        QVERIFY(!read);
        QCOMPARE(read.error().source, QStringLiteral("autosave"));
        QVERIFY2(read.error().location.contains(QStringLiteral("\"moves\"[1]")), why(read));
    }

    void aCancelledJobReturnsItsReason_data() { scenarios_data(); }
    void aCancelledJobReturnsItsReason()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        const GameState start = generate(backend, seedId);
        common::CancelToken token;
        token.cancel();
        common::QuietSink cancelled(token);
        const common::JobAnswer solved = backend.solve(start, {}, cancelled);
        QVERIFY(solved.refusal);
        QVERIFY(solved.moves.empty());
        QCOMPARE(solved.refusal->reason, common::jobCancelled().reason);
        const common::JobAnswer hint = backend.hint(start, {}, cancelled);
        QVERIFY(hint.refusal);
        QVERIFY(hint.moves.empty());
        QCOMPARE(hint.refusal->reason, common::jobCancelled().reason);
    }

    // What the GUI's Hint plays: every move of the answer applies in turn, and the answer
    // carries the puzzle's report for the view (the same function the tab runs).
    void aHintsMovesApplyInTurnAndCarryAReport_data() { scenarios_data(); }
    void aHintsMovesApplyInTurnAndCarryAReport()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        GameState state = generate(backend, seedId);
        common::QuietSink sink;
        const common::JobAnswer hint = backend.hint(state, {}, sink);
        QVERIFY2(!hint.refusal, hint.refusal ? qPrintable(hint.refusal->message()) : "");
        QVERIFY(!hint.moves.empty());
        QVERIFY(!hint.report.isNull());
        for (const GameMove &move : hint.moves) {
            const Expected<GameState> next = backend.apply(state, move);
            QVERIFY2(next, why(next));
            state = *next;
        }
    }

    void everyGameHasAStatisticsCategory_data() { scenarios_data(); }
    void everyGameHasAStatisticsCategory()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seedId);
        const GameBackend &backend = backendNamed(kind);
        const common::StatisticsCategory category
            = backend.statisticsCategory(generate(backend, seedId));
        QVERIFY(!category.key.isEmpty());
        QVERIFY(!category.label.isEmpty());
        // The statistics keep the key alone and ask for its words when they show it.
        QCOMPARE(backend.statisticsCategoryLabel(category.key), std::optional(category.label));
        QCOMPARE(backend.statisticsCategoryLabel(QStringLiteral("no such size")), std::nullopt);
        QVERIFY(!backend.dailyGameId(QDate(2026, 1, 1)).isEmpty());
        QVERIFY(backend.dailyGameId(QDate(2026, 1, 1)).startsWith(kind + ':'));
    }

    // Every kind of key each puzzle makes, and what it reads as with no translation loaded (the
    // source texts: "piece(s)" is made "pieces" by the English plural forms); a key of another
    // puzzle or a damaged one is named by none.
    void everyCategoryKeyIsNamedInTheLanguageShown_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("label");
        QTest::newRow("sliding") << "sliding" << "4x4" << "4 x 4";
        QTest::newRow("noodles") << "noodles" << "7x7 square" << "7 x 7 square";
        QTest::newRow("noodles wrapping hex rated")
            << "noodles" << "10x9 hex wrap gentle" << "10 x 9 hex, wrapping, Gentle";
        QTest::newRow("noodles unknown level") << "noodles" << "7x7 square easyish" << QString();
        QTest::newRow("kanoodle") << "kanoodle" << "pyramid 8" << "Pyramid, 8 piece(s) given";
        QTest::newRow("kanoodle one") << "kanoodle" << "flat 1" << "Flat board, 1 piece(s) given";
        QTest::newRow("kanoodle sliding") << "kanoodle" << "sliding 0"
                                          << "Sliding challenge, 0 piece(s) given";
        QTest::newRow("entanglement") << "entanglement" << "radius 3" << "Radius 3";
        QTest::newRow("another puzzle's") << "entanglement" << "4x4" << QString();
        QTest::newRow("damaged") << "sliding" << "4x" << QString();
    }
    void everyCategoryKeyIsNamedInTheLanguageShown()
    {
        QFETCH(QString, kind);
        QFETCH(QString, key);
        QFETCH(QString, label);
        const std::optional<QString> named = backendNamed(kind).statisticsCategoryLabel(key);
        QCOMPARE(named, label.isNull() ? std::nullopt : std::optional(label));
    }
};

QTEST_GUILESS_MAIN(TestBackend)
#include "tst_backend.moc"
