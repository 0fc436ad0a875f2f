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
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTileType.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
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
  OS << "\n";
}

void PTOOp::printCustom(raw_ostream &OS, unsigned Indent) const {
  if (Regions.empty()) {
    OS.indent(Indent) << Custom << "\n";
    return;
  }
  // Region ops: Custom is the header up to the first '{'; each further
  // region is introduced by its RegionSeparators entry (`} else {`).
  OS.indent(Indent) << Custom << " {\n";
  for (auto [I, R] : enumerate(Regions)) {
    if (I)
      OS.indent(Indent) << RegionSeparators[I - 1] << "\n";
    for (const PTOOp &Op : R.Ops)
      Op.printCustom(OS, Indent + 2);
  }
  OS.indent(Indent) << "}\n";
}

//===----------------------------------------------------------------------===//
// Building the tree from MIR.
//===----------------------------------------------------------------------===//

namespace {

/// Builds the PTOOp tree of one machine function.
class FunctionEmitter {
public:
  FunctionEmitter(const MachineFunction &MF)
      : MF(MF), MRI(MF.getRegInfo()),
        STI(MF.getSubtarget<AscendPTOSubtarget>()), F(MF.getFunction()),
        MFI(*MF.getInfo<AscendPTOMachineFunctionInfo>()) {}

  /// Returns false after reporting an error.
  bool build(PTOOp &Func);

private:
  const MachineFunction &MF;
  const MachineRegisterInfo &MRI;
  const AscendPTOSubtarget &STI;
  const Function &F;
  const AscendPTOMachineFunctionInfo &MFI;

  StringSet<> UsedNames;
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

  bool emitBody(SmallVectorImpl<PTOOp> &Ops);
  bool emitInstr(const MachineInstr &MI, SmallVectorImpl<PTOOp> &Ops);
  bool emitScalar(const MachineInstr &MI, const ScalarOpInfo &Info,
                  SmallVectorImpl<PTOOp> &Ops);
  bool emitTileOp(const MachineInstr &MI, const TileOpInfo &Op,
                  SmallVectorImpl<PTOOp> &Ops);
  /// The `pto.alloc_tile` of tile \p R at its planned address, with
  /// \p Valid (two `index` values) for a dynamic valid shape.
  PTOOp allocTile(Register R, const TileType &Ty, const MachineInstr &MI,
                  ArrayRef<std::string> Valid = {});
  std::string viewType(Register View) const;
};

} // namespace

