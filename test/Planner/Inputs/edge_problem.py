"""Prints a two-buffer schema-v1 problem with one number at a size edge.

Usage: edge_problem.py FIELD VALUE, FIELD one of align (buffer a's
alignment), cap (the pool's capacity), lower, upper (buffer a's live
interval), resv (a reserved range [VALUE, VALUE + 8)), coloc (the offset of
b colocated with a) or pin (a's pinned offset). VALUE is written as given,
so it may be beyond what a 64-bit integer holds.
"""
import json
import sys

field, value = sys.argv[1], sys.argv[2]
MARK = 1234567891
problem = {"pools": [{"id": 0, "name": "p", "capacity": 64,
                      "reserved_ranges": []}],
           "buffers": [{"id": i, "name": n, "size": 8, "alignment": 1,
                        "live_intervals": [{"lower": 0, "upper": 1}],
                        "allowed_pools": [0]} for i, n in ((0, "a"), (1, "b"))],
           "constraints": {"colocations": [], "separations": [],
                           "temporal_exclusions": [], "pinned_allocations": []},
           "objective": {"aggregation": "lexicographic",
                         "terms": ["total_peak"]}}
a = problem["buffers"][0]
if field == "align":
    a["alignment"] = MARK
elif field == "cap":
    problem["pools"][0]["capacity"] = MARK
elif field in ("lower", "upper"):
    a["live_intervals"][0][field] = MARK
elif field == "resv":
    end = str(int(value) + 8)
    problem["pools"][0]["reserved_ranges"] = [{"begin": MARK, "end": end}]
elif field == "coloc":
    problem["constraints"]["colocations"] = [
        {"first": 0, "second": 1, "offset": MARK}]
elif field == "pin":
    problem["constraints"]["pinned_allocations"] = [
        {"buffer": 0, "pool": 0, "offset": MARK,
         "exclusive_for_all_time": False}]
text = json.dumps({"schema_version": 1, "profile": "standard_dsa",
                   "instance": "edge", "problem": problem})
text = text.replace('"%s"' % (int(value) + 8), str(int(value) + 8))
print(text.replace(str(MARK), value))
