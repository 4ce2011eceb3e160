#include "ui/common/PlaceholderTab.h"

#include <QLabel>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pw::ui {

PlaceholderTab::PlaceholderTab(QString kind, QString title, QWidget *parent)
    : PuzzleTab(parent)
    , m_kind(std::move(kind))
    , m_title(std::move(title))
    , m_undoStack(new QUndoStack(this))
{
    auto *label = new QLabel(tr("<h2>%1</h2><p>This puzzle is not playable in this build yet.</p>"
                                "<p>Its issue has not landed; the other tabs work.</p>")
                                 .arg(m_title.toHtmlEscaped()),
                             this);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
}

common::Status PlaceholderTab::openFile(const QString &path)
{
    return common::Error {path, {}, tr("%1 is not playable in this build yet").arg(m_title)};
}

common::Status PlaceholderTab::saveFile(const QString &path)
{
    return common::Error {path, {}, tr("%1 is not playable in this build yet").arg(m_title)};
}

} // namespace pw::ui
