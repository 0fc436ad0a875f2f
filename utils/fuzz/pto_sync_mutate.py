#!/usr/bin/env python3
"""Mutate the synchronisation of printed PTO, to show the sync checker
(pto_sync_check.py) rejects what it must.

It picks one sync instruction of the text (a pto.set_flag, pto.wait_flag
or pto.barrier line): the Nth (--nth, from 1) of those whose text contains
--match (default: any), in function --func if given (default: any), and
applies one mutation:

  delete      remove the line (a missing set, wait or barrier);
  hoist-wait  move a wait_flag up to just before the nearest earlier
              set_flag of the same (src, dst, id) triple (a wait before
              its set);
  id=K        change the line's EVENT_ID to K;
  dup         repeat the line right after itself (an extra set, an extra
              wait, a second barrier);
  move=K      move the line K lines down (K < 0: up), e.g. a wait into
              the loop or the if arm after it.

Usage: pto_sync_mutate.py FILE|- --mutation M [--func NAME] [--match TEXT]
                           [--nth N]
Prints the mutated text on stdout; exit 0, or 2 (with a message on
stderr) when the selected line does not exist or does not fit the
mutation. Used by the lit tests under test/CodeGen/AscendPTO/sync/.
"""

import argparse
import re
import sys

RE_SYNC_LINE = re.compile(r"^\s*pto\.(set_flag|wait_flag|barrier)\b")
RE_TRIPLE = re.compile(r"\[(#pto\.pipe<\w+>, #pto\.pipe<\w+>, "
                       r"#pto\.event<EVENT_ID\d+>)\]")


class Refused(Exception):
    pass


def select(lines, func, match, nth):
    seen = 0
    current = None
    for i, s in enumerate(lines):
        m = re.match(r"^\s*func\.func @([\w.$-]+)\(", s)
        if m:
            current = m.group(1)
        if func is not None and current != func:
            continue
        if RE_SYNC_LINE.match(s) and (match is None or match in s):
            seen += 1
            if seen == nth:
                return i
    raise Refused("no sync line #%d%s%s (found %d)" % (
        nth, (" containing %r" % match) if match else "",
        (" in @%s" % func) if func else "", seen))


def mutate(lines, i, mutation):
    s = lines[i]
    if mutation == "delete":
        return lines[:i] + lines[i + 1:]
    if mutation == "dup":
        return lines[:i + 1] + [s] + lines[i + 1:]
    if mutation.startswith("id="):
        k = mutation[3:]
        if not k.isdigit():
            raise Refused("id=K needs a number, not %r" % k)
        out, n = re.subn(r"EVENT_ID\d+", "EVENT_ID" + k, s)
        if not n:
            raise Refused("line %d has no event id: %s" % (i + 1, s.strip()))
        return lines[:i] + [out] + lines[i + 1:]
    if mutation.startswith("move="):
        try:
            k = int(mutation[5:])
        except ValueError:
            raise Refused("move=K needs a number, not %r" % mutation[5:])
        rest = lines[:i] + lines[i + 1:]
        j = i + k
        if k == 0 or j < 0 or j > len(rest):
            raise Refused("line %d cannot move by %d" % (i + 1, k))
        return rest[:j] + [s] + rest[j:]
    if mutation == "hoist-wait":
        m = RE_TRIPLE.search(s)
        if "wait_flag" not in s or not m:
            raise Refused("line %d is not a wait_flag: %s" % (i + 1,
                                                              s.strip()))
        want = "pto.set_flag [" + m.group(1) + "]"
        for j in range(i - 1, -1, -1):
            if want in lines[j]:
                indent = re.match(r"^\s*", lines[j]).group(0)
                moved = indent + s.strip()
                rest = lines[:i] + lines[i + 1:]
                return rest[:j] + [moved] + rest[j:]
        raise Refused("line %d: no earlier %s" % (i + 1, want))
    raise Refused("unknown mutation %r" % mutation)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file", help="printed PTO, or - for stdin")
    ap.add_argument("--mutation", required=True,
                    help="delete, hoist-wait, id=K, dup or move=K")
    ap.add_argument("--func", default=None,
                    help="only sync lines of this function (no @)")
    ap.add_argument("--match", default=None,
                    help="only sync lines containing this text")
    ap.add_argument("--nth", type=int, default=1,
                    help="the Nth selected line, from 1 (default 1)")
    args = ap.parse_args()
    text = sys.stdin.read() if args.file == "-" else open(args.file).read()
    lines = text.splitlines()
    try:
        out = mutate(lines, select(lines, args.func, args.match, args.nth),
                     args.mutation)
    except Refused as e:
        print("pto_sync_mutate: %s" % e, file=sys.stderr)
        return 2
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
