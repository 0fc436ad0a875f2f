//===- PlanPicture.cpp - Draw a placement as an SVG memory map ------------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PlanPicture.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;
using namespace llvm::ptoplan;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

std::string ptoplan::escapeXML(StringRef S) {
  std::string Out;
  for (char C : S) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&apos;";
      break;
    default:
      // Control characters are not allowed in XML 1.0.
      if ((unsigned char)C < 0x20 && C != '\t' && C != '\n' && C != '\r')
        Out += '?';
      else
        Out += C;
    }
  }
  return Out;
}

std::string ptoplan::formatTimeAxis(ArrayRef<TimeLabel> Axis) {
  std::string Out;
  ListSeparator LS(";");
  for (const TimeLabel &L : Axis)
    Out += (Twine(StringRef(LS)) + Twine(L.Time) + ":" + Twine(L.Index) + ":" +
            L.Op)
               .str();
  return Out;
}

Expected<SmallVector<TimeLabel, 0>> ptoplan::parseTimeAxis(StringRef Text) {
  SmallVector<TimeLabel, 0> Axis;
  SmallVector<StringRef, 0> Entries;
  Text.split(Entries, ';', -1, /*KeepEmpty=*/false);
  for (StringRef E : Entries) {
    auto [TimeText, Rest] = E.split(':');
    auto [IndexText, Op] = Rest.split(':');
    TimeLabel L;
    L.Op = Op.str();
    if (TimeText.getAsInteger(10, L.Time) ||
        IndexText.getAsInteger(10, L.Index))
      return createStringError("time_axis entry '" + E +
                               "' is not TIME:INDEX:OP");
    if (!Axis.empty() && L.Time < Axis.back().Time)
      return createStringError("time_axis entry '" + E +
                               "' is earlier than the one before it");
    Axis.push_back(std::move(L));
  }
  return Axis;
}

std::string ptoplan::formatTimeMarks(ArrayRef<TimeMark> Marks) {
  std::string Out;
  ListSeparator LS(";");
  for (const TimeMark &M : Marks)
    Out += (Twine(StringRef(LS)) + Twine(M.Time) + ":" + M.Kind + ":" +
            M.Label)
               .str();
  return Out;
}

Expected<SmallVector<TimeMark, 0>> ptoplan::parseTimeMarks(StringRef Text) {
  SmallVector<TimeMark, 0> Marks;
  SmallVector<StringRef, 0> Entries;
  Text.split(Entries, ';', -1, /*KeepEmpty=*/false);
  for (StringRef E : Entries) {
    auto [TimeText, Rest] = E.split(':');
    auto [Kind, Label] = Rest.split(':');
    TimeMark M;
    if (TimeText.getAsInteger(10, M.Time) || Kind.empty())
      return createStringError("time_marks entry '" + E +
                               "' is not TIME:KIND:LABEL");
    M.Kind = Kind.str();
    M.Label = Label.str();
    Marks.push_back(std::move(M));
  }
  llvm::stable_sort(Marks, [](const TimeMark &A, const TimeMark &B) {
    return A.Time < B.Time;
  });
  return Marks;
}

namespace {

/// Formats a coordinate with two decimals.
struct Num {
  double V;
};
raw_ostream &operator<<(raw_ostream &OS, Num N) {
  return OS << format("%.2f", N.V);
}

// Geometry, in pixels. Text widths are estimated for a monospace font at
// 0.6 em per character.
constexpr double FontSize = 11, SmallFont = 10, CharW = 6.6, SmallCharW = 6.0;
constexpr double LeftMargin = 96, PlotW = 900, RightMargin = 200;
constexpr double PlotH = 320, RowH = 15, PanelGap = 36;
constexpr double Width = LeftMargin + PlotW + RightMargin;

/// One pool's panel.
class Panel {
public:
  Panel(const Problem &P, const Solution &S, const PictureOptions &Opts,
        unsigned Pool, double Top)
      : P(P), S(S), Opts(Opts), Pool(Pool), Top(Top) {}

