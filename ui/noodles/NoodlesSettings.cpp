#include "ui/noodles/NoodlesSettings.h"

#include "core/common/StorageNotices.h"
#include "core/noodles/Topology.h"

#include <QSettings>

#include <algorithm>

namespace pw::ui {

namespace {

QString levelKey()
{
    return QStringLiteral("noodles/level");
}

} // namespace

noodles::GeneratorOptions NoodlesSettings::generatorOptions()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("noodles"));
    noodles::GeneratorOptions options;
    options.kind = settings.value(QStringLiteral("grid")).toString() == QLatin1String("hex")
        ? noodles::GridKind::Hex
        : noodles::GridKind::Square;
    options.width = settings.value(QStringLiteral("width"), 7).toInt();
    options.height = settings.value(QStringLiteral("height"), 7).toInt();
    options.wrap = settings.value(QStringLiteral("wrap"), false).toBool();
    options.unique = settings.value(QStringLiteral("unique"), true).toBool();
    options.barrierPercent = std::clamp(settings.value(QStringLiteral("barriers"), 0).toInt(), 0,
                                        noodles::maxBarrierPercent);
    options.seed
        = settings.value(QStringLiteral("seed"), QStringLiteral("1")).toString().toULongLong();
    if (const common::Status problem
        = noodles::Topology::validate(options.kind, options.width, options.height, options.wrap)) {
        common::StorageNotices::instance()->addNote(
            QStringLiteral("settings/noodles"),
            tr("The saved Noodles board size is out of range (%1); the default board is "
               "used.")
                .arg(problem->reason));
        const std::uint64_t seed = options.seed;
        options = noodles::GeneratorOptions {};
        options.seed = seed;
    }
    return options;
}

void NoodlesSettings::setGeneratorOptions(const noodles::GeneratorOptions &options)
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("noodles"));
    settings.setValue(QStringLiteral("grid"),
                      options.kind == noodles::GridKind::Hex ? QStringLiteral("hex")
                                                             : QStringLiteral("square"));
    settings.setValue(QStringLiteral("width"), options.width);
    settings.setValue(QStringLiteral("height"), options.height);
    settings.setValue(QStringLiteral("wrap"), options.wrap);
    settings.setValue(QStringLiteral("unique"), options.unique);
    settings.setValue(QStringLiteral("barriers"), options.barrierPercent);
    settings.setValue(QStringLiteral("seed"), QString::number(options.seed + 1));
}

std::optional<noodles::DifficultyLevel> NoodlesSettings::level()
{
    return noodles::difficultyLevelFromId(QSettings().value(levelKey()).toString().toStdString());
}

void NoodlesSettings::setLevel(std::optional<noodles::DifficultyLevel> level)
{
    QSettings().setValue(levelKey(),
                         level ? QLatin1String(noodles::difficultyLevelId(*level))
                               : QStringLiteral("any"));
}

} // namespace pw::ui
