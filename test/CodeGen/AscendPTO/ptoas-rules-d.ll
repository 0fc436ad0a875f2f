; The audit of ptoas-rules.md section D ("where the project's table
; disagrees"), rows 1-7, against today's td/ legality (docs/pto-output.md,
; "Fidelity to ptoas"): for each row, on each CPU, a kernel the assembler
; refuses (llc must refuse it naming the op, the target and the rule) and
; the nearest kernel it takes (llc must compile it, printed in the form the
; assembler takes: an open [M,1] column row_major where the op needs it, a
; run-time subset typed v_row=?, a subset of a treshape taken of an
; alloc_tile, a set_validshape with valid_row, a tile passed twice to tprelu
; as two handles, an i32 loop over index). Function names start with the
; row: d1_ element types, d2_ layouts, d3_ spaces, d4_ shapes, d5_ scalars,
; d6_ SSA identity, d7_ loops. Files whose declarations would clash are
; split (refuse-<arch>-N, accept-<arch>-N).
;
; RUN: split-file %s %t
; RUN: not %llc -mcpu=ascend910b %t/refuse-a2a3-0.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSE_A2A3_0 --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend910b %t/refuse-a2a3-1.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSE_A2A3_1 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/accept-a2a3-0.ll -o - 2>&1 | FileCheck %s --check-prefix=ACCEPT_A2A3_0 --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/accept-a2a3-1.ll -o - 2>&1 | FileCheck %s --check-prefix=ACCEPT_A2A3_1 --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %llc -mcpu=ascend910b -ascendpto-no-warn=all %t/accept-a2a3-2.ll -o - 2>&1 | FileCheck %s --check-prefix=ACCEPT_A2A3_2 --implicit-check-not=error: --implicit-check-not=warning:
; RUN: not %llc -mcpu=ascend950 %t/refuse-a5-0.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSE_A5_0 --implicit-check-not=error:
; RUN: not %llc -mcpu=ascend950 %t/refuse-a5-1.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSE_A5_1 --implicit-check-not=error:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/accept-a5-0.ll -o - 2>&1 | FileCheck %s --check-prefix=ACCEPT_A5_0 --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/accept-a5-1.ll -o - 2>&1 | FileCheck %s --check-prefix=ACCEPT_A5_1 --implicit-check-not=error: --implicit-check-not=warning:
; RUN: %llc -mcpu=ascend950 -ascendpto-no-warn=all %t/accept-a5-2.ll -o - 2>&1 | FileCheck %s --check-prefix=ACCEPT_A5_2 --implicit-check-not=error: --implicit-check-not=warning:

