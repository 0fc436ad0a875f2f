//===- AscendPTOTables.cpp - Generated target tables ----------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Look-ups over the tables ascendpto-tblgen generates from td/. The tables
/// are sorted by their keys when generated; look-ups are binary searches.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOTables.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/STLExtras.h"
#include <vector>

using namespace llvm;
using namespace llvm::AscendPTO;

namespace llvm {
namespace AscendPTO {
#define GET_ASCENDPTO_TABLES
#include "AscendPTOGenTables.inc"
} // namespace AscendPTO
} // namespace llvm

ArrayRef<MemSpaceInfo> AscendPTO::getMemSpaces() { return MemSpaceTable; }

const MemSpaceInfo &AscendPTO::getMemSpaceInfo(MemSpace S) {
  return MemSpaceTable[unsigned(S)];
}

std::optional<MemSpace> AscendPTO::getMemSpaceForAddrSpace(unsigned AS) {
  for (const MemSpaceInfo &I : MemSpaceTable)
    if (I.AddrSpace == AS)
      return I.Space;
  return std::nullopt;
}

std::optional<MemSpace> AscendPTO::getMemSpaceForRegClass(unsigned RCID) {
  for (const MemSpaceInfo &I : MemSpaceTable)
    if (I.RegClassID == RCID)
      return I.Space;
  return std::nullopt;
}

std::optional<MemSpace> AscendPTO::lookupMemSpaceByName(StringRef Name) {
  for (const MemSpaceInfo &I : MemSpaceTable)
    if (Name == I.Name)
      return I.Space;
  return std::nullopt;
}

ArrayRef<DTypeInfo> AscendPTO::getDTypes() { return DTypeTable; }

const DTypeInfo &AscendPTO::getDTypeInfo(DType T) {
  return DTypeTable[unsigned(T)];
}

std::optional<DType> AscendPTO::lookupDTypeByName(StringRef Name) {
  for (const DTypeInfo &I : DTypeTable)
    if (Name == I.Name)
      return I.Type;
  return std::nullopt;
}

ArrayRef<ProcessorInfo> AscendPTO::getProcessors() { return ProcessorTable; }

const ProcessorInfo *AscendPTO::lookupProcessor(StringRef CPU) {
  for (const ProcessorInfo &P : ProcessorTable)
    if (CPU == P.Name)
      return &P;
  return nullptr;
}

ArrayRef<SpaceCapacityInfo>
AscendPTO::getProcessorSpaces(const ProcessorInfo &P) {
  return ArrayRef(SpaceCapacityTable).slice(P.SpacesBegin, P.NumSpaces);
}

StringRef AscendPTO::getArchName(Arch A) { return ArchNameTable[unsigned(A)]; }

ArrayRef<MovePairInfo> AscendPTO::getMovePairs() { return MovePairTable; }

const MovePairInfo *AscendPTO::lookupMovePair(MemSpace Src, MemSpace Dst,
                                              Arch A) {
  for (const MovePairInfo &M : MovePairTable)
    if (M.Src == Src && M.Dst == Dst && (M.ArchMask & archBit(A)))
      return &M;
  return nullptr;
}

unsigned AscendPTO::getAccRowRounding(DType T, Arch A) {
  // Rows with a specific element type come first in the table.
  for (const AccRowRoundingInfo &R : AccRowRoundingTable)
    if ((R.ArchMask & archBit(A)) && (R.ElemType < 0 || R.ElemType == int(T)))
      return R.Rows;
  return 1;
}

ArrayRef<GlobalLayoutInfo> AscendPTO::getGlobalLayouts() {
  return GlobalLayoutTable;
}

ArrayRef<FractalBoxInfo> AscendPTO::getFractalBoxes() {
  return FractalBoxTable;
}

const FractalBoxInfo *AscendPTO::lookupFractalBox(StringRef SLayout,
                                                  unsigned Fractal) {
  for (const FractalBoxInfo &B : FractalBoxTable)
    if (B.Fractal == Fractal && SLayout == B.SLayout)
      return &B;
  return nullptr;
}

StringRef AscendPTO::getParsedBLayout(MemSpace S, Arch A) {
  for (const ParsedBLayoutInfo &P : ParsedBLayoutTable)
    if (P.Space == S && (P.ArchMask & archBit(A)))
      return P.BLayout;
  return StringRef();
}

