//===- AscendPTOSyncRows.cpp - Sync: global rows over loop trips ----------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Symbolic rows (docs/sync.md "Symbolic rows"): whether two accesses to
/// one global argument, whose rows are constants or follow loop counters,
/// can touch a common byte in the executions the scan relates them in.
///
/// **Tracks.** A GM access at row `a·x + c` (affineOf; x the counter of a
/// loop L with constant lower bound lb and step s > 0; the access inside
/// L's body) is, in trip t of L (x = lb + s·t), its box at x = 0 moved by
/// `a·x` rows: a fixed shape at byte `Base + t·Shift`, with
/// `Base = box(0) + a·lb·pitch` and `Shift = a·s·pitch` (either sign).
/// Its trips are t in [0, T): T from L's constant bounds exactly as the
/// loop is printed (`scf.for lb to ub step s`, ub + 1 for an inclusive
/// test, max(ub, lb + s) for a bottom-tested one), else unbounded. The
/// independent checker executes the same text (0..3 trips, never more than
/// the constant bounds allow), so a track holds in every execution it and
/// the hardware run. An access at a constant box is a track of one trip
/// with Shift 0. Any other run-time row stays the whole argument.
///
/// **Relations.** The scan meets a producer X and a consumer Y at a level
/// (a sequence of the structured tree), possibly round its back edge
/// (classify's Level and Wrap). When both follow the same counter x of L:
///  - round L's own back edge: Y runs k >= 1 trips after X;
///  - at L's body without the back edge: X ran before Y in the same trip,
///    or (k >= 1) in an earlier one. The back-edge scan (wrapScan) starts
///    at the consumer's own item and never looks at the items before it in
///    the trips before: for trip-invariant footprints an earlier trip's
///    conflict there is the same trip's, ordered through the same pipe.
///    With rows that move per trip that is not so (X at `32 x + 32` before
///    Y at `32 x`: apart in a trip, the same rows one trip apart), so here
///    every k >= 0 is related;
///  - at a level inside L's body (an inner loop, its back edge included):
///    the same trip of L (k = 0): the items of other trips are the ones the
///    two cases above cover.
/// Otherwise (different counters, a constant against a counter, the same
/// counter related only round an enclosing loop's back edge) the two
/// trips are independent: any t of X's loop with any t' of Y's.
///
/// **The first trip.** Met after the scan left the body of the loop L of
/// Y's counter (ScanState::LaterTrips), X precedes in program order the
/// instance of L that holds Y; when L's back-edge scan ordered X's pipe
/// (a set of trip t - 1 chained to Y, which follows every earlier op of
/// that pipe in its queue), X is ordered before Y in every trip t >= 1,
/// and with no trip Y does not run: only Y's trip 0 is related (Y's track
/// cut to Last = 0). docs/sync.md "Minimality", the first trip.
///
/// **Deciding.** With the relative offset r = start(Y) − start(X), two
/// shapes can share a byte only if −len(Y) < r < len(X) (their hulls meet;
/// len = one past the shape's last byte). r is linear in each trip index,
/// so the trips whose hulls meet form an interval, computed by exact
/// integer division (meetRange); each of them is then decided exactly on
/// the two boxes (boxesOverlap), as the checker does on the bytes. Apart
/// is claimed only when no trip pair of the relation has the boxes meet:
///  - independent: for each trip t of the side with fewer trips (one, for
///    a constant box or a Shift of 0), the interval of the other's trips
///    within its [0, T) (unbounded: the interval is still finite, since
///    r moves by a non-zero Shift per trip); both unbounded with moving
///    rows: no answer. When both are bounded and their hulls over all
///    trips are apart, that decides at once;
///  - k >= k0 trips apart, one Shift for both (a·s·pitch the same): r =
///    base(Y) − base(X) + k·Shift does not depend on the trip t of X, and
///    some t exists for every k <= T − 1; so the k in [k0, T − 1] (T
///    unbounded: [k0, ∞)) whose hulls meet are an interval, each checked.
///    This is the translation rule: a Shift that moves Y past X's end (or
///    before its start, for a negative Shift) at k = k0 does so at every
///    larger k, and a Shift that brings it back onto X's rows at some k <
///    T — the other side at k = 1, or a last trip T − 1 that reaches them —
///    keeps the sync;
///  - k >= k0 apart, different Shifts (different multiples of x): r =
///    base(Y) − base(X) + k·Shift(Y) + t·(Shift(Y) − Shift(X)) for t in
///    [0, T − 1 − k]; with T bounded (at most 1024 values of k) the
///    interval of t per k, each checked; unbounded: the independent test
///    (every pair of trips, a superset).
/// Every product and sum is checked; an overflow, more than 1024 outer
/// trips or more than 64 exact box tests gives no answer, and the accesses
/// are then the whole argument (a sync more, never one less).
/// Assumption (as before): an offset does not wrap.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

