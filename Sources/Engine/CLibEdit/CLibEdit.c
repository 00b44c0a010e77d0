// wcwidth(3) is an X/Open function: glibc declares it with _XOPEN_SOURCE (implied here).
#define _GNU_SOURCE
#include "CLibEdit.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <termios.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

void ordersh_setlocale_ctype(void) {
    const char *name = setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (name == NULL || codeset == NULL || strcmp(codeset, "UTF-8") != 0) {
        setlocale(LC_CTYPE, "C.UTF-8");
    }
}

// MARK: Ctrl-C

// Set by the signal handler (on whatever thread the signal lands) and cleared by the
// editor's thread: a lock-free atomic, safe in a handler and free of data races.
static atomic_int interrupted = 0;
static int reader_pipe[2] = {-1, -1};   // wakes a pending read
static int resize_pipe[2] = {-1, -1};   // a window resize wakes a pending read too
static int command_pipe[2] = {-1, -1};  // tells Swift to cancel the running command

// Each press is answered once, by one side. While the editor reads a line it is the
// editor's: the flag and the reader pipe end the read. Otherwise it is the command side's:
// the handler counts it, and the thread reading the command pipe claims it and cancels
// the running command. Before each prompt the editor takes the presses that thread has
// not claimed (it ran late, or the command had ended): they cancelled nothing. The editor
// used to wait, at most five seconds, for the thread to take every press; on a loaded
// machine the thread ran later than that, and the press was answered by neither.
//
// `presses` holds the reading bit and the count of unclaimed presses in one word, so a
// press is counted, or is the editor's, never both and never neither.
#define PRESSES_READING 0x40000000
static atomic_int presses = 0;
// Non-zero while the thread may hold a claimed press it has not answered yet.
static atomic_int claiming = 0;

// Wakes the thread that claims the command side's presses.
static void wake_command_side(void) {
    char byte = 'i';
    if (write(command_pipe[1], &byte, 1) < 0) { /* full: a wake-up is pending */ }
}

// Hands the press the editor's flag holds, if any, to the command side: no read is
// pending to take it.
static void hand_flag_to_command_side(void) {
    if (atomic_exchange(&interrupted, 0)) {
        atomic_fetch_add(&presses, 1);
        wake_command_side();
    }
}

static void on_interrupt(int signal_number) {
    (void)signal_number;
    int saved = errno;
    int state = atomic_load(&presses);
    for (;;) {
        if (state & PRESSES_READING) {
            atomic_store(&interrupted, 1);
            char byte = 'i';
            if (write(reader_pipe[1], &byte, 1) < 0) { /* the pipe is full: a wake-up is pending */ }
            // The read may have ended between the test and the flag, its end finding no
            // flag to hand on: the handler hands it on then, unless the end took it first.
            if (!(atomic_load(&presses) & PRESSES_READING)) hand_flag_to_command_side();
            break;
        }
        if (atomic_compare_exchange_weak(&presses, &state, state + 1)) {
            // Counted before the wake-up, so the thread finds it when it wakes.
            wake_command_side();
            break;
        }
    }
    errno = saved;
}

void ordersh_interrupt_as_if_pressed(void) {
    on_interrupt(SIGINT);
}

int ordersh_interrupt_next_press(void) {
    for (;;) {
        // Announced before the claim: the editor, having taken the unclaimed presses,
        // waits for a claim that may have come just before.
        atomic_fetch_add(&claiming, 1);
        int state = atomic_load(&presses);
        while ((state & ~PRESSES_READING) > 0) {
            if (atomic_compare_exchange_weak(&presses, &state, state - 1)) return 1;
        }
        atomic_fetch_sub(&claiming, 1);
        // Nothing to claim: wait for the next wake-up. A byte whose press the editor took
        // wakes the thread for nothing.
        char byte;
        ssize_t count = read(command_pipe[0], &byte, 1);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return 0;
    }
}

void ordersh_interrupt_answered(void) {
    atomic_fetch_sub(&claiming, 1);
}

static int make_pipe(int fds[2], int nonblocking_read) {
    if (pipe(fds) != 0) return -1;
    fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK);
    if (nonblocking_read) fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

/// Installs `handler` for `signal_number`, interrupted system calls restarted.
static int install_handler(int signal_number, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(signal_number, &action, NULL);
}

