// The puzzles of the program, in the order it lists them (tabs, CLI verbs, registry).
//
// This list is where a puzzle plugs in: each layer includes it with PW_PUZZLE(kind, Name) defined
// as what that layer needs of every puzzle, found by name in the puzzle's own folders:
//   core/backends/PuzzleBackends.h  pw::kind::backend()         its rules, files, IDs, solver
//   ui/shell/TabFactories.h         pw::ui::createNameTab()      its tab
//   app/cli/PuzzleVerbs.h           pw::cli::kindVerb()          its puzzle-cli verb
// Its folders join the build through PW_PUZZLES in the top CMakeLists.txt, in the same order.
//
// No include guard: the file is meant to be expanded more than once.
PW_PUZZLE(noodles, Noodles)
PW_PUZZLE(kanoodle, Kanoodle)
PW_PUZZLE(entanglement, Entanglement)
PW_PUZZLE(sliding, Sliding)
