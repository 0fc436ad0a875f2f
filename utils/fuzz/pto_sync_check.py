#!/usr/bin/env python3
"""An independent pipe-synchronisation checker for printed PTO.

It shares no code with the backend's ascendpto-insert-sync pass: it reads
the PTO text (the custom form llc prints), rebuilds every tile op's pipe,
reads and writes and byte footprints from the text alone, and executes each
function under the flag semantics of the fact sheet sync-facts.md §2:

  - every pipe is an in-order queue whose ops may complete out of order,
    except S (and V on a5), which the hardware orders itself;
  - set_flag(src, dst, id) fires in the src queue once every earlier src
    instruction is done; wait_flag blocks the dst queue until the flag is
    set, then clears it; flags are one bit;
  - barrier(P) orders the earlier P ops before the later ones; PIPE_ALL
    waits for everything; barrier(PIPE_S) is a hardware error.

Each function is run over executions in which every scf.for runs 0, 1, 2
or 3 trips (0 to N with --trips N; never more than a loop with constant
bounds has) and every
scf.if takes one arm. With --vary=instance (the default) each dynamic
instance decides on its own: every execution when a bound of their count
is at most --max-paths, else the uniform ones, one decision varied at a
time from two bases, and --samples seeded random ones (check_func). With
--vary=uniform every instance of a construct decides the same (all
combinations up to --max-paths, then a fixed deterministic sample).
Scalars are executed on the way: loop counters, iter_args, arith ops,
so a run-time tile address (a ping-pong slot) or a view offset has its
value of that trip; a value the text cannot give (a function argument, a
float) makes the footprint the whole space (or argument). On every path
it reports:

  unordered   two accesses to overlapping bytes of one memory, one a write
              (or two accumulator reads on different pipes), with no
              happens-before chain from the first to the second;
  double-set  a set_flag on a triple whose flag is already set (in
              program order), and (unless --no-strict-flags) one whose
              flag may still be: its last wait (in the dst queue) is not ordered
              before the set (in the src queue) by a happens-before chain,
              so the src pipe can reach the set first (sync-facts §2.1);
  deadlock    a wait_flag with no pending set;
  left-set    a flag still set when the function returns;
  barrier-s   pto.barrier #pto.pipe<PIPE_S>;
  malformed   a set/wait from a pipe to itself or on an unknown pipe;
  internal-id a tile op issued while a triple that pto-isa intrinsics use
              internally (sync-facts §2.4, §6.C.5) is held.

Usage: pto_sync_check.py [--noalias | --noalias-arg NAME ...]
                         [--no-strict-flags] [--vary instance|uniform]
                         [--trips N] [--max-paths N] [--samples N]
                         [--seed N] [--func NAME ...] [--witness] [--stats] FILE|-
One line per finding, "@function: kind: line N: ...", with the source
locations of the lines it names when the text has them (loc("k.c":5:7)),
then a summary line; exit 0 when clean, 1 with findings, 2 when the text cannot be read.
Global memory arguments may alias each other (the text does not say
noalias) unless --noalias (all) or --noalias-arg (those named, as
printed, e.g. %x) says they do not. docs/sync.md describes the model.
"""

import argparse
import itertools
import random
import re
import sys
import time

PIPES = ["PIPE_S", "PIPE_V", "PIPE_M", "PIPE_MTE1", "PIPE_MTE2", "PIPE_MTE3",
         "PIPE_FIX"]
ELEM_BITS = {"f32": 32, "f16": 16, "bf16": 16, "i8": 8, "i16": 16, "i32": 32,
             "i64": 64, "ui8": 8, "ui16": 16, "ui32": 32, "si32": 32,
             "i1": 8, "f8E4M3FN": 8, "f8E5M2": 8, "f64": 64, "i4": 4}
# Rows of an accumulator tile round up (pto-and-ascend facts): i32 to 32
# on a2a3, else 16.
VIEW_OPS = ("pto.alloc_tile", "pto.subset", "pto.treshape",
            "pto.partition_view", "pto.make_tensor_view")
# Ops whose last tile input is a tmp scratch (written), when they have this
# many tile inputs (sync-facts §1.1: tmp operands count as writes).
TMP_OPS = {"trsqrt": 2, "txor": 3, "txors": 2, "trem": 3, "trems": 2,
           "tprelu": 3, "tcvt": 2, "tsel": 4, "tsels": 3, "tcolsum": 2,
           "tcolargmax": 2, "tcolargmin": 2, "ttrans": 2, "trowsum": 2,
           "trowmax": 2, "trowmin": 2, "tgather": 3, "tsort32": 3}
# Triples pto-isa intrinsics use internally (sync-facts §2.4).
INTERNAL_PAIRS = {("PIPE_V", "PIPE_S"), ("PIPE_S", "PIPE_V"),
                  ("PIPE_MTE2", "PIPE_S"), ("PIPE_MTE1", "PIPE_S"),
                  ("PIPE_S", "PIPE_MTE2"), ("PIPE_V", "PIPE_MTE3"),
                  ("PIPE_MTE3", "PIPE_V"), ("PIPE_MTE3", "PIPE_S"),
                  ("PIPE_S", "PIPE_MTE3"), ("PIPE_MTE2", "PIPE_V"),
                  ("PIPE_MTE2", "PIPE_MTE3"), ("PIPE_MTE3", "PIPE_MTE2")}
INTERNAL_IDS = (0, 7)

RE_NAME = re.compile(r"%[A-Za-z0-9_.$-]+")
RE_CONST = re.compile(r"^(%\S+) = arith\.constant (-?\d+) : (index|i64|i32)$")
RE_TILE = re.compile(r"!pto\.tile_buf<loc=(\w+), dtype=(\w+), rows=(\d+), "
                     r"cols=(\d+),[^>]*blayout=(\w+)")
RE_SYNC = re.compile(r"^pto\.(set_flag|wait_flag) \[#pto\.pipe<(\w+)>, "
                     r"#pto\.pipe<(\w+)>, #pto\.event<EVENT_ID(\d+)>\]$")
RE_BARRIER = re.compile(r"^pto\.barrier #pto\.pipe<(\w+)>$")
RE_FOR = re.compile(r"^(?:.* = )?scf\.for (%\S+) = (%\S+) to (%\S+) step")
RE_IF = re.compile(r"^(?:.* = )?scf\.if (%\S+)")


class Unreadable(Exception):
    pass


