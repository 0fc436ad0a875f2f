//===- AscendPTOEmitter.cpp - Print PTO text from SSA MIR -----------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The PTO emitter: prints each planned machine function as a `func.func` of
/// a PTO module (docs/pto-output.md). It runs in place of an AsmPrinter: PTO
/// is MLIR text that the MC layer knows nothing about.
///
/// The function is first built as a small tree of MLIR operations (PTOOp),
/// then printed either in PTO's custom syntax (the default, what the PTO
/// assembler reads) or, with -ascendpto-emit-generic, in MLIR's generic
/// syntax, which any MLIR tool parses with --allow-unregistered-dialect.
///
/// Order and names are deterministic: constants first (index constants by
/// value, then i64 addresses by value, then other scalars by type and
/// value), then the body in program order; SSA names come from the IR value
/// names carried by the virtual registers, made unique with a `_N` suffix.
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOEmitter.h"
#include "AscendPTOLayoutRules.h"
#include "AscendPTOMLIRNames.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOStructurizer.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTensorView.h"
#include "AscendPTOTileConstraints.h"
#include "AscendPTOTileType.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/CodeGen/SlotIndexes.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <map>

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-emit"

static cl::opt<bool> EmitGeneric(
    "ascendpto-emit-generic",
    cl::desc("Print the PTO module in MLIR generic form (for MLIR tools) "
             "instead of PTO's custom syntax"),
    cl::init(false));

//===----------------------------------------------------------------------===//
// The operation tree and its two printers.
//===----------------------------------------------------------------------===//

void PTOOp::printGeneric(raw_ostream &OS, unsigned Indent) const {
  OS.indent(Indent);
  if (!Results.empty()) {
    ListSeparator LS(", ");
    for (const std::string &R : Results)
      OS << LS << R;
    OS << " = ";
  }
  OS << '"' << Name << "\"(";
  {
    ListSeparator LS(", ");
    for (const PTOValue &V : Operands)
      OS << LS << V.Name;
  }
  OS << ")";
  if (!Properties.empty())
    OS << " <{" << Properties << "}>";
  if (!Regions.empty()) {
    OS << " (";
    ListSeparator LS(", ");
    for (const PTORegion &R : Regions) {
      OS << LS << "{\n";
      if (!R.Args.empty()) {
        OS.indent(Indent) << "^bb0(";
        ListSeparator AS(", ");
        for (const PTOValue &A : R.Args)
          OS << AS << A.Name << ": " << A.Type;
        OS << "):\n";
      }
      for (const PTOOp &Op : R.Ops)
        Op.printGeneric(OS, Indent + 2);
      OS.indent(Indent) << "}";
    }
    OS << ")";
  }
  if (!Attributes.empty())
    OS << " {" << Attributes << "}";
  OS << " : (";
  {
    ListSeparator LS(", ");
    for (const PTOValue &V : Operands)
      OS << LS << V.Type;
  }
  OS << ") -> ";
  if (ResultTypes.size() == 1) {
    OS << ResultTypes.front();
  } else {
    OS << "(";
    ListSeparator LS(", ");
    for (const std::string &T : ResultTypes)
      OS << LS << T;
    OS << ")";
  }
  if (!Loc.empty())
    OS << " " << Loc;
  OS << "\n";
}

void PTOOp::printCustom(raw_ostream &OS, unsigned Indent) const {
  if (Regions.empty()) {
    // An op without custom text (an implicit `scf.yield`) is not printed.
    if (!Custom.empty())
      OS.indent(Indent) << Custom << (Loc.empty() ? "" : " ") << Loc << "\n";
    return;
  }
  // Region ops: Custom is the header up to the first '{'; each further
  // region is introduced by its RegionSeparators entry (`} else {`).
  OS.indent(Indent) << Custom << " {\n";
  for (auto [I, R] : enumerate(Regions)) {
    if (I && I + 1 == Regions.size() && !PrintEmptyLastRegion)
      break;
    if (I)
      OS.indent(Indent) << RegionSeparators[I - 1] << "\n";
    for (const PTOOp &Op : R.Ops)
      Op.printCustom(OS, Indent + 2);
  }
  OS.indent(Indent) << "}" << (Loc.empty() ? "" : " ") << Loc << "\n";
}

/// MLIR's file:line:col location of \p DL, `loc("k.c":12:3)`, or "" when
/// the IR had no debug info.
static std::string mlirLocation(const DebugLoc &DL) {
  if (!DL || !DL.getLine())
    return "";
  std::string S = "loc(\"";
  for (char C : cast<DIScope>(DL.getScope())->getFilename()) {
    if (C == '"' || C == '\\')
      S += '\\';
    S += C;
  }
  return S + "\":" + std::to_string(DL.getLine()) + ":" +
         std::to_string(DL.getCol()) + ")";
}

/// Gives the ops from \p From on that have no location yet the location of
/// \p DL: the ops an instruction, a loop or an if was printed as (the
/// constants and handles made for it included).
static void setSourceLocations(std::vector<PTOOp> &Ops, size_t From,
                               const DebugLoc &DL) {
  std::string Loc = mlirLocation(DL);
  if (Loc.empty())
    return;
  for (size_t I = From; I < Ops.size(); ++I)
    if (Ops[I].Loc.empty())
      Ops[I].Loc = Loc;
}

//===----------------------------------------------------------------------===//
// Building the tree from MIR.
//===----------------------------------------------------------------------===//

namespace {

/// Builds the PTOOp tree of one machine function.
class FunctionEmitter {
public:
  FunctionEmitter(const MachineFunction &MF, const SRegion &Tree,
                  const Structurizer &S, const MachineDominatorTree &MDT)
      : MF(MF), MRI(MF.getRegInfo()),
        STI(MF.getSubtarget<AscendPTOSubtarget>()), F(MF.getFunction()),
        MFI(*MF.getInfo<AscendPTOMachineFunctionInfo>()), Tree(Tree), S(S),
        MDT(MDT) {}

  /// Returns false after reporting an error.
  bool build(PTOOp &Func);

private:
  const MachineFunction &MF;
  const MachineRegisterInfo &MRI;
  const AscendPTOSubtarget &STI;
  const Function &F;
  const AscendPTOMachineFunctionInfo &MFI;
  const SRegion &Tree;
  const Structurizer &S;
  const MachineDominatorTree &MDT;

  /// A printed name for a tile and the type it was printed with: every use
  /// of the name prints exactly that type (ptoas-rules.md, G2).
  struct Handle {
    std::string Name;
    TileType Ty;
    PTOValue value() const { return {Name, Ty.str()}; }
  };
  /// Tile handles visible in each open region (innermost last), and the
  /// scalars each region defines.
  struct Scope {
    DenseMap<Register, Handle> Tiles;
    DenseSet<Register> Scalars;
  };
  SmallVector<Scope, 8> Scopes;
  /// Scalars printed under another name: loop and if results, trivial phis.
  DenseMap<Register, std::string> Aliases;

  StringSet<> UsedNames;
  /// Per base name, the next suffix to try (keeps naming linear).
  StringMap<unsigned> NextSuffix;
  DenseMap<Register, std::string> Names;
  /// Constants by (type, spelled value) -> name, in print order.
  std::map<std::pair<std::string, std::string>, std::string> IntConsts;
  std::map<std::pair<std::string, std::string>, std::string> OtherConsts;
  DenseMap<Register, TileType> TileTypes;
  DenseMap<Register, DType> ViewElemTypes;
  unsigned NextTemp = 0;

  bool Failed = false;
  bool fail(const MachineInstr *MI, const Twine &Msg) {
    reportError(F, Msg, MI ? MI->getDebugLoc() : DebugLoc());
    Failed = true;
    return false;
  }

  std::string freshName(StringRef Base);
  std::string nameOf(Register R);
  std::string scalarType(Register R) const;
  std::string indexConst(int64_t V);
  std::string i64Const(int64_t V);
  std::string constant(StringRef Type, StringRef Value, StringRef Hint);

  bool computeTileTypes();
  bool emitRegion(const SRegion &R, std::vector<PTOOp> &Ops);
  bool emitBlock(const MachineBasicBlock &MBB, std::vector<PTOOp> &Ops);
  bool emitLoop(const SLoop &L, std::vector<PTOOp> &Ops);
  /// Loop bound \p R as an `index` value (cast from an integer kernel type,
  /// zero-extended for an unsigned exit test).
  std::string indexBound(Register R, const MachineInstr &MI, bool Unsigned,
                         std::vector<PTOOp> &Ops);
  bool emitIf(const SIf &I, std::vector<PTOOp> &Ops);
  /// The name of phi \p Phi's value at the end of arm \p Arm of an if.
  std::string armValue(const SRegion &Arm, const MachineInstr &Phi,
                       const MachineBasicBlock *Branch);
  /// The handle to use for tile \p R here, making a new one on its buffer
  /// if none is visible.
  Handle tileUse(Register R, const MachineInstr &MI, std::vector<PTOOp> &Ops);
  /// A new handle on \p R's bytes here (an alloc_tile at its address, or
  /// its window made again); with \p Fresh, never the name R had.
  Handle newHandle(Register R, const MachineInstr &MI,
                   std::vector<PTOOp> &Ops, bool Fresh);
  /// The source of \p R when \p R is a window (pto.subset), else none.
  Register windowSource(Register R) const;
  /// Makes again, innermost first, the windows \p R's window is made of
  /// that have no handle here, so that making \p R's recurses one level
  /// whatever the chain's length. False after an error.
  bool remakeWindowChain(Register R, const MachineInstr &MI,
                         std::vector<PTOOp> &Ops);
  /// The name to use for scalar \p R here; an error if it is out of scope.
  std::string scalarUse(Register R, const MachineInstr &MI);
  /// Whether scalar \p R can be named here (a constant, an argument, an
  /// alias, or defined in an open scope).
  bool scalarVisible(Register R) const;
  void defineScalar(Register R) { Scopes.back().Scalars.insert(R); }
  bool emitInstr(const MachineInstr &MI, std::vector<PTOOp> &Ops);
  bool emitScalar(const MachineInstr &MI, const ScalarOpInfo &Info,
                  std::vector<PTOOp> &Ops);
  bool emitTileOp(const MachineInstr &MI, const TileOpInfo &Op,
                  std::vector<PTOOp> &Ops);
  /// What the operand walk of one tile op collected (readOperands).
  struct OpParts {
    SmallVector<Register, 2> Results;
    SmallVector<TileType, 2> ResTys;
    /// The printed inputs, in IR order.
    SmallVector<PTOValue, 6> Ins;
    /// The tile operands' handles, in IR order, and their operands.
    SmallVector<Handle, 4> Tiles;
    SmallVector<int, 4> TileOperands;
    SmallVector<std::string, 2> Attrs;
    std::optional<PTOValue> View;
    SmallVector<std::string, 2> Offsets;
    SmallVector<Register, 2> OffsetRegs;
    /// The input an in-place op writes over.
    std::optional<Handle> Reused;
  };
  bool readResults(const MachineInstr &MI, const TileOpInfo &Op, OpParts &P);
  bool readOperands(const MachineInstr &MI, const TileOpInfo &Op, OpParts &P,
                    std::vector<PTOOp> &Ops);
  bool readAttr(const MachineInstr &MI, const TileOperandInfo &O,
                const MachineOperand &MO, OpParts &P);
  bool readTileOperand(const MachineInstr &MI, const TileOpInfo &Op,
                       int Operand, Register R, OpParts &P,
                       std::vector<PTOOp> &Ops);
  // One helper per print form.
  bool emitTensorView(const MachineInstr &MI, const TileOpInfo &Op,
                      std::vector<PTOOp> &Ops);
  /// Whether the source of view \p MI (set_validshape, transpose_view) has
  /// contiguous rows; reports an error if not.
  bool viewOfContiguous(const MachineInstr &MI, const TileOpInfo &Op);
  bool emitFreshTile(const MachineInstr &MI, OpParts &P,
                     std::vector<PTOOp> &Ops);
  bool emitViewOp(const MachineInstr &MI, const TileOpInfo &Op, OpParts &P,
                  std::vector<PTOOp> &Ops);
  bool subsetType(const MachineInstr &MI, const OpParts &P, TileType &Ty);
  bool emitDPS(const MachineInstr &MI, const TileOpInfo &Op, OpParts &P,
               std::vector<PTOOp> &Ops);
  /// A tmov onto its own bytes prints no move (true when elided).
  bool elideSameBytesMove(const MachineInstr &MI, const TileOpInfo &Op,
                          OpParts &P, std::vector<PTOOp> &Ops);
  std::optional<PTOValue> emitPartitionView(const MachineInstr &MI,
                                            const TileOpInfo &Op,
                                            const OpParts &P,
                                            std::vector<PTOOp> &Ops);
  bool resultHandles(const MachineInstr &MI, const TileOpInfo &Op,
                     const OpParts &P, std::vector<PTOOp> &Ops,
                     SmallVectorImpl<PTOValue> &ResVals);
  /// The i64 address of tile \p R (printing the arithmetic of a run-time
  /// slot first).
  std::string tileAddress(Register R, const MachineInstr &MI,
                          std::vector<PTOOp> &Ops);
  /// `Name = pto.alloc_tile addr = ... [valid_row = ..] [valid_col = ..]
  /// : Ty`, a handle on \p R's bytes; a `?` valid dim of \p Ty prints the
  /// run-time extent (RuntimeValid) as its operand (ptoas-rules.md, G4).
  void emitAlloc(Register R, const TileType &Ty, const std::string &Name,
                 const MachineInstr &MI, std::vector<PTOOp> &Ops);
  /// The run-time valid rows and cols of each tile whose type has a `?`
  /// dim: the `index` register holding the extent, or an empty register
  /// where the extent is static, or where the tile's definitions disagree
  /// (Conflict: a phi of tiles with different run-time extents).
  struct ValidDim {
    Register Reg;
    bool Conflict = false;
    bool operator==(const ValidDim &O) const {
      return Reg == O.Reg && Conflict == O.Conflict;
    }
  };
  DenseMap<Register, std::array<ValidDim, 2>> RuntimeValid;
  /// Fills RuntimeValid: set_validshape's operands, carried through the
  /// type rules of the ops that make a result from a dynamic tile, merged
  /// at phis.
  void computeRuntimeValid();
  /// The extents of result \p K of \p MI, from its operands'.
  std::array<ValidDim, 2> resultValid(const MachineInstr &MI,
                                      const TileOpInfo &Op, unsigned K);
  /// Whether a pto.subset reads tile \p R.
  bool readBySubset(Register R) const;
  /// Prints the treshape or bitcast \p MI, whose result \p Res a subset
  /// reads, as an alloc_tile of the result type at its address: the
  /// assembler cannot lower a subset of a treshape or bitcast result
  /// (ptoas-rules.md, section 11), and an alloc_tile handle is the same
  /// bytes with the same type.
  bool emitBoundReshape(const MachineInstr &MI, const TileOpInfo &Op,
                        Register Res, const TileType &Ty,
                        std::vector<PTOOp> &Ops);
  /// Whether \p R is computed from literal constants only (the PTO
  /// assembler folds it).
  bool foldsToConstant(Register R) const;

