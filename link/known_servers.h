// The servers a player has met whose certificates no certificate authority vouches for
// (self-signed): each one's fingerprint, remembered on first use, as ssh's known_hosts does. A
// later certificate with another fingerprint is refused until the player removes the line. One
// file for bashni-cli and the desktop program: ~/.local/share/bashni/known-servers.
#pragma once

#include <QString>

namespace bashni::link {

class KnownServers {
  public:
    explicit KnownServers(QString path = defaultPath());
    static QString defaultPath();

    enum class Verdict { Known, FirstUse, Changed };
    // Known: the fingerprint remembered for host:port; FirstUse: none was (it is remembered now,
    // unless the file cannot be written); Changed: another one was (*remembered says which).
    Verdict check(const QString& host, quint16 port, const QString& fingerprint,
                  QString* remembered = nullptr);
    const QString& path() const { return path_; }

  private:
    QString path_;
};

// Fingerprints compared without regard to case or colons.
bool sameFingerprint(const QString& a, const QString& b);

} // namespace bashni::link
