/*
 * The IoT layer's connection: Paho's synchronous client in its single-threaded mode (no callbacks set,
 * so no thread of its own): fk_device_poll connects, receives and dispatches; publishes wait for the
 * broker's acknowledgement. See device.h.
 */
#include "fleetkey/device.h"

#include "messages.h"

#include <MQTTClient.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TOPIC_MAX 256
/* Room after the prefix for the longest kind ("ota_progress") and more. */
#define PREFIX_MAX (TOPIC_MAX - 32)
#define SMALL_MESSAGE_MAX 1024
#define DEFAULT_KEEPALIVE_S 30
#define DEFAULT_BACKOFF_MIN_MS 1000
#define DEFAULT_BACKOFF_MAX_MS 60000
#define DEFAULT_ACK_TIMEOUT_MS 10000
#define CONNECT_TIMEOUT_S 10
#define OFFLINE_STATUS "{\"status\":\"offline\"}"

struct fk_device {
  fk_device_config config;
  MQTTClient client;
  int tls;
  /* "dev/{devtype}/{devid}/": every topic of the device starts so. */
  char prefix[PREFIX_MAX];
  char will_topic[TOPIC_MAX];
  int connected;
  int backoff_ms;
  int64_t next_attempt_ms;
  uint32_t jitter_state;
};

static const char *const RESULT_NAMES[] = {"ok", "offline", "timeout", "invalid", "refused"};

const char *fk_device_result_name(fk_device_result result) {
  size_t index = (size_t)result;
  return index < sizeof RESULT_NAMES / sizeof RESULT_NAMES[0] ? RESULT_NAMES[index] : "unknown result";
}

static int64_t monotonic_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void sleep_ms(int64_t ms) {
  if (ms <= 0) return;
  struct timespec wait = {(time_t)(ms / 1000), (long)(ms % 1000) * 1000000L};
  nanosleep(&wait, NULL);
}

/* xorshift32: spreads the reconnection attempts of many devices cut at once. */
static uint32_t next_random(fk_device *device) {
  uint32_t x = device->jitter_state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  device->jitter_state = x;
  return x;
}

/* The next attempt after a failure or a loss: half the backoff plus up to half again, then double it. */
static void schedule_reconnect(fk_device *device) {
  int half = device->backoff_ms / 2;
  device->next_attempt_ms = monotonic_ms() + half + (int64_t)(next_random(device) % (uint32_t)(half + 1));
  device->backoff_ms = device->backoff_ms >= device->config.backoff_max_ms / 2 ? device->config.backoff_max_ms
                                                                             : device->backoff_ms * 2;
}

static int starts_with(const char *text, const char *prefix) {
  return strncmp(text, prefix, strlen(prefix)) == 0;
}

fk_device *fk_device_new(const fk_device_config *config) {
  if (config == NULL || config->broker_url == NULL || config->devtype == NULL || config->devid == NULL ||
      config->secret == NULL || *config->devtype == '\0' || *config->devid == '\0')
    return NULL;
  int tls = starts_with(config->broker_url, "mqtts://") || starts_with(config->broker_url, "ssl://");
  if (!tls && !starts_with(config->broker_url, "mqtt://") && !starts_with(config->broker_url, "tcp://"))
    return NULL;
  fk_device *device = calloc(1, sizeof *device);
  if (device == NULL) return NULL;
  device->config = *config;
  fk_device_config *c = &device->config;
  if (c->keepalive_s <= 0) c->keepalive_s = DEFAULT_KEEPALIVE_S;
  if (c->backoff_min_ms <= 0) c->backoff_min_ms = DEFAULT_BACKOFF_MIN_MS;
  if (c->backoff_max_ms < c->backoff_min_ms) c->backoff_max_ms = DEFAULT_BACKOFF_MAX_MS;
  if (c->backoff_max_ms < c->backoff_min_ms) c->backoff_max_ms = c->backoff_min_ms;
  if (c->ack_timeout_ms <= 0) c->ack_timeout_ms = DEFAULT_ACK_TIMEOUT_MS;
  device->tls = tls;
  device->backoff_ms = c->backoff_min_ms;
  device->jitter_state = (uint32_t)monotonic_ms() ^ (uint32_t)(uintptr_t)device ^ 0x9e3779b9u;
  int prefix_len = snprintf(device->prefix, sizeof device->prefix, "dev/%s/%s/", c->devtype, c->devid);
  snprintf(device->will_topic, sizeof device->will_topic, "%sstatus", device->prefix);
  // The client id is the device id: the console's broker takes no other for a device.
  if (prefix_len <= 0 || (size_t)prefix_len >= sizeof device->prefix ||
      MQTTClient_create(&device->client, c->broker_url, c->devid, MQTTCLIENT_PERSISTENCE_NONE, NULL) !=
          MQTTCLIENT_SUCCESS) {
    free(device);
    return NULL;
  }
  return device;
}

