// A wall clock moved ahead, for the end-to-end tests run once more years from today
// (scripts/test): a test whose verdict depends on the date it runs fails at once, not on
// the first day of next month.
//
// Loaded with LD_PRELOAD, it adds CLOCK_AHEAD_DAYS days to the wall clock (clock_gettime's
// CLOCK_REALTIME and CLOCK_REALTIME_COARSE, gettimeofday, time) of the programs named
// CLOCK_AHEAD_PROGRAM (all, when unset), and leaves every other clock alone: sleeps and
// time-outs run on the monotonic clocks, so nothing waits years. Debian's faketime moves
// the monotonic timers too, and a `set latency` sleep then never ends.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

extern char *program_invocation_short_name;

/// The offset in seconds, read once: 0 unless this program is the one named.
static long long offset_seconds(void) {
    static long long offset = -1;
    if (offset < 0) {
        const char *days = getenv("CLOCK_AHEAD_DAYS");
        const char *only = getenv("CLOCK_AHEAD_PROGRAM");
        int chosen = only == NULL || strcmp(only, program_invocation_short_name) == 0;
        offset = (days != NULL && chosen) ? atoll(days) * 86400LL : 0;
    }
    return offset;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    static int (*real)(clockid_t, struct timespec *);
    if (real == NULL) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    if (real == NULL) { errno = ENOSYS; return -1; }
    int result = real(clock, ts);
    if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) ts->tv_sec += offset_seconds();
    return result;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    static int (*real)(struct timeval *restrict, void *restrict);
    if (real == NULL) real = (int (*)(struct timeval *restrict, void *restrict))dlsym(RTLD_NEXT, "gettimeofday");
    if (real == NULL) { errno = ENOSYS; return -1; }
    int result = real(tv, tz);
    if (result == 0) tv->tv_sec += offset_seconds();
    return result;
}

time_t time(time_t *out) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
    if (out != NULL) *out = now.tv_sec;
    return now.tv_sec;
}
