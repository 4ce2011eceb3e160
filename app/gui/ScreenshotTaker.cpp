#include "app/gui/ScreenshotTaker.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QImage>
#include <QPixmap>
#include <QScreen>
#include <QTextStream>
#include <QTimer>
#include <QWidget>
#include <QWindow>

namespace pw::app {

namespace {
// Qt3D renders a few frames after the window is exposed; software GL under Xvfb is slow.
constexpr int settleMilliseconds = 1500;

bool isBlank(const QImage &image)
{
    if (image.isNull())
        return true;
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            if (image.pixel(x, y) != first)
                return false;
    return true;
}
} // namespace

ScreenshotTaker::ScreenshotTaker(QWidget *window, QString path, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_path(std::move(path))
{ }

void ScreenshotTaker::start()
{
    QTimer::singleShot(settleMilliseconds, this, &ScreenshotTaker::capture);
}

void ScreenshotTaker::capture()
{
    m_window->repaint();
    QCoreApplication::processEvents();
    QPixmap picture;
    if (QScreen *screen = m_window->screen()) {
        const QRect frame = m_window->frameGeometry();
        picture = screen->grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height());
    }
    if (isBlank(picture.toImage()))
        picture = m_window->grab();
    if (!picture.save(m_path, "PNG")) {
        QTextStream(stderr) << "puzzle-workbench: cannot write the screenshot to " << m_path
                            << Qt::endl;
        QCoreApplication::exit(2);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace pw::app
