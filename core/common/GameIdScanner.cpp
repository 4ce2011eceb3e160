#include "core/common/GameIdScanner.h"

#include "core/common/GameId.h"

#include <QCoreApplication>

namespace pw::common {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::GameIdScanner)
};

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

} // namespace

GameIdScanner::GameIdScanner(QString text, int offset)
    : m_text(std::move(text))
    , m_offset(offset)
{ }

bool GameIdScanner::take(QChar c)
{
    if (!ok() || atEnd() || m_text.at(m_index) != c)
        return false;
    ++m_index;
    return true;
}

bool GameIdScanner::expect(QChar c, const QString &what)
{
    if (take(c))
        return true;
    if (atEnd())
        fail(position(), Text::tr("the ID ends where %1 should be").arg(what));
    else
        fail(position(), Text::tr("expected %1, found '%2'").arg(what, QString(peek())));
    return false;
}

std::optional<int> GameIdScanner::number(int min, int max, const QString &what)
{
    if (!ok())
        return std::nullopt;
    const int start = position();
    qint64 value = 0;
    qsizetype end = m_index;
    while (end < m_text.size() && isAsciiDigit(m_text.at(end)) && value <= max) {
        value = value * 10 + (m_text.at(end).unicode() - '0');
        ++end;
    }
    if (end == m_index) {
        fail(start,
             atEnd()
                 ? Text::tr("the ID ends where %1 should be").arg(what)
                 : Text::tr("expected %1 (a whole number), found '%2'").arg(what, QString(peek())));
        return std::nullopt;
    }
    if (value < min || value > max) {
        fail(start, Text::tr("%1 must be from %2 to %3").arg(what).arg(min).arg(max));
        return std::nullopt;
    }
    m_index = end;
    return static_cast<int>(value);
}

std::optional<double> GameIdScanner::fraction(double min, double max, const QString &what)
{
    if (!ok())
        return std::nullopt;
    const int start = position();
    qsizetype end = m_index;
    while (end < m_text.size() && (isAsciiDigit(m_text.at(end)) || m_text.at(end) == '.'))
        ++end;
    bool valid = false;
    const double value = m_text.mid(m_index, end - m_index).toDouble(&valid);
    if (!valid || end == m_index) {
        fail(start, Text::tr("expected %1 (a number such as 0.5)").arg(what));
        return std::nullopt;
    }
    if (!(value >= min && value <= max)) {
        fail(start, Text::tr("%1 must be from %2 to %3").arg(what).arg(min).arg(max));
        return std::nullopt;
    }
    m_index = end;
    return value;
}

bool GameIdScanner::expectEnd(const QString &after)
{
    if (!ok())
        return false;
    if (atEnd())
        return true;
    fail(position(), Text::tr("unexpected '%1' after %2").arg(peek()).arg(after));
    return false;
}

void GameIdScanner::fail(int position, const QString &reason)
{
    if (!m_error)
        m_error = gameIdError(position, reason);
}

} // namespace pw::common
