#!/usr/bin/env python3
"""Checks that every message docs/diagnostics.md lists is checked by a test.

Each example message (a `code span` in a table row of the document) is cut
at its variable parts: a value (`%a`), a quoted name, a number, a
parenthesised or bracketed part, or `...`. Its longest run of literal words
between variable parts (three words at least, cut to its first six words)
must appear in a CHECK line of some test under test/, FileCheck's regex
blocks read as anything. Messages with no such run are counted as short
and not checked.

Rows whose rule says "(internal)" (a bug of ours, no input triggers it)
are not checked; a message listed in the known-gaps file (one key per
line, `# reason` comments) is reported but allowed; a key of that file
that is no longer an untested message is reported as stale.

  diag-coverage.py docs/diagnostics.md test/ [known-gaps.txt]
"""
import os
import re
import sys

doc, root = sys.argv[1:3]
known = set()
if len(sys.argv) > 3:
    for l in open(sys.argv[3]):
        l = l.split("#")[0].strip()
        if l:
            known.add(l)
rows = [l for l in open(doc).read().splitlines() if l.startswith("|")]
messages = []
for row in rows:
    if "(internal)" in row:
        continue
    cells = row.split(" | ")
    # The message columns: the last cell of each row.
    last = cells[-1]
    messages += re.findall(r"`([^`]{12,})`", last)


def keys(m):
    # The runs of literal words between variable parts, of three words at
    # least, each cut to its first six words (a test may check a prefix).
    parts = re.split(r"%[\w.]+|'[^']*'|\"[^\"]*\"|@\w+|\.\.\.|<[^>]*>|"
                     r"\([^)]*\)|\[[^\]]*\]|\d+|\bin: ", m)
    out = []
    for p in parts:
        words = p.strip(" ,;:").split()
        if len(words) >= 3:
            out.append(" ".join(words[:6]))
    return out


checks = []
for d, _, files in os.walk(root):
    for f in files:
        if f.endswith((".ll", ".mir", ".c", ".cpp", ".test", ".py")):
            try:
                text = open(os.path.join(d, f), errors="replace").read()
            except OSError:
                continue
            for line in text.splitlines():
                if re.search(r"[A-Z0-9-]+(-NEXT|-SAME|-DAG|-NOT)?:", line):
                    checks.append(re.sub(r"\{\{.*?\}\}", " ", line))
blob = "\n".join(checks)
blob = re.sub(r"\s+", " ", blob)
missing = []
skipped = 0
for m in messages:
    ks = keys(m)
    if not ks:
        skipped += 1
        continue
    if max(ks, key=len) not in blob:
        missing.append(max(ks, key=len))
gaps = sorted(k for k in set(missing) if k in known)
new = sorted(k for k in set(missing) if k not in known)
for k in gaps:
    print("known gap: " + k)
for k in new:
    print("untested: " + k)
# A known gap that a test now checks, or whose message is gone, is stale.
for k in sorted(known - set(missing)):
    print("stale known gap: " + k)
print("messages=%d untested=%d known-gaps=%d short=%d" %
      (len(messages), len(new), len(gaps), skipped))
