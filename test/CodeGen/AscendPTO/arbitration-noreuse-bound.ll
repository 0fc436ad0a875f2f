; The placement arbitration (docs/planner.md, "Arbitration") skips one
; buffer per tile when a capacity bound proves it cannot fit
; (ptoplan::computeApartLowerBounds): eight 32 KiB tiles, each dead after its
; store, need 262144 bytes apart and vec holds 188416 on ascend910b. Neither
; the O(n^2) separations nor the packing are built, and the remark says why.
; RUN: %llc -ascendpto-plan-report -pass-remarks-analysis=ascendpto-buffer-coloring \
; RUN:   %s -o %t.pto 2>&1 | FileCheck %s
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py %t.pto | FileCheck %s --check-prefix=SYNC
; SYNC: pto_sync_check: 1 functions, 0 findings
; CHECK: remark: {{.*}}placement chosen by est_cycles: time {{[0-9]+}}, bytes {{[0-9]+}}, no reuse - (cannot fit: vec (UB) needs at least 262144 bytes without reuse, capacity 188416); chosen {{time|bytes}}{{$}}
; CHECK: ascendpto-plan: func=noreuse_cannot_fit space=vec tiles=8 {{.*}} chosen={{time|bytes}}{{$}}
; The bound is the figure one buffer per tile needs:
; RUN: not %llc -ascendpto-disable-buffer-reuse %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOREUSE
; NOREUSE: vec (UB) overflows: the plan needs 262144 bytes but ascend910b has 188416

define void @noreuse_cannot_fit(ptr %pf, ptr %po) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t0 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 0, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t0, ptr %vo, i64 0, i64 0)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 64, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %vo, i64 64, i64 0)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 128, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t2, ptr %vo, i64 128, i64 0)
  %t3 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 192, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %vo, i64 192, i64 0)
  %t4 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 256, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %vo, i64 256, i64 0)
  %t5 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 320, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t5, ptr %vo, i64 320, i64 0)
  %t6 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 384, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t6, ptr %vo, i64 384, i64 0)
  %t7 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 448, i64 0, i64 64, i64 128)
  call void @pto.tstore(ptr addrspace(1) %t7, ptr %vo, i64 448, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

attributes #0 = { "target-cpu"="ascend910b" }
