// The Noodles difficulty in the GUI: New asks for a level and gets a puzzle of that level, the
// tab shows the level of the game on the board.
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/Rating.h"
#include "ui/common/SolverRunner.h"
#include "ui/noodles/NewNoodlesDialog.h"
#include "ui/noodles/NoodlesTab.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesTab;

namespace {

noodles::DifficultyLevel rate(const noodles::Board &board)
{
    common::QuietSink sink;
    return rateDifficulty(board, sink)->level;
}

QLabel *difficultyLabel(const NoodlesTab &tab)
{
    return tab.findChild<QLabel *>(QStringLiteral("noodlesDifficulty"));
}

void chooseLevel(QComboBox *levels, noodles::DifficultyLevel level)
{
    levels->setCurrentIndex(levels->findData(static_cast<int>(level)));
}

} // namespace

class TestNoodlesDifficulty : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("noodles/level")); // New starts on "Any"
    }

    void newWithALevelGivesAPuzzleOfThatLevel_data()
    {
        QTest::addColumn<int>("preset"); // index in the size combo box
        QTest::addColumn<int>("level");
        QTest::newRow("tricky medium") << 2 << int(noodles::DifficultyLevel::Tricky);
        QTest::newRow("tough expert") << 4 << int(noodles::DifficultyLevel::Tough);
        QTest::newRow("fiendish expert") << 4 << int(noodles::DifficultyLevel::Fiendish);
    }

    void newWithALevelGivesAPuzzleOfThatLevel()
    {
        QFETCH(int, preset);
        QFETCH(int, level);
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        // Drives File > New as a player would: a size preset, a level, a seed, OK.
        // (The dialog is closed whatever it shows; the checks come after.)
        int comboCount = 0;
        int offeredLevel = -2;
        QTimer::singleShot(0, &tab, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            const auto combos = dialog->findChildren<QComboBox *>();
            comboCount = static_cast<int>(combos.size());
            auto *levels = dialog->findChild<QComboBox *>(QStringLiteral("noodlesLevel"));
            if (comboCount == 3 && levels) {
                combos[1]->setCurrentIndex(preset);
                offeredLevel = levels->currentData().toInt();
                chooseLevel(levels, noodles::DifficultyLevel(level));
                dialog->findChild<QLineEdit *>()->setText(QStringLiteral("100"));
            }
            dialog->accept();
        });
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.newGame();
        QCOMPARE(comboCount, 3);
        QCOMPARE(offeredLevel, -1); // "Any" until a level is chosen
        QTRY_COMPARE(finished.count(), 1);
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        // The game on the board has the level, and the tab says so.
        QVERIFY(tab.difficulty());
        QCOMPARE(int(tab.difficulty()->level), level);
        QCOMPARE(int(rate(tab.board())), level);
        QLabel *label = difficultyLabel(tab);
        QVERIFY(label && !label->isHidden());
        QVERIFY2(label->text().contains(
                     noodles::difficultyLevelDisplayName(noodles::DifficultyLevel(level))),
                 qPrintable(label->text()));
        // Its ID names the seed that gave the level: the same board comes back from it.
        const auto id = noodles::parseGameId(tab.gameId());
        QVERIFY(id);
        const auto again = noodles::boardForGameId(*id);
        QVERIFY(again);
        QVERIFY(again->samePosition(tab.board()));
        QVERIFY(id->generator.seed >= 100);
        // New offers the level chosen last time.
        int offeredAgain = -2;
        QTimer::singleShot(0, &tab, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            if (auto *levels = dialog->findChild<QComboBox *>(QStringLiteral("noodlesLevel")))
                offeredAgain = levels->currentData().toInt();
            dialog->reject();
        });
        tab.newGame();
        QCOMPARE(offeredAgain, level);
        QSettings().remove(QStringLiteral("noodles/level"));
    }

    void theDialogRefusesALevelTheOptionsCannotHave()
    {
        noodles::GeneratorOptions initial;
        initial.width = 7;
        initial.height = 7;
        ui::NewNoodlesDialog dialog(initial);
        auto *levels = dialog.findChild<QComboBox *>(QStringLiteral("noodlesLevel"));
        QVERIFY(levels);
        QCOMPARE(levels->count(), 6); // any, then the five levels
        QVERIFY(!dialog.level());
        dialog.show();
        const auto explained = [&dialog](const char *words) {
            for (QLabel *label : dialog.findChildren<QLabel *>()) {
                if (label->isVisible() && label->text().contains(QLatin1String(words)))
                    return true;
            }
            return false;
        };
        // A unique puzzle never needs guessing.
        chooseLevel(levels, noodles::DifficultyLevel::Guesswork);
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY(explained("exactly one solution"));
        // ... but one with several solutions may.
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            if (box->text().contains(QLatin1String("one solution")))
                box->setChecked(false);
        }
        QCOMPARE(dialog.level(), noodles::DifficultyLevel::Guesswork);
        // A wrapping board is never Gentle.
        chooseLevel(levels, noodles::DifficultyLevel::Gentle);
        dialog.findChildren<QComboBox *>()[1]->setCurrentIndex(4); // Expert: 10 x 9, wrap
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY(explained("wrapping"));
        chooseLevel(levels, noodles::DifficultyLevel::Tough);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.level(), noodles::DifficultyLevel::Tough);
    }

    void anEarlierOptionErrorGoesWhenTheOptionsBecomeValid()
    {
        noodles::GeneratorOptions initial;
        initial.width = 7;
        initial.height = 7;
        ui::NewNoodlesDialog dialog(initial);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *levels = dialog.findChild<QComboBox *>(QStringLiteral("noodlesLevel"));
        const auto shownError = [&dialog]() -> QString {
            for (QLabel *label : dialog.findChildren<QLabel *>()) {
                if (label->isVisible() && label->wordWrap() && !label->text().isEmpty())
                    return label->text();
            }
            return {};
        };
        QVERIFY(shownError().isEmpty());
        const QSize size = dialog.size();
        const QRect widthField = dialog.findChildren<QSpinBox *>().at(0)->geometry();
        // Guesswork on a unique puzzle: refused, with the reason.
        chooseLevel(levels, noodles::DifficultyLevel::Guesswork);
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY2(shownError().contains(QLatin1String("exactly one solution")),
                 qPrintable(shownError()));
        // In a room of its own: the dialog and its fields keep their size and place.
        QTest::qWait(20);
        QCOMPARE(dialog.size(), size);
        QCOMPARE(dialog.findChildren<QSpinBox *>().at(0)->geometry(), widthField);
        // Another invalid choice: the reason follows it.
        auto *grid = dialog.findChildren<QComboBox *>().at(0);
        QCheckBox *wrap = nullptr;
        for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
            if (box->text().contains(QLatin1String("Wrap")))
                wrap = box;
        }
        QVERIFY(wrap);
        chooseLevel(levels, noodles::DifficultyLevel::Tough);
        QVERIFY(shownError().isEmpty()); // Tough on 7 x 7 is fine
        grid->setCurrentIndex(1); // hex
        wrap->setChecked(true); // a wrapping hex board needs an even width: 7 is not
        QVERIFY(shownError().isEmpty()); // nothing said before OK
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QVERIFY2(shownError().contains(QLatin1String("even")), qPrintable(shownError()));
        // Made valid by a click: the old reason goes at once, before any OK.
        QTest::mouseClick(wrap, Qt::LeftButton);
        QVERIFY(!wrap->isChecked());
        QVERIFY2(shownError().isEmpty(), qPrintable(shownError()));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void theTabShowsTheLevelOfGeneratedGamesOnly()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        // The first game is generated, so it is rated.
        QVERIFY(tab.difficulty());
        QVERIFY(!difficultyLabel(tab)->isHidden());
        QCOMPARE(tab.difficulty()->level, rate(tab.board()));
        // A generation without a level rates whatever comes.
        tab.generateGame({noodles::GridKind::Square, 4, 3, false, true, 65});
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        QCOMPARE(tab.difficulty()->level, noodles::DifficultyLevel::Tricky);
        QVERIFY(difficultyLabel(tab)->text().contains(QStringLiteral("Tricky")));
        // The autosave keeps it.
        tab.show();
        NoodlesTab other;
        QTRY_VERIFY(!other.solverRunner()->isRunning());
        QVERIFY(!other.restoreAutosave(tab.autosaveData()));
        QVERIFY(other.difficulty());
        QCOMPARE(other.difficulty()->level, noodles::DifficultyLevel::Tricky);
        QVERIFY(difficultyLabel(other)->text().contains(QStringLiteral("Tricky")));
        // A board from elsewhere (a file, a descriptive ID) is not rated: no label.
        tab.startGame(*noodles::generate({noodles::GridKind::Hex, 5, 4, false, true, 2}));
        QVERIFY(!tab.difficulty());
        QVERIFY(difficultyLabel(tab)->isHidden());
    }

    void aLevelGenerationCanBeCancelled()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board before = tab.board();
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        // A level on the biggest board (rare there, so many boards to try), cancelled at once.
        tab.generateGame(
            {noodles::GridKind::Hex, noodles::maxSide, noodles::maxSide, false, true, 5},
            noodles::DifficultyLevel::Fiendish);
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().toBool(), true); // cancelled
        QVERIFY(tab.board().samePosition(before));
    }
};

QTEST_MAIN(TestNoodlesDifficulty)
#include "tst_noodlesdifficulty.moc"
