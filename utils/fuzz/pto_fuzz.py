#!/usr/bin/env python3
# ===- pto_fuzz.py - Random kernels, placements checked from the text -----===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Generates random tile kernels, compiles them and checks the placements.

Usage: pto_fuzz.py [--count N] [--seed S] [--out DIR] [--llc llc-22]
                   [--plugin build/lib/libAscendPTO.so]
                   [--planners auto,pypto,dsa]
                   [--mcpu ascend910b|ascend950|mix] [--avoid SHAPES]
                   [--illegal F] [--quiet]
       pto_fuzz.py --slots ...              (slot and stage kernels)
       pto_fuzz.py --print --seed S         (the kernel of seed S)
       pto_fuzz.py --reduce --seed S --planners P   (shrink a finding)
       pto_fuzz.py --check-pto FILE         (the static checker alone)

Kernel i of a run is generated from seed S + i, deterministically: straight
vector code (tload, tstore, tadd/tsub/tmul/tmax/tdiv/tmin, texp/trecip/
tabs/tsqrt/tlog/trsqrt/tneg/trelu, tadds/tmuls/tsubs/tdivs/tmaxs/tmins/
tlrelu, taxpy in place, texpands, trowsum/trowmax with a scratch tile,
tcolsum/tcolmax/tcolmin, trowexpand, tcolexpand, trowexpand{add,sub,mul,
max,min} and tcolexpand{add,sub,mul,max,min} with a per-row or per-column
vector, tand/tor on i16 tiles converted from and back to f32, tcvt, subset
at constant and run-time offsets, treshape, set_validshape), each op in a
form the assembler's rules sheet takes on both targets, counted loops carrying tiles (in-place updates such as
acc = tadd(acc, x), shift registers, swaps; constant or run-time bounds)
and if/else merges, and sometimes a cube part (tload.mat, tmov.left/right/
bias, tmatmul, tmatmul.acc, tmatmul.bias, tinsert, K and split-K loops).
With --slots (and in one kernel in five of the default mix, from a
generator of its own), ping-pong slot loops: tiles bound to the slot
`iv srem N` of a declared buffer (N = 2..4; constant, run-time and zero
trip counts, header-tested loops, two slot buffers, a bound result, a
non-slot tile beside the slot, an if or a loop inside, a loop around);
hand-unrolled loops whose loads are !pto.pipeline stages; stage counts
(loop metadata, "pto.stages", -ascendpto-stages from the kernel's
`; llc-flags:` line); noalias pointers. The last lines count the slot
constructs made.
Shapes come per kernel from a light, medium, heavy, tight or mixed set, so
some kernels overflow. --avoid leaves out shapes that hit known bugs (see
AVOIDABLE), to look past them.

Each kernel is compiled under every planner, twice (the outputs must be
byte-identical). The printed PTO is then checked by two oracles that share
no code with the compiler:

  static   parse the text; an alloc_tile is a byte range (address plus
           rows x cols x element size, acc rows rounded up to 16 or 32);
           a view (subset, treshape) is a range inside its source (its
           rows pitch apart; the whole source when the offset is a
           run-time value). A reaching-writes analysis over the structured
           program (scf.for to a fixpoint, scf.if arms merged) finds at
           each read of a tile which writes may have produced its bytes.
           A tile whose own write dominates the read must see only writes
           of its own buffer (its views included): anything else was
           written over it while it was live, whether the writer is in
           straight code, in a loop around a value defined before it, or
           in an earlier iteration. A tile read before any write of its
           own (a carried or merged value, or a loop's value after the
           loop, printed as a fresh alloc_tile on its buffer) must see
           writes that each cover all of it, never a partial one. Per
           operation: the result sits on each input or is disjoint from
           it (same-or-disjoint), and is disjoint from the inputs of ops
           that are not in-place safe (trecip, trowsum, trowmax,
           trowexpand, tmov, width-changing tcvt); a scratch operand is
           written by its op. Per tile: 32-byte alignment and capacity.
  dynamic  run the kernel on symbolic terms twice: the generator's own
           program (SSA values, phis) and the printed PTO over
           byte-addressed memories where each write stores a term on its
           range. Every tstore must store the same term, for several
           values of the run-time arguments. This also catches a carried
           value overwritten by a tile of the same size, which the static
           check cannot tell from a legitimate carry.

  rules    the PTO assembler's rules (pto_rules.py, written from the
           fact sheet ptoas-rules.md): types at every use, valid_row/
           valid_col operands, subset types, index loops, target_arch,
           element types, layouts and valid shapes per op and target.

With --illegal F, a fraction F of the kernels get a function @illegal
that breaks one rule of the assembler's sheet (pto_illegal.py, written from
the sheet): llc must refuse it (under the first planner) with an error
naming @illegal, the op, the target and the rule's words: outcome refused;
llc accepting it (accepted-illegal) or refusing it otherwise (misrefused)
is a finding.