namespace {

/// The budgets (assumptions: enough for the kernels of the fuzzer and the
/// tests; past them a pair keeps its sync).
constexpr int64_t MaxOuterTrips = 1024;
constexpr unsigned MaxExactTests = 64;
/// A trip index that stands for "no bound".
constexpr int64_t NoBound = std::numeric_limits<int64_t>::max();
/// The trips back the check-mode scan looks for the first at which moving
/// rows meet (firstTripMeeting); meeting only further back counts as here.
constexpr unsigned MaxTripsBack = 8;
/// Shapes longer than this are not followed (their offsets could overflow).
constexpr uint64_t MaxShapeBytes = uint64_t(1) << 60;

/// The trips t in [Lo, Hi] with -LenY < R0 + Q * t < LenX, as [First,
/// Last] (empty when First > Last); std::nullopt on overflow.
std::optional<std::pair<int64_t, int64_t>>
meetRange(int64_t R0, int64_t Q, int64_t LenX, int64_t LenY, int64_t Lo,
          int64_t Hi) {
  if (Q == 0) {
    if (-LenY < R0 && R0 < LenX)
      return std::make_pair(Lo, Hi);
    return std::make_pair(int64_t(1), int64_t(0));
  }
  int64_t A, B; // R0 + Q t > -LenY  <=>  Q t > A;  R0 + Q t < LenX  <=>  Q t < B
  if (SubOverflow(-LenY, R0, A) || SubOverflow(LenX, R0, B) ||
      divideSignedWouldOverflow(A, Q) || divideSignedWouldOverflow(B, Q))
    return std::nullopt;
  int64_t First, Last;
  if (Q > 0) {
    First = divideFloorSigned(A, Q); // t > A / Q
    Last = divideCeilSigned(B, Q);   // t < B / Q
  } else {
    First = divideFloorSigned(B, Q); // t > B / Q
    Last = divideCeilSigned(A, Q);   // t < A / Q
  }
  if (AddOverflow(First, int64_t(1), First) ||
      SubOverflow(Last, int64_t(1), Last))
    return std::nullopt;
  return std::make_pair(std::max(First, Lo), std::min(Last, Hi));
}

/// Whether shape \p X at byte 0 and shape \p Y at byte \p R share a byte.
bool shapesMeet(const Box &X, const Box &Y, int64_t R) {
  Box A = X, B = Y;
  if (R >= 0)
    B.Base += uint64_t(R);
  else
    A.Base += uint64_t(-(R + 1)) + 1;
  return boxesOverlap(A, B);
}

/// The exact tests of one question, with its budget.
class Meet {
  unsigned Tests = 0;

public:
  bool GaveUp = false;

