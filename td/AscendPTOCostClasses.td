//===-- AscendPTOCostClasses.td - Cost classes of tile ops -*- tablegen -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which row of the pipe-level cost model prices a tile op
// (docs/cost-model.md). A cost class is one enumerator of ptocost::OpClass
// (lib/CostModel/PipeCost.h); its formula and figures are in PipeCost.cpp
// and CostParams.def (with their sources), not here. Every TileOp names its
// class in its Cost field (AscendPTOTileOpClasses.td); ascendpto-tblgen
// refuses an op without one, so a new op cannot silently cost nothing.
//
// The per-op assignment follows pipe-cost-facts.md section 3 (vector cycles
// per repeat by kind of op: 1 for unary and tile-scalar ALU ops, 2 for
// tile-with-tile ops, casts and rearrangements, the SFU rates for
// transcendentals and division, the reduction and sort rates).
//
//===----------------------------------------------------------------------===//

//   Enum - the ptocost::OpClass enumerator ("" for CostBySpaces).
class CostClass<string enumName> {
  string Enum = enumName;
}

def CostNone      : CostClass<"None">;      // views and metadata: no work
def CostScalar    : CostClass<"Scalar">;    // scalar tile accesses (S)
def CostVecUnary  : CostClass<"VecUnary">;  // unary, tile-scalar ALU (V)
def CostVecBinary : CostClass<"VecBinary">; // tile-with-tile ALU, casts (V)
def CostVecTransc : CostClass<"VecTransc">; // exp, log, sqrt, rsqrt (V)
def CostVecDiv    : CostClass<"VecDiv">;    // division, reciprocal (V)
def CostVecReduce : CostClass<"VecReduce">; // row and column reductions (V)
def CostVecSort   : CostClass<"VecSort">;   // sorts and merges (V)
def CostCube      : CostClass<"Cube">;      // matmul, gemv (M)
// Data movements: the bytes moved over one path.
def CostGmToUb   : CostClass<"GmToUb">;
def CostGmToL1   : CostClass<"GmToL1">;
def CostL1ToL0A  : CostClass<"L1ToL0A">;
def CostL1ToL0B  : CostClass<"L1ToL0B">;
def CostL1ToBias : CostClass<"L1ToBias">;
def CostL0cToGm  : CostClass<"L0cToGm">;
def CostL0cToL1  : CostClass<"L0cToL1">;
def CostL0cToUb  : CostClass<"L0cToUb">;
def CostUbToGm   : CostClass<"UbToGm">;
def CostUbToL1   : CostClass<"UbToL1">;
def CostUbToUb   : CostClass<"UbToUb">;

// A data movement whose path depends on its spaces (tload, tstore, tmov,
// textract, tinsert): its class is the TransferCost row of (the space of
// its PairOperand, the space of its result), global memory where the side
// is not a tile. ascendpto-tblgen checks that every pair the op can take
// (its MovePair or SpacePairs rows, a load's result spaces, a store's
// source spaces) has a row.
def CostBySpaces : CostClass<"">;

// The class of a data movement from Src to Dst; ? is global memory. The
// paths of pipe-cost-facts.md section 1 and sync-facts.md section 1.3.
class TransferCost<MemSpace src, MemSpace dst, CostClass cost> {
  MemSpace Src = src;
  MemSpace Dst = dst;
  CostClass Cost = cost;
}

def : TransferCost<?,            SpaceVec,     CostGmToUb>;
def : TransferCost<?,            SpaceMat,     CostGmToL1>;
def : TransferCost<SpaceMat,     SpaceLeft,    CostL1ToL0A>;
def : TransferCost<SpaceMat,     SpaceRight,   CostL1ToL0B>;
def : TransferCost<SpaceMat,     SpaceBias,    CostL1ToBias>;
// The scaling buffer (FB) is costed as the bias table: no figure of its own
// (assumption, docs/cost-model.md).
def : TransferCost<SpaceMat,     SpaceScaling, CostL1ToBias>;
def : TransferCost<SpaceAcc,     ?,            CostL0cToGm>;
def : TransferCost<SpaceAcc,     SpaceMat,     CostL0cToL1>;
def : TransferCost<SpaceAcc,     SpaceVec,     CostL0cToUb>;
def : TransferCost<SpaceVec,     ?,            CostUbToGm>;
// A store from L1 is costed as one from UB (assumption: no figure of its
// own, docs/cost-model.md).
def : TransferCost<SpaceMat,     ?,            CostUbToGm>;
def : TransferCost<SpaceVec,     SpaceMat,     CostUbToL1>;
def : TransferCost<SpaceVec,     SpaceVec,     CostUbToUb>;
