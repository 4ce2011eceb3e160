#include "core/noodles/EdgeMarkFile.h"

#include <QCoreApplication>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::EdgeMarkFile)
};

} // namespace

QString edgeMarkName(EdgeMark mark)
{
    switch (mark) {
    case EdgeMark::Wall:
        return QStringLiteral("wall");
    case EdgeMark::Joined:
        return QStringLiteral("joined");
    case EdgeMark::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<EdgeMark> edgeMarkFromName(const QString &name)
{
    for (const EdgeMark mark : {EdgeMark::None, EdgeMark::Wall, EdgeMark::Joined}) {
        if (name == edgeMarkName(mark))
            return mark;
    }
    return std::nullopt;
}

QJsonArray edgeMarksToJson(const Board &board)
{
    QJsonArray marks;
    const Topology &topology = board.topology();
    for (const MarkedSide &marked : board.edgeMarks()) {
        marks.append(QJsonArray {topology.col(marked.cell), topology.row(marked.cell), marked.side,
                                 edgeMarkName(marked.mark)});
    }
    return marks;
}

bool readEdgeMarks(common::JsonFieldReader &reader, const QJsonArray &marks, Board &board)
{
    const QString field = QStringLiteral("marks");
    for (qsizetype i = 0; i < marks.size(); ++i) {
        const QJsonArray entry = marks.at(i).toArray();
        const auto col = common::wholeNumber(entry.at(0), 0, board.width() - 1);
        const auto row = common::wholeNumber(entry.at(1), 0, board.height() - 1);
        const auto side = common::wholeNumber(entry.at(2), 0, board.directions() - 1);
        const auto mark = edgeMarkFromName(entry.at(3).toString());
        const QString location
            = common::JsonFieldReader::fieldLocation(field) + QStringLiteral("[%1]").arg(i);
        if (entry.size() != 4 || !col || !row || !side || !mark || *mark == EdgeMark::None) {
            reader.fail(location,
                        Text::tr("must be [column, row, side, \"wall\" or \"joined\"]: column 0 "
                                 "to %1, row 0 to %2, side 0 to %3")
                            .arg(board.width() - 1)
                            .arg(board.height() - 1)
                            .arg(board.directions() - 1));
            return false;
        }
        const int cell = board.topology().index(static_cast<int>(*col), static_cast<int>(*row));
        if (!board.setEdgeMark(cell, static_cast<int>(*side), *mark)) {
            reader.fail(location,
                        Text::tr("no tile is across that side (the edge of the board "
                                 "or a barrier): there is nothing to mark"));
            return false;
        }
    }
    return true;
}

} // namespace pw::noodles
