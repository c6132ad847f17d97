/*
 * licence-online: what a device that is online now and then does with its licence key: asks the server
 * whether the licence is valid, and keeps what it needs offline: a renewed licence file (checked against
 * the server's public key), the revocation list, the public key.
 *
 *   licence-online --server https://host --licence-key <key> --device <device id> [--cafile ca.pem]
 *                  [--public-key pub.pem] [--renew licence.lic] [--revocations revocations.txt]
 *
 * Exit status: 0 when the licence is valid and every file asked for was fetched (and the renewed file
 * verified); 1 when the server refused; 2 when the command cannot run or the server cannot be reached.
 */
#include "fleetkey/licence.h"
#include "fleetkey/online.h"

#include "files.h"

#include <curl/curl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define PEM_MAX 4096
#define REVOCATIONS_MAX (1024 * 1024)

typedef struct {
  const char *server, *licence_key, *device, *ca_file, *public_key, *renew, *revocations;
} options;

static int usage(void) {
  fprintf(stderr, "usage: licence-online --server URL --licence-key KEY --device ID [--cafile ca.pem] "
                  "[--public-key pub.pem] [--renew licence.lic] [--revocations revocations.txt]\n");
  return 2;
}

static int parse(int argc, char **argv, options *o) {
  static const char *const NAMES[] = {"--server", "--licence-key", "--device",     "--cafile",
                                      "--public-key", "--renew",   "--revocations"};
  const char **fields[] = {&o->server,     &o->licence_key, &o->device,     &o->ca_file,
                           &o->public_key, &o->renew,       &o->revocations};
  for (int i = 1; i + 1 < argc; i += 2) {
    size_t n = 0;
    while (n < sizeof NAMES / sizeof NAMES[0] && strcmp(argv[i], NAMES[n]) != 0) n++;
    if (n == sizeof NAMES / sizeof NAMES[0]) return -1;
    *fields[n] = argv[i + 1];
  }
  return argc % 2 == 1 && o->server != NULL && o->licence_key != NULL && o->device != NULL ? 0 : -1;
}

/* Exit status for a call that did not go through. */
static int failed(const char *what, fk_online_result result, const fk_licence_server *server) {
  printf("%s: %s (%s)\n", what, fk_online_result_name(result), server->error);
  return result == FK_ONLINE_REFUSED ? 1 : 2;
}

/* GET the public key; fills `key` when asked for (--public-key) and written. */
static int fetch_key(fk_licence_server *server, const options *o, fk_public_key *key, int *have_key) {
  char pem[PEM_MAX];
  size_t len = 0;
  fk_online_result result = fk_online_public_key(server, NULL, pem, sizeof pem, &len);
  if (result != FK_ONLINE_OK) return failed("public key", result, server);
  if (fk_public_key_from_pem(key, pem, len, NULL) != 0) {
    printf("public key: not an Ed25519 key\n");
    return 2;
  }
  *have_key = 1;
  return write_file(o->public_key, pem, len) == 0 ? 0 : 2;
}

/* POST the renewal, and check the new file as the device will before keeping it. */
static int renew(fk_licence_server *server, const options *o, const fk_public_key *key, int have_key) {
  char file[FK_LICENCE_FILE_MAX];
  size_t len = 0;
  fk_online_result result = fk_online_renew(server, o->licence_key, o->device, file, sizeof file, &len);
  if (result != FK_ONLINE_OK) return failed("renewal", result, server);
  if (have_key) {
    fk_licence_expect expect = {o->device, (int64_t)time(NULL) * 1000, NULL};
    fk_verdict verdict = fk_licence_check(file, len, key, 1, &expect, NULL);
    printf("renewed file: %s\n", fk_verdict_name(verdict));
    if (verdict != FK_VALID) return 1;
  }
  return write_file(o->renew, file, len) == 0 ? 0 : 2;
}

static int fetch_revocations(fk_licence_server *server, const options *o) {
  static char list[REVOCATIONS_MAX];
  size_t len = 0;
  fk_online_result result = fk_online_revocations(server, list, sizeof list, &len);
  if (result != FK_ONLINE_OK) return failed("revocations", result, server);
  return write_file(o->revocations, list, len) == 0 ? 0 : 2;
}

int main(int argc, char **argv) {
  options o = {0};
  if (parse(argc, argv, &o) != 0) return usage();
  curl_global_init(CURL_GLOBAL_DEFAULT);
  fk_licence_server server = {.base_url = o.server, .ca_file = o.ca_file};
  fk_validation validation;
  fk_online_result result = fk_online_validate(&server, o.licence_key, o.device, &validation);
  int status = result == FK_ONLINE_OK ? 0 : failed("validation", result, &server);
  if (status == 0) {
    printf("validation: %s", fk_verdict_name(validation.verdict));
    if (validation.edition > 0) printf(" (edition %d)", validation.edition);
    printf("\n");
    status = validation.verdict == FK_VALID ? 0 : 1;
  }
  fk_public_key key;
  int have_key = 0;
  if (status == 0 && o.public_key != NULL) status = fetch_key(&server, &o, &key, &have_key);
  if (status == 0 && o.renew != NULL) status = renew(&server, &o, &key, have_key);
  if (status == 0 && o.revocations != NULL) status = fetch_revocations(&server, &o);
  curl_global_cleanup();
  return status;
}