Outcomes per compile: ok, overflow (a capacity error: legitimate),
restriction (another documented error), error (any other exit 1), crash
(any other exit status, or crash text), nondet, violation, unparsed,
timeout. Each finding is saved in --out as seed-<S>.ll plus the PTO and a
description per planner. The last lines list the findings by signature and
the counts per planner and outcome; the exit status is 1 if anything was
found. Python 3 standard library only.
"""

import argparse
import collections
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pto_rules  # noqa: E402  (the assembler's rules, its own module)
import pto_illegal  # noqa: E402  (kernels that break one of those rules)

ESIZE = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4, "ui32": 4, "i16": 2,
         "ui16": 2, "i8": 1, "ui8": 1, "i64": 8, "ui64": 8}
# Capacities and alignment: docs/op-properties.md, "Processors".
CAPACITY = {
    "ascend910b": {"vec": 188416, "mat": 524288, "left": 65536,
                   "right": 65536, "acc": 131072, "bias": 1024},
    "ascend950": {"vec": 245760, "mat": 524288, "left": 65536,
                  "right": 65536, "acc": 262144, "bias": 4096,
                  "scaling": 4096},
}
ALIGN = 32
ADDRSPACE = {"vec": 1, "mat": 2, "left": 3, "right": 4, "acc": 5,
             "bias": 6, "scaling": 7}
GM_ROWS = 1024                       # every global tensor is 1024 x 1024

# Errors that are not bugs: a capacity overflow, and the documented
# restrictions of docs/diagnostics.md and docs/control-flow.md.
RESTRICTIONS = [
    ("overflow", re.compile(r"overflows: the plan needs")),
    # under development at the time of writing (AscendPTOTileCarries.cpp):
    # the exit reads a carry's value from before the last back edge
    ("old-carry", re.compile(r"the loop's exit reads %\S+, the carried tile "
                             r"as it was before")),
    ("acc-move", re.compile(r"no move from acc to acc")),
    ("carries-share", re.compile(r"share one buffer but receive different")),
    ("runtime-window", re.compile(r"starts at a run-time offset: it can only "
                                  r"be used")),
    # docs/pto-output.md, "Run-time valid shapes": an alloc_tile needs the
    # run-time extent as an operand
    ("merged-extents", re.compile(r"has run-time valid \w+ that are not one "
                                  r"known value here")),
    ("extent-scope", re.compile(r"has run-time valid \w+ %\S+, computed "
                                r"inside a loop or an if")),
    # docs/diagnostics.md, emission: a view printed as an alloc_tile of a
    # window whose rows are a source row apart (a carry may alias one)
    ("strided-view", re.compile(r"would read rows that lie a source row "
                                r"apart")),
    # docs/pto-output.md, "Subsets of reshaped tiles": a subset of a
    # treshape/bitcast of a window (no address of its own) is refused
    ("subset-of-reshaped-window", re.compile(
        r"the PTO assembler cannot lower a subset of a \w+ result, and a "
        r"window's bytes")),
]
CRASH_TEXT = re.compile(r"PLEASE submit a bug report|Assertion .* failed|"
                        r"Stack dump:|UNREACHABLE executed|LLVM ERROR")


# ---------------------------------------------------------------------------
# Terms: the values the two interpreters compute, interned so that equal
# terms have equal ids.
# ---------------------------------------------------------------------------

class Terms:
    def __init__(self):
        self.ids = {}
        self.nodes = []
        self.shape = []             # (rows, cols, dtype) of each term

    def mk(self, node, shape):
        tid = self.ids.get(node)
        if tid is None:
            tid = len(self.nodes)
            self.ids[node] = tid
            self.nodes.append(node)
            self.shape.append(shape)
        return tid

    def garbage(self, why, shape=(0, 0, "?")):
        # Every garbage term is distinct from every other term.
        return self.mk(("garbage", len(self.nodes), why), shape)

    def norm(self, base, off, rows, cols, pitch, dtype):
        """The [rows, cols] window of the non-view term base starting at
        element off of its row-major flattening, rows pitch elements
        apart; the whole term is the term itself."""
        r0, c0, d0 = self.shape[base]
        if rows == 1:
            pitch = cols
        if off == 0 and rows == r0 and cols == c0 and dtype == d0 and \
                (pitch == c0 or rows == 1):
            return base
        if dtype != d0 or off < 0 or \
                off + (rows - 1) * pitch + cols > r0 * max(c0, 1):
            return self.garbage("window outside", (rows, cols, dtype))
        return self.mk(("view", base, off, rows, cols, pitch, dtype),
                       (rows, cols, dtype))

    def subset(self, t, r, c, rows, cols):
        """pto.subset of the value t at (r, c)."""
        node = self.nodes[t]
        if node[0] == "view":
            _, base, off0, r0, c0, p0, d0 = node
            return self.norm(base, off0 + r * p0 + c, rows, cols, p0, d0)
        r0, c0, d0 = self.shape[t]
        return self.norm(t, r * c0 + c, rows, cols, c0, d0)

    def reshape(self, t, rows, cols):
        """pto.treshape of the value t: its elements in row-major order,
        laid out [rows, cols]. That is the dense bytes of t reread as a
        [rows, cols] tile, and it is built as that term, so that a kernel's
        reshape of a strided window equals the printed PTO's copy of the
        window into a dense tile reread by the reshape (seed 1221)."""
        return self.reread(t, 0, rows, cols, cols, self.shape[t][2])

    def reread(self, t, q, rows, cols, pitch, dtype):
        """A [rows, cols] window at element q (rows pitch apart) of the
        bytes of a tile whose content is the value t, stored densely."""
        if rows == 1:
            pitch = cols        # one row: the pitch says nothing
        node = self.nodes[t]
        if node[0] != "view":
            return self.norm(t, q, rows, cols, pitch, dtype)
        _, base, off0, r0, c0, p0, d0 = node
        if p0 == c0 or r0 == 1:
            return self.norm(base, off0 + q, rows, cols, pitch, dtype)
        if pitch == c0 and q % c0 + cols <= c0:
            return self.norm(base, off0 + (q // c0) * p0 + q % c0, rows,
                             cols, p0, dtype)
        return self.mk(("reread", t, q, rows, cols, pitch, dtype),
                       (rows, cols, dtype))

    def show(self, t, depth=4):
        node = self.nodes[t]
        if depth == 0:
            return "..."
        parts = [str(x) for x in node[1:]]
        if node[0] == "view":
            return "view(%s, off=%d, %dx%d, pitch=%d)" % (
                self.show(node[1], depth - 1), node[2], node[3], node[4],
                node[5])
        if node[0] in ("load", "garbage", "undef"):
            return "%s(%s)" % (node[0], ", ".join(parts))
        args = []
        for x in node[1:]:
            if isinstance(x, tuple) and x and x[0] == "t":
                args.append(self.show(x[1], depth - 1))
            else:
                args.append(str(x))
        return "%s(%s)" % (node[0], ", ".join(args))


def apply_op(terms, op, tile_ins, scalars, out_shape):
    """The term an operation computes. tile_ins are term ids (scratch
    operands already dropped), scalars are hashable keys."""
    node = (op,) + tuple(("t", t) for t in tile_ins) + tuple(scalars) + \
        (out_shape,)
    return terms.mk(node, out_shape)


# ---------------------------------------------------------------------------
# The generator: an AST of a kernel, printed as LLVM IR and run by the
# reference interpreter.
# ---------------------------------------------------------------------------

class Ty(collections.namedtuple("Ty", "space dtype rows cols vs",
                                defaults=(None,))):
    # vs: "dyn" for a tile with a run-time valid shape (another type)
    def ir(self):
        return "ptr addrspace(%d)" % ADDRSPACE[self.space]


class Val:
    """A tile value of the generated program."""

    def __init__(self, name, ty, dense=True, dyn=False, region=0,
                 view=False, root=None):
        self.name = name
        self.root = root or name    # the value a view is a view of
        self.ty = ty
        self.dense = dense          # rows are contiguous in memory
        self.dyn = dyn              # a run-time window (or a view of one)
        self.region = region        # where a run-time window may be used
        self.view = view
        self.slot = None            # the declared buffer it is bound to


# Statements:
#   ("op", dst, op, callee, args, ty)   args: ("v", name) | ("i", int) |
#                                        ("e", expr) | ("f", float) |
#                                        ("s", argname) | ("view", name)
#   ("store", src, view, row_expr, col_expr)
#   ("for", iv, lb, ub, [(phi, init, ty)], body, [yield names])
#   ("if", cond, then, else, [(phi, then_val, else_val, ty)])
# Offset expressions: int | ("arg", name) | ("iv", name, mul, add)

VEC_SHAPES = {
    "light": ([8, 16], [16, 32, 64]),
    "medium": ([16, 32], [32, 64, 128]),
    "heavy": ([32, 64], [64, 128, 256]),
    "tight": ([32, 48, 64], [96, 128, 192]),
    "mixed": ([8, 16, 32, 64], [32, 64, 128, 256]),
}
COND_ARGS = ["n0", "n1", "n2"]
# Slot tiles (ping-pong buffers): small, so that 4 slots of two buffers fit
SLOT_MIX = 0.2                      # kernels of the default mix with slots
SLOT_SHAPES = [(8, 32), (8, 64), (16, 32), (16, 64), (16, 128), (32, 64)]
# Shapes the generator can leave out (--avoid), to look past known bugs:
#   phi-after-loop  a loop's header phi, a view of it or an in-place update
#                   of it that is not its own carry's next value, read
#                   after the loop (the carry before the last back edge)
#   strided         a subset narrower than its source (rows pitch apart)
#   dead-carry      a loop carry or if merge that nothing reads
#   inplace-view    an in-place update (taxpy) of a tile that has a view
#                   of a view
AVOID = set()
SLOTS = [False]                     # --slots
AVOIDABLE = ("phi-after-loop", "strided", "dead-carry", "inplace-view")


class Gen:
    def __init__(self, seed, mcpu, slots=False):
        self.rng = random.Random(seed)
        self.seed = seed
        self.mcpu = mcpu
        self.count = 0
        self.loops = 0
        self.ifs = 0
        self.slots = slots          # --slots: kernels of slot loops
        self.kinds = collections.Counter()
        self.nbufs = 0
        self.groups = 0
        self.stage_rate = 0.4 if slots else 0.25
        rng = self.rng
        self.level = rng.choice(["light", "light", "medium", "medium",
                                 "heavy", "tight", "mixed"])
        rows, cols = VEC_SHAPES[self.level]
        shapes = set()
        for _ in range(rng.randint(1, 4 if self.level == "mixed" else 3)):
            shapes.add((rng.choice(rows), rng.choice(cols)))
        self.shapes = sorted(shapes)
        self.cube = rng.random() < 0.3
        self.depth_max = 2
        self.region_counter = 0
        self.chained = set()        # roots with a view of a view

    def fresh(self, prefix="t"):
        self.count += 1
        return "%s%d" % (prefix, self.count)

    # -- helpers ----------------------------------------------------------

    def pick(self, scope, pred=None, recent=True):
        cands = [v for v in scope if pred is None or pred(v)]
        if not cands:
            return None
        if recent and self.rng.random() < 0.6:
            cands = cands[-5:]
        return self.rng.choice(cands)

    def usable(self, scope, region):
        return [v for v in scope if not v.dyn or v.region == region]

    def load(self, out, scope, ty, ctx):
        if ty.vs is not None:
            # a run-time valid shape: a load, then a handle with it
            base = self.load(out, scope, ty._replace(vs=None), ctx)
            name = self.fresh("v")
            out.append(("op", name, "set_validshape", "pto.set_validshape",
                        [("v", base.name), ("e", ("arg", "t", 1, 0)),
                         ("i", ty.cols)], ty))
            v = Val(name, ty, view=True, root=base.root)
            scope.append(v)
            return v
        name = self.fresh()
        row, col = self.gm_offset(ty, ctx)
        out.append(("op", name, "tload", "pto.tload" if ty.space == "vec"
                    else "pto.tload.mat",
                    [("view", "vf" if ty.dtype == "f32" else "vh"),
                     ("e", row), ("e", col), ("i", ty.rows), ("i", ty.cols)],
                    ty))
        v = Val(name, ty)
        scope.append(v)
        return v

    def gm_offset(self, ty, ctx):
        rng = self.rng
        col = rng.randrange(0, GM_ROWS - ty.cols, 16)
        if ctx["ivs"] and rng.random() < 0.6:
            iv, trip = rng.choice(ctx["ivs"])
            # trip: the counter's largest value plus one (a slot loop with
            # a lower bound and a step reaches 3 + 6 * 4 = 27): the window
            # at row iv * rows + add stays inside the view's rows
            room = GM_ROWS - trip * ty.rows
            if room >= 0:
                add = rng.randrange(0, min(256, room + 1), 8)
                return ("iv", iv, ty.rows, add), col
        return rng.randrange(0, GM_ROWS - 2 * ty.rows, 8), col

    def vec_ty(self):
        r, c = self.rng.choice(self.shapes)
        return Ty("vec", "f32", r, c)

    # -- blocks -----------------------------------------------------------

    def block(self, scope, ctx, budget, depth):
        out = []
        outer = set(v.name for v in scope)
        scope = list(scope)
        for _ in range(budget):
            self.stmt(out, scope, ctx, depth)
        if depth > 0:
            # store some values nothing reads, so that a clobber shows
            leaves = [v for v in scope if v.name not in outer and
                      v.ty.space == "vec" and not uses_name(out, v.name)]
            for v in leaves[-2:]:
                self.store(out, v, ctx)
        return out, scope

    def stmt(self, out, scope, ctx, depth):
        rng = self.rng
        region = ctx["region"]
        use = self.usable(scope, region)
        vec = [v for v in use if v.ty.space == "vec"]
        choices = [("load", 3), ("binary", 6), ("unary", 3), ("scalar", 3),
                   ("rowred", 1.5), ("rowexpand", 1.5), ("subset", 2),
                   ("dynsubset", 1), ("reshape", 1), ("tcvt", 1),
                   ("axpy", 1.5), ("expands", 0.7), ("validshape", 0.7),
                   ("store", 2)]
        # More families, each op in the form the rules sheet takes on both
        # targets (pto_rules.py checks the printed PTO).
        choices += [("binary2", 1), ("unary2", 1), ("scalar2", 1),
                    ("colred", 0.7), ("colexpand", 0.5), ("expandop", 1),
                    ("bitwise", 0.5)]
        if depth < self.depth_max:
            choices += [("loop", 1.6), ("if", 1.6)]
        if self.cube:
            choices += [("cube", 1.0)]
        total = sum(w for _, w in choices)
        x = rng.random() * total
        for kind, w in choices:
            x -= w
            if x < 0:
                break
        if not vec and kind not in ("loop", "cube"):
            kind = "load"
        getattr(self, "s_" + kind)(out, scope, ctx, depth, vec)

    def s_load(self, out, scope, ctx, depth, vec):
        ty = self.vec_ty()
        if vec and self.rng.random() < 0.3:
            ty = self.rng.choice(vec).ty
            if ty.dtype != "f32":
                ty = self.vec_ty()
        self.load(out, scope, ty, ctx)

    def s_binary(self, out, scope, ctx, depth, vec):
        a = self.pick(vec)
        b = self.pick(vec, lambda v: v.ty == a.ty) or a
        op = self.rng.choice(["tadd", "tsub", "tmul", "tmax"])
        name = self.fresh()
        out.append(("op", name, op, "pto." + op,
                    [("v", a.name), ("v", b.name)], a.ty))
        scope.append(Val(name, a.ty))

    def s_unary(self, out, scope, ctx, depth, vec):
        a = self.pick(vec)
        op = self.rng.choice(["texp", "trecip", "tabs"])
        name = self.fresh()
        out.append(("op", name, op, "pto." + op, [("v", a.name)], a.ty))
        scope.append(Val(name, a.ty))

    def s_scalar(self, out, scope, ctx, depth, vec):
        a = self.pick(vec, lambda v: v.ty.dtype == "f32")
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        op = self.rng.choice(["tadds", "tmuls"])
        if self.rng.random() < 0.3:
            s = ("s", "s")
        else:
            s = ("f", self.rng.choice([0.5, 1.5, 2.0, -3.0, 0.25]))
        name = self.fresh()
        out.append(("op", name, op, "pto." + op, [("v", a.name), s], a.ty))
        scope.append(Val(name, a.ty))

    def s_binary2(self, out, scope, ctx, depth, vec):
        """Division and minimum: floating point on both targets."""
        a = self.pick(vec, lambda v: v.ty.dtype in ("f32", "f16"))
        if a is None:
            return self.s_binary(out, scope, ctx, depth, vec)
        b = self.pick(vec, lambda v: v.ty == a.ty) or a
        op = self.rng.choice(["tdiv", "tmin"])
        name = self.fresh()
        out.append(("op", name, op, "pto." + op,
                    [("v", a.name), ("v", b.name)], a.ty))
        scope.append(Val(name, a.ty))

    def s_unary2(self, out, scope, ctx, depth, vec):
        """More unary and activation ops on floating-point tiles."""
        a = self.pick(vec, lambda v: v.ty.dtype in ("f32", "f16"))
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        op = self.rng.choice(["tsqrt", "tlog", "tneg", "trelu", "trsqrt"])
        name = self.fresh()
        out.append(("op", name, op, "pto." + op, [("v", a.name)], a.ty))
        scope.append(Val(name, a.ty))

    def s_scalar2(self, out, scope, ctx, depth, vec):
        """Tile-scalar ops whose scalar is a float (tmaxs, tmins: any
        float; tlrelu: f32), on f32 tiles."""
        a = self.pick(vec, lambda v: v.ty.dtype == "f32")
        if a is None:
            return self.s_unary2(out, scope, ctx, depth, vec)
        op = self.rng.choice(["tsubs", "tdivs", "tmaxs", "tmins", "tlrelu"])
        s = ("s", "s") if self.rng.random() < 0.3 else \
            ("f", self.rng.choice([0.5, 1.5, 2.0, -3.0]))
        name = self.fresh()
        out.append(("op", name, op, "pto." + op, [("v", a.name), s], a.ty))
        scope.append(Val(name, a.ty))

    def s_colred(self, out, scope, ctx, depth, vec):
        """Column reductions: [R, C] -> [1, C]."""
        a = self.pick(vec, lambda v: v.ty.dtype == "f32" and v.ty.rows > 1
                      and v.ty.cols > 1 and v.ty.vs is None)
        if a is None:
            return self.s_rowred(out, scope, ctx, depth, vec)
        op = self.rng.choice(["tcolsum", "tcolmax", "tcolmin"])
        ty = Ty("vec", "f32", 1, a.ty.cols)
        name = self.fresh()
        out.append(("op", name, op, "pto." + op, [("v", a.name)], ty))
        scope.append(Val(name, ty))

    def s_colexpand(self, out, scope, ctx, depth, vec):
        """A [1, C] row broadcast down to [R, C]."""
        a = self.pick(vec, lambda v: v.ty.rows == 1 and v.ty.cols > 1 and
                      v.ty.dtype == "f32" and v.ty.vs is None)
        if a is None:
            return self.s_colred(out, scope, ctx, depth, vec)
        rows = [r for r, c in self.shapes if c == a.ty.cols] or [8, 16]
        ty = Ty("vec", "f32", self.rng.choice(rows), a.ty.cols)
        name = self.fresh()
        out.append(("op", name, "tcolexpand", "pto.tcolexpand",
                    [("v", a.name), ("i", ty.rows), ("i", ty.cols)], ty))
        scope.append(Val(name, ty))

    def s_expandop(self, out, scope, ctx, depth, vec):
        """A tile combined with a per-row [R, 1] or per-column [1, C]
        vector (trowexpand*, tcolexpand*)."""
        a = self.pick(vec, lambda v: v.ty.dtype == "f32" and v.ty.rows > 1
                      and v.ty.cols > 1 and v.ty.vs is None)
        if a is None:
            return self.s_rowred(out, scope, ctx, depth, vec)
        per_row = self.rng.random() < 0.5
        want = (a.ty.rows, 1) if per_row else (1, a.ty.cols)
        b = self.pick(vec, lambda v: (v.ty.rows, v.ty.cols) == want and
                      v.ty.dtype == "f32" and v.ty.vs is None)
        if b is None:
            # Make the vector from the tile itself.
            bt = Ty("vec", "f32", want[0], want[1])
            bname = self.fresh()
            if per_row:
                tmp = self.fresh("tmp")
                out.append(("op", tmp, "alloc_tile", "pto.alloc_tile.f32",
                            [("i", a.ty.rows), ("i", a.ty.cols)], a.ty))
                out.append(("op", bname, "trowmax", "pto.trowmax",
                            [("v", a.name), ("v", tmp)], bt))
            else:
                out.append(("op", bname, "tcolmax", "pto.tcolmax",
                            [("v", a.name)], bt))
            b = Val(bname, bt)
            scope.append(b)
        kinds = ["add", "sub", "mul", "max", "min"]
        op = ("trowexpand" if per_row else "tcolexpand") + \
            self.rng.choice(kinds)
        name = self.fresh()
        out.append(("op", name, op, "pto." + op,
                    [("v", a.name), ("v", b.name)], a.ty))
        scope.append(Val(name, a.ty))

    def s_bitwise(self, out, scope, ctx, depth, vec):
        """Bitwise ops on i16 tiles (both targets), converted from and back
        to f32."""
        a = self.pick(vec, lambda v: v.ty.dtype == "f32" and
                      v.ty.cols % 16 == 0 and v.ty.vs is None)
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        ity = a.ty._replace(dtype="i16")
        x = self.fresh()
        out.append(("op", x, "tcvt", "pto.tcvt.i16.rint", [("v", a.name)],
                    ity))
        b = None
        if self.rng.random() < 0.5:
            b = self.pick(vec, lambda v: v.ty == a.ty)
        if b is not None:
            bx = self.fresh()
            out.append(("op", bx, "tcvt", "pto.tcvt.i16.rint",
                        [("v", b.name)], ity))
            b = Val(bx, ity)
        op = self.rng.choice(["tand", "tor"])
        y = self.fresh()
        out.append(("op", y, op, "pto." + op,
                    [("v", x), ("v", b.name if b else x)], ity))
        # The i16 tiles stay local: the other statements are written for
        # f32 and f16 tiles.
        z = self.fresh()
        out.append(("op", z, "tcvt", "pto.tcvt.f32", [("v", y)], a.ty))
        scope.append(Val(z, a.ty))

    def s_rowred(self, out, scope, ctx, depth, vec):
        a = self.pick(vec, lambda v: v.ty.dtype == "f32" and v.ty.cols > 1
                      and v.ty.vs is None)
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        tmp = self.fresh("tmp")
        out.append(("op", tmp, "alloc_tile", "pto.alloc_tile.f32",
                    [("i", a.ty.rows), ("i", a.ty.cols)], a.ty))
        op = self.rng.choice(["trowsum", "trowmax"])
        name = self.fresh()
        ty = Ty("vec", "f32", a.ty.rows, 1)
        out.append(("op", name, op, "pto." + op,
                    [("v", a.name), ("v", tmp)], ty))
        scope.append(Val(name, ty))

    def s_rowexpand(self, out, scope, ctx, depth, vec):
        a = self.pick(vec, lambda v: v.ty.cols == 1 and v.ty.dtype == "f32"
                      and v.ty.vs is None)
        if a is None:
            return self.s_rowred(out, scope, ctx, depth, vec)
        cols = [c for r, c in self.shapes if r == a.ty.rows] or [32, 64]
        ty = Ty("vec", "f32", a.ty.rows, self.rng.choice(cols))
        name = self.fresh()
        out.append(("op", name, "trowexpand", "pto.trowexpand",
                    [("v", a.name), ("i", ty.rows), ("i", ty.cols)], ty))
        scope.append(Val(name, ty))

    def s_subset(self, out, scope, ctx, depth, vec):
        rng = self.rng
        a = self.pick(vec, lambda v: v.ty.rows >= 2 and v.ty.cols > 1 and
                      v.ty.vs is None)
        if a is None:
            return self.s_load(out, scope, ctx, depth, vec)
        step = 8 if a.ty.dtype == "f32" else 16
        R = rng.choice([r for r in (1, 2, 4, 8, 16, 32) if r < a.ty.rows])
        r = rng.randrange(0, a.ty.rows - R + 1)
        if rng.random() < 0.7 or a.ty.cols <= step or "strided" in AVOID:
            c, C = 0, a.ty.cols
        else:
            C = rng.choice([x for x in range(step, a.ty.cols, step)])
            c = rng.randrange(0, a.ty.cols - C + 1, step)
        if not a.dense and R > 1:
            # keep windows of windows simple: whole rows only
            c, C = 0, a.ty.cols
        name = self.fresh("w")
        ty = Ty("vec", a.ty.dtype, R, C)
        out.append(("op", name, "subset", "pto.subset",
                    [("v", a.name), ("e", r), ("e", c), ("i", R), ("i", C)],
                    ty))
        if a.view:
            self.chained.add(a.root)
        scope.append(Val(name, ty, dense=(a.dense and C == a.ty.cols) or
                         R == 1, dyn=a.dyn, region=a.region, view=True,
                         root=a.root))

    def s_dynsubset(self, out, scope, ctx, depth, vec):
        rng = self.rng
        if ctx["ivs"] and rng.random() < 0.7:
            iv, trip = ctx["ivs"][-1]
            a = self.pick(vec, lambda v: v.ty.rows >= 2 * trip and
                          v.ty.cols > 1 and not v.dyn and v.dense and
                          v.ty.vs is None)
            if a is None:
                return self.s_subset(out, scope, ctx, depth, vec)
            R = a.ty.rows // trip
            if rng.random() < 0.5 and R >= 2:
                R //= 2
            row = ("iv", iv, R, 0)
        else:
            a = self.pick(vec, lambda v: v.ty.rows >= 2 and v.ty.cols > 1 and
                          not v.dyn and v.dense and v.ty.vs is None)
            if a is None:
                return self.s_subset(out, scope, ctx, depth, vec)
            R = rng.choice([r for r in (1, 2, 4, 8) if r < a.ty.rows])
            row = ("arg", "d", 1, 0)
        name = self.fresh("w")
        if a.view:
            self.chained.add(a.root)
        ty = Ty("vec", a.ty.dtype, R, a.ty.cols)
        out.append(("op", name, "subset", "pto.subset",
                    [("v", a.name), ("e", row), ("e", 0), ("i", R),
                     ("i", a.ty.cols)], ty))
        scope.append(Val(name, ty, dense=True, dyn=True,
                         region=ctx["region"], view=True, root=a.root))

    def s_reshape(self, out, scope, ctx, depth, vec):
        rng = self.rng
        a = self.pick(vec, lambda v: v.dense and v.ty.vs is None)
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        n = a.ty.rows * a.ty.cols
        if a.ty.cols == 1:
            opts = [(1, n)]
        elif a.ty.rows == 1:
            opts = [(n, 1)] if n <= 256 else []
        else:
            step = 8 if a.ty.dtype == "f32" else 16
            opts = [(n // c, c) for c in (8, 16, 32, 64, 128, 256)
                    if c % step == 0 and n % c == 0 and
                    1 <= n // c <= 256 and c != a.ty.cols]
        if not opts:
            return self.s_unary(out, scope, ctx, depth, vec)
        R, C = rng.choice(opts)
        name = self.fresh("r")
        if a.view:
            self.chained.add(a.root)
        ty = Ty("vec", a.ty.dtype, R, C)
        out.append(("op", name, "treshape", "pto.treshape",
                    [("v", a.name), ("i", R), ("i", C)], ty))
        scope.append(Val(name, ty, dense=True, dyn=a.dyn, region=a.region,
                         view=True, root=a.root))

    def s_axpy(self, out, scope, ctx, depth, vec):
        """acc = taxpy(acc, x, s): an update in place over acc."""
        a = self.pick(vec, lambda v: v.ty.dtype == "f32" and not v.view and
                      not ("inplace-view" in AVOID and v.root in self.chained))
        if a is None:
            return self.s_scalar(out, scope, ctx, depth, vec)
        x = self.pick(vec, lambda v: v.ty == a.ty) or a
        name = self.fresh()
        out.append(("op", name, "taxpy", "pto.taxpy",
                    [("v", a.name), ("v", x.name), ("f", 0.5)], a.ty))
        scope.append(Val(name, a.ty, root=a.root))

    def s_expands(self, out, scope, ctx, depth, vec):
        ty = self.vec_ty()
        name = self.fresh()
        s = ("s", "s") if self.rng.random() < 0.5 else ("f", 3.0)
        out.append(("op", name, "texpands", "pto.texpands.f32",
                    [s, ("i", ty.rows), ("i", ty.cols)], ty))
        scope.append(Val(name, ty))

    def s_validshape(self, out, scope, ctx, depth, vec):
        """A handle on the same bytes with a run-time valid shape."""
        a = self.pick(vec, lambda v: not v.dyn and v.dense and v.ty.rows > 1
                      and v.ty.vs is None)
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        rows = ("arg", "t", 1, 0) if self.rng.random() < 0.5 else \
            self.rng.randint(1, a.ty.rows)
        name = self.fresh("v")
        if a.view:
            self.chained.add(a.root)
        out.append(("op", name, "set_validshape", "pto.set_validshape",
                    [("v", a.name), ("e", rows), ("i", a.ty.cols)], a.ty))
        scope.append(Val(name, a.ty._replace(vs="dyn"), view=True,
                         root=a.root))

    def s_tcvt(self, out, scope, ctx, depth, vec):
        a = self.pick(vec, lambda v: v.ty.cols > 1 and
                      (v.ty.dtype == "f16" or v.ty.cols % 16 == 0))
        if a is None:
            return self.s_unary(out, scope, ctx, depth, vec)
        if a.ty.dtype == "f32":
            ty = a.ty._replace(dtype="f16")
            callee = "pto.tcvt.f16.rint"
        else:
            ty = a.ty._replace(dtype="f32")
            callee = "pto.tcvt.f32"
        name = self.fresh()
        out.append(("op", name, "tcvt", callee, [("v", a.name)], ty))
        scope.append(Val(name, ty))

    def s_store(self, out, scope, ctx, depth, vec):
        a = self.pick(vec)
        self.store(out, a, ctx)

    def store(self, out, a, ctx):
        rng = self.rng
        row = rng.randrange(0, GM_ROWS - 2 * a.ty.rows, 8)
        if ctx["ivs"] and rng.random() < 0.5:
            iv, trip = rng.choice(ctx["ivs"])
            row = ("iv", iv, a.ty.rows, rng.randrange(0, 256, 8))
        col = rng.randrange(0, GM_ROWS - a.ty.cols, 16)
        view = {"f32": "vo", "f16": "vh"}[a.ty.dtype] \
            if a.ty.space == "vec" else "vo"
        out.append(("store", a.name, view, row, col))

    def same_ty_value(self, out, scope, ctx, ty, fresh_prob=0.3):
        """A value of type ty: an existing one or a new load."""
        v = self.pick(self.usable(scope, ctx["region"]),
                      lambda v: v.ty == ty and not v.dyn)
        if v is None or self.rng.random() < fresh_prob:
            v = self.load(out, scope, ty, ctx)
        return v

    def update(self, out, scope, base, ctx):
        """A new value computed from base, often in place."""
        rng = self.rng
        x = rng.random()
        name = self.fresh()
        if base.ty.space != "vec":
            return base
        if x < 0.5:
            other = self.same_ty_value(out, scope, ctx, base.ty)
            op = rng.choice(["tadd", "tsub", "tmul", "tmax"])
            args = [("v", base.name), ("v", other.name)]
            if rng.random() < 0.2:
                args.reverse()
        elif x < 0.62 and base.ty.dtype == "f32" and not base.view and \
                not ("inplace-view" in AVOID and base.root in self.chained):
            other = self.same_ty_value(out, scope, ctx, base.ty)
            op = "taxpy"
            args = [("v", base.name), ("v", other.name), ("f", 0.5)]
        elif x < 0.75 and base.ty.dtype == "f32":
            op = rng.choice(["tadds", "tmuls"])
            args = [("v", base.name), ("f", 1.5)]
        else:
            op = rng.choice(["texp", "tabs", "trecip"])
            args = [("v", base.name)]
        out.append(("op", name, op, "pto." + op, args, base.ty))
        # an in-place result lives on its input's buffer, like a view
        v = Val(name, base.ty, root=base.root if op == "taxpy" else None)
        scope.append(v)
        return v

    def s_loop(self, out, scope, ctx, depth, vec):
        rng = self.rng
        self.loops += 1
        iv = "i%d" % self.loops
        trip = rng.choice([1, 2, 2, 3, 3, 4])
        ub = trip
        if rng.random() < 0.2:
            ub, trip = "t", 3       # a run-time bound, at most 3
        carries = []
        use = [v for v in self.usable(scope, ctx["region"])
               if v.ty.space == "vec" and not v.dyn]
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            if use and rng.random() < 0.75:
                init = rng.choice(use)
                if init.view and rng.random() < 0.7:
                    init = self.load(out, scope, init.ty, ctx)
            else:
                init = self.load(out, scope, self.vec_ty(), ctx)
                use.append(init)
            carries.append((self.fresh("c"), init.name, init.ty))
        self.region_counter += 1
        inner = {"ivs": ctx["ivs"] + [(iv, trip)],
                 "region": self.region_counter}
        body_scope = list(scope) + [Val(p, ty) for p, _, ty in carries]
        body, body_scope = self.block(body_scope, inner,
                                      rng.randint(2, 8), depth + 1)
        yields = []
        for p, init, ty in carries:
            x = rng.random()
            cur = next(v for v in body_scope if v.name == p)
            if "dead-carry" in AVOID and not uses_name(body, p):
                x = 0.0
            if x < 0.55:
                y = self.update(body, body_scope, cur, inner)
            elif x < 0.9:
                y = self.pick(self.usable(body_scope, inner["region"]),
                              lambda v: v.ty == ty and not v.dyn) or cur
            else:
                y = cur
            yields.append(y)
        out.append(("for", iv, 0, ub, carries, body,
                    [y.name for y in yields]))
        # after the loop: the yielded values, sometimes a phi or another
        # value of the body
        known = set(v.name for v in scope)
        phis = set(p for p, _, _ in carries)
        for (p, _, ty), yv in zip(carries, yields):
            y = yv.name
            # a phi, a view of one or an in-place update of one (other than
            # the carry's own update) read after the loop: the carry's value
            # from before the last back edge
            if yv.root in phis and yv.root != p and (
                    "phi-after-loop" in AVOID or rng.random() < 0.9):
                continue
            if y not in known and not yv.dyn:
                scope.append(yv)
                known.add(y)
            if "phi-after-loop" not in AVOID and rng.random() < 0.03 and \
                    p not in known:
                scope.append(Val(p, ty))
                known.add(p)
        for v in body_scope:
            if v.name in known or v.dyn or v.name in phis or \
                    rng.random() >= 0.1:
                continue
            if v.root in phis and "phi-after-loop" in AVOID:
                continue
            if True:
                scope.append(v)
                known.add(v.name)

    def s_if(self, out, scope, ctx, depth, vec):
        rng = self.rng
        self.ifs += 1
        if ctx["ivs"] and rng.random() < 0.6:
            iv, trip = rng.choice(ctx["ivs"])
            cond = ("iv", iv, rng.choice(["eq", "slt"]),
                    rng.randrange(0, max(trip, 1)))
        else:
            cond = ("arg", rng.choice(COND_ARGS))
        merges = []
        use = [v for v in self.usable(scope, ctx["region"])
               if v.ty.space == "vec" and not v.dyn]
        nm = rng.choice([0, 1, 1, 2])
        self.region_counter += 1
        tctx = {"ivs": ctx["ivs"], "region": self.region_counter}
        then, tscope = self.block(scope, tctx, rng.randint(0, 5), depth + 1)
        self.region_counter += 1
        ectx = {"ivs": ctx["ivs"], "region": self.region_counter}
        els, escope = self.block(scope, ectx, rng.randint(0, 4), depth + 1)
        for _ in range(nm):
            ty = rng.choice(use).ty if use and rng.random() < 0.7 \
                else self.vec_ty()
            vals = []
            for arm, ascope, actx in ((then, tscope, tctx),
                                      (els, escope, ectx)):
                x = rng.random()
                base = self.pick(self.usable(ascope, actx["region"]),
                                 lambda v: v.ty == ty and not v.dyn)
                if base is None:
                    base = self.load(arm, ascope, ty, actx)
                if x < 0.6:
                    base = self.update(arm, ascope, base, actx)
                vals.append(base.name)
            merges.append((self.fresh("m"), vals[0], vals[1], ty))
        out.append(("if", cond, then, els, merges))
        for p, _, _, ty in merges:
            scope.append(Val(p, ty))
            if "dead-carry" in AVOID:
                self.store(out, scope[-1], ctx)

    def s_cube(self, out, scope, ctx, depth, vec):
        rng = self.rng
        M = rng.choice([16, 32])
        K = rng.choice([16, 32, 64])
        N = rng.choice([16, 32, 64])

        def operands(o, c):
            am = self.load(o, [], Ty("mat", "f16", M, K), c)
            bm = self.load(o, [], Ty("mat", "f16", K, N), c)
            al, br = self.fresh("l"), self.fresh("r")
            o.append(("op", al, "tmov", "pto.tmov.left", [("v", am.name)],
                      Ty("left", "f16", M, K)))
            o.append(("op", br, "tmov", "pto.tmov.right", [("v", bm.name)],
                      Ty("right", "f16", K, N)))
            return al, br

        acc_ty = Ty("acc", "f32", M, N)
        kind = rng.choice(["plain", "plain", "kloop", "splitk"])
        if kind == "plain" or depth >= self.depth_max:
            al, br = operands(out, ctx)
            acc = self.fresh("acc")
            if rng.random() < 0.3:
                bm = self.load(out, [], Ty("mat", "f32", 1, N), ctx)
                bb = self.fresh("b")
                out.append(("op", bb, "tmov", "pto.tmov.bias",
                            [("v", bm.name)], Ty("bias", "f32", 1, N)))
                out.append(("op", acc, "tmatmul.bias", "pto.tmatmul.bias",
                            [("v", al), ("v", br), ("v", bb)], acc_ty))
            else:
                out.append(("op", acc, "tmatmul", "pto.tmatmul",
                            [("v", al), ("v", br)], acc_ty))
            if rng.random() < 0.5:
                al2, br2 = operands(out, ctx)
                acc2 = self.fresh("acc")
                out.append(("op", acc2, "tmatmul.acc", "pto.tmatmul.acc",
                            [("v", acc), ("v", al2), ("v", br2)], acc_ty))
                acc = acc2
        else:
            self.loops += 1
            iv = "i%d" % self.loops
            trip = rng.choice([2, 3, 4])
            inner = {"ivs": ctx["ivs"] + [(iv, trip)],
                     "region": ctx["region"]}
            phi = self.fresh("c")
            body = []
            al, br = operands(body, inner)
            if kind == "kloop":
                a0, b0 = operands(out, ctx)
                init = self.fresh("acc")
                out.append(("op", init, "tmatmul", "pto.tmatmul",
                            [("v", a0), ("v", b0)], acc_ty))
                upd = self.fresh("acc")
                body.append(("op", upd, "tmatmul.acc", "pto.tmatmul.acc",
                             [("v", phi), ("v", al), ("v", br)], acc_ty))
                y = upd
            else:
                init = self.fresh("acc")
                out.append(("op", init, "alloc_tile", "pto.alloc_tile.f32.acc",
                            [("i", M), ("i", N)], acc_ty))
                fresh, upd, merged = (self.fresh("acc"), self.fresh("acc"),
                                      self.fresh("m"))
                self.ifs += 1
                then = [("op", fresh, "tmatmul", "pto.tmatmul",
                         [("v", al), ("v", br)], acc_ty)]
                els = [("op", upd, "tmatmul.acc", "pto.tmatmul.acc",
                        [("v", phi), ("v", al), ("v", br)], acc_ty)]
                body.append(("if", ("iv", iv, "eq", 0), then, els,
                             [(merged, fresh, upd, acc_ty)]))
                y = merged
            out.append(("for", iv, 0, trip, [(phi, init, acc_ty)], body, [y]))
            acc = y
        x = rng.random()
        if x < 0.35:
            row = rng.randrange(0, GM_ROWS - 2 * M, 8)
            out.append(("store", acc, "vo", row,
                        rng.randrange(0, GM_ROWS - N, 16)))
        elif x < 0.5 and self.mcpu != "ascend910b":
            # in place into a mat tile (acc -> mat), then stored; a5 only:
            # a2a3's tinsert takes f32 into f16/bf16 alone (ptoas-rules.md
            # section 10), and this kernel's values are f32
            tm = self.load(out, [], Ty("mat", "f32", 2 * M, N), ctx)
            ti = self.fresh("ins")
            out.append(("op", ti, "tinsert", "pto.tinsert",
                        [("v", tm.name), ("v", acc),
                         ("e", rng.choice([0, M])), ("e", 0)],
                        tm.ty))
            # a5 stores from vec or acc only (ptoas-rules.md section 1):
            # the mat result is read by the checkers, the acc is stored
            out.append(("store", acc, "vo", rng.randrange(0, 512, 8),
                        rng.randrange(0, GM_ROWS - N, 16)))
        else:
            name = self.fresh()
            ty = Ty("vec", "f32", M, N)
            out.append(("op", name, "tmov", "pto.tmov.vec", [("v", acc)], ty))
            scope.append(Val(name, ty))

    # -- ping-pong slots, pipeline stages and stage counts ---------------

    def mix_slots(self, body, scope, ctx):
        """The default mix: a fraction SLOT_MIX of the kernels end with a
        slot or pipeline loop, drawn from a generator of its own so that
        the rest of every kernel is the one its seed always made."""
        srng = random.Random(self.seed * 7919 + 29)
        if srng.random() >= SLOT_MIX:
            return
        main, self.rng = self.rng, srng
        if srng.random() < 0.5:
            body.insert(0, ("noalias",))
            self.kinds["noalias"] += 1
        if srng.random() < 0.8:
            self.s_slots(body, scope, ctx, 0, None)
        else:
            self.s_pipeline(body, scope, ctx, 0, None)
        self.rng = main

    def slot_kernel(self, ctx):
        """--slots: one to three slot or pipeline loops among ordinary
        statements; sometimes a stage count for the whole function (the
        "pto.stages" attribute or -ascendpto-stages)."""
        rng = self.rng
        body, scope = [], []
        if rng.random() < 0.7:
            # the pointers do not alias, so GM orders nothing and the slots
            # really overlap (a store need not wait for the next load)
            body.append(("noalias",))
            self.kinds["noalias"] += 1
        x = rng.random()
        if x < 0.2:
            body.append(("fattr", "pto.stages", rng.choice([2, 3, 4])))
            self.kinds["stages-attr"] += 1
        elif x < 0.35:
            body.append(("llcflag", "-ascendpto-stages=%d" %
                         rng.choice([2, 3, 4])))
            self.kinds["stages-option"] += 1
        for _ in range(rng.randint(1, 3)):
            for _ in range(rng.randint(0, 3)):
                self.stmt(body, scope, ctx, self.depth_max)
            if rng.random() < 0.8:
                self.s_slots(body, scope, ctx, 0, None)
            else:
                self.s_pipeline(body, scope, ctx, 0, None)
        return body, scope

    def buffer(self, ty, slots):
        """A declared buffer of `slots` slots of type ty (tile-abi.md,
        "Declared buffers"): a module global the Printer declares."""
        self.nbufs += 1
        return "pp%d" % self.nbufs

    def bind(self, out, tile, buf, slots, iv, shift=0):
        """pto.bind(tile, @buf, (iv + shift) srem slots): the run-time slot
        of this iteration (sync-facts 6.C.2)."""
        out.append(("bind", tile.name, buf, slots, ("srem", iv, shift)))
        tile.slot = buf

    def slot_compute(self, out, scope, x, ctx):
        """A value computed from the slot tile x (not in place)."""
        rng = self.rng
        name = self.fresh()
        k = rng.random()
        if k < 0.45:
            op = rng.choice(["texp", "tabs", "trelu", "tneg"])
            args = [("v", x.name)]
        elif k < 0.7:
            op = rng.choice(["tadds", "tmuls", "tmaxs"])
            args = [("v", x.name), ("f", rng.choice([0.5, 1.5, -2.0]))]
        else:
            # a non-slot tile of the body or from before the loop
            other = self.pick(self.usable(scope, ctx["region"]),
                              lambda v: v.ty == x.ty and not v.dyn and
                              v.slot is None and not v.view)
            if other is None or rng.random() < 0.4:
                other = self.load(out, scope, x.ty, ctx)
                self.kinds["slot-with-tile"] += 1
            op = rng.choice(["tadd", "tmul", "tsub", "tmax"])
            args = [("v", x.name), ("v", other.name)]
            if rng.random() < 0.3:
                args.reverse()
        out.append(("op", name, op, "pto." + op, args, x.ty))
        v = Val(name, x.ty)
        scope.append(v)
        return v

    def slot_body(self, scope, ctx, iv, trip, slot_iv, n):
        """The body of a slot loop: a load into this trip's slot of a
        declared buffer, compute on it, a store; sometimes a second slot
        buffer, a bound result, an if or an inner loop."""
        rng = self.rng
        body = []
        bscope = list(scope)
        r, c = rng.choice(SLOT_SHAPES)
        ty = Ty("vec", "f32", r, c)
        shift = 1 if rng.random() < 0.1 else 0
        if shift:
            self.kinds["slot-shifted"] += 1
        x = self.load(body, bscope, ty, ctx)
        self.bind(body, x, self.buffer(ty, n), n, slot_iv, shift)
        y = self.slot_compute(body, bscope, x, ctx)
        if rng.random() < 0.35:
            # a second slot buffer, its own slot count
            self.kinds["two-buffers"] += 1
            n2 = rng.choice([2, 3, 4])
            z = self.load(body, bscope, ty, ctx)
            self.bind(body, z, self.buffer(ty, n2), n2, slot_iv)
            name = self.fresh()
            body.append(("op", name, "tadd", "pto.tadd",
                         [("v", y.name), ("v", z.name)], ty))
            y = Val(name, ty)
            bscope.append(y)
        if rng.random() < 0.2:
            # the result in a slot of its own (a ping-pong output)
            self.kinds["bound-result"] += 1
            name = self.fresh()
            body.append(("op", name, "tmuls", "pto.tmuls",
                         [("v", y.name), ("f", 2.0)], ty))
            y = Val(name, ty)
            bscope.append(y)
            self.bind(body, y, self.buffer(ty, n), n, slot_iv)
        x2 = rng.random()
        if x2 < 0.25:
            # an if in the body: one arm reads the slot again
            self.kinds["slot-if"] += 1
            self.ifs += 1
            if rng.random() < 0.6:
                cond = ("iv", iv, rng.choice(["eq", "slt"]),
                        rng.randrange(0, max(trip, 1)))
            else:
                cond = ("arg", rng.choice(COND_ARGS))
            then, els = [], []
            tv = self.slot_compute(then, list(bscope), x, ctx)
            # a tile at a run-time slot may not be merged (llc: "its
            # address would change under it"), so a bound result is not
            if rng.random() < 0.5 and y.slot is None:
                ev = y
            else:
                ev = self.slot_compute(els, list(bscope), y, ctx)
            m = self.fresh("m")
            body.append(("if", cond, then, els, [(m, tv.name, ev.name, ty)]))
            y = Val(m, ty)
            bscope.append(y)
        elif x2 < 0.45:
            # a loop inside: the slot tile read on every inner trip
            self.kinds["slot-inner-loop"] += 1
            self.loops += 1
            jv = "i%d" % self.loops
            jt = rng.choice([1, 2, 3])
            if y.slot is not None:
                # nor carried
                y = self.slot_compute(body, bscope, y, ctx)
            p = self.fresh("c")
            upd = self.fresh()
            inner = [("op", upd, "tadd", "pto.tadd",
                      [("v", p), ("v", x.name)], ty)]
            body.append(("for", jv, 0, jt, [(p, y.name, ty)], inner, [upd]))
            y = Val(upd, ty)
            bscope.append(y)
        self.store(body, y, ctx)
        if rng.random() < 0.3:
            self.store(body, x, ctx)
        return body, y

    def s_slots(self, out, scope, ctx, depth, vec):
        """A loop over ping-pong slots (docs/sync.md "Ping-pong"), sometimes
        inside a loop of its own, sometimes with a stage count."""
        rng = self.rng
        self.kinds["slot-loop"] += 1
        outer = None
        if depth + 1 < self.depth_max and rng.random() < 0.25:
            self.kinds["slot-outer-loop"] += 1
            self.loops += 1
            outer = ("i%d" % self.loops, rng.choice([1, 2, 3]))
            ctx = {"ivs": ctx["ivs"] + [outer], "region": ctx["region"]}
        self.loops += 1
        iv = "i%d" % self.loops
        opts = {}
        if rng.random() < 0.35:
            opts["head"] = True     # tested in the header: may run 0 times
            self.kinds["head-tested"] += 1
        if rng.random() < 0.3:
            ub, trip = "t", 3       # a run-time bound, 0..3
            self.kinds["trips-runtime"] += 1
        else:
            trip = rng.choice([1, 2, 3, 4, 5, 7] +
                              ([0, 0] if "head" in opts else []))
            ub = trip
            self.kinds["trips-%d" % min(trip, 4)] += 1
        n = rng.choice([2, 2, 3, 4])
        self.kinds["slots-%d" % n] += 1
        if isinstance(ub, int) and trip % n:
            self.kinds["trips-not-multiple"] += 1
        lb, step = 0, 1
        if isinstance(ub, int) and rng.random() < 0.3:
            # a lower bound and a step: the slot `iv srem n` takes the
            # values (lb + k step) mod n, coming back after n / gcd(step, n)
            # trips (docs/sync.md "Trips back", "Slot ids"); still `trip`
            # trips
            lb, step = rng.choice([0, 1, 2, 3]), rng.choice([2, 3, 4])
            ub = lb + (trip - 1) * step + 1 if trip > 0 else lb
            opts["step"] = step
            self.kinds["slot-step"] += 1
        # the counter's largest value, plus one: what offsets and
        # conditions on it may use
        ivs_end = lb + (max(trip, 1) - 1) * step + 1
        slot_iv = iv
        if outer and rng.random() < 0.25:
            slot_iv = outer[0]      # the slot of the outer trip
            self.kinds["slot-outer-iv"] += 1
        self.region_counter += 1
        inner = {"ivs": ctx["ivs"] + [(iv, ivs_end)],
                 "region": self.region_counter}
        body, y = self.slot_body(scope, inner, iv, ivs_end, slot_iv, n)
        carries, yields = [], []
        if "head" not in opts and rng.random() < 0.25:
            # an accumulator carried over the slot trips, stored after
            self.kinds["slot-carry"] += 1
            init = self.load(out, scope, y.ty, ctx) if outer is None \
                else None
            if init is not None:
                p = self.fresh("c")
                upd = self.fresh()
                body.append(("op", upd, "tadd", "pto.tadd",
                             [("v", p), ("v", y.name)], y.ty))
                carries.append((p, init.name, y.ty))
                yields.append(upd)
        inner_loop = any(st[0] == "for" for st in body)
        if rng.random() < self.stage_rate and not inner_loop:
            opts["stages"] = rng.choice([2, 2, 3, 4])
            self.kinds["stages-loop"] += 1
        loop = ("for", iv, lb, ub, carries, body, yields, opts)
        if outer:
            out.append(("for", outer[0], 0, outer[1], [], [loop], []))
        else:
            out.append(loop)
            if carries:
                self.store(out, Val(yields[0], y.ty), ctx)

    def s_pipeline(self, out, scope, ctx, depth, vec):
        """A loop unrolled by hand whose D loads are the D stages of a
        pipeline group (tile-abi.md, "Pipeline stages")."""
        rng = self.rng
        self.kinds["pipeline"] += 1
        self.groups += 1
        g = self.groups
        d = rng.choice([2, 2, 3])
        self.loops += 1
        iv = "i%d" % self.loops
        trip = rng.choice([1, 2, 3, 4])
        r, c = rng.choice(SLOT_SHAPES)
        ty = Ty("vec", "f32", r, c)
        self.region_counter += 1
        inner = {"ivs": ctx["ivs"] + [(iv, trip)],
                 "region": self.region_counter}
        body, bscope = [], list(scope)
        col = rng.randrange(0, GM_ROWS - c, 16)
        for s in range(d):
            name = self.fresh()
            row = ("iv", iv, d * r, s * r)
            body.append(("op", name, "tload", "pto.tload",
                         [("view", "vf"), ("e", row), ("e", col), ("i", r),
                          ("i", c)], ty))
            body.append(("pipe", name, g, s, d))
            x = Val(name, ty)
            bscope.append(x)
            y = self.slot_compute(body, bscope, x, inner)
            self.store(body, y, inner)
        out.append(("for", iv, 0, trip, [], body, []))

    def kernel(self):
        rng = self.rng
        ctx = {"ivs": [], "region": 0}
        if self.slots:
            body, scope = self.slot_kernel(ctx)
        else:
            body, scope = self.block([], ctx, rng.randint(6, 22), 0)
            self.mix_slots(body, scope, ctx)
        # store what is left so that clobbered values show in the stores
        tail = [v for v in scope if v.ty.space == "vec" and not v.dyn]
        rng.shuffle(tail)
        for v in tail[:6]:
            self.store(body, v, ctx)
        return body


def uses_name(body, name):
    for st in walk_stmts(body):
        if st[0] == "op" and any(a[0] == "v" and a[1] == name
                                 for a in st[4]):
            return True
        if st[0] == "store" and st[1] == name:
            return True
        if st[0] == "for" and (any(c[1] == name for c in st[4]) or
                               name in st[6]):
            return True
        if st[0] == "if" and any(m[1] == name or m[2] == name
                                 for m in st[4]):
            return True
    return False


# -- printing the AST as LLVM IR -------------------------------------------

ARGS = [("ptr", "pf"), ("ptr", "po"), ("ptr", "ph"), ("i64", "d"),
        ("i64", "n0"), ("i64", "n1"), ("i64", "n2"), ("i64", "t"),
        ("float", "s")]


def fmt_float(x):
    return "%e" % x


class Printer:
    def __init__(self):
        self.lines = []
        self.decls = {}
        self.block = "entry"
        self.tmp = 0
        self.globals = {}           # declared buffer -> (slots, Ty)
        self.meta = []              # metadata nodes, !0 first
        self.fattrs = []            # function attributes
        self.flags = []             # llc options (the llc-flags line)
        self.noalias = False        # the pointer arguments are noalias

    def declare(self, callee, ret, args):
        decl = "declare %s @%s(%s)" % (ret, callee, ", ".join(args))
        old = self.decls.setdefault(callee, decl)
        assert old == decl, (old, decl)

    def emit(self, s):
        self.lines.append("  " + s)

    def label(self, name):
        self.lines.append("%s:" % name)
        self.block = name

    def offset(self, e):
        """An i64 operand for an offset expression."""
        if isinstance(e, int):
            return "%d" % e
        kind, name, mul, add = e
        self.tmp += 1
        base = "%" + name
        x = "%%o%d" % self.tmp
        self.emit("%s = mul i64 %s, %d" % (x, base, mul))
        if add:
            y = x + "a"
            self.emit("%s = add i64 %s, %d" % (y, x, add))
            return y
        return x

    def stmts(self, body, types):
        for st in body:
            getattr(self, "p_" + st[0])(st, types)

    def p_op(self, st, types):
        _, dst, op, callee, args, ty = st
        ops, tys = [], []
        for kind, x in args:
            if kind == "v":
                ops.append("%s %%%s" % (types[x].ir(), x))
                tys.append(types[x].ir())
            elif kind == "i":
                ops.append("i64 %d" % x)
                tys.append("i64")
            elif kind == "e":
                ops.append("i64 " + self.offset(x))
                tys.append("i64")
            elif kind == "f":
                ops.append("float " + fmt_float(x))
                tys.append("float")
            elif kind == "s":
                ops.append("float %" + x)
                tys.append("float")
            elif kind == "view":
                ops.append("ptr %" + x)
                tys.append("ptr")
        self.declare(callee, ty.ir(), tys)
        self.emit("%%%s = call %s @%s(%s)" % (dst, ty.ir(), callee,
                                             ", ".join(ops)))
        types[dst] = ty

    def p_ivdef(self, st, types):
        self.emit("%%%s = add i64 0, %d" % (st[1], st[2]))

    def p_bind(self, st, types):
        _, tile, buf, slots, (_, iv, shift) = st
        ty = types[tile]
        self.globals[buf] = (slots, ty)
        self.tmp += 1
        base = "%" + iv
        # the slot is computed before the tile is defined (llc's rule)
        at = self.defining_line(tile)
        pre = []
        if shift:
            pre.append("  %%sh%d = add i64 %s, %d" % (self.tmp, base, shift))
            base = "%%sh%d" % self.tmp
        pre.append("  %%sl%d = srem i64 %s, %d" % (self.tmp, base, slots))
        self.lines[at:at] = pre
        self.declare("pto.bind", "void", [ty.ir(), ty.ir(), "i64"])
        self.emit("call void @pto.bind(%s %%%s, %s @%s, i64 %%sl%d)" % (
            ty.ir(), tile, ty.ir(), buf, self.tmp))

    def metadata(self, text):
        self.meta.append(text)
        return "!%d" % (len(self.meta) - 1)

    def p_pipe(self, st, types):
        _, tile, group, stage, depth = st
        md = self.metadata("!{i32 %d, i32 %d, i32 %d}" % (group, stage,
                                                          depth))
        self.lines[self.defining_line(tile)] += ", !pto.pipeline " + md

    def defining_line(self, tile):
        prefix = "  %%%s = call " % tile
        for k in range(len(self.lines) - 1, -1, -1):
            if self.lines[k].startswith(prefix):
                return k
        raise AssertionError("no call defines %" + tile)

    def p_fattr(self, st, types):
        self.fattrs.append('"%s"="%s"' % (st[1], st[2]))

    def p_llcflag(self, st, types):
        self.flags.append(st[1])

    def p_noalias(self, st, types):
        self.noalias = True

    def p_store(self, st, types):
        _, src, view, row, col = st
        ty = types[src]
        callee = "pto.tstore" if ty.space == "vec" else \
            "pto.tstore." + ty.space
        r = self.offset(row)
        c = self.offset(col)
        self.declare(callee, "void", [ty.ir(), "ptr", "i64", "i64"])
        self.emit("call void @%s(%s %%%s, ptr %%%s, i64 %s, i64 %s)" % (
            callee, ty.ir(), src, view, r, c))

    def p_for(self, st, types):
        _, iv, lb, ub, carries, body, yields = st[:7]
        opts = st[7] if len(st) > 7 else {}
        head, latch, exit_ = iv + ".head", iv + ".latch", iv + ".exit"
        bound = ub if isinstance(ub, int) else "%" + ub
        md = ""
        if opts.get("stages"):
            # the loop's stage count (tile-abi.md, "Stage counts")
            n = len(self.meta)
            self.meta.append("distinct !{!%d, !%d}" % (n, n + 1))
            self.meta.append('!{!"pto.stages", i32 %d}' % opts["stages"])
            md = ", !llvm.loop !%d" % n
        pre = self.block
        self.emit("br label %" + head)
        self.label(head)
        self.emit("%%%s = phi i64 [ %d, %%%s ], [ %%%s.next, %%%s ]" % (
            iv, lb, pre, iv, latch))
        for (p, init, ty), y in zip(carries, yields):
            self.emit("%%%s = phi %s [ %%%s, %%%s ], [ %%%s, %%%s ]" % (
                p, ty.ir(), init, pre, y, latch))
            types[p] = ty
        if opts.get("head"):
            # tested in the header (docs/control-flow.md, top-tested): the
            # body may run zero times
            assert not carries
            self.emit("%%%s.t = icmp slt i64 %%%s, %s" % (iv, iv, bound))
            self.emit("br i1 %%%s.t, label %%%s.body, label %%%s" % (
                iv, iv, exit_))
            self.label(iv + ".body")
        self.stmts(body, types)
        self.emit("br label %" + latch)
        self.label(latch)
        self.emit("%%%s.next = add i64 %%%s, %d" % (iv, iv,
                                                   opts.get("step", 1)))
        if opts.get("head"):
            self.emit("br label %%%s%s" % (head, md))
        else:
            self.emit("%%%s.c = icmp slt i64 %%%s.next, %s" % (iv, iv,
                                                              bound))
            self.emit("br i1 %%%s.c, label %%%s, label %%%s%s" % (
                iv, head, exit_, md))
        self.label(exit_)

    def p_if(self, st, types):
        _, cond, then, els, merges = st
        self.tmp += 1
        tag = "if%d" % self.tmp
        c = "%" + tag + ".c"
        if cond[0] == "arg":
            self.emit("%s = icmp sgt i64 %%%s, 0" % (c, cond[1]))
        else:
            self.emit("%s = icmp %s i64 %%%s, %d" % (c, cond[2], cond[1],
                                                    cond[3]))
        self.emit("br i1 %s, label %%%s.then, label %%%s.else" % (c, tag,
                                                                  tag))
        self.label(tag + ".then")
        self.stmts(then, types)
        tend = self.block
        self.emit("br label %%%s.merge" % tag)
        self.label(tag + ".else")
        self.stmts(els, types)
        eend = self.block
        self.emit("br label %%%s.merge" % tag)
        self.label(tag + ".merge")
        for p, tv, ev, ty in merges:
            self.emit("%%%s = phi %s [ %%%s, %%%s ], [ %%%s, %%%s ]" % (
                p, ty.ir(), tv, tend, ev, eend))
            types[p] = ty

    def kernel(self, body, mcpu):
        """The kernel as a module; only the arguments and tensor views it
        uses are printed."""
        self.stmts(body, {})
        self.emit("ret void")
        code = self.lines
        text = "\n".join(code)
        used = set(re.findall(r"%([\w.]+)", text))
        g = GM_ROWS
        views = []
        for view, ptr, dt in (("vf", "pf", "f32"), ("vo", "po", "f32"),
                              ("vh", "ph", "f16")):
            if view in used:
                self.declare("pto.tensor_view." + dt, "ptr",
                             ["ptr", "i64", "i64", "i64", "i64"])
                views.append("  %%%s = call ptr @pto.tensor_view.%s(ptr "
                             "%%%s, i64 %d, i64 %d, i64 %d, i64 1)" % (
                                 view, dt, ptr, g, g, g))
                used.add(ptr)
        args = [a for a in ARGS if a[1] in used]
        lines = []
        if self.flags:
            lines.append("; llc-flags: " + " ".join(self.flags))
        for buf, (slots, ty) in sorted(self.globals.items()):
            lines.append("@%s = external addrspace(%d) global [%d x [%d x "
                         "[%d x float]]]" % (buf, ADDRSPACE[ty.space], slots,
                                             ty.rows, ty.cols))
        lines += ["define void @fuzz(%s) #0 {" % ", ".join(
            "%s%s %%%s" % (a[0], " noalias" if self.noalias and
                           a[0] == "ptr" else "", a[1]) for a in args),
                  "entry:"] + views + code
        lines += ["}", ""] + sorted(self.decls.values()) + [
            "", 'attributes #0 = { "target-cpu"="%s"%s }' % (
                mcpu, "".join(" " + a for a in self.fattrs))]
        lines += ["!%d = %s" % kv for kv in enumerate(self.meta)]
        return "\n".join(lines) + "\n"


# -- the reference interpreter ---------------------------------------------

VIEW_PTR = {"vf": "pf", "vo": "po", "vh": "ph"}


def eval_offset(e, env):
    if isinstance(e, int):
        return e
    kind, name, mul, add = e
    return env[name] * mul + add


def scalar_key(kind, x):
    if kind == "f":
        return ("f", float(x))
    return ("arg", x)


class RefRun:
    """Runs the generated program on terms; returns the list of stores."""

    def __init__(self, terms, args):
        self.terms = terms
        self.args = args
        self.stores = []

    def run(self, body):
        env = dict(self.args)
        self.block(body, env)
        return self.stores

    def block(self, body, env):
        for st in body:
            getattr(self, "r_" + st[0])(st, env)

    def r_op(self, st, env):
        T = self.terms
        _, dst, op, callee, args, ty = st
        shape = (ty.rows, ty.cols, ty.dtype)
        if op == "tload":
            ptr = VIEW_PTR[args[0][1]]
            row = eval_offset(args[1][1], env)
            col = eval_offset(args[2][1], env)
            env[dst] = T.mk(("load", ptr, row, col, ty.rows, ty.cols,
                             ty.dtype), shape)
        elif op == "alloc_tile":
            env[dst] = T.mk(("undef", dst), shape)
        elif op == "subset":
            src = env[args[0][1]]
            r = eval_offset(args[1][1], env)
            c = eval_offset(args[2][1], env)
            env[dst] = T.subset(src, r, c, ty.rows, ty.cols)
        elif op == "treshape":
            src = env[args[0][1]]
            env[dst] = T.reshape(src, ty.rows, ty.cols)
        elif op in ("tmov", "set_validshape"):
            env[dst] = env[args[0][1]]
        else:
            tiles, scalars = [], []
            for i, (kind, x) in enumerate(args):
                if kind == "v":
                    if op in ("trowsum", "trowmax") and i == 1:
                        continue            # the scratch tile
                    tiles.append(env[x])
                elif kind in ("f", "s"):
                    scalars.append(scalar_key(kind, x))
                elif kind == "e":
                    scalars.append(("i", eval_offset(x, env)))
            env[dst] = apply_op(T, op, tiles, scalars, shape)

    def r_ivdef(self, st, env):
        env[st[1]] = st[2]

    def r_bind(self, st, env):
        pass                        # a placement: the values are the same

    def r_pipe(self, st, env):
        pass

    def r_fattr(self, st, env):
        pass

    def r_llcflag(self, st, env):
        pass

    def r_noalias(self, st, env):
        pass

    def r_store(self, st, env):
        _, src, view, row, col = st
        self.stores.append((VIEW_PTR[view], eval_offset(row, env),
                            eval_offset(col, env), env[src]))

    def r_for(self, st, env):
        _, iv, lb, ub, carries, body, yields = st[:7]
        head = len(st) > 7 and st[7].get("head")
        step = st[7].get("step", 1) if len(st) > 7 else 1
        if not isinstance(ub, int):
            ub = env[ub]
        vals = [env[init] for _, init, _ in carries]
        i = lb
        if head and not i < ub:
            return
        while True:
            env[iv] = i
            for (p, _, _), v in zip(carries, vals):
                env[p] = v
            self.block(body, env)
            vals = [env[y] for y in yields]
            i += step
            if not i < ub:
                break

    def r_if(self, st, env):
        _, cond, then, els, merges = st
        if cond[0] == "arg":
            c = env[cond[1]] > 0
        else:
            v = env[cond[1]]
            c = v == cond[3] if cond[2] == "eq" else v < cond[3]
        self.block(then if c else els, env)
        for p, tv, ev, _ in merges:
            env[p] = env[tv if c else ev]


# ---------------------------------------------------------------------------
# The printed PTO: a parser into a small tree.
# ---------------------------------------------------------------------------

class Unsupported(Exception):
    pass


class Handle:
    """A tile handle of the printed program: an alloc_tile or a view."""

    def __init__(self, name, ty, line):
        self.name = name
        self.space = ty["loc"]
        self.dtype = ty["dtype"]
        self.rows = int(ty["rows"])
        self.cols = int(ty["cols"])
        self.blayout = ty.get("blayout")
        self.esz = ESIZE.get(self.dtype, 4)
        self.line = line
        self.kind = "alloc"
        self.addr = None            # the lowest address it may have
        self.addr_name = None       # a run-time address: its SSA value
        self.rt_extra = 0           # ... and how far above addr it may be
        self.src = None
        self.offs = None            # subset: the two offset operands
        self.root = self
        self.off = 0                # bytes from the root's address; None
        self.pitch = self.cols      # elements between rows
        self.size = 0               # bytes (alloc: with acc rounding)
        self.span = 0               # bytes from the first to the last byte
        self.written = False        # some op writes it (outs)
        self.validshape = False     # set_validshape's handle
        self.used = False           # some op or view mentions it


TYPE_RE = re.compile(r"!pto\.tile_buf<([^>]*)>")


def parse_type(text):
    m = TYPE_RE.search(text)
    if not m:
        raise Unsupported("no tile type in: " + text)
    fields = {}
    for part in m.group(1).split(","):
        k, _, v = part.strip().partition("=")
        fields[k] = v
    return fields


def tile_bytes(h, arch):
    rows = h.rows
    if h.space == "acc":
        r = 32 if (h.dtype == "i32" and arch == "a2a3") else 16
        rows = (rows + r - 1) // r * r
    return rows * h.cols * h.esz


def split_top(text, sep=","):
    """Splits at sep outside (), [], {}, <>."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def operand_names(text):
    """'%a {attr}, %cst' -> ['a', 'cst'] (before the ':' of the types)."""
    # the operand list ends at the first ':' at depth 0
    depth, cut = 0, len(text)
    for i, ch in enumerate(text):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == ":" and depth == 0:
            cut = i
            break
    names = []
    for part in split_top(text[:cut]):
        m = re.match(r"%([\w.$-]+)", part)
        if not m:
            raise Unsupported("operand " + part)
        names.append(m.group(1))
    return names


