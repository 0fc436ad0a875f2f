#!/usr/bin/env python3
"""Checks that every IR callee of docs/op-properties.md is declared in pto.h:
some PTO_ASM("<callee>") or PTO_ASM("<callee>.<suffixes>")."""
import re
import sys

docs, header = sys.argv[1:3]
callees = sorted(set(re.findall(r"^\| `(pto\.[\w.]+)` \|", open(docs).read(),
                                re.M)))
labels = set(re.findall(r'PTO_ASM\("(pto\.[\w.]+)"\)', open(header).read()))
missing = [c for c in callees
           if not any(l == c or l.startswith(c + ".") for l in labels)]
for c in missing:
    print("missing: " + c)
print("callees=%d missing=%d" % (len(callees), len(missing)))
