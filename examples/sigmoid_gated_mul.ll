; sigmoid_gated_mul: y = x * sigmoid(g) = x * 1 / (1 + exp(-g)), on one
; 32x128 f32 tile per operand.
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto sigmoid_gated_mul.ll -o -
;
; The chain tneg -> texp -> tadds works in place (each result takes its
; operand's bytes); trecip may not (it reads its input while writing), so its
; result gets a buffer of its own; the final product takes x's bytes.

define void @sigmoid_gated_mul(ptr %x, ptr %g, ptr %y) {
entry:
  %vx = call ptr @pto.tensor_view.f32(ptr %x, i64 32, i64 128, i64 128, i64 1)
  %vg = call ptr @pto.tensor_view.f32(ptr %g, i64 32, i64 128, i64 128, i64 1)
  %vy = call ptr @pto.tensor_view.f32(ptr %y, i64 32, i64 128, i64 128, i64 1)

  %gt = call ptr addrspace(1) @pto.tload(ptr %vg, i64 0, i64 0, i64 32, i64 128)
  %neg = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %gt)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %neg)
  %den = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %e, float 1.0)
  %sig = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %den)

  %xt = call ptr addrspace(1) @pto.tload(ptr %vx, i64 0, i64 0, i64 32, i64 128)
  %out = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %xt, ptr addrspace(1) %sig)
  call void @pto.tstore(ptr addrspace(1) %out, ptr %vy, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
