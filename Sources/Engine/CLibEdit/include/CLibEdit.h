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

/// Installs a SIGINT handler for interactive use. Between ordersh_interrupt_begin_reading
/// and ordersh_interrupt_end_reading a Ctrl-C ends the pending ordersh_el_open read
/// (el_gets returns NULL); otherwise it is a press for the command side, claimed with
/// ordersh_interrupt_next_press. Returns 0, or -1 when a pipe cannot be made or the
/// handler installed.
int ordersh_interrupt_install(void);
/// Saves the terminal's settings as they are now and installs a SIGTERM and SIGHUP
/// handler that restores them and exits with 128 + the signal. The history file needs
/// no saving then: each line is appended as soon as it is entered. Returns -1 on failure.
int ordersh_termination_install(void);
/// Installs a SIGWINCH handler: a resize while a line is typed redraws it at the new width.
int ordersh_resize_install(void);
/// Clears and returns whether Ctrl-C was pressed since the last call.
int ordersh_interrupt_take(void);
/// Does what the handler of ordersh_interrupt_install does for a Ctrl-C, on the calling
/// thread, without a signal: for tests, where a SIGINT sent to the process also reaches the
/// handler that removes whatever temporary file another test is writing at that moment.
void ordersh_interrupt_as_if_pressed(void);
/// For the command side's thread: blocks until a Ctrl-C is caught that the editor has not
/// taken, and claims it (returns 1); the caller cancels the running command, then calls
/// ordersh_interrupt_answered. Returns 0 when the pipe is closed.
int ordersh_interrupt_next_press(void);
/// The command side has answered the press ordersh_interrupt_next_press claimed.
void ordersh_interrupt_answered(void);
/// For the editor, before each prompt: from now until ordersh_interrupt_end_reading a
/// Ctrl-C is the editor's (it ends the read). Takes the presses the command side has not
/// claimed, waits (at most `limit_ms` milliseconds) until those it claimed are answered,
/// and returns how many it took: presses that cancelled nothing. Returns 0 at once when
/// reading has begun already.
int ordersh_interrupt_begin_reading(int limit_ms);
/// Ctrl-C is the command side's again: each press is counted for ordersh_interrupt_next_press.
/// A press the read did not take (ordersh_interrupt_take) because it came once the line
/// was in becomes the command side's too.
void ordersh_interrupt_end_reading(void);

#endif
