// gemm: the matmul K-loop written in C against utils/clang/pto.h.
//
//   utils/clang/pto-cc examples/gemm.c
//
// clang-22 -O2 rotates the loop and keeps the accumulator in one value; the
// plugin turns it into a scf.for whose accumulator stays in one L0C buffer.

#include "pto.h"

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
