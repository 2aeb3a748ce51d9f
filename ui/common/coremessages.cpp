#include "ui/common/coremessages.h"

#include <QByteArray>
#include <QCoreApplication>

#include <variant>

namespace bashni::ui {

namespace {

QString fromUtf8(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString translateArg(const Message::Arg& arg) {
    if (const auto* nested = std::get_if<Message>(&arg.value)) return translateCore(*nested);
    return fromUtf8(std::get<std::string>(arg.value));
}

} // namespace

QString translateCore(const Message& message) {
    if (message.empty()) return {};
    // The translation is read the way the core reads its English (templatePieces), so both agree
    // on what a placeholder is; its pieces split at ASCII braces, whole UTF-8 sequences each.
    const QByteArray translated = QCoreApplication::translate("core", message.text).toUtf8();
    QString out;
    for (const TemplatePiece& p : templatePieces(
             {translated.constData(), std::size_t(translated.size())}, message.args.size()))
        out += p.arg == 0 ? fromUtf8(p.literal) : translateArg(message.args[p.arg - 1]);
    return out;
}

QString translatePdnError(const QString& file, const PdnError& e) {
    return QStringLiteral("%1:%2:%3: %4")
        .arg(file, QString::number(e.line), QString::number(e.column), translateCore(e.message));
}

} // namespace bashni::ui
