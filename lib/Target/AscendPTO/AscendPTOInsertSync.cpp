//===- AscendPTOInsertSync.cpp - Pipe synchronisation ---------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync: the algorithm is described in
/// AscendPTOInsertSync.h and docs/sync.md. This file holds the access model
/// (footprints from the placement), the structured tree with its gaps, the
/// backward scan that places syncs, the event-id allocation with its
/// fallbacks, and the thin MachineFunctionPass.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOInsertSync.h"
#include "AscendPTO.h"
#include "AscendPTOCostEstimate.h"
#include "AscendPTODiagnostics.h"
#include "AscendPTOMachineFunctionInfo.h"
#include "AscendPTOStructurizer.h"
#include "AscendPTOSubtarget.h"
#include "AscendPTOSyncScanIndex.h"
#include "AscendPTOTileConstraints.h"
#include "AscendPTOTileType.h"
#include "AscendPTOUnionFind.h"
#include "MCTargetDesc/AscendPTOMCTargetDesc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachinePostDominators.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/InitializePasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <set>
#include <memory>

using namespace llvm;
using namespace llvm::AscendPTO;

#define DEBUG_TYPE "ascendpto-insert-sync"

/// A named remark argument.
using NV = DiagnosticInfoOptimizationBase::Argument;

namespace {
enum class SyncMode { Backend, Assembler };
} // namespace

static cl::opt<SyncMode> SyncModeOpt(
    "ascendpto-sync",
    cl::desc("Who synchronises the pipes of the printed kernels"),
    cl::values(clEnumValN(SyncMode::Backend, "backend",
                          "the backend: set_flag/wait_flag and barriers "
                          "from the placed byte ranges (the default)"),
               clEnumValN(SyncMode::Assembler, "assembler",
                          "ptoas --enable-insert-sync; the backend only "
                          "adds full barriers before partially "
                          "overlapping tiles")),
    cl::init(SyncMode::Backend));

static cl::opt<bool> StrictReuse(
    "ascendpto-sync-strict-reuse",
    cl::desc("Reuse an event id only once a happens-before chain orders its "
             "last wait before the next set (docs/sync.md, \"Flag reuse\"; "
             "the default; false reuses an id once its wait is earlier in "
             "program order, which may lose a signal: unsafe, for "
             "comparison only)"),
    cl::init(true));

bool AscendPTO::isBackendSync() { return SyncModeOpt == SyncMode::Backend; }

static cl::opt<bool> MinimalOpt(
    "ascendpto-sync-minimal",
    cl::desc("Backend sync: count the syncs inside a loop or an if for the "
             "ops there, and remove the syncs the others already order "
             "(docs/sync.md \"Minimality\"); false: the scan of the "
             "earlier passes, for comparison"),
    cl::init(true));

static cl::opt<bool> ScanSkipOpt(
    "ascendpto-sync-scan-skip",
    cl::desc("Backend sync: let the backward scan jump over the positions "
             "that cannot change its state (docs/sync.md \"Complexity\"); "
             "false visits every one: the same output, slower, for "
             "comparison"),
    cl::init(true), cl::Hidden);

//===----------------------------------------------------------------------===//
// Footprints.
//===----------------------------------------------------------------------===//

namespace {

/// Rows rows of RowBytes bytes, Pitch bytes apart, from Base.
struct Box {
  uint64_t Base = 0;
  uint64_t Pitch = 0;
  uint64_t Rows = 1;
  uint64_t RowBytes = 0;
  /// One past the last byte.
  uint64_t end() const { return Base + (Rows - 1) * Pitch + RowBytes; }
};

/// The memory an access touches and where in it.
struct Access {
  /// A MemSpace, or GMKey for global memory.
  unsigned Mem = 0;
  static constexpr unsigned GMKey = 255;
  /// The global argument, or -1 when not known.
  int Arg = -1;
  /// The whole memory (an unknown extent).
  bool Whole = false;
  Box B;
  bool Write = false;
  /// A tile bound to a run-time slot of a declared buffer: B is the whole
  /// buffer; InSlot is the tile's bytes within its slot, SlotReg the slot
  /// value and Buffer the declared buffer (ping-pong, sync-facts §6.C.2).
  Register SlotReg;
  unsigned Buffer = 0;
  Box InSlot;
};

/// A checked box; std::nullopt when its extent overflows.
std::optional<Box> makeBox(uint64_t Base, uint64_t Pitch, uint64_t Rows,
                           uint64_t RowBytes) {
  if (Rows == 0 || RowBytes == 0)
    return std::nullopt;
  bool Ov = false;
  uint64_t Span = SaturatingMultiply(Rows - 1, Pitch, &Ov);
  if (Ov)
    return std::nullopt;
  uint64_t End = SaturatingAdd(Base, Span, &Ov);
  End = SaturatingAdd(End, RowBytes, &Ov);
  if (Ov)
    return std::nullopt;
  if (Rows > 1 && Pitch < RowBytes) // Rows that touch: one interval.
    return Box{Base, 0, 1, End - Base};
  return Box{Base, Rows > 1 ? Pitch : 0, Rows, RowBytes};
}

/// Whether [Lo, Hi) meets a row of \p B.
bool intervalHitsBox(uint64_t Lo, uint64_t Hi, const Box &B) {
  if (Hi <= B.Base || Lo >= B.end())
    return false;
  if (B.Rows == 1)
    return true;
  // Rows I with Base + I*Pitch < Hi and Base + I*Pitch + RowBytes > Lo.
  uint64_t IMax = std::min((Hi - B.Base - 1) / B.Pitch, B.Rows - 1);
  uint64_t IMin =
      Lo >= B.Base + B.RowBytes ? (Lo - B.Base - B.RowBytes) / B.Pitch + 1 : 0;
  return IMin <= IMax;
}

/// Whether two boxes share a byte; exact row by row up to a bound, then
/// conservatively by their extents.
bool boxesOverlap(const Box &A, const Box &B) {
  if (A.end() <= B.Base || B.end() <= A.Base)
    return false;
  const Box &Few = A.Rows <= B.Rows ? A : B;
  const Box &Many = A.Rows <= B.Rows ? B : A;
  constexpr uint64_t MaxRows = 4096;
  if (Few.Rows > MaxRows)
    return true;
  for (uint64_t I = 0; I < Few.Rows; ++I) {
    uint64_t Lo = Few.Base + I * Few.Pitch;
    if (intervalHitsBox(Lo, Lo + Few.RowBytes, Many))
      return true;
  }
  return false;
}

/// The pipes as bits.
unsigned pipeBit(Pipe P) { return 1u << unsigned(P); }

//===----------------------------------------------------------------------===//
// The structured tree, with the gaps syncs go into.
//===----------------------------------------------------------------------===//

/// Where a sync instruction sits within a gap (in this order).
enum class Slot : uint8_t {
  EarlyWait,        ///< a release's wait before a narrowed release's set
  ReleaseNarrowSet, ///< a release's set moved down to its wait (id fallback)
  ReleaseWait, ///< a release's wait before a set of this gap (allocateIds)
  SetAfter,    ///< a set after the item before the gap
  PostWait,    ///< a credit's wait after its loop
  NarrowSet,   ///< a set moved down to its wait (id fallback)
  WaitBefore,  ///< a wait or barrier before the item after the gap
  ReleaseSet,  ///< a release's set after a wait of this gap
  LateWait,    ///< a release's wait before a credit's set before its loop
  PreSet,      ///< a credit's set before its loop
};
constexpr unsigned NumGapSlots = 10;

struct OpRec {
  MachineInstr *MI = nullptr;
  Pipe P = Pipe::None;
  SmallVector<Access, 4> Acc;
  unsigned Seq = 0;
  unsigned Item = 0;
};

struct Item {
  enum KindTy { Op, Loop, If } Kind = Op;
  unsigned OpIdx = 0;
  /// Child sequences: a loop's body; an if's then and else arms.
  int First = -1, Second = -1;
  /// The ops inside, in program order: [FirstOp, EndOp).
  unsigned FirstOp = 0, EndOp = 0;
};

/// One gap entry: a sync and its role there.
struct GapEntry {
  unsigned Sync;
  Slot S;
  bool IsSet;
};

struct Seq {
  SmallVector<Item, 8> Items;
  int Parent = -1;
  unsigned ParentItem = 0;
  bool LoopBody = false;
  /// The loop whose body this is.
  const SLoop *Loop = nullptr;
  /// Gap insertion points: insert before MI, or at the end of MBB.
  SmallVector<std::pair<MachineBasicBlock *, MachineInstr *>, 8> GapAt;
  std::vector<SmallVector<GapEntry, 2>> Gaps;
  /// First linear position of each gap (for id allocation).
  SmallVector<uint64_t, 8> GapPos;
  /// What each gap (position 2 * gap) and item (2 * item + 1) holds, for
  /// the scan's skips (skipBack).
  ScanIndex Index;
};

/// A point of the structured program: a slot of a gap of a sequence.
struct ProgPoint {
  unsigned Seq = 0;
  unsigned Gap = 0;
  Slot S = Slot::SetAfter;
};

struct Sync {
  /// SlotCredit: a credit with one id per slot of a ping-pong buffer; the
  /// body's wait and set use the id of the iteration's slot.
  enum KindTy { Pair, Credit, SlotCredit, Barrier, Full } Kind = Pair;
  Pipe Src = Pipe::None, Dst = Pipe::None;
  /// Pair/Barrier/Full: the sequence; Credit: the loop body.
  unsigned Seq = 0;
  unsigned SetGap = 0, WaitGap = 0;
  int Id = -1;
  /// SlotCredit: the slot value and the ids, slot k taking the k-th. A
  /// Pair with a SlotReg is a slot pair: the set and the wait of a trip use
  /// the id of its slot, like the slot credit that orders its reuse
  /// (slotPairCredit).
  Register SlotReg;
  unsigned NumSlots = 0;
  SmallVector<unsigned, 4> SlotIds;
  /// Where in their gaps a pair's set and wait (a credit's body set and
  /// wait) sit; a release's differ (makeRelease).
  Slot SetSlot = Slot::SetAfter, WaitSlot = Slot::WaitBefore;
  bool Dead = false;
  /// Dead because the others already order what it ordered (pruneSyncs).
  bool Pruned = false;
  bool Narrow = false;
  /// A release: the reverse pair that lets an id be reused (allocateIds).
  bool Release = false;
  /// A release made and taken back (releaseUntilOrdered).
  bool Discarded = false;
  /// The consumer that asked for it (for remarks).
  const MachineInstr *Consumer = nullptr;
};

/// Places the syncs of one function.
class SyncInserter {
public:
  SyncInserter(MachineFunction &MF, MachineOptimizationRemarkEmitter &ORE)
      : MF(MF), MRI(MF.getRegInfo()),
        STI(MF.getSubtarget<AscendPTOSubtarget>()),
        MFI(*MF.getInfo<AscendPTOMachineFunctionInfo>()), ORE(ORE) {}

  bool run(const SRegion &Tree, const Structurizer &S, SyncSummary &Sum);

private:
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  const AscendPTOSubtarget &STI;
  const AscendPTOMachineFunctionInfo &MFI;
  MachineOptimizationRemarkEmitter &ORE;
  TileConstraints TC;

  std::vector<OpRec> Ops;
  std::vector<Seq> Seqs;
  std::vector<Sync> Syncs;
  /// (loop body, src, dst) -> its credits (overlappingCredit).
  DenseMap<std::tuple<unsigned, unsigned, unsigned>, SmallVector<unsigned, 2>>
      Credits;
  unsigned UsedPipes = 0;
  /// Footprints of tiles bound to a run-time slot: the whole buffer.
  DenseMap<Register, uint64_t> SlotExtent;
  /// In-place results at their input's address, to that input.
  DenseMap<Register, Register> InPlaceInput;
  /// boxTile's answers.
  mutable DenseMap<Register, const TileInfo *> BoxTileOf;
  /// The tiles bound directly to a run-time slot, and their bindings.
  DenseMap<Register, const TileBinding *> RuntimeBinding;
  /// The sequence each block of the tree is in.
  DenseMap<const MachineBasicBlock *, unsigned> BlockSeq;
  /// (loop body, src, dst, slot register) -> its slot credit.
  std::map<std::tuple<unsigned, unsigned, unsigned, unsigned>, unsigned>
      SlotCredits;
  /// Built when a slot credit needs it.
  std::unique_ptr<MachineDominatorTree> DT;
  /// The scan checks instead of placing (pruneSyncs); CheckFailed when a
  /// conflicting producer is not ordered.
  bool Checking = false;
  bool CheckFailed = false;
  /// The PIPE_ALL barrier that ends the function.
  int EndSync = -1;
  /// Syncs narrowed or turned into barriers by allocateIds.
  unsigned NumFallbacks = 0;

  bool fail(const MachineInstr *MI, const Twine &Msg) {
    reportError(MF.getFunction(), Msg, MI ? MI->getDebugLoc() : DebugLoc());
    return false;
  }

  // The access model.
  bool collectSlotExtents();
  Pipe pipeOf(const MachineInstr &MI, const TileOpInfo &Op) const;
  Access tileAccess(Register R, bool Write) const;
  const TileInfo &boxTile(Register R, const TileInfo &T) const;
  Access globalAccess(const MachineInstr &MI, Register View,
                      ArrayRef<Register> Offsets, const TileType &Extent,
                      bool Write) const;
  void collectAccesses(MachineInstr &MI, const TileOpInfo &Op, OpRec &R);
  /// How a producer and a consumer depend: not at all, on every
  /// iteration, or only through the same slot of a ping-pong buffer.
  enum class Dep { None, Normal, Slot };
  /// How the slot values of one slot register compare between two ops
  /// met at scan level \p Level (\p Wrap: in the previous iteration of
  /// Level's loop).
  enum class SlotRel { Same, PerIteration, Unknown };
  Dep classify(const OpRec &A, const OpRec &B, unsigned Level, bool Wrap,
               Register &SlotReg) const;
  SlotRel slotRelation(Register SlotReg, unsigned Level, bool Wrap) const;
  std::optional<unsigned> slotCount(const MachineInstr &Def,
                                    const SLoop *L) const;
  bool slotDefDominates(Register SlotReg, unsigned SeqI, unsigned Gap);
  static bool mayConflict(const Access &A, const Access &B,
                          bool DifferentPipes);
  static bool accessesConflict(const Access &A, const Access &B,
                               bool DifferentPipes, const Function &F);

  // The tree.
  bool buildTree(const SRegion &Tree, const Structurizer &S);
  bool computeGapPoints(unsigned SeqI, const SRegion &R,
                        const Structurizer &S);
  void computeLinearPositions();

