; matmul_stages_l1: C[128x128] = A[128x2304] x B[2304x128], f16 in, f32 out:
; a K-loop GEMM with the base blocks Ascend kernels use. Each K chunk of 256
; is loaded into L1 (A 128x256 and B 256x128, 64 KiB each) and fed to the
; cube in four 128x128x64 blocks (textract into L0A/L0B, 16 KiB each); the
; first chunk starts the accumulator, a loop of eight adds the others.
;
; Unlike matmul_stages.ll (16x64 outputs over K blocks of 32, so small that
; the 264-cycle DMA head of each load dominates), here loads, moves and the
; cube are of one order (per chunk, a2a3: MTE2 1348 cycles, MTE1 976, cube
; 1048; -ascendpto-plan-report=detail prints the busy cycles), so a load
; waiting for the previous chunk's last move costs time. With a stage count of 2 the loop's loads rotate over
; two L1 buffers each (automatic multi-buffering, docs/planner.md), the
; blocks' moves into L0A/L0B alternate over two buffers, and chunk k + 1
; loads while chunk k multiplies:
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto -ascendpto-stages=2 matmul_stages_l1.ll -o -
;
; (four stages fill L1 exactly: 4 x 128 KiB, the first chunk's tiles
; sharing the bytes of stage 3, the stage loaded last.)
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 128, i64 2304, i64 2304, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 2304, i64 128, i64 128, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 128, i64 128, i64 128, i64 1)
  ; K chunk 0.
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 128, i64 256)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 256, i64 128)
  %al00 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 0, i64 128, i64 64)
  %br00 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 0, i64 0, i64 64, i64 128)
  %acc00 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al00, ptr addrspace(4) %br00)
  %al01 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 64, i64 128, i64 64)
  %br01 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 64, i64 0, i64 64, i64 128)
  %acc01 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc00, ptr addrspace(3) %al01, ptr addrspace(4) %br01)
  %al02 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 128, i64 128, i64 64)
  %br02 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 128, i64 0, i64 64, i64 128)
  %acc02 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc01, ptr addrspace(3) %al02, ptr addrspace(4) %br02)
  %al03 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 192, i64 128, i64 64)
  %br03 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 192, i64 0, i64 64, i64 128)
  %acc03 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc02, ptr addrspace(3) %al03, ptr addrspace(4) %br03)
  br label %loop
loop:
  ; K chunks 1 to 8.
  %k = phi i64 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc03, %entry ], [ %acc3, %loop ]
  %koff = mul i64 %k, 256
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 128, i64 256)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 256, i64 128)
  %al0 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 0, i64 128, i64 64)
  %br0 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 0, i64 0, i64 64, i64 128)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  %al1 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 64, i64 128, i64 64)
  %br1 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 64, i64 0, i64 64, i64 128)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc0, ptr addrspace(3) %al1, ptr addrspace(4) %br1)
  %al2 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 128, i64 128, i64 64)
  %br2 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 128, i64 0, i64 64, i64 128)
  %acc2 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc1, ptr addrspace(3) %al2, ptr addrspace(4) %br2)
  %al3 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 192, i64 128, i64 64)
  %br3 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 192, i64 0, i64 64, i64 128)
  %acc3 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc2, ptr addrspace(3) %al3, ptr addrspace(4) %br3)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 9
  br i1 %done, label %exit, label %loop
exit:
  call void @pto.tstore(ptr addrspace(5) %acc3, ptr %vc, i64 0, i64 0)
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
