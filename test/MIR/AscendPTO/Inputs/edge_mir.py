"""Prints a two-tile .mir function with one value at a size edge (issue 15).

Usage: edge_mir.py KIND VALUE, where KIND is
  rows, cols, vrows, vcols  VALUE is that immediate of both tiles' type;
  offset    VALUE is tile %x's offset in a hand-written plan
            (machineFunctionInfo.tileOffsets; run -start-after=
            ascendpto-buffer-coloring);
  slots, slotbytes          VALUE is that field of a declared buffer;
  group, stage, depth       VALUE is that field of %x's pipeline entry.
"""
import sys

kind, value = sys.argv[1], sys.argv[2]
ty = {"rows": "16", "cols": "64", "vrows": "16", "vcols": "64"}
if kind in ty:
    ty[kind] = value
t = "0, %s, %s, %s, %s, 0" % (ty["rows"], ty["cols"], ty["vrows"], ty["vcols"])
info = []
if kind == "offset":
    info = ["  planned: true", "  tileOffsets:",
            "    - { reg: '%%x', offset: %s }" % value,
            "    - { reg: '%y', offset: 0 }"]
elif kind in ("slots", "slotbytes"):
    slots, nbytes = (value, "4096") if kind == "slots" else ("2", value)
    info = ["  declaredBuffers:",
            "    - { name: pp, space: vec, slots: %s, slotBytes: %s }" %
            (slots, nbytes)]
elif kind in ("group", "stage", "depth"):
    f = {"group": "0", "stage": "0", "depth": "2"}
    f[kind] = value
    info = ["  pipeline:",
            "    - { reg: '%%x', group: %s, stage: %s, depth: %s }" %
            (f["group"], f["stage"], f["depth"])]
out = ["---", "name:            k", "tracksRegLiveness: true"]
if info:
    out += ["machineFunctionInfo:"] + info
out += ["body:             |", "  bb.0:",
        "    %p:gm = ARG_GM 0", "    %c16:idx = CONST_INT 16",
        "    %c64:idx = CONST_INT 64", "    %c1:idx = CONST_INT 1",
        "    %c0:idx = CONST_INT 0",
        "    %v:tv = TENSOR_VIEW 0, %p, %c16, %c64, %c64, %c1",
        "    %%x:vec = TLOAD %s, %%v, %%c0, %%c0" % t,
        "    %%y:vec = TEXP %s, %%x" % t,
        "    TSTORE %y, %v, %c0, %c0", "    RET", "..."]
print("\n".join(out))
