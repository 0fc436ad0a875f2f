; row_stats: for a 16x256 f32 block, the row maxima m[i] = max_j x[i][j] and
; the row sums of exp(x), s[i] = sum_j exp(x[i][j]) (the two reductions of a
; row softmax), written as two 16x1 columns.
;
;   llc-22 -load=build/lib/libAscendPTO.so -mtriple=ascendpto row_stats.ll -o -
;
; trowmax and trowsum need a scratch tile (tmp) as large as their source and
; may not write over their inputs; the scratch of the second reduction reuses
; the first one's bytes.

define void @row_stats(ptr %x, ptr %max, ptr %sum) {
entry:
  %vx = call ptr @pto.tensor_view.f32(ptr %x, i64 16, i64 256, i64 256, i64 1)
  %vm = call ptr @pto.tensor_view.f32(ptr %max, i64 16, i64 1, i64 1, i64 1)
  %vs = call ptr @pto.tensor_view.f32(ptr %sum, i64 16, i64 1, i64 1, i64 1)

  %xt = call ptr addrspace(1) @pto.tload(ptr %vx, i64 0, i64 0, i64 16, i64 256)
  %tmp0 = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 256)
  %m = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %xt, ptr addrspace(1) %tmp0)
  call void @pto.tstore(ptr addrspace(1) %m, ptr %vm, i64 0, i64 0)

  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %xt)
  %tmp1 = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 256)
  %s = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %e, ptr addrspace(1) %tmp1)
  call void @pto.tstore(ptr addrspace(1) %s, ptr %vs, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.trowmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
