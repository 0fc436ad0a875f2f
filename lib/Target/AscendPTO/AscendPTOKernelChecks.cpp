//===- AscendPTOKernelChecks.cpp - Warnings and errors for wrong kernels --===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Kernels that select but are wrong in a way an author wants to hear about
/// before running them. This pass runs right after instruction selection,
/// on SSA MIR whose tiles carry their types, and reports through
/// AscendPTODiagnostics (each warning is named and can be silenced; the
/// list is in docs/diagnostics.md):
///
///  - pto-unknown-attribute / pto-unknown-metadata: a `"pto.*"` function
///    attribute or a `!pto.*` call-site metadata name that AscendPTO does
///    not know (a misspelling is otherwise silently ignored), with the
///    closest known name;
///  - pto-mangled-name: a C++ kernel whose PTO name would be its mangled
///    symbol;
///  - pto-no-store: a kernel with no operation that has an effect (a store,
///    a push to another core): all it computes is lost;
///  - pto-uninitialized: a tile operand that may still be a fresh
///    `pto.alloc_tile` nothing has written (an accumulator that was never
///    initialised), directly or through a loop carry or an if merge;
///  - errors: a load or store whose constant window leaves a tensor view of
///    constant shape, and a `"pto.kernel_kind"` that the kernel's memories
///    contradict.
///
/// Which operands read a tile is table data (td/): the role of each operand
/// (a `tmp` is scratch), and, for in-place operations, whether the updated
/// tile is read (`ReusedInputInIns`) or only written into (tinsert,
/// tscatter).
///
//===----------------------------------------------------------------------===//

#include "AscendPTOKernelChecks.h"
#include "AscendPTO.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOTileType.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/InitializePasses.h"

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-check-kernel"

/// The function attributes and call-site metadata of the tile ABI
/// (docs/tile-abi.md).
static const char *const KnownAttributes[] = {
    "pto.kernel_kind", "pto.split_aiv",
    // The stage count of the pipe-aware planner (issue 12); PTO_STAGES(n)
    // in C.
    "pto.stages"};
static const char *const KnownMetadata[] = {"pto.pipeline"};

static bool isCubeSpace(MemSpace S) { return S != MemSpace::Vec; }

std::optional<MemSpace> AscendPTO::findCubeMemory(const MachineFunction &MF,
                                                  const MachineInstr **At) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      for (const MachineOperand &MO : MI.defs())
        if (MO.isReg() && MO.getReg().isVirtual())
          if (std::optional<MemSpace> S = getMemSpaceForRegClass(
                  MRI.getRegClass(MO.getReg())->getID()))
            if (isCubeSpace(*S)) {
              if (At)
                *At = &MI;
              return S;
            }
  return std::nullopt;
}

StringRef AscendPTO::inferKernelKind(const MachineFunction &MF) {
  return findCubeMemory(MF) ? "cube" : "vector";
}

namespace {

class KernelChecks {
public:
  explicit KernelChecks(MachineFunction &MF)
      : MF(MF), MRI(MF.getRegInfo()), F(MF.getFunction()) {}
  /// False after an error.
  bool run();

private:
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  const Function &F;

  std::string name(Register R) const {
    StringRef N = MRI.getVRegName(R);
    return N.empty() ? "%" + std::to_string(R.virtRegIndex()) : "%" + N.str();
  }
  void checkNames();
  void checkStores();
  void checkUninitialized();
  bool checkWindows();
  bool checkKernelKind();
  bool checkWindow(const MachineInstr &MI, const TileOpInfo &Op);
  std::optional<int64_t> constant(Register R) const;
};

} // namespace