class Mem:
    """A footprint: rows of row_bytes, pitch apart, from base, in a memory
    (a tile space, or ("gm", argument)); whole = unknown extent."""

    def __init__(self, mem, base=0, pitch=0, rows=1, row_bytes=0,
                 whole=False):
        self.mem, self.base, self.pitch = mem, base, pitch
        self.rows, self.row_bytes, self.whole = rows, row_bytes, whole
        self.buckets = False  # the access index's buckets, once asked for

    def end(self):
        return self.base + (self.rows - 1) * self.pitch + self.row_bytes

    def rows_iter(self):
        for i in range(self.rows):
            lo = self.base + i * self.pitch
            yield lo, lo + self.row_bytes


def overlap(a, b, noalias):
    if a.mem[0] != b.mem[0]:
        return False
    if a.mem[0] == "gm":
        if a.mem[1] != b.mem[1]:
            # Different arguments may alias unless both are noalias.
            return not (noalias is True or (
                noalias and a.mem[1] in noalias and b.mem[1] in noalias))
    elif a.mem != b.mem:
        return False
    if a.whole or b.whole:
        return True
    if a.end() <= b.base or b.end() <= a.base:
        return False
    if a.rows * b.rows > 1 << 16:
        return True
    for lo, hi in a.rows_iter():
        for lo2, hi2 in b.rows_iter():
            if lo < hi2 and lo2 < hi:
                return True
    return False


class Op:
    def __init__(self, line, name, pipe, accesses):
        self.line, self.name, self.pipe, self.acc = line, name, pipe, accesses


class Func:
    def __init__(self, name, arch):
        self.name, self.arch = name, arch
        self.body = []


def tile_bytes(t, arch):
    loc, dtype, rows, cols, _ = t
    if loc == "acc":
        r = 32 if (arch == "a2a3" and dtype == "i32") else 16
        rows = (rows + r - 1) // r * r
    return (rows * cols * ELEM_BITS.get(dtype, 32) + 7) // 8


def parse_tile_type(text):
    m = RE_TILE.search(text)
    if not m:
        return None
    return (m.group(1), m.group(2), int(m.group(3)), int(m.group(4)),
            m.group(5))


def tile_pipe(op, ins, outs, arch):
    """The pipe an op runs on (pto-isa's map, sync-facts §1.3)."""
    src = ins[0][1][0] if ins and ins[0][1] else None
    dst = outs[0][1][0] if outs and outs[0][1] else None
    base = op.split(".")[0]
    if op in ("tload", "tprefetch"):
        return "PIPE_MTE2"
    if op == "tstore":
        return "PIPE_FIX" if src == "acc" else "PIPE_MTE3"
    if op in ("tmov", "textract", "tinsert"):
        if src == "acc":
            return "PIPE_FIX"
        if src == "mat" and dst in ("left", "right", "bias"):
            return "PIPE_MTE1"
        if src == "mat" and dst == "scaling":
            return "PIPE_FIX" if op == "tmov" else "PIPE_MTE1"
        if src == "vec" and dst == "mat":
            return "PIPE_FIX"
        if op == "tinsert":
            return "PIPE_FIX"
        return "PIPE_V"
    if base in ("tmatmul", "tgemv"):
        return "PIPE_M"
    if op == "tscatter":
        return "PIPE_S" if arch == "a2a3" else "PIPE_V"
    if op == "tpop_from_aic":
        return "PIPE_S"
    return "PIPE_V"


RE_SCALAR = re.compile(r"^(%\S+) = arith\.(\w+) (.*) : (\S+)(?: to \S+)?$")
# A trailing source location, loc("file":line:col) (docs/pto-output.md).
RE_LOC = re.compile(r'\s+loc\((?:[^()"]|"[^"]*")*\)$')
RE_YIELD = re.compile(r"^scf\.yield (.*) : .*$")
RE_FOR_FULL = re.compile(r"^(?:(.*) = )?scf\.for (%\S+) = (%\S+) to (%\S+) "
                         r"step (%\S+)(?: iter_args\((.*)\) -> \(.*\))? \{$")
RE_IF_FULL = re.compile(r"^(?:(.*) = )?scf\.if (%\S+)(?: -> \(.*\))? \{$")


def names(text):
    return [n.strip() for n in text.split(",") if n.strip()]


class Reader:
    """Reads a module into a tree per function: ("for", line, iv, lb,
    (ub, step), [(arg, init)], [result], body), ("if", line, [result], then, else),
    ("yield", line, [value]), ("def", line, text) for the scalar and view
    definitions (evaluated per path, so loop counters and slots are
    concrete), ("sync", ...), ("barrier", ...) and ("op", line, name,
    [ins], [outs]) with operand names."""

    def __init__(self, text, noalias):
        self.lines = text.splitlines()
        self.noalias = noalias
        self.funcs = []

    def read(self):
        arch = "a2a3"
        i = 0
        while i < len(self.lines):
            s = self.lines[i].strip()
            m = re.search(r'pto\.target_arch = "(\w+)"', s)
            if m:
                arch = m.group(1)
            m = re.match(r"^func\.func @([\w.$-]+)\((.*)\)", s)
            if m:
                f = Func(m.group(1), arch)
                f.args = [a.split(":")[0].strip()
                          for a in m.group(2).split(", ") if a]
                i, f.body, _ = self.region(i + 1, f)
                self.funcs.append(f)
            i += 1
        return self.funcs

    def region(self, i, f):
        body = []
        while i < len(self.lines):
            s = RE_LOC.sub("", self.lines[i].strip())
            lineno = i + 1
            if s == "}" or s.startswith("} else {"):
                return i, body, s
            if s == "return":
                i += 1
                continue
            m = RE_YIELD.match(s)
            if m:
                body.append(("yield", lineno, names(m.group(1))))
                i += 1
                continue
            if s == "scf.yield":
                i += 1
                continue
            m = RE_FOR_FULL.match(s)
            if m:
                j, sub, close = self.region(i + 1, f)
                if close != "}":
                    raise Unreadable("line %d: a loop closes with %r" %
                                     (lineno, close))
                carried = []
                for a in names(m.group(6) or ""):
                    k, _, v = a.partition(" = ")
                    carried.append((k.strip(), v.strip()))
                body.append(("for", lineno, m.group(2), m.group(3),
                             (m.group(4), m.group(5)), carried,
                             names(m.group(1) or ""), sub))
                i = j + 1
                continue
            m = RE_IF_FULL.match(s)
            if m:
                j, then, close = self.region(i + 1, f)
                other = []
                if close.startswith("} else {"):
                    j, other, close = self.region(j + 1, f)
                body.append(("if", lineno, names(m.group(1) or ""), then,
                             other, m.group(2)))
                i = j + 1
                continue
            if s.startswith("scf."):
                raise Unreadable("line %d: unknown control flow: %s" %
                                 (lineno, s[:80]))
            self.instr(s, lineno, body)
            i += 1
        return i, body, ""

    def instr(self, s, lineno, body):
        m = RE_SYNC.match(s)
        if m:
            body.append(("sync", lineno, m.group(1), m.group(2), m.group(3),
                         int(m.group(4))))
            return
        m = RE_BARRIER.match(s)
        if m:
            body.append(("barrier", lineno, m.group(1)))
            return
        if s.startswith("%") and (" = arith." in s or " = pto." in s and
                                  s.split(" = ", 1)[1].startswith(VIEW_OPS)):
            body.append(("def", lineno, s))
            return
        m = re.match(r"^(?:%\S+ = )?pto\.(\w+(?:\.\w+)*) ins\((.*)\) "
                     r"outs\((.*?)\)(?: \{.*\})?$", s)
        if m:
            body.append(("op", lineno, m.group(1),
                         RE_NAME.findall(m.group(2).split(" : ")[0]),
                         RE_NAME.findall(m.group(3).split(" : ")[0])))
            return
        if s.startswith("pto."):
            raise Unreadable("line %d: unknown op: %s" % (lineno, s[:80]))


