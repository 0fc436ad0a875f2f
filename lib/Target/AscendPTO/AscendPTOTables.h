//===- AscendPTOTables.h - Generated target tables --------------*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The types of the tables ascendpto-tblgen generates from td/ (memory
/// spaces, element types, processors, legal moves, the tile-op table, the
/// scalar-op spellings) and the functions that look them up. Every fact about
/// an operation that the backend uses comes from here; nothing below is
/// written by hand except the record layouts.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTABLES_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTABLES_H

#include "CostModel/PipeCost.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
namespace AscendPTO {

/// Where a tile op's result lives (td: SpaceRule kinds).
enum class SpaceRuleKind : uint8_t { None, Fixed, Operand, Chosen };

/// How a tile op's result type is derived (td: TypeRule kinds).
enum class TypeRuleKind : uint8_t {
  None,
  Same,
  RowReduce,
  ColReduce,
  Matmul,
  Transpose,
  Cast,
  Explicit,
  Concat,
};

/// The element types an op's tile operands may have (td: ElemClass).
enum class ElemClass : uint8_t { Any, Float, Int };

/// Where a view's result starts inside its source (td: ViewRule).
enum class ViewOffsetKind : uint8_t { None, Base, RowCol };

/// The kind of a legality rule (td: LegalRule, AscendPTOLegality.td).
enum class LegalKind : uint8_t {
  Elems,
  Pairs,
  ElemEq,
  ElemNe,
  Spaces,
  Layout,
  Dims,
  AnyValid,
  Scalar,
  ColMajor,
  Layouts,
  RowVec,
  Window,
  DimSum,
  WidthEq,
  Distinct,
  BoxWin,
};

/// The extent a `dims` rule compares.
enum class DimField : uint8_t {
  Rows,
  Cols,
  VRows,
  VCols,
  /// Rows and cols.
  Shape,
  /// Valid rows and valid cols.
  Valid,
  /// The tile's storage in bytes.
  Bytes,
  /// The valid cols against the operand's own cols.
  FullCols,
  /// Bytes of the major dimension as printed: cols x element bytes for a
  /// row_major tile, rows x element bytes otherwise.
  MajorBytes,
  /// 1 when slayout is not none_box.
  Boxed,
  /// The printed fractal in bytes.
  Fractal,
  /// The pad: 0 null, 1 zero, 2 max, 3 min.
  Pad,
  /// The printed blayout: 0 row_major, 1 col_major.
  BLayout,
  /// The printed slayout: 0 none_box, 1 row_major, 2 col_major.
  SLayout,
};

/// Mul: a multiple of.
enum class DimCmp : uint8_t { Eq, Le, Ge, Mul };

/// The bit of a printed (blayout, slayout) in a `layouts` rule's mask:
/// blayout row_major 0 or col_major 1, times 3, plus slayout none_box 0,
/// row_major 1 or col_major 2 (ascendpto-tblgen's LayoutPairs).
inline unsigned layoutBit(bool ColMajorB, unsigned SLayout) {
  return 1u << ((ColMajorB ? 3 : 0) + SLayout);
}

/// What a scalar operand's IR type must be.
enum class ScalarKind : uint8_t { Numeric, Float, Int, F32, Elem };

/// How a scalar op is printed (td: ScalarOp.Form).
enum class ScalarForm : uint8_t {
  Arg,
  Const,
  Binary,
  AddF,
  Unary,
  Cmp,
  Select,
  Cast,
  Nullary,
  Branch,
  Return,
};

// Enums generated from td records: MemSpace, DType, Arch, Pipe, OperandRole,
// PrintForm, AttrPlacement, and NumMemSpaces / NumDTypes / NumArchs.
#define GET_ASCENDPTO_ENUMS
#include "AscendPTOGenTables.inc"

/// A PTO architecture as a bit, for per-architecture rows.
inline uint8_t archBit(Arch A) { return uint8_t(1u << unsigned(A)); }
/// A memory space as a bit, for space masks.
inline uint8_t spaceBit(MemSpace S) { return uint8_t(1u << unsigned(S)); }

/// A memory space: PTO `loc`, IR address space, register class, default
/// layout.
struct MemSpaceInfo {
  MemSpace Space;
  unsigned AddrSpace;
  const char *Name;
  const char *Hardware;
  unsigned RegClassID;
  const char *BLayout;
  const char *SLayout;
  unsigned Fractal;
};

/// An element type.
struct DTypeInfo {
  DType Type;
  const char *Name;
  unsigned Bits;
  bool IsFloat;
};

/// Capacity and alignment of one space on one processor.
struct SpaceCapacityInfo {
  MemSpace Space;
  uint64_t Capacity;
  uint64_t Alignment;
};

/// A processor (-mcpu) with its PTO architecture and memories.
struct ProcessorInfo {
  const char *Name;
  Arch PTOArch;
  uint16_t SpacesBegin;
  uint16_t NumSpaces;
  /// The split-AIV load + tpop_from_aic in-place hazard applies.
  bool SplitLoadTpopHazard;
};

/// A legal copy from Src to Dst: a tile.move (pto.tmov, the MovePair table)
/// or one of an op's own pairs (textract, tinsert).
struct MovePairInfo {
  MemSpace Src;
  MemSpace Dst;
  uint8_t ArchMask;
  Pipe ExecPipe;
  /// The copy may change the element type.
  bool Converts;
};

/// The cost class of a data movement from Src to Dst (space indices, -1
/// for global memory): td/AscendPTOCostClasses.td, TransferCost.
struct TransferCostInfo {
  int8_t Src;
  int8_t Dst;
  ptocost::OpClass Class;
};

/// A layout of a rank-2 global tensor (`#pto.layout<Name>`): the view's
/// elements are adjacent along UnitDim (td/AscendPTOSpaces.td,
/// GlobalLayout).
struct GlobalLayoutInfo {
  const char *Name;
  unsigned UnitDim;
  /// What the layout is, for diagnostics: "row-major: ...".
  const char *Reading;
};

/// The inner box of a boxed tile (td: FractalBox, AscendPTOLegality.td):
/// Rows and Cols are elements or, with RowsInBytes / ColsInBytes, bytes'
/// worth of elements.
struct FractalBoxInfo {
  /// The slayout: row_major or col_major.
  const char *SLayout;
  unsigned Fractal;
  unsigned Rows;
  bool RowsInBytes;
  unsigned Cols;
  bool ColsInBytes;
};

/// The blayout the assembler's parser gives every tile of Space on the
/// architectures of ArchMask, whatever the text says (td: ParsedBLayout).
struct ParsedBLayoutInfo {
  MemSpace Space;
  uint8_t ArchMask;
  const char *BLayout;
};

/// Rows of an accumulator tile round up to Rows. ElemType < 0 matches every
/// element type.
struct AccRowRoundingInfo {
  uint8_t ArchMask;
  int8_t ElemType;
  unsigned Rows;
};

/// A compile-time attribute (round mode, compare mode).
struct OpAttrInfo {
  const char *Key;
  const char *Prefix;
  const char *Suffix;
  uint16_t ValuesBegin;
  uint16_t NumValues;
  int8_t Default;
  /// A value must be given.
  bool Required;
};

/// One operand of a tile op, in IR argument order.
struct TileOperandInfo {
  const char *Name;
  OperandRole Role;
  /// Allowed spaces of a tile operand (0 = any).
  uint8_t SpaceMask;
  /// A written workspace.
  bool Written;
  /// Index into the attribute table for RoleAttr operands, else -1.
  int8_t AttrIndex;
  /// Index of the machine operand, or -1 when folded into the result type.
  /// A variadic operand's registers are the machine operands from here on.
  int8_t MIOperand;
  /// Whether the operand is a tile.
  bool IsTile;
  /// The operand stands for MinCount..MaxCount IR arguments.
  bool Variadic;
  uint8_t MinCount;
  uint8_t MaxCount;
};

/// Operand Operand must be byte-disjoint from the operands in OthersMask.
struct OperandSeparationInfo {
  uint8_t Operand;
  uint32_t OthersMask;
};

/// A per-architecture aliasing row.
struct TargetAliasRuleInfo {
  uint8_t ArchMask;
  /// Replaces the op's generic forbidden-operand set on these architectures.
  uint32_t ForbidOutputAliasMask;
  uint16_t SeparationsBegin;
  uint8_t NumSeparations;
};

/// The pipe of an op on the architectures of ArchMask when its pair operand
/// is in Space (-1: any).
struct PipeOverrideInfo {
  uint8_t ArchMask;
  int8_t Space;
  Pipe ExecPipe;
};

/// One legality rule of a tile op (td: LegalRule; the kinds and fields are
/// documented in td/AscendPTOLegality.td). Operand numbers are positions in
/// the op's operand list; -1 is the result, -2 (Other) a constant.
struct LegalRuleInfo {
  LegalKind Kind;
  uint8_t ArchMask;
  /// The tile (or, for Scalar, scalar) operands the rule constrains.
  uint32_t OperandMask;
  /// The rule constrains the result too.
  bool OnResult;
  /// The first and last operand of the rule's list (Pairs, ElemNe).
  int8_t First;
  int8_t Second;
  /// Only operands in these spaces (0 = any).
  uint8_t WhenMask;
  /// Element types (Elems) or pairs of them (Pairs) in LegalTypeTable.
  uint16_t TypesBegin;
  uint8_t NumTypes;
  /// Allowed spaces (Spaces).
  uint8_t SpaceMask;
  /// Layout: slayout none_box too.
  bool ND;
  /// Dims: Field Cmp (Other's OtherField, or Value when Other is -2).
  DimField Field;
  DimField OtherField;
  DimCmp Cmp;
  int8_t Other;
  int32_t Value;
  /// Scalar: the kind, the operand whose element type it must have, and
  /// the bounds of a constant.
  ScalarKind Scalar;
  int8_t ElemOf;
  int64_t ConstMin;
  int32_t ConstMultiple;
  /// When tests the space of this operand (-1 the result) instead of each
  /// operand's own; -2: each operand's own.
  int8_t WhenOf;
  /// Only tiles of these element types (in LegalTypeTable; none = all).
  uint16_t WhenTypesBegin;
  uint8_t NumWhenTypes;
  /// Layouts: the allowed printed layouts (layoutBit).
  uint8_t LayoutMask;
  /// Window: the row and col offset operands.
  int8_t RowOf;
  int8_t ColOf;
  /// A few words for diagnostics and docs.
  const char *Note;