  /// The blayout (1 row_major, 2 col_major) printed for each vec [M,1]
  /// tile whose type leaves it to the space's default, chosen from what the
  /// ops that touch it need (chooseColumnLayouts).
  DenseMap<Register, uint8_t> ColumnLayouts;
  void chooseColumnLayouts();
  /// \p Ty, the type of tile \p R, with the chosen column layout.
  TileType withColumnLayout(Register R, TileType Ty) const;
  /// \p H itself, or a `pto.treshape` view of it in the other blayout when
  /// operand \p Operand of \p Op needs that layout and \p H is a column.
  /// The space of operand \p Operand's tile of \p MI (-1: the result).
  std::optional<MemSpace> spaceOfOperand(const MachineInstr &MI,
                                         const TileOpInfo &Op,
                                         int Operand) const;
  Handle viewForLayout(Handle H, const MachineInstr &MI, const TileOpInfo &Op,
                       int Operand,
                       std::vector<PTOOp> &Ops);
  /// `pto.set_flag`, `pto.wait_flag`, `pto.barrier`: what
  /// ascendpto-insert-sync placed (docs/sync.md).
  bool emitSync(const MachineInstr &MI, std::vector<PTOOp> &Ops);
  bool emitSlotSync(const MachineInstr &MI, std::vector<PTOOp> &Ops);
  /// Tiles bound to a run-time slot: (slot register, slot bytes).
  DenseMap<Register, std::pair<Register, uint64_t>> DynamicSlots;
  std::string viewType(Register View) const;
};

} // namespace

std::string FunctionEmitter::freshName(StringRef Base) {
  // MLIR value names: letters, digits and $._-, never a leading digit
  // (AscendPTOMLIRNames.h); keep them readable.
  std::string Clean = mlirValueId(Base);
  std::string Name = Clean;
  if (UsedNames.count(Name)) {
    unsigned &N = NextSuffix[Clean];
    do
      Name = Clean + "_" + std::to_string(N++);
    while (UsedNames.count(Name));
  }
  UsedNames.insert(Name);
  return "%" + Name;
}

std::string FunctionEmitter::nameOf(Register R) {
  auto It = Names.find(R);
  if (It != Names.end())
    return It->second;
  StringRef VName = MRI.getVRegName(R);
  std::string N = freshName(VName.empty()
                                ? ("t" + Twine(R.virtRegIndex())).str()
                                : VName.str());
  Names[R] = N;
  return N;
}

std::string FunctionEmitter::scalarType(Register R) const {
  switch (MRI.getRegClass(R)->getID()) {
  case AscendPTO::I1RegClassID:
    return "i1";
  case AscendPTO::I8RegClassID:
    return "i8";
  case AscendPTO::I16RegClassID:
    return "i16";
  case AscendPTO::I32RegClassID:
    return "i32";
  case AscendPTO::IDXRegClassID:
    return "index";
  case AscendPTO::F16RegClassID:
    return "f16";
  case AscendPTO::BF16RegClassID:
    return "bf16";
  case AscendPTO::F32RegClassID:
    return "f32";
  default:
    return "";
  }
}

std::string FunctionEmitter::constant(StringRef Type, StringRef Value,
                                      StringRef Hint) {
  auto &Map = (Type == "index" || Type == "i64") ? IntConsts : OtherConsts;
  auto Key = std::make_pair(Type.str(), Value.str());
  auto It = Map.find(Key);
  if (It != Map.end())
    return It->second;
  std::string N = freshName(Hint);
  Map[Key] = N;
  return N;
}

std::string FunctionEmitter::indexConst(int64_t V) {
  // The magnitude in unsigned arithmetic: -V overflows for INT64_MIN.
  return constant("index", std::to_string(V),
                  V < 0 ? "c_neg" + std::to_string(0 - uint64_t(V))
                        : "c" + std::to_string(V));
}

std::string FunctionEmitter::i64Const(int64_t V) {
  return constant("i64", std::to_string(V),
                  "c" + std::to_string(V) + "_i64");
}

std::string FunctionEmitter::viewType(Register View) const {
  auto It = ViewElemTypes.find(View);
  DType T = It == ViewElemTypes.end() ? DType::F32 : It->second;
  return (Twine("!pto.tensor_view<?x?x") + getDTypeInfo(T).Name + ">").str();
}

std::string FunctionEmitter::tileAddress(Register R, const MachineInstr &MI,
                                         std::vector<PTOOp> &Ops) {
  std::optional<uint64_t> Off = MFI.getTileOffset(R);
  if (!Off) {
    fail(&MI, "internal error: tile " + nameOf(R) + " has no planned address");
    return i64Const(0);
  }
  auto It = DynamicSlots.find(R);
  if (It == DynamicSlots.end())
    return i64Const(int64_t(*Off));
  // A tile bound to a run-time slot of a declared buffer lives at
  // base + slot * slot_bytes.
  auto [SlotReg, SlotBytes] = It->second;
  const MachineInstr *SlotDef = MRI.getVRegDef(SlotReg);
  const MachineInstr *TileDef = MRI.getVRegDef(R);
  auto Before = [](const MachineInstr *A, const MachineInstr *B) {
    for (const MachineInstr &I : *A->getParent()) {
      if (&I == A)
        return true;
      if (&I == B)
        return false;
    }
    return false;
  };
  if (SlotDef && TileDef &&
      ((SlotDef->getParent() == TileDef->getParent() &&
        !Before(SlotDef, TileDef)) ||
       (SlotDef->getParent() != TileDef->getParent() &&
        !MDT.properlyDominates(SlotDef->getParent(), TileDef->getParent())))) {
    fail(&MI, "the slot index " + nameOf(SlotReg) + " of tile " + nameOf(R) +
                  " must be computed before the tile is defined");
    return i64Const(0);
  }
  std::string Slot = scalarUse(SlotReg, MI);
  std::string Base = nameOf(R).substr(1);
  std::string S64 = freshName(Base + "_slot");
  std::string Mul = freshName(Base + "_slotoff");
  std::string Addr = freshName(Base + "_addr");
  auto Arith = [&](StringRef Mn, const std::string &Res,
                   SmallVector<PTOValue, 2> In, StringRef Text) {
    PTOOp Op;
    Op.Name = Mn.str();
    Op.Results = {Res};
    Op.ResultTypes = {"i64"};
    Op.Operands.assign(In.begin(), In.end());
    Op.Custom = Text.str();
    Ops.push_back(std::move(Op));
  };
  std::string SlotTy = scalarType(SlotReg);
  Arith("arith.index_cast", S64, {{Slot, SlotTy}},
        S64 + " = arith.index_cast " + Slot + " : " + SlotTy + " to i64");
  std::string Bytes = i64Const(int64_t(SlotBytes));
  Arith("arith.muli", Mul, {{S64, "i64"}, {Bytes, "i64"}},
        Mul + " = arith.muli " + S64 + ", " + Bytes + " : i64");
  std::string BaseC = i64Const(int64_t(*Off));
  Arith("arith.addi", Addr, {{BaseC, "i64"}, {Mul, "i64"}},
        Addr + " = arith.addi " + BaseC + ", " + Mul + " : i64");
  return Addr;
}

void FunctionEmitter::emitAlloc(Register R, const TileType &Type,
                                const std::string &Name,
                                const MachineInstr &MI,
                                std::vector<PTOOp> &Ops) {
  const TileType Ty = withColumnLayout(R, Type);
  std::string Addr = tileAddress(R, MI, Ops);
  PTOOp Op;
  Op.Name = "pto.alloc_tile";
  Op.Results = {Name};
  Op.ResultTypes = {Ty.str()};
  Op.Operands = {{Addr, "i64"}};
  Op.Custom = Name + " = pto.alloc_tile addr = " + Addr;
  // G4: a valid_row operand iff v_row is `?`, a valid_col iff v_col is.
  unsigned Segments[2] = {0, 0};
  static const char *const Key[2] = {"valid_row", "valid_col"};
  static const char *const Dim[2] = {"rows", "cols"};
  auto It = RuntimeValid.find(R);
  for (unsigned D = 0; D < 2; ++D) {
    if ((D ? Ty.ValidCols : Ty.ValidRows) != TileType::Dynamic)
      continue;
    Register V = It == RuntimeValid.end() ? Register() : It->second[D].Reg;
    if (!V) {
      fail(&MI, "tile " + Name + " (" + Ty.describe() + ") has run-time valid " +
                    Dim[D] + " that are not one known value here: they come "
                    "from pto.set_validshape calls that differ between the "
                    "values flowing into it (a loop carry or an if merge); "
                    "PTO's alloc_tile needs the extent as an operand (give "
                    "every value the same valid shape, or set it after the "
                    "merge)");
      break;
    }
    if (!scalarVisible(V)) {
      fail(&MI, "tile " + Name + " (" + Ty.describe() + ") has run-time valid " +
                    Dim[D] + " " + nameOf(V) + ", computed inside a loop or "
                    "an if and used outside it: PTO's alloc_tile needs the "
                    "extent as an operand here (compute it before the loop "
                    "or if)");
      break;
    }
    std::string N = scalarUse(V, MI);
    Op.Operands.push_back({N, "index"});
    Op.Custom += std::string(" ") + Key[D] + " = " + N;
    Segments[D] = 1;
  }
  Op.Properties = "operandSegmentSizes = array<i32: 1, " +
                  std::to_string(Segments[0]) + ", " +
                  std::to_string(Segments[1]) + ">";
  Op.Custom += " : " + Ty.str();
  Scopes.back().Tiles[R] = {Name, Ty};
  Ops.push_back(std::move(Op));
}

std::array<FunctionEmitter::ValidDim, 2>
FunctionEmitter::resultValid(const MachineInstr &MI, const TileOpInfo &Op,
                             unsigned K) {
  std::array<ValidDim, 2> Out;
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  if (Op.DynamicValid) {
    // set_validshape: the extents are its offset operands, in order.
    unsigned D = 0;
    for (const TileOperandInfo &O : Opnds)
      if (O.Role == OperandRole::Offset && O.MIOperand >= 0 && D < 2)
        Out[D++].Reg = MI.getOperand(O.MIOperand).getReg();
    return Out;
  }
  auto From = [&](int Operand) -> std::array<ValidDim, 2> {
    if (Operand < 0 || unsigned(Operand) >= Opnds.size() ||
        !Opnds[Operand].IsTile || Opnds[Operand].MIOperand < 0)
      return {ValidDim{Register(), true}, ValidDim{Register(), true}};
    auto It = RuntimeValid.find(
        MI.getOperand(Opnds[Operand].MIOperand).getReg());
    if (It == RuntimeValid.end())
      return {};
    return It->second;
  };
  std::array<ValidDim, 2> A = From(Op.TypeOperand);
  switch (Op.TypeRule) {
  case TypeRuleKind::Same:
  case TypeRuleKind::Cast:
    return A;
  case TypeRuleKind::Transpose:
    return {A[1], A[0]};
  case TypeRuleKind::RowReduce:
    return {A[0], ValidDim()};
  case TypeRuleKind::ColReduce:
    return {ValidDim(), A[1]};
  case TypeRuleKind::Matmul:
    return {A[0], From(Op.TypeOperand2)[1]};
  case TypeRuleKind::Concat:
    // The cols are a sum of two run-time extents: not printed.
    return {A[0], ValidDim{Register(), true}};
  default:
    (void)K;
    return {ValidDim{Register(), true}, ValidDim{Register(), true}};
  }
}

