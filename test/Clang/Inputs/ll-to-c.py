#!/usr/bin/env python3
"""Translates the accepted kernels of an op test (test/CodeGen/AscendPTO/
ops-<family>.ll, its `;--- ok.ll` part) into C that calls utils/clang/pto.h.

Each kernel becomes a C function of the same name and parameters whose
statements are the IR calls, `%r = call ... @pto.tadd(...)` becoming
`__auto_type r = pto_tadd(...)`, with the C name pto.h declares for the
callee (dots become underscores). The op tests' C versions then compile
through pto-cc to the same PTO as the IR does (the lit tests diff them).

A callee with layout modifiers, which pto.h does not declare, is declared
in the C file as pto.h's comment says, with PTO_ASM and the untyped handles
of its spaces (`pto_vec`). A kernel is left out, and listed in a comment of
both outputs, when C cannot write it through pto.h: it has function
attributes, declared buffers, metadata or scalar IR.

The result space of an op whose program chooses it is the IR call's
address space; pto.h names it (`pto_alloc_tile_f16_left`), so the C name is
the callee's with the space added where pto.h declares that name.

  ll-to-c.py pto.h ops-x.ll out.c out.ll
"""

import re
import struct
import sys

LAYOUT = re.compile(r"\.(row_major|col_major|s_none|s_row|s_col|pad_zero|"
                    r"pad_max|pad_min|fractal\d+|fractal<\d+>|valid\d+x\d+)"
                    r"(\.|$)")
SCALAR_C = {"float": "float", "half": "_Float16", "bfloat": "__bf16",
            "i8": "signed char", "i16": "short", "i32": "int", "i64": "long"}
ELEM_C = {"f32": "float", "f16": "_Float16", "bf16": "__bf16",
          "i8": "signed char", "ui8": "unsigned char", "i16": "short",
          "ui16": "unsigned short", "i32": "int", "ui32": "unsigned int",
          "i64": "long", "ui64": "unsigned long"}


def ok_part(text):
    m = re.search(r"^;--- ok\.ll\n(.*?)(?=^;--- |\Z)", text, re.S | re.M)
    return m.group(1) if m else text


def split_args(s):
    out, depth, cur = [], 0, ""
    for c in s:
        if c in "({[<":
            depth += 1
        elif c in ")}]>":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def fp_constant(ty, v):
    if v.startswith("0xH"):
        bits = int(v[3:], 16)
        return "(_Float16)%r" % struct.unpack("<e", struct.pack("<H", bits))[0]
    if v.startswith("0xR"):
        bits = int(v[3:], 16) << 16
        return "(__bf16)%r" % struct.unpack("<f", struct.pack("<I", bits))[0]
    if v.startswith("0x"):
        d = struct.unpack(">d", bytes.fromhex(v[2:]))[0]
        return repr(d) + ("f" if ty == "float" else "")
    f = float(v)
    return repr(f) + ("f" if ty == "float" else "")


def c_arg(a):
    """One IR call argument as a C expression, or None."""
    parts = a.rsplit(" ", 1)
    if len(parts) != 2:
        return None
    ty, v = parts
    ty = ty.replace(" noundef", "")
    if v.startswith("%"):
        return v[1:].replace(".", "_")
    if v.startswith("@"):
        return None
    if ty in ("float", "half", "bfloat"):
        return fp_constant(ty, v)
    if re.fullmatch(r"i\d+", ty):
        return v
    return None


CUSTOM = set()
DECLARED = set()
# (return type, name, parameters, label) of every pto.h declaration.
HEADER = []
SPACES = ["", "vec", "mat", "left", "right", "acc", "bias", "scaling"]


def c_type(ir):
    """The untyped pto.h type of an IR type in a declaration."""
    ir = ir.replace(" noundef", "").strip()
    m = re.fullmatch(r"ptr addrspace\((\d)\)", ir)
    if m:
        return "pto_" + SPACES[int(m.group(1))]
    if ir == "ptr":
        return "pto_view"
    if ir == "void":
        return "void"
    return SCALAR_C.get(ir)


def custom_decls(decls):
    """Declarations of the callees with layout modifiers: the pto.h
    declarations of the callee without them (same result space), renamed,
    with the full callee as the label; untyped handles when there is none."""
    out = []
    for d in decls:
        m = re.fullmatch(r"declare (.+?) @(pto\.[\w.]+)\((.*)\)", d)
        if not m or m.group(2) not in CUSTOM:
            continue
        rty, callee, args = m.groups()
        base = callee
        while LAYOUT.search(base):
            base = LAYOUT.sub(lambda x: x.group(2), base, count=1)
        ret = c_type(rty)
        labels = {base} | {base + "." + ret[len("pto_"):]}
        cname = "custom_" + callee.replace(".", "_")
        found = [h for h in HEADER
                 if h[3] in labels and ret and h[0].startswith(ret)]
        irparams = [c_type(a) for a in split_args(args)]
        for r, _, params, _ in found:
            # Scalars as the IR passes them (llc takes any scalar type).
            ps = split_args(params)
            if len(ps) == len(irparams):
                ps = [ir + " " + p.rsplit(" ", 1)[1]
                      if ir and not ir.startswith("pto_") else p
                      for p, ir in zip(ps, irparams)]
            out.append('PTO_DECL %s %s(%s) PTO_ASM("%s");' %
                       (r, cname, ", ".join(ps), callee))
        if not found:
            params = [c_type(a) for a in split_args(args)]
            out.append("PTO_DECL %s %s(%s) PTO_ASM(\"%s\");" %
                       (ret, cname, ", ".join(params) or "void", callee))
    return "\n".join(out) + "\n\n" if out else ""


