"""Prints a .mir function whose ifs nest DEPTH levels deep (argv[1]).

The MIR counterpart of CodeGen/AscendPTO/Inputs/nested_ifs.py: MIR input
skips the IR passes, so only the structurizer's own limit guards it.
Blocks: bb.0 branches to t0 (bb.1) or its merge; tI (bb.I+1) to tI+1 or
merge I+1; merge I (bb.2*DEPTH+1-I) reads a tile and falls through to merge
I-1, the last one returns.
"""
import sys

depth = int(sys.argv[1])
merge = lambda i: 2 * depth + 1 - i
out = ["---", "name:            deep", "tracksRegLiveness: true",
       "body:             |", "  bb.0:",
       "    %p:gm = ARG_GM 0", "    %n:idx = ARG_SCALAR 1",
       "    %c16:idx = CONST_INT 16", "    %c64:idx = CONST_INT 64",
       "    %c1:idx = CONST_INT 1", "    %c0:idx = CONST_INT 0",
       "    %v:tv = TENSOR_VIEW 0, %p, %c16, %c64, %c64, %c1",
       "    %x:vec = TLOAD 0, 16, 64, 16, 64, 0, %v, %c0, %c0",
       "    %c:i1 = CMPI 4, %n, %c0",
       "    BRCOND %c, %bb.1", f"    BR %bb.{merge(0)}"]
for i in range(depth):
    out.append(f"  bb.{i + 1}:")
    if i + 1 < depth:
        out += [f"    BRCOND %c, %bb.{i + 2}", f"    BR %bb.{merge(i + 1)}"]
    else:
        out.append(f"    BR %bb.{merge(i + 1)}")
for i in range(depth, -1, -1):
    out += [f"  bb.{merge(i)}:",
            f"    %y{i}:vec = TEXP 0, 16, 64, 16, 64, 0, %x",
            f"    TSTORE %y{i}, %v, %c0, %c0",
            f"    BR %bb.{merge(i - 1)}" if i > 0 else "    RET"]
out.append("...")
print("\n".join(out))