void FunctionEmitter::computeRuntimeValid() {
  auto IsDynamic = [](const TileType &T) {
    return T.ValidRows == TileType::Dynamic ||
           T.ValidCols == TileType::Dynamic;
  };
  // Definitions dominate their uses, so one pass in reverse post-order
  // sees every operand but a loop's back-edge values; repeat until the
  // phis settle (each extent goes unset -> register -> conflict at most).
  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  for (bool Changed = true; Changed;) {
    Changed = false;
    auto Set = [&](Register R, std::array<ValidDim, 2> V) {
      auto [It, New] = RuntimeValid.try_emplace(R, V);
      if (!New && It->second != V) {
        It->second = V;
        Changed = true;
      } else if (New) {
        Changed = true;
      }
    };
    for (const MachineBasicBlock *MBB : RPOT)
      for (const MachineInstr &MI : *MBB) {
        if (MI.isPHI()) {
          Register R = MI.getOperand(0).getReg();
          auto Ty = TileTypes.find(R);
          if (Ty == TileTypes.end() || !IsDynamic(Ty->second))
            continue;
          std::array<ValidDim, 2> V;
          std::array<bool, 2> Seen = {false, false};
          for (unsigned I = 1; I < MI.getNumOperands(); I += 2) {
            auto In = RuntimeValid.find(MI.getOperand(I).getReg());
            if (In == RuntimeValid.end())
              continue; // A back edge not reached yet.
            for (unsigned D = 0; D < 2; ++D) {
              const ValidDim &X = In->second[D];
              if (!Seen[D])
                V[D] = X;
              else if (!(V[D] == X))
                V[D] = ValidDim{Register(), true};
              Seen[D] = true;
            }
          }
          if (Seen[0] || Seen[1])
            Set(R, V);
          continue;
        }
        const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
        if (!Op)
          continue;
        for (unsigned K = 0; K < Op->NumResults; ++K) {
          Register R = MI.getOperand(K).getReg();
          auto Ty = TileTypes.find(R);
          if (Ty != TileTypes.end() && IsDynamic(Ty->second))
            Set(R, resultValid(MI, *Op, K));
        }
      }
  }
}

FunctionEmitter::Handle FunctionEmitter::tileUse(Register R,
                                                 const MachineInstr &MI,
                                                 std::vector<PTOOp> &Ops) {
  for (const Scope &Sc : reverse(Scopes)) {
    auto It = Sc.Tiles.find(R);
    if (It != Sc.Tiles.end())
      return It->second;
  }
  // The tile's handle was made in a region that is closed (a loop body, an
  // if arm) or it is a carry or merge phi: its bytes are at its address;
  // make a new handle here.
  return newHandle(R, MI, Ops, /*Fresh=*/false);
}

Register FunctionEmitter::windowSource(Register R) const {
  const MachineInstr *Def = MRI.getVRegDef(R);
  const TileOpInfo *Op = Def ? getTileOpInfo(Def->getOpcode()) : nullptr;
  if (!Op || Op->Form != PrintForm::Subset)
    return Register();
  for (const TileOperandInfo &O : getOperands(*Op))
    if (O.IsTile && O.MIOperand >= 0)
      return Def->getOperand(O.MIOperand).getReg();
  return Register();
}

bool FunctionEmitter::remakeWindowChain(Register R, const MachineInstr &MI,
                                        std::vector<PTOOp> &Ops) {
  auto InScope = [&](Register X) {
    return any_of(Scopes, [&](const Scope &Sc) { return Sc.Tiles.count(X); });
  };
  SmallVector<Register, 8> Chain;
  for (Register S = windowSource(R); S && windowSource(S) && !InScope(S);
       S = windowSource(S))
    Chain.push_back(S);
  for (Register S : reverse(Chain)) {
    tileUse(S, MI, Ops);
    if (!InScope(S))
      return false;
  }
  return true;
}

FunctionEmitter::Handle FunctionEmitter::newHandle(Register R,
                                                   const MachineInstr &MI,
                                                   std::vector<PTOOp> &Ops,
                                                   bool Fresh) {
  auto TyIt = TileTypes.find(R);
  if (TyIt == TileTypes.end()) {
    fail(&MI, "internal error: tile " + nameOf(R) + " has no type");
    return {nameOf(R), TileType()};
  }
  // A window (pto.subset) is addressed through its source: its rows may
  // lie a source row apart, or its offset be known only at run time. Make
  // it again from a handle on the source, here.
  if (const MachineInstr *Def = MRI.getVRegDef(R))
    if (const TileOpInfo *Op = getTileOpInfo(Def->getOpcode()))
      if (Op->Form == PrintForm::Subset) {
        for (int I : {Op->ViewRowOperand, Op->ViewColOperand}) {
          if (!scalarVisible(
                  Def->getOperand(getOperands(*Op)[I].MIOperand).getReg())) {
            fail(&MI, "the window " + nameOf(R) + " of pto." + Op->Mnemonic +
                          " starts at an offset computed inside the loop or "
                          "if that makes it: it can only be used there");
            return {nameOf(R), TyIt->second};
          }
        }
        if (!remakeWindowChain(R, MI, Ops))
          return {nameOf(R), TyIt->second};
        std::string Old = nameOf(R);
        std::string Fresh = freshName(Old.substr(1));
        Names[R] = Fresh;
        bool Ok = emitTileOp(*Def, *Op, Ops);
        Names[R] = Old;
        if (Ok)
          return Scopes.back().Tiles[R];
        return {Old, TyIt->second};
      }
  std::string Name = Fresh || Names.count(R) ? freshName(nameOf(R).substr(1))
                                             : nameOf(R);
  emitAlloc(R, TyIt->second, Name, MI, Ops);
  return Scopes.back().Tiles[R];
}

bool FunctionEmitter::readBySubset(Register R) const {
  return llvm::any_of(MRI.use_nodbg_instructions(R),
                      [](const MachineInstr &U) {
                        const TileOpInfo *Op = getTileOpInfo(U.getOpcode());
                        return Op && Op->Form == PrintForm::Subset;
                      });
}

bool FunctionEmitter::emitBoundReshape(const MachineInstr &MI,
                                       const TileOpInfo &Op, Register Res,
                                       const TileType &Ty,
                                       std::vector<PTOOp> &Ops) {
  // The result's planned address is its bytes only when the source is a
  // whole tile: a window's rows may lie a source row apart, or start at a
  // run-time offset.
  Register Src = MI.getOperand(getOperands(Op)[0].MIOperand).getReg();
  if (const MachineInstr *Def = MRI.getVRegDef(Src))
    if (const TileOpInfo *SrcOp = getTileOpInfo(Def->getOpcode()))
      if (SrcOp->Form == PrintForm::Subset)
        return fail(&MI, "pto.subset of " + nameOf(Res) + ", a pto." +
                             Op.Mnemonic + " of the window " + nameOf(Src) +
                             ": the PTO assembler cannot lower a subset of a " +
                             Op.Mnemonic + " result, and a window's bytes "
                             "have no address of their own (take the subset "
                             "of " + nameOf(Src) + " itself, or copy the "
                             "window first)");
  emitAlloc(Res, Ty, nameOf(Res), MI, Ops);
  return true;
}

bool FunctionEmitter::foldsToConstant(Register R) const {
  // Every leaf of the scalar arithmetic that computes R is a constant. A
  // worklist, not recursion: the expression may be arbitrarily deep.
  SmallVector<Register, 8> Work = {R};
  DenseSet<Register> Seen = {R};
  while (!Work.empty()) {
    const MachineInstr *Def = MRI.getVRegDef(Work.pop_back_val());
    if (!Def)
      return false;
    if (Def->getOpcode() == AscendPTO::CONST_INT ||
        Def->getOpcode() == AscendPTO::CONST_FP)
      continue;
    const ScalarOpInfo *Info = getScalarOpInfo(Def->getOpcode());
    if (!Info || Def->isPHI())
      return false;
    switch (Info->Form) {
    case ScalarForm::Binary:
    case ScalarForm::AddF:
    case ScalarForm::Unary:
    case ScalarForm::Cmp:
    case ScalarForm::Select:
    case ScalarForm::Cast:
      break;
    default:
      return false;
    }
    for (const MachineOperand &MO : Def->uses())
      if (MO.isReg() && MO.getReg().isVirtual() &&
          Seen.insert(MO.getReg()).second)
        Work.push_back(MO.getReg());
  }
  return true;
}

bool FunctionEmitter::scalarVisible(Register R) const {
  if (Aliases.count(R))
    return true;
  const MachineInstr *Def = MRI.getVRegDef(R);
  bool Global = !Def || Def->getOpcode() == AscendPTO::CONST_INT ||
                Def->getOpcode() == AscendPTO::CONST_FP ||
                Def->getOpcode() == AscendPTO::ARG_SCALAR ||
                Def->getOpcode() == AscendPTO::ARG_GM;
  return Global || llvm::any_of(Scopes, [&](const Scope &Sc) {
           return Sc.Scalars.count(R);
         });
}

std::string FunctionEmitter::scalarUse(Register R, const MachineInstr &MI) {
  auto A = Aliases.find(R);
  if (A != Aliases.end())
    return A->second;
  if (!scalarVisible(R))
    fail(&MI, "value " + nameOf(R) + " is defined inside a loop or an if "
              "and used outside it other than as a loop-carried value or "
              "an if result, which scf cannot express");
  return nameOf(R);
}

