"""A mutation for ping-pong-slots.ll: in function @three, move the body's
slot-wait chain (the scf.if on the slot, with its pto.barrier) from before
the pto.tload to after it. The flags stay balanced; the load then races with
the texp of the iteration three back, which only a check of six or more
trips can see."""
import sys

lines = open(sys.argv[1]).read().split("\n")
start = next(i for i, l in enumerate(lines) if "func.func @three(" in l)
first = next(i for i in range(start, len(lines))
             if "arith.cmpi eq, %slot" in lines[i])
load = next(i for i in range(first, len(lines)) if "pto.tload" in lines[i])
# The chain ends where the waits' scf.if closes, before the next op.
end = first
depth = 0
for i in range(first, load):
    depth += lines[i].count("{") - lines[i].count("}")
    if depth == 0 and i > first and lines[i].strip() == "}":
        end = i
        break
chain = lines[first:end + 1]
rest = lines[:first] + lines[end + 1:]
load = next(i for i in range(first, len(rest)) if "pto.tload" in rest[i])
print("\n".join(rest[:load + 1] + chain + rest[load + 1:]))
