// The servers a player has met whose certificates no certificate authority vouches for
// (self-signed): each one's fingerprint, as ssh's known_hosts keeps them. bashni-cli remembers a
// server's at first use (check); the desktop program asks the player first and remembers what they
// accept (lookup, remember). A later certificate with another fingerprint is refused until the
// player accepts it or removes the line. One file for bashni-cli and the desktop program:
// ~/.local/share/bashni/known-servers.
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
    // The same without remembering anything.
    Verdict lookup(const QString& host, quint16 port, const QString& fingerprint,
                   QString* remembered = nullptr) const;
    // `fingerprint` for host:port from now on, in place of any other; false when the file cannot
    // be written.
    bool remember(const QString& host, quint16 port, const QString& fingerprint);
    const QString& path() const { return path_; }

  private:
    QString path_;
};

// Fingerprints compared without regard to case or colons.
bool sameFingerprint(const QString& a, const QString& b);

} // namespace bashni::link
