/* The kit's JSON reader and writer (see json.h). */
#include "json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Deeper nesting is refused: a message of the console's protocol is a few levels deep. */
#define DEPTH_MAX 32

typedef struct {
  const char *p;
  const char *end;
  int depth;
} cursor;

static void skip_space(cursor *c) {
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) c->p++;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Four hex digits after "\u"; -1 if not. */
static long read_hex4(const char *at, const char *end) {
  if (end - at < 4) return -1;
  long value = 0;
  for (int i = 0; i < 4; i++) {
    int digit = hex_value(at[i]);
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

/* Skips a string at c->p (on its opening quote), checking its escapes. */
static int skip_string(cursor *c) {
  if (c->p >= c->end || *c->p != '"') return -1;
  for (c->p++; c->p < c->end; c->p++) {
    unsigned char byte = (unsigned char)*c->p;
    if (byte == '"') {
      c->p++;
      return 0;
    }
    if (byte < 0x20) return -1;
    if (byte != '\\') continue;
    if (++c->p >= c->end) return -1;
    if (*c->p == 'u') {
      if (read_hex4(c->p + 1, c->end) < 0) return -1;
      c->p += 4;
    } else if (strchr("\"\\/bfnrt", *c->p) == NULL || *c->p == '\0') {
      return -1;
    }
  }
  return -1;
}

static int skip_digits(cursor *c) {
  const char *start = c->p;
  while (c->p < c->end && is_digit(*c->p)) c->p++;
  return c->p > start ? 0 : -1;
}

static int skip_number(cursor *c) {
  if (c->p < c->end && *c->p == '-') c->p++;
  if (c->p < c->end && *c->p == '0')
    c->p++;
  else if (skip_digits(c) != 0)
    return -1;
  if (c->p < c->end && *c->p == '.') {
    c->p++;
    if (skip_digits(c) != 0) return -1;
  }
  if (c->p < c->end && (*c->p == 'e' || *c->p == 'E')) {
    c->p++;
    if (c->p < c->end && (*c->p == '+' || *c->p == '-')) c->p++;
    if (skip_digits(c) != 0) return -1;
  }
  return 0;
}

static int skip_word(cursor *c, const char *word) {
  size_t len = strlen(word);
  if ((size_t)(c->end - c->p) < len || memcmp(c->p, word, len) != 0) return -1;
  c->p += len;
  return 0;
}

static int skip_value(cursor *c);

/* Skips an object or array at c->p; for an object, each member's key before its value. */
static int skip_container(cursor *c, char close) {
  if (++c->depth > DEPTH_MAX) return -1;
  c->p++;
  skip_space(c);
  if (c->p < c->end && *c->p == close) {
    c->p++;
    c->depth--;
    return 0;
  }
  for (;;) {
    skip_space(c);
    if (close == '}') {
      if (skip_string(c) != 0) return -1;
      skip_space(c);
      if (c->p >= c->end || *c->p != ':') return -1;
      c->p++;
    }
    if (skip_value(c) != 0) return -1;
    skip_space(c);
    if (c->p >= c->end) return -1;
    if (*c->p == close) {
      c->p++;
      c->depth--;
      return 0;
    }
    if (*c->p != ',') return -1;
    c->p++;
  }
}

static int skip_value(cursor *c) {
  skip_space(c);
  if (c->p >= c->end) return -1;
  switch (*c->p) {
  case '{': return skip_container(c, '}');
  case '[': return skip_container(c, ']');
  case '"': return skip_string(c);
  case 't': return skip_word(c, "true");
  case 'f': return skip_word(c, "false");
  case 'n': return skip_word(c, "null");
  default: return skip_number(c);
  }
}

int json_check(const char *text, size_t len) {
  if (text == NULL) return -1;
  cursor c = {text, text + len, 0};
  if (skip_value(&c) != 0) return -1;
  skip_space(&c);
  return c.p == c.end ? 0 : -1;
}

int json_member(json_span object, const char *key, json_span *value) {
  if (object.at == NULL || json_check(object.at, object.len) != 0) return -1;
  cursor c = {object.at, object.at + object.len, 0};
  skip_space(&c);
  if (*c.p != '{') return -1;
  c.p++;
  size_t key_len = strlen(key);
  int found = 0;
  /* The text checked as a whole above, so each step below succeeds. */
  for (;;) {
    skip_space(&c);
    if (*c.p == '}') break;
    const char *name = c.p + 1;
    skip_string(&c);
    size_t name_len = (size_t)(c.p - 1 - name);
    skip_space(&c);
    c.p++; /* ':' */
    skip_space(&c);
    const char *start = c.p;
    skip_value(&c);
    /* JSON.parse keeps the last of repeated names; so does this. */
    if (name_len == key_len && memcmp(name, key, key_len) == 0) {
      value->at = start;
      value->len = (size_t)(c.p - start);
      found = 1;
    }
    skip_space(&c);
    if (*c.p == ',') c.p++;
  }
  return found ? 0 : -1;
}

/* Appends a code point as UTF-8; -1 when it does not fit. */
static int put_utf8(char *dest, size_t cap, size_t *len, long code) {
  unsigned char bytes[4];
  size_t count;
  if (code < 0x80) {
    bytes[0] = (unsigned char)code;
    count = 1;
  } else if (code < 0x800) {
    bytes[0] = (unsigned char)(0xc0 | (code >> 6));
    bytes[1] = (unsigned char)(0x80 | (code & 0x3f));
    count = 2;
  } else if (code < 0x10000) {
    bytes[0] = (unsigned char)(0xe0 | (code >> 12));
    bytes[1] = (unsigned char)(0x80 | ((code >> 6) & 0x3f));
    bytes[2] = (unsigned char)(0x80 | (code & 0x3f));
    count = 3;
  } else {
    bytes[0] = (unsigned char)(0xf0 | (code >> 18));
    bytes[1] = (unsigned char)(0x80 | ((code >> 12) & 0x3f));
    bytes[2] = (unsigned char)(0x80 | ((code >> 6) & 0x3f));
    bytes[3] = (unsigned char)(0x80 | (code & 0x3f));
    count = 4;
  }
  if (*len + count >= cap) return -1;
  memcpy(dest + *len, bytes, count);
  *len += count;
  return 0;
}

/* The code point of the escape "\uXXXX" (and its low surrogate) at `at`; advances `at`. -1 if invalid. */
static long read_escaped_code(const char **at, const char *end) {
  long code = read_hex4(*at + 1, end);
  *at += 4;
  if (code >= 0xdc00 && code <= 0xdfff) return -1;
  if (code < 0xd800 || code > 0xdbff) return code;
  if (end - *at < 7 || (*at)[1] != '\\' || (*at)[2] != 'u') return -1;
  long low = read_hex4(*at + 3, end);
  if (low < 0xdc00 || low > 0xdfff) return -1;
  *at += 6;
  return 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
}

int json_string(json_span value, char *dest, size_t cap) {
  cursor c = {value.at, value.at + value.len, 0};
  if (value.at == NULL || cap == 0 || skip_string(&c) != 0 || c.p != c.end) return -1;
  static const char ESCAPED[] = "\"\\/bfnrt";
  static const char MEANING[] = "\"\\/\b\f\n\r\t";
  size_t len = 0;
  for (const char *at = value.at + 1; at < value.at + value.len - 1; at++) {
    long code = (unsigned char)*at;
    if (*at == '\\') {
      at++;
      if (*at == 'u') {
        code = read_escaped_code(&at, c.end);
        if (code <= 0) return -1;
        if (put_utf8(dest, cap, &len, code) != 0) return -1;
        continue;
      }
      code = MEANING[strchr(ESCAPED, *at) - ESCAPED];
    }
    if (len + 1 >= cap) return -1;
    dest[len++] = (char)code;
  }
  dest[len] = '\0';
  return 0;
}

int json_integer(json_span value, int64_t *out) {
  const char *at = value.at, *end = value.at + value.len;
  if (at == NULL || at >= end) return -1;
  int negative = *at == '-';
  if (negative) at++;
  if (at >= end || (*at == '0' && end - at > 1)) return -1;
  int64_t result = 0;
  for (; at < end; at++) {
    if (!is_digit(*at)) return -1;
    int digit = *at - '0';
    if (result > (INT64_MAX - digit) / 10) return -1;
    result = result * 10 + digit;
  }
  *out = negative ? -result : result;
  return 0;
}

int json_boolean(json_span value) {
  if (value.len == 4 && memcmp(value.at, "true", 4) == 0) return 1;
  if (value.len == 5 && memcmp(value.at, "false", 5) == 0) return 0;
  return -1;
}

static void put(json_writer *w, const char *text, size_t len) {
  if (w->failed || len >= w->cap - w->len) {
    w->failed = 1;
    return;
  }
  memcpy(w->buf + w->len, text, len);
  w->len += len;
  w->buf[w->len] = '\0';
}

/* The comma before a value (none right after a key, nor for the first in its container). */
static void before_value(json_writer *w) {
  if (w->after_key) {
    w->after_key = 0;
    return;
  }
  if (!w->first[w->depth]) put(w, ",", 1);
  w->first[w->depth] = 0;
}

void json_start(json_writer *w, char *buf, size_t cap) {
  memset(w, 0, sizeof *w);
  w->buf = buf;
  w->cap = cap;
  w->first[0] = 1;
  if (buf == NULL || cap == 0)
    w->failed = 1;
  else
    buf[0] = '\0';
}

void json_open(json_writer *w, char bracket) {
  before_value(w);
  put(w, &bracket, 1);
  if (w->depth + 1 >= (int)sizeof w->first) {
    w->failed = 1;
    return;
  }
  w->first[++w->depth] = 1;
}

void json_close(json_writer *w, char bracket) {
  put(w, &bracket, 1);
  if (w->depth > 0) w->depth--;
}

static void put_quoted(json_writer *w, const char *text) {
  put(w, "\"", 1);
  for (const char *at = text; *at != '\0'; at++) {
    unsigned char byte = (unsigned char)*at;
    char escaped[8];
    if (byte == '"' || byte == '\\') {
      escaped[0] = '\\';
      escaped[1] = (char)byte;
      put(w, escaped, 2);
    } else if (byte < 0x20) {
      snprintf(escaped, sizeof escaped, "\\u%04x", byte);
      put(w, escaped, 6);
    } else {
      put(w, at, 1);
    }
  }
  put(w, "\"", 1);
}

void json_key(json_writer *w, const char *key) {
  before_value(w);
  put_quoted(w, key);
  put(w, ":", 1);
  w->after_key = 1;
}

void json_text(json_writer *w, const char *text) {
  before_value(w);
  put_quoted(w, text == NULL ? "" : text);
}

void json_number(json_writer *w, double value) {
  before_value(w);
  if (!isfinite(value)) {
    w->failed = 1;
    return;
  }
  char text[32];
  /* The shortest of 15 or 17 digits that reads back as the same double. */
  snprintf(text, sizeof text, "%.15g", value);
  if (strtod(text, NULL) != value) snprintf(text, sizeof text, "%.17g", value);
  /* A locale with a decimal comma must not change the wire format. */
  for (char *at = text; *at != '\0'; at++)
    if (*at == ',') *at = '.';
  put(w, text, strlen(text));
}

void json_int(json_writer *w, int64_t value) {
  before_value(w);
  char text[24];
  snprintf(text, sizeof text, "%lld", (long long)value);
  put(w, text, strlen(text));
}

void json_bool(json_writer *w, int value) {
  before_value(w);
  put(w, value ? "true" : "false", value ? 4 : 5);
}

void json_raw(json_writer *w, const char *raw, size_t len) {
  before_value(w);
  if (json_check(raw, len) != 0) {
    w->failed = 1;
    return;
  }
  put(w, raw, len);
}

const char *json_finish(json_writer *w) { return w->failed || w->depth != 0 ? NULL : w->buf; }

void json_object(json_writer *w, char *buf, size_t cap) {
  json_start(w, buf, cap);
  json_open(w, '{');
}

void json_member_text(json_writer *w, const char *key, const char *text) {
  if (text == NULL) return;
  json_key(w, key);
  json_text(w, text);
}

void json_member_int(json_writer *w, const char *key, int64_t value) {
  json_key(w, key);
  json_int(w, value);
}

void json_member_raw(json_writer *w, const char *key, const char *raw) {
  if (raw == NULL) return;
  json_key(w, key);
  json_raw(w, raw, strlen(raw));
}

int json_object_end(json_writer *w) {
  json_close(w, '}');
  return json_finish(w) == NULL ? -1 : (int)w->len;
}
