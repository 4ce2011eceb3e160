#include "core/common/SolverSink.h"

namespace pw::common {

SolverSink::~SolverSink() = default;

} // namespace pw::common