def c_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


BINARY = {
    "addi": lambda a, b: a + b, "subi": lambda a, b: a - b,
    "muli": lambda a, b: a * b, "andi": lambda a, b: a & b,
    "shli": lambda a, b: a << b if 0 <= b < 64 else None,
    "minsi": min, "maxsi": max,
    "divsi": lambda a, b: c_div(a, b) if b else None,
    "remsi": lambda a, b: a - c_div(a, b) * b if b else None,
}
CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
       "slt": lambda a, b: a < b, "sle": lambda a, b: a <= b,
       "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b,
       "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b,
       "ugt": lambda a, b: a > b, "uge": lambda a, b: a >= b}


class Env:
    """The values of one path: scalars (an int, or None when unknown: a
    function argument, a float, an unmodelled op), tiles (type, footprint),
    tensor views and partition views."""

    def __init__(self, f, noalias_args, trips=None):
        self.f = f
        self.scalars, self.tiles, self.views, self.parts = {}, {}, {}, {}
        self.noalias_args = noalias_args
        # The loop counters a scalar follows ("!" when not as a polynomial
        # of them), and the most trips a path runs each counter's loop.
        self.deps, self.trips = {}, trips or {}

    def value(self, name):
        return self.scalars.get(name)

    def define(self, line, s):
        res, rhs = s.split(" = ", 1)
        res = res.strip()
        if rhs.startswith("arith."):
            self.scalars[res] = self.scalar(rhs)
            self.deps[res] = self.scalar_deps(rhs)
        elif rhs.startswith("pto.alloc_tile "):
            t = parse_tile_type(s)
            m = re.search(r"addr = (%\S+)", s)
            if t is None or not m:
                raise Unreadable("line %d: a tile without a type or an "
                                 "address" % line)
            self.tiles[res] = (t, self.footprint(t, self.value(m.group(1))))
        elif rhs.startswith("pto.subset "):
            self.subset(line, s)
        elif rhs.startswith("pto.treshape "):
            self.treshape(line, s)
        elif rhs.startswith("pto.make_tensor_view "):
            m = re.match(r"^(%\S+) = pto\.make_tensor_view (%\S+), shape = "
                         r"\[(%\S+), (%\S+)\], strides = \[(%\S+), (%\S+)\]"
                         r".*tensor_view<\?x\?x(\w+)>", s)
            if not m:
                raise Unreadable("line %d: unknown tensor view" % line)
            self.views[m.group(1)] = (m.group(2), self.value(m.group(5)),
                                      self.value(m.group(6)), m.group(7))
        elif rhs.startswith("pto.partition_view "):
            self.partition(line, s)

    def scalar(self, rhs):
        m = re.match(r"^arith\.constant (-?\d+) : (index|i\d+)$", rhs)
        if m:
            return int(m.group(1))
        m = re.match(r"^arith\.(\w+) (.*?) : ", rhs + " : ")
        if not m:
            return None
        op, args = m.group(1), names(m.group(2))
        if op in ("index_cast", "index_castui") and len(args) == 1:
            return self.value(args[0])
        if op == "cmpi" and len(args) == 3 and args[0] in CMP:
            a, b = self.value(args[1]), self.value(args[2])
            return None if a is None or b is None else int(CMP[args[0]](a, b))
        if op == "select" and len(args) == 3:
            c = self.value(args[0])
            return None if c is None else self.value(args[1 if c else 2])
        if op in BINARY and len(args) == 2:
            a, b = self.value(args[0]), self.value(args[1])
            return None if a is None or b is None else BINARY[op](a, b)
        return None

    def scalar_deps(self, rhs):
        """The counters an arith result follows. A polynomial of counters
        modulo c repeats within c trips: when every path runs its loops c
        times or more, every value it takes is seen, so it follows none."""
        m = re.match(r"^arith\.(\w+) (.*?) : ", rhs + " : ")
        if not m or m.group(1) == "constant":
            return frozenset()
        op, args = m.group(1), names(m.group(2))
        d = frozenset()
        for a in args:
            if a.startswith("%"):
                d |= self.deps.get(a, frozenset())
        if op == "remsi" and len(args) == 2:
            c = self.value(args[1])
            if c and "!" not in d and all(self.trips.get(v, 0) >= abs(c)
                                          for v in d):
                return frozenset()
        if op not in ("addi", "subi", "muli", "remsi", "cmpi",
                      "index_cast", "index_castui") and d:
            d |= {"!"}
        return d

    def known_condition(self, name):
        """An scf.if's condition, when it is known and the same on every
        trip a real run takes (else None: both arms are explored)."""
        v = self.value(name)
        return None if v is None or self.deps.get(name) else v

    def footprint(self, t, addr):
        if addr is None:
            return Mem(("tile", t[0]), whole=True)  # an unknown address
        return Mem(("tile", t[0]), addr, 0, 1, tile_bytes(t, self.f.arch))

    def subset(self, line, s):
        m = re.match(r"^(%\S+) = pto\.subset (%\S+)\[(%\S+), (%\S+)\] "
                     r"sizes \[(\d+), (\d+)\]", s)
        if not m or m.group(2) not in self.tiles:
            raise Unreadable("line %d: unknown subset" % line)
        res, src, r0, c0 = m.group(1), m.group(2), m.group(3), m.group(4)
        rows, cols = int(m.group(5)), int(m.group(6))
        st, sfp = self.tiles[src]
        t = (st[0], st[1], rows, cols, st[4])
        r0v, c0v = self.value(r0), self.value(c0)
        bits = ELEM_BITS.get(st[1], 32)
        if sfp.whole or r0v is None or c0v is None or bits % 8:
            fp = sfp
        elif sfp.rows != 1:
            # A window of a window: its lines within the source window's
            # lines, the same pitch apart; outside them, the source's box.
            eb = bits // 8
            if st[4] == "col_major":
                lines, width, line0, elem0 = cols, rows, c0v, r0v
            else:
                lines, width, line0, elem0 = rows, cols, r0v, c0v
            if (line0 >= 0 and elem0 >= 0 and line0 + lines <= sfp.rows and
                    (elem0 + width) * eb <= sfp.row_bytes):
                fp = Mem(sfp.mem, sfp.base + line0 * sfp.pitch + elem0 * eb,
                         sfp.pitch, lines, width * eb)
            else:
                fp = sfp
        else:
            eb = bits // 8
            if st[4] == "col_major":
                lines, width, pitch = cols, rows, st[2]
                first = c0v * st[2] + r0v
            else:
                lines, width, pitch = rows, cols, st[3]
                first = r0v * st[3] + c0v
            fp = Mem(sfp.mem, sfp.base + first * eb, pitch * eb, lines,
                     width * eb)
        self.tiles[res] = (t, fp)

    def treshape(self, line, s):
        m = re.match(r"^(%\S+) = pto\.treshape (%\S+) :", s)
        src = m.group(2) if m else None
        if src not in self.tiles:
            raise Unreadable("line %d: unknown treshape source" % line)
        t2 = parse_tile_type(s.split("->")[-1])
        st, sfp = self.tiles[src]
        if sfp.whole:
            fp = sfp
        else:
            fp = Mem(sfp.mem, sfp.base, 0, 1,
                     max(tile_bytes(t2, self.f.arch), sfp.end() - sfp.base))
        self.tiles[m.group(1)] = (t2, fp)

    def partition(self, line, s):
        m = re.match(r"^(%\S+) = pto\.partition_view (%\S+), offsets = "
                     r"\[(%\S+), (%\S+)\], sizes = \[(%\S+), (%\S+)\]", s)
        if not m or m.group(2) not in self.views:
            raise Unreadable("line %d: unknown partition view" % line)
        arg, s0, s1, dt = self.views[m.group(2)]
        r0, c0 = self.value(m.group(3)), self.value(m.group(4))
        rows, cols = self.value(m.group(5)), self.value(m.group(6))
        bits = ELEM_BITS.get(dt, 32)
        key = ("gm", arg)
        if None in (s0, s1, r0, c0, rows, cols) or s1 != 1 or bits % 8:
            fp = Mem(key, whole=True)
        else:
            eb = bits // 8
            fp = Mem(key, (r0 * s0 + c0) * eb, s0 * eb, rows, cols * eb)
            if rows == 1:
                fp.pitch = 0
        self.parts[m.group(1)] = fp

    def op(self, line, name, ins_names, outs_names):
        ins = [(n,) + self.tiles[n] for n in ins_names if n in self.tiles]
        gin = [self.parts[n] for n in ins_names if n in self.parts]
        outs = [(n,) + self.tiles[n] for n in outs_names if n in self.tiles]
        gout = [self.parts[n] for n in outs_names if n in self.parts]
        pipe = tile_pipe(name, ins, outs, self.f.arch)
        acc = []
        tmp = TMP_OPS.get(name)
        for k, (n, t, fp) in enumerate(ins):
            acc.append((fp, tmp is not None and len(ins) == tmp and
                        k == len(ins) - 1))
        acc += [(fp, False) for fp in gin]
        acc += [(fp, True) for _, _, fp in outs]
        acc += [(fp, True) for fp in gout]
        return Op(line, name, pipe, acc)


