#include "command.h"

#include "core/notation.h"
#include "core/pdn_file.h"

#include <cmath>
#include <iostream>

namespace bashni::cli {
namespace {

// The last guard of one line: a control character that reached a message some other way (Qt's
// own texts) is shown as \xNN too.
std::string oneLine(std::string_view message) {
    std::string out;
    out.reserve(message.size());
    for (const char c : message) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u != 0x7F) {
            out += c;
            continue;
        }
        out += "\\x";
        out += "0123456789ABCDEF"[u >> 4];
        out += "0123456789ABCDEF"[u & 15];
    }
    return out;
}

// The longest file name the system opens (PATH_MAX).
constexpr std::size_t LongestPath = 4096;

} // namespace

int fail(const std::string& message) {
    std::cerr << "bashni-cli: " << oneLine(message) << '\n';
    return 1;
}

int usageError(const std::string& message) {
    std::cerr << "bashni-cli: " << oneLine(message) << " (see bashni-cli --help)\n";
    return 2;
}

QString argumentFromBytes(std::string_view bytes) {
    QString out;
    std::size_t run = 0; // start of the UTF-8 not yet added
    const auto addRun = [&](std::size_t end) {
        out += QString::fromUtf8(bytes.data() + run, qsizetype(end - run));
    };
    for (std::size_t i = 0; i < bytes.size();) {
        const int n = utf8CharLength(bytes.substr(i));
        if (n > 0) {
            i += std::size_t(n);
            continue;
        }
        addRun(i);
        out += QChar(char16_t(0xDC00 + static_cast<unsigned char>(bytes[i])));
        run = ++i;
    }
    addRun(bytes.size());
    return out;
}

std::string argumentBytes(const QString& argument) {
    std::string out;
    qsizetype run = 0;
    for (qsizetype i = 0; i < argument.size(); ++i) {
        const char16_t c = argument[i].unicode();
        // The low half of a pair follows its high half; an escaped byte stands alone.
        const bool escaped = c >= 0xDC80 && c <= 0xDCFF &&
                             (i == 0 || !QChar::isHighSurrogate(argument[i - 1].unicode()));
        if (!escaped) continue;
        out += QStringView(argument).mid(run, i - run).toUtf8().toStdString();
        out += char(c - 0xDC00);
        run = i + 1;
    }
    out += QStringView(argument).mid(run).toUtf8().toStdString();
    return out;
}

std::string quoted(const QString& argument) {
    return quotedInput(argumentBytes(argument));
}

std::string shownFileName(const QString& argument) {
    const std::string bytes = argumentBytes(argument);
    return bytes.size() <= LongestPath && isPrintableText(bytes) ? bytes : quotedInput(bytes);
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
        // Qt's message repeats an unknown option as typed.
        const QStringList unknown = parser.unknownOptionNames();
        *exitCode = usageError(unknown.isEmpty() ? parser.errorText().toStdString()
                                                 : "unknown option " + quoted(unknown.first()));
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
    const auto rules = parseRules(argumentBytes(parser.value("rules")));
    if (!rules)
        fail("unknown rule set " + quoted(parser.value("rules")) +
             ": expected standard, intervening or turkish");
    return rules;
}

std::optional<std::int64_t> millisecondsFromOption(const QCommandLineParser& parser,
                                                   const QString& name) {
    const QString text = parser.value(name);
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    // Written this way round so that NaN fails too.
    if (!ok || !(seconds >= 0.001 && seconds <= 86400)) {
        usageError("--" + name.toStdString() +
                   " must be a number of seconds from 0.001 to 86400, not " + quoted(text));
        return std::nullopt;
    }
    return std::llround(seconds * 1000);
}

std::optional<Position> positionFromOptions(const QCommandLineParser& parser) {
    const auto rules = rulesFromOptions(parser);
    if (!rules) return std::nullopt;
    if (!parser.isSet("fen")) return Position::start(*rules);
    Message error;
    auto pos = parsePosition(argumentBytes(parser.value("fen")), *rules, &error);
    if (!pos) fail("--fen: " + formatMessage(error));
    return pos;
}

bool forEachGame(const QStringList& files, const std::function<void(Game&, int)>& use) {
    bool allRead = true;
    int number = 0;
    for (const QString& name : files) {
        const std::string shown = shownFileName(name);
        PdnFile file(argumentBytes(name));
        Game game;
        PdnError error;
        for (;;) {
            const PdnStreamReader::Item item = file.next(game, error);
            if (item == PdnStreamReader::Item::End) break;
            if (item == PdnStreamReader::Item::Error) {
                std::cerr << formatPdnError(shown, error) << '\n';
                allRead = false;
                continue;
            }
            use(game, number + file.count());
        }
        if (!file.problem().empty()) {
            fail(shown + ": " + formatMessage(file.problem()));
            allRead = false;
        }
        number += file.count();
    }
    return allRead;
}

} // namespace bashni::cli
