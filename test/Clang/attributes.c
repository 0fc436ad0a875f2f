// Kernel kind, split-AIV, the stage count and pipeline stages written in C
// (pto.h's PTO_* macros) reach llc as the tile ABI's attributes and
// metadata.
// REQUIRES: clang
// RUN: %{pto-cc} -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %{pto-cc} -mllvm -stop-after=ascendpto-isel %s -o - | FileCheck %s --check-prefix=MIR
// RUN: %{pto-cc} %s -o - | FileCheck %s --check-prefix=PTO
// RUN: not %{pto-cc} -DWRONG_KIND %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRONG

#include "pto.h"

// IR: c"pto.kernel_kind=cube\00"
// IR: @llvm.global.annotations =
// The attributes are the function's after ascendpto-prepare-ir:
// MIR-LABEL: name: cube_kernel
// MIR-LABEL: name: split
// PTO-LABEL: func.func @cube_kernel(
// PTO-SAME: pto.kernel_kind = #pto.kernel_kind<cube>
PTO_CUBE_KERNEL void cube_kernel(_Float16 *a, float *c) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 64, 64, 1);
  pto_view_f32 vc = pto_tensor_view_f32(c, 16, 64, 64, 1);
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
PTO_VECTOR_KERNEL void wrong(_Float16 *a, float *c) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 64, 64, 1);
  pto_view_f32 vc = pto_tensor_view_f32(c, 16, 64, 64, 1);
  pto_mat_f16 m = pto_tload_mat(va, 0, 0, 16, 64);
  pto_tstore(m, vc, 0, 0);
}
#endif
