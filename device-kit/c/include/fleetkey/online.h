/*
 * Fleetkey device kit, online layer (libcurl): the licence validation call, the renewal of an offline
 * licence file's lease, the revocation list and the public key, over HTTPS with the server's certificate
 * and host name checked (plain HTTP only when the URL says http://).
 */
#ifndef FLEETKEY_ONLINE_H
#define FLEETKEY_ONLINE_H

#include "fleetkey/licence.h"

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The licence server, and what its last answer said beyond the result. */
typedef struct {
  /** Origin of the server, e.g. "https://licences.example.com" (the calls add /v1/…). */
  const char *base_url;
  /** CA certificates (PEM file) that sign the server's certificate; NULL for the system's. */
  const char *ca_file;
  /** Longest a call may take, ms; 0 for 15 s. */
  long timeout_ms;
  /** Set by each call: the HTTP status (0 when none came). */
  long http_status;
  /** Set by each call: the seconds a 429 answer asks to wait (Retry-After), else 0. */
  long retry_after_s;
  /** Set by each call: the server's error code ("OFFLINE_RENEW_REFUSED", …) or curl's error, else "". */
  char error[128];
} fk_licence_server;

/** How a call went. */
typedef enum {
  FK_ONLINE_OK = 0,
  /** The server refused (400: a key or device id out of shape; 403: renewal refused). */
  FK_ONLINE_REFUSED,
  /** Too many calls: wait `retry_after_s`. */
  FK_ONLINE_RATE_LIMITED,
  /** The server could not be reached, or did not answer in time. */
  FK_ONLINE_UNREACHABLE,
  /** The server's certificate did not verify (unknown CA, wrong host name, expired). */
  FK_ONLINE_CERTIFICATE,
  /** The answer was not what the server sends, or did not fit the caller's buffer. */
  FK_ONLINE_BAD_ANSWER
} fk_online_result;

/** The result's name in lower case, for logs. */
const char *fk_online_result_name(fk_online_result result);

/** The validation answer: the verdict (FK_VALID, FK_EXPIRED, FK_NOT_BOUND, FK_WRONG_DEVICE,
 *  FK_UNKNOWN_LICENCE) and, for a key the server knows, the licence's expiry and edition. */
typedef struct {
  fk_verdict verdict;
  /** Epoch ms; 0 when the answer had none. */
  int64_t expired_at_ms;
  /** 0 when the answer had none. */
  int edition;
} fk_validation;

/** POST /v1/licences/validate with the licence key and this device's id. */
fk_online_result fk_online_validate(fk_licence_server *server, const char *licence_key, const char *device_id,
                                    fk_validation *out);

/**
 * POST /v1/licences/offline/renew: a new licence file for this device, written to `file` (at most `cap`
 * bytes; *len gets its length). Check it with fk_licence_check before keeping it.
 */
fk_online_result fk_online_renew(fk_licence_server *server, const char *licence_key, const char *device_id,
                                 char *file, size_t cap, size_t *len);

/** GET /v1/licences/revocations into `list` (at most `cap` bytes); verify it with fk_revocations_verify. */
fk_online_result fk_online_revocations(fk_licence_server *server, char *list, size_t cap, size_t *len);

/** GET /v1/licences/public-key (for `key_id`, or the active key when NULL) as PEM into `pem`. */
fk_online_result fk_online_public_key(fk_licence_server *server, const char *key_id, char *pem, size_t cap,
                                      size_t *len);

#ifdef __cplusplus
}
#endif

#endif