def constructs(body, out):
    for n in body:
        if n[0] == "for":
            out.append(n[1])
            constructs(n[7], out)
        elif n[0] == "if":
            out.append(n[1])
            constructs(n[3], out)
            constructs(n[4], out)
    return out


# ---------------------------------------------------------------------------
# Executions: how each dynamic instance of a loop or an if is decided.
#
# An execution is the sequence of decisions a run of the function body
# makes, in program order: each time an scf.for is reached it picks a trip
# count in 0..most-1 (never more than a loop with known bounds has), each
# time an scf.if whose condition the path does not know is reached it picks
# an arm (0: then, 1: else). A chooser makes those decisions; the trace of
# one execution is then fully determined, so a sequence of decisions names
# one execution. "Uniform" executions give every instance of a construct the
# same decision (the checker's original model); "instance" executions let
# each instance decide on its own (docs/sync.md, "Executions").


class Chooser:
    """Decides each dynamic instance; records the decisions it made as
    (construct line, decision, number of choices)."""

    def __init__(self):
        self.seq = []

    def pick(self, line, n):
        v = self.choose(len(self.seq), line, n)
        self.seq.append((line, v, n))
        return v

    def choose(self, i, line, n):
        raise NotImplementedError


class UniformChooser(Chooser):
    """Every instance of a construct takes the construct's value (a loop's
    trips clipped to what the instance has)."""

    def __init__(self, values):
        Chooser.__init__(self)
        self.values = values

    def choose(self, i, line, n):
        return min(self.values[line], n - 1)


class ReplayChooser(Chooser):
    """Replays a prefix of decisions, then takes choice 0 (the depth-first
    enumeration of every execution)."""

    def __init__(self, prefix):
        Chooser.__init__(self)
        self.prefix = prefix

    def choose(self, i, line, n):
        return self.prefix[i] if i < len(self.prefix) else 0


class OverrideChooser(UniformChooser):
    """A uniform execution whose i-th decision is changed (one instance
    varied at a time)."""

    def __init__(self, values, i, v):
        UniformChooser.__init__(self, values)
        self.at, self.v = i, v

    def choose(self, i, line, n):
        if i == self.at and self.v < n:
            return self.v
        return UniformChooser.choose(self, i, line, n)


class RandomChooser(Chooser):
    """Each instance decides at random (seeded: deterministic)."""

    def __init__(self, rnd):
        Chooser.__init__(self)
        self.rnd = rnd

    def choose(self, i, line, n):
        return self.rnd.randrange(n)


