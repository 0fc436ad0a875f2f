; The estimate runs the `if` arm with more costed tile ops, not the one
; with more MIR instructions (docs/cost-model.md): the then arm below has
; more instructions (the scalar arithmetic of its store row) but one tile
; op and its store; the else arm has four tile ops and its store.
; RUN: %llc -ascendpto-plan-report %s -o /dev/null 2>&1 | FileCheck %s

; The else arm's figure, the same as the else arm alone, straight-line:
; tload (MTE2 0..296), set and wait, texp, tabs, tmuls, tadd on V with a
; barrier (20) between each two (298..558), set and wait, tstore (MTE3
; 560..724), the final PIPE_ALL barrier: 744. Counting MIR instructions
; took the then arm, 524 (as @then_only; est-cycles.ll derives it).
; CHECK: ascendpto-sync: func=arms mode=backend {{.*}} est_cycles=744{{$}}
; CHECK: ascendpto-sync: func=else_only mode=backend {{.*}} est_cycles=744{{$}}
; CHECK: ascendpto-sync: func=then_only mode=backend {{.*}} est_cycles=524{{$}}
define void @arms(ptr %in, ptr %out, i32 %s, i64 %a, i64 %b) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %c = icmp sgt i32 %s, 0
  br i1 %c, label %then, label %else
then:
  %r0 = mul i64 %a, %b
  %r1 = add i64 %r0, %a
  %r2 = sub i64 %r1, %b
  %r3 = mul i64 %r2, %a
  %r4 = add i64 %r3, %b
  %r5 = sub i64 %r4, %a
  %r6 = mul i64 %r5, %b
  %r7 = add i64 %r6, %a
  %r8 = sub i64 %r7, %b
  %r9 = srem i64 %r8, 4
  %r = mul i64 %r9, 16
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %r, i64 0)
  br label %merge
else:
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  %f = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %e)
  %g = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %f, float 2.0)
  %h = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %g, ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %h, ptr %w, i64 0, i64 0)
  br label %merge
merge:
  ret void
}

define void @else_only(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x)
  %f = call ptr addrspace(1) @pto.tabs(ptr addrspace(1) %e)
  %g = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %f, float 2.0)
  %h = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %g, ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %h, ptr %w, i64 0, i64 0)
  ret void
}

; The then arm alone is cheaper: picking it would under-estimate.
define void @then_only(ptr %in, ptr %out, i64 %a, i64 %b) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %r0 = mul i64 %a, %b
  %r1 = add i64 %r0, %a
  %r2 = sub i64 %r1, %b
  %r3 = mul i64 %r2, %a
  %r4 = add i64 %r3, %b
  %r5 = sub i64 %r4, %a
  %r6 = mul i64 %r5, %b
  %r7 = add i64 %r6, %a
  %r8 = sub i64 %r7, %b
  %r9 = srem i64 %r8, 4
  %r = mul i64 %r9, 16
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %r, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tabs(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
