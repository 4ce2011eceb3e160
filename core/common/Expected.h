#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace pw::common {

// An error a user can cause (a bad file, an impossible size): where it happened and why.
// Errors are values so they cross threads and event handlers without exceptions.
struct Error
{
    QString source; // the file name, or a label such as "--pyramid" or "<stdin>"
    QString
        location; // "line 3", "field \"tiles\"[2][4]", ... ; empty when the whole input is meant
    QString reason; // what is wrong, in plain words

    QString message() const
    {
        QString text = source;
        if (!location.isEmpty())
            text += text.isEmpty() ? location : QStringLiteral(", ") + location;
        return text.isEmpty() ? reason : text + QStringLiteral(": ") + reason;
    }
};

// A value or the Error that prevented it (C++20 has no std::expected yet).
template<class T> class Expected
{
public:
    Expected(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    { }
    Expected(Error error)
        : m_data(std::in_place_index<1>, std::move(error))
    { }

    bool hasValue() const { return m_data.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T &value() { return std::get<0>(m_data); }
    const T &value() const { return std::get<0>(m_data); }
    T &operator*() { return value(); }
    const T &operator*() const { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

    const Error &error() const { return std::get<1>(m_data); }
    // Whether it worked, without the value: for a check that reads and drops what it read.
    std::optional<Error> status() const
    {
        if (hasValue())
            return std::nullopt;
        return error();
    }

private:
    std::variant<T, Error> m_data;
};

// Success carries nothing; failure carries the Error.
using Status = std::optional<Error>;

} // namespace pw::common
