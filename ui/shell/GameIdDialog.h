#pragma once

#include "core/common/Expected.h"

#include <QDialog>

#include <functional>

class QLabel;
class QLineEdit;

namespace pw::ui {

// Game ▸ Enter Game ID: a line for the ID and, below it, what is wrong with it. A refused ID
// stays in the field with the character the error names selected, and the dialog stays open
// until the ID is good or the user cancels, so a long ID with one wrong character is mended
// rather than typed again.
class GameIdDialog : public QDialog
{
    Q_OBJECT
public:
    // check returns the problem of an ID, or nothing for one that can be started.
    using Check = std::function<common::Status(const QString &id)>;

    explicit GameIdDialog(Check check, QWidget *parent = nullptr);

    void setGameId(const QString &id);
    // The example the prompt gives: an ID of the tab on screen (its daily game's).
    void setExample(const QString &id);
    QLabel *prompt() const { return m_prompt; }
    // The ID as accepted, without white space around it.
    QString gameId() const;

    QLineEdit *field() const { return m_field; }
    QLabel *errorLabel() const { return m_error; }

    // Accepts only an ID that passes the check; otherwise shows why and marks where.
    void accept() override;

private:
    void showProblem(const common::Error &error);

    Check m_check;
    QLabel *m_prompt;
    QLineEdit *m_field;
    QLabel *m_error;
};

} // namespace pw::ui
