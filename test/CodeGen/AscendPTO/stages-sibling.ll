; The chunk before a staged loop (docs/planner.md, "A peeled first chunk
; joins the rotation") is a load in a block that dominates the loop's
; preheader, and an earlier sibling loop's body dominates it too: its load
; runs once per trip of that loop, and is not a chunk before this one. Here
; the first loop (one stage) and the second (two stages) both load %v, and
; a load of %v before both is the second loop's peeled chunk: it alone
; joins the rotation, as stage 1; the first loop's load stays out of every
; group.
; RUN: %llc -stop-after=ascendpto-stages %s -o - | FileCheck %s
; RUN: %llc -ascendpto-plan-report %s -o %t.pto 2>&1 | FileCheck %s --check-prefix=REPORT
; RUN: %sync_check %t.pto | FileCheck %s --check-prefix=OK

; CHECK: %p = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline ![[P:[0-9]+]]
; CHECK: %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64){{$}}
; CHECK: %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row3, i64 0, i64 16, i64 64), !pto.pipeline ![[X0:[0-9]+]]
; The peeled chunk and the second copy are stage 1 (one node).
; CHECK: %x.1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row3.1, i64 0, i64 16, i64 64), !pto.pipeline ![[P]]{{$}}
; CHECK-DAG: ![[X0]] = !{i32 [[G:[0-9]+]], i32 0, i32 2}
; CHECK-DAG: ![[P]] = !{i32 [[G]], i32 1, i32 2}

; REPORT: ascendpto-sync: func=sib
; OK: 1 functions, 0 findings

define void @sib(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 144, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 144, i64 64, i64 64, i64 1)
  %p = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %p, ptr %w, i64 128, i64 0)
  br label %first
first:
  %i = phi i64 [ 0, %entry ], [ %i.next, %first ]
  %row = mul i64 %i, 16
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %mid, label %first, !llvm.loop !0
mid:
  br label %second
second:
  %j = phi i64 [ 0, %mid ], [ %j.next, %second ]
  %row2 = mul i64 %j, 16
  %row3 = add i64 %row2, 64
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row3, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row3, i64 0)
  %j.next = add i64 %j, 1
  %done2 = icmp eq i64 %j.next, 4
  br i1 %done2, label %exit, label %second, !llvm.loop !2
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"pto.stages", i32 2}
