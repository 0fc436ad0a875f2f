#!/usr/bin/env python3
"""Removable syncs: the measurable statement of the sync pass's minimality.

For printed PTO it deletes each synchronisation unit in turn and asks the
independent checker (pto_sync_check.py, which shares no code with the
pass) whether the function stays clean. A unit is

  - a barrier line (pto.barrier #pto.pipe<P>), except the PIPE_ALL barrier
    right before a function's `return`, which is a rule of its own
    (issue 11 point 3, sync-facts §6.A.3) and is counted apart as `final`;
  - a flag: the set_flag and wait_flag lines of one (src, dst, id) triple
    that belong together. A set opens a unit at its nesting depth; a wait
    at the same depth closes it; lines of the same triple met deeper in
    between (a credit's wait and set in its loop body, a slot credit's
    `scf.if` chains) join it. So a pair is 2 lines, a loop credit 4.

A unit whose deletion leaves the function clean is *removable*: the pass
printed a sync that nothing needs (on the checker's paths: both arms of
every if, 0..3 trips of every loop). Removable units are found one at a
time, not as a set: two units that cover each other are both removable
alone, though not together.

Inputs: PTO files, printed by llc; or LLVM IR (.ll), compiled with --llc
and the options of the file's first `RUN: %llc` line (a lit test), the
checker taking the options of its first `%sync_check` line; or --fuzz N
kernels of pto_fuzz.py (seeds --seed.., --mcpu, each under --planners).

Usage:
  pto_sync_minimal.py [--noalias] [--max-paths N] [--verbose] FILE...
  pto_sync_minimal.py --fuzz 100 --seed 1 --mcpu mix --planners auto,dsa
Prints one line per kernel (units, removable, final) and a total; with
--verbose, the first line of each removable unit. Exit 0, or 1 when an
input is not clean to begin with (its figures are then not counted) or
cannot be compiled or read.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pto_sync_check  # noqa: E402

EXTRA_LLC = []  # --llc-arg
RE_LOC = re.compile(r"\s*loc\(.*\)\s*$")
RE_FLAG = re.compile(r"^pto\.(set_flag|wait_flag) (\[#pto\.pipe<\w+>, "
                     r"#pto\.pipe<\w+>, #pto\.event<EVENT_ID\d+>\])$")
RE_BARRIER = re.compile(r"^pto\.barrier #pto\.pipe<(\w+)>$")
RE_FUNC = re.compile(r"^func\.func @([\w.$-]+)\(")


def sync_units(lines):
    """[(function, kind, [line indices])] of the text's sync units; kind is
    'flag', 'barrier' or 'final'."""
    units = []
    func = None
    depth = 0
    open_units = {}  # triple -> (depth, line list)
    for i, raw in enumerate(lines):
        s = RE_LOC.sub("", raw.strip())
        m = RE_FUNC.match(s)
        if m:
            func, depth, open_units = m.group(1), 0, {}
            continue
        if func is None:
            continue
        if s.startswith("}"):
            depth -= 1
            if depth < 0:
                func = None
                continue
        if s.endswith("{"):
            depth += 1
            continue
        m = RE_BARRIER.match(s)
        if m:
            nxt = next((RE_LOC.sub("", x.strip()) for x in lines[i + 1:]
                        if x.strip()), "")
            final = m.group(1) == "PIPE_ALL" and nxt == "return"
            units.append((func, "final" if final else "barrier", [i]))
            continue
        m = RE_FLAG.match(s)
        if not m:
            continue
        triple = m.group(2)
        if triple in open_units:
            d, ls = open_units[triple]
            ls.append(i)
            if m.group(1) == "wait_flag" and depth == d:
                units.append((func, "flag", ls))
                del open_units[triple]
        elif m.group(1) == "set_flag":
            open_units[triple] = (depth, [i])
        else:  # A wait with no set before it: a unit of its own.
            units.append((func, "flag", [i]))
    return units


def clean(text, func, noalias, max_paths):
    """Whether function `func` of `text` has no checker finding under
    uniform trips and arms. The checker's default also varies them per
    instance, a superset of these executions: "no removable sync" here
    implies it there too, at a fraction of the time (a sync named
    removable here may still be needed by some per-instance execution)."""
    for f in pto_sync_check.Reader(text, noalias).read():
        if f.name == func:
            return not pto_sync_check.check_func(f, noalias, max_paths,
                                                 vary="uniform")
    return False


def measure(text, noalias, max_paths):
    """(units, removable units, finals) of a clean text, or None with the
    checker's findings when it is not clean."""
    found = pto_sync_check.check_text(text, noalias, max_paths)
    if found:
        return None, found
    lines = text.splitlines()
    units = sync_units(lines)
    counted = [u for u in units if u[1] != "final"]
    removable = []
    for func, kind, idx in counted:
        cut = list(lines)
        for i in idx:
            cut[i] = ""
        if clean("\n".join(cut), func, noalias, max_paths):
            removable.append((func, kind, idx))
    finals = len(units) - len(counted)
    return (counted, removable, finals), None


