; Malformed stage counts (docs/diagnostics.md, "Stage counts"): a loop's
; !pto.stages, the function's "pto.stages" or -ascendpto-stages that is not
; an integer from 1 to 64 (wrong arity, not an integer, 0, negative, past
; the limit, at the 2^31, 2^32, 2^63 and 2^64 edges) is an error naming the
; loop or function, the value and the limit, and nothing is unrolled; a
; legal count that cannot be applied stays a remark (stages.ll).
; RUN: split-file %s %t
; RUN: not %llc %t/errors.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
; RUN: not %llc %t/dbg.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: not %llc -ascendpto-stages=0 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT0
; RUN: not %llc -ascendpto-stages=65 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT65
; llc's own option parser refuses what an unsigned does not hold:
; RUN: not %llc -ascendpto-stages=-1 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTNEG
; RUN: not %llc -ascendpto-stages=4294967296 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT32
; The limit itself is legal: 64 stages of a 64-trip loop, 64 loads of
; 4 KiB; that UB cannot hold them all is the capacity's PH-MR-001 remark,
; not an error.
; RUN: %llc -ascendpto-stages=64 '-pass-remarks-missed=ascendpto-(stages|buffer-coloring)' -ascendpto-plan-report %t/ok64.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OK64 --implicit-check-not=error:
; A legal count on a loop that is not innermost is a missed remark.
; RUN: %llc -pass-remarks-missed=ascendpto-stages %t/outer.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTER

; ERR: error: in function @zero: the !pto.stages of the loop at %loop is i32 0, outside 1..64 (the limit of a stage count)
; ERR: error: in function @neg: the !pto.stages of the loop at %loop is i32 -1, outside 1..64 (the limit of a stage count)
; ERR: error: in function @over: the !pto.stages of the loop at %loop is i32 65, outside 1..64 (the limit of a stage count)
; ERR: error: in function @e31: the !pto.stages of the loop at %loop is i64 2147483648, outside 1..64 (the limit of a stage count)
; ERR: error: in function @e32: the !pto.stages of the loop at %loop is i64 4294967296, outside 1..64 (the limit of a stage count)
; ERR: error: in function @e32p2: the !pto.stages of the loop at %loop is i64 4294967298, outside 1..64 (the limit of a stage count)
; ERR: error: in function @e63: the !pto.stages of the loop at %loop is i64 -9223372036854775808, outside 1..64 (the limit of a stage count)
; ERR: error: in function @e64: the !pto.stages of the loop at %loop is i128 18446744073709551618, outside 1..64 (the limit of a stage count)
; ERR: error: in function @str: the !pto.stages of the loop at %loop is !"two", not an integer: a stage count is an integer from 1 to 64
; ERR: error: in function @flt: the !pto.stages of the loop at %loop is float 2.000000e+00, not an integer: a stage count is an integer from 1 to 64
; ERR: error: in function @none: the !pto.stages of the loop at %loop has 0 values; it takes one, !{!"pto.stages", i32 N}: a stage count is an integer from 1 to 64
; ERR: error: in function @two: the !pto.stages of the loop at %loop has 2 values (i32 2, i32 4); it takes one, !{!"pto.stages", i32 N}: a stage count is an integer from 1 to 64
; ERR: error: in function @twice: the loop at %loop has 2 !pto.stages properties (i32 2, i32 4); it takes one
; ERR: error: in function @azero: the function's "pto.stages" (PTO_STAGES in C) is "0", outside 1..64 (the limit of a stage count)
; ERR: error: in function @aneg: the function's "pto.stages" (PTO_STAGES in C) is "-1", outside 1..64 (the limit of a stage count)
; ERR: error: in function @aover: the function's "pto.stages" (PTO_STAGES in C) is "65", outside 1..64 (the limit of a stage count)
; ERR: error: in function @a32: the function's "pto.stages" (PTO_STAGES in C) is "4294967298", outside 1..64 (the limit of a stage count)
; ERR: error: in function @a64: the function's "pto.stages" (PTO_STAGES in C) is "18446744073709551618", outside 1..64 (the limit of a stage count)
; ERR: error: in function @aword: the function's "pto.stages" (PTO_STAGES in C) is "two", not an integer: a stage count is an integer from 1 to 64
; ERR: error: in function @aspace: the function's "pto.stages" (PTO_STAGES in C) is " 2", not an integer: a stage count is an integer from 1 to 64
; ERR: error: in function @aempty: the function's "pto.stages" (PTO_STAGES in C) is "", not an integer: a stage count is an integer from 1 to 64
; The loop's line, and the function's line for the attribute:
; DBG: error: k.c:7:3: in function @dloop: the !pto.stages of the loop at %loop is i32 0, outside 1..64 (the limit of a stage count)
; DBG: error: k.c:12: in function @dattr: the function's "pto.stages" (PTO_STAGES in C) is "0", outside 1..64 (the limit of a stage count)
; OPT0: error: in function @k: -ascendpto-stages=0 is outside 1..64 (the limit of a stage count)
; OPT65: error: in function @k: -ascendpto-stages=65 is outside 1..64 (the limit of a stage count)
; OPTNEG: for the --ascendpto-stages option: '-1' value invalid for uint argument!
; OPT32: for the --ascendpto-stages option: '4294967296' value invalid for uint argument!
; OK64: remark: <unknown>:0:0: PH-MR-001: pipeline group 0 in vec (UB) keeps depth 46 of the requested 64 (4096 bytes per stage)
; OK64: ascendpto-plan: func=k space=vec tiles=64
; OUTER: remark: <unknown>:0:0: the loop's !pto.stages not applied: the loop is not innermost (stage counts apply to innermost loops)

