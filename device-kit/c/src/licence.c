/*
 * The licence layer: offline licence files and revocation lists, read in place from the caller's buffer
 * (no allocation, no terminator needed) and verified with libsodium's Ed25519. The format is the one in
 * packages/contract/src/offline-licence.ts: `name: value` lines in a fixed order, then one
 * `signature: <base64>` line, which must end the text.
 */
#include "fleetkey/licence.h"

#include <sodium.h>
#include <string.h>

#define LICENCE_FORMAT "fleetkey-offline-licence/2"
#define REVOCATIONS_FORMAT "fleetkey-offline-revocations/1"
#define SIGNATURE_BYTES 64
/* 64 bytes in padded base64: 86 digits and "==". */
#define SIGNATURE_DIGITS 88
#define TIME_LEN 24
#define EDITION_MAX 9999

/* Part of the caller's buffer. */
typedef struct {
  const char *at;
  size_t len;
} span;

/* A reader over the caller's buffer: where the next line starts. */
typedef struct {
  const char *text;
  size_t len;
  size_t pos;
} reader;

static const char *const VERDICT_NAMES[] = {
    "valid",   "malformed", "unknown key", "tampered",   "wrong device",
    "lease ended", "expired", "revoked", "not bound", "unknown licence",
};

const char *fk_verdict_name(fk_verdict verdict) {
  size_t index = (size_t)verdict;
  return index < sizeof VERDICT_NAMES / sizeof VERDICT_NAMES[0] ? VERDICT_NAMES[index] : "unknown verdict";
}

/* Values are one printable ASCII token: no space, no control byte, nothing a C string would cut. */
static int is_token_byte(char c) { return c > ' ' && c < 0x7f; }

static int span_is(span value, const char *text) {
  size_t len = strlen(text);
  return value.len == len && memcmp(value.at, text, len) == 0;
}

static void copy_span(char dest[FK_FIELD_MAX + 1], span value) {
  memcpy(dest, value.at, value.len);
  dest[value.len] = '\0';
}

/* Reads "name: " at the reader's position; advances past it on success. */
static int read_name(reader *r, const char *name) {
  size_t len = strlen(name);
  if (r->len - r->pos < len + 2 || memcmp(r->text + r->pos, name, len) != 0 ||
      memcmp(r->text + r->pos + len, ": ", 2) != 0)
    return -1;
  r->pos += len + 2;
  return 0;
}

/* Reads a token of 1..max bytes ending at `stop`, and the stop byte. */
static int read_token(reader *r, size_t max, char stop, span *value) {
  size_t start = r->pos;
  while (r->pos < r->len && is_token_byte(r->text[r->pos])) r->pos++;
  size_t len = r->pos - start;
  if (len == 0 || len > max || r->pos >= r->len || r->text[r->pos] != stop) return -1;
  r->pos++;
  value->at = r->text + start;
  value->len = len;
  return 0;
}

/* Reads the line "name: value\n", the value one token of at most FK_FIELD_MAX bytes. */
static int read_field(reader *r, const char *name, span *value) {
  return read_name(r, name) == 0 ? read_token(r, FK_FIELD_MAX, '\n', value) : -1;
}

static int is_base64_digit(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
}

/*
 * Reads the last line, "signature: <base64>\n", which must end the text. The base64 has one spelling
 * only (86 digits, the last with no stray bits, then "=="), so no other text passes for the same
 * signature.
 */
