; Event-id exhaustion (docs/sync.md "Event ids" and "Fallbacks"): ids are
; coloured per ordered pipe pair, avoiding the ids pto-isa intrinsics use
; on that pair (sync-facts §2.4, §6.C.5); when none is free, a pair's set
; moves down to its wait (a narrower live range) and, failing that, the
; pair becomes one PIPE_ALL barrier; each fallback is a remark, never a
; silent race (sync-facts §3.9 and §6.C.6: ptoas drops the sync).
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -pass-remarks-missed=ascendpto-insert-sync %s -o %t.pto 2> %t.err
; RUN: %sync_lines %t.pto | FileCheck %s
; RUN: grep -E 'func\.func|PIPE_ALL|scf\.for|^ *}' %t.pto | FileCheck %s --check-prefix=DEEP
; RUN: FileCheck %s --check-prefix=REMARK < %t.err
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=EXH
; RUN: %sync_check --noalias %t.pto | FileCheck %s --check-prefix=OK
; OK: pto_sync_check: 3 functions, 0 findings
; The remarks, with named arguments.
; RUN: %llc -pass-remarks-output=%t.yaml %s -o /dev/null
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; @ids: six ids (EVENT_ID1..6) for ten pairs; the last four are narrowed.
; Each reuses an id whose last wait nothing orders before the new set (V
; is still busy when MTE2 gets there): the first gets a release pair, V
; -> MTE2 EVENT_ID0, set by V after the sixth pair's wait and waited by
; MTE2 before the narrowed set (docs/sync.md "Releases"); its chain also
; orders ids 1, 2 and 3 before the next three. No PIPE_ALL barrier but
; the final one (there were four, one per narrowed pair).
; REMARK-COUNT-4: remark: <unknown>:0:0: the event ids of PIPE_MTE2 -> PIPE_V are all live here; the set moves down to its wait
; @deep: none (below). @exhaust: of the eight MTE2 -> MTE3 pairs, two are
; narrowed, and the two that found no id after that take the id of
; another pair whose set moves down to its wait instead (docs/sync.md
; "Fallbacks"; they were two PIPE_ALL barriers); two MTE3 -> MTE2 credits
; become barriers (nothing orders their wait before the next trip's set,
; FlagReuseUnordered; three before).
; REMARK-COUNT-2: remark: <unknown>:0:0: the event ids of PIPE_MTE2 -> PIPE_MTE3 are all live here; the set moves down to its wait
; REMARK-COUNT-2: remark: <unknown>:0:0: the event ids of PIPE_MTE2 -> PIPE_MTE3 are all live here; the set of another pair of this id moves down to its wait
; REMARK-COUNT-2: remark: <unknown>:0:0: nothing orders the wait of PIPE_MTE3 -> PIPE_MTE2 before its next set in the following trip; a PIPE_ALL barrier orders it
; REMARK-NOT: remark
; YAML:      --- !Missed
; YAML-NEXT: Pass:            ascendpto-insert-sync
; YAML-NEXT: Name:            EventIdsExhausted
; YAML-NEXT: Function:        ids
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'the event ids of '
; YAML-NEXT:   - Src:             PIPE_MTE2
; YAML-NEXT:   - String:          ' -> '
; YAML-NEXT:   - Dst:             PIPE_V
; YAML-NEXT:   - String:          ' are all live here; '
; YAML-NEXT:   - Fallback:        the set moves down to its wait