  /// Writes the panel; returns its bottom.
  double write(raw_ostream &OS);

private:
  const Problem &P;
  const Solution &S;
  const PictureOptions &Opts;
  unsigned Pool;
  double Top;

  SmallVector<unsigned, 0> Members; ///< Placed buffers of the pool.
  SmallVector<unsigned, 0> Group;   ///< Colocation component of each buffer.
  std::map<unsigned, unsigned> GroupRank; ///< Component -> colour index.
  std::map<unsigned, unsigned> GroupSize;
  DenseSet<unsigned> Clique;
  int64_t T0 = 0, T1 = 1;
  uint64_t Peak = 0, LB = 0, YTop = 1, YStep = 1;
  bool CapOnScale = false;
  double PlotY = 0;

  void collect();
  unsigned find(unsigned B) {
    while (Group[B] != B)
      B = Group[B] = Group[Group[B]];
    return B;
  }
  bool liveTogether(unsigned A, unsigned B) const;
  double xOf(int64_t T) const {
    return LeftMargin + double(T - T0) * PlotW / double(T1 - T0);
  }
  double yOf(uint64_t Addr) const {
    return PlotY + PlotH - double(Addr) * PlotH / double(YTop);
  }
  std::string colour(unsigned B);
  std::string lifetime(unsigned B) const;
  std::string instrAt(int64_t T) const;

  double writeHeading(raw_ostream &OS);
  void writeAddressAxis(raw_ostream &OS);
  double writeTimeAxis(raw_ostream &OS);
  void writeTiles(raw_ostream &OS);
  void writeBoundLines(raw_ostream &OS);
  void writeMarks(raw_ostream &OS);
  /// Separations (indices) between buffers of the pool that are never live
  /// together.
  SmallVector<unsigned, 0> separationLinks() const;
  void writeSeparationLinks(raw_ostream &OS);
  double writeLegend(raw_ostream &OS, double Y);
  double writeSeparationTable(raw_ostream &OS, double Y);
};

} // namespace

bool Panel::liveTogether(unsigned A, unsigned B) const {
  for (const LiveInterval &X : P.Buffers[A].Live)
    for (const LiveInterval &Y : P.Buffers[B].Live)
      if (X.overlaps(Y))
        return true;
  return false;
}

void Panel::collect() {
  Group.resize(P.Buffers.size());
  for (unsigned B = 0; B < Group.size(); ++B)
    Group[B] = B;
  for (const Colocation &C : P.Colocations)
    if (C.First < Group.size() && C.Second < Group.size())
      Group[find(C.Second)] = find(C.First);
  if (S.hasPlacement())
    for (unsigned B = 0; B < P.Buffers.size(); ++B)
      if (S.Placements[B].Pool == Pool) {
        Members.push_back(B);
        unsigned G = find(B);
        GroupRank.try_emplace(G, GroupRank.size());
        ++GroupSize[G];
      }

  // Time range: the pool's lifetimes, widened to instruction starts.
  int64_t Lo = INT64_MAX, Hi = INT64_MIN;
  for (unsigned B : Members)
    for (const LiveInterval &I : P.Buffers[B].Live) {
      Lo = std::min(Lo, I.Lower);
      Hi = std::max(Hi, I.Upper);
    }
  if (Lo >= Hi)
    Lo = 0, Hi = 1;
  if (!Opts.Axis.empty()) {
    int64_t Start = Lo;
    for (const TimeLabel &L : Opts.Axis)
      if (L.Time <= Lo)
        Start = L.Time;
    Lo = Start;
    for (const TimeLabel &L : Opts.Axis)
      if (L.Time >= Hi) {
        Hi = L.Time;
        break;
      }
  }
  T0 = Lo;
  T1 = Hi;

  const PoolPictureFacts *F =
      Pool < Opts.Pools.size() ? &Opts.Pools[Pool] : nullptr;
  Peak = S.hasPlacement() ? computePeak(P, S, Pool) : 0;
  std::optional<PoolBound> Bound;
  if (!F || !F->LowerBound || !F->Clique)
    Bound = computePoolBound(P, Pool);
  LB = F && F->LowerBound ? *F->LowerBound : Bound->get();
  std::optional<uint64_t> Cap = P.Pools[Pool].Capacity;
  if (Cap && LB > *Cap)
    for (unsigned B : F && F->Clique ? *F->Clique : Bound->CliqueBuffers)
      Clique.insert(B);

  // The address scale: the larger of peak and bound, with the capacity
  // when it is near, plus 5%; ticks at a power of two, at most 8 of them.
  uint64_t Top = std::max<uint64_t>({Peak, LB, 1});
  if (Cap && *Cap >= Top && *Cap - Top <= Top / 4)
    Top = *Cap;
  Top += std::max<uint64_t>(1, Top / 20);
  YStep = 1;
  while (YStep < Top / 8 && YStep < (uint64_t(1) << 62))
    YStep *= 2;
  YTop = Top; // The last tick is the highest multiple of the step below.
  CapOnScale = Cap && *Cap <= YTop;
}

