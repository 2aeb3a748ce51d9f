// Passwords kept only as Argon2id hashes (libsodium's crypto_pwhash_str, its "interactive"
// cost: 64 MiB and about a tenth of a second, which is why the server runs it off its event
// loop), and a guest's seat secret kept only as a BLAKE2b digest.
#pragma once

#include <string>
#include <string_view>

namespace bashni::server {

// false when libsodium cannot start (no random source): the server does not run then.
bool initPasswords();
// The hash to store; empty when the memory for it could not be had.
std::string hashPassword(std::string_view password);
bool checkPassword(const std::string& hash, std::string_view password);
// The digest of a guest's seat secret, in hexadecimal.
std::string secretDigest(std::string_view secret);

} // namespace bashni::server
