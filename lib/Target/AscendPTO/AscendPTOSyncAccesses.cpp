//===- AscendPTOSyncAccesses.cpp - Sync: accesses -------------------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// ascendpto-insert-sync's access model: each op's pipe, the footprints of
/// its operands from the placement, and how two accesses depend.
///
//===----------------------------------------------------------------------===//

#include "AscendPTOSyncInserter.h"

using namespace llvm;
using namespace llvm::AscendPTO;
using namespace llvm::AscendPTO::sync;

#define DEBUG_TYPE "ascendpto-insert-sync"

//===----------------------------------------------------------------------===//
// Footprints.
//===----------------------------------------------------------------------===//

namespace {

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

} // namespace

/// Whether two boxes share a byte; exact row by row up to a bound, then
/// conservatively by their extents.
bool llvm::AscendPTO::sync::boxesOverlap(const Box &A, const Box &B) {
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

std::optional<int64_t>
llvm::AscendPTO::sync::constantOf(const MachineRegisterInfo &MRI, Register R) {
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
  if (S0 && S1 && !R0 && C0 && *S1 == 1 && *S0 > 0 && *C0 >= 0 && Rows > 0 &&
      Cols > 0 && Bits % 8 == 0)
    symbolicGlobalBox(A, Offsets[0], *C0, *S0, Rows, Cols, Bits / 8);
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

// Run-time row offsets (docs/sync.md "Accesses", symbolic rows). A GM
// access whose row offset is a * x + c, x a register, is a translation by
// a * x rows of the box it has with x = 0 (symbolicGlobalBox); when x is a
// loop counter, AscendPTOSyncRows.cpp follows it over the loop's trips.
// Assumption: an offset does not wrap (an offset that wraps is far outside
// any view; the arithmetic here is checked, and gives up on overflow).

std::optional<SyncInserter::Affine>
SyncInserter::affineOf(Register R, unsigned Depth) const {
  if (!R.isVirtual())
    return std::nullopt;
  Affine Self{R, 1, 0};
  const MachineInstr *Def = MRI.getVRegDef(R);
  if (!Def)
    return Self;
  if (Def->getOpcode() == AscendPTO::CONST_INT)
    return Affine{Register(), 0, Def->getOperand(1).getImm()};
  unsigned Opc = Def->getOpcode();
  if (Depth >= 8 || Def->getNumOperands() != 3 ||
      !Def->getOperand(1).isReg() || !Def->getOperand(2).isReg() ||
      (Opc != AscendPTO::ADDI && Opc != AscendPTO::SUBI &&
       Opc != AscendPTO::MULI && Opc != AscendPTO::SHLI))
    return Self;
  std::optional<Affine> P = affineOf(Def->getOperand(1).getReg(), Depth + 1),
                        Q = affineOf(Def->getOperand(2).getReg(), Depth + 1);
  if (!P || !Q)
    return Self;
  Affine Out;
  bool Ov = false;
  switch (Opc) {
  case AscendPTO::ADDI:
  case AscendPTO::SUBI: {
    if (P->X.isValid() && Q->X.isValid() && P->X != Q->X)
      return Self;
    bool Sub = Opc == AscendPTO::SUBI;
    Out.X = P->X.isValid() ? P->X : Q->X;
    Ov |= Sub ? SubOverflow(P->Scale, Q->Scale, Out.Scale)
              : AddOverflow(P->Scale, Q->Scale, Out.Scale);
    Ov |= Sub ? SubOverflow(P->Offset, Q->Offset, Out.Offset)
              : AddOverflow(P->Offset, Q->Offset, Out.Offset);
    break;
  }
  case AscendPTO::MULI: {
    if (P->X.isValid() && Q->X.isValid())
      return Self;
    const Affine &V = P->X.isValid() ? *P : *Q;
    int64_t K = P->X.isValid() ? Q->Offset : P->Offset;
    Out.X = V.X;
    Ov |= MulOverflow(V.Scale, K, Out.Scale);
    Ov |= MulOverflow(V.Offset, K, Out.Offset);
    break;
  }
  case AscendPTO::SHLI: {
    if (Q->X.isValid() || Q->Offset < 0 || Q->Offset > 62)
      return Self;
    int64_t K = int64_t(1) << Q->Offset;
    Out.X = P->X;
    Ov |= MulOverflow(P->Scale, K, Out.Scale);
    Ov |= MulOverflow(P->Offset, K, Out.Offset);
    break;
  }
  default:
    return Self;
  }
  if (Ov)
    return Self;
  if (Out.X.isValid() && Out.Scale == 0)
    Out.X = Register(); // x * 0: a constant.
  return Out;
}

void SyncInserter::symbolicGlobalBox(Access &A, Register RowOffset,
                                     int64_t Col, int64_t Pitch, int64_t Rows,
                                     int64_t Cols, uint64_t ElemBytes) const {
  std::optional<Affine> Row = affineOf(RowOffset);
  if (!Row || !Row->X.isValid() || Row->Offset < 0)
    return;
  bool Ov = false;
  uint64_t Elem = SaturatingAdd(
      SaturatingMultiply(uint64_t(Row->Offset), uint64_t(Pitch), &Ov),
      uint64_t(Col), &Ov);
  uint64_t Base = SaturatingMultiply(Elem, ElemBytes, &Ov);
  uint64_t RowPitch = SaturatingMultiply(uint64_t(Pitch), ElemBytes, &Ov);
  uint64_t RowBytes = SaturatingMultiply(uint64_t(Cols), ElemBytes, &Ov);
  if (Ov)
    return;
  std::optional<Box> B = makeBox(Base, RowPitch, uint64_t(Rows), RowBytes);
  if (!B)
    return;
  A.SymReg = Row->X;
  A.SymScale = Row->Scale;
  A.SymPitch = RowPitch;
  A.SymBox = *B;
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

/// The largest shift of a slot `(iv + c) srem M` (slotShift): far below
/// any bound at which iv + c could wrap in a loop that ends.
static constexpr int64_t MaxSlotShift = int64_t(1) << 20;

std::optional<int64_t> SyncInserter::slotShift(const MachineInstr &Def,
                                               const SLoop *L) const {
  if (!L || !L->IVPhi || Def.getOpcode() != AscendPTO::REMSI ||
      Def.getNumOperands() != 3 || !Def.getOperand(1).isReg() ||
      !Def.getOperand(2).isReg())
    return std::nullopt;
  Register IV = L->IVPhi->getOperand(0).getReg();
  Register N = Def.getOperand(1).getReg();
  if (N == IV)
    return 0;
  // iv + c (the slot of the next trip, a prefetch: `(i + 1) srem 2`).
  std::optional<Affine> A = affineOf(N);
  if (!A || A->X != IV || A->Scale != 1 || A->Offset < 0 ||
      A->Offset > MaxSlotShift)
    return std::nullopt;
  return A->Offset;
}

std::optional<unsigned> SyncInserter::slotCount(const MachineInstr &Def,
                                                const SLoop *L) const {
  // slot = (iv + c) srem M, with iv = lb + k * step, lb >= 0, c >= 0 and
  // step > 0: the slot is in [0, M) and is the same in two iterations
  // exactly when the slot register says so.
  if (!slotShift(Def, L))
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

bool SyncInserter::atMostOneTrip(const SLoop *L) const {
  // Constant bounds that leave room for one trip at most: the printed
  // `scf.for lb to ub step st` (ub + 1 for an inclusive test; max(ub,
  // lb + st) for a bottom-tested loop, which changes nothing here) runs
  // ub <= lb + st ? at most one trip : more. Unknown: more.
  if (!L || !L->LowerBound.isVirtual() || !L->UpperBound.isVirtual() ||
      !L->Step.isVirtual())
    return false;
  std::optional<int64_t> Lb = constantOf(MRI, L->LowerBound),
                         Ub = constantOf(MRI, L->UpperBound),
                         Step = constantOf(MRI, L->Step);
  if (!Lb || !Ub || !Step || *Lb < 0 || *Ub < 0 || *Step <= 0)
    return false;
  int64_t End = *Ub, Second = 0;
  if (L->InclusiveBound && AddOverflow(End, int64_t(1), End))
    return false;
  if (AddOverflow(*Lb, *Step, Second))
    return false;
  return End <= Second;
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

SyncInserter::Dep SyncInserter::classify(
    const OpRec &A, const OpRec &B, unsigned Level, bool Wrap,
    Register &SlotReg,
    ArrayRef<std::pair<unsigned, unsigned>> LaterTrips,
    unsigned *FirstTrip) const {
  const Function &F = MF.getFunction();
  bool Normal = false;
  // The fewest trips back at which moving global rows meet (rowsApart),
  // and whether anything else makes the dependence.
  unsigned RowsTrip = ~0u;
  bool Other = false;
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
          if (boxesOverlap(X.InSlot, Y.InSlot))
            Normal = Other = true;
          continue;
        }
        // A loop that never comes back to a slot: no dependence round its
        // back edge (slotNeverReused).
        if (Rel == SlotRel::PerIteration &&
            slotNeverReused(X.SlotReg, Level))
          continue;
        if (Rel == SlotRel::PerIteration) {
          // The previous iteration used another slot; the iteration that
          // used this one is ordered by the slot's own id.
          if (boxesOverlap(X.InSlot, Y.InSlot)) {
            if (SlotReg.isValid() && SlotReg != X.SlotReg)
              Normal = Other = true;
            SlotReg = X.SlotReg;
          }
          continue;
        }
      }
      // Constant rows and rows a * x + c of loop counters, of one argument
      // (symbolic rows, AscendPTOSyncRows.cpp).
      unsigned Trip = 0;
      unsigned *TripOut = FirstTrip ? &Trip : nullptr;
      if (std::optional<bool> Apart =
              rowsApart(A, X, B, Y, Level, Wrap, LaterTrips, TripOut)) {
        if (!*Apart && mayConflict(X, Y, DifferentPipes)) {
          Normal = true;
          if (Trip >= 2)
            RowsTrip = std::min(RowsTrip, Trip);
          else
            Other = true;
        }
        continue;
      }
      if (accessesConflict(X, Y, DifferentPipes, F))
        Normal = Other = true;
    }
  if (FirstTrip) {
    // Normal before the rows only if something else made it.
    bool RowsOnly = RowsTrip != ~0u && !Other && !SlotReg.isValid();
    *FirstTrip = RowsOnly ? RowsTrip : 0;
  }
  if (Normal)
    return Dep::Normal;
  return SlotReg.isValid() ? Dep::Slot : Dep::None;
}
