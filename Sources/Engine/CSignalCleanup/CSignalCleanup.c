#include "CSignalCleanup.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

// Everything the handler reads is static memory written before it is published, so the
// handler calls nothing but unlink, sigaction, pthread_sigmask, raise and the earlier
// handler: no allocation, no lock, no Swift runtime (whose metadata lock a Swift handler
// could wait on forever, held by the frame the signal interrupted).

enum { signal_count = 4, path_limit = 4, path_size = PATH_MAX + 1 };

static const int cleanup_signals[signal_count] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

/// The files one arming removes.
struct path_set {
    int count;
    char paths[path_limit][path_size];
};

// Two sets, used in turn, so a handler still reading the set published before does not
// read a path half overwritten by the next arming.
static struct path_set sets[2];
static int next_set = 0;
static _Atomic(struct path_set *) current = NULL;

/// The dispositions before arming, one per signal; `installed` says whose handler is ours.
static struct sigaction earlier[signal_count];
static volatile sig_atomic_t installed[signal_count];

static pthread_mutex_t arming = PTHREAD_MUTEX_INITIALIZER;

ordersh_cleanup_course ordersh_cleanup_course_for(const struct sigaction *action) {
    if (action->sa_flags & SA_SIGINFO) {
        return action->sa_sigaction != NULL ? ordersh_cleanup_call_previous : ordersh_cleanup_end_by_default;
    }
    if (action->sa_handler == SIG_IGN) return ordersh_cleanup_ignore;
    if (action->sa_handler == SIG_DFL) return ordersh_cleanup_end_by_default;
    return ordersh_cleanup_call_previous;
}

static int position_of(int signal_number) {
    for (int index = 0; index < signal_count; index++) {
        if (cleanup_signals[index] == signal_number) return index;
    }
    return -1;
}

static void on_signal(int signal_number, siginfo_t *info, void *context) {
    int saved = errno;
    int index = position_of(signal_number);
    if (index < 0 || !installed[index]) { errno = saved; return; }
    const struct sigaction *before = &earlier[index];
    ordersh_cleanup_course course = ordersh_cleanup_course_for(before);
    if (course == ordersh_cleanup_ignore) { errno = saved; return; }
    struct path_set *set = atomic_load(&current);
    if (set != NULL) {
        for (int path = 0; path < set->count; path++) unlink(set->paths[path]);
    }
    if (course == ordersh_cleanup_call_previous) {
        if (before->sa_flags & SA_SIGINFO) before->sa_sigaction(signal_number, info, context);
        else before->sa_handler(signal_number);
        errno = saved;
        return;
    }
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    errno = saved;
}

static void disarm_locked(void) {
    for (int index = 0; index < signal_count; index++) {
        if (installed[index]) {
            sigaction(cleanup_signals[index], &earlier[index], NULL);
            installed[index] = 0;
        }
    }
    atomic_store(&current, NULL);
}

int ordersh_cleanup_arm(const char *const *paths, int count) {
    if (count < 0 || count > path_limit) { errno = EINVAL; return -1; }
    for (int path = 0; path < count; path++) {
        if (strlen(paths[path]) >= path_size) { errno = ENAMETOOLONG; return -1; }
    }
    pthread_mutex_lock(&arming);
    disarm_locked();
    struct path_set *set = &sets[next_set];
    next_set = 1 - next_set;
    set->count = count;
    for (int path = 0; path < count; path++) strcpy(set->paths[path], paths[path]);
    atomic_store(&current, set);
    for (int index = 0; index < signal_count; index++) {
        int signal_number = cleanup_signals[index];
        struct sigaction before;
        if (sigaction(signal_number, NULL, &before) != 0) continue;
        // An ignored signal stays ignored: no handler, so a system call is not interrupted.
        if (ordersh_cleanup_course_for(&before) == ordersh_cleanup_ignore) continue;
        earlier[index] = before;
        struct sigaction ours;
        memset(&ours, 0, sizeof ours);
        ours.sa_sigaction = on_signal;
        // While the handler runs the other ending signals wait, so one clean-up runs at a time.
        sigemptyset(&ours.sa_mask);
        for (int other = 0; other < signal_count; other++) sigaddset(&ours.sa_mask, cleanup_signals[other]);
        // A handler installed to restart interrupted calls still gets them restarted.
        ours.sa_flags = SA_SIGINFO | (before.sa_flags & (SA_RESTART | SA_ONSTACK));
        installed[index] = 1;
        if (sigaction(signal_number, &ours, NULL) != 0) installed[index] = 0;
    }
    pthread_mutex_unlock(&arming);
    return 0;
}

void ordersh_cleanup_disarm(void) {
    pthread_mutex_lock(&arming);
    disarm_locked();
    pthread_mutex_unlock(&arming);
}
