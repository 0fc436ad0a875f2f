; What llc shows of a plan (docs/planner.md, "Seeing the plan"):
; -ascendpto-plan-report=detail prints one line per tile with the rule that
; kept others apart; -ascendpto-plan-json writes the problem and solution as
; schema-v1 JSON that pto-plan replays; -ascendpto-plan-svg draws the
; memory map. All three also when the plan does not fit.
; RUN: rm -rf %t && mkdir -p %t
; RUN: not %llc -ascendpto-placement-objective=bytes -verify-machineinstrs %s -o /dev/null -ascendpto-plan-report=detail \
; RUN:   -ascendpto-plan-json=%t/json -ascendpto-plan-svg=%t/svg 2>&1 | FileCheck %s

; Tiles by offset; live=FIRST..LAST instruction; shares names who shares
; the tile's bytes and why they may (one group, or lifetimes apart); apart
; names who never shares them although never live together, and the rule.
; CHECK: ascendpto-plan: func=dead_tile_reused space=vec tiles=4 buffers=2 peak=32768 lb=32768 capacity=188416 planner=pypto proven=optimal
; CHECK-NEXT: ascendpto-plan: func=dead_tile_reused tile=%a space=vec offset=0 size=16384 live=[[A:[0-9]+]]..[[B:[0-9]+]] def=pto.tload last-use=pto.trecip pipe=PIPE_MTE2 loc=k.c:5:7 shares=%c:lifetime,%d:lifetime apart=%b: pto.trecip (not_inplace_safe): the result may not alias src
; CHECK-NEXT: ascendpto-plan: func=dead_tile_reused tile=%c space=vec offset=0 size=16384 live={{[0-9]+}}..{{[0-9]+}} def=pto.tload last-use=pto.tadd pipe=PIPE_MTE2 shares=%a:lifetime,%d:lifetime apart=none
; CHECK-NEXT: ascendpto-plan: func=dead_tile_reused tile=%d space=vec offset=0 size=16384 live={{[0-9]+}}..{{[0-9]+}} def=pto.tadd last-use=pto.tstore pipe=PIPE_V shares=%a:lifetime,%c:lifetime apart=none
; CHECK-NEXT: ascendpto-plan: func=dead_tile_reused tile=%b space=vec offset=16384 size=16384 live=[[B]]..{{[0-9]+}} def=pto.trecip last-use=pto.tadd pipe=PIPE_V loc=k.c:6:3 shares=none apart=%a: pto.trecip (not_inplace_safe): the result may not alias src

; Over capacity: the error, then the report all the same.
; CHECK: error: in function @too_big: vec (UB) overflows: the plan needs 196608 bytes
; CHECK-NEXT: ascendpto-plan: func=too_big space=vec tiles=5 buffers=3 peak=196608 lb=196608 capacity=188416 planner=pypto proven=optimal
; CHECK-NEXT: ascendpto-plan: func=too_big tile=%a space=vec offset=0 size=65536

; The files, one set per function, named after it, also for the failure.
; RUN: ls %t/json %t/svg | FileCheck %s --check-prefix=FILES
; FILES: dead_tile_reused.problem.json
; FILES: dead_tile_reused.solution.json
; FILES: too_big.problem.json
; FILES: too_big.solution.json
; FILES: dead_tile_reused.svg
; FILES: too_big.svg