def translate(name, params, body):
    """The C text of one kernel, or (None, why)."""
    cparams = []
    for p in split_args(params):
        ty, v = p.rsplit(" ", 1)
        v = v[1:]
        if ty == "ptr":
            # Any element type: one pointer may be viewed with several.
            cparams.append("void *%s" % v)
        elif ty in SCALAR_C:
            cparams.append("%s %s" % (SCALAR_C[ty], v))
        else:
            return None, "a parameter of type " + ty
    lines = []
    for raw in body.splitlines():
        line = raw.split(";")[0].strip()
        if not line or line == "ret void":
            continue
        m = re.fullmatch(r"(?:%([\w.]+) = )?(?:tail )?call (.+?) "
                         r"@(pto\.[\w.]+)\((.*)\)(, !pto\.pipeline !\d+)?",
                         line)
        if m:
            res, rty, callee, args, md = m.groups()
            if md:
                return None, "!pto.pipeline metadata"
            if LAYOUT.search(callee):
                CUSTOM.add(callee)
            cargs = []
            for a in split_args(args):
                c = c_arg(a)
                if c is None:
                    return None, "the argument '%s' of %s" % (a, callee)
                cargs.append(c)
            cname = callee.replace(".", "_")
            # The result space in the name where pto.h has no declaration
            # of the bare name in that space (pto_alloc_tile_f16_left).
            sm = re.match(r"ptr addrspace\((\d)\)", rty)
            if sm and sm.group(1) != "1":
                space = SPACES[int(sm.group(1))]
                bare = any(h[1] == cname and h[0].startswith("pto_" + space)
                           for h in HEADER)
                if not bare and cname + "_" + space in DECLARED:
                    cname += "_" + space
            if callee in CUSTOM:
                cname = "custom_" + cname
            call = "%s(%s)" % (cname, ", ".join(cargs))
            if res:
                lines.append("  __auto_type %s = %s;" %
                             (res.replace(".", "_"), call))
            else:
                lines.append("  %s;" % call)
            continue
        m = re.fullmatch(r"%([\w.]+) = extractvalue .* %([\w.]+), ([01])",
                         line)
        if m and not re.search(r"%" + re.escape(m.group(1)) + r"\b",
                               body.split(line, 1)[1]):
            return None, ("the unused result %" + m.group(1) +
                          " (C drops the read of an unused struct field)")
        if m:
            lines.append("  __auto_type %s = %s.%s;" %
                         (m.group(1).replace(".", "_"),
                          m.group(2).replace(".", "_"),
                          "first" if m.group(3) == "0" else "second"))
            continue
        return None, "the IR '%s'" % line
    return ("void %s(%s) {\n%s\n}\n" % (name, ", ".join(cparams) or "void",
                                        "\n".join(lines)), None)


def main():
    header, src, out_c, out_ll = sys.argv[1:5]
    HEADER.extend(re.findall(r'^PTO_DECL (.*?) (\w+)\((.*)\) '
                             r'PTO_ASM\("([\w.]+)"\);$',
                             open(header).read(), re.M))
    DECLARED.update(h[1] for h in HEADER)
    ok = ok_part(open(src).read())
    funcs = list(re.finditer(r"^define void @(\w+)\((.*?)\)( #\d+| \"[^{]*)? "
                             r"\{\n(.*?)^\}\n", ok, re.S | re.M))
    decls = re.findall(r"^declare .*$", ok, re.M)
    c_out, ll_out, skipped = [], [], []
    for f in funcs:
        name, params, attrs, body = f.groups()
        if attrs:
            skipped.append((name, "function attributes"))
            continue
        text, why = translate(name, params, body)
        if text is None:
            skipped.append((name, why))
            continue
        c_out.append(text)
        ll_out.append(f.group(0))
    note = "".join("// skipped @%s: %s\n" % s for s in skipped)
    with open(out_c, "w") as fh:
        fh.write("// Generated by ll-to-c.py from %s\n%s#include \"pto.h\"\n\n"
                 % (src.split("/")[-1], note) + custom_decls(decls) +
                 "\n".join(c_out))
    with open(out_ll, "w") as fh:
        fh.write(note.replace("//", ";") + "\n".join(ll_out) + "\n" +
                 "\n".join(decls) + "\n")
    print("translated=%d skipped=%d" % (len(c_out), len(skipped)))
    for n, why in skipped:
        print("skipped @%s: %s" % (n, why))


if __name__ == "__main__":
    main()
