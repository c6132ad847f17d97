/*
 * Fleetkey device kit, licence layer: checks an offline licence file (format fleetkey-offline-licence/2)
 * and the signed revocation list, as the Fleetkey server issues them. Links only libsodium; allocates
 * nothing: every result lands in structures the caller provides.
 */
#ifndef FLEETKEY_LICENCE_H
#define FLEETKEY_LICENCE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Longest licence file the check reads; a longer buffer is malformed. */
#define FK_LICENCE_FILE_MAX 2048
/** Longest field value (key id, file id, licence id, licence number, device id), in bytes. */
#define FK_FIELD_MAX 64
/** Editions as the server numbers them (`edition:` of a file, `edition` of a validation answer). */
#define FK_EDITION_COMMUNITY 1
#define FK_EDITION_TRIAL 2
#define FK_EDITION_PROFESSIONAL 3
#define FK_EDITION_OEM 4

/** What a licence check (offline or online) concluded; a firmware switches on it. */
typedef enum {
  FK_VALID = 0,
  /** Not a file (or list) of this format: a field missing, out of place or out of shape, bytes after
   *  the signature line, a signature not written as 64 bytes of canonical base64. */
  FK_MALFORMED,
  /** Signed by a key the caller does not hold (its keyId names none of them). */
  FK_UNKNOWN_KEY,
  /** The signature does not cover these bytes: something in the signed text changed. */
  FK_TAMPERED,
  /** The file (or licence) belongs to another device. */
  FK_WRONG_DEVICE,
  /** The file's lease (`expiresAt`) is over: renew it online (fk_online_renew). */
  FK_LEASE_ENDED,
  /** The licence itself has expired (the server says so: fk_online_validate). */
  FK_EXPIRED,
  /** The file is listed in the newest verified revocation list: its licence was unbound. */
  FK_REVOKED,
  /** The licence is bound to no device (fk_online_validate). */
  FK_NOT_BOUND,
  /** No licence has this key (fk_online_validate). */
  FK_UNKNOWN_LICENCE
} fk_verdict;

/** The verdict's name in lower case ("valid", "tampered", …), for logs. */
const char *fk_verdict_name(fk_verdict verdict);

/** An Ed25519 public key of the server, and the key id it signs under ("" = any key id). */
typedef struct {
  char key_id[FK_FIELD_MAX + 1];
  unsigned char key[32];
} fk_public_key;

/**
 * Reads the SPKI PEM that GET /v1/licences/public-key serves into `out`, with the key id it belongs to
 * (NULL or "" to accept it for any key id). Returns 0, or -1 when `pem` is not an Ed25519 public key.
 */
int fk_public_key_from_pem(fk_public_key *out, const char *pem, size_t pem_len, const char *key_id);

/** A verified revocation list: a view of the caller's buffer, which must outlive it. */
typedef struct {
  const char *text;
  size_t len;
  char key_id[FK_FIELD_MAX + 1];
  /** When the server signed it (epoch ms): keep the newest list verified, ignore an older one. */
  int64_t issued_at_ms;
  /** How many files it revokes. */
  size_t count;
} fk_revocations;

/**
 * Verifies a revocation list (GET /v1/licences/revocations) against `keys`; on FK_VALID fills `out`.
 * Otherwise FK_MALFORMED, FK_UNKNOWN_KEY or FK_TAMPERED, and `out` is emptied.
 */
fk_verdict fk_revocations_verify(const char *text, size_t len, const fk_public_key *keys, size_t key_count,
                                 fk_revocations *out);

/** 1 when the verified list revokes the file id, else 0. */
int fk_revocations_lists(const fk_revocations *list, const char *file_id);

/** What a device expects of its licence file (required: without its device id every file is another
 *  device's). */
typedef struct {
  /** This device's own id. */
  const char *device_id;
  /** The time the device trusts, epoch ms. */
  int64_t now_ms;
  /** The newest revocation list the device verified, or NULL when it has none. */
  const fk_revocations *revocations;
} fk_licence_expect;

/** The fields of a licence file, NUL-terminated copies. */
typedef struct {
  char key_id[FK_FIELD_MAX + 1];
  char file_id[FK_FIELD_MAX + 1];
  char licence_id[FK_FIELD_MAX + 1];
  char licence_no[FK_FIELD_MAX + 1];
  char device_id[FK_FIELD_MAX + 1];
  int edition;
  int64_t issued_at_ms;
  /** End of the file's lease (never after the licence's own expiry). */
  int64_t expires_at_ms;
} fk_licence;

/**
 * Checks a licence file in `file` (`len` bytes, no terminator needed), in this order: its form, the key
 * that signed it, the signature over exactly the bytes before the `signature: ` line (anything after
 * that line is refused), the device id, the lease against `expect->now_ms`, the revocation list.
 * `out` (may be NULL) holds the fields whenever the signature verified, else it is emptied.
 */
fk_verdict fk_licence_check(const char *file, size_t len, const fk_public_key *keys, size_t key_count,
                            const fk_licence_expect *expect, fk_licence *out);

/** An ISO 8601 UTC time as the server writes it ("2025-03-31T12:00:00.000Z") to epoch ms; -1 if not. */
int64_t fk_parse_time(const char *text, size_t len);

#ifdef __cplusplus
}
#endif

#endif
