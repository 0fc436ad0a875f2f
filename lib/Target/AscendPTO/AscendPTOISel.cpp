//===- AscendPTOISel.cpp - Select PTO instructions from LLVM IR -----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The instruction selector of AscendPTO: a direct translation of a kernel's
/// LLVM IR into SSA MIR. Every IR instruction a kernel may contain maps to at
/// most one machine instruction, so there is nothing for SelectionDAG's
/// combining and scheduling to do, and SelectionDAG would erase the one fact
/// the backend lives on: the address space (memory space) of every tile
/// pointer. GlobalISel would keep it, but only to run a legalizer and a
/// register-bank selector that have nothing to decide. So this pass builds
/// the machine function itself, as GlobalISel's IRTranslator does:
///
///  - each `call @pto.<op>` is looked up in the generated op table
///    (AscendPTOTables.h) by its callee name; the table gives the operands
///    by role, the result's memory space and type rules, and the machine
///    opcode. The result becomes a virtual register of its space's class,
///    and its static type (AscendPTOTileType.h) is written on the
///    instruction as six immediates;
///  - scalar arithmetic, comparisons, selects and casts become `arith`
///    instructions (td/AscendPTOScalarOps.td), constants become CONST_*,
///    arguments ARG_*, branches BR/BRCOND/RET and phis PHI.
///
/// Anything else is a user error, reported through the LLVMContext with the
/// function, the instruction and the rule; the function is then left empty
/// and llc exits with status 1.
///
//===----------------------------------------------------------------------===//

#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOLegality.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTensorView.h"
#include "AscendPTOTileType.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-isel"

namespace {

/// The state of one tile-op call while it is translated: the op, its
/// operands as they are read, the result's space and type, and the
/// instruction's results. Each translate/check helper of a tile call reads
/// and fills it (GlobalISel's IRTranslator style: one small helper per
/// operand role and per step).
struct TileCall {
  TileCall(const CallInst &CI, const TileOpInfo &Op, Arch A)
      : CI(CI), Op(Op), Opnds(getOperands(Op)),
        Callee(CI.getCalledOperand()->stripPointerCasts()->getName()),
        OpName(Op.IRName), TargetArch(A), DL(CI.getDebugLoc()) {}
  const CallInst &CI;
  const TileOpInfo &Op;
  ArrayRef<TileOperandInfo> Opnds;
  StringRef Callee;
  std::string OpName;
  Arch TargetArch;
  const DebugLoc &DL;
  /// The operand of each IR argument.
  SmallVector<unsigned, 8> ArgOperand;
  const TileOperandInfo *Variadic = nullptr;
  unsigned NumVariadicArgs = 0;
  std::optional<DType> SuffixType;
  std::optional<MemSpace> SuffixSpace;
  /// Per operand: the attribute value (-2: not given), or the declared
  /// buffer's index.
  SmallVector<int64_t, 4> AttrValue;
  SmallVector<StringRef, 4> LayoutMods;
  SmallVector<SmallVector<Register, 1>, 8> Regs;
  SmallVector<SmallVector<TileType, 1>, 8> Types;
  /// The compile-time extents (RoleShape operands).
  SmallVector<int64_t, 2> Shape;
  std::optional<MemSpace> ResSpace;
  TileType ResTy;
  /// The space pair of a copy, if the op has pairs.
  const MovePairInfo *Pair = nullptr;
  SmallVector<Register, 2> Results;

  const TileType &tileOf(int I) const { return Types[I].front(); }
};

/// Thrown-free error propagation: every translate* returns false after
/// reporting.
class AscendPTOISel : public MachineFunctionPass {
public:
  static char ID;
  AscendPTOISel() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO Instruction Selection";
  }

  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  MachineFunction *MF = nullptr;
  MachineRegisterInfo *MRI = nullptr;
  const AscendPTOSubtarget *STI = nullptr;
  const TargetInstrInfo *TII = nullptr;
  const Function *F = nullptr;

  DenseMap<const Value *, Register> ValueMap;
  DenseMap<const BasicBlock *, MachineBasicBlock *> BBMap;
  DenseMap<Register, TileType> TileTypes;
  /// The element type of each tensor view register.
  DenseMap<Register, DType> ViewTypes;
  /// The results of calls that define several tiles, read by extractvalue.
  DenseMap<const Value *, SmallVector<Register, 2>> MultiResults;
  /// Constants, materialised once in the entry block: (class, bits) -> reg.
  std::map<std::pair<unsigned, uint64_t>, Register> IntConstants;
  std::map<std::pair<unsigned, uint64_t>, Register> FPConstants;
  SmallVector<std::pair<const PHINode *, MachineInstr *>, 8> PendingPhis;
  StringSet<> UsedVRegNames;
  MachineBasicBlock *EntryMBB = nullptr;
  /// The last argument or constant of the entry block.
  MachineInstr *LastPrologueMI = nullptr;
  MachineBasicBlock::iterator prologueEnd();

  bool error(const Instruction *I, const Twine &Msg);
  bool error(const Twine &Msg);

  std::string describe(const Value *V) const;
  const TargetRegisterClass *getScalarClass(Type *Ty) const;
  Register createVReg(const TargetRegisterClass *RC, const Value *V,
                      StringRef Suffix = "");

  bool translateArguments();
  /// Slots and slot size of the declared buffer \p GV (its outermost array
  /// dimension, and the bytes of its element), within the limits of
  /// docs/diagnostics.md; false after an error.
  bool declaredBufferShape(const CallInst &CI, const Twine &What,
                           const GlobalVariable &GV, unsigned &Slots,
                           uint64_t &SlotBytes);
  bool translateBlock(const BasicBlock &BB);
  bool translateInstruction(const Instruction &I, MachineBasicBlock &MBB);
  bool translateTileCall(const CallInst &CI, const TileOpInfo &Op,
                         StringRef Modifiers, MachineBasicBlock &MBB);
  // The steps of translateTileCall, one helper each.
  bool mapArguments(TileCall &C);
  bool readModifiers(TileCall &C, StringRef Modifiers);
  bool translateTileOperand(TileCall &C, unsigned ArgNo, unsigned I,
                            MachineBasicBlock &MBB);
  bool translateScalarOperand(TileCall &C, unsigned ArgNo, unsigned I,
                              MachineBasicBlock &MBB);
  bool translateOffsetOperand(TileCall &C, unsigned ArgNo, unsigned I,
                              MachineBasicBlock &MBB);
  bool translateViewOperand(TileCall &C, unsigned ArgNo, unsigned I,
                            MachineBasicBlock &MBB);
  bool translatePtrOperand(TileCall &C, unsigned ArgNo, unsigned I,
                           MachineBasicBlock &MBB);
  bool translateShapeOperand(TileCall &C, unsigned ArgNo, unsigned I,
                             MachineBasicBlock &MBB);
  bool translateBufferOperand(TileCall &C, unsigned ArgNo, unsigned I,
                              MachineBasicBlock &MBB);
  bool translateOperand(TileCall &C, unsigned ArgNo, unsigned I,
                        MachineBasicBlock &MBB);
  bool translateTensorView(TileCall &C, MachineBasicBlock &MBB);
  bool checkSameTypeOperands(TileCall &C);
  bool resultSpace(TileCall &C);
  bool checkSpacePair(TileCall &C);
  bool resultType(TileCall &C);
  bool checkResultType(TileCall &C);
  bool checkNoResult(TileCall &C);
  bool checkTileLegality(TileCall &C);
  bool buildTileInstr(TileCall &C, MachineBasicBlock &MBB);
  bool recordPipelineMember(TileCall &C);
  bool translateIntrinsic(const IntrinsicInst &II, MachineBasicBlock &MBB);
  bool translateBranch(const Instruction &I, MachineBasicBlock &MBB);
  bool finishPhis();

  /// The register holding scalar \p V (materialising constants).
  Register getScalar(const Value *V, const Instruction *User, bool &Ok);
  /// The register holding \p V as PTO `index` (i64), casting if needed.
  Register getIndex(const Value *V, const Instruction *User,
                    MachineBasicBlock &MBB, bool &Ok);
  Register getIntConstant(const TargetRegisterClass *RC, int64_t V);
  ScalarOperand describeScalar(const Value *V) const;
  Register getFPConstant(const TargetRegisterClass *RC, const ConstantFP *C);
};

} // namespace

static std::string typeName(Type *Ty);

char AscendPTOISel::ID = 0;

INITIALIZE_PASS(AscendPTOISel, DEBUG_TYPE, "AscendPTO Instruction Selection",
                false, false)

FunctionPass *llvm::createAscendPTOISelPass() { return new AscendPTOISel(); }

bool AscendPTOISel::error(const Instruction *I, const Twine &Msg) {
  std::string Text;
  raw_string_ostream OS(Text);
  if (I) {
    std::string Inst;
    raw_string_ostream IOS(Inst);
    I->print(IOS);
    OS << Msg << " [in: " << StringRef(Inst).trim() << "]";
  } else {
    OS << Msg;
  }
  AscendPTO::reportError(*F, Text, I ? I->getDebugLoc() : DebugLoc());
  if (auto *MFI = MF->getInfo<AscendPTOMachineFunctionInfo>())
    MFI->setFailed();
  return false;
}

bool AscendPTOISel::error(const Twine &Msg) { return error(nullptr, Msg); }

std::string AscendPTOISel::describe(const Value *V) const {
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS, /*PrintType=*/true, F->getParent());
  return S;
}

