/*
 * The kit's parsers on truncated, oversized, mutated and random input, built with AddressSanitizer and
 * UBSan (make test-programs): any read outside a buffer or undefined behaviour aborts the run. Each input
 * sits in a buffer of exactly its size, with no terminator, as a device's flash would hold it. Besides
 * surviving, a licence file or revocation list must be refused unless it is byte for byte the one signed:
 * the check accepts one spelling of a signed text only.
 *
 *   parser-fuzz [seed]     prints the number of cases; exit status 0 when all held
 */
#include "fleetkey/licence.h"
#include "json.h"
#include "messages.h"

#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEVICE "panel-0042"
#define ISSUED_MS 1740830400000LL  /* 2025-03-01T12:00:00.000Z */
#define EXPIRES_MS 1743422400000LL /* 2025-03-31T12:00:00.000Z */
#define RANDOM_CASES 2000
#define MUTATION_CASES 2500

static const char PAYLOAD[] = "format: fleetkey-offline-licence/2\n"
                              "keyId: 20250301T120000.000Z-1a2b3c4d5e6f7a8b\n"
                              "fileId: 5f0c2a7e-9d41-4c3b-8a6e-2b7f1c9d0e4a\n"
                              "licenceId: 0d6c3f9e-5b1a-4f7e-9c2d-8e4b6a1f0c3d\n"
                              "licenceNo: FK20250301-7K3QX9M2\n"
                              "deviceId: " DEVICE "\n"
                              "edition: 3\n"
                              "issuedAt: 2025-03-01T12:00:00.000Z\n"
                              "expiresAt: 2025-03-31T12:00:00.000Z\n";
static const char LIST_PAYLOAD[] = "format: fleetkey-offline-revocations/1\n"
                                   "keyId: 20250301T120000.000Z-1a2b3c4d5e6f7a8b\n"
                                   "issuedAt: 2025-03-10T08:00:00.000Z\n"
                                   "revoked: 11111111-2222-3333-4444-555555555555 2025-03-31T12:00:00.000Z\n"
                                   "revoked: 5f0c2a7e-9d41-4c3b-8a6e-2b7f1c9d0e4a 2025-03-31T12:00:00.000Z\n";
static const char COMMAND[] = "{\"id\":\"c-1\",\"cmd\":\"reboot\",\"cmdtype\":\"confirmed\","
                              "\"params\":{\"delay\":5,\"why\":\"caf\\u00e9 \\ud83d\\ude00\"},\"time\":1}";
static const char OFFER[] = "{\"id\":\"r-1\",\"version\":\"1.2.0\",\"url\":\"/v1/ota/download?token=x\","
                            "\"size\":1024,\"sha256\":\"ab\",\"firmwareType\":\"full\"}";

static unsigned long long rng_state = 0x853c49e6748fea9bULL;
static long cases = 0, failures = 0;

