; Declared buffers: a global in a tile address space, its outermost array
; dimension the slots, and pto.bind placing tiles in its slots. The buffer is
; never shared with other tiles; tiles bound to one constant slot may not be
; live together; a run-time slot index gives a run-time address.
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs -ascendpto-plan-report %t/ok.ll -o - 2>%t/report | FileCheck %s
; RUN: FileCheck %s --check-prefix=REPORT < %t/report
; RUN: not %llc -verify-machineinstrs %t/same-slot.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SAME
; With one slot, the fix is a second slot.
; RUN: sed -e 's/\[2 x \[16 x/[1 x [16 x/' %t/same-slot.ll > %t/one-slot.ll
; RUN: not %llc -verify-machineinstrs %t/one-slot.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONESLOT
; ONESLOT: error: in function @k: tiles %a and %b are both bound to slot 0 of @pp but are live at the same time: declare @pp with a second slot for %b, or end %a's life before %b is written
; RUN: not %llc -verify-machineinstrs %t/too-big.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BIG
; RUN: not %llc -verify-machineinstrs %t/not-global.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTGLOBAL
; RUN: not %llc -verify-machineinstrs %t/overflow.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVERFLOW
; RUN: not %llc -verify-machineinstrs %t/bound-view.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VIEW
; RUN: not %llc -verify-machineinstrs %t/two-buffers.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
; The plan, declared buffers included, round-trips through MIR.
; RUN: %llc -stop-after=ascendpto-buffer-coloring %t/ok.ll -o %t/ok.mir
; RUN: FileCheck %s --check-prefix=MIR < %t/ok.mir
; RUN: %llc -x mir -start-after=ascendpto-buffer-coloring %t/ok.mir -o - | FileCheck %s

; Static ping-pong: a in slot 0, b in slot 1 of @pp (2 x 4 KiB). The sum
; would take a's bytes (its last use), but a declared buffer is never shared:
; c goes elsewhere.
; CHECK-LABEL: func.func @ping_pong(
; CHECK:      %a = pto.alloc_tile addr = %[[BASE:c[0-9]+_i64]] :
; CHECK:      %b = pto.alloc_tile addr = %[[SLOT1:c[0-9]+_i64]] :
; CHECK:      %c = pto.alloc_tile addr = %[[C:c[0-9]+_i64]] :
; CHECK-NOT:  addr = %[[BASE]]
; CHECK-LABEL: func.func @rotate(
; A run-time slot: the address is base + slot * 4096, computed in the loop.
; CHECK:      scf.for %i = %c0 to %c8 step %c1 {
; CHECK:        %slot = arith.remsi %i, %c2 : index
; CHECK:        %x_slot = arith.index_cast %slot : index to i64
; CHECK-NEXT:   %x_slotoff = arith.muli %x_slot, %c4096_i64 : i64
; CHECK-NEXT:   %x_addr = arith.addi %c{{[0-9]+}}_i64, %x_slotoff : i64
; CHECK-NEXT:   %x = pto.alloc_tile addr = %x_addr :

; REPORT: ascendpto-plan: func=ping_pong space=vec tiles=3 buffers=3 peak=12288 lb=12288 capacity=188416 planner=pypto proven=optimal
; MIR:      declaredBuffers:
; MIR-NEXT:   - { name: pp, space: vec, slots: 2, slotBytes: 4096 }

; SAME: error: in function @k: tiles %a and %b are both bound to slot 0 of @pp but are live at the same time: bind %b to another slot of @pp, or end %a's life before %b is written
; BIG: error: in function @k: tile %a (16384 bytes) does not fit a slot of @pp (4096 bytes): declare @pp with slots of at least 16384 bytes, or bind a tile of at most 4096 bytes
; NOTGLOBAL: error: in function @k: pto.bind: operand 1 (buffer) must be a global declared in a tile address space (1..7), not ptr addrspace(1) %a
; The bytes of an overflow are the declared buffer's: it is named with its
; slots, slot size and bound tiles, and, since the author chose the slots,
; no depth or ring advice follows.
; OVERFLOW: error: in function @k: vec (UB) overflows: the plan needs 196608 bytes but ascend910b has 188416; 196608 bytes are live at the busiest point: the declared buffer @ring (12 slots of 16384 bytes, 196608 bytes; bound: %t, %u); to fit, 8192 bytes must go from the busiest point: declare @ring with at most 11 slots{{$}}
; OVERFLOW-NOT: depth
; OVERFLOW-NOT: warning
; The message names the bound view %r, not only its source.
; VIEW: error: in function @k: tile %r is bound to @x, but it is a view of %t (pto.treshape), which is not bound: a view has its source's bytes, so bind %t instead
; A carry whose values are bound to two declared buffers would put them at
; fixed offsets from each other (they overlapped).
; TWO: error: in function @k: tiles %a and %b share one buffer (a carry, a merge or an in-place update) but are bound to @x and @y

;--- ok.ll
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]

define void @ping_pong(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp, i64 0)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp, i64 1)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %v, i64 0, i64 0)
  ret void
}

define void @rotate(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %v, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)

;--- same-slot.ll
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp, i64 0)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @pp, i64 0)
  %c = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %c, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)

;--- too-big.ll
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)

;--- not-global.ll
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) %a, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
;--- overflow.ll
@ring = external addrspace(1) global [12 x [64 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  call void @pto.bind(ptr addrspace(1) %t, ptr addrspace(1) @ring, i64 0)
  %u = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  call void @pto.bind(ptr addrspace(1) %u, ptr addrspace(1) @ring, i64 1)
  call void @pto.tstore(ptr addrspace(1) %t, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %u, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)

;--- bound-view.ll
@x = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %t, i64 32, i64 32)
  call void @pto.bind(ptr addrspace(1) %r, ptr addrspace(1) @x, i64 1)
  call void @pto.tstore(ptr addrspace(1) %r, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)

;--- two-buffers.ll
@x = external addrspace(1) global [2 x [16 x [64 x float]]]
@y = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @x, i64 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi ptr addrspace(1) [ %a, %entry ], [ %b, %loop ]
  call void @pto.tstore(ptr addrspace(1) %c, ptr %v, i64 0, i64 0)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %b, ptr addrspace(1) @y, i64 1)
  %i.next = add i64 %i, 1
  %cc = icmp slt i64 %i.next, 4
  br i1 %cc, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
