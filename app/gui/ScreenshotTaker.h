#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace pw::app {

// Saves a PNG of a shown window once it has been painted, then quits the application with exit
// code 0, or 2 (with a message on stderr) when the file can't be written. The picture comes from
// the screen, so Qt3D views (which QWidget::grab() leaves empty) are included; on a platform with
// no screen to read (offscreen) it falls back to the widget's own rendering.
class ScreenshotTaker : public QObject
{
    Q_OBJECT
public:
    ScreenshotTaker(QWidget *window, QString path, QObject *parent = nullptr);
    void start();

private:
    void capture();

    QWidget *m_window;
    QString m_path;
};

} // namespace pw::app
