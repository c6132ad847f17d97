/*
 * licence-check: checks an offline licence file as a device would, and prints the verdict.
 *
 *   licence-check --key pub.pem [--key-id <key id>] [--key older.pem …] --device <device id>
 *                 [--revocations revocations.txt] [--now 2025-03-01T00:00:00.000Z] <licence file>
 *
 * pub.pem as GET /v1/licences/public-key serves it (several --key for files signed before a rotation;
 * --key-id names the id of the key before it, which then verifies only files naming that id);
 * the revocation list as GET /v1/licences/revocations serves it; --now instead of this machine's clock.
 * Exit status: 0 for a valid file only, 1 for any other verdict, 2 when the command cannot run.
 */
#include "fleetkey/licence.h"

#include "files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define KEYS_MAX 8
#define PEM_MAX 4096
#define REVOCATIONS_MAX (16 * 1024 * 1024)
#define LICENCE_READ_MAX (1024 * 1024)

static int usage(void) {
  fprintf(stderr, "usage: licence-check --key pub.pem [--key-id <id>] [--key …] --device <device id> "
                  "[--revocations list.txt] [--now <ISO time>] <licence file>\n");
  return 2;
}

static void print_time(const char *label, int64_t ms) {
  time_t seconds = (time_t)(ms / 1000);
  struct tm utc;
  char text[32];
  gmtime_r(&seconds, &utc);
  strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  printf("%s: %s\n", label, text);
}

/* Reads the PEM files named into `keys`, under their key ids (NULL for any); the count, or -1. */
static int read_keys(char **paths, char **ids, int count, fk_public_key *keys) {
  for (int i = 0; i < count; i++) {
    size_t len = 0;
    char *pem = read_file(paths[i], PEM_MAX, &len);
    int read = pem != NULL && fk_public_key_from_pem(&keys[i], pem, len, ids[i]) == 0;
    if (pem != NULL && !read) fprintf(stderr, "%s: not an Ed25519 public key (SPKI PEM)\n", paths[i]);
    free(pem);
    if (!read) return -1;
  }
  return count;
}

int main(int argc, char **argv) {
  char *key_paths[KEYS_MAX], *key_ids[KEYS_MAX] = {NULL};
  int key_count = 0;
  const char *device = NULL, *revocations_path = NULL, *licence_path = NULL;
  int64_t now = (int64_t)time(NULL) * 1000;
  for (int i = 1; i < argc; i++) {
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (strcmp(argv[i], "--key") == 0 && value != NULL && key_count < KEYS_MAX)
      key_paths[key_count++] = argv[++i];
    else if (strcmp(argv[i], "--key-id") == 0 && value != NULL && key_count > 0)
      key_ids[key_count - 1] = argv[++i];
    else if (strcmp(argv[i], "--device") == 0 && value != NULL)
      device = argv[++i];
    else if (strcmp(argv[i], "--revocations") == 0 && value != NULL)
      revocations_path = argv[++i];
    else if (strcmp(argv[i], "--now") == 0 && value != NULL && (now = fk_parse_time(value, strlen(value))) >= 0)
      i++;
    else if (argv[i][0] != '-' && licence_path == NULL)
      licence_path = argv[i];
    else
      return usage();
  }
  fk_public_key keys[KEYS_MAX];
  if (key_count == 0 || device == NULL || licence_path == NULL) return usage();
  if (read_keys(key_paths, key_ids, key_count, keys) < 0) return 2;

  size_t revocations_len = 0;
  char *revocations_text = NULL;
  fk_revocations revocations;
  if (revocations_path != NULL) {
    revocations_text = read_file(revocations_path, REVOCATIONS_MAX, &revocations_len);
    if (revocations_text == NULL) return 2;
    fk_verdict list = fk_revocations_verify(revocations_text, revocations_len, keys, (size_t)key_count,
                                            &revocations);
    if (list != FK_VALID) {
      fprintf(stderr, "%s: revocation list refused (%s)\n", revocations_path, fk_verdict_name(list));
      free(revocations_text);
      return 2;
    }
  }

  size_t licence_len = 0;
  /* Files far over the format's limit are read too, so that the check itself calls them malformed. */
  char *licence_text = read_file(licence_path, LICENCE_READ_MAX, &licence_len);
  if (licence_text == NULL) {
    free(revocations_text);
    return 2;
  }
  fk_licence_expect expect = {device, now, revocations_path != NULL ? &revocations : NULL};
  fk_licence licence;
  fk_verdict verdict = fk_licence_check(licence_text, licence_len, keys, (size_t)key_count, &expect, &licence);
  printf("%s\n", fk_verdict_name(verdict));
  if (licence.file_id[0] != '\0') {
    printf("licence: %s (edition %d) for device %s, file %s\n", licence.licence_no, licence.edition,
           licence.device_id, licence.file_id);
    print_time("lease ends", licence.expires_at_ms);
  }
  free(licence_text);
  free(revocations_text);
  return verdict == FK_VALID ? 0 : 1;
}
