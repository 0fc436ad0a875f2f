; sync-check.test: a kernel with line locations, so the printed PTO ends
; its lines with loc("k.c":L:C).
define void @dbg(ptr noalias %in, ptr noalias %out) !dbg !5 {
  %v = call ptr @pto.tensor_view.f32(ptr %in, i64 64, i64 64, i64 64, i64 1), !dbg !8
  %o = call ptr @pto.tensor_view.f32(ptr %out, i64 64, i64 64, i64 64, i64 1), !dbg !8
  %a = call ptr addrspace(1) @pto.tload(ptr %v, i64 0, i64 0, i64 16, i64 64), !dbg !8
  %b = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %a), !dbg !9
  call void @pto.tstore(ptr addrspace(1) %b, ptr %o, i64 0, i64 0), !dbg !10
  ret void, !dbg !10
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "dbg", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 5, column: 7, scope: !5)
!9 = !DILocation(line: 6, column: 3, scope: !5)
!10 = !DILocation(line: 7, column: 3, scope: !5)
