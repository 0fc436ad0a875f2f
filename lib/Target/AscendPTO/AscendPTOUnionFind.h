//===- AscendPTOUnionFind.h - Union-find without recursion ------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The passes group tiles into classes (carried values, colocated views,
/// buffers that must share bytes) with small union-finds kept in a parent
/// map. A recursive find is as deep as the longest chain, and a kernel makes
/// its chains as long as it likes (a loop carry threaded through thousands
/// of tiles), so the root is found by a loop with path halving: every node
/// on the way is pointed at its grandparent, which keeps later finds short
/// without a second pass. llvm::EquivalenceClasses is not used because its
/// getLeader() recurses the same way; llvm::IntEqClasses needs dense
/// integers known up front.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOUNIONFIND_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOUNIONFIND_H

namespace llvm {

/// The root of \p X in a forest stored as a map from a node to its parent
/// (DenseMap or std::map); a node without an entry, or its own parent, is a
/// root. Only existing entries are updated: no insertion, so iterators and
/// references into \p Parent stay valid.
template <typename MapT, typename KeyT>
KeyT findUnionRoot(MapT &Parent, KeyT X) {
  for (auto It = Parent.find(X); It != Parent.end() && It->second != X;
       It = Parent.find(X)) {
    auto Up = Parent.find(It->second);
    if (Up != Parent.end())
      It->second = Up->second; // Halve the path.
    X = It->second;
  }
  return X;
}

/// The same over a dense parent vector (every node has an entry).
template <typename VecT> unsigned findUnionRootDense(VecT &Parent, unsigned X) {
  while (Parent[X] != X) {
    Parent[X] = Parent[Parent[X]];
    X = Parent[X];
  }
  return X;
}

} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOUNIONFIND_H
