//===- AscendPTOCHeader.cpp - utils/clang/pto.h from the op table ---------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `ascendpto-tblgen -gen-ascendpto-c-header`: the C declarations of every
/// tile op of td/AscendPTOTileOps.td, so that kernels written in C call
/// them by name (utils/clang/pto.h, checked in; test/Docs/pto-h.test fails
/// when it drifts from the td records).
///
/// Tiles are typed handles, one per memory space and element type
/// (`pto_vec_f32` is a `float` tile in UB): a pointer into the space's
/// address space to an incomplete struct, so that passing an f16 tile where
/// the op needs an f32 one, or a mat tile where it needs vec, is a C
/// compile error. Operands whose element type the op leaves free take the
/// space's untyped handle (`pto_vec`, a `void` pointer of that address
/// space), which any tile of the space converts to.
///
/// Every op is declared once per form it can be called in: per element
/// type of its type-deriving operand (overloaded with clang's
/// `overloadable`, one C name), per result space the program chooses (in
/// the name: `pto_tload_mat`), per cast destination (`pto_tcvt_f16`) and
/// per attribute value (`pto_tcvt_f16_rint`; attributes are not combined:
/// write the callee by hand for that). The assembler label is the IR
/// callee of docs/tile-abi.md (`pto.tcvt.f16.rint`).
///
//===----------------------------------------------------------------------===//

#include "AscendPTOCHeader.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include <map>
#include <set>

using namespace llvm;

namespace {

struct DTypeRec {
  std::string Name;
  bool IsFloat;
  unsigned Bits;
};

/// The C type of a scalar of element type \p D (an operand of a
/// tile-scalar op, or what a tensor's pointer points to).
std::string scalarCType(const DTypeRec &D) {
  static const std::map<std::string, std::string> Types = {
      {"f32", "float"},          {"f16", "_Float16"},
      {"bf16", "__bf16"},        {"i8", "signed char"},
      {"ui8", "unsigned char"},  {"i16", "short"},
      {"ui16", "unsigned short"}, {"i32", "int"},
      {"ui32", "unsigned int"},  {"i64", "long"},
      {"ui64", "unsigned long"}};
  auto It = Types.find(D.Name);
  // fp8 and i4 have no C type: their scalars are passed as float or as
  // signed char, their tensors as untyped pointers.
  if (It != Types.end())
    return It->second;
  return D.IsFloat ? "float" : "signed char";
}

std::string pointerCType(const DTypeRec &D) {
  static const StringSet<> NoCType = {"f8E4M3FN", "f8E5M2", "i4"};
  return NoCType.count(D.Name) ? "void *" : scalarCType(D) + " *";
}

std::string tileType(StringRef Space, const DTypeRec *D) {
  return D ? ("pto_" + Space + "_" + D->Name).str() : ("pto_" + Space).str();
}

/// One C declaration.
struct Decl {
  std::string Ret;
  std::string Name;
  SmallVector<std::string, 6> Params;
  std::string Asm;
};

class CHeaderEmitter {
public:
  explicit CHeaderEmitter(const RecordKeeper &RK);
  void emit(raw_ostream &OS);

private:
  const RecordKeeper &RK;
  std::vector<DTypeRec> DTypes;
  /// Space record -> name.
  std::map<const Record *, std::string> SpaceNames;
  std::vector<std::string> SpaceOrder;
  std::map<std::string, unsigned> AddrSpaces;
  /// Legal tmov pairs (src, dst) of any architecture.
  std::set<std::pair<std::string, std::string>> MovePairs;

  std::vector<const DTypeRec *> dtypesOf(StringRef ElemClass) const;
  const DTypeRec *findDType(StringRef Name) const;
  std::vector<std::string> spacesOf(const Record *Opnd) const;
  void emitPrologue(raw_ostream &OS);
  void emitOp(const Record *Op, std::vector<Decl> &Out);
};

} // namespace

