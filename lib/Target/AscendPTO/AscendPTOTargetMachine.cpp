//===- AscendPTOTargetMachine.cpp - AscendPTO target machine --------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The AscendPTO target machine and its pass pipeline. Like the SPIR-V
/// backend, AscendPTO keeps every value in a virtual register from
/// instruction selection to emission: there is no register allocation, no
/// PHI elimination, no prologue/epilogue insertion and no MC lowering. The
/// machine pipeline is exactly (see AscendPTO.h):
///
///   ascendpto-isel -> finalize-isel -> ascendpto-tile-carries
///     -> ascendpto-buffer-coloring -> ascendpto-emit
///
//===----------------------------------------------------------------------===//

#include "AscendPTOTargetMachine.h"
#include "AscendPTO.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "TargetInfo/AscendPTOTargetInfo.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/CodeGen/MIRParser/MIParser.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetLoweringObjectFileImpl.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Compiler.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils.h"

using namespace llvm;

extern "C" LLVM_ABI LLVM_EXTERNAL_VISIBILITY void
LLVMInitializeAscendPTOTarget() {
  RegisterTargetMachine<AscendPTOTargetMachine> X(getTheAscendPTOTarget());
  initializeAscendPTOPasses(*PassRegistry::getPassRegistry());
}

void llvm::initializeAscendPTOPasses(PassRegistry &Registry) {
  initializeAscendPTOCheckNestingPass(Registry);
  initializeAscendPTOPrepareIRPass(Registry);
  initializeAscendPTOStagesPass(Registry);
  initializeAscendPTOISelPass(Registry);
  initializeAscendPTOKernelChecksPass(Registry);
  initializeAscendPTOTileCarriesPass(Registry);
  initializeAscendPTOBufferColoringPass(Registry);
  initializeAscendPTOInsertSyncPass(Registry);
  initializeAscendPTOEmitterPass(Registry);
}

// The data layout of the generic front-end target (spir64) kernels are
// compiled with, so that llc's replacement of the layout changes nothing.
static const char *const DataLayoutString =
    "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-"
    "v1024:1024-n8:16:32:64";

static const Triple &checkTriple(const Triple &TT) {
  // Every unknown architecture resolves to this target (it registers for
  // UnknownArch); accept only the one that names it.
  if (TT.getArchName() != "ascendpto")
    reportFatalUsageError(Twine("AscendPTO: target triple '") + TT.str() +
                          "' does not name the ascendpto architecture; use "
                          "-mtriple=ascendpto");
  return TT;
}

AscendPTOTargetMachine::AscendPTOTargetMachine(
    const Target &T, const Triple &TT, StringRef CPU, StringRef FS,
    const TargetOptions &Options, std::optional<Reloc::Model> RM,
    std::optional<CodeModel::Model> CM, CodeGenOptLevel OL, bool JIT)
    : CodeGenTargetMachineImpl(T, DataLayoutString, checkTriple(TT),
                               CPU, FS,
                               Options, RM.value_or(Reloc::Static),
                               getEffectiveCodeModel(CM, CodeModel::Small),
                               OL),
      TLOF(std::make_unique<TargetLoweringObjectFileELF>()) {
  initAsmInfo();
}

AscendPTOTargetMachine::~AscendPTOTargetMachine() = default;

const AscendPTOSubtarget *
AscendPTOTargetMachine::getSubtargetImpl(const Function &F) const {
  Attribute CPUAttr = F.getFnAttribute("target-cpu");
  Attribute FSAttr = F.getFnAttribute("target-features");
  std::string CPU =
      CPUAttr.isValid() ? CPUAttr.getValueAsString().str() : TargetCPU;
  std::string FS =
      FSAttr.isValid() ? FSAttr.getValueAsString().str() : TargetFS;
  std::unique_ptr<AscendPTOSubtarget> &I = SubtargetMap[CPU + '\0' + FS];
  if (!I)
    I = std::make_unique<AscendPTOSubtarget>(TargetTriple, CPU, FS, *this);
  return I.get();
}

MachineFunctionInfo *AscendPTOTargetMachine::createMachineFunctionInfo(
    BumpPtrAllocator &Allocator, const Function &F,
    const TargetSubtargetInfo *STI) const {
  return AscendPTOMachineFunctionInfo::create<AscendPTOMachineFunctionInfo>(
      Allocator, F, STI);
}

