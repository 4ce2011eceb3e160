#include "core/common/PuzzleFile.h"

#include "core/common/AtomicFileWriter.h"
#include "core/common/JsonFields.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

namespace pw::common {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::PuzzleFile)
};

// QJsonParseError gives a byte offset; people want a line and column.
QString lineAndColumn(const QByteArray &data, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return Text::tr("line %1, column %2").arg(line).arg(column);
}

} // namespace

QJsonObject makeEnvelope(const QString &kind)
{
    QJsonObject object;
    object.insert(QStringLiteral("format"), QString::fromLatin1(envelope::formatName));
    object.insert(QStringLiteral("version"), envelope::currentVersion);
    object.insert(QStringLiteral("puzzle"), kind);
    return object;
}

Expected<QJsonObject> parseEnvelope(const QByteArray &data, const QString &sourceName,
                                    const QString &expectedKind)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return Error {sourceName, lineAndColumn(data, parseError.offset),
                      Text::tr("not valid JSON (%1)").arg(parseError.errorString())};
    }
    if (!document.isObject())
        return Error {sourceName, {}, Text::tr("the top level must be a JSON object")};
    const QJsonObject object = document.object();

    const QJsonValue format = object.value(QStringLiteral("format"));
    if (format.toString() != QLatin1String(envelope::formatName)) {
        return Error {sourceName, JsonFieldReader::fieldLocation(QStringLiteral("format")),
                      Text::tr("expected \"%1\"").arg(QLatin1String(envelope::formatName))};
    }
    const QJsonValue version = object.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != static_cast<double>(version.toInt())) {
        return Error {sourceName, JsonFieldReader::fieldLocation(QStringLiteral("version")),
                      Text::tr("must be a whole number")};
    }
    if (version.toInt() < 1 || version.toInt() > envelope::currentVersion) {
        return Error {sourceName, JsonFieldReader::fieldLocation(QStringLiteral("version")),
                      Text::tr("version %1 is not supported; this program reads version %2")
                          .arg(version.toInt())
                          .arg(envelope::currentVersion)};
    }
    const QJsonValue kind = object.value(QStringLiteral("puzzle"));
    if (!kind.isString() || kind.toString().isEmpty()) {
        return Error {sourceName, JsonFieldReader::fieldLocation(QStringLiteral("puzzle")),
                      Text::tr("missing; it names the puzzle kind")};
    }
    if (!expectedKind.isEmpty() && kind.toString() != expectedKind) {
        return Error {
            sourceName, JsonFieldReader::fieldLocation(QStringLiteral("puzzle")),
            Text::tr("this is a \"%1\" file, not \"%2\"").arg(kind.toString(), expectedKind)};
    }
    return object;
}

Expected<QByteArray> readWholeFile(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error {path, {}, Text::tr("cannot open: %1").arg(file.errorString())};
    if (file.size() > maxBytes) {
        return Error {path,
                      {},
                      Text::tr("the file is %1 bytes; files over %2 bytes are refused")
                          .arg(file.size())
                          .arg(maxBytes)};
    }
    QByteArray data = file.read(maxBytes + 1);
    if (data.size() > maxBytes)
        return Error {path, {}, Text::tr("the file is larger than %1 bytes").arg(maxBytes)};
    return data;
}

Expected<QJsonObject> readEnvelopeFile(const QString &path, const QString &expectedKind)
{
    Expected<QByteArray> data = readWholeFile(path);
    if (!data)
        return data.error();
    return parseEnvelope(*data, QFileInfo(path).fileName(), expectedKind);
}

QString peekPuzzleKind(const QString &path)
{
    Expected<QByteArray> data = readWholeFile(path);
    if (!data)
        return {};
    const QJsonDocument document = QJsonDocument::fromJson(*data);
    if (!document.isObject())
        return {};
    return document.object().value(QStringLiteral("puzzle")).toString();
}

Status writeFileAtomically(const QString &path, const QByteArray &data)
{
    AtomicFileWriter file(path);
    if (Status status = file.open())
        return status;
    if (Status status = file.write(data))
        return status;
    return file.commit();
}

Status writeJsonFile(const QString &path, const QJsonObject &object)
{
    return writeFileAtomically(path, QJsonDocument(object).toJson(QJsonDocument::Indented));
}

} // namespace pw::common
