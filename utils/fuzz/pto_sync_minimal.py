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

Inputs: PTO files, printed by llc; lit tests (any file with a `RUN:`
line), read as lit reads them (lit_run.py: continued lines joined, %s,
%S, %t, %% and the suite's %llc, %sync_check, %src_root substituted):
each llc output that a checker command not under `not` takes as clean
(a file an llc command wrote, or llc's stdout through a pipe) is
measured with that command's options, after the commands it needs have
run in a scratch directory (split-file, mkdir, the commands that wrote
its inputs); plain LLVM IR (.ll without RUN lines, the examples),
compiled with --llc; or --fuzz N kernels of pto_fuzz.py (seeds
--seed.., --mcpu, each under --planners). A lit test's kernel is named
FILE:LINE, the RUN line of its checker command.

Usage:
  pto_sync_minimal.py [--noalias] [--max-paths N] [--samples N] [--trips N]
                      [--verbose]
                      FILE...
  pto_sync_minimal.py --fuzz 100 --seed 1 --mcpu mix --planners auto,dsa
                      [--slots]
Prints one line per kernel (units, removable, final) and a total; with
--verbose, the first line of each removable unit. Exit 0, or 1 when an
input is not clean to begin with (its figures are then not counted) or
cannot be compiled or read.
"""

import argparse
import contextlib
import io
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lit_run  # noqa: E402
import pto_sync_check  # noqa: E402

EXTRA_LLC = []  # --llc-arg
ORDERS = [[], 1, 400, False]  # --orders (names), --order-seed,
#                              --order-max-units, --swaps
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


def clean(text, func, noalias, max_paths, strict=True):
    """Whether function `func` of `text` has no checker finding under
    uniform trips and arms. The checker's default also varies them per
    instance, a superset of these executions: "no removable sync" here
    implies it there too, at a fraction of the time (a sync named
    removable here may still be needed by some per-instance execution)."""
    for f in pto_sync_check.Reader(text, noalias).read():
        if f.name == func:
            return not pto_sync_check.check_func(f, noalias, max_paths,
                                                 strict, vary="uniform",
                                                 first=True)
    return False


def measure(text, noalias, max_paths, strict=True, samples=None):
    """(units, removable units, finals) of a clean text, or None with the
    checker's findings when it is not clean (the checker's default
    executions; samples: its --samples)."""
    if samples is None:
        samples = pto_sync_check.DEFAULT_SAMPLES
    found = pto_sync_check.check_text(text, noalias, max_paths, strict,
                                      samples=samples)
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
        if clean("\n".join(cut), func, noalias, max_paths, strict):
            removable.append((func, kind, idx))
    finals = len(units) - len(counted)
    return (counted, removable, finals), None


ORDER_NAMES = ("kinds", "forward", "backward")


def order_names(spec):
    """--orders: a count K (the named orders, then K - 3 shuffles) or a
    comma list of names ('kinds', 'forward', 'backward', 'shuffleN')."""
    if spec.isdigit():
        k = int(spec)
        return (list(ORDER_NAMES) + ["shuffle%d" % i
                                     for i in range(1, k - 2)])[:k]
    names = [n for n in spec.split(",") if n]
    for n in names:
        if n not in ORDER_NAMES and not re.fullmatch(r"shuffle\d+", n):
            raise ValueError("unknown order %r" % n)
    return names


def unit_orders(units, names, seed):
    """[(name, units in that order)]: the candidate orders of a greedy
    pruning. 'kinds' is the pass's (credits, lines of one triple over a
    loop, first; then pairs; then barriers; each in program order),
    'forward' and 'backward' program order, 'shuffleN' the N-th shuffle
    of the seed."""
    def rank(u):
        return 0 if u[1] == "flag" and len(u[2]) > 2 else (
            1 if u[1] == "flag" else 2)
    orders = []
    for name in names:
        if name == "kinds":
            o = sorted(units, key=lambda u: (rank(u), u[2][0]))
        elif name == "forward":
            o = sorted(units, key=lambda u: u[2][0])
        elif name == "backward":
            o = sorted(units, key=lambda u: -u[2][0])
        else:
            o = list(units)
            random.Random(seed * 1000 + int(name[7:])).shuffle(o)
        orders.append((name, o))
    return orders


def without(lines, units):
    """The lines with those units' lines emptied."""
    cut = list(lines)
    for _, _, idx in units:
        for i in idx:
            cut[i] = ""
    return "\n".join(cut)


