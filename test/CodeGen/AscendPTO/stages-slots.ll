; Stage counts on loops with ping-pong buffers (docs/planner.md, "Automatic
; multi-buffering"; found by pto_fuzz.py --slots). A tload bound to a
; declared buffer (pto.bind) has the bytes the kernel chose, a slot of its
; own: the stages pass rotates the loop's other loads and leaves it out of
; the pipeline group. Before, the copies of %x became stages the planner had
; to keep apart while the binding put them in one colocation group, and
; llc refused the kernel ("must be apart ... but share one colocation
; group").
; When the unroll's simplification turns the slot `i srem 3` of a copy into
; `urem` (its operands proven non-negative), the pass writes it back as the
; srem it was: PTO has no unsigned remainder. Before, llc refused @three
; ("'urem' has no PTO equivalent").
; RUN: %llc -ascendpto-plan-report -pass-remarks-analysis=ascendpto-stages %s -o %t.pto 2>&1 | FileCheck %s --check-prefix=REPORT
; RUN: FileCheck %s < %t.pto
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=SYNC
; RUN: %python %src_root/utils/fuzz/pto_fuzz.py --check-pto %t.pto | FileCheck %s --check-prefix=ORACLE

; REPORT: remark: <unknown>:0:0: stage count 2 (the function's "pto.stages"): 1 of the 5 trips peeled before the loop, the other 4 unrolled by 2
; REPORT: ascendpto-plan: func=two space=vec tiles=9
; REPORT: ascendpto-plan: func=three space=vec tiles=9
; SYNC: pto_sync_check: 2 functions, 0 findings
; ORACLE: pto_fuzz: 2 functions, 0 violations

; @two: the slots of the unrolled copies fold to constants (odd trips slot
; 1, even trips slot 0); the unbound %u is rotated over two buffers.
; CHECK-LABEL: func.func @two(
; CHECK:       %x_peel0 = pto.alloc_tile addr = %c0_i64 :
; CHECK:       scf.for %i = %c1 to %c5 step %c2 {
; CHECK:         %x = pto.alloc_tile addr = %c4096_i64 :
; CHECK:         %u = pto.alloc_tile addr = %[[U0:c[0-9]+_i64]] :
; CHECK:         %x_1 = pto.alloc_tile addr = %c0_i64 :
; CHECK-NOT:     %u_1 = pto.alloc_tile addr = %[[U0]] :
; CHECK:         %u_1 = pto.alloc_tile addr =
; @three: the second copy's slot is a run-time `(i + 1) srem 3` again.
; CHECK-LABEL: func.func @three(
; CHECK:       scf.for %i = %c1 to %c5 step %c2 {
; CHECK:         %x = pto.alloc_tile addr = %x_addr :
; CHECK:         %slot_1 = arith.remsi %i_next, %c3 : index
; CHECK:         %x_1_slot = arith.index_cast %slot_1 : index to i64
; CHECK:         %x_1 = pto.alloc_tile addr = %x_1_addr :

@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
@pq = external addrspace(1) global [3 x [16 x [64 x float]]]

define void @two(ptr noalias %in, ptr noalias %out) "pto.stages"="2" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %u)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 5
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define void @three(ptr noalias %in, ptr noalias %out) "pto.stages"="2" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 3
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pq, i64 %slot)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %u)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 5
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
