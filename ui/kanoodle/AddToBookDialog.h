#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace pw::ui::kanoodle {

// Asks for the book a puzzle comes from and its number there, to keep it in the player's books:
// the book's name typed or chosen from the books already kept (the last one used first).
class AddToBookDialog : public QDialog
{
    Q_OBJECT
public:
    AddToBookDialog(const QStringList &books, const QString &lastBook, int nextNumber,
                    QWidget *parent = nullptr);

    QString book() const;
    int number() const;
    QComboBox *bookBox() const { return m_book; }
    QSpinBox *numberBox() const { return m_number; }

private:
    QComboBox *m_book;
    QSpinBox *m_number;
};

} // namespace pw::ui::kanoodle