  /// Whether for some t in [Lo, Hi] shape X at 0 and shape Y at R0 + Q t
  /// share a byte (true also when it gives up).
  bool any(const Box &X, const Box &Y, int64_t R0, int64_t Q, int64_t Lo,
           int64_t Hi) {
    if (GaveUp)
      return true;
    std::optional<std::pair<int64_t, int64_t>> In =
        meetRange(R0, Q, int64_t(X.end()), int64_t(Y.end()), Lo, Hi);
    if (!In) {
      GaveUp = true;
      return true;
    }
    if (In->first > In->second)
      return false;
    if (Q == 0) // Every t the same offset.
      In->second = In->first;
    for (int64_t T = In->first;; ++T) {
      int64_t R;
      if (++Tests > MaxExactTests || MulOverflow(Q, T, R) ||
          AddOverflow(R0, R, R)) {
        GaveUp = true;
        return true;
      }
      if (shapesMeet(X, Y, R))
        return true;
      if (T == In->second)
        return false;
    }
  }
};

/// A track's last trip when its shift is 0: every trip is the first.
int64_t lastDistinct(const RowTrack &X) {
  return X.Shift == 0 ? std::min(X.Last, int64_t(0)) : X.Last;
}

/// [lo, hi) of a track's bytes over all its trips (bounded ones).
std::optional<std::pair<int64_t, int64_t>>
hullOf(const RowTrack &X) {
  int64_t Last = lastDistinct(X), Span, Lo, Hi;
  if (Last == NoBound || MulOverflow(Last, X.Shift, Span) ||
      AddOverflow(X.Base, std::min(Span, int64_t(0)), Lo) ||
      AddOverflow(X.Base, std::max(Span, int64_t(0)), Hi) ||
      AddOverflow(Hi, int64_t(X.Shape.end()), Hi))
    return std::nullopt;
  return std::make_pair(Lo, Hi);
}

/// Whether X in any of its trips and Y in any of its own are apart.
bool independentApart(const RowTrack &X,
                      const RowTrack &Y) {
  int64_t LastX = lastDistinct(X), LastY = lastDistinct(Y);
  if (LastX < 0 || LastY < 0)
    return true; // One of them never runs.
  std::optional<std::pair<int64_t, int64_t>> HX = hullOf(X), HY = hullOf(Y);
  if (HX && HY && (HX->second <= HY->first || HY->second <= HX->first))
    return true;
  bool OuterX = LastX <= LastY;
  int64_t Outer = OuterX ? LastX : LastY;
  if (Outer == NoBound || Outer >= MaxOuterTrips)
    return false;
  Meet M;
  for (int64_t T = 0; T <= Outer; ++T) {
    // r = start(Y) - start(X), with the outer side at trip T.
    int64_t Moved, R0, Q = OuterX ? Y.Shift : 0;
    if (MulOverflow(T, OuterX ? X.Shift : Y.Shift, Moved) ||
        (!OuterX && SubOverflow(int64_t(0), X.Shift, Q)))
      return false;
    bool Ov = OuterX ? SubOverflow(Y.Base, X.Base, R0) ||
                           SubOverflow(R0, Moved, R0)
                     : AddOverflow(Y.Base, Moved, R0) ||
                           SubOverflow(R0, X.Base, R0);
    if (Ov || M.any(X.Shape, Y.Shape, R0, Q, 0, OuterX ? LastY : LastX))
      return false;
  }
  return !M.GaveUp;
}

/// Whether X in trip t and Y in trip t + k, k in [KLo, KHi], of one loop
/// (X.Last == Y.Last) are apart.
bool tripsApart(const RowTrack &X,
                const RowTrack &Y, int64_t KLo, int64_t KHi) {
  int64_t Last = X.Last;
  KHi = std::min(KHi, Last);
  if (Last < 0 || KLo > KHi)
    return true; // No such pair of trips.
  int64_t Gap;
  if (SubOverflow(Y.Base, X.Base, Gap))
    return false;
  Meet M;
  if (X.Shift == Y.Shift)
    return !M.any(X.Shape, Y.Shape, Gap, Y.Shift, KLo, KHi) && !M.GaveUp;
  if (KHi == NoBound || KHi - KLo >= MaxOuterTrips)
    return independentApart(X, Y);
  int64_t Q;
  if (SubOverflow(Y.Shift, X.Shift, Q))
    return false;
  for (int64_t K = KLo; K <= KHi; ++K) {
    int64_t R0;
    if (MulOverflow(K, Y.Shift, R0) || AddOverflow(Gap, R0, R0) ||
        M.any(X.Shape, Y.Shape, R0, Q, 0, Last - K))
      return false;
  }
  return !M.GaveUp;
}

} // namespace

std::optional<uint64_t> SyncInserter::tripCount(const SLoop *L) const {
  // As the loop is printed (the emitter, the cost model's trips()).
  if (!L || !L->LowerBound.isVirtual() || !L->UpperBound.isVirtual() ||
      !L->Step.isVirtual())
    return std::nullopt;
  std::optional<int64_t> Lb = constantOf(MRI, L->LowerBound),
                         Ub = constantOf(MRI, L->UpperBound),
                         Step = constantOf(MRI, L->Step);
  if (!Lb || !Ub || !Step || *Lb < 0 || *Ub < 0 || *Step <= 0)
    return std::nullopt;
  int64_t Hi = *Ub, First, Span;
  if (L->InclusiveBound && AddOverflow(Hi, int64_t(1), Hi))
    return std::nullopt;
  if (L->AtLeastOnce) {
    if (AddOverflow(*Lb, *Step, First))
      return std::nullopt;
    Hi = std::max(Hi, First);
  }
  if (Hi <= *Lb)
    return 0;
  if (SubOverflow(Hi, *Lb, Span))
    return std::nullopt;
  return uint64_t(Span / *Step + (Span % *Step != 0));
}

