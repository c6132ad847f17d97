/* The examples' file reading and writing (the kit itself reads no files: callers pass buffers). */
#ifndef FLEETKEY_EXAMPLE_FILES_H
#define FLEETKEY_EXAMPLE_FILES_H

#include <stddef.h>

/* Reads the whole file into a new buffer (NUL-terminated, for PEM text) of at most `max` bytes; NULL and a
 * message on stderr when it cannot be read or is larger. The caller frees it. */
char *read_file(const char *path, size_t max, size_t *len);

/* Writes `len` bytes to the file; 0, or -1 and a message on stderr. */
int write_file(const char *path, const char *data, size_t len);

#endif
