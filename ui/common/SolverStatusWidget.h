#pragma once

#include <QWidget>

#include <QPointer>

class QProgressBar;
class QPushButton;
class QTimer;

namespace pw::common {
struct Progress;
}

namespace pw::ui {

class ElidedLabel;
class SolverRunner;

// The status-bar view of one SolverRunner: what runs, its counters or fraction, and Cancel.
// Hidden while nothing runs.
class SolverStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit SolverStatusWidget(QWidget *parent = nullptr);

    // Follows this runner (or none); the previous one is let go.
    void setRunner(SolverRunner *runner);
    // Names whose job this is (the tab's title), shown before the job's own title.
    void setCaption(const QString &caption);

    // Counter names from core ("nodes", "bound"...) shown to people, translated when known.
    static QString counterLabel(const std::string &name);
    static QString describe(const common::Progress &progress);

signals:
    // Cancel was pressed: the owner stops the job (and says so).
    void cancelRequested();

private:
    // The row's words: the job's title and what it reports (text), or the title alone.
    void setText(const QString &text, const QString &title = {});
    void showProgress(const common::Progress &progress);
    void updateVisibility();

    QPointer<SolverRunner> m_runner;
    QString m_caption;
    ElidedLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
    QTimer *m_showDelay; // a job's row shows once it has run this long
    QList<QMetaObject::Connection> m_connections;
};

} // namespace pw::ui
