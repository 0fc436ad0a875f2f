; Remarks that tools read (docs/planner.md, "Seeing the plan"): one
; analysis remark per function and space, PlanSummary, whose arguments are
; named (Space, Tiles, Buffers, Peak, LowerBound, Capacity, Planner,
; Proven, Objective, ReuseDeps); the missed remarks PH-MR-001 and DSAFallback name theirs too
; (pipeline-stages.ll). -pass-remarks-output of an ordinary kernel is not
; empty, and llvm-remarkutil reads it, converts it and counts by argument.
; RUN: rm -rf %t && mkdir -p %t
; RUN: %llc -ascendpto-placement-objective=bytes %s -o /dev/null -pass-remarks-analysis=ascendpto-buffer-coloring 2>&1 | FileCheck %s --check-prefix=TEXT
; TEXT: remark: k.c:3:0: space vec: 4 tiles in 2 buffers, peak 32768 bytes, lower bound 32768, capacity 188416, planner pypto, proven optimal, objective bytes, reuse dependences 1
; TEXT: remark: <unknown>:0:0: space vec: 2 tiles in 2 buffers, peak 8192 bytes, lower bound 8192, capacity 188416, planner pypto, proven optimal, objective bytes, reuse dependences 0
; The default objective (time) names itself.
; RUN: %llc %s -o /dev/null -pass-remarks-analysis=ascendpto-buffer-coloring 2>&1 | FileCheck %s --check-prefix=TIME
; TIME: remark: <unknown>:0:0: space vec: 2 tiles in 2 buffers, peak 8192 bytes, lower bound 8192, capacity 188416, planner pypto, proven optimal, objective time, reuse dependences 0

; RUN: %llc -ascendpto-placement-objective=bytes %s -o /dev/null -pass-remarks-output=%t/r.yaml
; RUN: FileCheck %s --check-prefix=YAML < %t/r.yaml
; YAML:      --- !Analysis
; YAML-NEXT: Pass: ascendpto-buffer-coloring
; YAML-NEXT: Name: PlanSummary
; YAML-NEXT: DebugLoc: { File: k.c, Line: 3, Column: 0 }
; YAML-NEXT: Function: reuse
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'space '
; YAML-NEXT:   - Space: vec
; YAML-NEXT:   - String: ': '
; YAML-NEXT:   - Tiles: '4'
; YAML-NEXT:   - String: ' tiles in '
; YAML-NEXT:   - Buffers: '2'
; YAML-NEXT:   - String: ' buffers, peak '
; YAML-NEXT:   - Peak: '32768'
; YAML-NEXT:   - String: ' bytes, lower bound '
; YAML-NEXT:   - LowerBound: '32768'
; YAML-NEXT:   - String: ', capacity '
; YAML-NEXT:   - Capacity: '188416'
; YAML-NEXT:   - String: ', planner '
; YAML-NEXT:   - Planner: pypto
; YAML-NEXT:   - String: ', proven '
; YAML-NEXT:   - Proven: optimal
; YAML-NEXT:   - String: ', objective '
; YAML-NEXT:   - Objective: bytes
; YAML-NEXT:   - String: ', reuse dependences '
; YAML-NEXT:   - ReuseDeps: '1'
; YAML-NEXT: ...
; YAML:      Function: apart
; YAML:        - Peak: '8192'

; Round trip: YAML to bitstream and back is the same file.
; RUN: llvm-remarkutil yaml2bitstream %t/r.yaml -o %t/r.bitstream
; RUN: llvm-remarkutil bitstream2yaml %t/r.bitstream -o %t/r2.yaml
; RUN: diff %t/r.yaml %t/r2.yaml

; The named arguments are numbers a tool can sum: the peaks per function.
; RUN: llvm-remarkutil count --parser=yaml --count-by=arg --args=Peak --args=Tiles --group-by=function %t/r.yaml | FileCheck %s --check-prefix=COUNT
; COUNT: Function,Peak,Tiles
; COUNT-NEXT: apart,8192,2
; COUNT-NEXT: reuse,32768,4

; A tile dies at the trecip that may not write over it: 2 buffers of 16 KiB
; for 4 tiles.
define void @reuse(ptr %in, ptr %out) !dbg !5 {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1)
  %o = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1)
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %b = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %a)
  %c = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 64, i64 64)
  %d = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %b, ptr addrspace(1) %c)
  call void @pto.tstore(ptr addrspace(1) %d, ptr %o, i64 0, i64 0)
  ret void
}

; The trecip keeps %y off the bytes of %x, which dies there.
define void @apart(ptr %in, ptr %out) {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 16, i64 64, i64 64, i64 1)
  %x = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64)
  %y = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %x)
  call void @pto.tstore(ptr addrspace(1) %y, ptr %v, i64 0, i64 0)
  ret void
}

declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "reuse", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