def greedy(lines, order, noalias, max_paths, strict=True):
    """Deletes the units of `order` one by one, each for good when the
    checker stays clean without it and every unit deleted before it:
    (units kept, units deleted)."""
    kept, deleted = [], []
    for u in order:
        if clean(without(lines, deleted + [u]), u[0], noalias, max_paths,
                 strict):
            deleted.append(u)
        else:
            kept.append(u)
    return kept, deleted


def swap_search(lines, kept, deleted, noalias, max_paths, strict=True,
                budget=4000):
    """Local search past a greedy result: one deleted unit restored, the
    kept units of its function that can then go (greedily, in program
    order); two or more is a smaller set. Repeated until no swap gains or
    `budget` checks are spent: (kept, deleted)."""
    while budget > 0:
        for d in deleted:
            rest = [u for u in deleted if u is not d]
            gone = []
            for k in sorted(kept, key=lambda u: u[2][0]):
                if k[0] != d[0] or budget <= 0:
                    continue
                budget -= 1
                if clean(without(lines, rest + gone + [k]), k[0], noalias,
                         max_paths, strict):
                    gone.append(k)
            if len(gone) >= 2:
                kept = [u for u in kept if u not in gone] + [d]
                deleted = rest + gone
                break
        else:
            break
    return kept, deleted


LLC = "\0llc\0"  # %llc, until a command runs with --llc's words.


def tool_path(llc, tool):
    """An LLVM tool of a RUN line (lit finds them in llc's directory)."""
    found = shutil.which(tool)
    if found:
        return found
    llc_path = shutil.which(shlex.split(llc)[0])
    if llc_path:
        near = os.path.join(os.path.dirname(os.path.realpath(llc_path)),
                            tool)
        if os.path.exists(near):
            return near
    return tool


def lit_subs(path, tmp):
    """The suite's substitutions (test/lit.cfg.py) that the measured
    commands use, then lit's defaults."""
    py = sys.executable
    root = os.path.normpath(os.path.join(HERE, "..", ".."))
    return lit_run.lit_substitutions(path, tmp, [
        ("%llc", LLC),
        ("%sync_check", py + " " + os.path.join(HERE, "pto_sync_check.py")),
        ("%sync_mutate", py + " " + os.path.join(HERE,
                                                 "pto_sync_mutate.py")),
        ("%src_root", root), ("%python", py)])


def output_of(cmd):
    """The -o file of an llc command; '-' for stdout; None when unknown."""
    argv = cmd.argv
    for i, w in enumerate(argv):
        if w == "-o" and i + 1 < len(argv):
            return argv[i + 1]
        if w.startswith("-o="):
            return w[3:]
    return "-" if "-" in argv[1:] or cmd.redirect("<") else None


def checker_options(cmd):
    """The checker's parsed options of a pto_sync_check.py command, or
    None."""
    at = next((i for i, w in enumerate(cmd.argv)
               if w.endswith("pto_sync_check.py")), None)
    if at is None:
        return None
    try:  # --help, or options it refuses: not a check of llc's output.
        with contextlib.redirect_stdout(io.StringIO()), \
                contextlib.redirect_stderr(io.StringIO()):
            return pto_sync_check.arg_parser().parse_args(cmd.argv[at + 1:])
    except SystemExit:
        return None


def produced(cmd):
    """The file a command writes: llc's -o file, or its stdout's."""
    out = output_of(cmd) if is_llc(cmd) else None
    if out in (None, "-"):
        out = cmd.redirect(">")
    return None if out == "/dev/null" else out


def is_llc(cmd):
    return cmd.argv[:1] == [LLC]