  // Placing.
  struct ScanState {
    unsigned Covered = 0;
    SmallDenseSet<unsigned, 8> Waited;
    bool Done = false;
    /// Checking: the syncs that ordered a pipe the scan had not ordered.
    SmallVectorImpl<unsigned> *Used = nullptr;
  };
  void scanConsumer(unsigned C, ScanState &St);
  void applyGap(unsigned SeqI, unsigned G, Pipe Consumer, ScanState &St);
  void visitItem(unsigned SeqI, unsigned ItemI, unsigned Pos, unsigned C,
                 ScanState &St, bool Wrap);
  /// \p Inside: the pipes ordered at R's place inside a loop or an if
  /// item (visitItem), besides St's.
  void orderProducer(unsigned SeqI, unsigned ItemI, unsigned Pos, unsigned R,
                     unsigned C, ScanState &St, unsigned Inside, bool Wrap);
  void wrapScan(unsigned SeqI, unsigned Pos, unsigned C, ScanState St);
  // The scan's index: where a backward scan can change something.
  ScanMask entryMask(const GapEntry &E) const;
  static ScanMask scanQuery(unsigned GapCovered, unsigned OpCovered,
                            const OpRec &Cons);
  void buildScanIndex();
  void updateGapMask(unsigned SeqI, unsigned Gap);
  unsigned skipBack(unsigned SeqI, unsigned G, unsigned Lo, unsigned Covered,
                    unsigned OpCovered, unsigned C) const;
  static ScanMask opMask(const OpRec &R);
  /// The scan in check mode: whether the syncs in place order every
  /// conflicting producer before consumer \p C; the syncs it relied on go
  /// to \p Used.
  bool isOrdered(unsigned C, SmallVectorImpl<unsigned> &Used);
  bool slotCreditCovers(unsigned SeqI, unsigned ItemI, unsigned Pos,
                        const OpRec &Prod, const OpRec &Cons,
                        Register SlotReg) const;
  bool needsSamePipeBarrier(Pipe P) const;
  /// Kills every sync (of the kinds tried) that the others make redundant;
  /// \p WithIds: after the ids are given, also keeping every id's reuse
  /// ordered. False after reporting an internal error.
  bool pruneSyncs(bool WithFull, bool WithIds);
  /// Whether every id's holders still reuse it in order (the strict rule
  /// that allocateIds applied), with the syncs alive now.
  bool idsStillOrdered() const;
  /// A credit (or slot credit) on the loop body S.Seq, with its entries.
  unsigned addCredit(const Sync &S);
  /// The credit of \p Key whose stretch of the body overlaps that of a
  /// back-edge dependence from item \p ItemI to the consumer at gap \p Pos.
  std::optional<unsigned>
  overlappingCredit(std::tuple<unsigned, unsigned, unsigned> Key,
                    unsigned ItemI, unsigned Pos) const;
  void widenCredit(unsigned SyncI, unsigned ItemI, unsigned Pos);
  bool addSlotCredit(unsigned SeqI, unsigned ItemI, unsigned Pos,
                     const OpRec &Prod, const OpRec &Cons, Register SlotReg);
  unsigned addSync(Sync S);
  void addEntry(unsigned SeqI, unsigned Gap, unsigned SyncI, Slot Sl,
                bool IsSet);
  void removeEntry(unsigned SeqI, unsigned Gap, unsigned SyncI, Slot Sl);

  // Ids.
  bool allocateIds();
  std::pair<uint64_t, uint64_t> liveRange(const Sync &S) const;
  void fallBackToBarrier(unsigned SyncI);

  // Flag reuse: a triple's next set must follow its last wait.
  enum class Order { Ordered, Unordered, Unreachable };
  struct FlowState {
    unsigned Informed = 0;
    SmallDenseSet<unsigned, 8> Pending;
  };
  void flowGap(unsigned SeqI, unsigned G, int After, int Before,
               FlowState &St) const;
  Order ordered(Pipe From, ProgPoint A, Pipe To, ProgPoint B,
                int WrapSeq) const;
  ProgPoint firstSet(const Sync &S) const;
  ProgPoint lastWait(const Sync &S) const;
  int innermostLoop(unsigned SeqI) const;
  int commonLoop(unsigned A, unsigned B) const;
  /// A reuse the strict rule refuses: nothing orders the wait at W (on
  /// pipe WP) before the set at T (on pipe TP); Loop >= 0: the path runs
  /// round that loop body's back edge.
  struct Unordered {
    Pipe WP = Pipe::None;
    ProgPoint W;
    Pipe TP = Pipe::None;
    ProgPoint T;
    int Loop = -1;
  };
  std::optional<Unordered> selfReuseBlock(const Sync &S) const;
  bool selfReuseOrdered(const Sync &S) const { return !selfReuseBlock(S); }
  bool isAncestorOrSelf(unsigned Anc, unsigned SeqI) const;
  std::optional<Unordered> reuseBlock(ArrayRef<unsigned> Holders,
                                      const Sync &S) const;
  bool idReusable(ArrayRef<unsigned> Holders, const Sync &S) const {
    return !reuseBlock(Holders, S);
  }
  void reuseFallback(unsigned SyncI);
  int slotPairCredit(const Sync &S) const;
  bool colourPairList(std::pair<unsigned, unsigned> Pair);
  unsigned allowedIds(Pipe Src, Pipe Dst) const;

  // Releases: the reverse pair that orders a holder's wait before a set.
  int makeRelease(const Unordered &U, const MachineInstr *Consumer);
  void discardRelease(unsigned SyncI);
  bool placeRelease(unsigned SyncI);
  bool placeReleaseOnce(unsigned SyncI);
  template <typename BlockFn>
  bool releaseUntilOrdered(BlockFn Block, const MachineInstr *Consumer);
  std::optional<unsigned> releaseId(unsigned SyncI, unsigned Candidates,
                                    ArrayRef<SmallVector<unsigned, 8>> Holders);
  /// The syncs of each ordered pipe pair, and the pairs coloured so far.
  std::map<std::pair<unsigned, unsigned>, SmallVector<unsigned, 8>> ByPair;
  std::set<std::pair<unsigned, unsigned>> ColouredPairs;
  unsigned NumReleases = 0;

  // MIR.
  void materialize(SyncSummary &Sum);
};

} // namespace

//===----------------------------------------------------------------------===//
// The access model.
//===----------------------------------------------------------------------===//

bool SyncInserter::collectSlotExtents() {
  for (const TileColocation &C : TC.colocations())
    if (C.InPlace && C.Offset == 0)
      InPlaceInput.try_emplace(C.B, C.A);
  for (const TileBinding &B : TC.bindings()) {
    if (B.Slot)
      continue;
    if (B.Buffer >= MFI.getDeclaredBuffers().size())
      return fail(B.MI, "pto.bind names an undeclared buffer");
    const AscendPTODeclaredBuffer &D = MFI.getDeclaredBuffers()[B.Buffer];
    bool Ov = false;
    uint64_t Bytes = SaturatingMultiply(uint64_t(D.Slots), D.SlotBytes, &Ov);
    if (Ov)
      return fail(B.MI, "declared buffer " + D.Name + " is too large");
    SlotExtent[B.Tile] = Bytes;
    if (B.SlotReg.isVirtual())
      RuntimeBinding[B.Tile] = &B;
  }
  // Views and in-place results of such a tile cover the buffer too.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const TileColocation &C : TC.colocations()) {
      auto It = SlotExtent.find(C.A);
      if (It == SlotExtent.end() || SlotExtent.count(C.B))
        continue;
      uint64_t Ext = It->second;
      SlotExtent[C.B] = Ext;
      Changed = true;
    }
  }
  return true;
}

Pipe SyncInserter::pipeOf(const MachineInstr &MI, const TileOpInfo &Op) const {
  auto SpaceOf = [&](const MachineOperand &MO) -> std::optional<MemSpace> {
    if (!MO.isReg() || !MO.getReg().isVirtual())
      return std::nullopt;
    return getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())->getID());
  };
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  std::optional<MemSpace> Src, Dst;
  if (Op.PairOperand < Opnds.size() && Opnds[Op.PairOperand].MIOperand >= 0 &&
      unsigned(Opnds[Op.PairOperand].MIOperand) < MI.getNumOperands())
    Src = SpaceOf(MI.getOperand(Opnds[Op.PairOperand].MIOperand));
  if (Op.hasResult())
    Dst = SpaceOf(MI.getOperand(0));
  return getExecPipe(Op, STI.getArch(), Src, Dst);
}

const TileInfo &SyncInserter::boxTile(Register R, const TileInfo &T) const {
  // Follow in-place results back to the input they overwrite (at its
  // address, with its shape), at most once per colocation. Every tile on
  // the way ends at the same input: remember it for each, so that a chain
  // of n in-place updates costs O(n), not O(n^2).
  auto Known = BoxTileOf.find(R);
  if (Known != BoxTileOf.end())
    return *Known->second;
  SmallVector<Register, 8> Path;
  SmallDenseSet<Register, 8> Seen;
  const TileInfo *End = &T;
  for (Register Reg = R;;) {
    if (!Seen.insert(Reg).second) {
      End = nullptr; // A cycle: the bounded walk below, remembered for none.
      break;
    }
    Path.push_back(Reg);
    if (TC.isSourceWindow(Reg))
      break;
    auto It = InPlaceInput.find(Reg);
    const TileInfo *Src =
        It == InPlaceInput.end() ? nullptr : TC.lookup(It->second);
    if (!Src)
      break;
    auto Next = BoxTileOf.find(It->second);
    if (Next != BoxTileOf.end()) {
      End = Next->second;
      break;
    }
    Reg = It->second;
    End = Src;
  }
  if (End) {
    for (Register Reg : Path)
      BoxTileOf[Reg] = End;
    return *End;
  }
  const TileInfo *Cur = &T;
  Register Reg = R;
  for (size_t Steps = 0; Steps <= InPlaceInput.size(); ++Steps) {
    if (TC.isSourceWindow(Reg))
      break;
    auto It = InPlaceInput.find(Reg);
    const TileInfo *Src =
        It == InPlaceInput.end() ? nullptr : TC.lookup(It->second);
    if (!Src)
      break;
    Reg = It->second;
    Cur = Src;
  }
  return *Cur;
}

Access SyncInserter::tileAccess(Register R, bool Write) const {
  Access A;
  A.Write = Write;
  std::optional<MemSpace> Sp =
      getMemSpaceForRegClass(MRI.getRegClass(R)->getID());
  A.Mem = Sp ? unsigned(*Sp) : 0;
  const TileInfo *T = TC.lookup(R);
  std::optional<uint64_t> Off = MFI.getTileOffset(R);
  if (!T || !Off || TC.isReserved(R)) {
    A.Whole = true; // Storage the planner does not place.
    return A;
  }
  auto Slot = SlotExtent.find(R);
  std::optional<Box> B;
  if (Slot != SlotExtent.end()) {
    B = makeBox(*Off, 0, 1, Slot->second);
    auto Bound = RuntimeBinding.find(R);
    if (B && Bound != RuntimeBinding.end())
      if (std::optional<Box> In = makeBox(0, 0, 1, T->Size)) {
        A.SlotReg = Bound->second->SlotReg;
        A.Buffer = Bound->second->Buffer;
        A.InSlot = *In;
      }
  } else {
    // An in-place result has the bytes of the input it overwrites: a
    // window's result is that window's box (sync-facts §4, E15).
    T = &boxTile(R, *T);
    // A window narrower than its source: its lines, a source line apart.
    bool ColMajor = T->Type.getBLayoutName() == "col_major";
    int64_t Own = ColMajor ? T->Type.Rows : T->Type.Cols;
    int64_t Lines = ColMajor ? T->Type.Cols : T->Type.Rows;
    uint64_t Bits = getDTypeInfo(T->Type.ElemType).Bits;
    bool Windowed = TC.isSourceWindow(T->Reg) && T->Pitch != Own;
    if (Windowed && Lines > 0 && Own > 0 && T->Pitch > 0 &&
        (uint64_t(T->Pitch) * Bits) % 8 == 0 && (uint64_t(Own) * Bits) % 8 == 0)
      B = makeBox(*Off, uint64_t(T->Pitch) * Bits / 8, uint64_t(Lines),
                  uint64_t(Own) * Bits / 8);
    else
      B = makeBox(*Off, 0, 1, T->Size);
  }
  if (!B)
    A.Whole = true;
  else
    A.B = *B;
  return A;
}

/// The constant a register holds, if it is one.
static std::optional<int64_t> constantOf(const MachineRegisterInfo &MRI,
                                         Register R) {
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (Def && Def->getOpcode() == AscendPTO::CONST_INT)
    return Def->getOperand(1).getImm();
  return std::nullopt;
}

Access SyncInserter::globalAccess(const MachineInstr &MI, Register View,
                                  ArrayRef<Register> Offsets,
                                  const TileType &Extent, bool Write) const {
  Access A;
  A.Mem = Access::GMKey;
  A.Write = Write;
  A.Whole = true;
  const MachineInstr *V = MRI.getVRegDef(View);
  if (!V || V->getOpcode() != AscendPTO::TENSOR_VIEW)
    return A;
  const MachineInstr *Ptr = MRI.getVRegDef(V->getOperand(2).getReg());
  if (Ptr && Ptr->getOpcode() == AscendPTO::ARG_GM)
    A.Arg = int(Ptr->getOperand(1).getImm());
  int64_t Code = V->getOperand(1).getImm();
  if (Code < 0 || Code >= int64_t(NumDTypes) || Offsets.size() != 2)
    return A;
  uint64_t Bits = getDTypeInfo(DType(Code)).Bits;
  std::optional<int64_t> S0 = constantOf(MRI, V->getOperand(5).getReg()),
                         S1 = constantOf(MRI, V->getOperand(6).getReg()),
                         R0 = constantOf(MRI, Offsets[0]),
                         C0 = constantOf(MRI, Offsets[1]);
  int64_t Rows = Extent.ValidRows == TileType::Dynamic ? Extent.Rows
                                                        : Extent.ValidRows;
  int64_t Cols = Extent.ValidCols == TileType::Dynamic ? Extent.Cols
                                                        : Extent.ValidCols;
  // Only the plain row-major box (unit column stride) is modelled exactly.
  if (!S0 || !S1 || !R0 || !C0 || *S1 != 1 || *S0 <= 0 || *R0 < 0 ||
      *C0 < 0 || Rows <= 0 || Cols <= 0 || Bits % 8)
    return A;
  uint64_t EB = Bits / 8;
  bool Ov = false;
  uint64_t Elem = SaturatingAdd(
      SaturatingMultiply(uint64_t(*R0), uint64_t(*S0), &Ov), uint64_t(*C0),
      &Ov);
  uint64_t Base = SaturatingMultiply(Elem, EB, &Ov);
  uint64_t Pitch = SaturatingMultiply(uint64_t(*S0), EB, &Ov);
  uint64_t RowBytes = SaturatingMultiply(uint64_t(Cols), EB, &Ov);
  if (Ov)
    return A;
  std::optional<Box> B = makeBox(Base, Pitch, uint64_t(Rows), RowBytes);
  if (!B)
    return A;
  A.Whole = false;
  A.B = *B;
  return A;
}

void SyncInserter::collectAccesses(MachineInstr &MI, const TileOpInfo &Op,
                                   OpRec &R) {
  ArrayRef<TileOperandInfo> Opnds = getOperands(Op);
  Register View;
  SmallVector<Register, 2> Offsets;
  for (const TileOperandInfo &O : Opnds) {
    if (O.MIOperand < 0)
      continue;
    unsigned End = O.Variadic ? MI.getNumOperands() : O.MIOperand + 1;
    for (unsigned K = O.MIOperand; K < End && K < MI.getNumOperands(); ++K) {
      const MachineOperand &MO = MI.getOperand(K);
      if (!MO.isReg() || !MO.getReg().isVirtual())
        continue;
      if (O.Role == OperandRole::View)
        View = MO.getReg();
      else if (O.Role == OperandRole::Offset)
        Offsets.push_back(MO.getReg());
      else if (O.IsTile)
        // tmp scratch and written workspaces are writes (sync-facts §1.1).
        R.Acc.push_back(
            tileAccess(MO.getReg(), O.Role == OperandRole::Tmp || O.Written));
    }
  }
  for (unsigned K = 0; K < Op.NumResults; ++K)
    R.Acc.push_back(tileAccess(MI.getOperand(K).getReg(), /*Write=*/true));
  if (View && (Op.Form == PrintForm::Load || Op.Form == PrintForm::Store)) {
    TileType Extent;
    std::string Why;
    Register Tile = Op.Form == PrintForm::Load
                        ? MI.getOperand(0).getReg()
                        : MI.getOperand(Opnds[0].MIOperand).getReg();
    const TileInfo *T = TC.lookup(Tile);
    if (T)
      Extent = T->Type;
    R.Acc.push_back(globalAccess(MI, View, Offsets, Extent,
                                 Op.Form == PrintForm::Store));
  }
}