int ordersh_interrupt_install(void) {
    if (reader_pipe[0] < 0 && make_pipe(reader_pipe, 1) != 0) return -1;
    if (command_pipe[0] < 0 && make_pipe(command_pipe, 0) != 0) return -1;
    if (install_handler(SIGINT, on_interrupt) != 0) return -1;
    return 0;
}

// A resize while a line is typed: libedit keeps the width it read at start unless it
// handles signals itself (which would replace the SIGINT handler above), and redrew the
// line at the old width, so only its tail showed until Enter. The handler wakes the key
// reader, which tells libedit the new size and has it redraw the line.
static void on_resize(int signal_number) {
    (void)signal_number;
    int saved = errno;
    char byte = 'w';
    if (write(resize_pipe[1], &byte, 1) < 0) { /* full: a redraw is pending */ }
    errno = saved;
}

int ordersh_resize_install(void) {
    if (resize_pipe[0] < 0 && make_pipe(resize_pipe, 1) != 0) return -1;
    return install_handler(SIGWINCH, on_resize);
}

int ordersh_interrupt_take(void) {
    return atomic_exchange(&interrupted, 0);
}

static void drain_reader_pipe(void) {
    if (reader_pipe[0] < 0) return;
    char buffer[64];
    while (read(reader_pipe[0], buffer, sizeof buffer) > 0) {}
}

int ordersh_interrupt_begin_reading(int limit_ms) {
    if (atomic_load(&presses) & PRESSES_READING) return 0;
    // A press the last read caught after its line was in would end this one at once.
    drain_reader_pipe();
    atomic_store(&interrupted, 0);
    int taken = atomic_exchange(&presses, PRESSES_READING);
    // A claimed press is answered in the time the thread takes to cancel a task; the
    // limit only keeps a thread that never runs from hanging the prompt.
    for (int waited = 0; atomic_load(&claiming) > 0 && waited < limit_ms; waited++) usleep(1000);
    return taken & ~PRESSES_READING;
}

void ordersh_interrupt_end_reading(void) {
    atomic_fetch_and(&presses, ~PRESSES_READING);
    // A press that came once the read had its line found no read to end (the reader
    // takes the flag when a press ends it). It is the command side's: it cancels the
    // command about to start, as one a moment later would. The next read forgot it.
    hand_flag_to_command_side();
}

// MARK: Reading keys

// The prompt being shown (set by ordersh_el_set_prompt, below).
static char *prompt_text;

/// The display width of `count` wide characters (a character of unknown width counts one).
static int display_width(const wchar_t *text, size_t count) {
    int width = 0;
    for (size_t i = 0; i < count; i++) {
        int one = wcwidth(text[i]);
        width += one < 0 ? 1 : one;
    }
    return width;
}

static int prompt_width(void) {
    const char *prompt = prompt_text != NULL ? prompt_text : "";
    wchar_t wide[256];
    size_t count = mbstowcs(wide, prompt, 255);
    return count == (size_t)-1 ? (int)strlen(prompt) : display_width(wide, count);
}

/// A resize while a line is typed: the line is drawn once more at the new width, from the
/// row its prompt is on, and everything below is cleared. libedit's own refresh redraws
/// from the row the cursor is on, as if that were the prompt's: each resize of a line that
/// wraps left a copy above. Where the prompt's row is depends on the terminal: most
/// (tmux, VTE, iTerm2, kitty) re-wrap the line at the new width, and that is assumed: the
/// rows above the cursor are those the text before it fills at the new width. An empty
/// line needs no redraw: the prompt is where it was.
static void redraw_after_resize(EditLine *el) {
    struct winsize size;
    int columns = 0;
    if ((ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 || ioctl(STDIN_FILENO, TIOCGWINSZ, &size) == 0) && size.ws_col > 0) {
        columns = size.ws_col;
    }
    const LineInfoW *typed = el_wline(el);
    if (typed == NULL || typed->buffer == typed->lastchar || columns == 0) {
        el_resize(el);
        return;
    }
    int before = prompt_width() + display_width(typed->buffer, (size_t)(typed->cursor - typed->buffer));
    int rows_up = before / columns;
    char move[32];
    int length = rows_up > 0 ? snprintf(move, sizeof move, "\r\033[%dA\033[J", rows_up) : snprintf(move, sizeof move, "\r\033[J");
    if (length > 0) {
        fflush(stdout);
        if (write(STDOUT_FILENO, move, (size_t)length) < 0) { /* the redraw below still runs */ }
    }
    el_resize(el);
    el_set(el, EL_REFRESH);
}

