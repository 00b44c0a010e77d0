"""A program on a pseudo-terminal, for the interactive tests (pty_session.py, golden_loop.py)."""
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time

PROMPT = b"osh> "


class Terminal:
    """Starts `argv` on a new pseudo-terminal of `rows` x `columns`, in `directory`."""

    def __init__(self, argv, env, directory, rows=40, columns=200):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            # The size is set before the program starts, so one that reads it once (-c) sees it.
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            os.chdir(directory)
            os.execve(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.output = b""
        self.cursor = 0

    def read_until(self, needle, timeout=120.0):
        """Waits until `needle` appears after everything matched so far, and consumes
        the output up to its end, so a prompt that arrived in an earlier chunk still counts.
        The time-out only bounds a failure: it is generous for a sanitized binary on a
        loaded machine."""
        deadline = time.time() + timeout
        while True:
            found = self.output.find(needle, self.cursor)
            if found >= 0:
                self.cursor = found + len(needle)
                return True
            if time.time() >= deadline or not self._read_more(0.05):
                return False

    def _read_more(self, wait):
        """Appends what the program wrote within `wait` seconds to the output; false
        once it has closed the terminal."""
        ready, _, _ = select.select([self.fd], [], [], wait)
        if not ready:
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            return False
        self.output += chunk
        return bool(chunk)

    def pause(self, seconds):
        """Waits `seconds`, reading what the program writes meanwhile, as a terminal does.
        A Ctrl-C flushes the terminal's queues (ISIG without NOFLSH): output the program
        wrote and the test had not read yet is thrown away, its result and prompt with it.
        During a plain sleep a long load's progress lines filled the 4 KiB the line
        discipline holds; the rest, the load's end and its prompt among them, waited in
        the kernel's buffers, and a press after the load flushed them."""
        deadline = time.time() + seconds
        while True:
            left = deadline - time.time()
            if left <= 0 or not self._read_more(min(left, 0.05)):
                return

    def resize(self, rows, columns):
        """Resizes the window, as a terminal does: the new size, then SIGWINCH."""
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        os.kill(self.pid, signal.SIGWINCH)

    def wait_for_raw_mode(self, timeout=120.0):
        """Waits until the program has the terminal in raw mode (ICANON off), as libedit
        does once it reads keys after printing its prompt. A key sent before then meets the
        cooked terminal: Ctrl-D becomes a silent end-of-file marker and is lost. A person
        cannot type that fast; a loaded machine (a sanitizer, a parallel build) can make a
        fixed sleep too short, so the tests wait for the mode itself. The pty master reads
        the slave's attributes."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if not termios.tcgetattr(self.fd)[3] & termios.ICANON:
                    return True
            except termios.error:
                return False
            time.sleep(0.01)
        return False

    def wait_for_cooked_mode(self, timeout=120.0, unless=PROMPT):
        """Waits until the program has the terminal in canonical mode again, as libedit
        leaves it once it has read a line, or until `unless` (the next prompt: the command
        has already ended) appears after everything matched so far; it consumes nothing.
        A Ctrl-C sent before the line is read, with the line still in the terminal's queue,
        flushes the queue (ISIG without NOFLSH): the line is lost and the press only clears
        the prompt. A person presses it after seeing the command start; a loaded machine can
        read the line later than any fixed sleep."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                if termios.tcgetattr(self.fd)[3] & termios.ICANON:
                    return True
            except termios.error:
                return False
            if self.output.find(unless, self.cursor) >= 0:
                return True
            if not self._read_more(0.01):
                return False
        return False

    def send(self, data):
        os.write(self.fd, data.encode() if isinstance(data, str) else data)

    def command(self, line, expect=PROMPT, timeout=120.0):
        self.send(line + "\r")
        return self.read_until(expect, timeout)

    def exit_status(self, timeout=120.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.05)
                if ready:
                    self.output += os.read(self.fd, 65536)
            except OSError:
                time.sleep(0.05)
        return None


def check(shown, ok, what):
    """Prints `ok: what`, or `FAIL: what` and exits 1 after `shown`: a Terminal (its
    output so far), bytes or text."""
    if not ok:
        print("FAIL: " + what)
        print("--- output ---")
        shown = getattr(shown, "output", shown)
        print(shown.decode("utf-8", "replace") if isinstance(shown, bytes) else shown)
        sys.exit(1)
    print("ok: " + what)
