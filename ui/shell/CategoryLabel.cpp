#include "ui/shell/CategoryLabel.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"

namespace pw::ui {

QString categoryLabel(const QString &puzzle, const QString &key, const QString &stored)
{
    if (const common::GameBackend *backend = backends::backendFor(puzzle)) {
        if (const std::optional<QString> named = backend->statisticsCategoryLabel(key))
            return *named;
    }
    return stored.isEmpty() ? key : stored;
}

} // namespace pw::ui
