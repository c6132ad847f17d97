/*
 * The device messages of the console's MQTT protocol as JSON text, built and read without MQTT (device.c
 * sends and receives them; the tests read them on their own). Not part of the kit's API.
 */
#ifndef FLEETKEY_MESSAGES_H
#define FLEETKEY_MESSAGES_H

#include "fleetkey/device.h"

#include <stddef.h>
#include <stdint.h>

/* Each builder writes into `buf` and answers the text's length, or -1 when an argument is out of shape
 * or the text does not fit. */
int message_event(char *buf, size_t cap, const char *code, const char *type, const char *desc,
                  const char *data_json, int64_t time_ms);
int message_status(char *buf, size_t cap, const char *status);
int message_firmware(char *buf, size_t cap, const char *version);
int message_reply(char *buf, size_t cap, const char *command_id, int code, const char *message,
                  const char *data_json);
int message_ota_progress(char *buf, size_t cap, const char *id, fk_ota_state state, int percent,
                         const char *version, const char *reason);
/* The frames as the CAN topic takes them; the caller frees the text. NULL when out of shape or too big. */
char *message_can(const fk_can_frame *frames, size_t count, size_t *len);

/* Room a command or offer needs besides its payload: the copies of its strings. */
#define MESSAGE_SCRATCH_EXTRA 512

/* Reads a command from its topic's last part and payload into `out`, its strings copied into `scratch`
 * (payload_len + MESSAGE_SCRATCH_EXTRA bytes): a JSON command with its id, type and parameters, or any
 * other payload as a raw command. -1 when the name or scratch does not fit. */
int message_read_command(const char *name, const unsigned char *payload, size_t payload_len, char *scratch,
                         size_t scratch_cap, fk_command *out);
/* Reads an OTA offer the same way; -1 when a field is missing or out of shape. */
int message_read_offer(const unsigned char *payload, size_t payload_len, char *scratch, size_t scratch_cap,
                       fk_ota_offer *out);

#endif
