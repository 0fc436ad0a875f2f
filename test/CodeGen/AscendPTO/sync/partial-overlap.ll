; Partial overlap from another base (sync-facts §4, E2): the dsa planner
; puts %left at 0 and %right at 32768, both inside the bytes of %producer
; (0..65535), whose store may still read them. ptoas relates tiles by the
; SSA value of their address and would not order %right's load after the
; store; the pass compares byte ranges and orders both loads with one
; MTE3 -> MTE2 pair (no full barrier: assembler mode needs two,
; cf/overlap-barriers.ll). The checker accepts it and rejects the kernel
; without that wait: the set is then set again in the next iteration, and
; both loads (%right's is the partial overlap) race with the store.
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -ascendpto-memory-planner=dsa %s -o %t.pto
; RUN: FileCheck %s --check-prefix=ADDR < %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 1 functions, 0 findings
; RUN: %sync_mutate %t.pto --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --nth 2 --mutation delete \
; RUN:   | not %sync_check - | FileCheck %s --check-prefix=DEL
; DEL: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID2 is set again before its wait
; DEL: unordered: line [[STORE:[0-9]+]]: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; DEL: unordered: line [[STORE]]: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes
; Minimality: the first load needs no MTE2 barrier against the previous
; trip's loads into the same bytes (their MTE2 -> MTE3 pairs, the stores
; and the MTE3 -> MTE2 credit chain them); no sync is removable.
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 5 sync units, 0 removable, 1 final barriers
; ADDR: %producer = pto.alloc_tile addr = %c0_i64 :
; ADDR: %left = pto.alloc_tile addr = %c0_i64 :
; ADDR: %right = pto.alloc_tile addr = %c32768_i64 :

; CHECK-LABEL: func.func @frag_loop(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %i 
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%producer
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%producer{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%left
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_2{{.*}} outs(%right
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%left{{.*}} outs(%pv_3
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%right{{.*}} outs(%pv_4
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
; CHECK-NEXT: }

define void @frag_loop(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 256, i64 128, i64 128, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %producer = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  call void @pto.tstore(ptr addrspace(1) %producer, ptr %v, i64 0, i64 0)
  %left = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 128)
  %right = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %left, ptr %v, i64 128, i64 0)
  call void @pto.tstore(ptr addrspace(1) %right, ptr %v, i64 192, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