; REFUSE_A2A3_0: error: in function @d1_tadd_bf16: pto.tadd on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tsub_bf16: pto.tsub on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tsub_i8: pto.tsub on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tmax_bf16: pto.tmax on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tmin_i8: pto.tmin on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tmul_i8: pto.tmul on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tmul_bf16: pto.tmul on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tfmod_bf16: pto.tfmod on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tdiv_i32: pto.tdiv on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src0); operand 0 (src0) is i32 (vec i32 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tand_i32: pto.tand on ascend910b (a2a3) takes i16, ui16, i8 or ui8 tiles as operand 0 (src0); operand 0 (src0) is i32 (vec i32 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tpartadd_bf16: pto.tpartadd on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tnot_i8: pto.tnot on ascend910b (a2a3) takes i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_texp_bf16: pto.texp on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tsqrt_f8: pto.tsqrt on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is f8E4M3FN (vec f8E4M3FN [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tneg_i8: pto.tneg on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tneg_bf16: pto.tneg on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_trelu_i16: pto.trelu on ascend910b (a2a3) takes f32, f16, i32 or ui32 tiles as operand 0 (src); operand 0 (src) is i16 (vec i16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tcolprod_i8: pto.tcolprod on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tcolprod_bf16: pto.tcolprod on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tcolsum_bf16: pto.tcolsum on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_trem_f16: pto.trem on ascend910b (a2a3) takes f32, i32 or ui32 tiles as operand 0 (src0); operand 0 (src0) is f16 (vec f16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tshrs_i8: pto.tshrs on ascend910b (a2a3) takes i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tands_i32: pto.tands on ascend910b (a2a3) takes i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tlrelu_bf16: pto.tlrelu on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tsort32_bf16: pto.tsort32 on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [1, 32])
; REFUSE_A2A3_0: error: in function @d1_tmrgsort_bf16: pto.tmrgsort on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [1, 256])
; REFUSE_A2A3_0: error: in function @d1_tprelu_i32: pto.tprelu on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_taxpy_bf16: pto.taxpy on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (acc); operand 0 (acc) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_trowsum_bf16: pto.trowsum on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_trowsum_i8: pto.trowsum on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tcolexpandadd_bf16: pto.tcolexpandadd on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tcolexpanddiv_i32: pto.tcolexpanddiv on ascend910b (a2a3) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_trowexpand_i64: pto.trowexpand on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (col); operand 0 (col) is i64 (vec i64 [16, 1])
; REFUSE_A2A3_0: error: in function @d1_tcolexpand_i64: pto.tcolexpand on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (row); operand 0 (row) is i64 (vec i64 [1, 64])
; REFUSE_A2A3_0: error: in function @d1_tcmp_i16: pto.tcmp on ascend910b (a2a3) takes f32, f16, i32 or ui32 tiles as operand 0 (src0); operand 0 (src0) is i16 (vec i16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_texpands_bf16: pto.texpands on ascend910b (a2a3) takes f32, f16, i32 or i16 tiles as the result; the result is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_texpands_i8: pto.texpands on ascend910b (a2a3) takes f32, f16, i32 or i16 tiles as the result; the result is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tgather_bf16: pto.tgather on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tgather_i8: pto.tgather on ascend910b (a2a3) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tconcat_ui8: pto.tconcat on ascend910b (a2a3) takes f32, f16, bf16, i32, i16 or i8 tiles as operand 0 (src0); operand 0 (src0) is ui8 (vec ui8 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tsels_ui16: pto.tsels on ascend910b (a2a3) takes f32, f16, i32 or i16 tiles as operand 1 (src); operand 1 (src) is ui16 (vec ui16 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tfillpad_i64: pto.tfillpad on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is i64 (vec i64 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tgatherb_i64: pto.tgatherb on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is i64 (vec i64 [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tload_f8: pto.tload on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8, ui8, i64 or ui64 tiles as the result; the result is f8E4M3FN (vec f8E4M3FN [16, 64])
; REFUSE_A2A3_0: error: in function @d1_tload_i4: pto.tload on ascend910b (a2a3) takes f32, f16, bf16, i32, ui32, i16, ui16, i8, ui8, i64 or ui64 tiles as the result; the result is i4 (vec i4 [16, 64])
; REFUSE_A2A3_0: error: in function @d2_tadd_col_declared: pto.tadd on ascend910b (a2a3) needs operand 0 (src0) row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 1])
; REFUSE_A2A3_0: error: in function @d3_tinsert_f32_f32: pto.tinsert on ascend910b (a2a3) takes f32 -> f16 or f32 -> bf16 from operand 1 (src) to operand 0 (target); they are f32 -> f32 (acc f32 [16, 64], mat f32 [32, 64])
; REFUSE_A2A3_0: error: in function @d4_tpartmax_shapes: pto.tpartmax on ascend910b (a2a3) needs the rows of operand 1 (src1) to equal the result's rows; operand 1 (src1) is vec f32 [8, 64], the result vec f32 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_tpartadd_valid: pto.tpartadd on ascend910b (a2a3) needs the valid rows of operand 1 (src1) to be at most the result's valid rows; operand 1 (src1) is vec f32 [16, 64] valid [16, 32], the result vec f32 [16, 64] valid [8, 64]
; REFUSE_A2A3_0: error: in function @d4_tprelu_tmp_f32: pto.tprelu on ascend910b (a2a3) takes ui8 tiles as operand 2 (tmp); operand 2 (tmp) is f32 (vec f32 [16, 64])
; REFUSE_A2A3_0: error: in function @d4_tprelu_tmp_shape: pto.tprelu on ascend910b (a2a3) needs the rows of operand 2 (tmp) to equal the result's rows; operand 2 (tmp) is vec ui8 [1, 64], the result vec f32 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_tgemv_rows: pto.tgemv on ascend910b (a2a3) needs the valid rows of operand 0 (lhs) to be 1; operand 0 (lhs) is left f16 [16, 32]
; REFUSE_A2A3_0: error: in function @d4_trem_tmp: pto.trem on ascend910b (a2a3) needs one element type for operand 2 (tmp) and the result; operand 2 (tmp) is vec i32 [16, 64], the result vec f32 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_txor_tmp: pto.txor on ascend910b (a2a3) needs the valid rows of operand 2 (tmp) to equal the result's valid rows; operand 2 (tmp) is vec i16 [16, 64] valid [8, 64], the result vec i16 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_trsqrt_tmp_bytes: pto.trsqrt.tmp on ascend910b (a2a3) needs the bytes of operand 1 (tmp) to be at least 32; operand 1 (tmp) is vec f32 [1, 4] (16 bytes)
; REFUSE_A2A3_0: error: in function @d4_trowmin_tmp_valid: pto.trowmin on ascend910b (a2a3) needs the valid rows of operand 1 (tmp) to equal operand 0 (src)'s valid rows; operand 1 (tmp) is vec f32 [16, 64] valid [8, 64], operand 0 (src) vec f32 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_tgather_tmp_f32: pto.tgather on ascend910b (a2a3) needs one element type for operand 1 (idx) and operand 2 (tmp); operand 1 (idx) is vec i32 [16, 64], operand 2 (tmp) vec f32 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_tsort32_idx_i32: pto.tsort32 on ascend910b (a2a3) takes ui32 tiles as operand 1 (idx); operand 1 (idx) is i32 (vec i32 [1, 32])
; REFUSE_A2A3_0: error: in function @d4_tscatter_width: pto.tscatter on ascend910b (a2a3) takes i8 -> i16, i8 -> ui16, ui8 -> i16, ui8 -> ui16, i16 -> i16, i16 -> ui16, ui16 -> i16, ui16 -> ui16, f16 -> i16, f16 -> ui16, bf16 -> i16, bf16 -> ui16, i32 -> i32, i32 -> ui32, ui32 -> i32, ui32 -> ui32, f32 -> i32 or f32 -> ui32 from operand 1 (src) to operand 2 (idx); they are f32 -> i16 (vec f32 [16, 64], vec i16 [16, 64])
; REFUSE_A2A3_0: error: in function @d4_tmrgsort_block: pto.tmrgsort on ascend910b (a2a3) takes a constant operand 1 (blockLen) of at least 64 that is a multiple of 64; it is i32 96
; REFUSE_A2A3_0: error: in function @d4_tmrgsort_rows: pto.tmrgsort on ascend910b (a2a3) needs the rows of operand 0 (src) to be 1; operand 0 (src) is vec f32 [2, 256]
; REFUSE_A2A3_0: error: in function @d4_treshape_boxed: pto.treshape on ascend910b (a2a3) needs the boxed-ness of the result to equal operand 0 (src)'s boxed-ness; the result is vec f32 [32, 32], operand 0 (src) vec f32 [16, 64]
; REFUSE_A2A3_0: error: in function @d4_treshape_bytes: pto.treshape: the result (vec f32 [8, 64], 2048 bytes) must have the source's 4096 bytes (vec f32 [16, 64])
; REFUSE_A2A3_0: error: in function @d4_bitcast_same: pto.bitcast on ascend910b (a2a3) needs different element types for operand 0 (src) and the result; both are f32 (vec f32 [16, 64])
; REFUSE_A2A3_0: error: in function @d4_subset_dtype: pto.subset on ascend910b (a2a3) needs one element type for operand 0 (src) and the result; operand 0 (src) is vec f32 [16, 64], the result vec f16 [8, 64] (the assembler infers a subset's element type from its source; take the window in the source's type and pto.bitcast it)
; REFUSE_A2A3_0: error: in function @d4_subset_boxed_rows: pto.subset on ascend910b (a2a3) needs the rows of the result to equal operand 0 (src)'s rows (a window of a boxed col_major tile keeps whole columns); the result is mat f16 [16, 32], operand 0 (src) mat f16 [32, 64]
; REFUSE_A2A3_0: error: in function @d5_tmaxs_int: pto.tmaxs on ascend910b (a2a3) takes a floating-point scalar (even on integer tiles) as operand 1 (scalar); it is i32 3
; REFUSE_A2A3_0: error: in function @d5_tfmods_elem: pto.tfmods on ascend910b (a2a3) takes a scalar of operand 0 (src)'s element type (f32) as operand 1 (scalar); it is half 0xH3C00
; REFUSE_A2A3_0: error: in function @d5_trems_elem: pto.trems on ascend910b (a2a3) takes a scalar of operand 0 (src)'s element type (f32) as operand 1 (scalar); it is i32 3
; REFUSE_A2A3_0: error: in function @d5_texpands_elem: pto.texpands on ascend910b (a2a3) takes a scalar of the result's element type (f32) as operand 0 (scalar); it is half 0xH3C00
; REFUSE_A2A3_0: error: in function @d5_tadds_i64: pto.tadds on ascend910b (a2a3) takes an integer of at most 32 bits or a float as operand 1 (scalar); i64 %n is i64, which PTO prints as index (truncate it to i32)
; REFUSE_A2A3_1: error: in function @d4_subset_right_cols: pto.subset on ascend910b (a2a3) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is right f16 [32, 32], operand 0 (src) right f16 [32, 64]
; REFUSE_A2A3_1: error: in function @d5_taxpy_elem: pto.taxpy on ascend910b (a2a3) takes a scalar of operand 1 (src)'s element type (f32) as operand 2 (scalar); it is half 0xH3C00
; REFUSE_A2A3_1: error: in function @d5_tlrelu_f16: pto.tlrelu on ascend910b (a2a3) takes an f32 scalar as operand 1 (slope); it is half 0xH3800
; REFUSE_A2A3_1: error: in function @d5_tands_float: pto.tands on ascend910b (a2a3) takes a signless integer scalar as operand 1 (scalar); it is float 1.000000e+00
; ACCEPT_A2A3_0-LABEL: func.func @d1_tadd_f16(
; ACCEPT_A2A3_0-LABEL: func.func @d1_tmul_i16(
; ACCEPT_A2A3_0-LABEL: func.func @d1_tand_i16(
; ACCEPT_A2A3_0-LABEL: func.func @d1_tnot_i16(
; ACCEPT_A2A3_0-LABEL: func.func @d1_texp_f16(
; ACCEPT_A2A3_0-LABEL: func.func @d1_trelu_i32(
; ACCEPT_A2A3_0-LABEL: func.func @d1_tmrgsort2_i32(
; ACCEPT_A2A3_0-LABEL: func.func @d2_tadd_col_open(
; ACCEPT_A2A3_0: pto.tadd ins(%v1, %v2 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=row_major
; ACCEPT_A2A3_0-LABEL: func.func @d2_trowexpand_col_dst(
; ACCEPT_A2A3_0: outs(%v2 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=row_major
; ACCEPT_A2A3_0-LABEL: func.func @d3_tstore_mat(
; ACCEPT_A2A3_0-LABEL: func.func @d3_tinsert_f32_f16(
; ACCEPT_A2A3_0-LABEL: func.func @d4_tgemv_one_row(
; ACCEPT_A2A3_0-LABEL: func.func @d4_trsqrt_tmp_32(
; ACCEPT_A2A3_0-LABEL: func.func @d4_bitcast_narrower(
; ACCEPT_A2A3_0-LABEL: func.func @d4_subset_runtime(
; ACCEPT_A2A3_0: pto.texp ins(%v2 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=?, v_col=64
; ACCEPT_A2A3_0-LABEL: func.func @d4_subset_of_treshape(
; ACCEPT_A2A3_0: %v2 = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32,
; ACCEPT_A2A3_0: pto.subset %v2[%c0, %c0] sizes [32, 32]
; ACCEPT_A2A3_0-LABEL: func.func @d4_set_validshape(
; ACCEPT_A2A3_0: valid_row = %n
; ACCEPT_A2A3_0-LABEL: func.func @d5_tmaxs_float_on_int(
; ACCEPT_A2A3_0-LABEL: func.func @d6_tands_handles(
; ACCEPT_A2A3_0-LABEL: func.func @d6_tprelu_twice(
; ACCEPT_A2A3_0: pto.tprelu ins(%v1, %v1_{{[0-9]+}}, %v2 :
; ACCEPT_A2A3_1-LABEL: func.func @d4_subset_boxed_whole_rows(
; ACCEPT_A2A3_1-LABEL: func.func @d7_i32_loop(
; ACCEPT_A2A3_1: scf.for %i_idx = %c0 to %c4 step %c1 {
; ACCEPT_A2A3_2-LABEL: func.func @d4_subset_right_whole_cols(
; REFUSE_A5_0: error: in function @d1_tsub_bf16: pto.tsub on ascend950 (a5) takes f32, f16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tmax_bf16: pto.tmax on ascend950 (a5) takes f32, f16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tmul_i8: pto.tmul on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is i8 (vec i8 [16, 64])
; REFUSE_A5_0: error: in function @d1_tmul_bf16: pto.tmul on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tfmod_bf16: pto.tfmod on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src0); operand 0 (src0) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_texp_bf16: pto.texp on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tsqrt_f8: pto.tsqrt on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is f8E4M3FN (vec f8E4M3FN [16, 64])
; REFUSE_A5_0: error: in function @d1_trelu_i16: pto.trelu on ascend950 (a5) takes f32, f16, i32 or ui32 tiles as operand 0 (src); operand 0 (src) is i16 (vec i16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tcolprod_i8: pto.tcolprod on ascend950 (a5) takes f32, f16, i32, ui32, i16, ui16 or bf16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A5_0: error: in function @d1_tlrelu_bf16: pto.tlrelu on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tsort32_bf16: pto.tsort32 on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [1, 32])
; REFUSE_A5_0: error: in function @d1_tmrgsort_bf16: pto.tmrgsort on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [1, 256])
; REFUSE_A5_0: error: in function @d1_tprelu_i32: pto.tprelu on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64])
; REFUSE_A5_0: error: in function @d1_trowsum_bf16: pto.trowsum on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_trowsum_i8: pto.trowsum on ascend950 (a5) takes f32, f16, i32, ui32, i16 or ui16 tiles as operand 0 (src); operand 0 (src) is i8 (vec i8 [16, 64])
; REFUSE_A5_0: error: in function @d1_tcolexpandadd_bf16: pto.tcolexpandadd on ascend950 (a5) takes f32, f16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tcolexpanddiv_i32: pto.tcolexpanddiv on ascend950 (a5) takes f32 or f16 tiles as operand 0 (src); operand 0 (src) is i32 (vec i32 [16, 64])
; REFUSE_A5_0: error: in function @d1_trowexpand_i64: pto.trowexpand on ascend950 (a5) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (col); operand 0 (col) is i64 (vec i64 [16, 1])
; REFUSE_A5_0: error: in function @d1_tcolexpand_i64: pto.tcolexpand on ascend950 (a5) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (row); operand 0 (row) is i64 (vec i64 [1, 64])
; REFUSE_A5_0: error: in function @d1_texpands_bf16: pto.texpands on ascend950 (a5) takes f32, f16, i32, i16 or i8 tiles as the result; the result is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tgather_bf16: pto.tgather on ascend950 (a5) takes f32, f16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is bf16 (vec bf16 [16, 64])
; REFUSE_A5_0: error: in function @d1_textract_vec_i16: pto.textract on ascend950 (a5) takes i8, ui8, f8E4M3FN, f8E5M2, f16, bf16 or f32 tiles as operand 0 (src); operand 0 (src) is i16 (vec i16 [32, 64])
; REFUSE_A5_0: error: in function @d1_tconcat_ui8: pto.tconcat on ascend950 (a5) takes f32, f16, bf16, i32, i16 or i8 tiles as operand 0 (src0); operand 0 (src0) is ui8 (vec ui8 [16, 64])
; REFUSE_A5_0: error: in function @d1_tsels_ui16: pto.tsels on ascend950 (a5) takes f32, f16, i32, i16 or i8 tiles as operand 1 (src); operand 1 (src) is ui16 (vec ui16 [16, 64])
; REFUSE_A5_0: error: in function @d1_tfillpad_i64: pto.tfillpad on ascend950 (a5) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is i64 (vec i64 [16, 64])
; REFUSE_A5_0: error: in function @d1_tgatherb_i64: pto.tgatherb on ascend950 (a5) takes f32, f16, bf16, i32, ui32, i16, ui16, i8 or ui8 tiles as operand 0 (src); operand 0 (src) is i64 (vec i64 [16, 64])
; REFUSE_A5_0: error: in function @d1_tload_i4: pto.tload on ascend950 (a5) takes f32, f16, bf16, i32, ui32, i16, ui16, i8, ui8, i64, ui64, f8E4M3FN or f8E5M2 tiles as the result; the result is i4 (vec i4 [16, 64])
; REFUSE_A5_0: error: in function @d2_tadd_col_declared: pto.tadd on ascend950 (a5) needs operand 0 (src0) row_major; it is declared with blayout col_major, slayout none_box (vec f32 [16, 1])
; REFUSE_A5_0: error: in function @d3_tstore_mat: pto.tstore on ascend950 (a5) takes operand 0 (src) in vec or acc; it is in mat (mat f16 [16, 64])
; REFUSE_A5_0: error: in function @d4_tpartmax_shapes: pto.tpartmax on ascend950 (a5) needs the rows of operand 1 (src1) to equal the result's rows; operand 1 (src1) is vec f32 [8, 64], the result vec f32 [16, 64]
; REFUSE_A5_0: error: in function @d4_tprelu_tmp_shape: pto.tprelu on ascend950 (a5) needs the rows of operand 2 (tmp) to equal the result's rows; operand 2 (tmp) is vec ui8 [1, 64], the result vec f32 [16, 64]
; REFUSE_A5_0: error: in function @d4_tgemv_rows: pto.tgemv on ascend950 (a5) needs the valid rows of operand 0 (lhs) to be 1; operand 0 (lhs) is left f16 [16, 32]
; REFUSE_A5_0: error: in function @d4_trem_tmp: pto.trem on ascend950 (a5) needs one element type for operand 2 (tmp) and the result; operand 2 (tmp) is vec i32 [16, 64], the result vec f32 [16, 64]
; REFUSE_A5_0: error: in function @d4_trsqrt_tmp_bytes: pto.trsqrt.tmp on ascend950 (a5) needs the bytes of operand 1 (tmp) to be at least 32; operand 1 (tmp) is vec f32 [1, 4] (16 bytes)
; REFUSE_A5_0: error: in function @d4_trowmin_tmp_valid: pto.trowmin on ascend950 (a5) needs the valid rows of operand 1 (tmp) to equal operand 0 (src)'s valid rows; operand 1 (tmp) is vec f32 [16, 64] valid [8, 64], operand 0 (src) vec f32 [16, 64]
; REFUSE_A5_0: error: in function @d4_tsort32_idx_i32: pto.tsort32 on ascend950 (a5) takes ui32 tiles as operand 1 (idx); operand 1 (idx) is i32 (vec i32 [1, 32])
; REFUSE_A5_0: error: in function @d4_tscatter_width: pto.tscatter on ascend950 (a5) takes i8 -> i16, i8 -> ui16, ui8 -> i16, ui8 -> ui16, i16 -> i16, i16 -> ui16, ui16 -> i16, ui16 -> ui16, f16 -> i16, f16 -> ui16, bf16 -> i16, bf16 -> ui16, i32 -> i32, i32 -> ui32, ui32 -> i32, ui32 -> ui32, f32 -> i32 or f32 -> ui32 from operand 1 (src) to operand 2 (idx); they are f32 -> i16 (vec f32 [16, 64], vec i16 [16, 64])
; REFUSE_A5_0: error: in function @d4_tmrgsort_block: pto.tmrgsort on ascend950 (a5) takes a constant operand 1 (blockLen) of at least 64 that is a multiple of 64; it is i32 96
; REFUSE_A5_0: error: in function @d4_tmrgsort_rows: pto.tmrgsort on ascend950 (a5) needs the rows of operand 0 (src) to be 1; operand 0 (src) is vec f32 [2, 256]
; REFUSE_A5_0: error: in function @d4_treshape_boxed: pto.treshape on ascend950 (a5) needs the boxed-ness of the result to equal operand 0 (src)'s boxed-ness; the result is vec f32 [32, 32], operand 0 (src) vec f32 [16, 64]
; REFUSE_A5_0: error: in function @d4_treshape_bytes: pto.treshape: the result (vec f32 [8, 64], 2048 bytes) must have the source's 4096 bytes (vec f32 [16, 64])
; REFUSE_A5_0: error: in function @d4_bitcast_same: pto.bitcast on ascend950 (a5) needs different element types for operand 0 (src) and the result; both are f32 (vec f32 [16, 64])
; REFUSE_A5_0: error: in function @d4_subset_dtype: pto.subset on ascend950 (a5) needs one element type for operand 0 (src) and the result; operand 0 (src) is vec f32 [16, 64], the result vec f16 [8, 64] (the assembler infers a subset's element type from its source; take the window in the source's type and pto.bitcast it)
; REFUSE_A5_0: error: in function @d4_subset_boxed_rows: pto.subset on ascend950 (a5) needs the rows of the result to equal operand 0 (src)'s rows (a window of a boxed col_major tile keeps whole columns); the result is mat f16 [16, 32], operand 0 (src) mat f16 [32, 64]
; REFUSE_A5_0: error: in function @d5_tmaxs_int: pto.tmaxs on ascend950 (a5) takes a floating-point scalar (even on integer tiles) as operand 1 (scalar); it is i32 3
; REFUSE_A5_0: error: in function @d5_tfmods_elem: pto.tfmods on ascend950 (a5) takes a scalar of operand 0 (src)'s element type (f32) as operand 1 (scalar); it is half 0xH3C00
; REFUSE_A5_0: error: in function @d5_trems_elem: pto.trems on ascend950 (a5) takes a scalar of operand 0 (src)'s element type (f32) as operand 1 (scalar); it is i32 3
; REFUSE_A5_0: error: in function @d5_taxpy_elem: pto.taxpy on ascend950 (a5) takes a scalar of operand 1 (src)'s element type (f32) as operand 2 (scalar); it is half 0xH3C00
; REFUSE_A5_0: error: in function @d5_texpands_elem: pto.texpands on ascend950 (a5) takes a scalar of the result's element type (f32) as operand 0 (scalar); it is half 0xH3C00
; REFUSE_A5_0: error: in function @d5_tands_float: pto.tands on ascend950 (a5) takes a signless integer scalar as operand 1 (scalar); it is float 1.000000e+00
; REFUSE_A5_0: error: in function @d5_tadds_i64: pto.tadds on ascend950 (a5) takes an integer of at most 32 bits or a float as operand 1 (scalar); i64 %n is i64, which PTO prints as index (truncate it to i32)
; REFUSE_A5_1: error: in function @d4_subset_right_cols: pto.subset on ascend950 (a5) needs the cols of the result to equal operand 0 (src)'s cols (a window of a boxed row_major tile keeps whole rows); the result is right f16 [32, 32], operand 0 (src) right f16 [32, 64]
; REFUSE_A5_1: error: in function @d5_tlrelu_f16: pto.tlrelu on ascend950 (a5) takes an f32 scalar as operand 1 (slope); it is half 0xH3800
; ACCEPT_A5_0-LABEL: func.func @d1_tadd_bf16(
; ACCEPT_A5_0-LABEL: func.func @d1_tadd_f16(
; ACCEPT_A5_0-LABEL: func.func @d1_tsub_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tmin_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tmul_i16(
; ACCEPT_A5_0-LABEL: func.func @d1_tdiv_i32(
; ACCEPT_A5_0-LABEL: func.func @d1_tand_i32(
; ACCEPT_A5_0-LABEL: func.func @d1_tand_i16(
; ACCEPT_A5_0-LABEL: func.func @d1_tpartadd_bf16(
; ACCEPT_A5_0-LABEL: func.func @d1_tnot_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tnot_i16(
; ACCEPT_A5_0-LABEL: func.func @d1_texp_f16(
; ACCEPT_A5_0-LABEL: func.func @d1_tneg_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tneg_bf16(
; ACCEPT_A5_0-LABEL: func.func @d1_trelu_i32(
; ACCEPT_A5_0-LABEL: func.func @d1_tcolprod_bf16(
; ACCEPT_A5_0-LABEL: func.func @d1_tcolsum_bf16(
; ACCEPT_A5_0-LABEL: func.func @d1_trem_f16(
; ACCEPT_A5_0-LABEL: func.func @d1_tshrs_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tands_i32(
; ACCEPT_A5_0-LABEL: func.func @d1_tmrgsort2_i32(
; ACCEPT_A5_0-LABEL: func.func @d1_taxpy_bf16(
; ACCEPT_A5_0-LABEL: func.func @d1_tcmp_i16(
; ACCEPT_A5_0-LABEL: func.func @d1_texpands_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tgather_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_textract_vec_i8(
; ACCEPT_A5_0-LABEL: func.func @d1_tload_f8(
; ACCEPT_A5_0-LABEL: func.func @d2_tadd_col_open(
; ACCEPT_A5_0: pto.tadd ins(%v1, %v2 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=row_major
; ACCEPT_A5_0-LABEL: func.func @d2_trowexpand_col_dst(
; ACCEPT_A5_0: outs(%v2 : !pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=1, v_row=16, v_col=1, blayout=row_major
; ACCEPT_A5_0-LABEL: func.func @d3_tinsert_f32_f32(
; ACCEPT_A5_0-LABEL: func.func @d3_tinsert_f32_f16(
; ACCEPT_A5_0-LABEL: func.func @d4_tpartadd_valid(
; ACCEPT_A5_0-LABEL: func.func @d4_tprelu_tmp_f32(
; ACCEPT_A5_0-LABEL: func.func @d4_tgemv_one_row(
; ACCEPT_A5_0-LABEL: func.func @d4_txor_tmp(
; ACCEPT_A5_0-LABEL: func.func @d4_trsqrt_tmp_32(
; ACCEPT_A5_0-LABEL: func.func @d4_tgather_tmp_f32(
; ACCEPT_A5_0-LABEL: func.func @d4_bitcast_narrower(
; ACCEPT_A5_0-LABEL: func.func @d4_subset_runtime(
; ACCEPT_A5_0: pto.texp ins(%v2 : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=64, v_row=?, v_col=64
; ACCEPT_A5_0-LABEL: func.func @d4_subset_of_treshape(
; ACCEPT_A5_0: %v2 = pto.alloc_tile addr = %c0_i64 : !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32,
; ACCEPT_A5_0: pto.subset %v2[%c0, %c0] sizes [32, 32]
; ACCEPT_A5_0-LABEL: func.func @d4_set_validshape(
; ACCEPT_A5_0: valid_row = %n
; ACCEPT_A5_0-LABEL: func.func @d5_tmaxs_float_on_int(
; ACCEPT_A5_0-LABEL: func.func @d6_tprelu_twice(
; ACCEPT_A5_0: pto.tprelu ins(%v1, %v1, %v2 :
; ACCEPT_A5_0-LABEL: func.func @d7_i32_loop(
; ACCEPT_A5_0: scf.for %i_idx = %c0 to %c4 step %c1 {
; ACCEPT_A5_1-LABEL: func.func @d4_subset_boxed_whole_rows(
; ACCEPT_A5_1-LABEL: func.func @d6_tands_handles(
; ACCEPT_A5_2-LABEL: func.func @d4_subset_right_whole_cols(

;--- refuse-a2a3-0.ll
define void @d1_tadd_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tsub_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tsub_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmax_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmax(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmin_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmin(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmul_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmul_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tfmod_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tfmod(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tdiv_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tdiv(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tand_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tpartadd_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tpartadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tnot_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tnot(ptr addrspace(1) %v1)
  ret void
}

define void @d1_texp_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tsqrt_f8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f8E4M3FN.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tsqrt(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tneg_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tneg_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %v1)
  ret void
}

define void @d1_trelu_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tcolprod_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolprod(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tcolprod_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolprod(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tcolsum_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolsum(ptr addrspace(1) %v1)
  ret void
}

define void @d1_trem_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_tshrs_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tshrs(ptr addrspace(1) %v1, i8 1)
  ret void
}

define void @d1_tands_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %v1, i32 1)
  ret void
}

define void @d1_tlrelu_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %v1, float 0.5)
  ret void
}

define void @d1_tsort32_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 1, i64 32)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui32.vec(i64 1, i64 32)
  %v3 = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmrgsort_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 1, i64 256)
  %v2 = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %v1, i32 64)
  ret void
}

define void @d1_tprelu_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_taxpy_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %v1, ptr addrspace(1) %v2, bfloat 0xR3F80)
  ret void
}

define void @d1_trowsum_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_trowsum_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tcolexpandadd_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 1, i64 64)
  %v3 = call ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tcolexpanddiv_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 64)
  %v3 = call ptr addrspace(1) @pto.tcolexpanddiv(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_trowexpand_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %v1, i64 16, i64 64)
  ret void
}

define void @d1_tcolexpand_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 1, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolexpand(ptr addrspace(1) %v1, i64 16, i64 64)
  ret void
}

define void @d1_tcmp_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_texpands_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.texpands.bf16(bfloat 0xR3F80, i64 16, i64 64)
  ret void
}

define void @d1_texpands_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.texpands.i8(i8 1, i64 16, i64 64)
  ret void
}

define void @d1_tgather_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_tgather_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_tconcat_ui8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tsels_ui16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.ui16.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3, i16 1)
  ret void
}

define void @d1_tfillpad_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tfillpad.pad_zero(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tgatherb_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tgatherb(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tload_f8(ptr %x, i64 %n) {
  %v1 = call ptr @pto.tensor_view.f8E4M3FN(ptr %x, i64 1024, i64 1024, i64 1024, i64 1)
  %v2 = call ptr addrspace(1) @pto.tload.f8E4M3FN(ptr %v1, i64 0, i64 0, i64 16, i64 64)
  ret void
}

define void @d1_tload_i4(ptr %x, i64 %n) {
  %v1 = call ptr @pto.tensor_view.i4(ptr %x, i64 1024, i64 1024, i64 1024, i64 1)
  %v2 = call ptr addrspace(1) @pto.tload.i4(ptr %v1, i64 0, i64 0, i64 16, i64 64)
  ret void
}

define void @d2_tadd_col_declared(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.col_major(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d3_tinsert_f32_f32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f32.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  %v3 = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %v1, ptr addrspace(5) %v2, i64 16, i64 0)
  ret void
}

define void @d4_tpartmax_shapes(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 8, i64 64)
  %v3 = call ptr addrspace(1) @pto.tpartmax(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tpartadd_valid(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.valid16x32(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tpartadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tprelu_tmp_f32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tprelu_tmp_shape(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 1, i64 64)
  %v4 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tgemv_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %v2 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v3 = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %v1, ptr addrspace(4) %v2)
  ret void
}

define void @d4_trem_tmp(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_txor_tmp(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i16.vec.valid8x64(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.txor(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_trsqrt_tmp_bytes(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 4)
  %v3 = call ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_trowmin_tmp_valid(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trowmin(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tgather_tmp_f32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tsort32_idx_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 32)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 32)
  %v3 = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tscatter_width(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tmrgsort_block(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 256)
  %v2 = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %v1, i32 96)
  ret void
}

define void @d4_tmrgsort_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 2, i64 256)
  %v2 = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %v1, i32 64)
  ret void
}

define void @d4_treshape_boxed(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.treshape.s_row(ptr addrspace(1) %v1, i64 32, i64 32)
  ret void
}

define void @d4_treshape_bytes(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %v1, i64 8, i64 64)
  ret void
}

define void @d4_bitcast_same(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.bitcast.f32(ptr addrspace(1) %v1)
  ret void
}

define void @d4_subset_dtype(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.subset.f16(ptr addrspace(1) %v1, i64 0, i64 0, i64 8, i64 64)
  %v3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v2)
  ret void
}

define void @d4_subset_boxed_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(2) @pto.subset(ptr addrspace(2) %v1, i64 0, i64 0, i64 16, i64 32)
  ret void
}

define void @d5_tmaxs_int(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %v1, i32 3)
  ret void
}

define void @d5_tfmods_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tfmods(ptr addrspace(1) %v1, half 0xH3C00)
  ret void
}

define void @d5_trems_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trems(ptr addrspace(1) %v1, i32 3, ptr addrspace(1) %v2)
  ret void
}

define void @d5_texpands_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.texpands.f32(half 0xH3C00, i64 16, i64 64)
  ret void
}

define void @d5_tadds_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %v1, i64 %n)
  ret void
}
declare ptr @pto.tensor_view.f8E4M3FN(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.i4(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.col_major(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.valid16x32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f8E4M3FN.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec.valid8x64(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i64.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64, i64)
declare ptr addrspace(1) @pto.bitcast.f32(ptr addrspace(1))
declare ptr addrspace(1) @pto.subset.f16(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), i64)
declare ptr addrspace(1) @pto.tand(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), bfloat)
declare ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpanddiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolprod(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolsum(ptr addrspace(1))
declare ptr addrspace(1) @pto.tconcat(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tdiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.texpands.bf16(bfloat, i64, i64)
declare ptr addrspace(1) @pto.texpands.f32(half, i64, i64)
declare ptr addrspace(1) @pto.texpands.i8(i8, i64, i64)
declare ptr addrspace(1) @pto.tfillpad.pad_zero(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfmod(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tfmods(ptr addrspace(1), half)
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tgatherb(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tload.f8E4M3FN(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.i4(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.tnot(ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trems(ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.treshape.s_row(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tscatter(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsels(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.tshrs(ptr addrspace(1), i8)
declare ptr addrspace(1) @pto.tsort32(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsqrt(ptr addrspace(1))
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.txor(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f32.mat(i64, i64)
declare ptr addrspace(2) @pto.subset(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))

;--- refuse-a2a3-1.ll
define void @d4_subset_right_cols(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v2 = call ptr addrspace(4) @pto.subset(ptr addrspace(4) %v1, i64 0, i64 0, i64 32, i64 32)
  ret void
}

define void @d5_taxpy_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %v1, ptr addrspace(1) %v2, half 0xH3C00)
  ret void
}

define void @d5_tlrelu_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %v1, half 0xH3800)
  ret void
}

define void @d5_tands_float(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %v1, float 1.0)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec(i64, i64)
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), half)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), half)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.subset(ptr addrspace(4), i64, i64, i64, i64)

;--- accept-a2a3-0.ll
define void @d1_tadd_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmul_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tand_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tnot_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tnot(ptr addrspace(1) %v1)
  ret void
}

define void @d1_texp_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v1)
  ret void
}

define void @d1_trelu_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tmrgsort2_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 256)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 256)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 512)
  %v4 = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d2_tadd_col_open(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d2_trowexpand_col_dst(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %v1, i64 16, i64 1)
  ret void
}

define void @d3_tstore_mat(ptr %x, i64 %n) {
  %v1 = call ptr @pto.tensor_view.f16(ptr %x, i64 1024, i64 1024, i64 1024, i64 1)
  %v2 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(2) %v2, ptr %v1, i64 0, i64 0)
  ret void
}

define void @d3_tinsert_f32_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  %v3 = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %v1, ptr addrspace(5) %v2, i64 16, i64 0)
  ret void
}

define void @d4_tgemv_one_row(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 1, i64 32)
  %v2 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v3 = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %v1, ptr addrspace(4) %v2)
  ret void
}

define void @d4_trsqrt_tmp_32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 8)
  %v3 = call ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_bitcast_narrower(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1) %v1)
  ret void
}

define void @d4_subset_runtime(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %v1, i64 %n, i64 0, i64 8, i64 64)
  %v3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v2)
  ret void
}

define void @d4_subset_of_treshape(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %v1, i64 32, i64 32)
  %v3 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %v2, i64 0, i64 0, i64 32, i64 32)
  %v4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v3)
  ret void
}

define void @d4_set_validshape(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %v1, i64 %n, i64 64)
  %v3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v2)
  ret void
}

define void @d5_tmaxs_float_on_int(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %v1, float 3.0)
  ret void
}

define void @d6_tands_handles(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %v1, i16 1)
  ret void
}

define void @d6_tprelu_twice(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64, i64)
declare ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1))
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tand(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tnot(ptr addrspace(1))
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(2), ptr, i64, i64)

;--- accept-a2a3-1.ll
define void @d4_subset_boxed_whole_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(2) @pto.subset(ptr addrspace(2) %v1, i64 0, i64 32, i64 32, i64 32)
  %v3 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %v2)
  ret void
}

define void @d7_i32_loop(ptr %x, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %r = mul i32 %i, 16
  %r64 = sext i32 %r to i64
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r64, i64 0, i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %t)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 %r64, i64 0)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.subset(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- accept-a2a3-2.ll
define void @d4_subset_right_whole_cols(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v2 = call ptr addrspace(4) @pto.subset(ptr addrspace(4) %v1, i64 16, i64 0, i64 16, i64 64)
  ret void
}
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.subset(ptr addrspace(4), i64, i64, i64, i64)

;--- refuse-a5-0.ll
define void @d1_tsub_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmax_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmax(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmul_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmul_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tfmod_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tfmod(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_texp_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tsqrt_f8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f8E4M3FN.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tsqrt(ptr addrspace(1) %v1)
  ret void
}

define void @d1_trelu_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tcolprod_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolprod(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tlrelu_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %v1, float 0.5)
  ret void
}

define void @d1_tsort32_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 1, i64 32)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui32.vec(i64 1, i64 32)
  %v3 = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmrgsort_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 1, i64 256)
  %v2 = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %v1, i32 64)
  ret void
}

define void @d1_tprelu_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_trowsum_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_trowsum_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trowsum(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tcolexpandadd_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 1, i64 64)
  %v3 = call ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tcolexpanddiv_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 64)
  %v3 = call ptr addrspace(1) @pto.tcolexpanddiv(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_trowexpand_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %v1, i64 16, i64 64)
  ret void
}

define void @d1_tcolexpand_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 1, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolexpand(ptr addrspace(1) %v1, i64 16, i64 64)
  ret void
}

define void @d1_texpands_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.texpands.bf16(bfloat 0xR3F80, i64 16, i64 64)
  ret void
}

define void @d1_tgather_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_textract_vec_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 32, i64 64)
  %v2 = call ptr addrspace(1) @pto.textract.vec(ptr addrspace(1) %v1, i64 0, i64 0, i64 16, i64 64)
  ret void
}

define void @d1_tconcat_ui8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tconcat(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tsels_ui16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.ui16.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tsels(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3, i16 1)
  ret void
}

define void @d1_tfillpad_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tfillpad.pad_zero(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tgatherb_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i64.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tgatherb(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tload_i4(ptr %x, i64 %n) {
  %v1 = call ptr @pto.tensor_view.i4(ptr %x, i64 1024, i64 1024, i64 1024, i64 1)
  %v2 = call ptr addrspace(1) @pto.tload.i4(ptr %v1, i64 0, i64 0, i64 16, i64 64)
  ret void
}

define void @d2_tadd_col_declared(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.col_major(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d3_tstore_mat(ptr %x, i64 %n) {
  %v1 = call ptr @pto.tensor_view.f16(ptr %x, i64 1024, i64 1024, i64 1024, i64 1)
  %v2 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(2) %v2, ptr %v1, i64 0, i64 0)
  ret void
}

define void @d4_tpartmax_shapes(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 8, i64 64)
  %v3 = call ptr addrspace(1) @pto.tpartmax(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tprelu_tmp_shape(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 1, i64 64)
  %v4 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tgemv_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 16, i64 32)
  %v2 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v3 = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %v1, ptr addrspace(4) %v2)
  ret void
}

define void @d4_trem_tmp(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_trsqrt_tmp_bytes(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 4)
  %v3 = call ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_trowmin_tmp_valid(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trowmin(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tsort32_idx_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 32)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 32)
  %v3 = call ptr addrspace(1) @pto.tsort32(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tscatter_width(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tscatter(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tmrgsort_block(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 256)
  %v2 = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %v1, i32 96)
  ret void
}

define void @d4_tmrgsort_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 2, i64 256)
  %v2 = call ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1) %v1, i32 64)
  ret void
}

define void @d4_treshape_boxed(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.treshape.s_row(ptr addrspace(1) %v1, i64 32, i64 32)
  ret void
}

define void @d4_treshape_bytes(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %v1, i64 8, i64 64)
  ret void
}

define void @d4_bitcast_same(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.bitcast.f32(ptr addrspace(1) %v1)
  ret void
}

define void @d4_subset_dtype(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.subset.f16(ptr addrspace(1) %v1, i64 0, i64 0, i64 8, i64 64)
  %v3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v2)
  ret void
}

define void @d4_subset_boxed_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(2) @pto.subset(ptr addrspace(2) %v1, i64 0, i64 0, i64 16, i64 32)
  ret void
}

define void @d5_tmaxs_int(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %v1, i32 3)
  ret void
}

define void @d5_tfmods_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tfmods(ptr addrspace(1) %v1, half 0xH3C00)
  ret void
}

define void @d5_trems_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.trems(ptr addrspace(1) %v1, i32 3, ptr addrspace(1) %v2)
  ret void
}

define void @d5_taxpy_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %v1, ptr addrspace(1) %v2, half 0xH3C00)
  ret void
}

define void @d5_texpands_elem(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.texpands.f32(half 0xH3C00, i64 16, i64 64)
  ret void
}

define void @d5_tands_float(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %v1, float 1.0)
  ret void
}

define void @d5_tadds_i64(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %v1, i64 %n)
  ret void
}
declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.i4(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.col_major(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f8E4M3FN.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i64.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64, i64)
declare ptr addrspace(1) @pto.bitcast.f32(ptr addrspace(1))
declare ptr addrspace(1) @pto.subset.f16(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), i64)
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), half)
declare ptr addrspace(1) @pto.tcolexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.tcolexpandadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolexpanddiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolprod(ptr addrspace(1))
declare ptr addrspace(1) @pto.tconcat(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.texpands.bf16(bfloat, i64, i64)
declare ptr addrspace(1) @pto.texpands.f32(half, i64, i64)
declare ptr addrspace(1) @pto.textract.vec(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tfillpad.pad_zero(ptr addrspace(1))
declare ptr addrspace(1) @pto.tfmod(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tfmods(ptr addrspace(1), half)
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tgatherb(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tload.i4(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmrgsort(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trems(ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.treshape.s_row(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowsum(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tscatter(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsels(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i16)
declare ptr addrspace(1) @pto.tsort32(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsqrt(ptr addrspace(1))
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.subset(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(2), ptr, i64, i64)

;--- refuse-a5-1.ll
define void @d4_subset_right_cols(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v2 = call ptr addrspace(4) @pto.subset(ptr addrspace(4) %v1, i64 0, i64 0, i64 32, i64 32)
  ret void
}

define void @d5_tlrelu_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tlrelu(ptr addrspace(1) %v1, half 0xH3800)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.f16.vec(i64, i64)
declare ptr addrspace(1) @pto.tlrelu(ptr addrspace(1), half)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.subset(ptr addrspace(4), i64, i64, i64, i64)

;--- accept-a5-0.ll
define void @d1_tadd_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tadd_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tsub_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmin_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmin(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tmul_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tdiv_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tdiv(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tand_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tand_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tand(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tpartadd_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tpartadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_tnot_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tnot(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tnot_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tnot(ptr addrspace(1) %v1)
  ret void
}

define void @d1_texp_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tneg_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tneg_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tneg(ptr addrspace(1) %v1)
  ret void
}

define void @d1_trelu_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.trelu(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tcolprod_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolprod(ptr addrspace(1) %v1)
  ret void
}

define void @d1_tcolsum_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tcolsum(ptr addrspace(1) %v1)
  ret void
}

define void @d1_trem_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.f16.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.trem(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_tshrs_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tshrs(ptr addrspace(1) %v1, i8 1)
  ret void
}

define void @d1_tands_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %v1, i32 1)
  ret void
}

define void @d1_tmrgsort2_i32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 256)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 256)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 1, i64 512)
  %v4 = call ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_taxpy_bf16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %v1, ptr addrspace(1) %v2, bfloat 0xR3F80)
  ret void
}

define void @d1_tcmp_i16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d1_texpands_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.texpands.i8(i8 1, i64 16, i64 64)
  ret void
}

define void @d1_tgather_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d1_textract_vec_i8(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i8.vec(i64 32, i64 64)
  %v2 = call ptr addrspace(1) @pto.textract.vec(ptr addrspace(1) %v1, i64 0, i64 0, i64 16, i64 64)
  ret void
}

define void @d1_tload_f8(ptr %x, i64 %n) {
  %v1 = call ptr @pto.tensor_view.f8E4M3FN(ptr %x, i64 1024, i64 1024, i64 1024, i64 1)
  %v2 = call ptr addrspace(1) @pto.tload.f8E4M3FN(ptr %v1, i64 0, i64 0, i64 16, i64 64)
  ret void
}

define void @d2_tadd_col_open(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v3 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d2_trowexpand_col_dst(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 1)
  %v2 = call ptr addrspace(1) @pto.trowexpand(ptr addrspace(1) %v1, i64 16, i64 1)
  ret void
}

define void @d3_tinsert_f32_f32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f32.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  %v3 = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %v1, ptr addrspace(5) %v2, i64 16, i64 0)
  ret void
}

define void @d3_tinsert_f32_f16(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(5) @pto.alloc_tile.f32.acc(i64 16, i64 64)
  %v3 = call ptr addrspace(2) @pto.tinsert(ptr addrspace(2) %v1, ptr addrspace(5) %v2, i64 16, i64 0)
  ret void
}

define void @d4_tpartadd_valid(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec.valid16x32(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tpartadd(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tprelu_tmp_f32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_tgemv_one_row(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(3) @pto.alloc_tile.f16.left(i64 1, i64 32)
  %v2 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v3 = call ptr addrspace(5) @pto.tgemv(ptr addrspace(3) %v1, ptr addrspace(4) %v2)
  ret void
}

define void @d4_txor_tmp(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.i16.vec.valid8x64(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.txor(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_trsqrt_tmp_32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 1, i64 8)
  %v3 = call ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d4_tgather_tmp_f32(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v4 = call ptr addrspace(1) @pto.tgather(ptr addrspace(1) %v1, ptr addrspace(1) %v2, ptr addrspace(1) %v3)
  ret void
}

define void @d4_bitcast_narrower(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1) %v1)
  ret void
}

define void @d4_subset_runtime(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %v1, i64 %n, i64 0, i64 8, i64 64)
  %v3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v2)
  ret void
}

define void @d4_subset_of_treshape(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %v1, i64 32, i64 32)
  %v3 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %v2, i64 0, i64 0, i64 32, i64 32)
  %v4 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v3)
  ret void
}

define void @d4_set_validshape(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %v1, i64 %n, i64 64)
  %v3 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %v2)
  ret void
}

define void @d5_tmaxs_float_on_int(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tmaxs(ptr addrspace(1) %v1, float 3.0)
  ret void
}

define void @d6_tprelu_twice(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.f32.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64 16, i64 64)
  %v3 = call ptr addrspace(1) @pto.tprelu(ptr addrspace(1) %v1, ptr addrspace(1) %v1, ptr addrspace(1) %v2)
  ret void
}

define void @d7_i32_loop(ptr %x, i64 %n) {
entry:
  %v = call ptr @pto.tensor_view.f32(ptr %x, i64 1024, i64 64, i64 64, i64 1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %r = mul i32 %i, 16
  %r64 = sext i32 %r to i64
  %t = call ptr addrspace(1) @pto.tload(ptr %v, i64 %r64, i64 0, i64 16, i64 64)
  %e = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %t)
  call void @pto.tstore(ptr addrspace(1) %e, ptr %v, i64 %r64, i64 0)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f8E4M3FN(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.bf16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.valid16x32(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32.vec.valid8x64(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i16.vec.valid8x64(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i32.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.i8.vec(i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.ui8.vec(i64, i64)
declare ptr addrspace(1) @pto.bitcast.i32(ptr addrspace(1))
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tand(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), i32)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), bfloat)
declare ptr addrspace(1) @pto.tcmp.lt(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolprod(ptr addrspace(1))
declare ptr addrspace(1) @pto.tcolsum(ptr addrspace(1))
declare ptr addrspace(1) @pto.tdiv(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.texpands.i8(i8, i64, i64)
declare ptr addrspace(1) @pto.textract.vec(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tgather(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tload.f8E4M3FN(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmaxs(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmrgsort.format2(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tneg(ptr addrspace(1))
declare ptr addrspace(1) @pto.tnot(ptr addrspace(1))
declare ptr addrspace(1) @pto.tpartadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tprelu(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trelu(ptr addrspace(1))
declare ptr addrspace(1) @pto.trem(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowexpand(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trsqrt.tmp(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tshrs(ptr addrspace(1), i8)
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.txor(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.alloc_tile.f32.mat(i64, i64)
declare ptr addrspace(2) @pto.tinsert(ptr addrspace(2), ptr addrspace(5), i64, i64)
declare ptr addrspace(3) @pto.alloc_tile.f16.left(i64, i64)
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(5) @pto.alloc_tile.f32.acc(i64, i64)
declare ptr addrspace(5) @pto.tgemv(ptr addrspace(3), ptr addrspace(4))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

;--- accept-a5-1.ll
define void @d4_subset_boxed_whole_rows(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(2) @pto.alloc_tile.f16.mat(i64 32, i64 64)
  %v2 = call ptr addrspace(2) @pto.subset(ptr addrspace(2) %v1, i64 0, i64 32, i64 32, i64 32)
  %v3 = call ptr addrspace(3) @pto.tmov.left(ptr addrspace(2) %v2)
  ret void
}

define void @d6_tands_handles(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(1) @pto.alloc_tile.i16.vec(i64 16, i64 64)
  %v2 = call ptr addrspace(1) @pto.tands(ptr addrspace(1) %v1, i16 1)
  ret void
}
declare ptr addrspace(1) @pto.alloc_tile.i16.vec(i64, i64)
declare ptr addrspace(1) @pto.tands(ptr addrspace(1), i16)
declare ptr addrspace(2) @pto.alloc_tile.f16.mat(i64, i64)
declare ptr addrspace(2) @pto.subset(ptr addrspace(2), i64, i64, i64, i64)
declare ptr addrspace(3) @pto.tmov.left(ptr addrspace(2))

;--- accept-a5-2.ll
define void @d4_subset_right_whole_cols(ptr %x, i64 %n) {
  %v1 = call ptr addrspace(4) @pto.alloc_tile.f16.right(i64 32, i64 64)
  %v2 = call ptr addrspace(4) @pto.subset(ptr addrspace(4) %v1, i64 16, i64 0, i64 16, i64 64)
  ret void
}
declare ptr addrspace(4) @pto.alloc_tile.f16.right(i64, i64)
declare ptr addrspace(4) @pto.subset(ptr addrspace(4), i64, i64, i64, i64)
