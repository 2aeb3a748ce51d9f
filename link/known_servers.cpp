#include "link/known_servers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

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

KnownServers::Verdict KnownServers::check(const QString& host, quint16 port,
                                          const QString& fingerprint, QString* remembered) {
    const QString key = host + ':' + QString::number(port);
    QFile in(path_);
    QByteArray text;
    if (in.open(QIODevice::ReadOnly)) text = in.read(1 << 20);
    for (const QByteArray& line : text.split('\n')) {
        const QList<QByteArray> words = line.simplified().split(' ');
        if (words.size() != 2 || QString::fromUtf8(words[0]) != key) continue;
        const QString known = QString::fromUtf8(words[1]);
        if (remembered) *remembered = known;
        return sameFingerprint(known, fingerprint) ? Verdict::Known : Verdict::Changed;
    }
    QDir().mkpath(QFileInfo(path_).absolutePath());
    QSaveFile out(path_);
    if (out.open(QIODevice::WriteOnly)) {
        if (!text.isEmpty() && !text.endsWith('\n')) text += '\n';
        out.write(text + key.toUtf8() + ' ' + fingerprint.toUtf8() + '\n');
        out.commit();
    }
    return Verdict::FirstUse;
}

} // namespace bashni::link
