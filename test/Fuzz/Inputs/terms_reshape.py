# The fuzzer's term algebra (pto_fuzz.Terms) on a reshape of a strided
# window (seed 1221): the kernel's treshape of the window equals the printed
# PTO's tmov of the window into a dense tile reread by the treshape, and
# differs from a treshape read straight from the window's address (rows a
# source row apart), which is the miscompile the check must still catch.
import sys

sys.path.insert(0, sys.argv[1])
import pto_fuzz  # noqa: E402

T = pto_fuzz.Terms()
src = T.mk(("load", "p", 0, 0, 16, 64, "f32"), (16, 64, "f32"))
win = T.subset(src, 6, 8, 2, 16)            # [2, 16], rows 64 apart
kernel = T.reshape(win, 4, 8)                # what the kernel means
copied = T.reread(win, 0, 4, 8, 8, "f32")    # tmov to dense, then treshape
inplace = T.reread(src, 6 * 64 + 8, 4, 8, 8, "f32")  # treshape at the window
print("copied", "equal" if copied == kernel else "differ")
print("in-place", "equal" if inplace == kernel else "differ")
# A dense source: a reshape is the same bytes, reread or reshaped.
whole = T.subset(src, 4, 0, 2, 64)
print("dense", "equal" if T.reshape(whole, 8, 16) ==
      T.reread(src, 4 * 64, 8, 16, 16, "f32") else "differ")
