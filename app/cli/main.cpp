#include "app/cli/CliMain.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("puzzle-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    pw::cli::CliStreams io {out, err};
    return pw::cli::runCli(QCoreApplication::arguments().mid(1), io);
}
