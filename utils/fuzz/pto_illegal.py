# ===- pto_illegal.py - Kernels that break one rule of the PTO assembler --===#
#
# Part of the AscendPTO project, under the Apache License v2.0 with LLVM
# Exceptions. See LICENSE for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===----------------------------------------------------------------------===#
"""Random functions that each break one rule of the PTO assembler's fact
sheet (../shared/docs/ptoas-rules.md), for the fuzzer's refused-by-rule
path (pto_fuzz.py --illegal F).

Written from the sheet alone, like pto_rules.py: it shares nothing with
td/. Each generator draws shapes, element types and offsets at random within
the rule's reach and returns the IR of one function `@illegal` plus what the
refusal must say: llc must refuse it with an error naming the function and
`pto.<op> on <cpu> (<arch>)`, and the words of the rule (a lower-case
phrase of the diagnostic, docs/diagnostics.md "Legality").

  illegal_function(rng, arch, taken) -> (ir, decls, op, words, rule)

`taken` maps the callee names the kernel already declares to their
declarations; a generator whose declaration would clash is skipped.
"""

ESIZE = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4, "i16": 2, "i8": 1,
         "i64": 8}
IRTY = {"f32": "float", "f16": "half", "bf16": "bfloat", "i32": "i32",
        "i16": "i16", "i8": "i8", "i64": "i64"}
AS = {"vec": 1, "mat": 2, "left": 3, "right": 4, "acc": 5}


class Fn:
    """One function's body and declarations."""

    def __init__(self):
        self.lines, self.decls, self.n = [], {}, 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def call(self, ret, name, args):
        """args: [(irtype, value)]."""
        argt = ", ".join(t for t, _ in args)
        self.decls[name] = "declare %s @%s(%s)" % (ret, name, argt)
        call = "call %s @%s(%s)" % (ret, name, ", ".join(
            "%s %s" % a for a in args))
        if ret == "void":
            self.lines.append("  " + call)
            return None
        v = self.fresh()
        self.lines.append("  %s = %s" % (v, call))
        return v

    def tile(self, space, dt, rows, cols, mods=""):
        return self.call("ptr addrspace(%d)" % AS[space],
                         "pto.alloc_tile.%s.%s%s" % (dt, space, mods),
                         [("i64", rows), ("i64", cols)])


def t(space):
    return "ptr addrspace(%d)" % AS[space]


def shape(rng):
    return rng.choice([8, 16, 32]), rng.choice([32, 64, 128])


# Each generator: (rng, arch, f) -> (op, words, rule) or None when the rule
# does not exist on arch.

def g_elem_binary(rng, arch, f):
    # §2: a2a3 tadd has no bf16, tand no i32; a5 tmul has no bf16 or i8.
    op, dt = rng.choice([("tadd", "bf16"), ("tand", "i32"), ("tdiv", "i16")]
                        if arch == "a2a3" else
                        [("tmul", "bf16"), ("tmul", "i8"), ("tsub", "bf16")])
    r, c = shape(rng)
    a, b = f.tile("vec", dt, r, c), f.tile("vec", dt, r, c)
    f.call(t("vec"), "pto.%s.vec" % op, [(t("vec"), a), (t("vec"), b)])
    return op, "takes", "2 element types"


def g_layout(rng, arch, f):
    # D.2: tile-with-tile and unary ops need row_major operands.
    op = rng.choice(["tadd", "tmax", "texp", "tsqrt"])
    r, c = shape(rng)
    a = f.tile("vec", "f32", r, c, ".col_major")
    args = [(t("vec"), a)] * (2 if op in ("tadd", "tmax") else 1)
    f.call(t("vec"), "pto.%s.vec" % op, args)
    return op, "row_major", "D.2 layout"