int SyncInserter::counterBody(Register X) const {
  auto [It, New] = CounterBodies.try_emplace(X, -1);
  if (!New)
    return It->second;
  const MachineInstr *Def = MRI.getVRegDef(X);
  auto B = Def && Def->isPHI() ? BlockSeq.find(Def->getParent())
                               : BlockSeq.end();
  if (B == BlockSeq.end())
    return -1;
  for (int Sq = int(B->second); Sq >= 0; Sq = Seqs[Sq].Parent) {
    const SLoop *L = Seqs[Sq].Loop;
    if (!Seqs[Sq].LoopBody || !L || L->IVPhi != Def)
      continue;
    std::optional<int64_t> Lb = L->LowerBound.isVirtual()
                                    ? constantOf(MRI, L->LowerBound)
                                    : std::nullopt;
    std::optional<int64_t> Step =
        L->Step.isVirtual() ? constantOf(MRI, L->Step) : std::nullopt;
    int Body = Lb && Step && *Step > 0 ? Sq : -1;
    CounterBodies[X] = Body;
    return Body;
  }
  return -1;
}

bool SyncInserter::seqWithin(unsigned Inner, unsigned Outer) const {
  for (int Sq = int(Inner); Sq >= 0; Sq = Seqs[Sq].Parent)
    if (unsigned(Sq) == Outer)
      return true;
  return false;
}

std::optional<RowTrack>
SyncInserter::rowTrack(const OpRec &R, const Access &A) const {
  RowTrack T;
  const Box *B = A.Whole ? &A.SymBox : &A.B;
  if (A.Whole && !A.SymReg.isVirtual())
    return std::nullopt;
  if (B->Base > MaxShapeBytes || B->end() - B->Base > MaxShapeBytes)
    return std::nullopt;
  T.Base = int64_t(B->Base);
  T.Shape = *B;
  T.Shape.Base = 0;
  if (!A.Whole)
    return T; // A constant box: one trip, no shift.
  int Body = counterBody(A.SymReg);
  if (Body < 0 || !seqWithin(R.Seq, unsigned(Body)))
    return std::nullopt;
  const SLoop *L = Seqs[Body].Loop;
  int64_t Lb = *constantOf(MRI, L->LowerBound),
          Step = *constantOf(MRI, L->Step), PerX, AtLb;
  if (A.SymPitch > uint64_t(std::numeric_limits<int64_t>::max()) ||
      MulOverflow(A.SymScale, int64_t(A.SymPitch), PerX) ||
      MulOverflow(Lb, PerX, AtLb) || AddOverflow(T.Base, AtLb, T.Base) ||
      MulOverflow(Step, PerX, T.Shift))
    return std::nullopt;
  std::optional<uint64_t> Trips = tripCount(L);
  T.Last = !Trips ? NoBound : int64_t(*Trips) - 1;
  return T;
}

/// The fewest trips k in [1, MaxTripsBack] between X and Y of one loop at
/// which they meet; MaxTripsBack when none does (they meet further apart).
static unsigned firstTripMeeting(const RowTrack &X, const RowTrack &Y) {
  for (unsigned K = 1; K < MaxTripsBack; ++K)
    if (!tripsApart(X, Y, K, K))
      return K;
  return MaxTripsBack;
}

std::optional<bool> SyncInserter::rowsApart(
    const OpRec &A, const Access &X, const OpRec &B, const Access &Y,
    unsigned Level, bool Wrap,
    ArrayRef<std::pair<unsigned, unsigned>> LaterTrips,
    unsigned *FirstTrip) const {
  if (!MinimalOpt || !SymbolicRowsOpt || X.Mem != Access::GMKey ||
      Y.Mem != Access::GMKey || X.Arg < 0 || X.Arg != Y.Arg ||
      (!X.SymReg.isVirtual() && !Y.SymReg.isVirtual()))
    return std::nullopt;
  std::optional<RowTrack> TX = rowTrack(A, X), TY = rowTrack(B, Y);
  if (!TX || !TY)
    return std::nullopt;
  // The first trip: met outside the loop of Y's counter, whose back edge
  // orders A's pipe in its trips >= 1, X can meet Y only in trip 0.
  if (Y.SymReg.isVirtual() && TY->Last > 0) {
    int Body = counterBody(Y.SymReg);
    for (auto [Left, Pipes] : LaterTrips)
      if (int(Left) == Body && (Pipes & pipeBit(A.P)))
        TY->Last = 0;
  }
  if (X.SymReg.isVirtual() && X.SymReg == Y.SymReg) {
    unsigned Body = unsigned(counterBody(X.SymReg));
    if (Wrap && Level == Body) {
      bool Apart = tripsApart(*TX, *TY, 1, NoBound); // Y k >= 1 trips later.
      if (!Apart && FirstTrip)
        *FirstTrip = firstTripMeeting(*TX, *TY);
      return Apart;
    }
    if (Level == Body)
      return tripsApart(*TX, *TY, 0, NoBound); // The same or a later trip.
    if (seqWithin(Level, Body))
      return tripsApart(*TX, *TY, 0, 0); // One trip of x's loop.
  }
  return independentApart(*TX, *TY);
}
