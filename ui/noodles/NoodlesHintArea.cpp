#include "ui/noodles/NoodlesHintArea.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/noodles/DeductionWords.h"
#include "ui/noodles/NoodlesMessages.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace pw::ui {

namespace {

// "the corner at …" opening a sentence: "The corner at …".
QString atSentenceStart(const QString &words)
{
    return words.isEmpty() ? words : words.front().toUpper() + words.mid(1);
}

} // namespace

NoodlesHintArea::NoodlesHintArea(QWidget *parent)
    : QWidget(parent)
    , m_text(new ScrollingRoomLabel(2, this))
    , m_back(new QToolButton(this))
    , m_position(new QLabel(this))
    , m_next(new QToolButton(this))
    , m_stepRow(new QWidget(this))
{
    m_text->setObjectName(QStringLiteral("noodlesExplanation"));
    m_back->setObjectName(QStringLiteral("noodlesHintBack"));
    m_back->setText(tr("Back"));
    m_back->setToolTip(tr("The step before, nearer to what you can see"));
    m_next->setObjectName(QStringLiteral("noodlesHintNext"));
    m_next->setText(tr("Next"));
    m_next->setToolTip(tr("The next step, nearer to the hinted tile"));
    m_position->setObjectName(QStringLiteral("noodlesHintPosition"));
    // "Step 10 of 10" in any language: the buttons keep their place while it changes.
    m_position->setMinimumWidth(
        m_position->fontMetrics().horizontalAdvance(tr("Step %1 of %2").arg(88).arg(88)));
    auto *row = new QHBoxLayout(m_stepRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_back);
    row->addWidget(m_position);
    row->addWidget(m_next);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_stepRow);
    connect(m_back, &QToolButton::clicked, this, [this] { showStep(m_current - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { showStep(m_current + 1); });
    // The area keeps its room when there is nothing to explain and the row its room when there
    // is no chain to step through: a hint coming or going never resizes the board above.
    QSizePolicy rowPolicy = m_stepRow->sizePolicy();
    rowPolicy.setRetainSizeWhenHidden(true);
    m_stepRow->setSizePolicy(rowPolicy);
    m_stepRow->hide();
}

void NoodlesHintArea::setText(const QString &text)
{
    m_text->setText(text);
}

void NoodlesHintArea::explain(const QString &text)
{
    m_chain.clear();
    m_current = -1;
    m_stepRow->hide();
    setText(text);
}

void NoodlesHintArea::showChain(const noodles::Board &board, std::vector<noodles::HintStep> chain)
{
    m_board = board;
    m_chain = std::move(chain);
    m_current = -1;
    m_stepRow->setVisible(m_chain.size() > 1);
    showStep(0);
}

void NoodlesHintArea::showStep(int index)
{
    if (m_board.isNull() || index < 0 || index >= stepCount())
        return;
    m_current = index;
    const noodles::HintStep &step = m_chain[static_cast<std::size_t>(index)];
    const QString words = DeductionWords::chainStep(m_board.kind(), step, stepCount());
    // Each step names its piece as the board shows it: its shape, its column and row on screen.
    const QString piece = NoodlesMessages::pieceName(m_board, step.cell);
    if (stepCount() > 1) {
        setText(tr("%1: %2").arg(atSentenceStart(piece), words));
    } else {
        setText(tr("Why %1 sits this way: %2").arg(piece, words));
    }
    m_position->setText(tr("Step %1 of %2").arg(index + 1).arg(stepCount()));
    m_back->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < stepCount());
    emit evidenceChanged(DeductionWords::chainEvidence(m_board.topology(), m_chain, index));
}

} // namespace pw::ui
