; matmul_stages_balanced: C[128x256] = A[128x2176] x B[2176x256], f16 in,
; f32 out: a K-loop GEMM with the base block of Ascend GEMM tilings,
; 128x256x64 (baseM x baseN x baseK), balanced between the cube and the
; loads. Each K chunk of 128 is loaded into L1 (A 128x128, 32 KiB; B
; 128x256, 64 KiB) and fed to the cube in two 128x256x64 blocks (textract
; into L0A, 16 KiB, and L0B, 32 KiB); the accumulator is 128x256 f32, all
; of L0C (128 KiB). The first chunk starts the accumulator, a loop of 16
; adds the others.
;
; Per chunk (a2a3, docs/cost-model.md; -ascendpto-plan-report=detail
; prints the busy cycles): MTE2 1143 cycles (two loads, 264-cycle heads),
; MTE1 744 (L0B's 32 KiB at 128 B/cycle), the cube 1036 (512 fractals per
; block): the cube has nearly MTE2's work, where matmul_stages_l1.ll's
; 128x128 blocks leave MTE2 far ahead. With a stage count of 2 the loop's
; loads rotate over two L1 buffers each and the blocks' moves over two
; L0A and two L0B buffers (2 x 32 KiB fill L0B), so chunk k + 1 loads
; while chunk k multiplies:
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto -ascendpto-stages=2 matmul_stages_balanced.ll -o -
;
; docs/planner.md ("Automatic multi-buffering") gives its ratio to one
; stage, its bound, and what keeps it above the bound.
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 2176, i64 2176, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 2176, i64 256, i64 256, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 256, i64 256, i64 1)
  ; K chunk 0.
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 128)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 128, i64 256)
  %al00 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 0, i64 128, i64 64)
  %br00 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 0, i64 0, i64 64, i64 256)
  %acc00 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al00, ptr addrspace(4) %br00)
  %al01 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 64, i64 128, i64 64)
  %br01 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 64, i64 0, i64 64, i64 256)
  %acc01 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc00, ptr addrspace(3) %al01, ptr addrspace(4) %br01)
  br label %loop
loop:
  ; K chunks 1 to 16.
  %k = phi i64 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc01, %entry ], [ %acc1, %loop ]
  %koff = mul i64 %k, 128
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 128, i64 128)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 128, i64 256)
  %al0 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 0, i64 128, i64 64)
  %br0 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 0, i64 0, i64 64, i64 256)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  %al1 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 64, i64 128, i64 64)
  %br1 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 64, i64 0, i64 64, i64 256)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc0, ptr addrspace(3) %al1, ptr addrspace(4) %br1)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 17
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %acc1, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.textract.left(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(4) @pto.textract.right(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