CHeaderEmitter::CHeaderEmitter(const RecordKeeper &RK) : RK(RK) {
  std::vector<const Record *> Ds(RK.getAllDerivedDefinitions("DType").begin(),
                                 RK.getAllDerivedDefinitions("DType").end());
  llvm::sort(Ds, [](const Record *A, const Record *B) {
    return A->getValueAsInt("Code") < B->getValueAsInt("Code");
  });
  for (const Record *D : Ds)
    DTypes.push_back({D->getValueAsString("Name").str(),
                      D->getValueAsBit("IsFloat"),
                      unsigned(D->getValueAsInt("Bits"))});
  std::vector<const Record *> Ss(
      RK.getAllDerivedDefinitions("MemSpace").begin(),
      RK.getAllDerivedDefinitions("MemSpace").end());
  llvm::sort(Ss, [](const Record *A, const Record *B) {
    return A->getValueAsInt("AddrSpace") < B->getValueAsInt("AddrSpace");
  });
  for (const Record *S : Ss) {
    std::string N = S->getValueAsString("Name").str();
    SpaceNames[S] = N;
    SpaceOrder.push_back(N);
    AddrSpaces[N] = S->getValueAsInt("AddrSpace");
  }
  for (const Record *P : RK.getAllDerivedDefinitions("MovePair"))
    MovePairs.insert({SpaceNames.at(P->getValueAsDef("Src")),
                      SpaceNames.at(P->getValueAsDef("Dst"))});
}

std::vector<const DTypeRec *>
CHeaderEmitter::dtypesOf(StringRef ElemClass) const {
  std::vector<const DTypeRec *> R;
  for (const DTypeRec &D : DTypes)
    if (ElemClass == "any" || (ElemClass == "float") == D.IsFloat)
      R.push_back(&D);
  return R;
}

const DTypeRec *CHeaderEmitter::findDType(StringRef Name) const {
  for (const DTypeRec &D : DTypes)
    if (D.Name == Name)
      return &D;
  return nullptr;
}

std::vector<std::string> CHeaderEmitter::spacesOf(const Record *Opnd) const {
  std::vector<std::string> R;
  for (const Record *S : Opnd->getValueAsListOfDefs("Spaces"))
    R.push_back(SpaceNames.at(S));
  if (R.empty())
    R = SpaceOrder;
  return R;
}

