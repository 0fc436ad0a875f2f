//===- OpTableTest.cpp - The generated tile-op table against the facts ----===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks every property family of the op table that ascendpto-tblgen
/// generates from td/ against an expectation written here by hand, from the
/// sources the records were written from (shared/docs/pto-op-syntax.md,
/// op-properties-reference.md and the MemoryReuse seed). A record that
/// drifts from these facts, or a fact that is added to one side only, fails
/// a test.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOLayoutRules.h"
#include "AscendPTOLegality.h"
#include "AscendPTOTables.h"
#include "AscendPTOTileType.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::AscendPTO;

namespace {

/// The row of IR callee \p Name; fails the test when there is none.
const TileOpInfo &op(StringRef Name) {
  const TileOpInfo *Op = lookupTileOpByIRName(Name);
  EXPECT_NE(Op, nullptr) << Name.str() << " is not in the op table";
  static const TileOpInfo Empty{};
  return Op ? *Op : Empty;
}

/// The operand numbers set in \p Mask.
std::set<unsigned> bits(uint32_t Mask) {
  std::set<unsigned> S;
  for (unsigned I = 0; I < 32; ++I)
    if (Mask & (1u << I))
      S.insert(I);
  return S;
}

/// The IR names of the ops for which \p Pred holds.
template <typename PredT> std::set<std::string> opsWhere(PredT Pred) {
  std::set<std::string> S;
  for (const TileOpInfo &Op : getTileOps())
    if (Pred(Op))
      S.insert(Op.IRName);
  return S;
}

uint8_t bothArchs() { return archBit(Arch::A2A3) | archBit(Arch::A5); }

// Every op of pto-op-syntax.md has a row, under its PTO mnemonic, and the
// look-ups by name and by opcode agree.
TEST(OpTable, EveryPTOOpHasARow) {
  const std::map<std::string, std::string> Expected = {
      {"pto.tensor_view", "make_tensor_view"},
      {"pto.alloc_tile", "alloc_tile"},
      {"pto.tload", "tload"},
      {"pto.tprefetch", "tprefetch"},
      {"pto.tstore", "tstore"},
      {"pto.bind", "bind"},
      {"pto.tmov", "tmov"},
      {"pto.tadd", "tadd"},
      {"pto.tsub", "tsub"},
      {"pto.tmul", "tmul"},
      {"pto.tdiv", "tdiv"},
      {"pto.tmax", "tmax"},
      {"pto.tmin", "tmin"},
      {"pto.tand", "tand"},
      {"pto.tor", "tor"},
      {"pto.tshl", "tshl"},
      {"pto.tshr", "tshr"},
      {"pto.tfmod", "tfmod"},
      {"pto.tpartadd", "tpartadd"},
      {"pto.tpartmax", "tpartmax"},
      {"pto.tpartmin", "tpartmin"},
      {"pto.tpartmul", "tpartmul"},
      {"pto.txor", "txor"},
      {"pto.trem", "trem"},
      {"pto.tprelu", "tprelu"},
      {"pto.taddc", "taddc"},
      {"pto.tsubc", "tsubc"},
      {"pto.tadds", "tadds"},
      {"pto.tsubs", "tsubs"},
      {"pto.tmuls", "tmuls"},
      {"pto.tdivs", "tdivs"},
      {"pto.tdivs.rev", "tdivs"},
      {"pto.tmaxs", "tmaxs"},
      {"pto.tmins", "tmins"},
      {"pto.tfmods", "tfmods"},
      {"pto.tands", "tands"},
      {"pto.tors", "tors"},
      {"pto.tshls", "tshls"},
      {"pto.tshrs", "tshrs"},
      {"pto.taxpy", "taxpy"},
      {"pto.tlrelu", "tlrelu"},
      {"pto.trems", "trems"},
      {"pto.txors", "txors"},
      {"pto.taddsc", "taddsc"},
      {"pto.tsubsc", "tsubsc"},
      {"pto.texpands", "texpands"},
      {"pto.tabs", "tabs"},
      {"pto.tneg", "tneg"},
      {"pto.texp", "texp"},
      {"pto.tlog", "tlog"},
      {"pto.tsqrt", "tsqrt"},
      {"pto.trsqrt", "trsqrt"},
      {"pto.trsqrt.tmp", "trsqrt"},
      {"pto.trecip", "trecip"},
      {"pto.trelu", "trelu"},
      {"pto.tnot", "tnot"},
      {"pto.tcvt", "tcvt"},
      {"pto.tcvt.tmp", "tcvt"},
      {"pto.tcmp", "tcmp"},
      {"pto.tcmps", "tcmps"},
      {"pto.tsel", "tsel"},
      {"pto.tsels", "tsels"},
      {"pto.trowsum", "trowsum"},
      {"pto.trowmax", "trowmax"},
      {"pto.trowmin", "trowmin"},
      {"pto.trowprod", "trowprod"},
      {"pto.trowargmax", "trowargmax"},
      {"pto.trowargmin", "trowargmin"},
      {"pto.tcolsum", "tcolsum"},
      {"pto.tcolsum.tmp", "tcolsum"},
      {"pto.tcolmax", "tcolmax"},
      {"pto.tcolmin", "tcolmin"},
      {"pto.tcolprod", "tcolprod"},
      {"pto.tcolargmax", "tcolargmax"},
      {"pto.tcolargmin", "tcolargmin"},
      {"pto.trowexpand", "trowexpand"},
      {"pto.tcolexpand", "tcolexpand"},
      {"pto.ttrans", "ttrans"},
      {"pto.tfillpad", "tfillpad"},
      {"pto.tfillpad_inplace", "tfillpad_inplace"},
      {"pto.tfillpad_expand", "tfillpad_expand"},
      {"pto.tconcat", "tconcat"},
      {"pto.textract", "textract"},
      {"pto.tinsert", "tinsert"},
      {"pto.treshape", "treshape"},
      {"pto.bitcast", "bitcast"},
      {"pto.subset", "subset"},
      {"pto.set_validshape", "alloc_tile"},
      {"pto.transpose_view", "alloc_tile"},
      {"pto.tgather", "tgather"},
      {"pto.tgather.mask", "tgather"},
      {"pto.tgather.cmp", "tgather"},
      {"pto.tgatherb", "tgatherb"},
      {"pto.tscatter", "tscatter"},
      {"pto.tsort32", "tsort32"},
      {"pto.tsort32.tmp", "tsort32"},
      {"pto.tmrgsort", "tmrgsort"},
      {"pto.tmrgsort.format2", "tmrgsort"},
      {"pto.tmatmul", "tmatmul"},
      {"pto.tmatmul.acc", "tmatmul.acc"},
      {"pto.tmatmul.bias", "tmatmul.bias"},
      {"pto.tgemv", "tgemv"},
      {"pto.tgemv.acc", "tgemv.acc"},
      {"pto.tgemv.bias", "tgemv.bias"},
      {"pto.tpop_from_aic", "tpop_from_aic"},
  };
  std::map<std::string, std::string> Expanded = Expected;
  for (StringRef N : {"add", "sub", "mul", "div", "max", "min", "expdif"}) {
    Expanded["pto.trowexpand" + N.str()] = "trowexpand" + N.str();
    Expanded["pto.tcolexpand" + N.str()] = "tcolexpand" + N.str();
  }
  for (StringRef N : {"sub", "mul", "div", "max", "min", "expdif"})
    Expanded["pto.trowexpand" + N.str() + ".tmp"] = "trowexpand" + N.str();

  std::map<std::string, std::string> Actual;
  for (const TileOpInfo &Op : getTileOps()) {
    Actual[Op.IRName] = Op.Mnemonic;
    EXPECT_EQ(lookupTileOpByIRName(Op.IRName), &Op) << Op.IRName;
    EXPECT_EQ(getTileOpInfo(Op.Opcode), &Op) << Op.IRName;
  }
  EXPECT_EQ(Actual, Expanded);
}

// not_inplace_safe: the registry's flags, the seed's additions (trem, trems,
// tfmod, tfmods), and the ops PTO cannot run in place.
TEST(OpTable, NotInplaceSafe) {
  std::set<std::string> Expected = {"pto.tmov",        "pto.trecip",
                                    "pto.trsqrt",      "pto.trsqrt.tmp",
                                    "pto.tands",       "pto.tors",
                                    "pto.txors",       "pto.trem",
                                    "pto.trems",       "pto.tfmod",
                                    "pto.tfmods",      "pto.tprelu",
                                    "pto.trowsum",     "pto.trowmax",
                                    "pto.trowmin",     "pto.trowprod",
                                    "pto.trowargmax",  "pto.trowargmin",
                                    "pto.tcolargmax",  "pto.tcolargmin",
                                    "pto.ttrans",      "pto.tconcat",
                                    "pto.textract",    "pto.tfillpad_expand",
                                    "pto.tgather",     "pto.tgather.mask",
                                    "pto.tgather.cmp", "pto.tgatherb",
                                    "pto.tsort32",     "pto.tsort32.tmp",
                                    "pto.tmrgsort",    "pto.tmrgsort.format2"};
  EXPECT_EQ(opsWhere([](const TileOpInfo &Op) { return Op.NotInplaceSafe; }),
            Expected);
}

// forbid_output_alias, operand numbers of our IR order.
TEST(OpTable, ForbidOutputAlias) {
  std::map<std::string, std::set<unsigned>> Expected = {
      {"pto.tsel", {0, 3}},    {"pto.tsels", {0}},    {"pto.trowexpand", {0}},
      {"pto.tcolexpand", {0}}, {"pto.tcvt.tmp", {1}},
  };
  for (StringRef N : {"add", "sub", "mul", "div", "max", "min", "expdif"}) {
    Expected["pto.trowexpand" + N.str()] = {1};
    Expected["pto.tcolexpand" + N.str()] = {1};
  }
  for (StringRef N : {"sub", "mul", "div", "max", "min", "expdif"})
    Expected["pto.trowexpand" + N.str() + ".tmp"] = {1, 2};
  std::map<std::string, std::set<unsigned>> Actual;
  for (const TileOpInfo &Op : getTileOps())
    if (Op.ForbidOutputAliasMask)
      Actual[Op.IRName] = bits(Op.ForbidOutputAliasMask);
  EXPECT_EQ(Actual, Expected);
  // Each forbidden operand is a tile.
  for (const TileOpInfo &Op : getTileOps())
    for (unsigned I : bits(Op.ForbidOutputAliasMask))
      EXPECT_TRUE(getOperands(Op)[I].IsTile) << Op.IRName << " " << I;
}

// In-place results (output_reuses_input) and whether PTO prints the reused
// input in ins too.
TEST(OpTable, InPlaceOps) {
  std::map<std::string, std::pair<int, bool>> Expected = {
      {"pto.tmatmul.acc", {0, true}},      {"pto.tgemv.acc", {0, true}},
      {"pto.tfillpad_inplace", {0, true}}, {"pto.tinsert", {0, false}},
      {"pto.tscatter", {0, false}},        {"pto.taxpy", {0, false}},
  };
  std::map<std::string, std::pair<int, bool>> Actual;
  for (const TileOpInfo &Op : getTileOps())
    if (Op.OutputReusesInput >= 0)
      Actual[Op.IRName] = {Op.OutputReusesInput, Op.ReusedInputInIns};
  EXPECT_EQ(Actual, Expected);
}

// Views: the result is operand 0's bytes at a byte offset.
TEST(OpTable, Views) {
  std::map<std::string, ViewOffsetKind> Expected = {
      {"pto.treshape", ViewOffsetKind::Base},
      {"pto.bitcast", ViewOffsetKind::Base},
      {"pto.set_validshape", ViewOffsetKind::Base},
      {"pto.transpose_view", ViewOffsetKind::Base},
      {"pto.subset", ViewOffsetKind::RowCol},
  };
  std::map<std::string, ViewOffsetKind> Actual;
  for (const TileOpInfo &Op : getTileOps()) {
    if (!Op.IsView) {
      EXPECT_EQ(Op.ViewOffset, ViewOffsetKind::None) << Op.IRName;
      continue;
    }
    Actual[Op.IRName] = Op.ViewOffset;
    EXPECT_EQ(Op.ExecPipe, Pipe::None) << Op.IRName;
    EXPECT_EQ(Op.SpaceRule, SpaceRuleKind::Operand) << Op.IRName;
  }
  EXPECT_EQ(Actual, Expected);
  const TileOpInfo &Subset = op("pto.subset");
  EXPECT_STREQ(getOperands(Subset)[Subset.ViewRowOperand].Name, "row");
  EXPECT_STREQ(getOperands(Subset)[Subset.ViewColOperand].Name, "col");
}

// Written workspaces (the seed's set_workspace_arg): tsels and tgather.
TEST(OpTable, WrittenWorkspaces) {
  std::map<std::string, std::set<unsigned>> Expected = {
      {"pto.tsels", {2}}, {"pto.tgather", {2}}, {"pto.tgather.cmp", {2}}};
  std::map<std::string, std::set<unsigned>> Actual;
  for (const TileOpInfo &Op : getTileOps())
    for (auto [I, O] : enumerate(getOperands(Op)))
      if (O.Written) {
        Actual[Op.IRName].insert(I);
        EXPECT_EQ(O.Role, OperandRole::Tmp) << Op.IRName;
      }
  EXPECT_EQ(Actual, Expected);
}

/// One per-architecture row as the test states it.
struct Row {
  uint8_t Archs;
  std::set<unsigned> Forbid;
  std::vector<std::pair<unsigned, std::set<unsigned>>> Seps;
  bool operator==(const Row &O) const {
    return Archs == O.Archs && Forbid == O.Forbid && Seps == O.Seps;
  }
};

// The target-aware aliasing rows.
TEST(OpTable, TargetAliasRows) {
  uint8_t A2A3 = archBit(Arch::A2A3), A5 = archBit(Arch::A5);
  std::map<std::string, std::vector<Row>> Expected = {
      // a2a3 forbids src, slope and tmp (not_inplace_safe); a5 only the two
      // operands it reads.
      {"pto.tprelu", {{A5, {0, 1}, {}}}},
      // dst never the mask; on a2a3 tmp apart from mask and src.
      {"pto.tsels", {{A2A3, {0}, {{2, {0, 1}}}}}},
      // On a2a3 the scratch may not overlap a tile source.
      {"pto.trem", {{A2A3, {0, 1, 2}, {{2, {0, 1}}}}}},
      {"pto.trems", {{A2A3, {0, 2}, {{2, {0}}}}}},
  };
  std::map<std::string, std::vector<Row>> Actual;
  for (const TileOpInfo &Op : getTileOps())
    for (const TargetAliasRuleInfo &R : getTargetRules(Op)) {
      Row X{R.ArchMask, bits(R.ForbidOutputAliasMask), {}};
      for (const OperandSeparationInfo &S : getSeparations(R))
        X.Seps.push_back({S.Operand, bits(S.OthersMask)});
      Actual[Op.IRName].push_back(X);
    }
  EXPECT_TRUE(Actual == Expected);
  // The generic rows of the same ops.
  EXPECT_TRUE(op("pto.tprelu").NotInplaceSafe);
  EXPECT_EQ(bits(op("pto.tsels").ForbidOutputAliasMask), std::set<unsigned>{0});
}

// tcvt's width rule: widening never in place anywhere, narrowing never in
// place on a2a3; no other op has one.
TEST(OpTable, CastWidthRule) {
  for (StringRef N : {"pto.tcvt", "pto.tcvt.tmp"}) {
    EXPECT_EQ(op(N).CastWideningArchMask, bothArchs()) << N.str();
    EXPECT_EQ(op(N).CastNarrowingArchMask, archBit(Arch::A2A3)) << N.str();
  }
  EXPECT_EQ(opsWhere([](const TileOpInfo &Op) {
              return Op.CastWideningArchMask || Op.CastNarrowingArchMask;
            }),
            (std::set<std::string>{"pto.tcvt", "pto.tcvt.tmp"}));
}

// Ops that exist on one architecture only: a5 has no scratch form of
// trowexpandmax, min and expdif.
TEST(OpTable, ArchitectureOnlyOps) {
  EXPECT_EQ(
      opsWhere([](const TileOpInfo &Op) { return Op.ArchMask != bothArchs(); }),
      (std::set<std::string>{"pto.trowexpandmax.tmp", "pto.trowexpandmin.tmp",
                             "pto.trowexpandexpdif.tmp"}));
  EXPECT_EQ(op("pto.trowexpandmax.tmp").ArchMask, archBit(Arch::A2A3));
}

// The legal tile.move pairs of each target, their pipes, and which convert.
TEST(OpTable, MovePairs) {
  using Pair = std::pair<MemSpace, MemSpace>;
  std::set<Pair> A2A3 = {
      {MemSpace::Mat, MemSpace::Left}, {MemSpace::Mat, MemSpace::Right},
      {MemSpace::Mat, MemSpace::Bias}, {MemSpace::Mat, MemSpace::Scaling},
      {MemSpace::Vec, MemSpace::Vec},  {MemSpace::Acc, MemSpace::Mat},
      {MemSpace::Acc, MemSpace::Vec}};
  std::set<Pair> A5 = A2A3;
  A5.insert({MemSpace::Vec, MemSpace::Mat});
  for (const MemSpaceInfo &S : getMemSpaces())
    for (const MemSpaceInfo &D : getMemSpaces()) {
      Pair P{S.Space, D.Space};
      EXPECT_EQ(lookupMovePair(S.Space, D.Space, Arch::A2A3) != nullptr,
                A2A3.count(P) != 0)
          << S.Name << "->" << D.Name << " on a2a3";
      EXPECT_EQ(lookupMovePair(S.Space, D.Space, Arch::A5) != nullptr,
                A5.count(P) != 0)
          << S.Name << "->" << D.Name << " on a5";
    }
  const std::map<Pair, std::pair<Pipe, bool>> Pipes = {
      {{MemSpace::Mat, MemSpace::Left}, {Pipe::MTE1, false}},
      {{MemSpace::Mat, MemSpace::Right}, {Pipe::MTE1, false}},
      {{MemSpace::Mat, MemSpace::Bias}, {Pipe::MTE1, false}},
      {{MemSpace::Mat, MemSpace::Scaling}, {Pipe::FIX, false}},
      {{MemSpace::Vec, MemSpace::Vec}, {Pipe::V, false}},
      {{MemSpace::Acc, MemSpace::Mat}, {Pipe::FIX, true}},
      {{MemSpace::Acc, MemSpace::Vec}, {Pipe::FIX, true}},
      {{MemSpace::Vec, MemSpace::Mat}, {Pipe::FIX, false}}};
  for (auto &[P, Want] : Pipes) {
    const MovePairInfo *M = lookupMovePair(P.first, P.second, Arch::A5);
    ASSERT_NE(M, nullptr);
    EXPECT_EQ(M->ExecPipe, Want.first);
    EXPECT_EQ(M->Converts, Want.second);
    // tmov takes its pipe from the pair.
    EXPECT_EQ(getExecPipe(op("pto.tmov"), Arch::A5, P.first, P.second),
              Want.first);
  }
  EXPECT_TRUE(op("pto.tmov").UsesMovePairs);
  EXPECT_EQ(opsWhere([](const TileOpInfo &Op) { return Op.UsesMovePairs; }),
            std::set<std::string>{"pto.tmov"});
}

// The op-local space pairs: textract and tinsert.
TEST(OpTable, OpSpacePairs) {
  const TileOpInfo &Extract = op("pto.textract");
  EXPECT_EQ(getSpacePairArchMask(Extract, MemSpace::Mat, MemSpace::Left),
            bothArchs());
  EXPECT_EQ(getSpacePairArchMask(Extract, MemSpace::Mat, MemSpace::Right),
            bothArchs());
  for (auto [S, D] : {std::pair(MemSpace::Vec, MemSpace::Vec),
                      std::pair(MemSpace::Vec, MemSpace::Mat),
                      std::pair(MemSpace::Mat, MemSpace::Scaling)})
    EXPECT_EQ(getSpacePairArchMask(Extract, S, D), archBit(Arch::A5));
  EXPECT_EQ(getSpacePairArchMask(Extract, MemSpace::Mat, MemSpace::Acc), 0);
  EXPECT_EQ(getSpacePairs(Extract).size(), 5u);
  const TileOpInfo &Insert = op("pto.tinsert");
  EXPECT_EQ(Insert.PairOperand, 1);
  ASSERT_EQ(getSpacePairs(Insert).size(), 1u);
  EXPECT_EQ(getSpacePairs(Insert)[0].Src, MemSpace::Acc);
  EXPECT_EQ(getSpacePairs(Insert)[0].Dst, MemSpace::Mat);
  EXPECT_TRUE(getSpacePairs(Insert)[0].Converts);
  EXPECT_EQ(opsWhere([](const TileOpInfo &Op) { return Op.NumSpacePairs; }),
            (std::set<std::string>{"pto.textract", "pto.tinsert"}));
}

// Accumulator rows round up to 16, 32 for i32 on a2a3; the planned size of
// an acc tile follows.
TEST(OpTable, AccRowRounding) {
  for (const DTypeInfo &T : getDTypes()) {
    EXPECT_EQ(getAccRowRounding(T.Type, Arch::A2A3),
              T.Type == DType::I32 ? 32u : 16u)
        << T.Name;
    EXPECT_EQ(getAccRowRounding(T.Type, Arch::A5), 16u) << T.Name;
  }
  TileType Acc;
  Acc.Space = MemSpace::Acc;
  Acc.ElemType = DType::I32;
  Acc.Rows = Acc.ValidRows = 16;
  Acc.Cols = Acc.ValidCols = 64;
  EXPECT_EQ(Acc.getSizeInBytes(Arch::A2A3), 32u * 64 * 4);
  EXPECT_EQ(Acc.getSizeInBytes(Arch::A5), 16u * 64 * 4);
  Acc.ElemType = DType::F32;
  Acc.Rows = Acc.ValidRows = 8;
  EXPECT_EQ(Acc.getSizeInBytes(Arch::A2A3), 16u * 64 * 4);
  // Only acc rounds.
  Acc.Space = MemSpace::Vec;
  EXPECT_EQ(Acc.getSizeInBytes(Arch::A2A3), 8u * 64 * 4);
}

// Execution pipes, including the per-space and per-target ones.
TEST(OpTable, Pipes) {
  EXPECT_EQ(op("pto.tload").ExecPipe, Pipe::MTE2);
  EXPECT_EQ(op("pto.tprefetch").ExecPipe, Pipe::MTE2);
  EXPECT_EQ(
      getExecPipe(op("pto.tstore"), Arch::A2A3, MemSpace::Vec, std::nullopt),
      Pipe::MTE3);
  EXPECT_EQ(
      getExecPipe(op("pto.tstore"), Arch::A2A3, MemSpace::Acc, std::nullopt),
      Pipe::FIX);
  EXPECT_EQ(
      getExecPipe(op("pto.tscatter"), Arch::A2A3, MemSpace::Vec, MemSpace::Vec),
      Pipe::S);
  EXPECT_EQ(
      getExecPipe(op("pto.tscatter"), Arch::A5, MemSpace::Vec, MemSpace::Vec),
      Pipe::V);
  EXPECT_EQ(getExecPipe(op("pto.textract"), Arch::A2A3, MemSpace::Mat,
                        MemSpace::Left),
            Pipe::MTE1);
  EXPECT_EQ(
      getExecPipe(op("pto.tinsert"), Arch::A2A3, MemSpace::Acc, MemSpace::Mat),
      Pipe::FIX);
  for (StringRef N : {"pto.tmatmul", "pto.tmatmul.acc", "pto.tmatmul.bias",
                      "pto.tgemv", "pto.tgemv.acc", "pto.tgemv.bias"})
    EXPECT_EQ(op(N).ExecPipe, Pipe::M) << N.str();
  // Everything else that executes runs on the vector pipe.
  std::set<std::string> NotV =
      opsWhere([](const TileOpInfo &Op) { return Op.ExecPipe != Pipe::V; });
  EXPECT_EQ(
      NotV,
      (std::set<std::string>{
          "pto.tensor_view", "pto.alloc_tile", "pto.bind", "pto.tload",
          "pto.tprefetch", "pto.tstore", "pto.textract", "pto.tinsert",
          "pto.treshape", "pto.bitcast", "pto.subset", "pto.set_validshape",
          "pto.transpose_view", "pto.tmatmul", "pto.tmatmul.acc",
          "pto.tmatmul.bias", "pto.tgemv", "pto.tgemv.acc", "pto.tgemv.bias",
          "pto.tpop_from_aic"}));
  EXPECT_EQ(getPipeName(Pipe::FIX), "PIPE_FIX");
}

// Cost classes (td/AscendPTOCostClasses.td): the row of the pipe cost
// model that prices each op; data movements by their space pair.
TEST(OpTable, CostClasses) {
  using ptocost::OpClass;
  auto Class = [](StringRef N) { return op(N).CostClass; };
  EXPECT_EQ(Class("pto.tadd"), OpClass::VecBinary);
  EXPECT_EQ(Class("pto.tadds"), OpClass::VecUnary);
  EXPECT_EQ(Class("pto.tdiv"), OpClass::VecDiv);
  EXPECT_EQ(Class("pto.tdivs.rev"), OpClass::VecDiv);
  EXPECT_EQ(Class("pto.texp"), OpClass::VecTransc);
  EXPECT_EQ(Class("pto.trsqrt.tmp"), OpClass::VecTransc);
  EXPECT_EQ(Class("pto.trecip"), OpClass::VecDiv);
  EXPECT_EQ(Class("pto.tfmod"), OpClass::VecDiv);
  EXPECT_EQ(Class("pto.trowexpandmul"), OpClass::VecBinary);
  EXPECT_EQ(Class("pto.trowexpanddiv.tmp"), OpClass::VecDiv);
  EXPECT_EQ(Class("pto.tcolexpandexpdif"), OpClass::VecTransc);
  EXPECT_EQ(Class("pto.trowsum"), OpClass::VecReduce);
  EXPECT_EQ(Class("pto.tcolsum.tmp"), OpClass::VecReduce);
  EXPECT_EQ(Class("pto.tmrgsort.format2"), OpClass::VecSort);
  EXPECT_EQ(Class("pto.tmatmul.acc"), OpClass::Cube);
  EXPECT_EQ(Class("pto.tgemv.bias"), OpClass::Cube);
  EXPECT_EQ(Class("pto.subset"), OpClass::None);
  EXPECT_EQ(Class("pto.tpop_from_aic"), OpClass::None);
  // The data movements, and only they, are priced by their spaces.
  EXPECT_EQ(
      opsWhere([](const TileOpInfo &Op) { return Op.CostBySpaces; }),
      (std::set<std::string>{"pto.tload", "pto.tprefetch", "pto.tstore",
                             "pto.tmov", "pto.textract", "pto.tinsert"}));
  // A view or declaration has no pipe work; everything that runs on a pipe
  // costs something, but for the cube queue's pop (S), which has no figure
  // (docs/cost-model.md).
  for (const TileOpInfo &Op : getTileOps())
    if (StringRef(Op.IRName) != "pto.tpop_from_aic")
      EXPECT_EQ(Op.ExecPipe == Pipe::None,
                !Op.CostBySpaces && Op.CostClass == OpClass::None)
          << Op.IRName;
  std::optional<MemSpace> GM;
  EXPECT_EQ(lookupTransferCost(GM, MemSpace::Vec), OpClass::GmToUb);
  EXPECT_EQ(lookupTransferCost(GM, MemSpace::Mat), OpClass::GmToL1);
  EXPECT_EQ(lookupTransferCost(MemSpace::Acc, GM), OpClass::L0cToGm);
  EXPECT_EQ(lookupTransferCost(MemSpace::Mat, GM), OpClass::UbToGm);
  EXPECT_EQ(lookupTransferCost(MemSpace::Acc, MemSpace::Vec),
            OpClass::L0cToUb);
  EXPECT_EQ(lookupTransferCost(MemSpace::Mat, MemSpace::Scaling),
            OpClass::L1ToBias);
  EXPECT_FALSE(lookupTransferCost(MemSpace::Left, MemSpace::Right));
  EXPECT_FALSE(lookupTransferCost(GM, GM));
  // Every pair a tmov, textract or tinsert may take has a row.
  for (const MovePairInfo &M : getMovePairs())
    EXPECT_TRUE(lookupTransferCost(M.Src, M.Dst))
        << getMemSpaceInfo(M.Src).Name << " -> " << getMemSpaceInfo(M.Dst).Name;
  for (StringRef N : {"pto.textract", "pto.tinsert"})
    for (const MovePairInfo &M : getSpacePairs(op(N)))
      EXPECT_TRUE(lookupTransferCost(M.Src, M.Dst)) << N.str();
}

// The split-AIV hazard's classification: tload results are load-derived,
// tpop_from_aic results live in queue storage; nothing else is either.
TEST(OpTable, HazardClassification) {
  EXPECT_EQ(opsWhere([](const TileOpInfo &Op) { return Op.LoadsGlobal; }),
            std::set<std::string>{"pto.tload"});
  EXPECT_EQ(opsWhere([](const TileOpInfo &Op) { return Op.PopsFromCube; }),
            std::set<std::string>{"pto.tpop_from_aic"});
  EXPECT_EQ(op("pto.tpop_from_aic").Form, PrintForm::Unprintable);
}

// Result space rules: fixed, inherited from an operand, chosen by the
// program.
TEST(OpTable, ResultSpaceRules) {
  EXPECT_EQ(op("pto.tmatmul").SpaceRule, SpaceRuleKind::Fixed);
  EXPECT_EQ(MemSpace(op("pto.tmatmul").SpaceRuleArg), MemSpace::Acc);
  EXPECT_EQ(op("pto.tadd").SpaceRule, SpaceRuleKind::Fixed);
  EXPECT_EQ(MemSpace(op("pto.tadd").SpaceRuleArg), MemSpace::Vec);
  EXPECT_EQ(op("pto.ttrans").SpaceRule, SpaceRuleKind::Operand);
  EXPECT_EQ(op("pto.tinsert").SpaceRule, SpaceRuleKind::Operand);
  std::map<std::string, uint8_t> Chosen;
  for (const TileOpInfo &Op : getTileOps())
    if (Op.SpaceRule == SpaceRuleKind::Chosen)
      Chosen[Op.IRName] = Op.ChosenSpaceMask;
  uint8_t All = 0;
  for (const MemSpaceInfo &S : getMemSpaces())
    All |= spaceBit(S.Space);
  uint8_t VecMat = spaceBit(MemSpace::Vec) | spaceBit(MemSpace::Mat);
  EXPECT_EQ(Chosen,
            (std::map<std::string, uint8_t>{
                {"pto.alloc_tile", All},
                {"pto.tmov", All},
                {"pto.tload", VecMat},
                {"pto.tprefetch", VecMat},
                {"pto.textract", uint8_t(VecMat | spaceBit(MemSpace::Left) |
                                         spaceBit(MemSpace::Right) |
                                         spaceBit(MemSpace::Scaling))}}));
}

// Result type rules.
TEST(OpTable, ResultTypeRules) {
  EXPECT_EQ(op("pto.trowsum").TypeRule, TypeRuleKind::RowReduce);
  EXPECT_EQ(op("pto.tcolmax").TypeRule, TypeRuleKind::ColReduce);
  EXPECT_EQ(op("pto.tmatmul").TypeRule, TypeRuleKind::Matmul);
  EXPECT_EQ(op("pto.tmatmul.acc").TypeOperand, 1);
  EXPECT_EQ(op("pto.tmatmul.acc").TypeOperand2, 2);
  EXPECT_EQ(op("pto.ttrans").TypeRule, TypeRuleKind::Transpose);
  EXPECT_EQ(op("pto.tcvt").TypeRule, TypeRuleKind::Cast);
  EXPECT_EQ(op("pto.texpands").TypeRule, TypeRuleKind::Explicit);
  EXPECT_EQ(op("pto.tconcat").TypeRule, TypeRuleKind::Concat);
  EXPECT_TRUE(op("pto.transpose_view").FlipBLayout);
  EXPECT_TRUE(op("pto.set_validshape").DynamicValid);
  EXPECT_TRUE(op("pto.tfillpad").FullValid);
  // Forced element types: i8 masks, i32 indices.
  std::map<std::string, int> Forced;
  for (const TileOpInfo &Op : getTileOps())
    if (Op.ResultElemType >= 0)
      Forced[Op.IRName] = Op.ResultElemType;
  int I8 = int(DType::I8), I32 = int(DType::I32);
  EXPECT_EQ(Forced, (std::map<std::string, int>{{"pto.tcmp", I8},
                                                {"pto.tcmps", I8},
                                                {"pto.trowargmax", I32},
                                                {"pto.trowargmin", I32},
                                                {"pto.tcolargmax", I32},
                                                {"pto.tcolargmin", I32},
                                                {"pto.tgather.cmp", I32}}));
  EXPECT_EQ(op("pto.tgather.cmp").NumResults, 2);
  // The variadic sources of tmrgsort's format 2.
  const TileOpInfo &Merge = op("pto.tmrgsort.format2");
  ASSERT_EQ(Merge.VariadicOperand, 1);
  EXPECT_EQ(getOperands(Merge)[1].MinCount, 1);
  EXPECT_EQ(getOperands(Merge)[1].MaxCount, 3);
  EXPECT_EQ(
      opsWhere([](const TileOpInfo &Op) { return Op.VariadicOperand >= 0; }),
      std::set<std::string>{"pto.tmrgsort.format2"});
}

// Printing: where the attributes go (pto-op-syntax.md section 4).
TEST(OpTable, Printing) {
  std::map<std::string, AttrPlacement> NotAfterOuts;
  for (const TileOpInfo &Op : getTileOps())
    if (Op.AttrPlace != AttrPlacement::AfterOuts)
      NotAfterOuts[Op.IRName] = Op.AttrPlace;
  EXPECT_EQ(NotAfterOuts, (std::map<std::string, AttrPlacement>{
                              {"pto.tcmp", AttrPlacement::InIns},
                              {"pto.tcmps", AttrPlacement::InIns},
                              {"pto.tcvt", AttrPlacement::InIns},
                              {"pto.tcvt.tmp", AttrPlacement::InIns},
                              {"pto.tcolsum.tmp", AttrPlacement::InIns},
                              {"pto.tmrgsort.format2", AttrPlacement::InIns},
                              {"pto.tgather.mask", AttrPlacement::AsInsArg}}));
  ASSERT_EQ(getFixedAttrs(op("pto.tcolsum.tmp")).size(), 1u);
  EXPECT_STREQ(getFixedAttrs(op("pto.tcolsum.tmp"))[0], "isBinary = true");
  ASSERT_EQ(getExtraOuts(op("pto.tmrgsort.format2")).size(), 1u);
  EXPECT_STREQ(getExtraOuts(op("pto.tmrgsort.format2"))[0], "vector<4xi16>");
  EXPECT_EQ(op("pto.treshape").Form, PrintForm::Reshape);
  EXPECT_EQ(op("pto.subset").Form, PrintForm::Subset);
  EXPECT_EQ(op("pto.set_validshape").Form, PrintForm::View);
}

// Every op of section 4 of op-properties-reference.md (the PyPTO registry)
// and every op the seed names is implemented by exactly one record or
// recorded as having no tile op, never both.
TEST(OpTable, PyPTOCoverage) {
  const char *const Registry[] = {
      "tile.abs", "tile.add", "tile.addc", "tile.adds", "tile.addsc",
      "tile.aic_gather", "tile.aiv_shard", "tile.alloc", "tile.and",
      "tile.ands", "tile.assemble", "tile.batch_matmul",
      "tile.batch_matmul_acc", "tile.cast", "tile.ci", "tile.cmp", "tile.cmps",
      "tile.col_argmax", "tile.col_argmin", "tile.col_expand",
      "tile.col_expand_add", "tile.col_expand_div", "tile.col_expand_expdif",
      "tile.col_expand_max", "tile.col_expand_min", "tile.col_expand_mul",
      "tile.col_expand_sub", "tile.col_max", "tile.col_min", "tile.col_prod",
      "tile.col_sum", "tile.concat", "tile.cos", "tile.create", "tile.div",
      "tile.divs", "tile.exp", "tile.expands", "tile.extract", "tile.fillpad",
      "tile.fillpad_expand", "tile.fillpad_inplace", "tile.fmod", "tile.fmods",
      "tile.full", "tile.gather", "tile.gather_compare", "tile.gather_mask",
      "tile.gather_row", "tile.gatherb", "tile.gemv", "tile.gemv_acc",
      "tile.gemv_bias", "tile.get_block_idx", "tile.get_block_num",
      "tile.get_subblock_idx", "tile.load", "tile.log", "tile.lrelu",
      "tile.matmul", "tile.matmul_acc", "tile.matmul_bias", "tile.matmul_mx",
      "tile.matmul_mx_acc", "tile.matmul_mx_bias", "tile.maximum",
      "tile.maximums", "tile.mgather", "tile.minimum", "tile.minimums",
      "tile.move", "tile.mrgsort_format1", "tile.mrgsort_format2",
      "tile.mscatter", "tile.mul", "tile.muls", "tile.neg", "tile.not",
      "tile.or", "tile.ors", "tile.part_add", "tile.part_max", "tile.part_min",
      "tile.part_mul", "tile.prelu", "tile.random", "tile.read", "tile.recip",
      "tile.reinterpret_view", "tile.relu", "tile.rem", "tile.rems",
      "tile.reshape", "tile.row_argmax", "tile.row_argmin", "tile.row_expand",
      "tile.row_expand_add", "tile.row_expand_div", "tile.row_expand_expdif",
      "tile.row_expand_max", "tile.row_expand_min", "tile.row_expand_mul",
      "tile.row_expand_sub", "tile.row_max", "tile.row_min", "tile.row_prod",
      "tile.row_sum", "tile.rsqrt", "tile.scatter", "tile.scatter_mask",
      "tile.scatter_update", "tile.sel", "tile.sels", "tile.set_validshape",
      "tile.shl", "tile.shls", "tile.shr", "tile.shrs", "tile.sin",
      "tile.slice", "tile.sort32", "tile.sqrt", "tile.store", "tile.sub",
      "tile.subc", "tile.subs", "tile.subsc", "tile.tget_scale_addr",
      "tile.tpop_from_aic", "tile.tpop_from_aiv", "tile.tpush_to_aic",
      "tile.tpush_to_aiv", "tile.transpose", "tile.transpose_view", "tile.tri",
      "tile.write", "tile.xor", "tile.xors",
      // Named by the seed only.
      "tile.quant_mx"};
  StringMap<unsigned> Count;
  for (const TileOpInfo &Op : getTileOps())
    for (const char *N : getPyPTONames(Op))
      ++Count[N];
  for (const PyPTOOnlyInfo &P : getPyPTOOnlyOps()) {
    ++Count[P.Name];
    EXPECT_STRNE(P.Reason, "") << P.Name;
  }
  StringSet<> Listed;
  for (const char *N : Registry) {
    Listed.insert(N);
    EXPECT_EQ(Count.lookup(N), 1u) << N;
  }
  for (auto &E : Count)
    EXPECT_TRUE(Listed.contains(E.getKey())) << E.getKey().str();
  // A few mappings spelled out.
  EXPECT_EQ(getPyPTONames(op("pto.alloc_tile"))[0], StringRef("tile.create"));
  EXPECT_EQ(getPyPTONames(op("pto.tinsert"))[0], StringRef("tile.assemble"));
  EXPECT_EQ(getPyPTONames(op("pto.subset"))[0], StringRef("tile.slice"));
}

// The operand roles of a few ops, by name.
TEST(OpTable, OperandRoles) {
  auto Roles = [](StringRef N) {
    std::vector<OperandRole> R;
    for (const TileOperandInfo &O : getOperands(op(N)))
      R.push_back(O.Role);
    return R;
  };
  using R = OperandRole;
  EXPECT_EQ(Roles("pto.tsel"),
            (std::vector<R>{R::Mask, R::Tile, R::Tile, R::Tmp}));
  EXPECT_EQ(Roles("pto.tsels"),
            (std::vector<R>{R::Mask, R::Tile, R::Tmp, R::Scalar}));
  EXPECT_EQ(Roles("pto.tmatmul.acc"),
            (std::vector<R>{R::Acc, R::Tile, R::Tile}));
  EXPECT_EQ(Roles("pto.tgather"), (std::vector<R>{R::Tile, R::Index, R::Tmp}));
  EXPECT_EQ(Roles("pto.tcvt"), (std::vector<R>{R::Tile, R::Attr, R::Attr}));
  EXPECT_EQ(
      Roles("pto.textract"),
      (std::vector<R>{R::Tile, R::Offset, R::Offset, R::Shape, R::Shape}));
  EXPECT_EQ(Roles("pto.tload"), (std::vector<R>{R::View, R::Offset, R::Offset,
                                                R::Shape, R::Shape}));
}

} // namespace

