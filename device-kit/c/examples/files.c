/* See files.h. */
#include "files.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *read_file(const char *path, size_t max, size_t *len) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) {
    fprintf(stderr, "%s: %s\n", path, strerror(errno));
    return NULL;
  }
  /* One byte more than allowed tells a file that is too large; one more for the terminator. */
  char *buf = malloc(max + 2);
  size_t read = buf == NULL ? 0 : fread(buf, 1, max + 1, file);
  int failed = buf == NULL || ferror(file);
  fclose(file);
  if (failed || read > max) {
    fprintf(stderr, "%s: %s\n", path, failed ? "cannot be read" : "too large");
    free(buf);
    return NULL;
  }
  buf[read] = '\0';
  *len = read;
  return buf;
}

int write_file(const char *path, const char *data, size_t len) {
  FILE *file = fopen(path, "wb");
  int written = file != NULL && fwrite(data, 1, len, file) == len;
  if (file == NULL || fclose(file) != 0 || !written) {
    fprintf(stderr, "%s: cannot be written\n", path);
    return -1;
  }
  return 0;
}
