// Writing game records (docs/NOTATION.md "Game records"): the tags in their fixed order, then the
// move text with move numbers, glyphs and comments, filled into lines of at most 80 columns. The
// output depends on nothing but the game, and reading it back gives a game that writes the same
// bytes.
#include "core/notation.h"
#include "core/pdn.h"
#include "core/pdn_text.h"
#include "core/timecontrol.h"

#include <optional>

namespace bashni {
namespace {

constexpr std::size_t LineWidth = 80;

// The Seven Tag Roster, with the value written when a game lacks the tag.
const std::pair<std::string_view, std::string_view> roster[] = {
    {"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"}, {"Round", "?"},
    {"White", "?"}, {"Black", "?"}, {"Result", "*"},
};

// Tags the writer makes from the game itself rather than copying them.
bool writtenFromGame(std::string_view name) {
    for (const auto& [n, value] : roster)
        if (n == name) return true;
    return name == "GameType" || name == "Rules" || name == "DrawRules" || name == "TimeControl" ||
           name == "SetUp" || name == "FEN";
}

// A tag the reader can read back: a name of letters, digits and '_'.
bool validTagName(std::string_view name) {
    if (name.empty()) return false;
    for (const char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_'))
            return false;
    return true;
}

std::optional<std::string_view> findTag(const Game& game, std::string_view name) {
    for (const auto& [n, value] : game.tags())
        if (n == name) return std::string_view(value);
    return std::nullopt;
}

// A value cut to what the reader takes (MaxPdnTagBytes), not inside a UTF-8 character.
std::string_view readableValue(std::string_view value) {
    if (value.size() <= MaxPdnTagBytes) return value;
    std::size_t end = MaxPdnTagBytes;
    while (end > 0 && (static_cast<unsigned char>(value[end]) & 0xC0) == 0x80) --end;
    return value.substr(0, end);
}

// [Name "value"], with " and \ escaped and control characters (line breaks) as spaces.
void writeTag(std::string& out, std::string_view name, std::string_view value) {
    value = readableValue(value);
    out += '[';
    out += name;
    out += " \"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        const auto u = static_cast<unsigned char>(c);
        out += u < ' ' || u == 0x7F ? ' ' : c;
    }
    out += "\"]\n";
}

// The DrawRules value: what is on, or "none".
std::string drawRulesText(DrawRules d) {
    if (!d.repetition && !d.noProgress) return "none";
    std::string text = d.repetition ? "repetition" : "";
    if (d.noProgress) text += text.empty() ? "30-ply" : " 30-ply";
    return text;
}

void writeTags(const Game& game, std::string& out) {
    for (const auto& [name, fallback] : roster) {
        if (name == "Result")
            writeTag(out, name, resultText(game.result()));
        else
            writeTag(out, name, findTag(game, name).value_or(fallback));
    }
    writeTag(out, "GameType", "Bashni");
    writeTag(out, "Rules", rulesName(game.rules()));
    if (game.drawRules() != DrawRules{})
        writeTag(out, "DrawRules", drawRulesText(game.drawRules()));
    if (game.timeControl().timed())
        writeTag(out, "TimeControl", formatTimeControl(game.timeControl()));
    // A loss on time is said by the tag lichess writes; any other Termination is the game's own.
    const bool onTime = game.ending() == Ending::TimeForfeit;
    if (onTime) writeTag(out, "Termination", "time forfeit");
    for (const auto& [name, value] : game.tags())
        if (!writtenFromGame(name) && validTagName(name) && !(onTime && name == "Termination"))
            writeTag(out, name, value);
    if (game.fromSetUp()) {
        writeTag(out, "SetUp", "1");
        writeTag(out, "FEN", formatPosition(game.startPosition()));
    }
}

// Tokens separated by single spaces, a line broken before a token that would pass the width.
class LineFiller {
  public:
    explicit LineFiller(std::string& out) : out_(out) {}
    void token(std::string_view text) {
        if (lineLength_ > 0 && lineLength_ + 1 + text.size() > LineWidth) {
            out_ += '\n';
            lineLength_ = 0;
        } else if (lineLength_ > 0) {
            out_ += ' ';
            ++lineLength_;
        }
        out_ += text;
        lineLength_ += text.size();
    }
    // {text}: whole when it fits on a line, else broken at its spaces.
    void comment(const std::string& raw) {
        const std::string text = "{" + pdn::cleanComment(raw) + "}";
        if (text.size() <= LineWidth) return token(text);
        std::string_view rest = text;
        while (!rest.empty()) {
            const std::size_t space = std::min(rest.find(' '), rest.size());
            token(rest.substr(0, space));
            rest.remove_prefix(std::min(space + 1, rest.size()));
        }
    }
    void end() { out_ += '\n'; }

  private:
    std::string& out_;
    std::size_t lineLength_ = 0;
};

// "N. " before White's move; "N... " before Black's when it opens the text or follows a comment.
std::string moveNumber(const Game& game, int ply) {
    const bool blackStarts = game.startPosition().sideToMove() == Color::Black;
    const bool white = (ply % 2 == 1) != blackStarts;
    const int number = (ply + (blackStarts ? 1 : 0) + 1) / 2;
    if (white) return std::to_string(number) + ". ";
    if (ply == 1) return std::to_string(number) + "... ";
    const Annotation& previous = game.annotation(ply - 1);
    if (!previous.comments.empty() || previous.eval || game.clock(ply - 1))
        return std::to_string(number) + "... ";
    return {};
}

// A move with its number (kept on its line) and glyphs: a first glyph of 1..6 as a suffix, the
// others as $N; then its comments.
void writeMove(LineFiller& line, const Game& game, int ply) {
    const auto& nags = game.annotation(ply).nags;
    std::string text = moveNumber(game, ply) + game.moveText(ply);
    std::size_t first = 0;
    if (!nags.empty() && !nagSuffix(nags[0]).empty()) {
        text += nagSuffix(nags[0]);
        first = 1;
    }
    line.token(text);
    for (std::size_t i = first; i < nags.size(); ++i)
        if (nags[i] >= 0 && nags[i] <= pdn::MaxNag) line.token("$" + std::to_string(nags[i]));
    if (const auto clock = game.clock(ply)) line.comment(pdn::clockComment(*clock));
    if (const auto& e = game.annotation(ply).eval) line.comment(pdn::evalComment(*e));
    for (const std::string& c : game.annotation(ply).comments) line.comment(c);
}

void writeMoveText(const Game& game, std::string& out) {
    LineFiller line(out);
    for (const std::string& c : game.openingComments()) line.comment(c);
    for (int ply = 1; ply <= game.plyCount(); ++ply) writeMove(line, game, ply);
    line.token(resultText(game.result()));
    line.end();
}

} // namespace

std::string writePdn(const Game& game) {
    std::string out;
    writeTags(game, out);
    out += '\n';
    writeMoveText(game, out);
    return out;
}

std::string writePdn(const std::vector<Game>& games) {
    std::string out;
    for (const Game& g : games) {
        if (!out.empty()) out += '\n';
        out += writePdn(g);
    }
    return out;
}

std::string_view nagSuffix(int nag) {
    return nag >= 1 && nag <= int(std::size(pdn::suffixes)) ? pdn::suffixes[std::size_t(nag - 1)]
                                                            : std::string_view();
}

} // namespace bashni
