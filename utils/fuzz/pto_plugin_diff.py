#!/usr/bin/env python3
# ===- pto_plugin_diff.py - Do two plugins print the same kernels? --------===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Compiles one corpus with two builds of the plugin and diffs the outputs.

Usage: pto_plugin_diff.py --base OLD.so [--new build/lib/libAscendPTO.so]
                          [--record DIR] [--lit-dir build/test]
                          [--fuzz N] [--fuzz-seed S] [--scale 100,1000]
                          [--no-examples] [--jobs 2] [--verbose]

For a change that must not change the output (a faster algorithm, a
refactoring), every compile of the corpus must print byte-identical PTO,
the same diagnostics and remarks on stderr, and exit the same way under
both plugins. The corpus:

  lit     every llc command of the lit suite, exactly as the tests run it:
          with --record DIR, the suite (lit-22 on a copy of --lit-dir's
          site config) runs once with an llc that logs each command and
          its input into DIR; the recorded commands are then replayed
          under each plugin (DIR is kept: later runs reuse it without
          --record);
  examples  examples/*.ll under every planner (auto, pypto, dsa) and both
          CPUs, with and without -ascendpto-sync-minimal and
          -ascendpto-sync-strict-reuse;
  fuzz    --fuzz N kernels of pto_fuzz.py (seeds --fuzz-seed ..), each
          under every planner on both CPUs;
  scale   the generated kernels of utils/bench/sync_scale_bench.py
          (lanes, mixed, chain, loop) at each --scale size.

Prints one line per differing compile (with --verbose, every compile) and
a summary `pto_plugin_diff: N compiles, D differ`; exit 1 when any does.
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "utils", "bench"))

PLANNERS = ("auto", "pypto", "dsa")
CPUS = ("ascend910b", "ascend950")

# The llc that logs: argv, cwd, and a copy of every input file (or stdin).
RECORDER = r'''#!/usr/bin/env python3
import json, os, subprocess, sys, uuid
LOG = %(log)r
REAL = %(real)r
args = sys.argv[1:]
key = uuid.uuid4().hex
rec = {"args": args, "inputs": {}, "stdin": None}
skip = False
for i, a in enumerate(args):
    if skip:
        skip = False
        continue
    if a == "-o":
        skip = True
        continue
    if not a.startswith("-") and os.path.isfile(a):
        dst = os.path.join(LOG, "%%s-%%d%%s" %% (key, i, os.path.splitext(a)[1]))
        with open(a, "rb") as f, open(dst, "wb") as g:
            g.write(f.read())
        rec["inputs"][str(i)] = dst
data = None
if not rec["inputs"]:
    data = sys.stdin.buffer.read()
    dst = os.path.join(LOG, key + "-stdin")
    with open(dst, "wb") as g:
        g.write(data)
    rec["stdin"] = dst
with open(os.path.join(LOG, key + ".json"), "w") as f:
    json.dump(rec, f)
p = subprocess.run([REAL] + args, input=data)
sys.exit(p.returncode)
'''


def record(args):
    """Runs the lit suite once with the logging llc; returns the log dir."""
    log = os.path.abspath(args.record)
    os.makedirs(log, exist_ok=True)
    site = os.path.join(args.lit_dir, "lit.site.cfg.py")
    if not os.path.exists(site):
        sys.exit(f"pto_plugin_diff.py: no {site} (configure the build)")
    work = tempfile.mkdtemp(prefix="pto-plugin-diff-lit-")
    wrapper = os.path.join(work, "llc-recorder")
    with open(site) as f:
        text = f.read()
    real = None
    for line in text.splitlines():
        if line.startswith("config.llc ="):
            real = eval(line.split("=", 1)[1].strip())
    if not real:
        sys.exit("pto_plugin_diff.py: no config.llc in the site config")
    with open(wrapper, "w") as f:
        f.write(RECORDER % {"log": log, "real": real})
    os.chmod(wrapper, 0o755)
    obj = os.path.dirname(os.path.abspath(args.lit_dir))
    text = text.replace(f"config.llc = {real!r}", f"config.llc = {wrapper!r}")
    text = text.replace(f'config.llc = "{real}"', f'config.llc = "{wrapper}"')
    text = text.replace(f'config.ascendpto_obj_root = "{obj}"',
                        f'config.ascendpto_obj_root = "{work}"')
    os.makedirs(os.path.join(work, "test"), exist_ok=True)
    with open(os.path.join(work, "test", "lit.site.cfg.py"), "w") as f:
        f.write(text)
    lit = shutil.which("lit-22") or shutil.which("lit")
    p = subprocess.run([lit, "-q", os.path.join(work, "test")],
                       capture_output=True, text=True)
    print(f"pto_plugin_diff: recorded the lit suite into {log} "
          f"(lit exit {p.returncode})", flush=True)
    shutil.rmtree(work, ignore_errors=True)
    return log


def lit_jobs(log, llc):
    """(name, argv builder) for every recorded command."""
    for path in sorted(glob.glob(os.path.join(log, "*.json"))):
        with open(path) as f:
            rec = json.load(f)
        yield (os.path.basename(path), rec)


def compile_one(llc, plugin, argv, inputs, stdin, work):
    """Runs one command; returns (exit, stdout, stderr, output file)."""
    cmd = [llc]
    out = os.path.join(work, "out")
    skip = False
    for i, a in enumerate(argv):
        if skip:
            skip = False
            continue
        if a.startswith("-load="):
            a = f"-load={plugin}"
        elif a == "-o":
            skip = True
            cmd += ["-o", out]
            continue
        elif a.startswith("-o="):
            a = f"-o={out}"
        elif str(i) in inputs:
            a = inputs[str(i)]
        cmd.append(a)
    data = None
    if stdin:
        with open(stdin, "rb") as f:
            data = f.read()
    if os.path.exists(out):
        os.remove(out)
    try:
        p = subprocess.run(cmd, input=data, capture_output=True, cwd=work,
                           timeout=600)
        rc, so, se = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        rc, so, se = "timeout", b"", b""
    got = b""
    if os.path.exists(out):
        with open(out, "rb") as f:
            got = f.read()
    # The verifier prints object addresses, which differ run to run.
    se = re.sub(rb"0x[0-9a-f]{6,}", b"0xADDR", se.replace(plugin.encode(),
                                                           b"PLUGIN"))
    return rc, so, se, got


def corpus(args, tmp):
    """(name, argv, inputs, stdin) for every compile."""
    if args.log:
        for name, rec in lit_jobs(args.log, args.llc):
            argv = rec["args"]
            if not any(a.startswith("-load=") for a in argv):
                continue  # llc without the plugin (a plain LLVM run)
            yield f"lit:{name}", argv, rec["inputs"], rec["stdin"]
    base = ["-load=PLUGIN", "-mtriple=ascendpto"]
    variants = [[]]
    if not args.no_examples:
        variants = [[], ["-ascendpto-sync-minimal=false"],
                    ["-ascendpto-sync-strict-reuse=false"],
                    ["-ascendpto-placement-objective=bytes"]]
        for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.ll"))):
            for cpu in CPUS:
                for planner in PLANNERS:
                    for v in variants:
                        argv = base + [f"-mcpu={cpu}",
                                       f"-ascendpto-memory-planner={planner}",
                                       "-ascendpto-plan-report"] + v + [
                                           "INPUT", "-o", "-"]
                        yield (f"example:{os.path.basename(path)}:{cpu}:"
                               f"{planner}:{' '.join(v)}", argv,
                               {str(len(argv) - 3): path}, None)
    if args.fuzz:
        import pto_fuzz
        for seed in range(args.fuzz_seed, args.fuzz_seed + args.fuzz):
            for cpu in CPUS:
                text = pto_fuzz.generate(seed, cpu)[0]
                path = os.path.join(tmp, f"fuzz-{seed}-{cpu}.ll")
                with open(path, "w") as f:
                    f.write(text)
                for planner in PLANNERS:
                    argv = base + [f"-mcpu={cpu}",
                                   f"-ascendpto-memory-planner={planner}",
                                   "-ascendpto-plan-report",
                                   "-pass-remarks-missed=ascendpto-insert-sync",
                                   "INPUT", "-o", "-"]
                    yield (f"fuzz:{seed}:{cpu}:{planner}", argv,
                           {str(len(argv) - 3): path}, None)
    if args.scale:
        import sync_scale_bench
        for n in args.scale:
            for fam, gen in sync_scale_bench.FAMILIES.items():
                path = os.path.join(tmp, f"scale-{fam}-{n}.ll")
                with open(path, "w") as f:
                    f.write(gen(n)[0])
                for planner in ("auto", "dsa"):
                    argv = base + [f"-ascendpto-memory-planner={planner}",
                                   "-ascendpto-plan-report", "INPUT", "-o",
                                   "-"]
                    yield (f"scale:{fam}-{n}:{planner}", argv,
                           {str(len(argv) - 3): path}, None)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="the reference plugin")
    ap.add_argument("--new", default=os.path.join(ROOT, "build", "lib",
                                                  "libAscendPTO.so"))
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--record", metavar="DIR",
                    help="record the lit suite's llc commands into DIR")
    ap.add_argument("--log", metavar="DIR",
                    help="replay the lit commands recorded in DIR")
    ap.add_argument("--lit-dir", default=os.path.join(ROOT, "build", "test"))
    ap.add_argument("--fuzz", type=int, default=0)
    ap.add_argument("--fuzz-seed", type=int, default=1)
    ap.add_argument("--scale", default="")
    ap.add_argument("--no-examples", action="store_true")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    for p in (args.base, args.new):
        if not os.path.exists(p):
            sys.exit(f"pto_plugin_diff.py: no plugin at {p}")
    args.base, args.new = os.path.abspath(args.base), os.path.abspath(args.new)
    try:
        args.scale = [int(s) for s in args.scale.split(",") if s]
    except ValueError:
        sys.exit("pto_plugin_diff.py: --scale takes sizes separated by commas")
    if args.record:
        args.log = record(args)
    tmp = tempfile.mkdtemp(prefix="pto-plugin-diff-")

    def job(item):
        name, argv, inputs, stdin = item
        work = tempfile.mkdtemp(dir=tmp)
        a = compile_one(args.llc, args.base, argv, inputs, stdin, work)
        b = compile_one(args.llc, args.new, argv, inputs, stdin, work)
        shutil.rmtree(work, ignore_errors=True)
        what = [k for k, x, y in zip(("exit", "stdout", "stderr", "output"),
                                     a, b) if x != y]
        return name, what, a[0]

    total = differ = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, what, rc in pool.map(job, corpus(args, tmp)):
            total += 1
            if what:
                differ += 1
                print(f"DIFFER {name}: {', '.join(what)}", flush=True)
            elif args.verbose:
                print(f"same   {name} (exit {rc})", flush=True)
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"pto_plugin_diff: {total} compiles, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
