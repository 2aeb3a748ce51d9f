#include "command.h"

#include "core/notation.h"

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

void addPositionOptions(QCommandLineParser& parser) {
    parser.addOption({"fen", "Start from position text POS (NOTATION.md).", "POS"});
    parser.addOption({"rules", "Rule set: standard, intervening or turkish.", "RULES", "standard"});
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

std::optional<Position> positionFromOptions(const QCommandLineParser& parser) {
    const auto rules = rulesFromOptions(parser);
    if (!rules) return std::nullopt;
    if (!parser.isSet("fen")) return Position::start(*rules);
    std::string error;
    auto pos = parsePosition(parser.value("fen").toStdString(), *rules, &error);
    if (!pos) fail("--fen: " + error);
    return pos;
}

} // namespace bashni::cli
