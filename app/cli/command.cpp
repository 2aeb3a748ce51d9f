#include "command.h"

#include "core/notation.h"

#include <cmath>
#include <iostream>

namespace bashni::cli {

int fail(const std::string& message) {
    std::cerr << "bashni-cli: " << message << '\n';
    return 1;
}

int usageError(const QString& message) {
    std::cerr << "bashni-cli: " << message.toStdString() << " (see bashni-cli --help)\n";
    return 2;
}

void addRulesOption(QCommandLineParser& parser) {
    parser.addOption({"rules", "Rule set: standard, intervening or turkish.", "RULES", "standard"});
}

void addPositionOptions(QCommandLineParser& parser) {
    parser.addOption({"fen", "Start from position text POS (docs/NOTATION.md).", "POS"});
    addRulesOption(parser);
}

bool parseArguments(QCommandLineParser& parser, const QStringList& args, int* exitCode) {
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({"h", "help"}, "Show this help.");
    parser.addOption(help);
    if (!parser.parse(args)) {
        *exitCode = usageError(parser.errorText());
        return false;
    }
    if (parser.isSet(help)) {
        std::cout << "Usage: " << args.value(0).toStdString() << " [options]\n"
                  << parser.helpText().section('\n', 1).toStdString();
        *exitCode = 0;
        return false;
    }
    return true;
}

std::optional<Rules> rulesFromOptions(const QCommandLineParser& parser) {
    const std::string name = parser.value("rules").toStdString();
    const auto rules = parseRules(name);
    if (!rules)
        fail("unknown rule set \"" + name + "\": expected standard, intervening or turkish");
    return rules;
}

std::optional<std::int64_t> millisecondsFromOption(const QCommandLineParser& parser,
                                                   const QString& name) {
    const QString text = parser.value(name);
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    // Written this way round so that NaN fails too.
    if (!ok || !(seconds >= 0.001 && seconds <= 86400)) {
        usageError("--" + name + " must be a number of seconds from 0.001 to 86400, not \"" + text +
                   "\"");
        return std::nullopt;
    }
    return std::llround(seconds * 1000);
}

std::optional<Position> positionFromOptions(const QCommandLineParser& parser) {
    const auto rules = rulesFromOptions(parser);
    if (!rules) return std::nullopt;
    if (!parser.isSet("fen")) return Position::start(*rules);
    Message error;
    auto pos = parsePosition(parser.value("fen").toStdString(), *rules, &error);
    if (!pos) fail("--fen: " + formatMessage(error));
    return pos;
}

} // namespace bashni::cli
