#include "ui/entanglement/HighScores.h"

#include <QSettings>

#include <algorithm>

namespace pw::ui::entanglement {

namespace {

QString group(int radius)
{
    return QStringLiteral("entanglement/highScores/radius%1").arg(radius);
}

} // namespace

QList<HighScores::Entry> HighScores::load(int radius)
{
    QSettings settings;
    QList<Entry> entries;
    const int count = settings.beginReadArray(group(radius));
    for (int i = 0; i < std::min(count, tableSize); ++i) {
        settings.setArrayIndex(i);
        Entry entry;
        entry.score = settings.value(QStringLiteral("score")).toInt();
        entry.moves = settings.value(QStringLiteral("moves")).toInt();
        entry.seed = settings.value(QStringLiteral("seed")).toULongLong();
        entry.when = settings.value(QStringLiteral("when")).toDateTime();
        entries.append(entry);
    }
    settings.endArray();
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry &a, const Entry &b) { return a.score > b.score; });
    return entries;
}

namespace {

void store(int radius, const QList<HighScores::Entry> &entries)
{
    QSettings settings;
    settings.remove(group(radius));
    settings.beginWriteArray(group(radius), static_cast<int>(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("score"), entries[i].score);
        settings.setValue(QStringLiteral("moves"), entries[i].moves);
        settings.setValue(QStringLiteral("seed"), static_cast<qulonglong>(entries[i].seed));
        settings.setValue(QStringLiteral("when"), entries[i].when);
    }
    settings.endArray();
}

} // namespace

int HighScores::submit(int radius, const Entry &entry)
{
    QList<Entry> entries = load(radius);
    // Equal scores keep the earlier one first.
    int rank = 0;
    while (rank < entries.size() && entries[rank].score >= entry.score)
        ++rank;
    if (rank >= tableSize)
        return 0;
    entries.insert(rank, entry);
    while (entries.size() > tableSize)
        entries.removeLast();

    store(radius, entries);
    return rank + 1;
}

bool HighScores::withdraw(int radius, const Entry &entry)
{
    QList<Entry> entries = load(radius);
    for (int i = 0; i < entries.size(); ++i) {
        const Entry &e = entries[i];
        if (e.score == entry.score && e.seed == entry.seed && e.when == entry.when) {
            entries.removeAt(i);
            store(radius, entries);
            return true;
        }
    }
    return false;
}

void HighScores::clear(int radius)
{
    QSettings().remove(group(radius));
}

} // namespace pw::ui::entanglement
