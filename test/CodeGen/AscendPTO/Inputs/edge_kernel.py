"""Prints a one-tile kernel with one value at a size edge (issue 15).

Usage: edge_kernel.py KIND VALUE, where KIND is
  row, col  VALUE is the row (col) offset of a [16, 64] load from a
            16 x 64 tensor view;
  slot      VALUE is the constant slot the loaded tile is bound to in @pp,
            a declared buffer of 2 slots;
  depth     VALUE ("i64 N", any integer type) is the depth of the load's
            !pto.pipeline.
"""
import sys

kind, value = sys.argv[1], sys.argv[2]
row, col = (value, "0") if kind == "row" else \
    ("0", value) if kind == "col" else ("0", "0")
meta = ", !pto.pipeline !0" if kind == "depth" else ""
out = ["@pp = external addrspace(1) global [2 x [16 x [64 x float]]]",
       "define void @k(ptr %p) {",
       "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)",
       f"  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 {row}, i64 {col}, i64 16, i64 64){meta}"]
if kind == "slot":
    out.append(f"  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @pp, i64 {value})")
out += ["  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)",
        "  ret void", "}",
        "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
        "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)",
        "declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)"]
if kind == "depth":
    out.append(f"!0 = !{{i32 0, i32 0, {value}}}")
print("\n".join(out))
