#include "ui/shell/GuideBrowser.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

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
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(820, 680);
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
    // A qrc URL: the guides' relative links and pictures (screenshots/…) resolve beside them.
    m_browser->setSource(QUrl(QStringLiteral("qrc") + guidePath(kind)),
                         QTextDocument::MarkdownResource);
    m_browser->clearHistory();
}

} // namespace pw::ui
