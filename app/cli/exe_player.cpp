// The "exe:" player of bashni-cli match: another program, typically another build of bashni-cli,
// asked for each move through its analyse command, so that two builds of the engine can play
// each other.
//
// QProcess rather than fork/exec and pipes: bashni-cli links Qt Core already, and QProcess
// reports a program that cannot start, buffers the output while waiting (analyse prints a line
// an iteration, which could fill a pipe nobody reads until the end) and kills a program that
// overruns, on every platform Qt runs on.
#include "players.h"

#include "core/notation.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace bashni::cli {
namespace {

class ExePlayer final : public Player {
  public:
    ExePlayer(std::string name, QString program, QStringList limit, int timeoutMs, bool moves)
        : name_(std::move(name)), program_(std::move(program)), limit_(std::move(limit)),
          timeoutMs_(timeoutMs), moves_(moves) {}
    std::string name() const override { return name_; }
    // A process a move: nothing is carried from one move to the next, let alone between games.
    void newGame(std::uint64_t) override {}
    Move choose(const Game& game, const engine::ClockState* clock) override;

  private:
    [[noreturn]] void fail(const std::string& what) const {
        throw PlayerError(quotedInput(name_) + ": " + what);
    }

    std::string name_;
    QString program_;
    QStringList limit_; // --time S or --depth D
    int timeoutMs_;     // -1: none
    bool moves_;        // the game's moves too (analyse --moves), for builds that take them
};

// The program's time for a move on a clock: about what a level would spend, less what starting
// a process costs, which the clock is charged too.
std::int64_t timeOnClock(const engine::ClockState& clock) {
    constexpr std::int64_t StartMs = 50;
    const engine::TimeBudget b = engine::planMove(clock, {});
    return std::max<std::int64_t>(1, std::min(b.softMs * 3 / 2, b.hardMs - StartMs));
}

int timeoutFor(std::int64_t ms) {
    // Room for starting the program and for a loaded machine.
    return int(std::min<std::int64_t>(ms * 10 + 30000, 1 << 30));
}

// PATH analyse --rules R --fen POS LIMIT; the move is the last line's "bestmove MOVE". On a clock
// the time a move comes from it, unless the player searches to a depth. With `moves`, POS is
// where the game started and --moves the game so far.
Move ExePlayer::choose(const Game& game, const engine::ClockState* clock) {
    const Position& pos = game.position();
    QStringList args{"analyse", "--rules", QString::fromUtf8(rulesName(pos.rules())), "--fen"};
    if (moves_) {
        QStringList played;
        for (int ply = 1; ply <= game.currentPly(); ++ply)
            played << QString::fromStdString(formatMove(game.move(ply)));
        args << QString::fromStdString(formatPosition(game.startPosition())) << "--moves"
             << played.join(' ');
    } else {
        args << QString::fromStdString(formatPosition(pos));
    }
    int timeoutMs = timeoutMs_;
    if (clock && !limit_.contains("--depth")) {
        const std::int64_t ms = timeOnClock(*clock);
        args << "--time" << QString::number(double(ms) / 1000, 'g', 10);
        timeoutMs = timeoutFor(ms);
    } else {
        args += limit_;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel); // its complaints, as written
    process.start(program_, args);
    if (!process.waitForStarted()) fail("cannot run: " + process.errorString().toStdString());
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        fail("no answer within " + std::to_string(timeoutMs / 1000) + " s");
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        fail("analyse failed (exit status " + std::to_string(process.exitCode()) + ") on " +
             formatPosition(pos));
    const QStringList lines =
        QString::fromUtf8(process.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    const QString last = lines.isEmpty() ? QString() : lines.last().trimmed();
    if (!last.startsWith("bestmove "))
        fail("no \"bestmove\" line from analyse on " + formatPosition(pos));
    const std::string text = last.mid(9).toStdString();
    Message error;
    const auto move = parseMove(pos, text, &error);
    if (!move)
        fail("bestmove " + quotedInput(text) + " in " + formatPosition(pos) + ": " +
             formatMessage(error));
    return *move;
}

// Seconds as analyse takes them: the same range as bashni-cli's own --time.
bool readSeconds(std::string_view text, std::int64_t& ms) {
    bool ok = false;
    const double seconds = QString::fromUtf8(text).toDouble(&ok);
    if (!ok || !(seconds >= 0.001 && seconds <= 86400)) return false;
    ms = std::llround(seconds * 1000);
    return true;
}

// A node count for analyse --nodes: 1 to 10^12.
bool readNodes(std::string_view text, long long& nodes) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), nodes);
    return ec == std::errc() && end == text.data() + text.size() && nodes >= 1 &&
           nodes <= 1000000000000LL;
}

} // namespace

std::unique_ptr<Player> makeExePlayer(const std::string& text, std::int64_t timeMs,
                                      std::string* error) {
    std::string_view rest = std::string_view(text).substr(4);
    const std::string path(rest.substr(0, rest.find(',')));
    rest.remove_prefix(std::min(rest.size(), path.size() + 1));
    int depth = 0;
    long long nodes = 0;
    bool timeSet = false, moves = false;
    while (!rest.empty()) {
        const std::string_view item = rest.substr(0, rest.find(','));
        rest.remove_prefix(std::min(rest.size(), item.size() + 1));
        const auto eq = item.find('=');
        const std::string_view name = item.substr(0, std::min(eq, item.size()));
        const std::string_view value =
            eq == std::string_view::npos ? std::string_view() : item.substr(eq + 1);
        if (name == "time" && readSeconds(value, timeMs)) {
            timeSet = true;
        } else if (name == "depth" && readInt(value, depth) && depth >= 1 &&
                   depth < engine::MaxPly) {
        } else if (name == "nodes" && readNodes(value, nodes)) {
        } else if (item == "moves") {
            moves = true;
        } else {
            *error = "exe player setting " + quotedInput(item) + " is not time=SECONDS, depth=1.." +
                     std::to_string(engine::MaxPly - 1) + ", nodes=N or moves";
            return nullptr;
        }
    }
    if (int(depth > 0) + int(timeSet) + int(nodes > 0) > 1) {
        *error = "exe player takes one of time=, depth= and nodes=";
        return nullptr;
    }
    // A name without a slash is looked up on PATH, as a shell would.
    const QString program = path.find('/') == std::string::npos
                                ? QStandardPaths::findExecutable(QFile::decodeName(path.c_str()))
                                : QFileInfo(QFile::decodeName(path.c_str())).absoluteFilePath();
    const QFileInfo info(program);
    if (path.empty() || program.isEmpty() || !info.isFile() || !info.isExecutable()) {
        *error = "exe player " + quotedInput(path) + " is not an executable program";
        return nullptr;
    }
    // No time given anywhere: analyse's own default (1 s). A depth has no time bound.
    const std::int64_t ms = timeMs > 0 ? timeMs : 1000;
    QStringList limit;
    if (depth > 0)
        limit << "--depth" << QString::number(depth);
    else if (nodes > 0)
        limit << "--nodes" << QString::number(nodes);
    else if (timeMs > 0)
        limit << "--time" << QString::number(double(timeMs) / 1000, 'g', 10);
    const int timeoutMs = depth > 0 || nodes > 0 ? -1 : timeoutFor(ms);
    return std::make_unique<ExePlayer>(text, program, limit, timeoutMs, moves);
}

} // namespace bashni::cli
