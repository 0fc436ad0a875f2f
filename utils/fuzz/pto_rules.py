# ===- pto_rules.py - The PTO assembler's rules, checked on printed PTO ---===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Checks printed PTO text against the rules of the PTO assembler's fact
sheet (../shared/docs/ptoas-rules.md) that decide whether `ptoas
--pto-level=level3` takes a kernel: types, layouts and valid shapes.

Written from the sheet alone: it shares no code or data with td/ or the
compiler, and reads nothing but the text. Each violation is (rule, message);
the rule names the sheet's section (G2, G4, R, D.2, 15, ...).

  check(text, arch)   -> [(rule, message)]   arch: "a2a3" or "a5"
  python3 pto_rules.py FILE [--arch a2a3|a5]

What it checks, on every op it reads:
  module   pto.target_arch is the module's attribute, equal to the target,
           and the first `pto.target_arch = "..."` in the raw text (ptoas
           scans comments too); no comments.
  G1       a tile's static valid extents are at most its shape.
  G2       every use of a value prints the type the value was defined with
           (alloc_tile's written type, a subset's inferred type, a
           treshape/bitcast's written result type, a block argument's).
  G3       no scalar operand of a tile op is `index`.
  G4       an alloc_tile has valid_row iff v_row is `?`, valid_col iff
           v_col is `?`; addr is i64.
  R        a subset's result type is inferred from its source and offsets
           (literal constants give min(size, pv - off mod pv), anything
           else `?`).
  11       the source of a subset is not a treshape or bitcast result; a
           subset of a boxed source is made of whole inner boxes (fractal
           512, 1024 or 32) and keeps whole lines across its blayout (a
           left tile's blayout is the target's) at offset 0.
  15       scf.for induction variables are `index`.
  types    element types per op and target (sections 2-8, the families
           the fuzzer prints).
  layout   row_major where the op requires it (D.2, per operand); the
           per-row vector of trowexpandadd/max/min/expdif.
  valid    the valid-shape relations of each op (with `?` matching
           anything).
  1        make_tensor_view: a written layout is the one inferred from
           constant strides (nd: strides (cols, 1); dn: (1, rows)).
  1        tload/tstore: the view's elements have the tile's width (an
           acc tile stores into an i32/f32/f16/bf16 view); an a5 i64 tile
           loads with pad 0 or 1.
  10       tmov into mat on a2a3: fractal 512. textract/tinsert: constant
           offsets >= 0 and the window inside its tile; textract's layout
           pairs per target and space; tinsert's tiles NZ (a2a3 target
           fractal 512).
  11       a5 ttrans: (cols if row_major else rows) x element bytes a
           multiple of 32 for src and dst; tconcat: parts with dst's valid
           rows and valid cols summing to at most dst's cols; treshape:
           equal total bytes and boxed-ness.
  9        a5 tmatmul/tgemv (and .acc, .bias): lhs slayout row_major, rhs
           row_major/col_major, dst col_major/row_major, bias row_major.
  7, 8     a row reduction's dst and trowexpand's src are none_box.
  6        a2a3 tcmp: src0 and src1 of one valid shape, the mask with
           src0's valid rows; a5: src0, src1 and mask of one shape.
  D.6      tands/tors/txors never print one SSA value as src and dst; on
           a2a3 (the "a3" spelling) nor do trecip and tprelu, whose four
           operands are distinct.
