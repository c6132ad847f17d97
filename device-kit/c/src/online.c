/* The online layer: the licence server's device calls over libcurl, certificate checks on. */
#include "fleetkey/online.h"

#include "json.h"

#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define DEFAULT_TIMEOUT_MS 15000L
#define URL_MAX 1024
/* A validation or error answer is a few dozen bytes; anything longer is not the server's. */
#define SMALL_ANSWER_MAX 2048

/* Where an answer's body goes: a buffer of the caller's or of this file. */
typedef struct {
  char *buf;
  size_t cap;
  size_t len;
  int overflow;
} sink;

static const char *const RESULT_NAMES[] = {"ok",          "refused",     "rate limited",
                                           "unreachable", "certificate", "bad answer"};

const char *fk_online_result_name(fk_online_result result) {
  size_t index = (size_t)result;
  return index < sizeof RESULT_NAMES / sizeof RESULT_NAMES[0] ? RESULT_NAMES[index] : "unknown result";
}

static size_t collect(char *data, size_t size, size_t count, void *userdata) {
  sink *body = userdata;
  size_t bytes = size * count;
  /* One byte stays free for the terminator the JSON answers get. */
  if (bytes >= body->cap - body->len) {
    body->overflow = 1;
    return 0;
  }
  memcpy(body->buf + body->len, data, bytes);
  body->len += bytes;
  body->buf[body->len] = '\0';
  return bytes;
}

static size_t read_retry_after(char *line, size_t size, size_t count, void *userdata) {
  fk_licence_server *server = userdata;
  size_t bytes = size * count;
  static const char NAME[] = "retry-after:";
  if (bytes > sizeof NAME && strncasecmp(line, NAME, sizeof NAME - 1) == 0) {
    char value[16] = {0};
    size_t value_len = bytes - (sizeof NAME - 1);
    memcpy(value, line + sizeof NAME - 1, value_len < sizeof value - 1 ? value_len : sizeof value - 1);
    server->retry_after_s = strtol(value, NULL, 10);
  }
  return bytes;
}

static fk_online_result transfer_failure(CURLcode code, const sink *body) {
  switch (code) {
  case CURLE_PEER_FAILED_VERIFICATION:
  case CURLE_SSL_CACERT_BADFILE:
  case CURLE_SSL_ISSUER_ERROR:
  case CURLE_SSL_CERTPROBLEM: return FK_ONLINE_CERTIFICATE;
  case CURLE_WRITE_ERROR: return body->overflow ? FK_ONLINE_BAD_ANSWER : FK_ONLINE_UNREACHABLE;
  case CURLE_UNSUPPORTED_PROTOCOL:
  case CURLE_URL_MALFORMAT: return FK_ONLINE_BAD_ANSWER;
  default: return FK_ONLINE_UNREACHABLE;
  }
}

/* The error code of an error answer ({"code", "message"}) into server->error. */
static void keep_error_code(fk_licence_server *server, const sink *body) {
  json_span root = {body->buf, body->len}, code;
  if (json_member(root, "code", &code) != 0 || json_string(code, server->error, sizeof server->error) != 0)
    snprintf(server->error, sizeof server->error, "HTTP %ld", server->http_status);
}

static fk_online_result answer_result(fk_licence_server *server, const sink *body) {
  long status = server->http_status;
  if (status >= 200 && status < 300) return FK_ONLINE_OK;
  keep_error_code(server, body);
  if (status == 429) return FK_ONLINE_RATE_LIMITED;
  if (status == 400 || status == 403 || status == 404) return FK_ONLINE_REFUSED;
  return status >= 500 ? FK_ONLINE_UNREACHABLE : FK_ONLINE_BAD_ANSWER;
}

/* One call: GET `path`, or POST the JSON `json` to it; the answer's body into `body`. */
static fk_online_result call(fk_licence_server *server, const char *path, const char *json, sink *body) {
  server->http_status = 0;
  server->retry_after_s = 0;
  server->error[0] = '\0';
  char url[URL_MAX];
  size_t base_len = server->base_url == NULL ? 0 : strlen(server->base_url);
  while (base_len > 0 && server->base_url[base_len - 1] == '/') base_len--;
  if (base_len == 0 || base_len + strlen(path) >= sizeof url || body->cap == 0) return FK_ONLINE_BAD_ANSWER;
  snprintf(url, sizeof url, "%.*s%s", (int)base_len, server->base_url, path);
  CURL *curl = curl_easy_init();
  if (curl == NULL) return FK_ONLINE_UNREACHABLE;
  struct curl_slist *headers = NULL;
  long timeout = server->timeout_ms > 0 ? server->timeout_ms : DEFAULT_TIMEOUT_MS;
  curl_easy_setopt(curl, CURLOPT_URL, url);
  curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
  curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
  if (server->ca_file != NULL) curl_easy_setopt(curl, CURLOPT_CAINFO, server->ca_file);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_USERAGENT, "fleetkey-device-kit/1");
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, read_retry_after);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, server);
  if (json != NULL) {
    headers = curl_slist_append(headers, "Content-Type: application/json");
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, json);
  }
  body->len = 0;
  body->overflow = 0;
  body->buf[0] = '\0';
  CURLcode code = curl_easy_perform(curl);
  curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &server->http_status);
  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  if (code != CURLE_OK) {
    snprintf(server->error, sizeof server->error, "%s", curl_easy_strerror(code));
    return transfer_failure(code, body);
  }
  return answer_result(server, body);
}