void CHeaderEmitter::emitPrologue(raw_ostream &OS) {
  OS << R"(/*===- pto.h - AscendPTO tile operations for C and C++ ----------*- C -*-===*\
|*                                                                          *|
|* Generated by ascendpto-tblgen -gen-ascendpto-c-header from td/AscendPTO.td.
|* Do not edit: edit the td records and rebuild (test/Docs/pto-h.test fails   *|
|* when this file drifts).                                                  *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/
/*
 * Declarations that let clang emit the tile ABI of docs/tile-abi.md from C
 * or C++. Compile with utils/clang/pto-cc (clang-22 for spir64,
 * freestanding, then llc-22 with the plugin).
 *
 * Tiles are typed handles: pto_<space>_<dtype> (pto_vec_f32, pto_acc_f32,
 * pto_mat_f16, ...), so that an element type or a memory space the op does
 * not take is a compile error. pto_<space> (pto_vec) is the untyped handle
 * of a space, for operands whose element type is free; views of global
 * tensors are pto_view_<dtype>.
 *
 * Each op of td/ is declared for every form it can be called in, under the
 * C name of its IR callee (pto.tcvt -> pto_tcvt): overloaded on the element
 * type of its operands; the result space in the name where the program
 * chooses it and it is not vec (pto_tload_mat, pto_tmov_left); the
 * destination element type of a cast or a typed allocation
 * (pto_tcvt_f16, pto_alloc_tile_f32_acc); an attribute value last
 * (pto_tcvt_f16_rint, pto_tcmp_lt). Attributes are not combined and layout
 * modifiers are not declared: declare such a callee by hand with PTO_ASM.
 */

#ifndef ASCENDPTO_PTO_H
#define ASCENDPTO_PTO_H

#define PTO_AS(n) __attribute__((address_space(n)))
#define PTO_ASM(name) __asm__(name)
#define PTO_DECL extern __attribute__((overloadable))

/* A kernel: keeps its name in C++ (extern "C"). */
#ifdef __cplusplus
#define PTO_KERNEL extern "C"
#else
#define PTO_KERNEL
#endif

/* Kernel attributes (docs/tile-abi.md, "Function attributes"); llc's
 * ascendpto-prepare-ir turns them into the "pto.*" function attributes. */
#define PTO_KERNEL_KIND(kind) __attribute__((annotate("pto.kernel_kind=" #kind)))
#define PTO_VECTOR_KERNEL PTO_KERNEL_KIND(vector)
#define PTO_CUBE_KERNEL PTO_KERNEL_KIND(cube)
#define PTO_SPLIT_AIV __attribute__((annotate("pto.split_aiv")))
/* The stage count of the pipe-aware planner (issue 12): "pto.stages".
 * The count is macro-expanded first, so a build can choose it with
 * -DSTAGES=2 and PTO_STAGES(STAGES). */
#define PTO_STRINGIFY_(x) #x
#define PTO_STRINGIFY(x) PTO_STRINGIFY_(x)
#define PTO_STAGES(n)                                                          \
  __attribute__((annotate("pto.stages=" PTO_STRINGIFY(n))))

/* Pipeline stages (!pto.pipeline): PTO_STAGE(tile, group, stage, depth)
 * is tile, whose defining call is marked as member of the group. */
#define PTO_STAGE(t, group, stage, depth)                                      \
  ((__typeof__(t))pto_stage((t), (group), (stage), (depth)))

)";
  OS << "/* Tiles: an untyped handle per memory space, and one per space and\n"
        " * element type. */\n";
  for (const std::string &S : SpaceOrder) {
    OS << "typedef PTO_AS(" << AddrSpaces[S] << ") void *pto_" << S << ";\n";
    for (const DTypeRec &D : DTypes)
      OS << "typedef PTO_AS(" << AddrSpaces[S] << ") struct pto_" << S << "_"
         << D.Name << "_tile *pto_" << S << "_" << D.Name << ";\n";
  }
  OS << "\n/* Views of global tensors (rank 2; shape and strides in "
        "elements). */\ntypedef void *pto_view;\n";
  for (const DTypeRec &D : DTypes)
    OS << "typedef struct pto_view_" << D.Name << "_tensor *pto_view_"
       << D.Name << ";\n";
  OS << "\n/* The marker behind PTO_STAGE. */\n";
  for (const std::string &S : SpaceOrder)
    OS << "PTO_DECL pto_" << S << " pto_stage(pto_" << S
       << " tile, int group, int stage, int depth) PTO_ASM(\"pto.stage."
       << S << "\");\n";
}

/// The role name of an operand record (`tile`, `scalar`, ...).
static std::string roleOf(const Record *Opnd) {
  return Opnd->getValueAsDef("Role")->getValueAsString("Name").str();
}

