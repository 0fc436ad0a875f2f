#===- AscendPTOKernel.cmake - ascendpto_add_kernel() ----------------------===#
#
#   ascendpto_add_kernel(<name>
#                        SOURCES <k.c|k.ll>...
#                        [MCPU ascend910b|ascend950]
#                        [OUTPUT_DIRECTORY <dir>]
#                        [LLC_OPTIONS <option>...])
#
# Adds a target <name> (built by default) that compiles each source to
# <dir>/<source name without extension>.pto, <dir> defaulting to
# ${CMAKE_CURRENT_BINARY_DIR}/<name>: a .ll kernel with llc-22 and the
# AscendPTO plugin, a .c kernel with pto-cc (clang-22 with pto.h, then the
# same llc). MCPU defaults to ascend910b. LLC_OPTIONS go to llc after the
# plugin is loaded (e.g. -ascendpto-plan-report, -ascendpto-plan-svg=DIR).
# The target's property ASCENDPTO_OUTPUTS lists the .pto files.
#
# Needs the variables set by AscendPTOConfig.cmake.
#
#===----------------------------------------------------------------------===#

function(ascendpto_add_kernel name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "MCPU;OUTPUT_DIRECTORY"
                        "SOURCES;LLC_OPTIONS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "ascendpto_add_kernel(${name}): unknown arguments "
                        "'${ARG_UNPARSED_ARGUMENTS}'")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "ascendpto_add_kernel(${name}): no SOURCES")
  endif()
  if(NOT ARG_MCPU)
    set(ARG_MCPU ascend910b)
  endif()
  if(NOT ARG_OUTPUT_DIRECTORY)
    set(ARG_OUTPUT_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/${name}")
  endif()

  set(outputs)
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE)
    get_filename_component(stem "${src}" NAME_WE)
    get_filename_component(ext "${src}" LAST_EXT)
    set(out "${ARG_OUTPUT_DIRECTORY}/${stem}.pto")
    if(out IN_LIST outputs)
      message(FATAL_ERROR "ascendpto_add_kernel(${name}): two sources make "
                          "${stem}.pto")
    endif()
    if(ext STREQUAL ".ll")
      set(cmd "${AscendPTO_LLC}" "-load=${AscendPTO_PLUGIN}"
              -mtriple=ascendpto "-mcpu=${ARG_MCPU}" ${ARG_LLC_OPTIONS}
              "${src}" -o "${out}")
      set(deps "${src}" "${AscendPTO_PLUGIN}")
    elseif(ext STREQUAL ".c")
      if(NOT AscendPTO_CLANG)
        message(FATAL_ERROR "ascendpto_add_kernel(${name}): ${src} is C, "
                            "but clang-22 was not found")
      endif()
      set(cmd "${CMAKE_COMMAND}" -E env "ASCENDPTO_PLUGIN=${AscendPTO_PLUGIN}"
              "${AscendPTO_PTO_CC}" "${src}" -o "${out}" "-mcpu=${ARG_MCPU}"
              ${ARG_LLC_OPTIONS})
      set(deps "${src}" "${AscendPTO_PLUGIN}" "${AscendPTO_INCLUDE_DIR}/pto.h")
    else()
      message(FATAL_ERROR "ascendpto_add_kernel(${name}): ${src}: expected "
                          "a .c or .ll kernel")
    endif()
    add_custom_command(OUTPUT "${out}"
      COMMAND "${CMAKE_COMMAND}" -E make_directory "${ARG_OUTPUT_DIRECTORY}"
      COMMAND ${cmd}
      DEPENDS ${deps}
      COMMENT "Compiling ${stem} to PTO (${ARG_MCPU})"
      VERBATIM)
    list(APPEND outputs "${out}")
  endforeach()
  add_custom_target(${name} ALL DEPENDS ${outputs})
  set_target_properties(${name} PROPERTIES ASCENDPTO_OUTPUTS "${outputs}")
endfunction()
