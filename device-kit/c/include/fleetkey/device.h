/*
 * Fleetkey device kit, IoT layer (Eclipse Paho MQTT C): a device of the Fleetkey console over MQTT. It
 * signs in with its device id and secret (TLS for mqtts://), publishes data, events, status (its last
 * will says offline), CAN frames and OTA progress, receives commands and OTA offers and replies, and
 * reconnects with backoff. One thread drives it: fk_device_poll runs the connection and calls the
 * handlers; the publish calls may be made from the handlers.
 */
#ifndef FLEETKEY_DEVICE_H
#define FLEETKEY_DEVICE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Room for one data row's JSON (up to 64 points a row, as the server takes). */
#define FK_ROW_MAX 4096
/** Most points in a row (the server refuses more). */
#define FK_ROW_POINTS_MAX 64
/** Most frames in one CAN message, and the largest such message (the server's limits). */
#define FK_CAN_FRAMES_MAX 5000
#define FK_CAN_PAYLOAD_MAX (512 * 1024)
/** Most data bytes in one CAN frame (CAN FD). */
#define FK_CAN_DATA_MAX 64

/** Results of the device calls. */
typedef enum {
  FK_DEVICE_OK = 0,
  /** Not connected now: fk_device_poll reconnects. */
  FK_DEVICE_OFFLINE,
  /** The broker did not acknowledge within the time allowed. */
  FK_DEVICE_TIMEOUT,
  /** An argument out of shape: a row that overflowed, a name too long, too many frames. */
  FK_DEVICE_INVALID,
  /** The broker refused the device id and secret (CONNACK 4/5): retrying later, with backoff. */
  FK_DEVICE_REFUSED
} fk_device_result;

typedef struct fk_device fk_device;

/** A command from the console, valid during the handler's call. */
typedef struct {
  /** The command's name, the last part of its topic (dev/…/cmd/{name}). */
  const char *name;
  /** The request id to reply with ("" for a raw command, which takes no reply). */
  const char *id;
  /** "confirmed" (the console waits for the reply), "unconfirmed", or "" for a raw command. */
  const char *cmdtype;
  /** The parameters as JSON text ("{}" when none); NULL for a raw command. */
  const char *params;
  /** The message as it came (a raw command's bytes). */
  const unsigned char *payload;
  size_t payload_len;
} fk_command;

/** A firmware update offered by the console (dev/…/ota), valid during the handler's call. */
typedef struct {
  /** The rollout id, for the progress reports. */
  const char *id;
  const char *version;
  /** Where to download it: absolute, or a path on the server's HTTP origin. */
  const char *url;
  int64_t size;
  /** SHA-256 of the file, hex: check it before installing. */
  const char *sha256;
  /** "full" or "delta". */
  const char *firmware_type;
} fk_ota_offer;

typedef void (*fk_command_handler)(fk_device *device, const fk_command *command, void *context);
typedef void (*fk_ota_handler)(fk_device *device, const fk_ota_offer *offer, void *context);

/** How the device connects; the strings must outlive the device. */
typedef struct {
  /** mqtt://host:1883, or mqtts://host:8883 for TLS (the broker's certificate and host name checked). */
  const char *broker_url;
  const char *devtype;
  const char *devid;
  const char *secret;
  /** CA certificates (PEM file) for mqtts://; NULL for the system's. */
  const char *ca_file;
  /** The firmware version it runs, reported on each connect (dev/…/attributes); NULL for none. */
  const char *firmware;
  /** MQTT keep-alive, s; 0 for 30. */
  int keepalive_s;
  /** First and longest wait between reconnection attempts, ms; 0 for 1000 and 60000. */
  int backoff_min_ms;
  int backoff_max_ms;
  /** Longest wait for the broker's acknowledgement of a message, ms; 0 for 10000. */
  int ack_timeout_ms;
  fk_command_handler on_command;
  fk_ota_handler on_ota;
  void *context;
} fk_device_config;