/// Reads one character for libedit, decoding the locale's multibyte encoding, and
/// gives up (returning -1) when Ctrl-C is pressed, so el_gets returns at once.
static int read_decoded(EditLine *el, wchar_t *out) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        struct pollfd fds[3] = {
            {.fd = STDIN_FILENO, .events = POLLIN},
            {.fd = reader_pipe[0], .events = POLLIN},
            {.fd = resize_pipe[0], .events = POLLIN},
        };
        int ready = poll(fds, 3, -1);
        if (ready < 0) {
            if (errno == EINTR) {
                if (atomic_load(&interrupted)) { errno = EINTR; *out = 0; return -1; }
                continue;
            }
            *out = 0;
            return -1;
        }
        if (resize_pipe[0] >= 0 && (fds[2].revents & POLLIN)) {
            char drained[64];
            while (read(resize_pipe[0], drained, sizeof drained) > 0) {}
            redraw_after_resize(el);
            if (!(fds[0].revents & POLLIN) && !(fds[1].revents & POLLIN)) continue;
        }
        if (reader_pipe[0] >= 0 && (fds[1].revents & POLLIN)) {
            drain_reader_pipe();
            errno = EINTR;
            *out = 0;
            return -1;
        }
        char byte;
        ssize_t n = read(STDIN_FILENO, &byte, 1);
        if (n == 0) { *out = 0; return 0; }
        // A Ctrl-D typed while a command ran reached the terminal in canonical mode, which
        // keeps it as an end-of-file mark; once libedit turns canonical mode off, that mark
        // reads as a NUL byte. Taken as a NUL (em-set-mark), it was swallowed, and the line
        // then held an invisible character, so every later Ctrl-D only beeped. On an empty
        // line a NUL is read as the Ctrl-D it was.
        if (n == 1 && byte == 0 && count == 0) {
            const LineInfo *line = el_line(el);
            if (line != NULL && line->buffer == line->lastchar) { *out = 0; return 0; }
        }
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            *out = 0;
            return -1;
        }
        bytes[count++] = byte;
        wchar_t decoded;
        // The state keeps the bytes of an incomplete sequence: pass only the new one.
        size_t result = mbrtowc(&decoded, &byte, 1, &state);
        if (result == (size_t)-2 && count < sizeof bytes) continue;  // incomplete sequence
        if (result == (size_t)-1 || result == (size_t)-2) {
            // Not valid in this encoding: pass the first byte through as-is.
            *out = (wchar_t)(unsigned char)bytes[0];
            return 1;
        }
        *out = result == 0 ? L'\0' : decoded;
        return 1;
    }
}

// MARK: Arrows after Ctrl-R

// libedit's incremental search (Ctrl-R) ends at an Escape and takes only that byte: the
// rest of an arrow key's sequence (`[C`) was then typed into the line, and went into the
// history with it. Readline's habit is that an arrow accepts the match and moves. While a
// search runs, an arrow's whole sequence is read here and given to libedit as the control
// key that does the same move (Right ^F, Left ^B, Up ^P, Down ^N, Home ^A, End ^E), which
// ends the search and then runs; any other sequence ends the search and is dropped.
static int searching = 0;

/// The next byte of the terminal if one comes within `milliseconds`, else -1.
static int next_byte_within(int milliseconds) {
    struct pollfd fd = {.fd = STDIN_FILENO, .events = POLLIN};
    if (poll(&fd, 1, milliseconds) <= 0) return -1;
    unsigned char byte;
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : -1;
}

/// The control key for the escape sequence that began with `ESC introducer`, its bytes read.
static wchar_t key_for_sequence(int introducer) {
    if (introducer != '[' && introducer != 'O') return 0;
    int final = next_byte_within(50);
    // Parameters (`1;5C`) come before the final byte.
    while (final >= 0x30 && final <= 0x3F) final = next_byte_within(50);
    switch (final) {
    case 'C': return 0x06;  // Right: ^F
    case 'D': return 0x02;  // Left: ^B
    case 'A': return 0x10;  // Up: ^P
    case 'B': return 0x0E;  // Down: ^N
    case 'H': return 0x01;  // Home: ^A
    case 'F': return 0x05;  // End: ^E
    default: return 0;
    }
}

