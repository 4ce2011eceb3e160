#include "core/noodles/Rule.h"

namespace pw::noodles {

const char *ruleName(Rule rule)
{
    switch (rule) {
    case Rule::Border:
        return "border";
    case Rule::Neighbour:
        return "neighbour";
    case Rule::Loop:
        return "loop";
    case Rule::Isolation:
        return "isolation";
    case Rule::Locked:
        return "locked";
    case Rule::GuessFailed:
        return "guess-failed";
    case Rule::GuessExplored:
        return "guess-explored";
    }
    return "unknown";
}

} // namespace pw::noodles
