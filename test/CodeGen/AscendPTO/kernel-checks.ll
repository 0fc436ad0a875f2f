; The kernel checks (ascendpto-check-kernel): named warnings, each
; silenceable, and errors for windows outside a view and a declared kernel
; kind the memories contradict; a misspelled op gets a did-you-mean.
; RUN: split-file %s %t
; RUN: %llc %t/no-store.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSTORE
; RUN: %llc -ascendpto-no-warn=pto-no-store %t/no-store.ll -o /dev/null 2>&1 | count 0
; RUN: %llc -ascendpto-no-warn=all %t/no-store.ll -o /dev/null 2>&1 | count 0
; RUN: %llc %t/uninit.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNINIT
; RUN: %llc -ascendpto-no-warn=pto-uninitialized %t/uninit.ll -o /dev/null 2>&1 | count 0
; RUN: %llc %t/uninit-loop.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNINITLOOP
; RUN: %llc %t/initialised.ll -o /dev/null 2>&1 | count 0
; RUN: %llc %t/names.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMES
; RUN: %llc -ascendpto-no-warn=pto-unknown-attribute,pto-unknown-metadata %t/names.ll -o /dev/null 2>&1 | count 0
; RUN: %llc %t/mangled.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MANGLED
; RUN: %llc -ascendpto-no-warn=pto-mangled-name %t/mangled.ll -o /dev/null 2>&1 | count 0
; RUN: not %llc %t/window.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WINDOW
; RUN: not %llc %t/window-store.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WINSTORE
; RUN: not %llc %t/kind-vector.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KINDVEC
; RUN: not %llc %t/kind-cube.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KINDCUBE
; RUN: not %llc %t/typo-op.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPO
; The inferred kind is in the plan report.
; RUN: %llc -ascendpto-plan-report %t/initialised.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

; NOSTORE: warning: in function @k: the kernel stores nothing (no pto.tstore or other operation with an effect): everything it computes is discarded [-Wpto-no-store]
; UNINIT: warning: in function @k: pto.tmatmul.acc reads %acc (operand 0, acc) before anything writes it: %acc is a fresh pto.alloc_tile, whose bytes are undefined; initialise it first (a load, an operation that defines it, or pto.texpands) [-Wpto-uninitialized]
; UNINITLOOP: warning: in function @k: pto.tadd reads %sum (operand 0, src0) before anything writes it: %zero is a fresh pto.alloc_tile, whose bytes are undefined (%sum is %zero on some path, through a loop carry or an if merge); initialise it first
; NAMES-DAG: warning: in function @k: unknown attribute "pto.kernel_kin" is ignored (did you mean "pto.kernel_kind"?) [-Wpto-unknown-attribute]
; NAMES-DAG: warning: in function @k: unknown attribute "pto.frobnicate" is ignored (known: pto.kernel_kind, pto.split_aiv, pto.stages) [-Wpto-unknown-attribute]
; NAMES-DAG: warning: in function @k: unknown metadata !pto.pipelin is ignored (did you mean !pto.pipeline?) [-Wpto-unknown-metadata]
; MANGLED: warning: in function @_Z5scalePfS_: the kernel is named by its C++ mangled symbol (scale(float*, float*)): declare it PTO_KERNEL (extern "C") to keep its source name [-Wpto-mangled-name]
; WINDOW: error: in function @k: pto.tload: the [16, 64] window at (8, 0) leaves the tensor view %v (16 x 64): its rows 8..23 are not all in 0..15; move the window inside the view or enlarge the view
; WINSTORE: error: in function @k: pto.tstore: the [16, 64] window at (0, 32) leaves the tensor view %w (16 x 64): its columns 32..95 are not all in 0..63
; KINDVEC: error: in function @k: the kernel is declared "pto.kernel_kind"="vector", but pto.tload defines %m in mat (L1), a memory of the cube core: remove the attribute (the kernel is then cube) or keep the kernel in vec
; KINDCUBE: error: in function @k: the kernel is declared "pto.kernel_kind"="cube", but it uses no memory of the cube core (mat, left, right, acc, bias, scaling): all its tiles are in vec, so it runs on the vector core; remove the attribute or declare it "vector"
; TYPO: error: in function @k: unknown PTO operation 'pto.taddd.f16' (no pto.* op of that name in the op table, did you mean 'pto.tadd'?; see docs/op-properties.md)
; REPORT: ascendpto-plan: func=k space=vec {{.*}} kind=vector

;--- no-store.ll
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))

;--- uninit.ll
; An accumulator never initialised: tmatmul.acc reads it.
define void @k(ptr %a, ptr %b, ptr %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 32, i64 32, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 32, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %ma = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %mb = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %l = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %ma)
  %r = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %mb)
  %acc = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  %d = call ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5) %acc, ptr addrspace(3) %l, ptr addrspace(4) %r)
  call void @pto.tstore.acc(ptr addrspace(5) %d, ptr %vc, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(5) @pto.tmatmul.acc(ptr addrspace(5), ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore.acc(ptr addrspace(5), ptr, i64, i64)

;--- uninit-loop.ll
; A running sum started from a fresh tile: on the first iteration it is read
; before anything wrote it.
define void @k(ptr %p, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %zero = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi ptr addrspace(1) [ %zero, %entry ], [ %sum.next, %loop ]
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %i, i64 0, i64 16, i64 64)
  %sum.next = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %sum, ptr addrspace(1) %x)
  %i.next = add i64 %i, 16
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @pto.tstore(ptr addrspace(1) %sum.next, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- initialised.ll
; Scratch (tmp) operands and written-into destinations are not reads.
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %tmp = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %s = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %a, ptr addrspace(1) %tmp)
  %e = call ptr addrspace(1) @pto.texpands.f32(float 1.0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %s, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texpands.f32(float, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- names.ll
define void @k(ptr %p) #0 {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !pto.pipelin !0
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
attributes #0 = { "pto.kernel_kin"="vector" "pto.frobnicate" }
!0 = !{i32 0, i32 0, i32 2}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- mangled.ll
define void @_Z5scalePfS_(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- window.ll
define void @k(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 8, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- window-store.ll
define void @k(ptr %p, ptr %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %w, i64 0, i64 32)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- kind-vector.ll
define void @k(ptr %p) "pto.kernel_kind"="vector" {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %m = call ptr addrspace(2) @pto.tload.mat(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(2) %m, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(2), ptr, i64, i64)

;--- kind-cube.ll
define void @k(ptr %p) "pto.kernel_kind"="cube" {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 16, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %a, ptr %v, i64 0, i64 0)
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- typo-op.ll
define void @k() {
  %t = call ptr addrspace(1) @pto.taddd.f16()
  ret void
}
declare ptr addrspace(1) @pto.taddd.f16()
