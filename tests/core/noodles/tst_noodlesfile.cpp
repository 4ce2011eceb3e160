// The Noodles JSON file: round trip, and every kind of bad input refused with field and reason.
#include "core/common/PuzzleFile.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/Generator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw::noodles;

namespace {

QJsonObject validObject()
{
    // 3 x 2 square board, source at column 1 row 0.
    QJsonObject object = pw::common::makeEnvelope(QStringLiteral("noodles"));
    object.insert(QStringLiteral("grid"), QStringLiteral("square"));
    object.insert(QStringLiteral("width"), 3);
    object.insert(QStringLiteral("height"), 2);
    object.insert(QStringLiteral("wrap"), false);
    object.insert(QStringLiteral("source"), QJsonArray {1, 0});
    object.insert(QStringLiteral("tiles"),
                  QJsonArray {QJsonArray {2, 14, 8}, QJsonArray {1, 5, 3}});
    return object;
}

} // namespace

class TestNoodlesFile : public QObject
{
    Q_OBJECT
private slots:
    void readsAValidObject()
    {
        const auto board = boardFromJson(validObject(), QStringLiteral("t.json"));
        QVERIFY2(board, board ? "" : qPrintable(board.error().message()));
        QCOMPARE(board->kind(), GridKind::Square);
        QCOMPARE(board->width(), 3);
        QCOMPARE(board->source(), 1);
        QCOMPARE(board->tile(1), TileMask(14));
        QCOMPARE(board->tile(3), TileMask(1)); // row 1, column 0
        QVERIFY(!board->anyLocked());
    }

