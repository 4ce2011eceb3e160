#include "ui/shell/TabMessages.h"

#include "ui/common/PuzzleTab.h"
#include "ui/shell/StatusMessageArea.h"

#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace pw::ui {

namespace {
// Long enough to read a sentence; a tab's waiting message gets the same when it appears.
constexpr int messageMs = 5000;
// A long message stays longer: about the time it takes to read it.
constexpr int readingMsPerCharacter = 70;
// Enough for a long session's messages; older ones go first.
constexpr int loggedMessages = 300;
} // namespace

TabMessages::TabMessages(QStatusBar *bar)
    : QObject(bar)
    , m_area(new StatusMessageArea(bar))
    , m_clear(new QTimer(this))
{
    m_area->setObjectName(QStringLiteral("statusMessage"));
    m_area->setCursor(Qt::PointingHandCursor);
    connect(m_area, &StatusMessageArea::clicked, this, &TabMessages::logRequested);
    bar->addWidget(m_area, 1);
    m_clear->setSingleShot(true);
    connect(m_clear, &QTimer::timeout, this, [this] { m_area->setMessage({}); });
}

void TabMessages::say(PuzzleTab *tab, const QString &message)
{
    keep(tab, message);
    if (tab == m_current) {
        show(message, messageMs);
        return;
    }
    m_waiting.insert(tab, message); // the last word of a hidden tab is the one it keeps
}

void TabMessages::tabShown(PuzzleTab *tab)
{
    m_current = tab;
    // The message on show was the last tab's.
    m_area->setMessage({});
    const auto waiting = m_waiting.constFind(tab);
    if (waiting != m_waiting.constEnd()) {
        show(*waiting, messageMs);
        m_waiting.erase(waiting);
    }
}

QString TabMessages::shown() const
{
    return m_area->message();
}

void TabMessages::keep(const PuzzleTab *tab, const QString &message)
{
    if (message.isEmpty())
        return;
    QList<Logged> &log = m_logs[tab];
    log.append({QTime::currentTime(), message});
    if (log.size() > loggedMessages)
        log.removeFirst();
}

void TabMessages::sayNow(const QString &message, int timeoutMs)
{
    keep(m_current, message);
    show(message, timeoutMs);
}

void TabMessages::show(const QString &message, int timeoutMs)
{
    m_area->setMessage(message);
    m_clear->start(std::max<int>(timeoutMs, readingMsPerCharacter * message.size()));
}

} // namespace pw::ui
