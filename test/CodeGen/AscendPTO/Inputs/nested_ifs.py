"""Prints a kernel whose ifs nest DEPTH levels deep (argv[1]).

Every level reads the tile in its merge block, so no pass folds the
merges away: level I's if branches on `n > I` to level I+1 or straight to
its merge, whose tile op runs before it falls through to the merge of
level I-1.
"""
import sys

depth = int(sys.argv[1])
out = ["define void @deep(ptr %p, i64 %n) {", "entry:",
       "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)",
       "  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)"]
for i in range(depth):
    out.append(f"  %c{i} = icmp sgt i64 %n, {i}")
out.append("  br i1 %c0, label %t0, label %m0")
for i in range(depth):
    out.append(f"t{i}:")
    if i + 1 < depth:
        out.append(f"  br i1 %c{i + 1}, label %t{i + 1}, label %m{i + 1}")
    else:
        out.append(f"  br label %m{i + 1}")
for i in range(depth, -1, -1):
    out.append(f"m{i}:")
    out.append(f"  %y{i} = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)")
    out.append(f"  call void @pto.tstore(ptr addrspace(1) %y{i}, ptr %v, i64 0, i64 0)")
    out.append(f"  br label %m{i - 1}" if i > 0 else "  ret void")
out += ["}",
        "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.texp(ptr addrspace(1))",
        "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)"]
print("\n".join(out))
