// The in-app guides (Help ▸ How to Play) are written for players: every embedded guide, English
// and translated, is free of developer material, and every picture and page it links is in the
// program's resources.

#include "ui/shell/GuideBrowser.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QUrl>
#include <QtTest>

namespace {

const QStringList kinds {QStringLiteral("noodles"), QStringLiteral("kanoodle"),
                         QStringLiteral("entanglement"), QStringLiteral("sliding")};
const QStringList languages {QString(), QStringLiteral("de")}; // "" is English

// What gives a page away as written for developers: seed-document numbers, symbol and source
// names, build and profiling tools, benchmark programs.
const QList<QRegularExpression> &developerMarkers()
{
    static const QList<QRegularExpression> markers = [] {
        QList<QRegularExpression> list;
        for (const char *pattern : {R"(\bseed 00\d)",   R"(\bseeds? document)",
                                    R"(pw::)",          R"(\w::\w)",
                                    R"(\bcore/)",       R"(\bui/)",
                                    R"(\bapp/)",        R"(\btests/)",
                                    R"(\bperf\b)",      R"(callgrind)",
                                    R"(valgrind)",      R"(tests/bench)",
                                    R"(\bbench_\w)",    R"(Q_OBJECT)",
                                    R"(QSettings)",     R"(\bQt3D\b)",
                                    R"(\bctest\b)",     R"(\bcmake\b)",
                                    R"(\.cpp\b)",       R"(\w\.h\b)",
                                    R"(dancing links)", R"(\bDLX\b)",
                                    R"(Algorithm X)",   R"(\bMidend\b)",
                                    R"(\bJobScope\b)",  R"(/proc/)",
                                    R"(\bmutex\b)",     R"(\bFNV)",
                                    R"(\bstd::)"}) {
            list << QRegularExpression(QString::fromLatin1(pattern),
                                       QRegularExpression::CaseInsensitiveOption);
        }
        return list;
    }();
    return markers;
}

QString guideResource(const QString &language, const QString &kind)
{
    return language.isEmpty() ? QStringLiteral(":/guides/%1.md").arg(kind)
                              : QStringLiteral(":/guides/%1/%2.md").arg(language, kind);
}

QString readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The targets of the Markdown links of a page: images (![..](target)) or pages ([..](target)).
QStringList linkTargets(const QString &text, bool images)
{
    static const QRegularExpression imageLink(QStringLiteral(R"(!\[[^\]]*\]\(([^)\s]+)\))"));
    static const QRegularExpression pageLink(QStringLiteral(R"((?<!!)\[[^\]]*\]\(([^)\s]+)\))"));
    QStringList targets;
    auto it = (images ? imageLink : pageLink).globalMatch(text);
    while (it.hasNext())
        targets << it.next().captured(1);
    return targets;
}

// A relative link of the guide at resource path `from`, resolved as the guide browser does (the
// guide is shown from its qrc URL), as a resource path.
QString resolvedResource(const QString &from, const QString &target)
{
    const QUrl url = QUrl(QStringLiteral("qrc") + from).resolved(QUrl(target));
    return QLatin1Char(':') + url.path();
}

// One row per embedded guide, English and translated.
void everyGuide_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &language : languages) {
        for (const QString &kind : kinds) {
            const QString path = guideResource(language, kind);
            QTest::newRow(qPrintable(path)) << path;
        }
    }
}

} // namespace

class TestGuides : public QObject
{
    Q_OBJECT
private slots:

    void theGuideBrowserShowsTheseGuides()
    {
        // English unless a translated guide exists: the paths the test below reads.
        QLocale::setDefault(QLocale(QStringLiteral("en")));
        QCOMPARE(pw::ui::GuideBrowser::guidePath(QStringLiteral("noodles")),
                 QStringLiteral(":/guides/noodles.md"));
        QLocale::setDefault(QLocale(QStringLiteral("de")));
        QCOMPARE(pw::ui::GuideBrowser::guidePath(QStringLiteral("sliding")),
                 QStringLiteral(":/guides/de/sliding.md"));
        QLocale::setDefault(QLocale(QStringLiteral("fr")));
        QCOMPARE(pw::ui::GuideBrowser::guidePath(QStringLiteral("kanoodle")),
                 QStringLiteral(":/guides/kanoodle.md"));
        QLocale::setDefault(QLocale::c());
    }

    void everyGuide_isForPlayers_data() { everyGuide_data(); }
    void everyGuide_isForPlayers()
    {
        QFETCH(QString, path);
        const QString text = readResource(path);
        QVERIFY2(text.size() > 2000, qPrintable(path + QStringLiteral(" is missing or short")));
        QStringList found;
        for (const QRegularExpression &marker : developerMarkers()) {
            const QRegularExpressionMatch match = marker.match(text);
            if (match.hasMatch()) {
                const auto at = match.capturedStart();
                found << QStringLiteral("'%1' in \"…%2…\"")
                             .arg(marker.pattern(),
                                  text.mid(std::max<qsizetype>(0, at - 30), 70).simplified());
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("\n"))));
    }

    void everyGuide_hasTheSectionsAPlayerNeeds_data() { everyGuide_data(); }
    void everyGuide_hasTheSectionsAPlayerNeeds()
    {
        QFETCH(QString, path);
        const QString text = readResource(path);
        const bool german = path.contains(QLatin1String("/de/"));
        // Rules and controls may be split differently per puzzle; these every guide has.
        const QStringList sections = german
            ? QStringList {QStringLiteral("## Kommandozeile"), QStringLiteral("Dateiformat"),
                           QStringLiteral("Spielkennung")}
            : QStringList {QStringLiteral("## Command line"), QStringLiteral("## File format"),
                           QStringLiteral("Game ID")};
        for (const QString &section : sections)
            QVERIFY2(text.contains(section), qPrintable(path + QStringLiteral(": ") + section));
        // The command line's contract for mistakes, as the guide promises it.
        QVERIFY2(text.contains(QStringLiteral("; try 'puzzle-cli ")), qPrintable(path));
    }

    void everyGuide_showsPicturesThatAreInTheResources_data() { everyGuide_data(); }
    void everyGuide_showsPicturesThatAreInTheResources()
    {
        QFETCH(QString, path);
        const QStringList pictures = linkTargets(readResource(path), true);
        QVERIFY2(!pictures.isEmpty(), qPrintable(path));
        for (const QString &picture : pictures) {
            QVERIFY2(!picture.contains(QLatin1String("://")), qPrintable(picture));
            const QString resource = resolvedResource(path, picture);
            QVERIFY2(QFile::exists(resource),
                     qPrintable(path + QStringLiteral(": ") + picture + QStringLiteral(" → ")
                                + resource));
            QVERIFY2(!QImage(resource).isNull(), qPrintable(resource));
        }
    }

    void everyGuide_linksOnlyPagesThatAreInTheResources_data() { everyGuide_data(); }
    void everyGuide_linksOnlyPagesThatAreInTheResources()
    {
        QFETCH(QString, path);
        for (const QString &target : linkTargets(readResource(path), false)) {
            if (target.startsWith(QLatin1Char('#')) || target.startsWith(QLatin1String("http")))
                continue;
            const QString resource = resolvedResource(path, target.section(QLatin1Char('#'), 0, 0));
            QVERIFY2(QFile::exists(resource),
                     qPrintable(path + QStringLiteral(": ") + target + QStringLiteral(" → ")
                                + resource));
        }
    }
};

QTEST_MAIN(TestGuides)
#include "tst_guides.moc"