def run_options(path, keys):
    """The options after the first of `keys` on the file's first `RUN:` line
    that runs it on llc's output (not under `not`, not on stdin)."""
    try:
        with open(path) as fh:
            text = fh.read()
    except OSError:
        return None
    for line in text.splitlines():
        m = re.search(r"RUN:(.*)", line)
        if not m:
            continue
        run = m.group(1)
        key = next((k for k in keys if k in run), None)
        if key is None or re.search(r"(^|[\s|])not\s",
                                    run.split(key, 1)[0]):
            continue
        words = shlex.split(run.split(key, 1)[1].split("|")[0])
        if "-" in words:
            continue
        out, skip, take = [], False, False
        for w in words:
            if skip:
                skip = False
            elif take:
                out.append(w)
                take = False
            elif w == "-o":
                skip = True
            elif w.startswith("-"):
                out.append(w)
                take = w == "--noalias-arg"
        return out
    return None


def compile_ll(llc, path, options):
    cmd = shlex.split(llc) + options + [path, "-o", "-"]
    cmd[len(shlex.split(llc)):len(shlex.split(llc))] = EXTRA_LLC
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        return None, p.stderr.strip()[-500:]
    return p.stdout, None


def report(name, text, noalias, max_paths, verbose, totals):
    try:
        got, found = measure(text, noalias, max_paths)
    except pto_sync_check.Unreadable as e:
        print("%s: unreadable: %s" % (name, e))
        return False
    if got is None:
        print("%s: not clean (%d findings): %s" % (name, len(found),
                                                   found[0][2][:200]))
        return False
    units, removable, finals = got
    totals[0] += 1
    totals[1] += len(units)
    totals[2] += len(removable)
    totals[3] += finals
    print("%-44s units=%-4d removable=%-3d final=%d" % (
        name, len(units), len(removable), finals))
    if verbose:
        lines = text.splitlines()
        for func, kind, idx in removable:
            print("  @%s: line %d: %s (%d lines)" % (
                func, idx[0] + 1, RE_LOC.sub("", lines[idx[0]].strip()),
                len(idx)))
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="PTO or LLVM IR (.ll) files")
    ap.add_argument("--llc", default="llc-22 -load=" + os.path.join(
        HERE, "..", "..", "build", "lib", "libAscendPTO.so") +
        " -mtriple=ascendpto", help="llc with the plugin (for .ll inputs)")
    ap.add_argument("--llc-arg", action="append", default=[],
                    metavar="OPT", help="one more llc option (repeatable), "
                    "e.g. -ascendpto-sync-minimal=false for the figures "
                    "before the pass's minimality")
    ap.add_argument("--noalias", action="store_true",
                    help="the checker's --noalias, for PTO inputs")
    ap.add_argument("--max-paths", type=int, default=256)
    ap.add_argument("--fuzz", type=int, default=0, metavar="N",
                    help="also measure N pto_fuzz.py kernels")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mcpu", default="mix")
    ap.add_argument("--planners", default="auto,pypto,dsa")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    EXTRA_LLC[:] = args.llc_arg
    totals = [0, 0, 0, 0]  # kernels, units, removable, finals
    ok = True
    for path in args.files:
        if path.endswith(".ll"):
            with open(path) as fh:
                src = fh.read()
            if "split-file" in src:
                print("%s: skipped (split-file)" % path)
                continue
            text, err = compile_ll(args.llc, path,
                                   run_options(path, ["%llc"]) or [])
            if text is None:
                print("%s: llc failed: %s" % (path, err))
                ok = False
                continue
            copts = run_options(path, ["%sync_check", "pto_sync_check.py"])
            if copts is None:  # No checker line: as the IR says.
                copts = ["--noalias"] if "noalias" in src else []
            noalias = True if "--noalias" in copts else set(
                copts[i + 1] for i, w in enumerate(copts)
                if w == "--noalias-arg" and i + 1 < len(copts))
        else:
            with open(path) as fh:
                text = fh.read()
            noalias = args.noalias
        ok &= report(os.path.basename(path), text, noalias, args.max_paths,
                     args.verbose, totals)
    if args.fuzz:
        import pto_fuzz
        with tempfile.TemporaryDirectory() as tmp:
            for seed in range(args.seed, args.seed + args.fuzz):
                mcpu = pto_fuzz.pick_mcpu(args.mcpu, seed)
                ir, _ = pto_fuzz.generate(seed, mcpu)
                src = os.path.join(tmp, "k%d.ll" % seed)
                with open(src, "w") as fh:
                    fh.write(ir)
                for planner in args.planners.split(","):
                    text, err = compile_ll(args.llc, src, [
                        "-mcpu=" + mcpu,
                        "-ascendpto-memory-planner=" + planner])
                    if text is None:
                        continue  # A refused kernel: the fuzzer's business.
                    ok &= report("fuzz-%d-%s-%s" % (seed, mcpu, planner),
                                 text, False, args.max_paths, args.verbose,
                                 totals)
    print("pto_sync_minimal: %d kernels, %d sync units, %d removable, "
          "%d final barriers" % tuple(totals))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
