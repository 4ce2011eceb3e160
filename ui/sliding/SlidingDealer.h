#pragma once

#include "core/sliding/SlidingGameId.h"

#include <QtGlobal>

namespace pw::ui {

// How New and Scramble deal a Sliding Tiles board: the kind of deal and a walk's share of tiles
// out of place (both kept in the settings), and the seed, which each Scramble advances. Every
// deal is a seed ID's options, so the game's ID names exactly the board dealt.
class SlidingDealer
{
public:
    // The choices from the settings (a uniform deal unless a walk was chosen) and a random seed,
    // so the first game of a run does not repeat the last run's.
    SlidingDealer();

    // The deal Scramble goes on with: the player's choice, or an entered seed ID's.
    sliding::DealKind deal() const { return m_deal; }
    int outOfPlacePercent() const { return m_outOfPlacePercent; }
    // The deal the player chose (in New, kept in the settings), which New offers again: a seed
    // ID's deal is followed by Scramble but never becomes the player's choice.
    sliding::DealKind chosenDeal() const { return m_chosenDeal; }
    int chosenOutOfPlacePercent() const { return m_chosenOutOfPlacePercent; }

    // New: the player's choices, kept for the next run; the board is `options` with them.
    void choose(sliding::DealKind deal, int outOfPlacePercent, quint32 seed);
    // An entered seed ID: Scramble goes on from its deal and seed.
    void follow(const sliding::ScrambleOptions &options);
    // The deal of an R x C board with the current seed, or (Scramble) the next seed.
    sliding::ScrambleOptions options(int rows, int cols) const;
    sliding::ScrambleOptions next(int rows, int cols);

private:
    sliding::DealKind m_deal = sliding::DealKind::Uniform;
    int m_outOfPlacePercent = 80;
    sliding::DealKind m_chosenDeal = sliding::DealKind::Uniform;
    int m_chosenOutOfPlacePercent = 80;
    quint32 m_seed = 1;
};

} // namespace pw::ui
