#include "core/position.h"

#include "core/zobrist.h"

namespace bashni {

std::string_view rulesName(Rules r) {
    switch (r) {
    case Rules::Standard:
        return "standard";
    case Rules::Intervening:
        return "intervening";
    case Rules::Turkish:
        return "turkish";
    }
    return "standard";
}

std::optional<Rules> parseRules(std::string_view name) {
    for (Rules r : {Rules::Standard, Rules::Intervening, Rules::Turkish})
        if (rulesName(r) == name) return r;
    return std::nullopt;
}

Position::Position(Rules rules) : rules_(rules) {
    hash_ = computeHash();
}

Position Position::start(Rules rules) {
    Position p(rules);
    for (Square s = 0; s < 64; ++s) {
        if (!isDark(s)) continue;
        if (rankOf(s) <= 2) p.setColumn(s, Column(Piece::WhiteMan));
        if (rankOf(s) >= 5) p.setColumn(s, Column(Piece::BlackMan));
    }
    return p;
}

void Position::setSideToMove(Color c) {
    if (c != side_) hash_ ^= zobrist::keys.blackToMove;
    side_ = c;
}

void Position::setColumn(Square s, Column c) {
    if (!isDark(s)) return;
    hash_ ^= zobrist::term(s, column(s).bits()) ^ zobrist::term(s, c.bits());
    place(s, c);
}

// Stores the column and its top in the bitboards; the hash is the caller's business.
void Position::place(Square s, Column c) {
    cols_[darkIndex(s)] = c;
    const Bitboard b = bit(s);
    tops_[0] &= ~b;
    tops_[1] &= ~b;
    kings_ &= ~b;
    if (c.empty()) return;
    tops_[int(colorOf(c.top()))] |= b;
    if (isKing(c.top())) kings_ |= b;
}

std::uint64_t Position::hashAfter(const Move& m) const {
    Position after = *this;
    Undo u;
    after.make(m, u);
    return after.hash();
}

std::uint64_t Position::computeHash() const {
    std::uint64_t h = side_ == Color::Black ? zobrist::keys.blackToMove : 0;
    for (Square s = 0; s < 64; ++s)
        if (isDark(s)) h ^= zobrist::term(s, column(s).bits());
    return h;
}

int Position::pieceCount(Color c) const {
    int n = 0;
    for (Column col : cols_) n += col.count(c);
    return n;
}

void Position::makeCapture(const Move& m, Undo& u) {
    u.hash = hash_;
    u.tops[0] = tops_[0];
    u.tops[1] = tops_[1];
    u.kings = kings_;

    const Square from = m.from, to = m.to();
    Column mover = column(from);
    u.fromColumn = mover.bits();
    std::uint64_t h = hash_ ^ zobrist::keys.blackToMove ^ zobrist::term(from, mover.bits()) ^
                      zobrist::keys.empty[from];
    const Bitboard fromBit = bit(from);
    tops_[0] &= ~fromBit;
    tops_[1] &= ~fromBit;
    kings_ &= ~fromBit;
    cols_[darkIndex(from)] = Column();

    // All three rule sets of docs/RULES.md 4.8 end with the same columns: each jumped top goes to
    // the bottom in jump order. They differ only in which paths are legal, which is movegen's job.
    for (int i = 0; i < m.jumps; ++i) {
        const Square v = m.captured[i];
        Column victim = cols_[darkIndex(v)];
        u.victimBefore[i] = victim.bits();
        mover.pushBottom(victim.popTop());
        h ^= zobrist::term(v, u.victimBefore[i]) ^ zobrist::term(v, victim.bits());
        place(v, victim);
    }
    if (m.promotes) mover.promoteTop();
    h ^= zobrist::keys.empty[to] ^ zobrist::term(to, mover.bits());
    place(to, mover);
    hash_ = h;
    side_ = ~side_;
}

void Position::unmakeCapture(const Move& m, const Undo& u) {
    side_ = ~side_;
    hash_ = u.hash;
    cols_[darkIndex(m.to())] = Column();
    for (int i = m.jumps - 1; i >= 0; --i)
        cols_[darkIndex(m.captured[i])] = Column::fromBits(u.victimBefore[i]);
    cols_[darkIndex(m.from)] = Column::fromBits(u.fromColumn);
    tops_[0] = u.tops[0];
    tops_[1] = u.tops[1];
    kings_ = u.kings;
}

} // namespace bashni
