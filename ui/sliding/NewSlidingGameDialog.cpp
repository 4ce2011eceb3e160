#include "ui/sliding/NewSlidingGameDialog.h"

#include "core/sliding/Board.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

#include <limits>

namespace pw::ui {

NewSlidingGameDialog::NewSlidingGameDialog(int rows, int cols, quint32 seed, sliding::DealKind deal,
                                           int outOfPlacePercent, QWidget *parent)
    : QDialog(parent)
    , m_rows(new QSpinBox(this))
    , m_cols(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_deal(new QComboBox(this))
    , m_outOfPlace(new QSpinBox(this))
{
    setWindowTitle(tr("New Sliding Tiles Game"));
    for (QSpinBox *side : {m_rows, m_cols})
        side->setRange(sliding::Board::minSide, sliding::Board::maxSide);
    m_rows->setObjectName(QStringLiteral("rows"));
    m_cols->setObjectName(QStringLiteral("cols"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_deal->setObjectName(QStringLiteral("deal"));
    m_outOfPlace->setObjectName(QStringLiteral("outOfPlace"));
    m_deal->addItem(tr("Random (uniform)"), int(sliding::DealKind::Uniform));
    m_deal->addItem(tr("Random walk (easier)"), int(sliding::DealKind::Walk));
    m_deal->setCurrentIndex(m_deal->findData(int(deal)));
    m_deal->setToolTip(tr("Uniform: every solvable arrangement is equally likely (a 4 x 4 then "
                          "needs about 53 moves). Random walk: tiles slid at random from the "
                          "solved board until the share below is out of place."));
    connect(m_deal, &QComboBox::currentIndexChanged, this,
            [this] { m_outOfPlace->setEnabled(this->deal() == sliding::DealKind::Walk); });
    m_outOfPlace->setEnabled(deal == sliding::DealKind::Walk);
    m_rows->setValue(rows);
    m_cols->setValue(cols);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(static_cast<int>(seed & 0x7FFFFFFF));
    m_outOfPlace->setRange(0, 100);
    m_outOfPlace->setSuffix(QStringLiteral(" %"));
    m_outOfPlace->setValue(outOfPlacePercent);

    m_rows->setToolTip(tr("Rows of the board"));
    m_cols->setToolTip(tr("Columns of the board"));
    m_seed->setToolTip(tr("The same seed and settings deal the same board"));
    m_outOfPlace->setToolTip(tr("Share of the tiles that the scramble moves away from their goal "
                                "cells"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Rows:"), m_rows);
    form->addRow(tr("&Columns:"), m_cols);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(tr("&Deal:"), m_deal);
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
sliding::DealKind NewSlidingGameDialog::deal() const
{
    return static_cast<sliding::DealKind>(m_deal->currentData().toInt());
}
int NewSlidingGameDialog::outOfPlacePercent() const
{
    return m_outOfPlace->value();
}

} // namespace pw::ui
