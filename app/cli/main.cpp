#include "app/cli/CliMain.h"
#include "core/common/AppFolders.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("puzzle-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench"));
    // The tables cached by an earlier version, one folder deeper, are found where they are now;
    // what cannot be moved is left for the window to report.
    pw::common::moveEarlierFolders();
    QTextStream out(stdout);
    QTextStream err(stderr);
    pw::cli::CliStreams io {out, err};
    return pw::cli::runCli(QCoreApplication::arguments().mid(1), io);
}