const TargetRegisterClass *AscendPTOISel::getScalarClass(Type *Ty) const {
  if (Ty->isIntegerTy(1))
    return &AscendPTO::I1RegClass;
  if (Ty->isIntegerTy(8))
    return &AscendPTO::I8RegClass;
  if (Ty->isIntegerTy(16))
    return &AscendPTO::I16RegClass;
  if (Ty->isIntegerTy(32))
    return &AscendPTO::I32RegClass;
  if (Ty->isIntegerTy(64))
    return &AscendPTO::IDXRegClass;
  if (Ty->isHalfTy())
    return &AscendPTO::F16RegClass;
  if (Ty->isBFloatTy())
    return &AscendPTO::BF16RegClass;
  if (Ty->isFloatTy())
    return &AscendPTO::F32RegClass;
  return nullptr;
}

/// The name of the source variable \p V holds, from its debug records
/// (clang -g; at -O0 the variable's dbg.declare became a dbg.value when
/// ascendpto-prepare-ir promoted it), or "" without debug info.
static std::string sourceName(const Value *V) {
  if (!V || isa<Constant>(V))
    return "";
  SmallVector<DbgVariableRecord *, 2> Records;
  findDbgValues(const_cast<Value *>(V), Records);
  for (const DbgVariableRecord *R : Records)
    if (const DILocalVariable *Var = R->getVariable())
      if (!Var->getName().empty())
        return Var->getName().str();
  return "";
}

Register AscendPTOISel::createVReg(const TargetRegisterClass *RC,
                                   const Value *V, StringRef Suffix) {
  Register R = MRI->createVirtualRegister(RC);
  // Name virtual registers after IR values: MIR and PTO stay readable.
  // Unnamed arguments (clang -O2 drops names) are argN, as in MLIR.
  std::string Base = sourceName(V);
  if (!Base.empty())
    Base += Suffix;
  else if (V && V->hasName())
    Base = (V->getName() + Suffix).str();
  else if (const auto *A = dyn_cast_or_null<Argument>(V))
    Base = ("arg" + Twine(A->getArgNo()) + Suffix).str();
  if (!Base.empty()) {
    // MIR reads `%a.b` as a register with a subregister index: keep names
    // to letters, digits and underscores so that MIR round-trips.
    for (char &C : Base)
      if (!isAlnum(C) && C != '_')
        C = '_';
    if (isDigit(Base[0]))
      Base = "v" + Base;
    std::string Unique = Base;
    for (unsigned N = 1; UsedVRegNames.count(Unique); ++N)
      Unique = Base + "_" + std::to_string(N);
    UsedVRegNames.insert(Unique);
    MRI->insertVRegByName(Unique, R);
  }
  return R;
}

MachineBasicBlock::iterator AscendPTOISel::prologueEnd() {
  // Constants go after the arguments and the constants made so far, so
  // that they dominate every use.
  return LastPrologueMI ? std::next(LastPrologueMI->getIterator())
                        : EntryMBB->begin();
}

Register AscendPTOISel::getIntConstant(const TargetRegisterClass *RC,
                                       int64_t V) {
  Register &R = IntConstants[{RC->getID(), uint64_t(V)}];
  if (!R) {
    R = MRI->createVirtualRegister(RC);
    LastPrologueMI = BuildMI(*EntryMBB, prologueEnd(), DebugLoc(),
                             TII->get(AscendPTO::CONST_INT), R)
                         .addImm(V);
  }
  return R;
}

Register AscendPTOISel::getFPConstant(const TargetRegisterClass *RC,
                                      const ConstantFP *C) {
  uint64_t Bits = C->getValueAPF().bitcastToAPInt().getZExtValue();
  Register &R = FPConstants[{RC->getID(), Bits}];
  if (!R) {
    R = MRI->createVirtualRegister(RC);
    LastPrologueMI = BuildMI(*EntryMBB, prologueEnd(), DebugLoc(),
                             TII->get(AscendPTO::CONST_FP), R)
                         .addFPImm(C);
  }
  return R;
}

Register AscendPTOISel::getScalar(const Value *V, const Instruction *User,
                                  bool &Ok) {
  const TargetRegisterClass *RC = getScalarClass(V->getType());
  if (!RC) {
    Ok = error(User, "value " + describe(V) +
                         " has a type PTO has no scalar for (use i1, i8, "
                         "i16, i32, i64, half, bfloat or float)");
    return Register();
  }
  if (const auto *CI = dyn_cast<ConstantInt>(V))
    return getIntConstant(RC, V->getType()->isIntegerTy(1)
                                  ? int64_t(CI->getZExtValue())
                                  : CI->getSExtValue());
  if (const auto *CF = dyn_cast<ConstantFP>(V))
    return getFPConstant(RC, CF);
  if (isa<Constant>(V)) {
    Ok = error(User, "constant " + describe(V) +
                         " is not supported (undef, poison and constant "
                         "expressions have no PTO form)");
    return Register();
  }
  auto It = ValueMap.find(V);
  if (It == ValueMap.end()) {
    Ok = error(User, "value " + describe(V) + " has no PTO equivalent");
    return Register();
  }
  if (MRI->getRegClass(It->second) != RC) {
    Ok = error(User, "value " + describe(V) + " is not a scalar");
    return Register();
  }
  return It->second;
}

Register AscendPTOISel::getIndex(const Value *V, const Instruction *User,
                                 MachineBasicBlock &MBB, bool &Ok) {
  if (!V->getType()->isIntegerTy() || V->getType()->isIntegerTy(1)) {
    Ok = error(User, "value " + describe(V) +
                         " must be an integer (an offset or a size)");
    return Register();
  }
  if (V->getType()->getIntegerBitWidth() > 64) {
    Ok = error(User, "value " + describe(V) + " is wider than a PTO index "
                     "(i64): offsets and sizes are at most 64 bits");
    return Register();
  }
  if (const auto *CI = dyn_cast<ConstantInt>(V))
    return getIntConstant(&AscendPTO::IDXRegClass, CI->getSExtValue());
  Register R = getScalar(V, User, Ok);
  if (!Ok || V->getType()->isIntegerTy(64))
    return R;
  // PTO offsets and sizes are `index`; narrower integers are cast.
  Register Idx = createVReg(&AscendPTO::IDXRegClass, V, ".idx");
  BuildMI(MBB, MBB.end(), User->getDebugLoc(),
          TII->get(AscendPTO::INDEX_CAST), Idx)
      .addReg(R);
  return Idx;
}

bool AscendPTOISel::translateArguments() {
  for (const Argument &A : F->args()) {
    Type *Ty = A.getType();
    Register R;
    if (Ty->isPointerTy()) {
      unsigned AS = Ty->getPointerAddressSpace();
      if (AS != 0)
        return error("argument " + describe(&A) + " is a tile in address "
                     "space " + Twine(AS) + ": kernels receive global "
                     "tensors (ptr) and scalars, never tiles");
      R = createVReg(&AscendPTO::GMRegClass, &A);
      LastPrologueMI = BuildMI(*EntryMBB, EntryMBB->end(), DebugLoc(),
                               TII->get(AscendPTO::ARG_GM), R)
                           .addImm(A.getArgNo());
    } else {
      const TargetRegisterClass *RC = getScalarClass(Ty);
      if (!RC || Ty->isIntegerTy(1) || Ty->isIntegerTy(8))
        return error("argument " + describe(&A) +
                     " has a type PTO kernels cannot take (use ptr, i16, "
                     "i32, i64, half, bfloat or float)");
      R = createVReg(RC, &A);
      LastPrologueMI = BuildMI(*EntryMBB, EntryMBB->end(), DebugLoc(),
                               TII->get(AscendPTO::ARG_SCALAR), R)
                           .addImm(A.getArgNo());
    }
    ValueMap[&A] = R;
  }
  return true;
}

bool AscendPTOISel::declaredBufferShape(const CallInst &CI, const Twine &What,
                                        const GlobalVariable &GV,
                                        unsigned &Slots, uint64_t &SlotBytes) {
  // The sizes are multiplied here, with a check, rather than by DataLayout,
  // which wraps around 2^64 silently.
  Type *Ty = GV.getValueType();
  uint64_t NumSlots = 1;
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    NumSlots = AT->getNumElements();
    Ty = AT->getElementType();
  }
  uint64_t Elems = 1;
  bool Overflow = false;
  while (auto *AT = dyn_cast<ArrayType>(Ty)) {
    Elems = SaturatingMultiply(Elems, AT->getNumElements(), &Overflow);
    Ty = AT->getElementType();
  }
  std::string Name = ("@" + GV.getName()).str();
  if (!Ty->isIntegerTy() && !Ty->isFloatingPointTy())
    return error(&CI, What + ": the declared buffer " + Name + " must be an "
                             "array of integers or floating-point values, "
                             "not " + typeName(GV.getValueType()));
  uint64_t ElemBytes = F->getDataLayout().getTypeAllocSize(Ty);
  SlotBytes = SaturatingMultiply(Elems, ElemBytes, &Overflow);
  if (NumSlots == 0 || SlotBytes == 0)
    return error(&CI, What + ": the declared buffer " + Name +
                          " is empty (" + Twine(NumSlots) + " slots of " +
                          Twine(SlotBytes) + " bytes)");
  if (NumSlots > AscendPTODeclaredBuffer::MaxSlots)
    return error(&CI, What + ": the declared buffer " + Name + " has " +
                          Twine(NumSlots) + " slots, over the limit of " +
                          Twine(AscendPTODeclaredBuffer::MaxSlots) + " (2^20)");
  if (Overflow || SlotBytes > AscendPTODeclaredBuffer::MaxSlotBytes)
    return error(&CI, What + ": a slot of the declared buffer " + Name +
                          " is " +
                          (Overflow ? Twine("2^64 bytes or more")
                                    : Twine(SlotBytes) + " bytes") +
                          ", over the limit of " +
                          Twine(AscendPTODeclaredBuffer::MaxSlotBytes) +
                          " bytes (2^32; no on-chip memory is that large)");
  Slots = unsigned(NumSlots);
  return true;
}