bool FunctionEmitter::emitScalar(const MachineInstr &MI,
                                 const ScalarOpInfo &Info,
                                 std::vector<PTOOp> &Ops) {
  auto Use = [&](unsigned I) {
    return scalarUse(MI.getOperand(I).getReg(), MI);
  };
  auto UseTy = [&](unsigned I) {
    return scalarType(MI.getOperand(I).getReg());
  };
  PTOOp Op;
  Op.Name = Info.Mnemonic;
  switch (Info.Form) {
  case ScalarForm::Arg:
  case ScalarForm::Const:
  case ScalarForm::Branch:
  case ScalarForm::Return:
    return true; // Printed elsewhere (signature, constants, structure).
  case ScalarForm::Binary:
  case ScalarForm::AddF: {
    Register D = MI.getOperand(0).getReg();
    std::string T = scalarType(D), A = Use(1), B = Use(2);
    if (Info.Form == ScalarForm::AddF) {
      // a + b == a - (-b): the PTO assembler cannot lower arith.addf.
      std::string Neg = freshName(nameOf(D).substr(1) + "_neg");
      PTOOp N;
      N.Name = "arith.negf";
      N.Results = {Neg};
      N.ResultTypes = {T};
      N.Operands = {{B, T}};
      N.Custom = Neg + " = arith.negf " + B + " : " + T;
      Ops.push_back(std::move(N));
      B = Neg;
    }
    Op.Results = {nameOf(D)};
    Op.ResultTypes = {T};
    Op.Operands = {{A, T}, {B, T}};
    Op.Custom = nameOf(D) + " = " + Info.Mnemonic + " " + A + ", " + B +
                " : " + T;
    break;
  }
  case ScalarForm::Unary: {
    Register D = MI.getOperand(0).getReg();
    std::string T = scalarType(D);
    Op.Results = {nameOf(D)};
    Op.ResultTypes = {T};
    Op.Operands = {{Use(1), T}};
    Op.Custom = nameOf(D) + " = " + Info.Mnemonic + " " + Use(1) + " : " + T;
    break;
  }
  case ScalarForm::Cmp: {
    static const char *const IPreds[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                         "sge", "ult", "ule", "ugt", "uge"};
    static const char *const FPreds[] = {
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
    bool IsInt = MI.getOpcode() == AscendPTO::CMPI;
    int64_t P = MI.getOperand(1).getImm();
    if (P < 0 || P >= (IsInt ? 10 : 16))
      return fail(&MI, "malformed comparison predicate " + Twine(P));
    Register D = MI.getOperand(0).getReg();
    std::string T = UseTy(2);
    Op.Results = {nameOf(D)};
    Op.ResultTypes = {"i1"};
    Op.Operands = {{Use(2), T}, {Use(3), T}};
    Op.Properties = "predicate = " + std::to_string(P) + " : i64";
    Op.Custom = nameOf(D) + " = " + Info.Mnemonic + " " +
                (IsInt ? IPreds[P] : FPreds[P]) + ", " + Use(2) + ", " +
                Use(3) + " : " + T;
    break;
  }
  case ScalarForm::Select: {
    Register D = MI.getOperand(0).getReg();
    std::string T = scalarType(D);
    Op.Results = {nameOf(D)};
    Op.ResultTypes = {T};
    Op.Operands = {{Use(1), "i1"}, {Use(2), T}, {Use(3), T}};
    Op.Custom = nameOf(D) + " = arith.select " + Use(1) + ", " + Use(2) +
                ", " + Use(3) + " : " + T;
    break;
  }
  case ScalarForm::Cast: {
    Register D = MI.getOperand(0).getReg();
    std::string From = UseTy(1), To = scalarType(D);
    Op.Results = {nameOf(D)};
    Op.ResultTypes = {To};
    Op.Operands = {{Use(1), From}};
    Op.Custom = nameOf(D) + " = " + Info.Mnemonic + " " + Use(1) + " : " +
                From + " to " + To;
    break;
  }
  case ScalarForm::Nullary: {
    // pto.get_block_idx and friends produce an i64; kernels see index.
    Register D = MI.getOperand(0).getReg();
    std::string Raw = freshName(nameOf(D).substr(1) + "_i64");
    PTOOp G;
    G.Name = Info.Mnemonic;
    G.Results = {Raw};
    G.ResultTypes = {"i64"};
    G.Custom = Raw + " = " + Info.Mnemonic;
    Ops.push_back(std::move(G));
    std::string T = scalarType(D);
    Op.Name = "arith.index_cast";
    Op.Results = {nameOf(D)};
    Op.ResultTypes = {T};
    Op.Operands = {{Raw, "i64"}};
    Op.Custom = nameOf(D) + " = arith.index_cast " + Raw + " : i64 to " + T;
    break;
  }
  }
  if (MI.getNumDefs() == 1)
    defineScalar(MI.getOperand(0).getReg());
  Ops.push_back(std::move(Op));
  return true;
}

bool FunctionEmitter::emitTileOp(const MachineInstr &MI, const TileOpInfo &Op,
                                 std::vector<PTOOp> &Ops) {
  // A generic walk over the operand roles (readOperands), then one small
  // helper per print form, as GlobalISel's IRTranslator dispatches per
  // instruction kind.
  switch (Op.Form) {
  case PrintForm::None:
    return true; // A directive to the planner (pto.bind).
  case PrintForm::Unprintable:
    return fail(&MI, Twine("pto.") + Op.Mnemonic +
                         " has no PTO text the assembler accepts yet; the "
                         "kernel can be planned (-stop-after="
                         "ascendpto-buffer-coloring) but not emitted");
  case PrintForm::TensorView:
    return emitTensorView(MI, Op, Ops);
  default:
    break;
  }
  OpParts P;
  if (!readResults(MI, Op, P) || !readOperands(MI, Op, P, Ops))
    return false;
  switch (Op.Form) {
  case PrintForm::Alloc:
    return emitFreshTile(MI, P, Ops);
  case PrintForm::View:
    // A new handle on the source's bytes (the planner put the result at the
    // source's address plus the view offset), with its run-time valid shape.
    if (!viewOfContiguous(MI, Op))
      return false;
    emitAlloc(P.Results.front(), P.ResTys.front(),
              nameOf(P.Results.front()), MI, Ops);
    return true;
  case PrintForm::Reshape:
  case PrintForm::Subset:
    return emitViewOp(MI, Op, P, Ops);
  default:
    return emitDPS(MI, Op, P, Ops);
  }
}

bool FunctionEmitter::viewOfContiguous(const MachineInstr &MI,
                                       const TileOpInfo &Op) {
  // An alloc_tile at the window's address reads its rows one after the
  // other; a window narrower than its source has them a source row apart.
  Register Src = MI.getOperand(getOperands(Op)[0].MIOperand).getReg();
  const MachineInstr *Def = MRI.getVRegDef(Src);
  const TileOpInfo *DefOp = Def ? getTileOpInfo(Def->getOpcode()) : nullptr;
  if (!DefOp || DefOp->Form != PrintForm::Subset)
    return true;
  Register Whole = Def->getOperand(getOperands(*DefOp)[0].MIOperand).getReg();
  auto W = TileTypes.find(Src), S = TileTypes.find(Whole);
  if (W == TileTypes.end() || S == TileTypes.end())
    return true;
  bool ColMajor = S->second.getBLayoutName() == "col_major";
  bool Strided = ColMajor ? W->second.Cols > 1 && W->second.Rows < S->second.Rows
                          : W->second.Rows > 1 && W->second.Cols < S->second.Cols;
  if (!Strided)
    return true;
  return fail(&MI, Twine(Op.IRName) + " of " + nameOf(Src) + ", a [" +
                       Twine(W->second.Rows) + ", " + Twine(W->second.Cols) +
                       "] window of " + nameOf(Whole) + " (" +
                       S->second.describe() +
                       (Op.Form == PrintForm::Reshape
                            ? "): pto.treshape reinterprets the bytes from "
                              "the window's address"
                            : "): PTO takes the view as a new alloc_tile at "
                              "the window's address") +
                       ", which would read rows that lie a "
                       "source row apart as if they were contiguous (copy "
                       "the window first, pto.tmov)");
}

bool FunctionEmitter::emitTensorView(const MachineInstr &MI,
                                     const TileOpInfo &Op,
                                     std::vector<PTOOp> &Ops) {
  std::string Mn = (Twine("pto.") + Op.Mnemonic).str();
  Register D = MI.getOperand(0).getReg();
  int64_t Code = MI.getOperand(1).getImm();
  if (Code < 0 || Code >= int64_t(NumDTypes))
    return fail(&MI, "malformed element type code on a tensor view");
  ViewElemTypes[D] = DType(Code);
  // A .mir file's view meets instruction selection's rules.
  SmallVector<Register, 4> Shape;
  for (unsigned K = 3; K < 7; ++K)
    Shape.push_back(MI.getOperand(K).getReg());
  TensorViewOperands TV = readTensorView(MRI, Shape, DType(Code));
  if (std::optional<std::string> Why = checkTensorView(TV, Op, Mn))
    return fail(&MI, *Why);
  std::string Ptr = scalarUse(MI.getOperand(2).getReg(), MI);
  std::string D0 = scalarUse(MI.getOperand(3).getReg(), MI),
              D1 = scalarUse(MI.getOperand(4).getReg(), MI),
              S0 = scalarUse(MI.getOperand(5).getReg(), MI),
              S1 = scalarUse(MI.getOperand(6).getReg(), MI);
  defineScalar(D);
  std::string VT = viewType(D);
  PTOOp V;
  V.Name = Mn;
  V.Results = {nameOf(D)};
  V.ResultTypes = {VT};
  V.Operands = {
      {Ptr, (Twine("!pto.ptr<") + getDTypeInfo(DType(Code)).Name + ">").str()},
      {D0, "index"},
      {D1, "index"},
      {S0, "index"},
      {S1, "index"}};
  // The layout ptoas infers, or none (docs/pto-output.md, "Tensor views").
  if (const GlobalLayoutInfo *L = printedViewLayout(TV))
    V.Attributes = (Twine("layout = #pto.layout<") + L->Name + ">").str();
  V.Custom = nameOf(D) + " = " + Mn + " " + Ptr + ", shape = [" + D0 + ", " +
             D1 + "], strides = [" + S0 + ", " + S1 + "]" +
             (V.Attributes.empty() ? "" : " {" + V.Attributes + "}") + " : " +
             VT;
  Ops.push_back(std::move(V));
  return true;
}

bool FunctionEmitter::readResults(const MachineInstr &MI, const TileOpInfo &Op,
                                  OpParts &P) {
  for (unsigned K = 0; K < Op.NumResults; ++K) {
    Register Res = MI.getOperand(K).getReg();
    TileType Ty;
    std::string Why;
    std::optional<MemSpace> S =
        getMemSpaceForRegClass(MRI.getRegClass(Res)->getID());
    if (!S || !TileType::fromMachineInstr(MI, *S, Ty, &Why, K))
      return fail(&MI, "malformed tile type: " + Why);
    TileTypes[Res] = Ty;
    P.Results.push_back(Res);
    P.ResTys.push_back(Ty);
  }
  return true;
}

bool FunctionEmitter::readOperands(const MachineInstr &MI,
                                   const TileOpInfo &Op, OpParts &P,
                                   std::vector<PTOOp> &Ops) {
  // Operands in IR order, a variadic operand's registers in place; one
  // small reader per role.
  for (auto [I, O] : enumerate(getOperands(Op))) {
    if (O.MIOperand < 0)
      continue;
    unsigned End = O.Variadic ? MI.getNumOperands() : O.MIOperand + 1;
    for (unsigned K = O.MIOperand; K < End; ++K) {
      const MachineOperand &MO = MI.getOperand(K);
      bool Ok = true;
      switch (O.Role) {
      case OperandRole::Attr:
        Ok = readAttr(MI, O, MO, P);
        break;
      case OperandRole::Buffer:
        break;
      case OperandRole::View:
        P.View = PTOValue{scalarUse(MO.getReg(), MI), viewType(MO.getReg())};
        break;
      case OperandRole::Offset:
        P.Offsets.push_back(scalarUse(MO.getReg(), MI));
        P.OffsetRegs.push_back(MO.getReg());
        if (Op.Form == PrintForm::DPS)
          P.Ins.push_back({P.Offsets.back(), "index"});
        break;
      case OperandRole::Scalar:
        P.Ins.push_back(
            {scalarUse(MO.getReg(), MI), scalarType(MO.getReg())});
        break;
      case OperandRole::Ptr:
        P.Ins.push_back({scalarUse(MO.getReg(), MI), "!pto.ptr<f32>"});
        break;
      default:
        Ok = readTileOperand(MI, Op, int(I), MO.getReg(), P, Ops);
        break;
      }
      if (!Ok)
        return false;
    }
  }
  for (const char *A : getFixedAttrs(Op))
    P.Attrs.push_back(A);
  return true;
}

bool FunctionEmitter::readAttr(const MachineInstr &MI,
                               const TileOperandInfo &O,
                               const MachineOperand &MO, OpParts &P) {
  const OpAttrInfo &A = getOpAttrs()[O.AttrIndex];
  int64_t V = MO.getImm();
  if (V < 0)
    return true; // Not given and no default.
  if (V >= int64_t(A.NumValues))
    return fail(&MI, "malformed attribute value " + Twine(V));
  P.Attrs.push_back(
      (Twine(A.Key) + " = " + A.Prefix + getAttrValues(A)[V] + A.Suffix)
          .str());
  return true;
}

bool FunctionEmitter::readTileOperand(const MachineInstr &MI,
                                      const TileOpInfo &Op, int Operand,
                                      Register R, OpParts &P,
                                      std::vector<PTOOp> &Ops) {
  if (!TileTypes.count(R))
    return fail(&MI, "operand " + nameOf(R) +
                         " is not a tile defined before its use");
  Handle H = viewForLayout(tileUse(R, MI, Ops), MI, Op, Operand, Ops);
  // Operands a `distinct` rule names are printed as distinct SSA values
  // (ptoas-rules.md, D.6): a tile passed twice gets a second handle.
  Arch A = STI.getArch();
  for (const LegalRuleInfo &Rule : getLegalRules(Op)) {
    if (Rule.Kind != LegalKind::Distinct || !(Rule.ArchMask & archBit(A)) ||
        !Rule.appliesTo(Operand))
      continue;
    for (auto [K, Prev] : enumerate(P.Tiles))
      if (Rule.appliesTo(P.TileOperands[K]) && Prev.Name == H.Name) {
        H = viewForLayout(newHandle(R, MI, Ops, /*Fresh=*/true), MI, Op,
                          Operand, Ops);
        break;
      }
  }
  P.Tiles.push_back(H);
  P.TileOperands.push_back(Operand);
  if (Operand == Op.OutputReusesInput) {
    P.Reused = H;
    // An in-place op may print its reused input only as the output.
    if (!Op.ReusedInputInIns)
      return true;
  }
  P.Ins.push_back(H.value());
  return true;
}

bool FunctionEmitter::emitFreshTile(const MachineInstr &MI, OpParts &P,
                                    std::vector<PTOOp> &Ops) {
  // A fresh tile nothing reads or writes needs no handle: no alloc_tile is
  // printed for a buffer nobody uses.
  Register Res = P.Results.front();
  bool Used = llvm::any_of(MRI.use_nodbg_instructions(Res),
                           [](const MachineInstr &U) {
                             return U.getOpcode() != AscendPTO::BIND;
                           });
  if (Used)
    emitAlloc(Res, P.ResTys.front(), nameOf(Res), MI, Ops);
  return true;
}

bool FunctionEmitter::subsetType(const MachineInstr &MI, const OpParts &P,
                                 TileType &Ty) {
  // The assembler infers the window's type from the source's and the
  // offsets (section R); every use prints that type.
  if (P.OffsetRegs.size() != 2 || P.Tiles.empty())
    return fail(&MI, "pto.subset needs a row and a col offset");
  std::optional<int64_t> Lit[2];
  for (unsigned D = 0; D < 2; ++D) {
    const MachineInstr *Def = MRI.getVRegDef(P.OffsetRegs[D]);
    if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
      Lit[D] = Def->getOperand(1).getImm();
    else if (foldsToConstant(P.OffsetRegs[D]))
      return fail(&MI, "pto.subset of " + P.Tiles.front().Name + ": its " +
                           (D ? "col" : "row") + " offset " + P.Offsets[D] +
                           " is computed from constants only; the PTO "
                           "assembler folds it and then rejects the window "
                           "(write the offset as a constant)");
  }
  Ty = inferSubsetType(P.Tiles.front().Ty, Lit[0], Lit[1], P.ResTys[0].Rows,
                       P.ResTys[0].Cols);
  return true;
}

bool FunctionEmitter::emitViewOp(const MachineInstr &MI, const TileOpInfo &Op,
                                 OpParts &P, std::vector<PTOOp> &Ops) {
  // `%r = pto.treshape %src : T -> T2`,
  // `%r = pto.subset %src[%i, %j] sizes [R, C] : T`.
  std::string Mn = (Twine("pto.") + Op.Mnemonic).str();
  if (P.Ins.empty() || P.Results.size() != 1)
    return fail(&MI, "internal error: malformed " + Mn);
  const PTOValue &Src = P.Ins.front();
  Register Res = P.Results[0];
  TileType ResTy = withColumnLayout(Res, P.ResTys[0]);
  bool Subset = Op.Form == PrintForm::Subset;
  // A reshape of a strided window would take its rows as contiguous.
  if (!Subset && !viewOfContiguous(MI, Op))
    return false;
  if (!Subset && readBySubset(Res))
    return emitBoundReshape(MI, Op, Res, ResTy, Ops);
  if (Subset && !subsetType(MI, P, ResTy))
    return false;
  std::string R = nameOf(Res), RT = ResTy.str();
  PTOOp V;
  V.Name = Mn;
  V.Results = {R};
  V.ResultTypes = {RT};
  V.Operands = {Src};
  if (Subset) {
    std::string Sizes = std::to_string(P.ResTys[0].Rows) + ", " +
                        std::to_string(P.ResTys[0].Cols);
    V.Operands.push_back({P.Offsets[0], "index"});
    V.Operands.push_back({P.Offsets[1], "index"});
    V.Properties = "sizes = [" + Sizes + "]";
    V.Custom = R + " = " + Mn + " " + Src.Name + "[" + P.Offsets[0] + ", " +
               P.Offsets[1] + "] sizes [" + Sizes + "] : " + Src.Type;
  } else {
    V.Custom = R + " = " + Mn + " " + Src.Name + " : " + Src.Type + " -> " +
               RT;
  }
  Scopes.back().Tiles[Res] = {R, ResTy};
  Ops.push_back(std::move(V));
  return true;
}

bool FunctionEmitter::elideSameBytesMove(const MachineInstr &MI,
                                         const TileOpInfo &Op, OpParts &P,
                                         std::vector<PTOOp> &Ops) {
  // A move whose source and destination are the same bytes is not a move
  // (and TMOV may not run in place): print none, and let the destination
  // be a handle on the source.
  if (!Op.UsesMovePairs || Op.NumResults != 1)
    return false;
  Register Res = P.Results.front();
  Register Src =
      MI.getOperand(getOperands(Op)[Op.PairOperand].MIOperand).getReg();
  auto SrcTy = TileTypes.find(Src);
  if (SrcTy == TileTypes.end() || SrcTy->second.Space != P.ResTys[0].Space ||
      MFI.getTileOffset(Src) != MFI.getTileOffset(Res) ||
      DynamicSlots.count(Src) || DynamicSlots.count(Res))
    return false;
  emitAlloc(Res, P.ResTys[0], nameOf(Res), MI, Ops);
  return true;
}

std::optional<PTOValue>
FunctionEmitter::emitPartitionView(const MachineInstr &MI,
                                   const TileOpInfo &Op, const OpParts &P,
                                   std::vector<PTOOp> &Ops) {
  // tload / tprefetch / tstore go through a partition view of the window,
  // the tile's valid shape (its shape when that is dynamic).
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  bool Load = Op.Form == PrintForm::Load;
  if (!P.View || P.Offsets.size() != 2) {
    fail(&MI, Twine("pto.") + Op.Mnemonic +
                  " needs a tensor view and two offsets");
    return std::nullopt;
  }
  const TileType &T =
      Load ? P.ResTys.front()
           : TileTypes[MI.getOperand(Opnds[0].MIOperand).getReg()];
  int64_t R = T.ValidRows == TileType::Dynamic ? T.Rows : T.ValidRows;
  int64_t C = T.ValidCols == TileType::Dynamic ? T.Cols : T.ValidCols;
  Register ViewReg = MI.getOperand(Opnds[Load ? 0 : 1].MIOperand).getReg();
  std::string Elem = getDTypeInfo(ViewElemTypes.lookup(ViewReg)).Name;
  std::string PT = "!pto.partition_tensor_view<" + std::to_string(R) + "x" +
                   std::to_string(C) + "x" + Elem + ">";
  std::string PName = freshName("pv");
  std::string SR = indexConst(R), SC = indexConst(C);
  PTOOp PV;
  PV.Name = "pto.partition_view";
  PV.Results = {PName};
  PV.ResultTypes = {PT};
  PV.Operands = {*P.View,
                 {P.Offsets[0], "index"},
                 {P.Offsets[1], "index"},
                 {SR, "index"},
                 {SC, "index"}};
  PV.Properties = "operandSegmentSizes = array<i32: 1, 2, 2>";
  PV.Custom = PName + " = pto.partition_view " + P.View->Name +
              ", offsets = [" + P.Offsets[0] + ", " + P.Offsets[1] +
              "], sizes = [" + SR + ", " + SC + "] : " + P.View->Type +
              " -> " + PT;
  Ops.push_back(std::move(PV));
  return PTOValue{PName, PT};
}

bool FunctionEmitter::resultHandles(const MachineInstr &MI,
                                    const TileOpInfo &Op, const OpParts &P,
                                    std::vector<PTOOp> &Ops,
                                    SmallVectorImpl<PTOValue> &ResVals) {
  // An in-place result of its input's type is the input's handle (printed
  // the same in ins and outs); another type gets its own handle on the
  // same bytes.
  for (auto [K, R] : enumerate(P.Results)) {
    if (K == 0 && P.Reused) {
      Register In =
          MI.getOperand(getOperands(Op)[Op.OutputReusesInput].MIOperand)
              .getReg();
      if (MFI.getTileOffset(In) != MFI.getTileOffset(R))
        return fail(&MI, "internal error: in-place result " + nameOf(R) +
                             " is not at the address of " + nameOf(In));
      if (TileTypes[In].Space == P.ResTys[K].Space &&
          TileTypes[In].sameShapeAndType(P.ResTys[K])) {
        Scopes.back().Tiles[R] = *P.Reused;
        ResVals.push_back(P.Reused->value());
        continue;
      }
    }
    emitAlloc(R, P.ResTys[K], nameOf(R), MI, Ops);
    ResVals.push_back(Scopes.back().Tiles[R].value());
  }
  return true;
}

/// `pto.<m> ins(<in> [attrs] : <types>) outs(<out> : <types>) [attrs]`.
static std::string dpsText(StringRef Mn, const TileOpInfo &Op,
                           ArrayRef<PTOValue> In, ArrayRef<PTOValue> Out,
                           const std::string &Attrs) {
  std::string AttrDict = Attrs.empty() ? "" : "{" + Attrs + "}";
  std::string S = Mn.str() + " ins(";
  {
    ListSeparator LS(", ");
    for (const PTOValue &V : In)
      S += StringRef(LS).str() + V.Name;
    if (!AttrDict.empty() && Op.AttrPlace == AttrPlacement::AsInsArg)
      S += StringRef(LS).str() + AttrDict;
  }
  if (!AttrDict.empty() && Op.AttrPlace == AttrPlacement::InIns)
    S += " " + AttrDict;
  S += " : ";
  {
    ListSeparator LS(", ");
    for (const PTOValue &V : In)
      S += StringRef(LS).str() + V.Type;
  }
  S += ") outs(";
  {
    ListSeparator LS(", ");
    for (const PTOValue &V : Out)
      S += StringRef(LS).str() + V.Name;
    S += " : ";
    ListSeparator LT(", ");
    for (const PTOValue &V : Out)
      S += StringRef(LT).str() + V.Type;
  }
  S += ")";
  if (!AttrDict.empty() && Op.AttrPlace == AttrPlacement::AfterOuts)
    S += " " + AttrDict;
  return S;
}

bool FunctionEmitter::emitDPS(const MachineInstr &MI, const TileOpInfo &Op,
                              OpParts &P, std::vector<PTOOp> &Ops) {
  if (elideSameBytesMove(MI, Op, P, Ops))
    return true;
  std::string Mn = (Twine("pto.") + Op.Mnemonic).str();
  std::optional<PTOValue> Partition;
  if (Op.Form == PrintForm::Load || Op.Form == PrintForm::Store) {
    Partition = emitPartitionView(MI, Op, P, Ops);
    if (!Partition)
      return false;
  }
  SmallVector<PTOValue, 2> ResVals;
  if (!resultHandles(MI, Op, P, Ops, ResVals))
    return false;

  SmallVector<PTOValue, 6> In, Out;
  if (Op.Form == PrintForm::Load)
    In.push_back(*Partition);
  else
    In.append(P.Ins.begin(), P.Ins.end());
  if (Op.Form == PrintForm::Store)
    Out.push_back(*Partition);
  Out.append(ResVals.begin(), ResVals.end());
  for (const char *T : getExtraOuts(Op))
    Out.push_back({constant(T, "dense<0>", "cst_" + std::string(Op.Mnemonic)),
                   T});
  std::string Attrs = join(P.Attrs, ", ");

  PTOOp D;
  D.Name = Mn;
  D.Operands.append(In.begin(), In.end());
  D.Operands.append(Out.begin(), Out.end());
  D.Attributes = Attrs;
  D.Custom = dpsText(Mn, Op, In, Out, Attrs);
  Ops.push_back(std::move(D));
  return true;
}

bool FunctionEmitter::emitInstr(const MachineInstr &MI,
                                std::vector<PTOOp> &Ops) {
  if (Failed)
    return false; // One error per function: the rest would follow from it.
  if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
    return emitTileOp(MI, *Op, Ops);
  if (MI.getOpcode() == AscendPTO::SET_FLAG ||
      MI.getOpcode() == AscendPTO::WAIT_FLAG ||
      MI.getOpcode() == AscendPTO::PIPE_BARRIER)
    return emitSync(MI, Ops);
  if (MI.getOpcode() == AscendPTO::SET_FLAG_SLOT ||
      MI.getOpcode() == AscendPTO::WAIT_FLAG_SLOT)
    return emitSlotSync(MI, Ops);
  if (const ScalarOpInfo *Info = getScalarOpInfo(MI.getOpcode()))
    return emitScalar(MI, *Info, Ops);
  return fail(&MI, "internal error: no PTO form for machine instruction " +
                       Twine(STI.getInstrInfo()->getName(MI.getOpcode())));
}

/// The attribute of a pipe operand (a CCE number, td: SyncPipe); PIPE_ALL
/// only where \p AllowAll.
static bool pipeAttr(const MachineOperand &MO, bool AllowAll,
                     std::string &Out) {
  if (!MO.isImm())
    return false;
  if (AllowAll && MO.getImm() == int64_t(getAllPipeCode())) {
    Out = "#pto.pipe<PIPE_ALL>";
    return true;
  }
  std::optional<Pipe> P = lookupPipeByCode(MO.getImm());
  if (!P)
    return false;
  Out = ("#pto.pipe<" + getPipeName(*P) + ">").str();
  return true;
}

/// `pto.set_flag` or `pto.wait_flag` on one static event id.
static PTOOp flagOp(bool IsSet, StringRef Src, StringRef Dst, int64_t Id) {
  StringRef Mn = IsSet ? "pto.set_flag" : "pto.wait_flag";
  std::string Event = "#pto.event<EVENT_ID" + std::to_string(Id) + ">";
  PTOOp Op;
  Op.Name = Mn.str();
  Op.Attributes = ("src_pipe = " + Src + ", dst_pipe = " + Dst +
                   ", event_id = " + Event)
                      .str();
  Op.Custom = (Mn + " [" + Src + ", " + Dst + ", " + Event + "]").str();
  return Op;
}

bool FunctionEmitter::emitSlotSync(const MachineInstr &MI,
                                   std::vector<PTOOp> &Ops) {
  // A ping-pong slot's id (td: SET_FLAG_SLOT): `scf.if (slot == k)` picks
  // the k-th static id; the last id takes the remaining slot.
  bool IsSet = MI.getOpcode() == AscendPTO::SET_FLAG_SLOT;
  StringRef Mn = IsSet ? "pto.set_flag" : "pto.wait_flag";
  std::string Src, Dst;
  SmallVector<int64_t, 4> Ids;
  for (unsigned I = 3; I < MI.getNumOperands(); ++I)
    if (MI.getOperand(I).isImm())
      Ids.push_back(MI.getOperand(I).getImm());
  bool Ok = MI.getNumOperands() >= 5 && pipeAttr(MI.getOperand(0), false, Src) &&
            pipeAttr(MI.getOperand(1), false, Dst) && Src != Dst &&
            MI.getOperand(2).isReg() && Ids.size() + 3 == MI.getNumOperands();
  // -1: a slot that needs no flag (docs/sync.md "Ping-pong"); one at least
  // has one.
  bool AnyId = false;
  for (int64_t Id : Ids) {
    Ok &= Id >= -1 && Id < int64_t(getNumEventIds());
    AnyId |= Id >= 0;
  }
  if (!Ok || !AnyId)
    return fail(&MI, "malformed slot-indexed " + Mn + ": it takes two "
                     "different pipe numbers, a slot value and two or more "
                     "event ids 0.." + Twine(getNumEventIds() - 1) +
                     " (-1 for a slot without one, not all) (docs/sync.md)");
  Register Slot = MI.getOperand(2).getReg();
  std::string SlotV = scalarUse(Slot, MI), Ty = scalarType(Slot);
  // Built from the innermost if outwards: with an id for every slot, the
  // last one is the final else; else each slot with an id is tested and
  // the others fall through (the innermost if has no else).
  std::vector<PTOOp> Tail;
  unsigned Tested = Ids.size();
  if (llvm::all_of(Ids, [](int64_t Id) { return Id >= 0; })) {
    Tail.push_back(flagOp(IsSet, Src, Dst, Ids.back()));
    --Tested;
  }
  for (unsigned K = Tested; K-- > 0;) {
    if (Ids[K] < 0)
      continue;
    std::string KV = Ty == "index"
                         ? indexConst(int64_t(K))
                         : constant(Ty, std::to_string(K),
                                    "c" + std::to_string(K) + "_" + Ty);
    std::string Cond = freshName("slot_is" + std::to_string(K));
    PTOOp Cmp;
    Cmp.Name = "arith.cmpi";
    Cmp.Results = {Cond};
    Cmp.ResultTypes = {"i1"};
    Cmp.Operands = {{SlotV, Ty}, {KV, Ty}};
    Cmp.Properties = "predicate = 0 : i64";
    Cmp.Custom = Cond + " = arith.cmpi eq, " + SlotV + ", " + KV + " : " + Ty;
    PTOOp If;
    If.Name = "scf.if";
    If.Operands = {{Cond, "i1"}};
    If.Custom = "scf.if " + Cond;
    If.RegionSeparators.push_back("} else {");
    PTORegion Then, Else;
    Then.Ops.push_back(flagOp(IsSet, Src, Dst, Ids[K]));
    If.PrintEmptyLastRegion = !Tail.empty();
    Else.Ops = std::move(Tail);
    for (PTORegion *R : {&Then, &Else}) {
      PTOOp Yield;
      Yield.Name = "scf.yield";
      R->Ops.push_back(std::move(Yield));
    }
    If.Regions.push_back(std::move(Then));
    If.Regions.push_back(std::move(Else));
    Tail.clear();
    Tail.push_back(std::move(Cmp));
    Tail.push_back(std::move(If));
  }
  for (PTOOp &Op : Tail)
    Ops.push_back(std::move(Op));
  return true;
}

bool FunctionEmitter::emitSync(const MachineInstr &MI,
                               std::vector<PTOOp> &Ops) {
  auto PipeText = [&](unsigned Idx, bool AllowAll, std::string &Out) {
    return pipeAttr(MI.getOperand(Idx), AllowAll, Out);
  };
  PTOOp Op;
  if (MI.getOpcode() == AscendPTO::PIPE_BARRIER) {
    std::string P;
    if (MI.getNumOperands() != 1 || !PipeText(0, true, P))
      return fail(&MI, "malformed pto.barrier: its operand must be a pipe "
                       "number (docs/sync.md)");
    Op.Name = "pto.barrier";
    Op.Attributes = "pipe = " + P;
    Op.Custom = "pto.barrier " + P;
    Ops.push_back(std::move(Op));
    return true;
  }
  bool IsSet = MI.getOpcode() == AscendPTO::SET_FLAG;
  StringRef Mn = IsSet ? "pto.set_flag" : "pto.wait_flag";
  std::string Src, Dst;
  const MachineOperand *Id = MI.getNumOperands() == 3 ? &MI.getOperand(2)
                                                      : nullptr;
  if (!Id || !PipeText(0, false, Src) || !PipeText(1, false, Dst) ||
      !Id->isImm() || Id->getImm() < 0 ||
      Id->getImm() >= int64_t(getNumEventIds()) || Src == Dst)
    return fail(&MI, "malformed " + Mn + ": it takes two different pipe "
                     "numbers (not PIPE_ALL) and an event id 0.." +
                     Twine(getNumEventIds() - 1) + " (docs/sync.md)");
  std::string Event =
      "#pto.event<EVENT_ID" + std::to_string(Id->getImm()) + ">";
  Op.Name = Mn.str();
  Op.Attributes =
      "src_pipe = " + Src + ", dst_pipe = " + Dst + ", event_id = " + Event;
  Op.Custom = (Mn + " [" + Src + ", " + Dst + ", " + Event + "]").str();
  Ops.push_back(std::move(Op));
  return true;
}

/// A vec [M,1] column: the same bytes in either blayout.
static bool isColumn(const TileType &T) {
  return T.Space == MemSpace::Vec && T.Cols == 1 && T.Rows > 1;
}

void FunctionEmitter::chooseColumnLayouts() {
  // Tiles that must print one blayout: an in-place result and the input
  // whose handle it shares, a bitcast (which keeps its source's layout)
  // and a window of a column. A union-find without recursion.
  DenseMap<Register, Register> Parent;
  auto Find = [&](Register R) {
    for (;;) {
      auto It = Parent.find(R);
      if (It == Parent.end() || It->second == R)
        return R;
      auto Up = Parent.find(It->second);
      if (Up != Parent.end())
        It->second = Up->second; // Path halving.
      R = It->second;
    }
  };
  auto Join = [&](Register A, Register B) {
    Register RA = Find(A), RB = Find(B);
    if (RA != RB)
      Parent[RB] = RA;
  };
  auto Column = [&](Register R) {
    auto It = TileTypes.find(R);
    return It != TileTypes.end() && isColumn(It->second) &&
           It->second.Layout.BLayout == 0;
  };
  // What each group needs: bit 0 row_major, bit 1 col_major.
  DenseMap<Register, uint8_t> Needs;
  SmallVector<Register, 16> Columns;
  Arch A = STI.getArch();
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op =
          MI.isPHI() ? nullptr : getTileOpInfo(MI.getOpcode());
      if (!Op)
        continue;
      ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
      auto Note = [&](Register R, int Operand) {
        if (!Column(R))
          return;
        Columns.push_back(R);
        BLayoutNeed N = getBLayoutNeed(*Op, Operand, A, [&](int I) {
          return spaceOfOperand(MI, *Op, I);
        });
        if (N != BLayoutNeed::Any)
          Needs[R] |= N == BLayoutNeed::RowMajor ? 1 : 2;
      };
      for (unsigned K = 0; K < Op->NumResults; ++K)
        Note(MI.getOperand(K).getReg(), -1);
      for (auto [I, O] : enumerate(Opnds)) {
        if (!O.IsTile || O.MIOperand < 0)
          continue;
        unsigned End = O.Variadic ? MI.getNumOperands() : O.MIOperand + 1;
        for (unsigned K = O.MIOperand; K < End; ++K)
          if (MI.getOperand(K).isReg())
            Note(MI.getOperand(K).getReg(), int(I));
      }
      if (!Op->NumResults || Opnds.empty() || Opnds[0].MIOperand < 0)
        continue;
      Register Res = MI.getOperand(0).getReg();
      bool Keeps = Op->Form == PrintForm::Subset ||
                   (Op->Form == PrintForm::Reshape &&
                    Op->TypeRule == TypeRuleKind::Cast);
      if (Keeps && Column(Res) && Column(MI.getOperand(Opnds[0].MIOperand)
                                             .getReg()))
        Join(Res, MI.getOperand(Opnds[0].MIOperand).getReg());
      if (Op->OutputReusesInput >= 0) {
        Register In =
            MI.getOperand(Opnds[Op->OutputReusesInput].MIOperand).getReg();
        if (Column(Res) && Column(In) &&
            TileTypes[In].sameShapeAndType(TileTypes[Res]))
          Join(Res, In);
      }
    }
  DenseMap<Register, uint8_t> GroupNeeds;
  for (auto [R, N] : Needs)
    GroupNeeds[Find(R)] |= N;
  // row_major wherever an op needs it (most ops that check a layout do),
  // col_major only where an op needs that and none row_major, row_major
  // otherwise; a use that needs the other layout gets a view
  // (viewForLayout).
  for (Register R : Columns) {
    uint8_t N = GroupNeeds.lookup(Find(R));
    ColumnLayouts[R] = (N & 1) || !(N & 2) ? 1 : 2;
  }
}

