// host and join: a network game between two programs (docs/PROTOCOL.md), one line on standard
// output for each event ("connected NAME", "move PLY MOVE", "error REASON", "lost",
// "resumed PLY") and "result RESULT PLIES REASON" at the end (docs/NOTATION.md 5.10).
#include "command.h"
#include "net_game.h"
#include "players.h"

#include "core/net/adjourned.h"
#include "core/net/wire.h"
#include "core/pdn.h"

#include <QCoreApplication>
#include <QFile>
#include <QHostAddress>
#include <QRandomGenerator>

namespace bashni::cli {
namespace {

void addCommonOptions(QCommandLineParser& parser) {
    parser.addOption({"name", "Your name as the other side sees it.", "NAME", "bashni-cli"});
    parser.addOption({"player", "Who plays: level:N, random or greedy.", "PLAYER"});
    parser.addOption({"pdn", "Write the game to FILE after every move.", "FILE"});
}

// The player and the name, checked; nothing (and the exit code set) when either is wrong.
std::unique_ptr<Player> playerFromOptions(const QCommandLineParser& parser, std::string* name,
                                          int* exitCode) {
    if (!parser.isSet("player")) return *exitCode = usageError("--player is required"), nullptr;
    std::string error;
    auto player = makePlayer(argumentBytes(parser.value("player")), 0, &error);
    if (!player) return *exitCode = usageError(error), nullptr;
    *name = argumentBytes(parser.value("name"));
    if (!net::parseLine("BASHNI 1 " + *name).message)
        return *exitCode =
                   usageError("--name must be printable text, not " + quoted(parser.value("name"))),
               nullptr;
    return player;
}

std::optional<quint16> portFrom(const QString& text) {
    bool ok = false;
    const uint port = text.toUInt(&ok);
    if (!ok || port > 65535) return std::nullopt;
    return quint16(port);
}

// The guest's session of the game adjourned in `file`, with its seat's secret, when the file
// holds one played against `target`; a new guest's when the file does not exist or holds
// something else (it is written over). Nothing, said on standard error, when it cannot be read.
std::optional<net::Session> returningGuest(const QString& file, const QString& target,
                                           const std::string& name) {
    QFile in(file);
    if (!in.exists()) return net::Session(name);
    if (!in.open(QIODevice::ReadOnly))
        return fail("cannot read " + argumentBytes(file) + ": " + argumentBytes(in.errorString())),
               std::nullopt;
    const QByteArray bytes = in.read(64 << 20);
    const PdnReadResult read =
        readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (read.games.size() != 1) return net::Session(name);
    const Game& record = read.games.front();
    const auto adjourned = net::adjournedGame(record);
    if (!adjourned || adjourned->role != net::Role::Guest ||
        adjourned->host != argumentBytes(target))
        return net::Session(name);
    return net::resumedSession(*adjourned, record, name);
}

// The event loop the sockets need; main() makes none, since the other commands do not.
struct EventLoop {
    int argc = 1;
    char name[11] = "bashni-cli";
    char* argv[2] = {name, nullptr};
    QCoreApplication app{argc, argv};
};

int runGame(NetGame& game) {
    const int code = QCoreApplication::exec();
    return code == 0 ? game.exitCode() : code;
}

} // namespace

int runHost(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"port", "TCP port to listen on (0: any free one, printed).", "P",
                      QString::number(net::DefaultPort)});
    parser.addOption(
        {"listen", "Address to listen on; 127.0.0.1 unless given.", "ADDRESS", "127.0.0.1"});
    addRulesOption(parser);
    parser.addOption({"colour", "Your colour: w or b (random if not given).", "C"});
    parser.addOption({"tc", "Clock BASE+INC in seconds, e.g. 300+3 (none if not given).", "TC"});
    addCommonOptions(parser);
    int exitCode = 0;
    if (!parseArguments(parser, args, &exitCode)) return exitCode;
    std::string name;
    auto player = playerFromOptions(parser, &name, &exitCode);
    if (!player) return exitCode;
    const auto rules = rulesFromOptions(parser);
    if (!rules) return 2;
    net::GameSetup setup;
    setup.id = net::newGameId();
    setup.rules = *rules;
    const QString colour = parser.value("colour");
    if (parser.isSet("colour") && colour != "w" && colour != "b")
        return usageError("--colour must be w or b, not " + quoted(colour));
    const bool hostWhite =
        parser.isSet("colour") ? colour == "w" : QRandomGenerator::system()->bounded(2) == 0;
    setup.guestColour = hostWhite ? Color::Black : Color::White;
    if (parser.isSet("tc")) {
        const auto tc = net::parseWireClock(argumentBytes(parser.value("tc")));
        if (!tc || !tc->timed())
            return usageError("--tc must be BASE+INC in seconds, not " +
                              quoted(parser.value("tc")));
        setup.clock = *tc;
    }
    const auto port = portFrom(parser.value("port"));
    const QHostAddress address(parser.value("listen"));
    if (!port) return usageError("--port must be 0 to 65535, not " + quoted(parser.value("port")));
    if (address.isNull())
        return usageError("--listen must be an IP address, not " + quoted(parser.value("listen")));
    net::Session session(name, setup, Game(setup.rules));
    EventLoop loop;
    NetGame game(std::move(session), std::move(player), parser.value("pdn"));
    QString error;
    if (!game.listen(address.toString(), *port, &error))
        return fail("cannot listen: " + error.toStdString());
    std::printf("listening %u\n", unsigned(game.port()));
    std::fflush(stdout);
    return runGame(game);
}

int runJoin(const QStringList& args) {
    QCommandLineParser parser;
    addCommonOptions(parser);
    parser.addPositionalArgument("address", "The host as HOST:PORT.");
    int exitCode = 0;
    if (!parseArguments(parser, args, &exitCode)) return exitCode;
    if (parser.positionalArguments().size() != 1) return usageError("join takes HOST:PORT");
    const QString target = parser.positionalArguments().first();
    const qsizetype colon = target.lastIndexOf(':');
    const auto port = colon > 0 ? portFrom(target.mid(colon + 1)) : std::nullopt;
    if (!port || *port == 0) return usageError("expected HOST:PORT, not " + quoted(target));
    std::string name;
    auto player = playerFromOptions(parser, &name, &exitCode);
    if (!player) return exitCode;
    std::optional<net::Session> session;
    if (parser.isSet("pdn") && !(session = returningGuest(parser.value("pdn"), target, name)))
        return 1;
    EventLoop loop;
    NetGame game(session ? std::move(*session) : net::Session(name), std::move(player),
                 parser.value("pdn"));
    game.join(target.left(colon), *port);
    return runGame(game);
}

} // namespace bashni::cli
