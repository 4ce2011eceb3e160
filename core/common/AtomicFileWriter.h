#pragma once

#include "core/common/Expected.h"

#include <QByteArray>
#include <QSaveFile>
#include <QString>

#include <optional>

namespace pw::common {

// Writes a file so that a reader sees either the old contents or the complete new ones, never a
// part: the data goes to a temporary file beside the target (QSaveFile), which replaces the
// target only when every write and the flush succeeded. Each step is checked, because QSaveFile
// alone does not notice a failed flush of its buffer (a full disk would otherwise leave an empty
// file behind a successful commit). A failure names the path and the system's reason ("No space
// left on device", "Permission denied"), and the old file stays as it was.
//
// Use from one thread at a time; different writers may run on different threads.
class AtomicFileWriter
{
public:
    // Where a write can fail; tests make it fail at each of them.
    enum class Stage { Open, Write, Flush, Commit };

    // A failure a test asks for: the next writes to a path ending in pathSuffix (any path when
    // empty) fail at stage with the system error errorNumber (ENOSPC: the disk is full).
    struct InjectedFailure
    {
        Stage stage = Stage::Write;
        int errorNumber = 28; // ENOSPC
        QString pathSuffix;
    };
    // Test hook: every writer in the process fails as described until it is cleared with
    // std::nullopt. Thread-safe, so a table build on a worker thread sees it too.
    static void injectFailure(std::optional<InjectedFailure> failure);

    explicit AtomicFileWriter(const QString &path);
    // Without commit() the temporary file is removed and the target is not touched.
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter &) = delete;
    AtomicFileWriter &operator=(const AtomicFileWriter &) = delete;

    Status open();
    Status write(const char *data, qint64 size);
    Status write(const QByteArray &data) { return write(data.constData(), data.size()); }
    // Flushes, then replaces the target. After a failure nothing more is written.
    Status commit();

private:
    Status fail(const QString &reason);
    Status injected(Stage stage);

    QString m_path;
    QSaveFile m_file;
    bool m_failed = false;
};

} // namespace pw::common
