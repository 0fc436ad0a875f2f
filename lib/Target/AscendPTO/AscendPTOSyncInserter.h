//===- AscendPTOSyncInserter.h - ascendpto-insert-sync's state --*- C++ -*-===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The private state of ascendpto-insert-sync: the access model, the
/// structured tree with its gaps, the syncs, and the SyncInserter that
/// places them (the algorithm: AscendPTOInsertSync.h and docs/sync.md). Its
/// members are defined, phase by phase, in
///   AscendPTOSyncAccesses.cpp  footprints, pipes, dependences;
///   AscendPTOSyncRows.cpp      global rows over loop trips;
///   AscendPTOSyncTree.cpp      the structured tree and its gaps;
///   AscendPTOSyncScan.cpp      the backward scan that places syncs, its
///                              index, and the pruning;
///   AscendPTOSyncPruneIds.cpp  the pruning's id checks, incremental;
///   AscendPTOSyncSlotChain.cpp a slot's same-pipe dependence its id
///                              chain orders;
///   AscendPTOSyncReuse.cpp     flag reuse: ordered(), the strict rule;
///   AscendPTOSyncIds.cpp       event ids, releases and fallbacks;
///   AscendPTOInsertSync.cpp    the options, MIR output and the pass.
/// Only these files include it.
///
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSYNCINSERTER_H
#define LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSYNCINSERTER_H

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

namespace llvm {
namespace AscendPTO {
namespace sync {

/// The options shared by the phases (defined in AscendPTOInsertSync.cpp).
extern cl::opt<bool> StrictReuse;
extern cl::opt<bool> MinimalOpt;
extern cl::opt<bool> ScanSkipOpt;
extern cl::opt<bool> SlotChainOpt;
extern cl::opt<bool> SymbolicRowsOpt;

/// A named remark argument.
using NV = DiagnosticInfoOptimizationBase::Argument;

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
  /// A GM access whose row offset is SymScale * SymReg + a constant, the
  /// rest constant (Whole stays true for every other comparison): SymBox is
  /// its box with SymReg = 0, SymPitch the bytes between two of its view's
  /// rows. Two such accesses with the same SymReg value are the same
  /// translation of their SymBoxes (symbolicGlobalBox, classify).
  Register SymReg;
  int64_t SymScale = 0;
  uint64_t SymPitch = 0;
  Box SymBox;
};

/// A GM access's bytes over the trips t of its row counter's loop: Shape
/// (Base 0) at byte Base + t * Shift, t in [0, Last]; Last NoBound: no
/// bound known, -1: no trip. A constant box: Shift 0, Last 0
/// (AscendPTOSyncRows.cpp).
struct RowTrack {
  int64_t Base = 0;
  int64_t Shift = 0;
  Box Shape;
  int64_t Last = 0;
};

/// Whether two boxes share a byte (exact up to 4096 rows, then by extents).
bool boxesOverlap(const Box &A, const Box &B);

/// The constant a register holds, if it is one.
std::optional<int64_t> constantOf(const MachineRegisterInfo &MRI, Register R);

/// The pipes as bits.
inline unsigned pipeBit(Pipe P) { return 1u << unsigned(P); }

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
  /// Pair/Barrier/Full: the sequence; Credit: the loop body, or the if
  /// arm of it holding the body's wait and set (ArmOf).
  unsigned Seq = 0;
  /// A credit whose body wait and set lie in an if arm of its loop body, no
  /// loop between (a release, makeRelease): the loop body; Seq is the arm.
  /// -1: Seq is the body. The pre-set and the post-wait are always in the
  /// loop's parent sequence (creditBody).
  int ArmOf = -1;
  unsigned SetGap = 0, WaitGap = 0;
  /// A credit: the gap of the loop's parent sequence holding its pre-set,
  /// at or before the loop's own gap (preSetGap); -1: the loop's gap.
  int PreSetGap = -1;
  int Id = -1;
  /// SlotCredit: the slot value and the ids, slot k taking the k-th. A
  /// Pair with a SlotReg is a slot pair: the set and the wait of a trip use
  /// the id of its slot, like the slot credit that orders its reuse
  /// (slotPairCredit).
  Register SlotReg;
  unsigned NumSlots = 0;
  /// The slots with an id (bit k: slot k), SlotIds holding their ids in
  /// slot order: a slot credit's are the slots a later trip of one run of
  /// the loop comes back to, a slot pair's those a trip takes
  /// (slotIdMask); the others need none.
  unsigned SlotMask = 0;
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
  /// \p Quiet: no remark and no error reaches the user (a trial run of
  /// the placement arbitration, AscendPTOBufferColoring.cpp).
  SyncInserter(MachineFunction &MF, MachineOptimizationRemarkEmitter &ORE,
               bool Quiet = false)
      : MF(MF), MRI(MF.getRegInfo()),
        STI(MF.getSubtarget<AscendPTOSubtarget>()),
        MFI(*MF.getInfo<AscendPTOMachineFunctionInfo>()), ORE(ORE),
        Quiet(Quiet) {}