bool AscendPTOISel::runOnMachineFunction(MachineFunction &Fn) {
  MF = &Fn;
  MRI = &Fn.getRegInfo();
  STI = &Fn.getSubtarget<AscendPTOSubtarget>();
  TII = STI->getInstrInfo();
  F = &Fn.getFunction();
  ValueMap.clear();
  BBMap.clear();
  TileTypes.clear();
  ViewTypes.clear();
  MultiResults.clear();
  IntConstants.clear();
  FPConstants.clear();
  PendingPhis.clear();
  UsedVRegNames.clear();
  LastPrologueMI = nullptr;
  EntryMBB = nullptr;

  // A function ascendpto-check-nesting refused (and reported) has no body
  // left to select.
  bool Ok = !F->hasFnAttribute(AscendPTO::RefusedFnAttr);
  if (!Ok)
    MF->getInfo<AscendPTOMachineFunctionInfo>()->setFailed();
  if (Ok && !STI->isValidCPU()) {
    std::string Known;
    for (const ProcessorInfo &P : getProcessors())
      Known += (Known.empty() ? "" : ", ") + std::string(P.Name);
    Ok = error("unknown AscendPTO CPU '" + STI->getCPUName() +
               "' (known: " + Known + "; -mcpu=help lists them)");
  }
  // The one feature (a5) is implied by the CPU; -mattr cannot change the
  // architecture, so any feature string is an error, not a silent no-op.
  if (Ok && !STI->getFeatureString().empty())
    Ok = error("-mattr (or \"target-features\") '" +
               STI->getFeatureString() +
               "' is not accepted: the PTO architecture follows the CPU "
               "(-mcpu=ascend910b for a2a3, -mcpu=ascend950 for a5), and the "
               "'a5' feature -mattr=help lists is implied by ascend950; "
               "remove -mattr");
  if (Ok && F->isVarArg())
    Ok = error("a PTO kernel cannot be variadic: its arguments are the "
               "global tensors and scalars it declares");
  if (Ok && F->hasPersonalityFn())
    Ok = error("exception handling (invoke, landingpad, a personality "
               "function: " + describe(F->getPersonalityFn()) +
               ") is not supported in a PTO kernel");
  if (Ok && !F->getReturnType()->isVoidTy())
    Ok = error("a PTO kernel must return void, not " +
               [&] {
                 std::string S;
                 raw_string_ostream OS(S);
                 F->getReturnType()->print(OS);
                 return S;
               }());

  // One machine block per IR block, in IR order.
  if (Ok) {
    for (const BasicBlock &BB : *F) {
      MachineBasicBlock *MBB = MF->CreateMachineBasicBlock(&BB);
      MF->push_back(MBB);
      BBMap[&BB] = MBB;
    }
    EntryMBB = BBMap[&F->getEntryBlock()];
    Ok = translateArguments();
  }
  // Translate in reverse post-order so that definitions precede their uses
  // (phis excepted); unreachable blocks are dropped.
  if (Ok) {
    ReversePostOrderTraversal<const Function *> RPOT(F);
    for (const BasicBlock *BB : RPOT)
      if (!(Ok = translateBlock(*BB)))
        break;
  }
  if (Ok)
    Ok = finishPhis();

  if (!Ok) {
    // Leave an empty, valid function behind; the error has been reported
    // and llc will exit with status 1.
    while (!MF->empty())
      MF->erase(MF->begin());
    MachineBasicBlock *MBB = MF->CreateMachineBasicBlock();
    MF->push_back(MBB);
    BuildMI(*MBB, MBB->end(), DebugLoc(), TII->get(AscendPTO::RET));
    MRI->clearVirtRegs();
    return true;
  }

  // Remove blocks that were never reached.
  for (const BasicBlock &BB : *F) {
    MachineBasicBlock *MBB = BBMap[&BB];
    if (MBB->empty() && MBB != EntryMBB) {
      for (MachineBasicBlock *S : SmallVector<MachineBasicBlock *, 2>(
               MBB->successors()))
        MBB->removeSuccessor(S);
      MF->erase(MBB);
    }
  }
  return true;
}

bool AscendPTOISel::translateBlock(const BasicBlock &BB) {
  MachineBasicBlock &MBB = *BBMap[&BB];
  for (const Instruction &I : BB)
    if (!translateInstruction(I, MBB))
      return false;
  return true;
}

bool AscendPTOISel::finishPhis() {
  for (auto [PN, MI] : PendingPhis) {
    MachineInstrBuilder MIB(*MF, MI);
    bool IsTile = PN->getType()->isPointerTy();
    Register Def = MI->getOperand(0).getReg();
    for (unsigned I = 0, E = PN->getNumIncomingValues(); I != E; ++I) {
      const Value *V = PN->getIncomingValue(I);
      MachineBasicBlock *Pred = BBMap[PN->getIncomingBlock(I)];
      Register R;
      if (IsTile) {
        auto It = ValueMap.find(V);
        if (It == ValueMap.end() || !TileTypes.count(It->second))
          return error(PN, "incoming value " + describe(V) +
                               " of a tile phi is not a tile");
        R = It->second;
        if (MRI->getRegClass(R) != MRI->getRegClass(Def))
          return error(PN, "incoming value " + describe(V) +
                               " is in another memory space than the phi");
        const TileType &A = TileTypes[R], &B = TileTypes[Def];
        if (!A.sameShapeAndType(B))
          return error(PN, "incoming tile " + describe(V) + " (" +
                               A.describe() + ") differs from the phi's "
                               "type (" + B.describe() + "): a carried tile "
                               "keeps one type");
      } else {
        bool Ok = true;
        R = getScalar(V, PN, Ok);
        if (!Ok)
          return false;
      }
      MIB.addReg(R).addMBB(Pred);
    }
  }
  return true;
}

/// `, did you mean 'pto.tadd'?` for a misspelled operation: the op of td/
/// closest to the mnemonic part of \p Name (suffixes aside), or "".
static std::string didYouMeanOp(StringRef Name) {
  StringRef Mnemonic = Name.drop_front(4).split('.').first;
  SmallVector<std::string, 0> Names;
  for (const TileOpInfo &Op : getTileOps())
    Names.push_back(StringRef(Op.IRName).drop_front(4).str());
  std::optional<std::string> Near = closestName(Mnemonic, Names);
  return Near ? ", did you mean 'pto." + *Near + "'?" : "";
}

