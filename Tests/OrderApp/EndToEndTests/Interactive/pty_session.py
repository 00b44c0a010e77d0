#!/usr/bin/env python3
"""Drives ordersh through a real pseudo-terminal (shell.md §4).

Usage: pty_session.py ORDERSH_BINARY WORK_DIR

Runs interactive sessions sharing one history file and checks: Tab completes a
command and an order number, the up arrow recalls a line from the earlier session,
Ctrl-C clears the prompt line and cancels a slow load (list.isLoading ends false), also
one a sourced file runs (the file stops),
a UTF-8 line round-trips, Ctrl-D exits with status 1 after the interrupted load (0 in a
session where nothing failed), long output goes through
$PAGER, and SIGTERM or SIGHUP restore the terminal and exit with 128 + the signal. Prints one line per check
and exits 1 at the first failure, with the terminal output seen so far.
"""
import os
import sys
import time
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from pty_terminal import PROMPT, Terminal, check

BINARY, WORK = sys.argv[1], sys.argv[2]
# Every command of shell.md §3 that is not exercised below, typed at the prompt.
EVERY_COMMAND = [
    "load orders", "filter status = shipped,delivered total>50", "sort total asc", "show list.countLabel",
    "filter", "filter reset", "show list", "load order #7F3A9C2E", "show detail", "show detail --json",
    "load cart 7f3a9c2e", "apply-promo SAVE20", "expect summary.hasDiscount", "clear-promo",
    "show summary", "load bookmarks", "show bookmarks", "props summary", "set latency 20ms", "load orders &",
    "wait", "set latency 0", "set fail load", "set fail off", "set now 2026-10-15T00:00:00Z",
    "set locale de_DE", "set timezone Europe/Berlin", "set data default", "trace on",
    "apply-promo TENOFF", "trace off", "source inc.osh", "echo done-every-command", "help clear",
    "history", "clear",
]
UTF8_LINE = "Crème brûlée 抹茶 🎉"


class Session(Terminal):
    def __init__(self, color=False, extra_env=None, rows=40, arguments=(), columns=200):
        env = dict(os.environ)
        env.update({
            "ORDERSH_HISTORY": os.path.join(WORK, "history"),
            "LANG": "C.UTF-8", "TERM": "xterm", "HOME": WORK,
            # No pager unless a check asks for one: a pager would wait for keys.
            "PAGER": "",
        })
        env.update(extra_env or {})
        env.pop("EDITRC", None)
        env.pop("NO_COLOR", None)
        if not color:
            env["NO_COLOR"] = "1"
        argv = [BINARY, "--timezone", "UTC", "--now", "2026-11-22T12:00:00Z"] + list(arguments)
        super().__init__(argv, env, WORK, rows=rows, columns=columns)


# First session: completion, UTF-8, Ctrl-C, Ctrl-D.
s = Session()
check(s, s.read_until(PROMPT), "the prompt appears")
check(s, s.output.startswith(b"ordersh ") and b": type 'help' for commands, Ctrl-D to quit\r\n" in s.output,
      "one banner line comes first")
# libedit redraws with cursor moves, so a completion shows as the inserted rest.
s.wait_for_raw_mode()
s.send("lo\t")
check(s, s.read_until(b"ad "), "Tab completes 'lo' to 'load '")
check(s, s.command("orders"), "load orders runs")
s.wait_for_raw_mode()
s.send("load order #7F3A9\t")
check(s, s.read_until(b"C2E "), "Tab completes an order number")
s.send("\r")
check(s, s.read_until(PROMPT), "load order runs")
check(s, s.command("show detail.orderNumber", b"Order #7F3A9C2E"), "the completed order loaded")
s.read_until(PROMPT)
s.wait_for_raw_mode()
s.send("half-typed line")
s.read_until(b"half-typed line")
s.send("\x03")
check(s, s.read_until(PROMPT), "Ctrl-C at the prompt gives a fresh prompt")
fresh = s.cursor
# Output lines start a line; the typed command is preceded by "echo ".
check(s, s.command("echo after-interrupt", b"\nafter-interrupt\r\n"), "the abandoned text is gone")
check(s, b"half-typed" not in s.output[fresh:s.cursor], "no trace of the abandoned text in the command")
s.read_until(PROMPT)
# A minute's latency: a prompt within 30 seconds can only come from the cancel, however
# slow the machine (a sanitizer, a parallel build).
check(s, s.command("set latency 1m"), "set latency 1m")
s.send("load orders\r")
check(s, s.wait_for_cooked_mode(), "the line is read, and the load runs")
s.pause(0.5)
started = time.time()
s.send("\x03")
check(s, s.read_until(PROMPT, timeout=120.0), "Ctrl-C cancels the slow load and returns to the prompt")
check(s, time.time() - started < 30.0, "before the load's minute of latency ended")
check(s, s.command("show list.isLoading", b"false"), "list.isLoading is false after the cancel")
s.read_until(PROMPT)
# The same load in a sourced file: the press cancels it and stops the file.
with open(os.path.join(WORK, "slow.osh"), "w") as script:
    script.write("echo sourced-first\nload orders\necho sourced-never\n")
