; matmul_stages: C[16x64] = A[16x288] x B[288x64], f16 in, f32 out, over
; nine K blocks of 32: the first starts the accumulator, a loop of eight
; adds the others. As written each K block's L1 tiles are loaded after the
; previous block's matmul has read them; with a stage count of 2 the loop's
; loads rotate over two buffers each (automatic multi-buffering,
; docs/planner.md), so block k + 1 loads while block k multiplies:
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto -ascendpto-stages=2 matmul_stages.ll -o -
;
; (or mark the loop: !{!"pto.stages", i32 2} in its !llvm.loop, or the
; function: "pto.stages"="2", PTO_STAGES(2) from C).
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 288, i64 288, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 288, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %al0 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am0)
  %br0 = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm0)
  %acc0 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  br label %loop
loop:
  %k = phi i64 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc0, %entry ], [ %acc.next, %loop ]
  %koff = mul i64 %k, 32
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc.next = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al, ptr addrspace(4) %br)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 9
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %acc.next, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
