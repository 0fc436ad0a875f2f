#!/usr/bin/env python3
"""Runs a command and prints `exit=N` after its output (lit's `not` accepts
any non-zero status; the tests check the exact one)."""
import subprocess
import sys

sys.stdout.flush()
status = subprocess.call(sys.argv[1:])
print("exit=%d" % status)
