#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"

#include <QtTest>

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

QTEST_APPLESS_MAIN(TestPuzzleFile)
#include "tst_puzzlefile.moc"
