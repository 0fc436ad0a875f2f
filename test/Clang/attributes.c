// Kernel kind, split-AIV, the stage count and pipeline stages written in C
// (pto.h's PTO_* macros) reach llc as the tile ABI's attributes and
// metadata.
// REQUIRES: clang
// RUN: %{pto-cc} -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %{pto-cc} -mllvm -stop-after=ascendpto-isel %s -o - | FileCheck %s --check-prefix=MIR
// RUN: %{pto-cc} %s -o - | FileCheck %s --check-prefix=PTO
// RUN: not %{pto-cc} -DWRONG_KIND %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not %{pto-cc} -DBAD_STAGE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADSTAGE
// RUN: not %{pto-cc} -O0 -DPAIR_COPY %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PAIRCOPY
// RUN: not %{pto-cc} -g -DBAD_STAGES %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADSTAGES
// RUN: %{pto-cc} -DSTAGE_COUNT=4 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=COUNT

#include "pto.h"

// IR: c"pto.kernel_kind=cube\00"
// IR: @llvm.global.annotations =
// The attributes are the function's after ascendpto-prepare-ir:
// MIR-LABEL: name: cube_kernel
// MIR-LABEL: name: split
// PTO-LABEL: func.func @cube_kernel(
// PTO-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
PTO_CUBE_KERNEL void cube_kernel(_Float16 *a, _Float16 *c) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 64, 64, 1);
  pto_view_f16 vc = pto_tensor_view_f16(c, 16, 64, 64, 1);
  pto_mat_f16 m = pto_tload_mat(va, 0, 0, 16, 64);
  pto_tstore(m, vc, 0, 0);
}

// Two stages of one pipeline group: the loads are the group's members.
// MIR: pipeline:
// MIR-NEXT: - { reg: '%{{.*}}', group: 3, stage: 0, depth: 2 }
// MIR-NEXT: - { reg: '%{{.*}}', group: 3, stage: 1, depth: 2 }
// PTO-LABEL: func.func @split(
PTO_SPLIT_AIV PTO_STAGES(2) void split(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 32, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 32, 64, 64, 1);
  pto_vec_f32 x0 = PTO_STAGE(pto_tload(v, 0, 0, 16, 64), 3, 0, 2);
  pto_vec_f32 x1 = PTO_STAGE(pto_tload(v, 16, 0, 16, 64), 3, 1, 2);
  pto_tstore(pto_texp(x0), w, 0, 0);
  pto_tstore(pto_texp(x1), w, 16, 0);
}

// A two-result op: the C struct's fields are its results.
// PTO-LABEL: func.func @gather_cmp(
// PTO: pto.tgather ins(
void gather_cmp(float *in, int *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_i32 w = pto_tensor_view_i32(out, 32, 64, 64, 1);
  pto_vec_f32 x = pto_tload(v, 0, 0, 16, 64);
  struct pto_pair_vec_i32 r =
      pto_tgather_cmp_gt(x, 0.5f, pto_alloc_tile_f32(16, 64));
  pto_tstore(r.first, w, 0, 0);
  pto_tstore(r.second, w, 16, 0);
}

#ifdef WRONG_KIND
// WRONG: error: in function @wrong: the kernel is declared "pto.kernel_kind"="vector", but pto.tload defines %{{[a-z0-9_]+}} in mat (L1)
PTO_VECTOR_KERNEL void wrong(_Float16 *a, _Float16 *c) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 64, 64, 1);
  pto_view_f16 vc = pto_tensor_view_f16(c, 16, 64, 64, 1);
  pto_mat_f16 m = pto_tload_mat(va, 0, 0, 16, 64);
  pto_tstore(m, vc, 0, 0);
}
#endif

#ifdef BAD_STAGE
// BADSTAGE-DAG: error: in function @bad_stage: PTO_STAGE (pto.stage.vec) needs compile-time group, stage and depth values
// BADSTAGE-DAG: error: in function @bad_stage: PTO_STAGE (pto.stage.vec) needs the tile a pto.* call defines, not a phi or an argument
void bad_stage(float *in, float *out, int g, int c) {
  pto_view_f32 v = pto_tensor_view_f32(in, 32, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 32, 64, 64, 1);
  pto_vec_f32 x = PTO_STAGE(pto_tload(v, 0, 0, 16, 64), g, 0, 2);
  pto_vec_f32 y = pto_tload(v, 16, 0, 16, 64);
  if (c)
    y = pto_texp(y);
  pto_vec_f32 z = PTO_STAGE(y, 1, 0, 2);
  pto_tstore(x, w, 0, 0);
  pto_tstore(z, w, 16, 0);
}
#endif

#ifdef PAIR_COPY
// At -O0 the struct is copied as a whole before its fields are read.
// PAIRCOPY: error: in function @pair_copy: the two results of 'pto.tgather.cmp.gt' must be read as the fields of the returned struct (r.first, r.second) and not copied as a whole; with -O0, compile with -O1 or more
void pair_copy(float *in, int *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_i32 w = pto_tensor_view_i32(out, 32, 64, 64, 1);
  pto_vec_f32 x = pto_tload(v, 0, 0, 16, 64);
  struct pto_pair_vec_i32 r =
      pto_tgather_cmp_gt(x, 0.5f, pto_alloc_tile_f32(16, 64));
  struct pto_pair_vec_i32 q = r;
  pto_tstore(q.first, w, 0, 0);
}
#endif

#ifdef STAGE_COUNT
// PTO_STAGES expands its argument: a build picks the count with -D.
// COUNT: c"pto.stages=4\00"
// COUNT-NOT: pto.stages=STAGE_COUNT
PTO_STAGES(STAGE_COUNT) void counted(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_tstore(pto_tload(v, 0, 0, 16, 64), w, 0, 0);
}
#endif

#ifdef BAD_STAGES
// A stage count out of range or not a number names the kernel's line.
// BADSTAGES-DAG: error: {{.*}}attributes.c:[[#@LINE+2]]: in function @stages0: the function's "pto.stages" (PTO_STAGES in C) is "0", outside 1..64 (the limit of a stage count)
// BADSTAGES-DAG: error: {{.*}}attributes.c:[[#@LINE+7]]: in function @stages_word: the function's "pto.stages" (PTO_STAGES in C) is "two", not an integer: a stage count is an integer from 1 to 64
PTO_STAGES(0) void stages0(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_tstore(pto_tload(v, 0, 0, 16, 64), w, 0, 0);
}

PTO_STAGES(two) void stages_word(float *in, float *out) {
  pto_view_f32 v = pto_tensor_view_f32(in, 16, 64, 64, 1);
  pto_view_f32 w = pto_tensor_view_f32(out, 16, 64, 64, 1);
  pto_tstore(pto_tload(v, 0, 0, 16, 64), w, 0, 0);
}
#endif