class Func:
    def __init__(self, name):
        self.name = name
        self.args = []
        self.body = []
        self.handles = {}
        self.consts = {}            # name -> python value
        self.ops = []               # every op node, for the per-op checks
        self.arith = {}             # scalar name -> (op, operands)
        self.argtypes = {}
        self.arch = "a2a3"
        self.ivs = {}               # loop counter -> (first, last) if known


RE_FUNC = re.compile(r"^func\.func @([\w.$-]+)\((.*)\)")
RE_CONST = re.compile(r"^%([\w.$-]+) = arith\.constant (\S+)(?: : (\S+))?$")
RE_ARITH = re.compile(r"^%([\w.$-]+) = arith\.(\w+) (.*?) : (.+)$")
RE_TVIEW = re.compile(r"^%([\w.$-]+) = pto\.make_tensor_view %([\w.$-]+), "
                      r"shape = \[(.*?)\], strides = \[(.*?)\]")
RE_PVIEW = re.compile(r"^%([\w.$-]+) = pto\.partition_view %([\w.$-]+), "
                      r"offsets = \[(.*?)\], sizes = \[(.*?)\]")
RE_ALLOC = re.compile(r"^%([\w.$-]+) = pto\.alloc_tile addr = %([\w.$-]+)"
                      r"(.*?) : (!pto\.tile_buf<[^>]*>)$")
