/*
 * device-probe: the device calls meter does not make, for the tests against the real server. Connects,
 * publishes an event and three CAN frames (11-bit, 29-bit, 64-byte CAN FD), prints "ready", then takes
 * the first firmware update offered: reports downloading 0/50/100 %, verifying, installing, success with
 * the offered version, and the new version as its firmware; prints "updated <version>" and exits 0.
 *
 *   device-probe --broker URL --devtype T --devid D --secret S [--wait-ms 60000]
 */
#include "fleetkey/device.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  int failures;
  int updated;
} probe;

static int64_t now_ms(void) {
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  return (int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

static void check(probe *p, fk_device_result result, const char *what) {
  printf("%s: %s\n", what, fk_device_result_name(result));
  if (result != FK_DEVICE_OK) p->failures++;
}

static void on_ota(fk_device *device, const fk_ota_offer *offer, void *context) {
  probe *p = context;
  printf("offer %s: %s, %lld bytes, %s\n", offer->id, offer->version, (long long)offer->size,
         offer->firmware_type);
  for (int percent = 0; percent <= 100; percent += 50)
    check(p, fk_device_ota_progress(device, offer->id, FK_OTA_DOWNLOADING, percent, NULL, NULL), "downloading");
  check(p, fk_device_ota_progress(device, offer->id, FK_OTA_VERIFYING, -1, NULL, NULL), "verifying");
  check(p, fk_device_ota_progress(device, offer->id, FK_OTA_INSTALLING, -1, NULL, NULL), "installing");
  check(p, fk_device_ota_progress(device, offer->id, FK_OTA_SUCCESS, -1, offer->version, NULL), "success");
  check(p, fk_device_report_firmware(device, offer->version), "firmware");
  printf("updated %s\n", offer->version);
  p->updated = 1;
}

static void publish_samples(fk_device *device, probe *p) {
  int64_t now = now_ms();
  check(p, fk_device_publish_event(device, "door_open", "warning", "cabinet door opened", "{\"door\":2}", now),
        "event");
  fk_can_frame frames[3] = {
      {now, 0x123, 0, 8, {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08}},
      {now + 1, 0x18fef100u, 1, 2, {0xab, 0xcd}},
      {now + 2, 0x7ff, 0, 64, {0}},
  };
  for (int i = 0; i < 64; i++) frames[2].data[i] = (uint8_t)i;
  check(p, fk_device_publish_can(device, frames, 3), "can");
}

int main(int argc, char **argv) {
  probe p = {0, 0};
  fk_device_config config = {0};
  long wait_ms = 60000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (strcmp(argv[i], "--broker") == 0) config.broker_url = argv[i + 1];
    else if (strcmp(argv[i], "--devtype") == 0) config.devtype = argv[i + 1];
    else if (strcmp(argv[i], "--devid") == 0) config.devid = argv[i + 1];
    else if (strcmp(argv[i], "--secret") == 0) config.secret = argv[i + 1];
    else if (strcmp(argv[i], "--wait-ms") == 0) wait_ms = strtol(argv[i + 1], NULL, 10);
  }
  config.firmware = "1.0.0";
  config.on_ota = on_ota;
  config.context = &p;
  fk_device *device = fk_device_new(&config);
  if (device == NULL) {
    fprintf(stderr, "device-probe: --broker, --devtype, --devid and --secret are needed\n");
    return 2;
  }
  setvbuf(stdout, NULL, _IOLBF, 0);
  signal(SIGPIPE, SIG_IGN);
  int64_t deadline = now_ms() + wait_ms;
  while (!fk_device_connected(device) && now_ms() < deadline) fk_device_poll(device, 500);
  if (!fk_device_connected(device)) {
    printf("not connected\n");
    fk_device_free(device);
    return 1;
  }
  publish_samples(device, &p);
  printf("ready\n");
  while (!p.updated && now_ms() < deadline) fk_device_poll(device, 200);
  fk_device_free(device);
  return p.failures == 0 && p.updated ? 0 : 1;
}