s.send("source slow.osh\r")
check(s, s.read_until(b"sourced-first") and s.wait_for_cooked_mode(), "source runs its file, and its load")
s.pause(0.5)
mark = s.cursor
s.send("\x03")
check(s, s.read_until(PROMPT, timeout=120.0), "Ctrl-C cancels the sourced load and returns to the prompt")
# The load reports it (or source does, had the press come before the load started).
check(s, b"error: interrupted" in s.output[mark:s.cursor], "interrupted")
check(s, s.command("echo source-stopped"), "the prompt runs the next command")
check(s, b"sourced-never" not in s.output[mark:], "the file stopped: its last line never ran")
before = s.cursor
check(s, s.command("echo " + UTF8_LINE), "echo of a UTF-8 line runs")
# echo prints the text on a line of its own; the typed command (echoed by the editor,
# and by the terminal too when typed ahead of raw mode) starts with "echo ".
check(s, (b"\n" + UTF8_LINE.encode() + b"\r\n") in s.output[before:s.cursor], "a UTF-8 line round-trips")
# libedit prints the prompt before it puts the terminal in raw mode; a Ctrl-D sent in
# that instant meets the cooked terminal, which turns it into a silent end-of-file
# marker. A person cannot type that fast; the test waits for raw mode.
check(s, s.wait_for_raw_mode(), "the prompt reads keys in raw mode")
s.send("\x04")
status = s.exit_status()
# The slow load was interrupted, and an interrupted command failed: an interactive session
# still ends with 0 on Ctrl-D, as psql and sqlite3 do (shell.md §1).
check(s, status == 0, "Ctrl-D exits with status 0 after a failed command (found %s)" % status)

# Second session (in colour): the history of the first is recalled with the up arrow.
history = open(os.path.join(WORK, "history"), encoding="utf-8").read()
check(s, ("echo " + UTF8_LINE) in history, "the history file holds the UTF-8 line")
mode = os.stat(os.path.join(WORK, "history")).st_mode & 0o777
check(s, mode == 0o600, "the history file has mode 0600 (found %o)" % mode)
s = Session(color=True)
check(s, s.read_until(PROMPT), "the second session starts")
s.wait_for_raw_mode()
s.send("\x1b[A")
check(s, s.read_until(UTF8_LINE.encode()), "the up arrow recalls the earlier line")
s.send("\r")
check(s, s.read_until(b"\n" + UTF8_LINE.encode() + b"\r\n"), "the recalled line runs")
s.read_until(PROMPT)
# Ctrl-R, then an arrow key: the match is accepted and the arrow moves, as in readline;
# before, libedit ended the search at the Escape and typed "[C" into the line.
s.wait_for_raw_mode()
s.send("\x12")
s.pause(0.2)
s.send("after-inter")
check(s, s.read_until(b"after-inter"), "Ctrl-R shows the search")
s.pause(0.2)
s.send("\x1b[C")
s.pause(0.2)
s.send("\r")
check(s, s.read_until(b"\nafter-interrupt\r\n"), "Right after Ctrl-R accepts the match, which runs")
s.read_until(PROMPT)
history_now = open(os.path.join(WORK, "history"), encoding="utf-8").read()
check(s, "[C" not in history_now, "no arrow's bytes went into the line or the history")
check(s, s.command("load order #7F3A9C2E"), "load order in the colour session")
check(s, s.command("show detail", b"\x1b[34mShipped\x1b[0m"), "on a terminal the status shows in its colour (blue)")
s.read_until(PROMPT)
with open(os.path.join(WORK, "inc.osh"), "w") as include:
    include.write("echo from-inc\n")
mark = s.cursor
for line in EVERY_COMMAND:
    check(s, s.command(line), "typed at the prompt: " + line)