RE_SUBSET = re.compile(r"^%([\w.$-]+) = pto\.subset %([\w.$-]+)\[(.*?)\] "
                       r"sizes \[(.*?)\] : (!pto\.tile_buf<[^>]*>)$")
RE_RESHAPE = re.compile(r"^%([\w.$-]+) = pto\.(treshape|bitcast) "
                        r"%([\w.$-]+) : (!pto\.tile_buf<[^>]*>) -> "
                        r"(!pto\.tile_buf<[^>]*>)$")
RE_DPS = re.compile(r"^pto\.([\w.]+) ins\((.*?)\) outs\((.*?)\)(.*)$")
RE_FOR = re.compile(r"^((?:%[\w.$-]+(?::\d+)?(?:, )?)+ = )?scf\.for "
                    r"%([\w.$-]+) = "
                    r"%([\w.$-]+) to %([\w.$-]+) step %([\w.$-]+)(.*)\{$")
RE_IF = re.compile(r"^((?:%[\w.$-]+(?::\d+)?(?:, )?)+ = )?scf\.if "
                   r"%([\w.$-]+)(.*)\{$")


class Unknown(Exception):
    pass


def addr_values(f, name, env, depth=0):
    """The values an address (or an index it is computed from) may take
    when the loop counters are as env says: a set. A remainder by a
    constant N of a value not known here is in [0, N) (a slot out of range
    is undefined behaviour, tile-abi.md)."""
    c = f.consts.get(name)
    if c is not None and not isinstance(c, float):
        return {c}
    if name in env:
        return {env[name]}
    d = f.arith.get(name)
    if d is None or depth > 32:
        raise Unknown(name)
    op, parts = d
    args = [p.split()[0][1:] for p in parts if p.startswith("%")]
    if op in ("index_cast", "index_castui", "extsi", "extui") and args:
        return addr_values(f, args[0], env, depth + 1)
    if op == "cmpi" and len(args) == 2:
        pred = parts[0].strip()
        a = addr_values(f, args[0], env, depth + 1)
        b = addr_values(f, args[1], env, depth + 1)
        return {CMP[pred](x, y) for x in a for y in b}
    if op == "select" and len(args) == 3:
        out = set()
        for cond in addr_values(f, args[0], env, depth + 1):
            out |= addr_values(f, args[1 if cond else 2], env, depth + 1)
        return out
    if op == "remsi" and len(args) == 2:
        n = f.consts.get(args[1])
        try:
            a = addr_values(f, args[0], env, depth + 1)
        except Unknown:
            if isinstance(n, int) and not isinstance(n, bool) and n > 0:
                return set(range(n))
            raise
        b = addr_values(f, args[1], env, depth + 1)
        return {ARITH[op](x, y) for x in a for y in b if y}
    if op in ARITH and len(args) == 2:
        a = addr_values(f, args[0], env, depth + 1)
        b = addr_values(f, args[1], env, depth + 1)
        return {ARITH[op](x, y) for x in a for y in b}
    raise Unknown(name)


