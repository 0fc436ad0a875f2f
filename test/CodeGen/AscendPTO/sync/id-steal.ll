; Id exhaustion without a PIPE_ALL barrier (docs/sync.md "Fallbacks"):
; small kernels of utils/bench/llc_scaling.py's "mixed" family (n loads of
; random heights, each stored 1 to 12 steps later; @steal: n = 60, seed 3;
; @grow: n = 40, seed 5) under the joint planner, where MTE3 -> MTE2 pairs
; (a store, then a later load into its bytes) live long and hold every id.
;
; @steal: a release (MTE3 -> MTE2, for the reuse of MTE2 -> MTE3
; EVENT_ID6 by the pair of %t38) finds every id live, narrowed or not. It
; was a PIPE_ALL barrier. Now it takes EVENT_ID3 from the one pair that
; holds it there, whose set moves down to its wait (a shorter range, a
; later set: no chain through it breaks); the reuses of EVENT_ID3 from
; there on are checked again, and the one nothing orders (the release's
; wait before that pair's later set) gets a release of its own, MTE2 ->
; MTE3, inserted into the ids already given and checked like any other.
; RUN: %llc -ascendpto-memory-planner=dsa -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %s -o %t.pto 2> %t.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.err
; REPORT: ascendpto-sync: func=steal mode=backend pairs=34 barriers=59 full-barriers=1 fallbacks=0
; REPORT: ascendpto-sync: func=grow mode=backend pairs=26 barriers=39 full-barriers=1 fallbacks=0
; RUN: FileCheck %s --check-prefix=REMARK < %t.err
; REMARK-COUNT-3: remark: <unknown>:0:0: the event ids of PIPE_MTE3 -> PIPE_MTE2 are all live here; the set moves down to its wait
; REMARK-NEXT: remark: <unknown>:0:0: the event ids of PIPE_MTE3 -> PIPE_MTE2 are all live here; the set of another pair of this id moves down to its wait
; REMARK-NOT: PIPE_ALL
; The release, narrowed (its set moved down to its wait), right before the
; reuse it orders:
; RUN: %sync_lines %t.pto | FileCheck %s
; CHECK-LABEL: func.func @steal(
; CHECK: pto.tload ins(%pv_69{{.*}} outs(%t38
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; CHECK-LABEL: func.func @grow(
; CHECK-NOT: PIPE_ALL
; CHECK: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; RUN: %sync_check %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 2 functions, 0 findings
; Without the release's wait, nothing orders the last wait of MTE2 -> MTE3
; EVENT_ID6 before its next set (and the release's flag is still set when
; its id is set again):
; RUN: %sync_mutate %t.pto --func steal --match 'wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]' --nth 1 --mutation delete \
; RUN:   | not %sync_check - | FileCheck %s --check-prefix=NOREL
; NOREL: @steal: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_MTE3 EVENT_ID6 may be set again before the wait at line {{[0-9]+}} has cleared it
; NOREL: @steal: double-set: line {{[0-9]+}}: PIPE_MTE3 -> PIPE_MTE2 EVENT_ID3 is set again before its wait
;
; @grow: a pair whose id comes with a release (docs/sync.md "Releases")
; lost it: the releases made for it grew the pass's table of syncs, and
; the id was written through a reference into the old one; the pair then
; became a PIPE_ALL barrier without a remark (fixed: no reference into the
; table is kept across a release). Now no fallback at all.

define void @steal(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 4096, i64 32, i64 32, i64 1)
  %t0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 32)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 8, i64 0, i64 16, i64 32)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 64, i64 32)
  %t3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 24, i64 0, i64 8, i64 32)
  %t4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 8, i64 32)
  %t5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 40, i64 0, i64 32, i64 32)
  %t6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %v, i64 0, i64 0)
  %t7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 56, i64 0, i64 64, i64 32)
  %t8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 64, i64 32)
  %t9 = call ptr addrspace(1) @pto.tload(ptr %v, i64 72, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t0, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t6, ptr %v, i64 0, i64 0)
  %t10 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 32)
  %t11 = call ptr addrspace(1) @pto.tload(ptr %v, i64 88, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %v, i64 0, i64 0)
  %t12 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t2, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t9, ptr %v, i64 0, i64 0)
  %t13 = call ptr addrspace(1) @pto.tload(ptr %v, i64 104, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t5, ptr %v, i64 0, i64 0)
  %t14 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t8, ptr %v, i64 0, i64 0)
  %t15 = call ptr addrspace(1) @pto.tload(ptr %v, i64 120, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t13, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t7, ptr %v, i64 0, i64 0)
  %t16 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 64, i64 32)
  %t17 = call ptr addrspace(1) @pto.tload(ptr %v, i64 136, i64 0, i64 64, i64 32)
  %t18 = call ptr addrspace(1) @pto.tload(ptr %v, i64 144, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t10, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t14, ptr %v, i64 0, i64 0)
  %t19 = call ptr addrspace(1) @pto.tload(ptr %v, i64 152, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t15, ptr %v, i64 0, i64 0)
  %t20 = call ptr addrspace(1) @pto.tload(ptr %v, i64 160, i64 0, i64 32, i64 32)
  %t21 = call ptr addrspace(1) @pto.tload(ptr %v, i64 168, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t19, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t20, ptr %v, i64 0, i64 0)
  %t22 = call ptr addrspace(1) @pto.tload(ptr %v, i64 176, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t11, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t12, ptr %v, i64 0, i64 0)
  %t23 = call ptr addrspace(1) @pto.tload(ptr %v, i64 184, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t21, ptr %v, i64 0, i64 0)
  %t24 = call ptr addrspace(1) @pto.tload(ptr %v, i64 192, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t18, ptr %v, i64 0, i64 0)
  %t25 = call ptr addrspace(1) @pto.tload(ptr %v, i64 200, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t16, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t22, ptr %v, i64 0, i64 0)
  %t26 = call ptr addrspace(1) @pto.tload(ptr %v, i64 208, i64 0, i64 64, i64 32)
  %t27 = call ptr addrspace(1) @pto.tload(ptr %v, i64 216, i64 0, i64 32, i64 32)
  %t28 = call ptr addrspace(1) @pto.tload(ptr %v, i64 224, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t17, ptr %v, i64 0, i64 0)
  %t29 = call ptr addrspace(1) @pto.tload(ptr %v, i64 232, i64 0, i64 16, i64 32)
  %t30 = call ptr addrspace(1) @pto.tload(ptr %v, i64 240, i64 0, i64 8, i64 32)
  %t31 = call ptr addrspace(1) @pto.tload(ptr %v, i64 248, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t25, ptr %v, i64 0, i64 0)
  %t32 = call ptr addrspace(1) @pto.tload(ptr %v, i64 256, i64 0, i64 32, i64 32)
  %t33 = call ptr addrspace(1) @pto.tload(ptr %v, i64 264, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t23, ptr %v, i64 0, i64 0)
  %t34 = call ptr addrspace(1) @pto.tload(ptr %v, i64 272, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t24, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t29, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t30, ptr %v, i64 0, i64 0)
  %t35 = call ptr addrspace(1) @pto.tload(ptr %v, i64 280, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t26, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t27, ptr %v, i64 0, i64 0)
  %t36 = call ptr addrspace(1) @pto.tload(ptr %v, i64 288, i64 0, i64 8, i64 32)
  %t37 = call ptr addrspace(1) @pto.tload(ptr %v, i64 296, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t28, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t36, ptr %v, i64 0, i64 0)
  %t38 = call ptr addrspace(1) @pto.tload(ptr %v, i64 304, i64 0, i64 64, i64 32)
  %t39 = call ptr addrspace(1) @pto.tload(ptr %v, i64 312, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t35, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t38, ptr %v, i64 0, i64 0)
  %t40 = call ptr addrspace(1) @pto.tload(ptr %v, i64 320, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t32, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t39, ptr %v, i64 0, i64 0)
  %t41 = call ptr addrspace(1) @pto.tload(ptr %v, i64 328, i64 0, i64 8, i64 32)
  %t42 = call ptr addrspace(1) @pto.tload(ptr %v, i64 336, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t31, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t40, ptr %v, i64 0, i64 0)
  %t43 = call ptr addrspace(1) @pto.tload(ptr %v, i64 344, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t43, ptr %v, i64 0, i64 0)
  %t44 = call ptr addrspace(1) @pto.tload(ptr %v, i64 352, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t33, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t34, ptr %v, i64 0, i64 0)
  %t45 = call ptr addrspace(1) @pto.tload(ptr %v, i64 360, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t41, ptr %v, i64 0, i64 0)
  %t46 = call ptr addrspace(1) @pto.tload(ptr %v, i64 368, i64 0, i64 32, i64 32)
  %t47 = call ptr addrspace(1) @pto.tload(ptr %v, i64 376, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t37, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t47, ptr %v, i64 0, i64 0)
  %t48 = call ptr addrspace(1) @pto.tload(ptr %v, i64 384, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t42, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t48, ptr %v, i64 0, i64 0)
  %t49 = call ptr addrspace(1) @pto.tload(ptr %v, i64 392, i64 0, i64 8, i64 32)
  %t50 = call ptr addrspace(1) @pto.tload(ptr %v, i64 400, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t44, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t49, ptr %v, i64 0, i64 0)
  %t51 = call ptr addrspace(1) @pto.tload(ptr %v, i64 408, i64 0, i64 64, i64 32)
  %t52 = call ptr addrspace(1) @pto.tload(ptr %v, i64 416, i64 0, i64 32, i64 32)
  %t53 = call ptr addrspace(1) @pto.tload(ptr %v, i64 424, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t45, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t50, ptr %v, i64 0, i64 0)
  %t54 = call ptr addrspace(1) @pto.tload(ptr %v, i64 432, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t46, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t52, ptr %v, i64 0, i64 0)
  %t55 = call ptr addrspace(1) @pto.tload(ptr %v, i64 440, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t51, ptr %v, i64 0, i64 0)
  %t56 = call ptr addrspace(1) @pto.tload(ptr %v, i64 448, i64 0, i64 64, i64 32)
  %t57 = call ptr addrspace(1) @pto.tload(ptr %v, i64 456, i64 0, i64 64, i64 32)
  %t58 = call ptr addrspace(1) @pto.tload(ptr %v, i64 464, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t53, ptr %v, i64 0, i64 0)
  %t59 = call ptr addrspace(1) @pto.tload(ptr %v, i64 472, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t54, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t55, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t56, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t59, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t57, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t58, ptr %v, i64 0, i64 0)
  ret void
}