void CHeaderEmitter::emitOp(const Record *Op, std::vector<Decl> &Out) {
  std::string IRName = Op->getValueAsString("IRName").str();
  std::string CBase = IRName;
  for (char &C : CBase)
    if (C == '.')
      C = '_';
  std::vector<const Record *> Opnds = Op->getValueAsListOfDefs("Operands");
  int NumResults = Op->getValueAsInt("NumResults");
  const Record *SpaceRule = Op->getValueAsDef("ResultSpace");
  const Record *TypeRule = Op->getValueAsDef("ResultType");
  std::string TypeKind = TypeRule->getValueAsString("Kind").str();
  int TypeOperand = TypeRule->getValueAsInt("Operand");
  int TypeOperand2 = TypeRule->getValueAsInt("Operand2");
  const Record *ForcedElem = TypeRule->getValueAsOptionalDef("ElemType");
  bool SuffixElem = TypeRule->getValueAsBit("SuffixElem");
  std::string Form = Op->getValueAsDef("Form")->getValueAsString("Name").str();
  std::string ElemClass = Op->getValueAsString("ElemClass").str();

  // Operands whose element type is the op's (the iterated dtype D: the
  // type-deriving operands and those of one type with them), and those
  // with the result's (which differs from D for a matmul's accumulator).
  std::set<int> Typed, ResultTyped;
  for (int64_t I : Op->getValueAsListOfInts("SameTypeOperands"))
    Typed.insert(int(I));
  if (TypeKind != "cast" && TypeKind != "none") {
    if (TypeOperand >= 0)
      Typed.insert(TypeOperand);
    if (TypeOperand2 >= 0)
      Typed.insert(TypeOperand2);
  }
  for (StringRef F : {"TypeMatchOperands", "ElemMatchOperands"})
    for (int64_t I : Op->getValueAsListOfInts(F))
      if (!Typed.count(int(I)))
        ResultTyped.insert(int(I));

  // The (result space, per-operand space) combinations. A pair table
  // fixes the pair operand's space with the result's.
  struct SpaceCase {
    std::string Result; // "" without a result
    bool InName;
    int PairOperand = -1;
    std::string PairSpace;
  };
  std::vector<SpaceCase> Cases;
  std::string SpaceKind = SpaceRule->getValueAsString("Kind").str();
  std::vector<const Record *> Pairs = Op->getValueAsListOfDefs("SpacePairs");
  int PairOperand = Op->getValueAsInt("PairOperand");
  if (NumResults == 0) {
    // No result: one case per space of the first tile operand that may be
    // in several (pto.bind's tile, and its buffer in the same space).
    Cases.push_back({"", false});
    for (auto [I, O] : enumerate(Opnds))
      if (O->getValueAsDef("Role")->getValueAsBit("IsTile") &&
          spacesOf(O).size() > 1) {
        Cases.clear();
        for (const std::string &S : spacesOf(O))
          Cases.push_back({"", false, int(I), S});
        break;
      }
  } else if (Op->getValueAsBit("UsesMovePairs")) {
    for (const auto &[Src, Dst] : MovePairs)
      Cases.push_back({Dst, true, PairOperand, Src});
  } else if (!Pairs.empty()) {
    for (const Record *P : Pairs)
      Cases.push_back({SpaceNames.at(P->getValueAsDef("Dst")),
                       SpaceKind == "chosen", PairOperand,
                       SpaceNames.at(P->getValueAsDef("Src"))});
  } else if (SpaceKind == "fixed") {
    Cases.push_back({SpaceNames.at(SpaceRule->getValueAsDef("Space")), false});
  } else if (SpaceKind == "operand") {
    int I = SpaceRule->getValueAsInt("Operand");
    for (const std::string &S : spacesOf(Opnds[I]))
      Cases.push_back({S, false, I, S});
  } else {
    for (const Record *S : SpaceRule->getValueAsListOfDefs("Allowed"))
      Cases.push_back({SpaceNames.at(S), true});
  }
  // Drop duplicate pairs (a pair legal on two architectures is one row per
  // architecture).
  {
    std::set<std::string> Seen;
    std::vector<SpaceCase> U;
    for (const SpaceCase &C : Cases)
      if (Seen.insert(C.Result + "/" + std::to_string(C.PairOperand) + "/" +
                      C.PairSpace)
              .second)
        U.push_back(C);
    Cases = std::move(U);
  }

  // The iterated element type: that of the type-deriving operand, or of
  // the result when it comes from a suffix (alloc_tile, tensor_view).
  bool NamedElem =
      Form == "tensorview" || (TypeKind == "explicit" && TypeOperand < 0);
  (void)SuffixElem;
  bool CastLike = TypeKind == "cast";
  std::vector<const DTypeRec *> Elems = dtypesOf(ElemClass);

  // Attribute variants: every combination of the attribute operands'
  // values, each attribute left out too unless it is required, in operand
  // order (`_floor_on`).
  std::vector<std::vector<std::string>> AttrVariants = {{}};
  for (const Record *O : Opnds) {
    if (roleOf(O) != "attr")
      continue;
    const Record *A = O->getValueAsDef("Attr");
    std::vector<std::vector<std::string>> Next;
    for (const std::vector<std::string> &Prefix : AttrVariants) {
      if (!A->getValueAsBit("Required"))
        Next.push_back(Prefix);
      for (StringRef V : A->getValueAsListOfStrings("Values")) {
        Next.push_back(Prefix);
        Next.back().push_back(V.lower());
      }
    }
    AttrVariants = std::move(Next);
  }

  // Variadic operand: one overload per count.
  int VarMin = 1, VarMax = 1;
  for (const Record *O : Opnds)
    if (O->getValueAsBit("Variadic")) {
      VarMin = O->getValueAsInt("MinCount");
      VarMax = O->getValueAsInt("MaxCount");
    }

  // Destination element types of a cast; and of the ops whose dtype suffix
  // may replace the element type the operand gives (a converting copy out
  // of acc, a load reinterpreting elements of one width, a bitcast): those
  // are also declared once per suffix, the type operand untyped.
  std::vector<const DTypeRec *> Dests = {nullptr};
  if (CastLike)
    Dests = Elems;
  bool SuffixForms = !CastLike && !NamedElem &&
                     (SuffixElem || TypeKind == "explicit");

  // The suffix forms: D = nullptr (the type operand untyped), each
  // destination named.
  std::vector<std::pair<const DTypeRec *, const DTypeRec *>> Combos;
  if (CastLike) {
    for (const DTypeRec *Dst : Dests)
      Combos.push_back({nullptr, Dst});
  } else {
    for (const DTypeRec *D : Elems)
      Combos.push_back({D, nullptr});
    if (SuffixForms)
      for (const DTypeRec *Dst : Elems)
        Combos.push_back({nullptr, Dst});
  }
  for (const SpaceCase &SC : Cases)
    for (auto [D, Dst] : Combos)
        for (const std::vector<std::string> &Attrs : AttrVariants)
          for (int N = VarMin; N <= VarMax; ++N) {
            Decl Dc;
            // The result.
            const DTypeRec *ResElem = D;
            if (ForcedElem)
              ResElem = findDType(ForcedElem->getValueAsString("Name"));
            else if (TypeKind == "matmul")
              // Mirrors the selector's matmul rule (docs/tile-abi.md): f32,
              // i32 for i8 inputs.
              ResElem = findDType(D && D->Name == "i8" ? "i32" : "f32");
            else if (CastLike || Dst)
              ResElem = Dst;
            if (Form == "tensorview")
              Dc.Ret = "pto_view_" + D->Name;
            else if (NumResults == 0)
              Dc.Ret = "void";
            else if (NumResults == 2)
              Dc.Ret = "struct pto_pair_" + SC.Result + "_" +
                       (ResElem ? ResElem->Name : std::string("any"));
            else
              Dc.Ret = tileType(SC.Result, ResElem);
            // The name and the callee.
            Dc.Name = CBase;
            Dc.Asm = IRName;
            if ((NamedElem && D) || Dst) {
              const DTypeRec *E = Dst ? Dst : D;
              Dc.Name += "_" + E->Name;
              Dc.Asm += "." + E->Name;
            }
            if (SC.InName && SC.Result != "vec") {
              Dc.Name += "_" + SC.Result;
              Dc.Asm += "." + SC.Result;
            }
            for (const std::string &V : Attrs) {
              Dc.Name += "_" + V;
              Dc.Asm += "." + V;
            }
            // The parameters.
            bool Skip = false;
            for (auto [I, O] : enumerate(Opnds)) {
              std::string Role = roleOf(O);
              std::string PName = O->getValueAsString("Name").str();
              if (Role == "attr")
                continue;
              if (Role == "shape" || Role == "offset") {
                Dc.Params.push_back("long " + PName);
                continue;
              }
              if (Role == "scalar") {
                Dc.Params.push_back(
                    (O->getValueAsBit("IsCount") ? std::string("int")
                     : D                         ? scalarCType(*D)
                                                 : std::string("float")) +
                    " " + PName);
                continue;
              }
              if (Role == "ptr") {
                Dc.Params.push_back(pointerCType(*D) + PName);
                continue;
              }
              if (Role == "view") {
                Dc.Params.push_back((int(I) == TypeOperand && D
                                         ? "pto_view_" + D->Name
                                         : std::string("pto_view")) +
                                    " " + PName);
                continue;
              }
              std::vector<std::string> Spaces = spacesOf(O);
              std::string Space;
              if (int(I) == SC.PairOperand)
                Space = SC.PairSpace;
              else if (Role == "buffer")
                Space = SC.Result.empty() ? SC.PairSpace : SC.Result;
              else if (Spaces.size() == 1)
                Space = Spaces.front();
              else if (llvm::is_contained(Spaces, SC.Result))
                Space = SC.Result;
              else
                Space = Spaces.front();
              if (!llvm::is_contained(Spaces, Space) && Role != "buffer") {
                Skip = true;
                break;
              }
              if (Role == "buffer") {
                Dc.Params.push_back("pto_" + Space + " " + PName);
                continue;
              }
              std::string Ty = tileType(
                  Space, Typed.count(int(I))         ? D
                         : ResultTyped.count(int(I)) ? ResElem
                                                     : nullptr);
              if (O->getValueAsBit("Variadic")) {
                for (int K = 0; K < N; ++K)
                  Dc.Params.push_back(Ty + " " + PName + std::to_string(K));
                continue;
              }
              Dc.Params.push_back(Ty + " " + PName);
            }
            if (!Skip)
              Out.push_back(std::move(Dc));
          }
}

