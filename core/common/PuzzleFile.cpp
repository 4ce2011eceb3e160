#include "core/common/PuzzleFile.h"

#include "core/common/AtomicFileWriter.h"
#include "core/common/JsonFields.h"
#include "core/common/StreamInput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cerrno>
#include <cstdio>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

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

#ifdef Q_OS_UNIX
// Why a file that is not a regular file is not read, naming its kind.
QString notARegularFile(mode_t mode)
{
    if (S_ISDIR(mode))
        return Text::tr("this is a folder, not a file");
    if (S_ISFIFO(mode))
        return Text::tr("this is a named pipe (FIFO), not a regular file; it is not read");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return Text::tr("this is a device, not a regular file; it is not read");
    if (S_ISSOCK(mode))
        return Text::tr("this is a socket, not a regular file; it is not read");
    return Text::tr("this is not a regular file; it is not read");
}
#endif

#ifndef Q_OS_UNIX
// Without POSIX calls: the same refusal, with a check before opening.
Status checkRegularFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return std::nullopt; // opening says why
    if (info.isDir())
        return Error {path, {}, Text::tr("this is a folder, not a file")};
    if (!info.isFile())
        return Error {path, {}, Text::tr("this is not a regular file; it is not read")};
    return std::nullopt;
}
#endif

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
    // The command line reads "-" and pipes to their end (StreamInput.h); the window never does.
    if (std::optional<Expected<QByteArray>> stream = readStreamInput(path, maxBytes))
        return std::move(*stream);
    // Only a regular file is read: opening a FIFO waits for a writer and a device may never
    // end, which would freeze the window. The kind is checked on the opened descriptor, which
    // is opened without waiting, so a file swapped after a check cannot block either.
    QFile file(path);
#ifdef Q_OS_UNIX
    const int descriptor
        = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (descriptor < 0)
        return Error {path, {}, Text::tr("cannot open: %1").arg(qt_error_string(errno))};
    struct stat status = {};
    if (::fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(descriptor);
        return Error {path, {}, notARegularFile(status.st_mode)};
    }
    // A regular file never blocks; reads go back to the ordinary (blocking) mode.
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(descriptor);
        return Error {path, {}, Text::tr("cannot open: %1").arg(file.errorString())};
    }
#else
    if (const Status kind = checkRegularFile(path))
        return *kind;
    if (!file.open(QIODevice::ReadOnly))
        return Error {path, {}, Text::tr("cannot open: %1").arg(file.errorString())};
#endif
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

Status replaceFileQuickly(const QString &path, const QByteArray &data)
{
    const QString part = path + QStringLiteral(".part");
    QFile file(part);
    const auto failed = [&file, &path](const QString &reason) {
        file.close();
        file.remove();
        return Error {path, {}, reason};
    };
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return failed(file.errorString());
    if (file.write(data) != data.size() || !file.flush())
        return failed(file.errorString());
    file.close();
    // rename() replaces the old file in one step (QFile::rename refuses an existing target).
    if (std::rename(QFile::encodeName(part).constData(), QFile::encodeName(path).constData()) != 0)
        return failed(QString::fromLocal8Bit(std::strerror(errno)));
    return std::nullopt;
}

Status writeJsonFile(const QString &path, const QJsonObject &object)
{
    return writeFileAtomically(path, QJsonDocument(object).toJson(QJsonDocument::Indented));
}

} // namespace pw::common
