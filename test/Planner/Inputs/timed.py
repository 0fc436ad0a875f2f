"""timed.py CPU_FILE COMMAND...: runs COMMAND (its output passes through),
writes the CPU time it used (user + system, in ms) to CPU_FILE, and exits
with its status. check_time.py reads it: under a loaded machine a
process's wall time includes the time it waited for a core."""
import os
import subprocess
import sys

child = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(child.pid, 0)
with open(sys.argv[1], "w") as f:
    f.write("%.1f\n" % ((usage.ru_utime + usage.ru_stime) * 1000.0))
sys.exit(os.waitstatus_to_exitcode(status))