void KernelChecks::checkNames() {
  SmallVector<std::string, 4> Attrs(std::begin(KnownAttributes),
                                    std::end(KnownAttributes));
  for (const Attribute &A : F.getAttributes().getFnAttrs()) {
    if (!A.isStringAttribute())
      continue;
    StringRef Key = A.getKindAsString();
    if (!Key.starts_with("pto.") || llvm::is_contained(Attrs, Key))
      continue;
    std::optional<std::string> Near = closestName(Key, Attrs);
    reportWarning(F, Warning::UnknownAttr,
                  "unknown attribute \"" + Key + "\" is ignored" +
                      (Near ? " (did you mean \"" + *Near + "\"?)"
                            : " (known: pto.kernel_kind, pto.split_aiv, "
                              "pto.stages)"));
  }

  SmallVector<StringRef, 0> KindNames;
  F.getContext().getMDKindNames(KindNames);
  SmallVector<std::string, 2> Known(std::begin(KnownMetadata),
                                    std::end(KnownMetadata));
  SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
  for (const Instruction &I : instructions(F)) {
    I.getAllMetadata(MDs);
    for (auto [Kind, MD] : MDs) {
      if (Kind >= KindNames.size())
        continue;
      StringRef Name = KindNames[Kind];
      if (!Name.starts_with("pto.") || llvm::is_contained(Known, Name))
        continue;
      std::optional<std::string> Near = closestName(Name, Known);
      reportWarning(F, Warning::UnknownMetadata,
                    "unknown metadata !" + Name + " is ignored" +
                        (Near ? " (did you mean !" + *Near + "?)"
                              : " (known: !pto.pipeline)"),
                    I.getDebugLoc());
    }
  }

  StringRef Sym = F.getName();
  if (Sym.starts_with("_Z")) {
    std::string Readable = demangle(Sym);
    if (Readable != Sym)
      reportWarning(F, Warning::MangledName,
                    "the kernel is named by its C++ mangled symbol (" +
                        Readable +
                        "): declare it PTO_KERNEL (extern \"C\") to keep its "
                        "source name");
  }
}

void KernelChecks::checkStores() {
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
        // A result-less operation other than a binding or a view has an
        // effect: a store, a push, a synchronisation.
        if (!Op->hasResult() && Op->Form != PrintForm::None &&
            Op->Form != PrintForm::TensorView)
          return;
  reportWarning(F, Warning::NoStore,
                "the kernel stores nothing (no pto.tstore or other operation "
                "with an effect): everything it computes is discarded");
}

void KernelChecks::checkUninitialized() {
  // Tiles that may still be a fresh alloc_tile: its results, and the phis
  // (loop carries, if merges) with such an incoming value. A tile bound to
  // a declared buffer is not fresh: the buffer's slot may hold what an
  // earlier tile left there.
  DenseSet<Register> Bound;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == AscendPTO::BIND)
        Bound.insert(MI.getOperand(0).getReg());
  DenseMap<Register, Register> Fresh; // tile -> the alloc_tile it may be
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
        if (Op->Form == PrintForm::Alloc && !Bound.count(MI.getOperand(0).getReg()))
          Fresh[MI.getOperand(0).getReg()] = MI.getOperand(0).getReg();
  if (Fresh.empty())
    return;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &MI : MBB.phis()) {
        Register Def = MI.getOperand(0).getReg();
        if (Fresh.count(Def) || Bound.count(Def))
          continue;
        for (unsigned I = 1; I < MI.getNumOperands(); I += 2) {
          auto It = Fresh.find(MI.getOperand(I).getReg());
          if (It != Fresh.end()) {
            Register Alloc = It->second;
            Fresh[Def] = Alloc;
            Changed = true;
            break;
          }
        }
      }
  }
  DenseSet<Register> Reported;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB) {
      const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
      if (!Op || Op->Form == PrintForm::None || Op->IsView)
        continue;
      ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
      for (auto [Idx, O] : enumerate(Opnds)) {
        if (!O.IsTile || O.Role == OperandRole::Tmp || O.MIOperand < 0 ||
            O.Variadic)
          continue;
        // The tile an in-place operation only writes into.
        if (int(Idx) == Op->OutputReusesInput && !Op->ReusedInputInIns)
          continue;
        const MachineOperand &MO = MI.getOperand(O.MIOperand);
        if (!MO.isReg())
          continue;
        auto It = Fresh.find(MO.getReg());
        if (It == Fresh.end() || !Reported.insert(MO.getReg()).second)
          continue;
        std::string Via =
            It->second == MO.getReg()
                ? std::string()
                : " (" + name(MO.getReg()) + " is " + name(It->second) +
                      " on some path, through a loop carry or an if merge)";
        reportWarning(F, Warning::UninitRead,
                      "pto." + Twine(Op->Mnemonic) + " reads " +
                          name(MO.getReg()) + " (operand " + Twine(Idx) +
                          ", " + O.Name + ") before anything writes it: " +
                          name(It->second) +
                          " is a fresh pto.alloc_tile, whose bytes are "
                          "undefined" +
                          Via + "; initialise it first (a load, an "
                          "operation that defines it, or pto.texpands)",
                      MI.getDebugLoc());
      }
    }
}