check(s, b"error:" not in s.output[mark:s.cursor], "every command ran without an error")
check(s, b"\nfrom-inc\r\n" in s.output[mark:], "source ran its file")
check(s, s.command("watch bookmarks", b"watching bookmarks"), "watch draws the ViewModel")
s.pause(0.3)
mark = s.cursor
s.send("\x03")
check(s, s.read_until(PROMPT), "Ctrl-C ends watch")
# Ctrl-C is how watch ends: the press was answered, with no note that it cancelled nothing.
check(s, b"note:" not in s.output[mark:s.cursor], "Ctrl-C ends watch without a note")
check(s, s.command("quit", b""), "quit")
status = s.exit_status()
check(s, status == 0, "quit exits with status 0 (found %s)" % status)

def cells(line):
    """The columns a line takes on a terminal: wide and fullwidth characters 2, combining
    marks and format characters 0 (close enough to wcwidth for these rows)."""
    text = line.decode("utf-8", "replace")
    return sum(0 if unicodedata.category(c) in ("Mn", "Me", "Cf") else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
               for c in text)


# A resized window: tables fit the new width, read when the next command runs.
s = Session(rows=40)
check(s, s.read_until(PROMPT), "a 200-column terminal")
check(s, s.command("load orders"), "load orders")
mark = s.cursor
check(s, s.command("show list"), "show list at 200 columns")
wide = max(cells(line) for line in s.output[mark:s.cursor].split(b"\r\n"))
check(s, wide > 100, "at 200 columns the table is wider than 100 (found %d)" % wide)
s.resize(40, 100)
# A command after the resize, so that whatever it redraws is over before the one measured.
check(s, s.command("echo resized-100", b"\nresized-100\r\n") and s.read_until(PROMPT), "a command at 100 columns")
mark = s.cursor
check(s, s.command("show list"), "show list after resizing to 100 columns")
narrow = max(cells(line) for line in s.output[mark:s.cursor].split(b"\r\n"))
check(s, narrow <= 100, "after the resize no line is wider than 100 (found %d)" % narrow)
# At 80 columns the list does not fit even with titles cut to 12 cells: rows become records.
s.resize(40, 80)
# A command after the resize, so that whatever it redraws is over before the one measured.
check(s, s.command("echo resized-80", b"\nresized-80\r\n") and s.read_until(PROMPT), "a command at 80 columns")
mark = s.cursor
check(s, s.command("show list"), "show list at 80 columns")
shown = s.output[mark:s.cursor]
check(s, max(cells(line) for line in shown.split(b"\r\n")) <= 80, "at 80 columns no line wraps")
check(s, b"-[ RECORD 1 ]-\r\nORDER     \xe2\x94\x82 Order #" in shown, "at 80 columns the rows are printed as records")
# README's first example at 80 columns: its empty SIGNATURE column is left out, and it is a table.
check(s, s.command("filter status = shipped title ~ caf"), "README's filter")
mark = s.cursor
check(s, s.command("show list"), "README's show list at 80 columns")
shown = s.output[mark:s.cursor]
check(s, b"ORDER            TITLE          DATE" in shown and b"RECORD" not in shown and b"SIGNATURE" not in shown,
      "at 80 columns README's first example is a table without its empty column")
check(s, max(cells(line) for line in shown.split(b"\r\n")) <= 80, "and no line of it wraps")
# A resize while a line is typed: the line is drawn again, whole, at the new width (libedit
# kept the old width and showed only the tail until Enter).
s.wait_for_raw_mode()
s.send("echo resize-start " + "x" * 60 + " resize-end")
check(s, s.read_until(b"resize-end"), "a long line is typed at 80 columns")
s.resize(40, 50)
check(s, s.read_until(b"echo resize-start", timeout=10.0), "after the resize the line is drawn again from its start")
s.send("\r")
check(s, s.read_until(b"\nresize-start " + b"x" * 60 + b" resize-end\r\n"), "and runs as typed")
check(s, s.command("quit", b""), "quit")
s.exit_status()

