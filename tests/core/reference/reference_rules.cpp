// Independent reference implementation of the Bashni rules (a test oracle). See reference_rules.h.
//
// Section numbers in the comments refer to docs/RULES.md.

#include "reference_rules.h"

#include <array>
#include <cctype>
#include <map>
#include <stdexcept>
#include <utility>

namespace reference {
namespace {

enum class Rules { Standard, Intervening, Turkish };

Rules parseRules(const std::string& name) {
    if (name == "standard") return Rules::Standard;
    if (name == "intervening") return Rules::Intervening;
    if (name == "turkish") return Rules::Turkish;
    throw std::invalid_argument("reference: unknown rule set '" + name + "'");
}

// ---------------------------------------------------------------------------------------------
// Board

// Square index = file + 8 * rank, file 0..7 = a..h, rank 0..7 = 1..8. Only dark squares
// ((file + rank) even) are ever used.
int index(int file, int rank) {
    return file + 8 * rank;
}
int fileOf(int sq) {
    return sq % 8;
}
int rankOf(int sq) {
    return sq / 8;
}
bool onBoard(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

std::string squareName(int sq) {
    return std::string{static_cast<char>('a' + fileOf(sq)), static_cast<char>('1' + rankOf(sq))};
}

bool isWhitePiece(char piece) {
    return piece == 'w' || piece == 'W';
}
bool isKing(char piece) {
    return piece == 'W' || piece == 'B';
}
char promoted(char piece) {
    return piece == 'w' ? 'W' : piece == 'b' ? 'B' : piece;
}

struct Position {
    std::array<std::string, 64> squares; // each column written top piece first; "" = empty
    bool whiteToMove = true;
};

// The four diagonal directions as (file step, rank step).
constexpr std::array<std::pair<int, int>, 4> kDirections{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};

Position parsePosition(const std::string& text) {
    std::string s;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) s += c;
    const auto colon = s.find(':');
    if (colon == std::string::npos || colon == 0)
        throw std::invalid_argument("reference: bad position text '" + text + "'");
    Position pos;
    pos.whiteToMove = (std::toupper(static_cast<unsigned char>(s[0])) == 'W');
    std::size_t at = colon + 1;
    while (at < s.size()) {
        auto comma = s.find(',', at);
        if (comma == std::string::npos) comma = s.size();
        const std::string entry = s.substr(at, comma - at);
        at = comma + 1;
        if (entry.empty()) continue;
        const auto eq = entry.find('=');
        if (eq != 2) throw std::invalid_argument("reference: bad entry '" + entry + "'");
        const int file = std::tolower(static_cast<unsigned char>(entry[0])) - 'a';
        const int rank = entry[1] - '1';
        if (!onBoard(file, rank))
            throw std::invalid_argument("reference: bad square in '" + entry + "'");
        pos.squares[index(file, rank)] = entry.substr(3);
    }
    return pos;
}

// Canonical text: a1, c1, ..., h8 (rank by rank from rank 1, file by file), no spaces.
std::string toText(const Position& pos) {
    std::string out = pos.whiteToMove ? "W:" : "B:";
    bool first = true;
    for (int rank = 0; rank < 8; ++rank) {
        for (int file = 0; file < 8; ++file) {
            const std::string& column = pos.squares[index(file, rank)];
            if (column.empty()) continue;
            if (!first) out += ',';
            first = false;
            out += squareName(index(file, rank)) + "=" + column;
        }
    }
    return out;
}

// A man-topped column on its far rank has its top piece promoted (3.3, 4.6); pieces under it are
// unchanged.
void promoteIfOnFarRank(std::string& column, int sq) {
    const char top = column.front();
    if (isKing(top)) return;
    const int farRank = isWhitePiece(top) ? 7 : 0;
    if (rankOf(sq) == farRank) column.front() = promoted(top);
}

// ---------------------------------------------------------------------------------------------
// Quiet moves (section 3)

using MoveMap = std::map<std::string, Position>; // move text -> resulting position (side switched)

void addQuietMoves(const Position& pos, int from, MoveMap& out) {
    const std::string& column = pos.squares[from];
    const char top = column.front();
    const int forward = isWhitePiece(top) ? 1 : -1;
    for (const auto& [df, dr] : kDirections) {
        if (!isKing(top) && dr != forward) continue; // 3.1: a man moves forward only
        int file = fileOf(from) + df;
        int rank = rankOf(from) + dr;
        while (onBoard(file, rank) && pos.squares[index(file, rank)].empty()) {
            const int to = index(file, rank);
            Position next = pos;
            next.squares[from].clear();
            next.squares[to] = column;
            promoteIfOnFarRank(next.squares[to], to); // 3.3
            next.whiteToMove = !pos.whiteToMove;
            out.emplace(squareName(from) + "-" + squareName(to), std::move(next));
            if (!isKing(top)) break; // 3.1: one square; 3.2: a king flies on over empty squares
            file += df;
            rank += dr;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Captures (section 4)

// The state in the middle of a capture. The moving column is lifted off the board at the start,
// so its starting square counts as empty for the whole move (4.7).
struct CaptureState {
    Position board;      // the board without the mover; in standard/intervening, with every
                         // jump so far already carried out (4.8)
    std::string mover;   // the moving column, top first (captured pieces appended at the bottom)
    int at = -1;         // the square the mover currently stands on
    std::string path;    // move text so far, e.g. "c3:e5"
    int lastJumped = -1; // square jumped on the previous jump (intervening, 4.8)
    std::vector<int> jumped; // turkish: squares jumped so far, in jump order (4.8)
};

struct Jump {
    int direction; // index into kDirections
    int over;      // square of the jumped column
    int landing;   // square the mover lands on
};

// May the column on `sq` be jumped now? It must be enemy-topped (4.2, 4.3, 4.7) and not barred by
// the rule set (4.8).
bool mayJump(const CaptureState& s, int sq, Rules rules) {
    const std::string& column = s.board.squares[sq];
    if (column.empty()) return false;
    if (isWhitePiece(column.front()) == isWhitePiece(s.mover.front()))
        return false; // 4.7: never a column topped by its own side
    if (rules == Rules::Intervening && sq == s.lastJumped)
        return false; // not the column jumped on the immediately preceding jump
    if (rules == Rules::Turkish) {
        for (int j : s.jumped)
            if (j == sq)
                return false; // no column jumped twice (it still stands there, enemy-topped)
    }
    return true;
}

// Every single jump available to the mover, before the Russian landing rule (4.3) is applied.
// In turkish, jumped columns are still on the board, so they block like any occupied square.
std::vector<Jump> availableJumps(const CaptureState& s, Rules rules) {
    std::vector<Jump> jumps;
    const bool king = isKing(s.mover.front());
    const auto& sq = s.board.squares;
    for (int d = 0; d < 4; ++d) {
        const auto [df, dr] = kDirections[d];
        int file = fileOf(s.at) + df;
        int rank = rankOf(s.at) + dr;
        if (king) {
            // 4.3: every square between the king and the jumped column must be empty.
            while (onBoard(file, rank) && sq[index(file, rank)].empty()) {
                file += df;
                rank += dr;
            }
        }
        // 4.2: a man captures forward or backward, only an adjacent column.
        if (!onBoard(file, rank)) continue;
        const int over = index(file, rank);
        if (!mayJump(s, over, rules)) continue;
        file += df;
        rank += dr;
        // Landing: the square directly beyond (man), or any empty square beyond up to the next
        // occupied square or the edge (king).
        while (onBoard(file, rank) && sq[index(file, rank)].empty()) {
            jumps.push_back({d, over, index(file, rank)});
            if (!king) break;
            file += df;
            rank += dr;
        }
    }
    return jumps;
}

CaptureState applyJump(const CaptureState& s, const Jump& jump, Rules rules) {
    CaptureState next = s; // a full copy for every step: simple, not fast
    if (rules == Rules::Turkish) {
        // 4.8 turkish: the jumped column stays as it is until the move is complete.
        next.jumped.push_back(jump.over);
    } else {
        // 4.4, 4.8 standard/intervening: only the top piece is taken, at once, and goes to the very
        // bottom of the capturing column. The rest of the jumped column stays, owned by its new
        // top (4.5: pieces keep their rank); an emptied square is free for the rest of the move.
        std::string& victim = next.board.squares[jump.over];
        next.mover.push_back(victim.front());
        victim.erase(0, 1);
    }
    next.lastJumped = jump.over;
    next.at = jump.landing;
    next.path += ":" + squareName(jump.landing);
    // 4.6: a man reaching the far rank during a capture is promoted at once and goes on as a king.
    promoteIfOnFarRank(next.mover, next.at);
    return next;
}

// The position once the capture is complete.
Position finishCapture(const CaptureState& s) {
    Position result = s.board;
    std::string mover = s.mover;
    // 4.8 turkish: the taken top pieces go under the capturer in the order they were jumped.
    for (int sq : s.jumped) {
        std::string& victim = result.squares[sq];
        mover.push_back(victim.front());
        victim.erase(0, 1);
    }
    result.squares[s.at] = mover;
    result.whiteToMove = !s.board.whiteToMove;
    return result;
}

// Extend a capture in every legal way; completed captures are added to `out`.
void extendCapture(const CaptureState& s, Rules rules, MoveMap& out) {
    const std::vector<Jump> jumps = availableJumps(s, rules);
    if (jumps.empty()) {
        // 4.1: a capture ends only when the column cannot capture again.
        if (s.path.find(':') != std::string::npos) // at least one jump made
            out.emplace(s.path, finishCapture(s));
        return;
    }
    // 4.3 Russian rule: for each jumped column (one per direction), if the capture can continue
    // from some of its landing squares, only those landing squares are allowed. (A man has a
    // single landing square per jump, so the rule changes nothing for it.)
    for (int d = 0; d < 4; ++d) {
        std::vector<CaptureState> landings;
        std::vector<bool> canContinue;
        bool anyContinue = false;
        for (const Jump& jump : jumps) {
            if (jump.direction != d) continue;
            landings.push_back(applyJump(s, jump, rules));
            canContinue.push_back(!availableJumps(landings.back(), rules).empty());
            anyContinue = anyContinue || canContinue.back();
        }
        for (std::size_t i = 0; i < landings.size(); ++i)
            if (canContinue[i] || !anyContinue) extendCapture(landings[i], rules, out);
    }
}

void addCaptures(const Position& pos, int from, Rules rules, MoveMap& out) {
    CaptureState s;
    s.board = pos;
    s.mover = pos.squares[from];
    s.board.squares[from].clear(); // 4.7: the starting square counts as empty during the move
    s.at = from;
    s.path = squareName(from);
    extendCapture(s, rules, out);
}

// Every legal move with its resulting position. 4.1: when any capture exists, only captures.
MoveMap generateMoves(const Position& pos, Rules rules) {
    MoveMap captures;
    MoveMap quiet;
    for (int sq = 0; sq < 64; ++sq) {
        const std::string& column = pos.squares[sq];
        if (column.empty() || isWhitePiece(column.front()) != pos.whiteToMove)
            continue; // only columns commanded by the side to move (2.2)
        addCaptures(pos, sq, rules, captures);
        addQuietMoves(pos, sq, quiet);
    }
    return captures.empty() ? quiet : captures;
}

std::uint64_t perftFrom(const Position& pos, Rules rules, int depth) {
    if (depth <= 0) return 1;
    const MoveMap moves = generateMoves(pos, rules);
    if (depth == 1) return moves.size();
    std::uint64_t total = 0;
    for (const auto& [text, next] : moves) total += perftFrom(next, rules, depth - 1);
    return total;
}

} // namespace

std::vector<std::string> legalMoves(const std::string& positionText, const std::string& rules) {
    const MoveMap moves = generateMoves(parsePosition(positionText), parseRules(rules));
    std::vector<std::string> out;
    for (const auto& entry : moves)
        out.push_back(entry.first); // std::map keys: already unique and in std::sort order
    return out;
}

std::string play(const std::string& positionText, const std::string& rules,
                 const std::string& move) {
    const MoveMap moves = generateMoves(parsePosition(positionText), parseRules(rules));
    const auto found = moves.find(move);
    if (found == moves.end())
        throw std::invalid_argument("reference: illegal move '" + move + "' in " + positionText);
    return toText(found->second);
}

std::uint64_t perft(const std::string& positionText, const std::string& rules, int depth) {
    return perftFrom(parsePosition(positionText), parseRules(rules), depth);
}

} // namespace reference