    void roundTripsThroughAFile_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square") << 0 << false;
        QTest::newRow("hex wrap") << 1 << true;
    }

    void roundTripsThroughAFile()
    {
        QFETCH(int, kind);
        QFETCH(bool, wrap);
        auto board = generate({static_cast<GridKind>(kind), 8, 5, wrap, true, 77});
        QVERIFY(board);
        board->setLocked(3, true);
        board->setLocked(17, true);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.json"));
        QVERIFY(!writeBoardFile(path, *board));
        const auto loaded = readBoardFile(path);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message()));
        QVERIFY(loaded->samePosition(*board));
        QVERIFY(loaded->isLocked(3));
        QVERIFY(loaded->isLocked(17));
        QVERIFY(!loaded->isLocked(4));
        QCOMPARE(loaded->wraps(), wrap);
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("unknown grid") << "grid" << QJsonValue("triangle") << "field \"grid\""
                                      << "square";
        QTest::newRow("width too small") << "width" << QJsonValue(1) << "field \"width\""
                                         << "2 to 150";
        QTest::newRow("height too big") << "height" << QJsonValue(151) << "field \"height\""
                                        << "2 to 150";
        QTest::newRow("fractional width") << "width" << QJsonValue(3.5) << "field \"width\""
                                          << "whole";
        QTest::newRow("wrap not bool") << "wrap" << QJsonValue("yes") << "field \"wrap\""
                                       << "true or false";
        QTest::newRow("source off the grid")
            << "source" << QJsonValue(QJsonArray {3, 0}) << "field \"source\""
            << "column 0 to 2";
        QTest::newRow("source not a pair")
            << "source" << QJsonValue(QJsonArray {1}) << "field \"source\""
            << "[column, row]";
        QTest::newRow("mask out of range")
            << "tiles" << QJsonValue(QJsonArray {QJsonArray {2, 16, 8}, QJsonArray {1, 5, 3}})
            << "field \"tiles\"[0][1]"
            << "1 to 15";
        QTest::newRow("mask over the degree cap")
            << "tiles" << QJsonValue(QJsonArray {QJsonArray {2, 15, 8}, QJsonArray {1, 5, 3}})
            << "field \"tiles\"[0][1]"
            << "at most 3";
        QTest::newRow("empty tile")
            << "tiles" << QJsonValue(QJsonArray {QJsonArray {2, 14, 8}, QJsonArray {1, 0, 3}})
            << "field \"tiles\"[1][1]"
            << "at least one";
        QTest::newRow("ragged rows")
            << "tiles" << QJsonValue(QJsonArray {QJsonArray {2, 14, 8}, QJsonArray {1, 5}})
            << "field \"tiles\"[1]"
            << "needs 3";
        QTest::newRow("too few rows")
            << "tiles" << QJsonValue(QJsonArray {QJsonArray {2, 14, 8}}) << "field \"tiles\""
            << "2 high";
        QTest::newRow("row not an array")
            << "tiles" << QJsonValue(QJsonArray {5, QJsonArray {1, 5, 3}}) << "field \"tiles\"[0]"
            << "array";
        QTest::newRow("tile not a number")
            << "tiles" << QJsonValue(QJsonArray {QJsonArray {2, "x", 8}, QJsonArray {1, 5, 3}})
            << "field \"tiles\"[0][1]"
            << "mask";
        QTest::newRow("locked not bool")
            << "locked"
            << QJsonValue(
                   QJsonArray {QJsonArray {true, 1, false}, QJsonArray {false, false, false}})
            << "field \"locked\"[0][1]"
            << "true or false";
        QTest::newRow("locked ragged")
            << "locked"
            << QJsonValue(QJsonArray {QJsonArray {true}, QJsonArray {false, false, false}})
            << "field \"locked\"[0]"
            << "needs 3";
    }

    void refusesBadInput()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, location);
        QFETCH(QString, reasonPart);
        QJsonObject object = validObject();
        object.insert(field, value);
        const auto board = boardFromJson(object, QStringLiteral("bad.json"));
        QVERIFY(!board);
        QCOMPARE(board.error().source, QStringLiteral("bad.json"));
        QCOMPARE(board.error().location, location);
        QVERIFY2(board.error().reason.contains(reasonPart), qPrintable(board.error().reason));
    }

    void refusesMissingFields()
    {
        for (const char *field : {"grid", "width", "height", "source", "tiles"}) {
            QJsonObject object = validObject();
            object.remove(QLatin1String(field));
            const auto board = boardFromJson(object, QStringLiteral("m.json"));
            QVERIFY(!board);
            QCOMPARE(board.error().location,
                     QStringLiteral("field \"%1\"").arg(QLatin1String(field)));
            QCOMPARE(board.error().reason, QStringLiteral("missing"));
        }
    }

    void refusesOddWrappingHexWidths()
    {
        QJsonObject object = validObject();
        object.insert(QStringLiteral("grid"), QStringLiteral("hex"));
        object.insert(QStringLiteral("wrap"), true);
        const auto board = boardFromJson(object, QStringLiteral("h.json"));
        QVERIFY(!board);
        QCOMPARE(board.error().location, QStringLiteral("field \"width\""));
        QVERIFY(board.error().reason.contains(QStringLiteral("even")));
    }

    void refusesOtherPuzzlesAndBrokenJson()
    {
        QTemporaryDir dir;
        const QString other = dir.filePath(QStringLiteral("other.json"));
        QVERIFY(!pw::common::writeJsonFile(other,
                                           pw::common::makeEnvelope(QStringLiteral("kanoodle"))));
        const auto wrongKind = readBoardFile(other);
        QVERIFY(!wrongKind);
        QCOMPARE(wrongKind.error().location, QStringLiteral("field \"puzzle\""));

        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(!pw::common::writeFileAtomically(broken, "{\n  \"format\": \n"));
        const auto syntax = readBoardFile(broken);
        QVERIFY(!syntax);
        QVERIFY(syntax.error().location.startsWith(QStringLiteral("line")));

        QVERIFY(!readBoardFile(dir.filePath(QStringLiteral("absent.json"))));
    }

    void sampleFilesLoad()
    {
        const QDir samples(QStringLiteral(PW_SOURCE_DIR "/resources/samples/noodles"));
        const QStringList files = samples.entryList({QStringLiteral("*.json")}, QDir::Files);
        for (const QString &name : files) {
            const auto board = readBoardFile(samples.filePath(name));
            QVERIFY2(board, board ? "" : qPrintable(board.error().message()));
        }
    }
};

QTEST_APPLESS_MAIN(TestNoodlesFile)
#include "tst_noodlesfile.moc"
