#pragma once

#include <QtGlobal>

#include <memory>
#include <utility>

namespace pw::common {

// An immutable value of a type the holder does not name: what lets generic code (the headless
// back-end test, the CLI, the GUI's midend) keep a puzzle's state or move without knowing the
// puzzle. Copies share the value, so a history of states is cheap to keep and to hand to a
// worker thread: nobody can change a value once it is wrapped.
//
// The Tag only keeps the two uses apart (GameState and GameMove cannot be mixed up); the type
// wrapped is checked when it is read back, so a Noodles board never reaches Kanoodle's rules.
template<class Tag> class OpaqueValue
{
public:
    OpaqueValue() = default;

    template<class T> static OpaqueValue of(T value)
    {
        OpaqueValue result;
        result.m_value = std::make_shared<const T>(std::move(value));
        result.m_type = typeKey<T>();
        return result;
    }

    bool isNull() const { return !m_value; }

    // The value if it is a T, else nullptr.
    template<class T> const T *get() const
    {
        return m_type == typeKey<T>() ? static_cast<const T *>(m_value.get()) : nullptr;
    }

    // The value, which must be a T: asking a back end about another puzzle's value is a
    // programming error, not something a user can cause.
    template<class T> const T &as() const
    {
        const T *value = get<T>();
        if (!value)
            qFatal("OpaqueValue: a value of another type (or none) was given to a back end");
        return *value;
    }

private:
    // One address per type: a cheap type identity without RTTI names.
    template<class T> static const void *typeKey()
    {
        static const char key = 0;
        return &key;
    }

    std::shared_ptr<const void> m_value;
    const void *m_type = nullptr;
};

// A position of some puzzle (what its back end calls State).
using GameState = OpaqueValue<struct GameStateTag>;
// A move of some puzzle (what its back end calls Move).
using GameMove = OpaqueValue<struct GameMoveTag>;

} // namespace pw::common