# Third session: output taller than the terminal goes through $PAGER, shorter output does not.
PAGER = {"PAGER": "sed 's/^/paged: /'"}
s = Session(extra_env=PAGER, rows=12)
check(s, s.read_until(PROMPT), "a 12-line terminal with PAGER set")
check(s, s.command("load orders"), "load orders")
check(s, s.command("show list", b"paged: "), "show list (taller than the terminal) goes through $PAGER")
s.read_until(PROMPT)
mark = s.cursor
check(s, s.command("show list.countLabel", b"25 orders"), "show list.countLabel")
s.read_until(PROMPT)
check(s, b"paged:" not in s.output[mark:s.cursor], "a short output is printed directly")
check(s, s.command("quit", b""), "quit")
check(s, s.exit_status() == 0, "quit exits with status 0")

s = Session(extra_env=PAGER, rows=12, arguments=["--no-pager"])
check(s, s.read_until(PROMPT), "--no-pager")
check(s, s.command("help", b"Type 'help COMMAND'"), "help (taller than the terminal) with --no-pager")
check(s, b"paged:" not in s.output, "--no-pager prints it directly")
check(s, s.command("quit", b""), "quit")
check(s, s.exit_status() == 0, "quit exits with status 0")

s = Session(extra_env={"PAGER": "no-such-pager-program -x"}, rows=12)
check(s, s.read_until(PROMPT), "PAGER names a program that does not exist")
check(s, s.command("help", b"Type 'help COMMAND'"), "help is printed anyway")
check(s, b"pager 'no-such-pager-program -x' not found" in s.output, "with one warning")
check(s, s.command("quit", b""), "quit")
check(s, s.exit_status() == 0, "quit exits with status 0")

# SIGTERM at the prompt (the terminal is in raw mode) and SIGHUP during a slow load: the
# terminal is restored, the exit status is 128 + the signal, the history kept its lines.
import signal
import termios
for number, when in ((signal.SIGTERM, "at the prompt"), (signal.SIGHUP, "during a load")):
    s = Session()
    check(s, s.read_until(PROMPT), "a session for signal %d" % number)
    check(s, s.command("echo before-signal-%d" % number), "a command before the signal")
    if number == signal.SIGHUP:
        check(s, s.command("set latency 5s"), "set latency 5s")
        s.send("load orders\r")
        s.pause(0.5)
    else:
        check(s, s.wait_for_raw_mode(), "the prompt has the terminal in raw mode")
    os.kill(s.pid, number)
    status = s.exit_status()
    check(s, status == 128 + number, "signal %d %s exits with %d (found %s)" % (number, when, 128 + number, status))
    flags = termios.tcgetattr(s.fd)[3]
    check(s, bool(flags & termios.ICANON) and bool(flags & termios.ECHO), "the terminal is restored (canonical, echo)")
    history = open(os.path.join(WORK, "history"), encoding="utf-8").read()
    check(s, "echo before-signal-%d\n" % number in history, "the history file kept the line typed before the signal")
# TERM=dumb: no colour, though NO_COLOR is not set, and no pager.
s = Session(color=True, extra_env={"TERM": "dumb", "PAGER": "less"})
check(s, s.read_until(PROMPT), "a session with TERM=dumb")
check(s, s.command("load order #7F3A9C2E"), "load order with TERM=dumb")
before = s.cursor
check(s, s.command("show detail", b"Shipped"), "show detail with TERM=dumb")
check(s, b"\x1b[34m" not in s.output[before:], "TERM=dumb shows the status without colour")
check(s, s.command("quit", b""), "quit")
check(s, s.exit_status() == 0, "quit exits with status 0")

# -c on a terminal fits its width, as the prompt does (it printed an 85-column table on 80).
s = Session(arguments=["-c", "load orders; filter month = all; show list"], columns=60)
status = s.exit_status()
lines = s.output.decode("utf-8").split("\r\n")
check(s, status == 0 and len(lines) > 10, "-c on a 60-column terminal runs (found %s)" % status)
check(s, max(len(line) for line in lines) <= 60, "-c on a 60-column terminal prints no line wider than 60")

# A Ctrl-D typed while a command runs meets the terminal in canonical mode, which keeps
# it as an end-of-file mark; it ends the session once the prompt is back, as a Ctrl-D
# typed at the prompt does (it was swallowed, and every later Ctrl-D only beeped).
s = Session()
check(s, s.read_until(PROMPT), "a session for a Ctrl-D typed during a command")
check(s, s.wait_for_raw_mode(), "its prompt reads keys in raw mode")
s.send("set latency 500ms; load orders\r")
s.pause(0.2)
s.send("\x04")
status = s.exit_status()
check(s, status == 0, "a Ctrl-D typed during a command exits once it is done (found %s)" % status)
print("all interactive checks passed")