  bool run(const SRegion &Tree, const Structurizer &S, SyncSummary &Sum);

private:
  MachineFunction &MF;
  MachineRegisterInfo &MRI;
  const AscendPTOSubtarget &STI;
  const AscendPTOMachineFunctionInfo &MFI;
  MachineOptimizationRemarkEmitter &ORE;
  const bool Quiet;
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
  /// Slot credits that fell back to one id (a plain credit) in allocateIds.
  unsigned NumSlotFallbacks = 0;

  bool fail(const MachineInstr *MI, const Twine &Msg) {
    if (!Quiet)
      reportError(MF.getFunction(), Msg, MI ? MI->getDebugLoc() : DebugLoc());
    return false;
  }
  /// Emits the remark \p Build makes, unless quiet.
  template <typename RemarkBuilder> void emitRemark(RemarkBuilder Build) {
    if (!Quiet)
      ORE.emit(Build);
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
  /// R as Scale * X + Offset, X a register that is no constant (invalid:
  /// R is the constant Offset); bounded, checked arithmetic.
  struct Affine {
    Register X;
    int64_t Scale = 0, Offset = 0;
  };
  std::optional<Affine> affineOf(Register R, unsigned Depth = 0) const;
  // Symbolic rows over loop trips (AscendPTOSyncRows.cpp).
  /// Whether producer access \p X of \p A and consumer access \p Y of \p B,
  /// of one global argument, with constant rows or rows of loop counters
  /// (one of them a counter's), are apart (true) or may meet (false) when
  /// met at scan level \p Level (\p Wrap: round its back edge); nullopt:
  /// no answer of this kind.
  /// \p LaterTrips: ScanState's, the loops whose trips >= 1 order A's
  /// pipe before B (B is then related in its counter's first trip only).
  /// \p FirstTrip: round the back edge of the loop of both counters, when
  /// they meet, the fewest trips k >= 1 between them at which they do (at
  /// most MaxTripsBack: no fewer).
  std::optional<bool>
  rowsApart(const OpRec &A, const Access &X, const OpRec &B, const Access &Y,
            unsigned Level, bool Wrap,
            ArrayRef<std::pair<unsigned, unsigned>> LaterTrips = {},
            unsigned *FirstTrip = nullptr) const;
  /// \p A's bytes over the trips of its row counter's loop (a constant box:
  /// one trip); nullopt when not followed.
  std::optional<RowTrack> rowTrack(const OpRec &R, const Access &A) const;
  /// The body sequence of the loop \p X counts, when it has a constant
  /// lower bound and a constant step > 0 (the printed text gives its value
  /// per trip); -1 otherwise.
  int counterBody(Register X) const;
  mutable DenseMap<Register, int> CounterBodies;
  /// Whether sequence \p Inner is \p Outer or nested in it.
  bool seqWithin(unsigned Inner, unsigned Outer) const;
  /// The trips of \p L as printed, from constant bounds; nullopt: unknown.
  std::optional<uint64_t> tripCount(const SLoop *L) const;
  /// Fills A's symbolic box when its row offset is affine in a register.
  void symbolicGlobalBox(Access &A, Register RowOffset, int64_t Col,
                         int64_t Pitch, int64_t Rows, int64_t Cols,
                         uint64_t ElemBytes) const;
  /// How a producer and a consumer depend: not at all, on every
  /// iteration, or only through the same slot of a ping-pong buffer.
  enum class Dep { None, Normal, Slot };
  /// How the slot values of one slot register compare between two ops
  /// met at scan level \p Level (\p Wrap: in the previous iteration of
  /// Level's loop).
  enum class SlotRel { Same, PerIteration, Unknown };
  /// \p FirstTrip, with \p Wrap: for a Dep::Normal that only global rows
  /// moving with the loop's counter make, the fewest trips k >= 2 back at
  /// which A meets B (rowsApart); else 0.
  Dep classify(const OpRec &A, const OpRec &B, unsigned Level, bool Wrap,
               Register &SlotReg,
               ArrayRef<std::pair<unsigned, unsigned>> LaterTrips = {},
               unsigned *FirstTrip = nullptr) const;
  SlotRel slotRelation(Register SlotReg, unsigned Level, bool Wrap) const;
  std::optional<unsigned> slotCount(const MachineInstr &Def,
                                    const SLoop *L) const;
  /// The constant c >= 0 of a slot `(iv + c) srem M` (0 for `iv srem M`),
  /// iv the counter of loop \p L; none if \p Def is no such slot.
  std::optional<int64_t> slotShift(const MachineInstr &Def,
                                   const SLoop *L) const;
  bool slotDefDominates(Register SlotReg, unsigned SeqI, unsigned Gap);
  /// Whether loop \p L runs at most one trip (constant bounds): its body
  /// has no back edge to scan round.
  bool atMostOneTrip(const SLoop *L) const;
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
  /// A producer through one slot, at item \p Item of the loop body, on
  /// pipe \p P, whose access of the consumer's slot is \p Trips >= 2 trips
  /// back (tripsBackOrdered).
  struct SlotDeferred {
    unsigned Item;
    Pipe P;
    unsigned Trips;
  };
  struct ScanState {
    unsigned Covered = 0;
    SmallDenseSet<unsigned, 8> Waited;
    bool Done = false;
    /// Checking: the syncs that ordered a pipe the scan had not ordered.
    SmallVectorImpl<unsigned> *Used = nullptr;
    /// Checking, round a slot loop's back edge (wrapScan): the producers
    /// through one slot left to the trips before j - 1 (tripsBackOrdered).
    SmallVectorImpl<SlotDeferred> *Deferred = nullptr;
    /// Checking (slotCreditWalk): the trip of the body being walked, 0 for
    /// the consumer's, 1 round its back edge (wrapScan), 2 ... on the walk
    /// trips back (tripsBackOrdered); and for each slot credit whose body
    /// wait the scan met, the nearest trip whose body set that wait takes
    /// (the wait's trip plus the slot's period). Null: slot credits are
    /// not counted.
    unsigned SlotTrip = 0;
    SmallDenseMap<unsigned, unsigned, 4> *SlotWaits = nullptr;
    /// The loop bodies the scan has climbed out of (scanConsumer), each
    /// with the pipes its back-edge scan (wrapScan) ordered before the
    /// consumer through the syncs of the trip before: in trips >= 1 of that
    /// loop every op on them met from here on is ordered, so such a
    /// producer meets only the consumer's first trip (rowsApart).
    SmallVector<std::pair<unsigned, unsigned>, 2> LaterTrips;
  };
  void scanConsumer(unsigned C, ScanState &St);
  void applyGap(unsigned SeqI, unsigned G, Pipe Consumer, ScanState &St);
  void visitItem(unsigned SeqI, unsigned ItemI, unsigned Pos, unsigned C,
                 ScanState &St, bool Wrap);
  /// \p Inside: the pipes ordered at R's place inside a loop or an if
  /// item (visitItem), besides St's.
  void orderProducer(unsigned SeqI, unsigned ItemI, unsigned Pos, unsigned R,
                     unsigned C, ScanState &St, unsigned Inside, bool Wrap);
  /// The previous trip of loop body \p SeqI for consumer \p C at gap
  /// \p Pos; returns the pipes it ordered through that trip's syncs.
  unsigned wrapScan(unsigned SeqI, unsigned Pos, unsigned C, ScanState St);
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
  /// The live slot credit of \p SlotReg that orders \p Prod before
  /// \p Cons (item \p ItemI of body \p SeqI, Cons at gap \p Pos), or -1.
  int slotCreditCovering(unsigned SeqI, unsigned ItemI, unsigned Pos,
                         const OpRec &Prod, const OpRec &Cons,
                         Register SlotReg) const;
  /// The trips after which slot \p SlotReg (`iv srem M` of loop \p L)
  /// comes back: M / gcd(step mod M, M); none if it is no such slot.
  std::optional<unsigned> slotPeriod(Register SlotReg, const SLoop *L) const;
  /// The distance d >= 2 from a trip of loop body \p Body back to the last
  /// trip on the same value of slot \p SlotReg, or 0 when consecutive
  /// trips may share one.
  unsigned slotTripDistance(Register SlotReg, unsigned Body) const;
  /// Whether loop body \p Body, of constant bounds, runs at most as many
  /// trips as slot \p SlotReg has values in its period: no trip comes back
  /// to an earlier trip's slot.
  bool slotNeverReused(Register SlotReg, unsigned Body) const;
  /// The values slot \p SlotReg of loop \p L takes in one run of the loop
  /// (bit k: slot k), and those a later trip of the run takes again.
  struct SlotValues {
    unsigned Used = 0, Reused = 0;
  };
  std::optional<SlotValues> slotValues(Register SlotReg, const SLoop *L) const;
  /// The slots of a slot credit (\p Credit) or a slot pair on slot
  /// \p SlotReg of \p NumSlots that need an id (all of them when the
  /// loop's values are not known).
  unsigned slotIdMask(Register SlotReg, unsigned NumSlots, bool Credit) const;
  /// Whether slot credit \p S has an id for every slot its loop takes, so
  /// every trip runs its body set, whatever the trip count: the wait after
  /// the loop, which waits every id, then follows the body set of any trip
  /// in the src queue (AscendPTOSyncScan.cpp, applyGap).
  bool slotCreditSetsEveryTrip(const Sync &S) const;
  /// Check mode, at the end of a wrapped scan of body \p SeqI for consumer
  /// \p C at gap \p Pos: whether each producer of \p D is ordered at the
  /// end of its item in one of the trips j - 2 ... j - Trips
  /// (AscendPTOSyncSlotChain.cpp).
  bool tripsBackOrdered(unsigned SeqI, unsigned Pos, unsigned C,
                        ScanState &St, SmallVectorImpl<SlotDeferred> &D);
  /// Checking: a slot credit's body wait or set \p E met in body \p SeqI
  /// in trip St.SlotTrip; returns the pipes the set orders (its src pipe when
  /// a wait met later in the program takes this set or a newer one).
  unsigned slotCreditWalk(unsigned SeqI, const GapEntry &E, Pipe Consumer,
                          ScanState &St) const;
  /// Whether slot pair \p S reuses its ids in order: behind its slot
  /// credit (slotPairCredit), or, that credit pruned, by a chain from its
  /// wait to the set of the next trip on the same slot
  /// (AscendPTOSyncSlotChain.cpp).
  bool slotPairReuseOrdered(const Sync &S) const;
  /// The loop body whose counter slot \p SlotReg is taken from, or -1.
  int slotLoopBody(Register SlotReg) const;
  /// Whether a same-pipe dependence of consumer \p C on producer \p R
  /// (item \p ItemI of body \p SeqI, C at gap \p Pos) through slot
  /// \p SlotReg is ordered by a credit of that slot and a chain from R to
  /// its body set (AscendPTOSyncSlotChain.cpp); the syncs it relies on go
  /// to \p Used.
  bool slotChainCovers(unsigned SeqI, unsigned ItemI, unsigned Pos, unsigned R,
                       unsigned C, Register SlotReg,
                       SmallVectorImpl<unsigned> *Used) const;
  bool needsSamePipeBarrier(Pipe P) const;
  /// Kills every sync (of the kinds tried) that the others make redundant;
  /// \p WithIds: after the ids are given, also keeping every id's reuse
  /// ordered. False after reporting an internal error.
  bool pruneSyncs(bool WithFull, bool WithIds);
  /// Whether every id's holders still reuse it in order (the strict rule
  /// that allocateIds applied), with the syncs alive now.
  bool idsStillOrdered() const;
  /// The live syncs of \p List holding id \p Id, by the start of their
  /// live range (the order idsStillOrdered and its incremental form
  /// check them in).
  SmallVector<unsigned, 8> holdersByStart(ArrayRef<unsigned> List,
                                          unsigned Id) const;

  // The pruning's id checks, kept between removals
  // (AscendPTOSyncPruneIds.cpp): idsStillOrdered's answer, re-running only
  // the checks whose answer relied on the sync removed.
  struct IdCheck {
    unsigned Holder = 0;
    /// The holder's chain (IdCheckState::Chains), or -1: its own reuse.
    int Chain = -1;
    bool Ok = true;
    bool Live = true;
    unsigned Version = 0;
  };
  struct IdCheckState {
    bool Built = false;
    /// False: a chain has two holders at one position (the full check's
    /// order among them may change with a removal); use idsStillOrdered.
    bool Usable = false;
    /// Each (pipe pair, id)'s live holders, by the start of their live
    /// ranges (idsStillOrdered's order).
    std::vector<SmallVector<unsigned, 8>> Chains;
    std::vector<IdCheck> Checks;
    /// By sync: its own checks (as a holder).
    std::vector<SmallVector<unsigned, 2>> ChecksOf;
    /// By sync: the checks whose answer relied on it, and their version
    /// then (an older one is stale).
    std::vector<SmallVector<std::pair<unsigned, unsigned>, 2>> Dependents;
    unsigned NumFailing = 0;
    /// The removal being tried: where it left its chains, the checks run
    /// again and their answers, the failures it would leave.
    int Tried = -1;
    SmallVector<std::pair<unsigned, unsigned>, 2> TriedAt;
    SmallVector<unsigned, 16> Redo;
    SmallVector<bool, 16> RedoOk;
    std::vector<SmallVector<unsigned, 4>> RedoDeps;
    unsigned TriedFailing = 0;
    /// For the remark: removals checked, checks run again, full checks.
    unsigned NumTried = 0, NumRerun = 0, NumFull = 0;
  };
  IdCheckState IdChecks;
  /// While set, ordered() and reuseBlock() add to it the syncs their
  /// answers relied on (the incremental id checks).
  mutable SmallVectorImpl<unsigned> *ReuseDeps = nullptr;
  void buildIdChecks();
  bool runIdCheck(const IdCheck &C, SmallVectorImpl<unsigned> &Deps);
  /// idsStillOrdered() with \p SyncI just made dead; then finishIdCheck
  /// keeps the removal or takes it back.
  bool idsOrderedWithout(unsigned SyncI);
  bool idsOrderedWithoutIncremental(unsigned SyncI);
  void finishIdCheck(bool Keep);
  /// A sync removed without an id check (a same-pipe barrier).
  void noteRemovedWithoutIdCheck(unsigned SyncI);
  /// The analysis remark PruneIdChecks: what the id checks cost.
  void remarkIdChecks();
  /// A credit (or slot credit) on the loop body S.Seq, with its entries;
  /// its pre-set after the pre-loop accesses \p Cons depends on.
  unsigned addCredit(const Sync &S, const OpRec &Cons);
  /// Where credit \p S's pre-set is: a gap of its loop's parent sequence.
  unsigned preSetGap(const Sync &S) const;
  /// A credit's loop body (its Seq, or the body its arm is in: ArmOf).
  /// How many if arms below the loop body at CA[IA] / CB[IB] both chains
  /// (a sequence, then each ancestor with the item holding it) share, no
  /// loop between: a release credit's wait and set go there (makeRelease).
  unsigned releaseArmDepth(ArrayRef<std::pair<unsigned, unsigned>> CA, int IA,
                           ArrayRef<std::pair<unsigned, unsigned>> CB,
                           int IB) const;
  unsigned creditBody(const Sync &S) const {
    return S.ArmOf >= 0 ? unsigned(S.ArmOf) : S.Seq;
  }
  /// The gap after the last item of [Lo, Below) of sequence \p SeqI that
  /// holds an op on pipe \p P that \p Cons depends on, if any (bounded: an
  /// item the search stops at counts as one).
  std::optional<unsigned> afterLastConflict(unsigned SeqI, unsigned Lo,
                                            unsigned Below, Pipe P,
                                            const OpRec &Cons,
                                            bool Wrap) const;
  /// The last gap from \p From on (up to \p Below, the loop's gap) of
  /// sequence \p SeqI that no item holding an op on pipe \p P, and no
  /// wait or barrier, separates from \p From: a set there fires as it
  /// would at \p From, and is issued after the work in between.
  unsigned beforeNextOnPipe(unsigned SeqI, unsigned From, unsigned Below,
                            Pipe P) const;
  /// Moves credit \p SyncI's pre-set down (never up) to follow the
  /// accesses in [Lo, its loop) on its src pipe that \p Cons depends on
  /// (\p Wrap: in the previous trip of the parent's loop).
  void preSetAfterConflicts(unsigned SyncI, const OpRec &Cons, unsigned Lo,
                            bool Wrap);
  /// The credits of loop body \p Body whose waits after the loop order
  /// consumer \p C in state \p St, its scan past the loop: each pre-set
  /// follows C's conflicting accesses in [Lo, the loop).
  void preSetsForConsumer(unsigned Body, unsigned C, const ScanState &St,
                          unsigned Lo, bool Wrap);
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
    /// When set: each sync that informed a pipe (the walk's answer relies
    /// on these alone).
    SmallVectorImpl<unsigned> *Used = nullptr;
  };
  void flowGap(unsigned SeqI, unsigned G, int After, int Before,
               FlowState &St) const;
  /// The query of the gaps that may change a reuse walk with \p Informed
  /// (AscendPTOSyncScan.cpp, beside the index's layout).
  static ScanMask flowQuery(unsigned Informed);
  /// The first gap of \p SeqI in [\p G, \p Last] that may change a reuse
  /// walk with \p Informed, or Last + 1.
  unsigned nextFlowGap(unsigned SeqI, unsigned G, unsigned Last,
                       unsigned Informed) const;
  /// \p ExtraLaps: with \p WrapSeq, whole trips of that body the path
  /// runs between A's trip and B's.
  Order ordered(Pipe From, ProgPoint A, Pipe To, ProgPoint B, int WrapSeq,
                unsigned ExtraLaps = 0) const;
  ProgPoint firstSet(const Sync &S) const;
  ProgPoint lastWait(const Sync &S) const;
  /// The innermost loop body holding \p SeqI whose loop may run more than
  /// one trip (a back edge), or -1.
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
  /// The item of sequence \p Body holding sequence \p SeqI through ifs
  /// only (an arm of an if of Body, or an arm of an arm), or nullopt.
  std::optional<unsigned> ifItemIn(unsigned SeqI, unsigned Body) const;
  bool colourPairList(std::pair<unsigned, unsigned> Pair);
  unsigned allowedIds(Pipe Src, Pipe Dst) const;

