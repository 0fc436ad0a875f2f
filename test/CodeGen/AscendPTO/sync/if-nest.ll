; An if-guarded inner loop inside an outer loop (docs/sync.md "Releases",
; "In an arm"): the shape clang -O2 gives every `for (j < m) for (i < n)`
; with a run-time inner count, the outer body an `scf.if %go { scf.for %i }`
; (%go = n > 0, hoisted). The inner loop's credits (V -> MTE2 for the WAR of
; the next load on the bytes tmuls read, MTE3 -> V for the next tmuls on the
; bytes the store read) are waited after the inner loop, in the arm, and set
; again before it in the next outer trip that runs the arm. Their release
; goes into the arm too: a credit of the outer loop whose body wait precedes
; the inner credit's pre-set and whose body set follows its post-wait, both
; in the arm, so a trip that skips the arm runs neither. A release round the
; if instead (its body wait before the if, its body set after it) would set
; twice in a trip that skips the arm; with neither, each inner credit was a
; PIPE_ALL barrier inside the inner loop (main a2d6d6f: full-barriers=2
; fallbacks=2 for @nest). Checked: an else arm with its own tile ops, two
; guarded inner loops in one outer loop, a tile op before the inner loop in
; the arm, and the cube pipes. No fallback, no PIPE_ALL but the final one;
; the checker (0..3 trips of every loop, each if instance deciding its arm)
; finds nothing, and nothing is removable.
; RUN: split-file %s %t
; RUN: %llc -verify-machineinstrs -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %t/vec.ll -o %t/vec.pto 2> %t/vec.err
; RUN: FileCheck %s --check-prefix=REPORT < %t/vec.err
; REPORT-NOT: remark
; REPORT: ascendpto-sync: func=nest mode=backend pairs=10 barriers=0 full-barriers=1 fallbacks=0
; REPORT: ascendpto-sync: func=orelse mode=backend pairs=18 barriers=0 full-barriers=1 fallbacks=0
; REPORT: ascendpto-sync: func=two mode=backend pairs=20 barriers=0 full-barriers=1 fallbacks=0
; REPORT: ascendpto-sync: func=pre mode=backend pairs=10 barriers=1 full-barriers=1 fallbacks=0
; REPORT-NOT: remark
; RUN: %llc -verify-machineinstrs -ascendpto-plan-report -pass-remarks-missed=ascendpto-insert-sync %t/cube.ll -o %t/cube.pto 2> %t/cube.err
; RUN: FileCheck %s --check-prefix=CUBE-REPORT < %t/cube.err
; CUBE-REPORT-NOT: remark
; CUBE-REPORT: ascendpto-sync: func=cube mode=backend pairs=16 barriers=0 full-barriers=1 fallbacks=0
; CUBE-REPORT-NOT: remark
; RUN: %sync_lines %t/vec.pto | FileCheck %s
; RUN: %sync_lines %t/cube.pto | FileCheck %s --check-prefix=CUBE
; RUN: %sync_check --noalias %t/vec.pto | FileCheck %s --check-prefix=OK4
; RUN: %sync_check --noalias --vary uniform %t/vec.pto | FileCheck %s --check-prefix=OK4
; RUN: %sync_check --noalias %t/cube.pto | FileCheck %s --check-prefix=OK1
; OK4: pto_sync_check: 4 functions, 0 findings
; OK1: pto_sync_check: 1 functions, 0 findings
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias %t/vec.pto %t/cube.pto | FileCheck %s --check-prefix=MIN
; MIN: pto_sync_minimal: 2 kernels, 47 sync units, 0 removable, 5 final barriers