std::string Panel::colour(unsigned B) {
  unsigned G = find(B);
  unsigned Hue = unsigned(GroupRank[G] * 137.508) % 360;
  if (GroupSize[G] == 1)
    return "hsl(" + std::to_string(Hue) + ",55%,74%)";
  // Members of one group: one hue, lightness by member.
  unsigned Rank = 0;
  for (unsigned M : Members) {
    if (M == B)
      break;
    Rank += find(M) == G;
  }
  return "hsl(" + std::to_string(Hue) + ",70%," +
         std::to_string(52 + (Rank * 11) % 33) + "%)";
}

std::string Panel::instrAt(int64_t T) const {
  if (Opts.Axis.empty())
    return std::to_string(T);
  auto It = llvm::upper_bound(
      Opts.Axis, T, [](int64_t X, const TimeLabel &L) { return X < L.Time; });
  return std::to_string(It == Opts.Axis.begin() ? 0 : std::prev(It)->Index);
}

std::string Panel::lifetime(unsigned B) const {
  std::string Out;
  ListSeparator LS(", ");
  for (const LiveInterval &I : P.Buffers[B].Live)
    Out += Opts.Axis.empty()
               ? (Twine(StringRef(LS)) + "[" + Twine(I.Lower) + ", " +
                  Twine(I.Upper) + ")")
                     .str()
               : (Twine(StringRef(LS)) + instrAt(I.Lower) + ".." +
                  instrAt(I.Upper))
                     .str();
  return Out;
}

double Panel::writeHeading(raw_ostream &OS) {
  const ptoplan::Pool &PI = P.Pools[Pool];
  const PoolPictureFacts *F =
      Pool < Opts.Pools.size() ? &Opts.Pools[Pool] : nullptr;
  double Y = Top + 14;
  OS << "<text class=\"heading\" x=\"" << LeftMargin << "\" y=\"" << Num{Y}
     << "\" font-weight=\"bold\">pool " << escapeXML(PI.Name)
     << ": peak=" << Peak << " lb=" << LB << " capacity="
     << (PI.Capacity ? std::to_string(*PI.Capacity) : std::string("none"))
     << " buffers=" << Members.size();
  if (F && !F->Status.empty())
    OS << " status=" << escapeXML(F->Status);
  OS << "</text>\n";
  auto Note = [&](const Twine &Text) {
    Y += RowH;
    OS << "<text class=\"note\" x=\"" << LeftMargin << "\" y=\"" << Num{Y}
       << "\">" << escapeXML(Text.str()) << "</text>\n";
  };
  if (PI.Capacity && !CapOnScale) {
    // Per mille, printed with one decimal below 10%: "0.9%", "13%".
    uint64_t Cap = std::max<uint64_t>(1, *PI.Capacity);
    uint64_t PerMille = Peak >= UINT64_MAX / 1000 ? Peak / (Cap / 1000 + 1)
                                                  : Peak * 1000 / Cap;
    std::string Share =
        PerMille < 100 ? (Twine(PerMille / 10) + "." + Twine(PerMille % 10)).str()
                       : std::to_string(PerMille / 10);
    Note("capacity " + Twine(*PI.Capacity) + " is off scale (above; the peak " +
         "uses " + Share + "% of it)");
  }
  if (PI.Capacity && Peak > *PI.Capacity)
    Note("over capacity: the peak exceeds it by " +
         Twine(Peak - *PI.Capacity) + " bytes");
  if (!Clique.empty()) {
    std::string Names;
    ListSeparator LS(", ");
    unsigned Shown = 0;
    for (unsigned B : Members)
      if (Clique.contains(B) && Shown++ < 12)
        Names += (Twine(StringRef(LS)) + P.Buffers[B].Name).str();
    if (Shown > 12)
      Names += ", and " + std::to_string(Shown - 12) + " more";
    Note("infeasible: the lower bound " + Twine(LB) + " exceeds the capacity " +
         Twine(*PI.Capacity) + "; these " + Twine(Clique.size()) +
         " buffers must be pairwise apart (live together or separated), "
         "outlined in red: " + Names);
  }
  if (Members.empty())
    Note("no placement to draw");
  return Y + (Opts.Marks.empty() ? 12 : 24);
}

