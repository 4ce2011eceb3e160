#include "core/backends/BackendRegistry.h"

#include "core/backends/PuzzleBackends.h"
#include "core/common/GameId.h"
#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"
#include "core/noodles/NetGameId.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace pw::backends {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::backends::BackendRegistry)
};

} // namespace

const std::vector<const common::GameBackend *> &allBackends()
{
    static const std::vector<const common::GameBackend *> all {
#define PW_PUZZLE(kind, Name) &kind::backend(),
#include "core/backends/PuzzleList.h"
#undef PW_PUZZLE
    };
    return all;
}

QStringList puzzleKinds()
{
    QStringList kinds;
    for (const common::GameBackend *backend : allBackends())
        kinds.append(backend->kind());
    return kinds;
}

const common::GameBackend *backendFor(const QString &kind)
{
    const auto &all = allBackends();
    const auto found
        = std::find_if(all.begin(), all.end(),
                       [&](const common::GameBackend *backend) { return backend->kind() == kind; });
    return found == all.end() ? nullptr : *found;
}

common::Expected<const common::GameBackend *> backendForGameId(const QString &id)
{
    // Simon Tatham's Net names its games without a puzzle ("13x11w:…"): Noodles plays them.
    if (noodles::looksLikeNetGameId(id))
        return &noodles::backend();
    const common::Expected<QString> kind = common::puzzleOfGameId(id, puzzleKinds());
    if (!kind)
        return kind.error();
    return backendFor(*kind);
}

common::Expected<const common::GameBackend *> backendForFile(const QString &path)
{
    const QString kind = common::peekPuzzleKind(path);
    if (kind.isEmpty()) {
        const auto &all = allBackends();
        const auto plain
            = std::find_if(all.begin(), all.end(), [](const common::GameBackend *backend) {
                  return !backend->plainTextSuffix().isEmpty();
              });
        if (plain != all.end())
            return *plain;
    } else if (const common::GameBackend *backend = backendFor(kind)) {
        return backend;
    }
    return common::Error {QFileInfo(path).fileName(), common::JsonFieldReader::fieldLocation(QStringLiteral("puzzle")),
                          Text::tr("\"%1\" is not a puzzle this program knows").arg(kind)};
}

} // namespace pw::backends