std::optional<int64_t> KernelChecks::constant(Register R) const {
  const MachineInstr *Def = R.isVirtual() ? MRI.getVRegDef(R) : nullptr;
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

bool KernelChecks::checkWindow(const MachineInstr &MI, const TileOpInfo &Op) {
  // The view, the two offsets and the window's extent (a load's tile, a
  // store's valid region).
  Register View, Offs[2];
  unsigned NumOffs = 0;
  for (const TileOperandInfo &O : getOperands(Op)) {
    if (O.MIOperand < 0)
      continue;
    if (O.Role == OperandRole::View)
      View = MI.getOperand(O.MIOperand).getReg();
    else if (O.Role == OperandRole::Offset && NumOffs < 2)
      Offs[NumOffs++] = MI.getOperand(O.MIOperand).getReg();
  }
  if (!View || NumOffs != 2)
    return true;
  TileType Ty;
  if (Op.Form == PrintForm::Load) {
    if (!TileType::fromMachineInstr(MI, *getMemSpaceForRegClass(
                                            MRI.getRegClass(MI.getOperand(0)
                                                                .getReg())
                                                ->getID()),
                                    Ty))
      return true;
  } else {
    Register Src;
    for (const TileOperandInfo &O : getOperands(Op))
      if (O.IsTile && O.MIOperand >= 0 && !Src)
        Src = MI.getOperand(O.MIOperand).getReg();
    if (!Src)
      return true;
    const MachineInstr *Def = MRI.getVRegDef(Src);
    std::optional<MemSpace> S =
        getMemSpaceForRegClass(MRI.getRegClass(Src)->getID());
    if (!Def || !S || !getTileOpInfo(Def->getOpcode()))
      return true;
    unsigned Result = Def->getOperand(1).isReg() &&
                              Def->getOperand(1).getReg() == Src
                          ? 1
                          : 0;
    if (!TileType::fromMachineInstr(*Def, *S, Ty, nullptr, Result))
      return true;
  }
  int64_t Ext[2] = {Ty.ValidRows >= 0 ? Ty.ValidRows : Ty.Rows,
                    Ty.ValidCols >= 0 ? Ty.ValidCols : Ty.Cols};
  const MachineInstr *VDef = MRI.getVRegDef(View);
  const TileOpInfo *VOp = VDef ? getTileOpInfo(VDef->getOpcode()) : nullptr;
  if (!VOp || VOp->Form != PrintForm::TensorView)
    return true;
  std::optional<int64_t> Dim[2];
  unsigned NumDims = 0;
  for (const TileOperandInfo &O : getOperands(*VOp))
    if (O.Role == OperandRole::Offset && O.MIOperand >= 0 && NumDims < 2)
      Dim[NumDims++] = constant(VDef->getOperand(O.MIOperand).getReg());
  std::optional<int64_t> Off[2] = {constant(Offs[0]), constant(Offs[1])};
  static const char *const Axis[2] = {"rows", "columns"};
  for (unsigned A = 0; A < 2; ++A) {
    if (!Dim[A] || !Off[A])
      continue;
    // Checked arithmetic: offsets and extents are user constants.
    int64_t End;
    bool Over = __builtin_add_overflow(*Off[A], Ext[A], &End);
    if (*Off[A] >= 0 && !Over && End <= *Dim[A])
      continue;
    // The last index and the view's last one, without wrapping (an offset
    // may be INT64_MAX, a view's extent INT64_MIN).
    auto Plus = [](int64_t X, int64_t Y) {
      SmallString<24> S;
      (APInt(128, X, /*isSigned=*/true) + APInt(128, Y, true))
          .toStringSigned(S);
      return std::string(S);
    };
    reportError(F,
                "pto." + Twine(Op.Mnemonic) + ": the [" + Twine(Ext[0]) +
                    ", " + Twine(Ext[1]) + "] window at (" +
                    (Off[0] ? Twine(*Off[0]) : Twine("?")) + ", " +
                    (Off[1] ? Twine(*Off[1]) : Twine("?")) +
                    ") leaves the tensor view " + name(View) + " (" +
                    Twine(Dim[0] ? std::to_string(*Dim[0]) : "?") + " x " +
                    Twine(Dim[1] ? std::to_string(*Dim[1]) : "?") +
                    "): its " + Axis[A] + " " + Twine(*Off[A]) + ".." +
                    Plus(*Off[A], Ext[A] - 1) + " are not all in 0.." +
                    Plus(*Dim[A], -1) +
                    "; move the window inside the view or enlarge the view",
                MI.getDebugLoc());
    return false;
  }
  return true;
}

bool KernelChecks::checkWindows() {
  bool Ok = true;
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (const TileOpInfo *Op = getTileOpInfo(MI.getOpcode()))
        if (Op->Form == PrintForm::Load || Op->Form == PrintForm::Store)
          Ok &= checkWindow(MI, *Op);
  return Ok;
}

bool KernelChecks::checkKernelKind() {
  Attribute KindAttr = F.getFnAttribute("pto.kernel_kind");
  if (!KindAttr.isValid())
    return true;
  StringRef Declared = KindAttr.getValueAsString();
  const MachineInstr *At = nullptr;
  std::optional<MemSpace> Cube = findCubeMemory(MF, &At);
  if (Declared == "vector" && Cube) {
    std::string What = "a tile";
    if (const TileOpInfo *Op = getTileOpInfo(At->getOpcode()))
      What = "pto." + std::string(Op->Mnemonic) + " defines " +
             name(At->getOperand(0).getReg());
    reportError(F,
                "the kernel is declared \"pto.kernel_kind\"=\"vector\", but " +
                    What + " in " + getMemSpaceInfo(*Cube).Name + " (" +
                    getMemSpaceInfo(*Cube).Hardware +
                    "), a memory of the cube core: remove the attribute (the "
                    "kernel is then cube) or keep the kernel in vec",
                At->getDebugLoc());
    return false;
  }
  if (Declared == "cube" && !Cube) {
    reportError(F, "the kernel is declared \"pto.kernel_kind\"=\"cube\", but "
                   "it uses no memory of the cube core (mat, left, right, "
                   "acc, bias, scaling): all its tiles are in vec, so it "
                   "runs on the vector core; remove the attribute or declare "
                   "it \"vector\"");
    return false;
  }
  return true;
}

bool KernelChecks::run() {
  checkNames();
  bool Ok = checkKernelKind();
  Ok &= checkWindows();
  if (!Ok)
    return false;
  checkStores();
  checkUninitialized();
  return true;
}

namespace {

class AscendPTOKernelChecks : public MachineFunctionPass {
public:
  static char ID;
  AscendPTOKernelChecks() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override { return "AscendPTO kernel checks"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
    if (MFI->hasFailed())
      return false;
    if (!KernelChecks(MF).run())
      MFI->setFailed();
    return false;
  }
};

} // namespace

char AscendPTOKernelChecks::ID = 0;

INITIALIZE_PASS(AscendPTOKernelChecks, DEBUG_TYPE, "AscendPTO kernel checks",
                false, false)

FunctionPass *llvm::createAscendPTOKernelChecksPass() {
  return new AscendPTOKernelChecks();
}
