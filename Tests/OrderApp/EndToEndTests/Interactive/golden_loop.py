#!/usr/bin/env python3
"""Drives the golden workflow through a real pseudo-terminal (docs/golden-tests.md).

Usage: golden_loop.py ORDERSH_BINARY WORK_DIR DATA_FILE

Records a case at the prompt (record PATH … record stop), runs `ordersh test` on it,
changes the data so the case fails, accepts the new transcript in `ordersh test --review`
with one key, and runs the suite green again; then reviews a new case (no .out yet) and
quits with q. Prints one line per check and exits 1 at the first failure.
"""
import json
import os
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from pty_terminal import PROMPT, Terminal as PtyTerminal, check as pty_check

BINARY, WORK, DATA = sys.argv[1], sys.argv[2], sys.argv[3]
ENV = dict(os.environ)
ENV.update({"ORDERSH_HISTORY": "", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": WORK, "NO_COLOR": "1"})
ENV.pop("CI", None)
ENV["PAGER"] = ""  # a pager would wait for keys


class Terminal(PtyTerminal):
    def __init__(self, arguments):
        super().__init__([BINARY] + arguments, ENV, WORK)


def check(ok, what, shown=b""):
    pty_check(shown, ok, what)


def run_test(*arguments):
    result = subprocess.run([BINARY, "test", "cases", "--jobs", "1", "--timeout", "0"] + list(arguments), cwd=WORK, env=ENV,
                            stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    return result.returncode, result.stdout + result.stderr


shutil.copy(DATA, os.path.join(WORK, "orders.json"))

# 1. Record a case at the prompt, in a time zone and locale of the user's own.
t = Terminal(["--data", "orders.json", "--timezone", "Asia/Tokyo", "--locale", "en_GB"])
check(t.read_until(PROMPT), "the prompt appears", t.output)
check(t.command("record cases/checkout", b"recording to cases/checkout.osh"), "record PATH starts recording", t.output)
t.read_until(PROMPT)
for line in ["load cart #EDEE1FD1", "apply-promo SAVE20", "history", "show summary.totalLabel"]:
    check(t.command(line), "typed: " + line, t.output)
check(t.command("record stop", b"wrote cases/checkout.osh (3 commands) and cases/checkout.out"), "record stop writes the case",
      t.output)
check(t.read_until(b"note: left out history (not part of a case)"), "history is left out with a note", t.output)
t.read_until(PROMPT)
check(t.wait_for_raw_mode(), "the prompt reads keys in raw mode", t.output)
t.send("\x04")
check(t.exit_status() == 0, "Ctrl-D exits with status 0", t.output)
script = open(os.path.join(WORK, "cases", "checkout.osh"), encoding="utf-8").read()
check("set timezone Asia/Tokyo\n" in script and "set locale en_GB\n" in script and "set data ../orders.json\n" in script,
      "the case sets the session's time zone, locale and data file", script)

# 2. The recorded case passes the harness as it is (any machine: UTC and en_US there).
status, out = run_test()
check(status == 0 and out.endswith("1 passed, 0 failed\n"), "ordersh test passes the recorded case", out)

# 3. Change the data: the case fails with a diff naming the .osh line.
with open(os.path.join(WORK, "orders.json"), encoding="utf-8") as file:
    data = json.load(file)
for order in data["orders"]:
    if order["id"].startswith("edee1fd1"):
        order["items"][0]["price"] = "65.00"
with open(os.path.join(WORK, "orders.json"), "w", encoding="utf-8") as file:
    json.dump(data, file)
status, out = run_test()
check(status == 1 and "checkout.osh:" in out and out.endswith("0 passed, 1 failed\n"), "the changed data fails the case", out)

# 4. Review: the diff is shown, one key accepts it, the run ends green.
old = open(os.path.join(WORK, "cases", "checkout.out"), encoding="utf-8").read()
t = Terminal(["test", "cases", "--review", "--jobs", "1", "--timeout", "0"])
check(t.read_until(b"[1/1] checkout"), "--review names the case", t.output)
check(t.read_until(b"[a]ccept [r]eject [s]kip [q]uit "), "--review asks for one key", t.output)
check(b"-US$" in t.output and b"+US$" in t.output, "the diff shows the old and the new total", t.output)
t.send("a")
check(t.read_until(b"accepted 1: checkout"), "a accepts without Enter", t.output)
check(t.read_until(b"1 passed, 0 failed"), "the run ends with the accepted case passing", t.output)
check(t.exit_status() == 0, "--review exits 0 when every failure was accepted", t.output)
new = open(os.path.join(WORK, "cases", "checkout.out"), encoding="utf-8").read()
check(new != old, "the .out was rewritten", new)
status, out = run_test()
check(status == 0 and out.endswith("1 passed, 0 failed\n"), "ordersh test passes again", out)

# 5. A new case with no .out is reviewed as all new; r rejects it, q is not needed.
with open(os.path.join(WORK, "cases", "fresh.osh"), "w", encoding="utf-8") as file:
    file.write("echo fresh\n")
t = Terminal(["test", "cases", "--review", "--jobs", "1", "--timeout", "0"])
check(t.read_until(b"new case: cases/fresh.out does not exist yet"), "a missing .out is shown as a new case", t.output)
check(t.read_until(b"+osh> echo fresh"), "its whole transcript is new", t.output)
t.send("x")
check(t.read_until(b"(press a, r, s or q)"), "another key asks again", t.output)
t.send("r")
check(t.read_until(b"rejected 1: fresh"), "r rejects it", t.output)
check(t.read_until(b"1 passed, 1 failed"), "the rejected case still fails", t.output)
check(t.exit_status() == 1, "--review exits 1 while a case fails", t.output)
check(not os.path.exists(os.path.join(WORK, "cases", "fresh.out")), "a rejected case writes nothing")
print("all golden workflow checks passed")
