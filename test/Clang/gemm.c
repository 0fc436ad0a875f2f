// The matmul K-loop written in C and compiled by clang -O2 for spir64: the
// rotated loop and the in-place accumulator reach PTO as a scf.for whose
// accumulator stays in one L0C buffer, with no tile.move.
// REQUIRES: clang
// RUN: %clang --target=spir64 -O2 -S -emit-llvm -I %src_root/utils/clang %s -o %t.ll
// RUN: %llc -verify-machineinstrs %t.ll -o - | FileCheck %s
// Two stages on the run-time K loop (test/CodeGen/AscendPTO/stages-runtime.ll):
// unrolled by two in an scf.if, the odd trip after it.
// RUN: %llc -verify-machineinstrs -ascendpto-stages=2 -ascendpto-plan-report %t.ll -o %t2.pto 2>&1 | FileCheck %s --check-prefix=STAGED
// RUN: %sync_check %t2.pto | FileCheck %s --check-prefix=OK
// STAGED: ascendpto-plan: func=gemm space=mat tiles=8 buffers=8
// STAGED: ascendpto-sync: func=gemm mode=backend {{.*}} fallbacks=0
// OK: pto_sync_check: 1 functions, 0 findings

#include "pto.h"

// CHECK-LABEL: func.func @gemm(%arg0: !pto.ptr<f16>, %arg1: !pto.ptr<f16>, %arg2: !pto.ptr<f32>, %arg3: i32)
// CHECK:       pto.tmatmul ins(
// CHECK-SAME:  outs(%[[ACC0:[a-z0-9_]+]] : !pto.tile_buf<loc=acc
// CHECK:       scf.if
// The C loop's i32 counter: the loop counts over index, the counter is cast
// back for the kernel's arithmetic.
// CHECK:       %arg3_idx = arith.index_cast %arg3 : i32 to index
// CHECK-NEXT:  scf.for %[[K:[a-z0-9_]+]] = %c1 to %arg3_idx step %c1 {
// CHECK-NEXT:    %{{.*}} = arith.index_cast %[[K]] : index to i32
// CHECK:         pto.tmatmul.acc ins(%[[ACC:[a-z0-9_]+]], %{{.*}}, %{{.*}} : {{.*}}) outs(%[[ACC]] :
// CHECK-NOT:   pto.tmov ins({{.*}}loc=acc
void gemm(_Float16 *a, _Float16 *b, float *c, int ksteps) {
  pto_view_f16 va = pto_tensor_view_f16(a, 16, 1024, 1024, 1);
  pto_view_f16 vb = pto_tensor_view_f16(b, 1024, 64, 64, 1);
  pto_view_f32 vc = pto_tensor_view_f32(c, 16, 64, 64, 1);
  pto_acc_f32 acc = pto_tmatmul(pto_tmov_left(pto_tload_mat(va, 0, 0, 16, 32)),
                            pto_tmov_right(pto_tload_mat(vb, 0, 0, 32, 64)));
  for (int k = 1; k < ksteps; ++k) {
    pto_left_f16 l = pto_tmov_left(pto_tload_mat(va, 0, k * 32, 16, 32));
    pto_right_f16 r = pto_tmov_right(pto_tload_mat(vb, k * 32, 0, 32, 64));
    acc = pto_tmatmul_acc(acc, l, r);
  }
  pto_tstore(acc, vc, 0, 0);
}
