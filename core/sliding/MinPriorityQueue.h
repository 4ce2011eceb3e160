#pragma once

#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

namespace pw::sliding {

// Seed 003's minimum priority queue: a binary heap in an array, the child of i at 2i+1 and 2i+2,
// the parent at (i-1)/2. push() appends and lets the item swim up; pop() moves the last item to
// the root and lets it sink. Less decides the order (the smallest item is on top).
template<class T, class Less = std::less<T>> class MinPriorityQueue
{
public:
    explicit MinPriorityQueue(Less less = Less())
        : m_less(std::move(less))
    { }

    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    void reserve(std::size_t n) { m_heap.reserve(n); }
    void clear() { m_heap.clear(); }
    std::size_t capacity() const { return m_heap.capacity(); }

    const T &top() const { return m_heap.front(); }

    void push(T item)
    {
        m_heap.push_back(std::move(item));
        swim(m_heap.size() - 1);
    }

    // Removes and returns the smallest item; the queue must not be empty.
    T pop()
    {
        T smallest = std::move(m_heap.front());
        if (m_heap.size() > 1)
            m_heap.front() = std::move(m_heap.back());
        m_heap.pop_back();
        if (!m_heap.empty())
            sink(0);
        return smallest;
    }

    // True when every parent is no greater than its children (for tests).
    bool isHeap() const
    {
        for (std::size_t i = 1; i < m_heap.size(); ++i) {
            if (m_less(m_heap[i], m_heap[(i - 1) / 2]))
                return false;
        }
        return true;
    }

    // The array itself, in heap order (for tests).
    const std::vector<T> &items() const { return m_heap; }

private:
    void swim(std::size_t i)
    {
        while (i > 0) {
            const std::size_t parent = (i - 1) / 2;
            if (!m_less(m_heap[i], m_heap[parent]))
                break;
            std::swap(m_heap[i], m_heap[parent]);
            i = parent;
        }
    }

    void sink(std::size_t i)
    {
        const std::size_t n = m_heap.size();
        for (;;) {
            std::size_t smallest = i;
            const std::size_t left = 2 * i + 1;
            const std::size_t right = left + 1;
            if (left < n && m_less(m_heap[left], m_heap[smallest]))
                smallest = left;
            if (right < n && m_less(m_heap[right], m_heap[smallest]))
                smallest = right;
            if (smallest == i)
                return;
            std::swap(m_heap[i], m_heap[smallest]);
            i = smallest;
        }
    }

    std::vector<T> m_heap;
    Less m_less;
};

} // namespace pw::sliding
