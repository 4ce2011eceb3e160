#include "core/common/AtomicFileWriter.h"

#include <QCoreApplication>

#include <mutex>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <unistd.h>
#endif

namespace pw::common {

namespace {

// The messages share PuzzleFile's context: they are the same words the writer always used.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::PuzzleFile)
};

std::mutex injectionMutex;
std::optional<AtomicFileWriter::InjectedFailure> injection;

} // namespace

void AtomicFileWriter::injectFailure(std::optional<InjectedFailure> failure)
{
    const std::lock_guard lock(injectionMutex);
    injection = std::move(failure);
}

AtomicFileWriter::AtomicFileWriter(const QString &path)
    : m_path(path)
    , m_file(path)
{ }

AtomicFileWriter::~AtomicFileWriter()
{
    if (m_file.isOpen())
        m_file.cancelWriting(); // the temporary file goes; the target was never touched
}

Status AtomicFileWriter::injected(Stage stage)
{
    const std::lock_guard lock(injectionMutex);
    if (!injection || injection->stage != stage
        || (!injection->pathSuffix.isEmpty() && !m_path.endsWith(injection->pathSuffix)))
        return std::nullopt;
    // The words the system gives for that error, as a real failure would report them.
    return Error {m_path, {}, qt_error_string(injection->errorNumber)};
}

Status AtomicFileWriter::fail(const QString &reason)
{
    m_failed = true;
    if (m_file.isOpen())
        m_file.cancelWriting();
    return Error {m_path, {}, reason};
}

Status AtomicFileWriter::open()
{
    if (const Status fault = injected(Stage::Open))
        return fail(Text::tr("cannot write: %1").arg(fault->reason));
    if (!m_file.open(QIODevice::WriteOnly))
        return fail(Text::tr("cannot write: %1").arg(m_file.errorString()));
    return std::nullopt;
}

Status AtomicFileWriter::write(const char *data, qint64 size)
{
    if (m_failed || !m_file.isOpen())
        return Error {m_path, {}, Text::tr("writing failed: %1").arg(m_file.errorString())};
    if (const Status fault = injected(Stage::Write))
        return fail(Text::tr("writing failed: %1").arg(fault->reason));
    // QSaveFile buffers small writes: this may succeed and the flush fail (checked in commit).
    if (m_file.write(data, size) != size)
        return fail(Text::tr("writing failed: %1").arg(m_file.errorString()));
    return std::nullopt;
}

Status AtomicFileWriter::commit()
{
    if (m_failed || !m_file.isOpen())
        return Error {m_path, {}, Text::tr("writing failed: %1").arg(m_file.errorString())};
    if (const Status fault = injected(Stage::Flush))
        return fail(Text::tr("writing failed: %1").arg(fault->reason));
    // QSaveFile::commit() closes (flushing its buffer) and renames even when that flush failed,
    // which replaced a good file by an empty one on a full disk: the flush is checked here first.
    if (!m_file.flush())
        return fail(Text::tr("writing failed: %1").arg(m_file.errorString()));
#ifdef Q_OS_UNIX
    // Some file systems (network ones, quotas) report a full disk only when the data reach it.
    if (::fsync(m_file.handle()) != 0) {
        const int error = errno;
        if (error != EINVAL && error != EROFS) // a file that cannot be synced: nothing to check
            return fail(Text::tr("writing failed: %1").arg(qt_error_string(error)));
    }
#endif
    if (const Status fault = injected(Stage::Commit))
        return fail(Text::tr("saving failed: %1").arg(fault->reason));
    if (!m_file.commit()) {
        m_failed = true;
        return Error {m_path, {}, Text::tr("saving failed: %1").arg(m_file.errorString())};
    }
    return std::nullopt;
}

} // namespace pw::common
