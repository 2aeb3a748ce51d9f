#include "link/known_servers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <optional>

namespace bashni::link {

KnownServers::KnownServers(QString path) : path_(std::move(path)) {}

QString KnownServers::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           "/bashni/known-servers";
}

bool sameFingerprint(const QString& a, const QString& b) {
    const auto plain = [](QString s) { return s.remove(':').toUpper(); };
    return !a.isEmpty() && plain(a) == plain(b);
}

namespace {

QString keyOf(const QString& host, quint16 port) {
    return host + ':' + QString::number(port);
}

QByteArray readAll(const QString& path) {
    QFile in(path);
    return in.open(QIODevice::ReadOnly) ? in.read(1 << 20) : QByteArray();
}

// The line's fingerprint when it is host:port's.
std::optional<QString> fingerprintOf(const QByteArray& line, const QString& key) {
    const QList<QByteArray> words = line.simplified().split(' ');
    if (words.size() != 2 || QString::fromUtf8(words[0]) != key) return std::nullopt;
    return QString::fromUtf8(words[1]);
}

} // namespace

KnownServers::Verdict KnownServers::lookup(const QString& host, quint16 port,
                                           const QString& fingerprint, QString* remembered) const {
    const QString key = keyOf(host, port);
    for (const QByteArray& line : readAll(path_).split('\n')) {
        const auto known = fingerprintOf(line, key);
        if (!known) continue;
        if (remembered) *remembered = *known;
        return sameFingerprint(*known, fingerprint) ? Verdict::Known : Verdict::Changed;
    }
    return Verdict::FirstUse;
}

bool KnownServers::remember(const QString& host, quint16 port, const QString& fingerprint) {
    const QString key = keyOf(host, port);
    QByteArray kept;
    for (const QByteArray& line : readAll(path_).split('\n'))
        if (!line.trimmed().isEmpty() && !fingerprintOf(line, key)) kept += line + '\n';
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QSaveFile out(path_);
    if (!out.open(QIODevice::WriteOnly)) return false;
    out.write(kept + key.toUtf8() + ' ' + fingerprint.toUtf8() + '\n');
    return out.commit();
}

KnownServers::Verdict KnownServers::check(const QString& host, quint16 port,
                                          const QString& fingerprint, QString* remembered) {
    const Verdict v = lookup(host, port, fingerprint, remembered);
    if (v == Verdict::FirstUse) remember(host, port, fingerprint);
    return v;
}

} // namespace bashni::link
