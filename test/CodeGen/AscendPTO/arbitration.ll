; Placement arbitration (docs/planner.md, "Arbitration"): under the time
; objective the placement is the one, among the time search's, the bytes
; objective's and one buffer per tile, whose synchronised kernel has the
; fewest est_cycles. Both kernels are generated ones (pto_fuzz.py --print
; --seed 95 and --seed 162, ascend910b).
; RUN: %llc -ascendpto-plan-report -pass-remarks-analysis=ascendpto-buffer-coloring \
; RUN:   %s -o %t.pto 2>&1 | FileCheck %s
; The printed kernels are race- and deadlock-free by the independent checker.
; RUN: %python %src_root/utils/fuzz/pto_sync_check.py %t.pto | FileCheck %s --check-prefix=SYNC
; SYNC: pto_sync_check: 2 functions, 0 findings
; The same figures as the objective and the flag that print each candidate.
; RUN: %llc -ascendpto-plan-report -ascendpto-placement-objective=bytes %s \
; RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=BYTES
; RUN: %llc -ascendpto-plan-report -ascendpto-disable-buffer-reuse %s \
; RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOREUSE
; Above -ascendpto-arbitration-max-instrs the time search's placement stays,
; and a remark says so.
; RUN: %llc -ascendpto-plan-report -pass-remarks-analysis=ascendpto-buffer-coloring \
; RUN:   -ascendpto-arbitration-max-instrs=1 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SKIP
; The solution files carry the choice as the report's chosen= does; they
; stay schema-v1 and pto-plan still replays the problems.
; RUN: rm -rf %t.json
; RUN: %llc -ascendpto-plan-json=%t.json %s -o /dev/null
; RUN: FileCheck %s --check-prefix=JSON-NR < %t.json/noreuse_wins.solution.json
; RUN: FileCheck %s --check-prefix=JSON-B < %t.json/bytes_wins.solution.json
; JSON-NR: "chosen": "noreuse",
; JSON-B: "chosen": "bytes",
; RUN: %python %S/../../Planner/Inputs/check_schema.py %bench/dsa-solver/schemas/dsa-solution-v1.schema.json \
; RUN:   %t.json/noreuse_wins.solution.json %t.json/bytes_wins.solution.json | FileCheck %s --check-prefix=SCHEMA
; SCHEMA: valid: {{.*}}noreuse_wins
; SCHEMA: valid: {{.*}}bytes_wins
; RUN: pto-plan %t.json/bytes_wins.problem.json | FileCheck %s --check-prefix=REPLAY
; REPLAY: status=
; Without the arbitration there is no chosen key.
; RUN: rm -rf %t.json0
; RUN: %llc -ascendpto-plan-json=%t.json0 -ascendpto-arbitration-max-instrs=0 %s -o /dev/null
; RUN: FileCheck %s --check-prefix=JSON-OFF < %t.json0/noreuse_wins.solution.json
; JSON-OFF-NOT: "chosen"
; JSON-OFF: "placements"
; The output is deterministic.
; RUN: %llc %s -o %t.2.pto
; RUN: cmp %t.pto %t.2.pto

; One buffer per tile wins: 1256 cycles against the time search's 1335
; (its placement shares a buffer whose reuse the pipe model sees as free).
; CHECK: remark: {{.*}}placement chosen by est_cycles: time 1335, bytes 1561, no reuse 1256; chosen noreuse{{$}}
; CHECK: ascendpto-plan: func=noreuse_wins space=vec tiles=17 buffers=15 peak=12464 {{.*}} objective=time reuse_deps=0 kind=vector chosen=noreuse{{$}}
; CHECK: ascendpto-sync: func=noreuse_wins {{.*}} est_cycles=1256{{$}}
; BYTES: ascendpto-sync: func=noreuse_wins {{.*}} est_cycles=1561{{$}}
; NOREUSE: ascendpto-plan: func=noreuse_wins space=vec tiles=17 buffers=15 peak=12464 {{.*}}
; NOREUSE: ascendpto-sync: func=noreuse_wins {{.*}} est_cycles=1256{{$}}
; SKIP: remark: {{.*}}placement arbitration skipped: 53 instructions, more than 1 (-ascendpto-arbitration-max-instrs); the time search's placement is used
; SKIP: ascendpto-plan: func=noreuse_wins space=vec tiles=17 buffers=11 peak=11568 {{.*}} objective=time reuse_deps=0 kind=vector{{$}}
; SKIP: ascendpto-sync: func=noreuse_wins {{.*}} est_cycles=1335{{$}}

