#include "core/backends/BackendRegistry.h"

#include "core/common/PuzzleFile.h"
#include "core/entanglement/EntanglementBackend.h"
#include "core/kanoodle/KanoodleBackend.h"
#include "core/noodles/NoodlesBackend.h"
#include "core/sliding/SlidingBackend.h"

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
    // Stateless adapters: one of each for the program's life.
    static const common::BackendAdapter<noodles::NoodlesBackend> noodles;
    static const common::BackendAdapter<kanoodle::KanoodleBackend> kanoodle;
    static const common::BackendAdapter<entanglement::EntanglementBackend> entanglement;
    static const common::BackendAdapter<sliding::SlidingBackend> sliding;
    static const std::vector<const common::GameBackend *> all {&noodles, &kanoodle, &entanglement,
                                                               &sliding};
    return all;
}

const common::GameBackend *backendFor(const QString &kind)
{
    const auto &all = allBackends();
    const auto found
        = std::find_if(all.begin(), all.end(),
                       [&](const common::GameBackend *backend) { return backend->kind() == kind; });
    return found == all.end() ? nullptr : *found;
}

common::Expected<const common::GameBackend *> backendForFile(const QString &path)
{
    const QString kind = common::peekPuzzleKind(path);
    if (kind.isEmpty()) {
        const auto &all = allBackends();
        const auto plain
            = std::find_if(all.begin(), all.end(), [](const common::GameBackend *backend) {
                  return backend->readsPlainText();
              });
        if (plain != all.end())
            return *plain;
    } else if (const common::GameBackend *backend = backendFor(kind)) {
        return backend;
    }
    return common::Error {QFileInfo(path).fileName(), QStringLiteral("field \"puzzle\""),
                          Text::tr("\"%1\" is not a puzzle this program knows").arg(kind)};
}

} // namespace pw::backends
