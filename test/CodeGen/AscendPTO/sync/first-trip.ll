; A producer before a loop against a consumer in it whose rows follow
; the loop's counter (docs/sync.md "Minimality", the first trip; review18
; C2). Each kernel stores one tile to rows of %w before a loop of run-time
; trip count whose body loads row 512 of %w and stores it at row 8 i. The
; body's MTE3 -> MTE2 credit (its load overwrites the tile the previous
; trip stored) has its pre-set at the function's start, ahead of the
; stores, which that load does not depend on. In a trip t >= 1 the body's
; store is ordered after every earlier MTE3 op by the credit's set of trip
; t - 1, its wait before the load and the MTE2 -> MTE3 pair; so a pre-loop
; store can race only trip 0's, at rows 8 lb. Rows 256..311 against trip
; 0's: no MTE3 barrier before the loop (@gone, lb 0; @lower_gone, lb 4);
; on trip 0's rows, the barrier (@kept, a store at row 0; @lower_kept, lb
; 32: row 256). The body's rows reach 256..311 at i = 32..38: the checker
; also runs 40 trips. @lower_* are top-tested (zero trips run too).
; -ascendpto-disable-buffer-reuse keeps the pre-loop tile apart from the
; body's (sharing it, the body's load would depend on the stores).
; RUN: %llc -verify-machineinstrs -ascendpto-disable-buffer-reuse -ascendpto-placement-objective=bytes %s -o %t.pto
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; RUN: %sync_check --noalias --trips 40 %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 5 functions, 0 findings
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 20 sync units, 0 removable, 5 final barriers
;
; The kept barriers are needed: deleted, trip 0's store races the
; pre-loop store on its rows.
; RUN: %sync_mutate %t.pto --func kept --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --func kept - | FileCheck %s --check-prefix=KEPT
; KEPT: @kept: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: %sync_mutate %t.pto --func lower_kept --match 'barrier #pto.pipe<PIPE_MTE3>' --mutation delete \
; RUN:   | not %sync_check --noalias --func lower_kept - | FileCheck %s --check-prefix=LOWER
; LOWER: @lower_kept: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; @gone's first pre-loop store moved onto trip 0's rows (row 0): the race
; a barrier would order. Moved onto trip 1's (row 8): ordered by the
; credit's set of trip 0; and without the credit's body wait (the chain
; of the later trips), that store races trip 1's.
; RUN: sed -e 's/%c256 = arith.constant 256 : index/%c256 = arith.constant 0 : index/' %t.pto \
; RUN:   | not %sync_check --noalias --func gone - | FileCheck %s --check-prefix=TRIP0
; TRIP0: @gone: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; RUN: sed -e 's/%c256 = arith.constant 256 : index/%c256 = arith.constant 8 : index/' %t.pto > %t.trip1.pto
; RUN: %sync_check --noalias --func gone %t.trip1.pto | FileCheck %s --check-prefix=TRIP1
; TRIP1: pto_sync_check: 1 functions, 0 findings
; RUN: %sync_mutate %t.trip1.pto --func gone --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias --func gone - | FileCheck %s --check-prefix=CHAIN
; CHAIN: @gone: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tstore (PIPE_MTE3) touch the same bytes
; @vonly without its MTE3 -> MTE2 pair: the store races trip 1's load.
; RUN: %sync_mutate %t.pto --func vonly --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>' --mutation delete \
; RUN:   | not %sync_check --noalias --func vonly - | FileCheck %s --check-prefix=VONLY
; VONLY: @vonly: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes

; @gone: rows 256..311 before the loop, trip 0 at rows 0..7: no MTE3
; barrier (main before this rule: `pto.barrier #pto.pipe<PIPE_MTE3>`
; before the loop).
; CHECK-LABEL: func.func @gone(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_1
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_2
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_3
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_4
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_5
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_6
; CHECK-NEXT: scf.for %i = %c0 to %n_min1
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_7{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_8
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
define void @gone(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 256, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 264, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 272, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 280, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 288, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 296, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 304, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 8
  %a = call ptr addrspace(1) @pto.tload(ptr %w, i64 512, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; @kept: the first store at row 0, trip 0's: the barrier stays.
; CHECK-LABEL: func.func @kept(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_1
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_2
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_3
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_4
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_5
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_6
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT: scf.for %i = %c0 to %n_min1
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_7{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_8
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
define void @kept(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 264, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 272, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 280, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 288, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 296, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 304, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 8
  %a = call ptr addrspace(1) @pto.tload(ptr %w, i64 512, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; @lower_gone: from i = 4, trip 0 at rows 32..39: no barrier.
; CHECK-LABEL: func.func @lower_gone(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_1
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_2
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_3
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_4
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_5
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_6
; CHECK-NEXT: scf.for %i = %c4 to %n
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_7{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_8
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
define void @lower_gone(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 256, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 264, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 272, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 280, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 288, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 296, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 304, i64 0)
  br label %head
head:
  %i = phi i64 [ 4, %entry ], [ %i.next, %body ]
  %z = icmp slt i64 %i, %n
  br i1 %z, label %body, label %exit
body:
  %row = mul i64 %i, 8
  %a = call ptr addrspace(1) @pto.tload(ptr %w, i64 512, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret void
}

; @lower_kept: from i = 32, trip 0 at rows 256..263, the first store's:
; the barrier stays (trip 0's rows are 8 lb, not 0).
; CHECK-LABEL: func.func @lower_kept(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_1
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_2
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_3
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_4
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_5
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_6
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_MTE3>
; CHECK-NEXT: scf.for %i = %c32 to %n
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_7{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%a{{.*}} outs(%pv_8
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
define void @lower_kept(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 256, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 264, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 272, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 280, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 288, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 296, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 304, i64 0)
  br label %head
head:
  %i = phi i64 [ 32, %entry ], [ %i.next, %body ]
  %z = icmp slt i64 %i, %n
  br i1 %z, label %body, label %exit
body:
  %row = mul i64 %i, 8
  %a = call ptr addrspace(1) @pto.tload(ptr %w, i64 512, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  br label %head
exit:
  ret void
}

; @vonly (review21 B1): a store at row 16 before a loop whose body loads
; rows 8 i + 8 (trip 1 reads row 16) and reads them on V only: the back
; edge orders V before the load (the V -> MTE2 credit), not MTE3, so every
; trip stays related and the MTE3 -> MTE2 pair orders the store before the
; loop (related with trip 0 alone, rows 8..15, it would go: the race below).
; CHECK-LABEL: func.func @vonly(
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%u
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%u{{.*}} outs(%pv_0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%acc0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: scf.for %i = %c0 to %n_min1
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.tload ins(%pv_2{{.*}} outs(%a
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tadd ins(%acc{{.*}} outs(%acc_next
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: }
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tstore ins(%acc_next_0{{.*}} outs(%pv_3
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }
define void @vonly(ptr noalias %p, ptr noalias %q, ptr noalias %r, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %r, i64 8, i64 64, i64 64, i64 1)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %w, i64 16, i64 0)
  %acc0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 8, i64 0, i64 8, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi ptr addrspace(1) [ %acc0, %entry ], [ %acc.next, %loop ]
  %row = mul i64 %i, 8
  %r8 = add i64 %row, 8
  %a = call ptr addrspace(1) @pto.tload(ptr %w, i64 %r8, i64 0, i64 8, i64 64)
  %acc.next = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %acc, ptr addrspace(1) %a)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %acc.next, ptr %o, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