void CHeaderEmitter::emit(raw_ostream &OS) {
  emitPrologue(OS);
  // Ops by family, then by callee (deterministic).
  std::map<std::string, std::vector<const Record *>> Families;
  for (const Record *Op : RK.getAllDerivedDefinitions("TileOp"))
    Families[Op->getValueAsString("Family").str()].push_back(Op);
  // The result pairs of two-result ops, as C structs.
  std::set<std::string> PairStructs;
  std::vector<std::pair<std::string, std::vector<Decl>>> Sections;
  for (auto &[Family, Ops] : Families) {
    llvm::sort(Ops, [](const Record *A, const Record *B) {
      return std::make_pair(A->getValueAsString("IRName"), A->getName()) <
             std::make_pair(B->getValueAsString("IRName"), B->getName());
    });
    std::vector<Decl> Decls;
    for (const Record *Op : Ops) {
      std::vector<Decl> OpDecls;
      emitOp(Op, OpDecls);
      // An op whose element type reaches no operand (a form without
      // operand types) is declared once; overloads that differ only in
      // their result cannot exist.
      std::map<std::string, std::string> Seen;
      for (Decl &D : OpDecls) {
        std::string Key = D.Name + "(" + join(D.Params, ",") + ")";
        auto [It, New] = Seen.insert({Key, D.Ret});
        if (!New && It->second != D.Ret)
          PrintFatalError(Op->getLoc(),
                          "pto.h: '" + Key + "' would return both " +
                              It->second + " and " + D.Ret);
        if (New)
          Decls.push_back(std::move(D));
      }
    }
    for (const Decl &D : Decls)
      if (StringRef(D.Ret).starts_with("struct "))
        PairStructs.insert(D.Ret);
    Sections.push_back({Family.empty() ? "other" : Family, std::move(Decls)});
  }
  if (!PairStructs.empty()) {
    OS << "\n/* The two results of an op that defines two tiles. */\n";
    for (const std::string &S : PairStructs) {
      StringRef Rest = StringRef(S).drop_front(strlen("struct pto_pair_"));
      auto [Space, Elem] = Rest.split('_');
      OS << S << " {\n  pto_" << Space << "_" << Elem << " first, second;\n};\n";
    }
  }
  for (auto &[Family, Decls] : Sections) {
    OS << "\n/* " << Family << " */\n";
    for (const Decl &D : Decls) {
      OS << "PTO_DECL " << D.Ret << " " << D.Name << "(";
      if (D.Params.empty())
        OS << "void";
      OS << join(D.Params, ", ") << ") PTO_ASM(\"" << D.Asm << "\");\n";
    }
  }
  OS << "\n#endif /* ASCENDPTO_PTO_H */\n";
}

void llvm::emitAscendPTOCHeader(const RecordKeeper &RK, raw_ostream &OS) {
  CHeaderEmitter(RK).emit(OS);
}
