// NetLink and Discovery (link/link.h) over Qt Network's sockets: what the desktop's network module
// (ui/net/qtnetlink.cpp, loaded at its first network game) hands out, and what bashni-cli uses
// directly.
#pragma once

#include "link/link.h"

#include <QSslConfiguration>

#include <optional>

namespace bashni::link {

std::unique_ptr<NetLink> createTcpLink();
std::unique_ptr<Discovery> createUdpDiscovery();

// TLS, over Qt Network's OpenSSL backend.
// The server's certificate (chain) and private key, read from PEM files; nothing, with *error
// saying which file and why, when they cannot be used.
std::optional<QSslConfiguration> serverTls(const QString& certificateFile, const QString& keyFile,
                                           QString* error);
// A server link whose every connection is TLS with `config`; a connection opens (opened())
// once its handshake is done, and one that does not finish it within 10 s is dropped.
std::unique_ptr<NetLink> createTlsServerLink(const QSslConfiguration& config);
// Asked when the system's certificate authorities do not vouch for the server's certificate
// (a self-signed one): whether to go on, given its SHA-256 fingerprint and what was wrong.
using TrustUnknown = std::function<bool(const QString& host, quint16 port,
                                        const QString& fingerprint, const QString& why)>;
// A client link that connects with TLS, verifying the server against the system's CAs first.
std::unique_ptr<NetLink> createTlsClientLink(TrustUnknown trust);
// "AB:CD:...", the SHA-256 of the certificate, as `openssl x509 -fingerprint -sha256` shows it.
QString fingerprint(const QSslCertificate& certificate);

} // namespace bashni::link
