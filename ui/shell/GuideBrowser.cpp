#include "ui/shell/GuideBrowser.h"

#include "ui/common/DialogSize.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include <algorithm>

namespace pw::ui {

GuideBrowser::GuideBrowser(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("guideBrowser"));
    setWindowTitle(tr("How to Play"));
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setAccessibleName(tr("Guide"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *back = buttons->addButton(tr("&Back"), QDialogButtonBox::ActionRole);
    back->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    // A guide reached by a link (a translated guide's "English guide", Back) is fitted too.
    connect(m_browser, &QTextBrowser::sourceChanged, this, &GuideBrowser::fitPictures);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resizeWithinParent(this, {820, 680});
}

QString GuideBrowser::guidePath(const QString &kind)
{
    const QString translated = QStringLiteral(":/guides/%1/%2.md")
                                   .arg(QLocale().name().section(QLatin1Char('_'), 0, 0), kind);
    if (QFile::exists(translated))
        return translated;
    return QStringLiteral(":/guides/%1.md").arg(kind);
}

void GuideBrowser::showGuide(const QString &kind)
{
    // A qrc URL: the guides' relative links and pictures (../screenshots/…) resolve beside them.
    m_browser->setSource(QUrl(QStringLiteral("qrc") + guidePath(kind)),
                         QTextDocument::MarkdownResource);
    m_browser->clearHistory();
}

void GuideBrowser::fitPictures()
{
    // The screenshots are window-sized; shown at most 600 pixels wide (the height follows), they
    // sit in the text without a sideways scroll.
    constexpr int widest = 600;
    QTextCursor cursor(m_browser->document());
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            if (!image.isValid())
                continue;
            const QImage picture = m_browser->document()
                                       ->resource(QTextDocument::ImageResource, QUrl(image.name()))
                                       .value<QImage>();
            if (picture.isNull())
                continue;
            // A narrower picture (a dialog) keeps its own size, given explicitly like the rest.
            const int width = std::min(widest, picture.width());
            image.setWidth(width);
            image.setHeight(width * picture.height() / double(picture.width()));
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(image);
        }
    }
}

} // namespace pw::ui