def addr_deps(f, name, out, depth=0):
    """The loop counters of f.ivs an address is computed from."""
    if name in f.ivs:
        out.add(name)
    d = f.arith.get(name)
    if d and depth <= 32:
        for p in d[1]:
            if p.startswith("%"):
                addr_deps(f, p.split()[0][1:], out, depth + 1)
    return out


def addr_bounds(f, name):
    """The least and greatest value of a run-time address, over every value
    of the loop counters it is computed from (each counter's trips, when
    its bounds are constants), or None."""
    ivs = sorted(addr_deps(f, name, set()))
    combos = [{}]
    for iv in ivs:
        if not f.ivs[iv]:
            continue                # no trip: the counter stays unknown
        combos = [dict(e, **{iv: v}) for e in combos for v in f.ivs[iv]]
        if len(combos) > 4096:
            return None
    vals = set()
    try:
        for env in combos:
            vals |= addr_values(f, name, env)
    except Unknown:
        return None
    if not vals or any(isinstance(v, bool) for v in vals):
        return None
    return min(vals), max(vals)


def parse_pto(text):
    lines = text.splitlines()
    funcs = []
    arch = "a2a3"
    i = 0
    m = re.search(r'pto\.target_arch = "(\w+)"', text)
    if m:
        arch = m.group(1)
    while i < len(lines):
        s = lines[i].strip()
        m = RE_FUNC.match(s)
        if m:
            f = Func(m.group(1))
            f.arch = arch
            for a in split_top(m.group(2)):
                an, _, at = a.partition(":")
                f.args.append((an.strip()[1:], at.strip()))
                f.argtypes[an.strip()[1:]] = at.strip()
            i, f.body, end = parse_region(lines, i + 1, f)
            funcs.append(f)
        i += 1
    return funcs


