/* The device messages as JSON (see messages.h), and the data rows of device.h. */
#include "messages.h"

#include "json.h"

#include <stdlib.h>
#include <string.h>

#define CAN_STANDARD_ID_MAX 0x7ffu
#define CAN_EXTENDED_ID_MAX 0x1fffffffu
/* The longest frame as text: time, a 29-bit id, the ext flag and 64 data bytes in hex, with its keys. */
#define CAN_FRAME_TEXT_MAX 200
#define COMMAND_NAME_MAX 128

void fk_row_start(fk_row *row, int64_t time_ms) {
  json_writer w;
  memset(row, 0, sizeof *row);
  /* The closing brace is added when the row is sent: one byte stays free for it. */
  json_start(&w, row->json, sizeof row->json - 1);
  json_open(&w, '{');
  if (time_ms > 0) json_member_int(&w, "time", time_ms);
  row->len = w.len;
  row->failed = w.failed || time_ms < 0;
}

/* One point's value, of the kinds a row takes. */
typedef struct {
  enum { POINT_NUMBER, POINT_INTEGER, POINT_TEXT, POINT_BOOLEAN } kind;
  double number;
  int64_t integer;
  const char *text;
} point_value;

/* Appends "point": value at the row's end (before its closing brace, added when it is sent). */
static void add_point(fk_row *row, const char *point, point_value value) {
  if (row->failed || point == NULL || row->points >= FK_ROW_POINTS_MAX) {
    row->failed = 1;
    return;
  }
  json_writer w;
  json_start(&w, row->json + row->len, sizeof row->json - 1 - row->len);
  w.first[0] = row->len <= 1; /* nothing after the "{" yet: no comma */
  json_key(&w, point);
  switch (value.kind) {
  case POINT_NUMBER: json_number(&w, value.number); break;
  case POINT_INTEGER: json_int(&w, value.integer); break;
  case POINT_TEXT: json_text(&w, value.text); break;
  case POINT_BOOLEAN: json_bool(&w, value.integer != 0); break;
  }
  if (w.failed) {
    row->failed = 1;
    row->json[row->len] = '\0';
    return;
  }
  row->len += w.len;
  row->points++;
}

void fk_row_number(fk_row *row, const char *point, double value) {
  add_point(row, point, (point_value){.kind = POINT_NUMBER, .number = value});
}

void fk_row_integer(fk_row *row, const char *point, int64_t value) {
  add_point(row, point, (point_value){.kind = POINT_INTEGER, .integer = value});
}

void fk_row_text(fk_row *row, const char *point, const char *value) {
  add_point(row, point, (point_value){.kind = POINT_TEXT, .text = value});
}

void fk_row_boolean(fk_row *row, const char *point, int value) {
  add_point(row, point, (point_value){.kind = POINT_BOOLEAN, .integer = value});
}

int message_event(char *buf, size_t cap, const char *code, const char *type, const char *desc,
                  const char *data_json, int64_t time_ms) {
  if (code == NULL || *code == '\0') return -1;
  json_writer w;
  json_object(&w, buf, cap);
  json_member_text(&w, "code", code);
  json_member_text(&w, "type", type);
  json_member_text(&w, "desc", desc);
  json_member_raw(&w, "data", data_json);
  if (time_ms > 0) json_member_int(&w, "time", time_ms);
  return json_object_end(&w);
}

/* {"<key>": "<value>"}: the status and attributes messages. */
static int one_member(char *buf, size_t cap, const char *key, const char *value) {
  if (value == NULL || *value == '\0') return -1;
  json_writer w;
  json_object(&w, buf, cap);
  json_member_text(&w, key, value);
  return json_object_end(&w);
}

int message_status(char *buf, size_t cap, const char *status) {
  if (status == NULL ||
      (strcmp(status, "online") != 0 && strcmp(status, "offline") != 0 && strcmp(status, "faulty") != 0))
    return -1;
  return one_member(buf, cap, "status", status);
}

int message_firmware(char *buf, size_t cap, const char *version) {
  return one_member(buf, cap, "firmware", version);
}

int message_reply(char *buf, size_t cap, const char *command_id, int code, const char *message,
                  const char *data_json) {
  if (command_id == NULL || *command_id == '\0') return -1;
  json_writer w;
  json_object(&w, buf, cap);
  json_member_text(&w, "id", command_id);
  json_member_int(&w, "code", code);
  json_member_text(&w, "message", message);
  json_member_raw(&w, "data", data_json);
  return json_object_end(&w);
}

int message_ota_progress(char *buf, size_t cap, const char *id, fk_ota_state state, int percent,
                         const char *version, const char *reason) {
  static const char *const STATES[] = {"downloading", "verifying", "installing", "success", "failed"};
  if (id == NULL || *id == '\0' || (unsigned)state >= sizeof STATES / sizeof STATES[0] || percent > 100 ||
      (state == FK_OTA_SUCCESS && version == NULL))
    return -1;
  json_writer w;
  json_object(&w, buf, cap);
  json_member_text(&w, "id", id);
  json_member_text(&w, "state", STATES[state]);
  if (state == FK_OTA_DOWNLOADING && percent >= 0) json_member_int(&w, "percent", percent);
  if (state == FK_OTA_SUCCESS) json_member_text(&w, "version", version);
  if (state == FK_OTA_FAILED) json_member_text(&w, "reason", reason);
  return json_object_end(&w);
}

