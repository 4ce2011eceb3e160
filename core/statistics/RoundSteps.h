#pragma once

#include <QList>

namespace pw::statistics {

// What a chart's numbers count, which decides the steps that read as round on its axis.
enum class StepUnit {
    // Games, moves, nodes, points: whole numbers in 1-2-5 steps (1, 2, 5, 10, 20, 50, …), never
    // a fraction, since half a game or a tick at 2.5 moves means nothing.
    Whole,
    // Durations, shown as m:ss or h:mm:ss: 1-2-5 steps within each unit, with the quarter, third
    // and half of a minute and of an hour (1, 2, 5, 10, 15, 20, 30 s, 1, 2, 5, 10, 15, 20, 30 min,
    // 1, 2, 5, 10, 20, 50 h…), so every tick is a time a clock reads as round (0:15, 2:30,
    // 1:00:00).
    Seconds,
};

// The smallest round step of the unit that is at least atLeast (a non-positive or tiny atLeast
// gives the unit's smallest step, 1).
double roundStep(double atLeast, StepUnit unit);

// An axis of round ticks: from, from + step, …, to, every one a multiple of step.
struct RoundScale
{
    double from = 0;
    double to = 1;
    double step = 1;

    QList<double> ticks() const;
};

// The scale with the smallest round step that covers [lowest, highest] in at most maxSteps steps
// (at least one step, also when lowest == highest).
RoundScale roundScale(double lowest, double highest, int maxSteps, StepUnit unit);

} // namespace pw::statistics
