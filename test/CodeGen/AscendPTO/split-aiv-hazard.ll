; The a2a3 split-AIV load + tpop_from_aic hazard (seed: Ascend910 load +
; tpop_from_aic 危害): a writer that reads a tile popped from the cube core
; may not take over, in place, the buffer of a load-derived input (a tload
; result or a view of one). Popped tiles live in the queue's storage and are
; not planned. The guard needs an a2a3 CPU and the "pto.split_aiv" function
; attribute; elsewhere the writer reuses the load's bytes as usual.
;
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -stop-after=ascendpto-buffer-coloring %s -o - | FileCheck %s --check-prefixes=CHECK,A2A3
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -mcpu=ascend950 -stop-after=ascendpto-buffer-coloring %s -o - | FileCheck %s --check-prefixes=CHECK,A5
; RUN: not %llc -ascendpto-placement-objective=bytes %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMIT
; RUN: not %llc -ascendpto-placement-objective=bytes -stop-after=ascendpto-buffer-coloring %S/Inputs/split-aiv-merge.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MERGE

; EMIT: error: in function @direct: pto.tpop_from_aic has no PTO text the assembler accepts yet
; MERGE: error: in function @merge: tile %m merges %q, which lives in the queue storage of tpop_from_aic, with tiles the planner places

; The writer reads the load and the popped tile: apart on a2a3, in place on
; a5. The popped tile %q has no offset: it is not planned.
; CHECK-LABEL: name: direct
; CHECK:       tileOffsets:
; CHECK-NEXT:    - { reg: '%a', offset: 0 }
; A2A3-NEXT:     - { reg: '%w', offset: 4096 }
; A5-NEXT:       - { reg: '%w', offset: 0 }
; CHECK-NEXT:  body:
define void @direct(ptr %p) #0 {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %q)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}

; Without the split-AIV attribute the guard is off.
; CHECK-LABEL: name: not_split
; CHECK:       tileOffsets:
; CHECK-NEXT:    - { reg: '%a', offset: 0 }
; CHECK-NEXT:    - { reg: '%w', offset: 0 }
define void @not_split(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %q)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}

; Through a view: the writer reads the lower half of the load. Unguarded it
; takes the load's dead bytes (at 0, beside the view it reads); under the
; guard it keeps apart from the whole load buffer.
; CHECK-LABEL: name: via_view
; CHECK:       tileOffsets:
; CHECK-NEXT:    - { reg: '%a', offset: 0 }
; CHECK-NEXT:    - { reg: '%s', offset: 4096 }
; A2A3-NEXT:     - { reg: '%w', offset: 8192 }
; A5-NEXT:       - { reg: '%w', offset: 0 }
define void @via_view(ptr %p) #0 {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 64)
  %s = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 16, i64 0, i64 16, i64 64)
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %s, ptr addrspace(1) %q)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}

; A popped value reaching the writer around the back edge (the seed's
; "w = tile.add(l, carry); p = tile.tpop_from_aic(); yield p"): the carry is
; queue storage as well, and the writer keeps apart from %l.
; CHECK-LABEL: name: carry
; CHECK:       tileOffsets:
; CHECK-NEXT:    - { reg: '%l', offset: 0 }
; A2A3-NEXT:     - { reg: '%w', offset: 4096 }
; A5-NEXT:       - { reg: '%w', offset: 0 }
; CHECK-NEXT:  body:
define void @carry(ptr %p) #0 {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %q0 = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %carry = phi ptr addrspace(1) [ %q0, %entry ], [ %q, %loop ]
  %l = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %l, ptr addrspace(1) %carry)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Only load-derived inputs are guarded: a value computed from the load is
; not one, and the writer takes its bytes.
; CHECK-LABEL: name: computed_input
; CHECK:       tileOffsets:
; CHECK-NEXT:    - { reg: '%a', offset: 0 }
; CHECK-NEXT:    - { reg: '%x', offset: 0 }
; CHECK-NEXT:    - { reg: '%w', offset: 0 }
define void @computed_input(ptr %p) #0 {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %q)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}

; A load carried around the loop is still load-derived (the carry shares the
; load's buffer): the writer that also reads a popped tile keeps apart from it.
; CHECK-LABEL: name: carried_load
; CHECK:       tileOffsets:
; A2A3:          - { reg: '%w', offset: 4096 }
; A5:            - { reg: '%w', offset: 0 }
define void @carried_load(ptr %p) #0 {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %l0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %lc = phi ptr addrspace(1) [ %l0, %entry ], [ %w, %loop ]
  %q = call ptr addrspace(1) @pto.tpop_from_aic.f32(i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %lc, ptr addrspace(1) %q)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}

attributes #0 = { "pto.split_aiv" }
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tpop_from_aic.f32(i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
