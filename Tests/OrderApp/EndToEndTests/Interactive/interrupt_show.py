#!/usr/bin/env python3
"""Stops a long output at a real pseudo-terminal (shell.md §4): Ctrl-C during `show` of a
long list, and a pager that quits early (as `q` in less does).

Usage: interrupt_show.py ORDERSH_BINARY WORK_DIR DATA_FILE

Loads DATA_FILE and times `show list --format records > /dev/null`, the work of the whole
output (T). Then shows it at the terminal and presses Ctrl-C after T / 10: the prompt must
come back with `error: interrupted`, and no note that the command had finished, within
T / 2 of the press (the whole output to a terminal takes longer than T). Then, with a pager
that reads three lines and quits, the same `show` must give the prompt back within T / 2,
with no error. Last, Ctrl-C during a `sort` of the list stops it the same way. Prints one line per check and exits 1 at the first failure.
"""
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from pty_terminal import PROMPT, Terminal, check

BINARY, WORK, DATA = sys.argv[1], sys.argv[2], sys.argv[3]
FINISHED = b"note: the command had finished"


def session(pager):
    env = dict(os.environ)
    env.update({"ORDERSH_HISTORY": "", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": WORK, "PAGER": pager, "NO_COLOR": "1"})
    env.pop("EDITRC", None)
    argv = [BINARY, "--timezone", "UTC", "--now", "2026-11-22T12:00:00Z", "--data", DATA]
    s = Terminal(argv, env, WORK, rows=24, columns=80)
    check(s, s.read_until(PROMPT), "the prompt appears")
    s.wait_for_raw_mode()
    check(s, s.command("load orders; filter month = all", timeout=600.0), "the list loads")
    return s


s = session("")
s.wait_for_raw_mode()
started = time.time()
check(s, s.command("show list --format records > /dev/null", timeout=600.0), "the whole output is made once, for /dev/null")
whole = time.time() - started
print("the output takes %.2f s to make" % whole)

s.wait_for_raw_mode()
s.send("show list --format records\r")
check(s, s.wait_for_cooked_mode(), "the line is read")
s.pause(whole / 10)
mark = s.cursor
pressed = time.time()
s.send("\x03")
check(s, s.read_until(PROMPT, timeout=600.0), "Ctrl-C during the output: the prompt comes back")
answered = time.time() - pressed
answer = s.output[mark:s.cursor]
print("the prompt came back %.3f s after the press" % answered)
check(s, b"error: interrupted" in answer and FINISHED not in answer, "the show says interrupted, and not that it had finished")
check(s, answered < whole / 2, "the prompt is back within half the output's time (%.2f s against %.2f s)" % (answered, whole))
check(s, s.command("show list.countLabel", b" orders\r\n"), "the session goes on")
check(s, s.command("quit", b""), "quit")
s.exit_status()

s = session("head -n 3 >/dev/null")
s.wait_for_raw_mode()
mark = s.cursor
started = time.time()
check(s, s.command("show list --format records", timeout=600.0), "with a pager that quits after three lines, the prompt comes back")
took = time.time() - started
answer = s.output[mark:s.cursor]
print("the prompt came back %.3f s after the command" % took)
check(s, b"error:" not in answer, "the pager's quitting is no error")
check(s, took < whole / 2, "the output stopped with the pager (%.2f s against %.2f s)" % (took, whole))
check(s, s.command("quit", b""), "quit")
s.exit_status()

s = session("")
s.wait_for_raw_mode()
started = time.time()
check(s, s.command("sort total asc", timeout=600.0), "the list sorts once")
sorting = time.time() - started
print("a sort takes %.2f s" % sorting)
if sorting < 0.2:
    # Too quick to press a key during it (100,000 orders in a debug build): the unit tests
    # cover a cancelled sort; scripts/check-interrupts checks a million orders.
    print("skipped: a sort of %.2f s is too quick to press Ctrl-C during it" % sorting)
    check(s, s.command("quit", b""), "quit")
    s.exit_status()
    print("all output stop checks passed")
    sys.exit(0)
s.wait_for_raw_mode()
s.send("sort total desc\r")
check(s, s.wait_for_cooked_mode(), "the sort's line is read")
s.pause(sorting / 10)
mark = s.cursor
pressed = time.time()
s.send("\x03")
check(s, s.read_until(PROMPT, timeout=600.0), "Ctrl-C during the sort: the prompt comes back")
answered = time.time() - pressed
answer = s.output[mark:s.cursor]
print("the prompt came back %.3f s after the press" % answered)
check(s, b"error: interrupted" in answer and FINISHED not in answer, "the sort says interrupted, and not that it had finished")
check(s, answered < sorting / 2, "the prompt is back within half the sort's time (%.2f s against %.2f s)" % (answered, sorting))
check(s, s.command("quit", b""), "quit")
s.exit_status()
print("all output stop checks passed")