yaml::MachineFunctionInfo *
AscendPTOTargetMachine::createDefaultFuncInfoYAML() const {
  return new yaml::AscendPTOMachineFunctionInfo();
}

yaml::MachineFunctionInfo *
AscendPTOTargetMachine::convertFuncInfoToYAML(const MachineFunction &MF) const {
  return new yaml::AscendPTOMachineFunctionInfo(
      *MF.getInfo<AscendPTOMachineFunctionInfo>(), MF.getRegInfo());
}

bool AscendPTOTargetMachine::parseMachineFunctionInfo(
    const yaml::MachineFunctionInfo &MFI_, PerFunctionMIParsingState &PFS,
    SMDiagnostic &Error, SMRange &SourceRange) const {
  const auto &YamlMFI =
      static_cast<const yaml::AscendPTOMachineFunctionInfo &>(MFI_);
  MachineFunction &MF = PFS.MF;
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  MFI->setPlanned(YamlMFI.Planned);
  // Every error points at a scalar of the entry (the MIR parser turns the
  // range into file:line:col; an empty range would crash it).
  StringRef File =
      PFS.SM->getMemoryBuffer(PFS.SM->getMainFileID())->getBufferIdentifier();
  auto Fail = [&](const yaml::StringValue &At, const Twine &Msg) {
    SourceRange = At.SourceRange;
    if (!SourceRange.isValid()) {
      const char *Start = PFS.SM->getMemoryBuffer(PFS.SM->getMainFileID())
                              ->getBufferStart();
      SourceRange = SMRange(SMLoc::getFromPointer(Start),
                            SMLoc::getFromPointer(Start));
    }
    Error = SMDiagnostic(*PFS.SM, SourceRange.Start, File, /*Line=*/0,
                         /*Col=*/0, SourceMgr::DK_Error, Msg.str(), "", {});
    return true;
  };
  StringSet<> BufferNames;
  for (const yaml::AscendPTODeclaredBufferYAML &B : YamlMFI.DeclaredBuffers) {
    std::optional<AscendPTO::MemSpace> S =
        AscendPTO::lookupMemSpaceByName(B.Space);
    StringRef Name = B.Name.Value;
    if (Name.empty())
      return Fail(B.Name, "a declared buffer needs a name");
    if (!BufferNames.insert(Name).second)
      return Fail(B.Name, "declared buffer '" + Name + "' is listed twice");
    if (!S)
      return Fail(B.Name, "declared buffer '" + Name + "': '" + B.Space +
                              "' is not a tile memory space (vec, mat, "
                              "left, right, acc, bias, scaling)");
    if (B.Slots < 1 || uint64_t(B.Slots) > AscendPTODeclaredBuffer::MaxSlots)
      return Fail(B.Name, "declared buffer '" + Name + "' has " +
                              Twine(B.Slots) + " slots; it needs 1 to " +
                              Twine(AscendPTODeclaredBuffer::MaxSlots) +
                              " (2^20)");
    if (B.SlotBytes == 0 ||
        B.SlotBytes > AscendPTODeclaredBuffer::MaxSlotBytes)
      return Fail(B.Name, "declared buffer '" + Name + "' has slots of " +
                              Twine(B.SlotBytes) + " bytes; they need 1 to " +
                              Twine(AscendPTODeclaredBuffer::MaxSlotBytes) +
                              " (2^32)");
    MFI->addDeclaredBuffer(
        {Name.str(), unsigned(*S), unsigned(B.Slots), B.SlotBytes});
  }
  // Numbered (%3) or named (%x) virtual registers; the MIR parser's
  // stand-alone register parser only knows the former.
  auto ParseReg = [&](const yaml::StringValue &V, Register &Reg) {
    StringRef Src = V.Value;
    if (Src.size() > 1 && Src[0] == '%' && !isDigit(Src[1])) {
      auto It = PFS.VRegInfosNamed.find(Src.drop_front());
      if (It == PFS.VRegInfosNamed.end()) {
        Fail(V, "machineFunctionInfo names an unknown virtual register '" +
                    Src + "'");
        return false;
      }
      Reg = It->second->VReg;
      return true;
    }
    VRegInfo *Info;
    if (parseVirtualRegisterReference(PFS, Info, Src, Error)) {
      SourceRange = V.SourceRange;
      return false;
    }
    Reg = Info->VReg;
    return true;
  };
  for (const yaml::AscendPTOTileOffset &T : YamlMFI.TileOffsets) {
    Register Reg;
    if (!ParseReg(T.Reg, Reg))
      return true;
    if (MFI->getTileOffset(Reg))
      return Fail(T.Reg, "tile " + T.Reg.Value + " has two offsets");
    MFI->setTileOffset(Reg, T.Offset);
  }
  // The IR path's rules for !pto.pipeline (AscendPTOISel.cpp).
  for (const yaml::AscendPTOPipelineMemberYAML &M : YamlMFI.Pipeline) {
    Register Reg;
    if (!ParseReg(M.Reg, Reg))
      return true;
    if (M.Depth < 1 || M.Depth > 64)
      return Fail(M.Reg, "pipeline member " + M.Reg.Value + ": depth " +
                             Twine(M.Depth) + " is not in 1..64");
    auto OutOfI32 = [](int64_t V) { return V < 0 || V > INT32_MAX; };
    if (OutOfI32(M.Group) || OutOfI32(M.Stage))
      return Fail(M.Reg, "pipeline member " + M.Reg.Value + ": the " +
                             (OutOfI32(M.Group) ? "group" : "stage") + " is " +
                             Twine(OutOfI32(M.Group) ? M.Group : M.Stage) +
                             ", outside 0..2147483647");
    if (MFI->getPipeline().count(Reg))
      return Fail(M.Reg, "pipeline member " + M.Reg.Value + " is listed twice");
    MFI->setPipelineMember(Reg, {unsigned(M.Group), unsigned(M.Stage),
                                 unsigned(M.Depth)});
  }
  return false;
}

