; The placement objective (docs/planner.md, "The placement objective"):
; -ascendpto-placement-objective=time (the default of the joint planner, so
; of auto) avoids a reuse that adds a dependence between ops that could
; overlap when the capacity has room; bytes is the smallest peak;
; -ascendpto-memory-planner=pypto keeps the seed's packing whatever the
; objective, and says what the reuse costs.
; RUN: %llc -ascendpto-plan-report %s -o - 2>%t.err | FileCheck %s --check-prefix=TIME
; RUN: FileCheck %s --check-prefix=TIME-REPORT < %t.err
; RUN: %llc -ascendpto-plan-report -ascendpto-placement-objective=bytes %s -o - 2>%t.bytes | FileCheck %s --check-prefix=BYTES
; RUN: FileCheck %s --check-prefix=BYTES-REPORT < %t.bytes
; RUN: %llc -ascendpto-plan-report -ascendpto-memory-planner=pypto -pass-remarks-missed=ascendpto-buffer-coloring %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PYPTO
; RUN: %llc -ascendpto-memory-planner=dsa %s -o - | FileCheck %s --check-prefix=TIME

; gemm.c's L1 tiles: A is loaded (MTE2) and moved into L0A (MTE1), then B
; is loaded and moved into L0B. A and B are never live together: bytes puts
; both at 0, so B's load waits for A's move; time keeps them apart (L1 holds
; 512 KiB).
; TIME-LABEL: func.func @two_loads
; TIME: %am = pto.alloc_tile addr = %c4096_i64 :
; TIME: %bm = pto.alloc_tile addr = %c0_i64 :
; BYTES-LABEL: func.func @two_loads
; BYTES: %am = pto.alloc_tile addr = %c0_i64 :
; BYTES: %bm = pto.alloc_tile addr = %c0_i64 :
; TIME-REPORT: ascendpto-plan: func=two_loads space=mat tiles=2 buffers=2 peak=5120 lb=4096 capacity=524288 planner=pypto proven=no objective=time reuse_deps=0
; BYTES-REPORT: ascendpto-plan: func=two_loads space=mat tiles=2 buffers=1 peak=4096 lb=4096 capacity=524288 planner=pypto proven=optimal objective=bytes reuse_deps=1
; PYPTO: remark: <unknown>:0:0: reuse in mat adds 1 dependence between ops that could overlap; keeping them apart needs 5120 bytes, 1024 more than now (peak 4096, capacity 524288)
; PYPTO: ascendpto-plan: func=two_loads space=mat {{.*}} planner=pypto proven=optimal objective=bytes reuse_deps=1
define void @two_loads(ptr %a, ptr %b, ptr %c) {
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 16, i64 32, i64 32, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 32, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 16, i64 64, i64 64, i64 1)
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 0, i64 0, i64 16, i64 32)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  call void @pto.tstore(ptr addrspace(5) %acc, ptr %vc, i64 0, i64 0)
  ret void
}

; A result that takes its operand's bytes at the op that reads it adds
; nothing (the op reads before it writes): both objectives share.
; TIME-LABEL: func.func @in_place
; TIME: %a = pto.alloc_tile addr = %[[X:c0_i64]] :
; TIME: %b = pto.alloc_tile addr = %[[X]] :
; TIME-REPORT: ascendpto-plan: func=in_place space=vec {{.*}} buffers=1 peak=16384 {{.*}} objective=time reuse_deps=0
define void @in_place(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %b = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %a, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %b, ptr %w, i64 0, i64 0)
  ret void
}

; Memory is short: four 60 KiB tiles, each loaded and stored, one after
; another; every reuse among them adds a dependence (a store, or a load on
; MTE2, which needs a barrier), and UB holds three. Time keeps apart every
; pair it can and shares exactly one, the pair furthest apart in time (%t3
; takes %t0's bytes): three buffers, one dependence; bytes puts all four in
; one buffer (six).
; TIME-LABEL: func.func @short
; TIME: %t0 = pto.alloc_tile addr = %[[T0:c0_i64]] :
; TIME: %t1 = pto.alloc_tile addr = %c61440_i64 :
; TIME: %t2 = pto.alloc_tile addr = %c122880_i64 :
; TIME: %t3 = pto.alloc_tile addr = %[[T0]] :
; TIME-REPORT: ascendpto-plan: func=short space=vec tiles=4 buffers=3 peak=184320 lb=61440 capacity=188416 planner=pypto proven=no objective=time reuse_deps=1
; BYTES-REPORT: ascendpto-plan: func=short space=vec tiles=4 buffers=1 peak=61440 lb=61440 capacity=188416 planner=pypto proven=optimal objective=bytes reuse_deps=6
define void @short(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 240, i64 256, i64 256, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 240, i64 256, i64 256, i64 1)
  %t0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t0, ptr %w, i64 0, i64 0)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 60, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %w, i64 60, i64 0)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 120, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t2, ptr %w, i64 120, i64 0)
  %t3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 180, i64 0, i64 60, i64 256)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %w, i64 180, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