TileType FunctionEmitter::withColumnLayout(Register R, TileType Ty) const {
  auto It = ColumnLayouts.find(R);
  if (It != ColumnLayouts.end() && isColumn(Ty) && Ty.Layout.BLayout == 0)
    Ty.Layout.BLayout = It->second;
  return Ty;
}

std::optional<MemSpace>
FunctionEmitter::spaceOfOperand(const MachineInstr &MI, const TileOpInfo &Op,
                                int Operand) const {
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  int MIOp = Operand < 0 ? (Op.NumResults ? 0 : -1)
             : unsigned(Operand) < Opnds.size() && Opnds[Operand].IsTile
                 ? Opnds[Operand].MIOperand
                 : -1;
  if (MIOp < 0 || unsigned(MIOp) >= MI.getNumOperands() ||
      !MI.getOperand(MIOp).isReg())
    return std::nullopt;
  auto It = TileTypes.find(MI.getOperand(MIOp).getReg());
  if (It == TileTypes.end())
    return std::nullopt;
  return It->second.Space;
}

FunctionEmitter::Handle
FunctionEmitter::viewForLayout(Handle H, const MachineInstr &MI,
                               const TileOpInfo &Op, int Operand,
                               std::vector<PTOOp> &Ops) {
  if (!isColumn(H.Ty))
    return H;
  BLayoutNeed N = getBLayoutNeed(Op, Operand, STI.getArch(), [&](int I) {
    return spaceOfOperand(MI, Op, I);
  });
  bool Row = H.Ty.getBLayoutName() == "row_major";
  if (N == BLayoutNeed::Any || Row == (N == BLayoutNeed::RowMajor))
    return H;
  // The same bytes in the other blayout (ptoas-rules.md, D.2: view it as
  // the layout the op needs; treshape may change the blayout).
  Handle V{freshName(H.Name.substr(1) + (Row ? "_cm" : "_rm")), H.Ty};
  V.Ty.Layout.BLayout = Row ? 2 : 1;
  PTOOp P;
  P.Name = "pto.treshape";
  P.Results = {V.Name};
  P.ResultTypes = {V.Ty.str()};
  P.Operands = {H.value()};
  P.Custom = V.Name + " = pto.treshape " + H.Name + " : " + H.Ty.str() +
             " -> " + V.Ty.str();
  Ops.push_back(std::move(P));
  return V;
}

