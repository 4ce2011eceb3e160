#pragma once

#include "ui/entanglement/TilePainter.h"

#include <QWidget>

namespace pw::ui::entanglement {

// The tile in the pocket, drawn as it is turned; clicking it swaps it with the current tile.
class PocketView : public QWidget
{
    Q_OBJECT
public:
    explicit PocketView(QWidget *parent = nullptr);

    void setTile(const pw::entanglement::Tile &tile, bool enabled);
    QSize sizeHint() const override { return {120, 110}; }

signals:
    void swapRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    pw::entanglement::Tile m_tile;
    bool m_enabled = false;
    TileStyle m_style;
};

} // namespace pw::ui::entanglement
