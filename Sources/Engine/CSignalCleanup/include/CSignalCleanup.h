#ifndef CSIGNALCLEANUP_H
#define CSIGNALCLEANUP_H

#include <signal.h>

/// What the clean-up handler does after a signal, given the program's earlier disposition.
typedef enum {
    /// It was ignored: the files stay and the write goes on (no handler is installed).
    ordersh_cleanup_ignore = 0,
    /// It had a handler: the files go, then that handler runs with what the signal brought.
    ordersh_cleanup_call_previous = 1,
    /// It ended the program: the files go, then the signal ends it by default.
    ordersh_cleanup_end_by_default = 2,
} ordersh_cleanup_course;

/// The course for an earlier disposition (the rule the handler follows, exposed for tests).
ordersh_cleanup_course ordersh_cleanup_course_for(const struct sigaction *earlier);

/// From now until `ordersh_cleanup_disarm`, SIGINT, SIGTERM, SIGHUP or SIGQUIT removes the
/// `count` files of `paths` (at most 4, each shorter than PATH_MAX bytes), then does what
/// the signal did before: ignored, it is still ignored (no handler is installed for it,
/// and the files stay); handled, the earlier handler runs; by default, it ends the program.
/// Replaces any earlier arming; the paths are copied. Returns 0, or -1 with errno set
/// (EINVAL, ENAMETOOLONG) and nothing armed.
int ordersh_cleanup_arm(const char *const *paths, int count);

/// The earlier dispositions are back and no path is kept.
void ordersh_cleanup_disarm(void);

#endif