bool SyncInserter::mayConflict(const Access &A, const Access &B,
                               bool DifferentPipes) {
  if (A.Mem != B.Mem)
    return false;
  bool AccRead = A.Mem == unsigned(MemSpace::Acc) && DifferentPipes;
  return A.Write || B.Write || AccRead;
}

bool SyncInserter::accessesConflict(const Access &A, const Access &B,
                                    bool DifferentPipes, const Function &F) {
  if (!mayConflict(A, B, DifferentPipes))
    return false;
  if (A.Mem == Access::GMKey && A.Arg != B.Arg) {
    // Different arguments are disjoint only when the IR says so.
    auto NoAlias = [&](int Arg) {
      return Arg >= 0 && unsigned(Arg) < F.arg_size() &&
             F.getArg(Arg)->hasNoAliasAttr();
    };
    return !(NoAlias(A.Arg) && NoAlias(B.Arg));
  }
  if (A.Whole || B.Whole)
    return true;
  return boxesOverlap(A.B, B.B);
}

std::optional<unsigned> SyncInserter::slotCount(const MachineInstr &Def,
                                                const SLoop *L) const {
  // slot = iv srem M, with iv = lb + k * step, lb >= 0 and step > 0: the
  // slot is in [0, M) and is the same in two iterations exactly when the
  // slot register says so.
  if (!L || !L->IVPhi || Def.getOpcode() != AscendPTO::REMSI ||
      Def.getNumOperands() != 3 || !Def.getOperand(1).isReg() ||
      !Def.getOperand(2).isReg() ||
      Def.getOperand(1).getReg() != L->IVPhi->getOperand(0).getReg())
    return std::nullopt;
  std::optional<int64_t> M = constantOf(MRI, Def.getOperand(2).getReg());
  std::optional<int64_t> Lb =
      L->LowerBound.isVirtual() ? constantOf(MRI, L->LowerBound)
                                : std::nullopt;
  std::optional<int64_t> Step =
      L->Step.isVirtual() ? constantOf(MRI, L->Step) : std::nullopt;
  if (!M || !Lb || !Step || *M < 2 || *M > int64_t(getNumEventIds()) ||
      *Lb < 0 || *Step <= 0)
    return std::nullopt;
  return unsigned(*M);
}

SyncInserter::SlotRel SyncInserter::slotRelation(Register SlotReg,
                                                 unsigned Level,
                                                 bool Wrap) const {
  const MachineInstr *Def = MRI.getVRegDef(SlotReg);
  if (!Def)
    return SlotRel::Unknown;
  auto It = BlockSeq.find(Def->getParent());
  if (It == BlockSeq.end())
    return SlotRel::Unknown;
  // The innermost loop holding the definition: one value per iteration.
  int DefLoop = int(It->second);
  while (DefLoop >= 0 && !Seqs[DefLoop].LoopBody)
    DefLoop = Seqs[DefLoop].Parent;
  if (DefLoop < 0)
    return SlotRel::Same; // one value for the whole function
  // The scan level must be the defining loop's body or inside it: then
  // both ops run in one iteration of that loop, unless the scan wrapped
  // around that very loop.
  int L = int(Level);
  while (L >= 0 && L != DefLoop)
    L = Seqs[L].Parent;
  if (L < 0)
    return SlotRel::Unknown;
  if (!Wrap || int(Level) != DefLoop)
    return SlotRel::Same;
  return slotCount(*Def, Seqs[DefLoop].Loop) ? SlotRel::PerIteration
                                             : SlotRel::Unknown;
}

SyncInserter::Dep SyncInserter::classify(const OpRec &A, const OpRec &B,
                                         unsigned Level, bool Wrap,
                                         Register &SlotReg) const {
  const Function &F = MF.getFunction();
  bool Normal = false;
  SlotReg = Register();
  for (const Access &X : A.Acc)
    for (const Access &Y : B.Acc) {
      bool DifferentPipes = A.P != B.P;
      if (X.SlotReg.isVirtual() && X.SlotReg == Y.SlotReg &&
          X.Buffer == Y.Buffer && !X.Whole && !Y.Whole) {
        if (!mayConflict(X, Y, DifferentPipes))
          continue;
        SlotRel Rel = slotRelation(X.SlotReg, Level, Wrap);
        if (Rel == SlotRel::Same) {
          // One slot: the bytes within it decide.
          Normal |= boxesOverlap(X.InSlot, Y.InSlot);
          continue;
        }
        if (Rel == SlotRel::PerIteration) {
          // The previous iteration used another slot; the iteration that
          // used this one is ordered by the slot's own id.
          if (boxesOverlap(X.InSlot, Y.InSlot)) {
            if (SlotReg.isValid() && SlotReg != X.SlotReg)
              Normal = true;
            SlotReg = X.SlotReg;
          }
          continue;
        }
      }
      Normal |= accessesConflict(X, Y, DifferentPipes, F);
    }
  if (Normal)
    return Dep::Normal;
  return SlotReg.isValid() ? Dep::Slot : Dep::None;
}

//===----------------------------------------------------------------------===//
// The tree.
//===----------------------------------------------------------------------===//

bool SyncInserter::buildTree(const SRegion &Tree, const Structurizer &S) {
  // An explicit stack: loop and if nesting may be deep.
  struct Frame {
    const SRegion *R;
    unsigned Seq;
    size_t Next;
    /// Close the item (Seq, Item) instead: its ops end here.
    int CloseItem;
  };
  Seqs.emplace_back();
  SmallVector<Frame, 16> Stack;
  Stack.push_back({&Tree, 0, 0, -1});
  // The SRegion of each sequence, for its gap points.
  std::vector<const SRegion *> RegionOf = {&Tree};
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.CloseItem >= 0) {
      Seqs[F.Seq].Items[F.CloseItem].EndOp = Ops.size();
      Stack.pop_back();
      continue;
    }
    if (F.Next == F.R->size()) {
      Stack.pop_back();
      continue;
    }
    const SNode &N = (*F.R)[F.Next++];
    unsigned SeqI = F.Seq;
    if (N.Kind == SNode::Block) {
      BlockSeq[N.MBB] = SeqI;
      for (MachineInstr &MI : *N.MBB) {
        if (MI.isPHI() || MI.isTerminator() || S.isLoopControl(MI))
          continue;
        const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
        if (!Op)
          continue;
        Pipe P = pipeOf(MI, *Op);
        if (P == Pipe::None)
          continue;
        OpRec R;
        R.MI = &MI;
        R.P = P;
        R.Seq = SeqI;
        R.Item = Seqs[SeqI].Items.size();
        collectAccesses(MI, *Op, R);
        if (R.Acc.empty())
          continue;
        UsedPipes |= pipeBit(P);
        Item It;
        It.Kind = Item::Op;
        It.OpIdx = Ops.size();
        It.FirstOp = Ops.size();
        It.EndOp = Ops.size() + 1;
        Seqs[SeqI].Items.push_back(It);
        Ops.push_back(std::move(R));
      }
      continue;
    }
    Item It;
    It.Kind = N.Kind == SNode::Loop ? Item::Loop : Item::If;
    It.FirstOp = Ops.size();
    unsigned ItemI = Seqs[SeqI].Items.size();
    auto NewSeq = [&](const SRegion &R, const SLoop *Loop) {
      Seq Sq;
      Sq.Parent = int(SeqI);
      Sq.ParentItem = ItemI;
      Sq.LoopBody = Loop != nullptr;
      Sq.Loop = Loop;
      Seqs.push_back(std::move(Sq));
      RegionOf.push_back(&R);
      return int(Seqs.size() - 1);
    };
    if (N.Kind == SNode::Loop) {
      It.First = NewSeq(N.L->Body, N.L.get());
    } else {
      It.First = NewSeq(N.I->Then, nullptr);
      It.Second = NewSeq(N.I->Else, nullptr);
    }
    Seqs[SeqI].Items.push_back(It);
    // F is invalidated by the pushes below.
    Stack.push_back({nullptr, SeqI, 0, int(ItemI)});
    if (It.Second >= 0)
      Stack.push_back({RegionOf[It.Second], unsigned(It.Second), 0, -1});
    Stack.push_back({RegionOf[It.First], unsigned(It.First), 0, -1});
  }
  for (unsigned I = 0; I < Seqs.size(); ++I)
    if (!computeGapPoints(I, *RegionOf[I], S))
      return false;
  return true;
}

bool SyncInserter::computeGapPoints(unsigned SeqI, const SRegion &R,
                                    const Structurizer &S) {
  Seq &Sq = Seqs[SeqI];
  unsigned N = Sq.Items.size();
  Sq.GapAt.assign(N + 1, {nullptr, nullptr});
  Sq.Gaps.assign(N + 1, {});
  // Walk the region's nodes alongside the items: before an op, the op;
  // before a compound item, the end of the block node just before it; at
  // the end, the end of the last block node.
  unsigned ItemI = 0;
  MachineBasicBlock *LastBlock = nullptr;
  for (const SNode &Nd : R) {
    if (Nd.Kind == SNode::Block) {
      for (MachineInstr &MI : *Nd.MBB)
        if (ItemI < N && Sq.Items[ItemI].Kind == Item::Op &&
            Ops[Sq.Items[ItemI].OpIdx].MI == &MI)
          Sq.GapAt[ItemI++] = {Nd.MBB, &MI};
      LastBlock = Nd.MBB;
      continue;
    }
    if (ItemI < N)
      Sq.GapAt[ItemI++] = {LastBlock, nullptr};
    LastBlock = nullptr;
  }
  Sq.GapAt[N] = {LastBlock, nullptr};
  return true;
}

void SyncInserter::computeLinearPositions() {
  struct Frame {
    unsigned Seq;
    unsigned Gap;
  };
  uint64_t Counter = 0;
  SmallVector<Frame, 16> Stack;
  Stack.push_back({0, 0});
  for (Seq &S : Seqs)
    S.GapPos.assign(S.Items.size() + 1, 0);
  while (!Stack.empty()) {
    Frame F = Stack.pop_back_val();
    Seq &S = Seqs[F.Seq];
    S.GapPos[F.Gap] = Counter;
    Counter += NumGapSlots;
    if (F.Gap == S.Items.size())
      continue;
    const Item &It = S.Items[F.Gap];
    Stack.push_back({F.Seq, F.Gap + 1});
    if (It.Second >= 0)
      Stack.push_back({unsigned(It.Second), 0});
    if (It.First >= 0)
      Stack.push_back({unsigned(It.First), 0});
  }
}

//===----------------------------------------------------------------------===//
// Placing.
//===----------------------------------------------------------------------===//

unsigned SyncInserter::addSync(Sync S) {
  Syncs.push_back(S);
  return Syncs.size() - 1;
}

void SyncInserter::addEntry(unsigned SeqI, unsigned Gap, unsigned SyncI,
                            Slot Sl, bool IsSet) {
  Seqs[SeqI].Gaps[Gap].push_back({SyncI, Sl, IsSet});
  updateGapMask(SeqI, Gap);
}

void SyncInserter::removeEntry(unsigned SeqI, unsigned Gap, unsigned SyncI,
                               Slot Sl) {
  auto &G = Seqs[SeqI].Gaps[Gap];
  G.erase(llvm::remove_if(G,
                          [&](const GapEntry &E) {
                            return E.Sync == SyncI && E.S == Sl;
                          }),
          G.end());
  updateGapMask(SeqI, Gap);
}

//===----------------------------------------------------------------------===//
// The scan's index.
//===----------------------------------------------------------------------===//
//
// A consumer's backward scan (scanConsumer) changes its state only at a few
// positions; it passes the others unchanged. With Covered the pipes already
// ordered before the consumer (on pipe Q), a position can change something
// only if it holds
//   - an op on a pipe not in Covered that may conflict with the consumer:
//     it writes a memory the consumer accesses, or accesses one the
//     consumer writes, or both read the accumulator on different pipes
//     (orderProducer returns at once for an ordered pipe, and classify
//     finds no dependence without one of these, mayConflict);
//   - a wait of a pair or credit from a pipe not in Covered to Q or to a
//     pipe in Covered (applyGap counts it; a wait from an ordered pipe can
//     only order that pipe again, and a wait to a pipe not in Covered here
//     is never counted: it is passed);
//   - a set from a pipe not in Covered;
//   - a barrier on Q while Q is not in Covered; a PIPE_ALL barrier; or a
//     sync of a kind this list does not know (always visited);
//   - a loop or an if whose contents hold any of these (its scan starts
//     from the same state, and a join adds only what both arms order,
//     nothing new when neither changed).
// Covered only grows along a scan, so a position that cannot change
// anything now cannot later either, until something else does. skipBack
// finds the last position at or before the scan's that can, in the
// sequence's ScanIndex (dead syncs stay in it: visiting one changes
// nothing, so the skips are exact and the output is the one of the full
// scan). Each position's mask: word MaskPairs has bit 8 * Src + Dst for a
// wait; words MaskOpWrite and MaskOpAccess bit 8 * pipe + memory for an op
// that writes (accesses) the memory (memIndex); word MaskMisc the bits
// below.

namespace {
constexpr unsigned MaskPairs = 0, MaskOpWrite = 1, MaskOpAccess = 2,
                   MaskMisc = 3;
constexpr unsigned MaskSetShift = 8;     ///< a set from the pipe
constexpr unsigned MaskBarrierShift = 16; ///< a barrier on the pipe
constexpr uint64_t MaskFull = uint64_t(1) << 24;   ///< a PIPE_ALL barrier
constexpr uint64_t MaskAlways = uint64_t(1) << 25; ///< always visited
constexpr unsigned MaskPipes = 0xff;

uint64_t pairBit(Pipe Src, Pipe Dst) {
  return uint64_t(1) << (8 * (unsigned(Src) & 7) + (unsigned(Dst) & 7));
}

/// An access's memory as one of 8 bits: the on-chip spaces, then global
/// memory (and anything else: sharing a bit only visits more).
unsigned memIndex(unsigned Mem) {
  static_assert(NumMemSpaces <= 7, "one bit per space and one for GM");
  return Mem < NumMemSpaces ? Mem : 7;
}
} // namespace

ScanMask SyncInserter::entryMask(const GapEntry &E) const {
  const Sync &S = Syncs[E.Sync];
  ScanMask M;
  switch (S.Kind) {
  case Sync::Full:
    M.W[MaskMisc] = MaskFull;
    break;
  case Sync::Barrier:
    M.W[MaskMisc] = uint64_t(pipeBit(S.Src) & MaskPipes) << MaskBarrierShift;
    break;
  case Sync::Pair:
  case Sync::Credit:
  case Sync::SlotCredit: // Ordered like a credit once it falls back to one.
    if (E.IsSet)
      M.W[MaskMisc] = uint64_t(pipeBit(S.Src) & MaskPipes) << MaskSetShift;
    else
      M.W[MaskPairs] = pairBit(S.Src, S.Dst);
    break;
  }
  if (M.empty())
    M.W[MaskMisc] = MaskAlways;
  return M;
}

ScanMask SyncInserter::opMask(const OpRec &R) {
  ScanMask M;
  unsigned Shift = 8 * (unsigned(R.P) & 7);
  for (const Access &A : R.Acc) {
    uint64_t Bit = uint64_t(1) << (Shift + memIndex(A.Mem));
    M.W[MaskOpAccess] |= Bit;
    if (A.Write)
      M.W[MaskOpWrite] |= Bit;
  }
  return M;
}

