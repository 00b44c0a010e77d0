#!/usr/bin/env python3
"""The psql user's habits at a real pseudo-terminal (shell.md §1, §3, §4).

Usage: psql_habits.py ORDERSH_BINARY WORK_DIR

The start-up file runs before the first prompt (an error in it located, the session
starting anyway) and -X skips it; an interactive session exits 0 after a failed command,
on quit and on Ctrl-D, and `quit N` exits N; `show list > FILE` at 80 columns writes what
a pipe gets (`ordersh -c … | cat`), not the terminal's layout. Prints one line per check
and exits 1 at the first failure.
"""
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from pty_terminal import PROMPT, Terminal as PtyTerminal, check as pty_check

BINARY, WORK = sys.argv[1], sys.argv[2]
CONFIG = os.path.join(WORK, "config")
# The clock, zone and locale are pinned: no check depends on the day it runs.
PINNED = ["--now", "2026-11-22T12:00:00Z", "--timezone", "UTC", "--locale", "en_US"]
ENV = dict(os.environ)
ENV.update({"ORDERSH_HISTORY": "", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": WORK, "XDG_CONFIG_HOME": CONFIG})
ENV.pop("CI", None)
ENV.pop("NO_COLOR", None)
ENV["PAGER"] = ""  # a pager would wait for keys


class Terminal(PtyTerminal):
    def __init__(self, arguments, columns=200):
        super().__init__([BINARY] + PINNED + arguments, ENV, WORK, rows=40, columns=columns)


def check(ok, what, shown=b""):
    pty_check(shown, ok, what)


os.makedirs(os.path.join(CONFIG, "ordersh"))
with open(os.path.join(CONFIG, "ordersh", "ordershrc"), "w") as rc:
    rc.write("# my preferences\nset format records\nbogus\ntiming on\n")

# The start-up file: its commands ran, its error is located, the session started.
t = Terminal([])
check(t.read_until(PROMPT), "the prompt comes after the start-up file", t)
shown = t.output.decode("utf-8", "replace")
check("config/ordersh/ordershrc:3:1: error: unknown command 'bogus'" in shown, "an error in the start-up file is located", t)
check(t.command("set format"), "set format answers", t)
check(b"records" in t.output and b"(set)" in t.output, "the start-up file set the format", t)
check(t.command("nonsense"), "a failing command", t)
t.send("quit\r")
check(t.exit_status() == 0, "quit after a failed command exits 0 (shell.md §1)", t)

# -X skips it; Ctrl-D after a failure exits 0.
t = Terminal(["-X"])
check(t.read_until(PROMPT), "the prompt with -X", t)
check(b"bogus" not in t.output, "-X does not run the start-up file", t)
check(t.command("set format"), "set format answers with -X", t)
check(b"auto" in t.output and b"(default)" in t.output, "-X leaves the format at its default", t)
check(t.command("nonsense"), "a failing command with -X", t)
check(t.wait_for_raw_mode(), "the editor reads keys", t)
t.send("\x04")
check(t.exit_status() == 0, "Ctrl-D after a failed command exits 0", t)

# quit N
t = Terminal(["-X"])
check(t.read_until(PROMPT), "the prompt before quit 3", t)
t.send("quit 3\r")
check(t.exit_status() == 3, "quit 3 exits 3", t)

# show list > FILE at 80 columns is what a pipe gets, not the terminal's layout.
t = Terminal(["-X"], columns=80)
check(t.read_until(PROMPT), "the prompt at 80 columns", t)
check(t.command("load orders"), "load orders at 80 columns", t)
check(t.command("show list > list.txt"), "show list > list.txt at 80 columns", t)
t.send("quit\r")
check(t.exit_status() == 0, "quit after the redirection", t)
written = open(os.path.join(WORK, "list.txt"), "rb").read()
piped = subprocess.run([BINARY] + PINNED + ["-c", "load orders; show list"], cwd=WORK, env=ENV, stdin=subprocess.DEVNULL,
                       capture_output=True, timeout=120).stdout
check(written == piped, "show list > FILE at 80 columns is what `ordersh -c 'load orders; show list' | cat` prints", written)
check(b"\x1b[" not in written, "no colour in the file", written)
check(max(len(line) for line in written.decode().splitlines()) > 80, "the table at full width, wider than the window", written)

print("all psql habit checks passed")
