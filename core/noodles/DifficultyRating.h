#pragma once

#include <cstdint>

namespace pw::noodles {

// How hard a puzzle is to reason out: its difficulty. Not its size: Difficulty.h holds the size
// presets of the New dialog (Beginner 5 x 5 ... Giant 30 x 20), which say nothing about the
// deductions a board needs.
//
// The rating asks which rules a person needs who always uses the simplest rule that still finds
// something (the rules are Propagator's): the border and neighbour rules to a standstill, then
// the loop rule too, then the isolation rule for two pieces (a dead end never faces a dead end),
// then for networks of any size; guesses only when no rule finds anything. The level is the
// first rule set that fixes every piece.
enum class DifficultyLevel {
    Unsolvable, // no solution at all
    Gentle, // the borders and the sides the neighbours already show fix every piece
    Tricky, // ... with "never close a loop" too
    Tough, // ... with "two dead ends never face each other" too
    Fiendish, // ... with "never seal off a network smaller than the board" too
    Guesswork // the rules stall: orientations must be tried (or the board has several solutions)
};

struct DifficultyRating
{
    DifficultyLevel level = DifficultyLevel::Unsolvable;
    bool unique = false; // exactly one solution
    std::int64_t guesses = 0; // Guesswork: branches the solver tried (see rateDifficulty)
};

} // namespace pw::noodles
