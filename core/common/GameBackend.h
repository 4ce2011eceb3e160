#pragma once

#include "core/common/Expected.h"
#include "core/common/GameRecord.h"
#include "core/common/GameStatus.h"
#include "core/common/JobAnswer.h"
#include "core/common/OpaqueValue.h"
#include "core/common/SolverSink.h"
#include "core/common/StatisticsCategory.h"

#include <QDate>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <vector>

namespace pw::common {

// The game an ID names: its start, the ID as this program writes it (the seed ID for a seed ID,
// so the midend can show it while the start is the generated one), and what a generator knows
// beside the position (Noodles: the difficulty, as "difficulty" and "guesses"; empty otherwise).
struct GameFromId
{
    GameState state;
    QString id;
    QJsonObject notes;
};

// One puzzle's rules as pure functions over values, after Simon Tatham's back ends (net.c,
// fifteen.c): everything a game's lifecycle needs to ask of a puzzle, and nothing of the
// lifecycle itself (history, clock, autosave and jobs are the midend's). Generic code holds
// states and moves as opaque values and drives every puzzle through this interface alone; each
// puzzle fills it in core/<puzzle>/ with a typed rules class that BackendAdapter turns into one
// of these. All functions are const and thread-safe: they only read their arguments.
class GameBackend
{
public:
    virtual ~GameBackend();

    // The puzzle's kind, as in the file envelope's "puzzle" field and a game ID's first word.
    virtual QString kind() const = 0;
    // The suffix of the puzzle's plain-text boards (Sliding's "txt"); empty when its files are
    // JSON envelopes only. Such a file holds a position alone: readFile also takes it (the back
    // end a file without a "puzzle" field goes to), and writeFile writes a path ending in it as
    // the position on screen, in plainText().
    virtual QString plainTextSuffix() const { return {}; }
    bool isPlainTextPath(const QString &path) const;

    // -- Rules
    // The state after the move, or why the move is not allowed there (Error::reason, in words
    // for the player).
    virtual Expected<GameState> apply(const GameState &state, const GameMove &move) const = 0;
    virtual GameStatus status(const GameState &state) const = 0;
    // The same position (and the same notes a file keeps with it, such as Noodles' locks).
    virtual bool sameState(const GameState &a, const GameState &b) const = 0;

    // -- JSON, for the autosave and the record below. A state's JSON is its puzzle file's
    // object (the public format, envelope included); a move's is a small value of its own.
    virtual QJsonObject stateToJson(const GameState &state) const = 0;
    virtual Expected<GameState> stateFromJson(const QJsonObject &object,
                                              const QString &sourceName) const = 0;
    virtual QJsonValue moveToJson(const GameMove &move) const = 0;
    virtual Expected<GameMove> moveFromJson(const QJsonValue &value) const = 0;

    // -- Files, in the puzzle's existing formats. Reading gives the file's game with every move
    // it holds played (only Sliding files keep moves of their own) and the record's notes a JSON
    // file keeps (help, seed ID, time, and the whole history: GameRecordNotes.h); the object a
    // record is written as keeps what the format can hold, the notes included.
    virtual Expected<GameRecord> readFile(const QString &path) const = 0;
    virtual QJsonObject fileJson(const GameRecord &record) const = 0;
    virtual QByteArray plainText(const GameState &state) const;
    Status writeFile(const QString &path, const GameRecord &record) const;
    // What a file at path leaves out of the record, in a sentence for the player ("" when it
    // keeps it all): a plain-text board keeps neither the moves, the help nor the time.
    QString whatFileCannotKeep(const QString &path, const GameRecord &record) const;
    // Whether a game read from a file can be played on from its start; the error says why not
    // (an Entanglement record without its seed is read, checked and replayed by the command
    // line, but its tiles to come are unknown).
    virtual Status playable(const GameState &start, const QString &sourceName) const;

    // -- Game IDs (core/common/GameId.h). gameFromId generates for a seed ID (through the sink,
    // which may cancel it); descriptiveId names a start position exactly, or says why it cannot.
    virtual Expected<GameFromId> gameFromId(const QString &id, SolverSink &sink) const = 0;
    virtual Expected<QString> descriptiveId(const GameState &start) const = 0;
    virtual QString dailyGameId(const QDate &date) const = 0;

    // -- Jobs, run on a worker thread by the midend: they report through the sink, stop soon
    // after it cancels, and return values; once the sink is cancelled the answer is the error
    // jobCancelled(), whatever the search found (gameFromId too). solve gives moves that
    // finish the game from the state (Entanglement: the computer player's moves to the end);
    // hint gives the moves of one step towards it. The GUI, the command line and the headless
    // tests run these same functions: a view passes what its player chose as options and reads
    // the report its back end gives beside the moves (JobAnswer.h).
    virtual JobAnswer solve(const GameState &state, const JobOptions &options,
                            SolverSink &sink) const = 0;
    virtual JobAnswer hint(const GameState &state, const JobOptions &options,
                           SolverSink &sink) const = 0;

    virtual StatisticsCategory statisticsCategory(const GameState &state) const = 0;
    // The words for a category key, in the language of the moment: the statistics keep the key
    // alone and name it when shown, so a game played in German reads in English in an English
    // window. Nothing for a key this puzzle does not make (another version's, or damaged).
    virtual std::optional<QString> statisticsCategoryLabel(const QString &key) const = 0;
    // The columns Game ▸ Statistics shows for this puzzle, after the size or level.
    virtual StatisticsColumns statisticsColumns() const = 0;
    // What the first column, the size or level, is called for this puzzle, in the language of
    // the moment ("Radius"); nothing: the shell's "Size or level".
    virtual std::optional<QString> statisticsCategoryTitle() const { return std::nullopt; }

    // -- Records, written once for every puzzle on top of the functions above.
    // The state at the record's position: the start with its first `position` moves applied.
    Expected<GameState> stateAt(const GameRecord &record) const;
    // {"puzzle": KIND, "start": state JSON, "moves": [move JSON...], "position": N}.
    QJsonObject recordToJson(const GameRecord &record) const;
    // Checks the kind, the start, every move (the redo tail too: each must apply in turn) and
    // the position; errors name the field.
    Expected<GameRecord> recordFromJson(const QJsonObject &object, const QString &sourceName) const;

protected:
    // For readFile: the notes of a JSON file's bytes (none for a file that is not JSON) added to
    // record, its history among them when it leads to the file's position.
    Status readFileNotes(const QByteArray &data, const QString &sourceName,
                         GameRecord &record) const;

private:
    GameHistory historyInFile(const QJsonObject &notes, const GameRecord &record) const;
};

// The error a job returns when its sink cancelled it.
Error jobCancelled();

} // namespace pw::common
