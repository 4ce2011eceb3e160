#pragma once

#include "core/common/GameBackend.h"

// Every puzzle's back end, declared from the puzzle list: pw::KIND::backend() is defined in that
// puzzle's core folder (its Backend.cpp) and lives for the program's life.
#define PW_PUZZLE(kind, Name)                                                                   \
    namespace pw::kind {                                                                        \
    const common::GameBackend &backend();                                                       \
    }
#include "core/backends/PuzzleList.h"
#undef PW_PUZZLE