def parse_region(lines, i, f):
    """Parses statements until a closing '}' or '} else {'. Returns the
    index of that line, the statements and the closing text."""
    body = []
    while i < len(lines):
        lineno = i + 1
        s = lines[i].strip()
        if not s or s.startswith("//"):
            i += 1
            continue
        if s == "}" or s == "} else {":
            return i, body, s
        if s == "return" or s.startswith("scf.yield"):
            if s != "return" and s != "scf.yield":
                body.append(("yield", s))
            i += 1
            continue
        m = RE_CONST.match(s)
        if m:
            name, val, ty = m.groups()
            ty = ty or "i1"             # `arith.constant true` has no type
            if ty in ("index", "i64", "i32", "i16") or ty.startswith("i"):
                if val in ("true", "false"):
                    v = val == "true"
                else:
                    v = int(val)
            else:
                v = float(val) if not val.startswith("0x") else \
                    ("bits", val)
            f.consts[name] = v
            body.append(("const", name, v))
            i += 1
            continue
        m = RE_TVIEW.match(s)
        if m:
            body.append(("tview", m.group(1), m.group(2)))
            i += 1
            continue
        m = RE_PVIEW.match(s)
        if m:
            offs = [x.strip()[1:] for x in m.group(3).split(",")]
            body.append(("pview", m.group(1), m.group(2), offs))
            i += 1
            continue
        m = RE_ARITH.match(s)
        if m:
            name, op, rest, ty = m.groups()
            parts = [x.strip() for x in rest.split(",")]
            body.append(("arith", name, op, parts, ty))
            f.arith[name] = (op, parts)
            i += 1
            continue
        m = RE_ALLOC.match(s)
        if m:
            name, addr, extra, ty = m.groups()
            h = Handle(name, parse_type(ty), lineno)
            if addr in f.consts:
                h.addr = f.consts[addr]
            else:
                # a run-time slot of a declared buffer (tile-abi.md,
                # "Declared buffers"): base + (slot srem N) * slot bytes
                span = addr_bounds(f, addr)
                if span is None:
                    raise Unsupported("address %s is not a constant nor a "
                                      "slot of a buffer" % addr)
                h.addr, h.rt_extra = span[0], span[1] - span[0]
                h.addr_name = addr
            h.size = h.span = tile_bytes(h, f.arch)
            h.validshape = "valid_row" in extra
            f.handles[name] = h
            body.append(("alloc", h))
            i += 1
            continue
        m = RE_SUBSET.match(s)
        if m:
            name, src, offs, sizes, ty = m.groups()
            sh = f.handles[src]
            sh.used = True
            h = Handle(name, parse_type(ty), lineno)
            R, C = [int(x) for x in sizes.split(",")]
            h.rows, h.cols = R, C
            h.kind = "view"
            h.src = sh
            h.root = sh.root
            h.offs = [x.strip()[1:] for x in offs.split(",")]
            h.pitch = sh.pitch
            consts = [f.consts.get(x) for x in h.offs]
            if sh.off is not None and all(isinstance(c, int) and
                                          not isinstance(c, bool)
                                          for c in consts):
                h.off = sh.off + (consts[0] * sh.pitch + consts[1]) * h.esz
            else:
                h.off = None
            h.span = ((R - 1) * h.pitch + C) * h.esz
            h.size = R * C * h.esz
            f.handles[name] = h
            body.append(("view", h))
            i += 1
            continue
        m = RE_RESHAPE.match(s)
        if m:
            name, kind, src, _, ty = m.groups()
            sh = f.handles[src]
            sh.used = True
            h = Handle(name, parse_type(ty), lineno)
            h.kind = "view"
            h.src = sh
            h.root = sh.root
            h.off = sh.off
            h.pitch = h.cols
            h.span = h.size = h.rows * h.cols * h.esz
            f.handles[name] = h
            body.append(("view", h))
            i += 1
            continue
        m = RE_DPS.match(s)
        if m:
            mn, ins, outs, attrs = m.groups()
            node = ("op", mn, operand_names(ins), operand_names(outs),
                    lineno, len(f.ops))
            for n in node[2] + node[3]:
                if n in f.handles:
                    f.handles[n].used = True
            for n in node[3]:
                if n in f.handles:
                    f.handles[n].written = True
            f.ops.append(node)
            body.append(node)
            i += 1
            continue
        if s.startswith(("pto.barrier", "pto.set_flag", "pto.wait_flag")):
            i += 1  # synchronisation: pto_sync_check.py judges it
            continue
        m = RE_FOR.match(s)
        if m:
            res, iv, lb, ub, step, rest = m.groups()
            lo, hi, st = (f.consts.get(lb), f.consts.get(ub),
                          f.consts.get(step))
            if all(isinstance(x, int) and not isinstance(x, bool)
                   for x in (lo, hi, st)) and st > 0 and \
                    (hi - lo) // st < 4096:
                f.ivs[iv] = list(range(lo, hi, st))
            j, sub, close = parse_region(lines, i + 1, f)
            if res or "iter_args" in rest:
                # scalar carries: the static checker ignores them
                sub = [("scalar-carries", s)] + sub
            body.append(("for", iv, lb, ub, step, sub, lineno))
            i = j + 1
            continue
        m = RE_IF.match(s)
        if m:
            res, cond, rest = m.groups()
            j, then, close = parse_region(lines, i + 1, f)
            if res or "->" in rest:
                then = [("scalar-carries", s)] + then
            els = []
            if close == "} else {":
                j, els, close = parse_region(lines, j + 1, f)
            body.append(("if", cond, then, els, lineno))
            i = j + 1
            continue
        raise Unsupported("line %d: %s" % (lineno, s))
    return i, body, ""


# ---------------------------------------------------------------------------
# The static checker.
# ---------------------------------------------------------------------------

SCRATCH = {"trowsum": (1,), "trowmax": (1,), "trowmin": (1,)}
# In-place ops that print the updated tile only in outs: they read it too.
READS_OUT = {"taxpy", "tinsert"}
NOT_INPLACE = {"trecip", "trsqrt", "trowsum", "trowmax", "trowmin", "tmov",
               "trem", "trems"}
FORBID = {"trowexpand": (0,)}


def forbidden(op, i, h_in, h_out, arch):
    """Whether op's result may not share a byte with input i."""
    if op in NOT_INPLACE:
        return True
    if i in FORBID.get(op, ()):
        return True
    if op == "tcvt":
        if h_out.esz > h_in.esz:
            return True             # widening, every target
        if h_out.esz < h_in.esz and arch == "a2a3":
            return True             # narrowing on a2a3
    return False


def hrange(h):
    """The bytes of a handle; for a window at a run-time offset, the bytes
    of its source it may be anywhere in."""
    if h.off is None:
        return hrange(h.src)
    r = h.root
    return r.addr + h.off, r.addr + h.off + h.span + r.rt_extra


class Static:
    def __init__(self, f, caps):
        self.f = f
        self.caps = caps
        self.viol = []
        self.seen = set()
        self.events = {}
        self.evinfo = {}

    def report(self, kind, msg):
        if (kind, msg) not in self.seen:
            self.seen.add((kind, msg))
            self.viol.append((kind, msg))

    def run(self):
        f = self.f
        for h in f.handles.values():
            lo, hi = hrange(h)
            if h.kind == "alloc":
                if h.addr % ALIGN:
                    self.report("alignment", "%%%s (line %d) is at %d, not a "
                                "multiple of %d" % (h.name, h.line, h.addr,
                                                    ALIGN))
                cap = self.caps.get(h.space)
                if cap is not None and h.addr + h.size + h.rt_extra > cap:
                    self.report("capacity", "%%%s (line %d) is at [%d, %d) "
                                "past the %d bytes of %s" % (
                                    h.name, h.line, h.addr,
                                    h.addr + h.size + h.rt_extra, cap,
                                    h.space))
            elif h.off is not None and h.off + h.span > h.root.size:
                self.report("view-bounds", "view %%%s (line %d) ends at byte "
                            "%d of %%%s, which has %d" % (
                                h.name, h.line, h.off + h.span, h.root.name,
                                h.root.size))
        for node in f.ops:
            self.op_rules(node)
        self.walk(f.body, frozenset(), frozenset(), True)
        return self.viol

    def at_least(self, name, depth=0):
        """A lower bound of an index value (-inf when unknown)."""
        c = self.f.consts.get(name)
        if isinstance(c, int) and not isinstance(c, bool):
            return c
        d = self.f.arith.get(name)
        if d and depth < 8:
            op, parts = d
            args = [p[1:] for p in parts]
            if op == "maxsi":
                return max(self.at_least(a, depth + 1) for a in args)
            if op == "addi":
                return sum(self.at_least(a, depth + 1) for a in args)
        return float("-inf")

    def at_most(self, name):
        c = self.f.consts.get(name)
        if isinstance(c, int) and not isinstance(c, bool):
            return c
        return float("inf")

    # -- per-operation rules ---------------------------------------------

    def op_rules(self, node):
        _, op, ins, outs, line, _ = node
        H = self.f.handles
        for o in outs:
            ho = H.get(o)
            if ho is None:
                continue
            if ho.off is None or ho.root.addr_name:
                continue
            olo, ohi = hrange(ho)
            for i, n in enumerate(ins):
                hi_ = H.get(n)
                if hi_ is None or hi_.space != ho.space or \
                        hi_.off is None or hi_.root.addr_name:
                    continue
                ilo, ihi = hrange(hi_)
                if not (olo < ihi and ilo < ohi):
                    continue
                if forbidden(op, i, hi_, ho, self.f.arch):
                    self.report("no-alias", "line %d: pto.%s writes %%%s "
                                "[%d, %d) over its operand %d %%%s [%d, %d), "
                                "which it may not overlap" % (
                                    line, op, o, olo, ohi, i, n, ilo, ihi))
                elif olo != ilo:
                    self.report("same-or-disjoint", "line %d: pto.%s writes "
                                "%%%s [%d, %d), which partially overlaps its "
                                "input %%%s [%d, %d) from another base" % (
                                    line, op, o, olo, ohi, n, ilo, ihi))

    # -- reaching writes -------------------------------------------------

    @staticmethod
    def write(state, space, lo, hi, ev):
        new = set()
        for e in state:
            sp, a, b, w = e
            if sp != space or b <= lo or a >= hi:
                new.add(e)
                continue
            if a < lo:
                new.add((sp, a, lo, w))
            if b > hi:
                new.add((sp, hi, b, w))
        new.add((space, lo, hi, ev))
        return frozenset(new)

    def event(self, key, h, scratch=False, undef=False):
        ev = self.events.get(key)
        if ev is None:
            ev = len(self.events)
            self.events[key] = ev
            self.evinfo[ev] = (h, scratch, undef)
        return ev

    def read(self, state, mustdef, h, line, what, check):
        if not check or h.root.addr_name:
            # a tile at a run-time slot: its writes cover all its slots
            # here; its reads are the dynamic checker's, which knows the
            # slot of each trip
            return
        lo, hi = hrange(h)
        root = h.root
        over = [e for e in state if e[0] == h.space and e[1] < hi and
                lo < e[2]]
        if root.name in mustdef:
            for e in sorted(over):
                wh, scratch, undef = self.evinfo[e[3]]
                if (wh.root is root and not scratch) or undef:
                    # an unused handle writes nothing: it only stands for
                    # a carry's uninitialised start (see walk)
                    continue
                self.report("clobber", "line %d: %s reads %%%s [%d, %d), "
                            "but bytes [%d, %d) may have been overwritten "
                            "by %s%%%s (line %d) since %%%s was written" % (
                                line, what, h.name, lo, hi, e[1], e[2],
                                "the scratch use of " if scratch else "",
                                wh.name, wh.line, root.name))
                return
        else:
            # a carried or merged value (or a loop's value read after the
            # loop): a handle on bytes some earlier write produced. Each
            # write that may have produced some of them must have produced
            # all of them; a write of only part of them is a clobber.
            for e in sorted(over):
                wh, scratch, undef = self.evinfo[e[3]]
                if wh.root is root and not scratch:
                    continue
                wlo, whi = hrange(wh)
                if wlo <= lo and hi <= whi and not scratch:
                    continue
                self.report("carry-clobber", "line %d: %s reads the carried "
                            "or merged %%%s [%d, %d), but bytes [%d, %d) may "
                            "come from %s%%%s [%d, %d) (line %d)" % (
                                line, what, h.name, lo, hi, e[1], e[2],
                                "the scratch use of " if scratch else "",
                                wh.name, wlo, whi, wh.line))
                return

    def walk(self, body, state, mustdef, check):
        H = self.f.handles
        for node in body:
            kind = node[0]
            if kind == "alloc":
                h = node[1]
                if not h.used and not h.validshape:
                    # an IR alloc_tile used only as a carry's init
                    lo, hi = hrange(h)
                    state = self.write(state, h.space, lo, hi,
                                       self.event(("undef", h.name), h,
                                                  undef=True))
            elif kind == "op":
                _, op, ins, outs, line, idx = node
                scratch = SCRATCH.get(op, ())
                if op in READS_OUT:
                    self.read(state, mustdef, H[outs[0]], line,
                              "pto." + op, check)
                for i, n in enumerate(ins):
                    h = H.get(n)
                    if h is None or i in scratch:
                        continue
                    self.read(state, mustdef, h, line, "pto." + op, check)
                for i in scratch:
                    if i < len(ins) and ins[i] in H:
                        h = H[ins[i]]
                        lo, hi = hrange(h)
                        state = self.write(state, h.space, lo, hi, self.event(
                            ("scratch", idx, i), h, scratch=True))
                for n in outs:
                    h = H.get(n)
                    if h is None:
                        continue
                    lo, hi = hrange(h)
                    state = self.write(state, h.space, lo, hi,
                                       self.event(("op", idx, n), h))
                    mustdef = mustdef | {h.root.name}
            elif kind == "for":
                _, iv, lb, ub, step, sub, line = node
                entry = state
                cur = entry
                while True:
                    out, _ = self.walk(sub, cur, mustdef, False)
                    new = cur | out
                    if new == cur:
                        break
                    cur = new
                out, md = self.walk(sub, cur, mustdef, check)
                if self.at_least(ub) > self.at_most(lb):
                    state, mustdef = out, md
                else:
                    state = out | entry
            elif kind == "if":
                _, cond, then, els, line = node
                s1, m1 = self.walk(then, state, mustdef, check)
                s2, m2 = self.walk(els, state, mustdef, check)
                state, mustdef = s1 | s2, m1 & m2
        return state, mustdef


# ---------------------------------------------------------------------------
# The dynamic checker: the printed PTO run on terms over byte-addressed
# memories.
# ---------------------------------------------------------------------------

CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
       "slt": lambda a, b: a < b, "sle": lambda a, b: a <= b,
       "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b,
       "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b,
       "ugt": lambda a, b: a > b, "uge": lambda a, b: a >= b}