; Schema-v1 clean, with the tiles' ops, pipes, locations, the rules behind
; separations and the time axis in the metadata.
; RUN: %python %S/../../Planner/Inputs/check_schema.py %bench/dsa-solver/schemas/dsa-problem-v1.schema.json \
; RUN:   %t/json/dead_tile_reused.problem.json %t/json/too_big.problem.json | FileCheck %s --check-prefix=SCHEMA
; RUN: %python %S/../../Planner/Inputs/check_schema.py %bench/dsa-solver/schemas/dsa-solution-v1.schema.json \
; RUN:   %t/json/dead_tile_reused.solution.json %t/json/too_big.solution.json | FileCheck %s --check-prefix=SCHEMA
; SCHEMA: valid: {{.*}}dead_tile_reused
; SCHEMA: valid: {{.*}}too_big
; RUN: FileCheck %s --check-prefix=JSON < %t/json/dead_tile_reused.problem.json
; JSON: "cpu": "ascend910b",
; JSON: "function": "dead_tile_reused",
; JSON: "plan": "placed",
; JSON: "separation.1.0": "pto.trecip (not_inplace_safe): the result may not alias src",
; JSON: "tile.0.def": "pto.tload",
; JSON: "tile.0.last_use": "pto.trecip",
; JSON: "tile.0.loc": "k.c:5:7",
; JSON: "tile.0.pipe": "PIPE_MTE2",
; JSON: "tile.0.type": "vec f32 [64, 64]",
; JSON: "time_axis": "{{[0-9]+}}:0:{{.*}}:pto.tload;{{[0-9]+}}:{{[0-9]+}}:pto.trecip;
; JSON: "name": "%a",
; RUN: FileCheck %s --check-prefix=FAILJSON < %t/json/too_big.problem.json
; FAILJSON: "plan": "over capacity",

; pto-plan replays the problems: the joint planner meets llc's peak, and
; proves the failure infeasible.
; RUN: pto-plan %t/json/dead_tile_reused.problem.json | FileCheck %s --check-prefix=REPLAY
; REPLAY: peak=32768 lb=32768 status=optimal
; RUN: not pto-plan %t/json/too_big.problem.json | FileCheck %s --check-prefix=FAILREPLAY
; FAILREPLAY: peak=196608 lb=196608 status=infeasible

; The pictures: structure checked, op names on the time axis; the failed
; one notes the overflow and outlines the clique that proves it.
; RUN: %python %S/../../Planner/Inputs/check_svg.py --op-names %t/svg/dead_tile_reused.svg | FileCheck %s --check-prefix=SVG
; SVG: pool vec (UB): tiles=4 names=4 legend=4 links=1 clique=none op-names={{[0-9]+}} marks=0
; RUN: %python %S/../../Planner/Inputs/check_svg.py %t/svg/too_big.svg | FileCheck %s --check-prefix=FAILSVG
; FAILSVG: pool vec (UB): tiles=5 names=5 legend=5 links=0 clique=%a,%b,%c
; RUN: FileCheck %s --check-prefix=FAILNOTE < %t/svg/too_big.svg
; FAILNOTE: over capacity: the peak exceeds it by 8192 bytes
; FAILNOTE: infeasible: the lower bound 196608 exceeds the capacity 188416

; A directory that cannot be made is an error naming it.
; RUN: touch %t/file
; RUN: not %llc -ascendpto-placement-objective=bytes %s -o /dev/null -ascendpto-plan-json=%t/file/sub 2>&1 | FileCheck %s --check-prefix=BADDIR
; BADDIR: error: {{(k.c:3: )?}}in function @dead_tile_reused: cannot create the plan directory '{{.*}}file/sub':

; A plan file that cannot be opened (a directory in its place) is an error
; naming the file; the other kernel's files are still written.
; RUN: rm -rf %t/blocked && mkdir -p %t/blocked/dead_tile_reused.svg
; RUN: not %llc %s -o /dev/null -ascendpto-plan-svg=%t/blocked 2>&1 | FileCheck %s --check-prefix=BADFILE
; RUN: ls %t/blocked | FileCheck %s --check-prefix=BADFILELS
; BADFILE: error: {{(k.c:3: )?}}in function @dead_tile_reused: cannot write the plan file '{{.*}}blocked/dead_tile_reused.svg': {{[Ii]}}s a directory
; BADFILELS: too_big.svg

define void @dead_tile_reused(ptr %in, ptr %out) !dbg !5 {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64), !dbg !8
  %b = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %a), !dbg !9
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %b, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %o, i64 0, i64 0)
  ret void
}

; Three co-live 64 KiB tiles: 196608 bytes, over the 910B's 188416.
define void @too_big(ptr %p) {
  %v = call ptr @pto.tensor_view.f32(ptr %p, i64 128, i64 128, i64 128, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %b = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 128, i64 128)
  %ab = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %abc = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %ab, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %abc, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "dead_tile_reused", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 5, column: 7, scope: !5)
!9 = !DILocation(line: 6, column: 3, scope: !5)