StringRef AscendPTO::getPipeName(Pipe P) { return PipeNameTable[unsigned(P)]; }

const SyncPipeInfo *AscendPTO::getSyncPipeInfo(Pipe P) {
  for (const SyncPipeInfo &I : SyncPipeTable)
    if (I.ExecPipe == P)
      return &I;
  return nullptr;
}

std::optional<Pipe> AscendPTO::lookupPipeByCode(int64_t Code) {
  for (const SyncPipeInfo &I : SyncPipeTable)
    if (int64_t(I.Code) == Code)
      return I.ExecPipe;
  return std::nullopt;
}

unsigned AscendPTO::getAllPipeCode() { return SyncAllPipeCode; }
unsigned AscendPTO::getNumEventIds() { return SyncEventIdCount; }

unsigned AscendPTO::getInternalEventMask(Pipe Src, Pipe Dst) {
  unsigned Mask = 0;
  for (const InternalEventInfo &E : InternalEventTable)
    if (E.Src == Src && E.Dst == Dst)
      Mask |= E.IdMask;
  return Mask;
}

ArrayRef<TileOpInfo> AscendPTO::getTileOps() { return TileOpTable; }

ArrayRef<MovePairInfo> AscendPTO::getSpacePairs(const TileOpInfo &Op) {
  return ArrayRef(OpSpacePairTable).slice(Op.SpacePairsBegin,
                                          Op.NumSpacePairs);
}

ArrayRef<PipeOverrideInfo> AscendPTO::getPipeOverrides(const TileOpInfo &Op) {
  return ArrayRef(PipeOverrideTable)
      .slice(Op.PipeOverridesBegin, Op.NumPipeOverrides);
}

const MovePairInfo *AscendPTO::lookupSpacePair(const TileOpInfo &Op,
                                               MemSpace Src, MemSpace Dst,
                                               Arch A) {
  ArrayRef<MovePairInfo> Pairs =
      Op.UsesMovePairs ? getMovePairs() : getSpacePairs(Op);
  for (const MovePairInfo &M : Pairs)
    if (M.Src == Src && M.Dst == Dst && (M.ArchMask & archBit(A)))
      return &M;
  return nullptr;
}

uint8_t AscendPTO::getSpacePairArchMask(const TileOpInfo &Op, MemSpace Src,
                                        MemSpace Dst) {
  ArrayRef<MovePairInfo> Pairs =
      Op.UsesMovePairs ? getMovePairs() : getSpacePairs(Op);
  uint8_t Mask = 0;
  for (const MovePairInfo &M : Pairs)
    if (M.Src == Src && M.Dst == Dst)
      Mask |= M.ArchMask;
  return Mask;
}

std::optional<ptocost::OpClass>
AscendPTO::lookupTransferCost(std::optional<MemSpace> Src,
                              std::optional<MemSpace> Dst) {
  int S = Src ? int(*Src) : -1, D = Dst ? int(*Dst) : -1;
  for (const TransferCostInfo &T : TransferCostTable)
    if (T.Src == S && T.Dst == D)
      return T.Class;
  return std::nullopt;
}

Pipe AscendPTO::getExecPipe(const TileOpInfo &Op, Arch A,
                            std::optional<MemSpace> Src,
                            std::optional<MemSpace> Dst) {
  if (Op.hasSpacePairs() && Src && Dst)
    if (const MovePairInfo *M = lookupSpacePair(Op, *Src, *Dst, A))
      return M->ExecPipe;
  for (const PipeOverrideInfo &O : getPipeOverrides(Op))
    if ((O.ArchMask & archBit(A)) &&
        (O.Space < 0 || (Src && int(*Src) == O.Space)))
      return O.ExecPipe;
  return Op.ExecPipe;
}

ArrayRef<const char *> AscendPTO::getFixedAttrs(const TileOpInfo &Op) {
  return ArrayRef(StringListTable).slice(Op.FixedAttrsBegin, Op.NumFixedAttrs);
}

ArrayRef<const char *> AscendPTO::getExtraOuts(const TileOpInfo &Op) {
  return ArrayRef(StringListTable).slice(Op.ExtraOutsBegin, Op.NumExtraOuts);
}