static int read_signature(reader *r, unsigned char signature[SIGNATURE_BYTES]) {
  if (read_name(r, "signature") != 0 || r->len - r->pos != SIGNATURE_DIGITS + 1) return -1;
  const char *digits = r->text + r->pos;
  for (size_t i = 0; i < SIGNATURE_DIGITS - 2; i++)
    if (!is_base64_digit(digits[i])) return -1;
  if (memcmp(digits + SIGNATURE_DIGITS - 2, "==\n", 3) != 0) return -1;
  size_t decoded = 0;
  const char *end = NULL;
  if (sodium_base642bin(signature, SIGNATURE_BYTES, digits, SIGNATURE_DIGITS, NULL, &decoded, &end,
                        sodium_base64_VARIANT_ORIGINAL) != 0 ||
      decoded != SIGNATURE_BYTES || end != digits + SIGNATURE_DIGITS)
    return -1;
  r->pos = r->len;
  return 0;
}

/*
 * Verifies `signature` over the first `signed_len` bytes with each held key the text's key id may name
 * (its own id, or a key held for any id).
 */
static fk_verdict verify_signed(const char *text, size_t signed_len, const unsigned char *signature,
                                span key_id, const fk_public_key *keys, size_t key_count) {
  if (sodium_init() < 0) return FK_TAMPERED;
  int held = 0;
  for (size_t i = 0; i < key_count && keys != NULL; i++) {
    if (keys[i].key_id[0] != '\0' && !span_is(key_id, keys[i].key_id)) continue;
    held = 1;
    if (crypto_sign_verify_detached(signature, (const unsigned char *)text, signed_len, keys[i].key) == 0)
      return FK_VALID;
  }
  return held ? FK_TAMPERED : FK_UNKNOWN_KEY;
}

/* Days from 1970-01-01 to the first of `year` (1970 or later). */
static int64_t days_to_year(int64_t year) {
  int64_t before = year - 1;
  int64_t days_since_year_1 = before * 365 + before / 4 - before / 100 + before / 400;
  return days_since_year_1 - 719162; /* the same count for 1970 */
}