define void @noreuse_wins(ptr %pf, ptr %po, i64 %t, float %s) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 736, i64 576, i64 16, i64 32)
  %w2 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t1, i64 4, i64 8, i64 4, i64 16)
  %t3 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %w2, ptr addrspace(1) %w2)
  %w4 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t3, i64 2, i64 8, i64 1, i64 8)
  %t5 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 600, i64 528, i64 64, i64 32)
  %t6 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %w2, float -3.000000e+00)
  %t7 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %w2, ptr addrspace(1) %w2)
  %t8 = call ptr addrspace(1) @pto.taxpy(ptr addrspace(1) %t6, ptr addrspace(1) %t3, float 5.000000e-01)
  %o1 = mul i64 %t, 1
  %v9 = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %t7, i64 %o1, i64 16)
  %t10 = call ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1) %t8)
  %tmp12 = call ptr addrspace(1) @pto.alloc_tile.f32(i64 4, i64 16)
  %t11 = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %t6, ptr addrspace(1) %tmp12)
  %t13 = call ptr addrspace(1) @pto.trowexpandmin(ptr addrspace(1) %t6, ptr addrspace(1) %t11)
  %t14 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %t8, ptr addrspace(1) %t13)
  %t15 = call ptr addrspace(1) @pto.tadd(ptr addrspace(1) %t13, ptr addrspace(1) %t14)
  %t16 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %t11, float %s)
  call void @pto.tstore(ptr addrspace(1) %t13, ptr %vo, i64 728, i64 464)
  call void @pto.tstore(ptr addrspace(1) %w2, ptr %vo, i64 464, i64 96)
  call void @pto.tstore(ptr addrspace(1) %t11, ptr %vo, i64 704, i64 704)
  call void @pto.tstore(ptr addrspace(1) %t8, ptr %vo, i64 192, i64 976)
  call void @pto.tstore(ptr addrspace(1) %t7, ptr %vo, i64 256, i64 48)
  call void @pto.tstore(ptr addrspace(1) %t14, ptr %vo, i64 336, i64 224)
  ret void
}

; The bytes objective's placement wins: 1951 cycles against 1990 for the
; time search's and for one buffer per tile.
; CHECK: remark: {{.*}}placement chosen by est_cycles: time 1990, bytes 1951, no reuse 1990; chosen bytes{{$}}
; CHECK: ascendpto-plan: func=bytes_wins space=vec tiles=33 buffers=12 peak=9280 {{.*}} planner=dsa {{.*}} objective=time reuse_deps=30 kind=vector chosen=bytes{{$}}
; CHECK: ascendpto-sync: func=bytes_wins {{.*}} est_cycles=1951{{$}}
; BYTES: ascendpto-plan: func=bytes_wins space=vec tiles=33 buffers=12 peak=9280 {{.*}} planner=dsa
; BYTES: ascendpto-sync: func=bytes_wins {{.*}} est_cycles=1951{{$}}
; NOREUSE: ascendpto-sync: func=bytes_wins {{.*}} est_cycles=1990{{$}}
; SKIP: remark: {{.*}}placement arbitration skipped: 100 instructions, more than 1 (-ascendpto-arbitration-max-instrs); the time search's placement is used
; SKIP: ascendpto-plan: func=bytes_wins space=vec tiles=33 buffers=17 peak=23136 {{.*}} objective=time reuse_deps=0 kind=vector{{$}}
; SKIP: ascendpto-sync: func=bytes_wins {{.*}} est_cycles=1990{{$}}
define void @bytes_wins(ptr %pf, ptr %po, ptr %ph, i64 %d, i64 %n0, i64 %n1) #0 {
entry:
  %vf = call ptr @pto.tensor_view.f32(ptr %pf, i64 1024, i64 1024, i64 1024, i64 1)
  %vo = call ptr @pto.tensor_view.f32(ptr %po, i64 1024, i64 1024, i64 1024, i64 1)
  %vh = call ptr @pto.tensor_view.f16(ptr %ph, i64 1024, i64 1024, i64 1024, i64 1)
  %t1 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 120, i64 176, i64 8, i64 32)
  %tmp2 = call ptr addrspace(1) @pto.alloc_tile.f32(i64 8, i64 32)
  %t3 = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %t1, ptr addrspace(1) %tmp2)
  %r4 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %t3, i64 1, i64 8)
  %t5 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %t1, ptr addrspace(1) %t1)
  %w6 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t1, i64 4, i64 0, i64 2, i64 32)
  %o1 = mul i64 %d, 1
  %w7 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t5, i64 %o1, i64 0, i64 4, i64 32)
  %if2.c = icmp sgt i64 %n1, 0
  br i1 %if2.c, label %if2.then, label %if2.else
if2.then:
  %t8 = call ptr addrspace(1) @pto.texpands.f32(float 3.000000e+00, i64 16, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t8, ptr %vo, i64 352, i64 864)
  %t15 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %t5, float 1.500000e+00)
  br label %if2.merge
if2.else:
  %t9 = call ptr addrspace(1) @pto.tmul(ptr addrspace(1) %t1, ptr addrspace(1) %t1)
  %v10 = call ptr addrspace(1) @pto.set_validshape(ptr addrspace(1) %t9, i64 7, i64 32)
  %t11 = call ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1) %t5, ptr addrspace(1) %t3)
  %t12 = call ptr addrspace(1) @pto.texpands.f32(float 3.000000e+00, i64 8, i64 64)
  call void @pto.tstore(ptr addrspace(1) %t11, ptr %vo, i64 600, i64 320)
  call void @pto.tstore(ptr addrspace(1) %t12, ptr %vo, i64 464, i64 896)
  %t13 = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %t9)
  br label %if2.merge
