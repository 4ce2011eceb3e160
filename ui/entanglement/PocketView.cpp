#include "ui/entanglement/PocketView.h"

#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace pw::ui::entanglement {

PocketView::PocketView(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(80, 70);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The pocket tile. Click it (or press Space) to swap it with the tile in hand."));
}

void PocketView::setTile(const pw::entanglement::Tile &tile, bool enabled)
{
    m_tile = tile;
    m_enabled = enabled;
    update();
}

void PocketView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const double side = std::min(width() / 2.1, height() / (std::sqrt(3.0) * 1.05));
    TileStyle style = m_style;
    if (!m_enabled)
        style.face = style.face.darker(140);
    TilePainter::paint(painter, QPointF(width() / 2.0, height() / 2.0), side, m_tile, style);
}

void PocketView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_enabled)
        emit swapRequested();
    event->accept();
}

} // namespace pw::ui::entanglement