static int read_character(EditLine *el, wchar_t *out) {
    int result = read_decoded(el, out);
    if (result != 1) {
        searching = 0;
        return result;
    }
    wchar_t key = *out;
    if (key == 0x12 || key == 0x13) {
        searching = 1;  // Ctrl-R, Ctrl-S: a search starts (or goes on)
    } else if (searching && key == 0x1B) {
        searching = 0;
        int introducer = next_byte_within(50);
        if (introducer < 0) return 1;  // Escape alone ends the search, as libedit has it
        wchar_t translated = key_for_sequence(introducer);
        // An unknown sequence ends the search (Escape) and none of its bytes is typed.
        *out = translated != 0 ? translated : 0x1B;
    } else if (searching && key < 0x20 && key != 0x08 && key != 0x17) {
        searching = 0;  // Enter, Ctrl-G or another key ends the search
    }
    return 1;
}

// MARK: Editor

static char *prompt_text = NULL;

static char *current_prompt(EditLine *el) {
    (void)el;
    return prompt_text != NULL ? prompt_text : "";
}

// MARK: SIGTERM and SIGHUP

static struct termios terminal_at_start;
static int terminal_saved = 0;

static void on_termination(int signal_number) {
    // Only async-signal-safe calls: put the terminal back as it was, then leave.
    if (terminal_saved) tcsetattr(STDIN_FILENO, TCSANOW, &terminal_at_start);
    _exit(128 + signal_number);
}

int ordersh_termination_install(void) {
    if (tcgetattr(STDIN_FILENO, &terminal_at_start) == 0) terminal_saved = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_termination;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGTERM, &action, NULL) != 0) return -1;
    if (sigaction(SIGHUP, &action, NULL) != 0) return -1;
    return 0;
}

EditLine *ordersh_el_open(const char *program) {
    drain_reader_pipe();
    EditLine *el = el_init(program, stdin, stdout, stderr);
    if (el == NULL) return NULL;
    el_set(el, EL_GETCFN, read_character);
    el_set(el, EL_PROMPT, current_prompt);
    return el;
}

void ordersh_el_set_prompt(EditLine *el, const char *prompt) {
    (void)el;
    char *copy = strdup(prompt);
    if (copy == NULL) return;
    free(prompt_text);
    prompt_text = copy;
}

void ordersh_el_set_editor(EditLine *el, const char *mode) { el_set(el, EL_EDITOR, mode); }

void ordersh_el_set_history(EditLine *el, History *list) { el_set(el, EL_HIST, history, list); }

void ordersh_el_add_function(EditLine *el, const char *name, const char *help,
                             unsigned char (*function)(EditLine *, int)) {
    el_set(el, EL_ADDFN, name, help, function);
}

void ordersh_el_bind(EditLine *el, const char *key, const char *function) {
    el_set(el, EL_BIND, key, function, NULL);
}

void ordersh_el_set_client_data(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }

void *ordersh_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

// The window's size as the terminal says it now (it may have been resized since libedit
// started, and libedit keeps its first reading unless it handles SIGWINCH itself); libedit
// is told, so its own redrawing uses the new width too.
static int window_size(EditLine *el, struct winsize *size) {
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, size) != 0 && ioctl(STDIN_FILENO, TIOCGWINSZ, size) != 0) return 0;
    if (size->ws_col == 0 || size->ws_row == 0) return 0;
    el_resize(el);
    return 1;
}

int ordersh_el_columns(EditLine *el) {
    struct winsize size;
    if (window_size(el, &size)) return size.ws_col;
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns) != 0 || columns <= 0) return 80;
    return columns;
}

int ordersh_el_lines(EditLine *el) {
    struct winsize size;
    if (window_size(el, &size)) return size.ws_row;
    int lines = 0;
    if (el_get(el, EL_GETTC, "li", &lines) != 0 || lines <= 0) return 24;
    return lines;
}

// MARK: History

History *ordersh_history_open(int size) {
    History *list = history_init();
    if (list == NULL) return NULL;
    HistEvent event;
    history(list, &event, H_SETSIZE, size);
    history(list, &event, H_SETUNIQUE, 1);
    return list;
}

void ordersh_history_enter(History *list, const char *line) {
    HistEvent event;
    history(list, &event, H_ENTER, line);
}

void ordersh_history_close(History *list) { history_end(list); }
