#include "ui/sliding/NewSlidingGameDialog.h"

#include "core/sliding/Board.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

#include <limits>

namespace pw::ui {

NewSlidingGameDialog::NewSlidingGameDialog(int rows, int cols, quint32 seed, int outOfPlacePercent,
                                           QWidget *parent)
    : QDialog(parent)
    , m_rows(new QSpinBox(this))
    , m_cols(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_outOfPlace(new QSpinBox(this))
{
    setWindowTitle(tr("New Sliding Tiles Game"));
    for (QSpinBox *side : {m_rows, m_cols})
        side->setRange(sliding::Board::minSide, sliding::Board::maxSide);
    m_rows->setObjectName(QStringLiteral("rows"));
    m_cols->setObjectName(QStringLiteral("cols"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_outOfPlace->setObjectName(QStringLiteral("outOfPlace"));
    m_rows->setValue(rows);
    m_cols->setValue(cols);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(static_cast<int>(seed & 0x7FFFFFFF));
    m_outOfPlace->setRange(0, 100);
    m_outOfPlace->setSuffix(QStringLiteral(" %"));
    m_outOfPlace->setValue(outOfPlacePercent);

    m_rows->setToolTip(tr("Rows of the board"));
    m_cols->setToolTip(tr("Columns of the board"));
    m_seed->setToolTip(tr("The same seed and settings make the same scramble"));
    m_outOfPlace->setToolTip(tr("Share of the tiles that the scramble moves away from their goal "
                                "cells"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Rows:"), m_rows);
    form->addRow(tr("&Columns:"), m_cols);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(tr("Tiles &out of place:"), m_outOfPlace);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int NewSlidingGameDialog::rows() const
{
    return m_rows->value();
}
int NewSlidingGameDialog::cols() const
{
    return m_cols->value();
}
quint32 NewSlidingGameDialog::seed() const
{
    return static_cast<quint32>(m_seed->value());
}
int NewSlidingGameDialog::outOfPlacePercent() const
{
    return m_outOfPlace->value();
}

} // namespace pw::ui