ScanMask SyncInserter::scanQuery(unsigned GapCovered, unsigned OpCovered,
                                 const OpRec &Cons) {
  ScanMask Q;
  unsigned CP = pipeBit(Cons.P);
  unsigned Open = ~GapCovered & MaskPipes;
  unsigned Into = (GapCovered | CP) & MaskPipes;
  for (unsigned Src = 0; Src < 8; ++Src)
    if (Open & (1u << Src))
      Q.W[MaskPairs] |= uint64_t(Into) << (8 * Src);
  // The memories the consumer accesses and writes, and whether it reads
  // the accumulator (which conflicts with a read on another pipe).
  unsigned Accessed = 0, Written = 0;
  for (const Access &A : Cons.Acc) {
    Accessed |= 1u << memIndex(A.Mem);
    if (A.Write)
      Written |= 1u << memIndex(A.Mem);
  }
  uint64_t AccBit = Accessed & (1u << memIndex(unsigned(MemSpace::Acc)))
                        ? 1u << memIndex(unsigned(MemSpace::Acc))
                        : 0;
  unsigned OpOpen = ~OpCovered & MaskPipes;
  for (unsigned P = 0; P < 8; ++P) {
    if (!(OpOpen & (1u << P)))
      continue;
    Q.W[MaskOpWrite] |= uint64_t(Accessed) << (8 * P);
    Q.W[MaskOpAccess] |= uint64_t(Written) << (8 * P);
    if ((1u << P) != CP)
      Q.W[MaskOpAccess] |= AccBit << (8 * P);
  }
  Q.W[MaskMisc] = uint64_t(Open) << MaskSetShift | MaskFull | MaskAlways;
  if (!(GapCovered & CP))
    Q.W[MaskMisc] |= uint64_t(CP & MaskPipes) << MaskBarrierShift;
  return Q;
}

void SyncInserter::buildScanIndex() {
  // Children come after their parents in Seqs: build from the last, so a
  // loop's or an if's mask is the union of its sequences'.
  for (unsigned SeqI = Seqs.size(); SeqI-- > 0;) {
    Seq &Sq = Seqs[SeqI];
    unsigned N = Sq.Items.size();
    Sq.Index.reset(2 * N + 1);
    for (unsigned I = 0; I < N; ++I) {
      const Item &It = Sq.Items[I];
      ScanMask M;
      if (It.Kind == Item::Op) {
        M = opMask(Ops[It.OpIdx]);
      } else {
        for (int Child : {It.First, It.Second})
          if (Child >= 0)
            M |= Seqs[Child].Index.all();
      }
      Sq.Index.setLeaf(2 * I + 1, M);
    }
    for (unsigned G = 0; G <= N; ++G) {
      ScanMask M;
      for (const GapEntry &E : Sq.Gaps[G])
        M |= entryMask(E);
      Sq.Index.setLeaf(2 * G, M);
    }
    Sq.Index.build();
  }
}

void SyncInserter::updateGapMask(unsigned SeqI, unsigned Gap) {
  if (!Seqs[SeqI].Index.size())
    return; // Not built yet.
  ScanMask M;
  for (const GapEntry &E : Seqs[SeqI].Gaps[Gap])
    M |= entryMask(E);
  if (!Seqs[SeqI].Index.set(2 * Gap, M))
    return;
  // The union changed: so did the mask of the item holding the sequence.
  for (int Sq = int(SeqI); Seqs[Sq].Parent >= 0; Sq = Seqs[Sq].Parent) {
    Seq &P = Seqs[Seqs[Sq].Parent];
    const Item &It = P.Items[Seqs[Sq].ParentItem];
    ScanMask U;
    for (int Child : {It.First, It.Second})
      if (Child >= 0)
        U |= Seqs[Child].Index.all();
    if (!P.Index.set(2 * Seqs[Sq].ParentItem + 1, U))
      break;
  }
}

unsigned SyncInserter::skipBack(unsigned SeqI, unsigned G, unsigned Lo,
                                unsigned Covered, unsigned OpCovered,
                                unsigned C) const {
  // Every pipe ordered: the scan stops at its next gap; let it.
  if (!ScanSkipOpt || (Covered & UsedPipes) == UsedPipes)
    return G;
  long K = Seqs[SeqI].Index.findLast(
      Lo, 2 * G, scanQuery(Covered, OpCovered, Ops[C]));
  // Resume at the gap whose visit (the gap, then the item before it)
  // reaches position K; with none, at the lowest gap the caller visits.
  return K < 0 ? Lo / 2 : unsigned(K + 1) / 2;
}

void SyncInserter::applyGap(unsigned SeqI, unsigned G, Pipe Consumer,
                            ScanState &St) {
  // Later entries run later: walk them backwards, as the scan does.
  ArrayRef<GapEntry> Entries = Seqs[SeqI].Gaps[G];
  auto BySlot = [](const GapEntry &A, const GapEntry &B) {
    return A.S < B.S;
  };
  // Most gaps hold their entries in order already (or none).
  SmallVector<GapEntry, 4> Copy;
  if (!llvm::is_sorted(Entries, BySlot)) {
    Copy.assign(Entries.begin(), Entries.end());
    llvm::stable_sort(Copy, BySlot);
    Entries = Copy;
  }
  // A sync that orders a pipe not ordered yet is one the consumer relies
  // on (pruneSyncs).
  auto Order = [&](unsigned SyncI, unsigned Bits) {
    if (St.Used && (Bits & ~St.Covered))
      St.Used->push_back(SyncI);
    St.Covered |= Bits;
  };
  for (const GapEntry &E : reverse(Entries)) {
    const Sync &S = Syncs[E.Sync];
    if (S.Dead)
      continue;
    switch (S.Kind) {
    case Sync::Full:
      Order(E.Sync, ~0u);
      St.Done = true;
      return;
    case Sync::Barrier:
      if (S.Src == Consumer)
        Order(E.Sync, pipeBit(Consumer));
      break;
    case Sync::SlotCredit:
      // Orders only the iteration that used the same slot: nothing the
      // scan may count on for other accesses.
      break;
    case Sync::Pair:
    case Sync::Credit:
      if (!E.IsSet) {
        // A wait orders later ops of its dst pipe, and every fence of that
        // pipe after it.
        if (S.Dst == Consumer || (St.Covered & pipeBit(S.Dst)))
          St.Waited.insert(E.Sync);
      } else if (St.Waited.count(E.Sync)) {
        Order(E.Sync, pipeBit(S.Src));
      }
      break;
    }
  }
  if ((St.Covered & UsedPipes) == UsedPipes)
    St.Done = true;
}

void SyncInserter::widenCredit(unsigned SyncI, unsigned ItemI, unsigned Pos) {
  // The body's wait moves up to the earliest consumer, its set down after
  // the latest producer.
  Sync &S = Syncs[SyncI];
  if (Pos < S.WaitGap) {
    removeEntry(S.Seq, S.WaitGap, SyncI, Slot::WaitBefore);
    S.WaitGap = Pos;
    addEntry(S.Seq, Pos, SyncI, Slot::WaitBefore, false);
  }
  if (ItemI + 1 > S.SetGap) {
    removeEntry(S.Seq, S.SetGap, SyncI, Slot::SetAfter);
    S.SetGap = ItemI + 1;
    addEntry(S.Seq, S.SetGap, SyncI, Slot::SetAfter, true);
  }
}

unsigned SyncInserter::addCredit(const Sync &S) {
  // A set before the loop, the body's wait and set, a wait after the loop.
  unsigned I = addSync(S);
  const Seq &Body = Seqs[S.Seq];
  addEntry(Body.Parent, Body.ParentItem, I, Slot::PreSet, true);
  addEntry(S.Seq, S.WaitGap, I, Slot::WaitBefore, false);
  addEntry(S.Seq, S.SetGap, I, Slot::SetAfter, true);
  addEntry(Body.Parent, Body.ParentItem + 1, I, Slot::PostWait, false);
  return I;
}

void SyncInserter::orderProducer(unsigned SeqI, unsigned ItemI, unsigned Pos,
                                 unsigned R, unsigned C, ScanState &St,
                                 unsigned Inside, bool Wrap) {
  const OpRec &Prod = Ops[R], &Cons = Ops[C];
  if ((St.Covered | Inside) & pipeBit(Prod.P))
    return;
  Register SlotReg;
  Dep D = classify(Prod, Cons, SeqI, Wrap, SlotReg);
  if (D == Dep::None)
    return;
  if (Checking) {
    // Only what the hardware orders itself, or a slot's own id, may order
    // a producer the syncs in place do not.
    if (D == Dep::Slot && Prod.P != Cons.P &&
        slotCreditCovers(SeqI, ItemI, Pos, Prod, Cons, SlotReg))
      return;
    if (Prod.P == Cons.P && !needsSamePipeBarrier(Cons.P)) {
      St.Covered |= pipeBit(Prod.P);
      return;
    }
    CheckFailed = true;
    St.Done = true;
    return;
  }
  // A dependence only on the same slot of a ping-pong buffer, across
  // pipes: that slot's id orders it, and the stages overlap.
  if (D == Dep::Slot && Prod.P != Cons.P &&
      addSlotCredit(SeqI, ItemI, Pos, Prod, Cons, SlotReg))
    return;
  St.Covered |= pipeBit(Prod.P);
  if (Prod.P == Cons.P) {
    // In-order issue, overlapping completion: a barrier where the target
    // needs one (td: SyncPipe); S and a5's V are ordered by the hardware.
    if (!needsSamePipeBarrier(Cons.P))
      return;
    for (const GapEntry &E : Seqs[SeqI].Gaps[Pos])
      if (Syncs[E.Sync].Kind == Sync::Barrier && Syncs[E.Sync].Src == Cons.P)
        return; // Already there (from another consumer).
    Sync S;
    S.Kind = Sync::Barrier;
    S.Src = S.Dst = Cons.P;
    S.Seq = SeqI;
    S.WaitGap = Pos;
    S.Consumer = Cons.MI;
    addEntry(SeqI, Pos, addSync(S), Slot::WaitBefore, false);
    return;
  }
  if (!Wrap) {
    Sync S;
    S.Kind = Sync::Pair;
    S.Src = Prod.P;
    S.Dst = Cons.P;
    S.Seq = SeqI;
    S.SetGap = ItemI + 1;
    S.WaitGap = Pos;
    S.Consumer = Cons.MI;
    unsigned I = addSync(S);
    addEntry(SeqI, S.SetGap, I, Slot::SetAfter, true);
    addEntry(SeqI, S.WaitGap, I, Slot::WaitBefore, false);
    return;
  }
  // A back edge: a credit of the loop and pipe pair, its body wait before
  // the earliest consumer and its body set after the latest producer.
  auto Key = std::make_tuple(SeqI, unsigned(Prod.P), unsigned(Cons.P));
  if (std::optional<unsigned> C = overlappingCredit(Key, ItemI, Pos)) {
    widenCredit(*C, ItemI, Pos);
    return;
  }
  Sync S;
  S.Kind = Sync::Credit;
  S.Src = Prod.P;
  S.Dst = Cons.P;
  S.Seq = SeqI;
  S.SetGap = ItemI + 1;
  S.WaitGap = Pos;
  S.Consumer = Cons.MI;
  Credits[Key].push_back(addCredit(S));
}

std::optional<unsigned>
SyncInserter::overlappingCredit(std::tuple<unsigned, unsigned, unsigned> Key,
                                unsigned ItemI, unsigned Pos) const {
  // The dependence's stretch of the body runs from its consumer (gap Pos)
  // to its producer (gap ItemI + 1). It joins a credit whose stretch
  // overlaps it; one in a stretch of its own (the next stage's copy of an
  // unrolled body, docs/planner.md "Automatic multi-buffering") gets a
  // credit of its own, so that its consumer waits for its own producer and
  // not for a later one.
  auto It = Credits.find(Key);
  if (It == Credits.end())
    return std::nullopt;
  for (unsigned C : It->second)
    if (Pos < Syncs[C].SetGap && Syncs[C].WaitGap < ItemI + 1)
      return C;
  return std::nullopt;
}

bool SyncInserter::needsSamePipeBarrier(Pipe P) const {
  const SyncPipeInfo *Info = getSyncPipeInfo(P);
  return Info && (Info->BarrierArchMask & archBit(STI.getArch()));
}

bool SyncInserter::slotCreditCovers(unsigned SeqI, unsigned ItemI,
                                    unsigned Pos, const OpRec &Prod,
                                    const OpRec &Cons,
                                    Register SlotReg) const {
  auto It = SlotCredits.find(std::make_tuple(
      SeqI, unsigned(Prod.P), unsigned(Cons.P), unsigned(SlotReg.id())));
  if (It == SlotCredits.end())
    return false;
  const Sync &S = Syncs[It->second];
  return !S.Dead && S.WaitGap <= Pos && S.SetGap >= ItemI + 1;
}

bool SyncInserter::slotDefDominates(Register SlotReg, unsigned SeqI,
                                    unsigned Gap) {
  auto [MBB, Before] = Seqs[SeqI].GapAt[Gap];
  const MachineInstr *Def = MRI.getVRegDef(SlotReg);
  if (!MBB || !Def)
    return false;
  if (!DT)
    DT = std::make_unique<MachineDominatorTree>(MF);
  return Before ? DT->dominates(Def, Before)
                : DT->dominates(Def->getParent(), MBB);
}

bool SyncInserter::addSlotCredit(unsigned SeqI, unsigned ItemI, unsigned Pos,
                                 const OpRec &Prod, const OpRec &Cons,
                                 Register SlotReg) {
  // The body's wait and set print the slot value: it must be defined
  // there.
  if (!slotDefDominates(SlotReg, SeqI, Pos) ||
      !slotDefDominates(SlotReg, SeqI, ItemI + 1))
    return false;
  std::optional<unsigned> M =
      slotCount(*MRI.getVRegDef(SlotReg), Seqs[SeqI].Loop);
  if (!M)
    return false;
  auto Key = std::make_tuple(SeqI, unsigned(Prod.P), unsigned(Cons.P),
                             unsigned(SlotReg.id()));
  auto It = SlotCredits.find(Key);
  if (It != SlotCredits.end()) {
    widenCredit(It->second, ItemI, Pos);
    return true;
  }
  Sync S;
  S.Kind = Sync::SlotCredit;
  S.Src = Prod.P;
  S.Dst = Cons.P;
  S.Seq = SeqI;
  S.SetGap = ItemI + 1;
  S.WaitGap = Pos;
  S.Consumer = Cons.MI;
  S.SlotReg = SlotReg;
  S.NumSlots = *M;
  SlotCredits[Key] = addCredit(S);
  return true;
}

