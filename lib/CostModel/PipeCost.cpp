//===- PipeCost.cpp - Per-pipe cycle cost model ---------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CostModel/PipeCost.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace llvm::ptocost;

static constexpr ParamInfo ParamTable[] = {
#define PTOCOST_PARAM(Name, A2A3, A5, Unit, Source)                            \
  {#Name, A2A3, A5, Unit, Source},
#include "CostModel/CostParams.def"
};
static constexpr unsigned NumParams = std::size(ParamTable);

ArrayRef<ParamInfo> llvm::ptocost::getParams() { return ParamTable; }

std::optional<CostParam> llvm::ptocost::findParam(StringRef Name) {
  for (unsigned I = 0; I < NumParams; ++I)
    if (ParamTable[I].Name == Name)
      return static_cast<CostParam>(I);
  return std::nullopt;
}

static constexpr StringRef PipeNames[NumPipes] = {
    "PIPE_S", "PIPE_V", "PIPE_M", "PIPE_MTE1", "PIPE_MTE2", "PIPE_MTE3",
    "PIPE_FIX"};

StringRef llvm::ptocost::getPipeName(Pipe P) {
  return PipeNames[static_cast<unsigned>(P)];
}

std::optional<Pipe> llvm::ptocost::parsePipe(StringRef Name) {
  Name.consume_front("PIPE_");
  for (unsigned I = 0; I < NumPipes; ++I)
    if (PipeNames[I].drop_front(5) == Name)
      return static_cast<Pipe>(I);
  return std::nullopt;
}

namespace {
/// One row of the class table: name and pipe.
struct ClassInfo {
  OpClass Class;
  StringRef Name;
  Pipe P;
};
} // namespace

static constexpr ClassInfo ClassTable[] = {
    {OpClass::None, "none", Pipe::S},
    {OpClass::Scalar, "scalar", Pipe::S},
    {OpClass::VecUnary, "vec-unary", Pipe::V},
    {OpClass::VecBinary, "vec-binary", Pipe::V},
    {OpClass::VecTransc, "vec-transcendental", Pipe::V},
    {OpClass::VecDiv, "vec-div", Pipe::V},
    {OpClass::VecReduce, "vec-reduce", Pipe::V},
    {OpClass::VecSort, "vec-sort", Pipe::V},
    {OpClass::Cube, "cube", Pipe::M},
    {OpClass::GmToUb, "gm-to-ub", Pipe::MTE2},
    {OpClass::GmToL1, "gm-to-l1", Pipe::MTE2},
    {OpClass::L1ToL0A, "l1-to-l0a", Pipe::MTE1},
    {OpClass::L1ToL0B, "l1-to-l0b", Pipe::MTE1},
    {OpClass::L1ToBias, "l1-to-bias", Pipe::MTE1},
    {OpClass::L0cToGm, "l0c-to-gm", Pipe::FIX},
    {OpClass::L0cToL1, "l0c-to-l1", Pipe::FIX},
    {OpClass::L0cToUb, "l0c-to-ub", Pipe::FIX},
    {OpClass::UbToGm, "ub-to-gm", Pipe::MTE3},
    {OpClass::UbToL1, "ub-to-l1", Pipe::MTE3},
    {OpClass::UbToUb, "ub-to-ub", Pipe::V},
};

StringRef llvm::ptocost::getOpClassName(OpClass C) {
  return ClassTable[static_cast<unsigned>(C)].Name;
}

Pipe llvm::ptocost::getOpClassPipe(OpClass C) {
  return ClassTable[static_cast<unsigned>(C)].P;
}

bool llvm::ptocost::isDataMovement(OpClass C) {
  return C >= OpClass::GmToUb && C <= OpClass::UbToUb;
}

CostModel::CostModel(Target T) : T(T) {
  static_assert(NumParams <= std::size(decltype(Values){}),
                "CostModel::Values is too small for CostParams.def");
  for (unsigned I = 0; I < NumParams; ++I)
    Values[I] = T == Target::A2A3 ? ParamTable[I].A2A3 : ParamTable[I].A5;
}

/// ceil(A / B) for a positive rate B, saturating instead of overflowing.
static uint64_t ceilDiv(uint64_t A, double B) {
  double Q = std::ceil(static_cast<double>(A) / std::max(B, 1e-9));
  return Q >= 1.8e19 ? UINT64_MAX : static_cast<uint64_t>(Q);
}

/// ceil(A * F) for F >= 0, saturating.
static uint64_t ceilMul(uint64_t A, double F) {
  double Q = std::ceil(static_cast<double>(A) * std::max(F, 0.0));
  return Q >= 1.8e19 ? UINT64_MAX : static_cast<uint64_t>(Q);
}

static uint64_t satAdd(uint64_t A, uint64_t B) {
  return A > UINT64_MAX - B ? UINT64_MAX : A + B;
}

static uint64_t satMul(uint64_t A, uint64_t B) {
  return B != 0 && A > UINT64_MAX / B ? UINT64_MAX : A * B;
}

uint64_t CostModel::cycles(const OpWork &W, bool QueuedBehind) const {
  auto P = [&](CostParam C) { return get(C); };
  auto Round = [](double V) { return static_cast<uint64_t>(std::llround(V)); };
  auto Vector = [&](CostParam PerRepeat, CostParam Fixed, bool Binary) {
    uint64_t RepeatBytes = Round(P(CostParam::VecRepeatBytes));
    uint64_t Repeats = ceilDiv(W.Bytes, static_cast<double>(RepeatBytes));
    uint64_t Head = Round(QueuedBehind ? P(CostParam::VecFixedIssue)
                                       : P(Fixed));
    // Count mode: a byte count that is not a whole number of repeats costs
    // a fixed penalty on binary ALU ops (S3).
    if (Binary && RepeatBytes && W.Bytes % RepeatBytes)
      Head = satAdd(Head, Round(P(CostParam::VecCountModePenalty)));
    return satAdd(Head, ceilMul(Repeats, P(PerRepeat)));
  };
  auto Dma = [&](CostParam Fixed, CostParam Rate) {
    return satAdd(Round(P(Fixed)), ceilDiv(W.Bytes, P(Rate)));
  };
  switch (W.Class) {
  case OpClass::None:
    return 0;
  case OpClass::Scalar:
    return Round(P(CostParam::ScalarOp));
  case OpClass::VecUnary:
    return Vector(CostParam::VecRepeatUnary, CostParam::VecFixedAlu, false);
  case OpClass::VecBinary:
    return Vector(CostParam::VecRepeatBinary, CostParam::VecFixedAlu, true);
  case OpClass::VecTransc:
    return Vector(W.ElemBytes <= 2 ? CostParam::VecRepeatTranscF16
                                   : CostParam::VecRepeatTranscF32,
                  CostParam::VecFixedSfu, false);
  case OpClass::VecDiv:
    return Vector(CostParam::VecRepeatDiv, CostParam::VecFixedSfu, false);
  case OpClass::VecReduce:
    return Vector(CostParam::VecRepeatReduce, CostParam::VecFixedAlu, false);
  case OpClass::VecSort:
    return Vector(CostParam::VecRepeatSort, CostParam::VecFixedAlu, false);
  case OpClass::UbToUb:
    return Dma(CostParam::VecFixedAlu, CostParam::RateUbUb);
  case OpClass::Cube: {
    // One fractal is M0 x k0 x N0 (CostParams.def: 16 x k0 x 16) with k0
    // the bytes of K per fractal over the input element size:
    // ceil(M/M0) * ceil(K/k0) * ceil(N/N0) fractals.
    unsigned EB = std::max(1u, W.ElemBytes);
    uint64_t M0 = std::max<uint64_t>(1, Round(P(CostParam::CubeFractalRows)));
    uint64_t N0 = std::max<uint64_t>(1, Round(P(CostParam::CubeFractalCols)));
    uint64_t K0 = std::max<uint64_t>(
        1, Round(P(CostParam::CubeFractalKBytes)) / EB);
    auto CeilDiv = [](uint64_t A, uint64_t B) { return A / B + (A % B != 0); };
    uint64_t Fractals =
        satMul(satMul(CeilDiv(W.M, M0), CeilDiv(W.K, K0)), CeilDiv(W.N, N0));
    CostParam PerFractal = EB == 1   ? CostParam::CubeFractalCyclesI8
                           : EB == 2 ? CostParam::CubeFractalCyclesF16
                                     : CostParam::CubeFractalCyclesF32;
    uint64_t Head = Round(QueuedBehind ? P(CostParam::CubeFixedIssue)
                                       : P(CostParam::CubeFixed));
    return satAdd(Head, satMul(Fractals, Round(P(PerFractal))));
  }
  case OpClass::GmToUb:
    return Dma(CostParam::Mte2Fixed, CostParam::RateGmUb);
  case OpClass::GmToL1:
    return Dma(CostParam::Mte2Fixed, CostParam::RateGmL1);
  case OpClass::L1ToL0A:
    return Dma(CostParam::Mte1Fixed, CostParam::RateL1L0A);
  case OpClass::L1ToL0B:
    return Dma(CostParam::Mte1Fixed, CostParam::RateL1L0B);
  case OpClass::L1ToBias:
    return Dma(CostParam::Mte1Fixed, CostParam::RateL1Bias);
  case OpClass::L0cToGm:
    return Dma(CostParam::FixFixed, CostParam::RateL0cGm);
  case OpClass::L0cToL1:
    return Dma(CostParam::FixFixed, CostParam::RateL0cL1);
  case OpClass::L0cToUb:
    return Dma(CostParam::FixFixed, CostParam::RateL0cUb);
  case OpClass::UbToGm:
    return Dma(CostParam::Mte3Fixed, CostParam::RateUbGm);
  case OpClass::UbToL1:
    return Dma(CostParam::Mte3Fixed, CostParam::RateUbL1);
  }
  return 0;
}
