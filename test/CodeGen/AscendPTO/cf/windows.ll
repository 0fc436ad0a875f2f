; Windows (pto.subset) narrower than their source: their rows lie a source
; row apart, so they span more bytes than their own size, and PTO can only
; address them through the source (found by fuzzing).
; RUN: split-file %s %t
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs -ascendpto-memory-planner=dsa -ascendpto-plan-report %t/span.ll -o - 2>%t/span.err | FileCheck %s --check-prefix=SPAN
; RUN: FileCheck %s --check-prefix=SPAN-REPORT < %t/span.err
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/after-loop.ll -o - | FileCheck %s --check-prefix=AFTER
; RUN: %llc -ascendpto-placement-objective=bytes -ascendpto-sync=assembler -verify-machineinstrs %t/merge.ll -o - | FileCheck %s --check-prefix=MERGE

; A [16, 16] window of a [16, 64] f32 tile covers bytes [0, 3904) of it, not
; [0, 1024): the joint planner puts %b after them.
; SPAN-REPORT: ascendpto-plan: func=strided space=vec tiles=3 buffers=2 peak=5952 lb=5952
; SPAN:       %a = pto.alloc_tile addr = %c0_i64 :
; SPAN:       %b = pto.alloc_tile addr = %c3904_i64 :

; Used after the loop that makes it, the window is made again from its
; source, not printed as a dense tile at its first byte.
; AFTER:      scf.for
; AFTER:        %w = pto.subset %a[%c4, %c48] sizes [8, 16]
; AFTER:      }
; AFTER-NEXT: %w_0 = pto.subset %a[%c4, %c48] sizes [8, 16]
; AFTER:      pto.tstore ins(%w_0 :

; Merged with a dense tile, the window is copied into the merge's buffer.
; MERGE:      %w = pto.subset %a[%c8, %c16] sizes [2, 8]
; MERGE:      scf.if
; MERGE:        %m_mv = pto.alloc_tile addr = %[[M:c[0-9]+_i64]] :
; MERGE-NEXT:   pto.tmov ins(%w : {{.*}}) outs(%m_mv :
; MERGE:      } else {
; MERGE:        %x = pto.alloc_tile addr = %[[M]] :
; MERGE:      %m = pto.alloc_tile addr = %[[M]] :

;--- span.ll
define void @strided(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 0, i64 0, i64 16, i64 16)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %o, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %w, ptr %o, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- after-loop.ll
define void @window_after_loop(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 4, i64 48, i64 8, i64 16)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %w, ptr %o, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- merge.ll
define void @window_merge(ptr %p, ptr %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 32)
  %w = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %a, i64 8, i64 16, i64 2, i64 8)
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %then, label %else
then:
  br label %merge
else:
  %x = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %w, float 2.0)
  br label %merge
merge:
  %m = phi ptr addrspace(1) [ %w, %then ], [ %x, %else ]
  call void @pto.tstore(ptr addrspace(1) %m, ptr %o, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
