"""Prints a kernel with a chain of N windows (argv[1]) made in a loop body
and read after the loop: %w0 is a load, %w(I+1) a pto.subset of %wI. The
emitter makes the chain again after the loop, where the body's handles are
out of scope.
"""
import sys

n = int(sys.argv[1])
out = ["define void @k(ptr %p, i64 %n) {", "entry:",
       "  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)",
       "  br label %h", "h:",
       "  %i = phi i64 [ 0, %entry ], [ %i.n, %h ]",
       "  %w0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)"]
out += [f"  %w{i + 1} = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %w{i}, i64 0, i64 0, i64 16, i64 64)"
        for i in range(n)]
out += ["  %i.n = add i64 %i, 1", "  %e = icmp slt i64 %i.n, %n",
        "  br i1 %e, label %h, label %x", "x:",
        f"  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %w{n})",
        "  call void @pto.tstore(ptr addrspace(1) %y, ptr %v, i64 0, i64 0)",
        "  ret void", "}",
        "declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)",
        "declare ptr addrspace(1) @pto.texp(ptr addrspace(1))",
        "declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)"]
print("\n".join(out))
