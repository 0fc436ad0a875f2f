; Tile phis nobody reads are dropped before carries are made one buffer:
; they would otherwise ask for moves into buffers their incoming values
; still occupy (found by fuzzing: an internal error).
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs %t/loop.ll -o - | FileCheck %s --check-prefix=LOOP
; RUN: %llc -verify-machineinstrs %t/if.ll -o - | FileCheck %s --check-prefix=IF
; RUN: %llc -verify-machineinstrs %t/many.ll -o - | FileCheck %s --check-prefix=MANY

; The dead %lag disappears; %cur keeps one buffer, updated by a move of %x.
; LOOP-LABEL: func.func @k(
; LOOP:       scf.for
; LOOP-NOT:   %lag
; LOOP:       return

; Both merges are dead: no moves at all.
; IF-LABEL: func.func @k(
; IF-NOT:     pto.tmov
; IF:         return

; A phi after many tiles takes its incoming value's type (the type map
; grows while the phi's entry is made).
; MANY-LABEL: func.func @k(
; MANY:       scf.for
; MANY:         %c = pto.alloc_tile addr = %{{c[0-9]+_i64}} : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8,
; MANY:         pto.texp ins(%c : !pto.tile_buf<loc=vec, dtype=f32, rows=1, cols=8,

;--- loop.ll
define void @k(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %lag = phi ptr addrspace(1) [ %a, %entry ], [ %cur, %loop ]
  %cur = phi ptr addrspace(1) [ %a, %entry ], [ %x, %loop ]
  %x = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %cur)
  
  %i.next = add i64 %i, 1
  %t = icmp slt i64 %i.next, 4
  br i1 %t, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %x, ptr %o, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- if.ll
define void @k(ptr %p, ptr %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 1024, i64 1024, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %then, label %else
then:
  %x = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  br label %merge
else:
  %y = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %a)
  %z = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %a)
  br label %merge
merge:
  %m1 = phi ptr addrspace(1) [ %x, %then ], [ %y, %else ]
  %m2 = phi ptr addrspace(1) [ %x, %then ], [ %z, %else ]
  
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- many.ll
define void @k(ptr %p, ptr %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 1024, i64 1024, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 1, i64 8)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 1, i64 0, i64 1, i64 8)
  %a2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 2, i64 0, i64 1, i64 8)
  %a3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 3, i64 0, i64 1, i64 8)
  %a4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 4, i64 0, i64 1, i64 8)
  %a5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 5, i64 0, i64 1, i64 8)
  %a6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 6, i64 0, i64 1, i64 8)
  %a7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 7, i64 0, i64 1, i64 8)
  %a8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 8, i64 0, i64 1, i64 8)
  %a9 = call ptr addrspace(1) @pto.tload(ptr %v, i64 9, i64 0, i64 1, i64 8)
  %a10 = call ptr addrspace(1) @pto.tload(ptr %v, i64 10, i64 0, i64 1, i64 8)
  %a11 = call ptr addrspace(1) @pto.tload(ptr %v, i64 11, i64 0, i64 1, i64 8)
  %a12 = call ptr addrspace(1) @pto.tload(ptr %v, i64 12, i64 0, i64 1, i64 8)
  %a13 = call ptr addrspace(1) @pto.tload(ptr %v, i64 13, i64 0, i64 1, i64 8)
  %a14 = call ptr addrspace(1) @pto.tload(ptr %v, i64 14, i64 0, i64 1, i64 8)
  %a15 = call ptr addrspace(1) @pto.tload(ptr %v, i64 15, i64 0, i64 1, i64 8)
  %a16 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 1, i64 8)
  %a17 = call ptr addrspace(1) @pto.tload(ptr %v, i64 17, i64 0, i64 1, i64 8)
  %a18 = call ptr addrspace(1) @pto.tload(ptr %v, i64 18, i64 0, i64 1, i64 8)
  %a19 = call ptr addrspace(1) @pto.tload(ptr %v, i64 19, i64 0, i64 1, i64 8)
  %a20 = call ptr addrspace(1) @pto.tload(ptr %v, i64 20, i64 0, i64 1, i64 8)
  %a21 = call ptr addrspace(1) @pto.tload(ptr %v, i64 21, i64 0, i64 1, i64 8)
  %a22 = call ptr addrspace(1) @pto.tload(ptr %v, i64 22, i64 0, i64 1, i64 8)
  %a23 = call ptr addrspace(1) @pto.tload(ptr %v, i64 23, i64 0, i64 1, i64 8)
  %a24 = call ptr addrspace(1) @pto.tload(ptr %v, i64 24, i64 0, i64 1, i64 8)
  %a25 = call ptr addrspace(1) @pto.tload(ptr %v, i64 25, i64 0, i64 1, i64 8)
  %a26 = call ptr addrspace(1) @pto.tload(ptr %v, i64 26, i64 0, i64 1, i64 8)
  %a27 = call ptr addrspace(1) @pto.tload(ptr %v, i64 27, i64 0, i64 1, i64 8)
  %a28 = call ptr addrspace(1) @pto.tload(ptr %v, i64 28, i64 0, i64 1, i64 8)
  %a29 = call ptr addrspace(1) @pto.tload(ptr %v, i64 29, i64 0, i64 1, i64 8)
  %a30 = call ptr addrspace(1) @pto.tload(ptr %v, i64 30, i64 0, i64 1, i64 8)
  %a31 = call ptr addrspace(1) @pto.tload(ptr %v, i64 31, i64 0, i64 1, i64 8)
  %a32 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 1, i64 8)
  %a33 = call ptr addrspace(1) @pto.tload(ptr %v, i64 33, i64 0, i64 1, i64 8)
  %a34 = call ptr addrspace(1) @pto.tload(ptr %v, i64 34, i64 0, i64 1, i64 8)
  %a35 = call ptr addrspace(1) @pto.tload(ptr %v, i64 35, i64 0, i64 1, i64 8)
  %a36 = call ptr addrspace(1) @pto.tload(ptr %v, i64 36, i64 0, i64 1, i64 8)
  %a37 = call ptr addrspace(1) @pto.tload(ptr %v, i64 37, i64 0, i64 1, i64 8)
  %a38 = call ptr addrspace(1) @pto.tload(ptr %v, i64 38, i64 0, i64 1, i64 8)
  %a39 = call ptr addrspace(1) @pto.tload(ptr %v, i64 39, i64 0, i64 1, i64 8)
  %a40 = call ptr addrspace(1) @pto.tload(ptr %v, i64 40, i64 0, i64 1, i64 8)
  %a41 = call ptr addrspace(1) @pto.tload(ptr %v, i64 41, i64 0, i64 1, i64 8)
  %a42 = call ptr addrspace(1) @pto.tload(ptr %v, i64 42, i64 0, i64 1, i64 8)
  %a43 = call ptr addrspace(1) @pto.tload(ptr %v, i64 43, i64 0, i64 1, i64 8)
  %a44 = call ptr addrspace(1) @pto.tload(ptr %v, i64 44, i64 0, i64 1, i64 8)
  %a45 = call ptr addrspace(1) @pto.tload(ptr %v, i64 45, i64 0, i64 1, i64 8)
  %a46 = call ptr addrspace(1) @pto.tload(ptr %v, i64 46, i64 0, i64 1, i64 8)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %c = phi ptr addrspace(1) [ %a0, %entry ], [ %x, %loop ]
  %x = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c)
  %i.next = add i64 %i, 1
  %t = icmp slt i64 %i.next, 2
  br i1 %t, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %x, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