def g_float_scalar(rng, arch, f):
    # §3: tmaxs/tmins take a float scalar, even on integer tiles.
    op = rng.choice(["tmaxs", "tmins"])
    r, c = shape(rng)
    a = f.tile("vec", rng.choice(["f32", "i32"]), r, c)
    f.call(t("vec"), "pto.%s.vec" % op, [(t("vec"), a), ("i32", 3)])
    return op, "floating-point scalar", "3 scalar types"


def g_elem_scalar(rng, arch, f):
    # §3: texpands' scalar has the result's element type.
    dt = rng.choice(["f32", "f16"])
    other = "half" if dt == "f32" else "float"
    r, c = shape(rng)
    f.call(t("vec"), "pto.texpands.%s.vec" % dt,
           [(other, "1.0"), ("i64", r), ("i64", c)])
    return "texpands", "element type", "3 scalar types"


def g_view_width(rng, arch, f):
    # §1: a tload moves elements of the view's width.
    vt, tt = rng.choice([("f32", "f16"), ("f16", "f32"), ("i32", "i16")])
    r, c = shape(rng)
    v = f.call("ptr", "pto.tensor_view.%s" % vt,
               [("ptr", "%x"), ("i64", 1024), ("i64", 1024), ("i64", 1024),
                ("i64", 1)])
    f.call(t("vec"), "pto.tload.%s.vec" % tt,
           [("ptr", v), ("i64", 0), ("i64", 0), ("i64", r), ("i64", c)])
    return "tload", "one width", "1 element widths"


def g_acc_view(rng, arch, f):
    # §1: an acc tile stores into an i32, f32, f16 or bf16 view.
    r, c = shape(rng)
    v = f.call("ptr", "pto.tensor_view.i8",
               [("ptr", "%x"), ("i64", 1024), ("i64", 1024), ("i64", 1024),
                ("i64", 1)])
    a = f.tile("acc", "f32", r, c)
    f.call("void", "pto.tstore.acc",
           [(t("acc"), a), ("ptr", v), ("i64", 0), ("i64", 0)])
    return "tstore", "tensor view of", "1 acc store"


def g_textract_bounds(rng, arch, f):
    # §10: constant offsets keep the window inside the source.
    rows = rng.choice([32, 64])
    m = f.tile("mat", "f16", rows, 64)
    off = rng.choice([rows - 8, rows, rows + 16])
    f.call(t("left"), "pto.textract.left",
           [(t("mat"), m), ("i64", off), ("i64", 0), ("i64", 16),
            ("i64", 32)])
    return "textract", "offset", "10 textract bounds"


def g_tinsert_nz(rng, arch, f):
    # §10: tinsert's target is NZ.
    m = f.tile("mat", "f16", 32, 64, rng.choice([".s_none", ".s_col"]))
    a = f.tile("acc", "f32", 16, 32)
    f.call(t("mat"), "pto.tinsert.mat",
           [(t("mat"), m), (t("acc"), a), ("i64", 0), ("i64", 0)])
    return "tinsert", "blayout/slayout", "10 tinsert layout"


def g_treshape_boxed(rng, arch, f):
    # §11: treshape keeps the boxed-ness.
    r, c = shape(rng)
    a = f.tile("vec", "f32", r, c)
    f.call(t("vec"), "pto.treshape.vec.s_row",
           [(t("vec"), a), ("i64", c), ("i64", r)])
    return "treshape", "boxed", "11 treshape"


def g_row_vector(rng, arch, f):
    # §8: a row_major per-row vector has 32 bytes of valid cols.
    op = rng.choice(["trowexpandadd", "trowexpandmax", "trowexpandmin"])
    r, c = shape(rng)
    a = f.tile("vec", "f32", r, c)
    v = f.tile("vec", "f32", r, rng.choice([16, 32]))
    f.call(t("vec"), "pto.%s.vec" % op, [(t("vec"), a), (t("vec"), v)])
    return op, "per-row vector", "8 per-row vector"