/** A new device (not yet connected: fk_device_poll connects it); NULL when the configuration is incomplete. */
fk_device *fk_device_new(const fk_device_config *config);
/** Says offline, disconnects and frees the device. */
void fk_device_free(fk_device *device);

/**
 * Runs the connection for up to `timeout_ms`: connects when due (after a loss, waiting 1, 2, 4 … s up to
 * the longest wait, each with some jitter), receives commands and offers and calls their handlers.
 * Returns FK_DEVICE_OK while connected, else why not.
 */
fk_device_result fk_device_poll(fk_device *device, int timeout_ms);
/** 1 while connected. */
int fk_device_connected(const fk_device *device);
/** Drops the connection now (as a reboot would); fk_device_poll connects again after the backoff. */
void fk_device_disconnect(fk_device *device);

/** One row of data points, built in place: start it, add points, publish it. */
typedef struct {
  char json[FK_ROW_MAX];
  size_t len;
  int points;
  int failed;
} fk_row;

/** Starts a row at `time_ms` (epoch ms), or 0 for the server to stamp it on receipt. */
void fk_row_start(fk_row *row, int64_t time_ms);
void fk_row_number(fk_row *row, const char *point, double value);
void fk_row_integer(fk_row *row, const char *point, int64_t value);
void fk_row_text(fk_row *row, const char *point, const char *value);
void fk_row_boolean(fk_row *row, const char *point, int value);

/** Publishes a row on dev/…/data and waits for the broker's acknowledgement (the server stored it). */
fk_device_result fk_device_publish_row(fk_device *device, const fk_row *row);

/**
 * Publishes an event on dev/…/event: `code`, and optionally `type` ("warning", "error", "log"), `desc`,
 * `data_json` (a JSON object) and `time_ms` (0 for none).
 */
fk_device_result fk_device_publish_event(fk_device *device, const char *code, const char *type,
                                         const char *desc, const char *data_json, int64_t time_ms);

/** Publishes the status ("online", "offline" or "faulty") on dev/…/status. */
fk_device_result fk_device_publish_status(fk_device *device, const char *status);

/** Reports the firmware version running (dev/…/attributes), after an update. */
fk_device_result fk_device_report_firmware(fk_device *device, const char *version);

/**
 * Replies to a command on dev/…/cmd_reply: `code` 0 for done (another code makes the command failed),
 * an optional `message` and `data_json` (any JSON value).
 */
fk_device_result fk_device_reply(fk_device *device, const char *command_id, int code, const char *message,
                                 const char *data_json);

/** Update states, as dev/…/ota_progress reports them. */
typedef enum {
  FK_OTA_DOWNLOADING,
  FK_OTA_VERIFYING,
  FK_OTA_INSTALLING,
  FK_OTA_SUCCESS,
  FK_OTA_FAILED
} fk_ota_state;

/**
 * Reports an update's progress for rollout `id`: with FK_OTA_DOWNLOADING a `percent` (0–100, or -1 for
 * none), with FK_OTA_SUCCESS the `version` now running, with FK_OTA_FAILED a `reason`.
 */
fk_device_result fk_device_ota_progress(fk_device *device, const char *id, fk_ota_state state, int percent,
                                        const char *version, const char *reason);

/** One raw CAN frame. */
typedef struct {
  /** Epoch ms, or 0 for the server's receive time. */
  int64_t time_ms;
  /** 11-bit or 29-bit identifier. */
  uint32_t id;
  /** 1 for a 29-bit (extended) frame, 0 for an 11-bit one. */
  int extended;
  uint8_t len;
  uint8_t data[FK_CAN_DATA_MAX];
} fk_can_frame;

/** Publishes 1–5,000 frames on dev/…/can as the console's CAN topic takes them. */
fk_device_result fk_device_publish_can(fk_device *device, const fk_can_frame *frames, size_t count);

/** The result's name in lower case, for logs. */
const char *fk_device_result_name(fk_device_result result);

#ifdef __cplusplus
}
#endif

#endif
