//===- AscendPTOSyncScanIndex.h - Where a backward scan must stop -*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync scans backward from each consumer over the items
/// and gaps of a sequence (AscendPTOInsertSync.h). Most positions it passes
/// can change nothing: an op on a pipe already ordered, a wait whose source
/// pipe is already ordered, a set of an ordered pipe. Which positions can
/// matter is a question about a few bits only (the pipes of ops, the pipe
/// pairs of waits, the source pipes of sets, ...), asked with the scan's
/// current set of ordered pipes. ScanIndex answers it for a whole stretch
/// at once: each position holds a mask of what it contains, a segment tree
/// keeps the union of every aligned block, and findLast returns the last
/// position at or before a bound whose mask meets a query, in O(log n)
/// (findFirst the first at or after one).
/// Updates (a sync placed in a gap, a loop's contents changing) are
/// O(log n) too. No recursion: the descent is a loop.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSYNCSCANINDEX_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSYNCSCANINDEX_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"
#include <cstdint>
#include <vector>

namespace llvm {
namespace AscendPTO {

/// What one position of a sequence holds, as bits; also a query (the bits
/// that matter now). Four words whose layout is the user's (the sync pass:
/// waits by pipe pair, ops' writes and accesses by pipe and memory, the
/// rest).
struct ScanMask {
  static constexpr unsigned NumWords = 4;
  uint64_t W[NumWords] = {0, 0, 0, 0};

  ScanMask &operator|=(const ScanMask &O) {
    for (unsigned I = 0; I < NumWords; ++I)
      W[I] |= O.W[I];
    return *this;
  }
  bool meets(const ScanMask &Q) const {
    uint64_t Hit = 0;
    for (unsigned I = 0; I < NumWords; ++I)
      Hit |= W[I] & Q.W[I];
    return Hit != 0;
  }
  bool empty() const {
    uint64_t Any = 0;
    for (unsigned I = 0; I < NumWords; ++I)
      Any |= W[I];
    return Any == 0;
  }
  bool operator==(const ScanMask &O) const {
    for (unsigned I = 0; I < NumWords; ++I)
      if (W[I] != O.W[I])
        return false;
    return true;
  }
};

/// A segment tree of masks over positions [0, size()).
class ScanIndex {
public:
  ScanIndex() = default;
  explicit ScanIndex(unsigned N) { reset(N); }

  void reset(unsigned N) {
    Count = N;
    Leaves = N > 1 ? unsigned(PowerOf2Ceil(N)) : 1;
    Node.assign(2 * size_t(Leaves), ScanMask());
  }
  unsigned size() const { return Count; }

  /// Sets position \p K's mask; returns whether the union of all changed.
  bool set(unsigned K, const ScanMask &M) {
    size_t I = size_t(K) + Leaves;
    if (Node[I] == M)
      return false;
    ScanMask Old = Node[1];
    Node[I] = M;
    for (I >>= 1; I; I >>= 1) {
      ScanMask U = Node[2 * I];
      U |= Node[2 * I + 1];
      Node[I] = U;
    }
    return !(Node[1] == Old);
  }
  /// Sets a leaf without updating the blocks above it (then call build()).
  void setLeaf(unsigned K, const ScanMask &M) { Node[size_t(K) + Leaves] = M; }
  /// Recomputes every block from the leaves, in O(size).
  void build() {
    for (size_t I = Leaves; I-- > 1;) {
      ScanMask U = Node[2 * I];
      U |= Node[2 * I + 1];
      Node[I] = U;
    }
  }

  const ScanMask &get(unsigned K) const { return Node[size_t(K) + Leaves]; }
  /// The union of every position.
  const ScanMask &all() const { return Node[1]; }

  /// The last position in [Lo, Hi] whose mask meets \p Q, or -1.
  long findLast(unsigned Lo, unsigned Hi, const ScanMask &Q) const {
    if (Count == 0)
      return -1;
    if (Hi >= Count)
      Hi = Count - 1;
    if (Lo > Hi)
      return -1;
    size_t L = size_t(Lo) + Leaves, R = size_t(Hi) + 1 + Leaves;
    // The blocks covering [Lo, Hi]: those taken on the right come right to
    // left; those taken on the left, reversed, too, and lie left of them.
    SmallVector<size_t, 32> Left;
    while (L < R) {
      if (L & 1)
        Left.push_back(L++);
      if (R & 1) {
        --R;
        if (Node[R].meets(Q))
          return descend(R, Q);
      }
      L >>= 1;
      R >>= 1;
    }
    for (size_t I = Left.size(); I-- > 0;)
      if (Node[Left[I]].meets(Q))
        return descend(Left[I], Q);
    return -1;
  }

  /// The first position in [Lo, Hi] whose mask meets \p Q, or -1 (the
  /// forward walks of the flag-reuse check, ordered()).
  long findFirst(unsigned Lo, unsigned Hi, const ScanMask &Q) const {
    if (Count == 0)
      return -1;
    if (Hi >= Count)
      Hi = Count - 1;
    if (Lo > Hi)
      return -1;
    size_t L = size_t(Lo) + Leaves, R = size_t(Hi) + 1 + Leaves;
    // The blocks taken on the left come left to right; those taken on the
    // right, reversed, too, and lie right of them.
    SmallVector<size_t, 32> Right;
    while (L < R) {
      if (L & 1) {
        if (Node[L].meets(Q))
          return descendFirst(L, Q);
        ++L;
      }
      if (R & 1)
        Right.push_back(--R);
      L >>= 1;
      R >>= 1;
    }
    for (size_t I = Right.size(); I-- > 0;)
      if (Node[Right[I]].meets(Q))
        return descendFirst(Right[I], Q);
    return -1;
  }

private:
  unsigned Count = 0;
  unsigned Leaves = 1;
  /// Node[1] is the root; Node[Leaves + K] is position K.
  std::vector<ScanMask> Node;

  /// The last leaf under block \p I that meets \p Q (the block does).
  long descend(size_t I, const ScanMask &Q) const {
    while (I < Leaves)
      I = Node[2 * I + 1].meets(Q) ? 2 * I + 1 : 2 * I;
    return long(I - Leaves);
  }
  /// The first leaf under block \p I that meets \p Q (the block does).
  long descendFirst(size_t I, const ScanMask &Q) const {
    while (I < Leaves)
      I = Node[2 * I].meets(Q) ? 2 * I : 2 * I + 1;
    return long(I - Leaves);
  }
};

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSYNCSCANINDEX_H
