; Diagnostics of docs/diagnostics.md that no other test triggers: declared
; buffers bound twice, in another space or past their slots; pipeline
; groups of mixed depth or space; a tensor viewed with two element types;
; control flow that is no if/else; a run-time window used outside the loop
; that computes its offset.
; RUN: split-file %s %t
; RUN: not %llc %t/bind-twice.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: not %llc %t/bind-space.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACE
; RUN: not %llc %t/bind-slot.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLOT
; RUN: not %llc %t/depth.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEPTH
; RUN: not %llc %t/group-space.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=GSPACE
; RUN: not %llc %t/two-types.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPES
; RUN: not %llc %t/no-diamond.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAMOND
; RUN: not %llc %t/window-outside.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WINDOW
; RUN: not %llc %t/two-archs.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARCHS
; RUN: not %llc %t/runtime-slot.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RTSLOT

; TWICE: error: in function @k: tile %a is bound to a declared buffer twice
; SPACE: error: in function @k: tile %a is in vec but the declared buffer @mm is in mat: bind a tile of mat, or declare a buffer in address space 1 (vec) for %a
; SLOT: error: in function @k: tile %a is bound to slot 2 of @pp, which has 2 slots: bind a slot of 0..1, or declare @pp with at least 3 slots
; DEPTH: error: in function @k: pipeline group 0: %a1 asks for another depth than the group's other members
; GSPACE: error: in function @k: pipeline group 0: %m1 is in another memory space than the group's other members
; TYPES: error: in function @k: global tensor %p is viewed with two element types (f32 and f16): a PTO global tensor has one element type; view it as f32 everywhere and convert the loaded tiles (pto.tcvt)
; DIAMOND: error: in function @k: control flow that cannot be printed as scf.for/scf.if at {{.*}}: the block is reached along two paths that do not form an if/else
; WINDOW: error: in function @k: the window %sub of pto.subset starts at an offset computed inside the loop or if that makes it: it can only be used there

; ARCHS: error: {{.*}}all kernels of a PTO module must target one architecture
; RTSLOT: error: in function @k: tile %x is bound to a run-time slot of @pp but also shares its buffer with %x0 (a carry, a merge or an in-place update): its address would change under it

;--- bind-twice.ll
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp, i64 0)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp, i64 1)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- bind-space.ll
@mm = external addrspace(2) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(2) @mm, i64 0)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(2), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- bind-slot.ll
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.bind(ptr addrspace(1) %a, ptr addrspace(1) @pp, i64 2)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- depth.ll
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %a0, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %a1, ptr %v, i64 16, i64 0)
  ret void
}
!0 = !{i32 0, i32 0, i32 2}
!1 = !{i32 0, i32 1, i32 4}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- group-space.ll
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipeline !0
  %m1 = call ptr addrspace(2) @pto.tload.mat(ptr %v, i64 16, i64 0, i64 16, i64 64), !pto.pipeline !1
  call void @pto.tstore(ptr addrspace(1) %a0, ptr %v, i64 0, i64 0)
  call void @pto.tstore.mat(ptr addrspace(2) %m1, ptr %v, i64 16, i64 0)
  ret void
}
!0 = !{i32 0, i32 0, i32 2}
!1 = !{i32 0, i32 1, i32 2}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
declare void @pto.tstore.mat(ptr addrspace(2), ptr, i64, i64)

;--- two-types.ll
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %h = call ptr @pto.tensor_view.f16(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.tload(ptr %h, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %h, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- no-diamond.ll
; b is reached from entry and from a, which also goes to the exit: two
; paths into b that are not the arms of one if.
define void @k(ptr %p, i32 %ci, i32 %di) {
entry:
  %c = icmp sgt i32 %ci, 0
  %d = icmp sgt i32 %di, 0
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br i1 %c, label %a, label %b
a:
  %y = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  br i1 %d, label %b, label %exit
b:
  %z = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %z, ptr %v, i64 0, i64 0)
  br label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- window-outside.ll
; The window's offset is the loop's induction variable; the window is
; used after the loop.
define void @k(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 64, i64 64, i64 64, i64 1)
  %big = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sub = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %big, i64 %i, i64 0, i64 16, i64 64)
  %i.next = add i64 %i, 16
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %sub)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- two-archs.ll
define void @a(ptr %p) "target-cpu"="ascend910b" {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %v, i64 0, i64 0)
  ret void
}
define void @b(ptr %p) "target-cpu"="ascend950" {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- runtime-slot.ll
; %x is written in place over %x0 (one buffer) and bound to a run-time slot.
@pp = external addrspace(1) global [2 x [16 x [64 x float]]]
define void @k(ptr %p, i64 %s) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %x = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %x0, ptr addrspace(1) %y, float 2.0)
  call void @pto.bind(ptr addrspace(1) %x, ptr addrspace(1) @pp, i64 %s)
  call void @pto.tstore(ptr addrspace(1) %x, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare void @pto.bind(ptr addrspace(1), ptr addrspace(1), i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
