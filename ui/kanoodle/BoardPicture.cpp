#include "ui/kanoodle/BoardPicture.h"

#include "core/kanoodle/KanoodleGameId.h"
#include "ui/kanoodle/KanoodleBoardView.h"

#include <QHash>
#include <QPainter>

namespace pw::ui::kanoodle {

QImage boardPicture(const pw::kanoodle::Position &position, QSize size)
{
    // A view that is never shown: its paintEvent draws into the image.
    KanoodleBoardView view;
    view.setBoardOnly(true);
    view.setMinimumSize(1, 1);
    view.resize(size);
    view.setPosition(position, 0); // no locks drawn: at this size they would only be noise
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    view.render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    return image;
}

QImage catalogPicture(const pw::kanoodle::CatalogEntry &entry, QSize size)
{
    // Images, not pixmaps: they may outlive the application object without harm.
    static QHash<QString, QImage> drawn;
    const QString key = QStringLiteral("%1 %2x%3")
                            .arg(QLatin1String(entry.gameId))
                            .arg(size.width())
                            .arg(size.height());
    if (const auto known = drawn.constFind(key); known != drawn.constEnd())
        return *known;
    const auto parsed = pw::kanoodle::parseGameId(QString::fromLatin1(entry.gameId));
    const QImage image
        = parsed && parsed->game ? boardPicture(parsed->game->puzzle, size) : QImage();
    drawn.insert(key, image);
    return image;
}

} // namespace pw::ui::kanoodle