void Panel::writeAddressAxis(raw_ostream &OS) {
  OS << "<rect class=\"plot\" x=\"" << LeftMargin << "\" y=\"" << Num{PlotY}
     << "\" width=\"" << PlotW << "\" height=\"" << PlotH
     << "\" fill=\"#fafafa\" stroke=\"#888\"/>\n";
  for (uint64_t A = 0; A <= YTop; A += YStep) {
    double Y = yOf(A);
    OS << "<line class=\"y-tick\" x1=\"" << LeftMargin - 5 << "\" y1=\""
       << Num{Y} << "\" x2=\"" << LeftMargin + PlotW << "\" y2=\"" << Num{Y}
       << "\" stroke=\"#ddd\"/>\n";
    OS << "<text class=\"y-tick\" x=\"" << LeftMargin - 8 << "\" y=\""
       << Num{Y + 4} << "\" text-anchor=\"end\">" << A << "</text>\n";
    if (YTop - A < YStep)
      break; // No overflow past the top.
  }
  double MidY = PlotY + PlotH / 2;
  OS << "<text class=\"axis-title\" x=\"14\" y=\"" << Num{MidY}
     << "\" text-anchor=\"middle\" transform=\"rotate(-90 14 " << Num{MidY}
     << ")\">address (bytes)</text>\n";
}

