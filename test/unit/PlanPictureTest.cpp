//===- PlanPictureTest.cpp - The plan picture's metadata and drawing ------===//
//
// Part of the AscendPTO project, under the Apache License v2.0 with LLVM
// Exceptions. See LICENSE for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Planner/PlanPicture.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::ptoplan;

namespace {

TEST(PlanPicture, TimeAxisRoundTrips) {
  SmallVector<TimeLabel, 0> Axis = {{16, 0, "pto.tload"}, {32, 1, ""},
                                    {48, 2, "phi"}};
  std::string Text = formatTimeAxis(Axis);
  EXPECT_EQ(Text, "16:0:pto.tload;32:1:;48:2:phi");
  Expected<SmallVector<TimeLabel, 0>> Back = parseTimeAxis(Text);
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  ASSERT_EQ(Back->size(), 3u);
  EXPECT_EQ((*Back)[2].Time, 48);
  EXPECT_EQ((*Back)[2].Index, 2u);
  EXPECT_EQ((*Back)[2].Op, "phi");
  EXPECT_EQ((*Back)[1].Op, "");
}

TEST(PlanPicture, BadTimeAxisIsAnError) {
  Expected<SmallVector<TimeLabel, 0>> A = parseTimeAxis("16:0:a;x:1:b");
  ASSERT_FALSE(bool(A));
  EXPECT_EQ(toString(A.takeError()),
            "time_axis entry 'x:1:b' is not TIME:INDEX:OP");
  Expected<SmallVector<TimeLabel, 0>> B = parseTimeAxis("16:0:a;8:1:b");
  ASSERT_FALSE(bool(B));
  EXPECT_EQ(toString(B.takeError()),
            "time_axis entry '8:1:b' is earlier than the one before it");
}

TEST(PlanPicture, TimeMarksRoundTripSorted) {
  Expected<SmallVector<TimeMark, 0>> M =
      parseTimeMarks("48:wait_flag:MTE2->V;16:barrier:PIPE_ALL");
  ASSERT_TRUE(bool(M)) << toString(M.takeError());
  ASSERT_EQ(M->size(), 2u);
  EXPECT_EQ((*M)[0].Kind, "barrier");
  EXPECT_EQ((*M)[1].Label, "MTE2->V");
  EXPECT_EQ(formatTimeMarks(*M), "16:barrier:PIPE_ALL;48:wait_flag:MTE2->V");
  Expected<SmallVector<TimeMark, 0>> Bad = parseTimeMarks("16::x");
  ASSERT_FALSE(bool(Bad));
  consumeError(Bad.takeError());
}

TEST(PlanPicture, NoPlacementStillDrawsAPanel) {
  Problem P;
  unsigned Pl = P.addPool("vec", 64, 32);
  P.addBuffer("a", 32, 32, {{0, 4}}, Pl);
  Solution S; // No placement.
  std::string Out;
  raw_string_ostream OS(Out);
  writePlanSVG(P, S, PictureOptions(), OS);
  EXPECT_NE(Out.find("class=\"pool\" data-pool=\"vec\""), std::string::npos);
  EXPECT_NE(Out.find("no placement to draw"), std::string::npos);
  EXPECT_EQ(Out.find("class=\"tile"), std::string::npos);
  EXPECT_EQ(Out.substr(Out.size() - 7), "</svg>\n");
}

TEST(PlanPicture, Deterministic) {
  Problem P;
  unsigned Pl = P.addPool("vec", 1024, 32);
  for (unsigned I = 0; I < 20; ++I)
    P.addBuffer("b" + std::to_string(I), 32 * (I % 3 + 1), 32,
                {{int64_t(I), int64_t(I + 3)}}, Pl);
  Solution S;
  for (unsigned I = 0; I < 20; ++I)
    S.Placements.push_back({Pl, uint64_t(I % 4) * 96});
  std::string A, B;
  raw_string_ostream OA(A), OB(B);
  writePlanSVG(P, S, PictureOptions(), OA);
  writePlanSVG(P, S, PictureOptions(), OB);
  EXPECT_EQ(A, B);
}

} // namespace
