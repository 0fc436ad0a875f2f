//===- PipeCost.h - Per-pipe cycle cost model --------------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A pipe-level cost model of one Ascend AI core, IR-free. Every operation
/// runs on one pipe (S, V, M, MTE1, MTE2, MTE3, FIX) and costs
///
///   cycles = head + ceil(work / rate)
///
/// where work is bytes for data movement and vector ops (in 256-byte
/// repeats for the vector unit) and cube fractals for matmuls. The head is
/// the op's fixed cost when its pipe was idle when it arrived and a smaller
/// issue cost when it queued behind another op of the same pipe (heads
/// overlap; pipe-cost-facts.md section 8). Every figure lives in
/// CostParams.def with its source; docs/cost-model.md explains the choices.
///
/// The model is deliberately small: it ranks placements and schedules of
/// one kernel against each other, it does not predict wall-clock time.
///
//===----------------------------------------------------------------------===//

#ifndef ASCENDPTO_COSTMODEL_PIPECOST_H
#define ASCENDPTO_COSTMODEL_PIPECOST_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
namespace ptocost {

/// The two PTO targets: ascend910b (a2a3) and ascend950 (a5).
enum class Target : uint8_t { A2A3, A5 };

/// The pipes of one AI core, numbered as the CCE intrinsics number them
/// apart from FIX, which is packed after MTE3 here.
enum class Pipe : uint8_t { S, V, M, MTE1, MTE2, MTE3, FIX };
constexpr unsigned NumPipes = 7;

/// "PIPE_S", "PIPE_V", ... (the PTO spelling).
StringRef getPipeName(Pipe P);
/// The inverse of getPipeName; also accepts the bare names ("V", "MTE2").
std::optional<Pipe> parsePipe(StringRef Name);

/// One parameter of CostParams.def.
enum class CostParam : uint8_t {
#define PTOCOST_PARAM(Name, A2A3, A5, Unit, Source) Name,
#include "CostModel/CostParams.def"
};

/// The description of a parameter: its values per target, unit and source.
struct ParamInfo {
  StringRef Name;
  double A2A3;
  double A5;
  StringRef Unit;
  StringRef Source;
};

/// Every parameter, in CostParams.def order.
ArrayRef<ParamInfo> getParams();
/// The parameter called \p Name, if any.
std::optional<CostParam> findParam(StringRef Name);

/// What an operation does, as far as its cost goes. Which class each PTO
/// tile op is in is a fact of the target description
/// (td/AscendPTOCostClasses.td: a Cost per op, a TransferCost row per
/// space pair of a data movement), not of this library.
enum class OpClass : uint8_t {
  None,      ///< views and metadata: no pipe work
  Scalar,    ///< tgetval/tsetval and other scalar tile accesses (S)
  VecUnary,  ///< unary and tile-scalar ALU ops (V)
  VecBinary, ///< tile-with-tile ALU ops, copies and casts (V)
  VecTransc, ///< exp, log, sqrt, rsqrt (V)
  VecDiv,    ///< division and reciprocal-class ops (V)
  VecReduce, ///< row and column reductions, expands with a reduction (V)
  VecSort,   ///< sorts and merges (V)
  Cube,      ///< matmul and gemv (M)
  GmToUb,    ///< tload into vec (MTE2)
  GmToL1,    ///< tload into mat (MTE2)
  L1ToL0A,   ///< mat -> left (MTE1)
  L1ToL0B,   ///< mat -> right (MTE1)
  L1ToBias,  ///< mat -> bias or scaling (MTE1)
  L0cToGm,   ///< tstore from acc (FIX)
  L0cToL1,   ///< acc -> mat (FIX)
  L0cToUb,   ///< acc -> vec (FIX)
  UbToGm,    ///< tstore from vec or mat (MTE3)
  UbToL1,    ///< vec -> mat (MTE3 on the DMA path)
  UbToUb,    ///< vec -> vec moves (V)
};

/// "vec-binary", "gm-to-ub", ... (stable, for reports and tests).
StringRef getOpClassName(OpClass C);
/// The pipe an op of class \p C runs on.
Pipe getOpClassPipe(OpClass C);

/// True for the classes of data movements (GmToUb .. UbToUb): their work is
/// the bytes moved, which for a window (textract's result, tinsert's
/// source) is the smaller tile, not the tile it is cut from or put into.
bool isDataMovement(OpClass C);

/// The work of one op instance.
struct OpWork {
  OpClass Class = OpClass::None;
  /// Bytes moved or processed (the larger operand for vector ops).
  uint64_t Bytes = 0;
  /// Element size in bytes of the inputs (1, 2, 4, 8).
  unsigned ElemBytes = 4;
  /// Matmul dimensions (Cube only): lhs [M, K], rhs [K, N].
  uint64_t M = 0, N = 0, K = 0;
};

/// The cost model of one target, with its parameters overridable (each
/// override is a documented parameter choice, e.g. nominal L1->L0 rates).
class CostModel {
public:
  explicit CostModel(Target T);

  Target getTarget() const { return T; }
  double get(CostParam P) const { return Values[static_cast<unsigned>(P)]; }
  void set(CostParam P, double V) { Values[static_cast<unsigned>(P)] = V; }

  /// Cycles of one op. \p QueuedBehind is true when the op arrived while
  /// its pipe was still busy with an earlier op (its head then overlaps).
  uint64_t cycles(const OpWork &W, bool QueuedBehind = false) const;

private:
  Target T;
  double Values[64];
};

} // namespace ptocost
} // namespace llvm

#endif // ASCENDPTO_COSTMODEL_PIPECOST_H