double Panel::writeTimeAxis(raw_ostream &OS) {
  double Base = PlotY + PlotH;
  double Y = Base + 14;
  auto Tick = [&](int64_t T, const Twine &Label) {
    double X = xOf(T);
    OS << "<line class=\"x-tick\" x1=\"" << Num{X} << "\" y1=\"" << Num{Base}
       << "\" x2=\"" << Num{X} << "\" y2=\"" << Num{Base + 4}
       << "\" stroke=\"#888\"/>\n";
    OS << "<text class=\"x-tick\" x=\"" << Num{X} << "\" y=\"" << Num{Y}
       << "\" text-anchor=\"middle\" font-size=\"" << SmallFont << "\">"
       << escapeXML(Label.str()) << "</text>\n";
  };
  double Bottom = Y;
  if (Opts.Axis.empty()) {
    // Program points: a 1-2-5 step, about ten ticks.
    int64_t Span = T1 - T0, Step = 1;
    for (int64_t M = 1; Step * 10 < Span && M < (int64_t(1) << 60); M *= 10)
      for (int64_t F : {1, 2, 5})
        if (Step * 10 < Span)
          Step = F * M;
    for (int64_t T = (T0 + Step - 1) / Step * Step; T <= T1; T += Step)
      Tick(T, Twine(T));
    Bottom = Y + 16;
    OS << "<text class=\"axis-title\" x=\"" << LeftMargin + PlotW / 2
       << "\" y=\"" << Num{Bottom} << "\" text-anchor=\"middle\">time "
       << "(program point)</text>\n";
    return Bottom + 8;
  }
  SmallVector<const TimeLabel *, 0> In;
  for (const TimeLabel &L : Opts.Axis)
    if (L.Time >= T0 && L.Time <= T1)
      In.push_back(&L);
  double Spacing = In.empty() ? PlotW : PlotW / double(In.size());
  unsigned Every = std::max(1u, unsigned(std::ceil(24 / Spacing)));
  bool Names = Spacing * Every >= 13;
  size_t Longest = 0;
  for (unsigned I = 0; I < In.size(); I += Every) {
    Tick(In[I]->Time, Twine(In[I]->Index));
    if (!Names || In[I]->Op.empty())
      continue;
    // Op names run downwards below their tick.
    double X = xOf(In[I]->Time) + 3.5, YN = Y + 6;
    OS << "<text class=\"op-name\" x=\"" << Num{X} << "\" y=\"" << Num{YN}
       << "\" font-size=\"" << SmallFont << "\" transform=\"rotate(90 "
       << Num{X} << " " << Num{YN} << ")\">" << escapeXML(In[I]->Op)
       << "</text>\n";
    Longest = std::max(Longest, In[I]->Op.size());
  }
  Bottom = Y + 8 + double(Longest) * SmallCharW + 14;
  OS << "<text class=\"axis-title\" x=\"" << LeftMargin + PlotW / 2
     << "\" y=\"" << Num{Bottom} << "\" text-anchor=\"middle\">time "
     << "(instruction index" << (Names ? " and op" : "") << ")</text>\n";
  return Bottom + 8;
}

void Panel::writeTiles(raw_ostream &OS) {
  struct Box {
    double X0, Y0, X1, Y1;
  };
  SmallVector<Box, 0> Labels;
  for (unsigned B : Members) {
    const Buffer &Buf = P.Buffers[B];
    uint64_t Off = S.Placements[B].Offset;
    std::string Fill = colour(B);
    bool InClique = Clique.contains(B);
    double Yt = yOf(Off + Buf.Size), Ht = std::max(1.0, yOf(Off) - Yt);
    const LiveInterval *Widest = nullptr;
    for (const LiveInterval &I : Buf.Live) {
      double X = xOf(I.Lower), Wd = std::max(1.0, xOf(I.Upper) - X);
      OS << "<rect class=\"tile" << (InClique ? " clique" : "")
         << "\" data-buffer=\"" << escapeXML(Buf.Name) << "\" data-offset=\""
         << Off << "\" data-size=\"" << Buf.Size << "\" x=\"" << Num{X}
         << "\" y=\"" << Num{Yt} << "\" width=\"" << Num{Wd} << "\" height=\""
         << Num{Ht} << "\" fill=\"" << Fill << "\" stroke=\""
         << (InClique ? "#c00" : "#333") << "\" stroke-width=\""
         << (InClique ? "2.5" : "0.5") << "\"><title>" << escapeXML(Buf.Name)
         << " size=" << Buf.Size << " offset=" << Off << " live=[" << I.Lower
         << ", " << I.Upper << ")</title></rect>\n";
      if (!Widest || I.Upper - I.Lower > Widest->Upper - Widest->Lower)
        Widest = &I;
    }
    if (!Widest)
      continue;
    // The name on the widest rectangle, where it fits and meets no other.
    double X0 = xOf(Widest->Lower), X1 = xOf(Widest->Upper);
    double TW = double(Buf.Name.size()) * SmallCharW;
    if (X1 - X0 < TW + 4 || Ht < SmallFont + 3)
      continue;
    double CX = (X0 + X1) / 2, CY = Yt + Ht / 2 + SmallFont * 0.35;
    Box L{CX - TW / 2, CY - SmallFont, CX + TW / 2, CY + 2};
    if (any_of(Labels, [&](const Box &O) {
          return L.X0 < O.X1 && O.X0 < L.X1 && L.Y0 < O.Y1 && O.Y0 < L.Y1;
        }))
      continue;
    Labels.push_back(L);
    OS << "<text class=\"tile-label\" data-buffer=\"" << escapeXML(Buf.Name)
       << "\" x=\"" << Num{CX} << "\" y=\"" << Num{CY}
       << "\" text-anchor=\"middle\" font-size=\"" << SmallFont << "\">"
       << escapeXML(Buf.Name) << "</text>\n";
  }
}

