// The two tiles of a turn keep one name each, in English and German: the tile in hand and the
// pocket tile, "Kachel in der Hand" and "Reservekachel"; the board's letters for them never
// stand for the other tile in either language.
#include "ui/entanglement/CandidateWords.h"
#include "ui/entanglement/PlayPanel.h"

#include <QAbstractButton>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

using pw::entanglement::Candidate;
using pw::ui::entanglement::CandidateWords;
using pw::ui::entanglement::PlayPanel;

namespace {

Candidate candidate(bool pocket, int rotation)
{
    Candidate c;
    c.pocket = pocket;
    c.rotation = rotation;
    return c;
}

// Every text a player reads on the panel: labels, buttons, tooltips, accessible names.
QStringList panelTexts(const QWidget &panel)
{
    QStringList texts{panel.toolTip(), panel.accessibleName()};
    for (const QWidget *child : panel.findChildren<QWidget *>()) {
        texts << child->toolTip() << child->accessibleName();
        if (const auto *label = qobject_cast<const QLabel *>(child))
            texts << label->text();
        if (const auto *button = qobject_cast<const QAbstractButton *>(child))
            texts << button->text();
    }
    texts.removeAll(QString());
    return texts;
}

// The German translations of the Entanglement messages (contexts named after its classes).
QStringList germanEntanglementTranslations()
{
    QFile file(QStringLiteral(PW_SOURCE_DIR "/translations/puzzleworkbench_de.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    static const QRegularExpression context(
        QStringLiteral("<context>\\s*<name>([^<]*)</name>(.*?)</context>"),
        QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression translation(
        QStringLiteral("<(?:translation|numerusform)>([^<]+)<"));
    QStringList translations;
    for (const QRegularExpressionMatch &c : context.globalMatch(text)) {
        if (!c.captured(1).contains(QLatin1String("entanglement")))
            continue;
        for (const QRegularExpressionMatch &t : translation.globalMatch(c.captured(2)))
            translations << t.captured(1);
    }
    return translations;
}

} // namespace

class TestEntanglementWords : public QObject
{
    Q_OBJECT

private slots:
    void englishSaysTileInHandAndPocketTile()
    {
        QTranslator english; // the plural forms of "%n step(s)"
        QVERIFY(english.load(QStringLiteral(":/i18n/puzzleworkbench_en.qm")));
        QCoreApplication::installTranslator(&english);
        QCOMPARE(CandidateWords::tag(candidate(false, 3)), QStringLiteral("T3"));
        QCOMPARE(CandidateWords::tag(candidate(true, 3)), QStringLiteral("P3"));
        QCOMPARE(CandidateWords::which(candidate(false, 1)),
                 QStringLiteral("the tile in hand turned 1 step"));
        QCOMPARE(CandidateWords::which(candidate(true, 2)),
                 QStringLiteral("the pocket tile turned 2 steps"));
        PlayPanel panel;
        for (const QString &text : panelTexts(panel))
            QVERIFY2(!text.contains(QLatin1String("current tile")), qPrintable(text));
        QCoreApplication::removeTranslator(&english);
    }

    void germanSaysKachelInDerHandAndReservekachel()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/puzzleworkbench_de.qm")));
        QCoreApplication::installTranslator(&german);

        const QString hand = CandidateWords::tag(candidate(false, 3));
        const QString pocket = CandidateWords::tag(candidate(true, 3));
        QCOMPARE(hand, QStringLiteral("H3"));
        QCOMPARE(pocket, QStringLiteral("R3"));
        // A letter never names the other tile in the other language: no German T or P.
        QVERIFY(!hand.startsWith(QLatin1Char('P')) && !pocket.startsWith(QLatin1Char('T')));
        QCOMPARE(CandidateWords::which(candidate(false, 1)),
                 QStringLiteral("die Kachel in der Hand, 1 Schritt gedreht"));
        QCOMPARE(CandidateWords::which(candidate(true, 2)),
                 QStringLiteral("die Reservekachel, 2 Schritte gedreht"));

        PlayPanel panel;
        const QStringList texts = panelTexts(panel);
        QVERIFY(texts.contains(QStringLiteral("Reservekachel")));
        QVERIFY(texts.contains(QStringLiteral("Kachel in der Hand")));
        QCoreApplication::removeTranslator(&german);
    }

    void germanUsesNoOtherWordForEitherTile()
    {
        const QStringList translations = germanEntanglementTranslations();
        QVERIFY(translations.size() > 100);
        static const QRegularExpression other(
            QStringLiteral("\\b(Stein\\w*|\\w*[Tt]asche\\w*|aktuelle\\w* Kachel)"));
        for (const QString &text : translations)
            QVERIFY2(!other.match(text).hasMatch(), qPrintable(text));
    }
};

QTEST_MAIN(TestEntanglementWords)
#include "tst_entanglementwords.moc"
