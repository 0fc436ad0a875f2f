// y = a * x + y on one 16x64 f32 tile, in C against pto.h (installed under
// include/ascendpto; ascendpto_add_kernel compiles it through pto-cc).

#include "pto.h"

void axpy(float *x, float *y, float a) {
  pto_view_f32 vx = pto_tensor_view_f32(x, 16, 64, 64, 1);
  pto_view_f32 vy = pto_tensor_view_f32(y, 16, 64, 64, 1);
  pto_vec_f32 ax = pto_tmuls(pto_tload(vx, 0, 0, 16, 64), a);
  pto_tstore(pto_tadd(ax, pto_tload(vy, 0, 0, 16, 64)), vy, 0, 0);
}