bool AscendPTOISel::translateInstruction(const Instruction &I,
                                         MachineBasicBlock &MBB) {
  const DebugLoc &DL = I.getDebugLoc();
  bool Ok = true;

  if (const auto *PN = dyn_cast<PHINode>(&I)) {
    Type *Ty = PN->getType();
    const TargetRegisterClass *RC = nullptr;
    if (Ty->isPointerTy()) {
      std::optional<MemSpace> S =
          getMemSpaceForAddrSpace(Ty->getPointerAddressSpace());
      if (!S)
        return error(&I, "phi of a global pointer or tensor view is not "
                         "supported");
      RC = STI->getRegisterInfo()->getRegClass(getMemSpaceInfo(*S).RegClassID);
      Register R = createVReg(RC, PN);
      ValueMap[PN] = R;
      // The type comes from an incoming value already translated (the
      // preheader's init for a loop carry).
      bool Found = false;
      for (const Value *V : PN->incoming_values()) {
        auto It = ValueMap.find(V);
        if (It != ValueMap.end() && TileTypes.count(It->second)) {
          // Copy first: inserting R may grow the map and move the entry.
          TileType Ty = TileTypes.lookup(It->second);
          TileTypes[R] = Ty;
          Found = true;
          break;
        }
      }
      if (!Found)
        return error(&I, "tile phi has no incoming tile defined before it");
      MachineInstr *MI =
          BuildMI(MBB, MBB.end(), DL, TII->get(TargetOpcode::PHI), R);
      PendingPhis.push_back({PN, MI});
      return true;
    }
    RC = getScalarClass(Ty);
    if (!RC)
      return error(&I, "phi of an unsupported type");
    Register R = createVReg(RC, PN);
    ValueMap[PN] = R;
    MachineInstr *MI =
        BuildMI(MBB, MBB.end(), DL, TII->get(TargetOpcode::PHI), R);
    PendingPhis.push_back({PN, MI});
    return true;
  }

  if (const auto *CI = dyn_cast<CallInst>(&I)) {
    if (const auto *II = dyn_cast<IntrinsicInst>(CI))
      return translateIntrinsic(*II, MBB);
    // The callee as declared, even when the call's type differs from the
    // declaration's (a wrong operand count is diagnosed from the table).
    const auto *Callee =
        dyn_cast<Function>(CI->getCalledOperand()->stripPointerCasts());
    if (!Callee)
      return error(&I, "indirect calls are not supported in a PTO kernel");
    StringRef Name = Callee->getName();
    if (!Name.starts_with("pto."))
      return error(&I, "call to '" + Name +
                           "' is not supported: a PTO kernel may only call "
                           "pto.* tile operations");
    // The longest registered op name that prefixes the callee; what follows
    // is the dtype suffix and modifiers (tile-abi.md).
    StringRef Base = Name;
    while (true) {
      if (const TileOpInfo *Op = lookupTileOpByIRName(Base))
        return translateTileCall(*CI, *Op,
                                 Name.drop_front(Base.size()).ltrim('.'),
                                 MBB);
      size_t Dot = Base.rfind('.');
      if (Dot == StringRef::npos || Dot < 4)
        break;
      Base = Base.take_front(Dot);
    }
    return error(&I, "unknown PTO operation '" + Name +
                         "' (no pto.* op of that name in the op table" +
                         didYouMeanOp(Name) + "; see docs/op-properties.md)");
  }

  if (isa<BranchInst>(&I) || isa<ReturnInst>(&I))
    return translateBranch(I, MBB);

  // One result of an op defining several tiles: no instruction, the value
  // is the result's register.
  if (const auto *EV = dyn_cast<ExtractValueInst>(&I)) {
    auto It = MultiResults.find(EV->getAggregateOperand());
    if (It == MultiResults.end() || EV->getNumIndices() != 1 ||
        EV->getIndices()[0] >= It->second.size())
      return error(&I, "extractvalue reads the results of a pto operation "
                       "that defines several tiles, and nothing else");
    ValueMap[EV] = It->second[EV->getIndices()[0]];
    return true;
  }

  if (const auto *BO = dyn_cast<BinaryOperator>(&I)) {
    unsigned Opc = 0;
    switch (BO->getOpcode()) {
    case Instruction::Add:
      Opc = AscendPTO::ADDI;
      break;
    case Instruction::Sub:
      Opc = AscendPTO::SUBI;
      break;
    case Instruction::Mul:
      Opc = AscendPTO::MULI;
      break;
    case Instruction::SDiv:
      Opc = AscendPTO::DIVSI;
      break;
    case Instruction::SRem:
      Opc = AscendPTO::REMSI;
      break;
    case Instruction::And:
      Opc = AscendPTO::ANDI;
      break;
    case Instruction::Shl:
      Opc = AscendPTO::SHLI;
      break;
    case Instruction::FAdd:
      Opc = AscendPTO::ADDF;
      break;
    case Instruction::FSub:
      Opc = AscendPTO::SUBF;
      break;
    case Instruction::FMul:
      Opc = AscendPTO::MULF;
      break;
    case Instruction::FDiv:
      Opc = AscendPTO::DIVF;
      break;
    default:
      return error(&I, "'" + Twine(BO->getOpcodeName()) +
                           "' has no PTO equivalent the assembler lowers "
                           "(supported: add sub mul sdiv srem and shl fadd "
                           "fsub fmul fdiv)");
    }
    if (I.getType()->isVectorTy())
      return error(&I, "vector arithmetic is not supported");
    Register A = getScalar(BO->getOperand(0), &I, Ok);
    Register B = Ok ? getScalar(BO->getOperand(1), &I, Ok) : Register();
    if (!Ok)
      return false;
    Register R = createVReg(getScalarClass(I.getType()), &I);
    BuildMI(MBB, MBB.end(), DL, TII->get(Opc), R).addReg(A).addReg(B);
    ValueMap[&I] = R;
    return true;
  }

  if (const auto *UO = dyn_cast<UnaryOperator>(&I)) {
    if (UO->getOpcode() != Instruction::FNeg)
      return error(&I, "unsupported unary operator");
    Register A = getScalar(UO->getOperand(0), &I, Ok);
    if (!Ok)
      return false;
    Register R = createVReg(getScalarClass(I.getType()), &I);
    BuildMI(MBB, MBB.end(), DL, TII->get(AscendPTO::NEGF), R).addReg(A);
    ValueMap[&I] = R;
    return true;
  }

  if (const auto *Cmp = dyn_cast<CmpInst>(&I)) {
    // Predicates are stored as MLIR's predicate names' order (see the
    // emitter): cmpi eq ne slt sle sgt sge ult ule ugt uge; cmpf false oeq
    // ogt oge olt ole one ord ueq ugt uge ult ule une uno true.
    int64_t Pred;
    if (isa<ICmpInst>(Cmp)) {
      static const CmpInst::Predicate Order[] = {
          CmpInst::ICMP_EQ,  CmpInst::ICMP_NE,  CmpInst::ICMP_SLT,
          CmpInst::ICMP_SLE, CmpInst::ICMP_SGT, CmpInst::ICMP_SGE,
          CmpInst::ICMP_ULT, CmpInst::ICMP_ULE, CmpInst::ICMP_UGT,
          CmpInst::ICMP_UGE};
      Pred = llvm::find(Order, Cmp->getPredicate()) - std::begin(Order);
    } else {
      // FCmp predicates 0..15 are already in MLIR's order.
      Pred = Cmp->getPredicate();
    }
    if (Cmp->getOperand(0)->getType()->isPointerTy())
      return error(&I, "comparing pointers or tiles is not supported");
    Register A = getScalar(Cmp->getOperand(0), &I, Ok);
    Register B = Ok ? getScalar(Cmp->getOperand(1), &I, Ok) : Register();
    if (!Ok)
      return false;
    Register R = createVReg(&AscendPTO::I1RegClass, &I);
    BuildMI(MBB, MBB.end(), DL,
            TII->get(isa<ICmpInst>(Cmp) ? AscendPTO::CMPI : AscendPTO::CMPF),
            R)
        .addImm(Pred)
        .addReg(A)
        .addReg(B);
    ValueMap[&I] = R;
    return true;
  }

  if (const auto *Sel = dyn_cast<SelectInst>(&I)) {
    if (Sel->getType()->isPointerTy())
      return error(&I, getMemSpaceForAddrSpace(
                           Sel->getType()->getPointerAddressSpace())
                           ? "selecting between tiles is not supported; use "
                             "an if with a tile phi"
                           : "selecting between pointers (global tensors, "
                             "tensor views or functions) is not supported");
    Register C = getScalar(Sel->getCondition(), &I, Ok);
    Register A = Ok ? getScalar(Sel->getTrueValue(), &I, Ok) : Register();
    Register B = Ok ? getScalar(Sel->getFalseValue(), &I, Ok) : Register();
    if (!Ok)
      return false;
    Register R = createVReg(getScalarClass(I.getType()), &I);
    BuildMI(MBB, MBB.end(), DL, TII->get(AscendPTO::SELECT), R)
        .addReg(C)
        .addReg(A)
        .addReg(B);
    ValueMap[&I] = R;
    return true;
  }

  if (const auto *Cast = dyn_cast<CastInst>(&I)) {
    Type *From = Cast->getSrcTy(), *To = Cast->getDestTy();
    unsigned Opc = 0;
    switch (Cast->getOpcode()) {
    case Instruction::SExt:
    case Instruction::Trunc:
    case Instruction::ZExt:
      // arith.index_cast needs `index` (i64) on one side.
      if (!(From->isIntegerTy(64) || To->isIntegerTy(64)) ||
          From->isIntegerTy(1))
        return error(&I, "integer casts are supported to or from i64 (PTO "
                         "index) only");
      Opc = Cast->getOpcode() == Instruction::ZExt ? AscendPTO::INDEX_CASTUI
                                                   : AscendPTO::INDEX_CAST;
      break;
    case Instruction::SIToFP:
      Opc = AscendPTO::SITOFP;
      break;
    case Instruction::FPTrunc:
      Opc = AscendPTO::TRUNCF;
      break;
    default:
      return error(&I, "cast '" + Twine(Cast->getOpcodeName()) +
                           "' has no PTO equivalent");
    }
    Register A = getScalar(Cast->getOperand(0), &I, Ok);
    if (!Ok)
      return false;
    const TargetRegisterClass *RC = getScalarClass(To);
    if (!RC)
      return error(&I, "cast to an unsupported type");
    Register R = createVReg(RC, &I);
    BuildMI(MBB, MBB.end(), DL, TII->get(Opc), R).addReg(A);
    ValueMap[&I] = R;
    return true;
  }

  if (isa<UnreachableInst>(&I))
    return error(&I, "'unreachable' is not supported in a PTO kernel");
  if (isa<LoadInst>(&I) || isa<StoreInst>(&I) || isa<GetElementPtrInst>(&I) ||
      isa<AllocaInst>(&I))
    return error(&I, "'" + Twine(I.getOpcodeName()) +
                         "' is not supported in a PTO kernel: global memory "
                         "is accessed through pto.tload and pto.tstore only");
  return error(&I, "'" + Twine(I.getOpcodeName()) +
                       "' is not supported in a PTO kernel");
}

bool AscendPTOISel::translateIntrinsic(const IntrinsicInst &II,
                                       MachineBasicBlock &MBB) {
  switch (II.getIntrinsicID()) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
    return true;
  case Intrinsic::smax:
  case Intrinsic::smin:
  case Intrinsic::maximum: {
    bool Ok = true;
    Register A = getScalar(II.getArgOperand(0), &II, Ok);
    Register B = Ok ? getScalar(II.getArgOperand(1), &II, Ok) : Register();
    if (!Ok)
      return false;
    unsigned Opc = II.getIntrinsicID() == Intrinsic::smax   ? AscendPTO::MAXSI
                   : II.getIntrinsicID() == Intrinsic::smin ? AscendPTO::MINSI
                                                            : AscendPTO::MAXIMUMF;
    Register R = createVReg(getScalarClass(II.getType()), &II);
    BuildMI(MBB, MBB.end(), II.getDebugLoc(), TII->get(Opc), R)
        .addReg(A)
        .addReg(B);
    ValueMap[&II] = R;
    return true;
  }
  default:
    break;
  }
  if (isa<DbgInfoIntrinsic>(II))
    return true;
  return error(&II, "intrinsic '" + II.getCalledFunction()->getName() +
                        "' is not supported in a PTO kernel");
}

bool AscendPTOISel::translateBranch(const Instruction &I,
                                    MachineBasicBlock &MBB) {
  const DebugLoc &DL = I.getDebugLoc();
  if (const auto *RI = dyn_cast<ReturnInst>(&I)) {
    if (RI->getReturnValue())
      return error(&I, "a PTO kernel returns nothing");
    BuildMI(MBB, MBB.end(), DL, TII->get(AscendPTO::RET));
    return true;
  }
  const auto *BI = cast<BranchInst>(&I);
  if (BI->isUnconditional()) {
    MachineBasicBlock *Dst = BBMap[BI->getSuccessor(0)];
    BuildMI(MBB, MBB.end(), DL, TII->get(AscendPTO::BR)).addMBB(Dst);
    MBB.addSuccessor(Dst);
    return true;
  }
  bool Ok = true;
  Register C = getScalar(BI->getCondition(), &I, Ok);
  if (!Ok)
    return false;
  MachineBasicBlock *T = BBMap[BI->getSuccessor(0)];
  MachineBasicBlock *Fl = BBMap[BI->getSuccessor(1)];
  BuildMI(MBB, MBB.end(), DL, TII->get(AscendPTO::BRCOND))
      .addReg(C)
      .addMBB(T);
  BuildMI(MBB, MBB.end(), DL, TII->get(AscendPTO::BR)).addMBB(Fl);
  MBB.addSuccessor(T);
  if (Fl != T)
    MBB.addSuccessor(Fl);
  return true;
}