bool AscendPTOTargetMachine::addAsmPrinter(PassManagerBase &PM,
                                           raw_pwrite_stream &Out,
                                           raw_pwrite_stream *DwoOut,
                                           CodeGenFileType FileType,
                                           MCContext &Context) {
  switch (FileType) {
  case CodeGenFileType::AssemblyFile:
    PM.add(createAscendPTOEmitterPass(Out, getTargetCPU()));
    return false;
  case CodeGenFileType::Null:
    return false;
  case CodeGenFileType::ObjectFile:
    WithColor::error(errs(), "AscendPTO")
        << "object files are not supported: the target emits PTO text, "
           "the input of the PTO assembler (use -filetype=asm)\n";
    return true;
  }
  llvm_unreachable("unknown file type");
}

namespace {

/// The AscendPTO pipeline: our selector, the planner and nothing that
/// assumes physical registers.
class AscendPTOPassConfig : public TargetPassConfig {
public:
  AscendPTOPassConfig(AscendPTOTargetMachine &TM, PassManagerBase &PM)
      : TargetPassConfig(TM, PM) {}

  // The IR arrives as written (or as clang -O2 emits it); loop strength
  // reduction, CodeGenPrepare and friends would only obscure the loops and
  // ifs the emitter must print as scf.for and scf.if. Loop simplification
  // gives every loop a preheader and dedicated exits, which is the shape
  // the structurizer recognises. First, ascendpto-check-nesting refuses a
  // kernel nested deeper than the structurizer's limit while that is cheap
  // to tell. Then ascendpto-prepare-ir makes the
  // IR of any clang level selectable (stack slots of -O0, unsigned
  // division, boolean or/xor). Loops with a stage count are then unrolled
  // into pipeline stages (ascendpto-stages, automatic multi-buffering).
  void addIRPasses() override {
    addPass(createAscendPTOCheckNestingPass());
    addPass(createAscendPTOPrepareIRPass());
    addPass(createLoopSimplifyPass());
    addPass(createAscendPTOStagesPass());
  }
  void addCodeGenPrepare() override {}
  void addISelPrepare() override {}

  bool addInstSelector() override {
    addPass(createAscendPTOISelPass());
    // Warnings and errors about kernels that select but are wrong.
    addPass(createAscendPTOKernelChecksPass());
    return false;
  }

  // No machine SSA optimisation, register allocation, PHI elimination,
  // frame lowering or scheduling: only the planner.
  void addMachinePasses() override {
    addPass(createAscendPTOTileCarriesPass());
    addPass(createAscendPTOBufferColoringPass());
    addPass(createAscendPTOInsertSyncPass());
  }

  FunctionPass *createTargetRegisterAllocator(bool) override {
    return nullptr;
  }
};

} // namespace

TargetPassConfig *AscendPTOTargetMachine::createPassConfig(PassManagerBase &PM) {
  return new AscendPTOPassConfig(*this, PM);
}
