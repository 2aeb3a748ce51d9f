// A self-signed certificate of the server's own, made at its first start when the admin gave
// none, and kept beside the database: so that one command starts a server that speaks TLS, whose
// players' programs remember its fingerprint on first use. Qt can use a certificate but not make
// one: this is OpenSSL's libcrypto (which Qt Network's TLS backend loads anyway).
#pragma once

#include <string>

namespace bashni::server {

// Makes certFile and keyFile (an EC P-256 key, readable by its owner only; a certificate for
// ten years) unless both exist already. False, with *error, when it cannot.
bool ensureSelfSigned(const std::string& certFile, const std::string& keyFile, std::string* error);

} // namespace bashni::server
