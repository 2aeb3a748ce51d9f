#include "server/self_signed.h"

#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <sys/stat.h>

namespace bashni::server {

namespace {

constexpr long ValidSeconds = 10L * 365 * 24 * 60 * 60;

template <auto Free>
struct Freer {
    template <typename T>
    void operator()(T* p) const {
        Free(p);
    }
};
using Key = std::unique_ptr<EVP_PKEY, Freer<EVP_PKEY_free>>;
using Certificate = std::unique_ptr<X509, Freer<X509_free>>;
using Number = std::unique_ptr<BIGNUM, Freer<BN_free>>;

Certificate makeCertificate(EVP_PKEY* key) {
    Certificate x(X509_new());
    Number serial(BN_new());
    if (!x || !serial || !X509_set_version(x.get(), 2) || !BN_rand(serial.get(), 127, 0, 0) ||
        !BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(x.get())) ||
        !X509_gmtime_adj(X509_getm_notBefore(x.get()), 0) ||
        !X509_gmtime_adj(X509_getm_notAfter(x.get()), ValidSeconds) ||
        !X509_set_pubkey(x.get(), key))
        return nullptr;
    X509_NAME* name = X509_get_subject_name(x.get());
    const auto* cn = reinterpret_cast<const unsigned char*>("bashni-server");
    if (!X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, cn, -1, -1, 0) ||
        !X509_set_issuer_name(x.get(), name) || !X509_sign(x.get(), key, EVP_sha256()))
        return nullptr;
    return x;
}

// Written to a temporary file first, then renamed: never half a key.
bool writePem(const std::string& file, mode_t mode, bool (*write)(FILE*, void*), void* what) {
    const std::string temporary = file + ".new";
    FILE* out = std::fopen(temporary.c_str(), "wx");
    if (!out) return false;
    const bool written = fchmod(fileno(out), mode) == 0 && write(out, what);
    if (std::fclose(out) != 0 || !written) {
        std::remove(temporary.c_str());
        return false;
    }
    return std::rename(temporary.c_str(), file.c_str()) == 0;
}

} // namespace

bool ensureSelfSigned(const std::string& certFile, const std::string& keyFile, std::string* error) {
    std::error_code ignored;
    if (std::filesystem::exists(certFile, ignored) && std::filesystem::exists(keyFile, ignored))
        return true;
    Key key(EVP_EC_gen("P-256"));
    Certificate certificate = key ? makeCertificate(key.get()) : nullptr;
    if (!certificate) {
        *error = "could not make a certificate (OpenSSL)";
        return false;
    }
    const auto writeKey = [](FILE* f, void* k) {
        return PEM_write_PrivateKey(f, static_cast<EVP_PKEY*>(k), nullptr, nullptr, 0, nullptr,
                                    nullptr) == 1;
    };
    const auto writeCertificate = [](FILE* f, void* c) {
        return PEM_write_X509(f, static_cast<X509*>(c)) == 1;
    };
    if (!writePem(keyFile, S_IRUSR | S_IWUSR, writeKey, key.get())) {
        *error = keyFile + ": cannot be written";
        return false;
    }
    if (!writePem(certFile, S_IRUSR | S_IWUSR | S_IRGRP | S_IROTH, writeCertificate,
                  certificate.get())) {
        *error = certFile + ": cannot be written";
        return false;
    }
    return true;
}

} // namespace bashni::server