void Panel::writeBoundLines(raw_ostream &OS) {
  struct Line {
    const char *Kind;
    uint64_t Addr;
    const char *Colour;
    const char *Dash;
    double LabelY;
  };
  SmallVector<Line, 3> Lines;
  const ptoplan::Pool &PI = P.Pools[Pool];
  if (PI.Capacity && CapOnScale)
    Lines.push_back({"capacity", *PI.Capacity, "#c00", "6,3", 0});
  Lines.push_back({"lb", LB, "#080", "2,2", 0});
  Lines.push_back({"peak", Peak, "#00c", "", 0});
  // Labels in the right margin, top down, at least a row apart.
  llvm::stable_sort(Lines, [](const Line &A, const Line &B) {
    return A.Addr > B.Addr;
  });
  for (unsigned I = 0; I < Lines.size(); ++I) {
    Lines[I].LabelY = yOf(Lines[I].Addr) + 4;
    if (I && Lines[I].LabelY < Lines[I - 1].LabelY + RowH - 2)
      Lines[I].LabelY = Lines[I - 1].LabelY + RowH - 2;
  }
  double Over = Lines.back().LabelY - (PlotY + PlotH + 4);
  if (Over > 0)
    for (Line &L : Lines)
      L.LabelY -= Over;
  for (const Line &L : Lines) {
    double Y = yOf(L.Addr);
    OS << "<line class=\"bound\" data-kind=\"" << L.Kind << "\" x1=\""
       << LeftMargin << "\" y1=\"" << Num{Y} << "\" x2=\""
       << LeftMargin + PlotW << "\" y2=\"" << Num{Y} << "\" stroke=\""
       << L.Colour << "\" stroke-width=\"1.5\"";
    if (*L.Dash)
      OS << " stroke-dasharray=\"" << L.Dash << "\"";
    OS << "/>\n";
    OS << "<text class=\"bound-label\" data-kind=\"" << L.Kind << "\" x=\""
       << LeftMargin + PlotW + 8 << "\" y=\"" << Num{L.LabelY} << "\" fill=\""
       << L.Colour << "\">" << L.Kind << " " << L.Addr << "</text>\n";
  }
}

void Panel::writeMarks(raw_ostream &OS) {
  for (const TimeMark &M : Opts.Marks) {
    if (M.Time < T0 || M.Time > T1)
      continue;
    double X = xOf(M.Time);
    OS << "<line class=\"time-mark\" data-kind=\"" << escapeXML(M.Kind)
       << "\" x1=\"" << Num{X} << "\" y1=\"" << Num{PlotY - 10} << "\" x2=\""
       << Num{X} << "\" y2=\"" << Num{PlotY + PlotH} << "\" stroke=\"#a0a\""
       << " stroke-dasharray=\"1,2\"/>\n";
    OS << "<text class=\"time-mark-label\" x=\"" << Num{X + 2} << "\" y=\""
       << Num{PlotY - 3} << "\" font-size=\"9\" fill=\"#a0a\">"
       << escapeXML(M.Kind) << (M.Label.empty() ? "" : " ")
       << escapeXML(M.Label) << "</text>\n";
  }
}

SmallVector<unsigned, 0> Panel::separationLinks() const {
  // The pairs a rule kept apart although they are never live together.
  SmallVector<unsigned, 0> Out;
  for (auto [I, Sep] : enumerate(P.Separations)) {
    if (Sep.First >= P.Buffers.size() || Sep.Second >= P.Buffers.size() ||
        S.Placements[Sep.First].Pool != Pool ||
        S.Placements[Sep.Second].Pool != Pool ||
        liveTogether(Sep.First, Sep.Second))
      continue;
    Out.push_back(I);
  }
  return Out;
}