/// Spells an IR type for diagnostics.
static std::string typeName(Type *Ty) {
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

/// `vec (addrspace 1)`.
static std::string spaceName(MemSpace S) {
  return (Twine(getMemSpaceInfo(S).Name) + " (addrspace " +
          Twine(getMemSpaceInfo(S).AddrSpace) + ")")
      .str();
}

/// `vec (addrspace 1) or mat (addrspace 2)`.
static std::string spaceMaskName(uint8_t Mask) {
  std::string S;
  for (const MemSpaceInfo &I : getMemSpaces())
    if (Mask & spaceBit(I.Space))
      S += (S.empty() ? "" : " or ") + spaceName(I.Space);
  return S;
}

/// A scalar operand as the legality rules see it.
ScalarOperand AscendPTOISel::describeScalar(const Value *V) const {
  ScalarOperand S;
  Type *Ty = V->getType();
  S.Present = Ty->isIntegerTy() || Ty->isFloatingPointTy();
  S.IsFloat = Ty->isFloatingPointTy();
  S.Bits = Ty->getPrimitiveSizeInBits().getFixedValue();
  if (Ty->isFloatTy())
    S.AsDType = DType::F32;
  else if (Ty->isHalfTy())
    S.AsDType = DType::F16;
  else if (Ty->isBFloatTy())
    S.AsDType = DType::BF16;
  else if (Ty->isIntegerTy(8))
    S.AsDType = DType::I8;
  else if (Ty->isIntegerTy(16))
    S.AsDType = DType::I16;
  else if (Ty->isIntegerTy(32))
    S.AsDType = DType::I32;
  else if (Ty->isIntegerTy(64))
    S.AsDType = DType::I64;
  if (const auto *C = dyn_cast<ConstantInt>(V))
    if (C->getBitWidth() <= 64)
      S.Const = C->getSExtValue();
  S.Text = describe(V);
  return S;
}

/// `vec f32 [16, 64]` for a tile operand of a diagnostic.
static std::string describeTile(const TileType &T) { return T.describe(); }


/// The architectures of \p Mask, `a2a3, a5`.
static std::string archMaskName(uint8_t Mask) {
  std::string S;
  for (unsigned A = 0; A < NumArchs; ++A)
    if (Mask & archBit(Arch(A)))
      S += (S.empty() ? "" : ", ") + getArchName(Arch(A)).str();
  return S;
}

bool AscendPTOISel::translateTileCall(const CallInst &CI, const TileOpInfo &Op,
                                      StringRef Modifiers,
                                      MachineBasicBlock &MBB) {
  TileCall C{CI, Op, STI->getArch()};
  if (!(Op.ArchMask & archBit(C.TargetArch)))
    return error(&CI, C.OpName + " exists only on " +
                          archMaskName(Op.ArchMask) + ", not on " +
                          getArchName(C.TargetArch) + " (" + STI->getCPUName() +
                          ")");
  if (!mapArguments(C) || !readModifiers(C, Modifiers))
    return false;
  C.Regs.resize(C.Opnds.size());
  C.Types.resize(C.Opnds.size());
  for (auto [ArgNo, I] : enumerate(C.ArgOperand))
    if (!translateOperand(C, ArgNo, I, MBB))
      return false;
  if (Op.Form == PrintForm::TensorView)
    return translateTensorView(C, MBB);
  if (!checkSameTypeOperands(C))
    return false;
  if (Op.hasResult()) {
    if (!resultSpace(C) || !checkSpacePair(C) || !resultType(C) ||
        !checkResultType(C))
      return false;
  } else if (!checkNoResult(C)) {
    return false;
  }
  return checkTileLegality(C) && buildTileInstr(C, MBB) &&
         recordPipelineMember(C);
}

/// The IR argument of each operand: the operands that are not attributes
/// (callee-name modifiers); a variadic operand takes what the others
/// leave.
bool AscendPTOISel::mapArguments(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Opnds = C.Opnds;
  auto &OpName = C.OpName;
  auto &ArgOperand = C.ArgOperand;
  auto &Variadic = C.Variadic;
  auto &NumVariadicArgs = C.NumVariadicArgs;

  unsigned NumFixed = 0;
  Variadic = Op.VariadicOperand >= 0 ? &Opnds[Op.VariadicOperand] : nullptr;
  for (const TileOperandInfo &O : Opnds)
    if (O.Role != OperandRole::Attr && !O.Variadic)
      ++NumFixed;
  unsigned NumArgs = CI.arg_size();
  unsigned MinArgs = NumFixed + (Variadic ? Variadic->MinCount : 0);
  unsigned MaxArgs = NumFixed + (Variadic ? Variadic->MaxCount : 0);
  if (NumArgs < MinArgs || NumArgs > MaxArgs) {
    std::string Names;
    for (const TileOperandInfo &O : Opnds)
      if (O.Role != OperandRole::Attr)
        Names += (Names.empty() ? "" : ", ") + std::string(O.Name) +
                 (O.Variadic ? "..." : "");
    return error(&CI, OpName + " expects " +
                          (MinArgs == MaxArgs
                               ? Twine(MinArgs)
                               : Twine(MinArgs) + " to " + Twine(MaxArgs)) +
                          (MaxArgs == 1 ? " operand (" : " operands (") +
                          Names + "), got " + Twine(NumArgs));
  }
  NumVariadicArgs = NumArgs - NumFixed;
  for (auto [I, O] : enumerate(Opnds)) {
    if (O.Role == OperandRole::Attr)
      continue;
    for (unsigned K = 0, E = O.Variadic ? NumVariadicArgs : 1; K < E; ++K)
      ArgOperand.push_back(I);
  }

  return true;
}

/// The callee-name modifiers: one element type, one space, attribute
/// values (the defaults where none is given), layout modifiers.
bool AscendPTOISel::readModifiers(TileCall &C, StringRef Modifiers) {
  auto &CI = C.CI;
  auto &Opnds = C.Opnds;
  auto &Callee = C.Callee;
  auto &OpName = C.OpName;
  auto &SuffixType = C.SuffixType;
  auto &SuffixSpace = C.SuffixSpace;
  auto &AttrValue = C.AttrValue;
  auto &LayoutMods = C.LayoutMods;
  // Modifiers: one element type, attribute values, layout modifiers.
  AttrValue.assign(Opnds.size(), -2);
  SmallVector<StringRef, 4> Tokens;
  if (!Modifiers.empty())
    Modifiers.split(Tokens, '.');
  for (StringRef Tok : Tokens) {
    if (std::optional<DType> T = lookupDTypeByName(Tok)) {
      if (SuffixType)
        return error(&CI, "'" + Callee + "' names two element types");
      SuffixType = T;
      continue;
    }
    // The result's memory space, so that one op can be declared once per
    // space (an IR function has one return type).
    if (std::optional<MemSpace> S = lookupMemSpaceByName(Tok)) {
      if (SuffixSpace)
        return error(&CI, "'" + Callee + "' names two memory spaces");
      SuffixSpace = S;
      continue;
    }
    bool Matched = false;
    for (auto [I, O] : enumerate(Opnds)) {
      if (O.Role != OperandRole::Attr)
        continue;
      for (auto [V, Val] : enumerate(getAttrValues(getOpAttrs()[O.AttrIndex])))
        if (StringRef(Val).lower() == Tok) {
          AttrValue[I] = V;
          Matched = true;
        }
    }
    if (Matched)
      continue;
    TileType Scratch;
    if (applyLayoutModifier(Tok, Scratch)) {
      LayoutMods.push_back(Tok);
      continue;
    }
    return error(&CI, "unknown modifier '" + Tok + "' in '" + Callee +
                          "' (expected an element type, a layout modifier "
                          "or an attribute value of " +
                          OpName + "; see docs/op-properties.md)");
  }
  for (auto [I, O] : enumerate(Opnds)) {
    if (O.Role != OperandRole::Attr || AttrValue[I] != -2)
      continue;
    const OpAttrInfo &A = getOpAttrs()[O.AttrIndex];
    if (A.Required) {
      std::string Values;
      for (const char *V : getAttrValues(A))
        Values += (Values.empty() ? "." : ", .") + StringRef(V).lower();
      return error(&CI, "'" + Callee + "' needs a " + A.Key +
                            " modifier (one of " + Values + ")");
    }
    AttrValue[I] = A.Default;
  }

  return true;
}

/// Operand \p I (IR argument \p ArgNo), a tile.
bool AscendPTOISel::translateTileOperand(TileCall &C, unsigned ArgNo,
                                         unsigned I, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Regs = C.Regs;
  auto &Types = C.Types;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  Type *Ty = V->getType();
  std::optional<MemSpace> S =
      Ty->isPointerTy() ? getMemSpaceForAddrSpace(Ty->getPointerAddressSpace())
                        : std::nullopt;
  if (!S)
    return error(&CI, What +
                          " must be a tile (ptr addrspace(1..7)), "
                          "not " +
                          describe(V));
  auto It = ValueMap.find(V);
  if (It == ValueMap.end() || !TileTypes.count(It->second))
    return error(&CI, What + " " + describe(V) +
                          " is not a tile produced by a pto operation");
  if (O.SpaceMask && !(O.SpaceMask & spaceBit(*S)))
    return error(&CI, What + " must be in " + spaceMaskName(O.SpaceMask) +
                          ", but " + describe(V) + " is in " + spaceName(*S));
  Regs[I].push_back(It->second);
  Types[I].push_back(TileTypes[It->second]);
  return true;
}

/// Operand \p I (IR argument \p ArgNo), a scalar.
bool AscendPTOISel::translateScalarOperand(TileCall &C, unsigned ArgNo,
                                           unsigned I, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Regs = C.Regs;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  bool Ok = true;
  if (!V->getType()->isIntegerTy() && !V->getType()->isFloatingPointTy())
    return error(&CI, What +
                          " must be an integer or floating-point "
                          "scalar, not " +
                          describe(V));
  Regs[I].push_back(getScalar(V, &CI, Ok));
  return Ok;
}

/// Operand \p I (IR argument \p ArgNo), a offset (an index).
bool AscendPTOISel::translateOffsetOperand(TileCall &C, unsigned ArgNo,
                                           unsigned I, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Regs = C.Regs;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  bool Ok = true;
  Regs[I].push_back(getIndex(V, &CI, MBB, Ok));
  return Ok;
}

/// Operand \p I (IR argument \p ArgNo), a tensor view.
bool AscendPTOISel::translateViewOperand(TileCall &C, unsigned ArgNo,
                                         unsigned I, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Regs = C.Regs;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  auto It = ValueMap.find(V);
  if (It == ValueMap.end() || !ViewTypes.count(It->second))
    return error(&CI, What +
                          " must be a tensor view made by "
                          "pto.tensor_view, not " +
                          describe(V));
  Regs[I].push_back(It->second);
  return true;
}

/// Operand \p I (IR argument \p ArgNo), a global pointer.
bool AscendPTOISel::translatePtrOperand(TileCall &C, unsigned ArgNo, unsigned I,
                                        MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Regs = C.Regs;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  auto It = ValueMap.find(V);
  if (!V->getType()->isPointerTy() ||
      V->getType()->getPointerAddressSpace() != 0 || It == ValueMap.end() ||
      MRI->getRegClass(It->second) != &AscendPTO::GMRegClass)
    return error(&CI, What +
                          " must be a global tensor argument of the "
                          "kernel (ptr), not " +
                          describe(V));
  Regs[I].push_back(It->second);
  return true;
}

/// Operand \p I (IR argument \p ArgNo), a compile-time extent.
bool AscendPTOISel::translateShapeOperand(TileCall &C, unsigned ArgNo,
                                          unsigned I, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Shape = C.Shape;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  const auto *CInt = dyn_cast<ConstantInt>(V);
  if (!CInt)
    return error(&CI, What +
                          " must be a positive compile-time constant, "
                          "not " +
                          describe(V));
  const APInt &X = CInt->getValue();
  if (X.isNegative() || X.isZero())
    return error(&CI, What + " must be positive, not " + describe(V));
  if (X.ugt(TileType::MaxExtent))
    return error(&CI, What + " is " + describe(V) + ", over the limit of " +
                          Twine(TileType::MaxExtent) +
                          " (2^20) elements per dimension");
  Shape.push_back(int64_t(X.getZExtValue()));
  return true;
}

/// Operand \p I (IR argument \p ArgNo), a declared buffer.
bool AscendPTOISel::translateBufferOperand(TileCall &C, unsigned ArgNo,
                                           unsigned I, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &AttrValue = C.AttrValue;
  const TileOperandInfo &O = C.Opnds[I];
  const Value *V = C.CI.getArgOperand(ArgNo);
  std::string What =
      C.OpName + ": operand " + std::to_string(ArgNo) + " (" + O.Name + ")";
  // A declared buffer: a global in a tile address space; its outermost
  // array dimension is the number of slots.
  const auto *GV = dyn_cast<GlobalVariable>(V->stripPointerCasts());
  std::optional<MemSpace> S =
      GV ? getMemSpaceForAddrSpace(GV->getAddressSpace()) : std::nullopt;
  if (!S)
    return error(&CI, What +
                          " must be a global declared in a tile "
                          "address space (1..7), not " +
                          describe(V));
  unsigned Slots = 1;
  uint64_t SlotBytes = 0;
  if (!declaredBufferShape(CI, What, *GV, Slots, SlotBytes))
    return false;
  AttrValue[I] = MF->getInfo<AscendPTOMachineFunctionInfo>()->addDeclaredBuffer(
      {GV->getName().str(), unsigned(*S), Slots, SlotBytes});
  return true;
}

/// Operand \p I of the call from IR argument \p ArgNo: one helper per
/// operand role.
bool AscendPTOISel::translateOperand(TileCall &C, unsigned ArgNo, unsigned I,
                                     MachineBasicBlock &MBB) {
  switch (C.Opnds[I].Role) {
  case OperandRole::Tile:
  case OperandRole::Acc:
  case OperandRole::Tmp:
  case OperandRole::Index:
  case OperandRole::Mask:
    return translateTileOperand(C, ArgNo, I, MBB);
  case OperandRole::Scalar:
    return translateScalarOperand(C, ArgNo, I, MBB);
  case OperandRole::Offset:
    return translateOffsetOperand(C, ArgNo, I, MBB);
  case OperandRole::View:
    return translateViewOperand(C, ArgNo, I, MBB);
  case OperandRole::Ptr:
    return translatePtrOperand(C, ArgNo, I, MBB);
  case OperandRole::Shape:
    return translateShapeOperand(C, ArgNo, I, MBB);
  case OperandRole::Buffer:
    return translateBufferOperand(C, ArgNo, I, MBB);
  case OperandRole::Attr:
    break;
  }
  llvm_unreachable("attributes are not IR arguments");
}

/// pto.tensor_view: a handle on global memory, not a tile.
bool AscendPTOISel::translateTensorView(TileCall &C, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Callee = C.Callee;
  auto &OpName = C.OpName;
  auto &DL = C.DL;
  auto &SuffixType = C.SuffixType;
  auto &Regs = C.Regs;
  if (!CI.getType()->isPointerTy() ||
      CI.getType()->getPointerAddressSpace() != 0)
    return error(&CI, OpName + " returns a tensor view (ptr), not " +
                          typeName(CI.getType()));
  if (!SuffixType)
    return error(&CI, "'" + Callee +
                          "' needs the tensor's element type as "
                          "a suffix, e.g. " +
                          OpName + ".f32");
  SmallVector<Register, 4> Shape;
  for (unsigned P : AscendPTO::tensorViewShapeOperands(Op))
    Shape.push_back(Regs[P].front());
  if (std::optional<std::string> Why = AscendPTO::checkTensorView(
          AscendPTO::readTensorView(*MRI, Shape, *SuffixType), Op, Callee))
    return error(&CI, *Why);
  Register R = createVReg(&AscendPTO::TVRegClass, &CI);
  MachineInstrBuilder MIB = BuildMI(MBB, MBB.end(), DL, TII->get(Op.Opcode), R)
                                .addImm(int64_t(*SuffixType));
  for (const SmallVector<Register, 1> &Rs : Regs)
    MIB.addReg(Rs.front());
  ValueMap[&CI] = R;
  ViewTypes[R] = *SuffixType;
  return true;
}

/// The operands that must have one element type and shape.
bool AscendPTOISel::checkSameTypeOperands(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Opnds = C.Opnds;
  auto &OpName = C.OpName;
  auto &Types = C.Types;
  const TileType *First = nullptr;
  unsigned FirstIdx = 0;
  for (unsigned I = 0; I < Opnds.size(); ++I) {
    if (!(Op.SameTypeMask & (1u << I)) || Types[I].empty())
      continue;
    const TileType &T = C.tileOf(I);
    if (!First) {
      First = &T;
      FirstIdx = I;
    } else if (T.ElemType != First->ElemType || T.Rows != First->Rows ||
               T.Cols != First->Cols) {
      return error(&CI, OpName + ": operand " + Twine(I) + " (" +
                            Opnds[I].Name + ") is " + describeTile(T) +
                            " but operand " + Twine(FirstIdx) + " (" +
                            Opnds[FirstIdx].Name + ") is " +
                            describeTile(*First) +
                            " (element types and shapes must match)");
    }
  }
  return true;
}

/// The space of the call's result(s): the return type's address space,
/// checked against the op's space rule and any space modifier.
bool AscendPTOISel::resultSpace(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Callee = C.Callee;
  auto &OpName = C.OpName;
  auto &SuffixSpace = C.SuffixSpace;
  auto &ResSpace = C.ResSpace;
  Type *RetTy = CI.getType();
  auto SpaceOfPtr = [](Type *T) -> std::optional<MemSpace> {
    return T->isPointerTy()
               ? getMemSpaceForAddrSpace(T->getPointerAddressSpace())
               : std::nullopt;
  };
  if (Op.NumResults == 1) {
    ResSpace = SpaceOfPtr(RetTy);
    if (!ResSpace)
      return error(&CI, OpName +
                            " returns a tile (ptr addrspace(1..7)), "
                            "not " +
                            typeName(RetTy));
  } else {
    auto *ST = dyn_cast<StructType>(RetTy);
    bool Good = ST && ST->getNumElements() == Op.NumResults;
    for (unsigned K = 0; Good && K < Op.NumResults; ++K) {
      std::optional<MemSpace> S = SpaceOfPtr(ST->getElementType(K));
      Good = S && (!ResSpace || *ResSpace == *S);
      ResSpace = S;
    }
    if (!Good)
      return error(&CI, OpName + " returns " + Twine(unsigned(Op.NumResults)) +
                            " tiles of one space ({ ptr addrspace(N), ptr "
                            "addrspace(N) }), not " +
                            typeName(RetTy));
  }
  if (SuffixSpace && *SuffixSpace != *ResSpace)
    return error(&CI, "'" + Callee + "' names the memory space " +
                          getMemSpaceInfo(*SuffixSpace).Name + " but returns " +
                          typeName(RetTy));
  switch (Op.SpaceRule) {
  case SpaceRuleKind::Fixed:
    if (unsigned(*ResSpace) != Op.SpaceRuleArg)
      return error(&CI, OpName + ": the result is in " +
                            spaceName(MemSpace(Op.SpaceRuleArg)) +
                            ", but the call returns " + typeName(RetTy));
    break;
  case SpaceRuleKind::Operand: {
    MemSpace S = C.tileOf(Op.SpaceRuleArg).Space;
    if (*ResSpace != S)
      return error(&CI, OpName + ": the result is in the space of operand " +
                            Twine(unsigned(Op.SpaceRuleArg)) + ", " +
                            spaceName(S) + ", but the call returns " +
                            typeName(RetTy));
    break;
  }
  case SpaceRuleKind::Chosen:
    if (!(Op.ChosenSpaceMask & spaceBit(*ResSpace)))
      return error(&CI, OpName + " can write " +
                            spaceMaskName(Op.ChosenSpaceMask) + ", not " +
                            spaceName(*ResSpace));
    break;
  case SpaceRuleKind::None:
    llvm_unreachable("tile result without a space rule");
  }

  return true;
}

/// A copy between spaces: the pair must be legal on the target.
bool AscendPTOISel::checkSpacePair(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &OpName = C.OpName;
  auto &TargetArch = C.TargetArch;
  auto &ResSpace = C.ResSpace;
  auto &Pair = C.Pair;
  // Copies between spaces: the pair must be legal on this target.
  Pair = nullptr;
  if (Op.hasSpacePairs()) {
    MemSpace Src = C.tileOf(Op.PairOperand).Space;
    uint8_t Mask = getSpacePairArchMask(Op, Src, *ResSpace);
    Pair = lookupSpacePair(Op, Src, *ResSpace, TargetArch);
    if (!Pair) {
      std::string Legal;
      ArrayRef<MovePairInfo> Pairs =
          Op.UsesMovePairs ? getMovePairs() : getSpacePairs(Op);
      for (const MovePairInfo &M : Pairs)
        if (M.ArchMask & archBit(TargetArch))
          Legal += (Legal.empty() ? "" : ", ") +
                   std::string(getMemSpaceInfo(M.Src).Name) + "->" +
                   getMemSpaceInfo(M.Dst).Name;
      return error(
          &CI,
          OpName + ": there is no " + (Op.UsesMovePairs ? "move" : "copy") +
              " from " + getMemSpaceInfo(Src).Name + " to " +
              getMemSpaceInfo(*ResSpace).Name + " on " +
              getArchName(TargetArch) + " (legal: " + Legal + ")" +
              (Mask ? "; " + archMaskName(Mask) + " has it" : std::string()));
    }
  }

  return true;
}

/// The result's type by the op's type rule.
bool AscendPTOISel::resultType(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Opnds = C.Opnds;
  auto &Callee = C.Callee;
  auto &OpName = C.OpName;
  auto &SuffixType = C.SuffixType;
  auto &Regs = C.Regs;
  auto &Shape = C.Shape;
  auto &ResSpace = C.ResSpace;
  auto &ResTy = C.ResTy;
  switch (Op.TypeRule) {
  case TypeRuleKind::Same:
    ResTy = C.tileOf(Op.TypeOperand);
    // A copy into another space takes that space's default layout.
    if (ResTy.Space != *ResSpace)
      ResTy.Layout = TileLayout();
    break;
  case TypeRuleKind::RowReduce:
    ResTy = C.tileOf(Op.TypeOperand);
    ResTy.Cols = 1;
    ResTy.ValidCols = 1;
    ResTy.Layout = TileLayout();
    break;
  case TypeRuleKind::ColReduce:
    ResTy = C.tileOf(Op.TypeOperand);
    ResTy.Rows = 1;
    ResTy.ValidRows = 1;
    ResTy.Layout = TileLayout();
    break;
  case TypeRuleKind::Transpose: {
    const TileType &S = C.tileOf(Op.TypeOperand);
    ResTy = S;
    std::swap(ResTy.Rows, ResTy.Cols);
    std::swap(ResTy.ValidRows, ResTy.ValidCols);
    ResTy.Layout = TileLayout();
    if (Op.FlipBLayout) {
      // The same bytes read the other way round: keep the slayout, the
      // pad and the fractal, swap the blayout.
      ResTy.Layout = S.Layout;
      ResTy.Layout.BLayout = S.getBLayoutName() == "row_major" ? 2 : 1;
    }
    break;
  }
  case TypeRuleKind::Matmul: {
    const TileType &L = C.tileOf(Op.TypeOperand),
                   &R = C.tileOf(Op.TypeOperand2);
    if (L.Cols != R.Rows)
      return error(&CI, OpName + ": the shapes do not chain: lhs " +
                            L.describe() + ", rhs " + R.describe() +
                            " (lhs cols must equal rhs rows)");
    if (L.ElemType != R.ElemType)
      return error(&CI, OpName + ": lhs and rhs element types differ (" +
                            L.describe() + ", " + R.describe() + ")");
    ResTy = L;
    ResTy.Cols = R.Cols;
    ResTy.ValidCols = R.ValidCols;
    ResTy.Layout = TileLayout();
    // i8 (of any signedness) accumulates into i32, the rest into f32.
    ResTy.ElemType = getDTypeInfo(L.ElemType).IsFloat ? DType::F32 : DType::I32;
    break;
  }
  case TypeRuleKind::Cast:
    if (!SuffixType)
      return error(&CI, "'" + Callee +
                            "' needs the destination element "
                            "type as a suffix, e.g. " +
                            OpName + ".f16");
    ResTy = C.tileOf(Op.TypeOperand);
    break;
  case TypeRuleKind::Concat: {
    const TileType &A = C.tileOf(Op.TypeOperand),
                   &B = C.tileOf(Op.TypeOperand2);
    if (A.Rows != B.Rows || A.ValidRows != B.ValidRows)
      return error(&CI, OpName + ": the parts must have equal rows (" +
                            A.describe() + ", " + B.describe() + ")");
    ResTy = A;
    ResTy.Cols = A.Cols + B.Cols;
    ResTy.ValidCols =
        (A.ValidCols == TileType::Dynamic || B.ValidCols == TileType::Dynamic)
            ? TileType::Dynamic
            : A.ValidCols + B.ValidCols;
    ResTy.Layout = TileLayout();
    break;
  }
  case TypeRuleKind::Explicit: {
    if (SuffixType)
      ResTy.ElemType = *SuffixType;
    else if (Op.TypeOperand >= 0 &&
             Opnds[Op.TypeOperand].Role == OperandRole::View)
      ResTy.ElemType = ViewTypes[Regs[Op.TypeOperand].front()];
    else if (Op.TypeOperand >= 0 && Opnds[Op.TypeOperand].IsTile)
      ResTy.ElemType = C.tileOf(Op.TypeOperand).ElemType;
    else
      return error(&CI, "'" + Callee +
                            "' needs the element type as a "
                            "suffix, e.g. " +
                            OpName + ".f32");
    if (Shape.size() != 2)
      return error(&CI, OpName + " needs rows and cols operands");
    ResTy.Rows = ResTy.ValidRows = Shape[0];
    ResTy.Cols = ResTy.ValidCols = Shape[1];
    break;
  }
  case TypeRuleKind::None:
    llvm_unreachable("tile result without a type rule");
  }
  return true;
}

/// The result type with its modifiers, checked: element type, valid
/// shape, pad, the operands that must match it, view sizes.
bool AscendPTOISel::checkResultType(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Opnds = C.Opnds;
  auto &Callee = C.Callee;
  auto &OpName = C.OpName;
  auto &TargetArch = C.TargetArch;
  auto &SuffixType = C.SuffixType;
  auto &LayoutMods = C.LayoutMods;
  auto &Types = C.Types;
  auto &ResSpace = C.ResSpace;
  auto &ResTy = C.ResTy;
  auto &Pair = C.Pair;
  if (SuffixType &&
      (Op.SuffixElemType || Op.TypeRule == TypeRuleKind::Explicit))
    ResTy.ElemType = *SuffixType;
  if (Op.ResultElemType >= 0)
    ResTy.ElemType = DType(Op.ResultElemType);
  // A copy keeps the element type unless its pair converts.
  if (Pair && !Pair->Converts &&
      ResTy.ElemType != C.tileOf(Op.PairOperand).ElemType)
    return error(
        &CI, OpName + ": " + getMemSpaceInfo(Pair->Src).Name + "->" +
                 getMemSpaceInfo(Pair->Dst).Name + " keeps the element type (" +
                 C.tileOf(Op.PairOperand).describe() + "), it cannot make " +
                 getDTypeInfo(ResTy.ElemType).Name);
  // Elsewhere a suffix may only restate the result's element type.
  if (SuffixType && *SuffixType != ResTy.ElemType)
    return error(&CI, "'" + Callee + "': the result of " + OpName + " is " +
                          getDTypeInfo(ResTy.ElemType).Name + ", not " +
                          getDTypeInfo(*SuffixType).Name);
  if (Op.FullValid) {
    ResTy.ValidRows = ResTy.Rows;
    ResTy.ValidCols = ResTy.Cols;
  }
  ResTy.Space = *ResSpace;
  for (StringRef Mod : LayoutMods)
    applyLayoutModifier(Mod, ResTy);
  if (Op.DynamicValid)
    ResTy.ValidRows = ResTy.ValidCols = TileType::Dynamic;
  if ((ResTy.ValidRows != TileType::Dynamic && ResTy.ValidRows > ResTy.Rows) ||
      (ResTy.ValidCols != TileType::Dynamic && ResTy.ValidCols > ResTy.Cols))
    return error(&CI, OpName + ": valid shape exceeds the tile shape (" +
                          ResTy.describe() + ")");
  if (ResTy.ValidRows == 0 || ResTy.ValidCols == 0)
    return error(&CI, OpName + ": the static valid shape of " +
                          ResTy.describe() +
                          " is empty; it must be at least 1x1");
  if (Op.ResultNeedsPad && ResTy.Layout.Pad == 0)
    return error(
        &CI,
        OpName + ": the result (" + ResTy.describe() +
            ") needs a pad value: add a pad_zero, pad_max "
            "or pad_min modifier" +
            (Op.OutputReusesInput >= 0 ? " to the tile's definition" : ""));
  // Operands that must match the result.
  for (auto [I, O] : enumerate(Opnds)) {
    bool Full = Op.TypeMatchMask & (1u << I);
    bool Elem = Op.ElemMatchMask & (1u << I);
    if (!Full && !Elem)
      continue;
    for (const TileType &T : Types[I]) {
      if (T.ElemType == ResTy.ElemType &&
          (!Full ||
           (T.Rows == ResTy.Rows && T.Cols == ResTy.Cols &&
            T.ValidRows == ResTy.ValidRows && T.ValidCols == ResTy.ValidCols)))
        continue;
      return error(&CI, OpName + ": operand " + Twine(I) + " (" + O.Name +
                            ") is " + T.describe() +
                            " but the operation "
                            "works on " +
                            ResTy.describe() +
                            (Full ? " (element types and shapes must match)"
                                  : " (element types must match)"));
    }
  }
  // A view never reaches past its source; a whole-tile view is the
  // source's bytes exactly.
  if (Op.IsView) {
    const TileType &S = C.tileOf(0);
    uint64_t SrcBytes = S.getSizeInBytes(TargetArch);
    uint64_t ResBytes = ResTy.getSizeInBytes(TargetArch);
    bool Whole = Op.ViewOffset == ViewOffsetKind::Base &&
                 (Op.TypeRule == TypeRuleKind::Explicit ||
                  Op.TypeRule == TypeRuleKind::Cast);
    if (Whole ? ResBytes != SrcBytes : ResBytes > SrcBytes)
      return error(&CI, OpName + ": the result (" + ResTy.describe() + ", " +
                            Twine(ResBytes) + " bytes) must " +
                            (Whole ? "have" : "fit in") + " the source's " +
                            Twine(SrcBytes) + " bytes (" + S.describe() + ")");
  }
  return true;
}

/// An op without a result returns void; a space modifier names its
/// first tile operand's space.
bool AscendPTOISel::checkNoResult(TileCall &C) {
  auto &CI = C.CI;
  auto &Opnds = C.Opnds;
  auto &Callee = C.Callee;
  auto &OpName = C.OpName;
  auto &SuffixSpace = C.SuffixSpace;
  auto &Types = C.Types;
  if (!CI.getType()->isVoidTy()) {
    return error(&CI,
                 OpName + " returns nothing, not " + typeName(CI.getType()));
  }
  if (!SuffixSpace)
    return true;
  // Without a result, a space suffix names the first tile operand's space
  // (pto.tstore.acc), so the op can be declared once per space.
  for (auto [I, O] : enumerate(Opnds))
    if (O.IsTile && !Types[I].empty()) {
      if (Types[I].front().Space != *SuffixSpace)
        return error(&CI, "'" + Callee + "' names the memory space " +
                              getMemSpaceInfo(*SuffixSpace).Name +
                              " but operand " + Twine(I) + " (" + O.Name +
                              ") is in " + spaceName(Types[I].front().Space));
      break;
    }
  return true;
}

/// What the PTO assembler accepts of this op on this target (the op's
/// legality rules, td/AscendPTOLegality.td).
bool AscendPTOISel::checkTileLegality(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Opnds = C.Opnds;
  auto &TargetArch = C.TargetArch;
  auto &ArgOperand = C.ArgOperand;
  auto &Regs = C.Regs;
  auto &Types = C.Types;
  auto &ResTy = C.ResTy;
  SmallVector<ScalarOperand, 8> Scalars(Opnds.size());
  SmallVector<std::optional<DType>, 8> ViewElems(Opnds.size());
  for (auto [ArgNo, I] : enumerate(ArgOperand)) {
    if (Opnds[I].Role == OperandRole::Scalar ||
        Opnds[I].Role == OperandRole::Offset) {
      Scalars[I] = describeScalar(CI.getArgOperand(ArgNo));
      Scalars[I].IsOffset = Opnds[I].Role == OperandRole::Offset;
    }
    if (Opnds[I].Role == OperandRole::View)
      ViewElems[I] = ViewTypes[Regs[I].front()];
  }
  LegalityQuery Q{Op,       TargetArch, STI->getCPUName(),
                  Types,    Scalars,    Op.hasResult() ? &ResTy : nullptr,
                  ViewElems};
  if (std::optional<std::string> Msg = checkLegality(Q))
    return error(&CI, *Msg);
  return true;
}

/// The machine instruction: results, their types, the fixed operands,
/// the variadic operand's registers.
bool AscendPTOISel::buildTileInstr(TileCall &C, MachineBasicBlock &MBB) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Opnds = C.Opnds;
  auto &DL = C.DL;
  auto &Variadic = C.Variadic;
  auto &AttrValue = C.AttrValue;
  auto &Regs = C.Regs;
  auto &ResSpace = C.ResSpace;
  auto &ResTy = C.ResTy;
  auto &Results = C.Results;
  const TargetRegisterClass *RC =
      Op.hasResult() ? STI->getRegisterInfo()->getRegClass(
                           getMemSpaceInfo(*ResSpace).RegClassID)
                     : nullptr;
  Results.clear();
  for (unsigned K = 0; K < Op.NumResults; ++K) {
    // Name a result after the extractvalue that reads it, if any.
    const Value *NameFrom = &CI;
    StringRef Suffix = "";
    if (Op.NumResults > 1) {
      Suffix = K ? "_1" : "_0";
      for (const User *U : CI.users())
        if (const auto *EV = dyn_cast<ExtractValueInst>(U))
          if (EV->getNumIndices() == 1 && EV->getIndices()[0] == K &&
              (EV->hasName() || !sourceName(EV).empty())) {
            NameFrom = EV;
            Suffix = "";
            break;
          }
    }
    Results.push_back(createVReg(RC, NameFrom, Suffix));
  }
  MachineInstrBuilder MIB = BuildMI(MBB, MBB.end(), DL, TII->get(Op.Opcode));
  for (Register R : Results)
    MIB.addDef(R);
  for (unsigned K = 0; K < Op.NumResults; ++K)
    MIB.addImm(int64_t(ResTy.ElemType))
        .addImm(ResTy.Rows)
        .addImm(ResTy.Cols)
        .addImm(ResTy.ValidRows)
        .addImm(ResTy.ValidCols)
        .addImm(ResTy.Layout.pack());
  for (auto [I, O] : enumerate(Opnds)) {
    if (O.MIOperand < 0 || O.Variadic)
      continue;
    assert(unsigned(O.MIOperand) == MIB->getNumOperands() &&
           "machine operands out of order");
    if (O.Role == OperandRole::Attr || O.Role == OperandRole::Buffer)
      MIB.addImm(AttrValue[I]);
    else
      MIB.addReg(Regs[I].front());
  }
  if (Variadic) {
    assert(unsigned(Variadic->MIOperand) == MIB->getNumOperands() &&
           "variadic machine operands out of order");
    for (Register R : Regs[Op.VariadicOperand])
      MIB.addReg(R);
  }
  for (Register R : Results)
    TileTypes[R] = ResTy;
  if (Op.NumResults == 1)
    ValueMap[&CI] = Results.front();
  else if (Op.NumResults > 1)
    MultiResults[&CI] = Results;
  return true;
}

