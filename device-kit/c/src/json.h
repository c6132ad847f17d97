/*
 * A small JSON reader and writer for the online and device layers (not part of the kit's API): the reader
 * finds members in the server's answers and commands in place, the writer builds device messages into a
 * buffer the caller sizes. Neither allocates.
 */
#ifndef FLEETKEY_JSON_H
#define FLEETKEY_JSON_H

#include <stddef.h>
#include <stdint.h>

/* The raw text of one JSON value inside a larger text. */
typedef struct {
  const char *at;
  size_t len;
} json_span;

/* Checks that `text` is one JSON value (whitespace around it allowed); 0 when it is, else -1. */
int json_check(const char *text, size_t len);
/* The value of member `key` of the object `object`; 0 when found (and the object is valid JSON), else -1. */
int json_member(json_span object, const char *key, json_span *value);
/* A string value decoded into `dest` (NUL-terminated); -1 when not a string, holding \u0000, or too long. */
int json_string(json_span value, char *dest, size_t cap);
/* A whole number value (no fraction, no exponent) within int64; -1 when not. */
int json_integer(json_span value, int64_t *out);
/* true or false as 1 or 0; -1 when neither. */
int json_boolean(json_span value);

/* Builds JSON text into a fixed buffer; a value that does not fit marks the writer failed. */
typedef struct {
  char *buf;
  size_t cap;
  size_t len;
  int failed;
  int depth;
  int after_key;
  unsigned char first[16];
} json_writer;

void json_start(json_writer *w, char *buf, size_t cap);
void json_open(json_writer *w, char bracket);
void json_close(json_writer *w, char bracket);
void json_key(json_writer *w, const char *key);
void json_text(json_writer *w, const char *text);
void json_number(json_writer *w, double value);
void json_int(json_writer *w, int64_t value);
void json_bool(json_writer *w, int value);
/* Writes `raw` as a value unchanged: it must be valid JSON, else the writer fails. */
void json_raw(json_writer *w, const char *raw, size_t len);
/* The text written, NUL-terminated; NULL when something did not fit or was not valid. */
const char *json_finish(json_writer *w);

/* An object's members: each writes "key": value, the text and raw ones nothing when the value is NULL. */
void json_object(json_writer *w, char *buf, size_t cap);
void json_member_text(json_writer *w, const char *key, const char *text);
void json_member_int(json_writer *w, const char *key, int64_t value);
void json_member_raw(json_writer *w, const char *key, const char *raw);
/* Closes the object json_object began: the text's length, or -1 as json_finish would answer NULL. */
int json_object_end(json_writer *w);

#endif
