"""check_time.py SUMMARY LIMIT_MS [CPU_FILE]: fails unless the placement is
feasible and the solve took at most LIMIT_MS: the summary line's time_ms
(wall clock), or, when CPU_FILE (written by timed.py) is given and the
wall time is over, the CPU time the process used. On a quiet machine the
two agree; on a loaded one the wall time also counts the time the process
waited for a core, which no deadline can bound. A deadline that does not
stop the solve fails both (minutes of CPU)."""
import re
import sys

text = open(sys.argv[1]).read()
m = re.search(r"^peak=\d+ lb=\d+ status=(\w+) time_ms=([0-9.]+)", text, re.M)
if not m:
    sys.exit("no summary line in:\n" + text)
if m.group(1) not in ("feasible", "optimal"):
    sys.exit("status " + m.group(1))
limit = float(sys.argv[2])
wall = float(m.group(2))
if wall <= limit:
    print("time_ms=%s <= %s" % (m.group(2), sys.argv[2]))
    sys.exit(0)
if len(sys.argv) > 3:
    cpu = float(open(sys.argv[3]).read())
    if cpu <= limit:
        print("time_ms=%s (wall, loaded machine); cpu_ms=%.1f <= %s"
              % (m.group(2), cpu, sys.argv[2]))
        sys.exit(0)
    sys.exit("time_ms=%s and cpu_ms=%.1f exceed %s" % (m.group(2), cpu,
                                                       sys.argv[2]))
sys.exit("time_ms=%s exceeds %s" % (m.group(2), sys.argv[2]))