; The release round the if (its body waits hoisted before the if, its body
; sets sunk after it): a trip that skips the arm sets it twice.
; RUN: %sync_mutate %t/vec.pto --func nest --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]' --mutation move=-1 \
; RUN:   | %sync_mutate - --func nest --match 'wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]' --mutation move=-2 \
; RUN:   | %sync_mutate - --func nest --match 'set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]' --nth 2 --mutation move=2 \
; RUN:   | %sync_mutate - --func nest --match 'set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]' --nth 2 --mutation move=2 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=AROUND
; AROUND: @nest: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID2 may be set again before the wait at line {{[0-9]+}} has cleared it
; AROUND: @nest: double-set: line {{[0-9]+}}: PIPE_V -> PIPE_MTE3 EVENT_ID2 may be set again before the wait at line {{[0-9]+}} has cleared it
; AROUND: pto_sync_check: 4 functions, 2 findings
; Without the release's body wait: the inner credit's next pre-set may
; overtake its post-wait, and the release sets twice.
; RUN: %sync_mutate %t/vec.pto --func nest --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=NOREL
; NOREL: @nest: double-set: line {{[0-9]+}}: PIPE_V -> PIPE_MTE2 EVENT_ID0 may be set again before the wait at line {{[0-9]+}} has cleared it
; NOREL: @nest: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID2 is set again before its wait
; With an else arm: the release's wait after the outer loop deleted.
; RUN: %sync_mutate %t/vec.pto --func orelse --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]' --nth 2 --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=ELSE
; ELSE: @orelse: left-set: PIPE_MTE2 -> PIPE_V EVENT_ID3 set at line {{[0-9]+}} is still set at the end
; Its body wait hoisted out of the then arm: the trips that run the else
; arm wait for a set nobody made.
; RUN: %sync_mutate %t/vec.pto --func orelse --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]' --mutation move=-1 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=ELSE-HOIST
; ELSE-HOIST: @orelse: deadlock: line {{[0-9]+}}: wait PIPE_MTE2 -> PIPE_V EVENT_ID3 with no pending set
; Two guarded loops: the second one's release on the first one's id.
; RUN: %sync_mutate %t/vec.pto --func two --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]' --mutation id=2 \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=TWO
; TWO: @two: deadlock: line {{[0-9]+}}: wait PIPE_MTE2 -> PIPE_V EVENT_ID2 with no pending set
; A tile op before the inner loop: the release's body set deleted.
; RUN: %sync_mutate %t/vec.pto --func pre --match 'set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]' --nth 2 --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=PRE
; PRE: @pre: deadlock: line {{[0-9]+}}: wait PIPE_MTE2 -> PIPE_V EVENT_ID2 with no pending set
; The cube: the MTE2 -> MTE1 release's body wait deleted.
; RUN: %sync_mutate %t/cube.pto --func cube --match 'wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID2>]' --mutation delete \
; RUN:   | not %sync_check --noalias - | FileCheck %s --check-prefix=CUBE-NOREL
; CUBE-NOREL: @cube: double-set: line {{[0-9]+}}: PIPE_MTE1 -> PIPE_MTE2 EVENT_ID0 may be set again before the wait at line {{[0-9]+}} has cleared it
; CUBE-NOREL: @cube: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_MTE1 EVENT_ID2 is set again before its wait

; CHECK-LABEL: func.func @nest(
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  scf.for %j
; CHECK-NEXT:  scf.if %go {
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  scf.for %i
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT:  pto.tload
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.tmuls
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.tstore
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  }
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  }
; CHECK-NEXT:  }
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT:  return