ARITH = {"muli": lambda a, b: a * b, "addi": lambda a, b: a + b,
         "subi": lambda a, b: a - b, "maxsi": max, "minsi": min,
         "divsi": lambda a, b: int(a / b), "remsi": lambda a, b: a % b,
         # a run-time stage count's trips mod N, N a power of two
         # (docs/planner.md, "Automatic multi-buffering")
         "andi": lambda a, b: a & b, "ori": lambda a, b: a | b,
         "shli": lambda a, b: a << b, "shrsi": lambda a, b: a >> b,
         "maxui": max, "minui": min}


class PtoRun:
    def __init__(self, f, terms, args, arch):
        self.f = f
        self.T = terms
        self.env = dict(args)
        self.env.update(f.consts)
        self.mem = collections.defaultdict(list)    # space -> [lo,hi,base,t]
        self.off = {}                                # handle -> byte offset
        self.stores = []
        self.viol = []
        self.arch = arch
        self.steps = 0
        self.yielded = []           # the values the last scf.yield gave

    def val(self, name):
        if name not in self.env:
            raise Unsupported("unknown scalar %" + name)
        return self.env[name]

    def scalar_key(self, name):
        # a constant or an integer by value, a float argument by name
        if name in self.f.consts:
            v = self.f.consts[name]
            return ("f", v) if isinstance(v, float) else ("i", v)
        if self.f.argtypes.get(name) in ("f32", "f16", "bf16"):
            return ("arg", name)
        v = self.val(name)
        return ("i", v)

    def hoff(self, h):
        if h.kind == "alloc":
            return 0
        return self.off[h.name]

    def base(self, h):
        r = h.root
        return self.val(r.addr_name) if r.addr_name else r.addr

    def hr(self, h):
        lo = self.base(h) + self.hoff(h)
        return lo, lo + h.span

    def read(self, h):
        lo, hi = self.hr(h)
        for rec in self.mem[h.space]:
            if rec[0] <= lo and hi <= rec[1]:
                t = rec[3]
                rows, cols, dtype = self.T.shape[t]
                if dtype != h.dtype or (lo - rec[2]) % h.esz:
                    return self.T.garbage("dtype", (h.rows, h.cols,
                                                    h.dtype))
                return self.T.reread(t, (lo - rec[2]) // h.esz, h.rows,
                                     h.cols, h.pitch, h.dtype)
        return self.T.garbage("uninitialised or mixed bytes",
                              (h.rows, h.cols, h.dtype))

    def write(self, h, t, size=None):
        lo = self.base(h) + self.hoff(h)
        hi = lo + (h.size if h.kind == "alloc" else h.span)
        recs = []
        for rec in self.mem[h.space]:
            a, b = rec[0], rec[1]
            if b <= lo or a >= hi:
                recs.append(rec)
                continue
            if a < lo:
                recs.append((a, lo, rec[2], rec[3]))
            if b > hi:
                recs.append((hi, b, rec[2], rec[3]))
        recs.append((lo, hi, lo, t))
        self.mem[h.space] = recs

    def run(self):
        self.block(self.f.body)
        return self.stores

    def block(self, body):
        for node in body:
            self.steps += 1
            if self.steps > 200000:
                raise Unsupported("too many steps")
            getattr(self, "n_" + node[0].replace("-", "_"))(node)

    def n_const(self, node):
        pass

    def n_yield(self, node):
        # `scf.yield %a, %b : index, index`: the values of the region's
        # results, taken by the scf.for or scf.if that ran it
        names = node[1][len("scf.yield"):].split(":")[0]
        self.yielded = [self.val(n.strip()[1:]) for n in names.split(",")
                        if n.strip()]

    def n_scalar_carries(self, node):
        pass                        # read by n_for and n_if

    @staticmethod
    def carries(sub):
        """The results and iter_args of the scf.for or scf.if whose region
        is sub: ([result], [(arg, init)])."""
        if not sub or sub[0][0] != "scalar-carries":
            return [], []
        hdr = sub[0][1]
        results = []
        if " = scf." in hdr:
            for r in hdr.split(" = scf.")[0].split(","):
                r = r.strip()[1:]
                name, _, n = r.partition(":")
                results += ["%s#%d" % (name, k) for k in range(int(n))] \
                    if n else [name]
        args = []
        m = re.search(r"iter_args\((.*?)\)", hdr)
        if m:
            for a in split_top(m.group(1)):
                x, _, init = a.partition("=")
                args.append((x.strip()[1:], init.strip()[1:]))
        return results, args

    def n_tview(self, node):
        self.env[node[1]] = ("tview", node[2])

    def n_pview(self, node):
        _, name, tv, offs = node
        ptr = self.val(tv)[1]
        self.env[name] = ("pview", ptr, [self.val(o) for o in offs])

    def n_arith(self, node):
        _, name, op, parts, ty = node
        if op == "cmpi":
            pred, a, b = parts
            self.env[name] = CMP[pred](self.val(a[1:]), self.val(b[1:]))
        elif op in ARITH:
            a, b = parts
            self.env[name] = ARITH[op](self.val(a[1:]), self.val(b[1:]))
        elif op in ("index_cast", "extsi", "trunci", "index_castui"):
            self.env[name] = self.val(parts[0][1:])
        elif op == "select":
            c, a, b = parts
            self.env[name] = self.val(a[1:]) if self.val(c[1:]) else \
                self.val(b[1:])
        else:
            raise Unsupported("arith." + op)

    def n_alloc(self, node):
        h = node[1]
        if h.addr_name:
            a = self.val(h.addr_name)
            if a % ALIGN or not h.addr <= a <= h.addr + h.rt_extra:
                self.viol.append(("alignment", "%%%s (line %d) is at %d at "
                                  "run time, not a multiple of %d in "
                                  "[%d, %d]" % (h.name, h.line, a, ALIGN,
                                                h.addr, h.addr + h.rt_extra)))

    def n_view(self, node):
        h = node[1]
        if h.offs is not None:
            src = h.src
            r, c = self.val(h.offs[0]), self.val(h.offs[1])
            self.off[h.name] = self.hoff(src) + (r * src.pitch + c) * h.esz
            if h.off is not None and h.off != self.off[h.name]:
                raise Unsupported("offset mismatch")
        else:
            self.off[h.name] = self.hoff(h.src)

    def n_for(self, node):
        _, iv, lb, ub, step, sub, line = node
        i, u, s = self.val(lb), self.val(ub), self.val(step)
        results, args = self.carries(sub)
        vals = [self.val(init) for _, init in args]
        while i < u:
            self.env[iv] = i
            for (a, _), v in zip(args, vals):
                self.env[a] = v
            self.yielded = []
            self.block(sub)
            if args:
                if len(self.yielded) != len(args):
                    raise Unsupported("line %d: the loop yields %d values "
                                      "for %d iter_args" % (
                                          line, len(self.yielded),
                                          len(args)))
                vals = self.yielded
            i += s
        if len(results) != len(vals):
            raise Unsupported("line %d: %d results of %d iter_args" % (
                line, len(results), len(vals)))
        for r, v in zip(results, vals):
            self.env[r] = v

    def n_if(self, node):
        _, cond, then, els, line = node
        results, _ = self.carries(then)
        self.yielded = []
        self.block(then if self.val(cond) else els)
        if len(results) != len(self.yielded) and results:
            raise Unsupported("line %d: %d results, %d yielded" % (
                line, len(results), len(self.yielded)))
        for r, v in zip(results, self.yielded):
            self.env[r] = v

    def n_op(self, node):
        _, op, ins, outs, line, idx = node
        H = self.f.handles
        T = self.T
        if op == "tstore":
            src = H[ins[0]]
            pv = self.val(outs[0])
            self.stores.append((pv[1], pv[2][0], pv[2][1], self.read(src)))
            return
        if op == "tload":
            pv = self.val(ins[0])
            h = H[outs[0]]
            self.write(h, T.mk(("load", pv[1], pv[2][0], pv[2][1], h.rows,
                                h.cols, h.dtype), (h.rows, h.cols, h.dtype)))
            return
        self.dyn_rules(op, ins, outs, line)
        scratch = SCRATCH.get(op, ())
        tiles, scalars = [], []
        if op in READS_OUT:
            tiles.append(self.read(H[outs[0]]))
        for i, n in enumerate(ins):
            if n in H:
                if i in scratch:
                    continue
                tiles.append(self.read(H[n]))
            else:
                scalars.append(self.scalar_key(n))
        for i in scratch:
            h = H[ins[i]]
            self.write(h, T.garbage("scratch of line %d" % line,
                                    (h.rows, h.cols, h.dtype)))
        ho = H[outs[0]]
        shape = (ho.rows, ho.cols, ho.dtype)
        if op == "tmov":
            t = tiles[0]
        else:
            t = apply_op(T, op, tiles, scalars, shape)
        self.write(ho, t)

    def dyn_rules(self, op, ins, outs, line):
        """The per-op rules for operands whose address is known only at
        run time (the static checker has the others)."""
        H = self.f.handles
        for o in outs:
            ho = H.get(o)
            if ho is None:
                continue
            for i, n in enumerate(ins):
                hi_ = H.get(n)
                if hi_ is None or hi_.space != ho.space:
                    continue
                if ho.off is not None and hi_.off is not None and \
                        not ho.root.addr_name and not hi_.root.addr_name:
                    continue
                olo, ohi = self.hr(ho)
                ilo, ihi = self.hr(hi_)
                if not (olo < ihi and ilo < ohi):
                    continue
                if forbidden(op, i, hi_, ho, self.arch):
                    self.viol.append(("no-alias", "line %d: pto.%s writes "
                                      "%%%s [%d, %d) over its operand %%%s "
                                      "[%d, %d) (a run-time window)" % (
                                          line, op, o, olo, ohi, n, ilo,
                                          ihi)))
                elif olo != ilo:
                    self.viol.append(("same-or-disjoint", "line %d: pto.%s "
                                      "writes %%%s [%d, %d), which partially "
                                      "overlaps its input %%%s [%d, %d) (a "
                                      "run-time window)" % (
                                          line, op, o, olo, ohi, n, ilo,
                                          ihi)))


def arg_sets(seed):
    rng = random.Random(seed * 7919 + 1)
    sets = [{"d": 0, "n0": 0, "n1": 0, "n2": 0, "t": 1},
            {"d": 1, "n0": 1, "n1": 1, "n2": 1, "t": 3}]
    for _ in range(2):
        sets.append({"d": rng.randint(0, 1), "n0": rng.randint(0, 1),
                     "n1": rng.randint(0, 1), "n2": rng.randint(0, 1),
                     "t": rng.randint(0, 3)})
    return sets


def dynamic_check(ast, f, seed):
    viol = []
    for args in arg_sets(seed):
        terms = Terms()
        ref = RefRun(terms, args).run(ast)
        run = PtoRun(f, terms, args, f.arch)
        got = run.run()
        for v in run.viol:
            if v not in viol:
                viol.append(v)
        for k, (r, g) in enumerate(zip(ref, got)):
            if r != g:
                what = "store %d (to %%%s at row %d, col %d)" % (
                    k, r[0], r[1], r[2])
                if r[:3] != g[:3]:
                    msg = "%s: the PTO stores to %%%s at (%d, %d) instead" % (
                        what, g[0], g[1], g[2])
                else:
                    msg = "%s: the PTO stores %s, the kernel means %s" % (
                        what, terms.show(g[3]), terms.show(r[3]))
                viol.append(("value", msg + " [args %s]" % ", ".join(
                    "%s=%d" % kv for kv in sorted(args.items()))))
                break
        else:
            if len(ref) != len(got):
                viol.append(("value", "the PTO makes %d stores, the kernel "
                             "%d [args %s]" % (len(got), len(ref), args)))
        if viol:
            break
    return viol


# ---------------------------------------------------------------------------
# The reducer: shrinks a failing kernel's AST while the failure stays.
# ---------------------------------------------------------------------------

def to_lists(x):
    if isinstance(x, Ty):
        return x
    if isinstance(x, (list, tuple)):
        return [to_lists(y) for y in x]
    return x


def walk_stmts(body):
    for st in body:
        yield st
        if st[0] == "for":
            yield from walk_stmts(st[5])
        elif st[0] == "if":
            yield from walk_stmts(st[2])
            yield from walk_stmts(st[3])


def defined_names(ast):
    names = set(a for _, a in ARGS)
    for st in walk_stmts(ast):
        if st[0] == "op":
            names.add(st[1])
        elif st[0] == "for":
            names.add(st[1])
            names.update(c[0] for c in st[4])
        elif st[0] == "if":
            names.update(m[0] for m in st[4])
        elif st[0] == "ivdef":
            names.add(st[1])
    return names


def expr_names(e):
    if isinstance(e, list) and e and e[0] in ("iv", "arg"):
        return [e[1]]
    return []


def prune(body, names):
    """Drops what uses an undefined name; returns whether it changed."""
    changed = False
    keep = []
    for st in body:
        ok = True
        if st[0] == "op":
            for kind, x in st[4]:
                if kind == "v" and x not in names:
                    ok = False
                if kind == "e" and any(n not in names
                                       for n in expr_names(x)):
                    ok = False
        elif st[0] == "store":
            ok = st[1] in names and all(
                n in names for n in expr_names(st[3]) + expr_names(st[4]))
        elif st[0] in ("bind", "pipe"):
            ok = st[1] in names and (st[0] == "pipe" or st[4][1] in names)
        elif st[0] == "for":
            cs, ys = [], []
            for c, y in zip(st[4], st[6]):
                if c[1] in names and y in names:
                    cs.append(c)
                    ys.append(y)
                else:
                    changed = True
            st[4], st[6] = cs, ys
            changed |= prune(st[5], names)
        elif st[0] == "if":
            if st[1][0] in ("iv", "arg") and st[1][1] not in names:
                ok = False
            ms = [m for m in st[4] if m[1] in names and m[2] in names]
            changed |= len(ms) != len(st[4])
            st[4] = ms
            changed |= prune(st[2], names)
            changed |= prune(st[3], names)
        if ok:
            keep.append(st)
        else:
            changed = True
    body[:] = keep
    return changed


def cleanup(ast):
    while prune(ast, defined_names(ast)):
        pass
    return ast


def rename(body, old, new):
    for st in walk_stmts(body):
        if st[0] == "op":
            for a in st[4]:
                if a[0] == "v" and a[1] == old:
                    a[1] = new
        elif st[0] == "store":
            if st[1] == old:
                st[1] = new
        elif st[0] == "for":
            for c in st[4]:
                if c[1] == old:
                    c[1] = new
            st[6] = [new if y == old else y for y in st[6]]
        elif st[0] == "if":
            for m in st[4]:
                if m[1] == old:
                    m[1] = new
                if m[2] == old:
                    m[2] = new


def lists_at(ast):
    """Every statement list of the AST."""
    yield ast
    for st in walk_stmts(ast):
        if st[0] == "for":
            yield st[5]
        elif st[0] == "if":
            yield st[2]
            yield st[3]