  // Releases: the reverse pair that orders a holder's wait before a set.
  int makeRelease(const Unordered &U, const MachineInstr *Consumer);
  void discardRelease(unsigned SyncI);
  bool placeRelease(unsigned SyncI);
  bool placeReleaseOnce(unsigned SyncI);
  /// Orders release \p SyncI's own next-trip reuse round an enclosing loop
  /// (StrictReuse), with releases of its own at most MaxReleaseDepth levels
  /// deep; false when that fails.
  bool orderOwnReuse(unsigned SyncI);
  /// An id of its finished pair for release \p R (its list \p List).
  bool placeReleaseId(unsigned SyncI, Sync &R,
                      SmallVectorImpl<unsigned> &List);
  template <typename BlockFn>
  bool releaseUntilOrdered(BlockFn Block, const MachineInstr *Consumer);
  std::optional<unsigned> releaseId(unsigned SyncI, unsigned Candidates,
                                    ArrayRef<SmallVector<unsigned, 8>> Holders);
  /// The syncs of each ordered pipe pair, and the pairs coloured so far.
  std::map<std::pair<unsigned, unsigned>, SmallVector<unsigned, 8>> ByPair;
  std::set<std::pair<unsigned, unsigned>> ColouredPairs;
  unsigned NumReleases = 0;
  /// Releases being placed for a release's own reuse (placeReleaseOnce).
  unsigned ReleaseDepth = 0;
  /// A sync of the pair just coloured that found no id: the one holder of
  /// an id live at its range moves its set down to its wait, and the sync
  /// takes that id, when every reuse of the id stays ordered.
  bool narrowHolderFor(unsigned SyncI, ArrayRef<unsigned> List);
  /// Moves the set of pair \p SyncI to gap \p Gap, slot \p Sl.
  void moveSet(unsigned SyncI, unsigned Gap, Slot Sl);

  // MIR.
  void materialize(SyncSummary &Sum);
};

} // namespace sync
} // namespace AscendPTO
} // namespace llvm

#endif // LLVM_LIB_TARGET_ASCENDPTO_ASCENDPTOSYNCINSERTER_H