  bool appliesTo(int Operand) const {
    return Operand < 0 ? OnResult : bool(OperandMask & (1u << Operand));
  }
};

/// A pipe's CCE number and the architectures on which two dependent
/// accesses on it need a same-pipe barrier (td: SyncPipe).
struct SyncPipeInfo {
  Pipe ExecPipe;
  unsigned Code;
  uint8_t BarrierArchMask;
};

/// Event ids pto-isa intrinsics use internally on Src -> Dst (td:
/// InternalEvents), as a bit mask.
struct InternalEventInfo {
  Pipe Src;
  Pipe Dst;
  unsigned IdMask;
};

/// One row of the tile-op table (td: TileOp; the fields are documented
/// there).
struct TileOpInfo {
  unsigned Opcode;
  const char *Mnemonic;
  const char *IRName;
  const char *Family;
  const char *Summary;
  uint16_t OperandsBegin;
  uint8_t NumOperands;
  /// Tiles defined (0, 1 or 2).
  uint8_t NumResults;
  SpaceRuleKind SpaceRule;
  /// The space for Fixed, the operand for Operand.
  uint8_t SpaceRuleArg;
  /// Allowed spaces for Chosen.
  uint8_t ChosenSpaceMask;
  TypeRuleKind TypeRule;
  int8_t TypeOperand;
  int8_t TypeOperand2;
  /// Element type forced by the type rule, or -1.
  int8_t ResultElemType;
  /// A dtype suffix may (Cast: must) give the result's element type.
  bool SuffixElemType;
  bool FullValid;
  bool DynamicValid;
  bool FlipBLayout;
  /// Tile operands that must match the result's element type and shape.
  uint32_t TypeMatchMask;
  /// Tile operands that must match the result's element type.
  uint32_t ElemMatchMask;
  /// Tile operands that must have one element type and shape.
  uint32_t SameTypeMask;
  ElemClass Elems;
  /// Architectures the op exists on.
  uint8_t ArchMask;
  bool ResultNeedsPad;
  /// The result is read from global memory (load-derived).
  bool LoadsGlobal;
  /// The result is popped from the cube core (queue storage, not planned).
  bool PopsFromCube;
  bool NotInplaceSafe;
  uint32_t ForbidOutputAliasMask;
  int8_t OutputReusesInput;
  bool IsView;
  ViewOffsetKind ViewOffset;
  int8_t ViewRowOperand;
  int8_t ViewColOperand;
  /// tcvt's width rule: the architectures on which a widening (narrowing)
  /// conversion may not write over its source.
  uint8_t CastWideningArchMask;
  uint8_t CastNarrowingArchMask;
  uint16_t TargetRulesBegin;
  uint8_t NumTargetRules;
  Pipe ExecPipe;
  uint16_t PipeOverridesBegin;
  uint8_t NumPipeOverrides;
  /// The pair (PairOperand's space, result space) must be a legal MovePair.
  bool UsesMovePairs;
  uint16_t SpacePairsBegin;
  uint8_t NumSpacePairs;
  uint8_t PairOperand;
  PrintForm Form;
  AttrPlacement AttrPlace;
  uint16_t FixedAttrsBegin;
  uint8_t NumFixedAttrs;
  uint16_t ExtraOutsBegin;
  uint8_t NumExtraOuts;
  bool ReusedInputInIns;
  uint16_t PyPTOBegin;
  uint8_t NumPyPTO;
  /// Index of the first operand's machine operand (after results and types).
  uint8_t FirstMIOperand;
  /// The variadic operand, or -1.
  int8_t VariadicOperand;
  /// The op's legality rules (getLegalRules).
  uint16_t LegalRulesBegin;
  uint8_t NumLegalRules;
  /// The row of the pipe cost model that prices the op (td: Cost), unless
  /// CostBySpaces: then the TransferCost row of its space pair
  /// (lookupTransferCost).
  ptocost::OpClass CostClass;
  bool CostBySpaces;