define void @grow(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 4096, i64 32, i64 32, i64 1)
  %t0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 32, i64 32)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 8, i64 0, i64 32, i64 32)
  %t2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 8, i64 32)
  %t3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 24, i64 0, i64 16, i64 32)
  %t4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 8, i64 32)
  %t5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 40, i64 0, i64 8, i64 32)
  %t6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t4, ptr %v, i64 0, i64 0)
  %t7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 56, i64 0, i64 64, i64 32)
  %t8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 8, i64 32)
  %t9 = call ptr addrspace(1) @pto.tload(ptr %v, i64 72, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t2, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t6, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t9, ptr %v, i64 0, i64 0)
  %t10 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t5, ptr %v, i64 0, i64 0)
  %t11 = call ptr addrspace(1) @pto.tload(ptr %v, i64 88, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t0, ptr %v, i64 0, i64 0)
  %t12 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %v, i64 0, i64 0)
  %t13 = call ptr addrspace(1) @pto.tload(ptr %v, i64 104, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t11, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %v, i64 0, i64 0)
  %t14 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t12, ptr %v, i64 0, i64 0)
  %t15 = call ptr addrspace(1) @pto.tload(ptr %v, i64 120, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t13, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t15, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t7, ptr %v, i64 0, i64 0)
  %t16 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t10, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t14, ptr %v, i64 0, i64 0)
  %t17 = call ptr addrspace(1) @pto.tload(ptr %v, i64 136, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t8, ptr %v, i64 0, i64 0)
  %t18 = call ptr addrspace(1) @pto.tload(ptr %v, i64 144, i64 0, i64 16, i64 32)
  %t19 = call ptr addrspace(1) @pto.tload(ptr %v, i64 152, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t16, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t17, ptr %v, i64 0, i64 0)
  %t20 = call ptr addrspace(1) @pto.tload(ptr %v, i64 160, i64 0, i64 16, i64 32)
  %t21 = call ptr addrspace(1) @pto.tload(ptr %v, i64 168, i64 0, i64 16, i64 32)
  %t22 = call ptr addrspace(1) @pto.tload(ptr %v, i64 176, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t18, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t19, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t20, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t22, ptr %v, i64 0, i64 0)
  %t23 = call ptr addrspace(1) @pto.tload(ptr %v, i64 184, i64 0, i64 32, i64 32)
  %t24 = call ptr addrspace(1) @pto.tload(ptr %v, i64 192, i64 0, i64 16, i64 32)
  %t25 = call ptr addrspace(1) @pto.tload(ptr %v, i64 200, i64 0, i64 32, i64 32)
  %t26 = call ptr addrspace(1) @pto.tload(ptr %v, i64 208, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t24, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t25, ptr %v, i64 0, i64 0)
  %t27 = call ptr addrspace(1) @pto.tload(ptr %v, i64 216, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t21, ptr %v, i64 0, i64 0)
  %t28 = call ptr addrspace(1) @pto.tload(ptr %v, i64 224, i64 0, i64 32, i64 32)
  %t29 = call ptr addrspace(1) @pto.tload(ptr %v, i64 232, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t23, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t28, ptr %v, i64 0, i64 0)
  %t30 = call ptr addrspace(1) @pto.tload(ptr %v, i64 240, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t26, ptr %v, i64 0, i64 0)
  %t31 = call ptr addrspace(1) @pto.tload(ptr %v, i64 248, i64 0, i64 32, i64 32)
  %t32 = call ptr addrspace(1) @pto.tload(ptr %v, i64 256, i64 0, i64 64, i64 32)
  %t33 = call ptr addrspace(1) @pto.tload(ptr %v, i64 264, i64 0, i64 16, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t31, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t33, ptr %v, i64 0, i64 0)
  %t34 = call ptr addrspace(1) @pto.tload(ptr %v, i64 272, i64 0, i64 32, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t29, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t34, ptr %v, i64 0, i64 0)
  %t35 = call ptr addrspace(1) @pto.tload(ptr %v, i64 280, i64 0, i64 32, i64 32)
  %t36 = call ptr addrspace(1) @pto.tload(ptr %v, i64 288, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t27, ptr %v, i64 0, i64 0)
  %t37 = call ptr addrspace(1) @pto.tload(ptr %v, i64 296, i64 0, i64 64, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t30, ptr %v, i64 0, i64 0)
  %t38 = call ptr addrspace(1) @pto.tload(ptr %v, i64 304, i64 0, i64 64, i64 32)
  %t39 = call ptr addrspace(1) @pto.tload(ptr %v, i64 312, i64 0, i64 8, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t32, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t35, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t37, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t36, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t39, ptr %v, i64 0, i64 0)
  call void @pto.tstore(ptr addrspace(1) %t38, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