bool FunctionEmitter::computeTileTypes() {
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op =
          MI.isPHI() ? nullptr : getTileOpInfo(MI.getOpcode());
      if (!Op)
        continue;
      for (unsigned K = 0; K < Op->NumResults; ++K) {
        Register R = MI.getOperand(K).getReg();
        std::optional<MemSpace> Sp =
            getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
        TileType Ty;
        std::string Why;
        if (!Sp || !TileType::fromMachineInstr(MI, *Sp, Ty, &Why, K))
          return fail(&MI, "malformed tile type: " + Why);
        TileTypes[R] = Ty;
      }
    }
  // Phis take the type of an incoming tile, and all of them must be in the
  // phi's buffer: the carries pass and the planner guarantee it; check.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &Phi : MBB.phis()) {
        Register R = Phi.getOperand(0).getReg();
        if (!getMemSpaceForRegClass(MRI.getRegClass(R)->getID()) ||
            TileTypes.count(R))
          continue;
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2) {
          auto It = TileTypes.find(Phi.getOperand(I).getReg());
          if (It == TileTypes.end())
            continue;
          TileType Ty = It->second;
          Ty.Space = *getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
          TileTypes[R] = Ty;
          Changed = true;
          break;
        }
      }
  }
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &Phi : MBB.phis()) {
      Register R = Phi.getOperand(0).getReg();
      if (!getMemSpaceForRegClass(MRI.getRegClass(R)->getID()))
        continue;
      for (unsigned I = 1; I < Phi.getNumOperands(); I += 2) {
        Register In = Phi.getOperand(I).getReg();
        if (MFI.getTileOffset(In) != MFI.getTileOffset(R))
          return fail(&Phi, "internal error: tile " + nameOf(In) +
                                " flows into " + nameOf(R) +
                                " but lives at another address");
      }
    }
  return true;
}

