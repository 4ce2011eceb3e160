#pragma once

#include "core/common/PuzzleFile.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/GoalConvention.h"

#include <QFile>
#include <QTest>

#include <vector>

// Korf's 100 instances as stored in tests/data/sliding (converted to our goal) and their
// published optimal lengths.
inline std::vector<pw::sliding::NamedBoard> korfInstances()
{
    auto data = pw::common::readWholeFile(QStringLiteral(PW_TEST_DATA_DIR "/sliding/korf100.txt"));
    if (!data)
        return {};
    auto boards = pw::sliding::parseBatch(*data, QStringLiteral("korf100.txt"));
    return boards ? *boards : std::vector<pw::sliding::NamedBoard> {};
}

// A board written in the text format ("8 6 7\n2 5 4\n3 0 1\n"); the 3 x 3 goal if it does not
// read, which the test then notices.
inline pw::sliding::Board boardFromText(const char *text)
{
    auto parsed = pw::sliding::parseTextBoard(QByteArray(text), QStringLiteral("test"));
    return parsed ? *parsed : pw::sliding::Board();
}

inline std::vector<int> korfOptimalLengths()
{
    QFile file(QStringLiteral(PW_TEST_DATA_DIR "/sliding/korf100-optimal.txt"));
    std::vector<int> lengths;
    if (!file.open(QIODevice::ReadOnly))
        return lengths;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty() && !line.startsWith('#'))
            lengths.push_back(line.toInt());
    }
    return lengths;
}

// A published benchmark instance, turned to our goal, with its published optimal length.
struct PublishedInstance
{
    pw::sliding::NamedBoard instance;
    int optimalLength = 0;
};

// A file of tests/data/sliding written as published: "NAME: tiles row-major = LENGTH" per line
// for the blank-first goal (korf-taylor-24-blank-first.txt).
inline std::vector<PublishedInstance> publishedInstances(const QString &fileName)
{
    auto data = pw::common::readWholeFile(QStringLiteral(PW_TEST_DATA_DIR "/sliding/") + fileName);
    if (!data)
        return {};
    std::vector<PublishedInstance> instances;
    for (const QByteArray &rawLine : data->split('\n')) {
        const QByteArray line = rawLine.trimmed();
        const qsizetype equals = line.indexOf('=');
        if (line.isEmpty() || line.startsWith('#') || equals < 0)
            continue;
        auto boards = pw::sliding::parseBatch(line.left(equals), fileName);
        if (!boards || boards->size() != 1)
            return {};
        pw::sliding::NamedBoard turned = boards->front();
        turned.board = boardForBlankLastGoal(turned.board, pw::sliding::GoalConvention::BlankFirst);
        instances.push_back({turned, line.mid(equals + 1).trimmed().toInt()});
    }
    return instances;
}
