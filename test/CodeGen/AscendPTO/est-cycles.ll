; The plan report's est_cycles= (docs/cost-model.md): the synchronised
; kernel simulated on the pipe queues.
; RUN: %llc -ascendpto-plan-report %s -o /dev/null 2>&1 | FileCheck %s
; The figure is only given for the backend's own synchronisation.
; RUN: %llc -ascendpto-plan-report -ascendpto-sync=assembler %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ASM
; ASM: func=scale mode=assembler {{.*}} est_cycles=?{{$}}

; tload 16x64 f32 (MTE2: 264 + 4096/128 = 0..296), set fires at 297, the V
; wait at 298, tmuls (V: 24 + 16 repeats = 298..338), set at 339, the MTE3
; wait at 340, tstore (MTE3: 100 + 4096/64 = 340..504), the final PIPE_ALL
; barrier (20): 524.
; CHECK: ascendpto-sync: func=scale mode=backend {{.*}} est_cycles=524{{$}}
define void @scale(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 0, i64 0)
  ret void
}

; The same body in a loop of constant trip count 4, and of a run-time trip
; count, assumed 4 (-ascendpto-cost-loop-trips) and printed with ~: the
; same figure.
; CHECK: ascendpto-sync: func=scale_loop mode=backend {{.*}} est_cycles=[[LOOP:[0-9]+]]{{$}}
; CHECK: ascendpto-sync: func=scale_dyn mode=backend {{.*}} est_cycles=~[[LOOP]]{{$}}
define void @scale_loop(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @scale_dyn(ptr %in, ptr %out, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp sge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
