#include "core/common/JsonFields.h"

#include <QCoreApplication>

#include <cmath>

namespace pw::common {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::common::JsonFields)
};

} // namespace

std::optional<qint64> wholeNumber(const QJsonValue &value, qint64 min, qint64 max)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::floor(number) != number || number < static_cast<double>(min)
        || number > static_cast<double>(max))
        return std::nullopt;
    return static_cast<qint64>(number);
}

JsonFieldReader::JsonFieldReader(QJsonObject object, QString sourceName)
    : m_object(std::move(object))
    , m_source(std::move(sourceName))
{ }

QString JsonFieldReader::fieldLocation(const QString &field)
{
    return Text::tr("field \"%1\"").arg(field);
}

void JsonFieldReader::fail(const QString &location, const QString &reason)
{
    if (!m_error)
        m_error = Error {m_source, location, reason};
}

void JsonFieldReader::failField(const QString &field, const QString &reason)
{
    fail(fieldLocation(field), reason);
}

std::optional<qint64> JsonFieldReader::integer64(const QString &field, qint64 min, qint64 max)
{
    if (!m_object.contains(field)) {
        failField(field, Text::tr("missing"));
        return std::nullopt;
    }
    const auto number = wholeNumber(m_object.value(field), min, max);
    if (!number)
        failField(field, Text::tr("must be a whole number from %1 to %2").arg(min).arg(max));
    return number;
}

std::optional<int> JsonFieldReader::integer(const QString &field, int min, int max)
{
    const auto number = integer64(field, min, max);
    if (!number)
        return std::nullopt;
    return static_cast<int>(*number);
}

std::optional<bool> JsonFieldReader::boolean(const QString &field, bool defaultValue)
{
    if (!m_object.contains(field))
        return defaultValue;
    const QJsonValue value = m_object.value(field);
    if (!value.isBool()) {
        failField(field, Text::tr("must be true or false"));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> JsonFieldReader::string(const QString &field)
{
    const QJsonValue value = m_object.value(field);
    if (!value.isString()) {
        failField(field,
                  m_object.contains(field) ? Text::tr("must be a string") : Text::tr("missing"));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QJsonArray> JsonFieldReader::array(const QString &field)
{
    const QJsonValue value = m_object.value(field);
    if (!value.isArray()) {
        failField(field,
                  m_object.contains(field) ? Text::tr("must be an array") : Text::tr("missing"));
        return std::nullopt;
    }
    return value.toArray();
}

std::optional<QJsonObject> JsonFieldReader::object(const QString &field)
{
    const QJsonValue value = m_object.value(field);
    if (!value.isObject()) {
        failField(field,
                  m_object.contains(field) ? Text::tr("must be an object") : Text::tr("missing"));
        return std::nullopt;
    }
    return value.toObject();
}

} // namespace pw::common
