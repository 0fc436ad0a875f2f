"""check_time.py SUMMARY LIMIT_MS: fails unless the summary line's time_ms
is at most LIMIT_MS and the placement is feasible."""
import re
import sys

text = open(sys.argv[1]).read()
m = re.search(r"^peak=\d+ lb=\d+ status=(\w+) time_ms=([0-9.]+)", text, re.M)
if not m:
    sys.exit("no summary line in:\n" + text)
if m.group(1) not in ("feasible", "optimal"):
    sys.exit("status " + m.group(1))
if float(m.group(2)) > float(sys.argv[2]):
    sys.exit("time_ms=%s exceeds %s" % (m.group(2), sys.argv[2]))
print("time_ms=%s <= %s" % (m.group(2), sys.argv[2]))