def lit_plan(path, tmp):
    """What to measure in a lit test: its commands (not under `not`), the
    commands each needs first (those that wrote its input files, as lit
    would have run them), and [(checker command, llc command, options)]:
    each llc command whose printed PTO a checker command (not under `not`)
    takes as clean, from a file it wrote or through a pipe, with that
    command's options. Output no checker command takes as clean is not
    measured: the test does not say the checker accepts it."""
    with open(path) as fh:
        cmds = [c for c in lit_run.script(fh.read(), lit_subs(path, tmp))
                if not c.negated and c.argv]
    latest, deps, plan = {}, {}, []
    for c in cmds:
        deps[id(c)] = [latest[w] for w in c.argv[1:] + [c.redirect("<")]
                       if w in latest]
        opts = checker_options(c)
        if opts is not None and opts.file == "-":
            feed = c.stdin_from
            if feed is not None and is_llc(feed) and output_of(feed) == "-" \
                    and feed.redirect(">") is None:
                plan.append((c, feed, opts))
        elif opts is not None and opts.file in latest:
            if is_llc(latest[opts.file]):
                plan.append((c, latest[opts.file], opts))
        out = produced(c)
        if out:
            latest[out] = c
    return cmds, deps, plan


def llc_argv(llc, cmd):
    argv = list(cmd.argv)
    argv[0:1] = shlex.split(llc) + EXTRA_LLC
    return argv


def run_command(llc, cmd):
    """Runs one command of a RUN line, its stdin as redirected and its
    stderr kept: (stdout, None) or (None, the error)."""
    stdin = cmd.redirect("<")
    argv = llc_argv(llc, cmd) if is_llc(cmd) else cmd.argv
    if argv[0] == "split-file":
        argv = [tool_path(llc, "split-file")] + argv[1:]
    try:
        with open(stdin) if stdin else open(os.devnull) as fh:
            p = subprocess.run(argv, stdin=fh, capture_output=True,
                               text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, "RUN line %d: %s" % (cmd.line, e)
    if p.returncode != 0:
        return None, "RUN line %d: %s" % (cmd.line,
                                          p.stderr.strip()[-500:])
    return p.stdout, None


def prepare(llc, cmds, deps, plan):
    """Runs, in order, every split-file and mkdir, the measured llc
    commands and each command that writes a file one of them reads
    (directly or through another such command): ({id of a measured
    command: the PTO it printed}, None), or (None, the error)."""
    need = {id(c) for _, c, _ in plan}
    printed = dict.fromkeys(need)
    for c in reversed(cmds):
        if id(c) in need:
            need.update(id(d) for d in deps[id(c)])
    for c in cmds:
        tool = os.path.basename(c.argv[0])
        if tool == "mkdir":
            for d in c.argv[1:]:
                if not d.startswith("-"):
                    os.makedirs(d, exist_ok=True)
            continue
        if tool != "split-file" and id(c) not in need:
            continue
        out = produced(c)
        if out:
            os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
        text, err = run_command(llc, c)
        if err:
            return None, err
        if out and (not is_llc(c) or output_of(c) == "-"):
            with open(out, "w") as fh:
                fh.write(text)
        if id(c) in printed:  # Read now: a later command may rewrite it.
            if output_of(c) != "-":
                with open(output_of(c)) as fh:
                    text = fh.read()
            printed[id(c)] = text
    return printed, None


def measure_lit(path, args, totals):
    """Measures each PTO a lit test's checker lines take as clean."""
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "Output"))
        try:
            cmds, deps, plan = lit_plan(path, tmp)
        except ValueError as e:
            print("%s: cannot read its RUN lines: %s" % (path, e))
            return False
        if not plan:
            print("%s: skipped (no checker RUN line takes llc's output)" %
                  path)
            return True
        printed, err = prepare(args.llc, cmds, deps, plan)
        if err:
            print("%s: a RUN command failed: %s" % (path, err))
            return False
        seen = set()
        for check, cmd, opts in plan:
            text = printed[id(cmd)]
            noalias = True if opts.noalias else frozenset(opts.noalias_arg)
            paths = (opts.max_paths if any(w.startswith("--max-paths")
                                           for w in check.argv)
                     else args.max_paths)
            key = (text, noalias, opts.strict_flags)
            if key in seen:
                continue
            seen.add(key)
            samples = (opts.samples if any(w.startswith("--samples")
                                           for w in check.argv)
                       else args.samples)
            # The line's --trips, for the kernel and each removal.
            pto_sync_check.MOST_TRIPS = opts.trips
            try:
                ok &= report("%s:%d" % (os.path.basename(path), check.line),
                             text, noalias, paths, args.verbose, totals,
                             opts.strict_flags, samples)
            finally:
                pto_sync_check.MOST_TRIPS = args.trips
    return ok