bool FunctionEmitter::emitBlock(const MachineBasicBlock &MBB,
                                std::vector<PTOOp> &Ops) {
  for (const MachineInstr &MI : MBB) {
    if (MI.isPHI()) {
      // If results and loop phis are named by their scf op; a phi whose
      // incoming values are all one value (LCSSA) is that value.
      Register R = MI.getOperand(0).getReg();
      if (Aliases.count(R) || Scopes.back().Scalars.count(R) ||
          getMemSpaceForRegClass(MRI.getRegClass(R)->getID()))
        continue;
      Register Only = MI.getOperand(1).getReg();
      for (unsigned I = 3; I < MI.getNumOperands(); I += 2)
        if (MI.getOperand(I).getReg() != Only)
          Only = Register();
      if (!Only)
        return fail(&MI, "internal error: phi " + nameOf(R) +
                             " is neither a loop nor an if result");
      Aliases[R] = scalarUse(Only, MI);
      continue;
    }
    if (MI.isTerminator() || S.isLoopControl(MI))
      continue;
    size_t First = Ops.size();
    if (!emitInstr(MI, Ops))
      return false;
    setSourceLocations(Ops, First, MI.getDebugLoc());
  }
  return !Failed;
}

std::string FunctionEmitter::armValue(const SRegion &Arm,
                                      const MachineInstr &Phi,
                                      const MachineBasicBlock *Branch) {
  const MachineBasicBlock *Merge = Phi.getParent();
  const MachineBasicBlock *Tail = Branch;
  if (!Arm.empty()) {
    const SNode &Last = Arm.back();
    if (Last.Kind == SNode::If && Last.I->Merge == Merge)
      return Aliases.lookup(Phi.getOperand(0).getReg());
    Tail = Last.Kind == SNode::Block ? Last.MBB : Last.L->Exiting;
  }
  for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
    if (Phi.getOperand(I + 1).getMBB() == Tail)
      return scalarUse(Phi.getOperand(I).getReg(), Phi);
  fail(&Phi, "internal error: no incoming value of " +
                 nameOf(Phi.getOperand(0).getReg()) + " from " +
                 describeBlock(*Tail));
  return "";
}

std::string FunctionEmitter::indexBound(Register R, const MachineInstr &MI,
                                        bool Unsigned,
                                        std::vector<PTOOp> &Ops) {
  std::string Ty = scalarType(R);
  if (Ty == "index")
    return scalarUse(R, MI);
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT) {
    int64_t V = Def->getOperand(1).getImm();
    unsigned Bits = Ty == "i1" ? 1 : Ty == "i8" ? 8 : Ty == "i16" ? 16 : 32;
    if (Unsigned && Bits < 64)
      V &= int64_t((uint64_t(1) << Bits) - 1);
    return indexConst(V);
  }
  std::string V = scalarUse(R, MI);
  std::string N = freshName(V.substr(1) + "_idx");
  std::string Mn = Unsigned ? "arith.index_castui" : "arith.index_cast";
  PTOOp C;
  C.Name = Mn;
  C.Results = {N};
  C.ResultTypes = {"index"};
  C.Operands = {{V, Ty}};
  C.Custom = N + " = " + Mn + " " + V + " : " + Ty + " to index";
  Ops.push_back(std::move(C));
  return N;
}

bool FunctionEmitter::emitLoop(const SLoop &L, std::vector<PTOOp> &Ops) {
  const MachineInstr &IV = *L.IVPhi;
  Register IVReg = IV.getOperand(0).getReg();
  // Loops always count over `index` (the assembler's sync insertion fails
  // on an i32 induction variable, ptoas-rules.md section 15); a kernel
  // whose IV is an integer gets its bounds cast to index before the loop
  // and the IV cast back at the top of the body.
  const std::string Ty = "index";
  std::string KernelTy = scalarType(IVReg);
  // The bounds are cast as the exit test compares them: unsigned for an
  // unsigned predicate; for `!=` (or `==` swapped), which counts up to the
  // bound in modular arithmetic, unsigned too when the count starts at a
  // constant >= 0 (LLVM's unroll counter, an unsigned C loop): the trips are
  // then the unsigned distance, which a signed cast gets wrong from 2^31 on.
  int64_t Pred = L.ExitCmp ? L.ExitCmp->getOperand(1).getImm() : -1;
  const MachineInstr *LbDef = MRI.getVRegDef(L.LowerBound);
  bool Unsigned = Pred >= 6 ||
                  ((Pred == 0 || Pred == 1) && LbDef &&
                   LbDef->getOpcode() == AscendPTO::CONST_INT &&
                   LbDef->getOperand(1).getImm() >= 0);
  std::string Lb = indexBound(L.LowerBound, IV, Unsigned, Ops),
              Ub = indexBound(L.UpperBound, IV, Unsigned, Ops),
              St = indexBound(L.Step, IV, Unsigned, Ops);
  auto Arith = [&](StringRef Mn, StringRef Hint, StringRef A, StringRef B) {
    std::string N = freshName(Hint);
    PTOOp Op;
    Op.Name = Mn.str();
    Op.Results = {N};
    Op.ResultTypes = {Ty};
    Op.Operands = {{A.str(), Ty}, {B.str(), Ty}};
    Op.Custom = N + " = " + Mn.str() + " " + A.str() + ", " + B.str() + " : " +
                Ty;
    Ops.push_back(std::move(Op));
    return N;
  };
  if (L.InclusiveBound)
    Ub = Arith("arith.addi", Ub.substr(1) + "_incl", Ub, indexConst(1));
  if (L.AtLeastOnce) {
    // A bottom-tested loop runs its body at least once.
    std::string First = Arith("arith.addi", "lb_next", Lb, St);
    Ub = Arith("arith.maxsi", Ub.substr(1) + "_min1", Ub, First);
  }

  // iter_args: the scalar header phis.
  SmallVector<std::string, 4> Inits, Args, Types, Results;
  SmallVector<Register, 4> Yields;
  for (const MachineInstr *P : L.ScalarPhis) {
    Register PR = P->getOperand(0).getReg();
    for (unsigned I = 1; I < P->getNumOperands(); I += 2) {
      if (P->getOperand(I + 1).getMBB() == L.Latch)
        Yields.push_back(P->getOperand(I).getReg());
      else
        Inits.push_back(scalarUse(P->getOperand(I).getReg(), *P));
    }
    Args.push_back(nameOf(PR));
    Types.push_back(scalarType(PR));
    Results.push_back(freshName(nameOf(PR).substr(1) + "_final"));
  }

  PTOOp For;
  For.Name = "scf.for";
  For.Results.assign(Results.begin(), Results.end());
  For.ResultTypes.assign(Types.begin(), Types.end());
  For.Operands = {{Lb, Ty}, {Ub, Ty}, {St, Ty}};
  for (auto [I, Init] : enumerate(Inits))
    For.Operands.push_back({Init, Types[I]});
  PTORegion Body;
  std::string IVName = nameOf(IVReg);
  if (KernelTy != "index") {
    IVName = freshName(IVName.substr(1) + "_idx");
    bool Used = llvm::any_of(MRI.use_nodbg_instructions(IVReg),
                             [&](const MachineInstr &U) {
                               return !S.isLoopControl(U) && &U != L.IVInc;
                             }) ||
                !S.isLoopControl(*L.IVInc);
    if (Used) {
      PTOOp C;
      C.Name = "arith.index_cast";
      C.Results = {nameOf(IVReg)};
      C.ResultTypes = {KernelTy};
      C.Operands = {{IVName, "index"}};
      C.Custom = nameOf(IVReg) + " = arith.index_cast " + IVName +
                 " : index to " + KernelTy;
      Body.Ops.push_back(std::move(C));
    }
  }
  Body.Args.push_back({IVName, Ty});
  for (auto [I, A] : enumerate(Args))
    Body.Args.push_back({A, Types[I]});

  Scopes.emplace_back();
  defineScalar(IVReg);
  for (const MachineInstr *P : L.ScalarPhis)
    defineScalar(P->getOperand(0).getReg());
  if (!emitRegion(L.Body, Body.Ops))
    return false;
  PTOOp Yield;
  Yield.Name = "scf.yield";
  std::string YieldList, YieldTypes;
  for (auto [I, Y] : enumerate(Yields)) {
    std::string N = scalarUse(Y, *L.IVPhi);
    Yield.Operands.push_back({N, Types[I]});
    YieldList += (I ? ", " : "") + N;
    YieldTypes += (I ? ", " : "") + Types[I];
  }
  Yield.Custom = Yields.empty() ? std::string()
                                : "scf.yield " + YieldList + " : " + YieldTypes;
  Body.Ops.push_back(std::move(Yield));
  Scopes.pop_back();

  std::string Head;
  if (!Results.empty())
    Head = join(Results, ", ") + " = ";
  Head += "scf.for " + IVName + " = " + Lb + " to " + Ub + " step " + St;
  if (!Args.empty()) {
    Head += " iter_args(";
    for (unsigned I = 0; I < Args.size(); ++I)
      Head += (I ? ", " : "") + Args[I] + " = " + Inits[I];
    Head += ") -> (" + join(Types, ", ") + ")";
  }
  For.Custom = Head;
  For.Regions.push_back(std::move(Body));
  Ops.push_back(std::move(For));

  // After the loop, its carried values are the scf.for results: in a
  // top-tested loop the header phis, in a bottom-tested one the values the
  // latch yields.
  for (auto [I, P] : enumerate(L.ScalarPhis)) {
    Register Key = L.TopTested ? P->getOperand(0).getReg() : Yields[I];
    Aliases[Key] = Results[I];
  }
  return !Failed;
}

bool FunctionEmitter::emitIf(const SIf &I, std::vector<PTOOp> &Ops) {
  std::string Cond = scalarUse(I.Cond, *I.Branch->getFirstTerminator());
  SmallVector<const MachineInstr *, 4> Phis;
  for (const MachineInstr &P : I.Merge->phis())
    if (!getMemSpaceForRegClass(MRI.getRegClass(P.getOperand(0).getReg())
                                    ->getID()))
      Phis.push_back(&P);

  PTOOp If;
  If.Name = "scf.if";
  If.Operands = {{Cond, "i1"}};
  SmallVector<std::string, 4> Types, Results;
  for (const MachineInstr *P : Phis) {
    Register R = P->getOperand(0).getReg();
    Types.push_back(scalarType(R));
    Results.push_back(freshName(nameOf(R).substr(1) + "_if"));
  }
  If.Results.assign(Results.begin(), Results.end());
  If.ResultTypes.assign(Types.begin(), Types.end());

  auto Arm = [&](const SRegion &R) -> std::optional<PTORegion> {
    PTORegion Out;
    Scopes.emplace_back();
    if (!emitRegion(R, Out.Ops))
      return std::nullopt;
    PTOOp Yield;
    Yield.Name = "scf.yield";
    std::string List;
    for (auto [K, P] : enumerate(Phis)) {
      std::string V = armValue(R, *P, I.Branch);
      Yield.Operands.push_back({V, Types[K]});
      List += (K ? ", " : "") + V;
    }
    if (!Phis.empty())
      Yield.Custom = "scf.yield " + List + " : " + join(Types, ", ");
    Out.Ops.push_back(std::move(Yield));
    Scopes.pop_back();
    return Out;
  };
  std::optional<PTORegion> Then = Arm(I.Then);
  if (!Then)
    return false;
  std::optional<PTORegion> Else = Arm(I.Else);
  if (!Else)
    return false;
  If.Regions.push_back(std::move(*Then));
  If.Regions.push_back(std::move(*Else));
  // An empty else without results prints as `scf.if %c { ... }`.
  if (Phis.empty() && I.Else.empty())
    If.PrintEmptyLastRegion = false;
  If.RegionSeparators.push_back("} else {");

  std::string Head;
  if (!Results.empty())
    Head = join(Results, ", ") + " = ";
  Head += "scf.if " + Cond;
  if (!Types.empty())
    Head += " -> (" + join(Types, ", ") + ")";
  If.Custom = Head;
  Ops.push_back(std::move(If));
  for (auto [K, P] : enumerate(Phis))
    Aliases[P->getOperand(0).getReg()] = Results[K];
  return !Failed;
}