ArrayRef<const char *> AscendPTO::getPyPTONames(const TileOpInfo &Op) {
  return ArrayRef(StringListTable).slice(Op.PyPTOBegin, Op.NumPyPTO);
}

ArrayRef<PyPTOOnlyInfo> AscendPTO::getPyPTOOnlyOps() { return PyPTOOnlyTable; }

/// Maps every opcode to its row in \p Table (-1 for none). The generated
/// tables are in record-name order, which need not be opcode order.
template <typename RowT>
static std::vector<int16_t> buildOpcodeIndex(ArrayRef<RowT> Table) {
  std::vector<int16_t> Index(AscendPTO::INSTRUCTION_LIST_END, -1);
  for (auto [I, Row] : enumerate(Table))
    Index[Row.Opcode] = int16_t(I);
  return Index;
}

const TileOpInfo *AscendPTO::getTileOpInfo(unsigned Opcode) {
  static const std::vector<int16_t> Index =
      buildOpcodeIndex(ArrayRef(TileOpTable));
  if (Opcode >= Index.size() || Index[Opcode] < 0)
    return nullptr;
  return &TileOpTable[Index[Opcode]];
}

const TileOpInfo *AscendPTO::lookupTileOpByIRName(StringRef Name) {
  auto It = llvm::partition_point(TileOpNameIndex, [&](const auto &E) {
    return StringRef(E.Name) < Name;
  });
  if (It == std::end(TileOpNameIndex) || Name != It->Name)
    return nullptr;
  return &TileOpTable[It->Index];
}

ArrayRef<TileOperandInfo> AscendPTO::getOperands(const TileOpInfo &Op) {
  return ArrayRef(TileOperandTable).slice(Op.OperandsBegin, Op.NumOperands);
}

ArrayRef<TargetAliasRuleInfo>
AscendPTO::getTargetRules(const TileOpInfo &Op) {
  return ArrayRef(TargetAliasRuleTable)
      .slice(Op.TargetRulesBegin, Op.NumTargetRules);
}

ArrayRef<OperandSeparationInfo>
AscendPTO::getSeparations(const TargetAliasRuleInfo &Rule) {
  return ArrayRef(OperandSeparationTable)
      .slice(Rule.SeparationsBegin, Rule.NumSeparations);
}

ArrayRef<LegalRuleInfo> AscendPTO::getLegalRules(const TileOpInfo &Op) {
  return ArrayRef(LegalRuleTable).slice(Op.LegalRulesBegin, Op.NumLegalRules);
}

ArrayRef<DType> AscendPTO::getRuleTypes(const LegalRuleInfo &R) {
  return ArrayRef(LegalTypeTable).slice(R.TypesBegin, R.NumTypes);
}

ArrayRef<DType> AscendPTO::getRuleWhenTypes(const LegalRuleInfo &R) {
  return ArrayRef(LegalTypeTable).slice(R.WhenTypesBegin, R.NumWhenTypes);
}

bool AscendPTO::requiresRowMajor(const TileOpInfo &Op, int Operand, Arch A,
                                 bool *ND) {
  bool Row = false;
  if (ND)
    *ND = false;
  for (const LegalRuleInfo &R : getLegalRules(Op))
    if (R.Kind == LegalKind::Layout && (R.ArchMask & archBit(A)) &&
        R.appliesTo(Operand)) {
      Row = true;
      if (ND && R.ND)
        *ND = true;
    }
  return Row;
}

ArrayRef<OpAttrInfo> AscendPTO::getOpAttrs() { return OpAttrTable; }

ArrayRef<const char *> AscendPTO::getAttrValues(const OpAttrInfo &A) {
  return ArrayRef(AttrValueTable).slice(A.ValuesBegin, A.NumValues);
}

const ScalarOpInfo *AscendPTO::getScalarOpInfo(unsigned Opcode) {
  static const std::vector<int16_t> Index =
      buildOpcodeIndex(ArrayRef(ScalarOpTable));
  if (Opcode >= Index.size() || Index[Opcode] < 0)
    return nullptr;
  return &ScalarOpTable[Index[Opcode]];
}
