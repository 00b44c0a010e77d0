#!/usr/bin/env python3
"""Presses Ctrl-C across a large load at a real pseudo-terminal (shell.md §4).

Usage: interrupt_load.py ORDERSH_BINARY WORK_DIR DATA_FILE [PRESSES]

Loads DATA_FILE once to the end (its time, T, spreads the presses), then runs
`load orders` PRESSES times (default 12), pressing Ctrl-C at (k + 0.5)/PRESSES of 1.15 T, the
last ones past its end. Before each load the file's modification time moves on, as a new
export's would, so each load reads it again (an unchanged file is not read twice). After each press the prompt must come back with either `interrupted`
(and the list as the first load left it) or a note that the load had already finished;
a press that nobody answers fails. Prints one line per check and exits 1 at the first
failure, with the terminal output seen so far.
"""
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from pty_terminal import PROMPT, Terminal, check

BINARY, WORK, DATA = sys.argv[1], sys.argv[2], sys.argv[3]
PRESSES = int(sys.argv[4]) if len(sys.argv) > 4 else 12
FINISHED = b"note: the command had finished when Ctrl-C came"

env = dict(os.environ)
env.update({"ORDERSH_HISTORY": "", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": WORK, "PAGER": "", "NO_COLOR": "1"})
env.pop("EDITRC", None)
argv = [BINARY, "--timezone", "UTC", "--now", "2026-11-22T12:00:00Z", "--data", DATA]
s = Terminal(argv, env, WORK, rows=24, columns=80)
check(s, s.read_until(PROMPT), "the prompt appears")
s.wait_for_raw_mode()
started = time.time()
check(s, s.command("load orders", timeout=600.0), "the first load runs to the end")
whole = time.time() - started
mark = s.cursor
check(s, s.command("show list.countLabel"), "the list's count")
count = s.output[mark:s.cursor].split(b"\r\n")[-2].strip()
check(s, count.endswith(b" orders"), "the list shows a count of orders: %r" % count)
print("the load takes %.2f s; the list shows %s" % (whole, count.decode()))
# Some presses past the load's end, so both answers are seen.
interrupted = finished = 0
for press in range(PRESSES):
    delay = whole * (press + 0.5) / PRESSES * 1.15
    os.utime(DATA, (time.time(), time.time() + press + 1))
    s.wait_for_raw_mode()
    s.send("load orders\r")
    # The delay counts from the line's being read, not from its being typed. The terminal
    # is read meanwhile: the press would flush what was left unread, the prompt with it.
    check(s, s.wait_for_cooked_mode(), "press %d: the line is read" % (press + 1))
    s.pause(delay)
    mark = s.cursor
    s.send("\x03")
    check(s, s.read_until(PROMPT, timeout=600.0), "press %d at %.2f s: the prompt comes back" % (press + 1, delay))
    answer = s.output[mark:s.cursor]
    if b"error: interrupted" in answer:
        interrupted += 1
        check(s, s.command("show list.countLabel", b"\n" + count + b"\r\n") and s.read_until(PROMPT),
              "press %d: interrupted, and the list is as the first load left it" % (press + 1))
    elif FINISHED in answer:
        finished += 1
        print("ok: press %d: the load had finished, and says so" % (press + 1))
    else:
        # The load had ended and the prompt was back before the press: it lands at the
        # prompt, which shows ^C and a fresh prompt. The press flushes what the terminal
        # had not passed on yet; if that held the load's prompt, the answer is all there is.
        answered = answer.endswith(b"^C\r\n" + PROMPT) or (s.read_until(b"^C", timeout=30.0) and s.read_until(PROMPT))
        check(s, answered, "press %d, after the load, is answered at the prompt" % (press + 1))
        print("ok: press %d came at the prompt, after the load" % (press + 1))
check(s, interrupted > 0, "some presses interrupted the load (%d of %d; %d after it finished)" % (interrupted, PRESSES, finished))
check(s, s.command("quit", b""), "quit")
s.exit_status()
print("all interrupt checks passed")
