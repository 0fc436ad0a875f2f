; A stage count that finds nothing to rotate is not silent (docs/planner.md,
; "Automatic multi-buffering"): a function marked with "pto.stages" (C's
; PTO_STAGES) or compiled with -ascendpto-stages whose loops are gone gets
; the missed remark StagesNoLoop at the function, with a hint when it looks
; like a constant-trip loop the front end unrolled; a loop with a stage
; count but no load and no L1 -> L0 move to rotate gets StagesNotApplied.
; The kernels still compile, single-buffered.
; RUN: split-file %s %t
;
; Unrolled with -g: the two copies of the body keep the body's locations.
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/unrolled-dbg.ll -o %t/dbg.pto -pass-remarks-output=%t/dbg.yaml 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: FileCheck %s --check-prefix=YAML < %t/dbg.yaml
; RUN: FileCheck %s --check-prefix=PTO < %t/dbg.pto
; Without debug information: one view loaded twice.
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/unrolled.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=VIEW
; The same kernel without the attribute, under -ascendpto-stages; and at
; one stage nothing is said.
; RUN: sed -e 's/ #0 {/ {/' %t/unrolled.ll > %t/plain.ll
; RUN: %llc -ascendpto-stages=4 -pass-remarks-missed=ascendpto-stages %t/plain.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/plain.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: %llc -ascendpto-stages=1 -pass-remarks-missed=ascendpto-stages %t/plain.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; No loop and nothing that looks unrolled: no hint.
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/single.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SINGLE
; A loop with nothing to load, and one whose loads are staged by hand.
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/noload.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOLOAD
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/byhand.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BYHAND
; A loop whose only load is bound to a declared buffer (pto.bind): it has a
; load, but one that keeps its declared slot; and one with both kinds.
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/bound.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOUND
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/both.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH

; DBG: remark: k.c:3:0: stage count 2 (the function's "pto.stages") not applied: the function has no loop to rotate; the loop was probably unrolled by the front end (4 tile ops come from line 7, column 18): keep the loop with #pragma clang loop unroll(disable) on it, or compile with -fno-unroll-loops (pto-cc passes it to clang)
; DBG-NOT: remark:

; YAML:      --- !Missed
; YAML-NEXT: Pass:            ascendpto-stages
; YAML-NEXT: Name:            StagesNoLoop
; YAML-NEXT: DebugLoc:        { File: k.c, Line: 3, Column: 0 }
; YAML-NEXT: Function:        unrolled
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'stage count '
; YAML-NEXT:   - Stages:          '2'
; YAML-NEXT:   - String:          ' ('
; YAML-NEXT:   - From:            'the function''s "pto.stages"'
; YAML-NEXT:   - String:          ') not applied: the function has no loop to rotate'
; YAML-NEXT:   - String:          '; '
; YAML-NEXT:   - Hint:            'the loop was probably unrolled by the front end (4 tile ops come from line 7, column 18){{.*}}'

; The kernel is compiled as written: two loads into one buffer.
; PTO: func.func @unrolled(
; PTO-COUNT-2: pto.tload
; PTO-NOT: pto.tload

; VIEW: remark: <unknown>:0:0: stage count 2 (the function's "pto.stages") not applied: the function has no loop to rotate; if its 2 loads of one view were a loop's trips, the front end unrolled it: keep the loop with #pragma clang loop unroll(disable) on it, or compile with -fno-unroll-loops (pto-cc passes it to clang)

; OPT: remark: <unknown>:0:0: stage count 4 (-ascendpto-stages) not applied: the function has no loop to rotate; if its 2 loads of one view

; QUIET-NOT: remark

; SINGLE: remark: <unknown>:0:0: stage count 3 (the function's "pto.stages") not applied: the function has no loop to rotate{{$}}

; NOLOAD: remark: <unknown>:0:0: stage count 2 (the function's "pto.stages") not applied: the loop has no load to rotate (no pto.tload, and no move from mat into left or right)
; NOLOAD-NOT: remark:

; BOUND: remark: <unknown>:0:0: stage count 2 (the function's "pto.stages") not applied: the loop has no load to rotate (no pto.tload of a tile of its own: its loads are bound to declared buffers (pto.bind) and keep their declared slots, and no move from mat into left or right)
; BOTH: remark: <unknown>:0:0: stage count 2 (the function's "pto.stages") not applied: the loop has no load to rotate (no pto.tload that is neither staged by hand (!pto.pipeline) nor bound to a declared buffer (pto.bind): its loads keep their own stages and declared slots, and no move from mat into left or right)
; BYHAND: remark: <unknown>:0:0: stage count 2 (the loop's !pto.stages) not applied: the loop has no load to rotate (no pto.tload without !pto.pipeline: its loads are staged by hand, and no move from mat into left or right)

;--- unrolled-dbg.ll
; A two-trip loop as clang -O2 -g leaves it, fully unrolled.
define void @unrolled(ptr %in, ptr %out) #0 !dbg !5 {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 32, i64 64, i64 64, i64 1), !dbg !8
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 32, i64 64, i64 64, i64 1), !dbg !8
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !dbg !9
  %y0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x0), !dbg !10
  call void @pto.tstore(ptr addrspace(1) %y0, ptr %w, i64 0, i64 0), !dbg !9
  %x1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64), !dbg !9
  %y1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x1), !dbg !10
  call void @pto.tstore(ptr addrspace(1) %y1, ptr %w, i64 16, i64 0), !dbg !9
  ret void, !dbg !11
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "pto.stages"="2" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "unrolled", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, column: 20, scope: !5)
!9 = !DILocation(line: 7, column: 18, scope: !5)
!10 = !DILocation(line: 8, column: 5, scope: !5)
!11 = !DILocation(line: 10, column: 1, scope: !5)

;--- unrolled.ll
define void @unrolled(ptr %in, ptr %out) #0 {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 32, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 32, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x0)
  call void @pto.tstore(ptr addrspace(1) %y0, ptr %w, i64 0, i64 0)
  %x1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %y1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x1)
  call void @pto.tstore(ptr addrspace(1) %y1, ptr %w, i64 16, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
attributes #0 = { "pto.stages"="2" }

;--- single.ll
define void @single(ptr %in, ptr %out) "pto.stages"="3" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- noload.ll
; One tile, loaded before the loop, stored four times by it.
define void @broadcast(ptr %in, ptr %out) "pto.stages"="2" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- byhand.ll
; The loop's load is already stage 0 of a hand-written group.
define void @byhand(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64), !pto.pipeline !2
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 2}
!2 = !{i32 0, i32 0, i32 1}

;--- bound.ll
; The loop's load goes to a slot of @pp the kernel chose.
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @bound(ptr %p) "pto.stages"="2" {
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
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)

;--- both.ll
; One load staged by hand, one bound to @pp.
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @both(ptr %p, ptr %q) "pto.stages"="2" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 128, i64 64, i64 64, i64 1)
  %u = call ptr @pto.tensor_view.f32(ptr %q, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = srem i64 %i, 2
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %slot)
  %z = call ptr addrspace(1) @pto.tload(ptr %u, i64 %row, i64 0, i64 16, i64 64), !pto.pipeline !0
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %z)
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
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
!0 = !{i32 0, i32 0, i32 1}