static void topic_of(const fk_device *device, const char *kind, char topic[TOPIC_MAX]) {
  snprintf(topic, TOPIC_MAX, "%s%s", device->prefix, kind);
}

/* A loss seen by a call: the next poll reconnects after the backoff. */
static void lost(fk_device *device) {
  if (!device->connected) return;
  device->connected = 0;
  device->backoff_ms = device->config.backoff_min_ms;
  schedule_reconnect(device);
}

static fk_device_result publish(fk_device *device, const char *kind, const void *payload, size_t len) {
  if (!device->connected) return FK_DEVICE_OFFLINE;
  char topic[TOPIC_MAX];
  topic_of(device, kind, topic);
  MQTTClient_deliveryToken token = 0;
  int rc = MQTTClient_publish(device->client, topic, (int)len, payload, 1, 0, &token);
  if (rc == MQTTCLIENT_SUCCESS)
    rc = MQTTClient_waitForCompletion(device->client, token, (unsigned long)device->config.ack_timeout_ms);
  if (rc == MQTTCLIENT_SUCCESS) return FK_DEVICE_OK;
  if (!MQTTClient_isConnected(device->client)) {
    lost(device);
    return FK_DEVICE_OFFLINE;
  }
  return FK_DEVICE_TIMEOUT;
}

/* Subscribes to commands and offers, then says online and what it runs (subscribed first, so a command
 * queued for it is not published before it listens). */
static int start_session(fk_device *device) {
  char commands[TOPIC_MAX], offers[TOPIC_MAX], text[SMALL_MESSAGE_MAX];
  topic_of(device, "cmd/+", commands);
  topic_of(device, "ota", offers);
  char *topics[] = {commands, offers};
  int qos[] = {1, 1};
  if (MQTTClient_subscribeMany(device->client, 2, topics, qos) != MQTTCLIENT_SUCCESS || qos[0] != 1 ||
      qos[1] != 1)
    return -1;
  device->connected = 1;
  int len = message_status(text, sizeof text, "online");
  if (publish(device, "status", text, (size_t)len) != FK_DEVICE_OK) return -1;
  if (device->config.firmware != NULL) return fk_device_report_firmware(device, device->config.firmware);
  return 0;
}

static fk_device_result connect_now(fk_device *device) {
  MQTTClient_connectOptions options = MQTTClient_connectOptions_initializer;
  MQTTClient_willOptions will = MQTTClient_willOptions_initializer;
  MQTTClient_SSLOptions ssl = MQTTClient_SSLOptions_initializer;
  const fk_device_config *c = &device->config;
  will.topicName = device->will_topic;
  will.message = OFFLINE_STATUS;
  will.qos = 1;
  options.will = &will;
  options.keepAliveInterval = c->keepalive_s;
  options.cleansession = 1;
  options.username = c->devid;
  options.password = c->secret;
  options.connectTimeout = CONNECT_TIMEOUT_S;
  if (device->tls) {
    ssl.trustStore = c->ca_file;
    ssl.enableServerCertAuth = 1;
    ssl.verify = 1;
    options.ssl = &ssl;
  }
  int rc = MQTTClient_connect(device->client, &options);
  if (rc == MQTTCLIENT_SUCCESS && start_session(device) == 0) {
    device->backoff_ms = c->backoff_min_ms;
    return FK_DEVICE_OK;
  }
  if (rc == MQTTCLIENT_SUCCESS) MQTTClient_disconnect(device->client, 0);
  device->connected = 0;
  schedule_reconnect(device);
  /* CONNACK 4 (bad user name or password) and 5 (not authorised): the secret, or a lockout. */
  return rc == 4 || rc == 5 ? FK_DEVICE_REFUSED : FK_DEVICE_OFFLINE;
}

static void dispatch(fk_device *device, const char *topic, const MQTTClient_message *message) {
  size_t prefix_len = strlen(device->prefix);
  if (strncmp(topic, device->prefix, prefix_len) != 0) return;
  const char *kind = topic + prefix_len;
  const unsigned char *payload = message->payload;
  size_t len = (size_t)message->payloadlen;
  size_t scratch_cap = len + MESSAGE_SCRATCH_EXTRA;
  char *scratch = malloc(scratch_cap);
  if (scratch == NULL) return;
  const fk_device_config *c = &device->config;
  fk_command command;
  fk_ota_offer offer;
  if (starts_with(kind, "cmd/") && c->on_command != NULL &&
      message_read_command(kind + 4, payload, len, scratch, scratch_cap, &command) == 0)
    c->on_command(device, &command, c->context);
  else if (strcmp(kind, "ota") == 0 && c->on_ota != NULL &&
           message_read_offer(payload, len, scratch, scratch_cap, &offer) == 0)
    c->on_ota(device, &offer, c->context);
  free(scratch);
}

