// A small, non-variadic C surface over libedit for Swift.
//
// libedit's el_set, el_get and history are C variadic functions, which Swift cannot
// call; each wrapper here makes one such call with fixed arguments. The rest of the
// editline API (el_init, el_gets, el_line, el_insertstr, ...) is used directly.
#ifndef ORDERSH_CLIBEDIT_H
#define ORDERSH_CLIBEDIT_H

#include <histedit.h>
#include <stdio.h>

/// Sets LC_CTYPE from the environment (falling back to C.UTF-8 when the environment
/// names no UTF-8 locale), so libedit decodes UTF-8 input. Call before el_init.
void ordersh_setlocale_ctype(void);

/// Opens an editor on stdin/stdout/stderr, reading keys through ordersh's own
/// read function so that Ctrl-C can end a read (see ordersh_interrupt_install).
EditLine *ordersh_el_open(const char *program);

/// Sets the prompt text (copied).
void ordersh_el_set_prompt(EditLine *el, const char *prompt);
/// Selects the key map: "emacs" or "vi".
void ordersh_el_set_editor(EditLine *el, const char *mode);
/// Attaches a history list used by the up and down arrows and Ctrl-R.
void ordersh_el_set_history(EditLine *el, History *history);
/// Adds a named editor function.
void ordersh_el_add_function(EditLine *el, const char *name, const char *help,
                             unsigned char (*function)(EditLine *, int));
/// Binds a key sequence (e.g. "^I") to a named editor function.
void ordersh_el_bind(EditLine *el, const char *key, const char *function);
/// Stores and reads back an opaque pointer for callbacks.
void ordersh_el_set_client_data(EditLine *el, void *data);
void *ordersh_el_client_data(EditLine *el);
/// The terminal's width in columns, read afresh (a resize since the last call counts).
int ordersh_el_columns(EditLine *el);
/// The terminal's height in lines, read afresh.
int ordersh_el_lines(EditLine *el);

/// A new history list of at most `size` entries, without consecutive duplicates.
History *ordersh_history_open(int size);
/// Appends one entry.
void ordersh_history_enter(History *history, const char *line);
/// Frees the history list.
void ordersh_history_close(History *history);

/// Installs a SIGINT handler for interactive use: each Ctrl-C ends a pending
/// ordersh_el_open read (el_gets returns NULL) and writes one byte to the pipe whose
/// read end is returned, so another thread can cancel a running command.
/// Returns -1 when the pipe cannot be made.
int ordersh_interrupt_install(void);
/// Saves the terminal's settings as they are now and installs a SIGTERM and SIGHUP
/// handler that restores them and exits with 128 + the signal. The history file needs
/// no saving then: each line is appended as soon as it is entered. Returns -1 on failure.
int ordersh_termination_install(void);
/// Installs a SIGWINCH handler: a resize while a line is typed redraws it at the new width.
int ordersh_resize_install(void);
/// Clears and returns whether Ctrl-C was pressed since the last call.
int ordersh_interrupt_take(void);
/// Forgets any Ctrl-C pressed before now (call before each read, so a Ctrl-C that
/// cancelled a command does not also end the next prompt).
void ordersh_interrupt_reset(void);
/// Does what the handler of ordersh_interrupt_install does for a Ctrl-C, on the calling
/// thread, without a signal: for tests, where a SIGINT sent to the process also reaches the
/// handler that removes whatever temporary file another test is writing at that moment.
void ordersh_interrupt_as_if_pressed(void);
/// Called by the thread that reads the pipe of ordersh_interrupt_install once it has
/// handed a press to the command side.
void ordersh_interrupt_answered(void);
/// Waits, for at most `limit_ms` milliseconds, until the command side has taken every
/// Ctrl-C written to the pipe so far. Returns 1 when it has, 0 at the limit.
int ordersh_interrupt_await_answers(int limit_ms);

#endif
