#pragma once

#include "core/common/Expected.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace pw::common {

// Reads typed fields of a JSON object and remembers the first thing that was wrong, so a loader
// reads like a list of fields and reports "file.json, field "width": must be between 2 and 40".
class JsonFieldReader
{
public:
    JsonFieldReader(QJsonObject object, QString sourceName);

    bool has(const QString &field) const { return m_object.contains(field); }

    // Whole number in [min, max]. Missing, fractional or out-of-range values are errors.
    std::optional<int> integer(const QString &field, int min, int max);
    std::optional<qint64> integer64(const QString &field, qint64 min, qint64 max);
    // Missing booleans take the default.
    std::optional<bool> boolean(const QString &field, bool defaultValue);
    std::optional<QString> string(const QString &field);
    std::optional<QJsonArray> array(const QString &field);
    std::optional<QJsonObject> object(const QString &field);

    // Records an error at a location ("field \"tiles\"[3][1]") unless one is already recorded.
    void fail(const QString &location, const QString &reason);
    void failField(const QString &field, const QString &reason);

    bool ok() const { return !m_error.has_value(); }
    const std::optional<Error> &error() const { return m_error; }
    const QString &sourceName() const { return m_source; }

    static QString fieldLocation(const QString &field);

private:
    QJsonObject m_object;
    QString m_source;
    std::optional<Error> m_error;
};

// A JSON number that is a whole number in [min, max], or nothing.
std::optional<qint64> wholeNumber(const QJsonValue &value, qint64 min, qint64 max);

} // namespace pw::common