"""

import re
import sys

TILE = re.compile(r"!pto\.tile_buf<([^>]*)>")
ESIZE = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4, "ui32": 4, "si32": 4,
         "i16": 2, "ui16": 2, "si16": 2, "i8": 1, "ui8": 1, "si8": 1,
         "i64": 8, "ui64": 8, "f64": 8}
# The compact form's defaults (section R, "Type identity is structural").
DEFAULTS = {"blayout": "row_major", "slayout": "none_box", "fractal": "512",
            "pad": "0", "compact": "0"}


class Tile:
    """A !pto.tile_buf type, keyword form."""

    def __init__(self, text):
        m = TILE.search(text)
        if not m:
            raise ValueError("not a tile type: " + text)
        self.f = dict(DEFAULTS)
        for part in m.group(1).split(","):
            k, _, v = part.strip().partition("=")
            self.f[k.strip()] = v.strip()
        for k in ("v_row", "v_col"):
            if self.f.get(k) == "-1":
                self.f[k] = "?"

    def key(self):
        return tuple(sorted(self.f.items()))

    def __eq__(self, o):
        return isinstance(o, Tile) and self.key() == o.key()

    def dim(self, k):
        v = self.f.get(k)
        return None if v in (None, "?") else int(v)

    rows = property(lambda s: int(s.f["rows"]))
    cols = property(lambda s: int(s.f["cols"]))
    vrow = property(lambda s: s.dim("v_row"))
    vcol = property(lambda s: s.dim("v_col"))
    dtype = property(lambda s: s.f.get("dtype"))
    loc = property(lambda s: s.f.get("loc"))
    row_major = property(lambda s: s.f.get("blayout") == "row_major")

    def text(self):
        return "<%s %s %dx%d valid %sx%s %s>" % (
            self.loc, self.dtype, self.rows, self.cols, self.f["v_row"],
            self.f["v_col"], self.f.get("blayout"))


def same(a, b):
    """A valid extent relation where `?` (None) matches anything."""
    return a is None or b is None or a == b


# -- the per-op rules of the sheet ------------------------------------------

F = ("f32", "f16")
FI = ("f32", "f16", "i32", "i16")
INTS = ("i32", "i16", "i8")


def dt(a2a3, a5):
    return {"a2a3": a2a3, "a5": a5}


# Element types of the tile operands, per target (sections 2-8).
DTYPES = {
    "tadd": dt(FI, FI + ("bf16", "i8")),
    "tsub": dt(FI, FI + ("i8",)),
    "tmul": dt(FI, FI),
    "tdiv": dt(F, FI),
    "tmax": dt(FI, FI + ("i8",)), "tmin": dt(FI, FI + ("i8",)),
    "tadds": dt(FI, FI + ("bf16", "i8")), "tsubs": dt(FI, FI + ("bf16", "i8")),
    "tmuls": dt(FI, FI + ("bf16", "i8")),
    "tdivs": dt(FI, FI + ("i8",)), "tmaxs": dt(FI, FI + ("i8",)),
    "tmins": dt(FI, FI + ("i8", "bf16")),
    "texp": dt(F, F), "tlog": dt(F, F), "tsqrt": dt(F, F),
    "trsqrt": dt(F, F), "trecip": dt(F, F), "tabs": dt(F, F),
    "tneg": dt(FI, FI + ("bf16", "i8")), "trelu": dt(F + ("i32",),
                                                   F + ("i32",)),
    "tlrelu": dt(F, F), "taxpy": dt(F, F + ("bf16",)),
    "texpands": dt(FI, FI + ("i8",)),
    "trowsum": dt(FI, FI), "trowmax": dt(FI, FI), "trowmin": dt(FI, FI),
    "tcolsum": dt(FI, FI + ("bf16", "i8")),
    "tcolmax": dt(FI, FI + ("bf16", "i8")),
    "tcolmin": dt(FI, FI + ("bf16", "i8")),
    "trowexpand": dt(FI + ("bf16", "i8"), FI + ("bf16", "i8")),
    "tcolexpand": dt(FI + ("bf16", "i8"), FI + ("bf16", "i8")),
    "trowexpandadd": dt(FI, FI + ("i8",)),
    "trowexpandsub": dt(FI, FI + ("i8",)),
    "trowexpandmul": dt(FI, FI + ("i8",)),
    "trowexpandmax": dt(FI, FI + ("i8",)),
    "trowexpandmin": dt(FI, FI + ("i8",)),
    "trowexpanddiv": dt(F, F),
    "tcolexpandadd": dt(FI, FI + ("i8",)),
    "tcolexpandsub": dt(FI, FI + ("i8",)),
    "tcolexpandmul": dt(FI, FI + ("i8",)),
    "tcolexpandmax": dt(FI, FI + ("i8",)),
    "tcolexpandmin": dt(FI, FI + ("i8",)),
    "tand": dt(("i16", "i8"), INTS), "tor": dt(("i16", "i8"), INTS),
}
BINARY = {"tadd", "tsub", "tmul", "tdiv", "tmax", "tmin", "tfmod", "trem",
          "tand", "tor", "txor", "tshl", "tshr"}
UNARY_ROW = {"texp", "tlog", "tsqrt", "trsqrt", "trecip", "tabs", "trelu",
             "tnot"}
SCALAR_FREE = {"tadds", "tsubs", "tmuls"}       # layout not checked
SCALAR_RC = {"tdivs", "tmaxs", "tmins"}          # rows and cols equal
ROWRED = {"trowsum", "trowmax", "trowmin", "trowprod", "trowargmax",
          "trowargmin"}
COLRED = {"tcolsum", "tcolmax", "tcolmin", "tcolprod"}
ROWEXP_DST = {"trowexpandsub", "trowexpandmul", "trowexpanddiv"}
ROWEXP_VEC = {"trowexpandadd", "trowexpandmax", "trowexpandmin",
              "trowexpandexpdif"}
COLEXP = {"tcolexpandadd", "tcolexpandsub", "tcolexpandmul",
          "tcolexpanddiv", "tcolexpandmax", "tcolexpandmin",
          "tcolexpandexpdif"}
# Scalars that must be a float, or equal to the element type (D.5).
FLOAT_SCALAR = {"tmaxs", "tmins"}
ELEM_SCALAR = {"tfmods", "trems", "taxpy", "texpands"}


class Checker:
    def __init__(self, arch):
        self.arch = arch
        self.viol = []
        self.types = {}         # value -> Tile or scalar type string
        self.defop = {}         # value -> the op that defined it
        self.consts = set()     # values that are literal arith.constant
        self.values = {}        # their integer values
        self.func = "?"

    def v(self, rule, line, msg):
        self.viol.append((rule, "@%s line %d: %s" % (self.func, line, msg)))

    def define(self, name, ty, op, line):
        if isinstance(ty, Tile):
            if ty.vrow is not None and ty.vrow > ty.rows or \
                    ty.vcol is not None and ty.vcol > ty.cols:
                self.v("G1", line, "%s has valid %s x %s beyond its shape "
                       "%d x %d" % (name, ty.f["v_row"], ty.f["v_col"],
                                    ty.rows, ty.cols))
        self.types[name] = ty
        self.defop[name] = op

    def use(self, name, tytext, line):
        """G2: the type printed at a use is the value's type."""
        if name not in self.types:
            if tytext.strip().startswith("!pto.tile_buf"):
                self.v("G2", line, "use of tile %s, which is not defined" %
                       name)
            return None             # scf results are not tracked
        have = self.types[name]
        if isinstance(have, Tile):
            try:
                got = Tile(tytext)
            except ValueError:
                self.v("G2", line, "%s is a tile, printed with type %s" %
                       (name, tytext))
                return have
            if got != have:
                self.v("G2", line, "use of %s expects different type than "
                       "prior uses: %s, defined as %s" % (
                           name, got.text(), have.text()))
            return got
        if have != tytext.strip():
            self.v("G2", line, "use of %s as %s, defined as %s" % (
                name, tytext.strip(), have))
        return have

    # -- statements --------------------------------------------------------

    def run(self, text):
        first = re.search(r'pto\.target_arch\s*=\s*"([^"]*)"', text)
        mod = re.search(r'^module attributes \{[^}]*pto\.target_arch = '
                        r'"([^"]*)"', text, re.M)
        if not mod:
            self.viol.append(("module", "no module attribute "
                              "pto.target_arch"))
        elif first.start() != mod.start(1) - len('pto.target_arch = "'):
            self.viol.append(("module", "the first pto.target_arch in the "
                              "text is not the module's attribute"))
        elif mod.group(1) != self.arch:
            self.viol.append(("module", "pto.target_arch is %r, the target "
                              "is %r" % (mod.group(1), self.arch)))
        for no, raw in enumerate(text.splitlines(), 1):
            s = raw.strip()
            if s.startswith("//"):
                self.v("module", no, "a comment (ptoas reads "
                       "pto.target_arch even from comments)")
                continue
            self.line(s, no)
        return self.viol

    def line(self, s, no):
        # A trailing source location (`loc("k.c":5:7)`) is not part of the
        # op's types.
        s = re.sub(r'\s+loc\("[^"]*"(?::\d+)*\)$', "", s)
        m = re.match(r"func\.func @([\w.$-]+)\((.*)\)", s)
        if m:
            self.func = m.group(1)
            self.types, self.defop, self.consts = {}, {}, set()
            self.values = {}
            for a in filter(None, split_top(m.group(2))):
                n, _, t = a.partition(":")
                self.define(n.strip(), t.strip(), "arg", no)
            return
        m = re.match(r"(%[\w.$-]+) = arith\.constant (\S+) : (\S+)$", s)
        if m:
            self.define(m.group(1), m.group(3), "const", no)
            self.consts.add(m.group(1))
            try:
                self.values[m.group(1)] = int(m.group(2))
            except ValueError:
                pass
            return
        m = re.match(r"(%[\w.$-]+) = arith\.\w+ .* : (\S+) to (\S+)$", s)
        if m:
            self.define(m.group(1), m.group(3), "arith", no)
            return
        m = re.match(r"(%[\w.$-]+) = arith\.\w+ .* : (\S+)$", s)
        if m:
            self.define(m.group(1), m.group(2), "arith", no)
            return
        m = re.match(r"(%[\w.$-]+) = pto\.(get_\w+)", s)
        if m:
            self.define(m.group(1), "i64", "arith", no)
            return
        m = re.match(r"(%[\w.$-]+) = pto\.alloc_tile addr = (%[\w.$-]+)"
                     r"((?: valid_row = %[\w.$-]+)?)"
                     r"((?: valid_col = %[\w.$-]+)?) : (!pto\.tile_buf<.*>)$",
                     s)
        if m:
            return self.alloc(m, no)
        m = re.match(r"(%[\w.$-]+) = pto\.subset (%[\w.$-]+)\[(%[\w.$-]+), "
                     r"(%[\w.$-]+)\] sizes \[(\d+), (\d+)\] : "
                     r"(!pto\.tile_buf<.*>)$", s)
        if m:
            return self.subset(m, no)
        m = re.match(r"(%[\w.$-]+) = pto\.(treshape|bitcast) (%[\w.$-]+) : "
                     r"(!pto\.tile_buf<[^>]*>) -> (!pto\.tile_buf<.*>)$", s)
        if m:
            src = self.use(m.group(3), m.group(4), no)
            res = Tile(m.group(5))
            if m.group(2) == "bitcast" and src is not None:
                for k in ("blayout", "slayout", "fractal", "pad"):
                    if src.f.get(k) != res.f.get(k):
                        self.v("11", no, "bitcast changes %s" % k)
            if m.group(2) == "treshape" and src is not None:
                nb = [t.rows * t.cols * ESIZE.get(t.dtype, 4)
                      for t in (src, res)]
                if nb[0] != nb[1]:
                    self.v("11", no, "treshape of %d bytes into %d" %
                           tuple(nb))
                if (src.f.get("slayout") == "none_box") != \
                        (res.f.get("slayout") == "none_box"):
                    self.v("11", no, "treshape between boxed and "
                           "non-boxed layouts")
            self.define(m.group(1), res, m.group(2), no)
            return
        m = re.match(r"(?:%[\w.$-]+(?:, %[\w.$-]+)* = )?scf\.for "
                     r"(%[\w.$-]+) = (%[\w.$-]+) to (%[\w.$-]+) step "
                     r"(%[\w.$-]+)(.*)\{$", s)
        if m:
            return self.loop(m, no)
        m = re.match(r"(%[\w.$-]+) = pto\.make_tensor_view", s)
        if m:
            self.view_layout(s, no)
            self.define(m.group(1), s.rsplit(" : ", 1)[1], "view", no)
            return
        m = re.match(r"(%[\w.$-]+) = pto\.partition_view", s)
        if m:
            self.define(m.group(1), s.rsplit(" -> ", 1)[1], "pview", no)
            return
        m = re.match(r"pto\.([\w.]+) ins\((.*?)\) outs\((.*)\)", s)
        if m:
            return self.dps(m.group(1), m.group(2), m.group(3), no)

    def view_layout(self, s, no):
        """Section 1, make_tensor_view: a written layout must be the one
        the assembler infers from constant strides (nd row-major
        contiguous, dn column-major contiguous); with a run-time stride it
        is not checked."""
        m = re.search(r"shape = \[(%[\w.$-]+), (%[\w.$-]+)\], strides = "
                      r"\[(%[\w.$-]+), (%[\w.$-]+)\](?: \{layout = "
                      r"#pto\.layout<(\w+)>\})?", s)
        if not m or not m.group(5):
            return
        d0, d1, s0, s1 = (self.values.get(x) if x in self.consts else None
                          for x in m.groups()[:4])
        if s0 is None or s1 is None:
            return
        inferred = []
        if s1 == 1 and d1 is not None and s0 == d1:
            inferred.append("nd")
        if s0 == 1 and d0 is not None and s1 == d0:
            inferred.append("dn")
        if inferred != [m.group(5)]:
            self.v("1", no, "make_tensor_view layout=%s with strides [%d, "
                   "%d] over [%s, %s]: the assembler infers %s" % (
                       m.group(5), s0, s1, d0, d1,
                       "/".join(inferred) or "neither nd nor dn"))

    def alloc(self, m, no):
        name, addr, vr, vc, ty = m.groups()
        t = Tile(ty)
        if self.types.get(addr) not in (None, "i64"):
            self.v("G4", no, "%s: addr %s is %s, not i64" % (
                name, addr, self.types[addr]))
        for key, have, op in (("v_row", t.vrow, vr), ("v_col", t.vcol, vc)):
            if have is None and not op:
                self.v("G4", no, "%s: valid_%s operand is required because "
                       "result type %s is ?" % (name, key[2:], key))
            elif have is not None and op:
                self.v("G4", no, "%s: valid_%s operand must be absent "
                       "because result type %s is %d" % (
                           name, key[2:], key, have))
            if op:
                n = op.split("=")[1].strip()
                if self.types.get(n) not in (None, "index"):
                    self.v("G4", no, "%s: %s operand %s is %s, not index" % (
                        name, key, n, self.types[n]))
        self.define(name, t, "alloc_tile", no)

    def subset(self, m, no):
        name, src, r, c, R, C, ty = m.groups()
        st = self.use(src, ty, no)
        if st is None:
            return
        if self.defop.get(src) in ("treshape", "bitcast"):
            self.v("11", no, "subset of %s, a %s result: ptoas cannot lower "
                   "it" % (src, self.defop[src]))
        R, C = int(R), int(C)
        res = Tile(ty)
        res.f["rows"], res.f["cols"] = str(R), str(C)

        def infer(pv, off, size):
            if pv is None or off not in self.consts:
                return "?"
            o = self.const_value(off)
            if o is None:
                return "?"
            return str(min(size, pv - o % pv)) if pv > 0 else "0"
        res.f["v_row"] = infer(st.vrow, r, R)
        res.f["v_col"] = infer(st.vcol, c, C)
        for off in (r, c):
            if self.types.get(off) not in (None, "index"):
                self.v("11", no, "subset offset %s is %s, not index" % (
                    off, self.types[off]))
        self.boxed_subset(st, (r, c), (R, C), no)
        self.define(name, res, "subset", no)

    def boxed_subset(self, st, offs, sizes, no):
        """Section 11: a subset of a boxed source (slayout not none_box)
        has a fractal of 512, 1024 or 32; its sizes and constant offsets
        are multiples of the inner box (16 x 32/bytes for slayout
        row_major, 32/bytes x 16 for col_major, 16x16 at fractal 1024); a
        col_major source keeps all rows at row offset constant 0, a
        row_major one all cols at col offset constant 0, the blayout of a
        left tile being the target's (preface: a3 row_major, a5
        col_major)."""
        sl = st.f.get("slayout")
        if sl == "none_box":
            return
        frac = int(st.f.get("fractal", "512"))
        if frac not in (512, 1024, 32):
            self.v("11", no, "subset of a boxed tile of fractal %d: "
                   "unsupported tile layout for subset" % frac)
            return
        bits = ESIZE.get(st.dtype, 1) * 8 if st.dtype != "i4" else 4
        per32 = 32 * 8 // bits
        box = (16, 16) if frac == 1024 else \
            (16, per32) if sl == "row_major" else (per32, 16)
        bl = st.f.get("blayout")
        if st.loc == "left":
            bl = "col_major" if self.arch == "a5" else "row_major"
        whole = 0 if bl == "col_major" else 1
        for d, (off, size, full) in enumerate(zip(offs, sizes,
                                                  (st.rows, st.cols))):
            what = ("row", "rows") if d == 0 else ("col", "cols")
            o = self.const_value(off) if off in self.consts else None
            if d == whole and (size != full or o != 0):
                self.v("11", no, "subset of a boxed %s tile keeps all %s "
                       "at %s offset 0: %d of %d at %s" % (
                           bl, what[1], what[0], size, full, off))
            if size % box[d]:
                self.v("11", no, "subset %s %d is not a multiple of the "
                       "box (%dx%d)" % (what[1], size, box[0], box[1]))
            if o is not None and (o < 0 or o % box[d]):
                self.v("11", no, "subset %s offset %d is not a multiple of "
                       "the box (%dx%d)" % (what[0], o, box[0], box[1]))

    def const_value(self, name):
        return self.values.get(name)

    def loop(self, m, no):
        iv, lb, ub, st, rest = m.groups()
        if re.search(r":\s*i\d+\s*$", rest.strip()):
            self.v("15", no, "scf.for %s counts over %s, not index" % (
                iv, rest.strip().lstrip(": ")))
        for b in (lb, ub, st):
            if self.types.get(b) not in (None, "index"):
                self.v("15", no, "scf.for bound %s is %s, not index" % (
                    b, self.types[b]))
        self.define(iv, "index", "iv", no)
        ia = re.search(r"iter_args\((.*)\) -> \((.*)\)", rest)
        if ia:
            names = [x.split("=")[0].strip() for x in
                     split_top(ia.group(1))]
            tys = [x.strip() for x in split_top(ia.group(2))]
            for n, t in zip(names, tys):
                if t.startswith("!pto.tile_buf"):
                    self.v("G5", no, "tile %s is an scf.for iter_arg" % n)
                self.define(n, t, "iter_arg", no)

    def dps(self, op, ins, outs, no):
        ins_v = self.operands(ins, no)
        outs_v = self.operands(outs, no)
        self.identity(op, ins_v, outs_v, no)
        self.memory(op, ins_v, outs_v, no)
        self.windows(op, ins_v, outs_v, no)
        for n, t in ins_v:
            if t == "index" and op not in ("textract", "tinsert"):
                self.v("G3", no, "pto.%s: scalar operand %s is index" % (
                    op, n))
        tiles_in = [t for _, t in ins_v if isinstance(t, Tile)]
        tiles_out = [t for _, t in outs_v if isinstance(t, Tile)]
        scalars = [t for _, t in ins_v if not isinstance(t, Tile)]
        self.op_rules(op, tiles_in, tiles_out, scalars, no)

    def identity(self, op, ins_v, outs_v, no):
        """D.6: operands that must be distinct SSA values."""
        base = op.split(".")[0]
        names = None
        if base in ("tands", "tors", "txors"):
            names = [ins_v[0][0]] + [n for n, _ in outs_v[:1]] if ins_v \
                else None
        elif base in ("trecip", "tprelu") and self.arch == "a2a3":
            names = [n for n, t in ins_v + outs_v if isinstance(t, Tile)]
        if names and len(set(names)) != len(names):
            self.v("D.6", no, "pto.%s prints one SSA value twice among %s "
                   "(ptoas with the \"a3\" spelling rejects it)" % (
                       op, ", ".join(names)))

    def memory(self, op, ins_v, outs_v, no):
        """Section 1: element widths of views; a5 i64 pad; a2a3 tmov into
        mat."""
        A = self.arch
        P = "pto.%s on %s: " % (op, A)

        def elem(t):
            m = re.search(r"x([a-z]\w*)>", t) if isinstance(t, str) else None
            return m.group(1) if m else None
        if op in ("tload", "tprefetch") and ins_v and outs_v and \
                isinstance(outs_v[0][1], Tile):
            v, t = elem(ins_v[0][1]), outs_v[0][1]
            if v and ESIZE.get(v) != ESIZE.get(t.dtype):
                self.v("1", no, P + "view of %s into a %s tile" % (
                    v, t.dtype))
            if A == "a5" and t.dtype in ("i64", "ui64") and \
                    t.f.get("pad") not in ("0", "1"):
                self.v("1", no, P + "an i64 tile needs pad 0 or 1, has %s" %
                       t.f.get("pad"))
        if op == "tstore" and ins_v and outs_v and \
                isinstance(ins_v[0][1], Tile):
            t, v = ins_v[0][1], elem(outs_v[0][1])
            if v and t.loc == "acc":
                if v not in ("i32", "f32", "f16", "bf16"):
                    self.v("1", no, P + "an acc tile stores into i32, f32, "
                           "f16 or bf16, not %s" % v)
            elif v and ESIZE.get(v) != ESIZE.get(t.dtype):
                self.v("1", no, P + "a %s tile into a view of %s" % (
                    t.dtype, v))
        if op == "tmov" and A == "a2a3" and outs_v and \
                isinstance(outs_v[0][1], Tile) and \
                outs_v[0][1].loc == "mat" and \
                outs_v[0][1].f.get("fractal") != "512":
            self.v("10", no, P + "a mat dst needs fractal 512")

    def windows(self, op, ins_v, outs_v, no):
        """Section 10: textract/tinsert bounds and layouts."""
        if op not in ("textract", "tinsert") or len(ins_v) < 3 or \
                not outs_v or not isinstance(ins_v[0][1], Tile) or \
                not isinstance(outs_v[0][1], Tile):
            return
        A = self.arch
        P = "pto.%s on %s: " % (op, A)
        src, dst = ins_v[0][1], outs_v[0][1]
        offs = [self.const_value(n) if n in self.consts else None
                for n, _ in ins_v[1:3]]
        inner, outer = (dst, src) if op == "textract" else (src, dst)
        sizes = ((inner.rows, inner.cols) if op == "textract" else
                 (inner.vrow, inner.vcol))
        for k, (o, size, lim) in enumerate(zip(offs, sizes,
                                               (outer.rows, outer.cols))):
            if o is None:
                continue
            if o < 0:
                self.v("10", no, P + "a negative constant offset %d" % o)
            elif size is not None and o + size > lim:
                self.v("10", no, P + "%s offset %d + %d > %d" % (
                    ("row", "col")[k], o, size, lim))

        def lay(t):
            return (t.f.get("blayout"), t.f.get("slayout"))
        if op == "tinsert":
            for what, t in (("src", src), ("dst", dst)):
                if t.loc in ("acc", "mat") and dst.loc == "mat" and \
                        lay(t) != ("col_major", "row_major"):
                    self.v("10", no, P + "%s must be NZ, is %s/%s" % (
                        (what,) + lay(t)))
            if A == "a2a3" and dst.f.get("fractal") != "512":
                self.v("10", no, P + "the dst needs fractal 512")
            return
        b, sl = lay(src)
        if src.loc == "mat":
            into_lr = dst.loc == "left" or A == "a2a3"
            ok = (b == "row_major" or sl == "row_major") if into_lr else \
                (b, sl) in (("row_major", "col_major"),
                            ("col_major", "row_major"))
            if not ok:
                self.v("10", no, P + "a mat src %s/%s into %s" % (
                    b, sl, dst.loc))
        if dst.loc == "left" and dst.f.get("slayout") != "row_major":
            self.v("10", no, P + "a left dst needs slayout row_major")
        if dst.loc == "right" and lay(dst) != ("row_major", "col_major"):
            self.v("10", no, P + "a right dst needs row_major/col_major")
        if src.loc == "vec" and dst.loc == "vec":
            for t in (src, dst):
                if lay(t) != ("row_major", "none_box"):
                    self.v("10", no, P + "vec to vec needs ND tiles")

    def operands(self, text, no):
        """[(name, Tile or scalar type)] of `%a, %b {attrs} : T1, T2`."""
        text = re.sub(r"\{[^{}]*\}", "", text)
        names, _, types = text.partition(" : ")
        names = [n.strip() for n in names.split(",") if n.strip()]
        types = split_top(types)
        out = []
        for n, t in zip(names, types):
            t = t.strip()
            if t.startswith("!pto.tile_buf"):
                out.append((n, self.use(n, t, no)))
            else:
                self.use(n, t, no)
                out.append((n, t))
        return out

    # -- per-op rules ------------------------------------------------------

    def cube_layouts(self, op, ins, outs, no):
        """Section 9, a5: lhs slayout row_major (its blayout is rewritten),
        rhs row_major/col_major, dst col_major/row_major, a bias
        row_major; a2a3 checks no layout."""
        if self.arch != "a5" or not outs:
            return
        ops = ins[1:3] if op.endswith(".acc") else ins[:2]
        if len(ops) < 2:
            return
        lay = lambda t: (t.f.get("blayout"), t.f.get("slayout"))
        want = [(ops[0], "lhs", lambda t: lay(t)[1] == "row_major"),
                (ops[1], "rhs", lambda t: lay(t) == ("row_major",
                                                     "col_major")),
                (outs[0], "dst", lambda t: lay(t) == ("col_major",
                                                      "row_major"))]
        if op.endswith(".bias") and len(ins) >= 3:
            want.append((ins[2], "bias", lambda t: t.row_major))
        for t, what, ok in want:
            if not ok(t):
                self.v("9", no, "pto.%s on a5: %s layout %s/%s" % (
                    op, what, lay(t)[0], lay(t)[1]))

    def op_rules(self, op, ins, outs, scalars, no):
        A = self.arch
        allt = ins + outs
        if any(t is None for t in allt):
            return
        dst = outs[0] if outs else None
        P = "pto.%s on %s: " % (op, A)

        def need_row(ts, what):
            for i, t in ts:
                if not t.row_major:
                    self.v("layout", no, P + "%s must be row_major, not %s" %
                           (what if what else "operand %d" % i,
                            t.f.get("blayout")))

        def valid_eq(a, b, what, rows=True, cols=True):
            if rows and not same(a.vrow, b.vrow) or \
                    cols and not same(a.vcol, b.vcol):
                self.v("valid", no, P + "%s: %s vs %s" % (
                    what, a.text(), b.text()))
        base = op.split(".")[0]
        if base in ("tmatmul", "tgemv"):
            self.cube_layouts(op, ins, outs, no)
        if base in DTYPES and op not in ("tmov",):
            ok = DTYPES[base][A]
            for t in allt:
                if t.dtype not in ok and not (
                        base in ROWRED | COLRED and t is dst and
                        t.dtype in ("i32", "ui32")):
                    self.v("types", no, P + "takes %s, not %s" % (
                        " ".join(ok), t.dtype))
                    break
        if base in FLOAT_SCALAR and scalars and \
                not scalars[0].startswith(("f", "bf")):
            self.v("types", no, P + "the scalar must be a float, not %s" %
                   scalars[0])
        if base in ELEM_SCALAR and scalars and dst is not None and \
                scalars[0] != dst.dtype:
            self.v("types", no, P + "the scalar must be %s, not %s" % (
                dst.dtype, scalars[0]))
        if base == "tlrelu" and scalars and scalars[0] != "f32":
            self.v("types", no, P + "the slope must be f32")
        if base in BINARY:
            need_row(enumerate(allt), "")
            if len(ins) >= 2 and dst is not None:
                valid_eq(ins[0], ins[1], "src0 and src1 valid")
                valid_eq(ins[0], dst, "src0 and dst valid")
        elif base in UNARY_ROW or base in ("taxpy", "tfmods", "trems",
                                           "tands", "tors", "txors",
                                           "tshrs"):
            need_row(enumerate(ins[:1] + outs), "")
            if dst is not None and ins:
                valid_eq(ins[0], dst, "src and dst valid")
        elif base in SCALAR_FREE and ins and dst is not None:
            valid_eq(ins[0], dst, "valid cols", rows=(A == "a2a3"))
        elif base in SCALAR_RC and ins and dst is not None:
            if (ins[0].rows, ins[0].cols) != (dst.rows, dst.cols):
                self.v("valid", no, P + "src and dst shapes differ")
        elif base == "tneg" and ins and dst is not None:
            valid_eq(ins[0], dst, "valid", rows=(A == "a2a3"))
        elif base == "tlrelu" and ins and dst is not None:
            valid_eq(ins[0], dst, "valid")
        elif base == "tcvt" and ins and dst is not None:
            if (ins[0].rows, ins[0].cols) != (dst.rows, dst.cols):
                self.v("valid", no, P + "src and dst have different shapes")
            valid_eq(ins[0], dst, "valid")
        elif base == "texpands" and dst is not None:
            if A == "a2a3" and dst.loc == "vec" and not dst.row_major:
                self.v("layout", no, P + "a vec dst must be row_major on "
                       "a2a3")
        elif base in ROWRED and ins and dst is not None:
            need_row([(0, ins[0])], "src")
            if ins[0].f.get("slayout") != "none_box":
                self.v("layout", no, P + "src must be ND")
            if dst.f.get("slayout") != "none_box":
                self.v("layout", no, P + "dst must be none_box")
            if not same(dst.vcol, 1):
                self.v("valid", no, P + "dst valid cols must be 1")
            if not dst.row_major and dst.cols != 1:
                self.v("layout", no, P + "a DN dst needs cols 1")
            valid_eq(ins[0], dst, "src and dst valid rows", cols=False)
        elif base in COLRED and ins and dst is not None:
            need_row([(0, ins[0]), (1, dst)], "")
            valid_eq(ins[0], dst, "src and dst valid cols", rows=False)
        elif base == "trowexpand" and ins and dst is not None:
            need_row([(0, dst)], "dst")
            if ins[0].f.get("slayout") != "none_box":
                self.v("layout", no, P + "src must be none_box")
            valid_eq(ins[0], dst, "src and dst valid rows", cols=False)
        elif base == "tcolexpand" and ins and dst is not None:
            need_row([(0, ins[0]), (1, dst)], "")
            valid_eq(ins[0], dst, "src and dst valid cols", rows=False)
        elif base in ROWEXP_DST and dst is not None:
            need_row([(0, dst)], "dst")
        elif base in ROWEXP_VEC and len(ins) >= 2 and dst is not None:
            need_row([(0, dst)], "dst")
            full, vec = ins[0], ins[1]
            if base != "trowexpandadd" and same(vec.vrow, dst.vrow) and \
                    vec.vcol == dst.vcol and vec.vcol != 1:
                full, vec = vec, full       # either order
            need_row([(0, full)], "the full operand")
            valid_eq(full, dst, "full operand and dst valid")
            valid_eq(vec, dst, "per-row vector and dst valid rows",
                     cols=False)
            if vec.row_major:
                want = 32 // ESIZE.get(vec.dtype, 4)
                if not same(vec.vcol, want):
                    self.v("layout", no, P + "a row_major per-row vector "
                           "needs valid cols %d (32/sizeof), has %s" % (
                               want, vec.f["v_col"]))
                if len(ins) >= 3 and A == "a2a3":
                    self.v("layout", no, P + "with tmp the per-row vector "
                           "must not be row_major")
            elif not same(vec.vcol, 1):
                self.v("layout", no, P + "a col_major per-row vector needs "
                       "valid cols 1")
        elif base == "ttrans" and ins and dst is not None and A == "a5":
            for what, t in (("src", ins[0]), ("dst", dst)):
                major = t.cols if t.row_major else t.rows
                if major * ESIZE.get(t.dtype, 4) % 32:
                    self.v("11", no, P + "the %s's major dimension spans "
                           "%d bytes, not a multiple of 32" % (
                               what, major * ESIZE.get(t.dtype, 4)))
        elif base == "tconcat" and len(ins) >= 2 and dst is not None:
            for t in ins[:2]:
                valid_eq(t, dst, "a part's and dst's valid rows",
                         cols=False)
            if ins[0].vcol is not None and ins[1].vcol is not None and \
                    ins[0].vcol + ins[1].vcol > dst.cols:
                self.v("11", no, P + "valid cols %d + %d exceed dst cols "
                       "%d" % (ins[0].vcol, ins[1].vcol, dst.cols))
        elif base == "tcmp" and len(ins) >= 2 and dst is not None:
            if A == "a2a3":
                valid_eq(ins[0], ins[1], "src0 and src1 valid")
                valid_eq(ins[0], dst, "src0 and mask valid rows",
                         cols=False)
            elif any((t.rows, t.cols) != (ins[0].rows, ins[0].cols)
                     for t in (ins[1], dst)):
                self.v("6", no, P + "src0, src1 and mask shapes differ")
        elif base in COLEXP and dst is not None:
            need_row(enumerate(allt), "")
            if ins:
                valid_eq(ins[0], dst, "src0 and dst valid")
            if len(ins) >= 2:
                valid_eq(ins[1], dst, "src1 and dst valid cols", rows=False)


def split_top(text, sep=","):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


def check(text, arch):
    return Checker(arch).run(text)


def main():
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file")
    ap.add_argument("--arch", default=None,
                    help="a2a3 or a5 (default: the module's attribute)")
    a = ap.parse_args()
    text = sys.stdin.read() if a.file == "-" else open(a.file).read()
    arch = a.arch
    if arch is None:
        m = re.search(r'pto\.target_arch = "(\w+)"', text)
        arch = m.group(1) if m else "a2a3"
    viol = check(text, arch)
    for rule, msg in viol:
        print("%s: %s" % (rule, msg))
    print("pto_rules: %d violations" % len(viol))
    return 1 if viol else 0


if __name__ == "__main__":
    sys.exit(main())