; A set given another id (the next pair's): its wait has nothing to take,
; and the next pair's set finds its flag still set. (Each mutation changes
; one function: the checker runs that one, the OK line above the others.)
; RUN: %sync_mutate %t.pto --func ids --match 'set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]' --nth 1 --mutation id=2 \
; RUN:   | not %sync_check --noalias --func ids - | FileCheck %s --check-prefix=NARROW
; NARROW: @ids: deadlock: line {{[0-9]+}}: wait PIPE_MTE2 -> PIPE_V EVENT_ID1 with no pending set
; NARROW: @ids: double-set: line {{[0-9]+}}: PIPE_MTE2 -> PIPE_V EVENT_ID2 is set again before its wait
; NARROW: @ids: unordered: line {{[0-9]+}}: pto.tload (PIPE_MTE2) and line {{[0-9]+}}: pto.texp (PIPE_V) touch the same bytes
; The fallback barriers removed (all but the final one): the loops race
; on every execution that runs them (the uniform ones show it: no random
; samples needed).
; RUN: grep -v -E '^ {6,}pto\.barrier #pto\.pipe<PIPE_ALL>' %t.pto \
; RUN:   | not %sync_check --noalias --func exhaust --samples 0 - | FileCheck %s --check-prefix=NOBAR
; NOBAR: @exhaust: unordered: line {{[0-9]+}}: pto.tstore (PIPE_MTE3) and line {{[0-9]+}}: pto.tload (PIPE_MTE2) touch the same bytes

