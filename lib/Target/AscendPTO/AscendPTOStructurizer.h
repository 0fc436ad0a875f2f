//===- AscendPTOStructurizer.h - Recover scf.for / scf.if -------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PTO has structured control flow only: `scf.for` (an induction variable,
/// bounds, a step and scalar iter_args) and `scf.if` (with scalar results).
/// The structurizer recovers that structure from the SSA MIR's CFG:
///
///  - a natural loop with one preheader, one latch, one exiting block and one
///    exit block, whose exit test compares an induction variable (a header
///    phi incremented by a positive, loop-invariant step) with a
///    loop-invariant bound, is an scf.for. Both shapes are recognised: the
///    top-tested loop written by hand (the header tests `iv < ub`) and the
///    rotated, bottom-tested loop clang -O2 emits (the latch tests
///    `iv.next == ub` or `iv.next < ub`, usually under a guard `if`);
///  - a block ending in a conditional branch whose two paths meet again at
///    its immediate post-dominator is an scf.if; phis at the meeting point
///    are its results.
///
/// Anything else (irreducible control flow, a loop with several exits or
/// latches, a loop without a recognisable induction variable, a branch out
/// of a loop) is reported as an error naming the function and the block.
///
/// Tile phis are not results: a carried or merged tile is one buffer that
/// every path writes (ascendpto-tile-carries makes it so); the emitter
/// prints handles on that buffer where the value is used.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSTRUCTURIZER_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSTRUCTURIZER_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/Register.h"
#include "llvm/IR/DebugLoc.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {

class MachineBasicBlock;
class MachineDominatorTree;
class MachineFunction;
class MachineInstr;
class MachineLoop;
class MachineLoopInfo;
class MachinePostDominatorTree;

namespace AscendPTO {

struct SNode;
/// A sequence of structured nodes.
using SRegion = std::vector<SNode>;

/// One scf.for.
struct SLoop {
  MachineBasicBlock *Header = nullptr;
  MachineBasicBlock *Latch = nullptr;
  MachineBasicBlock *Exit = nullptr;
  /// The block holding the exit test (the header or the latch).
  MachineBasicBlock *Exiting = nullptr;
  bool TopTested = false;
  /// The induction variable's header phi, its increment, the compare.
  MachineInstr *IVPhi = nullptr;
  MachineInstr *IVInc = nullptr;
  MachineInstr *ExitCmp = nullptr;
  Register LowerBound, UpperBound, Step;
  /// The exit test is `iv <= ub` (or `iv.next <= ub`): the upper bound is
  /// UpperBound + 1.
  bool InclusiveBound = false;
  /// Bottom-tested with `<`: the body runs at least once, so the printed
  /// upper bound is max(ub, lb + step).
  bool AtLeastOnce = false;
  /// Scalar header phis other than the IV (iter_args) and tile phis.
  SmallVector<MachineInstr *, 4> ScalarPhis;
  SmallVector<MachineInstr *, 4> TilePhis;
  SRegion Body;
};

/// One scf.if.
struct SIf {
  MachineBasicBlock *Branch = nullptr;
  Register Cond;
  MachineBasicBlock *Merge = nullptr;
  SRegion Then, Else;
  /// Blocks of each arm (to tell which phi incoming belongs to which arm).
  SmallPtrSet<MachineBasicBlock *, 8> ThenBlocks, ElseBlocks;
};

/// A node of the structured tree: a straight-line block, a loop or an if.
struct SNode {
  enum KindTy { Block, Loop, If } Kind = Block;
  MachineBasicBlock *MBB = nullptr;
  std::shared_ptr<SLoop> L;
  std::shared_ptr<SIf> I;
};

/// Builds the structured tree of a machine function.
class Structurizer {
public:
  Structurizer(MachineFunction &MF, MachineLoopInfo &MLI,
               MachinePostDominatorTree &MPDT)
      : MF(MF), MLI(MLI), MPDT(MPDT) {}
  const MachineLoopInfo &getLoopInfo() const { return MLI; }

  /// Returns false when the CFG cannot be structured; \p Why then names the
  /// block and the rule.
  bool run(SRegion &Top, std::string &Why);

  /// Whether \p MI is loop control the emitter replaces by scf.for (the
  /// exit compare and the IV increment, when nothing else uses them).
  bool isLoopControl(const MachineInstr &MI) const {
    return Control.count(&MI);
  }
  /// After a failed run(): the source location of the branch (or else the
  /// first located instruction) of the block the error is about.
  const DebugLoc &getErrorLoc() const { return ErrorLoc; }

  /// Loops and if arms nest at most this deep (docs/diagnostics.md). The
  /// structurizer and the emitter walk the tree one frame per level, so the
  /// bound keeps their stacks bounded whatever the input (kernels nest a
  /// handful of levels). ascendpto-check-nesting enforces it first, on the
  /// IR (AscendPTOCheckNesting.cpp); this check guards MIR input.
  static constexpr unsigned MaxNesting = 256;

private:
  MachineFunction &MF;
  MachineLoopInfo &MLI;
  MachinePostDominatorTree &MPDT;
  SmallPtrSet<MachineBasicBlock *, 16> Visited;
  SmallPtrSet<const MachineInstr *, 8> Control;
  std::string Error;
  DebugLoc ErrorLoc;
  /// Regions open on the stack (region() calls in progress).
  unsigned Depth = 0;

  bool fail(const MachineBasicBlock *MBB, const Twine &Msg);
  /// Structures the blocks from \p Entry up to (not including) \p Stop;
  /// \p Loop is the innermost loop being built (its exiting block ends the
  /// region). \p Blocks collects the blocks visited.
  bool region(MachineBasicBlock *Entry, MachineBasicBlock *Stop,
              MachineLoop *Loop, SRegion &Out,
              SmallPtrSetImpl<MachineBasicBlock *> *Blocks);
  bool loop(MachineLoop *L, SLoop &Out,
            SmallPtrSetImpl<MachineBasicBlock *> *Blocks);
  /// Whether `ub > lb` holds when the loop entered from \p Pre starts (both
  /// constant, or a guarding branch tests it), so that a bottom-tested body
  /// runs exactly as often as scf.for's.
  bool guardedByLowerBound(MachineBasicBlock *Pre, Register Lb,
                           Register Ub) const;
};

/// `%bb.3 (for.body)`.
std::string describeBlock(const MachineBasicBlock &MBB);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSTRUCTURIZER_H