if2.merge:
  %m14 = phi ptr addrspace(1) [ %t1, %if2.then ], [ %t13, %if2.else ]
  %m16 = phi ptr addrspace(1) [ %t15, %if2.then ], [ %t11, %if2.else ]
  %t17 = call ptr addrspace(1) @pto.tload(ptr %vf, i64 152, i64 464, i64 16, i64 64)
  %w18 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %t1, i64 1, i64 0, i64 4, i64 32)
  %t19 = call ptr addrspace(1) @pto.texp(ptr addrspace(1) %w18)
  %tmp20 = call ptr addrspace(1) @pto.alloc_tile.f32(i64 8, i64 32)
  %t21 = call ptr addrspace(1) @pto.trowmax(ptr addrspace(1) %t1, ptr addrspace(1) %tmp20)
  %if3.c = icmp sgt i64 %n0, 0
  br i1 %if3.c, label %if3.then, label %if3.else
if3.then:
  %t22 = call ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1) %t17)
  call void @pto.tstore(ptr addrspace(1) %t22, ptr %vh, i64 440, i64 576)
  %t25 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %m14, float 1.500000e+00)
  %t28 = call ptr addrspace(1) @pto.trecip(ptr addrspace(1) %t25)
  br label %if3.merge
if3.else:
  %t23 = call ptr addrspace(1) @pto.tsub(ptr addrspace(1) %t17, ptr addrspace(1) %t17)
  %t24 = call ptr addrspace(1) @pto.tmax(ptr addrspace(1) %t21, ptr addrspace(1) %t3)
  call void @pto.tstore(ptr addrspace(1) %t23, ptr %vo, i64 336, i64 336)
  call void @pto.tstore(ptr addrspace(1) %t24, ptr %vo, i64 376, i64 672)
  %t26 = call ptr addrspace(1) @pto.tmuls(ptr addrspace(1) %m16, float 1.500000e+00)
  br label %if3.merge
if3.merge:
  %m27 = phi ptr addrspace(1) [ %t25, %if3.then ], [ %t26, %if3.else ]
  %m29 = phi ptr addrspace(1) [ %t28, %if3.then ], [ %t5, %if3.else ]
  %r30 = call ptr addrspace(1) @pto.treshape(ptr addrspace(1) %m29, i64 1, i64 256)
  %t31 = call ptr addrspace(1) @pto.tadds(ptr addrspace(1) %r4, float 2.500000e-01)
  %w32 = call ptr addrspace(1) @pto.subset(ptr addrspace(1) %w18, i64 0, i64 0, i64 2, i64 32)
  call void @pto.tstore(ptr addrspace(1) %t31, ptr %vo, i64 456, i64 800)
  call void @pto.tstore(ptr addrspace(1) %t1, ptr %vo, i64 256, i64 320)
  call void @pto.tstore(ptr addrspace(1) %m27, ptr %vo, i64 96, i64 480)
  call void @pto.tstore(ptr addrspace(1) %w6, ptr %vo, i64 592, i64 960)
  call void @pto.tstore(ptr addrspace(1) %t3, ptr %vo, i64 808, i64 16)
  call void @pto.tstore(ptr addrspace(1) %m16, ptr %vo, i64 368, i64 752)
  ret void
}

declare ptr @pto.tensor_view.f16(ptr, i64, i64, i64, i64)
declare ptr @pto.tensor_view.f32(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.alloc_tile.f32(i64, i64)
declare ptr addrspace(1) @pto.set_validshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.subset(ptr addrspace(1), i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tadd(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tadds(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.taxpy(ptr addrspace(1), ptr addrspace(1), float)
declare ptr addrspace(1) @pto.tcvt.f16.rint(ptr addrspace(1))
declare ptr addrspace(1) @pto.texp(ptr addrspace(1))
declare ptr addrspace(1) @pto.texpands.f32(float, i64, i64)
declare ptr addrspace(1) @pto.tload(ptr, i64, i64, i64, i64)
declare ptr addrspace(1) @pto.tmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmul(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tmuls(ptr addrspace(1), float)
declare ptr addrspace(1) @pto.trecip(ptr addrspace(1))
declare ptr addrspace(1) @pto.treshape(ptr addrspace(1), i64, i64)
declare ptr addrspace(1) @pto.trowexpandmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowexpandmin(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.trowmax(ptr addrspace(1), ptr addrspace(1))
declare ptr addrspace(1) @pto.tsub(ptr addrspace(1), ptr addrspace(1))
declare void @pto.tstore(ptr addrspace(1), ptr, i64, i64)

attributes #0 = { "target-cpu"="ascend910b" }
