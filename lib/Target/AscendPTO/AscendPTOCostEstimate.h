//===- AscendPTOCostEstimate.h - Cycle estimate of a kernel -----*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The estimated cycles of a planned, synchronised machine function: its
/// structured tree (scf.for / scf.if) is expanded into a trace of tile ops
/// and sync instructions, which the pipe simulator of lib/CostModel runs
/// (docs/cost-model.md).
///
///  - A loop runs its trip count when lower bound, upper bound and step are
///    constants, else -ascendpto-cost-loop-trips times (the estimate is then
///    marked as assumed).
///  - An `if` runs the arm with more costed tile ops (ops with a pipe on
///    the target; a nested loop counts its body times its trip count, a
///    nested `if` its heavier arm), the then arm on a tie. Scalar
///    arithmetic, copies and views do not count: they cost nothing.
///  - Each tile op is costed by its class (PTO mnemonic, or the space pair
///    of a data movement) on the pipe td/ gives it for the target, with the
///    bytes of its largest tile operand, or its matmul shape.
///  - Scalar arithmetic and views cost nothing.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOCOSTESTIMATE_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOCOSTESTIMATE_H

#include "AscendPTOTables.h"
#include "CostModel/PipeSim.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {

class MachineFunction;

namespace AscendPTO {

struct SNode;

/// What the estimate found.
struct CycleEstimate {
  ptocost::SimResult Sim;
  /// Every loop's trip count was a constant.
  bool StaticTrips = true;
  /// Instructions in the expanded trace.
  uint64_t TraceLength = 0;
};

/// The cost class of the tile op \p Op moving data from \p Src to \p Dst
/// (std::nullopt for global memory): the op table's class (td: Cost), or
/// for a data movement priced by its spaces the TransferCost row of the
/// pair; std::nullopt for a pair the table has no row for (ascendpto-tblgen
/// checks that every pair an op can legally take has one).
std::optional<ptocost::OpClass> classifyTileOp(const TileOpInfo &Op,
                                               std::optional<MemSpace> Src,
                                               std::optional<MemSpace> Dst);

/// Estimates \p MF, whose structured tree is \p Tree. Returns std::nullopt,
/// with \p Why set, when the trace would exceed the simulator's limit
/// (2^22 instructions) or a tile's type cannot be read. \p Quiet: no
/// timeline (-ascendpto-cost-timeline) is printed (a trial of the
/// placement arbitration).
std::optional<CycleEstimate> estimateCycles(const MachineFunction &MF,
                                            const std::vector<SNode> &Tree,
                                            std::string &Why,
                                            bool Quiet = false);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOCOSTESTIMATE_H