; The else arm keeps its own pairs; the then arm's release is in the then
; arm (EVENT_ID3), next to the outer loop's credits of the else arm's
; accesses (EVENT_ID0..2 round the if).
; CHECK-LABEL: func.func @orelse(
; CHECK:       scf.if %go {
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NOT:   PIPE_ALL
; CHECK:       pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NEXT:  } else {
; CHECK-NOT:   PIPE_ALL
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT:  return

; Two guarded loops, a release in each arm, on ids of their own.
; CHECK-LABEL: func.func @two(
; CHECK:       scf.if %go {
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NOT:   PIPE_ALL
; CHECK:       pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  }
; CHECK-NEXT:  scf.if %go2 {
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK-NOT:   PIPE_ALL
; CHECK:       pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; CHECK-NEXT:  }
; CHECK-NEXT:  }
; CHECK-NOT:   PIPE_ALL
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT:  return

; A load before the inner loop in the arm: the release waits after it,
; right before the inner credits' pre-sets.
; CHECK-LABEL: func.func @pre(
; CHECK:       scf.if %go {
; CHECK-NEXT:  pto.tload
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; CHECK-NEXT:  pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NOT:   PIPE_ALL
; CHECK:       pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT:  return

; CUBE-LABEL: func.func @cube(
; CUBE:       scf.if %go {
; CUBE-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID2>]
; CUBE-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID1>]
; CUBE-NEXT:  pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID1>]
; CUBE-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  pto.set_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  scf.for %i
; CUBE-NOT:   PIPE_ALL
; CUBE:       pto.set_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  }
; CUBE-NEXT:  pto.wait_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  pto.wait_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  pto.wait_flag [#pto.pipe<PIPE_FIX>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID0>]
; CUBE-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE1>, #pto.event<EVENT_ID2>]
; CUBE-NEXT:  pto.set_flag [#pto.pipe<PIPE_MTE1>, #pto.pipe<PIPE_M>, #pto.event<EVENT_ID1>]
; CUBE-NEXT:  pto.set_flag [#pto.pipe<PIPE_M>, #pto.pipe<PIPE_FIX>, #pto.event<EVENT_ID1>]
; CUBE-NEXT:  }
; CUBE-NEXT:  }
; CUBE-NOT:   PIPE_ALL
; CUBE:       pto.barrier #pto.pipe<PIPE_ALL>
; CUBE-NEXT:  return

;--- vec.ll
define void @nest(ptr noalias %in, ptr noalias %out, i64 %m, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %outer.latch
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %outer.latch, label %loop
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %odone = icmp eq i64 %j.next, %m
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}

define void @orelse(ptr noalias %in, ptr noalias %out, i64 %m, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %else
else:
  %ex = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %ey = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %ex)
  call void @pto.tstore(ptr addrspace(1) %ey, ptr %w, i64 0, i64 0)
  br label %outer.latch
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %outer.latch, label %loop
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %odone = icmp eq i64 %j.next, %m
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}

define void @two(ptr noalias %in, ptr noalias %out, i64 %m, i64 %n, i64 %k) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %mid
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %x, float 2.0)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %mid, label %loop
mid:
  %go2 = icmp sgt i64 %k, 0
  br i1 %go2, label %loop2, label %outer.latch
loop2:
  %i2 = phi i64 [ 0, %mid ], [ %i2.next, %loop2 ]
  %row2 = mul i64 %i2, 16
  %x2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row2, i64 0, i64 16, i64 64)
  %y2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %x2)
  call void @pto.tstore(ptr addrspace(1) %y2, ptr %w, i64 %row2, i64 0)
  %i2.next = add nuw nsw i64 %i2, 1
  %done2 = icmp eq i64 %i2.next, %k
  br i1 %done2, label %outer.latch, label %loop2
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %odone = icmp eq i64 %j.next, %m
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}

define void @pre(ptr noalias %in, ptr noalias %out, i64 %m, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %out, i64 1024, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %head, label %outer.latch
head:
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %loop
loop:
  %i = phi i64 [ 0, %head ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 %row, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %x, ptr addrspace(1) %b)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %w, i64 %row, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %outer.latch, label %loop
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %odone = icmp eq i64 %j.next, %m
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
;--- cube.ll
define void @cube(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %m, i64 %n) {
entry:
  %va = call ptr @pto.tensor_view.f16(ptr %a, i64 1024, i64 32, i64 32, i64 1)
  %vb = call ptr @pto.tensor_view.f16(ptr %b, i64 32, i64 64, i64 64, i64 1)
  %vc = call ptr @pto.tensor_view.f32(ptr %c, i64 1024, i64 64, i64 64, i64 1)
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %go = icmp sgt i64 %n, 0
  br i1 %go, label %loop, label %outer.latch
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %row = mul i64 %i, 16
  %am = call ptr addrspace(2) @pto.tload.mat(ptr %va, i64 %row, i64 0, i64 16, i64 32)
  %bm = call ptr addrspace(2) @pto.tload.mat(ptr %vb, i64 0, i64 0, i64 32, i64 64)
  %al = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %am)
  %br = call ptr addrspace(4) @pto.tmov.right(ptr addrspace(2) %bm)
  %acc = call ptr addrspace(5) @pto.tmatmul(ptr addrspace(3) %al, ptr addrspace(4) %br)
  call void @pto.tstore(ptr addrspace(5) %acc, ptr %vc, i64 %row, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %outer.latch, label %loop
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %odone = icmp eq i64 %j.next, %m
  br i1 %odone, label %exit, label %outer
exit:
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tload.mat(ptr, i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare ptr addrspace(4) @pto.tmov.right(ptr addrspace(2))
declare ptr addrspace(5) @pto.tmatmul(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(5), ptr, i64, i64)
