#pragma once

#include "core/common/Expected.h"

#include <QJsonObject>
#include <QStringList>

namespace pw::cli {

// Errors under --json. A script reads stdout, so an error is printed there as one JSON object
// in place of the result it expected (stderr keeps warnings and progress, which are not JSON):
//   {"error": REASON, "file": NAME, "line": 3, "column": 2}
// "file" names the input ("-" for standard input); an option's own value is named as "option"
// ("--pyramid") and a game ID as "input". "line" and "column" are numbers; any other place
// ("field \"tiles\"", "character 10") is "location". Empty fields are left out. Usage errors add
// "help" (the command that prints the help) and, for a typo, "suggestion".

// Whether the command line asks for JSON: "--json" anywhere before a "--" that ends the options.
// It is read before any verb parses its options, so a usage error is JSON too.
bool asksForJson(const QStringList &args);

// The object for an error of the input.
QJsonObject errorJson(const common::Error &error);

} // namespace pw::cli