  bool hasResult() const { return NumResults != 0; }
  /// Whether the op copies between memory spaces under a pair table.
  bool hasSpacePairs() const { return UsesMovePairs || NumSpacePairs; }
};

/// A PyPTO registry op that has no tile op here, and why.
struct PyPTOOnlyInfo {
  const char *Name;
  const char *Reason;
};

/// A scalar operation's MLIR spelling and print form.
struct ScalarOpInfo {
  unsigned Opcode;
  const char *Mnemonic;
  ScalarForm Form;
};

ArrayRef<MemSpaceInfo> getMemSpaces();
const MemSpaceInfo &getMemSpaceInfo(MemSpace S);
/// The space whose IR address space is \p AS, if any (0, global, is none).
std::optional<MemSpace> getMemSpaceForAddrSpace(unsigned AS);
/// The space whose tile register class is \p RCID, if any.
std::optional<MemSpace> getMemSpaceForRegClass(unsigned RCID);
std::optional<MemSpace> lookupMemSpaceByName(StringRef Name);

ArrayRef<DTypeInfo> getDTypes();
const DTypeInfo &getDTypeInfo(DType T);
std::optional<DType> lookupDTypeByName(StringRef Name);

ArrayRef<ProcessorInfo> getProcessors();
const ProcessorInfo *lookupProcessor(StringRef CPU);
ArrayRef<SpaceCapacityInfo> getProcessorSpaces(const ProcessorInfo &P);
StringRef getArchName(Arch A);

ArrayRef<MovePairInfo> getMovePairs();
/// The legal move from \p Src to \p Dst on \p A, or null.
const MovePairInfo *lookupMovePair(MemSpace Src, MemSpace Dst, Arch A);
/// Accumulator row rounding for \p T on \p A.
unsigned getAccRowRounding(DType T, Arch A);
/// The layouts of rank-2 global tensors (nd, dn).
ArrayRef<GlobalLayoutInfo> getGlobalLayouts();
ArrayRef<FractalBoxInfo> getFractalBoxes();
/// The inner box of a tile of slayout \p SLayout and fractal \p Fractal,
/// or null when the table has none.
const FractalBoxInfo *lookupFractalBox(StringRef SLayout, unsigned Fractal);
/// The blayout the assembler's parser reads for every tile of \p S on
/// \p A, or an empty string when it keeps the written one.
StringRef getParsedBLayout(MemSpace S, Arch A);

ArrayRef<TileOpInfo> getTileOps();
/// The cost class of a data movement from \p Src to \p Dst (std::nullopt:
/// global memory), or std::nullopt when the TransferCost table has no row
/// for the pair.
std::optional<ptocost::OpClass>
lookupTransferCost(std::optional<MemSpace> Src, std::optional<MemSpace> Dst);
/// The pair row of \p Op for \p Src -> \p Dst on \p A (the MovePair table
/// for tmov), or null when the pair is illegal there.
const MovePairInfo *lookupSpacePair(const TileOpInfo &Op, MemSpace Src,
                                    MemSpace Dst, Arch A);
/// The architectures on which \p Op's pair rows allow \p Src -> \p Dst.
uint8_t getSpacePairArchMask(const TileOpInfo &Op, MemSpace Src,
                             MemSpace Dst);
/// The pipe \p Op runs on for \p A, given the space of its pair operand
/// and of its result (either may be std::nullopt when not a tile).
Pipe getExecPipe(const TileOpInfo &Op, Arch A, std::optional<MemSpace> Src,
                 std::optional<MemSpace> Dst);
ArrayRef<MovePairInfo> getSpacePairs(const TileOpInfo &Op);
ArrayRef<PipeOverrideInfo> getPipeOverrides(const TileOpInfo &Op);
ArrayRef<const char *> getFixedAttrs(const TileOpInfo &Op);
ArrayRef<const char *> getExtraOuts(const TileOpInfo &Op);
/// The PyPTO registry ops \p Op implements.
ArrayRef<const char *> getPyPTONames(const TileOpInfo &Op);
/// The PyPTO registry ops with no tile op.
ArrayRef<PyPTOOnlyInfo> getPyPTOOnlyOps();
/// The sync row of \p P, or null for a pipe that runs nothing (None).
const SyncPipeInfo *getSyncPipeInfo(Pipe P);
/// The pipe whose CCE number is \p Code, if any (not PIPE_ALL).
std::optional<Pipe> lookupPipeByCode(int64_t Code);
/// The CCE number of PIPE_ALL.
unsigned getAllPipeCode();
/// Event ids per ordered pipe pair.
unsigned getNumEventIds();
/// The ids of \p Src -> \p Dst that pto-isa intrinsics use internally.
unsigned getInternalEventMask(Pipe Src, Pipe Dst);
/// The pipe's PTO name (PIPE_V...).
StringRef getPipeName(Pipe P);
/// The table row of machine opcode \p Opcode, or null for non-tile ops.
const TileOpInfo *getTileOpInfo(unsigned Opcode);
/// The tile op whose IR callee base name is \p Name ("pto.tadd"), or null.
const TileOpInfo *lookupTileOpByIRName(StringRef Name);
ArrayRef<TileOperandInfo> getOperands(const TileOpInfo &Op);
ArrayRef<TargetAliasRuleInfo> getTargetRules(const TileOpInfo &Op);
ArrayRef<OperandSeparationInfo>
getSeparations(const TargetAliasRuleInfo &Rule);

/// What the PTO assembler accepts of \p Op, per target.
ArrayRef<LegalRuleInfo> getLegalRules(const TileOpInfo &Op);
/// The element types of an Elems rule, the pairs of a Pairs rule.
ArrayRef<DType> getRuleTypes(const LegalRuleInfo &R);
/// The element types a rule is restricted to (WhenTypes; empty = all).
ArrayRef<DType> getRuleWhenTypes(const LegalRuleInfo &R);
/// Whether \p Op on \p A needs operand \p Operand (-1: the result) to be
/// row_major; \p ND is set when it also needs slayout none_box. The emitter
/// reads this to choose the layout it prints.
bool requiresRowMajor(const TileOpInfo &Op, int Operand, Arch A,
                      bool *ND = nullptr);

ArrayRef<OpAttrInfo> getOpAttrs();
ArrayRef<const char *> getAttrValues(const OpAttrInfo &A);

/// The spelling of a scalar opcode, or null.
const ScalarOpInfo *getScalarOpInfo(unsigned Opcode);

} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOTABLES_H
