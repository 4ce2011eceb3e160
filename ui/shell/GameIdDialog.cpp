#include "ui/shell/GameIdDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace pw::ui {

GameIdDialog::GameIdDialog(Check check, QWidget *parent)
    : QDialog(parent)
    , m_check(std::move(check))
    , m_prompt(new QLabel(this))
    , m_field(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("gameIdDialog"));
    setWindowTitle(tr("Enter Game ID"));
    m_prompt->setObjectName(QStringLiteral("gameIdPrompt"));
    m_prompt->setWordWrap(true);
    m_prompt->setBuddy(m_field);
    setExample(QStringLiteral("noodles:9x7w#1234"));
    m_field->setObjectName(QStringLiteral("gameIdField"));
    m_field->setAccessibleName(tr("Game ID"));
    m_field->setMinimumWidth(420);
    m_error->setObjectName(QStringLiteral("gameIdError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    // The error's room is kept while it is empty, so the buttons do not move when it appears.
    m_error->setMinimumHeight(2 * fontMetrics().lineSpacing());
    m_error->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameIdDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &GameIdDialog::reject);
    // An edit makes the old error untrue; it goes until the next check.
    connect(m_field, &QLineEdit::textEdited, m_error, &QLabel::clear);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_prompt);
    layout->addWidget(m_field);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

void GameIdDialog::setGameId(const QString &id)
{
    m_field->setText(id);
    m_field->selectAll();
    m_error->clear();
}

void GameIdDialog::setExample(const QString &id)
{
    m_prompt->setText(tr("A game ID, as Game ▸ Copy Game ID gives it (for example %1):").arg(id));
}

QString GameIdDialog::gameId() const
{
    return m_field->text().trimmed();
}

void GameIdDialog::accept()
{
    const QString id = gameId();
    if (id.isEmpty()) {
        m_error->setText(tr("Type or paste a game ID."));
        m_field->setFocus();
        return;
    }
    if (m_check) {
        if (const common::Status problem = m_check(id)) {
            showProblem(*problem);
            return;
        }
    }
    QDialog::accept();
}

void GameIdDialog::showProblem(const common::Error &error)
{
    m_error->setText(error.message());
    m_field->setFocus();
    // The errors of a damaged ID name a character ("character 10", counted from 1 in the ID
    // as checked, i.e. without leading white space); that character is selected, or the
    // cursor put at the end when the ID stopped too early. Errors without a place select all.
    static const QRegularExpression number(QStringLiteral("(\\d+)"));
    const QRegularExpressionMatch match = number.match(error.location);
    if (!match.hasMatch()) {
        m_field->selectAll();
        return;
    }
    const QString text = m_field->text();
    int leading = 0;
    while (leading < text.size() && text.at(leading).isSpace())
        ++leading;
    const int at = leading + match.captured(1).toInt() - 1;
    if (at >= leading + static_cast<int>(gameId().size()))
        m_field->setCursorPosition(static_cast<int>(text.size()));
    else
        m_field->setSelection(at, 1);
}

} // namespace pw::ui