/* The body of the two device calls: {"licenceKey", "deviceId"}; NULL when either is missing. */
static const char *device_body(char *buf, size_t cap, const char *licence_key, const char *device_id) {
  if (licence_key == NULL || device_id == NULL) return NULL;
  json_writer w;
  json_object(&w, buf, cap);
  json_member_text(&w, "licenceKey", licence_key);
  json_member_text(&w, "deviceId", device_id);
  return json_object_end(&w) < 0 ? NULL : buf;
}

/* The verdict a validation code names; -1 for a code this kit does not know. */
static int verdict_of(const char *code) {
  static const struct {
    const char *code;
    fk_verdict verdict;
  } CODES[] = {{"VALID", FK_VALID},
               {"EXPIRED", FK_EXPIRED},
               {"NOT_BOUND", FK_NOT_BOUND},
               {"DEVICE_MISMATCH", FK_WRONG_DEVICE},
               {"NOT_FOUND", FK_UNKNOWN_LICENCE}};
  for (size_t i = 0; i < sizeof CODES / sizeof CODES[0]; i++)
    if (strcmp(code, CODES[i].code) == 0) return (int)CODES[i].verdict;
  return -1;
}

/* Reads {"data": {"valid", "code", "expiredAt"?, "edition"?}}; -1 when it is not that. */
static int read_validation(const sink *body, fk_validation *out) {
  json_span root = {body->buf, body->len}, data, valid, code, value;
  char code_text[32];
  if (json_member(root, "data", &data) != 0 || json_member(data, "valid", &valid) != 0 ||
      json_member(data, "code", &code) != 0 || json_string(code, code_text, sizeof code_text) != 0)
    return -1;
  int verdict = verdict_of(code_text);
  if (verdict < 0 || json_boolean(valid) != (verdict == FK_VALID)) return -1;
  out->verdict = (fk_verdict)verdict;
  int64_t number = 0;
  if (json_member(data, "expiredAt", &value) == 0) {
    if (json_integer(value, &number) != 0) return -1;
    out->expired_at_ms = number;
  }
  if (json_member(data, "edition", &value) == 0) {
    if (json_integer(value, &number) != 0 || number < 0 || number > 9999) return -1;
    out->edition = (int)number;
  }
  return 0;
}

fk_online_result fk_online_validate(fk_licence_server *server, const char *licence_key, const char *device_id,
                                    fk_validation *out) {
  char request[256], answer[SMALL_ANSWER_MAX];
  sink body = {answer, sizeof answer, 0, 0};
  memset(out, 0, sizeof *out);
  out->verdict = FK_UNKNOWN_LICENCE;
  const char *json = device_body(request, sizeof request, licence_key, device_id);
  if (json == NULL) return FK_ONLINE_REFUSED;
  fk_online_result result = call(server, "/v1/licences/validate", json, &body);
  if (result == FK_ONLINE_OK && read_validation(&body, out) != 0) return FK_ONLINE_BAD_ANSWER;
  return result;
}

/* A call whose text answer goes to the caller's buffer. */
static fk_online_result text_call(fk_licence_server *server, const char *path, const char *json, char *buf,
                                  size_t cap, size_t *len) {
  sink body = {buf, cap, 0, 0};
  *len = 0;
  if (buf == NULL || cap == 0) return FK_ONLINE_BAD_ANSWER;
  fk_online_result result = call(server, path, json, &body);
  if (result == FK_ONLINE_OK) *len = body.len;
  return result;
}

fk_online_result fk_online_renew(fk_licence_server *server, const char *licence_key, const char *device_id,
                                 char *file, size_t cap, size_t *len) {
  char request[256];
  const char *json = device_body(request, sizeof request, licence_key, device_id);
  if (json == NULL) return FK_ONLINE_REFUSED;
  return text_call(server, "/v1/licences/offline/renew", json, file, cap, len);
}

fk_online_result fk_online_revocations(fk_licence_server *server, char *list, size_t cap, size_t *len) {
  return text_call(server, "/v1/licences/revocations", NULL, list, cap, len);
}

fk_online_result fk_online_public_key(fk_licence_server *server, const char *key_id, char *pem, size_t cap,
                                      size_t *len) {
  char path[160];
  size_t id_len = key_id == NULL ? 0 : strlen(key_id);
  if (id_len > FK_FIELD_MAX) return FK_ONLINE_REFUSED;
  /* Key ids are letters, digits, '.' and '-' (the server's own): nothing to escape in a query. */
  for (size_t i = 0; i < id_len; i++)
    if (strchr("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-", key_id[i]) == NULL)
      return FK_ONLINE_REFUSED;
  snprintf(path, sizeof path, "/v1/licences/public-key%s%s", id_len > 0 ? "?keyId=" : "",
           id_len > 0 ? key_id : "");
  return text_call(server, path, NULL, pem, cap, len);
}
