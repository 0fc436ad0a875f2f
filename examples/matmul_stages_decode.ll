; matmul_stages_decode: C[16x256] = A[16x11008] x B[11008x256], f16 in,
; f32 out: the decode-shaped K-loop GEMM of an LLM, the one core's share of
; a LLaMA-2-7B MLP down projection during token generation (16 tokens of
; activations A against the 11008 x 4096 weight, whose 4096 output columns
; the cores split into slices of 256). Its bytes are almost all the weight
; B, streamed once from GM through L1 into L0B; A is a 16-row sliver.
;
; The tiling a matmul tiling for Ascend would pick for that shape (a2a3:
; L1 512 KiB, L0A/L0B 64 KiB, L0C 128 KiB):
;   - baseM = 16: M is the batch, and 16 rows are one cube fractal;
;   - baseN = 256, baseK = 64: a 64x256 f16 B block is 32 KiB, so two fill
;     L0B and the moves into L0 can ping-pong (the 16x64 A block is 2 KiB);
;   - a K chunk of 256 per load (four blocks): the B chunk is 128 KiB,
;     the size from which GM -> L1 reaches its 160 B/cycle
;     (../shared/docs/pipe-cost-facts.md, rate_gm_l1) and each load pays
;     one 264-cycle DMA head for it; A's chunk is 8 KiB. Two stages of
;     chunks take 272 KiB of L1, leaving room for the peeled one;
;   - the accumulator, 16x256 f32, is 16 KiB of L0C.
; K = 11008 is 43 chunks: the first starts the accumulator (tmatmul), a
; loop of 42 adds the others (tmatmul.acc).
;
; Per chunk (a2a3, docs/cost-model.md; -ascendpto-plan-report=detail
; prints the busy cycles): MTE2 1400 cycles (B 1084, A 316), MTE1 1264
; (four B moves at 128 B/cycle, 282 each, and four A moves of 34), the
; cube 280 (64 fractals per block): MTE1 has nearly MTE2's work, the cube
; little. At one stage the load of chunk k + 1 waits for chunk k's moves
; out of the same L1 buffers, so MTE2 and MTE1 take turns; with a stage
; count of 2 the loop's loads rotate over two L1 buffers each, and chunk
; k + 1 streams in while chunk k moves into L0:
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto -ascendpto-stages=2 matmul_stages_decode.ll -o -
;
; (with four stages, which do not divide 42, two trips are peeled off
; before the loop and 40 unroll by four; L1 holds three stages of 136 KiB
; and L0B two of 32 KiB: PH-MR-001.) docs/planner.md
; ("Automatic multi-buffering") gives the ratios to one stage and their
; bound.
define void @gemm(ptr %a, ptr %b, ptr %c) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 11008, i64 11008, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 11008, i64 256, i64 256, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 256, i64 256, i64 1)
  ; K chunk 0.
  %am0 = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 256)
  %bm0 = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 256, i64 256)
  %al00 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 0, i64 16, i64 64)
  %br00 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 0, i64 0, i64 64, i64 256)
  %acc00 = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al00, ptr addrspace(4) %br00)
  %al01 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 64, i64 16, i64 64)
  %br01 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 64, i64 0, i64 64, i64 256)
  %acc01 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc00, ptr addrspace(3) %al01, ptr addrspace(4) %br01)
  %al02 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 128, i64 16, i64 64)
  %br02 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 128, i64 0, i64 64, i64 256)
  %acc02 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc01, ptr addrspace(3) %al02, ptr addrspace(4) %br02)
  %al03 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am0, i64 0, i64 192, i64 16, i64 64)
  %br03 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm0, i64 192, i64 0, i64 64, i64 256)
  %acc03 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc02, ptr addrspace(3) %al03, ptr addrspace(4) %br03)
  br label %loop
loop:
  ; K chunks 1 to 42.
  %k = phi i64 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi ptr addrspace(5) [ %acc03, %entry ], [ %acc3, %loop ]
  %koff = mul i64 %k, 256
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 %koff, i64 16, i64 256)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 %koff, i64 0, i64 256, i64 256)
  %al0 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 0, i64 16, i64 64)
  %br0 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 0, i64 0, i64 64, i64 256)
  %acc0 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %al0, ptr addrspace(4) %br0)
  %al1 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 64, i64 16, i64 64)
  %br1 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 64, i64 0, i64 64, i64 256)
  %acc1 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc0, ptr addrspace(3) %al1, ptr addrspace(4) %br1)
  %al2 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 128, i64 16, i64 64)
  %br2 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 128, i64 0, i64 64, i64 256)
  %acc2 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc1, ptr addrspace(3) %al2, ptr addrspace(4) %br2)
  %al3 = call ptr addrspace(3) @pto.textract.left(ptr addrspace(2) %am, i64 0, i64 192, i64 16, i64 64)
  %br3 = call ptr addrspace(4) @pto.textract.right(ptr addrspace(2) %bm, i64 192, i64 0, i64 64, i64 256)
  %acc3 = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc2, ptr addrspace(3) %al3, ptr addrspace(4) %br3)
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 43
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