void Panel::writeSeparationLinks(raw_ostream &OS) {
  unsigned Drawn = 0;
  for (unsigned I : separationLinks()) {
    if (Drawn++ == Opts.MaxSeparationLinks)
      break;
    const Separation &Sep = P.Separations[I];
    auto Centre = [&](unsigned B) {
      const Buffer &Buf = P.Buffers[B];
      const LiveInterval &L = Buf.Live.front();
      uint64_t Off = S.Placements[B].Offset;
      return std::make_pair((xOf(L.Lower) + xOf(L.Upper)) / 2,
                            (yOf(Off) + yOf(Off + Buf.Size)) / 2);
    };
    if (P.Buffers[Sep.First].Live.empty() || P.Buffers[Sep.Second].Live.empty())
      continue;
    auto [X1, Y1] = Centre(Sep.First);
    auto [X2, Y2] = Centre(Sep.Second);
    OS << "<line class=\"separation\" data-first=\""
       << escapeXML(P.Buffers[Sep.First].Name) << "\" data-second=\""
       << escapeXML(P.Buffers[Sep.Second].Name) << "\" x1=\"" << Num{X1}
       << "\" y1=\"" << Num{Y1} << "\" x2=\"" << Num{X2} << "\" y2=\""
       << Num{Y2} << "\" stroke=\"#c60\" stroke-width=\"1.2\" "
       << "stroke-dasharray=\"4,3\"><title>"
       << escapeXML(Sep.Detail.empty() ? "separated" : Sep.Detail)
       << "</title></line>\n";
  }
}

double Panel::writeLegend(raw_ostream &OS, double Y) {
  SmallVector<unsigned, 0> Rows(Members.begin(), Members.end());
  llvm::stable_sort(Rows, [&](unsigned A, unsigned B) {
    return std::make_pair(S.Placements[A].Offset, A) <
           std::make_pair(S.Placements[B].Offset, B);
  });
  size_t NameW = 4;
  for (unsigned B : Rows)
    NameW = std::max(NameW, std::min<size_t>(P.Buffers[B].Name.size(), 48));
  double XName = LeftMargin + 18, XOff = XName + (NameW + 2) * CharW;
  double XSize = XOff + 11 * CharW, XLive = XSize + 11 * CharW;
  double XGroup = XLive + 22 * CharW;
  OS << "<g class=\"legend\">\n";
  auto Row = [&](StringRef Cls, StringRef Name, const Twine &Off,
                 const Twine &Size, StringRef Live, StringRef Group) {
    OS << "<text class=\"" << Cls << "\" x=\"" << Num{XName} << "\" y=\""
       << Num{Y} << "\">" << escapeXML(Name) << "</text>"
       << "<text x=\"" << Num{XOff} << "\" y=\"" << Num{Y} << "\">"
       << escapeXML(Off.str()) << "</text>"
       << "<text x=\"" << Num{XSize} << "\" y=\"" << Num{Y} << "\">"
       << escapeXML(Size.str()) << "</text>"
       << "<text x=\"" << Num{XLive} << "\" y=\"" << Num{Y} << "\">"
       << escapeXML(Live) << "</text>"
       << "<text x=\"" << Num{XGroup} << "\" y=\"" << Num{Y} << "\">"
       << escapeXML(Group) << "</text>\n";
  };
  Row("legend-header", "name", "offset", "size",
      Opts.Axis.empty() ? "live" : "live (instr.)", "group / note");
  unsigned Shown = 0;
  for (unsigned B : Rows) {
    if (Shown++ == Opts.MaxLegendRows)
      break;
    Y += RowH;
    OS << "<rect class=\"swatch\" x=\"" << LeftMargin << "\" y=\""
       << Num{Y - 10} << "\" width=\"12\" height=\"12\" fill=\"" << colour(B)
       << "\" stroke=\"" << (Clique.contains(B) ? "#c00" : "#333") << "\"/>";
    unsigned G = find(B);
    std::string Note;
    if (GroupSize[G] > 1)
      Note = "group of " + P.Buffers[G].Name;
    if (Clique.contains(B))
      Note += Note.empty() ? "in the clique" : ", in the clique";
    Row("legend-name", P.Buffers[B].Name, Twine(S.Placements[B].Offset),
        Twine(P.Buffers[B].Size), lifetime(B), Note);
  }
  if (Rows.size() > Opts.MaxLegendRows) {
    Y += RowH;
    OS << "<text class=\"note\" x=\"" << Num{XName} << "\" y=\"" << Num{Y}
       << "\">... and " << Rows.size() - Opts.MaxLegendRows
       << " more buffers</text>\n";
  }
  OS << "</g>\n";
  return Y;
}