static unsigned long long next_random(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static size_t below(size_t n) { return n == 0 ? 0 : (size_t)(next_random() % n); }

static void expect(int holds, const char *what) {
  if (holds) return;
  failures++;
  fprintf(stderr, "FAILED: %s\n", what);
}

/* A signed text: the payload, then its signature line. */
static size_t sign_text(const char *payload, const unsigned char *secret, char *out, size_t cap) {
  unsigned char signature[crypto_sign_BYTES];
  char base64[sodium_base64_ENCODED_LEN(crypto_sign_BYTES, sodium_base64_VARIANT_ORIGINAL)];
  crypto_sign_detached(signature, NULL, (const unsigned char *)payload, strlen(payload), secret);
  sodium_bin2base64(base64, sizeof base64, signature, sizeof signature, sodium_base64_VARIANT_ORIGINAL);
  return (size_t)snprintf(out, cap, "%ssignature: %s\n", payload, base64);
}

/* The public key as the server serves it: SPKI DER in PEM (44 bytes: one line of base64). */
static size_t pem_of(const unsigned char *public_key, char *out, size_t cap) {
  unsigned char der[44] = {0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00};
  memcpy(der + 12, public_key, 32);
  char base64[sodium_base64_ENCODED_LEN(44, sodium_base64_VARIANT_ORIGINAL)];
  sodium_bin2base64(base64, sizeof base64, der, sizeof der, sodium_base64_VARIANT_ORIGINAL);
  return (size_t)snprintf(out, cap, "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----\n", base64);
}

typedef struct {
  const char *licence, *list, *pem;
  size_t licence_len, list_len, pem_len;
  fk_public_key key;
} originals;

/* Runs every parser on one input, in a buffer of exactly its size; checks the oracle. */
static void run_case(const originals *o, const unsigned char *input, size_t len) {
  cases++;
  char *copy = malloc(len > 0 ? len : 1);
  if (copy == NULL) abort();
  memcpy(copy, input, len);
  fk_revocations list;
  fk_licence licence;
  fk_verdict list_verdict = fk_revocations_verify(copy, len, &o->key, 1, &list);
  expect(list_verdict != FK_VALID || (len == o->list_len && memcmp(copy, o->list, len) == 0),
         "a revocation list other than the signed one verified");
  fk_licence_expect expectation = {DEVICE, ISSUED_MS, list_verdict == FK_VALID ? &list : NULL};
  fk_verdict verdict = fk_licence_check(copy, len, &o->key, 1, &expectation, &licence);
  expect(verdict != FK_VALID || (len == o->licence_len && memcmp(copy, o->licence, len) == 0),
         "a licence file other than the signed one verified");
  if (list_verdict == FK_VALID) fk_revocations_lists(&list, "5f0c2a7e-9d41-4c3b-8a6e-2b7f1c9d0e4a");
  fk_public_key key;
  fk_public_key_from_pem(&key, copy, len, NULL);
  fk_parse_time(copy, len);
  json_span value, whole = {copy, len};
  char text[256];
  int64_t number;
  json_check(copy, len);
  if (json_member(whole, "id", &value) == 0) {
    json_string(value, text, sizeof text);
    json_integer(value, &number);
  }
  char scratch[4096];
  fk_command command;
  fk_ota_offer offer;
  if (len + MESSAGE_SCRATCH_EXTRA <= sizeof scratch) {
    message_read_command("reboot", (const unsigned char *)copy, len, scratch, len + MESSAGE_SCRATCH_EXTRA,
                         &command);
    message_read_offer((const unsigned char *)copy, len, scratch, len + MESSAGE_SCRATCH_EXTRA, &offer);
  }
  free(copy);
}

static void truncations(const originals *o, const char *text, size_t len) {
  for (size_t cut = 0; cut < len; cut++) run_case(o, (const unsigned char *)text, cut);
}

/* The text with junk after it, up to far beyond any limit. */
static void oversized(const originals *o, const char *text, size_t len) {
  static const size_t EXTRA[] = {1, 2, 3, 10, 88, 500, 2048, 5000, 70000, 1 << 20};
  for (size_t i = 0; i < sizeof EXTRA / sizeof EXTRA[0]; i++) {
    unsigned char *big = malloc(len + EXTRA[i]);
    if (big == NULL) abort();
    memcpy(big, text, len);
    for (size_t b = 0; b < EXTRA[i]; b++) big[len + b] = i % 2 ? '\n' : (unsigned char)('A' + b % 26);
    run_case(o, big, len + EXTRA[i]);
    /* The junk before the text instead. */
    memmove(big + EXTRA[i], big, len);
    memset(big, '{', EXTRA[i]);
    run_case(o, big, len + EXTRA[i]);
    free(big);
  }
}

/* Random bytes, or random pieces of the formats' own alphabet. */
static void random_inputs(const originals *o) {
  static const char ALPHABET[] = "format: signature: revoked: keyId: \n=+/AQgw09-.TZ{}[]\",:\\u";
  unsigned char buf[3000];
  for (int i = 0; i < RANDOM_CASES; i++) {
    size_t len = below(sizeof buf);
    for (size_t b = 0; b < len; b++)
      buf[b] = i % 2 ? (unsigned char)next_random() : (unsigned char)ALPHABET[below(sizeof ALPHABET - 1)];
    run_case(o, buf, len);
  }
}

/* 1–4 edits of an original: a bit flipped, a byte replaced, inserted or removed, a line doubled. */
static void mutations(const originals *o, const char *text, size_t len) {
  unsigned char buf[8192];
  for (int i = 0; i < MUTATION_CASES; i++) {
    size_t n = len;
    memcpy(buf, text, len);
    for (int edits = 1 + (int)below(4); edits > 0 && n > 0 && n < sizeof buf - 200; edits--) {
      size_t at = below(n);
      switch (below(5)) {
      case 0: buf[at] ^= (unsigned char)(1u << below(8)); break;
      case 1: buf[at] = (unsigned char)next_random(); break;
      case 2:
        memmove(buf + at + 1, buf + at, n - at);
        buf[at] = (unsigned char)"\n:= A\r"[below(6)];
        n++;
        break;
      case 3:
        memmove(buf + at, buf + at + 1, n - at - 1);
        n--;
        break;
      default: {
        size_t start = at, end = at;
        while (start > 0 && buf[start - 1] != '\n') start--;
        while (end < n && buf[end] != '\n') end++;
        size_t line = end < n ? end - start + 1 : end - start;
        memmove(buf + start + line, buf + start, n - start);
        n += line;
      }
      }
    }
    run_case(o, buf, n);
  }
}

/* Known answers: the verdicts and the fields they come with. */
static void known_answers(const originals *o, const unsigned char *other_public) {
  fk_licence licence;
  fk_licence_expect at_issue = {DEVICE, ISSUED_MS, NULL}, at_end = {DEVICE, EXPIRES_MS, NULL};
  fk_licence_expect just_before = {DEVICE, EXPIRES_MS - 1, NULL}, elsewhere = {"panel-0043", ISSUED_MS, NULL};
  expect(fk_licence_check(o->licence, o->licence_len, &o->key, 1, &at_issue, &licence) == FK_VALID,
         "the signed file verifies");
  expect(strcmp(licence.licence_no, "FK20250301-7K3QX9M2") == 0 && licence.edition == 3 &&
             licence.issued_at_ms == ISSUED_MS && licence.expires_at_ms == EXPIRES_MS,
         "its fields read back");
  expect(fk_licence_check(o->licence, o->licence_len, &o->key, 1, &just_before, NULL) == FK_VALID,
         "valid until the lease's last millisecond");
  expect(fk_licence_check(o->licence, o->licence_len, &o->key, 1, &at_end, NULL) == FK_LEASE_ENDED,
         "the lease ends at expiresAt");
  expect(fk_licence_check(o->licence, o->licence_len, &o->key, 1, &elsewhere, NULL) == FK_WRONG_DEVICE,
         "another device is refused");
  /* The signature's last digit with stray bits set: the same 64 bytes to a lenient decoder. */
  char stray[1024];
  memcpy(stray, o->licence, o->licence_len);
  char *last_digit = stray + o->licence_len - 4;
  *last_digit = (char)(*last_digit == 'A' || *last_digit == 'Q' || *last_digit == 'g' || *last_digit == 'w'
                           ? *last_digit + 1
                           : *last_digit);
  expect(*last_digit != o->licence[o->licence_len - 4] &&
             fk_licence_check(stray, o->licence_len, &o->key, 1, &at_issue, NULL) == FK_MALFORMED,
         "a signature with stray bits is malformed");
  memcpy(stray + o->licence_len, "edition: 4\n", 11);
  memcpy(stray, o->licence, o->licence_len);
  expect(fk_licence_check(stray, o->licence_len + 11, &o->key, 1, &at_issue, NULL) == FK_MALFORMED,
         "a line after the signature is malformed");
  fk_revocations list;
  expect(fk_revocations_verify(o->list, o->list_len, &o->key, 1, &list) == FK_VALID && list.count == 2,
         "the signed list verifies");
  fk_licence_expect revoked = {DEVICE, ISSUED_MS, &list};
  expect(fk_licence_check(o->licence, o->licence_len, &o->key, 1, &revoked, NULL) == FK_REVOKED,
         "a listed file is revoked");
  fk_public_key named = o->key, other = o->key;
  snprintf(named.key_id, sizeof named.key_id, "20990101T000000.000Z-0000000000000000");
  memcpy(other.key, other_public, 32);
  expect(fk_licence_check(o->licence, o->licence_len, &named, 1, &at_issue, NULL) == FK_UNKNOWN_KEY,
         "a key held under another id is not used");
  expect(fk_licence_check(o->licence, o->licence_len, &other, 1, &at_issue, NULL) == FK_TAMPERED,
         "another key's signature does not verify");
  fk_public_key both[2] = {other, o->key};
  expect(fk_licence_check(o->licence, o->licence_len, both, 2, &at_issue, NULL) == FK_VALID,
         "one of several keys verifies");
  expect(fk_parse_time("2000-02-29T12:34:56.789Z", 24) == 951827696789LL &&
             fk_parse_time("2038-01-19T03:14:08.000Z", 24) == 2147483648000LL &&
             fk_parse_time("9999-12-31T23:59:59.999Z", 24) == 253402300799999LL &&
             fk_parse_time("1970-01-01T00:00:00.000Z", 24) == 0 &&
             fk_parse_time("2100-02-29T00:00:00.000Z", 24) == -1 &&
             fk_parse_time("2025-03-01T24:00:00.000Z", 24) == -1,
         "times read as Date.parse reads them");
  fk_command command;
  char scratch[1024];
  expect(message_read_command("reboot", (const unsigned char *)COMMAND, sizeof COMMAND - 1, scratch,
                              sizeof scratch, &command) == 0 &&
             strcmp(command.id, "c-1") == 0 && strcmp(command.cmdtype, "confirmed") == 0 &&
             strncmp(command.params, "{\"delay\":5", 10) == 0,
         "a command reads back");
  json_span params = {command.params, strlen(command.params)}, why;
  char text[64];
  expect(json_member(params, "why", &why) == 0 && json_string(why, text, sizeof text) == 0 &&
             strcmp(text, "caf\xc3\xa9 \xf0\x9f\x98\x80") == 0,
         "escapes decode to UTF-8");
  fk_can_frame frame = {1700000000000LL, 0x18fef100u, 1, 2, {0xab, 0x01}};
  size_t len = 0;
  char *can = message_can(&frame, 1, &len);
  expect(can != NULL && strcmp(can, "[{\"time\":1700000000000,\"id\":419361024,\"ext\":true,\"data\":\"AB01\"}]") == 0,
         "a CAN frame is written as the CAN topic takes it");
  free(can);
}

int main(int argc, char **argv) {
  if (argc > 1) rng_state = strtoull(argv[1], NULL, 10) | 1;
  if (sodium_init() < 0) return 2;
  unsigned char seed[crypto_sign_SEEDBYTES] = {1}, public_key[32], secret[crypto_sign_SECRETKEYBYTES];
  unsigned char other_public[32], other_secret[crypto_sign_SECRETKEYBYTES];
  crypto_sign_seed_keypair(public_key, secret, seed);
  seed[0] = 2;
  crypto_sign_seed_keypair(other_public, other_secret, seed);
  char licence[1024], list[1024], pem[256];
  originals o = {licence, list, pem, 0, 0, 0, {{0}, {0}}};
  o.licence_len = sign_text(PAYLOAD, secret, licence, sizeof licence);
  o.list_len = sign_text(LIST_PAYLOAD, secret, list, sizeof list);
  o.pem_len = pem_of(public_key, pem, sizeof pem);
  expect(fk_public_key_from_pem(&o.key, pem, o.pem_len, NULL) == 0 && memcmp(o.key.key, public_key, 32) == 0,
         "the PEM reads back");

  known_answers(&o, other_public);
  const char *texts[] = {licence, list, pem, COMMAND, OFFER};
  size_t lens[] = {o.licence_len, o.list_len, o.pem_len, sizeof COMMAND - 1, sizeof OFFER - 1};
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
    truncations(&o, texts[i], lens[i]);
    oversized(&o, texts[i], lens[i]);
  }
  random_inputs(&o);
  mutations(&o, licence, o.licence_len);
  mutations(&o, list, o.list_len);
  mutations(&o, COMMAND, sizeof COMMAND - 1);
  printf("%ld cases, %ld failed\n", cases, failures);
  return failures == 0 ? 0 : 1;
}
