#include "core/common/StreamInput.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>

#include <atomic>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pw::common {

namespace {

// The messages are those of reading a file (PuzzleFile.cpp), in its translation context, so one
// translation serves both.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::PuzzleFile)
};

// What one stream gave: its bytes up to the limit of its first read, or why it gave none.
struct KeptStream
{
    QByteArray bytes;
    bool complete = false; // read to its end within the limit
    std::optional<Error> failure;
};

struct StreamStore
{
    std::atomic<bool> allowed {false};
    QMutex mutex; // held while a stream is read, so a stream is never read by two threads
    QHash<QString, KeptStream> kept; // by the stream's identity
};

StreamStore &store()
{
    static StreamStore instance;
    return instance;
}

Expected<QByteArray> resultOf(const KeptStream &stream, const QString &path, qint64 maxBytes)
{
    if (stream.failure)
        return *stream.failure;
    // A stream cut off at an earlier, smaller limit is refused at every later read too.
    if (!stream.complete || stream.bytes.size() > maxBytes) {
        const qint64 limit = stream.complete ? maxBytes : stream.bytes.size() - 1;
        return Error {path, {}, Text::tr("the file is larger than %1 bytes").arg(limit)};
    }
    return stream.bytes;
}

#ifdef Q_OS_UNIX
// "-", /dev/stdin and /dev/fd/0 may name one pipe: kept by device and inode, it is read once.
QString identityOf(const struct stat &status)
{
    return QStringLiteral("%1:%2").arg(status.st_dev).arg(status.st_ino);
}

// Reads the descriptor to its end or past maxBytes, waiting for data as long as it takes (a
// descriptor inherited in non-blocking mode included).
KeptStream readDescriptor(int descriptor, const QString &path, qint64 maxBytes)
{
    KeptStream stream;
    char buffer[65536];
    while (stream.bytes.size() <= maxBytes) {
        const ssize_t got = ::read(descriptor, buffer, sizeof buffer);
        if (got > 0) {
            stream.bytes.append(buffer, static_cast<qsizetype>(got));
        } else if (got == 0) {
            stream.complete = true;
            break;
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            pollfd waiting {descriptor, POLLIN, 0};
            ::poll(&waiting, 1, -1);
        } else if (errno != EINTR) {
            stream.failure
                = Error {path, {}, Text::tr("cannot read: %1").arg(qt_error_string(errno))};
            break;
        }
    }
    if (stream.bytes.size() > maxBytes + 1)
        stream.bytes.truncate(maxBytes + 1); // enough to know it is too large
    return stream;
}

KeptStream readStandardInput(qint64 maxBytes)
{
    return readDescriptor(STDIN_FILENO, QStringLiteral("-"), maxBytes);
}

KeptStream readNamedStream(const QString &path, qint64 maxBytes)
{
    // Opened blocking: a FIFO waits here for its writer, as a command-line tool should.
    const int descriptor
        = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
    if (descriptor < 0) {
        KeptStream failed;
        failed.failure = Error {path, {}, Text::tr("cannot open: %1").arg(qt_error_string(errno))};
        return failed;
    }
    KeptStream stream = readDescriptor(descriptor, path, maxBytes);
    ::close(descriptor);
    return stream;
}
#endif

} // namespace

void allowStreamInput(bool allowed)
{
    StreamStore &streams = store();
    const QMutexLocker lock(&streams.mutex);
    streams.allowed = allowed;
    streams.kept.clear();
}

bool streamInputAllowed()
{
    return store().allowed;
}

bool namesStandardInput(const QString &path)
{
    return streamInputAllowed() && path == QLatin1String("-");
}

std::optional<Expected<QByteArray>> readStreamInput(const QString &path, qint64 maxBytes)
{
    StreamStore &streams = store();
    if (!streams.allowed)
        return std::nullopt;
#ifdef Q_OS_UNIX
    struct stat status = {};
    const bool standardInput = path == QLatin1String("-");
    if (standardInput) {
        if (::fstat(STDIN_FILENO, &status) != 0)
            return Error {path, {}, Text::tr("cannot read: %1").arg(qt_error_string(errno))};
    } else if (::stat(QFile::encodeName(path).constData(), &status) != 0 || S_ISREG(status.st_mode)
               || S_ISDIR(status.st_mode)) {
        return std::nullopt; // a file, a folder or nothing: the file reader reads or refuses it
    }
    const QString identity = identityOf(status);
    const QMutexLocker lock(&streams.mutex);
    auto kept = streams.kept.constFind(identity);
    if (kept == streams.kept.constEnd()) {
        kept = streams.kept.insert(identity,
                                   standardInput ? readStandardInput(maxBytes)
                                                 : readNamedStream(path, maxBytes));
    }
    return resultOf(*kept, path, maxBytes);
#else
    // Elsewhere only "-" is a stream; other paths are read as files.
    if (path != QLatin1String("-"))
        return std::nullopt;
    const QMutexLocker lock(&streams.mutex);
    auto kept = streams.kept.constFind(path);
    if (kept == streams.kept.constEnd()) {
        KeptStream stream;
        QFile input;
        if (input.open(stdin, QIODevice::ReadOnly)) {
            stream.bytes = input.read(maxBytes + 1);
            stream.complete = stream.bytes.size() <= maxBytes;
        } else {
            stream.failure = Error {path, {}, Text::tr("cannot read: %1").arg(input.errorString())};
        }
        kept = streams.kept.insert(path, stream);
    }
    return resultOf(*kept, path, maxBytes);
#endif
}

} // namespace pw::common
