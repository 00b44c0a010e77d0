#!/usr/bin/env python3
"""The psql user's habits at a real pseudo-terminal (shell.md §1, §3, §4).

Usage: psql_habits.py ORDERSH_BINARY WORK_DIR

The start-up file runs before the first prompt (an error in it located, the session
starting anyway) and -X skips it; an interactive session exits 0 after a failed command,
on quit and on Ctrl-D, and `quit N` exits N; `show list > FILE` at 80 columns writes what
a pipe gets (`ordersh -c … | cat`), not the terminal's layout; record stop's y/N takes one
key. Prints one line per check
and exits 1 at the first failure.
"""
import os
import re
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


class Screen:
    """A terminal screen that re-wraps its lines when resized, as tmux, VTE, iTerm2 and
    kitty do, and understands what libedit writes for TERM=xterm here: text with deferred
    autowrap, CR, LF, backspace, cursor up (ESC [ n A) and the erasures ESC [ K and ESC [ J."""

    def __init__(self, columns):
        self.columns = columns
        self.rows = [[]]        # characters of each row
        self.wrapped = [False]  # whether a row goes on in the next
        self.row, self.column = 0, 0

    def feed(self, data):
        text = data.decode("utf-8", "replace")
        i = 0
        while i < len(text):
            control = re.match(r"\x1b\[(\d*)([A-Za-z])", text[i:])
            if control:
                count, code = int(control.group(1) or 1), control.group(2)
                if code == "A":
                    self.row = max(0, self.row - count)
                elif code == "K":
                    del self.rows[self.row][self.column:]
                elif code == "J":
                    del self.rows[self.row][self.column:]
                    del self.rows[self.row + 1:]
                    del self.wrapped[self.row + 1:]
                    self.wrapped[self.row] = False
                i += len(control.group(0))
                continue
            character = text[i]
            i += 1
            if character == "\r":
                self.column = 0
            elif character == "\n":
                self._down()
            elif character == "\b":
                self.column = max(0, min(self.column, self.columns) - 1)
            elif character >= " ":
                if self.column >= self.columns:
                    self.wrapped[self.row] = True
                    self._down()
                    self.column = 0
                cells = self.rows[self.row]
                while len(cells) < self.column:
                    cells.append(" ")
                if self.column < len(cells):
                    cells[self.column] = character
                else:
                    cells.append(character)
                self.column += 1

    def _down(self):
        self.row += 1
        while len(self.rows) <= self.row:
            self.rows.append([])
            self.wrapped.append(False)

    def resize(self, columns):
        """Joins wrapped rows into lines and wraps them again at `columns`; the cursor keeps
        its place in its line."""
        lines, cursor = [], None
        current = []
        for index, cells in enumerate(self.rows):
            if index == self.row:
                cursor = (len(lines), len(current) + min(self.column, self.columns))
            current += cells + [" "] * (self.columns - len(cells) if self.wrapped[index] else 0)
            if not self.wrapped[index]:
                lines.append(current)
                current = []
        if current:
            lines.append(current)
        self.columns = columns
        self.rows, self.wrapped = [], []
        for number, line in enumerate(lines):
            first = len(self.rows)
            pieces = [line[start:start + columns] for start in range(0, len(line), columns)] or [[]]
            for piece_index, piece in enumerate(pieces):
                self.rows.append(list(piece))
                self.wrapped.append(piece_index < len(pieces) - 1)
            if cursor and cursor[0] == number:
                self.row = first + min(cursor[1] // columns, len(pieces) - 1)
                self.column = cursor[1] - (self.row - first) * columns

    def text(self):
        return "\n".join("".join(cells).rstrip() for cells in self.rows)


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

# record stop's y/N takes one key, no Enter, as --review's questions do.
t = Terminal(["-X"])
check(t.read_until(PROMPT), "the prompt before recording", t)
check(t.command("record cases/typo", b"recording to cases/typo.osh"), "record starts", t)
check(t.command("load order #00000000"), "a failing command while recording", t)
t.send("record stop\r")
check(t.read_until(b"y/N "), "record stop asks whether to keep the error", t)
t.send("y")
check(t.read_until(b"yes"), "one key answers, echoed as yes", t)
check(t.read_until(b"wrote cases/typo.osh"), "the case is written after y without Enter", t)
check(t.read_until(PROMPT), "the prompt comes back", t)
t.send("quit\r")
check(t.exit_status() == 0, "quit after recording", t)

# A resize while a long line is typed redraws it once at the new width: no copy is left.
t = Terminal(["-X"], columns=80)
screen = Screen(80)
check(t.read_until(PROMPT), "the prompt before a resize", t)
check(t.wait_for_raw_mode(), "the editor reads keys before a resize", t)
typed = "echo " + "abcdefghij" * 9 + "12345"
t.send(typed)
t.pause(0.5)
screen.feed(t.output)
for columns in (120, 60):
    mark = len(t.output)
    screen.resize(columns)
    t.resize(40, columns)
    t.pause(0.5)
    screen.feed(t.output[mark:])
    shown = screen.text()
    check(shown.replace("\n", "").count("abcdefghij" * 9) == 1 and shown.count("osh> ") == 1,
          "after a resize to %d columns the line is on the screen once" % columns, shown)
t.send("\r")
check(t.read_until(PROMPT), "the resized line runs", t)
t.send("quit\r")
check(t.exit_status() == 0, "quit after the resizes", t)

print("all psql habit checks passed")
