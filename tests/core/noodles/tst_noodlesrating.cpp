// The difficulty rating: the propagator limited to the first rules, one hand-picked board per
// level (each needing exactly its rule), and generating until a level comes.
#include "core/noodles/LevelGenerator.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/Propagator.h"
#include "core/noodles/Rating.h"

#include <QtTest>

using namespace pw::noodles;

namespace {

Board boardFromId(const char *id)
{
    const auto parsed = parseGameId(QString::fromLatin1(id));
    if (!parsed)
        qFatal("bad test ID %s: %s", id, qPrintable(parsed.error().message()));
    return parsed->board;
}

// Whether the rules up to `strongest` alone fix every piece.
bool rulesSolve(const Board &board, Rule strongest)
{
    Propagator state(board, false, nullptr, strongest);
    return state.propagate() == Propagator::Outcome::Stable && state.allDetermined();
}

DifficultyRating rate(const Board &board)
{
    pw::common::QuietSink sink;
    const auto rating = rateDifficulty(board, sink);
    if (!rating)
        qFatal("the rating was cancelled");
    return *rating;
}

// Boards found among small generated ones, written out as descriptive IDs.
constexpr const char *gentleBoard = "noodles:3x3:2,2/41635e853";
constexpr const char *trickyBoard = "noodles:4x3:2,0/8bd44d768984";
constexpr const char *toughBoard = "noodles:4x4:1,2/61849e76cddc2894";
constexpr const char *fiendishBoard = "noodles:3x3w:2,2/8c5831774";
constexpr const char *uniqueGuessBoard = "noodles:3x3w:2,1/7587449a2"; // one solution, rules stall
constexpr const char *severalBoard = "noodles:4x4:0,3/27594d646b7c1628"; // two or more solutions
constexpr const char *allCornersBoard = "noodles:3x3:0,0/333333333"; // 18 ends, a tree has 16

} // namespace

class TestNoodlesRating : public QObject
{
    Q_OBJECT
private slots:
    void limitedRulesSolveLess()
    {
        // Each board is solved by its own rule and not by the rules below it.
        QVERIFY(rulesSolve(boardFromId(gentleBoard), Rule::Neighbour));
        QVERIFY(!rulesSolve(boardFromId(trickyBoard), Rule::Neighbour));
        QVERIFY(rulesSolve(boardFromId(trickyBoard), Rule::Loop));
        QVERIFY(!rulesSolve(boardFromId(toughBoard), Rule::Loop));
        QVERIFY(rulesSolve(boardFromId(toughBoard), Rule::Isolation));
        QVERIFY(!rulesSolve(boardFromId(fiendishBoard), Rule::Loop));
        QVERIFY(rulesSolve(boardFromId(fiendishBoard), Rule::Isolation));
        QVERIFY(!rulesSolve(boardFromId(uniqueGuessBoard), Rule::Isolation));
        // A limit raised after a standstill goes on from there.
        Propagator raised(boardFromId(toughBoard), false, nullptr, Rule::Neighbour);
        QCOMPARE(raised.propagate(), Propagator::Outcome::Stable);
        QVERIFY(!raised.allDetermined());
        raised.setStrongestRule(Rule::Loop);
        QCOMPARE(raised.propagate(), Propagator::Outcome::Stable);
        QVERIFY(!raised.allDetermined());
        raised.setStrongestRule(Rule::Isolation);
        QCOMPARE(raised.propagate(), Propagator::Outcome::Stable);
        QVERIFY(raised.allDetermined());
        // The default is every rule.
        Propagator all(boardFromId(toughBoard), false, nullptr);
        QCOMPARE(all.propagate(), Propagator::Outcome::Stable);
        QVERIFY(all.allDetermined());
    }

    void isolationReachLimitsTheRule()
    {
        // The Fiendish board needs a sealed network of more than two pieces ruled out: dead ends
        // alone leave it open.
        Propagator deadEnds(boardFromId(fiendishBoard), false, nullptr);
        deadEnds.setIsolationReach(2);
        QCOMPARE(deadEnds.propagate(), Propagator::Outcome::Stable);
        QVERIFY(!deadEnds.allDetermined());
        Propagator tough(boardFromId(toughBoard), false, nullptr);
        tough.setIsolationReach(2);
        QCOMPARE(tough.propagate(), Propagator::Outcome::Stable);
        QVERIFY(tough.allDetermined());
    }

