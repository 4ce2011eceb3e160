#pragma once

#include <functional>
#include <unordered_set>
#include <vector>

namespace pw::common {

// Seed 000's generic breadth-first search: the caller supplies the rules of the graph.
//  - startNodes: level 0
//  - adjacentTo(node): the nodes reachable in one step (an iterable of Node)
//  - visit(node, level): called once per node, in BFS order
//  - levelLimit: stop after this many levels (0 = no limit)
// Node equality and hashing come from Hash and Equal, as std::unordered_set uses them.
// Returns the number of levels visited.
template<class Node, class Hash = std::hash<Node>, class Equal = std::equal_to<Node>,
         class AdjacentFn, class VisitFn>
int breadthFirstSearch(const std::vector<Node> &startNodes, AdjacentFn &&adjacentTo,
                       VisitFn &&visit, int levelLimit = 0)
{
    std::unordered_set<Node, Hash, Equal> seen;
    std::vector<Node> current;
    for (const Node &node : startNodes) {
        if (seen.insert(node).second)
            current.push_back(node);
    }
    int level = 0;
    std::vector<Node> next;
    while (!current.empty() && (levelLimit <= 0 || level < levelLimit)) {
        next.clear();
        for (const Node &node : current) {
            visit(node, level);
            for (const Node &neighbour : adjacentTo(node)) {
                if (seen.insert(neighbour).second)
                    next.push_back(neighbour);
            }
        }
        current.swap(next);
        ++level;
    }
    return level;
}

// The same search over dense integer nodes 0..nodeCount-1, without hashing: the hot-loop form
// used by puzzles whose cells are numbered.
template<class AdjacentFn, class VisitFn>
int breadthFirstSearchIndexed(int nodeCount, const std::vector<int> &startNodes,
                              AdjacentFn &&adjacentTo, VisitFn &&visit, int levelLimit = 0)
{
    std::vector<char> seen(static_cast<std::size_t>(nodeCount), 0);
    std::vector<int> current;
    for (int node : startNodes) {
        if (node >= 0 && node < nodeCount && !seen[static_cast<std::size_t>(node)]) {
            seen[static_cast<std::size_t>(node)] = 1;
            current.push_back(node);
        }
    }
    int level = 0;
    std::vector<int> next;
    while (!current.empty() && (levelLimit <= 0 || level < levelLimit)) {
        next.clear();
        for (int node : current) {
            visit(node, level);
            adjacentTo(node, [&](int neighbour) {
                if (!seen[static_cast<std::size_t>(neighbour)]) {
                    seen[static_cast<std::size_t>(neighbour)] = 1;
                    next.push_back(neighbour);
                }
            });
        }
        current.swap(next);
        ++level;
    }
    return level;
}

} // namespace pw::common