fk_device_result fk_device_poll(fk_device *device, int timeout_ms) {
  if (device == NULL) return FK_DEVICE_INVALID;
  int64_t deadline = monotonic_ms() + (timeout_ms > 0 ? timeout_ms : 0);
  if (!device->connected) {
    int64_t wait = device->next_attempt_ms - monotonic_ms();
    if (wait > 0) {
      sleep_ms(wait < deadline - monotonic_ms() ? wait : deadline - monotonic_ms());
      if (monotonic_ms() < device->next_attempt_ms) return FK_DEVICE_OFFLINE;
    }
    fk_device_result connected = connect_now(device);
    if (connected != FK_DEVICE_OK) return connected;
  }
  while (device->connected) {
    int64_t left = deadline - monotonic_ms();
    char *topic = NULL;
    int topic_len = 0;
    MQTTClient_message *message = NULL;
    int rc = MQTTClient_receive(device->client, &topic, &topic_len, &message,
                                (unsigned long)(left > 0 ? left : 0));
    if (message != NULL) {
      dispatch(device, topic, message);
      MQTTClient_freeMessage(&message);
      MQTTClient_free(topic);
    }
    if ((rc != MQTTCLIENT_SUCCESS && rc != MQTTCLIENT_TOPICNAME_TRUNCATED) ||
        !MQTTClient_isConnected(device->client))
      lost(device);
    else if (message == NULL || monotonic_ms() >= deadline)
      break;
  }
  return device->connected ? FK_DEVICE_OK : FK_DEVICE_OFFLINE;
}

int fk_device_connected(const fk_device *device) { return device != NULL && device->connected; }

void fk_device_disconnect(fk_device *device) {
  if (device == NULL || !device->connected) return;
  /* A clean disconnect sends no last will: say offline first. */
  fk_device_publish_status(device, "offline");
  MQTTClient_disconnect(device->client, 1000);
  lost(device);
}

void fk_device_free(fk_device *device) {
  if (device == NULL) return;
  fk_device_disconnect(device);
  MQTTClient_destroy(&device->client);
  free(device);
}

fk_device_result fk_device_publish_row(fk_device *device, const fk_row *row) {
  if (device == NULL || row == NULL || row->failed || row->points == 0 || row->len + 2 > sizeof row->json)
    return FK_DEVICE_INVALID;
  char text[FK_ROW_MAX + 1];
  memcpy(text, row->json, row->len);
  text[row->len] = '}';
  return publish(device, "data", text, row->len + 1);
}

/* Publishes a small message a builder wrote (its length, or -1 when out of shape). */
static fk_device_result publish_built(fk_device *device, const char *kind, const char *text, int len) {
  if (device == NULL || len < 0) return FK_DEVICE_INVALID;
  return publish(device, kind, text, (size_t)len);
}

fk_device_result fk_device_publish_event(fk_device *device, const char *code, const char *type,
                                         const char *desc, const char *data_json, int64_t time_ms) {
  char text[SMALL_MESSAGE_MAX * 8];
  return publish_built(device, "event", text,
                       message_event(text, sizeof text, code, type, desc, data_json, time_ms));
}

fk_device_result fk_device_publish_status(fk_device *device, const char *status) {
  char text[SMALL_MESSAGE_MAX];
  return publish_built(device, "status", text, message_status(text, sizeof text, status));
}

fk_device_result fk_device_report_firmware(fk_device *device, const char *version) {
  char text[SMALL_MESSAGE_MAX];
  return publish_built(device, "attributes", text, message_firmware(text, sizeof text, version));
}

fk_device_result fk_device_reply(fk_device *device, const char *command_id, int code, const char *message,
                                 const char *data_json) {
  char text[SMALL_MESSAGE_MAX * 16];
  return publish_built(device, "cmd_reply", text,
                       message_reply(text, sizeof text, command_id, code, message, data_json));
}

fk_device_result fk_device_ota_progress(fk_device *device, const char *id, fk_ota_state state, int percent,
                                        const char *version, const char *reason) {
  char text[SMALL_MESSAGE_MAX];
  return publish_built(device, "ota_progress", text,
                       message_ota_progress(text, sizeof text, id, state, percent, version, reason));
}

fk_device_result fk_device_publish_can(fk_device *device, const fk_can_frame *frames, size_t count) {
  size_t len = 0;
  if (device == NULL) return FK_DEVICE_INVALID;
  char *text = message_can(frames, count, &len);
  if (text == NULL) return FK_DEVICE_INVALID;
  fk_device_result result = publish(device, "can", text, len);
  free(text);
  return result;
}