def describe(seq, lines_kind):
    """An execution's decisions, as text ("line 5: 2 trips, line 9: else")."""
    out = []
    for line, v, _ in seq:
        if lines_kind.get(line) == "for":
            out.append("line %d: %d trip%s" % (line, v, "" if v == 1 else "s"))
        else:
            out.append("line %d: %s" % (line, "then" if v == 0 else "else"))
    return ", ".join(out) if out else "no loop or if"


def expand(body, chooser, env, trace, most):
    """The straight-line trace of one execution (chooser decides each loop's
    trips and each if's arm, per instance; most: line -> most trips + 1),
    with every scalar, address and footprint evaluated on the way; returns
    the values of the region's scf.yield (or [])."""
    yielded = []
    for n in body:
        kind = n[0]
        if kind == "def":
            env.define(n[1], n[2])
        elif kind == "yield":
            yielded = [env.value(v) for v in n[2]]
        elif kind == "for":
            _, line, iv, lb, (ub, step), carried, results, sub = n
            for arg, init in carried:
                env.scalars[arg] = env.value(init)
            lbv, ubv, stv = env.value(lb), env.value(ub), env.value(step)
            choices = most[line]
            if None not in (lbv, ubv, stv) and stv > 0:
                # Known bounds: never more trips than the loop has.
                choices = min(choices, max(0, -(-(ubv - lbv) // stv)) + 1)
            trips = chooser.pick(line, choices)
            for k in range(trips):
                env.scalars[iv] = (None if lbv is None or stv is None
                                   else lbv + k * stv)
                env.deps[iv] = frozenset([iv])
                ys = expand(sub, chooser, env, trace, most)
                for (arg, _), y in zip(carried, ys):
                    env.scalars[arg] = y
            for (arg, _), r in zip(carried, results):
                env.scalars[r] = env.value(arg)
        elif kind == "if":
            line, results, then, other = n[1:5]
            # A condition the path knows picks its arm (a ping-pong slot's
            # id); one that depends on how far the loops ran does not: the
            # paths run only their first trips.
            c = env.known_condition(n[5]) if len(n) > 5 else None
            take = chooser.pick(line, 2) == 0 if c is None else bool(c)
            ys = expand(then if take else other, chooser, env, trace, most)
            for r, y in zip(results, ys + [None] * len(results)):
                env.scalars[r] = y
        elif kind == "op":
            trace.append(("op", n[1], env.op(n[1], n[2], n[3], n[4])))
        else:
            trace.append(n)
    return yielded


# ---------------------------------------------------------------------------
# One execution under the flag semantics.
#
# Happens-before is kept as vector clocks: count[x] is how many ops pipe x
# has been issued (x < NP) or how many waits pipe x has passed (NP + x);
# know[q][x] is how many of those pipe q knows are finished before its next
# instruction. An earlier op a (the i-th of pipe p) is ordered before the
# next op of q exactly when i < know[q][p]: knowledge covers a prefix of
# each queue. So the unordered earlier ops of pipe p are a suffix of p's
# ops, and an op only looks at the suffix of each pipe's accesses to the
# bytes it touches (AccessIndex), not at every earlier op.

NP = len(PIPES)
PIPE_INDEX = {p: i for i, p in enumerate(PIPES)}
ACC = ("tile", "acc")
# The byte granule of the access index (a bucket of a memory).
BUCKET = 1024
# A footprint over more buckets than this is kept in the memory's wide list.
WIDE_BUCKETS = 256


def may_alias_args(a, b, noalias):
    """Two different GM arguments may alias unless both are noalias."""
    return not (noalias is True or (noalias and a in noalias and
                                    b in noalias))


def fp_buckets(fp):
    """The buckets a footprint's rows cover, or None when too many (kept
    on the footprint: a tile's is asked for by every op that touches it)."""
    if fp.buckets is False:
        fp.buckets = None if fp.whole else row_buckets(fp)
    return fp.buckets


def row_buckets(fp):
    if fp.rows > 1 and fp.pitch > BUCKET and fp.rows <= 64:
        spans = list(fp.rows_iter())  # rows a bucket or more apart
    else:
        spans = [(fp.base, fp.end())]
    out = set()
    for lo, hi in spans:
        first, last = lo // BUCKET, max(lo, hi - 1) // BUCKET
        if last - first + len(out) > WIDE_BUCKETS:
            return None
        out.update(range(first, last + 1))
    return out


class MemIndex:
    """The accesses to one memory (a tile space, or one GM argument): per
    bucket, per pipe, the writes and the reads in issue order; the wide
    ones (an unknown extent, or too many buckets); and all of them."""

    def __init__(self):
        self.buckets, self.wide, self.all = {}, {}, {}

    @staticmethod
    def _add(table, pipe, write, entry):
        lists = table.get(pipe)
        if lists is None:
            lists = table[pipe] = ([], [])
        lists[0 if write else 1].append(entry)

    def add(self, pipe, fp, write, entry):
        self._add(self.all, pipe, write, entry)
        bs = fp_buckets(fp)
        if bs is None:
            self._add(self.wide, pipe, write, entry)
            return
        for b in bs:
            table = self.buckets.get(b)
            if table is None:
                table = self.buckets[b] = {}
            self._add(table, pipe, write, entry)


def scan_lists(table, know, reads_of, out):
    """The entries of table ({pipe: (writes, reads)}) not ordered before
    (index >= know[pipe]); reads only of the pipes reads_of accepts."""
    for p, (ws, rs) in table.items():
        t = know[p]
        if ws and ws[-1][0] >= t:
            k = len(ws) - 1
            while k >= 0 and ws[k][0] >= t:
                out.append(ws[k])
                k -= 1
        if rs and rs[-1][0] >= t and reads_of(p):
            k = len(rs) - 1
            while k >= 0 and rs[k][0] >= t:
                out.append(rs[k])
                k -= 1


class AccessIndex:
    """Every access of the execution so far, by memory and byte bucket."""

    def __init__(self, noalias):
        self.noalias = noalias
        self.mems = {}

    def add(self, idx, op, pipe, fp, write):
        mi = self.mems.get(fp.mem)
        if mi is None:
            mi = self.mems[fp.mem] = MemIndex()
        mi.add(pipe, fp, write, (idx, op, fp, write))

    def unordered(self, fp, write, q, know):
        """The earlier accesses that may touch fp's bytes and are not known
        done by pipe q: a superset; overlap() decides."""
        out = []
        acc = fp.mem == ACC

        def reads_of(p):
            return write or (acc and p != q)
        mi = self.mems.get(fp.mem)
        if mi is not None:
            bs = fp_buckets(fp)
            if bs is None:
                scan_lists(mi.all, know, reads_of, out)
            else:
                for b in bs:
                    table = mi.buckets.get(b)
                    if table:
                        scan_lists(table, know, reads_of, out)
                scan_lists(mi.wide, know, reads_of, out)
        if fp.mem[0] == "gm":
            for mem, other in self.mems.items():
                if mem[0] == "gm" and mem[1] != fp.mem[1] and \
                        may_alias_args(mem[1], fp.mem[1], self.noalias):
                    scan_lists(other.all, know, reads_of, out)
        return out


def run_path(f, trace, noalias, findings, strict=True, scan="index",
             witness=None):
    """Executes one trace; adds each finding to findings ({(kind, msg):
    witness}, the first execution that showed it)."""
    count = [0] * (2 * NP)
    know = [[0] * (2 * NP) for _ in PIPES]
    flags = {}  # triple -> (line, payload)
    waited = {}  # triple -> (line, index of the wait among its queue's)
    index = AccessIndex(noalias)
    done = []  # --scan=pairs: (op, index in its pipe)
    ordered_pipes = {PIPE_INDEX["PIPE_S"]} | (
        {PIPE_INDEX["PIPE_V"]} if f.arch == "a5" else set())

    def report(kind, msg):
        findings.setdefault((kind, msg), witness)

    for n in trace:
        kind = n[0]
        if kind == "barrier":
            p = n[2]
            if p == "PIPE_ALL":
                for q in range(NP):
                    know[q] = list(count)
            elif p == "PIPE_S":
                report("barrier-s", "line %d: pto.barrier on PIPE_S" % n[1])
            elif p in PIPE_INDEX:
                i = PIPE_INDEX[p]
                know[i][i] = count[i]
            continue
        if kind == "sync":
            _, line, what, src, dst, eid = n
            key = (src, dst, eid)
            if src not in PIPE_INDEX or dst not in PIPE_INDEX or src == dst:
                report("malformed", "line %d: set/wait on %s -> %s" %
                       (line, src, dst))
                continue
            s, d = PIPE_INDEX[src], PIPE_INDEX[dst]
            if what == "set_flag":
                if key in flags:
                    report("double-set", "line %d: %s -> %s EVENT_ID%d is "
                           "set again before its wait (set at line %d)" %
                           (line, src, dst, eid, flags[key][0]))
                elif strict and key in waited and \
                        know[s][NP + d] <= waited[key][1]:
                    # The wait runs in the dst queue, this set in the src
                    # queue: unless a chain orders the wait first, the set
                    # may fire while the flag is still 1 (sync-facts §2.1,
                    # §6.C.4: a triple is reused once its set is waited).
                    report("double-set", "line %d: %s -> %s EVENT_ID%d may "
                           "be set again before the wait at line %d has "
                           "cleared it (nothing orders that wait before "
                           "this set)" % (line, src, dst, eid,
                                          waited[key][0]))
                payload = list(know[s])
                payload[s] = count[s]
                payload[NP + s] = count[NP + s]
                flags[key] = (line, payload)
            else:
                if key not in flags:
                    report("deadlock", "line %d: wait %s -> %s EVENT_ID%d "
                           "with no pending set" % (line, src, dst, eid))
                    continue
                _, payload = flags.pop(key)
                kd = know[d]
                for x in range(2 * NP):
                    if payload[x] > kd[x]:
                        kd[x] = payload[x]
                waited[key] = (line, count[NP + d])
                count[NP + d] += 1
                kd[NP + d] = count[NP + d]
                if dst == "PIPE_S":
                    # S issues everything: what follows comes after.
                    for q in range(NP):
                        know[q][NP + d] = count[NP + d]
            continue
        op = n[2]
        q = PIPE_INDEX[op.pipe]
        for (sl, sd, eid), (line, _) in flags.items():
            if (sl, sd) in INTERNAL_PAIRS and eid in INTERNAL_IDS:
                report("internal-id", "line %d: pto.%s runs while %s -> %s "
                       "EVENT_ID%d (set at line %d) is held" %
                       (op.line, op.name, sl, sd, eid, line))
        kq = know[q]
        if scan == "pairs":
            bad = [prev for prev, idx in done
                   if idx >= kq[PIPE_INDEX[prev.pipe]] and
                   conflicting(prev, op, noalias)]
            done.append((op, count[q]))
        else:
            bad, seen = [], set()
            for fa, wa in op.acc:
                for _, prev, fb, wb in index.unordered(fa, wa, q, kq):
                    if id(prev) in seen:
                        continue
                    if conflicting(prev, op, noalias):
                        seen.add(id(prev))
                        bad.append(prev)
            for fa, wa in op.acc:
                index.add(count[q], op, q, fa, wa)
        for prev in bad:
            report("unordered", "line %d: pto.%s (%s) and line %d: "
                   "pto.%s (%s) touch the same bytes with no "
                   "happens-before between them" %
                   (prev.line, prev.name, prev.pipe, op.line, op.name,
                    op.pipe))
        count[q] += 1
        if q in ordered_pipes:
            kq[q] = count[q]
    for (src, dst, eid), (line, _) in flags.items():
        report("left-set", "%s -> %s EVENT_ID%d set at line %d is still set "
               "at the end" % (src, dst, eid, line))
    return len(trace)


def W(pipe):
    """The index of a pipe's passed waits in run_path's counters."""
    return NP + PIPE_INDEX[pipe]


def conflicting(a, b, noalias):
    for fa, wa in a.acc:
        for fb, wb in b.acc:
            acc_rr = (fa.mem == ACC and fb.mem == fa.mem and
                      a.pipe != b.pipe)
            if (wa or wb or acc_rr) and overlap(fa, fb, noalias):
                return True
    return False


# ---------------------------------------------------------------------------
# Which executions a function is checked on (docs/sync.md, "Executions").

VARY = ("instance", "uniform")
DEFAULT_SAMPLES = 64
# The most trips a loop runs (never more than its constant bounds allow);
# --trips raises it, for a kernel whose accesses meet only in a later trip.
MOST_TRIPS = 3


class Stats:
    """What check_func did, per function (--stats)."""

    def __init__(self, name):
        self.name = name
        self.strategy = ""
        self.runs = {}  # kind -> executions
        self.ops = 0  # trace entries executed, over every execution
        self.longest = 0
        self.seconds = 0.0

    def line(self):
        runs = " ".join("%s=%d" % kv for kv in self.runs.items())
        return ("@%s: %s executions=%d (%s) trace=%d longest=%d "
                "seconds=%.3f" % (self.name, self.strategy,
                                  sum(self.runs.values()), runs, self.ops,
                                  self.longest, self.seconds))


def loop_choices(f):
    """{loop line: trip choices}: 0..3 trips, and up to 2N when the body
    takes a residue modulo a constant N (a ping-pong slot is reused N trips
    later, and every residue must be seen for a slot's arm to be picked);
    {counter: most trips} for Env; {construct line: "for" | "if"}."""
    consts, most, trips, kinds = {}, {}, {}, {}

    def scan_consts(body):
        for n in body:
            if n[0] == "def":
                m = re.match(r"^(%\S+) = arith\.constant (-?\d+) :", n[2])
                if m:
                    consts[m.group(1)] = int(m.group(2))
            elif n[0] == "for":
                scan_consts(n[7])
            elif n[0] == "if":
                scan_consts(n[3])
                scan_consts(n[4])

    def residues(body):
        top = 1
        for n in body:
            if n[0] == "def":
                m = re.search(r"= arith\.remsi \S+, (%\S+) :", n[2])
                if m and consts.get(m.group(1)):
                    top = max(top, min(abs(consts[m.group(1)]), 8))
            elif n[0] == "for":
                top = max(top, residues(n[7]))
            elif n[0] == "if":
                top = max(top, residues(n[3]), residues(n[4]))
        return top

    def loop_trips(body):
        for n in body:
            if n[0] == "for":
                kinds[n[1]] = "for"
                most[n[1]] = max(MOST_TRIPS + 1, 2 * residues(n[7]) + 1)
                trips[n[2]] = most[n[1]] - 1
                loop_trips(n[7])
            elif n[0] == "if":
                kinds[n[1]] = "if"
                loop_trips(n[3])
                loop_trips(n[4])
    scan_consts(f.body)
    loop_trips(f.body)
    return most, trips, kinds


def uniform_values(lines, most, max_paths):
    """The uniform executions: every combination up to max_paths, else the
    all-first, all-last and all-1 ones and a sample seeded by the count of
    constructs (the checker's original model)."""
    domains = [range(most[l]) if l in most else (0, 1) for l in lines]
    total = 1
    for d in domains:
        total *= len(d)
    if total <= max_paths:
        return [dict(zip(lines, c)) for c in itertools.product(*domains)]
    rnd = random.Random(len(lines))
    combos = [tuple(d[0] for d in domains),
              tuple(d[-1] for d in domains),
              tuple(d[min(1, len(d) - 1)] for d in domains)]
    combos += [tuple(rnd.choice(list(d)) for d in domains)
               for _ in range(max_paths - 3)]
    return [dict(zip(lines, c)) for c in combos]


class _FirstFinding(Exception):
    """Ends check_func(first=True) at its first finding."""


def check_func(f, noalias=False, max_paths=256, strict=True, vary="instance",
               samples=DEFAULT_SAMPLES, seed=1, stats=None, scan="index",
               first=False):
    """{(kind, message): witness} of one function over its executions.

    vary="uniform": every instance of a construct decides the same (all
    combinations up to max_paths, then a fixed sample). vary="instance"
    (the default): every execution, depth first, when a bound of their
    count is at most max_paths; otherwise the uniform ones, then two base
    executions (every loop 2 trips, every if its then arm, or every if its
    else arm) with one decision changed at a time (up to `samples` of
    them), then `samples` executions whose every instance decides at
    random (seeded by seed and the function's name). With first=True it
    stops after the first execution that shows a finding (whether the
    function is clean, the same answer sooner when it is not)."""
    started = time.time()
    lines = constructs(f.body, [])
    most, trips, kinds = loop_choices(f)
    findings = {}
    st = stats if stats is not None else Stats(f.name)

    def run(chooser, kind):
        trace = []
        expand(f.body, chooser, Env(f, noalias, trips), trace, most)
        wit = (kind, chooser.seq)
        run_path(f, trace, noalias, findings, strict, scan, wit)
        st.runs[kind] = st.runs.get(kind, 0) + 1
        st.ops += len(trace)
        st.longest = max(st.longest, len(trace))
        if first and findings:
            raise _FirstFinding()
        return chooser.seq

    try:
        explore(f, run, lines, most, max_paths, vary, samples, seed, st)
    except _FirstFinding:
        pass
    st.seconds = time.time() - started
    for key, (kind, seq) in findings.items():
        findings[key] = "%s execution: %s" % (kind, describe(seq, kinds))
    return findings


def explore(f, run, lines, most, max_paths, vary, samples, seed, st):
    """Runs check_func's executions (its docstring), naming the strategy
    in st."""
    if vary == "instance" and executions_bound(f.body, most,
                                               max_paths) <= max_paths:
        st.strategy = "exhaustive"
        enumerate_all(run)
        return
    st.strategy = "uniform"
    for values in uniform_values(lines, most, max_paths):
        run(UniformChooser(values), "uniform")
    if vary == "instance" and lines:
        st.strategy = "sampled"
        targeted(run, lines, most, samples)
        rnd = random.Random("%d:%s" % (seed, f.name))
        for _ in range(samples):
            run(RandomChooser(rnd), "random")


def executions_bound(body, most, cap):
    """An upper bound of a region's per-instance executions (a loop of m
    choices over a body of E: 1 + E + ... + E^(m-1); an if: then + else;
    a sequence: the product), ignoring known bounds and conditions, which
    only remove executions; at most cap + 1."""
    total = 1
    for n in body:
        if n[0] == "for":
            e = executions_bound(n[7], most, cap)
            t, power = 0, 1
            for _ in range(most[n[1]]):
                t += power
                power = min(power * e, cap + 1)
            total *= t
        elif n[0] == "if":
            total *= (executions_bound(n[3], most, cap) +
                      executions_bound(n[4], most, cap))
        total = min(total, cap + 1)
    return total


def enumerate_all(run):
    """Runs every execution, depth first over the decision sequences."""
    prefix = []
    while True:
        seq = run(ReplayChooser(prefix), "exhaustive")
        j = len(seq) - 1
        while j >= 0 and seq[j][1] + 1 >= seq[j][2]:
            j -= 1
        if j < 0:
            return
        prefix = [s[1] for s in seq[:j]] + [seq[j][1] + 1]


def targeted(run, lines, most, budget):
    """Two base executions (every loop 2 trips, if arms all then or all
    else), each with one decision changed to each other choice: all of
    those variations when they are at most budget, else budget of them
    spread evenly over the bases' decisions."""
    bases = []
    for arm in (0, 1):
        values = {l: (min(2, most[l] - 1) if l in most else arm)
                  for l in lines}
        bases.append((values, run(UniformChooser(values), "targeted")))
    variations = [(values, i, alt) for values, seq in bases
                  for i, (_, v, choices) in enumerate(seq)
                  for alt in range(choices) if alt != v]
    if budget <= 0:
        variations = []
    elif len(variations) > budget:
        step = len(variations) / float(budget)
        variations = [variations[int(k * step)] for k in range(budget)]
    for values, i, alt in variations:
        run(OverrideChooser(values, i, alt), "targeted")


def check_text(text, noalias=False, max_paths=256, strict=True,
               vary="instance", samples=DEFAULT_SAMPLES, seed=1, stats=None,
               scan="index", witnesses=None, funcs=None):
    """[(function, kind, message)] for a printed PTO module (stats: a list
    that gets one Stats per function; witnesses: a dict that gets, per
    finding, the execution that first showed it; funcs: the names of the
    functions to check, all when None)."""
    out = []
    for f in Reader(text, noalias).read():
        if funcs is not None and f.name not in funcs:
            continue
        st = Stats(f.name)
        found = check_func(f, noalias, max_paths, strict, vary, samples,
                           seed, st, scan)
        if stats is not None:
            stats.append(st)
        for (kind, msg), wit in sorted(found.items()):
            out.append((f.name, kind, msg))
            if witnesses is not None:
                witnesses[(f.name, kind, msg)] = wit
    return out


def source_locations(text):
    """{PTO line: "file:line:col"} for the lines that end with loc(...)."""
    out = {}
    for i, line in enumerate(text.splitlines()):
        m = re.search(r'loc\("((?:[^"\\]|\\.)*)":(\d+):(\d+)\)$', line)
        if m:
            out[i + 1] = "%s:%s:%s" % m.groups()
    return out


def with_sources(msg, locs):
    """The source locations of the PTO lines a message names, if known."""
    found = [locs[int(n)] for n in re.findall(r"line (\d+)", msg)
             if int(n) in locs]
    return " (source: %s)" % ", ".join(found) if found else ""



def arg_parser():
    """The command line (also read by pto_sync_minimal.py, which takes a
    test's checker options from its RUN lines)."""
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        epilog="exit 0 when clean, 1 with findings, 2 when the text cannot "
        "be read (docs/sync.md)")
    ap.add_argument("file", help="printed PTO, or - for stdin")
    ap.add_argument("--noalias", action="store_true",
                    help="global arguments never alias each other")
    ap.add_argument("--noalias-arg", action="append", default=[],
                    metavar="NAME",
                    help="this argument (e.g. %%p, as printed) is noalias: "
                    "two such arguments never alias (repeatable)")
    ap.add_argument("--strict-flags", dest="strict_flags",
                    action="store_true", default=True,
                    help="a set must also follow its triple's last wait by "
                    "a happens-before chain, not only in program order "
                    "(docs/sync.md, \"Flag reuse\"; the default)")
    ap.add_argument("--no-strict-flags", dest="strict_flags",
                    action="store_false",
                    help="program order only (misses lost signals; for "
                    "comparison with llc's -ascendpto-sync-strict-reuse"
                    "=false)")
    ap.add_argument("--vary", choices=VARY, default="instance",
                    help="instance (the default): each dynamic instance of "
                    "a loop or an if decides its trips or arm on its own; "
                    "uniform: every instance of one decides the same")
    ap.add_argument("--trips", type=int, default=MOST_TRIPS,
                    help="every scf.for runs 0 to N trips (default %(default)s;"
                    " never more than its constant bounds allow)")
    ap.add_argument("--max-paths", type=int, default=256,
                    help="executions per function before sampling "
                    "(default 256)")
    ap.add_argument("--samples", type=int, default=DEFAULT_SAMPLES,
                    help="random per-instance executions when there are "
                    "more than --max-paths (default %d)" % DEFAULT_SAMPLES)
    ap.add_argument("--seed", type=int, default=1,
                    help="the seed of those samples (default 1)")
    ap.add_argument("--func", action="append", default=None,
                    metavar="NAME",
                    help="check this function only (repeatable; its name "
                    "without @): a test of a mutation in one function "
                    "need not run the others again")
    ap.add_argument("--witness", action="store_true",
                    help="after each finding, the first execution (trips "
                    "and arms, per instance) that showed it")
    ap.add_argument("--stats", action="store_true",
                    help="per function: the strategy, executions, trace "
                    "entries and seconds")
    ap.add_argument("--scan", choices=("index", "pairs"), default="index",
                    help=argparse.SUPPRESS)
    return ap


def main():
    args = arg_parser().parse_args()
    if args.max_paths < 1 or args.samples < 0:
        print("pto_sync_check: --max-paths must be at least 1 and "
              "--samples at least 0")
        return 2
    noalias = True if args.noalias else set(args.noalias_arg)
    if args.trips < 0:
        print("pto_sync_check: --trips must be at least 0")
        return 2
    global MOST_TRIPS
    MOST_TRIPS = args.trips
    try:
        text = (sys.stdin.read() if args.file == "-" else
                open(args.file).read())
    except OSError as e:
        print("pto_sync_check: cannot read %s: %s" % (args.file,
                                                      e.strerror))
        return 2
    stats, witnesses = [], {}
    try:
        found = check_text(text, noalias, args.max_paths, args.strict_flags,
                           args.vary, args.samples, args.seed, stats,
                           args.scan, witnesses, args.func)
    except Unreadable as e:
        print("pto_sync_check: cannot read: %s" % e)
        return 2
    missing = sorted(set(args.func or []) - {st.name for st in stats})
    if missing:
        print("pto_sync_check: no function @%s" % ", @".join(missing))
        return 2
    locs = source_locations(text)
    for name, kind, msg in found:
        print("@%s: %s: %s%s" % (name, kind, msg, with_sources(msg, locs)))
        if args.witness:
            print("  in the %s" % witnesses[(name, kind, msg)])
    if args.stats:
        for st in stats:
            print("pto_sync_check: stats: " + st.line())
    print("pto_sync_check: %d functions, %d findings" % (len(stats),
                                                        len(found)))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
