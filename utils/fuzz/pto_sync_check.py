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

Each function is run over both arms of every scf.if and 0, 1, 2 and 3
trips of every scf.for (never more than a loop with constant bounds has;
all combinations up to --max-paths, then a fixed deterministic sample).
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
                         [--no-strict-flags] FILE|-
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
        if (sfp.whole or r0v is None or c0v is None or
                sfp.rows != 1 or bits % 8):
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


def expand(body, choice, env, trace):
    """The straight-line trace of one path (choice: line -> trips/arm),
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
            trips = choice[line]
            if None not in (lbv, ubv, stv) and stv > 0:
                # Known bounds: never more trips than the loop has.
                trips = min(trips, max(0, -(-(ubv - lbv) // stv)))
            for k in range(trips):
                env.scalars[iv] = (None if lbv is None or stv is None
                                   else lbv + k * stv)
                env.deps[iv] = frozenset([iv])
                ys = expand(sub, choice, env, trace)
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
            take = choice[line] if c is None else bool(c)
            ys = expand(then if take else other, choice, env, trace)
            for r, y in zip(results, ys + [None] * len(results)):
                env.scalars[r] = y
        elif kind == "op":
            trace.append(("op", n[1], env.op(n[1], n[2], n[3], n[4])))
        else:
            trace.append(n)
    return yielded


def run_path(f, trace, noalias, findings, strict=True):
    # count[p]: ops issued to pipe p; count[W(p)]: waits p has passed.
    # know[q][x]: how many of those q knows are done before its next
    # instruction (a happens-before chain).
    keys = PIPES + [W(p) for p in PIPES]
    count = {k: 0 for k in keys}
    know = {q: {k: 0 for k in keys} for q in PIPES}
    flags = {}
    waited = {}  # triple -> (line, index of the wait among its queue's)
    done = []  # (op, index in its pipe, knowledge at its start)
    ordered_pipes = {"PIPE_S"} | ({"PIPE_V"} if f.arch == "a5" else set())

    def report(kind, msg):
        findings.add((kind, msg))

    for n in trace:
        kind = n[0]
        if kind == "barrier":
            p = n[2]
            if p == "PIPE_ALL":
                for q in PIPES:
                    for r in keys:
                        know[q][r] = count[r]
            elif p == "PIPE_S":
                report("barrier-s", "line %d: pto.barrier on PIPE_S" % n[1])
            elif p in know:
                know[p][p] = count[p]
            continue
        if kind == "sync":
            _, line, what, src, dst, eid = n
            key = (src, dst, eid)
            if src not in know or dst not in know or src == dst:
                report("malformed", "line %d: set/wait on %s -> %s" %
                       (line, src, dst))
                continue
            if what == "set_flag":
                if key in flags:
                    report("double-set", "line %d: %s -> %s EVENT_ID%d is "
                           "set again before its wait (set at line %d)" %
                           (line, src, dst, eid, flags[key][0]))
                elif strict and key in waited and \
                        know[src][W(dst)] <= waited[key][1]:
                    # The wait runs in the dst queue, this set in the src
                    # queue: unless a chain orders the wait first, the set
                    # may fire while the flag is still 1 (sync-facts §2.1,
                    # §6.C.4: a triple is reused once its set is waited).
                    report("double-set", "line %d: %s -> %s EVENT_ID%d may "
                           "be set again before the wait at line %d has "
                           "cleared it (nothing orders that wait before "
                           "this set)" % (line, src, dst, eid,
                                          waited[key][0]))
                payload = dict(know[src])
                payload[src] = count[src]
                payload[W(src)] = count[W(src)]
                flags[key] = (line, payload)
            else:
                if key not in flags:
                    report("deadlock", "line %d: wait %s -> %s EVENT_ID%d "
                           "with no pending set" % (line, src, dst, eid))
                    continue
                _, payload = flags.pop(key)
                for p in keys:
                    know[dst][p] = max(know[dst][p], payload[p])
                waited[key] = (line, count[W(dst)])
                count[W(dst)] += 1
                know[dst][W(dst)] = count[W(dst)]
                if dst == "PIPE_S":
                    # S issues everything: what follows comes after.
                    for q in PIPES:
                        know[q][W(dst)] = count[W(dst)]
            continue
        op = n[2]
        q = op.pipe
        for (sl, sd, eid), (line, _) in flags.items():
            if (sl, sd) in INTERNAL_PAIRS and eid in INTERNAL_IDS:
                report("internal-id", "line %d: pto.%s runs while %s -> %s "
                       "EVENT_ID%d (set at line %d) is held" %
                       (op.line, op.name, sl, sd, eid, line))
        k = dict(know[q])
        for prev, idx, _ in done:
            if idx < k[prev.pipe]:
                continue
            if conflicting(prev, op, noalias):
                report("unordered", "line %d: pto.%s (%s) and line %d: "
                       "pto.%s (%s) touch the same bytes with no "
                       "happens-before between them" %
                       (prev.line, prev.name, prev.pipe, op.line, op.name,
                        op.pipe))
        done.append((op, count[q], k))
        count[q] += 1
        if q in ordered_pipes:
            know[q][q] = count[q]
    for (src, dst, eid), (line, _) in flags.items():
        report("left-set", "%s -> %s EVENT_ID%d set at line %d is still set "
               "at the end" % (src, dst, eid, line))


def W(pipe):
    """The key of a pipe's passed waits in run_path's counters."""
    return "W:" + pipe


def conflicting(a, b, noalias):
    for fa, wa in a.acc:
        for fb, wb in b.acc:
            acc_rr = (fa.mem == ("tile", "acc") and fb.mem == fa.mem and
                      a.pipe != b.pipe)
            if (wa or wb or acc_rr) and overlap(fa, fb, noalias):
                return True
    return False


def check_func(f, noalias=False, max_paths=256, strict=True):
    lines = constructs(f.body, [])
    loops = set()

    def mark(body):
        for n in body:
            if n[0] == "for":
                loops.add(n[1])
                mark(n[7])
            elif n[0] == "if":
                mark(n[3])
                mark(n[4])
    mark(f.body)
    # A loop runs 0..3 trips, and up to 2N when its body takes a residue
    # modulo a constant N (a ping-pong slot is reused N trips later, and
    # every residue must be seen for a slot's arm to be picked).
    consts, most, trips = {}, {}, {}

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
                most[n[1]] = max(4, 2 * residues(n[7]) + 1)
                trips[n[2]] = most[n[1]] - 1
                loop_trips(n[7])
            elif n[0] == "if":
                loop_trips(n[3])
                loop_trips(n[4])
    scan_consts(f.body)
    loop_trips(f.body)
    domains = [range(most[l]) if l in loops else (True, False)
               for l in lines]
    total = 1
    for d in domains:
        total *= len(d)
    if total <= max_paths:
        combos = itertools.product(*domains)
    else:
        rnd = random.Random(len(lines))
        combos = [tuple(d[0] for d in domains),
                  tuple(d[-1] for d in domains),
                  tuple(d[min(1, len(d) - 1)] for d in domains)]
        combos += [tuple(rnd.choice(list(d)) for d in domains)
                   for _ in range(max_paths - 3)]
    findings = set()
    for c in combos:
        choice = dict(zip(lines, c))
        trace = []
        expand(f.body, choice, Env(f, noalias, trips), trace)
        run_path(f, trace, noalias, findings, strict)
    return sorted(findings)


def check_text(text, noalias=False, max_paths=256, strict=True):
    """[(function, kind, message)] for a printed PTO module."""
    out = []
    for f in Reader(text, noalias).read():
        for kind, msg in check_func(f, noalias, max_paths, strict):
            out.append((f.name, kind, msg))
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


def main():
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
    ap.add_argument("--max-paths", type=int, default=256,
                    help="paths per function before sampling (default 256)")
    args = ap.parse_args()
    noalias = True if args.noalias else set(args.noalias_arg)
    try:
        text = (sys.stdin.read() if args.file == "-" else
                open(args.file).read())
    except OSError as e:
        print("pto_sync_check: cannot read %s: %s" % (args.file,
                                                      e.strerror))
        return 2
    try:
        found = check_text(text, noalias, args.max_paths, args.strict_flags)
        funcs = len(Reader(text, noalias).read())
    except Unreadable as e:
        print("pto_sync_check: cannot read: %s" % e)
        return 2
    locs = source_locations(text)
    for name, kind, msg in found:
        print("@%s: %s: %s%s" % (name, kind, msg, with_sources(msg, locs)))
    print("pto_sync_check: %d functions, %d findings" % (funcs, len(found)))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