; Minimality (docs/sync.md "Minimality", sync-bugs #2 and #3).
; @deep (nine nested loops, each with its own loop-carried WAR, V -> MTE2
; and MTE3 -> MTE2): no credit at all. In each body the texp's V -> MTE3
; pair and the store's MTE3 -> MTE2 pair before the inner loop chain
; every op of a trip before every later load, so no id runs out (the
; pass without minimality needs 18 credits there and 12 PIPE_ALL
; fallbacks).
; @exhaust: the fallback barriers are placed after the ids are given, and
; then count like every sync; under the flag-reuse rule (the default) the
; ids stand on the chains that pruning may remove, so each removal must
; also keep every id's reuse ordered (docs/sync.md "Minimality"). A pair
; that finds no id takes that of another pair whose set moves down to its
; wait instead (docs/sync.md "Fallbacks"), so the innermost loop needs no
; PIPE_ALL barrier any more: after it come the credit's post-loop wait and
; the narrowed MTE2 -> MTE3 pair of the store of %x6. Two PIPE_ALL
; barriers are left, at the top of the bodies of %i3 and %i5: MTE3 -> MTE2
; credits whose next trip's set nothing orders after their wait, and
; whose release finds no id (eight MTE2 -> MTE3 pairs are live in the
; innermost loop); there were five.
; RUN: %sync_lines %t.pto | FileCheck %s --check-prefix=ADJ
; ADJ-LABEL: func.func @exhaust(
; ADJ: scf.for %i7
; ADJ: }
; ADJ-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID6>]
; ADJ-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; ADJ-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; ADJ-NEXT: pto.tstore ins(%x6
; The checker finds no sync it could remove (13 before the pruning after
; the ids kept the reuses ordered). The removals are checked on the
; uniform executions; --samples 0 checks the text clean on those (and the
; targeted ones) first, the OK line above on every variation:
; RUN: %python %src_root/utils/fuzz/pto_sync_minimal.py --noalias --samples 0 %t.pto | FileCheck %s --check-prefix=NONE
; NONE: pto_sync_minimal: 1 kernels, 69 sync units, 0 removable, 3 final barriers
; Without minimality: the same narrowed pair there (nothing is pruned
; without it).
; RUN: %llc -verify-machineinstrs -ascendpto-placement-objective=bytes -ascendpto-sync-minimal=false %s -o %t.off.pto
; RUN: %sync_lines %t.off.pto | FileCheck %s --check-prefix=OFF
; OFF-LABEL: func.func @exhaust(
; OFF: scf.for %i7
; OFF: }
; OFF-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID6>]
; OFF-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; OFF-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; OFF-NEXT: pto.tstore ins(%x6

; CHECK-LABEL: func.func @ids(
; CHECK-NEXT: pto.tload ins(%pv{{.*}} outs(%a0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tload ins(%pv_0{{.*}} outs(%a1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.tload ins(%pv_1{{.*}} outs(%a2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: pto.tload ins(%pv_2{{.*}} outs(%a3
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID4>]
; CHECK-NEXT: pto.tload ins(%pv_3{{.*}} outs(%a4
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID5>]
; CHECK-NEXT: pto.tload ins(%pv_4{{.*}} outs(%a5
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.tload ins(%pv_5{{.*}} outs(%a6
; CHECK-NEXT: pto.tload ins(%pv_6{{.*}} outs(%a7
; CHECK-NEXT: pto.tload ins(%pv_7{{.*}} outs(%a8
; CHECK-NEXT: pto.tload ins(%pv_8{{.*}} outs(%a9
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a0{{.*}} outs(%b0
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b0{{.*}} outs(%pv_9
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID2>]
; CHECK-NEXT: pto.texp ins(%a1{{.*}} outs(%b1
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b1{{.*}} outs(%pv_10
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID3>]
; CHECK-NEXT: pto.texp ins(%a2{{.*}} outs(%b2
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b2{{.*}} outs(%pv_11
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID4>]
; CHECK-NEXT: pto.texp ins(%a3{{.*}} outs(%b3
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b3{{.*}} outs(%pv_12
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID5>]
; CHECK-NEXT: pto.texp ins(%a4{{.*}} outs(%b4
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b4{{.*}} outs(%pv_13
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.texp ins(%a5{{.*}} outs(%b5
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b5{{.*}} outs(%pv_14
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID0>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID6>]
; CHECK-NEXT: pto.texp ins(%a6{{.*}} outs(%b6
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b6{{.*}} outs(%pv_15
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a7{{.*}} outs(%b7
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b7{{.*}} outs(%pv_16
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a8{{.*}} outs(%b8
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b8{{.*}} outs(%pv_17
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.texp ins(%a9{{.*}} outs(%b9
; CHECK-NEXT: pto.set_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.wait_flag [#pto.pipe<PIPE_V>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; CHECK-NEXT: pto.tstore ins(%b9{{.*}} outs(%pv_18
; CHECK-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; CHECK-NEXT: return
; CHECK-NEXT: }

; DEEP-LABEL: func.func @deep(
; DEEP-NEXT: scf.for %i0 
; DEEP-NEXT: scf.for %i1 
; DEEP-NEXT: scf.for %i2 
; DEEP-NEXT: scf.for %i3 
; DEEP-NEXT: scf.for %i4 
; DEEP-NEXT: scf.for %i5 
; DEEP-NEXT: scf.for %i6 
; DEEP-NEXT: scf.for %i7 
; DEEP-NEXT: scf.for %i8 
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: }
; DEEP-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; DEEP-NEXT: }

; EXH-LABEL: func.func @exhaust(
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; EXH-NEXT: scf.for %i0 
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; EXH-NEXT: pto.tload ins(%pv{{.*}} outs(%x0
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; EXH-NEXT: scf.for %i1 
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; EXH-NEXT: pto.tload ins(%pv_0{{.*}} outs(%x1
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; EXH-NEXT: scf.for %i2 
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; EXH-NEXT: pto.tload ins(%pv_1{{.*}} outs(%x2
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; EXH-NEXT: scf.for %i3 
; EXH-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; EXH-NEXT: pto.tload ins(%pv_2{{.*}} outs(%x3
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID4>]
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID4>]
; EXH-NEXT: scf.for %i4 
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID4>]
; EXH-NEXT: pto.tload ins(%pv_3{{.*}} outs(%x4
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID5>]
; EXH-NEXT: scf.for %i5 
; EXH-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; EXH-NEXT: pto.tload ins(%pv_4{{.*}} outs(%x5
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID5>]
; EXH-NEXT: scf.for %i6 
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID5>]
; EXH-NEXT: pto.tload ins(%pv_5{{.*}} outs(%x6
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID6>]
; EXH-NEXT: scf.for %i7 
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID6>]
; EXH-NEXT: pto.tload ins(%pv_6{{.*}} outs(%x7
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; EXH-NEXT: pto.tstore ins(%x7{{.*}} outs(%pv_7
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID6>]
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID6>]
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; EXH-NEXT: pto.tstore ins(%x6{{.*}} outs(%pv_8
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID5>]
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID5>]
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID6>]
; EXH-NEXT: pto.tstore ins(%x5{{.*}} outs(%pv_9
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID5>]
; EXH-NEXT: pto.tstore ins(%x4{{.*}} outs(%pv_10
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID4>]
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID4>]
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID4>]
; EXH-NEXT: pto.tstore ins(%x3{{.*}} outs(%pv_11
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID3>]
; EXH-NEXT: pto.tstore ins(%x2{{.*}} outs(%pv_12
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID3>]
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID2>]
; EXH-NEXT: pto.tstore ins(%x1{{.*}} outs(%pv_13
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID2>]
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_MTE3>, #pto.event<EVENT_ID1>]
; EXH-NEXT: pto.tstore ins(%x0{{.*}} outs(%pv_14
; EXH-NEXT: pto.set_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; EXH-NEXT: }
; EXH-NEXT: pto.wait_flag [#pto.pipe<PIPE_MTE3>, #pto.pipe<PIPE_MTE2>, #pto.event<EVENT_ID1>]
; EXH-NEXT: pto.barrier #pto.pipe<PIPE_ALL>
; EXH-NEXT: return
; EXH-NEXT: }
; EXH-NEXT: }

; Ten loads, then ten texps each reading one: ten MTE2 -> V pairs live at
; once, more than the six ids MTE2 -> V may use (EVENT_ID1..6: 0 and 7 are
; pto-isa's own on this pair, sync-facts §2.4).
define void @ids(ptr noalias %p, ptr noalias %q) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %a2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %a3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  %a4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 16, i64 64)
  %a5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 64)
  %a6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 16, i64 64)
  %a7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 16, i64 64)
  %a8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 16, i64 64)
  %a9 = call ptr addrspace(1) @pto.tload(ptr %v, i64 144, i64 0, i64 16, i64 64)
  %b0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a0)
  call void @pto.tstore(ptr addrspace(1) %b0, ptr %w, i64 0, i64 0)
  %b1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a1)
  call void @pto.tstore(ptr addrspace(1) %b1, ptr %w, i64 16, i64 0)
  %b2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a2)
  call void @pto.tstore(ptr addrspace(1) %b2, ptr %w, i64 32, i64 0)
  %b3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a3)
  call void @pto.tstore(ptr addrspace(1) %b3, ptr %w, i64 48, i64 0)
  %b4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a4)
  call void @pto.tstore(ptr addrspace(1) %b4, ptr %w, i64 64, i64 0)
  %b5 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a5)
  call void @pto.tstore(ptr addrspace(1) %b5, ptr %w, i64 80, i64 0)
  %b6 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a6)
  call void @pto.tstore(ptr addrspace(1) %b6, ptr %w, i64 96, i64 0)
  %b7 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a7)
  call void @pto.tstore(ptr addrspace(1) %b7, ptr %w, i64 112, i64 0)
  %b8 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a8)
  call void @pto.tstore(ptr addrspace(1) %b8, ptr %w, i64 128, i64 0)
  %b9 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a9)
  call void @pto.tstore(ptr addrspace(1) %b9, ptr %w, i64 144, i64 0)
  ret void
}
; Nine nested loops, each with its own loop-carried WAR: the credits of the
; outer loops are live over the inner ones, more than the eight ids of
; MTE3 -> MTE2 and V -> MTE2. A credit cannot move its set down: what has
; no id becomes one PIPE_ALL barrier, each with a remark.
define void @deep(ptr noalias %p, ptr noalias %q, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  br label %h0
h0:
  %i0 = phi i64 [ 0, %entry ], [ %i0.next, %l0 ]
  %a0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %b0 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a0)
  call void @pto.tstore(ptr addrspace(1) %b0, ptr %w, i64 0, i64 0)
  br label %h1
h1:
  %i1 = phi i64 [ 0, %h0 ], [ %i1.next, %l1 ]
  %a1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  %b1 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a1)
  call void @pto.tstore(ptr addrspace(1) %b1, ptr %w, i64 16, i64 0)
  br label %h2
h2:
  %i2 = phi i64 [ 0, %h1 ], [ %i2.next, %l2 ]
  %a2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  %b2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a2)
  call void @pto.tstore(ptr addrspace(1) %b2, ptr %w, i64 32, i64 0)
  br label %h3
h3:
  %i3 = phi i64 [ 0, %h2 ], [ %i3.next, %l3 ]
  %a3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  %b3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a3)
  call void @pto.tstore(ptr addrspace(1) %b3, ptr %w, i64 48, i64 0)
  br label %h4
h4:
  %i4 = phi i64 [ 0, %h3 ], [ %i4.next, %l4 ]
  %a4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 16, i64 64)
  %b4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a4)
  call void @pto.tstore(ptr addrspace(1) %b4, ptr %w, i64 64, i64 0)
  br label %h5
h5:
  %i5 = phi i64 [ 0, %h4 ], [ %i5.next, %l5 ]
  %a5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 64)
  %b5 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a5)
  call void @pto.tstore(ptr addrspace(1) %b5, ptr %w, i64 80, i64 0)
  br label %h6
h6:
  %i6 = phi i64 [ 0, %h5 ], [ %i6.next, %l6 ]
  %a6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 16, i64 64)
  %b6 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a6)
  call void @pto.tstore(ptr addrspace(1) %b6, ptr %w, i64 96, i64 0)
  br label %h7
h7:
  %i7 = phi i64 [ 0, %h6 ], [ %i7.next, %l7 ]
  %a7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 16, i64 64)
  %b7 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a7)
  call void @pto.tstore(ptr addrspace(1) %b7, ptr %w, i64 112, i64 0)
  br label %h8
h8:
  %i8 = phi i64 [ 0, %h7 ], [ %i8.next, %l8 ]
  %a8 = call ptr addrspace(1) @pto.tload(ptr %v, i64 128, i64 0, i64 16, i64 64)
  %b8 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a8)
  call void @pto.tstore(ptr addrspace(1) %b8, ptr %w, i64 128, i64 0)
  br label %l8
l8:
  %i8.next = add i64 %i8, 1
  %c8 = icmp slt i64 %i8.next, 2
  br i1 %c8, label %h8, label %l7
l7:
  %i7.next = add i64 %i7, 1
  %c7 = icmp slt i64 %i7.next, 2
  br i1 %c7, label %h7, label %l6
l6:
  %i6.next = add i64 %i6, 1
  %c6 = icmp slt i64 %i6.next, 2
  br i1 %c6, label %h6, label %l5
l5:
  %i5.next = add i64 %i5, 1
  %c5 = icmp slt i64 %i5.next, 2
  br i1 %c5, label %h5, label %l4
l4:
  %i4.next = add i64 %i4, 1
  %c4 = icmp slt i64 %i4.next, 2
  br i1 %c4, label %h4, label %l3
l3:
  %i3.next = add i64 %i3, 1
  %c3 = icmp slt i64 %i3.next, 2
  br i1 %c3, label %h3, label %l2
l2:
  %i2.next = add i64 %i2, 1
  %c2 = icmp slt i64 %i2.next, 2
  br i1 %c2, label %h2, label %l1
l1:
  %i1.next = add i64 %i1, 1
  %c1 = icmp slt i64 %i1.next, 2
  br i1 %c1, label %h1, label %l0
l0:
  %i0.next = add i64 %i0, 1
  %c0 = icmp slt i64 %i0.next, 2
  br i1 %c0, label %h0, label %exit
exit:
  ret void
}
; Eight nested loops; each loads a tile at the top of its body and stores
; it after its inner loop, so the next trip's load waits for that store
; (a loop-carried WAR, MTE3 -> MTE2) and the store for the load (MTE2 ->
; MTE3), around the inner loops: eight credits and eight pairs live at the
; innermost body, more than the six ids of each pair.
define void @exhaust(ptr noalias %p, ptr noalias %q) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 1024, i64 64, i64 64, i64 1)
  %w = call ptr @pto.tensor_view.f32(ptr %q, i64 1024, i64 64, i64 64, i64 1)
  br label %h0
h0:
  %i0 = phi i64 [ 0, %entry ], [ %i0.next, %l0 ]
  %x0 = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  br label %h1
h1:
  %i1 = phi i64 [ 0, %h0 ], [ %i1.next, %l1 ]
  %x1 = call ptr addrspace(1) @pto.tload(ptr %v, i64 16, i64 0, i64 16, i64 64)
  br label %h2
h2:
  %i2 = phi i64 [ 0, %h1 ], [ %i2.next, %l2 ]
  %x2 = call ptr addrspace(1) @pto.tload(ptr %v, i64 32, i64 0, i64 16, i64 64)
  br label %h3
h3:
  %i3 = phi i64 [ 0, %h2 ], [ %i3.next, %l3 ]
  %x3 = call ptr addrspace(1) @pto.tload(ptr %v, i64 48, i64 0, i64 16, i64 64)
  br label %h4
h4:
  %i4 = phi i64 [ 0, %h3 ], [ %i4.next, %l4 ]
  %x4 = call ptr addrspace(1) @pto.tload(ptr %v, i64 64, i64 0, i64 16, i64 64)
  br label %h5
h5:
  %i5 = phi i64 [ 0, %h4 ], [ %i5.next, %l5 ]
  %x5 = call ptr addrspace(1) @pto.tload(ptr %v, i64 80, i64 0, i64 16, i64 64)
  br label %h6
h6:
  %i6 = phi i64 [ 0, %h5 ], [ %i6.next, %l6 ]
  %x6 = call ptr addrspace(1) @pto.tload(ptr %v, i64 96, i64 0, i64 16, i64 64)
  br label %h7
h7:
  %i7 = phi i64 [ 0, %h6 ], [ %i7.next, %l7 ]
  %x7 = call ptr addrspace(1) @pto.tload(ptr %v, i64 112, i64 0, i64 16, i64 64)
  br label %l7
l7:
  call void @pto.tstore(ptr addrspace(1) %x7, ptr %w, i64 112, i64 0)
  %i7.next = add i64 %i7, 1
  %c7 = icmp slt i64 %i7.next, 2
  br i1 %c7, label %h7, label %l6
l6:
  call void @pto.tstore(ptr addrspace(1) %x6, ptr %w, i64 96, i64 0)
  %i6.next = add i64 %i6, 1
  %c6 = icmp slt i64 %i6.next, 2
  br i1 %c6, label %h6, label %l5
l5:
  call void @pto.tstore(ptr addrspace(1) %x5, ptr %w, i64 80, i64 0)
  %i5.next = add i64 %i5, 1
  %c5 = icmp slt i64 %i5.next, 2
  br i1 %c5, label %h5, label %l4
l4:
  call void @pto.tstore(ptr addrspace(1) %x4, ptr %w, i64 64, i64 0)
  %i4.next = add i64 %i4, 1
  %c4 = icmp slt i64 %i4.next, 2
  br i1 %c4, label %h4, label %l3
l3:
  call void @pto.tstore(ptr addrspace(1) %x3, ptr %w, i64 48, i64 0)
  %i3.next = add i64 %i3, 1
  %c3 = icmp slt i64 %i3.next, 2
  br i1 %c3, label %h3, label %l2
l2:
  call void @pto.tstore(ptr addrspace(1) %x2, ptr %w, i64 32, i64 0)
  %i2.next = add i64 %i2, 1
  %c2 = icmp slt i64 %i2.next, 2
  br i1 %c2, label %h2, label %l1
l1:
  call void @pto.tstore(ptr addrspace(1) %x1, ptr %w, i64 16, i64 0)
  %i1.next = add i64 %i1, 1
  %c1 = icmp slt i64 %i1.next, 2
  br i1 %c1, label %h1, label %l0
l0:
  call void @pto.tstore(ptr addrspace(1) %x0, ptr %w, i64 0, i64 0)
  %i0.next = add i64 %i0, 1
  %c0 = icmp slt i64 %i0.next, 2
  br i1 %c0, label %h0, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)