/// Software-pipeline membership: !pto.pipeline !{i32 group, i32 stage,
/// i32 depth} on a tile-producing call (docs/planner.md).
bool AscendPTOISel::recordPipelineMember(TileCall &C) {
  auto &CI = C.CI;
  auto &Op = C.Op;
  auto &Results = C.Results;
  if (MDNode *MD = CI.getMetadata("pto.pipeline")) {
    auto Field = [&](unsigned I) -> std::optional<uint64_t> {
      if (I >= MD->getNumOperands())
        return std::nullopt;
      if (auto *CInt =
              mdconst::dyn_extract_or_null<ConstantInt>(MD->getOperand(I)))
        return CInt->getValue().getLimitedValue();
      return std::nullopt;
    };
    std::optional<uint64_t> G = Field(0), S = Field(1), D = Field(2);
    if (!Op.hasResult() || MD->getNumOperands() != 3 || !G || !S || !D)
      return error(&CI, "!pto.pipeline must be !{i32 group, i32 stage, i32 "
                        "depth} (depth 1..64) on a call that defines a tile");
    // Fields beyond i32 would be truncated: refused, naming the field.
    static const char *const FieldNames[] = {"group", "stage", "depth"};
    for (unsigned I = 0; I != 3; ++I) {
      auto *CInt = mdconst::extract<ConstantInt>(MD->getOperand(I));
      const APInt &V = CInt->getValue();
      if (V.isNegative() || V.ugt(uint64_t(INT32_MAX)))
        return error(&CI, Twine("!pto.pipeline: the ") + FieldNames[I] +
                              " is " + describe(CInt) +
                              (I == 2 ? ", outside 1..64"
                                      : ", outside 0..2147483647 (an i32 "
                                        "that is not negative)"));
    }
    if (*D == 0 || *D > 64)
      return error(&CI, "!pto.pipeline: the depth is " +
                            describe(mdconst::extract<ConstantInt>(
                                MD->getOperand(2))) +
                            ", outside 1..64");
    MF->getInfo<AscendPTOMachineFunctionInfo>()->setPipelineMember(
        Results.front(), {unsigned(*G), unsigned(*S), unsigned(*D)});
  }
  return true;
}
