"""Prints a kernel whose loops nest DEPTH levels deep (argv[1]).

Level I is a top-tested counted loop (header hI, latch lI) whose body is
level I+1; the innermost body computes and stores a tile. With a second
argument "ifs", every level is an if (`n > I`) holding a loop, so ifs and
loops alternate and the kernel nests 2 * DEPTH levels.
"""
import sys

depth = int(sys.argv[1])
ifs = len(sys.argv) > 2 and sys.argv[2] == "ifs"
out = ["define void @deep(ptr %p, i64 %n) {", "entry:",
       "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)",
       "  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)",
       "  br label %g0" if ifs else "  br label %h0"]
for i in range(depth):
    pre = "entry" if i == 0 else f"b{i - 1}"
    if ifs:
        out += [f"g{i}:", f"  %c{i} = icmp sgt i64 %n, {i}",
                f"  br i1 %c{i}, label %p{i}, label %m{i}",
                f"p{i}:", f"  br label %h{i}"]
        pre = f"p{i}"
    out += [f"h{i}:", f"  %i{i} = phi i64 [ 0, %{pre} ], [ %i{i}.n, %l{i} ]",
            f"  %e{i} = icmp slt i64 %i{i}, %n",
            f"  br i1 %e{i}, label %b{i}, label %x{i}", f"b{i}:"]
    if i + 1 < depth:
        out.append(f"  br label %g{i + 1}" if ifs else f"  br label %h{i + 1}")
    else:
        out += ["  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)",
                "  call void @pto.tstore(ptr addrspace(1) %y, ptr %v, i64 0, i64 0)",
                f"  br label %l{i}"]
for i in range(depth - 1, -1, -1):
    after = f"l{i - 1}" if i > 0 else "exit"
    out += [f"l{i}:", f"  %i{i}.n = add i64 %i{i}, 1", f"  br label %h{i}",
            f"x{i}:"]
    if ifs:
        out += [f"  br label %m{i}", f"m{i}:"]
    out.append(f"  br label %{after}")
out += ["exit:", "  ret void", "}",
        "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.texp(ptr addrspace(1))",
        "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)"]
print("\n".join(out))
