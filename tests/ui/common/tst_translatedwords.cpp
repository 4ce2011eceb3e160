#include "core/kanoodle/Piece.h"
#include "core/noodles/Generator.h"
#include "core/noodles/LevelGenerator.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/Scramble.h"
#include "ui/common/SolverStatusWidget.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

#include <set>
#include <string>

namespace {

// The counter names the sources report: the "{"name", value}" pairs in every statement that
// fills Progress::counters or makes a Counter, under core/ and ui/.
std::set<std::string> reportedCounterNames()
{
    static const QRegularExpression pair(QStringLiteral("\\{\\s*\"([A-Za-z_ ]+)\"\\s*,"));
    std::set<std::string> names;
    for (const char *part : {"core", "ui"}) {
        QDirIterator files(QStringLiteral(PW_SOURCE_DIR "/") + QLatin1String(part),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (const QString &statement : text.split(QLatin1Char(';'))) {
                if (!statement.contains(QLatin1String("counters"))
                    && !statement.contains(QLatin1String("Counter"))
                    && !statement.contains(QLatin1String("reportProgress")))
                    continue;
                for (const QRegularExpressionMatch &match : pair.globalMatch(statement))
                    names.insert(match.captured(1).toStdString());
            }
        }
    }
    return names;
}

} // namespace

// What people read comes through the translations: solver counter names, Kanoodle piece names
// and the messages core words with QCoreApplication::translate.
class TestTranslatedWords : public QObject
{
    Q_OBJECT

private slots:
    void counterNamesReadAsWords()
    {
        using pw::ui::SolverStatusWidget;
        QCOMPARE(SolverStatusWidget::counterLabel("start_h"), QStringLiteral("h of the start"));
        QCOMPARE(SolverStatusWidget::counterLabel("bound"), QStringLiteral("f bound"));
        QCOMPARE(SolverStatusWidget::counterLabel("nodes"), QStringLiteral("nodes"));
        QCOMPARE(SolverStatusWidget::counterLabel("not a counter"),
                 QStringLiteral("not a counter"));
    }

    void pieceNamesMatchTheEnglishLetterStrings()
    {
        for (int piece = 0; piece < pw::kanoodle::pieceCount; ++piece)
            QCOMPARE(pw::kanoodle::pieceDisplayName(piece),
                     QLatin1String(pw::kanoodle::pieceLetterString(piece)));
    }

    void germanReachesEveryCounterPieceAndCoreMessage()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/puzzleworkbench_de.qm")));
        QCoreApplication::installTranslator(&german);

        const std::set<std::string> names = reportedCounterNames();
        QVERIFY(names.count("start_h") && names.count("guesses") && names.count("candidates"));
        for (const std::string &name : names) {
            // Every German label differs from the identifier it stands for.
            QVERIFY2(pw::ui::SolverStatusWidget::counterLabel(name) != QString::fromStdString(name),
                     name.c_str());
        }
        QCOMPARE(pw::ui::SolverStatusWidget::counterLabel("start_h"),
                 QStringLiteral("h des Starts"));
        QCOMPARE(pw::kanoodle::pieceDisplayName(4), QStringLiteral("E (Rot)"));
        QCOMPARE(
            pw::sliding::parseTextBoard(QByteArray(), QStringLiteral("x.txt")).error().message(),
            QStringLiteral("x.txt: die Datei enthält kein Brett"));

        // Messages of functions lupdate once filed under the bare context "Text", which no
        // lookup asks for: the sentence stayed English around a German word.
        pw::noodles::GeneratorOptions wrapping;
        wrapping.wrap = true;
        const pw::common::Status gentle
            = pw::noodles::levelPossible(wrapping, pw::noodles::DifficultyLevel::Gentle);
        QVERIFY(gentle);
        QVERIFY2(gentle->message().startsWith(QStringLiteral("ein umlaufendes Brett ist nie ")),
                 qPrintable(gentle->message()));
        QCOMPARE(pw::noodles::generationCancelled().reason,
                 QStringLiteral("das Erzeugen wurde abgebrochen"));
        const auto tooSmall = pw::sliding::scrambleBoard(1, 1, 0, 0.5);
        QVERIFY(!tooSmall);
        QVERIFY2(tooSmall.error().message().contains(QStringLiteral("keine Brettgröße")),
                 qPrintable(tooSmall.error().message()));

        QCoreApplication::removeTranslator(&german);
        QCOMPARE(pw::kanoodle::pieceDisplayName(4), QStringLiteral("E (Red)"));
    }
};

QTEST_MAIN(TestTranslatedWords)
#include "tst_translatedwords.moc"