static int frame_fits(const fk_can_frame *frame) {
  uint32_t max = frame->extended ? CAN_EXTENDED_ID_MAX : CAN_STANDARD_ID_MAX;
  return frame->id <= max && frame->len <= FK_CAN_DATA_MAX && frame->time_ms >= 0;
}

char *message_can(const fk_can_frame *frames, size_t count, size_t *len) {
  static const char HEX[] = "0123456789ABCDEF";
  if (frames == NULL || count == 0 || count > FK_CAN_FRAMES_MAX) return NULL;
  size_t cap = count * CAN_FRAME_TEXT_MAX + 8;
  if (cap > FK_CAN_PAYLOAD_MAX + 1) cap = FK_CAN_PAYLOAD_MAX + 1;
  char *buf = malloc(cap);
  if (buf == NULL) return NULL;
  json_writer w;
  json_start(&w, buf, cap);
  json_open(&w, '[');
  for (size_t i = 0; i < count && !w.failed; i++) {
    const fk_can_frame *frame = &frames[i];
    if (!frame_fits(frame)) w.failed = 1;
    char data[FK_CAN_DATA_MAX * 2 + 1];
    for (size_t b = 0; b < frame->len && b < FK_CAN_DATA_MAX; b++) {
      data[2 * b] = HEX[frame->data[b] >> 4];
      data[2 * b + 1] = HEX[frame->data[b] & 0xf];
    }
    data[2 * (frame->len <= FK_CAN_DATA_MAX ? frame->len : 0)] = '\0';
    json_open(&w, '{');
    if (frame->time_ms > 0) json_member_int(&w, "time", frame->time_ms);
    json_member_int(&w, "id", frame->id);
    json_key(&w, "ext");
    json_bool(&w, frame->extended);
    json_member_text(&w, "data", data);
    json_close(&w, '}');
  }
  json_close(&w, ']');
  /* Within the writer's room is within the topic's limit: the room is at most FK_CAN_PAYLOAD_MAX + 1. */
  if (json_finish(&w) == NULL) {
    free(buf);
    return NULL;
  }
  *len = w.len;
  return buf;
}

/* Copies of a message's strings, one after the other in the scratch buffer. */
typedef struct {
  char *buf;
  size_t cap;
  size_t len;
} scratch;

static const char *scratch_copy(scratch *s, const char *text, size_t len) {
  if (len >= s->cap - s->len) return NULL;
  char *copy = s->buf + s->len;
  memcpy(copy, text, len);
  copy[len] = '\0';
  s->len += len + 1;
  return copy;
}

/* A member's string value decoded into the scratch; NULL when missing, not a string, or too long. */
static const char *scratch_string(scratch *s, json_span object, const char *key) {
  json_span value;
  if (s->len >= s->cap || json_member(object, key, &value) != 0) return NULL;
  char *copy = s->buf + s->len;
  if (json_string(value, copy, s->cap - s->len) != 0) return NULL;
  s->len += strlen(copy) + 1;
  return copy;
}

int message_read_command(const char *name, const unsigned char *payload, size_t payload_len, char *scratch_buf,
                         size_t scratch_cap, fk_command *out) {
  scratch s = {scratch_buf, scratch_cap, 0};
  memset(out, 0, sizeof *out);
  size_t name_len = name == NULL ? 0 : strlen(name);
  if (name_len == 0 || name_len > COMMAND_NAME_MAX || scratch_cap == 0) return -1;
  out->name = scratch_copy(&s, name, name_len);
  out->payload = payload;
  out->payload_len = payload_len;
  out->id = out->cmdtype = "";
  json_span message = {(const char *)payload, payload_len}, params;
  const char *id = payload_len > 0 ? scratch_string(&s, message, "id") : NULL;
  /* Without a string id it is a raw command: its bytes are all there is. */
  if (id == NULL) return out->name == NULL ? -1 : 0;
  out->id = id;
  const char *cmdtype = scratch_string(&s, message, "cmdtype");
  out->cmdtype = cmdtype != NULL ? cmdtype : "";
  if (json_member(message, "params", &params) == 0 && params.len > 0 && params.at[0] == '{')
    out->params = scratch_copy(&s, params.at, params.len);
  else
    out->params = scratch_copy(&s, "{}", 2);
  return out->name == NULL || out->params == NULL ? -1 : 0;
}

int message_read_offer(const unsigned char *payload, size_t payload_len, char *scratch_buf, size_t scratch_cap,
                       fk_ota_offer *out) {
  scratch s = {scratch_buf, scratch_cap, 0};
  memset(out, 0, sizeof *out);
  json_span offer = {(const char *)payload, payload_len}, size;
  out->id = scratch_string(&s, offer, "id");
  out->version = scratch_string(&s, offer, "version");
  out->url = scratch_string(&s, offer, "url");
  out->sha256 = scratch_string(&s, offer, "sha256");
  out->firmware_type = scratch_string(&s, offer, "firmwareType");
  if (out->id == NULL || out->version == NULL || out->url == NULL || out->sha256 == NULL ||
      out->firmware_type == NULL || json_member(offer, "size", &size) != 0 ||
      json_integer(size, &out->size) != 0 || out->size < 0)
    return -1;
  return 0;
}