void SyncInserter::visitItem(unsigned SeqI, unsigned ItemI, unsigned Pos,
                             unsigned C, ScanState &St, bool Wrap) {
  const Item &It = Seqs[SeqI].Items[ItemI];
  if ((St.Covered & UsedPipes) == UsedPipes)
    St.Done = true;
  if (St.Done)
    return;
  if (It.Kind == Item::Op) {
    if (It.OpIdx != C || Wrap)
      orderProducer(SeqI, ItemI, Pos, It.OpIdx, C, St, 0, Wrap);
    return;
  }
  // A loop or an if: its sequences backward from their ends, nearest op
  // first (a fence for a later op of a pipe covers its earlier ops), each
  // from the state at the item's end. An op inside ran in a trip (an arm)
  // that ran on to its end, so the syncs of that trip (arm) after the op
  // order it as they would at the scanned level; they order nothing
  // before the item (the loop may run no trip, the other arm may run),
  // except what both arms of an if order at their starts: one of them
  // runs. What a producer inside gets is placed at the scanned level.
  struct Frame {
    unsigned Seq;
    unsigned Gap;
    ScanState In;
    /// An if's arm: its join (Joins), whose pipes both arms order.
    int Join = -1;
  };
  struct Join {
    unsigned Both = ~0u;
    unsigned Pending = 2;
    /// The frame of the sequence holding the if, or -1: the scanned level.
    int Parent;
  };
  Pipe CP = Ops[C].P;
  SmallVector<Frame, 4> Stack;
  SmallVector<Join, 4> Joins;
  auto Enter = [&](const Item &X, const ScanState &From, int Parent) {
    ScanState In = From;
    In.Done = false;
    int J = -1;
    if (X.Second >= 0 && MinimalOpt) {
      J = int(Joins.size());
      Joins.push_back({~0u, 2, Parent});
    }
    // The else arm's ops come after the then arm's: nearest first.
    Stack.push_back({unsigned(X.First), unsigned(Seqs[X.First].Items.size()),
                     In, J});
    if (X.Second >= 0)
      Stack.push_back({unsigned(X.Second),
                       unsigned(Seqs[X.Second].Items.size()), In, J});
  };
  // An arm is done: what it orders at its start, both arms order before
  // the if.
  auto Leave = [&](Frame &F, bool All) {
    if (F.Join < 0)
      return;
    Join &J = Joins[F.Join];
    J.Both &= All ? ~0u : F.In.Covered;
    if (--J.Pending)
      return;
    unsigned Bits = J.Both & UsedPipes;
    if (J.Parent < 0)
      St.Covered |= Bits;
    else
      Stack[J.Parent].In.Covered |= Bits;
  };
  Enter(It, St, -1);
  while (!Stack.empty() && !St.Done) {
    Frame &F = Stack.back();
    if (F.In.Done ||
        ((F.In.Covered | St.Covered) & UsedPipes) == UsedPipes) {
      Leave(F, /*All=*/true);
      Stack.pop_back();
      continue;
    }
    if (F.Gap == 0) {
      if (F.Join >= 0)
        applyGap(F.Seq, 0, CP, F.In); // The arm's start.
      Leave(F, F.In.Done);
      Stack.pop_back();
      continue;
    }
    // Past what cannot change anything (every frame's Covered holds St's:
    // orderProducer's pipes are copied into all of them).
    F.Gap = skipBack(F.Seq, F.Gap, 0, F.In.Covered, F.In.Covered, C);
    if (F.Gap == 0)
      continue; // The arm's start, at the top of the loop.
    if (MinimalOpt)
      applyGap(F.Seq, F.Gap, CP, F.In);
    if (F.In.Done) {
      Leave(F, /*All=*/true);
      Stack.pop_back();
      continue;
    }
    unsigned I = --F.Gap;
    const Item &X = Seqs[F.Seq].Items[I];
    if (X.Kind != Item::Op) {
      ScanState From = F.In;
      Enter(X, From, int(Stack.size() - 1)); // F is invalid from here.
      continue;
    }
    if (X.OpIdx == C && !Wrap)
      continue;
    orderProducer(SeqI, ItemI, Pos, X.OpIdx, C, St, F.In.Covered, Wrap);
    // What the scanned level now orders, it orders everywhere inside.
    for (Frame &G : Stack)
      G.In.Covered |= St.Covered;
  }
}

void SyncInserter::wrapScan(unsigned SeqI, unsigned Pos, unsigned C,
                            ScanState St) {
  // The previous iteration: from the end of the body back to the
  // consumer's own item (earlier items were ordered before the consumer's
  // previous run, so before this one).
  Pipe CP = Ops[C].P;
  const Seq &S = Seqs[SeqI];
  for (unsigned G = S.Items.size(); G > Pos && !St.Done; --G) {
    // Past what cannot change anything, down to the consumer's own item.
    G = skipBack(SeqI, G, 2 * Pos + 1, St.Covered, St.Covered, C);
    if (G <= Pos)
      break;
    applyGap(SeqI, G, CP, St);
    if (St.Done)
      break;
    visitItem(SeqI, G - 1, Pos, C, St, /*Wrap=*/true);
    if (CheckFailed)
      break;
  }
}

void SyncInserter::scanConsumer(unsigned C, ScanState &St) {
  Pipe CP = Ops[C].P;
  unsigned SeqI = Ops[C].Seq, Pos = Ops[C].Item;
  while (true) {
    for (unsigned G = Pos + 1; G-- > 0;) {
      // Past what cannot change anything (the scan's index).
      G = skipBack(SeqI, G, 0, St.Covered, St.Covered, C);
      applyGap(SeqI, G, CP, St);
      if (St.Done)
        return;
      if (G == 0)
        break;
      visitItem(SeqI, G - 1, Pos, C, St, /*Wrap=*/false);
      if (St.Done)
        return;
    }
    const Seq &S = Seqs[SeqI];
    if (S.LoopBody)
      wrapScan(SeqI, Pos, C, St);
    if (CheckFailed || S.Parent < 0)
      return;
    Pos = S.ParentItem;
    SeqI = unsigned(S.Parent);
  }
}

//===----------------------------------------------------------------------===//
// Pruning.
//===----------------------------------------------------------------------===//

bool SyncInserter::isOrdered(unsigned C, SmallVectorImpl<unsigned> &Used) {
  Checking = true;
  CheckFailed = false;
  ScanState St;
  St.Used = &Used;
  scanConsumer(C, St);
  Checking = false;
  return !CheckFailed;
}

bool SyncInserter::pruneSyncs(bool WithFull, bool WithIds) {
  // Which consumers rely on which syncs. A consumer that does not rely on
  // a sync scans exactly the same without it, so only the users of a sync
  // are checked again when it goes.
  std::vector<SmallVector<unsigned, 8>> UsedBy(Ops.size());
  std::vector<SmallVector<unsigned, 4>> Users(Syncs.size());
  for (unsigned C = 0; C < Ops.size(); ++C) {
    // The syncs in place were placed (or, after the ids, replaced by
    // stronger ones) so that this scan passes: a failure is a bug.
    if (!isOrdered(C, UsedBy[C]))
    {
      const TileOpInfo *Op = getTileOpInfo(Ops[C].MI->getOpcode());
      return fail(Ops[C].MI,
                  "internal error: ascendpto-insert-sync's own check finds " +
                      Twine(Op ? Op->Mnemonic : "a tile op") +
                      " not ordered after a conflicting access by the syncs "
                      "it placed");
    }
    for (unsigned U : UsedBy[C])
      Users[U].push_back(C);
  }
  // A full barrier stops every pipe and a credit serialises its loop's
  // trips: they go first, then pairs, then same-pipe barriers.
  SmallVector<unsigned, 16> Order;
  auto Add = [&](Sync::KindTy K) {
    for (unsigned I = 0; I < Syncs.size(); ++I)
      if (Syncs[I].Kind == K && !Syncs[I].Dead && int(I) != EndSync)
        Order.push_back(I);
  };
  if (WithFull)
    Add(Sync::Full);
  Add(Sync::Credit);
  Add(Sync::Pair);
  Add(Sync::Barrier);
  // Each candidate costs one scan per user; a bound keeps huge kernels
  // linear (what is left then is correct, only not minimal).
  uint64_t Budget = 16 * uint64_t(Ops.size()) + 4096;
  // Each id check walks every id's chain, one reuse check per holder: a
  // budget of reuse checks keeps it linear (256 id checks of a kernel with
  // 500 holders; 18 of one with 7,000).
  uint64_t IdHolders = 0;
  for (const Sync &S : Syncs)
    if (!S.Dead && S.Id >= 0)
      IdHolders += std::max<size_t>(1, S.SlotIds.size());
  uint64_t IdCheckBudget = uint64_t(1) << 17;
  SmallVector<unsigned, 16> Check;
  std::vector<SmallVector<unsigned, 8>> NewUsed;
  for (unsigned I : Order) {
    Check.assign(Users[I].begin(), Users[I].end());
    llvm::sort(Check);
    Check.erase(llvm::unique(Check), Check.end());
    if (Check.size() > Budget)
      break;
    Budget -= Check.size();
    Syncs[I].Dead = true;
    NewUsed.assign(Check.size(), {});
    bool Ok = true;
    for (auto [K, C] : enumerate(Check))
      if (!(Ok = isOrdered(C, NewUsed[K])))
        break;
    // After the ids: every reuse the allocator checked must stay ordered
    // without it (it may be a link of a chain, or a holder of an id). A
    // same-pipe barrier is neither (no chain runs through it).
    if (Ok && WithIds && StrictReuse && Syncs[I].Kind != Sync::Barrier) {
      if (IdCheckBudget < IdHolders)
        break;
      IdCheckBudget -= IdHolders;
      Ok = idsStillOrdered();
    }
    if (!Ok) {
      Syncs[I].Dead = false;
      continue;
    }
    Syncs[I].Pruned = true;
    for (auto [K, C] : enumerate(Check)) {
      UsedBy[C] = NewUsed[K];
      for (unsigned U : NewUsed[K])
        Users[U].push_back(C);
    }
  }
  return true;
}

bool SyncInserter::idsStillOrdered() const {
  for (const auto &[Pair, List] : ByPair) {
    for (unsigned Id = 0; Id < getNumEventIds(); ++Id) {
      SmallVector<unsigned, 8> Holders;
      for (unsigned J : List)
        if (!Syncs[J].Dead && Syncs[J].Id >= 0 &&
            is_contained(Syncs[J].SlotIds, Id))
          Holders.push_back(J);
      llvm::sort(Holders, [&](unsigned A, unsigned B) {
        return liveRange(Syncs[A]).first < liveRange(Syncs[B]).first;
      });
      for (unsigned K = 0; K < Holders.size(); ++K)
        if (!idReusable(ArrayRef<unsigned>(Holders).take_front(K),
                        Syncs[Holders[K]]))
          return false;
    }
    for (unsigned J : List) {
      const Sync &S = Syncs[J];
      if (S.Dead || S.Id < 0)
        continue;
      // A slot pair stands on its slot credit, any other on its own chain.
      if (S.Kind == Sync::Pair && S.SlotReg.isValid()
              ? slotPairCredit(S) < 0
              : !selfReuseOrdered(S))
        return false;
    }
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Event ids.
//===----------------------------------------------------------------------===//

std::pair<uint64_t, uint64_t> SyncInserter::liveRange(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    const Seq &Body = Seqs[S.Seq];
    const Seq &P = Seqs[Body.Parent];
    return {P.GapPos[Body.ParentItem] + unsigned(Slot::PreSet),
            P.GapPos[Body.ParentItem + 1] + unsigned(Slot::PostWait)};
  }
  const Seq &Sq = Seqs[S.Seq];
  return {Sq.GapPos[S.SetGap] + unsigned(S.SetSlot),
          Sq.GapPos[S.WaitGap] + unsigned(S.WaitSlot)};
}

void SyncInserter::fallBackToBarrier(unsigned SyncI) {
  Sync Old = Syncs[SyncI];
  Syncs[SyncI].Dead = true;
  ++NumFallbacks;
  auto Full = [&](unsigned SeqI, unsigned Gap, Slot Sl) {
    Sync F;
    F.Kind = Sync::Full;
    F.Seq = SeqI;
    F.WaitGap = Gap;
    F.Consumer = Old.Consumer;
    addEntry(SeqI, Gap, addSync(F), Sl, false);
  };
  Full(Old.Seq, Old.WaitGap, Old.WaitSlot);
  if (Old.Kind == Sync::Credit || Old.Kind == Sync::SlotCredit) {
    // The loop may run zero times: order what follows it too.
    const Seq &Body = Seqs[Old.Seq];
    Full(Body.Parent, Body.ParentItem + 1, Slot::PostWait);
  }
}

//===----------------------------------------------------------------------===//
// Flag reuse.
//===----------------------------------------------------------------------===//
//
// A flag is one bit (sync-facts §2.1): a set_flag that fires while the
// previous set of its triple is not yet waited loses a signal, and a later
// wait then hangs. Alternating set and wait in program order is not enough:
// the wait runs in the dst queue and the next set in the src queue, so the
// src pipe can reach its set first (fuzz seed 3: the V queue sets
// V -> MTE3 EVENT_ID3 again while MTE3 is still storing before its wait). A
// triple is reused only when a happens-before chain orders its last wait
// before the next set (sync-facts §6.C.4). ordered() looks for that chain
// on the structured program: along the syncs that run on every path from
// the wait to the set (the rest of the wait's sequences, then the sequences
// down to the set; syncs in loops or arms off that path may not run, and
// are not counted), it tracks the pipes that have passed the wait: the
// wait's own pipe; the dst of a wait whose set an informed pipe issued
// after the wait; every pipe after a PIPE_ALL barrier or a wait on S
// (which holds back the issue of everything after it).

/// Gaps a reuse check walks before it gives up (the id then stays taken).
static constexpr unsigned MaxReuseWalk = 2048;

void SyncInserter::flowGap(unsigned SeqI, unsigned G, int After, int Before,
                           FlowState &St) const {
  SmallVector<GapEntry, 4> Sorted(Seqs[SeqI].Gaps[G].begin(),
                                  Seqs[SeqI].Gaps[G].end());
  llvm::stable_sort(Sorted, [](const GapEntry &A, const GapEntry &B) {
    return A.S < B.S;
  });
  for (const GapEntry &E : Sorted) {
    int Sl = int(E.S);
    if (Sl <= After || Sl >= Before)
      continue;
    const Sync &Sy = Syncs[E.Sync];
    if (Sy.Dead)
      continue;
    switch (Sy.Kind) {
    case Sync::Full:
      St.Informed = ~0u;
      break;
    case Sync::Barrier:
      break; // orders its own pipe only
    case Sync::SlotCredit:
      // In the body, the set and the wait are on this iteration's slot.
      if (E.S != Slot::PreSet && E.S != Slot::PostWait)
        break;
      [[fallthrough]];
    case Sync::Pair:
    case Sync::Credit:
      if (E.IsSet) {
        if (St.Informed & pipeBit(Sy.Src))
          St.Pending.insert(E.Sync);
      } else if (St.Pending.erase(E.Sync)) {
        St.Informed |= Sy.Dst == Pipe::S ? ~0u : pipeBit(Sy.Dst);
      }
      break;
    }
  }
}

SyncInserter::Order SyncInserter::ordered(Pipe From, ProgPoint A, Pipe To,
                                          ProgPoint B, int WrapSeq) const {
  // Each point's sequence, then its ancestors with the item holding it.
  auto Chain = [&](ProgPoint P) {
    SmallVector<std::pair<unsigned, unsigned>, 8> C;
    C.push_back({P.Seq, P.Gap});
    for (unsigned Sq = P.Seq; Seqs[Sq].Parent >= 0;
         Sq = unsigned(Seqs[Sq].Parent))
      C.push_back({unsigned(Seqs[Sq].Parent), Seqs[Sq].ParentItem});
    return C;
  };
  auto CA = Chain(A), CB = Chain(B);
  auto Find = [](ArrayRef<std::pair<unsigned, unsigned>> C,
                 unsigned Sq) -> int {
    for (unsigned I = 0; I < C.size(); ++I)
      if (C[I].first == Sq)
        return int(I);
    return -1;
  };
  // L: the loop body the path wraps around, else the innermost sequence
  // holding both points.
  int IA = -1, IB = -1;
  if (WrapSeq >= 0) {
    IA = Find(CA, unsigned(WrapSeq));
    IB = Find(CB, unsigned(WrapSeq));
  } else {
    for (unsigned I = 0; I < CA.size() && IB < 0; ++I)
      if ((IB = Find(CB, CA[I].first)) >= 0)
        IA = int(I);
  }
  if (IA < 0 || IB < 0)
    return Order::Unreachable;
  unsigned L = CA[IA].first;
  // Where the path starts (after) and ends (before) in L.
  unsigned StartGap = IA == 0 ? A.Gap : CA[IA].second + 1;
  int StartAfter = IA == 0 ? int(A.S) : -1;
  unsigned EndGap = IB == 0 ? B.Gap : CB[IB].second;
  int EndBefore = IB == 0 ? int(B.S) : int(NumGapSlots);
  bool Forward = StartGap < EndGap ||
                 (StartGap == EndGap && StartAfter < EndBefore);
  if (WrapSeq < 0 && !Forward)
    return Order::Unreachable;
  if (From == Pipe::S)
    return Order::Ordered; // the wait held back the issue of what follows
  // Walk the path, gap by gap: done once To is informed; a path longer
  // than MaxReuseWalk gaps counts as unordered (the id stays taken).
  FlowState St;
  St.Informed = pipeBit(From);
  unsigned Steps = 0;
  auto Step = [&](unsigned Sq, unsigned G, int After, int Before) {
    flowGap(Sq, G, After, Before, St);
    return (St.Informed & pipeBit(To)) || ++Steps > MaxReuseWalk;
  };
  auto Result = [&] {
    return (St.Informed & pipeBit(To)) ? Order::Ordered : Order::Unordered;
  };
  constexpr int All = int(NumGapSlots);
  // Up from A to L: the rest of each sequence.
  if (IA > 0) {
    if (Step(A.Seq, A.Gap, int(A.S), All))
      return Result();
    for (unsigned G = A.Gap + 1; G < Seqs[A.Seq].Gaps.size(); ++G)
      if (Step(A.Seq, G, -1, All))
        return Result();
    for (int I = 1; I < IA; ++I)
      for (unsigned G = CA[I].second + 1; G < Seqs[CA[I].first].Gaps.size();
           ++G)
        if (Step(CA[I].first, G, -1, All))
          return Result();
  }
  // In L, to B's position (round the back edge when wrapping).
  auto Span = [&](unsigned G0, int After0, unsigned G1, int Before1) {
    for (unsigned G = G0; G <= G1; ++G)
      if (Step(L, G, G == G0 ? After0 : -1, G == G1 ? Before1 : All))
        return true;
    return false;
  };
  if (WrapSeq >= 0) {
    if (Span(StartGap, StartAfter, unsigned(Seqs[L].Gaps.size() - 1), All) ||
        Span(0, -1, EndGap, EndBefore))
      return Result();
  } else if (Span(StartGap, StartAfter, EndGap, EndBefore)) {
    return Result();
  }
  // Down from L to B: each sequence from its start.
  for (int I = IB; I-- > 0;) {
    unsigned Sq = CB[I].first;
    unsigned Last = I == 0 ? B.Gap : CB[I].second;
    for (unsigned G = 0; G <= Last; ++G)
      if (Step(Sq, G, -1, I == 0 && G == Last ? int(B.S) : All))
        return Result();
  }
  return Result();
}

ProgPoint SyncInserter::firstSet(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    const Seq &Body = Seqs[S.Seq];
    return {unsigned(Body.Parent), Body.ParentItem, Slot::PreSet};
  }
  return {S.Seq, S.SetGap, S.SetSlot};
}

