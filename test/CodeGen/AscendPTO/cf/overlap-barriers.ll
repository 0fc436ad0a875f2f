; Barriers for partial overlaps inside a loop. The dsa planner puts %left and
; %right inside the dead %producer's bytes. %right overlaps %producer from
; another base, which ptoas does not synchronise: %right's load waits for
; every pipe (the producer's store may still run), and, because the next
; iteration's %producer load follows %right's store around the back edge,
; so does %producer's. Outside loops only the later tile waits
; (dsa-planner.ll).
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-memory-planner=dsa %s -o - | FileCheck %s

; CHECK:      scf.for
; CHECK-NEXT:   pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT:   pto.partition_view
; CHECK-NEXT:   %producer = pto.alloc_tile addr = %c0_i64 :
; CHECK-NEXT:   pto.tload
; CHECK:        %left = pto.alloc_tile addr = %c0_i64 :
; CHECK-NEXT:   pto.tload
; CHECK-NEXT:   pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT:   pto.partition_view
; CHECK-NEXT:   %right = pto.alloc_tile addr = %c32768_i64 :
; CHECK-NEXT:   pto.tload
; CHECK-NOT:    pto.barrier

; With the backend's own synchronisation (the default) the same placement
; needs no full barrier but the final one: the partial overlaps are ordered
; by set/wait pairs on the bytes they share.
; RUN: %llc -ascendpto-placement-objective=bytes -verify-machineinstrs -ascendpto-memory-planner=dsa %s -o - | FileCheck %s --check-prefix=BACKEND
; BACKEND-NOT:  PIPE_ALL
; BACKEND:      pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>
; BACKEND-NOT:  PIPE_ALL
; BACKEND:      }
; BACKEND-NOT:  PIPE_ALL
; BACKEND:      pto.barrier #pto.pipe<PIPE_ALL>
; BACKEND-NEXT: return

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
