//===- AscendPTOPlanView.h - Show a function's memory plan ------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Everything ascendpto-buffer-coloring shows of a plan, kept out of the
/// pass itself: the plan report (`-ascendpto-plan-report[=detail]`), the
/// analysis remark per function and space (`PlanSummary`), and the files
/// of `-ascendpto-plan-json=DIR` (the placement problem and its solution as
/// schema-v1 JSON, readable by pto-plan) and `-ascendpto-plan-svg=DIR` (the
/// memory map, drawn by lib/Planner/PlanPicture). docs/planner.md, "Seeing
/// the plan", documents every format.
///
/// The pass fills a PlanView (describePlanTiles reads the MIR facts: op
/// mnemonics, locations, pipes, the time axis) and calls the functions
/// below, which look at the view only.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOPLANVIEW_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOPLANVIEW_H

#include "Planner/LowerBound.h"
#include "Planner/PlanPicture.h"
#include "Planner/Problem.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace llvm {

class Function;
class SlotIndexes;
class MachineFunction;
class MachineOptimizationRemarkEmitter;
class Register;

namespace AscendPTO {

/// What the pass knows of one planned tile beyond its problem buffer.
struct PlanTile {
  unsigned Buffer = 0;  ///< Index into Problem::Buffers.
  std::string Space;    ///< "vec".
  std::string Type;     ///< "f32 [16, 64]".
  std::string Def;      ///< The defining op: "pto.tload", "phi".
  std::string LastUse;  ///< The last reading op, or empty (never read).
  std::string Loc;      ///< "k.ll:12:3" of the definition, or empty.
  std::string Pipe;     ///< PIPE_MTE2 of the definition, or empty.
};

/// The figures of one memory space, as the report line prints them.
struct PlanPoolSummary {
  unsigned Pool = 0; ///< Index into Problem::Pools.
  std::string Space; ///< "vec".
  unsigned Tiles = 0;
  unsigned Buffers = 0; ///< Distinct start addresses of the tiles.
  uint64_t Peak = 0;
  uint64_t LowerBound = 0;
  std::optional<uint64_t> Capacity;
  std::string Planner; ///< "pypto", "dsa".
  std::string Objective = "bytes"; ///< "time", "bytes".
  /// Dependences between ops that the placement's reuse added, when known.
  std::optional<uint64_t> ReuseDeps;
  /// The placement arbitration's choice ("time", "bytes", "noreuse"),
  /// empty when it did not run.
  std::string Chosen;
  bool proven() const { return Peak <= LowerBound; }
};

/// One function's plan, final or failed.
struct PlanView {
  const Function *F = nullptr;
  std::string CPU;
  /// The kernel kind, declared or inferred (AscendPTOKernelChecks.h).
  std::string Kind;
  const ptoplan::Problem *Problem = nullptr;
  /// The placement used, or (Failed) the overflowing one.
  const ptoplan::Solution *Solution = nullptr;
  bool Failed = false;
  SmallVector<PlanTile, 0> Tiles;
  SmallVector<PlanPoolSummary, 4> Pools;
  /// Per pool, the static bound (with its clique).
  SmallVector<ptoplan::PoolBound, 4> Bounds;
  /// Instruction starts on the problem's time axis.
  SmallVector<ptoplan::TimeLabel, 0> Axis;
};

/// Completes V.Tiles (whose Buffer, Space and Type the pass has set; tile
/// I is register \p Regs[I]) and fills V.Axis from the function's MIR: the
/// defining and last reading op of each tile, its location and pipe, and
/// the program point of every instruction (SlotIndex distance from the
/// function's start, the unit of the lifetimes).
void describePlanTiles(const MachineFunction &MF, SlotIndexes &SI,
                       ArrayRef<Register> Regs, PlanView &V);

/// The `-ascendpto-plan-report` line of one space.
void printPlanSummary(const PlanView &V, const PlanPoolSummary &S,
                      raw_ostream &OS);

/// The `-ascendpto-plan-report=detail` lines: one per tile.
void printPlanDetail(const PlanView &V, raw_ostream &OS);

/// The `PlanSummary` analysis remark of one space.
void emitPlanSummaryRemark(MachineOptimizationRemarkEmitter &ORE,
                           const MachineFunction &MF,
                           const PlanPoolSummary &S);

/// Writes `DIR/<function>.problem.json` and `DIR/<function>.solution.json`
/// (JsonDir) and `DIR/<function>.svg` (SvgDir) when the directory is not
/// empty. A file that cannot be written is an error naming it.
void writePlanFiles(const PlanView &V, StringRef JsonDir, StringRef SvgDir);

/// \p Name made safe as a file name: [A-Za-z0-9_.-] kept, every other byte
/// written as `_XX` (hex), so that distinct names stay distinct.
std::string getPlanFileStem(StringRef Name);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOPLANVIEW_H