def g_target_only(rng, arch, f):
    r, c = shape(rng)
    if arch == "a5":
        # §11: the a5 ttrans major dimension spans a multiple of 32 bytes.
        a = f.tile("vec", "f32", 16, rng.choice([2, 4, 12]))
        tmp = f.tile("vec", "f32", 16, 16)
        f.call(t("vec"), "pto.ttrans.vec", [(t("vec"), a), (t("vec"), tmp)])
        return "ttrans", "multiple of 32", "11 ttrans"
    # §10: an a2a3 tmov from acc into mat needs fractal 512.
    a = f.tile("acc", "f32", r, c)
    f.call(t("mat"), "pto.tmov.f16.mat.fractal1024", [(t("acc"), a)])
    return "tmov", "fractal", "10 tmov fractal"


def g_valid(rng, arch, f):
    r, c = shape(rng)
    if arch == "a2a3":
        # §6: a2a3 tcmp compares tiles of one valid shape.
        a = f.tile("vec", "f32", r, c, ".valid%dx%d" % (r, c // 2))
        b = f.tile("vec", "f32", r, c)
        f.call(t("vec"), "pto.tcmp.lt.vec", [(t("vec"), a), (t("vec"), b)])
        return "tcmp", "valid", "6 tcmp valid"
    # §11: an a5 i64 tile loads with pad null or zero.
    v = f.call("ptr", "pto.tensor_view.i64",
               [("ptr", "%x"), ("i64", 1024), ("i64", 1024), ("i64", 1024),
                ("i64", 1)])
    f.call(t("vec"), "pto.tload.i64.vec.%s" % rng.choice(["pad_max",
                                                           "pad_min"]),
           [("ptr", v), ("i64", 0), ("i64", 0), ("i64", 16), ("i64", 16)])
    return "tload", "pad", "1 a5 i64 pad"


def g_subset_boxed(rng, arch, f):
    # §11: a subset of a boxed tile has a fractal of 512 or 1024 (32 has no
    # box on the sheet), is made of whole inner boxes (16 x 32/bytes for
    # slayout row_major, 32/bytes x 16 for col_major) at offsets that are
    # multiples of them, and keeps whole lines: all rows of a col_major
    # source at row offset 0 (mat, NZ; left on a5), all cols of a row_major
    # one at col offset 0 (right, ZN; left on a2a3, which the assembler
    # reads as row_major; a vec tile declared with an slayout).
    dt = rng.choice(["f16", "f32"])
    per32 = 32 // ESIZE[dt]
    space, mods = rng.choice([("mat", ""), ("right", ""), ("left", ""),
                              ("vec", ".s_row"), ("mat", ".fractal256")])
    rows, cols = 64, 64
    src = f.tile(space, dt, rows, cols, mods)
    if mods == ".fractal256":
        win, words = (0, 0, rows, 16), "of fractal"
    else:
        col_major = space == "mat" or (space == "left" and arch == "a5")
        # The box (rows, cols) of the source's slayout.
        box = (per32, 16) if space == "right" else (16, per32)
        kind = rng.choice(["line", "size", "offset"])
        if kind == "line":
            # Half of the lines that must stay whole.
            win = (0, 0, rows // 2, cols) if col_major else \
                (0, 0, rows, cols // 2)
            words = "boxed"
        elif kind == "size":
            # Whole lines, and half a box across them.
            half = [box[0] // 2, box[1] // 2]
            win = (0, 0, rows, box[1] + half[1]) if col_major else \
                (0, 0, box[0] + half[0], cols)
            words = "fractal box"
        else:
            # Whole lines, at an offset of half a box across them.
            win = (0, box[1] // 2, rows, box[1]) if col_major else \
                (box[0] // 2, 0, box[0], cols)
            words = "fractal box"
    f.call(t(space), "pto.subset.%s" % space,
           [(t(space), src)] + [("i64", v) for v in win])
    return "subset", words, "11 boxed subset"


def g_none_box(rng, arch, f):
    # §7, §8: a row reduction writes a none_box dst, trowexpand reads a
    # none_box source (in either blayout).
    box = rng.choice([".s_row", ".s_col"])
    r = rng.choice([16, 32])
    if rng.random() < 0.5:
        op = rng.choice(["trowsum", "trowmax"])
        a = f.tile("vec", "f32", r, 64)
        tmp = f.tile("vec", "f32", r, 64)
        f.call(t("vec"), "pto.%s.vec%s" % (op, box),
               [(t("vec"), a), (t("vec"), tmp)])
        return op, "(blayout/slayout)", "7 row-reduction dst"
    c = f.tile("vec", "f32", r, rng.choice([1, 8]), box)
    f.call(t("vec"), "pto.trowexpand.vec",
           [(t("vec"), c), ("i64", r), ("i64", 64)])
    return "trowexpand", "(blayout/slayout)", "8 trowexpand src"


def g_cube_layout(rng, arch, f):
    # §9: on a5 the cube reads lhs with slayout row_major, rhs
    # row_major/col_major, writes a col_major/row_major dst, and takes a
    # row_major bias; a2a3 checks no layout (the none_box rules instead).
    if arch != "a5":
        return g_none_box(rng, arch, f)
    dt = rng.choice(["f16", "bf16"])
    k, n = rng.choice([32, 64]), rng.choice([32, 64])
    which = rng.choice(["lhs", "rhs", "dst", "bias"])
    lmod = ".s_none" if which == "lhs" else ""
    rmod = rng.choice([".s_row", ".col_major"]) if which == "rhs" else ""
    l = f.tile("left", dt, 16, k, lmod)
    r = f.tile("right", dt, k, n, rmod)
    if which == "bias":
        b = f.call("ptr addrspace(6)", "pto.alloc_tile.f32.bias.col_major",
                   [("i64", 1), ("i64", n)])
        f.call(t("acc"), "pto.tmatmul.bias",
               [(t("left"), l), (t("right"), r), ("ptr addrspace(6)", b)])
        return "tmatmul.bias", "row_major", "9 a5 bias layout"
    dmod = ".row_major" if which == "dst" else ""
    f.call(t("acc"), "pto.tmatmul%s" % dmod,
           [(t("left"), l), (t("right"), r)])
    return "tmatmul", "(blayout/slayout)", "9 a5 cube layouts"


def g_bitcast_config(rng, arch, f):
    # §11: a bitcast keeps its source's blayout, slayout, fractal and pad.
    r, c = shape(rng)
    a = f.tile("vec", "f32", r, c)
    mod, what = rng.choice([(".pad_zero", "pad"), (".pad_max", "pad"),
                            (".col_major", "blayout"),
                            (".s_row", "slayout")])
    f.call(t("vec"), "pto.bitcast.i32.vec%s" % mod, [(t("vec"), a)])
    return "bitcast", "the %s of the result" % what, "11 bitcast config"


GENERATORS = [g_elem_binary, g_layout, g_float_scalar, g_elem_scalar,
              g_view_width, g_acc_view, g_textract_bounds, g_tinsert_nz,
              g_treshape_boxed, g_row_vector, g_target_only, g_valid,
              g_subset_boxed, g_none_box, g_cube_layout, g_bitcast_config]


def illegal_function(rng, arch, taken):
    """(ir, decls, op, words, rule): a function @illegal(ptr %x) breaking
    one rule, and its declarations not already in `taken`."""
    for _ in range(20):
        f = Fn()
        op, words, rule = rng.choice(GENERATORS)(rng, arch, f)
        if any(n in taken and taken[n] != d for n, d in f.decls.items()):
            continue
        ir = "\n".join(["define void @illegal(ptr %x) #0 {"] + f.lines +
                       ["  ret void", "}"])
        decls = [d for n, d in sorted(f.decls.items()) if n not in taken]
        return ir, decls, op, words, rule
    return None