std::string FunctionEmitter::freshName(StringRef Base) {
  // MLIR value names: letters, digits and $._- ; keep them readable.
  std::string Clean;
  for (char C : Base)
    Clean += (isAlnum(C) || C == '_' || C == '$' || C == '.' || C == '-')
                 ? C
                 : '_';
  if (Clean.empty())
    Clean = "v";
  std::string Name = Clean;
  for (unsigned N = 0; UsedNames.count(Name); ++N)
    Name = Clean + "_" + std::to_string(N);
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
  return constant("index", std::to_string(V),
                  V < 0 ? "c_neg" + std::to_string(-V)
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

PTOOp FunctionEmitter::allocTile(Register R, const TileType &Ty,
                                 const MachineInstr &MI,
                                 ArrayRef<std::string> Valid) {
  std::optional<uint64_t> Off = MFI.getTileOffset(R);
  PTOOp Op;
  std::string Name = nameOf(R);
  std::string Addr = i64Const(Off ? int64_t(*Off) : 0);
  if (!Off)
    fail(&MI, "internal error: tile " + Name + " has no planned address");
  Op.Name = "pto.alloc_tile";
  Op.Results = {Name};
  Op.ResultTypes = {Ty.str()};
  Op.Operands = {{Addr, "i64"}};
  Op.Custom = Name + " = pto.alloc_tile addr = " + Addr;
  if (Valid.size() == 2) {
    Op.Operands.push_back({Valid[0], "index"});
    Op.Operands.push_back({Valid[1], "index"});
    Op.Properties = "operandSegmentSizes = array<i32: 1, 1, 1>";
    Op.Custom += " valid_row = " + Valid[0] + " valid_col = " + Valid[1];
  } else {
    Op.Properties = "operandSegmentSizes = array<i32: 1, 0, 0>";
  }
  Op.Custom += " : " + Ty.str();
  return Op;
}

bool FunctionEmitter::emitScalar(const MachineInstr &MI,
                                 const ScalarOpInfo &Info,
                                 SmallVectorImpl<PTOOp> &Ops) {
  auto Use = [&](unsigned I) { return nameOf(MI.getOperand(I).getReg()); };
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
  Ops.push_back(std::move(Op));
  return true;
}

bool FunctionEmitter::emitTileOp(const MachineInstr &MI, const TileOpInfo &Op,
                                 SmallVectorImpl<PTOOp> &Ops) {
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  std::string Mn = (Twine("pto.") + Op.Mnemonic).str();

  if (Op.Form == PrintForm::TensorView) {
    Register D = MI.getOperand(0).getReg();
    int64_t Code = MI.getOperand(1).getImm();
    if (Code < 0 || Code >= int64_t(NumDTypes))
      return fail(&MI, "malformed element type code on a tensor view");
    ViewElemTypes[D] = DType(Code);
    std::string Ptr = nameOf(MI.getOperand(2).getReg());
    std::string D0 = nameOf(MI.getOperand(3).getReg()),
                D1 = nameOf(MI.getOperand(4).getReg()),
                S0 = nameOf(MI.getOperand(5).getReg()),
                S1 = nameOf(MI.getOperand(6).getReg());
    std::string VT = viewType(D);
    PTOOp V;
    V.Name = Mn;
    V.Results = {nameOf(D)};
    V.ResultTypes = {VT};
    V.Operands = {{Ptr, (Twine("!pto.ptr<") + getDTypeInfo(DType(Code)).Name +
                         ">")
                            .str()},
                  {D0, "index"},
                  {D1, "index"},
                  {S0, "index"},
                  {S1, "index"}};
    V.Attributes = "layout = #pto.layout<nd>";
    V.Custom = nameOf(D) + " = " + Mn + " " + Ptr + ", shape = [" + D0 +
               ", " + D1 + "], strides = [" + S0 + ", " + S1 +
               "] {layout = #pto.layout<nd>} : " + VT;
    Ops.push_back(std::move(V));
    return true;
  }

  // The result tiles.
  SmallVector<Register, 2> Results;
  SmallVector<TileType, 2> ResTys;
  for (unsigned K = 0; K < Op.NumResults; ++K) {
    Register Res = MI.getOperand(K).getReg();
    TileType Ty;
    std::string Why;
    std::optional<MemSpace> S =
        getMemSpaceForRegClass(MRI.getRegClass(Res)->getID());
    if (!S || !TileType::fromMachineInstr(MI, *S, Ty, &Why, K))
      return fail(&MI, "malformed tile type: " + Why);
    TileTypes[Res] = Ty;
    Results.push_back(Res);
    ResTys.push_back(Ty);
  }

  // Operands, in IR order (a variadic operand's registers in place).
  auto TileOperand = [&](Register R) -> std::optional<PTOValue> {
    auto It = TileTypes.find(R);
    if (It == TileTypes.end())
      return std::nullopt;
    return PTOValue{nameOf(R), It->second.str()};
  };
  SmallVector<PTOValue, 6> Ins;
  SmallVector<std::string, 2> AttrList;
  std::optional<PTOValue> ViewOperand;
  SmallVector<std::string, 2> Offsets;
  for (auto [I, O] : enumerate(Opnds)) {
    if (O.MIOperand < 0)
      continue;
    unsigned End = O.Variadic ? MI.getNumOperands() : O.MIOperand + 1;
    for (unsigned K = O.MIOperand; K < End; ++K) {
      const MachineOperand &MO = MI.getOperand(K);
      switch (O.Role) {
      case OperandRole::Attr: {
        const OpAttrInfo &A = getOpAttrs()[O.AttrIndex];
        int64_t V = MO.getImm();
        if (V < 0)
          break;
        if (V >= int64_t(A.NumValues))
          return fail(&MI, "malformed attribute value " + Twine(V));
        AttrList.push_back((Twine(A.Key) + " = " + A.Prefix +
                            getAttrValues(A)[V] + A.Suffix)
                               .str());
        break;
      }
      case OperandRole::View:
        ViewOperand = PTOValue{nameOf(MO.getReg()), viewType(MO.getReg())};
        break;
      case OperandRole::Offset:
        Offsets.push_back(nameOf(MO.getReg()));
        if (Op.Form == PrintForm::DPS)
          Ins.push_back({nameOf(MO.getReg()), "index"});
        break;
      case OperandRole::Scalar:
        Ins.push_back({nameOf(MO.getReg()), scalarType(MO.getReg())});
        break;
      case OperandRole::Ptr:
        Ins.push_back({nameOf(MO.getReg()), "!pto.ptr<f32>"});
        break;
      default: {
        std::optional<PTOValue> V = TileOperand(MO.getReg());
        if (!V)
          return fail(&MI, "operand " + nameOf(MO.getReg()) +
                               " is not a tile defined before its use");
        // An in-place op may print its reused input only as the output.
        if (int(I) == Op.OutputReusesInput && !Op.ReusedInputInIns)
          break;
        Ins.push_back(*V);
        break;
      }
      }
    }
  }
  for (const char *A : getFixedAttrs(Op))
    AttrList.push_back(A);
  std::string Attrs = join(AttrList, ", ");

  // An in-place result of the reused input's type is that input's handle;
  // another type gets its own handle on the same bytes (the planner has
  // colocated them).
  if (Op.OutputReusesInput >= 0 && Op.NumResults == 1) {
    Register In = MI.getOperand(Opnds[Op.OutputReusesInput].MIOperand).getReg();
    auto It = TileTypes.find(In);
    if (It != TileTypes.end() && It->second.Space == ResTys[0].Space &&
        It->second.sameShapeAndType(ResTys[0]) &&
        MFI.getTileOffset(In) == MFI.getTileOffset(Results[0]))
      Names[Results[0]] = nameOf(In);
    else
      Ops.push_back(allocTile(Results[0], ResTys[0], MI));
  }

  switch (Op.Form) {
  case PrintForm::Alloc:
  case PrintForm::View: {
    // A fresh tile, or a new handle on a source's bytes.
    if (Op.NumResults != 1)
      return fail(&MI, "internal error: " + Mn + " must define one tile");
    SmallVector<std::string, 2> Valid;
    if (Op.DynamicValid) {
      if (Offsets.size() != 2)
        return fail(&MI, Mn + " needs the valid rows and cols");
      Valid = Offsets;
    }
    Ops.push_back(allocTile(Results[0], ResTys[0], MI, Valid));
    return true;
  }
  case PrintForm::Reshape:
  case PrintForm::Subset: {
    // `%r = pto.treshape %src : T -> T2`,
    // `%r = pto.subset %src[%i, %j] sizes [R, C] : T`.
    Register Src = MI.getOperand(Opnds[0].MIOperand).getReg();
    std::optional<PTOValue> S = TileOperand(Src);
    if (!S || Op.NumResults != 1)
      return fail(&MI, "internal error: malformed " + Mn);
    std::string R = nameOf(Results[0]), RT = ResTys[0].str();
    PTOOp P;
    P.Name = Mn;
    P.Results = {R};
    P.ResultTypes = {RT};
    P.Operands = {*S};
    if (Op.Form == PrintForm::Reshape) {
      P.Custom = R + " = " + Mn + " " + S->Name + " : " + S->Type + " -> " + RT;
    } else {
      if (Offsets.size() != 2)
        return fail(&MI, Mn + " needs a row and a col offset");
      P.Operands.push_back({Offsets[0], "index"});
      P.Operands.push_back({Offsets[1], "index"});
      P.Properties = "sizes = [" + std::to_string(ResTys[0].Rows) + ", " +
                     std::to_string(ResTys[0].Cols) + "]";
      P.Custom = R + " = " + Mn + " " + S->Name + "[" + Offsets[0] + ", " +
                 Offsets[1] + "] sizes [" + std::to_string(ResTys[0].Rows) +
                 ", " + std::to_string(ResTys[0].Cols) + "] : " + S->Type;
    }
    Ops.push_back(std::move(P));
    return true;
  }
  default:
    break;
  }

  // tload / tprefetch / tstore go through a partition view of the window.
  std::optional<PTOValue> Partition;
  if (Op.Form == PrintForm::Load || Op.Form == PrintForm::Store) {
    if (!ViewOperand || Offsets.size() != 2)
      return fail(&MI, Mn + " needs a tensor view and two offsets");
    const TileType &T = Op.Form == PrintForm::Load
                            ? ResTys[0]
                            : TileTypes[MI.getOperand(Opnds[0].MIOperand)
                                            .getReg()];
    int64_t R = T.ValidRows == TileType::Dynamic ? T.Rows : T.ValidRows;
    int64_t C = T.ValidCols == TileType::Dynamic ? T.Cols : T.ValidCols;
    Register ViewReg = MI.getOperand(Opnds[Op.Form == PrintForm::Load ? 0 : 1]
                                         .MIOperand)
                           .getReg();
    std::string Elem = getDTypeInfo(ViewElemTypes.lookup(ViewReg)).Name;
    std::string PT = "!pto.partition_tensor_view<" + std::to_string(R) + "x" +
                     std::to_string(C) + "x" + Elem + ">";
    std::string PName = freshName("pv");
    std::string SR = indexConst(R), SC = indexConst(C);
    PTOOp PV;
    PV.Name = "pto.partition_view";
    PV.Results = {PName};
    PV.ResultTypes = {PT};
    PV.Operands = {*ViewOperand,       {Offsets[0], "index"},
                   {Offsets[1], "index"}, {SR, "index"},
                   {SC, "index"}};
    PV.Properties = "operandSegmentSizes = array<i32: 1, 2, 2>";
    PV.Custom = PName + " = pto.partition_view " + ViewOperand->Name +
                ", offsets = [" + Offsets[0] + ", " + Offsets[1] +
                "], sizes = [" + SR + ", " + SC + "] : " + ViewOperand->Type +
                " -> " + PT;
    Ops.push_back(std::move(PV));
    Partition = PTOValue{PName, PT};
  }

  // Each result's alloc_tile (an in-place result was handled above).
  if (Op.OutputReusesInput < 0)
    for (auto [K, R] : enumerate(Results))
      Ops.push_back(allocTile(R, ResTys[K], MI));

  // ins(...) outs(...).
  SmallVector<PTOValue, 6> In, Out;
  if (Op.Form == PrintForm::Load)
    In.push_back(*Partition);
  else
    In.append(Ins.begin(), Ins.end());
  if (Op.Form == PrintForm::Store)
    Out.push_back(*Partition);
  for (auto [K, R] : enumerate(Results))
    Out.push_back({nameOf(R), ResTys[K].str()});
  for (const char *T : getExtraOuts(Op))
    Out.push_back({constant(T, "dense<0>", "cst_" + std::string(
                                                         Mn.substr(4))),
                   T});

  std::string AttrDict = Attrs.empty() ? "" : "{" + Attrs + "}";
  std::string S = Mn + " ins(";
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

  PTOOp P;
  P.Name = Mn;
  P.Operands.append(In.begin(), In.end());
  P.Operands.append(Out.begin(), Out.end());
  P.Attributes = Attrs;
  P.Custom = S;
  Ops.push_back(std::move(P));
  return true;
}

bool FunctionEmitter::emitInstr(const MachineInstr &MI,
                                SmallVectorImpl<PTOOp> &Ops) {
  if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
    return emitTileOp(MI, *Op, Ops);
  if (const ScalarOpInfo *Info = getScalarOpInfo(MI.getOpcode()))
    return emitScalar(MI, *Info, Ops);
  return fail(&MI, "internal error: no PTO form for machine instruction " +
                       Twine(STI.getInstrInfo()->getName(MI.getOpcode())));
}

bool FunctionEmitter::emitBody(SmallVectorImpl<PTOOp> &Ops) {
  if (MF.size() != 1)
    return fail(nullptr, "control flow is not supported by this emitter");
  for (const MachineInstr &MI : MF.front())
    if (!emitInstr(MI, Ops))
      return false;
  return true;
}

bool FunctionEmitter::build(PTOOp &Func) {
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
                               getDTypeInfo(T).Name + ")");
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
  SmallVector<PTOOp, 64> Body;
  // Name constants defined in MIR after their values.
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      if (MI.getOpcode() == AscendPTO::CONST_INT) {
        Register R = MI.getOperand(0).getReg();
        std::string T = scalarType(R);
        int64_t V = MI.getOperand(1).getImm();
        std::string Val = T == "i1" ? (V ? "true" : "false")
                                    : std::to_string(V);
        std::string Hint =
            T == "i1" ? Val
            : T == "index"
                ? (V < 0 ? "c_neg" + std::to_string(-V)
                         : "c" + std::to_string(V))
                : (V < 0 ? "c_neg" + std::to_string(-V)
                         : "c" + std::to_string(V)) +
                      "_" + T;
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

  if (!emitBody(Body) || Failed)
    return false;

  Func.Name = "func.func";
  Func.Custom = "func.func @" + F.getName().str() + "(";
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
  Func.Properties = "function_type = " + FnType + ", sym_name = \"" +
                    F.getName().str() + "\"";
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
  explicit AscendPTOEmitter(raw_pwrite_stream *Out = nullptr)
      : MachineFunctionPass(ID), Out(Out) {}

  StringRef getPassName() const override { return "AscendPTO PTO Emitter"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
  bool doFinalization(Module &M) override;

private:
  raw_pwrite_stream *Out;
  std::string Arch;
  std::vector<PTOOp> Funcs;
};

} // namespace

char AscendPTOEmitter::ID = 0;

INITIALIZE_PASS(AscendPTOEmitter, DEBUG_TYPE, "AscendPTO PTO Emitter", false,
                false)

FunctionPass *llvm::createAscendPTOEmitterPass(raw_pwrite_stream &Out) {
  return new AscendPTOEmitter(&Out);
}

bool AscendPTOEmitter::runOnMachineFunction(MachineFunction &MF) {
  const auto &STI = MF.getSubtarget<AscendPTOSubtarget>();
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  if (MFI->hasFailed())
    return false;
  if (!MFI->isPlanned()) {
    reportError(MF.getFunction(),
                "internal error: the function reached the emitter unplanned");
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
  PTOOp Func;
  if (FunctionEmitter(MF).build(Func))
    Funcs.push_back(std::move(Func));
  return false;
}

bool AscendPTOEmitter::doFinalization(Module &M) {
  if (!Out)
    return false;
  if (Arch.empty())
    Arch = "a2a3";
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
