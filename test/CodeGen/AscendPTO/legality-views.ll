; Legality, layout ops and compares (ptoas-rules.md §6, §11): on a5 the
; major dimension of a ttrans source and result spans a multiple of 32
; bytes; treshape keeps the boxed-ness; the parts of a tconcat have its
; valid rows; an a2a3 tcmp compares tiles of one valid shape into a mask of
; src0's valid rows (a5 compares tiles of one shape, valid shapes free).
;
; RUN: split-file %s %t
; RUN: %llc -mcpu=ascend910b %t/ttrans.ll -o - | FileCheck %s --check-prefix=TTRANS-A2A3
; RUN: not %llc -mcpu=ascend950 %t/ttrans.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TTRANS-A5
; RUN: not %llc -mcpu=ascend910b %t/views.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VIEWS-A2A3
; RUN: not %llc -mcpu=ascend950 %t/views.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=VIEWS-A5
; RUN: not %llc -mcpu=ascend910b %t/tcmp.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TCMP-A2A3
; RUN: %llc -mcpu=ascend950 %t/tcmp.ll -o - | FileCheck %s --check-prefix=TCMP-A5

; TTRANS-A2A3-LABEL: func.func @ttrans_unaligned(
; TTRANS-A2A3: pto.texp ins(

; TTRANS-A5: error: in function @ttrans_unaligned: pto.ttrans on ascend950 (a5) needs the major-dimension bytes of operand 0 (src) to be a multiple of 32; operand 0 (src) is vec f32 [16, 4]
; TTRANS-A5-NOT: error

; VIEWS-A2A3: error: in function @treshape_boxed: pto.treshape on ascend910b (a2a3) needs the boxed-ness of the result to equal operand 0 (src)'s boxed-ness; the result is vec f32 [32, 32], operand 0 (src) vec f32 [16, 64]
; VIEWS-A2A3-NEXT: error: in function @tconcat_valid_rows: pto.tconcat on ascend910b (a2a3) needs the valid rows of operand 0 (src0) to equal the result's valid rows; operand 0 (src0) is vec f32 [16, 64], the result vec f32 [16, 128] valid [8, 128]
; VIEWS-A2A3-NOT: error

; VIEWS-A5: error: in function @treshape_boxed: pto.treshape on ascend950 (a5) needs the boxed-ness of the result to equal operand 0 (src)'s boxed-ness; the result is vec f32 [32, 32], operand 0 (src) vec f32 [16, 64]
; VIEWS-A5-NEXT: error: in function @tconcat_valid_rows: pto.tconcat on ascend950 (a5) needs the valid rows of operand 0 (src0) to equal the result's valid rows; operand 0 (src0) is vec f32 [16, 64], the result vec f32 [16, 128] valid [8, 128]
; VIEWS-A5-NOT: error

; TCMP-A2A3: error: in function @tcmp_valid: pto.tcmp on ascend910b (a2a3) needs the valid cols of operand 1 (src1) to equal operand 0 (src0)'s valid cols; operand 1 (src1) is vec f32 [16, 64], operand 0 (src0) vec f32 [16, 64] valid [16, 32]
; TCMP-A2A3-NEXT: error: in function @tcmp_mask_rows: pto.tcmp on ascend910b (a2a3) needs the valid rows of the result to equal operand 0 (src0)'s valid rows; the result is vec i8 [16, 64] valid [8, 64], operand 0 (src0) vec f32 [16, 64]
; TCMP-A2A3-NOT: error

; TCMP-A5-LABEL: func.func @tcmp_valid(
; TCMP-A5: pto.tcmp ins(
; TCMP-A5-LABEL: func.func @tcmp_mask_rows(
; TCMP-A5: pto.tcmp ins(

;--- ttrans.ll
define void @ttrans_unaligned() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 4)
  %t = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 16)
  %r = call ptr addrspace(1) @pto.ttrans(ptr addrspace(1) %a, ptr addrspace(1) %t)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %r)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.ttrans(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))

;--- views.ll
define void @treshape_boxed() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.treshape.s_row(ptr addrspace(1) %a, i64 32, i64 32)
  ret void
}

define void @tconcat_valid_rows() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %r = call ptr addrspace(1) @pto.tconcat.valid8x128(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.treshape.s_row(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.tconcat.valid8x128(ptr addrspace(1), ptr addrspace(1))

;--- tcmp.ll
define void @tcmp_valid() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}

define void @tcmp_mask_rows() {
  %a = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %b = call ptr addrspace(1) @pto.alloc_tile.f32(i64 16, i64 64)
  %m = call ptr addrspace(1) @pto.tcmp.lt.valid8x64(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.valid16x32(i64, i64)
declare ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcmp.lt.valid8x64(ptr addrspace(1), ptr addrspace(1))
