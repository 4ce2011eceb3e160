#include "app/cli/NearestWord.h"

#include <algorithm>
#include <vector>

namespace pw::cli {

int editDistance(const QString &a, const QString &b)
{
    const QString s = a.toLower();
    const QString t = b.toLower();
    const auto n = static_cast<std::size_t>(s.size());
    const auto m = static_cast<std::size_t>(t.size());
    // Optimal string alignment: the Levenshtein table plus a swap of two neighbours ("jsno").
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = 0; i <= n; ++i)
        d[i][0] = static_cast<int>(i);
    for (std::size_t j = 0; j <= m; ++j)
        d[0][j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= n; ++i) {
        for (std::size_t j = 1; j <= m; ++j) {
            const int cost = s[qsizetype(i - 1)] == t[qsizetype(j - 1)] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && s[qsizetype(i - 1)] == t[qsizetype(j - 2)]
                && s[qsizetype(i - 2)] == t[qsizetype(j - 1)])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

QString nearestWord(const QString &typed, const QStringList &candidates)
{
    QString best;
    int bestDistance = 0;
    for (const QString &candidate : candidates) {
        const int distance = editDistance(typed, candidate);
        if (best.isEmpty() || distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    // Short words differ from each other by an edit or two: "fly" is not a typo of "play", and
    // two letters are too few to guess from.
    const qsizetype length = typed.size();
    const int allowed = length >= 6 ? 2 : length >= 3 ? 1 : 0;
    if (best.isEmpty() || bestDistance > allowed || typed.compare(best) == 0)
        return {};
    return best;
}

} // namespace pw::cli