ProgPoint SyncInserter::lastWait(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    const Seq &Body = Seqs[S.Seq];
    return {unsigned(Body.Parent), Body.ParentItem + 1, Slot::PostWait};
  }
  return {S.Seq, S.WaitGap, S.WaitSlot};
}

int SyncInserter::innermostLoop(unsigned SeqI) const {
  for (int Sq = int(SeqI); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (Seqs[Sq].LoopBody)
      return Sq;
  return -1;
}

int SyncInserter::commonLoop(unsigned A, unsigned B) const {
  SmallDenseSet<unsigned, 8> Up;
  for (int Sq = int(A); Sq >= 0; Sq = Seqs[Sq].Parent)
    Up.insert(unsigned(Sq));
  for (int Sq = int(B); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (Up.count(unsigned(Sq)))
      return innermostLoop(unsigned(Sq));
  return -1;
}

std::optional<SyncInserter::Unordered>
SyncInserter::selfReuseBlock(const Sync &S) const {
  if (S.Kind == Sync::Credit || S.Kind == Sync::SlotCredit) {
    // Each trip waits (for the previous trip's set), then sets again.
    ProgPoint BW{S.Seq, S.WaitGap, S.WaitSlot}, BS{S.Seq, S.SetGap, S.SetSlot};
    if (ordered(S.Dst, BW, S.Src, BS, -1) != Order::Ordered)
      return Unordered{S.Dst, BW, S.Src, BS, -1};
  }
  // The next trip of an enclosing loop sets it again.
  ProgPoint W = lastWait(S), St = firstSet(S);
  int Lb = innermostLoop(St.Seq);
  if (Lb >= 0 && ordered(S.Dst, W, S.Src, St, Lb) == Order::Unordered)
    return Unordered{S.Dst, W, S.Src, St, Lb};
  return std::nullopt;
}

bool SyncInserter::isAncestorOrSelf(unsigned Anc, unsigned SeqI) const {
  for (int Sq = int(SeqI); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (unsigned(Sq) == Anc)
      return true;
  return false;
}

std::optional<SyncInserter::Unordered>
SyncInserter::reuseBlock(ArrayRef<unsigned> Holders, const Sync &S) const {
  // Each earlier holder's last wait before S's first set, from the latest
  // back to one that runs on every path to S (the earlier ones were
  // ordered before it when it took the id).
  ProgPoint P = firstSet(S);
  for (unsigned H : reverse(Holders)) {
    const Sync &X = Syncs[H];
    ProgPoint W = lastWait(X);
    Order O = ordered(X.Dst, W, S.Src, P, -1);
    if (O == Order::Unordered)
      return Unordered{X.Dst, W, S.Src, P, -1};
    if (O == Order::Unreachable) {
      // Only through a back edge (the other arm of an if in a loop).
      int Lb = commonLoop(W.Seq, P.Seq);
      if (Lb >= 0 && ordered(X.Dst, W, S.Src, P, Lb) == Order::Unordered)
        return Unordered{X.Dst, W, S.Src, P, Lb};
      continue;
    }
    if (isAncestorOrSelf(W.Seq, P.Seq))
      break;
  }
  // In each loop around S, its last wait before the sets of the holders
  // in that loop in the next trip, from the first holder to one that runs
  // on every trip before S.
  ProgPoint SW = lastWait(S);
  for (int Lb = innermostLoop(SW.Seq); Lb >= 0;
       Lb = Seqs[Lb].Parent >= 0 ? innermostLoop(unsigned(Seqs[Lb].Parent))
                                 : -1) {
    for (unsigned H : Holders) {
      const Sync &X = Syncs[H];
      ProgPoint XS = firstSet(X);
      if (!isAncestorOrSelf(unsigned(Lb), XS.Seq))
        continue;
      if (ordered(S.Dst, SW, X.Src, XS, Lb) == Order::Unordered)
        return Unordered{S.Dst, SW, X.Src, XS, Lb};
      if (isAncestorOrSelf(XS.Seq, SW.Seq))
        break;
    }
  }
  return std::nullopt;
}

// Slot pairs. A ping-pong loop's forward pair (a load into slot s, then
// its consumer) cannot reuse its id on the next trip: the src pipe's next
// set follows the dst pipe's wait only through the credit of the slot the
// next trip does not use. With one id per slot, chosen by the slot value
// exactly like the slot credit's, trip j's set on slot k's id follows the
// credit's body wait on slot k, which takes the credit's set of the last
// trip j' < j on slot k (or the pre-set), and that set follows trip j''s
// wait of this pair on the same id, in the dst pipe's queue. So the pair
// needs a slot credit of its loop body from its dst pipe to its src pipe
// (a WAR credit of the slot) whose body wait precedes the pair's set and
// whose body set follows the pair's wait, all in the body itself (every
// trip runs the four), and whose ids are one per slot.
int SyncInserter::slotPairCredit(const Sync &S) const {
  if (S.Kind != Sync::Pair)
    return -1;
  unsigned SetGap = S.Narrow ? S.WaitGap : S.SetGap;
  for (const auto &KV : SlotCredits) {
    const Sync &C = Syncs[KV.second];
    if (C.Dead || C.Kind != Sync::SlotCredit || C.Id < 0 ||
        C.SlotIds.size() != C.NumSlots || C.Seq != S.Seq ||
        C.Src != S.Dst || C.Dst != S.Src)
      continue;
    // Within a gap a set comes before a wait (Slot), hence strict.
    if (C.WaitGap < SetGap && S.WaitGap < C.SetGap)
      return int(KV.second);
  }
  return -1;
}

void SyncInserter::reuseFallback(unsigned SyncI) {
  const Sync &S = Syncs[SyncI];
  ORE.emit([&]() {
    MachineOptimizationRemarkMissed Rem(
        DEBUG_TYPE, "FlagReuseUnordered",
        S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc(),
        S.Consumer ? S.Consumer->getParent() : &MF.front());
    Rem << "nothing orders the wait of " << NV("Src", getPipeName(S.Src))
        << " -> " << NV("Dst", getPipeName(S.Dst))
        << " before its next set in the following trip; "
        << NV("Fallback", "a PIPE_ALL barrier orders it");
    return Rem;
  });
  fallBackToBarrier(SyncI);
}

//===----------------------------------------------------------------------===//
// Releases.
//===----------------------------------------------------------------------===//
//
// A release orders a holder's wait W (in the queue of the holder's dst pipe
// D) before a later set S' of the same triple (in the src pipe's queue S):
// a set_flag(D, S, r) after W and a wait_flag(D, S, r) before S', so W ->
// release set -> release wait -> S' is a happens-before chain (the prefix
// lemma in AscendPTOInsertSync.h). Both go into the innermost sequence L
// holding W and S' (the set sunk after the item holding W, the wait
// hoisted before the item holding S'), so they run on the same paths: an
// ordinary pair of L from D to S. When the path runs round a loop's back
// edge (the next trip's set), the release is a credit of that loop: its
// pre-set, its body wait before S', its body set after W and its post-wait
// (right for zero trips, and balanced inside one trip of an outer loop).
// A release is then an ordinary sync of the reverse pipe pair: it gets an
// id from that pair's pool under the same strict rule (allocateIds), so
// its own reuse is checked like any other's; the reuse that asked for it
// is checked again with it in place (ordered() walks it), never assumed.

/// Releases a reuse may ask for before it gives up on an id.
static constexpr unsigned MaxReleasesPerReuse = 3;

/// The slot of a set moved down to just before a wait in \p Wait (a
/// release's wait is earlier in its gap than a pair's); none before the
/// earliest.
static std::optional<Slot> narrowSetSlot(Slot Wait) {
  switch (Wait) {
  case Slot::EarlyWait:
    return std::nullopt;
  case Slot::ReleaseWait:
    return Slot::ReleaseNarrowSet;
  case Slot::LateWait:
    return Slot::ReleaseSet;
  default:
    return Slot::NarrowSet;
  }
}

int SyncInserter::makeRelease(const Unordered &U,
                              const MachineInstr *Consumer) {
  auto Chain = [&](ProgPoint P) {
    SmallVector<std::pair<unsigned, unsigned>, 8> C;
    C.push_back({P.Seq, P.Gap});
    for (unsigned Sq = P.Seq; Seqs[Sq].Parent >= 0;
         Sq = unsigned(Seqs[Sq].Parent))
      C.push_back({unsigned(Seqs[Sq].Parent), Seqs[Sq].ParentItem});
    return C;
  };
  auto CA = Chain(U.W), CB = Chain(U.T);
  auto Find = [](ArrayRef<std::pair<unsigned, unsigned>> C,
                 unsigned Sq) -> int {
    for (unsigned I = 0; I < C.size(); ++I)
      if (C[I].first == Sq)
        return int(I);
    return -1;
  };
  int IA = -1, IB = -1;
  if (U.Loop >= 0) {
    IA = Find(CA, unsigned(U.Loop));
    IB = Find(CB, unsigned(U.Loop));
  } else {
    for (unsigned I = 0; I < CA.size() && IB < 0; ++I)
      if ((IB = Find(CB, CA[I].first)) >= 0)
        IA = int(I);
  }
  if (IA < 0 || IB < 0 || U.WP == U.TP)
    return -1;
  unsigned L = CA[IA].first;
  // The set right after W in D's queue; the wait right before S' in S's.
  std::optional<Slot> SetSl, WaitSl;
  unsigned SetGap, WaitGap;
  if (IA == 0) {
    SetGap = U.W.Gap;
    switch (U.W.S) {
    case Slot::EarlyWait:
    case Slot::ReleaseWait:
      SetSl = Slot::SetAfter;
      break;
    case Slot::PostWait:
    case Slot::WaitBefore:
      SetSl = Slot::ReleaseSet;
      break;
    case Slot::LateWait:
      SetSl = Slot::PreSet;
      break;
    default:
      break;
    }
  } else {
    SetGap = CA[IA].second + 1;
    SetSl = Slot::SetAfter;
  }
  if (IB == 0) {
    WaitGap = U.T.Gap;
    switch (U.T.S) {
    case Slot::ReleaseNarrowSet:
      WaitSl = Slot::EarlyWait;
      break;
    case Slot::SetAfter:
    case Slot::NarrowSet:
      WaitSl = Slot::ReleaseWait;
      break;
    case Slot::ReleaseSet:
      WaitSl = Slot::WaitBefore;
      break;
    case Slot::PreSet:
      WaitSl = Slot::LateWait;
      break;
    default:
      break;
    }
  } else {
    WaitGap = CB[IB].second;
    WaitSl = Slot::LateWait;
  }
  if (!SetSl || !WaitSl)
    return -1;
  auto SetKey = std::make_pair(SetGap, unsigned(*SetSl));
  auto WaitKey = std::make_pair(WaitGap, unsigned(*WaitSl));
  Sync R;
  R.Src = U.WP;
  R.Dst = U.TP;
  R.Seq = L;
  R.SetGap = SetGap;
  R.SetSlot = *SetSl;
  R.WaitGap = WaitGap;
  R.WaitSlot = *WaitSl;
  R.Release = true;
  R.Consumer = Consumer;
  if (U.Loop < 0) {
    // A pair of L: its set first.
    if (!(SetKey < WaitKey))
      return -1;
    R.Kind = Sync::Pair;
    unsigned I = addSync(R);
    addEntry(L, SetGap, I, *SetSl, true);
    addEntry(L, WaitGap, I, *WaitSl, false);
    return int(I);
  }
  // A credit of the loop body L: in a trip, its wait first.
  if (!Seqs[L].LoopBody || Seqs[L].Parent < 0 || !(WaitKey < SetKey))
    return -1;
  R.Kind = Sync::Credit;
  unsigned I = addSync(R);
  const Seq &Body = Seqs[L];
  addEntry(Body.Parent, Body.ParentItem, I, Slot::PreSet, true);
  addEntry(L, WaitGap, I, *WaitSl, false);
  addEntry(L, SetGap, I, *SetSl, true);
  addEntry(Body.Parent, Body.ParentItem + 1, I, Slot::PostWait, false);
  return int(I);
}

void SyncInserter::discardRelease(unsigned SyncI) {
  Sync &R = Syncs[SyncI];
  if (R.Kind == Sync::Credit) {
    const Seq &Body = Seqs[R.Seq];
    removeEntry(Body.Parent, Body.ParentItem, SyncI, Slot::PreSet);
    removeEntry(Body.Parent, Body.ParentItem + 1, SyncI, Slot::PostWait);
  }
  removeEntry(R.Seq, R.SetGap, SyncI, R.SetSlot);
  removeEntry(R.Seq, R.WaitGap, SyncI, R.WaitSlot);
  R.Dead = true;
  R.Discarded = true;
  R.Id = -1;
  R.SlotIds.clear();
}

unsigned SyncInserter::allowedIds(Pipe Src, Pipe Dst) const {
  return ((1u << getNumEventIds()) - 1) & ~getInternalEventMask(Src, Dst);
}

bool SyncInserter::placeRelease(unsigned SyncI) {
  if (placeReleaseOnce(SyncI))
    return true;
  // No id for its live range: its set moves down to its wait, as a pair's
  // does when the ids run out (still after the holder's wait).
  Sync &R = Syncs[SyncI];
  if (R.Kind != Sync::Pair || R.Narrow || !narrowSetSlot(R.WaitSlot) ||
      !ColouredPairs.count({unsigned(R.Src), unsigned(R.Dst)}))
    return false;
  removeEntry(R.Seq, R.SetGap, SyncI, R.SetSlot);
  R.Narrow = true;
  R.SetGap = R.WaitGap;
  R.SetSlot = *narrowSetSlot(R.WaitSlot);
  addEntry(R.Seq, R.WaitGap, SyncI, R.SetSlot, true);
  return placeReleaseOnce(SyncI);
}

bool SyncInserter::placeReleaseOnce(unsigned SyncI) {
  Sync &R = Syncs[SyncI];
  std::pair<unsigned, unsigned> Key{unsigned(R.Src), unsigned(R.Dst)};
  SmallVector<unsigned, 8> &List = ByPair[Key];
  if (!ColouredPairs.count(Key)) {
    // Its pair is coloured later, with it among the others.
    List.push_back(SyncI);
    return true;
  }
  // The pair has its ids: an id whose holders' ranges miss the release's,
  // with the chain of the id's holders valid with the release among them.
  if (StrictReuse && !selfReuseOrdered(R))
    return false;
  auto [Start, End] = liveRange(R);
  unsigned Allowed = allowedIds(R.Src, R.Dst);
  for (unsigned Id = 0; Id < getNumEventIds(); ++Id) {
    if (!(Allowed & (1u << Id)))
      continue;
    SmallVector<unsigned, 8> Holders;
    bool Overlaps = false;
    for (unsigned J : List) {
      const Sync &X = Syncs[J];
      if (X.Dead || X.Id < 0 || !is_contained(X.SlotIds, Id))
        continue;
      auto [XS, XE] = liveRange(X);
      if (XE >= Start && XS <= End) {
        Overlaps = true;
        break;
      }
      Holders.push_back(J);
    }
    if (Overlaps)
      continue;
    auto StartOf = [&](unsigned J) { return liveRange(Syncs[J]).first; };
    llvm::sort(Holders, [&](unsigned A, unsigned B) {
      return StartOf(A) < StartOf(B);
    });
    auto *Pos = llvm::upper_bound(Holders, Start, [&](uint64_t V, unsigned J) {
      return V < StartOf(J);
    });
    unsigned At = unsigned(Pos - Holders.begin());
    Holders.insert(Pos, SyncI);
    R.Id = int(Id);
    R.SlotIds.assign(1, Id);
    bool Valid = true;
    for (unsigned K = At; Valid && K < Holders.size(); ++K)
      Valid = !StrictReuse ||
              idReusable(ArrayRef<unsigned>(Holders).take_front(K),
                         Syncs[Holders[K]]);
    if (Valid) {
      List.push_back(SyncI);
      return true;
    }
    R.Id = -1;
    R.SlotIds.clear();
  }
  return false;
}

template <typename BlockFn>
bool SyncInserter::releaseUntilOrdered(BlockFn Block,
                                       const MachineInstr *Consumer) {
  // Release what blocks the reuse, check it again with the release in
  // place, at most MaxReleasesPerReuse times; then give each release an
  // id. On failure nothing is left behind.
  SmallVector<unsigned, 4> Made;
  auto Undo = [&] {
    for (unsigned R : Made)
      discardRelease(R);
    return false;
  };
  for (unsigned K = 0;; ++K) {
    std::optional<Unordered> U = Block();
    if (!U)
      break;
    if (K == MaxReleasesPerReuse)
      return Undo();
    int R = makeRelease(*U, Consumer);
    if (R < 0)
      return Undo();
    Made.push_back(unsigned(R));
  }
  for (unsigned R : Made)
    if (!placeRelease(R))
      return Undo();
  NumReleases += Made.size();
  return true;
}

std::optional<unsigned>
SyncInserter::releaseId(unsigned SyncI, unsigned Candidates,
                        ArrayRef<SmallVector<unsigned, 8>> Holders) {
  // The holder whose wait is latest first: its release is the shortest,
  // so it holds an id of the reverse pair the least time (the earliest
  // wait's release, with the longest live ranges, ran that pool out:
  // 84 PIPE_ALL fallbacks instead of 1 on sync/bench.test's kernel).
  SmallVector<unsigned, 8> Ids;
  for (unsigned Id = 0; Id < Holders.size(); ++Id)
    if ((Candidates & (1u << Id)) && !Holders[Id].empty())
      Ids.push_back(Id);
  auto LastWait = [&](unsigned Id) {
    return liveRange(Syncs[Holders[Id].back()]).second;
  };
  llvm::stable_sort(Ids, [&](unsigned A, unsigned B) {
    return LastWait(A) > LastWait(B);
  });
  for (unsigned Id : Ids)
    if (releaseUntilOrdered(
            [&] { return reuseBlock(Holders[Id], Syncs[SyncI]); },
            Syncs[SyncI].Consumer))
      return Id;
  return std::nullopt;
}

bool SyncInserter::allocateIds() {
  computeLinearPositions();
  // Per ordered pipe pair, interval colouring by start (optimal for
  // intervals): live ranges never overlap on one (src, dst, id).
  ByPair.clear();
  ColouredPairs.clear();
  for (auto [I, S] : enumerate(Syncs))
    if (!S.Dead && (S.Kind == Sync::Pair || S.Kind == Sync::Credit ||
                    S.Kind == Sync::SlotCredit))
      ByPair[{unsigned(S.Src), unsigned(S.Dst)}].push_back(I);
  // The pipe pairs with slot credits first: a forward pair takes one id per
  // slot only behind a slot credit that kept its ids (slotPairCredit).
  auto HasSlotCredit = [&](ArrayRef<unsigned> List) {
    return any_of(List, [&](unsigned I) {
      return Syncs[I].Kind == Sync::SlotCredit;
    });
  };
  // Releases join the list of their reverse pair; a pair that gets its
  // first syncs that way is coloured after the others.
  SmallVector<std::pair<unsigned, unsigned>, 16> Keys;
  for (bool First : {true, false})
    for (auto &[Pair, List] : ByPair)
      if (HasSlotCredit(List) == First)
        Keys.push_back(Pair);
  for (unsigned K = 0; K < Keys.size(); ++K) {
    if (!colourPairList(Keys[K]))
      return false;
    if (K + 1 == Keys.size())
      for (auto &KV : ByPair)
        if (!ColouredPairs.count(KV.first) && !is_contained(Keys, KV.first))
          Keys.push_back(KV.first);
  }
  return true;
}

bool SyncInserter::colourPairList(std::pair<unsigned, unsigned> Pair) {
  Pipe Src = Pipe(Pair.first), Dst = Pipe(Pair.second);
  unsigned Allowed = allowedIds(Src, Dst);
  // A copy: releases made here join other pairs' lists.
  SmallVector<unsigned, 8> List(ByPair[Pair]);
  for (unsigned Round = 0; Round < 2; ++Round) {
    SmallVector<unsigned, 8> Live;
    for (unsigned I : List)
      if (!Syncs[I].Dead)
        Live.push_back(I);
    llvm::sort(Live, [&](unsigned A, unsigned B) {
      auto RA = liveRange(Syncs[A]), RB = liveRange(Syncs[B]);
      return std::tie(RA.first, RA.second, A) <
             std::tie(RB.first, RB.second, B);
    });
    SmallVector<std::pair<uint64_t, unsigned>, 8> Active; // (end, ids)
    SmallVector<unsigned, 4> Failed;
    /// The syncs given each id so far.
    SmallVector<SmallVector<unsigned, 8>, 8> Holders(getNumEventIds());
    for (unsigned I : Live) {
      Sync &S = Syncs[I];
      if (S.Kind == Sync::Pair)
        S.SlotReg = Register();
      // A forward pair whose next set may overtake its wait takes one id
      // per slot behind a slot credit; with none, no id helps.
      int SlotCredit = -1;
      if (StrictReuse && !selfReuseOrdered(S)) {
        SlotCredit = slotPairCredit(S);
        // Else a release orders the wait before the next trip's set.
        if (SlotCredit < 0 &&
            !releaseUntilOrdered([&] { return selfReuseBlock(Syncs[I]); },
                                 S.Consumer)) {
          reuseFallback(I);
          continue;
        }
      }
      auto [Start, End] = liveRange(S);
      unsigned Busy = 0;
      Active.erase(llvm::remove_if(Active,
                                   [&](const auto &A) {
                                     return A.first < Start;
                                   }),
                   Active.end());
      for (const auto &A : Active)
        Busy |= A.second;
      unsigned Free = Allowed & ~Busy, NotLive = Free;
      // An id is free again only once its last wait is ordered before
      // this set (see "Flag reuse").
      for (unsigned Id = 0; StrictReuse && Id < Holders.size(); ++Id)
        if ((Free & (1u << Id)) && !idReusable(Holders[Id], S))
          Free &= ~(1u << Id);
      unsigned Need = S.Kind == Sync::SlotCredit ? S.NumSlots
                      : SlotCredit >= 0        ? Syncs[SlotCredit].NumSlots
                                               : 1;
      // None free by a chain: a release of the holder of an id that is not
      // live here (Releases).
      if (StrictReuse && Need == 1 && !Free && NotLive)
        if (std::optional<unsigned> Id = releaseId(I, NotLive, Holders))
          Free = 1u << *Id;
      if (unsigned(popcount(Free)) < Need) {
        Failed.push_back(I);
        continue;
      }
      if (SlotCredit >= 0) {
        S.SlotReg = Syncs[SlotCredit].SlotReg;
        S.NumSlots = Syncs[SlotCredit].NumSlots;
      }
      // The lowest free ids; a slot credit or a slot pair takes one per
      // slot.
      unsigned Mask = 0;
      S.SlotIds.clear();
      for (unsigned K = 0; K < Need; ++K) {
        unsigned Id = countr_zero(Free & ~Mask);
        Mask |= 1u << Id;
        S.SlotIds.push_back(Id);
        Holders[Id].push_back(I);
      }
      S.Id = int(S.SlotIds.front());
      Active.push_back({End, Mask});
    }
    if (Failed.empty())
      break;
    for (unsigned I : Failed) {
      Sync &S = Syncs[I];
      if (S.Kind == Sync::SlotCredit) {
        // Too few ids for one per slot: one id for every slot, as a plain
        // credit (the stages then run one after the other).
        ORE.emit([&]() {
          MachineOptimizationRemarkMissed Rem(
              DEBUG_TYPE, "PingPongIdsExhausted",
              S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc(),
              S.Consumer ? S.Consumer->getParent() : &MF.front());
          Rem << "too few free event ids of " << NV("Src", getPipeName(S.Src))
              << " -> " << NV("Dst", getPipeName(S.Dst)) << " for one per "
              << "slot (" << NV("Slots", S.NumSlots)
              << "); the slots share one id, so they are ordered one "
                 "after the other";
          return Rem;
        });
        S.Kind = Sync::Credit;
        S.SlotIds.clear();
        S.Id = -1;
        continue;
      }
      bool CanNarrow = Round == 0 && S.Kind == Sync::Pair && !S.Narrow &&
                       narrowSetSlot(S.WaitSlot);
      ORE.emit([&]() {
        MachineOptimizationRemarkMissed Rem(
            DEBUG_TYPE, "EventIdsExhausted",
            S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc(),
            S.Consumer ? S.Consumer->getParent() : &MF.front());
        Rem << "the event ids of " << NV("Src", getPipeName(S.Src))
            << " -> " << NV("Dst", getPipeName(S.Dst))
            << " are all live here; "
            << NV("Fallback", CanNarrow
                                       ? "the set moves down to its wait"
                                       : "a PIPE_ALL barrier orders it");
        return Rem;
      });
      if (CanNarrow) {
        removeEntry(S.Seq, S.SetGap, I, S.SetSlot);
        S.Narrow = true;
        ++NumFallbacks;
        S.SetGap = S.WaitGap;
        S.SetSlot = *narrowSetSlot(S.WaitSlot);
        addEntry(S.Seq, S.WaitGap, I, S.SetSlot, true);
        S.Id = -1;
      } else {
        fallBackToBarrier(I);
      }
    }
    if (Round == 1)
      break;
    // Round 1 re-colours with the narrowed ranges; what still fails
    // becomes a barrier (above, on the second pass).
    for (unsigned I : List)
      if (!Syncs[I].Dead)
        Syncs[I].Id = -1;
  }
  // Anything still without an id falls back (round 2 failures).
  for (unsigned I : List)
    if (!Syncs[I].Dead && Syncs[I].Id < 0)
      fallBackToBarrier(I);
  ColouredPairs.insert(Pair);
  return true;
}

//===----------------------------------------------------------------------===//
// MIR.
//===----------------------------------------------------------------------===//

void SyncInserter::materialize(SyncSummary &Sum) {
  const TargetInstrInfo &TII = *STI.getInstrInfo();
  for (unsigned SeqI = 0; SeqI < Seqs.size(); ++SeqI) {
    Seq &Sq = Seqs[SeqI];
    for (unsigned G = 0; G < Sq.Gaps.size(); ++G) {
      SmallVector<GapEntry, 4> Sorted(Sq.Gaps[G].begin(), Sq.Gaps[G].end());
      llvm::stable_sort(Sorted, [](const GapEntry &A, const GapEntry &B) {
        return A.S < B.S;
      });
      auto [MBB, Before] = Sq.GapAt[G];
      for (const GapEntry &E : Sorted) {
        const Sync &S = Syncs[E.Sync];
        if (S.Dead)
          continue;
        MachineBasicBlock::iterator At =
            Before ? MachineBasicBlock::iterator(Before)
                   : MBB->getFirstTerminator();
        DebugLoc DL = S.Consumer ? S.Consumer->getDebugLoc() : DebugLoc();
        auto Code = [](Pipe P) {
          const SyncPipeInfo *I = getSyncPipeInfo(P);
          return int64_t(I ? I->Code : getAllPipeCode());
        };
        // A set or wait whose id is the one of this iteration's slot.
        auto buildSlotFlag = [&](bool IsSet, const Sync &S,
                                 MachineBasicBlock &MBB,
                                 MachineBasicBlock::iterator At,
                                 const DebugLoc &DL) {
          MachineInstrBuilder B =
              BuildMI(MBB, At, DL,
                      TII.get(IsSet ? AscendPTO::SET_FLAG_SLOT
                                    : AscendPTO::WAIT_FLAG_SLOT))
                  .addImm(Code(S.Src))
                  .addImm(Code(S.Dst))
                  .addReg(S.SlotReg);
          for (unsigned Id : S.SlotIds)
            B.addImm(Id);
        };
        switch (S.Kind) {
        case Sync::Full:
          BuildMI(*MBB, At, DL, TII.get(AscendPTO::PIPE_BARRIER))
              .addImm(getAllPipeCode());
          ++Sum.FullBarriers;
          break;
        case Sync::Barrier:
          BuildMI(*MBB, At, DL, TII.get(AscendPTO::PIPE_BARRIER))
              .addImm(Code(S.Src));
          ++Sum.Barriers;
          break;
        case Sync::Pair:
          if (S.SlotReg.isValid()) {
            // A slot pair: the id of this iteration's slot.
            buildSlotFlag(E.IsSet, S, *MBB, At, DL);
            ++Sum.PingPong;
            if (E.IsSet)
              ++Sum.Pairs;
            break;
          }
          [[fallthrough]];
        case Sync::Credit:
          BuildMI(*MBB, At, DL,
                  TII.get(E.IsSet ? AscendPTO::SET_FLAG : AscendPTO::WAIT_FLAG))
              .addImm(Code(S.Src))
              .addImm(Code(S.Dst))
              .addImm(S.Id);
          if (E.IsSet)
            ++Sum.Pairs;
          break;
        case Sync::SlotCredit:
          if (E.S == Slot::PreSet || E.S == Slot::PostWait) {
            // Every slot's id, before and after the loop.
            for (unsigned Id : S.SlotIds)
              BuildMI(*MBB, At, DL,
                      TII.get(E.IsSet ? AscendPTO::SET_FLAG
                                      : AscendPTO::WAIT_FLAG))
                  .addImm(Code(S.Src))
                  .addImm(Code(S.Dst))
                  .addImm(Id);
            if (E.IsSet)
              Sum.Pairs += S.SlotIds.size();
            break;
          }
          // In the body: the id of this iteration's slot.
          buildSlotFlag(E.IsSet, S, *MBB, At, DL);
          ++Sum.PingPong;
          break;
        }
      }
    }
  }
}

bool SyncInserter::run(const SRegion &Tree, const Structurizer &S,
                       SyncSummary &Sum) {
  std::string Err;
  if (!TC.build(MF, STI, Err))
    return fail(nullptr, Err);
  if (!collectSlotExtents() || !buildTree(Tree, S))
    return false;
  buildScanIndex();
  for (unsigned C = 0; C < Ops.size(); ++C) {
    ScanState St;
    scanConsumer(C, St);
  }
  // Syncs placed for later consumers may order what an earlier one asked
  // for (a chain through them, an inner loop's credit).
  if (MinimalOpt && !pruneSyncs(/*WithFull=*/false, /*WithIds=*/false))
    return false;
  // The kernel ends with every pipe drained.
  Sync End;
  End.Kind = Sync::Full;
  End.Seq = 0;
  End.WaitGap = Seqs[0].Items.size();
  EndSync = int(addSync(End));
  addEntry(0, End.WaitGap, EndSync, Slot::WaitBefore, false);
  if (!allocateIds())
    return false;
  // The id fallbacks' PIPE_ALL barriers order everything across them, a
  // narrowed set orders more of its pipe than it did, and a release orders
  // its dst pipe before its src pipe. The ids were given on the chains of
  // the syncs this may remove: each removal keeps every reuse ordered.
  if (MinimalOpt && (NumFallbacks || NumReleases) &&
      !pruneSyncs(/*WithFull=*/true, /*WithIds=*/true))
    return false;
  // Every gap that received a sync must have a place in the MIR.
  for (const Seq &Sq : Seqs)
    for (unsigned G = 0; G < Sq.Gaps.size(); ++G)
      if (!Sq.Gaps[G].empty() && !Sq.GapAt[G].first) {
        return fail(nullptr,
                    "internal error: a synchronisation point has no block "
                    "to go in (a loop or an if directly after another)");
      }
  materialize(Sum);
  for (const Sync &Sy : Syncs)
    if (Sy.Dead && !Sy.Pruned && !Sy.Discarded && Sy.Kind != Sync::Full)
      ++Sum.Fallbacks;
  return true;
}

bool AscendPTO::insertBackendSync(MachineFunction &MF, Structurizer &S,
                                  const std::vector<SNode> &Tree,
                                  MachineOptimizationRemarkEmitter &ORE,
                                  SyncSummary &Summary) {
  return SyncInserter(MF, ORE).run(Tree, S, Summary);
}

//===----------------------------------------------------------------------===//
// Assembler mode.
//===----------------------------------------------------------------------===//

bool AscendPTO::insertAssemblerBarriers(MachineFunction &MF, Structurizer &S,
                                        SyncSummary &Summary) {
  // ptoas --enable-insert-sync keys a tile by its base address: two tiles
  // whose bytes overlap from different bases get no synchronisation between
  // them (sync-facts §4). When the planner subdivides a dead buffer, the
  // later tile's first write on one pipe could overtake the earlier tile's
  // last access on another. A full barrier before such a tile's definition
  // orders them.
  const auto &STI = MF.getSubtarget<AscendPTOSubtarget>();
  const auto &MFI = *MF.getInfo<AscendPTOMachineFunctionInfo>();
  MachineRegisterInfo &MRI = MF.getRegInfo();
  TileConstraints TC;
  std::string Err;
  if (!TC.build(MF, STI, Err)) {
    reportError(MF.getFunction(), Err);
    return false;
  }
  // A union-find without recursion (EquivalenceClasses::getLeader recurses
  // once per link: an in-place chain is as long as the kernel).
  DenseMap<unsigned, unsigned> Group;
  auto Union = [&](unsigned A, unsigned B) {
    unsigned RA = findUnionRoot(Group, A), RB = findUnionRoot(Group, B);
    if (RA != RB)
      Group[std::max(RA, RB)] = std::min(RA, RB);
  };
  for (const TileColocation &C : TC.colocations())
    Union(C.A.id(), C.B.id());
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &Phi : MBB.phis())
      if (TC.lookup(Phi.getOperand(0).getReg()))
        for (unsigned I = 1; I < Phi.getNumOperands(); I += 2)
          Union(Phi.getOperand(0).getReg().id(),
                Phi.getOperand(I).getReg().id());
  auto Find = [&](Register R) { return findUnionRoot(Group, R.id()); };
  DenseSet<Register> RuntimeSlots;
  for (const TileBinding &B : TC.bindings())
    if (!B.Slot)
      RuntimeSlots.insert(B.Tile);
  auto PipeOf = [&](const MachineInstr &MI) {
    const TileOpInfo *Op = getTileOpInfo(MI.getOpcode());
    if (!Op)
      return Pipe::S;
    auto SpaceOf = [&](const MachineOperand &MO) -> std::optional<MemSpace> {
      if (!MO.isReg() || !MO.getReg().isVirtual())
        return std::nullopt;
      return getMemSpaceForRegClass(MRI.getRegClass(MO.getReg())->getID());
    };
    ArrayRef<TileOperandInfo> Opnds = getOperands(*Op);
    std::optional<MemSpace> Src, Dst;
    if (Op->PairOperand < Opnds.size() &&
        Opnds[Op->PairOperand].MIOperand >= 0)
      Src = SpaceOf(MI.getOperand(Opnds[Op->PairOperand].MIOperand));
    if (Op->hasResult())
      Dst = SpaceOf(MI.getOperand(0));
    return getExecPipe(*Op, STI.getArch(), Src, Dst);
  };
  struct Placed {
    Register Reg;
    MemSpace Space;
    uint64_t Begin, End;
    Pipe DefPipe;
    SmallVector<Pipe, 4> Pipes;
    MachineInstr *Def;
    /// Defined or used inside a loop: the next iteration can reorder it.
    bool InLoop;
  };
  const MachineLoopInfo &MLI = S.getLoopInfo();
  auto InLoop = [&](const MachineInstr &MI) {
    return MLI.getLoopFor(MI.getParent()) != nullptr;
  };
  DenseMap<const MachineInstr *, unsigned> Position;
  for (const MachineBasicBlock &MBB : MF) {
    unsigned N = 0;
    for (const MachineInstr &MI : MBB)
      Position[&MI] = N++;
  }
  MachineDominatorTree MDT(MF);
  auto Before = [&](const MachineInstr *A, const MachineInstr *B) {
    if (A->getParent() == B->getParent())
      return Position.lookup(A) < Position.lookup(B);
    return MDT.dominates(A->getParent(), B->getParent());
  };
  SmallVector<Placed, 0> All;
  for (const TileInfo &T : TC.tiles()) {
    std::optional<uint64_t> Off = MFI.getTileOffset(T.Reg);
    if (!Off || T.Def->isPHI() || RuntimeSlots.count(T.Reg))
      continue;
    MachineInstr *Def = const_cast<MachineInstr *>(T.Def);
    Placed P{T.Reg,       T.Type.Space, *Off, *Off + T.Size,
             PipeOf(*Def), {},          Def,  InLoop(*Def)};
    P.Pipes.push_back(P.DefPipe);
    for (const MachineInstr &U : MRI.use_nodbg_instructions(T.Reg))
      if (getTileOpInfo(U.getOpcode())) {
        P.Pipes.push_back(PipeOf(U));
        P.InLoop |= InLoop(U);
      }
    All.push_back(std::move(P));
  }
  llvm::sort(All, [](const Placed &A, const Placed &B) {
    if (A.Space != B.Space)
      return A.Space < B.Space;
    if (A.Begin != B.Begin)
      return A.Begin < B.Begin;
    return A.Reg.id() < B.Reg.id();
  });
  auto CrossPipe = [](const Placed &Earlier, const Placed &Later) {
    return llvm::any_of(Earlier.Pipes,
                        [&](Pipe P) { return P != Later.DefPipe; });
  };
  DenseSet<Register> NeedsBarrier;
  for (unsigned I = 0; I < All.size(); ++I)
    for (unsigned J = I + 1; J < All.size() && All[J].Space == All[I].Space &&
                             All[J].Begin < All[I].End;
         ++J) {
      const Placed &A = All[I], &B = All[J];
      if (A.Begin == B.Begin || Find(A.Reg) == Find(B.Reg))
        continue;
      // Outside loops only the tile defined second can overtake the other;
      // in a loop, either.
      bool Ordered = !A.InLoop && !B.InLoop;
      if (NeedsBarrier.count(A.Reg) && NeedsBarrier.count(B.Reg))
        continue;
      bool ABeforeB = Ordered && Before(A.Def, B.Def);
      bool BBeforeA = Ordered && Before(B.Def, A.Def);
      if (!BBeforeA && CrossPipe(A, B))
        NeedsBarrier.insert(B.Reg);
      if (!ABeforeB && CrossPipe(B, A))
        NeedsBarrier.insert(A.Reg);
    }
  // One barrier before each defining instruction, in a deterministic order.
  SmallVector<MachineInstr *, 8> Defs;
  DenseSet<MachineInstr *> Seen;
  for (const Placed &P : All)
    if (NeedsBarrier.count(P.Reg) && Seen.insert(P.Def).second)
      Defs.push_back(P.Def);
  const TargetInstrInfo &TII = *STI.getInstrInfo();
  for (MachineInstr *Def : Defs) {
    BuildMI(*Def->getParent(), Def, Def->getDebugLoc(),
            TII.get(AscendPTO::PIPE_BARRIER))
        .addImm(getAllPipeCode());
    ++Summary.FullBarriers;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// The pass.
//===----------------------------------------------------------------------===//

namespace {

class AscendPTOInsertSync : public MachineFunctionPass {
public:
  static char ID;
  AscendPTOInsertSync() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AscendPTO Insert Pipe Synchronisation";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<MachinePostDominatorTreeWrapperPass>();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    AU.addPreserved<MachinePostDominatorTreeWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // namespace

char AscendPTOInsertSync::ID = 0;

INITIALIZE_PASS_BEGIN(AscendPTOInsertSync, DEBUG_TYPE,
                      "AscendPTO Insert Pipe Synchronisation", false, false)
INITIALIZE_PASS_DEPENDENCY(MachineLoopInfoWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachinePostDominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(MachineOptimizationRemarkEmitterPass)
INITIALIZE_PASS_END(AscendPTOInsertSync, DEBUG_TYPE,
                    "AscendPTO Insert Pipe Synchronisation", false, false)

FunctionPass *llvm::createAscendPTOInsertSyncPass() {
  return new AscendPTOInsertSync();
}

/// The plan report's sync line, with the estimated cycles of the
/// synchronised function (AscendPTOCostEstimate.h): `est_cycles=N`, `~N`
/// when a loop's trip count was assumed, `?` when it cannot be estimated.
static void reportSync(const MachineFunction &MF, const SRegion &Tree,
                       const SyncSummary &Sum) {
  std::string Why;
  std::optional<CycleEstimate> E;
  // Only the backend's own synchronisation orders the pipes of the output.
  if (isBackendSync())
    E = estimateCycles(MF, Tree, Why);
  std::string Est = "?";
  if (E && E->Sim.ok())
    Est = (E->StaticTrips ? "" : "~") + std::to_string(E->Sim.Makespan);
  errs() << "ascendpto-sync: func=" << MF.getName()
         << " mode=" << (isBackendSync() ? "backend" : "assembler")
         << " pairs=" << Sum.Pairs << " barriers=" << Sum.Barriers
         << " full-barriers=" << Sum.FullBarriers
         << " fallbacks=" << Sum.Fallbacks << " slot-syncs=" << Sum.PingPong
         << " est_cycles=" << Est << "\n";
  // =detail: the simulator's busy cycles of each pipe that did work.
  if (!isPlanReportDetail() || !E || !E->Sim.ok())
    return;
  errs() << "ascendpto-sync: func=" << MF.getName() << " busy";
  for (unsigned P = 0; P < ptocost::NumPipes; ++P)
    if (E->Sim.Busy[P])
      errs() << " " << ptocost::getPipeName(ptocost::Pipe(P)) << "="
             << E->Sim.Busy[P];
  errs() << "\n";
}

bool AscendPTOInsertSync::runOnMachineFunction(MachineFunction &MF) {
  auto *MFI = MF.getInfo<AscendPTOMachineFunctionInfo>();
  if (MFI->hasFailed())
    return false;
  if (!MFI->isPlanned()) {
    // Hand-written MIR (-start-after=ascendpto-buffer-coloring) may say
    // planned: false; that is the input's fault, not ours.
    reportError(MF.getFunction(),
                "the function reached ascendpto-insert-sync without a plan "
                "(machineFunctionInfo.planned is false: run "
                "ascendpto-buffer-coloring first)");
    MFI->setFailed();
    return false;
  }
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB)
      if (MI.getOpcode() == AscendPTO::SET_FLAG ||
          MI.getOpcode() == AscendPTO::WAIT_FLAG ||
          MI.getOpcode() == AscendPTO::SET_FLAG_SLOT ||
          MI.getOpcode() == AscendPTO::WAIT_FLAG_SLOT ||
          MI.getOpcode() == AscendPTO::PIPE_BARRIER) {
        reportError(MF.getFunction(),
                    "the function is already synchronised (it holds "
                    "pto.set_flag, pto.wait_flag or pto.barrier): "
                    "ascendpto-insert-sync runs once",
                    MI.getDebugLoc());
        MFI->setFailed();
        return false;
      }
  Structurizer S(MF, getAnalysis<MachineLoopInfoWrapperPass>().getLI(),
                 getAnalysis<MachinePostDominatorTreeWrapperPass>()
                     .getPostDomTree());
  SRegion Tree;
  std::string Why;
  if (!S.run(Tree, Why)) {
    // The emitter reports the structure error with the same words.
    return false;
  }
  SyncSummary Sum;
  bool Ok = isBackendSync()
                ? insertBackendSync(
                      MF, S, Tree,
                      getAnalysis<MachineOptimizationRemarkEmitterPass>()
                          .getORE(),
                      Sum)
                : insertAssemblerBarriers(MF, S, Sum);
  if (!Ok) {
    MFI->setFailed();
    return true;
  }
  if (isPlanReportEnabled())
    reportSync(MF, Tree, Sum);
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  ORE.emit([&]() {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "SyncSummary",
                                        DebugLoc(), &MF.front());
    R << "synchronised with " << NV("Pairs", Sum.Pairs)
      << " set/wait pairs, " << NV("Barriers", Sum.Barriers)
      << " pipe barriers and " << NV("FullBarriers", Sum.FullBarriers)
      << " PIPE_ALL barriers";
    return R;
  });
  return true;
}