bool FunctionEmitter::emitRegion(const SRegion &R,
                                 std::vector<PTOOp> &Ops) {
  for (const SNode &N : R) {
    size_t First = Ops.size();
    bool Ok = N.Kind == SNode::Block  ? emitBlock(*N.MBB, Ops)
              : N.Kind == SNode::Loop ? emitLoop(*N.L, Ops)
                                      : emitIf(*N.I, Ops);
    if (!Ok)
      return false;
    // A loop is where its exit test is written (the `for` line), an if
    // where its branch is.
    if (N.Kind == SNode::Loop)
      setSourceLocations(Ops, First,
                         N.L->ExitCmp ? N.L->ExitCmp->getDebugLoc()
                                      : N.L->Exiting->getFirstTerminator()
                                            ->getDebugLoc());
    else if (N.Kind == SNode::If)
      setSourceLocations(Ops, First,
                         N.I->Branch->getFirstTerminator()->getDebugLoc());
  }
  return true;
}

bool FunctionEmitter::build(PTOOp &Func) {
  // Tiles bound to a run-time slot of a declared buffer.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == AscendPTO::BIND) {
        Register SlotReg = MI.getOperand(2).getReg();
        const MachineInstr *Def = MRI.getVRegDef(SlotReg);
        unsigned Buf = MI.getOperand(1).getImm();
        if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
          continue;
        if (Buf >= MFI.getDeclaredBuffers().size())
          return fail(&MI, "pto.bind names an undeclared buffer");
        DynamicSlots[MI.getOperand(0).getReg()] = {
            SlotReg, MFI.getDeclaredBuffers()[Buf].SlotBytes};
      }

  // Arguments, in IR order, from the ARG_* instructions.
  std::map<int64_t, Register> Args;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == AscendPTO::ARG_GM ||
          MI.getOpcode() == AscendPTO::ARG_SCALAR)
        Args[MI.getOperand(1).getImm()] = MI.getOperand(0).getReg();
  // A global pointer's element type is that of the tensor views over it.
  DenseMap<Register, DType> PtrTypes;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == AscendPTO::TENSOR_VIEW) {
        Register P = MI.getOperand(2).getReg();
        DType T = DType(MI.getOperand(1).getImm());
        auto [It, New] = PtrTypes.try_emplace(P, T);
        if (!New && It->second != T)
          return fail(&MI, "global tensor " + nameOf(P) +
                               " is viewed with two element types (" +
                               getDTypeInfo(It->second).Name + " and " +
                               getDTypeInfo(T).Name + "): a PTO global "
                               "tensor has one element type; view it as " +
                               getDTypeInfo(It->second).Name +
                               " everywhere and convert the loaded tiles "
                               "(pto.tcvt)");
      }

  SmallVector<PTOValue, 8> Sig;
  int64_t Expect = 0;
  for (auto [Idx, R] : Args) {
    if (Idx != Expect++)
      return fail(nullptr, "internal error: function argument " +
                               Twine(Expect - 1) + " has no ARG instruction");
    std::string Ty;
    if (MRI.getRegClass(R)->getID() == AscendPTO::GMRegClassID) {
      auto It = PtrTypes.find(R);
      Ty = (Twine("!pto.ptr<") +
            (It == PtrTypes.end() ? "i8" : getDTypeInfo(It->second).Name) +
            ">")
               .str();
    } else {
      Ty = scalarType(R);
    }
    Sig.push_back({nameOf(R), Ty});
  }

  // Kernel kind: an attribute may say; else cube if any cube memory is used.
  std::string Kind = "vector";
  Attribute KindAttr = F.getFnAttribute("pto.kernel_kind");
  if (KindAttr.isValid()) {
    Kind = KindAttr.getValueAsString().str();
    if (Kind != "vector" && Kind != "cube")
      return fail(nullptr, "attribute \"pto.kernel_kind\" must be \"vector\" "
                           "or \"cube\", not \"" +
                               Kind + "\"");
  } else {
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &MI : MBB)
        for (const MachineOperand &MO : MI.operands())
          if (MO.isReg() && MO.getReg().isVirtual())
            if (std::optional<MemSpace> S =
                    getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())
                                               ->getID()))
              if (*S != MemSpace::Vec)
                Kind = "cube";
  }

  // The body; constants are collected on the way and printed first.
  std::vector<PTOOp> Body;
  // Name constants defined in MIR after their values.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.getOpcode() == AscendPTO::CONST_INT) {
        Register R = MI.getOperand(0).getReg();
        std::string T = scalarType(R);
        int64_t V = MI.getOperand(1).getImm();
        std::string Val = T == "i1" ? (V ? "true" : "false")
                                    : std::to_string(V);
        // The magnitude in unsigned arithmetic: -V overflows for INT64_MIN.
        uint64_t Mag = V < 0 ? 0 - uint64_t(V) : uint64_t(V);
        std::string Hint =
            T == "i1" ? Val
                      : (V < 0 ? "c_neg" : "c") + std::to_string(Mag) +
                            (T == "index" ? "" : "_" + T);
        Names[R] = constant(T, Val, Hint);
      } else if (MI.getOpcode() == AscendPTO::CONST_FP) {
        Register R = MI.getOperand(0).getReg();
        std::string T = scalarType(R);
        const ConstantFP *C = MI.getOperand(1).getFPImm();
        APFloat V = C->getValueAPF();
        bool LosesInfo;
        // Print decimal when it reads back exactly, else the bit pattern.
        SmallString<32> Dec;
        V.toString(Dec, /*FormatPrecision=*/0, /*FormatMaxPadding=*/0,
                   /*TruncateZero=*/false);
        APFloat Back(V.getSemantics());
        std::string Val;
        if (Back.convertFromString(Dec, APFloat::rmNearestTiesToEven) &&
            Back.bitwiseIsEqual(V) && V.isFinite()) {
          Val = Dec.str().str();
          if (StringRef(Val).find_first_of(".eE") == StringRef::npos)
            Val += ".0";
        } else {
          APInt Bits = V.bitcastToAPInt();
          Val = "0x" + utohexstr(Bits.getZExtValue(), /*LowerCase=*/false,
                                 Bits.getBitWidth() / 4);
        }
        (void)LosesInfo;
        Names[R] = constant(T, Val, "cst");
      }
    }
  // Arguments keep their names; give them out before the body.
  for (const PTOValue &A : Sig)
    (void)A;

  Scopes.emplace_back();
  if (!computeTileTypes())
    return false;
  computeRuntimeValid();
  chooseColumnLayouts();
  if (!emitRegion(Tree, Body) ||
      Failed)
    return false;

  Func.Name = "func.func";
  Func.Custom = "func.func " + mlirSymbolRef(F.getName()) + "(";
  {
    ListSeparator LS(", ");
    for (const PTOValue &A : Sig)
      Func.Custom += StringRef(LS).str() + A.Name + ": " + A.Type;
  }
  std::string KindAttrText =
      "pto.kernel_kind = #pto.kernel_kind<" + Kind + ">";
  Func.Custom += ") attributes {" + KindAttrText + "}";
  std::string FnType = "(";
  {
    ListSeparator LS(", ");
    for (const PTOValue &A : Sig)
      FnType += StringRef(LS).str() + A.Type;
  }
  FnType += ") -> ()";
  Func.Properties = "function_type = " + FnType +
                    ", sym_name = " + mlirStringLiteral(F.getName());
  Func.Attributes = KindAttrText;
  PTORegion Region;
  Region.Args.assign(Sig.begin(), Sig.end());
  // Constants first: index, then i64, then the rest.
  auto AddConst = [&](const std::string &T, const std::string &V,
                      const std::string &N) {
    PTOOp C;
    C.Name = "arith.constant";
    C.Results = {N};
    C.ResultTypes = {T};
    std::string Attr = (T == "i1") ? V : V + " : " + T;
    C.Properties = "value = " + Attr;
    C.Custom = N + " = arith.constant " + (T == "i1" ? V : V + " : " + T);
    Region.Ops.push_back(std::move(C));
  };
  SmallVector<std::tuple<std::string, int64_t, std::string>, 16> Idx, I64;
  for (auto &[Key, N] : IntConsts) {
    auto &Dst = Key.first == "index" ? Idx : I64;
    int64_t V = 0;
    StringRef(Key.second).getAsInteger(10, V);
    Dst.push_back({Key.first, V, N});
  }
  llvm::sort(Idx, [](const auto &A, const auto &B) {
    return std::get<1>(A) < std::get<1>(B);
  });
  llvm::sort(I64, [](const auto &A, const auto &B) {
    return std::get<1>(A) < std::get<1>(B);
  });
  for (auto &[T, V, N] : Idx)
    AddConst(T, std::to_string(V), N);
  for (auto &[T, V, N] : I64)
    AddConst(T, std::to_string(V), N);
  for (auto &[Key, N] : OtherConsts)
    AddConst(Key.first, Key.second, N);
  for (PTOOp &Op : Body)
    Region.Ops.push_back(std::move(Op));
  PTOOp Ret;
  Ret.Name = "func.return";
  Ret.Custom = "return";
  Region.Ops.push_back(std::move(Ret));
  Func.Regions.push_back(std::move(Region));
  return true;
}

//===----------------------------------------------------------------------===//
// The pass.
//===----------------------------------------------------------------------===//

namespace {

class AscendPTOEmitter : public MachineFunctionPass {
public:
  static char ID;
  explicit AscendPTOEmitter(raw_pwrite_stream *Out = nullptr,
                            StringRef CPU = "")
      : MachineFunctionPass(ID), Out(Out), CPU(CPU.str()) {}

  StringRef getPassName() const override { return "AscendPTO PTO Emitter"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachinePostDominatorTreeWrapperPass>();
    AU.addRequired<MachineDominatorTreeWrapperPass>();
    AU.addRequired<SlotIndexesWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
  bool doFinalization(Module &M) override;

private:
  raw_pwrite_stream *Out;
  /// -mcpu, for a module without functions.
  std::string CPU;
  std::string Arch;
  std::vector<PTOOp> Funcs;
};

} // namespace

char AscendPTOEmitter::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOEmitter, DEBUG_TYPE, "AscendPTO PTO Emitter",
                      false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachinePostDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(SlotIndexesWrapperPass)
INITIALIZE_PASS_END(AscendPTOEmitter, DEBUG_TYPE, "AscendPTO PTO Emitter",
                    false, false)

FunctionPass *llvm::createAscendPTOEmitterPass(raw_pwrite_stream &Out,
                                               StringRef CPU) {
  return new AscendPTOEmitter(&Out, CPU);
}

bool AscendPTOEmitter::runOnMachineFunction(MachineFunction &MF) {
  const auto &STI = MF.getSubtarget<AscendPTOSubtarget>();
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  if (MFI->hasFailed())
    return false;
  if (!MFI->isPlanned()) {
    reportError(MF.getFunction(),
                "the function reached the emitter without a plan "
                "(machineFunctionInfo.planned is false: run "
                "ascendpto-buffer-coloring first)");
    return false;
  }
  // Whatever pass produced the plan, the validator sees it before it is
  // printed.
  if (!verifyPlan(MF, getAnalysis<SlotIndexesWrapperPass>().getSI(),
                  getAnalysis<MachineDominatorTreeWrapperPass>().getDomTree(),
                  getAnalysis<MachineLoopInfoWrapperPass>().getLI())) {
    MFI->setFailed();
    return false;
  }
  if (Arch.empty())
    Arch = STI.getArchName().str();
  else if (Arch != STI.getArchName()) {
    reportError(MF.getFunction(),
                "all kernels of a PTO module must target one architecture; "
                "this one targets " +
                    STI.getArchName() + ", an earlier one " + Arch);
    return false;
  }
  Structurizer S(MF, getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
                 getAnalysis<MachinePostDominatorTreeWrapperPass>()
                     .getPostDomTree());
  SRegion Tree;
  std::string Why;
  if (!S.run(Tree, Why)) {
    reportError(MF.getFunction(), Why);
    return false;
  }
  PTOOp Func;
  if (FunctionEmitter(MF, Tree, S,
                      getAnalysis<MachineDominatorTreeWrapperPass>()
                          .getDomTree())
          .build(Func))
    Funcs.push_back(std::move(Func));
  return false;
}

bool AscendPTOEmitter::doFinalization(Module &M) {
  if (!Out)
    return false;
  if (Arch.empty()) {
    // No function: the architecture of -mcpu (ascend910b by default).
    const ProcessorInfo *P = lookupProcessor(
        CPU.empty() || CPU == "generic" ? StringRef("ascend910b")
                                        : StringRef(CPU));
    Arch = P ? getArchName(P->PTOArch).str() : "a2a3";
  }
  PTOOp Mod;
  Mod.Name = "builtin.module";
  Mod.Attributes = "pto.target_arch = \"" + Arch + "\"";
  Mod.Custom = "module attributes {" + Mod.Attributes + "}";
  PTORegion R;
  R.Ops = std::move(Funcs);
  Mod.Regions.push_back(std::move(R));
  if (EmitGeneric)
    Mod.printGeneric(*Out, 0);
  else
    Mod.printCustom(*Out, 0);
  Funcs.clear();
  return false;
}
