; The written-workspace hazard (seed: 被写工作区危害). tsels on a2a3 writes
; its tmp operand on the scalar pipe before anything else, with no wait for
; vector readers of the same bytes still in flight. So a workspace may not
; take the bytes of a tile that died at or before its definition (here %x,
; whose last reader, tcmps, may still be running); later values may take the
; dead workspace's bytes (%late2 here). Inside a loop the back edge breaks
; that order: the workspace gets bytes of its own. The guard is not target-gated (a5 pays a
; buffer it would not need).
;
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -ascendpto-memory-planner=pypto %s -o - | FileCheck %s --check-prefix=PYPTO
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -ascendpto-memory-planner=pypto -mcpu=ascend950 %s -o - | FileCheck %s --check-prefix=PYPTO
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=DSA
; Under -ascendpto-sync=assembler, auto keeps pypto unless it overflows.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -ascendpto-sync=assembler %s -o - | FileCheck %s --check-prefix=PYPTO
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -ascendpto-memory-planner=dsa %s -o - | FileCheck %s --check-prefix=DSA

; PYPTO-LABEL: func.func @clamp(
; PYPTO:      %x = pto.alloc_tile addr = %c0_i64 :
; PYPTO:      %y = pto.alloc_tile addr = %c4096_i64 :
; PYPTO:      %tmp = pto.alloc_tile addr = %c8192_i64 :
; PYPTO:      %r = pto.alloc_tile addr = %c0_i64 :
; PYPTO:      %late = pto.alloc_tile addr = %c4096_i64 :
; PYPTO:      %late2 = pto.alloc_tile addr = %c8192_i64 :

; The joint planner keeps %tmp off the dead %x too.
; DSA-LABEL: func.func @clamp(
; DSA:      %x = pto.alloc_tile addr = %[[X:c[0-9]+_i64]] :
; DSA:      %tmp = pto.alloc_tile addr = %[[T:c[0-9]+_i64]] :
; DSA-NOT:  %tmp = pto.alloc_tile addr = %[[X]] :
define void @clamp(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmps.ge(ptr addrspace(1) %x, float 0.0)
  %tmp = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %m, ptr addrspace(1) %y, ptr addrspace(1) %tmp, float 1.0)
  %late = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %late2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  %z = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %late, ptr addrspace(1) %late2)
  %w = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %r, ptr addrspace(1) %z)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %v, i64 0, i64 0)
  ret void
}

; In a loop the workspace shares its bytes with nothing.
; PYPTO-LABEL: func.func @clamp_loop(
; PYPTO:      %x = pto.alloc_tile addr = %c0_i64 :
; PYPTO:      %y = pto.alloc_tile addr = %c4096_i64 :
; PYPTO:      %m = pto.alloc_tile addr = %c12288_i64 :
; PYPTO:      %tmp = pto.alloc_tile addr = %c8192_i64 :
; PYPTO:      %r = pto.alloc_tile addr = %c0_i64 :
; DSA-LABEL: func.func @clamp_loop(
; DSA:      %tmp = pto.alloc_tile addr = %[[LT:c[0-9]+_i64]] :
; DSA-NOT:  addr = %[[LT]] :
; DSA:      return
define void @clamp_loop(ptr %p) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmps.ge(ptr addrspace(1) %x, float 0.0)
  %tmp = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %m, ptr addrspace(1) %y, ptr addrspace(1) %tmp, float 1.0)
  %late = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %z = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %r, ptr addrspace(1) %late)
  call void @pto.tstore(ptr addrspace(1) %z, ptr %v, i64 0, i64 0)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tcmps.ge(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tsels(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