    void eachLevel_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("level");
        QTest::newRow("gentle") << gentleBoard << int(DifficultyLevel::Gentle);
        QTest::newRow("tricky") << trickyBoard << int(DifficultyLevel::Tricky);
        QTest::newRow("tough") << toughBoard << int(DifficultyLevel::Tough);
        QTest::newRow("fiendish") << fiendishBoard << int(DifficultyLevel::Fiendish);
    }

    void eachLevel()
    {
        QFETCH(QString, id);
        QFETCH(int, level);
        Board board = boardFromId(qPrintable(id));
        const DifficultyRating rating = rate(board);
        QCOMPARE(int(rating.level), level);
        QVERIFY(rating.unique);
        QCOMPARE(rating.guesses, 0);
        // The rating is of the puzzle, not of the position: turning and locking pieces keeps it.
        board.rotate(0, 1);
        board.rotate(board.cellCount() - 1, 2);
        board.setLocked(1, true);
        QCOMPARE(int(rate(board).level), level);
    }

    void guessworkCountsGuesses()
    {
        const DifficultyRating unique = rate(boardFromId(uniqueGuessBoard));
        QCOMPARE(unique.level, DifficultyLevel::Guesswork);
        QVERIFY(unique.unique);
        QVERIFY(unique.guesses >= 1);
        const DifficultyRating several = rate(boardFromId(severalBoard));
        QCOMPARE(several.level, DifficultyLevel::Guesswork);
        QVERIFY(!several.unique);
        QVERIFY(several.guesses >= 1);
    }

    void unsolvable()
    {
        const DifficultyRating rating = rate(boardFromId(allCornersBoard));
        QCOMPARE(rating.level, DifficultyLevel::Unsolvable);
        QVERIFY(!rating.unique);
    }

    void identifiers()
    {
        for (const DifficultyLevel level : puzzleDifficultyLevels()) {
            QCOMPARE(difficultyLevelFromId(difficultyLevelId(level)), level);
            QVERIFY(!difficultyLevelDisplayName(level).isEmpty());
        }
        QCOMPARE(puzzleDifficultyLevels().size(), std::size_t(5));
        QCOMPARE(QString::fromLatin1(difficultyLevelId(DifficultyLevel::Tough)), u"tough");
        QVERIFY(!difficultyLevelFromId("hard")); // a size preset, not a level
    }

    void generatedPuzzlesNeverGuess()
    {
        // The generator keeps only boards the rules solve, on every grid.
        for (const GridKind kind : {GridKind::Square, GridKind::Hex}) {
            for (const bool wrap : {false, true}) {
                for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                    const auto board = generate({kind, 8, 6, wrap, true, seed});
                    QVERIFY(board);
                    const DifficultyRating rating = rate(*board);
                    QVERIFY(rating.unique);
                    QVERIFY(rating.level != DifficultyLevel::Guesswork);
                    QVERIFY(rating.level != DifficultyLevel::Unsolvable);
                    // With no border nothing starts before the isolation rule (levelPossible).
                    if (wrap) {
                        QVERIFY(rating.level == DifficultyLevel::Tough
                                || rating.level == DifficultyLevel::Fiendish);
                    }
                }
            }
        }
    }

    void generateAtLevelFindsTheLevel_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("gentle") << int(DifficultyLevel::Gentle) << false;
        QTest::newRow("tricky") << int(DifficultyLevel::Tricky) << false;
        QTest::newRow("tough") << int(DifficultyLevel::Tough) << true;
        QTest::newRow("fiendish") << int(DifficultyLevel::Fiendish) << true;
    }

    void generateAtLevelFindsTheLevel()
    {
        QFETCH(int, level);
        QFETCH(bool, wrap);
        pw::common::QuietSink sink;
        const GeneratorOptions options {GridKind::Square, 10, 9, wrap, true, 7};
        const auto puzzle = generateAtLevel(options, DifficultyLevel(level), sink);
        QVERIFY2(puzzle, puzzle ? "" : qPrintable(puzzle.error().message()));
        QCOMPARE(int(puzzle->rating.level), level);
        QVERIFY(puzzle->attempts >= 1);
        QCOMPARE(puzzle->options.seed, options.seed + std::uint64_t(puzzle->attempts - 1));
        // The options it returns make the same board again: its seed ID names it.
        const auto again = generate(puzzle->options);
        QVERIFY(again);
        QVERIFY(again->samePosition(puzzle->board));
    }

    void generateAtLevelExplainsWhyNoneCame()
    {
        pw::common::QuietSink sink;
        // Impossible by construction: refused before any board is made.
        auto none = generateAtLevel({GridKind::Square, 7, 7, false, true, 1},
                                    DifficultyLevel::Guesswork, sink);
        QVERIFY(!none);
        QVERIFY(none.error().reason.contains(u"exactly one solution"));
        none
            = generateAtLevel({GridKind::Hex, 10, 9, true, true, 1}, DifficultyLevel::Gentle, sink);
        QVERIFY(!none);
        QVERIFY(none.error().reason.contains(u"wrapping"));
        // Not found within the attempts: a 5 x 5 square board is Fiendish seldom if ever.
        none = generateAtLevel({GridKind::Square, 5, 5, false, true, 1}, DifficultyLevel::Fiendish,
                               sink, 50);
        QVERIFY(!none);
        QVERIFY2(none.error().reason.contains(u"no Fiendish puzzle came in 50 boards"),
                 qPrintable(none.error().reason));
        // Ambiguous puzzles can need guesses.
        const auto guessing = generateAtLevel({GridKind::Square, 4, 4, true, false, 1},
                                              DifficultyLevel::Guesswork, sink);
        QVERIFY(guessing);
        QCOMPARE(guessing->rating.level, DifficultyLevel::Guesswork);
        QVERIFY(guessing->rating.guesses >= 1);
    }

    void generateAtLevelCancels()
    {
        pw::common::CancelToken token;
        token.cancel();
        pw::common::QuietSink sink(token);
        const auto none = generateAtLevel({GridKind::Square, 10, 9, true, true, 1},
                                          DifficultyLevel::Fiendish, sink);
        QVERIFY(!none);
        QVERIFY(none.error().reason.contains(u"cancelled"));
    }
};

QTEST_GUILESS_MAIN(TestNoodlesRating)
#include "tst_noodlesrating.moc"
