/*
 * meter: a smart meter on the Fleetkey console. Publishes voltage, current and power every second,
 * answers `reboot` (replies, then drops its connection and comes back as after a restart) and `report`
 * (replies with the last reading); any other command is answered as unknown (code 1).
 *
 *   meter --broker mqtt://host:1883 --devtype <type> --devid <id> --secret <secret>
 *         [--cafile ca.pem] [--interval-ms 1000] [--firmware 1.0.0]
 *
 * Runs until SIGINT or SIGTERM, then says offline and disconnects.
 */
#include "fleetkey/device.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  double voltage, current, power;
  long sent;
  int reboot_due;
} meter_state;

static volatile sig_atomic_t stopping = 0;

static void stop(int signal_number) {
  (void)signal_number;
  stopping = 1;
}

static int64_t now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void on_command(fk_device *device, const fk_command *command, void *context) {
  meter_state *meter = context;
  if (command->id[0] == '\0') {
    printf("raw command %s (%zu bytes): no reply\n", command->name, command->payload_len);
    return;
  }
  char data[128];
  fk_device_result replied;
  if (strcmp(command->name, "reboot") == 0) {
    replied = fk_device_reply(device, command->id, 0, "rebooting", NULL);
    /* After the reply is acknowledged: the console records it before the connection goes. */
    meter->reboot_due = 1;
  } else if (strcmp(command->name, "report") == 0) {
    snprintf(data, sizeof data, "{\"voltage\":%.2f,\"current\":%.3f,\"power\":%.3f}", meter->voltage,
             meter->current, meter->power);
    replied = fk_device_reply(device, command->id, 0, "ok", data);
  } else {
    replied = fk_device_reply(device, command->id, 1, "unknown command", NULL);
  }
  printf("command %s %s: reply %s\n", command->name, command->id, fk_device_result_name(replied));
}

static void publish_reading(fk_device *device, meter_state *meter) {
  double phase = (double)meter->sent / 10.0;
  meter->voltage = 230.0 + 4.0 * sin(phase);
  meter->current = 5.0 + 2.0 * cos(phase);
  meter->power = meter->voltage * meter->current / 1000.0;
  fk_row row;
  fk_row_start(&row, now_ms());
  fk_row_number(&row, "voltage", meter->voltage);
  fk_row_number(&row, "current", meter->current);
  fk_row_number(&row, "power", meter->power);
  fk_device_result sent = fk_device_publish_row(device, &row);
  if (sent == FK_DEVICE_OK) meter->sent++;
  printf("reading %ld: %s\n", meter->sent, fk_device_result_name(sent));
}

static int usage(void) {
  fprintf(stderr, "usage: meter --broker mqtt://host:port --devtype <type> --devid <id> --secret <secret> "
                  "[--cafile ca.pem] [--interval-ms 1000] [--firmware 1.0.0]\n");
  return 2;
}

int main(int argc, char **argv) {
  meter_state meter = {0};
  fk_device_config config = {0};
  long interval_ms = 1000;
  for (int i = 1; i + 1 < argc; i += 2) {
    const char *name = argv[i], *value = argv[i + 1];
    if (strcmp(name, "--broker") == 0) config.broker_url = value;
    else if (strcmp(name, "--devtype") == 0) config.devtype = value;
    else if (strcmp(name, "--devid") == 0) config.devid = value;
    else if (strcmp(name, "--secret") == 0) config.secret = value;
    else if (strcmp(name, "--cafile") == 0) config.ca_file = value;
    else if (strcmp(name, "--firmware") == 0) config.firmware = value;
    else if (strcmp(name, "--interval-ms") == 0) interval_ms = strtol(value, NULL, 10);
    else return usage();
  }
  if (argc % 2 == 0 || interval_ms <= 0) return usage();
  config.on_command = on_command;
  config.context = &meter;
  fk_device *device = fk_device_new(&config);
  if (device == NULL) return usage();
  setvbuf(stdout, NULL, _IOLBF, 0);
  signal(SIGINT, stop);
  signal(SIGTERM, stop);
  /* A connection cut mid-write must end in a reconnection, not in SIGPIPE. */
  signal(SIGPIPE, SIG_IGN);

  int64_t next_reading = now_ms();
  int was_connected = 0;
  while (!stopping) {
    int64_t wait = next_reading - now_ms();
    fk_device_result polled = fk_device_poll(device, wait > 0 ? (int)wait : 0);
    if (polled == FK_DEVICE_OK && !was_connected) printf("connected\n");
    if (polled != FK_DEVICE_OK && was_connected) printf("connection lost: %s\n", fk_device_result_name(polled));
    was_connected = polled == FK_DEVICE_OK;
    if (meter.reboot_due) {
      meter.reboot_due = 0;
      printf("rebooting\n");
      fk_device_disconnect(device);
      was_connected = 0;
    }
    if (now_ms() >= next_reading) {
      if (fk_device_connected(device)) publish_reading(device, &meter);
      next_reading += interval_ms;
      if (next_reading < now_ms()) next_reading = now_ms() + interval_ms;
    }
  }
  fk_device_free(device);
  printf("stopped after %ld readings\n", meter.sent);
  return 0;
}