def compile_ll(llc, path, options):
    cmd = shlex.split(llc) + options + [path, "-o", "-"]
    cmd[len(shlex.split(llc)):len(shlex.split(llc))] = EXTRA_LLC
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if p.returncode != 0:
        return None, p.stderr.strip()[-500:]
    return p.stdout, None


def report(name, text, noalias, max_paths, verbose, totals, strict=True,
           samples=None):
    try:
        got, found = measure(text, noalias, max_paths, strict, samples)
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
    best = ""
    if ORDERS[0] and len(units) <= ORDERS[2]:
        # Greedy prunings of the printed syncs in other orders; the best
        # result checked again under the checker's default executions.
        lines = text.splitlines()
        runs = [(greedy(lines, o, noalias, max_paths, strict), n)
                for n, o in unit_orders(units, ORDERS[0], ORDERS[1])]
        (kept, deleted), how = min(runs, key=lambda r: len(r[0][0]))
        greedy_kept = len(kept)
        if ORDERS[3]:
            kept, deleted = swap_search(lines, kept, deleted, noalias,
                                        max_paths, strict)
        verified = not pto_sync_check.check_text(
            without(lines, deleted), noalias, max_paths, strict,
            samples=pto_sync_check.DEFAULT_SAMPLES if samples is None
            else samples)
        totals[4] += len(kept) if verified else len(units)
        best = " greedy=%d(%s%s) orders=%s%s" % (
            greedy_kept, how, "" if verified else ", not clean",
            ",".join(str(len(r[0][0])) for r in runs),
            " swaps=%d" % len(kept) if ORDERS[3] else "")
    elif ORDERS[0]:
        totals[4] += len(units)
        best = " greedy=skipped"
    print("%-44s units=%-4d removable=%-3d final=%d%s" % (
        name, len(units), len(removable), finals, best))
    if verbose:
        lines = text.splitlines()
        for func, kind, idx in removable:
            print("  @%s: line %d: %s (%d lines)" % (
                func, idx[0] + 1, RE_LOC.sub("", lines[idx[0]].strip()),
                len(idx)))
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*",
                    help="PTO files, lit tests or LLVM IR (.ll) files")
    ap.add_argument("--llc", default="llc-22 -load=" + os.path.join(
        HERE, "..", "..", "build", "lib", "libAscendPTO.so") +
        " -mtriple=ascendpto", help="llc with the plugin (for .ll inputs "
        "and a lit test's %%llc)")
    ap.add_argument("--llc-arg", action="append", default=[],
                    metavar="OPT", help="one more llc option (repeatable), "
                    "e.g. -ascendpto-sync-minimal=false for the figures "
                    "before the pass's minimality")
    ap.add_argument("--noalias", action="store_true",
                    help="the checker's --noalias, for PTO inputs")
    ap.add_argument("--max-paths", type=int, default=256)
    ap.add_argument("--trips", type=int, default=pto_sync_check.MOST_TRIPS,
                    metavar="N", help="the checker's --trips (a lit test's "
                    "checker line may set it)")
    ap.add_argument("--samples", type=int, default=None, metavar="N",
                    help="the random executions of the check that an input "
                    "is clean to begin with (the checker's --samples, "
                    "default %d; a lit test's checker line may set it). "
                    "The removals are checked on the uniform executions "
                    "alone, which --samples 0 still covers" %
                    pto_sync_check.DEFAULT_SAMPLES)
    ap.add_argument("--fuzz", type=int, default=0, metavar="N",
                    help="also measure N pto_fuzz.py kernels")
    ap.add_argument("--slots", action="store_true",
                    help="the --fuzz kernels are pto_fuzz.py --slots ones "
                    "(ping-pong slot loops, pipeline stages, stage counts)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mcpu", default="mix")
    ap.add_argument("--planners", default="auto,pypto,dsa")
    ap.add_argument("--orders", default="", metavar="K|NAMES",
                    help="also prune each kernel's syncs greedily, with the "
                    "checker as the judge, in K orders (the pass's kinds, "
                    "program order forward and backward, then shuffles), or "
                    "in the orders named (kinds,forward,backward,shuffleN), "
                    "and print the fewest units kept (greedy=); with "
                    "--llc-arg=-ascendpto-sync-prune=false they start from "
                    "every sync the pass placed")
    ap.add_argument("--swaps", action="store_true",
                    help="with --orders, then a local search: one deleted "
                    "unit back for two or more kept ones (swaps=)")
    ap.add_argument("--order-seed", type=int, default=1,
                    help="the shuffles' seed")
    ap.add_argument("--order-max-units", type=int, default=400, metavar="N",
                    help="skip the orders for kernels of more units")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    pto_sync_check.MOST_TRIPS = args.trips
    EXTRA_LLC[:] = args.llc_arg
    try:
        names = order_names(args.orders)
    except ValueError as e:
        ap.error("--orders: %s" % e)
    ORDERS[:] = [names, args.order_seed, args.order_max_units, args.swaps]
    totals = [0, 0, 0, 0, 0]  # kernels, units, removable, finals, greedy
    ok = True
    for path in args.files:
        try:
            with open(path) as fh:
                src = fh.read()
        except (OSError, UnicodeDecodeError) as e:
            print("%s: cannot read: %s" % (path, e))
            ok = False
            continue
        if lit_run.RE_KEYWORD.search(src):  # A lit test: as its RUN lines.
            ok &= measure_lit(path, args, totals)
            continue
        if path.endswith(".ll"):  # Plain IR (an example): as it is.
            text, err = compile_ll(args.llc, path, [])
            if text is None:
                print("%s: llc failed: %s" % (path, err))
                ok = False
                continue
            noalias = "noalias" in src
        else:
            text, noalias = src, args.noalias
        ok &= report(os.path.basename(path), text, noalias, args.max_paths,
                     args.verbose, totals, samples=args.samples)
    if args.fuzz:
        import pto_fuzz
        with tempfile.TemporaryDirectory() as tmp:
            for seed in range(args.seed, args.seed + args.fuzz):
                mcpu = pto_fuzz.pick_mcpu(args.mcpu, seed)
                ir, _ = pto_fuzz.generate(seed, mcpu, slots=args.slots)
                src = os.path.join(tmp, "k%d.ll" % seed)
                with open(src, "w") as fh:
                    fh.write(ir)
                for planner in args.planners.split(","):
                    text, err = compile_ll(args.llc, src, [
                        "-mcpu=" + mcpu,
                        "-ascendpto-memory-planner=" + planner] +
                        pto_fuzz.llc_flags(src))
                    if text is None:
                        continue  # A refused kernel: the fuzzer's business.
                    # noalias pointers: the checker's --noalias-arg
                    noalias = set(re.findall(r"ptr noalias (%\w+)", ir))
                    ok &= report("fuzz-%d-%s-%s" % (seed, mcpu, planner),
                                 text, noalias or False, args.max_paths,
                                 args.verbose, totals, samples=args.samples)
    print("pto_sync_minimal: %d kernels, %d sync units, %d removable, "
          "%d final barriers%s" % (tuple(totals[:4]) + (
              ", %d units after the best greedy order%s" % (
                  totals[4], " and swaps" if args.swaps else "")
              if args.orders else "",)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