;--- errors.ll
define void @zero(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

define void @neg(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !2
exit:
  ret void
}

define void @over(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !4
exit:
  ret void
}

define void @e31(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !6
exit:
  ret void
}

define void @e32(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !8
exit:
  ret void
}

define void @e32p2(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !10
exit:
  ret void
}

define void @e63(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !12
exit:
  ret void
}

define void @e64(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !14
exit:
  ret void
}

define void @str(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !16
exit:
  ret void
}

define void @flt(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !18
exit:
  ret void
}

define void @none(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !20
exit:
  ret void
}

define void @two(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !22
exit:
  ret void
}

define void @twice(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !24
exit:
  ret void
}

define void @azero(ptr %in, ptr %out) "pto.stages"="0" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @aneg(ptr %in, ptr %out) "pto.stages"="-1" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @aover(ptr %in, ptr %out) "pto.stages"="65" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @a32(ptr %in, ptr %out) "pto.stages"="4294967298" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @a64(ptr %in, ptr %out) "pto.stages"="18446744073709551618" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @aword(ptr %in, ptr %out) "pto.stages"="two" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @aspace(ptr %in, ptr %out) "pto.stages"=" 2" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @aempty(ptr %in, ptr %out) "pto.stages"="" {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 0}
!2 = distinct !{!2, !3}
!3 = !{!"pto.stages", i32 -1}
!4 = distinct !{!4, !5}
!5 = !{!"pto.stages", i32 65}
!6 = distinct !{!6, !7}
!7 = !{!"pto.stages", i64 2147483648}
!8 = distinct !{!8, !9}
!9 = !{!"pto.stages", i64 4294967296}
!10 = distinct !{!10, !11}
!11 = !{!"pto.stages", i64 4294967298}
!12 = distinct !{!12, !13}
!13 = !{!"pto.stages", i64 -9223372036854775808}
!14 = distinct !{!14, !15}
!15 = !{!"pto.stages", i128 18446744073709551618}
!16 = distinct !{!16, !17}
!17 = !{!"pto.stages", !"two"}
!18 = distinct !{!18, !19}
!19 = !{!"pto.stages", float 2.0}
!20 = distinct !{!20, !21}
!21 = !{!"pto.stages"}
!22 = distinct !{!22, !23}
!23 = !{!"pto.stages", i32 2, i32 4}
!24 = distinct !{!24, !25, !26}
!25 = !{!"pto.stages", i32 2}
!26 = !{!"pto.stages", i32 4}
;--- dbg.ll
define void @dloop(ptr %in, ptr %out) !dbg !10 {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop, !dbg !13
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

define void @dattr(ptr %in, ptr %out) "pto.stages"="0" !dbg !20 {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!5}
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 0}
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "k.c", directory: "/")
!5 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "dloop", scope: !3, file: !3, line: 5, scopeLine: 5, type: !11, unit: !2, spFlags: DISPFlagDefinition)
!11 = !DISubroutineType(types: !{})
!13 = !DILocation(line: 7, column: 3, scope: !10)
!20 = distinct !DISubprogram(name: "dattr", scope: !3, file: !3, line: 12, scopeLine: 12, type: !11, unit: !2, spFlags: DISPFlagDefinition)
;--- ok.ll
define void @k(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- ok64.ll
define void @k(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- outer.ll
define void @k(ptr %in, ptr %out) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 128, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 128, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %loop
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %w, i64 %row, i64 0)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %outer.latch, label %loop
outer.latch:
  %j.next = add i64 %j, 1
  %jdone = icmp eq i64 %j.next, 2
  br i1 %jdone, label %exit, label %outer, !llvm.loop !0
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"pto.stages", i32 2}
