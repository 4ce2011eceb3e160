#pragma once

#include <QString>
#include <QStringList>

namespace pw::cli {

// The word of candidates nearest to a mistyped one, for "did you mean ...?": the fewest
// insertions, deletions, replacements and swaps of neighbouring letters, ignoring case. Empty
// when none is close enough to be what was meant (one edit in a typed word of three to five
// letters, two in one of six or more, none in shorter ones), so a wild guess is never offered.
QString nearestWord(const QString &typed, const QStringList &candidates);

// The edits between two words, as nearestWord counts them.
int editDistance(const QString &a, const QString &b);

} // namespace pw::cli
