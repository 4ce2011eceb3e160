#include "ui/kanoodle/AddToBookDialog.h"

#include "core/kanoodle/BookLibrary.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pw::ui::kanoodle {

AddToBookDialog::AddToBookDialog(const QStringList &books, const QString &lastBook, int nextNumber,
                                 QWidget *parent)
    : QDialog(parent)
    , m_book(new QComboBox(this))
    , m_number(new QSpinBox(this))
{
    setObjectName(QStringLiteral("kanoodleAddToBookDialog"));
    setWindowTitle(tr("Add to My Books"));
    m_book->setObjectName(QStringLiteral("kanoodleBookName"));
    m_book->setEditable(true);
    m_book->addItems(books);
    m_book->setCurrentText(lastBook.isEmpty() ? tr("Book 1") : lastBook);
    m_book->lineEdit()->setMaxLength(pw::kanoodle::BookLibrary::maxBookLength);
    m_number->setObjectName(QStringLiteral("kanoodleBookNumber"));
    m_number->setRange(1, pw::kanoodle::BookLibrary::maxNumber);
    m_number->setValue(std::clamp(nextNumber, 1, pw::kanoodle::BookLibrary::maxNumber));
    auto *note = new QLabel(tr("The puzzle's given pieces are kept under the book's name and "
                               "number; New ▸ Catalog ▸ My books lists them."),
                            this);
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Book:"), m_book);
    form->addRow(tr("&Number in the book:"), m_number);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // An empty name is no book.
    connect(m_book, &QComboBox::currentTextChanged, this, [buttons](const QString &text) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!text.trimmed().isEmpty());
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString AddToBookDialog::book() const
{
    return m_book->currentText().trimmed();
}

int AddToBookDialog::number() const
{
    return m_number->value();
}

} // namespace pw::ui::kanoodle