static int is_leap(int64_t year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

/* Reads `count` decimal digits at `at`; -1 if any is not a digit. */
static int64_t digits_at(const char *at, size_t count) {
  int64_t value = 0;
  for (size_t i = 0; i < count; i++) {
    if (at[i] < '0' || at[i] > '9') return -1;
    value = value * 10 + (at[i] - '0');
  }
  return value;
}

int64_t fk_parse_time(const char *text, size_t len) {
  static const int DAYS_BEFORE_MONTH[] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
  static const int DAYS_IN_MONTH[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  /* "YYYY-MM-DDTHH:MM:SS.mmmZ": the separators at their places. */
  static const char SEPARATORS[] = "    -  -  T  :  :  .   Z";
  if (text == NULL || len != TIME_LEN) return -1;
  for (size_t i = 0; i < TIME_LEN; i++)
    if (SEPARATORS[i] != ' ' && text[i] != SEPARATORS[i]) return -1;
  int64_t year = digits_at(text, 4), month = digits_at(text + 5, 2), day = digits_at(text + 8, 2);
  int64_t hour = digits_at(text + 11, 2), minute = digits_at(text + 14, 2);
  int64_t second = digits_at(text + 17, 2), milli = digits_at(text + 20, 3);
  if (year < 1970 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 ||
      minute > 59 || second < 0 || second > 59 || milli < 0)
    return -1;
  int leap_day = month == 2 && is_leap(year);
  if (day > DAYS_IN_MONTH[month - 1] + leap_day) return -1;
  int64_t days = days_to_year(year) + DAYS_BEFORE_MONTH[month - 1] + (month > 2 && is_leap(year)) + day - 1;
  return ((days * 24 + hour) * 60 + minute) * 60000 + second * 1000 + milli;
}

static int64_t span_time(span value) { return fk_parse_time(value.at, value.len); }

/* A whole number 0..EDITION_MAX without leading zeros; -1 if not. */
static int span_edition(span value) {
  if (value.len > 4 || (value.len > 1 && value.at[0] == '0')) return -1;
  int64_t edition = digits_at(value.at, value.len);
  return edition <= EDITION_MAX ? (int)edition : -1;
}

int fk_public_key_from_pem(fk_public_key *out, const char *pem, size_t pem_len, const char *key_id) {
  /* SubjectPublicKeyInfo of an Ed25519 key (RFC 8410): this prefix, then the 32 key bytes. */
  static const unsigned char SPKI_PREFIX[] = {0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b,
                                              0x65, 0x70, 0x03, 0x21, 0x00};
  static const char BEGIN[] = "-----BEGIN PUBLIC KEY-----";
  static const char END[] = "-----END PUBLIC KEY-----";
  if (out == NULL || pem == NULL) return -1;
  memset(out, 0, sizeof *out);
  size_t key_id_len = key_id == NULL ? 0 : strlen(key_id);
  if (key_id_len > FK_FIELD_MAX || sodium_init() < 0) return -1;
  /* The armour may follow blank lines; the body is base64 over lines, then the end line. */
  size_t start = 0;
  while (start < pem_len && (pem[start] == '\n' || pem[start] == '\r' || pem[start] == ' ')) start++;
  if (pem_len - start < sizeof BEGIN - 1 || memcmp(pem + start, BEGIN, sizeof BEGIN - 1) != 0) return -1;
  const char *body = pem + start + sizeof BEGIN - 1;
  size_t body_len = pem_len - start - (sizeof BEGIN - 1);
  unsigned char der[sizeof SPKI_PREFIX + 32];
  size_t decoded = 0;
  const char *end = NULL;
  if (sodium_base642bin(der, sizeof der, body, body_len, "\r\n", &decoded, &end,
                        sodium_base64_VARIANT_ORIGINAL) != 0 ||
      decoded != sizeof der || memcmp(der, SPKI_PREFIX, sizeof SPKI_PREFIX) != 0)
    return -1;
  size_t rest = body_len - (size_t)(end - body);
  if (rest < sizeof END - 1 || memcmp(end, END, sizeof END - 1) != 0) return -1;
  for (size_t i = sizeof END - 1; i < rest; i++)
    if (end[i] != '\n' && end[i] != '\r') return -1;
  memcpy(out->key, der + sizeof SPKI_PREFIX, 32);
  if (key_id_len > 0) memcpy(out->key_id, key_id, key_id_len + 1);
  return 0;
}

/* The payload fields of a licence file, in file order. */
enum { F_KEY_ID, F_FILE_ID, F_LICENCE_ID, F_LICENCE_NO, F_DEVICE_ID, F_EDITION, F_ISSUED, F_EXPIRES, F_COUNT };
static const char *const LICENCE_FIELDS[F_COUNT] = {"keyId",    "fileId",  "licenceId", "licenceNo",
                                                    "deviceId", "edition", "issuedAt",  "expiresAt"};

/* The fields' values once the signature verified; -1 when one is out of shape. */
static int licence_fields(const span *values, fk_licence *out) {
  copy_span(out->key_id, values[F_KEY_ID]);
  copy_span(out->file_id, values[F_FILE_ID]);
  copy_span(out->licence_id, values[F_LICENCE_ID]);
  copy_span(out->licence_no, values[F_LICENCE_NO]);
  copy_span(out->device_id, values[F_DEVICE_ID]);
  out->edition = span_edition(values[F_EDITION]);
  out->issued_at_ms = span_time(values[F_ISSUED]);
  out->expires_at_ms = span_time(values[F_EXPIRES]);
  return out->edition < 0 || out->issued_at_ms < 0 || out->expires_at_ms < 0 ? -1 : 0;
}

fk_verdict fk_licence_check(const char *file, size_t len, const fk_public_key *keys, size_t key_count,
                            const fk_licence_expect *expect, fk_licence *out) {
  fk_licence scratch;
  fk_licence *fields = out != NULL ? out : &scratch;
  memset(fields, 0, sizeof *fields);
  if (file == NULL || len > FK_LICENCE_FILE_MAX) return FK_MALFORMED;
  reader r = {file, len, 0};
  span format, values[F_COUNT];
  if (read_field(&r, "format", &format) != 0 || !span_is(format, LICENCE_FORMAT)) return FK_MALFORMED;
  for (int i = 0; i < F_COUNT; i++)
    if (read_field(&r, LICENCE_FIELDS[i], &values[i]) != 0) return FK_MALFORMED;
  size_t signed_len = r.pos;
  unsigned char signature[SIGNATURE_BYTES];
  if (read_signature(&r, signature) != 0) return FK_MALFORMED;
  fk_verdict signed_by = verify_signed(file, signed_len, signature, values[F_KEY_ID], keys, key_count);
  if (signed_by != FK_VALID) return signed_by;
  if (licence_fields(values, fields) != 0) {
    memset(fields, 0, sizeof *fields);
    return FK_MALFORMED;
  }
  if (expect == NULL || expect->device_id == NULL || strcmp(expect->device_id, fields->device_id) != 0)
    return FK_WRONG_DEVICE;
  if (expect->now_ms >= fields->expires_at_ms) return FK_LEASE_ENDED;
  if (expect->revocations != NULL && fk_revocations_lists(expect->revocations, fields->file_id))
    return FK_REVOKED;
  return FK_VALID;
}

/* Reads one "revoked: <fileId> <expiresAt>\n" line. */
static int read_revoked(reader *r, span *file_id) {
  span expires_at;
  if (read_name(r, "revoked") != 0 || read_token(r, FK_FIELD_MAX, ' ', file_id) != 0 ||
      read_token(r, TIME_LEN, '\n', &expires_at) != 0 || span_time(expires_at) < 0)
    return -1;
  return 0;
}

fk_verdict fk_revocations_verify(const char *text, size_t len, const fk_public_key *keys, size_t key_count,
                                 fk_revocations *out) {
  fk_revocations scratch;
  fk_revocations *list = out != NULL ? out : &scratch;
  memset(list, 0, sizeof *list);
  if (text == NULL) return FK_MALFORMED;
  reader r = {text, len, 0};
  span format, key_id, issued_at, file_id;
  if (read_field(&r, "format", &format) != 0 || !span_is(format, REVOCATIONS_FORMAT) ||
      read_field(&r, "keyId", &key_id) != 0 || read_field(&r, "issuedAt", &issued_at) != 0)
    return FK_MALFORMED;
  int64_t issued_at_ms = span_time(issued_at);
  size_t count = 0;
  while (r.len - r.pos > 8 && memcmp(r.text + r.pos, "revoked:", 8) == 0) {
    if (read_revoked(&r, &file_id) != 0) return FK_MALFORMED;
    count++;
  }
  size_t signed_len = r.pos;
  unsigned char signature[SIGNATURE_BYTES];
  if (issued_at_ms < 0 || read_signature(&r, signature) != 0) return FK_MALFORMED;
  fk_verdict signed_by = verify_signed(text, signed_len, signature, key_id, keys, key_count);
  if (signed_by != FK_VALID) return signed_by;
  list->text = text;
  list->len = signed_len;
  copy_span(list->key_id, key_id);
  list->issued_at_ms = issued_at_ms;
  list->count = count;
  return FK_VALID;
}

int fk_revocations_lists(const fk_revocations *list, const char *file_id) {
  if (list == NULL || list->text == NULL || file_id == NULL) return 0;
  reader r = {list->text, list->len, 0};
  span skipped, listed;
  /* The list verified, so its three header lines and revoked lines read back as they did then. */
  if (read_field(&r, "format", &skipped) != 0 || read_field(&r, "keyId", &skipped) != 0 ||
      read_field(&r, "issuedAt", &skipped) != 0)
    return 0;
  while (r.pos < r.len) {
    if (read_revoked(&r, &listed) != 0) return 0;
    if (span_is(listed, file_id)) return 1;
  }
  return 0;
}