/// A vec tile of \p T, [16, 64] unless given.
static TileType vecTile(DType T, int64_t Rows = 16, int64_t Cols = 64) {
  TileType Ty;
  Ty.ElemType = T;
  Ty.Rows = Ty.ValidRows = Rows;
  Ty.Cols = Ty.ValidCols = Cols;
  return Ty;
}

/// Whether the assembler takes \p Op with tiles \p Tiles (per operand) and
/// result \p Res on \p A, by the table's legality rules.
static bool accepts(StringRef Name, Arch A,
                    ArrayRef<SmallVector<TileType, 1>> Tiles,
                    const TileType &Res) {
  LegalityQuery Q{op(Name), A, "cpu", Tiles, {}, &Res};
  return !checkLegality(Q);
}

TEST(OpTable, Legality) {
  // ptoas-rules.md §2: bf16 tadd on a5 only; tdiv integers on a5 only.
  TileType BF = vecTile(DType::BF16), I16 = vecTile(DType::I16);
  EXPECT_FALSE(accepts("pto.tadd", Arch::A2A3, {{BF}, {BF}}, BF));
  EXPECT_TRUE(accepts("pto.tadd", Arch::A5, {{BF}, {BF}}, BF));
  EXPECT_FALSE(accepts("pto.tdiv", Arch::A2A3, {{I16}, {I16}}, I16));
  EXPECT_TRUE(accepts("pto.tdiv", Arch::A5, {{I16}, {I16}}, I16));
  // §4: the a2a3 tprelu scratch is ui8 of the source's shape.
  TileType F = vecTile(DType::F32), U8 = vecTile(DType::UI8);
  EXPECT_TRUE(accepts("pto.tprelu", Arch::A2A3, {{F}, {F}, {U8}}, F));
  EXPECT_FALSE(accepts("pto.tprelu", Arch::A2A3, {{F}, {F}, {F}}, F));
  EXPECT_TRUE(accepts("pto.tprelu", Arch::A5, {{F}, {F}, {F}}, F));
  EXPECT_FALSE(accepts("pto.tprelu", Arch::A5,
                       {{F}, {F}, {vecTile(DType::UI8, 16, 32)}}, F));
  // Section D.2: tile-with-tile ops need row_major, tile-scalar ones not.
  for (Arch A : {Arch::A2A3, Arch::A5}) {
    EXPECT_TRUE(requiresRowMajor(op("pto.tadd"), 0, A));
    EXPECT_TRUE(requiresRowMajor(op("pto.tadd"), -1, A));
    EXPECT_TRUE(requiresRowMajor(op("pto.trowexpand"), -1, A));
    EXPECT_FALSE(requiresRowMajor(op("pto.trowexpand"), 0, A));
    EXPECT_FALSE(requiresRowMajor(op("pto.tadds"), 0, A));
    EXPECT_FALSE(requiresRowMajor(op("pto.tcvt"), 0, A));
  }
  EXPECT_TRUE(requiresRowMajor(op("pto.texpands"), -1, Arch::A2A3));
  EXPECT_FALSE(requiresRowMajor(op("pto.texpands"), -1, Arch::A5));
  // §11: the valid cols of tconcat's parts fit in dst's cols (the result
  // type always makes them fit, so this rule is tested here).
  TileType Wide = vecTile(DType::F32, 16, 128), Narrow = vecTile(DType::F32,
                                                                 16, 100);
  EXPECT_TRUE(accepts("pto.tconcat", Arch::A2A3, {{F}, {F}}, Wide));
  EXPECT_FALSE(accepts("pto.tconcat", Arch::A2A3, {{F}, {F}}, Narrow));
  // The emitter's blayout needs of a vec [M,1] column come from the same
  // rules: row_major for tile-with-tile ops, not row_major for the per-row
  // vector of trowexpandadd and for an a5 ttrans (whose major dimension
  // spans 32 bytes), nothing for tile-scalar ops.
  auto Vec = [](int) { return std::optional<MemSpace>(MemSpace::Vec); };
  for (Arch A : {Arch::A2A3, Arch::A5}) {
    EXPECT_EQ(getBLayoutNeed(op("pto.tadd"), 0, A, Vec),
              BLayoutNeed::RowMajor);
    EXPECT_EQ(getBLayoutNeed(op("pto.trowexpandadd"), 1, A, Vec),
              BLayoutNeed::ColMajor);
    EXPECT_EQ(getBLayoutNeed(op("pto.trowexpandadd"), 0, A, Vec),
              BLayoutNeed::RowMajor);
    EXPECT_EQ(getBLayoutNeed(op("pto.tadds"), 0, A, Vec), BLayoutNeed::Any);
  }
  EXPECT_EQ(getBLayoutNeed(op("pto.ttrans"), 0, Arch::A5, Vec),
            BLayoutNeed::ColMajor);
  EXPECT_EQ(getBLayoutNeed(op("pto.ttrans"), 0, Arch::A2A3, Vec),
            BLayoutNeed::RowMajor);
  // A rule restricted to a space counts only there: a5 textract wants ND
  // into vec, nothing into mat.
  auto ToMat = [](int I) {
    return std::optional<MemSpace>(I < 0 ? MemSpace::Mat : MemSpace::Vec);
  };
  EXPECT_EQ(getBLayoutNeed(op("pto.textract"), 0, Arch::A5, Vec),
            BLayoutNeed::RowMajor);
  EXPECT_EQ(getBLayoutNeed(op("pto.textract"), 0, Arch::A5, ToMat),
            BLayoutNeed::Any);
  // Every float-only or integer-only op says which types, per target.
  for (const TileOpInfo &O : getTileOps()) {
    if (O.Elems == ElemClass::Any)
      continue;
    for (Arch A : {Arch::A2A3, Arch::A5}) {
      if (!(O.ArchMask & archBit(A)))
        continue;
      bool Has = any_of(getLegalRules(O), [&](const LegalRuleInfo &R) {
        return R.Kind == LegalKind::Elems && (R.ArchMask & archBit(A));
      });
      EXPECT_TRUE(Has) << O.IRName << " has no element-type rule on "
                       << getArchName(A).str();
    }
  }
}