double Panel::writeSeparationTable(raw_ostream &OS, double Y) {
  SmallVector<unsigned, 0> Links = separationLinks();
  if (Links.empty())
    return Y;
  Y += RowH * 1.5;
  OS << "<g class=\"separations\">\n<text class=\"legend-header\" x=\""
     << LeftMargin << "\" y=\"" << Num{Y}
     << "\">kept apart by a rule although never live together (dashed "
        "links):</text>\n";
  unsigned Shown = 0;
  for (unsigned I : Links) {
    if (Shown++ == Opts.MaxSeparationLinks)
      break;
    const Separation &Sep = P.Separations[I];
    Y += RowH;
    std::string Why = Sep.Detail;
    if (Why.empty()) {
      ListSeparator LS(", ");
      for (SeparationReason R : Sep.Reasons)
        Why += (Twine(StringRef(LS)) + getSeparationReasonName(R)).str();
    }
    OS << "<text class=\"separation-row\" x=\"" << LeftMargin + 18
       << "\" y=\"" << Num{Y} << "\">" << escapeXML(P.Buffers[Sep.First].Name)
       << " / " << escapeXML(P.Buffers[Sep.Second].Name) << ": "
       << escapeXML(Why) << "</text>\n";
  }
  if (Links.size() > Opts.MaxSeparationLinks) {
    Y += RowH;
    OS << "<text class=\"note\" x=\"" << LeftMargin + 18 << "\" y=\""
       << Num{Y} << "\">... and " << Links.size() - Opts.MaxSeparationLinks
       << " more</text>\n";
  }
  OS << "</g>\n";
  return Y;
}

double Panel::write(raw_ostream &OS) {
  collect();
  OS << "<g class=\"pool\" data-pool=\"" << escapeXML(P.Pools[Pool].Name)
     << "\">\n";
  PlotY = writeHeading(OS);
  writeAddressAxis(OS);
  writeTiles(OS);
  writeSeparationLinks(OS);
  writeBoundLines(OS);
  writeMarks(OS);
  double Y = writeTimeAxis(OS);
  Y = writeLegend(OS, Y + RowH);
  Y = writeSeparationTable(OS, Y);
  OS << "</g>\n";
  return Y + PanelGap;
}

void ptoplan::writePlanSVG(const Problem &P, const Solution &S,
                           const PictureOptions &Opts, raw_ostream &OS) {
  // Panels first (their heights decide the picture's), then the frame.
  std::string Body;
  raw_string_ostream BS(Body);
  double Y = 40;
  for (unsigned Pool = 0; Pool < P.Pools.size(); ++Pool)
    Y = Panel(P, S, Opts, Pool, Y).write(BS);
  std::string Title = Opts.Title.empty() ? P.Instance : Opts.Title;
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  OS << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << int(Width)
     << "\" height=\"" << int(Y) << "\" font-family=\"monospace\" "
     << "font-size=\"" << FontSize << "\">\n";
  OS << "<title>" << escapeXML(Title) << "</title>\n";
  OS << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  OS << "<text class=\"title\" x=\"" << LeftMargin
     << "\" y=\"22\" font-size=\"14\" font-weight=\"bold\">"
     << escapeXML(Title) << "</text>\n";
  OS << Body;
  OS << "</svg>\n";
}
