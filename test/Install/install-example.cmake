#===- install-example.cmake - An installed AscendPTO builds a user project ===#
#
# cmake -DASCENDPTO_BINARY_DIR=... -DASCENDPTO_SOURCE_DIR=... -DWORK_DIR=...
#       -DGENERATOR=... -P install-example.cmake
#
# 1. `cmake --install` the build into WORK_DIR/prefix; every promised file
#    must be there (plugin, pto-plan, pto-cc, pto.h, docs, the package).
# 2. The installed pto-plan answers --version.
# 3. examples/cmake/ is configured with CMAKE_PREFIX_PATH=prefix only, and
#    built: each kernel becomes a .pto for each CPU, with every tile at an
#    address and the right target_arch.
# 4. find_package(AscendPTO 9.0) is refused (version check).
#
#===----------------------------------------------------------------------===#

set(prefix "${WORK_DIR}/prefix")
set(build "${WORK_DIR}/example-build")
file(REMOVE_RECURSE "${WORK_DIR}")

function(run)
  execute_process(COMMAND ${ARGV} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGV}\n${out}\n${err}")
  endif()
  set(run_output "${out}${err}" PARENT_SCOPE)
endfunction()

run("${CMAKE_COMMAND}" --install "${ASCENDPTO_BINARY_DIR}" --prefix "${prefix}")
foreach(f lib/libAscendPTO.so bin/pto-plan bin/pto-cc include/ascendpto/pto.h
          share/doc/AscendPTO/README.md share/doc/AscendPTO/docs/planner.md
          lib/cmake/AscendPTO/AscendPTOConfig.cmake
          lib/cmake/AscendPTO/AscendPTOConfigVersion.cmake
          lib/cmake/AscendPTO/AscendPTOKernel.cmake)
  if(NOT EXISTS "${prefix}/${f}")
    message(FATAL_ERROR "cmake --install did not install ${f}")
  endif()
endforeach()

run("${prefix}/bin/pto-plan" --version)
if(NOT run_output MATCHES "pto-plan \\(AscendPTO\\) [0-9]+\\.[0-9]+\\.[0-9]+")
  message(FATAL_ERROR "installed pto-plan --version: ${run_output}")
endif()

run("${CMAKE_COMMAND}" -G "${GENERATOR}"
    -S "${ASCENDPTO_SOURCE_DIR}/examples/cmake" -B "${build}"
    "-DCMAKE_PREFIX_PATH=${prefix}")
run("${CMAKE_COMMAND}" --build "${build}")
if(NOT run_output MATCHES "ascendpto-plan: func=scale space=vec tiles=2")
  message(FATAL_ERROR "LLC_OPTIONS did not reach llc:\n${run_output}")
endif()
foreach(k scale axpy)
  foreach(dir_arch "kernels;a2a3" "kernels_a5;a5")
    list(GET dir_arch 0 dir)
    list(GET dir_arch 1 arch)
    set(pto "${build}/${dir}/${k}.pto")
    if(NOT EXISTS "${pto}")
      message(FATAL_ERROR "the example build made no ${dir}/${k}.pto")
    endif()
    file(READ "${pto}" text)
    if(NOT text MATCHES "pto.target_arch = \"${arch}\"" OR
       NOT text MATCHES "func.func @${k}\\(" OR
       NOT text MATCHES "pto.alloc_tile addr = ")
      message(FATAL_ERROR "${pto} is not ${k} for ${arch}:\n${text}")
    endif()
  endforeach()
endforeach()

# A version this install is not.
file(WRITE "${WORK_DIR}/v9/CMakeLists.txt"
     "cmake_minimum_required(VERSION 3.20)\nproject(v LANGUAGES NONE)\n"
     "find_package(AscendPTO 9.0 REQUIRED)\n")
execute_process(COMMAND "${CMAKE_COMMAND}" -G "${GENERATOR}"
                -S "${WORK_DIR}/v9" -B "${WORK_DIR}/v9/build"
                "-DCMAKE_PREFIX_PATH=${prefix}"
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "AscendPTO")
  message(FATAL_ERROR "find_package(AscendPTO 9.0) was accepted:\n${err}")
endif()
message(STATUS "installed AscendPTO builds examples/cmake: scale, axpy for a2a3 and a5")