def candidates(ast):
    """Smaller variants of the AST, most aggressive first."""
    import copy
    n_lists = len(list(lists_at(ast)))
    for li in range(n_lists):
        n = len(list(lists_at(ast))[li])
        # remove halves, then single statements
        chunk = n // 2
        while chunk >= 1:
            for start in range(0, n, chunk):
                a = copy.deepcopy(ast)
                lst = list(lists_at(a))[li]
                del lst[start:start + chunk]
                yield cleanup(a)
            chunk //= 2
    for li in range(n_lists):
        n = len(list(lists_at(ast))[li])
        for i in range(n):
            st = list(lists_at(ast))[li][i]
            if st[0] == "for" and not isinstance(st[3], int):
                a = copy.deepcopy(ast)
                list(lists_at(a))[li][i][3] = 1
                yield a
            elif st[0] == "for":
                if st[3] > 1:
                    a = copy.deepcopy(ast)
                    list(lists_at(a))[li][i][3] = 1
                    yield a
                if st[3] > 2:
                    a = copy.deepcopy(ast)
                    list(lists_at(a))[li][i][3] = 2
                    yield a
                for k in range(len(st[4])):
                    a = copy.deepcopy(ast)
                    s2 = list(lists_at(a))[li][i]
                    phi, init = s2[4][k][0], s2[4][k][1]
                    del s2[4][k]
                    del s2[6][k]
                    rename(a, phi, init)
                    yield cleanup(a)
                a = copy.deepcopy(ast)
                lst = list(lists_at(a))[li]
                s2 = lst[i]
                if s2[3] == 1:
                    for c in s2[4]:
                        rename(a, c[0], c[1])
                    lst[i:i + 1] = [["ivdef", s2[1], 0]] + s2[5]
                    yield cleanup(a)
            elif st[0] == "if":
                for arm, col in ((2, 1), (3, 2)):
                    a = copy.deepcopy(ast)
                    lst = list(lists_at(a))[li]
                    s2 = lst[i]
                    for m in s2[4]:
                        rename(a, m[0], m[col])
                    lst[i:i + 1] = s2[arm]
                    yield cleanup(a)
                for k in range(len(st[4])):
                    a = copy.deepcopy(ast)
                    del list(lists_at(a))[li][i][4][k]
                    yield cleanup(a)


def signature(outcome, details):
    first = details.splitlines()[0] if details else ""
    if outcome == "violation":
        return outcome, first.split(":")[0]
    text = re.sub(r"%[\w.]+", "%x", first)
    text = re.sub(r"\d+", "N", text)
    return outcome, text


def reduce_kernel(args, seed, mcpu, planner, work):
    text, ast = generate(seed, mcpu)
    ast = to_lists(ast)
    path = os.path.join(work, "reduce.ll")

    def test(a):
        t = Printer().kernel(a, mcpu)
        with open(path, "w") as fh:
            fh.write(t)
        o, d, _ = check_kernel(args, seed, t, a, mcpu, planner, path)
        return signature(o, d), t

    want, _ = test(ast)
    if want[0] in ("ok", "ok-nodyn", "overflow") or \
            (want[0] == "restriction" and not args.reduce_restrictions):
        return None, want
    best = Printer().kernel(ast, mcpu)
    progress = True
    while progress:
        progress = False
        for cand in candidates(ast):
            got, t = test(cand)
            if got == want and len(t) < len(best):
                ast, best, progress = cand, t, True
                break
    return best, want


# ---------------------------------------------------------------------------
# The driver.
# ---------------------------------------------------------------------------

def llc_command(args):
    """--llc may be a command with options (lit's %llc, which already loads
    the plugin and names the triple)."""
    cmd = shlex.split(args.llc)
    if not any(a.startswith("-load") or a.startswith("--load") for a in cmd):
        cmd.append("-load=" + args.plugin)
    if not any(a.startswith("-mtriple") or a.startswith("--mtriple")
               for a in cmd):
        cmd.append("-mtriple=ascendpto")
    return cmd


def llc_flags(path):
    """The options a kernel asks for on its `; llc-flags:` line."""
    with open(path) as fh:
        first = fh.readline()
    if first.startswith("; llc-flags: "):
        return first[len("; llc-flags: "):].split()
    return []


def compile_once(args, path, planner, mcpu):
    cmd = llc_command(args) + ["-mcpu=" + mcpu,
                               "-ascendpto-memory-planner=" + planner] + \
        llc_flags(path) + [path, "-o", "-"]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return None, b"", b"timeout", cmd
    return p.returncode, p.stdout, p.stderr, cmd


def classify_error(err):
    for name, rx in RESTRICTIONS:
        if rx.search(err):
            return "overflow" if name == "overflow" else "restriction", name
    return "error", None


def check_kernel(args, seed, text, ast, mcpu, planner, path):
    """Returns (outcome, details, pto)."""
    rc, out, err, cmd = compile_once(args, path, planner, mcpu)
    if rc is None:
        return "timeout", "llc did not finish in %ds" % args.timeout, ""
    rc2, out2, err2, _ = compile_once(args, path, planner, mcpu)
    errt = err.decode(errors="replace")
    pto = out.decode(errors="replace")
    if rc not in (0, 1) or CRASH_TEXT.search(errt):
        return "crash", "exit %s:\n%s" % (rc, errt[-3000:]), pto
    if (rc, out, err) != (rc2, out2, err2):
        return "nondet", "two runs differ (exit %s / %s)" % (rc, rc2), pto
    if rc == 1:
        kind, name = classify_error(errt)
        return kind, ((name + ": ") if name else "") + errt.strip()[:2000], \
            pto
    try:
        funcs = parse_pto(pto)
    except Unsupported as e:
        return "unparsed", str(e), pto
    viol = [("rules " + k, m) for k, m in
            pto_rules.check(pto, ARCH_OF[mcpu])]
    for f in funcs:
        viol += [("static " + k, m) for k, m in
                 Static(f, CAPACITY[mcpu]).run()]
        try:
            viol += [("dynamic " + k, m) for k, m in
                     dynamic_check(ast, f, seed)]
        except Unsupported as e:
            viol.append(("dynamic-skip", str(e)))
    if getattr(args, "sync_check", True):
        viol += sync_findings(pto, getattr(args, "strict_flags", True),
                              getattr(args, "sync_vary", "instance"),
                              set(re.findall(r"ptr noalias (%\w+)", text)))
    real = [v for v in viol if v[0] != "dynamic-skip"]
    if real:
        return "violation", "\n".join("%s: %s" % v for v in real), pto
    if viol:
        return "ok-nodyn", viol[0][1], pto
    return "ok", "", pto


def sync_findings(pto, strict=True, vary="instance", noalias=None):
    """The independent sync checker's findings (utils/fuzz/pto_sync_check.py,
    with --strict-flags when strict, --vary=vary, --noalias-arg for each
    name of noalias), as violations."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import pto_sync_check
    try:
        found = pto_sync_check.check_text(pto, noalias=noalias or False,
                                          strict=strict, vary=vary)
    except pto_sync_check.Unreadable as e:
        return [("sync unreadable", str(e))]
    return [("sync " + k, "@%s: %s" % (f, m)) for f, k, m in found]


def generate(seed, mcpu, slots=None, kinds=None):
    """The kernel of seed: its text and AST. slots: a kernel of slot loops
    (--slots; default: the module's SLOTS). kinds: a Counter that gets the
    kinds of constructs made."""
    g = Gen(seed, mcpu, SLOTS[0] if slots is None else slots)
    ast = g.kernel()
    text = Printer().kernel(ast, mcpu)
    if kinds is not None:
        kinds.update(g.kinds)
    return text, ast


def illegal_kernel(seed, text, mcpu):
    """The kernel of `seed` with a function @illegal appended that breaks
    one rule of the assembler's sheet (pto_illegal.py), and what llc's
    refusal must say: (text, op, words, rule), or None."""
    rng = random.Random(seed * 7919 + 17)
    taken = {m.group(1): m.group(0) for m in
             re.finditer(r"^declare .* @([\w.]+)\(.*$", text, re.M)}
    got = pto_illegal.illegal_function(rng, ARCH_OF[mcpu], taken)
    if got is None:
        return None
    ir, decls, op, words, rule = got
    at = text.rindex("\nattributes #0")
    return (text[:at] + "\n" + ir + "\n" + "\n".join(decls) + "\n" +
            text[at:]), op, words, rule


def check_illegal(args, path, mcpu, planner, op, words):
    """llc must refuse @illegal naming the op, the target and the rule."""
    rc, out, err, cmd = compile_once(args, path, planner, mcpu)
    if rc is None:
        return "timeout", "llc did not finish in %ds" % args.timeout
    errt = err.decode(errors="replace")
    if rc not in (0, 1) or CRASH_TEXT.search(errt):
        return "crash", "exit %s:\n%s" % (rc, errt[-3000:])
    if rc == 0:
        return "accepted-illegal", "llc accepted pto.%s breaking: %s" % (
            op, words)
    want = "error: in function @illegal: pto.%s on %s (%s)" % (
        op, mcpu, ARCH_OF[mcpu])
    for line in errt.splitlines():
        if line.startswith(want) and words in line:
            return "refused", line
    return "misrefused", "expected %r with %r, got:\n%s" % (
        want, words, errt.strip()[:2000])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=None,
                    help="directory for reproducers (default: a temp dir)")
    ap.add_argument("--llc", default="llc-22")
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib",
                                                     "libAscendPTO.so"))
    ap.add_argument("--planners", default="auto,pypto,dsa")
    ap.add_argument("--mcpu", default="ascend910b",
                    help="ascend910b, ascend950 or mix (one in five a5)")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--illegal", type=float, default=0.0, metavar="F",
                    help="the fraction of kernels that get a function "
                    "breaking one rule of the assembler's sheet, which llc "
                    "must refuse naming the rule (pto_illegal.py)")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--slots", action="store_true",
                    help="kernels of ping-pong slot loops (tiles bound to "
                    "the slot `iv srem N` of a declared buffer), pipeline "
                    "stages and stage counts; the default mix makes them "
                    "at a lower rate")
    ap.add_argument("--strict-flags", dest="strict_flags",
                    action="store_true", default=True,
                    help="run pto_sync_check.py's flag-reuse rule (a set "
                    "must follow its triple's last wait by a happens-before "
                    "chain; the default)")
    ap.add_argument("--no-strict-flags", dest="strict_flags",
                    action="store_false",
                    help="program order only (with llc's "
                    "-ascendpto-sync-strict-reuse=false, for comparison)")
    ap.add_argument("--sync-vary", choices=("instance", "uniform"),
                    default="instance",
                    help="pto_sync_check.py --vary: each dynamic instance "
                    "of a loop or if decides its trips or arm on its own "
                    "(instance, the default) or all alike (uniform)")
    ap.add_argument("--no-sync-check", dest="sync_check",
                    action="store_false",
                    help="do not run pto_sync_check.py on the kernels")
    ap.add_argument("--print", action="store_true",
                    help="print the kernel of --seed and stop")
    ap.add_argument("--check-pto", metavar="FILE",
                    help="only run the static checker on a PTO file (- for "
                    "stdin) and print its violations")
    ap.add_argument("--reduce-restrictions", action="store_true",
                    help="let --reduce shrink a documented error too")
    ap.add_argument("--avoid", default="",
                    help="comma-separated shapes not to generate: " +
                    ", ".join(AVOIDABLE))
    ap.add_argument("--reduce", action="store_true",
                    help="shrink the kernel of --seed while it fails the "
                    "same way under the first of --planners; print it")
    args = ap.parse_args()
    planners = args.planners.split(",")
    SLOTS[0] = args.slots
    for a in filter(None, args.avoid.split(",")):
        if a not in AVOIDABLE:
            ap.error("--avoid: unknown shape " + a)
        AVOID.add(a)
    if args.check_pto:
        return check_pto_file(args.check_pto)
    if args.reduce:
        mcpu = pick_mcpu(args.mcpu, args.seed)
        work = tempfile.mkdtemp(prefix="pto-fuzz-reduce-")
        best, sig = reduce_kernel(args, args.seed, mcpu, planners[0], work)
        if best is None:
            print("seed %d does not fail under %s (%s)" % (
                args.seed, planners[0], sig[0]))
            return 0
        print("; seed %d, -mcpu=%s, planner %s: %s: %s" % (
            args.seed, mcpu, planners[0], sig[0], sig[1]))
        sys.stdout.write(best)
        return 0
    if args.print:
        mcpu = pick_mcpu(args.mcpu, args.seed)
        sys.stdout.write(generate(args.seed, mcpu)[0])
        return 0
    out = args.out or tempfile.mkdtemp(prefix="pto-fuzz-")
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="pto-fuzz-work-")
    counts = {p: collections.Counter() for p in planners}
    restr = {p: collections.Counter() for p in planners}
    sigs = collections.OrderedDict()
    findings = 0
    bad = ("crash", "error", "nondet", "violation", "timeout", "unparsed",
           "accepted-illegal", "misrefused")
    refused = collections.Counter()
    kinds = collections.Counter()
    for k in range(args.count):
        seed = args.seed + k
        mcpu = pick_mcpu(args.mcpu, seed)
        text, ast = generate(seed, mcpu, kinds=kinds)
        path = os.path.join(work, "seed-%d.ll" % seed)
        bad_kernel = None
        if args.illegal and random.Random(seed).random() < args.illegal:
            bad_kernel = illegal_kernel(seed, text, mcpu)
        if bad_kernel:
            text, op, words, rule = bad_kernel
        with open(path, "w") as fh:
            fh.write(text)
        for planner in (planners[:1] if bad_kernel else planners):
            if bad_kernel:
                outcome, details = check_illegal(args, path, mcpu, planner,
                                                 op, words)
                pto = ""
                if outcome == "refused":
                    refused[rule] += 1
            else:
                outcome, details, pto = check_kernel(args, seed, text, ast,
                                                     mcpu, planner, path)
            counts[planner][outcome] += 1
            if outcome == "restriction":
                restr[planner][details.split(":")[0]] += 1
            if outcome in bad:
                findings += 1
                sig = signature(outcome, details)
                sigs.setdefault(sig, []).append("%d/%s" % (seed, planner))
                base = os.path.join(out, "seed-%d" % seed)
                with open(base + ".ll", "w") as fh:
                    fh.write(text)
                with open("%s.%s.pto" % (base, planner), "w") as fh:
                    fh.write(pto)
                with open("%s.%s.txt" % (base, planner), "w") as fh:
                    fh.write("seed %d, %s, planner %s: %s\n%s\n" % (
                        seed, mcpu, planner, outcome, details))
                if not args.quiet:
                    print("seed %d %s %s: %s: %s" % (
                        seed, mcpu, planner, outcome,
                        details.splitlines()[0] if details else ""),
                        flush=True)
        os.remove(path)
    os.rmdir(work)
    keys = ["ok", "ok-nodyn", "overflow", "restriction", "refused"] + \
        list(bad)
    parts = []
    for p in planners:
        parts.append("%s: %s" % (p, " ".join(
            "%s=%d" % (k, counts[p][k]) for k in keys if counts[p][k] or
            k in ("ok", "overflow", "violation", "crash", "error"))))
    rest = collections.Counter()
    for p in planners:
        rest.update(restr[p])
    if rest:
        print("  documented errors (not findings): " + ", ".join(
            "%s=%d" % kv for kv in sorted(rest.items())))
    if kinds:
        print("  slot constructs: " + ", ".join(
            "%s=%d" % kv for kv in sorted(kinds.items())))
    if refused:
        print("  refused by a rule, as they must be: " + ", ".join(
            "%s=%d" % kv for kv in sorted(refused.items())))
    for (o, text), where in sigs.items():
        print("  %d x %s: %s  [e.g. seed %s]" % (len(where), o, text[:160],
                                                ", ".join(where[:3])))
    print("pto_fuzz: %d kernels from seed %d; %s; findings=%d (in %s)" % (
        args.count, args.seed, "; ".join(parts), findings, out))
    return 1 if findings else 0


ARCH_CPU = {"a2a3": "ascend910b", "a5": "ascend950"}
ARCH_OF = {cpu: arch for arch, cpu in ARCH_CPU.items()}


def check_pto_file(path):
    text = sys.stdin.read() if path == "-" else open(path).read()
    try:
        funcs = parse_pto(text)
    except Unsupported as e:
        print("unparsed: %s" % e)
        return 2
    bad = 0
    for f in funcs:
        for kind, msg in Static(f, CAPACITY[ARCH_CPU[f.arch]]).run():
            print("@%s: %s: %s" % (f.name, kind, msg))
            bad += 1
    print("pto_fuzz: %d functions, %d violations" % (len(funcs), bad))
    return 1 if bad else 0


def pick_mcpu(mode, seed):
    if mode == "mix":
        return "ascend950" if seed % 5 == 4 else "ascend910b"
    return mode


if __name__ == "__main__":
    sys.exit(main())
