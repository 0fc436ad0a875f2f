; Read by test/Fuzz/sync-minimal-run-lines.test through pto_sync_minimal.py
; (not a lit test: Inputs/ is excluded). split-file, %t/ paths, a file
; made by another command (`>`) and a MIR round trip: each command a
; measured one needs runs first, as lit runs it.
; RUN: rm -rf %t && split-file %s %t
; RUN: sed 's/texp/trelu/' %t/k.ll > %t/relu.ll
; RUN: %llc -ascendpto-placement-objective=bytes -stop-after=ascendpto-buffer-coloring \
; RUN:   %t/relu.ll -o %t/relu.mir
; RUN: %llc -x mir -start-after=ascendpto-buffer-coloring %t/relu.mir -o %t/relu.pto
; RUN: %sync_check --noalias %t/relu.pto | FileCheck %s
; RUN: %llc -ascendpto-sync-minimal=false %t/k.ll -o %t/k.pto
; RUN: %sync_check --noalias-arg %%p --noalias-arg %%q %t/k.pto | FileCheck %s
; CHECK: pto_sync_check: 1 functions, 0 findings

;--- k.ll
define void @k(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 32, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 32, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %d = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %w, i64 16, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
