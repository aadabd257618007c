/* Test helper for tests/web/serve-race.test.ts: swaps two names atomically with renameat2's
 * RENAME_EXCHANGE in a tight loop, so a server that checks a path and then opens it a second time
 * can be caught between the two. Usage:
 *   swap-names A B SECONDS   exchange A and B until SECONDS pass (a multiple of 256 times, at least once:
 *                            A and B end as they began), then print the count
 *   swap-names --mkfifo PATH make a FIFO at PATH
 * The syscall is called by number, so an old libc without the renameat2 wrapper builds it too. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

static int exchange(const char *a, const char *b) {
  return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "--mkfifo") == 0) {
    if (mkfifo(argv[2], 0644) != 0) { perror("mkfifo"); return 1; }
    return 0;
  }
  if (argc != 4) { fprintf(stderr, "usage: swap-names A B SECONDS | --mkfifo PATH\n"); return 2; }
  const double until = now() + atof(argv[3]);
  long n = 0;
  do {
    if (exchange(argv[1], argv[2]) != 0) { fprintf(stderr, "renameat2: %s\n", strerror(errno)); return 1; }
    n++;
  } while (n % 256 != 0 || now() < until);
  printf("%ld\n", n);
  return 0;
}
