// Reading templates, and writing messages in English.
#include "core/messages.h"

#include <algorithm>

namespace bashni {
namespace {

// The number of the argument a placeholder "{n}" at text[at] stands for, and where the text goes
// on after it; 0 when there is no placeholder there (or no such argument).
std::pair<std::size_t, std::size_t> placeholder(std::string_view text, std::size_t at,
                                                std::size_t argCount) {
    std::size_t n = 0, end = at + 1;
    for (; end < text.size() && text[end] >= '0' && text[end] <= '9' && n <= argCount; ++end)
        n = n * 10 + std::size_t(text[end] - '0');
    if (end == at + 1 || end == text.size() || text[end] != '}' || n < 1 || n > argCount)
        return {0, at};
    return {n, end + 1};
}

} // namespace

std::vector<TemplatePiece> templatePieces(std::string_view text, std::size_t argCount) {
    std::vector<TemplatePiece> pieces;
    std::size_t literalStart = 0;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t open = std::min(text.find('{', i), text.size());
        if (open == text.size()) break;
        const auto [arg, next] = placeholder(text, open, argCount);
        if (arg == 0) { // a '{' of the text itself
            i = open + 1;
            continue;
        }
        if (open > literalStart)
            pieces.push_back({text.substr(literalStart, open - literalStart), 0});
        pieces.push_back({{}, arg});
        i = literalStart = next;
    }
    if (literalStart < text.size()) pieces.push_back({text.substr(literalStart), 0});
    return pieces;
}

std::string formatMessage(const Message& m) {
    std::string out;
    for (const TemplatePiece& p : templatePieces(m.text, m.args.size()))
        out += p.arg == 0 ? std::string(p.literal) : formatMessage(m.args[p.arg - 1]);
    return out;
}

std::string formatMessage(const Message::Arg& a) {
    if (const auto* nested = std::get_if<Message>(&a.value)) return formatMessage(*nested);
    return std::get<std::string>(a.value);
}

} // namespace bashni
