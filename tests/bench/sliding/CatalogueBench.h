#pragma once

#include <string>

// The catalogue benchmarks of bench_sliding (CatalogueBench.cpp): the 6-6-6-6 tables alone
// against the maximum of two 6-6-6-6 partitionings (issue 44).

// Korf and Taylor's instances whose optimum is at most maxLength (and, when names is not empty,
// named in the comma-separated list), each solved with one set and with two, nodes and times
// side by side. The second set is built first (into the cache) when it is not cached.
// variants: comma-separated, of one (the first set alone), eager, lazy, eager-nodual and
// lazy-nodual (see MaxOfOptions (MaxOfPdbHeuristic.h)); empty: one,eager.
int twentyFourCatalogueSection(int maxLength, double capSeconds, int threads,
                               const std::string &names, const std::string &variants);

// The mean heuristic over `count` seeded uniform random 5 x 5 deals: each set alone and the
// maximum, with and without the dual lookups.
int catalogueMeanHSection(int count);
