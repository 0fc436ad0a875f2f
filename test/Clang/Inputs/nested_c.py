"""Prints a C kernel whose loops and ifs nest DEPTH levels deep.

Usage: nested_c.py for|if|mix DEPTH. Each level is a counted for loop, an
if (`n > I`), or (mix) the two alternating; each updates a tile that the
kernel stores after the outermost level.
"""
import sys
kind, depth = sys.argv[1], int(sys.argv[2])
print('#include "pto.h"')
print("void deep(float *in, float *out, int n) {")
print("  pto_view_f32 v = pto_tensor_view_f32(in, 1024, 64, 64, 1);")
print("  pto_view_f32 o = pto_tensor_view_f32(out, 1024, 64, 64, 1);")
print("  pto_vec_f32 x = pto_tload(v, 0, 0, 16, 64);")
for i in range(depth):
    if kind == "for" or (kind == "mix" and i % 2):
        print(f"  for (int i{i} = 0; i{i} < n; ++i{i}) {{")
    else:
        print(f"  if (n > {i}) {{")
    print(f"  x = pto_texp(x);")
for i in range(depth):
    print("  }")
print("  pto_tstore(x, o, 0, 0);")
print("}")
